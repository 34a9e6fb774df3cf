"""``--baseline`` given the failing log again (trial t119 #10: a tab completion that picked the
wrong file): the same file by another path, a link to it, or a copy of it byte for byte. The
warning says the baseline is the same log, not that it "failed too", and the triage goes on
without it, as without ``--baseline``.

Real output (``tests/fixtures/t119-baseline/README.md``): pytest 9.2.0 failing with geomlib 2.0.0.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "t119-baseline"
FAILING = FIXTURES / "py-dep-geomlib-2.gha.log"
PASSING = FIXTURES / "py-dep-geomlib-1-passed.gha.log"


def _report(capsys: pytest.CaptureFixture[str], *baseline: str) -> dict:
    assert main(["triage", str(FAILING), *baseline, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def _same_log_given(tmp_path: Path) -> dict[str, tuple[str, str]]:
    """Each way of giving the failing log as its baseline, with the path given and the warning's words."""
    copy = tmp_path / "copy.log"
    shutil.copyfile(FAILING, copy)
    link = tmp_path / "link.log"
    link.symlink_to(FAILING.resolve())
    return {
        "path": (str(FAILING), "the same file"),
        "another path": (str(FIXTURES / ".." / FIXTURES.name / FAILING.name), "the same file"),
        "link": (str(link), "the same file"),
        "copy": (str(copy), "the same bytes"),
    }


def test_the_failing_log_as_its_baseline_is_said_to_be_the_same_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    alone = _report(capsys)
    for given, (path, how) in _same_log_given(tmp_path).items():
        report = _report(capsys, "--baseline", path)
        [warning] = [warning for warning in report["warnings"] if "baseline" in warning]
        assert warning.startswith(f"baseline not used: the baseline {path} is the same log as the failing one ({how})")
        assert "failed too" not in warning, given
        assert report["jobs"] == alone["jobs"], given  # triaged without it


def test_a_passing_log_of_other_bytes_is_compared(capsys: pytest.CaptureFixture[str]) -> None:
    report = _report(capsys, "--baseline", str(PASSING))
    assert not any("same log" in warning for warning in report["warnings"])
    assert report["jobs"][0]["warned_before"]
