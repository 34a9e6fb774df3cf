"""A Node stack's frames under ``node_modules`` are a dependency's code, not the project's
(semantic-release's own ``lib/get-error.js`` in its ``SemanticReleaseError`` stack): node-runtime's
``user-frame`` leaves them to ``dependency-frame``, which still says the stack is Node's."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line

FIXTURE = Path(__file__).parent / "fixtures" / "semantic-release-no-repository-url.txt"


def matched(analyser: Analyser, lines: list[str]) -> set[str]:
    return {f"{m.signal.skill}/{m.signal.id}" for line in lines for m in analyser.signals.match(clean_line(line).text)}


def test_a_dependencys_frame_is_no_user_frame() -> None:
    analyser = Analyser.load()
    frames = [line for line in FIXTURE.read_text(encoding="utf-8").splitlines() if "get-error.js" in line]
    assert frames, "the fixture holds semantic-release's own frames"
    assert matched(analyser, frames) == {"node-runtime/dependency-frame"}


def test_a_bare_error_over_dependency_frames_is_still_nodes() -> None:
    analyser = Analyser.load()
    lines = [
        "Error: connect ECONNREFUSED 127.0.0.1:5432",
        "    at TCPConnectWrap.afterConnect (file:///app/node_modules/pg/lib/client.js:10:3)",
    ]
    assert {"node-runtime/plain-error", "node-runtime/dependency-frame"} <= matched(analyser, lines)
    assert "node-runtime/user-frame" not in matched(analyser, lines)
