"""Whether a file is JUnit XML, told by its first bytes, without reading it as JUnit
(:mod:`ci_triage.logs.junit`, which loads pydantic): a JUnit file given where a job log was
expected is then read as JUnit results (:func:`ci_triage.logs.report.triage_path`)."""

from __future__ import annotations

import zlib
from pathlib import Path

from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.source import GZIP_MAGIC

JUNIT_START = LazyRE2(r"^\x{FEFF}?\s*(?:<\?xml[^>]{0,200}\?>\s*)?(?:<!--[^>]{0,1000}-->\s*)*<testsuites?[\s/>]")
"""How a JUnit XML file opens: an XML declaration and comments at most before its root element,
``<testsuites>`` or ``<testsuite>`` (a job log never does)."""
SNIFF_BYTES = 4096
"""Bytes of a file read to tell whether it is JUnit XML (:func:`looks_like_junit`)."""


def looks_like_junit(path: str | Path) -> bool:
    """Whether the regular file at ``path`` (gzipped or not, as
    :func:`~ci_triage.logs.junit.junit_failures` reads it) opens as JUnit XML does
    (:data:`JUNIT_START`, in its first :data:`SNIFF_BYTES`); False for anything else, a pipe and
    a file that cannot be read included (the log's reader says why)."""
    return opens_as(path, JUNIT_START)


def opens_as(path: str | Path, start: LazyRE2) -> bool:
    """Whether the regular file at ``path`` (gzipped or not) opens as the pattern ``start`` says, in
    its first :data:`SNIFF_BYTES` (decoded as UTF-8, bad bytes replaced); False for a pipe and a file
    that cannot be read (the log's reader says why)."""
    if not Path(path).is_file():  # a pipe (``<(…)``) read here would lose its first bytes to the log's reader
        return False
    try:
        with open(path, "rb") as handle:
            head = handle.read(SNIFF_BYTES)
        if head.startswith(GZIP_MAGIC):
            import gzip  # only for a gzipped file

            with gzip.open(path, "rb") as handle:
                head = handle.read(SNIFF_BYTES)
    except (OSError, EOFError, zlib.error):
        return False
    return start.search(head.decode("utf-8", errors="replace")) is not None
