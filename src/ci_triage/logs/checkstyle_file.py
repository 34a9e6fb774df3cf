"""Checkstyle XML, the report format many linters write besides Checkstyle itself (ShellCheck's
``-f checkstyle``, ESLint's ``-f checkstyle``, ktlint's and detekt's reporters, PHP_CodeSniffer's
``--report=checkstyle``): told by its first bytes and read as the linter's findings with their
places, when it is given where a job log was expected (:func:`ci_triage.logs.report.triage_path`),
as a JUnit file given there is read as test results.

The format (Checkstyle's ``XMLLogger``): a ``<checkstyle>`` root, a ``<file name="…">`` per file,
an ``<error line="…" column="…" severity="…" message="…" source="…"/>`` per finding in it, where
``severity`` is ``error``, ``warning``, ``info`` or ``ignore`` and ``source`` the rule
(``ShellCheck.SC2045``, ``eslint.rules.no-unused-vars``, ``detekt.MagicNumber``). Read by the
standard library's expat parser, as JUnit files are (:mod:`ci_triage.logs.junit`).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from pathlib import Path
from xml.parsers import expat

from ci_triage.base.errors import InputError
from ci_triage.logs.finding_severity import FINDING_SEVERITY
from ci_triage.logs.junit_file import XmlTooLarge, opens_as, xml_chunks
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import Tool, load_catalogue

CHECKSTYLE_START = LazyRE2(r"^\x{FEFF}?\s*(?:<\?xml[^>]{0,200}\?>\s*)?(?:<!--[^>]{0,1000}-->\s*)*<checkstyle[\s/>]")
"""How a Checkstyle XML file opens: an XML declaration and comments at most before its root element
``<checkstyle>`` (a job log never does)."""
MAX_CHECKSTYLE_BYTES = 200 * 1024 * 1024
"""Bytes of XML (uncompressed) read at most: a larger file is refused, as a JUnit file is."""


class UnreadableCheckstyle(InputError):
    """A file that opens as Checkstyle XML but cannot be read as it: malformed (a report cut short),
    a broken gzip stream, or too large; the message names the file and why."""


@dataclass(frozen=True, slots=True)
class CheckstyleFinding:
    """One ``<error>`` of a Checkstyle report: the ``file`` of its ``<file>`` element, its ``line``
    and ``column`` (1-based, as the linter wrote them; None when missing or not a number), its
    ``severity`` word as written (lower-cased), ``message``, ``source`` (the rule) and ``xml_line``,
    the 1-based line of the ``<error>`` element in the XML."""

    file: str
    line: int | None
    column: int | None
    severity: str
    message: str
    source: str
    xml_line: int

    @property
    def rank(self) -> int:
        """The rank of the finding's severity (:data:`~ci_triage.logs.finding_severity.FINDING_SEVERITY`:
        error 4, warning 3, info 2; 0 for another word)."""
        return FINDING_SEVERITY.get(self.severity, 0)


def looks_like_checkstyle(path: str | Path) -> bool:
    """Whether the regular file at ``path`` (gzipped or not) opens as Checkstyle XML does
    (:data:`CHECKSTYLE_START`); False for anything else, a pipe and an unreadable file included."""
    return opens_as(path, CHECKSTYLE_START)


def checkstyle_findings(path: str | Path) -> list[CheckstyleFinding]:
    """The findings of the Checkstyle XML file at ``path`` (gzipped or not), in the file's order,
    without those of severity ``ignore``. Raises :class:`UnreadableCheckstyle` for a file that is
    malformed, not Checkstyle XML (another root element), a broken gzip stream or larger than
    :data:`MAX_CHECKSTYLE_BYTES` uncompressed."""
    findings: list[CheckstyleFinding] = []
    files: list[str] = []
    parser = expat.ParserCreate()

    def start(tag: str, attributes: dict[str, str]) -> None:
        if not files and tag != "checkstyle":
            raise UnreadableCheckstyle(f"{path}: is not Checkstyle XML (its root is <{tag}>)")
        if tag == "checkstyle":
            files.append("")
        elif tag == "file":
            files.append(attributes.get("name", ""))
        elif tag == "error" and attributes.get("severity", "").lower() != "ignore":
            findings.append(
                CheckstyleFinding(
                    file=files[-1],
                    line=_number(attributes.get("line")),
                    column=_number(attributes.get("column")),
                    severity=attributes.get("severity", "").lower(),
                    message=attributes.get("message", "").strip(),
                    source=attributes.get("source", ""),
                    xml_line=parser.CurrentLineNumber,
                )
            )

    parser.StartElementHandler = start
    try:
        for chunk in xml_chunks(path, MAX_CHECKSTYLE_BYTES):
            parser.Parse(chunk, False)
        parser.Parse(b"", True)
    except XmlTooLarge:
        raise UnreadableCheckstyle(f"{path}: Checkstyle file larger than {MAX_CHECKSTYLE_BYTES:,} bytes") from None
    except (OSError, EOFError, zlib.error) as error:
        raise UnreadableCheckstyle(f"{path}: cannot be read ({error})") from None
    except expat.ExpatError as error:
        raise UnreadableCheckstyle(f"{path}: is not well-formed Checkstyle XML ({error})") from None
    return findings


def _number(value: str | None) -> int | None:
    """``value`` as a positive integer, None when it is missing or no such number."""
    return int(value) if value is not None and value.isdigit() and int(value) > 0 else None


SNIFF_CODE = LazyRE2(r"^[A-Z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+){3}$")
"""A PHP_CodeSniffer sniff code, the ``source`` its ``--report=checkstyle`` writes: four dotted parts,
standard, category, sniff and message (``Generic.Files.LineLength.TooLong``; PHP_CodeSniffer's wiki,
"Annotated ruleset"; PHP_CodeSniffer 3.7.1 run here). Checkstyle's own sources are Java class names,
lower-case packages first (``com.puppycrawl.tools.checkstyle.checks.…``)."""
RULE_SET_ID = LazyRE2(r"^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*$")
"""A ktlint rule id, the ``source`` its ``checkstyle`` reporter writes: the rule set's id, a colon and
the rule's (``standard:no-wildcard-imports``; ktlint's documentation, "Rule sets" and "Reporters")."""
SOURCE_SHAPES = ((SNIFF_CODE, "phpcs"), (RULE_SET_ID, "ktlint"))
"""The linters whose ``source`` does not begin with their own name, told by its shape instead."""
ESLINT_RULE_PREFIX = "eslint.rules."
"""What ESLint's checkstyle formatter writes before a rule's id (``eslint.rules.no-unused-vars``;
eslint-formatter-checkstyle's source)."""


def linter_of(findings: list[CheckstyleFinding]) -> Tool | None:
    """The tool catalogue's linter that wrote ``findings``, when the first part of a
    rule's ``source`` names one (``ShellCheck.SC2045``: shellcheck; ``eslint.rules.semi``: eslint;
    ``detekt.MagicNumber``: detekt), else when a rule's ``source`` has a linter's own shape
    (:data:`SOURCE_SHAPES`: PHP_CodeSniffer's ``Generic.Files.LineLength.TooLong``, ktlint's
    ``standard:no-wildcard-imports``); None when none does."""
    catalogue = load_catalogue()
    names = {finding.source.split(".", 1)[0].lower() for finding in findings if "." in finding.source}
    named = next((tool for name in sorted(names) if (tool := catalogue.get(name)) is not None), None)
    shaped = (name for finding in findings for shape, name in SOURCE_SHAPES if shape.search(finding.source) is not None)
    return named or next((tool for name in shaped if (tool := catalogue.get(name)) is not None), None)


def rule_of(source: str, tool: str) -> str:
    """The rule a finding's ``source`` names as ``tool`` itself names it, for its advice: without the
    tool's name before the first dot (``ShellCheck.SC2045``: ``SC2045``) and ESLint's
    :data:`ESLINT_RULE_PREFIX` (``eslint.rules.no-unused-vars``: ``no-unused-vars``); the rest as
    written (``Generic.Files.LineLength.TooLong``, ``standard:no-wildcard-imports``)."""
    if source.lower().startswith(ESLINT_RULE_PREFIX) and tool == "eslint":
        return source[len(ESLINT_RULE_PREFIX) :]
    first, dot, rest = source.partition(".")
    return rest if dot and first.lower() == tool else source
