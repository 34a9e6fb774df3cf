"""A test file that failed to collect is listed with ``kind: collection``, counted apart from the failed tests.

Fixtures in ``tests/fixtures/s28-collectkind`` (real pytest 8.4.2 and 9.2.0, jest 30.5.2, vitest
4.1.12 and go 1.19.8 output run here, see the folder's README). Before, pytest's ``ERROR
tests/test_orders.py`` of a module that raised ``ImportError`` at import, jest's suite under ``●
Test suite failed to run`` and vitest's ``FAIL src/slug.test.js [ src/slug.test.js ]`` were each
summarised as "failed tests …" though no test ran.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.junit import junit_failures

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-collectkind"


def _triage(capsys: pytest.CaptureFixture[str], name: str, *more: str, output_format: str = "json") -> str:
    code = main(["triage", str(FIXTURES / name), *more, "--format", output_format])
    captured = capsys.readouterr()
    assert code in (0, 1), captured.err
    return captured.out


def test_a_module_that_did_not_import_is_a_file_that_failed_to_collect(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(_triage(capsys, "pytest8-import-name.gha.log"))
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [("tests/test_orders.py", "collection")]
    assert report["failed_tests"][0]["file"] == "tests/test_orders.py"  # the file that did not load is the test's file
    assert "failed tests" not in report["summary"]
    assert (
        ": 1 test file failed to collect: tests/test_orders.py — ImportError: cannot import name 'total'"
        in (report["summary"])
    )
    assert report["next_step"].startswith(
        "tests/test_orders.py failed to collect, so none of its tests ran: ImportError: cannot import name 'total'"
    )


def test_failed_tests_and_files_that_failed_to_collect_are_counted_apart(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(_triage(capsys, "pytest9-continue.gha.log"))
    assert [test["kind"] for test in report["failed_tests"]] == ["failed", "collection"]
    assert report["summary"].endswith(
        ": failed tests tests/test_cart.py::test_discount; 1 test file failed to collect: tests/test_orders.py"
        " — the first: assert 9.0 == 9.1."
    )
    assert "Run the failed tests locally (tests/test_cart.py::test_discount);" in report["next_step"]
    assert "ImportError: shop.native needs the compiled extension _shop" in report["next_step"]


def test_the_markdown_and_the_terminal_mark_the_file(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    markdown = _triage(capsys, "pytest9-continue.gha.log", output_format="markdown")
    assert "- `tests/test_orders.py` (failed to collect) — log line 56" in markdown
    assert "- `tests/test_cart.py::test_discount` at `tests/test_cart.py:6` — log line 55" in markdown
    assert "#### Failed tests\n" in markdown
    only_files = _triage(capsys, "pytest8-import-name.gha.log", output_format="markdown")
    assert "#### Test files that failed to collect\n- `tests/test_orders.py` (failed to collect)" in only_files
    monkeypatch.setenv("COLUMNS", "200")  # a table row on one line
    text = _triage(capsys, "pytest9-continue.gha.log", output_format="text")
    assert "tests/test_orders.py (failed to collect)" in text
    assert "failed test " in text  # the table's header: tests failed beside the file
    only_files = _triage(capsys, "pytest8-import-name.gha.log", output_format="text")
    assert "test file that failed to collect" in only_files
    assert "failed test " not in only_files


@pytest.mark.parametrize(
    ("log", "suite"),
    [("jest-suite-failed.gha.log", "__tests__/cart.test.js"), ("vitest-suite-failed.gha.log", "src/slug.test.js")],
)
def test_a_suite_that_failed_to_run_is_a_file_that_failed_to_collect(
    capsys: pytest.CaptureFixture[str], log: str, suite: str
) -> None:
    report = json.loads(_triage(capsys, log))
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [(suite, "collection")]
    assert f": 1 test file failed to collect: {suite} — " in report["summary"]


@pytest.mark.parametrize(
    ("log", "error"),
    [
        ("go-build-failed.gha.log", "undefined: undefinedHelper"),
        ("cargo-test-compile-error.gha.log", "error[E0308]: mismatched types"),
    ],
)
def test_code_that_did_not_build_names_no_failed_test(capsys: pytest.CaptureFixture[str], log: str, error: str) -> None:
    report = json.loads(_triage(capsys, log))
    assert report["category"] == "compile/build error"
    assert report["failed_tests"] == []
    assert error in report["summary"]


def test_pytest_junit_collection_failure_is_of_kind_collection() -> None:
    found = junit_failures(str(FIXTURES / "pytest8-collect.junit.xml"))
    assert [(test.name, test.kind) for test in found.kept] == [("tests.test_orders", "collection")]


def test_the_junit_module_is_the_log_s_file_that_failed_to_collect(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "triage",
            str(FIXTURES / "pytest8-import-name.gha.log"),
            "--junit",
            str(FIXTURES / "pytest8-collect.junit.xml"),
            "--format",
            "json",
        ]
    )
    captured = capsys.readouterr()
    assert code in (0, 1), captured.err
    report = json.loads(captured.out)
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [("tests/test_orders.py", "collection")]
    assert report["failed_tests_total"] == 1
    assert (
        "none of its failed tests is named in the log" not in captured.err
    )  # tests.test_orders is tests/test_orders.py
