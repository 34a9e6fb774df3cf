"""``pip wheel -v`` under pip 26.3 ends its box with ``╰─> No available output.`` (pip 23's ``See
above for output.`` reworded): the build's output is above it, so gcc's error there is the summary
and the advice's subject, not pip's ``×`` line, and no ``[N lines of output]`` box is pointed at
(trial 89, #3).

Real output: pip 26.3 and gcc 12.2, tests/fixtures/s33-t89/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t89"


def test_pip_26s_verbose_box_gives_way_to_the_compilers_error(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "c4_pip_wheel_v.log", "--no-home-skills")
    assert report["category"] == "compile/build error"
    assert "src/fastmath.c:8:36: error: ‘offset’ undeclared" in report["summary"]
    assert "did not run successfully" not in report["summary"]
    assert "‘offset’ undeclared" in report["next_step"]
    assert "lines of output]" not in report["next_step"]
