"""``ci-triage triage --example``: the README's first command works with no file of the user's."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.commands.triage import EXAMPLES
from ci_triage.logs.bundled import bundled_dir

pytestmark = pytest.mark.usefixtures("shared_analyser_load")


@pytest.mark.parametrize(
    ("argv", "category"),
    [(["--example"], "test failure"), (["--example", "prettier"], "formatting")],
    ids=["default", "prettier"],
)
def test_bundled_example_is_triaged(capsys, argv: list[str], category: str) -> None:
    assert main(["triage", *argv, "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["failure_found"]
    assert report["category"] == category
    assert report["excerpt"]


def test_default_example_lists_exactly_the_failed_tests_and_no_passing_output(capsys) -> None:
    assert main(["triage", "--example", "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    # two tests failed; Surefire names each twice (per-test report and results list): listed once each
    assert [test["name"].split("(")[0] for test in report["failed_tests"]] == [
        "testArrayConvertFromStringCommandWildcardGenerics",
        "testArrayConvertFromStringCommandRaw",
    ]
    assert report["failed_tests_total"] == 2  # "Tests run: 768, Failures: 0, Errors: 2": not 4
    log = (bundled_dir("examples") / "maven-surefire-test-failure.log").read_text(encoding="utf-8")
    passed = set(re.findall(r"Tests run: \d+, Failures: 0, Errors: 0, .* - in (\S+)", log))
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    verdicts = [line for line in shown if re.search(r"Tests run: \d+, Failures: 0, Errors: 0", line)]
    passing_classes = [line for line in shown if any(name in line for name in passed)]
    assert verdicts == []
    assert passing_classes == []


def test_example_list_names_the_examples_and_where_each_is_installed(capsys) -> None:
    """A user reads the log the example triaged: the listing's second column is the installed file."""
    assert main(["triage", "--example", "list"]) == ExitCode.OK
    rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    assert [name for name, _ in rows] == ["default", "prettier"]
    for name, path in rows:
        assert Path(path).is_absolute(), path
        assert Path(path).is_file(), path
        assert Path(path).name == EXAMPLES[name]


def test_unknown_example_is_a_bad_argument(capsys) -> None:
    assert main(["triage", "--example", "nope"]) == ExitCode.USAGE
    err = capsys.readouterr().err
    assert err == "ci-triage: error: --example: no example named 'nope'; known examples: default, prettier\n"


def test_a_surefire_test_named_again_in_the_results_list_is_counted_once(tmp_path, capsys) -> None:
    """Surefire names each failed test in its per-test report (``method(pkg.Class)``) and again in
    the ``Results:`` list (``Class.method:LINE``): three failed tests are three, whatever the names."""
    tests = [("ParserTest", "rejectsEmpty", 41), ("ParserTest", "keepsOrder", 77), ("LexerTest", "readsTabs", 12)]
    lines = ["[INFO] Running org.acme.ParserTest"]
    for cls, method, _ in tests:
        lines += [f"[ERROR] {method}(org.acme.{cls})  Time elapsed: 0.01 s  <<< FAILURE!", "java.lang.AssertionError"]
    lines += ["[INFO] Results:", "[INFO]", "[ERROR] Failures: "]
    lines += [f"[ERROR]   {cls}.{method}:{line} expected:<1> but was:<2>" for cls, method, line in tests]
    lines += ["[ERROR] Tests run: 40, Failures: 3, Errors: 0, Skipped: 0", "[INFO] BUILD FAILURE"]
    log = tmp_path / "job.log"
    log.write_text("\n".join(lines) + "\n")
    assert main(["triage", str(log), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert [test["name"] for test in report["failed_tests"]] == [
        f"{method}(org.acme.{cls})" for cls, method, _ in tests
    ]
    assert report["failed_tests_total"] == 3


def test_an_example_s_locations_are_not_made_paths_of_the_checkout_it_runs_in(tmp_path, monkeypatch, capsys) -> None:
    """The bundled logs come from other repositories: a file of the current checkout whose path ends
    with an example's location is another file, and the example's triage does not walk the checkout."""
    assert main(["triage", "--example", "prettier", "--format", "json"]) == ExitCode.OK
    named = json.loads(capsys.readouterr().out)["locations"][0]["file"]
    (tmp_path / ".git").mkdir()
    lookalike = tmp_path / "vendor" / named
    lookalike.parent.mkdir(parents=True)
    lookalike.write_text("", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["triage", "--example", "prettier", "--format", "json"]) == ExitCode.OK
    assert json.loads(capsys.readouterr().out)["locations"][0]["file"] == named


def test_default_example_opens_with_the_failure_not_a_build_warning(capsys) -> None:
    """The first thing a new user sees: Maven's ``[WARNING] Cannot get the branch information from
    the git repository:`` and git's ``fatal: ref HEAD is not a symbolic ref`` under it (lines 90-91)
    are a warning the build went on after, not the failing tests."""
    assert main(["triage", "--example", "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert not any("branch information" in line or "symbolic ref" in line for line in shown)
    assert report["excerpt"][0]["reason"].startswith("maven-surefire")
