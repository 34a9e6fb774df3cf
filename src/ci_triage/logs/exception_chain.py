"""Exception chains: a JVM chain's root cause (its last ``Caused by:`` line) and where a Python
chain joins one exception to the next.

The JVM's default handler (``Throwable.printStackTrace``) prints the exception that was thrown
last, ``Exception in thread "main" java.lang.IllegalStateException: config load failed``, its
frames (``\tat Boom.load(Boom.java:2)``), then each cause it wraps, outermost first:
``Caused by: java.lang.NumberFormatException: For input string: "x"``, its frames and
``\t... 2 more``. The wrapper says what the program was doing; the last cause says why
(the ``printStackTrace`` format in the ``java.lang.Throwable`` API documentation). A suppressed
exception's causes are indented (``\t\tCaused by:``) and are no part of the chain.

Python prints its chain the other way round: the cause's traceback first, then a sentence joining it
to the next (``The above exception was the direct cause of the following exception:`` after ``raise
… from e``, ``During handling of the above exception, another exception occurred:`` after a raise in
an ``except`` block; Python documentation, "Exception context"), then that exception's traceback;
pytest repeats the sentences between its reports of each link. So the *last* exception of a Python
chain is the one the program or test died of (Django's ``django.db.utils.IntegrityError`` below
psycopg2's ``UniqueViolation``), the first its cause, and the joining sentences say neither.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_TRACE_LINE = LazyRE2(r"^(?:\s+at \S|\s+\.\.\. \d+ (?:more|common frames omitted)\s*$|Caused by: \S|\s+Suppressed: \S)")
_CAUSE = LazyRE2(r"^Caused by: \S")
PYTHON_CHAIN_LINK = LazyRE2(
    r"^\s*(?:The above exception was the direct cause of the following exception:"
    r"|During handling of the above exception, another exception occurred:)\s*$"
)
"""The sentence between two tracebacks of one Python chain (module docstring)."""
_IMPORT_FAILED = LazyRE2(r"^ImportError: Failed to import test module: [\w.]+$")
"""unittest's loader's line above the traceback of the exception a test module's import raised
(``unittest.loader._make_failed_import_test``): that exception, below, is what the module died of."""
MAX_TRACE_LINES = 5_000
"""Lines of one stack trace followed for its causes."""
_PYTHON_EXCEPTION = LazyRE2(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*: (?P<message>\S.*)$")
"""A Python exception's last line, unindented: its class, dotted or not, and its message
(``socket.gaierror: [Errno -2] Name or service not known``)."""
_DIRECT_CAUSE = "The above exception was the direct cause of the following exception:"
QUOTED_MESSAGE_CHARS = 12
"""Characters an exception's message needs for the next one's quoting it to count (``KeyError:
'a'`` is quoted by chance)."""


_JVM_MESSAGE = LazyRE2(r"^Caused by: (?:[\w$]+\.)+[\w$]*(?:Exception|Error): (?P<message>\S.*)$")
"""A JVM cause's line: its exception's package-qualified class and its message (``Caused by:
java.lang.ClassNotFoundException: com.example.util.Slugger``)."""


def root_cause(lines: dict[int, LogLine], head: int) -> int | None:
    """The number (1-based, a key of ``lines``) of the last ``Caused by:`` line of the stack trace
    right below line ``head`` (an exception's line), following the trace's lines as long as they
    were read; ``None`` when no trace follows, it names no cause, or the cause only restates
    ``head`` (:func:`_restates`: a ``NoClassDefFoundError: com/example/util/Slugger`` caused by the
    class loader's ``ClassNotFoundException: com.example.util.Slugger``, the same class not found,
    which the line that names what failed says first)."""
    cause = None
    for number in range(head + 1, head + 1 + MAX_TRACE_LINES):
        line = lines.get(number)
        if line is None or not _TRACE_LINE.match(line.text):
            break
        if _CAUSE.match(line.text):
            cause = number
    if cause is not None and head in lines and _restates(lines[cause].text, lines[head].text):
        return None
    return cause


def _restates(cause: str, head: str) -> bool:
    """Whether the ``Caused by:`` line ``cause`` only names what the exception line ``head`` named
    last: its message is one word (a class's name, :data:`_JVM_MESSAGE`), the last word of ``head``,
    a class's binary name there (``com/example/Slugger``) read as its dotted name
    (``com.example.Slugger``): ``NoClassDefFoundError: com/example/util/Slugger``, the launcher's
    ``Error: Could not find or load main class com.example.app.Main``."""
    said = _JVM_MESSAGE.match(cause)
    name = said.group("message").strip() if said is not None else ""
    words = head.split()
    return bool(name) and " " not in name and bool(words) and words[-1].replace("/", ".") == name


def last_chain_link(lines: Mapping[int, LogLine], first: int, last: int) -> int | None:
    """The number (1-based) of the last line from ``first`` to ``last`` (both included, those of
    ``lines`` that were read) that joins two exceptions of a Python chain (:data:`PYTHON_CHAIN_LINK`)
    or wraps the traceback of one (unittest's :data:`_IMPORT_FAILED`): what is below it is the
    exception raised last; ``None`` when there is none."""
    for number in range(last, first - 1, -1):
        line = lines.get(number)
        if line is not None and (PYTHON_CHAIN_LINK.match(line.text) or _IMPORT_FAILED.match(line.text)):
            return number
    return None


def quoting_wrapper(lines: Mapping[int, LogLine], head: int) -> int | None:
    """The number (1-based) of the exception line that a Python chain raised from the exception on
    line ``head`` (``raise … from e``: :data:`_DIRECT_CAUSE` after ``head``'s line, blank lines
    around it, then the next exception's traceback) when its message quotes ``head``'s message
    whole: the same cause with what the program was doing, often the name it was doing it with
    (urllib3's ``NameResolutionError: HTTPSConnection(host='upload.pypi.org', port=443): Failed to
    resolve 'upload.pypi.org' ([Errno -2] Name or service not known)`` raised from ``socket.gaierror:
    [Errno -2] Name or service not known``). ``None`` when ``head`` is no exception's line (its
    message shorter than :data:`QUOTED_MESSAGE_CHARS`), no direct cause follows it, or the next
    exception does not quote it; lines not read end the search. One pass over at most
    :data:`MAX_TRACE_LINES` lines."""
    line = lines.get(head)
    found = _PYTHON_EXCEPTION.match(line.text) if line is not None else None
    if found is None or len(message := found.group("message").strip()) < QUOTED_MESSAGE_CHARS:
        return None
    joined = False
    for number in range(head + 1, head + 1 + MAX_TRACE_LINES):
        below = lines.get(number)
        if below is None:
            return None
        text = below.text.rstrip()
        if not text or (joined and (text[0].isspace() or text == "Traceback (most recent call last):")):
            continue
        if not joined and text.strip() == _DIRECT_CAUSE:
            joined = True
            continue
        return number if joined and _PYTHON_EXCEPTION.match(text) and message in text else None
    return None


def chain_ends(lines: Mapping[int, LogLine], numbers: Iterable[int]) -> dict[int, int]:
    """Each earlier exception line of a Python chain among ``numbers`` (1-based, in order, those of
    ``lines`` read), mapped to the line of the chain's last exception, which the program died of: the
    exception line (:data:`_PYTHON_EXCEPTION`, unindented) last above a joining sentence
    (:data:`PYTHON_CHAIN_LINK`) and the first below it are one chain, and so on down its links
    (alembic 1.20's ``alembic.script.revision.ResolutionError: No such revision or branch '9f1c2e'``,
    then ``The above exception was the direct cause of the following exception:``, then
    ``alembic.util.exc.CommandError: Can't locate revision identified by '9f1c2e'``: one cause, told
    twice). One pass; an exception line with no link below it ends its chain."""
    ends: dict[int, int] = {}
    chain: list[int] = []  # the exception lines of the chain being read, in order
    last: int | None = None  # the last exception line above
    linked = False  # a joining sentence came after ``last``
    for number in numbers:
        line = lines.get(number)
        if line is None:
            continue
        if PYTHON_CHAIN_LINK.match(line.text):
            if last is not None and not linked:
                chain = chain if chain and chain[-1] == last else [last]
                linked = True
            continue
        if _PYTHON_EXCEPTION.match(line.text) is None:
            continue
        if linked:
            chain.append(number)
        else:
            ends.update(dict.fromkeys(chain[:-1], chain[-1]) if chain else {})
            chain = []
        last, linked = number, False
    ends.update(dict.fromkeys(chain[:-1], chain[-1]) if chain else {})
    return ends
