"""A linter's Checkstyle XML given as the log is read as its findings with their places, not as
text (trial 104 finding 11: ``shellcheck -f checkstyle``'s report was ``unknown 0.0`` with no
location). Real files: ShellCheck 0.9.0's ``-f checkstyle`` (``tests/fixtures/s37-shell/README.md``).
"""

from __future__ import annotations

import json
from pathlib import Path

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s37-shell"


def test_a_checkstyle_file_as_the_log_is_triaged_from_its_findings(capsys) -> None:
    path = FIXTURES / "shellcheck-checkstyle.xml"
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "lint/format"
    assert report["tool"] == "shellcheck"
    assert report["summary"] == (
        "Lint/format in the Checkstyle results “shellcheck-checkstyle.xml”: 6 findings (1 error, 1 warning,"
        " 4 info) in 1 file — the first: build.sh:3:10: Iterating over ls output is fragile. Use globs."
        " [ShellCheck.SC2045]"
    )
    places = [(location["file"], location["line"], location["column"]) for location in report["locations"]]
    assert places[:3] == [("build.sh", 3, 10), ("build.sh", 7, 6), ("build.sh", 3, 15)]  # error, warning, infos
    assert report["excerpt"] == []
    assert any("is Checkstyle XML, not a job log" in warning for warning in report["warnings"])
    assert "budget" not in report["next_step"]


def test_a_checkstyle_file_without_findings_as_the_log_is_no_failure(capsys) -> None:
    path = FIXTURES / "shellcheck-checkstyle-clean.xml"
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["failure_found"] is False
    assert report["summary"] == "No failure found: the Checkstyle results list no finding."


def test_a_checkstyle_file_cut_short_is_read_as_a_text_log(tmp_path: Path, capsys) -> None:
    text = (FIXTURES / "shellcheck-checkstyle.xml").read_text(encoding="utf-8")
    path = tmp_path / "cut.xml"
    path.write_text(text[: text.index("<error line='4'")], encoding="utf-8")
    main(["triage", str(path), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert not any("is Checkstyle XML" in warning for warning in report["warnings"])


def test_eslints_checkstyle_file_names_eslint_and_quotes_its_first_error(capsys) -> None:
    path = FIXTURES / "eslint-checkstyle.xml"  # ESLint 9.39.5: errors and warnings interleaved, one XML line
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["tool"] == "eslint"
    assert report["category"] == "lint/format"
    assert (
        "4 findings (2 errors, 2 warnings) in 1 file — the first: src/app.js:2:7: 'unused' is assigned"
        in report["summary"]
    )
    assert [(location["line"], location["column"]) for location in report["locations"]] == [
        (2, 7),
        (3, 25),
        (3, 9),
        (4, 11),
    ]
