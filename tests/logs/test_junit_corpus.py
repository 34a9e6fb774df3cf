"""JUnit XML: the corpus's result files, hostile XML, and ``--junit`` merged into the report."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode, InputError
from ci_triage.commands.cli import main
from ci_triage.logs.junit import junit_failures

JUNIT_FILES = (
    "pulsar-surefire-aggregate.xml",
    "pulsar-AddMissingPatchVersionTest.xml",
    "jest-repo-jest-junit.xml",
    "phpcheckstyle-phpunit.xml",
    "junit4-complete-sample.xml",
    "pytest-junitxml-sample.xml",
    "surefire-email-sample.xml",
    "nextest-basic.xml",
    "catch2-report.xml",
)
MALFORMED = {
    # The corpus sanitiser replaced home directories with a literal "<user>", which is not
    # well-formed XML: the line and column are those of the first "<user>" expat meets.
    "jest-repo-jest-junit.xml": "line 6545",
    "pytest-junitxml-sample.xml": "line 14",
}
TRUE_LINES = {
    # index.json lists lines 95 and 106 for this file as well, but those hold "<!-- <failure> ..."
    # and "<!-- <error> ..." inside XML comments; the real elements are on lines 98 and 109.
    "junit4-complete-sample.xml": [98, 109],
}


@pytest.fixture(scope="module")
def junit_index(corpus: Path) -> dict[str, dict]:
    index = json.loads((corpus / "gha" / "index.json").read_text(encoding="utf-8"))
    return {Path(entry["file"]).name: entry for entry in index["junit"]}


def test_every_indexed_junit_file_is_covered(junit_index: dict[str, dict]) -> None:
    assert sorted(junit_index) == sorted(JUNIT_FILES)


@pytest.mark.parametrize("name", [name for name in JUNIT_FILES if name not in MALFORMED])
def test_failures_match_the_index(name: str, corpus: Path, junit_index: dict[str, dict]) -> None:
    path = corpus / "gha" / "junit" / name
    failures = junit_failures(str(path)).kept
    expected = junit_index[name]["failures"]
    assert sorted({test.name for test in failures}) == sorted({entry[2] for entry in expected})
    expected_lines = TRUE_LINES.get(name, [entry[0] for entry in expected])
    assert [test.log_line for test in failures] == expected_lines
    xml_lines = path.read_text(encoding="utf-8").split("\n")
    for test in failures:
        assert test.source == str(path)
        line = xml_lines[test.log_line - 1]
        assert re.search(r"<(failure|error)\b", line), f"line {test.log_line}: {line!r}"
        assert not line.lstrip().startswith("<!--")


def test_the_index_lines_inside_comments_are_not_elements(corpus: Path, junit_index: dict[str, dict]) -> None:
    """Pins the corpus erratum that TRUE_LINES works around (lines 95 and 106 are comments)."""
    xml_lines = (corpus / "gha" / "junit" / "junit4-complete-sample.xml").read_text(encoding="utf-8").split("\n")
    listed = [entry[0] for entry in junit_index["junit4-complete-sample.xml"]["failures"]]
    assert listed == [95, 98, 106, 109]
    assert xml_lines[94].lstrip().startswith("<!-- <failure>")
    assert xml_lines[105].lstrip().startswith("<!-- <error>")


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_sanitised_files_that_are_not_well_formed_are_refused_clearly(name: str, corpus: Path) -> None:
    path = corpus / "gha" / "junit" / name
    assert "<user>" in path.read_text(encoding="utf-8")
    with pytest.raises(InputError) as raised:
        junit_failures(str(path))
    message = str(raised.value)
    assert message.startswith(f"{path}: is not well-formed JUnit XML")
    assert MALFORMED[name] in message
    assert "\n" not in message


def test_entity_expansion_bomb_is_refused(tmp_path: Path) -> None:
    entities = "".join(f'<!ENTITY e{i} "{f"&e{i - 1};" * 10}">' for i in range(1, 10))
    path = tmp_path / "lol.xml"
    path.write_text(
        f'<?xml version="1.0"?>\n<!DOCTYPE t [<!ENTITY e0 "lol">{entities}]>\n'
        '<testsuite name="s"><testcase classname="c" name="t"><failure message="&e9;"/></testcase></testsuite>\n'
    )
    with pytest.raises(InputError, match="not well-formed"):
        junit_failures(str(path))


def test_external_entities_are_not_read(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("CONTENT-OF-A-LOCAL-FILE")
    path = tmp_path / "xxe.xml"
    path.write_text(
        f'<?xml version="1.0"?>\n<!DOCTYPE t [<!ENTITY x SYSTEM "file://{secret}">]>\n'
        '<testsuite name="s"><testcase classname="c" name="t"><failure message="m">&x;</failure></testcase>'
        "</testsuite>\n"
    )
    failures = junit_failures(str(path)).kept
    assert [test.name for test in failures] == ["c::t"]
    assert "CONTENT-OF-A-LOCAL-FILE" not in repr(failures)


@pytest.mark.usefixtures("shared_analyser_load")
def test_well_formed_xml_that_is_not_junit_is_skipped_with_a_warning(tmp_path: Path, capsys) -> None:
    """The log is still triaged, as beside a ``--baseline`` that is not a log (trial 84 #10)."""
    log = tmp_path / "job.log"
    log.write_text("all good\n")
    results = tmp_path / "coverage.xml"
    results.write_text('<?xml version="1.0"?>\n<coverage line-rate="0.9"><packages/></coverage>\n')
    code = main(["triage", str(log), "--junit", str(results), "--format", "json"])
    err = capsys.readouterr().err
    assert code == ExitCode.OK, err
    assert "coverage.xml: is not JUnit XML" in err


@pytest.mark.usefixtures("shared_analyser_load")
def test_junit_failures_are_merged_into_the_report(corpus: Path, capsys) -> None:
    results = corpus / "gha" / "junit" / "surefire-email-sample.xml"
    code = main(
        ["triage", str(corpus / "gha" / "react-prettier-check.log"), "--junit", str(results), "--format", "json"]
    )
    report = json.loads(capsys.readouterr().out)
    assert code == ExitCode.OK
    assert report["category"] == "formatting"  # the log decides the category; JUnit adds tests
    from_junit = [test for test in report["failed_tests"] if test["source"] == str(results)]
    # the two <failure> cases first, then the <error> ones (an exception escaped them), as pytest's are listed
    assert [test["log_line"] for test in from_junit] == [17, 36, 4, 10, 24, 30, 42]
    assert [test["kind"] for test in from_junit] == ["failed"] * 2 + ["error"] * 5
    assert from_junit[2]["name"] == (
        "action.surefire.report.email.EmailAddressTest::shouldNotContainInternationalizedHostNames"
    )
    assert from_junit[2]["message"] == "Invalid email address 'user@ñandú.com.ar'"


@pytest.mark.usefixtures("shared_analyser_load")
def test_junit_failures_make_a_clean_log_a_test_failure(corpus: Path, tmp_path: Path, capsys) -> None:
    log = tmp_path / "job.log"
    log.write_text("2024-05-01T12:00:00.0000000Z ##[group]Run mvn test\n2024-05-01T12:00:09.0000000Z done\n")
    results = corpus / "gha" / "junit" / "nextest-basic.xml"
    assert main(["triage", str(log), "--junit", str(results), "--format", "markdown"]) == ExitCode.OK
    markdown = capsys.readouterr().out
    assert "oxidized_navigation::parry3d::test_failure" in markdown
    assert main(["triage", str(log), "--junit", str(results), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["failure_found"] is True
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["oxidized_navigation::parry3d::test_failure"]
