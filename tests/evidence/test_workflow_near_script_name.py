"""A script the step's ``run`` line names that was not found, while the checkout holds one at a near
path (``script/ci.sh`` for ``./scripts/ci.sh``): the finding names that path, not a working directory.
And a ``shell:`` without ``-e`` whose script went on past a failed line: the shell line is cited.

Fixtures in ``tests/fixtures/s39-near-script`` (see its README): GNU bash 5.2.15's real output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s39-near-script"


def finding(capsys: pytest.CaptureFixture[str], checkout: Path) -> tuple[dict, str]:
    args = ["triage", str(FIXTURES / "missing-script.gha.log"), "--format", "json"]
    code = main([*args, "--workflow", str(FIXTURES / "ci.yml"), "--checkout", str(checkout)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    [found] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    return found, report["jobs"][0]["classification"]["next_step"]


def checkout_with(tmp_path: Path, *files: str) -> Path:
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("#!/bin/sh\n", encoding="utf-8")
    return tmp_path


def test_a_script_at_a_near_path_in_the_checkout_is_offered(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    found, next_step = finding(capsys, checkout_with(tmp_path, "script/ci.sh", "docs/ci.sh"))
    assert (found["start_line"], found["finding_kind"]) == (9, "script-near-name")
    assert "the checkout has `script/ci.sh`, a near name" in found["summary"]
    assert "working-directory" not in found["summary"]
    assert "`script/ci.sh`, a near name" in next_step


def test_without_a_near_path_the_working_directory_finding_stays(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    found, _next_step = finding(capsys, checkout_with(tmp_path, "tools/build/ci.sh"))
    assert found["finding_kind"] == "manifest-missing"
    assert "set `working-directory:`" in found["summary"]


def test_a_shell_without_errexit_that_went_on_past_a_failed_line_is_noted(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``shell: bash {0}``: ``cd docs-site`` failed at line 1 of the two-line script and ``make html``
    ran in the root; the shell line is cited naming the failed command, the log's verdict stays."""
    log, workflow = FIXTURES / "no-errexit-cd.gha.log", FIXTURES / "docs.yml"
    code = main(["triage", str(log), "--format", "json", "--workflow", str(workflow)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    [found] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert (found["field"], found["start_line"], found["finding_kind"]) == ("shell", 9, "shell-no-errexit")
    assert "went on after `cd docs-site` (line 1 of the script) failed" in found["summary"]
    assert "`cd docs-site`" in report["jobs"][0]["classification"]["next_step"]
    text = workflow.read_text(encoding="utf-8").replace("shell: bash {0}", "shell: bash -e {0}")
    (tmp_path / "docs.yml").write_text(text, encoding="utf-8")
    code = main(["triage", str(log), "--format", "json", "--workflow", str(tmp_path / "docs.yml")])
    report = json.loads(capsys.readouterr().out)
    assert [line for line in report["workflow_step"]["lines"] if line["finding"]] == []


def test_a_failed_line_printed_in_another_locale_is_read_as_the_c_locale_prints_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The same run under ``LANG=de_DE.UTF-8``: bash's ``….sh: Zeile 1: cd: …`` names the script's
    line as its C-locale ``line 1:`` does (trial 113's locale leftovers)."""
    log, workflow = FIXTURES / "no-errexit-cd-de.gha.log", FIXTURES / "docs.yml"
    code = main(["triage", str(log), "--format", "json", "--workflow", str(workflow)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    [found] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert (found["field"], found["finding_kind"]) == ("shell", "shell-no-errexit")
    assert "went on after `cd docs-site` (line 1 of the script) failed" in found["summary"]
    assert "Zeile 1: cd: docs-site" in found["summary"]
