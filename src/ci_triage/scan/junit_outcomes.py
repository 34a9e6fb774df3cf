"""Test outcomes (passes and failures) from JUnit XML files, for test failure rates.

:func:`ci_triage.logs.junit.junit_failures` gives only the failures; a failure *rate* needs the
passes too, so this reads every test case. Parsed with junitparser like that module (expat, no
external entities). Local layout: ``<stem>.junit/<job name>/*.xml``; in GitHub mode the files come
from a run's JUnit-looking artifacts (:mod:`ci_triage.github.artifacts`).
"""

from __future__ import annotations

from pathlib import Path
from xml.parsers import expat

from junitparser import Error, Failure, JUnitXml, JUnitXmlError, Skipped, TestSuite

from ci_triage.evidence import EvidenceGap
from ci_triage.scan.collection import Collection, TestOutcome


class NotJUnit(Exception):
    """The file is not readable JUnit XML; the message says why."""


def file_outcomes(
    path: Path, *, workflow: str, job: str, run_id: int, run_attempt: int, source: str
) -> list[TestOutcome]:
    """Every non-skipped test case of the JUnit file at ``path`` as a :class:`TestOutcome` of
    ``workflow / job`` in that run attempt; ``source`` names the file in the report. Raises
    :class:`NotJUnit`."""
    try:
        results = JUnitXml.fromfile(str(path))
    except (expat.ExpatError, JUnitXmlError, ValueError, TypeError, OSError) as error:
        raise NotJUnit(f"not JUnit XML ({error})") from None
    suites = [results] if isinstance(results, TestSuite) else [s for s in results if isinstance(s, TestSuite)]
    return [
        TestOutcome(
            name=f"{case.classname or ''}::{case.name or ''}",
            workflow=workflow,
            job=job,
            run_id=run_id,
            run_attempt=run_attempt,
            passed=not any(isinstance(result, Failure | Error) for result in case.result),
            source=source,
        )
        for suite in suites
        for case in suite
        if not any(isinstance(result, Skipped) for result in case.result)
    ]


def junit_outcomes(folder: Path, context: dict, collection: Collection) -> list[TestOutcome]:
    """The outcomes in ``folder/<job>/*.xml`` for the run in ``context`` (``workflow``, ``run_id``,
    ``run_attempt``). An unreadable file becomes a gap in ``collection``; a missing folder gives ``[]``."""
    if not folder.is_dir():
        return []
    outcomes: list[TestOutcome] = []
    for path in sorted(folder.glob("*/*.xml")):
        try:
            outcomes += file_outcomes(
                path,
                workflow=context["workflow"],
                job=path.parent.name,
                run_id=context["run_id"],
                run_attempt=context["run_attempt"],
                source=str(path.relative_to(folder.parent)),
            )
        except NotJUnit as error:
            collection.gaps.append(EvidenceGap(missing=f"JUnit results {path.name}", reason=str(error)))
    return outcomes
