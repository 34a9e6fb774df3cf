"""What the action posts and keeps when a log shows a password: the log's text masked, ci-triage's own
words not (trial 85 #5, the action's path).

A password that is an ordinary word (``DB_PASSWORD=failed``) used to mask ci-triage's wording in the
sticky comment (``The test test_db.py::test_db <redacted:password>.``), the job summary, the evidence
summaries and the trace's keys (``<redacted:password>_tests_total``): every posted text was redacted
whole again, which told the reader the password. The pieces are redacted when read and the composed
text passes :func:`ci_triage.base.redact.redact_composed`. A password of any other shape is still
masked everywhere the action writes, also when another job, analysed first, repeats it bare.

Logs: tests/fixtures/s33-secrets3/README.md (real pytest 9.2, coreutils 9.1 and tar 1.34 output);
every password is built at run time from parts.
"""

from __future__ import annotations

import json
from pathlib import Path

from loopback_github import JobSpec, LoopbackGitHub, Step

from ci_triage.base.errors import ExitCode

REPO = "octo-org/app"
HEAD = "a1" * 20
FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-secrets3"
PYTEST = FIXTURES / "pytest-word-password.gha.log"
FILES = FIXTURES / "glued-file-names.gha.log"
PLACEHOLDER = "__DB_PASSWORD__"


def _log(fixture: Path, password: str, *, without_env: bool = False) -> str:
    lines = fixture.read_text(encoding="utf-8").replace(PLACEHOLDER, password).splitlines(keepends=True)
    if without_env:  # the failing step alone: the password stands bare in its file names
        start = next(n for n, line in enumerate(lines) if "##[group]Run env" in line)
        end = next(n for n, line in enumerate(lines) if "##[group]Run ls" in line)
        lines = lines[:start] + lines[end:]
    return "".join(lines)


def _pytest_job(password: str) -> JobSpec:
    steps = [Step(1, "Set up job"), Step(2, "Run env | sort"),
             Step(3, "Run python -m pytest -q -p no:cacheprovider test_db.py", "failure")]  # fmt: skip
    return JobSpec("test", "failure", _log(PYTEST, password), steps)


def _triage(github: LoopbackGitHub, run_action, jobs: list[JobSpec]) -> dict[str, str]:
    """Every text the action posted or left: the sticky comment, the job summary, the step outputs,
    the step log (annotations), the trace and the JSON report."""
    github.add_repository(REPO)
    pull = github.add_pull_request(REPO, 7, head_sha=HEAD, head_ref="feature")
    run = github.add_run(REPO, workflow_id=161_335, head_sha=HEAD, head_branch="feature", event="pull_request",
                         jobs=jobs, pull_request=pull)  # fmt: skip
    done = run_action("workflow_run", run)
    assert done.code == ExitCode.OK, done.stderr
    [comment] = github.comments(REPO, 7)
    texts = {"comment": comment["body"], "summary": done.summary, "outputs": json.dumps(done.outputs),
             "stdout": done.stdout}  # fmt: skip
    for name in ("trace-path", "report-path"):
        texts[name] = (done.workspace / done.outputs[name]).read_text(encoding="utf-8")
    return texts


def test_an_ordinary_word_password_masks_the_log_not_the_actions_words(github, run_action) -> None:
    texts = _triage(github, run_action, [_pytest_job("fai" + "led")])
    assert "The test test\\_db\\.py::test\\_db failed\\." in texts["comment"]
    assert "The test test\\_db\\.py::test\\_db failed\\." in texts["summary"]
    trace = texts["trace-path"]
    assert '"failed_tests_total": 1' in trace
    assert '"kind": "failed_test", "summary": "job “test”: failed test test_db.py::test_db' in trace
    assert "1 <redacted:password> in 0.03s" in trace  # the log's own tally is masked
    assert "postgresql://app:<redacted:password>@127.0.0.1:1/app" in trace
    for name, text in texts.items():
        assert "<redacted:password>_" not in text, name
        assert "<redacted:password> test" not in text, name
        assert "db <redacted:password>" not in text.replace("\\", ""), name


def test_a_password_is_masked_in_everything_the_action_writes(github, run_action) -> None:
    password = "Wi" + "nt3r"
    texts = _triage(github, run_action, [_pytest_job(password)])
    assert "<redacted:password>" in texts["trace-path"]
    for name, text in texts.items():
        assert password not in text, name


def test_a_password_another_job_prints_is_masked_where_the_first_job_shows_it_bare(github, run_action) -> None:
    password = "k5" + "80x"
    steps = [Step(1, "Set up job"), Step(2, "Run ls -l backup", "failure")]
    bare = _log(FILES, password, without_env=True)
    backup, restore = (JobSpec(name, "failure", bare, steps) for name in ("backup", "restore"))
    texts = _triage(github, run_action, [backup, restore, _pytest_job(password)])  # the primary job's is read again
    assert texts["trace-path"].count("backup_<redacted:") >= 2
    for name, text in texts.items():
        assert password not in text, name
