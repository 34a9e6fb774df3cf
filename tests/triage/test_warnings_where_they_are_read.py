"""A triage's warnings reach the people who read its output: the CLI's report (JSON ``warnings``,
the Markdown's ⚠️ lines) and, in the loop (the action, ``--run-id``, ``--propose-fix``), the job
summary and the sticky comment, once each, and the action's ``::warning`` annotations — nobody
reads a container action's standard error.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.commands.test_action_entrypoint import LOG, collected_evidence, run_action
from tests.triage.test_model_stage import UNKNOWN_LOG  # a failure no skill recognises: a handoff

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.config.settings import load_settings
from ci_triage.logs.analyse import NO_RUNNER_EXIT_LINE, Analyser
from ci_triage.triage.annotations import annotations_of
from ci_triage.triage.assemble import triage_run

BROKEN_SKILLS = {
    "bad-yaml": "---\nname: broken\ncategory: [unclosed\n---\nbody\n",
    "re2-refuses": (
        "---\nname: broken\ndescription: a lookbehind RE2 cannot run\ncategory: test failure\nsignals:\n"
        "  - id: behind\n    pattern: '(?<=x)y'\n    weight: 0.5\n---\nbody\n"
    ),
    "schema": "---\nname: broken\ncategory: test failure\nsignals:\n  - pattern: 'y'\n---\nbody\n",
}
"""A skill file that fails to load, one per way of failing (each is skipped with a warning)."""


def broken_skill_folder(tmp_path: Path, kind: str) -> Path:
    folder = tmp_path / "skills"
    (folder / "broken").mkdir(parents=True)
    (folder / "broken" / "SKILL.md").write_text(BROKEN_SKILLS[kind], encoding="utf-8")
    return folder


@pytest.mark.parametrize("kind", list(BROKEN_SKILLS))
def test_a_skill_that_fails_to_load_is_among_the_report_s_warnings(tmp_path: Path, capsys, kind: str) -> None:
    skills = broken_skill_folder(tmp_path, kind)
    log = tmp_path / "job.log"
    log.write_text(LOG, encoding="utf-8")
    assert main(["triage", str(log), "--skills", str(skills), "--format", "json"]) == 0
    captured = capsys.readouterr()
    warnings = json.loads(captured.out)["warnings"]
    skipped = [warning for warning in warnings if warning.startswith("skill skipped: ")]
    assert len(skipped) == 1, warnings
    assert str(skills / "broken" / "SKILL.md") in skipped[0]
    assert captured.err.count("skill skipped: ") == 1
    assert main(["triage", str(log), "--skills", str(skills), "--format", "markdown"]) == 0
    assert capsys.readouterr().out.count("> ⚠️ `skill skipped: ") == 1


def _loop(tmp_path: Path, log_text: str, skills: Path) -> tuple[str, list]:
    """The loop offline on ``log_text`` with the analyser of ``skills``: the job summary and the annotations."""
    log = tmp_path / "job.log"
    log.write_text(log_text, encoding="utf-8")
    summary = tmp_path / "summary.md"
    env = {"GITHUB_STEP_SUMMARY": str(summary)}
    settings = load_settings({"mode": "summary", "workspace": str(tmp_path)}, environ=env)
    outcome = triage_run(settings, analyser=Analyser.load([skills]), environ=env, log_file=log)
    return summary.read_text(encoding="utf-8"), annotations_of(outcome.state)


@pytest.mark.parametrize(
    ("log_text", "heading"), [(LOG, "<!-- ci-triage:comment:"), (UNKNOWN_LOG, "<!-- ci-triage:handoff")]
)
def test_in_the_loop_a_skill_that_fails_to_load_is_in_the_job_summary_once_and_a_warning_annotation(
    tmp_path: Path, log_text: str, heading: str
) -> None:
    summary, annotations = _loop(tmp_path, log_text, broken_skill_folder(tmp_path, "schema"))
    assert summary.startswith(heading), "a diagnosis, then a handoff"
    assert summary.count("skill skipped: ") == 1, summary
    assert [a.level for a in annotations if a.message.startswith("skill skipped: ")] == ["warning"]


def test_the_action_shows_the_report_s_warnings_in_the_job_summary_and_as_warning_annotations(tmp_path: Path) -> None:
    """A log without the runner's exit line: the report warns that the exit line is missing."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "cut.log").write_text(LOG.rsplit("\n", 2)[0] + "\n", encoding="utf-8")
    result, _output, summary = run_action(tmp_path, **{"LOG-PATH": "cut.log", "MODE": "summary"})
    assert result.returncode == ExitCode.OK, result.stderr
    written = summary.read_text(encoding="utf-8")
    assert written.count(NO_RUNNER_EXIT_LINE.split(" `")[0]) == 1, written
    assert f"::warning title=ci-triage::{NO_RUNNER_EXIT_LINE.split(' `')[0]}" in result.stdout


def test_an_unused_baseline_is_a_warning_annotation_and_said_once_in_the_job_summary(tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "green.log").write_bytes(b"\x7fELF\x02\x01\x01\x00" * 64)
    inputs = {"LOG-PATH": "build.log", "BASELINE-PATH": "green.log", "MODE": "summary"}
    result, _output, summary = run_action(tmp_path, **inputs)
    assert result.returncode == ExitCode.OK, result.stderr
    warning = next(line for line in result.stdout.splitlines() if line.startswith("::warning"))
    assert "baseline not used" in warning
    assert "binary" in warning
    written = summary.read_text(encoding="utf-8")
    assert written.count("baseline not used") == 1, written
    assert "FAILED tests/test_math.py::test_add" in written, "the diagnosis stands"
    assert collected_evidence(workspace)["gaps"] == []


def test_a_downloaded_job_log_s_warning_names_the_job_not_the_file(tmp_path: Path, analyser) -> None:
    """A fetched run's job logs are files in a scratch folder: a note says whose log it is about."""
    from ci_triage.evidence.warning_notes import warning_notes
    from ci_triage.logs.report import triage_path

    log = tmp_path / "7001.log"
    log.write_bytes(LOG.rsplit("\n", 2)[0].encode() + b"\n\xff\xfe not UTF-8\n")
    report, _ = triage_path(log, analyser, 2000)
    notes = warning_notes(report, job="lint")
    assert any(note.startswith("the log of job “lint”: is not valid UTF-8") for note in notes), notes
    assert any(NO_RUNNER_EXIT_LINE.split(" `")[0] in note for note in notes)
    assert not any(str(log) in note for note in notes)
    green = tmp_path / "green.log"
    green.write_text(
        "2024-05-01T12:00:00.0000000Z caf\xe9\n2024-05-01T12:00:01.0000000Z 1 passed in 0.01s\n", "latin-1"
    )
    report, _ = triage_path(green, analyser, 2000)
    assert report.warnings, "a green log may warn in the CLI"
    assert warning_notes(report, job="lint") == [], "but pages no one in the loop"
