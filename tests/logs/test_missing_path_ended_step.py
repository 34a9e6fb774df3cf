"""A file utility's own error naming a path that is not there, as the line that ended a failed step,
is a configuration verdict of at least moderate confidence (trial 113, finding 7: `cp: cannot stat`
under `set -x` scored 0.36; fixtures: tests/logs/fixtures/trial-113/README.md, real bash and
coreutils output)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "trial-113"


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("cp-missing-setx-gha.log", "cp: cannot stat 'build/app.tar.gz': No such file or directory"),
        ("ln-missing-setx-gha.log", "ln: failed to access 'build/app.tar.gz': No such file or directory"),
    ],
)
def test_a_missing_path_that_ended_the_step_is_a_confident_configuration_verdict(
    name: str, quoted: str, triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.5
    assert report["summary"].endswith(quoted)
    assert {(s["skill"], s["signal"]) for s in report["signals"]} >= {("missing-path", "no-such-path")}
