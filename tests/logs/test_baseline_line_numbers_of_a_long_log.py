"""A passing log longer than :data:`~ci_triage.logs.compare.COMPARED_BYTES` is read in two parts, its
head and its tail; a line of the tail keeps its own number in the file (trial t119 #3: past about
4 MB, "The passing run warned … (its line N)" named a pip line far above the warning).

Real output (``tests/fixtures/t119-baseline/README.md``): pip and pytest 9.2.0, geomlib 1.0.0 passing
with its ``DeprecationWarning: geomlib.scale …`` and 2.0.0 failing the test that called it. The long
baseline is that passing log with pip ``Downloading`` lines, as its own, put into its install step
before ``Successfully installed``: built at run time, not kept.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs import compare
from ci_triage.logs.source import LogMember

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "t119-baseline"
PASSING = FIXTURES / "py-dep-geomlib-1-passed.gha.log"
FAILING = FIXTURES / "py-dep-geomlib-2.gha.log"


def _long_passing_log(folder: Path) -> tuple[Path, int]:
    """The passing log with enough pip download lines before ``Successfully installed`` to pass
    :data:`~ci_triage.logs.compare.COMPARED_BYTES` by a megabyte, and how many lines it gained."""
    lines = PASSING.read_bytes().splitlines(keepends=True)
    installed = next(index for index, line in enumerate(lines) if b"Successfully installed" in line)
    stamp = lines[installed - 1][:29]  # ``2026-12-06T21:55:45.8553380Z `` of the line above
    row = stamp + b"  Downloading pkg%d-1.0-py3-none-any.whl (12 kB)\n"
    added = (compare.COMPARED_BYTES + 1024**2) // len(row % 0) + 1
    path = folder / "long-passing.gha.log"
    with path.open("wb") as file:
        file.writelines(lines[:installed])
        file.writelines(row % number for number in range(added))
        file.writelines(lines[installed:])
    assert path.stat().st_size > compare.COMPARED_BYTES
    return path, added


def _line_of(path: Path, text: bytes) -> int:
    """The 1-based number of the first line of ``path`` holding ``text``."""
    with path.open("rb") as file:
        return next(number for number, line in enumerate(file, 1) if text in line)


def test_a_long_passing_logs_warning_and_version_keep_their_line_numbers(tmp_path: Path) -> None:
    path, added = _long_passing_log(tmp_path)
    with path.open("rb") as file:
        baseline = compare.read_baseline(LogMember(name="", file=file), "the passing log")
    [warning] = baseline.warned
    assert warning.line == _line_of(path, b"DeprecationWarning: geomlib.scale")
    assert warning.line == _line_of(PASSING, b"DeprecationWarning: geomlib.scale") + added
    assert baseline.versions["geomlib"].line == _line_of(path, b"Successfully installed geomlib-1.0.0")


def test_the_report_cites_the_long_passing_logs_own_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = _long_passing_log(tmp_path)
    assert main(["triage", str(FAILING), "--baseline", str(path), "--format", "json"]) == 0
    [warned] = json.loads(capsys.readouterr().out)["jobs"][0]["warned_before"]
    assert warned["text"].startswith("DeprecationWarning: geomlib.scale is deprecated")
    assert warned["line"] == _line_of(path, b"DeprecationWarning: geomlib.scale")
