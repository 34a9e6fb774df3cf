"""The deprecation warnings a passing log printed, and those that name what fails now.

A dependency's next major release removes what its last one deprecated, and the passing run said
so first: pytest 7.4's warnings summary named ``tests/test_nowarn.py::test_no_warnings`` over
``PytestRemovedIn8Warning: Passing None has been deprecated.``, and pytest 8 failed that test with
``TypeError: exceptions must be derived from Warning, not <class 'NoneType'>`` (trial 115, finding
7). A passing log's warnings of deprecation or removal (:data:`DEPRECATION`: Python's
``DeprecationWarning``, ``PendingDeprecationWarning``, ``FutureWarning``, pytest's
``PytestRemovedIn8Warning``, pydantic's ``PydanticDeprecatedSince20``; npm's ``npm warn deprecated``;
Node's ``[DEP0040] DeprecationWarning``) are read with what each names: the tests pytest's summary
lists above it, the file of its place and the code it quotes (:class:`PassingWarning`). One names
what fails now when a name is a failed test's, or its file, or the code it quotes is in the failed
tests' messages or the quoted line (:func:`warned_before`); a warning that names nothing the failure
does is not shown.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.model import FailedTest, WarnedBefore
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.stamps import StampForm

DEPRECATION = LazyRE2(
    r"\b(?:\w*DeprecationWarning|\w*Deprecated(?:Since\w*|Warning)|\w*RemovedIn\w*Warning|FutureWarning)\b"
    r"|\bnpm (?:WARN|warn) deprecated\b"
)
"""A line that warns of a deprecation or a removal to come (see the module docstring)."""
QUICK = (b"eprecat", b"RemovedIn", b"FutureWarning")
"""Bytes one of which a block must hold for :data:`DEPRECATION` to be looked for in its lines."""
_TEST_ID = LazyRE2(r"^(?P<file>[^\s:]+\.\w+)(?:::\S+|: \d+ warnings?)?\s*$")
"""A line pytest's warnings summary lists the tests of a warning with: a node id
(``tests/test_x.py::test_y``), or a file (``tests/test_x.py: 3 warnings``)."""
_PLACE = LazyRE2(r"^\s*(?P<path>[^\s:]+\.\w+):\d+: ")
"""A warning's place before its text (``/…/_pytest/python.py:194: PytestRemovedIn8Warning: …``)."""
_CODE = LazyRE2(r"`(?P<quoted>[^`\s]{3,80})`|(?P<dotted>\b[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?:\(\))?)")
"""Code a warning quotes: between backquotes (```np.float_```), or a dotted name (``datetime.utcnow()``)."""
_URL = LazyRE2(r"\S+://\S+")
MAX_WARNINGS = 50
"""Warnings kept of a passing log (:attr:`~ci_triage.logs.compare.Baseline.warned`)."""
MAX_SHOWN = 2
"""Warnings :func:`warned_before` gives at most."""


@dataclass(frozen=True, slots=True)
class PassingWarning:
    """A deprecation warning of a passing log: its ``text`` (cleaned, the place before it left
    out), its 1-based ``line`` in that log, and ``names``: the tests and files pytest's warnings
    summary listed above it and the file of its place (``tests/test_x.py::test_y``,
    ``tests/test_x.py``)."""

    text: str
    line: int
    names: tuple[str, ...]


def warnings_in_block(block: bytes, first: int, stamp: StampForm | None, found: list[PassingWarning]) -> None:
    """Add to ``found`` the deprecation warnings of ``block`` (whole raw lines, the first of them
    line ``first``, 1-based) up to :data:`MAX_WARNINGS`. A block without any of :data:`QUICK`
    costs one search per word; the others are read line by line, in linear time."""
    if len(found) >= MAX_WARNINGS or not any(word in block for word in QUICK):
        return
    listed: list[str] = []  # the tests pytest listed above the lines read
    for number, raw in enumerate(block.split(b"\n"), first):
        text = clean_read_line(raw, stamp).text
        test = _TEST_ID.match(text)
        if test is not None:
            listed = [*listed[-4:], text.split(": ", 1)[0].strip()]
            continue
        if DEPRECATION.search(text) is None:
            listed = listed if text[:1].isspace() else []  # a group's indented lines keep its tests
            continue
        place = _PLACE.match(text)
        names = (*listed, place.group("path")) if place is not None else tuple(listed)
        found.append(
            PassingWarning(text=text[place.end() :].strip() if place else text.strip(), line=number, names=names)
        )
        if len(found) >= MAX_WARNINGS:
            return


def warned_before(
    warned: Sequence[PassingWarning], failed_tests: Iterable[FailedTest], quoted: str
) -> list[WarnedBefore]:
    """The warnings of ``warned`` that name what fails now, each as shown with what it names: a failed
    test of ``failed_tests`` (its name, or its file, by path or as the end of a longer one), or code
    it quotes (:data:`_CODE`) that a failed test's message or ``quoted`` (the line the summary
    quotes) holds. At most :data:`MAX_SHOWN`, in the passing log's order."""
    tests = list(failed_tests)
    failing_text = " ".join([quoted, *(test.message or "" for test in tests)])
    shown: list[WarnedBefore] = []
    for warning in warned:
        test = _named_test(warning, tests)
        named = WarnedBefore(
            text=warning.text, line=warning.line, named=test or _named_code(warning, failing_text), test=bool(test)
        )
        if named.named and all(other.text != warning.text for other in shown):
            shown.append(named)
        if len(shown) >= MAX_SHOWN:
            break
    return shown


def _named_test(warning: PassingWarning, tests: list[FailedTest]) -> str:
    """The failed test (or its file) one of ``warning``'s names is, else ``""``."""
    for test in tests:
        for name in warning.names:
            if name == test.name or _same_file(name.split("::", 1)[0], test.file or test.name.split("::", 1)[0]):
                return test.name
    return ""


def _same_file(one: str, other: str) -> bool:
    """Whether two paths name one file: equal, or one the end of the other by whole folders."""
    if not one or not other or "." not in one.rsplit("/", 1)[-1]:
        return False
    return one == other or one.endswith(f"/{other}") or other.endswith(f"/{one}")


def _named_code(warning: PassingWarning, failing_text: str) -> str:
    """The code ``warning`` quotes that ``failing_text`` holds, else ``""``."""
    for code in _CODE.finditer(_URL.sub(" ", warning.text)):
        name = (code.group("quoted") or code.group("dotted")).removesuffix("()")
        if DEPRECATION.search(name) is None and len(name) >= 4 and name in failing_text:
            return name
    return ""
