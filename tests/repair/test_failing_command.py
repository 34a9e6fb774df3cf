"""The failing command: from the verify-command input, the log, or a skill; run only if allow-listed
and installed, outside the worktree's own programs, with a timeout and a secret-free environment;
it must fail at the PR head, or nothing can be verified."""

from __future__ import annotations

import sys
from pathlib import Path

from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.repair import FixLimits, propose_fix
from ci_triage.repair.commands import cannot_run, parse_command, run_command, search_path

from .samples import FAILING_TEST_PY
from .test_edit_verify_recover import PYTEST, edit

DIAGNOSIS = Diagnosis(root_cause="add subtracts", category="test failure", confidence=0.8)
PYTHON = Path(sys.executable).name


def test_a_command_off_the_allow_list_is_not_run_and_the_patch_is_unverified(make_sample, evidence_for):
    sample = make_sample({**FAILING_TEST_PY, "Makefile": "test:\n\tpytest\n"})
    evidence = evidence_for(sample, ["make", "test"], output="FAILED tests/test_calc.py::test_add - assert -1 == 5")
    model = ScriptedModel(edit("calc.py", "return a - b", "return a + b"))

    result = propose_fix(sample.root, sample.head_sha, evidence, DIAGNOSIS, model=model)

    assert result.status == "unverified"
    assert result.reason == (
        "not verified by a re-run: `make test` (log step 'Run make test' of job 'check'): "
        "'make' is not on the allow-list"
    )
    assert result.before is None
    assert result.patch
    assert not result.may_open_pr


def test_a_verify_command_that_is_not_installed_gives_unverified(make_sample, evidence_for):
    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST)
    model = ScriptedModel(edit("calc.py", "return a - b", "return a + b"))

    result = propose_fix(sample.root, sample.head_sha, evidence, DIAGNOSIS, model=model, verify_command="jest --ci")

    assert result.status == "unverified"
    assert result.reason == (
        "not verified by a re-run: `jest --ci` (verify-command input): 'jest' is not installed here"
    )


def test_a_command_that_passes_at_the_head_means_the_failure_does_not_reproduce(make_sample, evidence_for):
    sample = make_sample({**FAILING_TEST_PY, "calc.py": "def add(a, b):\n    return a + b\n"})
    evidence = evidence_for(sample, PYTEST, output="FAILED tests/test_calc.py::test_add - assert -1 == 5")

    result = propose_fix(sample.root, sample.head_sha, evidence, DIAGNOSIS, model=ScriptedModel([]))

    assert result.status == "unverified"
    assert result.reason == (
        "not verified by a re-run: `pytest -q -p no:cacheprovider` passes at the PR head here, "
        "so the failure does not reproduce"
    )
    assert result.proposals == []


def test_a_verify_command_with_shell_syntax_is_refused(make_sample, evidence_for):
    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST)
    model = ScriptedModel(edit("calc.py", "return a - b", "return a + b"))

    result = propose_fix(
        sample.root, sample.head_sha, evidence, DIAGNOSIS, model=model, verify_command="pytest && echo ok"
    )

    assert result.status == "unverified"
    assert result.reason == (
        "not verified by a re-run: the verify-command input 'pytest && echo ok' is not one simple command "
        "(no shell syntax)"
    )
    assert result.before is None


def test_log_steps_with_shell_syntax_are_not_re_run():
    assert parse_command("pytest -q tests/") == ["pytest", "-q", "tests/"]
    for line in ("pytest && rm -rf /", "npm test | tee out", "echo $GITHUB_TOKEN", "ruff check 'a b'", "a\nb", ""):
        assert parse_command(line) is None


def test_programs_are_bare_allow_listed_names_found_outside_the_worktree(tmp_path, tool_path):
    limits = FixLimits()
    fake = tmp_path / "bin" / "ruff"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\necho fake\n")
    fake.chmod(0o755)
    assert cannot_run(["./bin/ruff"], tmp_path, limits) == "'./bin/ruff' is not a bare program name"
    assert cannot_run(["make", "test"], tmp_path, limits) == "'make' is not on the allow-list"
    assert cannot_run(["prettier", "--check"], tmp_path, limits) == "'prettier' is not installed here"
    assert cannot_run(["ruff", "check"], tmp_path, limits) is None
    assert str(fake.parent) not in search_path(tmp_path, f"{fake.parent}:bin:.:/usr/bin").split(":")
    assert search_path(tmp_path, f"{fake.parent}:bin:.:/usr/bin") == "/usr/bin"


