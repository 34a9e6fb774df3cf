"""Test outcomes (passes and failures) from JUnit XML files saved beside a run's logs, per job.

:func:`ci_triage.logs.junit.junit_failures` gives only the failures; a failure *rate* needs the
passes too, so this reads every test case. Parsed with junitparser like that module (expat, no
external entities). Layout: ``<stem>.junit/<job name>/*.xml``.
"""

from __future__ import annotations

from pathlib import Path
from xml.parsers import expat

from junitparser import Error, Failure, JUnitXml, JUnitXmlError, Skipped, TestSuite

from ci_triage.evidence import EvidenceGap
from ci_triage.scan.collection import Collection, TestOutcome


def junit_outcomes(folder: Path, context: dict, collection: Collection) -> list[TestOutcome]:
    """Every non-skipped test case in ``folder/<job>/*.xml`` as a :class:`TestOutcome` of that job of
    the run in ``context`` (``workflow``, ``run_id``, ``run_attempt``). An unreadable file becomes a gap
    in ``collection``; a missing folder gives ``[]``."""
    if not folder.is_dir():
        return []
    outcomes: list[TestOutcome] = []
    for path in sorted(folder.glob("*/*.xml")):
        try:
            results = JUnitXml.fromfile(str(path))
        except (expat.ExpatError, JUnitXmlError, ValueError, TypeError, OSError) as error:
            collection.gaps.append(EvidenceGap(missing=f"JUnit results {path.name}", reason=f"not JUnit XML ({error})"))
            continue
        suites = [results] if isinstance(results, TestSuite) else [s for s in results if isinstance(s, TestSuite)]
        for suite in suites:
            for case in suite:
                if any(isinstance(result, Skipped) for result in case.result):
                    continue
                outcomes.append(
                    TestOutcome(
                        name=f"{case.classname or ''}::{case.name or ''}",
                        workflow=context["workflow"],
                        job=path.parent.name,
                        run_id=context["run_id"],
                        run_attempt=context["run_attempt"],
                        passed=not any(isinstance(result, Failure | Error) for result in case.result),
                        source=str(path.relative_to(folder.parent)),
                    )
                )
    return outcomes
