"""JUnit XML results: the failed and errored test cases with the XML line that reports each
(:func:`junit_failures`, evidence for a diagnosis), and every test case's outcome
(:func:`file_outcomes`, for failure rates across runs).

Parsed with junitparser on the standard library's expat parser (which resolves no external
entities and, since expat 2.4, refuses entity-expansion bombs); a tree builder records the line
of every element so a failure can be cited as ``file:line``. Accepts a ``<testsuites>`` or a
single ``<testsuite>`` root (JUnit 4 / Surefire, jest-junit, pytest ``--junitxml``, PHPUnit,
cargo-nextest, Catch2).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from xml.parsers import expat

from junitparser import Error, Failure, JUnitXml, JUnitXmlError, Skipped, TestSuite
from pydantic import BaseModel, Field

from ci_triage.base.errors import InputError
from ci_triage.logs.model import FailedTest

MAX_JUNIT_BYTES = 200 * 1024 * 1024
MESSAGE_CHARS = 500


def _parse_with_lines(source: str, lines: dict[ET.Element, int]) -> ET.ElementTree:
    """Parse ``source`` with expat into an ElementTree, recording each element's start line in ``lines``."""
    parser = expat.ParserCreate()
    builder = ET.TreeBuilder()

    def start(tag: str, attributes: dict[str, str]) -> None:
        lines[builder.start(tag, attributes)] = parser.CurrentLineNumber

    parser.StartElementHandler = start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    with open(source, "rb") as handle:
        parser.ParseFile(handle)
    return ET.ElementTree(builder.close())


def junit_failures(path: str) -> list[FailedTest]:
    """Failed and errored test cases in the JUnit XML file at ``path``.

    Each carries ``name`` (``classname::name``), ``file`` when the XML names one, ``line`` (the
    line of the ``<failure>``/``<error>`` element in the XML), ``source`` (the path) and the
    failure message. Raises :class:`InputError` for a missing, oversized or malformed file.
    """
    file = Path(path)
    if not file.is_file():
        raise InputError(f"{path}: no such JUnit file")
    if file.stat().st_size > MAX_JUNIT_BYTES:
        raise InputError(f"{path}: JUnit file larger than {MAX_JUNIT_BYTES:,} bytes")
    lines: dict[ET.Element, int] = {}
    try:
        results: JUnitXml | TestSuite = JUnitXml.fromfile(
            str(file), parse_func=lambda source: _parse_with_lines(source, lines)
        )
    except expat.ExpatError as error:
        raise InputError(f"{path}: is not well-formed JUnit XML ({error})") from None
    except (JUnitXmlError, ValueError, TypeError, AttributeError) as error:
        raise InputError(f"{path}: is not JUnit XML ({error})") from None
    suites = list(results) if isinstance(results, JUnitXml) else [results]
    failures: list[FailedTest] = []
    for suite in suites:
        if not isinstance(suite, TestSuite):
            continue
        for case in suite:
            for result in case.result:
                if not isinstance(result, Failure | Error):
                    continue
                element = getattr(result, "_elem", None)
                message = (result.message or result.text or "").strip()
                failures.append(
                    FailedTest(
                        name=f"{case.classname or ''}::{case.name or ''}",
                        file=case._elem.get("file") if hasattr(case, "_elem") else None,
                        line=lines.get(element) if element is not None else None,
                        source=str(path),
                        message=message[:MESSAGE_CHARS] or None,
                    )
                )
    return failures


class TestOutcome(BaseModel):
    """One test case's result in one job execution, from a JUnit XML file."""

    __test__ = False  # not a pytest class

    name: str = Field(description="classname::name, as ci_triage.logs.junit names tests")
    workflow: str
    job: str
    run_id: int
    run_attempt: int = 1
    passed: bool
    source: str = Field(description="the JUnit file it came from")


class NotJUnit(Exception):
    """The file is not readable JUnit XML; the message says why."""


def file_outcomes(
    path: Path, *, workflow: str, job: str, run_id: int, run_attempt: int, source: str
) -> list[TestOutcome]:
    """Every non-skipped test case of the JUnit file at ``path`` as a :class:`TestOutcome` of
    ``workflow / job`` in that run attempt; ``source`` names the file in the report. Raises
    :class:`NotJUnit`."""
    try:
        results: JUnitXml | TestSuite = JUnitXml.fromfile(str(path))  # a <testsuite> root gives a TestSuite
    except (expat.ExpatError, JUnitXmlError, ValueError, TypeError, OSError) as error:
        raise NotJUnit(f"not JUnit XML ({error})") from None
    suites = [s for s in results if isinstance(s, TestSuite)] if isinstance(results, JUnitXml) else [results]
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
