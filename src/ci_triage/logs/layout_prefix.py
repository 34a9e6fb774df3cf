"""A tool's layout at a line's start, not its message: a build tool's log level tag (Maven's
``[ERROR]``, ``[WARNING]`` and ``[INFO]``, with the padding Surefire's ``Results:`` list adds,
``[ERROR]   CalcTest.sums:7 …``; sbt's ``[error]`` and ``[warn]``), pytest's explanation column
(``E       assert -1 == 5``), the JUnit console launcher's ``=>``, valgrind's and the sanitizers' process id
column (``==24516== Invalid write of size 1``, ``==13140==ERROR: AddressSanitizer: …``), dbt's time of day
(``13:31:05  Failure in test …``), Python logging's level and logger (``ERROR:root:``, alembic's
``ERROR [alembic.util.messaging] ``, cmake-format's ``ERROR __main__.py:618: ``), curl's progress
meter before its error (``…--:--:--     0curl: (6) Could not resolve host: …``) and Gradle 4's task
name glued to its task's first output (``:app:compileJava/…/Main.java:5: error: …``), and a status line
ending in ``... `` that a warning interrupted (Sphinx's ``checking consistency... /…/orphan.rst: WARNING:
…``). A failed test's message and the summary's quote are read without it, and a tag's ``ERROR`` is no
failure word."""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

_LEVEL_TAG = r"(?i:^\s*\[(?:error|fatal|severe|warn|warning|info|debug|trace|verbose|success)\]:?\s*)"
LEVEL_TAG = LazyRE2(_LEVEL_TAG)
"""A bracketed log level, the colon some tools put after it (ansible's ``[ERROR]: …``) and the
blanks around it, at the start of a line's text."""
_PYTHON_LOGGING = (
    r"|^(?:CRITICAL|ERROR|WARNING|INFO|DEBUG):[A-Za-z_][\w.]*:"
    r"|^(?:CRITICAL|CRITI|ERROR|WARNING|WARNI|WARN|INFO|DEBUG) +\[[A-Za-z_][\w.]*\] "
)
_LOGGING_PLACE = r"^(?:CRITICAL|FATAL|ERROR|WARNING|WARN|INFO|DEBUG) +(?P<file>[\w.-]+\.py):\d+ *: "
LOGGING_PLACE = LazyRE2(_LOGGING_PLACE)
"""A Python logging record's level and the place of the logging call in the tool's own source,
``%(levelname)s %(filename)s:%(lineno)s: `` (cmake-format 0.6.13's ``%(levelname)-4s
%(filename)s:%(lineno)-3s: %(message)s``: ``ERROR __main__.py:618: Check failed: CMakeLists.txt``,
trial t120): the logger's file, ``file``, is the tool's, no place of the project."""
_SIZE = r"\d+(?:\.\d+)?[kMGTP]?"
_DURATION = r"(?:--:--:--|\d+:\d\d:\d\d|\d+d \d\dh)"
_CURL_PROGRESS = (
    rf"|^\s*\d{{1,3}} +{_SIZE} +\d{{1,3}} +{_SIZE} +\d{{1,3}} +{_SIZE} +{_SIZE} +{_SIZE}"
    rf" +{_DURATION} +{_DURATION} +{_DURATION} +{_SIZE}"
)
"""curl's progress meter's last row (``  0     0    0     0    0     0      0      0 --:--:-- --:--:--
--:--:--     0``: the percentages and sizes received and sent, the average speeds, the times total,
spent and left, the current speed; curl's ``tool_progress.c``), which curl redraws after a carriage
return and ends with no line break, so its error glues to it: ``…     0curl: (6) Could not resolve
host: …`` (curl 7.88.1 and 8)."""
_LAYOUT_PREFIX = LazyRE2(
    _LEVEL_TAG
    + r"|^E(?: {2,}|$)|^\s*=> |^==\d+==\s*|^\d\d:\d\d:\d\d {2,}"
    + _PYTHON_LOGGING
    + "|"
    + _LOGGING_PLACE
    + _CURL_PROGRESS
)
"""A :data:`LEVEL_TAG`, pytest's ``E`` column and its padding (``_pytest/_code/code.py``'s
``fail_marker``, ``E   `` before each line of a failed test's explanation, ``E`` alone on a blank
line of it once the log's trailing blanks are trimmed), the JUnit Platform
console launcher's ``=>`` before a failed test's exception (``    => org.opentest4j.AssertionFailedError:
expected: <1> but was: <2>``, under its ``Failures (N):`` entry), or the process id between ``==`` that
valgrind's tools (``coregrind/m_libcprint.c``, before each line they write) and the sanitizers'
reports (``Report("ERROR: AddressSanitizer: …")`` through ``sanitizer_common``'s ``==%d==`` prefix)
print, and the blanks after it, or the time of day dbt's text logger puts before each line it prints
(``13:31:05  ``, dbt-core 1.9: two blanks after it, more where the message is indented), or a Python
logging record's level and logger: the default format's ``ERROR:root:`` (``logging.BASIC_FORMAT``,
``%(levelname)s:%(name)s:%(message)s``, what ``logging.error()`` prints unconfigured) and the
``LEVEL [logger] `` of alembic's generated ``alembic.ini`` (``%(levelname)-5.5s [%(name)s]
%(message)s``: ``ERROR [alembic.util.messaging] Multiple head revisions are present …``, alembic
1.20; the level cut to five letters, ``WARNI``, and padded) and the level and place of a record
whose format names the logging call's file (:data:`LOGGING_PLACE`), or curl's progress meter glued before
its error (:data:`_CURL_PROGRESS`)."""
_POWERSHELL_FIELD = LazyRE2(r"^(?: {5,}\| |\s+\+ FullyQualifiedErrorId : )([^\s~^|-])")
"""PowerShell's layout before an error record's message: the gutter of PowerShell 7's concise view
(``     | Cannot find path 'D:\\a\\app\\dist' because it does not exist.``, under ``Line |`` and the
quoted script line: blanks as wide as its line numbers' column, at least ``Line``'s four, and the
bar; about_Preference_Variables, ``$ErrorView``), or the field name of Windows PowerShell's normal
view before a record's id, which for ``throw "…"`` is the thrown text (``    + FullyQualifiedErrorId :
Release 2.1.0 has no changelog``). Its group is the message's first character: a
compiler's label under its own gutter, rustc's ``       | ^^^ expected …`` or ``| ---``, starts with
its marker and is no message."""
_GLUED_TASK = LazyRE2(r"^(:[A-Za-z][\w-]*(?::[A-Za-z][\w-]*)*)(?:/|[A-Za-z]:\\)")
"""Gradle 4's (and older) task name, ``:compileJava`` or a subproject's ``:app:compileJava``, printed
with no line break before the task's first output when that output is an absolute path (javac's
``/home/u/app/src/Main.java:5: error: …``, Gradle 4.4.1, the one Debian and Ubuntu package): the
task's label, not the tool's line, which starts at the path."""

