"""Test runners of compiled languages beyond the big ones (trial 65, findings 1, 2 and 3): AUnit,
NUnit's console runner, fpcunit and D's ``unittest`` blocks name their failed tests, and another
runner's rule (jest's ``Expected: 5``, Minitest's ``Failure:``) does not name the tool. Fixtures:
tests/fixtures/trial-65/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-65"


def test_an_aunit_failure_after_a_silent_build_is_the_test_s_not_the_compiler_s(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "aunit.log")
    assert report["category"] == "test failure"
    assert report["tool"] == "aunit"
    assert report["confidence"] >= 0.8  # gprbuild, named in the same command, built it: no disagreement
    assert [(test["name"], test["message"]) for test in report["failed_tests"]] == [
        ("Calc_Tests : Test_Mul", "Mul (3, 4) should be 12, got 7"),
        ("Calc_Tests : Test_Div", "Exception Message: calc_tests.adb:23 divide by zero"),
    ]
    assert ("calc_tests.adb", 15) in [(where["file"], where["line"]) for where in report["locations"]]


def test_nunit_console_names_its_failed_tests_and_no_javascript_runner(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "nunit-console.log")
    assert report["category"] == "test failure"
    assert report["tool"] == "nunit-console"
    assert [test["name"] for test in report["failed_tests"]] == [
        "Shop.Tests.InventoryTests.AddAccumulatesQuantity",
        "Shop.Tests.InventoryTests.RemoveMissingThrows",
    ]
    assert report["failed_tests"][0]["message"].startswith("Expected: 5")
    assert not [hit for hit in report["signals"] if hit["skill"] == "jest"]


def test_fpcunit_names_its_failed_tests_in_either_report_format(triage_json: Callable[..., dict]) -> None:
    for name in ("fpcunit-plain.log", "fpcunit-xml.log"):
        report = triage_json(FIXTURES / name)
        assert (report["category"], report["tool"]) == ("test failure", "fpcunit"), name
        assert sorted(test["name"] for test in report["failed_tests"]) == [
            "TStrUtilTest.TestCountVowels",
            "TStrUtilTest.TestParseCount",
        ], name
        assert not [hit for hit in report["signals"] if hit["skill"] == "minitest"], name
        messages = {test["name"]: test["message"] for test in report["failed_tests"]}
        assert "expected: " in messages["TStrUtilTest.TestCountVowels"], name
        assert "is an invalid integer" in messages["TStrUtilTest.TestParseCount"], name


def test_a_d_unittest_failure_quotes_the_assert_error_and_its_place(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "dub-test.log")
    assert (report["category"], report["tool"]) == ("test failure", "dub-test")
    assert "core.exception.AssertError@source/ringbuf.d(40): Assertion failure" in report["summary"]
    assert [(where["file"], where["line"]) for where in report["locations"]] == [("source/ringbuf.d", 40)]
    assert [(test["name"], test["file"], test["line"]) for test in report["failed_tests"]] == [
        ("source/ringbuf.d(40)", "source/ringbuf.d", 40)
    ]


def test_crystal_spec_s_rspec_like_report_is_crystal_spec_s(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "crystal-spec.log")
    assert (report["category"], report["tool"]) == ("test failure", "crystal-spec")
    assert [test["name"] for test in report["failed_tests"]] == ["Slug trims separators at the ends"]
    assert not [hit for hit in report["signals"] if hit["skill"] == "jest"]


def test_gfortran_s_generated_main_frame_is_no_location(triage_json: Callable[..., dict]) -> None:
    """Trial 65, finding 8: the backtrace's ``main`` frame is the ``program`` statement, not where it stopped."""
    report = triage_json(FIXTURES / "fortran-ctest.log")
    assert [test["name"] for test in report["failed_tests"]] == ["test_var"]
    places = [(where["file"], where["line"]) for where in report["locations"]]
    assert ("tests/test_var.f90", 8) in places
    assert ("tests/test_var.f90", 2) not in places
