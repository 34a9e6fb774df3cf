"""pytest-mpl's image comparison failure is advised as one (trial 106 #7: generic "run the failed
tests locally"): the difference image, the results folder as an artifact, regenerating the
baselines if the change is intended; and the images it wrote in a temporary folder are no
locations. Fixture in ``fixtures/mpl-image``: real pytest-mpl 0.19.0 output."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures" / "mpl-image"


def test_an_image_mismatch_gets_image_comparison_advice(triage_json) -> None:
    report = triage_json(FIXTURES / "pytest-mpl-tmp.log")
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["tests/test_plot.py::test_sine"]
    advice = report["next_step"]
    assert advice.startswith("pytest-mpl's image comparison failed")
    for words in ("result-failed-diff.png", "--mpl-results-path", "--mpl-generate-path"):
        assert words in advice


def test_images_in_a_temporary_folder_are_no_locations(triage_json) -> None:
    report = triage_json(FIXTURES / "pytest-mpl-tmp.log")
    assert not [place for place in report["locations"] if place["file"].endswith(".png")]
