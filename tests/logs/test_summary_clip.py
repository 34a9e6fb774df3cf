"""The one-line summary quotes a long headline whole enough to read: folders of paths go first,
then the cut falls after a clause or between words, never inside one.

``fixtures/locations/maven-compile-long-message.log`` is real output: Apache Maven 3.8.7,
maven-compiler-plugin 3.13.0 and OpenJDK 17.0.15, ``mvn -o -B compile`` on a call with an argument
of the wrong type in a deep package (the summary used to stop at ``cannot be app``).
``fixtures/trial-30/cachetools-shadowed.gha.log`` is real output of pytest 9.2.0 (see the folder's README):
a test module imports an installed copy of the project's package from site-packages.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import SUMMARY_HEADLINE_CHARS, clipped, triage_path

LOG = Path(__file__).resolve().parent / "fixtures" / "locations" / "maven-compile-long-message.log"
SHADOWED = Path(__file__).resolve().parents[1] / "fixtures" / "trial-30" / "cachetools-shadowed.gha.log"


def test_a_long_maven_message_keeps_its_file_name_and_its_whole_first_clause() -> None:
    report, _ = triage_path(str(LOG), Analyser.load(), 2000)
    quoted = report.summary.split("”: ", 1)[1]

    assert len(report.jobs[0].headline or "") > SUMMARY_HEADLINE_CHARS
    assert quoted.startswith(
        "…/WarehouseInventoryReconciliationService.java:[8,37] method unmodifiableMap in class "
        "java.util.Collections cannot be applied to given types; (required: java.util.Map"
    ), quoted  # javac's details below it (Maven's form) follow the clause as far as room allows
    assert report.locations[0].file.endswith("/service/WarehouseInventoryReconciliationService.java")


def test_a_module_imported_from_site_packages_keeps_that_folder_in_the_summary() -> None:
    """The path under site-packages is the diagnosis (the installed copy, not the checkout's, was
    imported); the summary used to say only ``(…/__init__.py)``."""
    report, _ = triage_path(str(SHADOWED), Analyser.load(), 2000)

    assert report.summary.endswith(
        "ImportError: cannot import name 'MRUCache' from 'cachetools' (…/site-packages/cachetools/__init__.py)."
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("short enough", "short enough"),
        ("word " * 50, ("word " * 40).rstrip() + "…"),  # 250 characters: cut between words
        ("a" * 150 + ". " + "b " * 40, "a" * 150 + ".…"),  # after the clause that ends past half the limit
        ("x" * 300, "x" * 200 + "…"),  # one word: cut at the limit
        ("see /a/b/c/d/e/" + "f" * 150 + ".py:3 failed; " + "z " * 40, "see …/" + "f" * 150 + ".py:3 failed;…"),
        (r"in C:\t\Lib\site-packages\pkg\mod.py: " + "y " * 84, r"in …\site-packages\pkg\mod.py: " + "y " * 84),
    ],
)
def test_clipped_stops_where_a_reader_can(text: str, expected: str) -> None:
    assert clipped(text, 200) == expected
    assert len(clipped(text, 200)) <= 201
