"""The failed units of a wrapper's step whose own error a small budget left out of the excerpt.

A wrapper that runs several units (tox's environments, pre-commit's hooks, make's targets, npm's
``--workspaces`` packages) reports each one's failure; the summary names every failed unit, but the
excerpt's budget goes to the block that explains the failure first, and a small ``--budget`` may
hold no line of another unit (``npm test --workspaces --budget 300`` kept @acme/core's failed test
and no line of @acme/web's ``TypeError``, trial t123 finding 10). The units are the point of such a
step, so the report says which errors it did not show, as it does of a cut explaining block
(:mod:`ci_triage.logs.excerpt_cut`), rather than leave them out without a word.
"""

from __future__ import annotations

from ci_triage.logs.model import FailedUnit, JobReport


def units_left_out(job: JobReport) -> list[FailedUnit]:
    """The failed units of ``job`` other than the one its headline explains
    (:attr:`~ci_triage.logs.model.JobReport.other_failed_units`) whose own error line
    (:attr:`~ci_triage.logs.model.FailedUnit.error_line`, 1-based) no span of its excerpt holds, in
    run order; ``[]`` when the excerpt is empty (the report warns of that job apart) or every unit's
    error is shown."""
    if not job.excerpt:
        return []
    return [
        unit
        for unit in job.other_failed_units
        if unit.error_line is not None
        and not any(
            span.start_line <= unit.error_line <= span.end_line and span.member == job.member for span in job.excerpt
        )
    ]


def unit_errors_cut(job: str | None, units: list[FailedUnit]) -> str:
    """The report's warning that the excerpt (of ``job``, named when the run has several) shows no
    line of the errors of ``units`` (:func:`units_left_out`, at least one): each unit's name and its
    error's 1-based log line, and what would show them."""
    where = f"{job}: " if job else ""
    named = ", ".join(f"{unit.name} (line {unit.error_line})" for unit in units)
    errors = "error" if len(units) == 1 else "errors"
    return (
        f"{where}the excerpt left out the {errors} of failed unit{'s' if len(units) > 1 else ''} {named}, "
        "which the summary names: triage again with a larger budget (--budget, action input token-budget) to show "
        f"{'it' if len(units) == 1 else 'them'}"
    )