_INTERRUPTED_STATUS = LazyRE2(
    r"^[a-z][^.]*\.\.\. (?:\[ *\d+%\] )?(?:[^\s:]+ )*((?:\S+: )?(?:WARNING|ERROR|CRITICAL): )"
)
"""A status line a warning interrupted, then the warning's start (its group): Sphinx prints a step's
status without a line break, ``checking consistency... `` (``sphinx.util.display.progress_message``), or
a summary and the items it goes through, each followed by a blank (``status_iterator`` without a
length: ``generating indices... genindex ``), and ends the line only when the step is done, so a
warning it logs meanwhile (to stderr, one stream with stdout in a CI log) lands on that line:
``checking consistency... /…/orphan.rst: WARNING: document isn't included in any toctree``,
``generating indices... genindex /…/index.rst:6: WARNING: …`` (Sphinx 9.0.4 run here). The status
is a lowercase phrase ending in ``... ``, maybe a progress count (``[ 50%] ``) and items naming no
place (no colon); the warning is Sphinx's ``LOCATION: WARNING: `` (``ERROR``, ``CRITICAL``; the
location left out when there is none). autoconf's ``checking for x... `` interrupted by its
``configure: WARNING: …`` has the same shape."""


def without_layout_prefix(text: str) -> str:
    """``text`` (one log line's text) without its leading layout (:data:`_LAYOUT_PREFIX`), if any,
    and the blanks after it: ``[ERROR]   CalcTest.sums:7 expected: <6>`` → ``CalcTest.sums:7
    expected: <6>``, ``E       assert -1 == 5`` → ``assert -1 == 5``. A line of the tag alone
    becomes ``""``. Gradle 4's task name glued to an absolute path (:data:`_GLUED_TASK`) is left out
    the same way: ``:app:compileJava/w/app/Main.java:5: error: …`` → ``/w/app/Main.java:5: error: …``,
    and PowerShell's (:data:`_POWERSHELL_FIELD`): ``     | Cannot find path …`` → ``Cannot find path …``, and
    a status line a warning interrupted (:data:`_INTERRUPTED_STATUS`): ``checking consistency... x.rst:
    WARNING: …`` → ``x.rst: WARNING: …``."""
    task = _GLUED_TASK.match(text)
    if task is not None:
        return text[task.end(1) :]
    field = _POWERSHELL_FIELD.match(text)
    if field is not None:
        return text[field.start(1) :]
    status = _INTERRUPTED_STATUS.match(text)
    if status is not None:
        return text[status.start(1) :]
    prefix = _LAYOUT_PREFIX.match(text)
    return text[prefix.end() :] if prefix else text
