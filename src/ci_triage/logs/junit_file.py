"""Whether a file is JUnit XML, told by its first bytes, without reading it as JUnit
(:mod:`ci_triage.logs.junit`, which loads pydantic): a JUnit file given where a job log was
expected is then read as JUnit results (:func:`ci_triage.logs.report.triage_path`), and Robot
Framework's own ``output.xml`` there is refused with what to give instead. Also the
size-capped reading of an XML report, gzipped or not, that the JUnit and Checkstyle parsers
feed to expat (:func:`xml_chunks`)."""

from __future__ import annotations

import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.source import GZIP_MAGIC

JUNIT_START = LazyRE2(r"^\x{FEFF}?\s*(?:<\?xml[^>]{0,200}\?>\s*)?(?:<!--[^>]{0,1000}-->\s*)*<testsuites?[\s/>]")
"""How a JUnit XML file opens: an XML declaration and comments at most before its root element,
``<testsuites>`` or ``<testsuite>`` (a job log never does)."""
ROBOT_OUTPUT_START = LazyRE2(r"^\x{FEFF}?\s*(?:<\?xml[^>]{0,200}\?>\s*)?(?:<!--[^>]{0,1000}-->\s*)*<robot[\s/>]")
"""How Robot Framework's own result file (``output.xml``, ``robot --output``) opens: its root element
``<robot generator="Robot 7.5 …">``. Not JUnit: its JUnit form is the file ``robot --xunit FILE``
writes, or ``rebot --xunit FILE output.xml`` makes from it (Robot Framework User Guide, "xUnit
compatible result files")."""
ROBOT_OUTPUT_HINT = (
    "Robot Framework's output.xml: give its JUnit form, the file `robot --xunit xunit.xml` writes (or `rebot"
    " --xunit xunit.xml output.xml` makes from this one), with --junit and the job's log as PATH"
)
"""What a Robot Framework ``output.xml`` given as the log or with ``--junit`` is, and what to give
instead (:data:`ROBOT_OUTPUT_START`)."""
SNIFF_BYTES = 4096
"""Bytes of a file read to tell whether it is JUnit XML (:func:`looks_like_junit`)."""
READ_BYTES = 8 * 1024
"""Bytes of an XML report (uncompressed) handed to its parser at a time (:func:`xml_chunks`)."""


class XmlTooLarge(Exception):
    """An XML report holds more bytes (uncompressed) than its reader's limit (:func:`xml_chunks`)."""


def looks_like_junit(path: str | Path) -> bool:
    """Whether the regular file at ``path`` (gzipped or not, as
    :func:`~ci_triage.logs.junit.junit_failures` reads it) opens as JUnit XML does
    (:data:`JUNIT_START`, in its first :data:`SNIFF_BYTES`); False for anything else, a pipe and
    a file that cannot be read included (the log's reader says why)."""
    return opens_as(path, JUNIT_START)


def looks_like_robot_output(path: str | Path) -> bool:
    """Whether the regular file at ``path`` (gzipped or not) opens as Robot Framework's ``output.xml``
    does (:data:`ROBOT_OUTPUT_START`, in its first :data:`SNIFF_BYTES`); False for anything else."""
    return opens_as(path, ROBOT_OUTPUT_START)


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


def gzipped(path: str | Path) -> bool:
    """Whether the file at ``path`` opens with gzip's magic bytes. Raises :class:`OSError` when it
    cannot be opened."""
    with open(path, "rb") as handle:
        return handle.read(len(GZIP_MAGIC)) == GZIP_MAGIC


def xml_chunks(path: str | Path, limit: int) -> Iterator[bytes]:
    """The bytes of the file at ``path``, uncompressed when it is gzipped (:func:`gzipped`), in
    chunks of :data:`READ_BYTES` at most, for a streaming parser. Raises :class:`XmlTooLarge`
    once more than ``limit`` bytes have been read, and :class:`OSError`, :class:`EOFError` or
    :class:`zlib.error` when the file or its gzip stream cannot be read (``gzip.BadGzipFile`` is
    an :class:`OSError`)."""
    if gzipped(path):
        import gzip  # only for a gzipped file: a small triage imports no more than it needs

        with gzip.open(path, "rb") as handle:
            yield from _capped(handle.read, limit)
    else:
        with open(path, "rb") as handle:
            yield from _capped(handle.read, limit)


def _capped(read_bytes: Callable[[int], bytes], limit: int) -> Iterator[bytes]:
    """The chunks :func:`xml_chunks` yields from an open file's ``read_bytes`` (its ``read``)."""
    read = 0
    while chunk := read_bytes(READ_BYTES):
        read += len(chunk)
        if read > limit:
            raise XmlTooLarge(limit)
        yield chunk
