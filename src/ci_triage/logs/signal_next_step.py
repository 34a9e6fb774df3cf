"""The next step a verdict's own signal gives, instead of its category's generic one, and what it found.

A skill's signal may say what to do when its line decides (``next_step`` in
:class:`ci_triage.logs.skills.Signal`): a push refused because the branch moved is fixed by
pulling and pushing again, not by "checking the configuration"; a ``setup.py`` that raised is read
above pip's ``metadata-generation-failed`` lines, not as "the first compiler error". It may also
say what its line proves when that is less than its category (``finding``): a bare ``Killed`` is
a SIGKILL, which the OOM killer sends but so do a ``kill -9`` and a time limit.
"""

from __future__ import annotations

from ci_triage.logs.first_pass import LogFormat
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Classification


def signal_next_step(classification: Classification, lines: dict[int, LogLine], log_format: LogFormat) -> str | None:
    """The next step of the strongest of ``classification``'s signals (its ``signals``, strongest
    first) of the verdict's category whose skill signal has one, found on the line it matched in
    ``lines`` (line number → line read): its words for ``log_format``, the format of the job's log
    (``next_step_by_format``), else its ``next_step``; ``None`` when none has one (the report then
    gives the category's generic next step).

    A signal counted for a category neither its skill's nor its ``outside_tests`` one (a per-test
    timeout among tests that failed otherwise, counted as one more failed test by
    :mod:`ci_triage.logs.classify`) gives none: its advice is about its own category, which would
    speak of the timeout alone above an assertion that failed first (mocha's ``'6.0' !== '6.00'``,
    then ``Error: Timeout of 300ms exceeded``). A line of a signal that
    ``contests`` another category, counted for the category the log settled it as (pytest's import
    of a package the job did not install, or of the project's own not installed,
    :mod:`ci_triage.logs.missing_import`), gives its own: it names each reading's fix."""
    for hit in classification.signals:
        line = lines.get(hit.line) if hit.category == classification.category else None
        for match in line.matches if line is not None else ():
            signal = match.signal
            if (
                (signal.skill, signal.id) == (hit.skill, hit.signal)
                and signal.next_step
                and (signal.contests is not None or hit.category in (signal.category, signal.outside_tests))
            ):
                return signal.next_step_by_format.get(log_format, signal.next_step)
    return None


def signal_finding(classification: Classification, lines: dict[int, LogLine]) -> str | None:
    """The ``finding`` of ``classification``'s strongest signal of the verdict's category (its
    ``signals``, strongest first), found on the line it matched in ``lines`` (line number → line
    read): what the summary names in the category's place; ``None`` when that signal has none (a
    memory message beside a ``Killed`` line: the verdict is out-of-memory, proven)."""
    hit = next((hit for hit in classification.signals if hit.category == classification.category), None)
    if hit is None or (line := lines.get(hit.line)) is None:
        return None
    return next(
        (
            match.signal.finding
            for match in line.matches
            if (match.signal.skill, match.signal.id) == (hit.skill, hit.signal)
        ),
        None,
    )
