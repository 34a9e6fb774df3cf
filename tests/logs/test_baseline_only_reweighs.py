"""A passing log re-weighs lines: it never costs the failure's frames, its tests' messages or a changed setting.

Trial 53 triaged ``fixtures/baseline/trial-53/rspec.fail.log`` with ``rspec.pass.log`` as the
baseline: real output of ``bundle exec rspec`` (rspec-core 3.12, Debian bookworm's ruby 3.1.2) on a
spec with four failures and a pending example (failing) and with every example passing but the
pending one (passing), each wrapped as the GitHub Actions job ``test (3.1)`` (timestamps, the
runner's ``##[group]Run …`` and ``##[error]Process completed with exit code 1.``). The passing
run's pending example prints a frame ``# ./spec/calc_spec.rb:33:in `block (2 levels) …'``, so the
new failure's frames at line 19, of that kind of line once the comparison masks the numbers, were
dropped from the excerpt (and ``spec/calc_spec.rb:19`` from the locations); its ``NoMethodError:``,
known, gave way to the ``Failure/Error:`` line as the test's message; and rspec's numbered failure
was labelled by mocha's signal of the same shape.

Trial 54 wrapped real ``npm ci`` output against a registry nothing listens on
(``trial-54/npm-ci-registry.*``: ``NPM_CONFIG_REGISTRY: http://127.0.0.1:9/`` in the failing
step's ``env:``, none in the passing run) and real curl 7.88.1 output against a local server
answering 401 without the token (``trial-54/curl-secret.*``: ``DEPLOY_TOKEN:`` empty, ``***`` when
it passed). The runner's step settings are left out of an excerpt, so the one change since the
green run never showed.

The frames that go with a new failure are its block's (a known frame is not new by itself): in the
CiDiff pair ``sorald_445`` (tuning part, ``benchmarks/split.py``) a passing test logs an expected
``IllegalStateException`` in both runs, its frames three lines lower after an edit
(``SegmentStrategyTest.java:151`` for ``:148``), and they stay out of the excerpt.
"""

from __future__ import annotations

from pathlib import Path

from rich.console import Console

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.terminal import render_terminal

FIXTURES = Path(__file__).parent / "fixtures" / "baseline"
RSPEC = FIXTURES / "trial-53" / "rspec"


def _triage(analyser: Analyser, pair: Path, compared: bool = True) -> TriageReport:
    baselines = load_baseline(str(pair.with_name(f"{pair.name}.pass.log")))[0] if compared else []
    report, _ = triage_path(str(pair.with_name(f"{pair.name}.fail.log")), analyser, DEFAULT_BUDGET, (), baselines)
    return report


def _excerpt_lines(report: TriageReport) -> dict[int, str]:
    return {n: span.reason for span in report.excerpt for n in range(span.start_line, span.end_line + 1)}


def test_a_new_failures_frames_stay_with_it(analyser: Analyser) -> None:
    report = _triage(analyser, RSPEC)
    assert {82, 83, 84} <= _excerpt_lines(report).keys()  # ./spec/calc_spec.rb:19 under the ZeroDivisionError
    assert ("./spec/calc_spec.rb", 19) in {(location.file, location.line) for location in report.locations}


def test_the_failed_tests_messages_are_those_without_the_baseline(analyser: Analyser) -> None:
    alone, compared = _triage(analyser, RSPEC, compared=False), _triage(analyser, RSPEC)
    messages = [(test.name, test.message) for test in compared.failed_tests]
    assert messages == [(test.name, test.message) for test in alone.failed_tests]
    rounds = "NoMethodError: undefined method `round_to' for #<Calc:0x00007fac1696dd30>"
    assert ("Calc rounds to thousands", rounds) in messages


def test_rspecs_numbered_failure_is_not_labelled_mochas(analyser: Analyser) -> None:
    for compared in (False, True):
        reasons = " ".join(span.reason for span in _triage(analyser, RSPEC, compared).excerpt)
        assert "mocha" not in reasons
    assert "rspec: numbered-failure" in reasons


def test_a_step_setting_changed_since_the_passing_run_is_shown(analyser: Analyser) -> None:
    # The changed variable is the error's cause (a registry on this machine, an empty secret): it is
    # shown alone too, and with the baseline it is said to be new.
    for pair, changed in (("npm-ci-registry", 63), ("curl-secret", 50)):
        path = FIXTURES / "trial-54" / pair
        assert changed in _excerpt_lines(_triage(analyser, path, compared=False))
        assert "new since the passing log" in _excerpt_lines(_triage(analyser, path))[changed]


def test_a_passing_tests_crash_printed_again_stays_out(analyser: Analyser, corpus: Path) -> None:
    case = corpus / "cidiff" / "sorald_445"
    baselines, _ = load_baseline(str(case / "pass.log"))
    report, _ = triage_path(str(case / "fail.log"), analyser, DEFAULT_BUDGET, (), baselines)
    assert not {354, 355, 356, 357, 368} & _excerpt_lines(report).keys()
    assert 809 in _excerpt_lines(report)  # Maven's BUILD FAILURE


def test_the_text_view_names_the_passing_log_and_its_new_lines(analyser: Analyser) -> None:
    console = Console(width=300, record=True, color_system=None)
    render_terminal(_triage(analyser, RSPEC), console)
    shown = console.export_text()
    assert "compared      with the passing log rspec.pass.log (job test (3.1)): " in shown
    assert " lines new; the summary's line: new since the passing log it was compared with" in shown
