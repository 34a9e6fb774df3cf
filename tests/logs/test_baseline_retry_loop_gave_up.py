"""A retry loop's refusals the passing run also printed, then got past, do not count as known when the
failing step's loop gave up with a new last line (trial 119 #2); the advice and the confidence are
not those of the refusals' own signal, as the passing run shows the step starting and waiting for
what it waits for (trial 122 #2).

Real output (``tests/fixtures/trial-119/README.md``): a wait loop of four curl attempts, each refused
(``curl: (7) Failed to connect to 127.0.0.1 port 8765``), then ``service did not come up``; the
passing run printed two refusals, then ``service up after 3 attempt(s)``. And
(``fixtures/baseline/t122/README.md``, curl 7.88.1) ``./wait-for-api.sh`` while the API warmed up for
2.5 s (it answered at the fifth try), then while it died at start (its ``FileNotFoundError`` in its
own log); ``wait-for-api.sh`` is::

    for n in 1 2 3 4 5 6; do
      if curl --silent --show-error --fail --max-time 2 http://localhost:18231/health; then
        echo
        echo "api ready (try $n)"
        exit 0
      fi
      echo "try $n: api not ready, sleeping 1 s"
      sleep 1
    done
    echo "error: api did not answer after 6 tries" >&2
    exit 1
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from tests.logs.test_baseline_of_another_or_failed_run import CHECKOUT, job_log, script

from ci_triage.commands.cli import main
from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.given_up_attempts import GAVE_UP_FACTOR, given_up_attempts
from ci_triage.logs.localise import LogLine
from ci_triage.logs.stamps import detect_stamp

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-119"
FAILING, PASSING = FIXTURES / "sh-svc.fail.log", FIXTURES / "sh-svc.pass.log"
STEP = range(29, 43)  # `Run ./scripts/wait-for.sh`, up to the runner's exit line
NEW = frozenset({41, 42})  # the lines of the failing step whose template the passing log lacks


def _triage(capsys: pytest.CaptureFixture[str], *baseline: str) -> dict[str, object]:
    code = main(["triage", str(FAILING), *baseline, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def _step_lines() -> dict[int, LogLine]:
    raw = FAILING.read_bytes()
    stamp = detect_stamp(raw[:4096])
    read = {number: clean_read_line(line, stamp) for number, line in enumerate(raw.split(b"\n"), 1) if number in STEP}
    return {
        number: LogLine(number=number, text=line.text, marker=line.marker, matches=[], section=3)
        for number, line in read.items()
    }


WAITED = Path(__file__).parent / "fixtures" / "baseline" / "t122"


def test_the_refusals_a_passing_run_got_past_are_no_known_lines_yet_say_less(
    capsys: pytest.CaptureFixture[str],
) -> None:
    alone = _triage(capsys)
    compared = _triage(capsys, "--baseline", str(PASSING))
    assert compared["category"] == alone["category"]
    assert compared["confidence"] == pytest.approx(alone["confidence"] * GAVE_UP_FACTOR, abs=0.01)
    assert not any("the passing log has the line too" in str(step) for step in compared["confidence_steps"])


@pytest.mark.parametrize("wrapped", [True, False], ids=["job log", "plain"])
def test_a_loop_the_passing_run_got_through_is_not_told_to_start_its_service(
    wrapped: bool, tmp_path: Path, triage_json: Callable[..., dict]
) -> None:
    failing, passing = WAITED / "wait-fails.out", WAITED / "wait-passes.out"
    if wrapped:
        step = [
            script("./wait-for-api.sh", path.read_text(encoding="utf-8").splitlines()) for path in (failing, passing)
        ]
        failing = job_log(tmp_path, "fail.log", CHECKOUT, step[0], exit_code=1)
        passing = job_log(tmp_path, "pass.log", CHECKOUT, step[1])
    alone = triage_json(failing)
    assert "Start the service" in alone["next_step"]  # the refusal's own advice, without the passing run
    report = triage_json(failing, "--baseline", passing)
    assert report["summary"].endswith(": error: api did not answer after 6 tries")
    assert "Start the service" not in report["next_step"]
    assert "services:" not in report["next_step"]
    assert "A re-run fails the same way" not in report["next_step"]
    assert f"got past these attempts in the passing log {passing.name}" in report["next_step"]
    assert "`error: api did not answer after 6 tries`" in report["next_step"]
    assert report["confidence"] < 0.7
    assert "loop gave up" in [step["reason"] for step in report["confidence_steps"]]


def test_the_headline_quotes_the_new_line_the_loop_gave_up_with(capsys: pytest.CaptureFixture[str]) -> None:
    report = _triage(capsys, "--baseline", str(PASSING))
    [job] = report["jobs"]
    assert (job["headline_line"], job["headline_compared"]) == (41, "new")
    assert str(report["summary"]).endswith(": service did not come up")


def test_the_attempts_are_the_known_lines_the_step_repeated_before_its_new_last_line() -> None:
    step = Section(index=3, name="Run ./scripts/wait-for.sh", start=Anchor(line=29, offset=0, tier=0), end_line=42)
    given_up = given_up_attempts(_step_lines(), step, NEW)
    assert given_up.last == 41
    assert given_up.attempts == frozenset(range(33, 41))  # each refusal, and each "attempt N failed; retrying"


def test_a_step_that_ends_on_a_known_line_has_no_attempts_given_up() -> None:
    step = Section(index=3, name="Run ./scripts/wait-for.sh", start=Anchor(line=29, offset=0, tier=0), end_line=42)
    assert given_up_attempts(_step_lines(), step, NEW - {41}).attempts == frozenset()


def test_a_step_with_other_new_lines_has_no_attempts_given_up() -> None:
    step = Section(index=3, name="Run ./scripts/wait-for.sh", start=Anchor(line=29, offset=0, tier=0), end_line=42)
    assert given_up_attempts(_step_lines(), step, NEW | {38}).attempts == frozenset()
