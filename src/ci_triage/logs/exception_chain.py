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
pytest's report of an exception outside any test (exit code 3) prints that chain with
``INTERNALERROR> `` before each line (and ``E`` before the exception's lines when it came during the
session): read without it, it is the same chain.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ci_triage.logs.library_frames import INSTALLED, STANDARD
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Location
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_folder import without_runner_folder
from ci_triage.logs.runner_frames import PYTHON_FRAME

_TRACE_LINE = LazyRE2(r"^(?:\s+at \S|\s+\.\.\. \d+ (?:more|common frames omitted)\s*$|Caused by: \S|\s+Suppressed: \S)")
_CAUSE = LazyRE2(r"^Caused by: \S")
JVM_CAUSE = "Caused by: "
"""What a JVM cause's line starts with (module docstring)."""
PYTHON_CHAIN_LINK = LazyRE2(
    r"^\s*(?:The above exception was the direct cause of the following exception:"
    r"|During handling of the above exception, another exception occurred:)\s*$"
)
"""The sentence between two tracebacks of one Python chain (module docstring)."""
HANDLING_LINK = LazyRE2(r"^\s*During handling of the above exception, another exception occurred:\s*$")
"""The sentence of :data:`PYTHON_CHAIN_LINK` that joins an exception to one raised while it was being
handled (an ``except`` block's own failure, a clean-up's): the later exception does not name the
earlier, which failed first (module docstring)."""
CAUSE_LINK = LazyRE2(r"^\s*The above exception was the direct cause of the following exception:\s*$")
"""The sentence of :data:`PYTHON_CHAIN_LINK` that joins an exception to the one raised ``from`` it (a
wrapper: Django's ``django.db.utils.IntegrityError`` over sqlite3's; module docstring)."""
_IMPORT_FAILED = LazyRE2(r"^ImportError: Failed to import test module: [\w.]+$")
"""unittest's loader's line above the traceback of the exception a test module's import raised
(``unittest.loader._make_failed_import_test``): that exception, below, is what the module died of."""
_INTERNAL_ERROR = LazyRE2(r"^INTERNALERROR>(?: E +| ?)")
"""pytest's prefix of each line of its internal error's report (pytest 9.2; module docstring)."""
MAX_TRACE_LINES = 5_000
"""Lines of one stack trace followed for its causes."""
_PYTHON_EXCEPTION = LazyRE2(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*: (?P<message>\S.*)$")
"""A Python exception's last line, unindented: its class, dotted or not, and its message
(``socket.gaierror: [Errno -2] Name or service not known``)."""
_TRACEBACK = "Traceback (most recent call last):"
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


def thrown_at(lines: Mapping[int, LogLine], exception: int, locations: Iterable[Location]) -> str | None:
    """Where the JVM exception on line ``exception`` (1-based: the thrown one's line or a ``Caused
    by:``) was thrown from the project's code, as ``file:line``: the first of its frames (the
    ``\tat …`` lines right below it, up to the next cause) that is the log line of one of
    ``locations`` (the report's, the project's files; a runner's checkout folder left out,
    :func:`~ci_triage.logs.runner_folder.without_runner_folder`): ``shop/Main.java:8`` for
    ``\tat shop.Main.loadPort(Main.java:8)``, the JDK's frames above it passed over. ``None`` when none is."""
    places = {location.log_line: location for location in locations if location.line is not None}
    for number in range(exception + 1, exception + 1 + MAX_TRACE_LINES):
        line = lines.get(number)
        if line is None or not _TRACE_LINE.match(line.text) or _CAUSE.match(line.text):
            return None
        place = places.get(number)
        if place is not None:
            return f"{without_runner_folder(place.file)}:{place.line}"
    return None


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


def chain_last(lines: Mapping[int, LogLine], head: int) -> int | None:
    """The number (1-based) of the last exception line of the Python chain that the exception on
    line ``head`` begins or goes on (after ``head``'s line, blank lines, a joining sentence of
    :data:`PYTHON_CHAIN_LINK`, the next exception's traceback, its exception line, and so on down
    the links): the exception the program died of, which what it was doing names
    (``shop.config.ConfigError: invalid config file settings.json`` raised ``from`` the
    ``json.decoder.JSONDecodeError`` that ``json.load`` raised; twine's urllib3
    ``NameResolutionError`` quoting the ``socket.gaierror`` it was raised from). ``None`` when
    ``head`` is no exception's line (:data:`_PYTHON_EXCEPTION`) or no link follows it; lines not read
    end the search. One pass over at most :data:`MAX_TRACE_LINES` lines."""
    line = lines.get(head)
    if line is None or _PYTHON_EXCEPTION.match(_unprefixed(line.text)) is None:
        return None
    return _chain_end(lines, range(head + 1, head + 1 + MAX_TRACE_LINES), downwards=True)


def handled_when_raised(lines: Mapping[int, LogLine], last: int) -> int | None:
    """The number (1-based) of the exception line that was being handled when the exception on line
    ``last`` was raised: the exception line right above the joining sentence right above ``last``'s
    traceback, when that sentence is :data:`HANDLING_LINK` (``sqlite3.IntegrityError: NOT NULL
    constraint failed: orders.customer``, then ``During handling of the above exception, another
    exception occurred:``, then the traceback of the ``sqlite3.OperationalError`` its ``except``
    block raised). ``None`` when another sentence (:data:`CAUSE_LINK`, a wrapper's, which names its
    cause), or none, comes above it. One pass over at most :data:`MAX_TRACE_LINES` lines."""
    return _linked_above(lines, last, HANDLING_LINK)


def raised_from(lines: Mapping[int, LogLine], last: int) -> int | None:
    """The number (1-based) of the exception line the exception on line ``last`` was raised ``from``:
    the exception line right above the joining sentence right above ``last``'s traceback, when that
    sentence is :data:`CAUSE_LINK` (``django.db.utils.IntegrityError: NOT NULL constraint failed:
    orders_order.customer``, then ``The above exception was the direct cause of the following
    exception:``, then the traceback of Django's ``TransactionManagementError``). ``None`` when
    another sentence, or none, comes above it. One pass over at most :data:`MAX_TRACE_LINES` lines."""
    return _linked_above(lines, last, CAUSE_LINK)


def _linked_above(lines: Mapping[int, LogLine], last: int, link: LazyRE2) -> int | None:
    """The exception line (1-based) right above the joining sentence ``link`` right above the
    traceback of the exception line ``last``; ``None`` when no such sentence comes there."""
    joined = False
    for number in range(last - 1, max(last - 1 - MAX_TRACE_LINES, 0), -1):
        line = lines.get(number)
        if line is None:
            return None
        text = _unprefixed(line.text).rstrip()
        if not text or (not joined and (text[0].isspace() or text == _TRACEBACK)):
            continue
        if joined:
            return number if _PYTHON_EXCEPTION.match(text) is not None else None
        if not link.match(text):
            return None
        joined = True
    return None


def raised_in_library(lines: Mapping[int, LogLine], exception: int) -> bool:
    """Whether the exception on line ``exception`` (1-based) was raised inside an installed package or
    the standard library: the innermost frame of its traceback (the last ``File "…", line N`` of the
    indented lines right above it) is one of theirs (:data:`~ci_triage.logs.library_frames.INSTALLED`,
    :data:`~ci_triage.logs.library_frames.STANDARD`: Django's ``…/site-packages/django/db/backends/
    base/base.py``, whose ``TransactionManagementError`` says only that the transaction had already
    failed). ``False`` when the project's code raised it (``raise ConfigError(…) from e``, a wrapper
    whose message says what the program was doing) or no frame is right above it."""
    for number in range(exception - 1, max(exception - 1 - MAX_TRACE_LINES, 0), -1):
        line = lines.get(number)
        if line is None or not line.text[:1].isspace():
            return False
        if PYTHON_FRAME.match(line.text) is not None:
            return any(part in line.text for part in (*INSTALLED, *STANDARD))
    return False


def chain_first(lines: Mapping[int, LogLine], last: int) -> int | None:
    """The number (1-based) of the first exception line of the Python chain whose last exception is
    on line ``last`` (:func:`chain_last` read upwards): its root cause, printed first; ``None`` when
    no joining sentence comes above ``last``'s traceback. One pass over at most
    :data:`MAX_TRACE_LINES` lines."""
    return _chain_end(lines, range(last - 1, max(last - 1 - MAX_TRACE_LINES, 0), -1), downwards=False)


def _chain_end(lines: Mapping[int, LogLine], numbers: range, *, downwards: bool) -> int | None:
    """The farthest exception line of a Python chain along ``numbers`` (read lines' 1-based numbers,
    from next to the chain's known exception line outwards): each step crosses blank lines, one
    joining sentence (:data:`PYTHON_CHAIN_LINK`) and the traceback between it and the next exception
    line, which is indented (or ``Traceback …``) below the sentence read ``downwards`` and above it
    read upwards; ``None`` when no sentence joins one. Any other line ends it."""
    end = None
    joined = False
    for number in numbers:
        line = lines.get(number)
        if line is None:
            break
        text = _unprefixed(line.text).rstrip()
        if not text or (joined == downwards and (text[0].isspace() or text == _TRACEBACK)):
            continue
        if not joined and PYTHON_CHAIN_LINK.match(text):
            joined = True
            continue
        if not joined or _PYTHON_EXCEPTION.match(text) is None:
            break
        end, joined = number, False
    return end


def _unprefixed(text: str) -> str:
    """``text`` (a line's) without pytest's internal-error prefix (:data:`_INTERNAL_ERROR`)."""
    found = _INTERNAL_ERROR.search(text)
    return text[found.end() :] if found is not None else text


def quotes_cause(lines: Mapping[int, LogLine], last: int, cause: int) -> bool:
    """Whether the exception line ``last`` quotes the message of the exception line ``cause`` whole
    (1-based numbers of read lines; a message shorter than :data:`QUOTED_MESSAGE_CHARS` is quoted
    by chance): urllib3's ``NameResolutionError: … Failed to resolve 'upload.pypi.org' ([Errno -2]
    Name or service not known)`` raised from ``socket.gaierror: [Errno -2] Name or service not
    known`` tells its cause already; a JVM wrapper's ``RuntimeException: java.lang.NumberFormatException:
    For input string: "x"`` above ``Caused by: java.lang.NumberFormatException: For input string: "x"``
    (``new RuntimeException(e)``'s message is its cause's) the same."""
    found = _PYTHON_EXCEPTION.match(lines[cause].text.removeprefix(JVM_CAUSE)) if cause in lines else None
    message = found.group("message").strip() if found is not None else ""
    return len(message) >= QUOTED_MESSAGE_CHARS and last in lines and message in lines[last].text


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


def raised_at(lines: Mapping[int, LogLine], exception: int, locations: Iterable[Location]) -> str | None:
    """Where the exception on line ``exception`` (1-based) was raised, as ``file:line``: the
    innermost frame of its traceback (the indented lines right above it) that is the log line of
    one of ``locations`` (the report's, the project's files: ``shop/config.py:11``, a runner's
    checkout folder left out, :func:`~ci_triage.logs.runner_folder.without_runner_folder`); ``None``
    when none is."""
    places = {location.log_line: location for location in locations if location.line is not None}
    for number in range(exception - 1, max(exception - 1 - MAX_TRACE_LINES, 0), -1):
        line = lines.get(number)
        if line is None or not line.text[:1].isspace():
            return None
        place = places.get(number)
        if place is not None:
            return f"{without_runner_folder(place.file)}:{place.line}"
    return None
