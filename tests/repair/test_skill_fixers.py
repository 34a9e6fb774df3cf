"""Skill fixers: skills declare a safe mechanical fix in frontmatter, and it works with no model —
ruff format and ruff check --fix are verified on real repositories; prettier, which cannot run here,
gives "not verified by a re-run" and no patch."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ci_triage.logs.skills import load_skills, parse_skill_file
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.repair import propose_fix

from .samples import PRETTIER_CHECK_OUTPUT, UNFORMATTED_JS, UNFORMATTED_PY

LINT = Diagnosis(root_cause="formatting", category="lint/format", confidence=0.9)


def bundled():
    return load_skills().skills


def test_ruff_format_fix_is_verified_without_a_model(make_sample, evidence_for):
    sample = make_sample(UNFORMATTED_PY)
    before = sample.state()
    evidence = evidence_for(sample, ["ruff", "format", "--check", "src/app.py"])

    result = propose_fix(sample.root, sample.head_sha, evidence, LINT, skills=bundled())

    assert result.status == "verified", result.reason
    assert result.source == "skill:python-format/ruff-format"
    assert [(run.phase, run.argv, run.exit_code) for run in result.transcript] == [
        ("before", ["ruff", "format", "--check", "src/app.py"], 1),
        ("fix", ["ruff", "format", "src/app.py"], 0),
        ("apply-check", ["git", "apply", "--check", "-"], 0),
        ("after", ["ruff", "format", "--check", "src/app.py"], 0),
    ]
    assert "+def add(a, b):\n+    return a + b" in result.patch
    assert sample.state() == before


def test_ruff_check_fix_uses_the_skill_check_when_the_log_command_is_a_script(make_sample, evidence_for):
    sample = make_sample({"pyproject.toml": "", "src/mod.py": "import os\n\nVALUE = 1\n"})
    real = evidence_for(sample, ["ruff", "check", "--output-format", "concise", "src/mod.py"])
    # The same output, but the step ran a shell script, which is not re-run.
    output = "\n".join(line for span in real.logs[0].report.excerpt for line in span.lines)
    evidence = evidence_for(sample, ["./scripts/lint.sh"], output=output)

    result = propose_fix(sample.root, sample.head_sha, evidence, LINT, skills=bundled())

    assert result.status == "verified", result.reason
    assert result.command_source == "skill python-lint/ruff-check-fix"
    assert result.command == ["ruff", "check", "src/mod.py"]
    assert "-import os" in result.patch


def test_prettier_cannot_run_here_so_the_result_is_unverified_without_a_patch(make_sample, evidence_for):
    if shutil.which("prettier"):
        pytest.skip("this machine has prettier: the fixer would run")
    sample = make_sample(UNFORMATTED_JS)
    evidence = evidence_for(sample, ["prettier", "--check", "src/index.js"], output=PRETTIER_CHECK_OUTPUT)

    result = propose_fix(sample.root, sample.head_sha, evidence, LINT, skills=bundled())

    assert result.status == "unverified"
    assert result.reason.startswith("not verified by a re-run: no fixer can run here: ")
    assert "`prettier --write src/index.js` (skill:prettier/prettier-write): 'prettier' is not installed here" in (
        result.reason
    )
    assert result.patch == ""
    assert not result.may_open_pr


def test_a_lock_file_refresh_that_cannot_run_here_is_unverified(make_sample, evidence_for):
    if shutil.which("go"):
        pytest.skip("this machine has go: the lock-file refresh would run")
    sample = make_sample({"go.mod": "module example.com/sample\n\ngo 1.22\n", "main.go": "package main\n"})
    output = (
        "main.go:3:8: missing go.sum entry for module providing package github.com/google/uuid "
        "(imported by example.com/sample); to add:\n\tgo get example.com/sample"
    )
    evidence = evidence_for(sample, ["go", "build", "./..."], output=output)
    diagnosis = Diagnosis(root_cause="go.sum is stale", category="dependency resolution", confidence=0.9)

    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis, skills=bundled())

    assert result.status == "unverified"
    assert "`go mod tidy` (skill:go-modules/go-mod-tidy): 'go' is not installed here" in result.reason
    assert not result.may_open_pr


def test_no_fixer_and_no_model_is_no_fix(make_sample, evidence_for):
    sample = make_sample({"calc.py": "x = 1\n"})
    evidence = evidence_for(sample, ["python", "-c", "import sys; sys.exit(3)"], output="boom\nError: it broke")

    result = propose_fix(sample.root, sample.head_sha, evidence, LINT, skills=bundled())

    assert result.status == "no-fix"
    assert result.reason == "no skill declares a fix for this failure and no model was given"


def test_bundled_skills_declare_fixers_for_formatters_and_lock_files():
    fixers = {(skill.name, fixer.id): fixer for skill in bundled() for fixer in skill.fix}
    assert set(fixers) >= {
        ("python-format", "ruff-format"),
        ("python-lint", "ruff-check-fix"),
        ("prettier", "prettier-write"),
        ("eslint", "eslint-fix"),
        ("golangci-lint", "gofmt"),
        ("rustfmt", "cargo-fmt"),
        ("go-modules", "go-mod-tidy"),
        ("python-dependency", "poetry-lock"),
    }
    assert fixers[("rustfmt", "cargo-fmt")].check == ("cargo", "fmt", "--check")


def write(tmp_path: Path, frontmatter: str) -> Path:
    path = tmp_path / "widget" / "SKILL.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        "---\nname: widget\ndescription: d\ncategory: lint/format\n"
        "signals:\n  - id: bad\n    pattern: '^BAD (?P<file>\\S+)$'\n" + frontmatter + "---\nBody.\n",
        encoding="utf-8",
    )
    return path


def test_a_single_fix_mapping_loads_with_its_program_as_id(tmp_path):
    skill = parse_skill_file(write(tmp_path, "fix: {command: [widgetfmt, '{files}'], check: [widgetfmt, --check]}\n"))
    assert [(f.id, f.command, f.signals) for f in skill.fix] == [("widgetfmt", ("widgetfmt", "{files}"), ())]


def test_a_fixer_naming_an_unknown_signal_or_no_program_is_a_problem(tmp_path):
    unknown = parse_skill_file(write(tmp_path, "fix:\n  - {id: a, signals: [nope], command: [x], check: [x]}\n"))
    assert "fix names signals this skill does not declare: nope" in unknown.reason
    placeholder = parse_skill_file(write(tmp_path, "fix: {command: ['{files}'], check: [x]}\n"))
    assert "the first argument must name a program" in placeholder.reason


def report_with(hits: list[tuple[str, str, str]], locations: list[str] = ()):
    from ci_triage.logs.model import Classification, JobReport, Location, SignalHit

    signals = [
        SignalHit(skill=skill, signal=signal, category="lint/format", weight=0.9, line=n + 1, text=text)
        for n, (skill, signal, text) in enumerate(hits)
    ]
    return JobReport(
        job="lint",
        format="github-actions",
        total_lines=10,
        failure_found=True,
        classification=Classification(category="lint/format", confidence=0.9, signals=signals),
        locations=[Location(file=file, log_line=1) for file in locations],
    )


def evidence_with(report, tmp_path):
    from ci_triage.evidence.model import Evidence, JobLog
    from ci_triage.github.models import Job

    job = Job(id=1, name="lint", status="completed", conclusion="failure")
    return Evidence(logs=[JobLog(job=job, path=tmp_path / "job.log", report=report)])


def test_a_fixer_applies_only_to_its_signals_and_when_pattern(tmp_path):
    from ci_triage.repair.fixers import select_fixers

    errcheck = ("golangci-lint", "issue", "main.go:3:2: Error return value is not checked (errcheck)")
    gofmt = ("golangci-lint", "issue", "main.go:1: File is not `gofmt`-ed with `-s` (gofmt)")
    chosen = lambda *hits: [  # noqa: E731
        (s.name, f.id) for s, f in select_fixers(bundled(), evidence_with(report_with(list(hits)), tmp_path))
    ]
    assert chosen(errcheck) == []
    assert chosen(errcheck, gofmt) == [("golangci-lint", "gofmt")]
    assert chosen(("python-format", "isort", "ERROR: a.py Imports are incorrectly sorted and/or formatted.")) == []


def test_fixers_get_the_logs_files_mapped_into_the_checkout(tmp_path):
    from ci_triage.repair.fixers import target_files

    root = tmp_path / "repo"
    (root / "src").mkdir(parents=True)
    (root / "src" / "app.py").write_text("x = 1\n")
    (root / "notes.py").write_text("")
    (tmp_path / "outside.py").write_text("")
    (root / "link.py").symlink_to(tmp_path / "outside.py")
    locations = ["/home/runner/work/sample/sample/src/app.py", "./src/app.py", "-rf", "../outside.py", "src/gone.py"]
    evidence = evidence_with(report_with([], locations), tmp_path)
    diagnosis = LINT.model_copy(update={"suspected_files": ["notes.py", "link.py", ".git/config"]})
    assert target_files(evidence, diagnosis, root) == ["src/app.py", "notes.py"]
