"""A file listing's entries are file names, not errors (trial-33 #4).

``tests/fixtures/trial-33/listing-then-pytest.gha.log`` holds lines of a real ``find /usr -xdev -type
f`` listing, then pytest's failure (see the fixture folder's README): the names' words (``Fail.pm``,
``Exception/``, ``assert.md``, ``panic_test.go``) made blocks of ``error text`` that filled the
excerpt ahead of pytest's failure.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-33" / "listing-then-pytest.gha.log"


def test_a_listing_whose_names_hold_error_words_is_not_quoted_as_error_text(analyser: Analyser) -> None:
    report, _ = triage_path(LOG, analyser, 2000)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("test failure", "pytest")
    assert not any("error text" in span.reason for span in job.excerpt)
    assert len(job.excerpt) == 1
    assert "FAILED tests/test_widget.py::test_total - assert 6 == 7" in job.excerpt[0].lines
