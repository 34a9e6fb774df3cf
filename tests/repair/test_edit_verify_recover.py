"""Model patches through the harness (scripted model), verified by the control plane: a fix that
makes the failing command pass is verified; a patch that weakens a test is refused with its reason;
a patch that does not make the command pass goes back to the model (recover) and, after the last
attempt, hands off. Python and JavaScript samples: failing unit test and import error."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.repair import FixLimits, propose_fix

from .samples import FAILING_TEST_JS, FAILING_TEST_PY, IMPORT_ERROR_JS, IMPORT_ERROR_PY

PYTEST = ["pytest", "-q", "-p", "no:cacheprovider"]


def edit(path: str, old: str, new: str) -> list:
    """The scripted turns of one edit attempt: plan, replace, finish."""
    return [
        call("todo_write", todos=[{"content": f"fix {path}", "status": "in_progress"}]),
        call("replace_in_file", path=path, old=old, new=new),
        call("finish_task", summary=f"changed {path}"),
    ]


def diagnosis(category="test failure", **fields) -> Diagnosis:
    return Diagnosis(root_cause=fields.pop("root_cause", "add subtracts"), category=category, confidence=0.8, **fields)


def test_a_model_fix_of_a_failing_python_test_is_verified(make_sample, evidence_for):
    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST)
    model = ScriptedModel(edit("calc.py", "return a - b", "return a + b"))

    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis(), model=model)

    model.assert_complete()
    assert result.status == "verified", result.reason
    assert result.source == "model"
    assert [run.phase for run in result.transcript] == ["before", "apply-check", "after"]
    assert result.transcript[0].exit_code == 1
    assert result.transcript[-1].exit_code == 0
    assert "-    return a - b\n+    return a + b" in result.patch
    assert result.command_source.startswith("log step 'Run pytest")


def test_a_model_fix_of_a_python_import_error_is_verified(make_sample, evidence_for):
    sample = make_sample(IMPORT_ERROR_PY)
    evidence = evidence_for(sample, PYTEST)
    model = ScriptedModel(edit("tests/test_helpers.py", "import greet\n", "import greeting as greet\n"))

    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis("compile/build error"), model=model)

    assert result.status == "verified", result.reason
    assert result.transcript[0].exit_code == 2  # pytest: collection error
    assert result.summary.text() == "1 file changed, +1 -1 (tests/test_helpers.py +1 -1)"


@pytest.mark.parametrize(
    ("files", "path", "old", "new"),
    [
        (FAILING_TEST_JS, "sum.js", "a - b", "a + b"),
        (IMPORT_ERROR_JS, "test/strings.test.js", "../lib/string.js", "../lib/strings.js"),
    ],
    ids=["failing-test", "import-error"],
)
def test_javascript_fixes_are_verified_with_node_test(make_sample, evidence_for, files, path, old, new):
    sample = make_sample(files)
    evidence = evidence_for(sample, ["node", "--test"])
    model = ScriptedModel(edit(path, old, new))

    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis(), model=model)

    assert result.status == "verified", result.reason
    assert result.command == ["node", "--test"]
    assert result.transcript[0].exit_code == 1
    assert result.transcript[-1].exit_code == 0


def test_a_patch_that_skips_the_failing_test_is_rejected_with_its_reason(make_sample, evidence_for):
    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST)
    model = ScriptedModel(
        edit("tests/test_calc.py", "def test_add():", "import pytest\n\n\n@pytest.mark.skip\ndef test_add():")
    )

    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis(), model=model, max_attempts=1)

    assert result.status == "rejected"
    assert [r.rule for r in result.proposals[0].rejections] == ["skip-marker"]
    assert "adds a skip/xfail marker (`tests/test_calc.py:7`: `+@pytest.mark.skip`)" in result.reason
    assert "handed off after 1 model attempt" in result.reason
    assert not result.may_open_pr
    assert [run.phase for run in result.transcript] == ["before"]  # refused before any re-run


def test_a_patch_that_deletes_the_assertion_is_rejected(make_sample, evidence_for):
    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST)
    model = ScriptedModel(edit("tests/test_calc.py", "    assert add(2, 3) == 5\n", "    add(2, 3)\n"))

    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis(), model=model, max_attempts=1)

    assert result.status == "rejected"
    assert result.proposals[0].rejections[0].describe() == (
        "deletes an assertion (`tests/test_calc.py:5`: `-assert add(2, 3) == 5`)"
    )


def test_a_patch_that_does_not_make_the_command_pass_goes_to_recover_then_hands_off(make_sample, evidence_for):
    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST)
    model = ScriptedModel(
        [*edit("calc.py", "return a - b", "return a * b"), *edit("calc.py", "return a * b", "return a ** b")]
    )

    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis(), model=model, max_attempts=2)

    model.assert_complete()
    assert result.status == "rejected"
    assert [p.status for p in result.proposals] == ["rejected", "rejected"]
    assert result.reason == (
        "the failing command still fails after the patch (exit 1); handed off after 2 model attempts"
    )
    second_task = next(m.content for m in model.requests[3].messages if m.role == "user")
    assert "Your previous attempt was refused: the failing command still fails after the patch (exit 1)" in second_task
    assert "Output after your patch (exit 1)" in second_task
    assert "-    return a - b\n+    return a ** b" in result.patch  # the last attempt builds on the first


def test_recover_succeeds_on_the_second_attempt(make_sample, evidence_for):
    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST)
    model = ScriptedModel(
        [*edit("calc.py", "return a - b", "return a * b"), *edit("calc.py", "return a * b", "return a + b")]
    )

    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis(), model=model)

    assert result.status == "verified"
    assert [p.status for p in result.proposals] == ["rejected", "verified"]
    assert result.summary.text() == "1 file changed, +1 -1 (calc.py +1 -1)"


def test_a_model_that_changes_nothing_gives_no_fix(make_sample, evidence_for):
    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST)
    model = ScriptedModel([call("finish_task", summary="cannot fix")])

    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis(), model=model)

    assert (result.status, result.reason) == ("no-fix", "the change is empty")


def test_edits_outside_the_scratch_worktree_are_refused_and_the_checkout_is_untouched(
    make_sample, evidence_for, tmp_path: Path
):
    sample = make_sample(FAILING_TEST_PY)
    evidence = evidence_for(sample, PYTEST)
    before = sample.state()
    outside = str(sample.root / "calc.py")
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "escape", "status": "in_progress"}]),
            call("write_file", path=outside, content="def add(a, b):\n    return a + b\n"),
            call("write_file", path="../escaped.txt", content="x"),
            call("finish_task", summary="tried"),
        ]
    )

    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis(), model=model, max_attempts=1)

    assert result.status == "no-fix"
    assert sample.state() == before
    assert (sample.root / "calc.py").read_text() == FAILING_TEST_PY["calc.py"]
    assert not list(tmp_path.rglob("escaped.txt"))


def test_the_verify_command_input_wins_and_the_model_sees_no_secrets(make_sample, evidence_for, monkeypatch):
    token = "gh" + "p_" + "A1b2" * 9
    monkeypatch.setenv("GITHUB_TOKEN", token)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-" + "x9Y8" * 8)
    monkeypatch.setenv("INNOCENT_NAME", token)  # a secret under a name no pattern flags
    monkeypatch.setenv("GITHUB_ENV", "/tmp/the-runner-env-file")
    probe = (
        "import os, sys\n"
        "leaks = [k for k, v in os.environ.items() if 'TOKEN' in k or 'KEY' in k or v.startswith('gh')]\n"
        "print(sorted(leaks + [k for k in os.environ if k.startswith('GITHUB_')]))\n"
        "sys.exit(1)\n"
    )
    sample = make_sample({**FAILING_TEST_PY, "probe.py": probe})
    evidence = evidence_for(sample, PYTEST)
    model = ScriptedModel(edit("calc.py", "return a - b", "return a + b"))

    result = propose_fix(
        sample.root,
        sample.head_sha,
        evidence,
        diagnosis(),
        model=model,
        verify_command=[Path(sys.executable).name, "probe.py"],
        limits=FixLimits(allowed_programs=(Path(sys.executable).name,)),
        max_attempts=1,
    )

    assert result.command_source == "verify-command input"
    assert result.before.output == "[]"
    assert token not in "".join(m.content for r in model.requests for m in r.messages)
