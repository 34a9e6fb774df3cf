"""Whether a log without an exit status shows a failure is the log's own answer: a passing log given
with ``--baseline`` re-weighs its lines, it never turns "no failure found" into "failure found".

Two shapes flipped before. A ``set -euo pipefail`` script whose pipeline's first command failed: bash
traces every command of a pipeline as it starts, so the members traced after the error (``+ head -1``)
were read as the script going on, the error as one it survived, and the log as a pass; the baseline,
which does not read traces, found the failure. And a passing verdict after a stray error word
(pytest ``-s`` printing a retry): the log alone is a pass, and a baseline that never printed the
word made it a failure.

``fixtures/baseline/trial-o/pipefail.*.log`` are the user trial's logs; the rest is real output made
on this machine: ``bash -xeuo pipefail -c "echo 'Reading config'; ls ./config.d | sort | tail -1"``
without and with the folder (``ls-pipeline-*.out``), and ``pytest -q -s`` of a test that retries a
refused connection once and passes, and of the same test without the refusal (``pytest-s-*.out``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures" / "baseline"


def triage(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    code = main(["triage", *args, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


@pytest.mark.parametrize(
    ("failing", "passing", "error"),
    [
        pytest.param(
            "trial-o/pipefail.fail.log",
            "trial-o/pipefail.pass.log",
            "cat: ./manifests/release.json: No such file or directory",
            id="trial-cat-head",
        ),
        pytest.param(
            "ls-pipeline-fails.out",
            "ls-pipeline-passes.out",
            "ls: cannot access './config.d': No such file or directory",
            id="ls-sort-tail",
        ),
    ],
)
def test_a_failed_pipeline_ending_the_log_is_a_failure_with_or_without_a_baseline(
    capsys: pytest.CaptureFixture[str], failing: str, passing: str, error: str
) -> None:
    alone = triage(capsys, str(FIXTURES / failing))
    compared = triage(capsys, str(FIXTURES / failing), "--baseline", str(FIXTURES / passing))
    for report in (alone, compared):
        assert report["failure_found"]
        assert error in report["summary"]
        assert error in [line for span in report["excerpt"] for line in span["lines"]]


def test_a_script_that_went_on_past_an_error_word_is_still_a_pass(tmp_path: Path, capsys) -> None:
    """A traced command followed by its own output shows the script went on: the words before it
    failed nothing (the rule the trailing traces are an exception to). The real ``ls`` pipeline's
    output, with a traced ``echo`` and its output after it, as a script without ``pipefail`` goes on."""
    log = tmp_path / "job.log"
    went_on = (FIXTURES / "ls-pipeline-fails.out").read_text(encoding="utf-8") + "+ echo done\ndone\n"
    log.write_text(went_on, encoding="utf-8")
    assert not triage(capsys, str(log))["failure_found"]


def test_a_baseline_does_not_turn_a_passing_verdict_after_a_stray_error_word_into_a_failure(
    capsys: pytest.CaptureFixture[str],
) -> None:
    retried = str(FIXTURES / "pytest-s-retried-passes.out")
    alone = triage(capsys, retried)
    compared = triage(capsys, retried, "--baseline", str(FIXTURES / "pytest-s-passes.out"))
    assert not alone["failure_found"]
    assert not compared["failure_found"]
