"""``ci-triage backtest``: what ci-triage would have posted on a repository's recent failed runs,
read-only, within a budget of API calls. Public API: :func:`run_backtest` → :class:`BacktestReport`;
:func:`backtest_markdown`. See ``docs/backtest.md``."""

from ci_triage.audit.backtest.report import BacktestReport, RunVerdict, backtest_markdown
from ci_triage.audit.backtest.run import run_backtest

__all__ = ["BacktestReport", "RunVerdict", "backtest_markdown", "run_backtest"]