def test_commands_run_without_secrets_and_are_killed_on_timeout(tmp_path, tool_path, monkeypatch):
    monkeypatch.setenv("GITHUB_TOKEN", "gh" + "p_" + "Z" * 36)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-" + "q" * 30)
    probe = "import os; print(sorted(k for k in os.environ if 'TOKEN' in k or 'KEY' in k))"
    clean = run_command([PYTHON, "-c", probe], tmp_path, FixLimits(), phase="before")
    assert (clean.exit_code, clean.output) == (0, "[]")

    slow = run_command(
        [PYTHON, "-c", "import time; print('started', flush=True); time.sleep(30)"],
        tmp_path,
        FixLimits(command_timeout_s=0.5),
        phase="after",
    )
    assert (slow.exit_code, slow.timed_out) == (None, True)
    assert slow.output == "started\n[timed out after 0.5 s]"
    assert slow.duration_s < 5


def test_command_output_is_redacted_and_trimmed(tmp_path, tool_path):
    token = "gh" + "p_" + "Q" * 36
    noisy = f"print('{token}'); print('x' * 10000)"
    run = run_command([PYTHON, "-c", noisy], tmp_path, FixLimits(output_chars=300), phase="before")
    assert token not in run.output
    assert "<redacted:github-token>" in run.output
    assert "characters omitted" in run.output
    assert len(run.output) < 400


def test_nothing_of_a_fork_is_run_but_a_model_patch_comes_back_as_a_suggestion(make_sample, evidence_for):
    from ci_triage.github.models import PullRequest

    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST).model_copy(
        update={
            "pull_request": PullRequest(
                number=7,
                title="t",
                head_sha=sample.head_sha,
                head_ref="patch-1",
                head_repository="someone/fork",
                base_ref="main",
                base_repository="octo-org/sample",
            )
        }
    )
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "fix", "status": "in_progress"}]),
            call("replace_in_file", path="calc.py", old="return a - b", new="return a + b"),
            call("run_test", command="pytest -q"),
            call("finish_task", summary="fixed"),
        ]
    )

    result = propose_fix(sample.root, sample.head_sha, evidence, DIAGNOSIS, model=model)

    assert result.status == "unverified"
    assert result.reason.startswith("not verified by a re-run: the pull request comes from a fork")
    assert result.before is None
    assert [run.phase for run in result.transcript] == ["apply-check"]
    assert "+    return a + b" in result.patch
    run_test_result = [m.content for m in model.requests[3].messages if m.role == "tool"][-1]
    assert "'pytest' is not on the allow-list" in run_test_result


def test_a_command_whose_program_cannot_start_reproduces_nothing(make_sample, evidence_for, tmp_path, monkeypatch):
    """A console script whose interpreter is gone (a moved virtualenv): ``env`` says so and exits 127.
    That is no reproduced failure, and no change can be verified against it (trial 24: rustup's
    error was taken for the failure and the result read "the change is empty")."""
    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST, output="FAILED tests/test_calc.py::test_add - assert -1 == 5")
    broken = tmp_path / "broken-venv-bin"
    broken.mkdir()
    (broken / "pytest").write_text("#!/usr/bin/env python-that-was-removed\n")
    (broken / "pytest").chmod(0o755)
    monkeypatch.setenv("PATH", f"{broken}:/usr/bin:/bin")
    model = ScriptedModel(edit("calc.py", "return a - b", "return a + b"))

    result = propose_fix(sample.root, sample.head_sha, evidence, DIAGNOSIS, model=model)

    assert result.status == "unverified"
    assert result.before is not None
    assert result.before.exit_code == 127
    assert result.reason is not None
    assert result.reason.startswith(
        "not verified by a re-run: the verify command could not run here: `pytest -q -p no:cacheprovider`: "
    )
    assert "python-that-was-removed" in result.reason
    assert not result.patch
