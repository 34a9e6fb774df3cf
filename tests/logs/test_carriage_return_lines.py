"""A log whose lines end in a carriage return alone is read line by line, numbered as
``tr '\\r' '\\n' < job.log | sed -n`` numbers them; a carriage return inside a line of a log with
line feeds (a progress bar redrawn) is still the redraw it was.

The log is real pytest 9.2.0 output (``tests/fixtures/failing-tools/pytest.log``) with its line
feeds written as carriage returns, as classic Mac OS text and some tools' saved output have them.
"""

from __future__ import annotations

import gzip
import zipfile
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.source import open_log_source

PYTEST = Path(__file__).parents[1] / "fixtures" / "failing-tools" / "pytest.log"


def _packed(path: Path, data: bytes, packing: str) -> Path:
    if packing == "gzip":
        path = path.with_suffix(".log.gz")
        path.write_bytes(gzip.compress(data))
    elif packing == "zip":
        path = path.with_suffix(".zip")
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("1_test.txt", data * 40)  # past the size a zip member is scanned while spooled
    else:
        path.write_bytes(data)
    return path


@pytest.mark.parametrize("packing", ["file", "gzip", "zip"])
def test_a_log_of_carriage_returns_is_read_line_by_line(analyser: Analyser, tmp_path: Path, packing: str) -> None:
    lines = PYTEST.read_bytes().split(b"\n")
    log = _packed(tmp_path / "job.log", b"\r".join(lines), packing)
    failed = lines.index(b"FAILED tests/test_bad.py::test_add_wrong - assert 4 == 5") + 1

    report, _ = triage_path(str(log), analyser, 2000)

    assert report.failure_found
    assert [(test.name, test.log_line) for test in report.failed_tests][:1] == [
        ("tests/test_bad.py::test_add_wrong", failed)
    ]
    with open_log_source(str(log)) as source:  # what the verifier and the tools read back
        assert source.members[0].file.read().split(b"\n")[failed - 1] == lines[failed - 1]


def test_a_redraw_inside_a_line_feed_line_stays_one_line(analyser: Analyser, tmp_path: Path) -> None:
    log = tmp_path / "job.log"
    log.write_bytes(b"collecting ... 10%\rcollecting ... 100%\n" + PYTEST.read_bytes())

    report, _ = triage_path(str(log), analyser, 2000)

    assert report.jobs[0].total_lines == len(PYTEST.read_bytes().split(b"\n"))
    assert (
        report.failed_tests[0].log_line
        == PYTEST.read_text().splitlines().index("FAILED tests/test_bad.py::test_add_wrong - assert 4 == 5") + 2
    )
