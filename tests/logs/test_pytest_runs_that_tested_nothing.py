"""pytest runs whose failure is no failed assertion: nothing collected, a mark not registered, a
strict xfail that passed.

Fixtures: ``tests/fixtures/trial-43/README.md`` (real pytest 9.2.0 output as a GitHub Actions job
log) and ``tests/fixtures/trial-91/README.md`` (pytest 9.2.0, ``-k`` matching no test). ``no tests
ran`` with exit code 5 and ``'slow' not found in `markers` configuration option``
had been test failures advised to "run the failed tests"; the unregistered mark's summary quoted
pytest's short summary cut at ``o...``; a strict ``XPASS`` was advised like an assertion.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-43"
TRIAL_91 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-91"


def test_no_tests_collected_is_configuration_with_collection_advice(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-no-tests.gha.log", analyser, 2000)
    assert (report.category, report.tool) == ("configuration", "pytest")
    assert report.summary.endswith(": no tests ran in 0.64s")
    advice = next_step(report)
    assert "collected no tests (exit code 5)" in advice
    assert "`testpaths`" in advice
    assert "failed tests" not in advice


def test_a_selection_that_kept_no_test_is_configuration_not_a_later_command(analyser: Analyser) -> None:
    # ``1 deselected, 1 warning in 1.53s`` counts no test that ran: pytest's exit code 5, not its pass
    for name in ("pytest-all-deselected.gha.log", "pytest-all-deselected.out"):
        report, _ = triage_path(TRIAL_91 / name, analyser, 2000)
        assert (report.failure_found, report.category, report.tool) == (True, "configuration", "pytest"), name
        tally = " (1 deselected, 1 warning in 1.53s)"  # pytest's, without its frame of = signs
        assert report.summary.endswith(f": collected 1 item / 1 deselected / 0 selected{tally}")
        advice = next_step(report)
        assert "selected none of the tests it collected (exit code 5)" in advice
        assert "after pytest" not in advice


def test_a_documented_exit_code_is_pytests_own_whatever_verdict_it_printed(analyser: Analyser) -> None:
    # exit code 2 (interrupted) after ``1 passed in 3.12s``: pytest ended the step, no later command
    report, _ = triage_path(TRIAL_91 / "pytest-interrupted-after-a-pass.gha.log", analyser, 2000)
    assert (report.category, report.tool, report.exit_code) == ("test failure", "pytest", 2)
    assert "KeyboardInterrupt" in report.summary
    advice = next_step(report)
    assert "interrupted (exit code 2)" in advice
    assert "after pytest" not in advice


def test_an_internal_error_is_configuration_quoting_its_exception_not_a_frame(analyser: Analyser) -> None:
    report, _ = triage_path(TRIAL_91 / "pytest-internal-error-warning.gha.log", analyser, 2000)
    assert (report.category, report.tool, report.exit_code) == ("configuration", "pytest", 3)
    assert report.summary.endswith(
        ": INTERNALERROR> pytest.PytestDeprecationWarning: The configuration option"
        ' "asyncio_default_fixture_loop_scope" is unset.'
    )
    advice = next_step(report)
    assert "internal error (exit code 3)" in advice
    assert "failed tests" not in advice
    # of a chain, the exception raised last, the one pytest died of, with its cause after it
    report, _ = triage_path(TRIAL_91 / "pytest-internal-error-chain.gha.log", analyser, 2000)
    assert report.category == "configuration"
    assert report.summary.endswith(
        ": INTERNALERROR> RuntimeError: shard plugin: no shard index set; caused by INTERNALERROR> KeyError: 'shard'"
    )


def test_an_unregistered_mark_is_configuration_quoted_whole(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-strict-markers.gha.log", analyser, 2000)
    assert (report.category, report.tool) == ("configuration", "pytest")
    assert report.summary.endswith(": 'slow' not found in `markers` configuration option")
    assert "register the mark under `markers =`" in next_step(report)


def test_a_strict_xpass_is_advised_to_remove_the_xfail_mark(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-xpass-strict.gha.log", analyser, 2000)
    assert report.category == "test failure"
    advice = next_step(report)
    assert "remove the `xfail` mark" in advice
    assert "non-strict" in advice
