"""A file name outside ASCII is read like any other: the skills' file-name patterns take any
non-space characters, not RE2's ASCII ``\\w`` (trial 61, finding 6; tests/fixtures/s29-t61/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t61"


def test_a_pytest_file_that_failed_to_collect_is_listed_whatever_its_name(
    triage_json: Callable[..., dict], tmp_path: Path
) -> None:
    log = FIXTURES / "pytest-non-ascii-test-file.gha.log"
    ascii_log = tmp_path / "ascii.log"
    ascii_log.write_text(log.read_text(encoding="utf-8").replace("bücher", "buecher"), encoding="utf-8")
    report, ascii_report = triage_json(log), triage_json(ascii_log)
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [("tests/test_bücher.py", "collection")]
    assert report["failed_tests"][0]["message"] == "ModuleNotFoundError: No module named 'ledger'"
    assert report["summary"] == ascii_report["summary"].replace("buecher", "bücher")
    assert report["category"] == ascii_report["category"]


def test_a_go_test_location_outside_ascii_keeps_its_message(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "go-test-non-ascii-test-file.gha.log")
    assert [(where["file"], where["line"], where["message"]) for where in report["locations"]] == [
        ("räder_test.go", 7, "Spokes(3) = 6, want 36")
    ]
