"""The cause inside a box of a subprocess's output, as pip prints a failed build step.

pip (21.2 and later, its ``diagnostic`` errors) reports a subprocess that failed as
``× Getting requirements to build wheel did not run successfully.``, ``│ exit code: 1``,
``╰─> [21 lines of output]``, the subprocess's lines indented, then ``[end of output]``. The line
that says why is the last of that output: a traceback's exception, distutils' ``error: ...``, unless
that line is the build backend's own report that a command it ran failed (setuptools'
``error: command '/usr/bin/gcc' failed with exit code 1``, or a line a skill's ``wrapper`` signal
reads: cythonize's ``Cython.Compiler.Errors.CompileError: src/geom/_area.pyx``; or a summary
signal's: ninja's ``ninja: build stopped: subcommand failed.``): a wrapper's line,
which defers to the first error the command printed above it inside the box (gcc's ``src/fast.c:2:73:
error: ...``, Cython's ``src/geom/_area.pyx:3:11: undeclared name not builtin: aera``).
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.signals import SignalIndex, SignalMatch

_BOX_OPENS = LazyRE2(r"^\s*╰─> \[(?P<count>\d+) lines? of output\]\s*$")
_BOX_ENDS = LazyRE2(r"^\s*\[end of output\]\s*$")
_SEE_ABOVE = LazyRE2(r"^\s*╰─> (?:See above for output|No available output)\.\s*$")
"""pip's box under ``-v``, whose output it printed as the step ran, above its ``×`` line: ``See
above for output.`` (pip 23), ``No available output.`` (pip 26, the same case reworded)."""
_REPORTED_STEP = LazyRE2(r"^\s*× (?P<step>.+) did not run successfully\.$")
"""pip's ``×`` line of a failed step, ``step`` its words (``Building wheel for x (pyproject.toml)``)."""
_RUNNING_COMMAND = LazyRE2(r"^\s*Running command (?P<step>.+)$")
"""pip's line (``-v``) above the output of the step it runs, in the words its ``×`` line uses."""
_SUBPROCESS_ERROR = LazyRE2(r"^\s*error: subprocess-exited-with-error\s*$")
"""pip's line between a step's output and its ``×`` line."""
MAX_BOX_HEADER = 3
"""Lines from the ``×`` line to the box's opening (``│ exit code: 1`` between)."""
MAX_BOX_LINES = 5_000
"""Output lines of one box read for its last line (pip prints all of them)."""
_COMMAND_FAILED = LazyRE2(
    r"^\s*error: (?:command '[^']+' failed with exit (?:code|status) -?\d+"
    r"|Command '\[[^\]]*\]' returned non-zero exit status -?\d+\.)$"
    r"|^\s*Error(?: running maturin)?: [Cc]ommand '?\[[^\]]*\]'? returned non-zero exit status -?\d+\.?$"
)
"""setuptools' (and distutils') line for a command of the build that exited non-zero (``error:
command '/usr/bin/gcc' failed with exit code 1``; distutils and setuptools before 59 say ``exit
status 1``; setuptools 84.2.1, whose compiler call raises ``subprocess.CalledProcessError``, quotes the
command as a list: ``error: Command '['gcc', '-c', 'src/fast.c', …]' returned non-zero exit status
1.``; maturin's PEP 517 hook, ``Error: command ['maturin', 'pep517', 'build-wheel', …] returned non-zero
exit status 1``, and its metadata hook's ``Error running maturin: Command '['maturin', 'pep517',
'write-dist-info', …]' returned non-zero exit status 1.``, maturin 1.16): it names the command, the
command's own output above says why."""


def boxed_output_cause(lines: dict[int, LogLine], head: int, signals: SignalIndex | None = None) -> int | None:
    """The number (1-based, a key of ``lines``) of the last non-blank line inside the box of
    output that opens within :data:`MAX_BOX_HEADER` lines below line ``head`` (pip's ``×`` line)
    and ends with ``[end of output]`` (:func:`box_body`); when that line is a build command's failure
    (:data:`_COMMAND_FAILED`) and ``signals`` is given, the first line of the box above it that an
    ``error`` signal of ``signals`` matches once the box's indentation is removed (:func:`first_error`),
    if any. ``None`` when no such box follows, or a line of it was not read, or it holds no line."""
    body = box_body(lines, head)
    if body is None:
        return None
    last = next((number for number in reversed(body) if lines[number].text.strip()), None)
    if last is not None and signals is not None and _reports_a_failed_command(lines[last], signals):
        return first_error(lines, body.start, last, signals) or last
    return last


def _reports_a_failed_command(line: LogLine, signals: SignalIndex) -> bool:
    """Whether ``line``, a box's last, only reports that a command or a compilation the build ran
    failed: setuptools' line (:data:`_COMMAND_FAILED`) or a line a ``wrapper`` signal reads (the
    exception cythonize raises, ``Cython.Compiler.Errors.CompileError: src/geom/_area.pyx``, which
    names the file its errors above are in; meson's ``A full log can be found at …/meson-log.txt``)
    or a ``summary`` signal (ninja's ``ninja: build stopped: subcommand failed.`` below gcc's error
    under meson-python), read without the box's indentation too."""
    reporting = ("wrapper", "summary")
    return (
        _COMMAND_FAILED.match(line.text) is not None
        or any(m.signal.role in reporting for m in line.matches)
        or any(m.signal.role in reporting for m in signals.match(line.text.lstrip()))
    )


def box_body(lines: dict[int, LogLine], head: int) -> range | None:
    """The numbers (1-based keys of ``lines``) of the output lines inside the box that opens within
    :data:`MAX_BOX_HEADER` lines below line ``head`` (pip's ``×`` line): from below its
    ``╰─> [N lines of output]`` line to above its ``[end of output]`` (at most
    :data:`MAX_BOX_LINES`); for a box that points above (:func:`output_above`: ``pip -v``), the
    output pip printed above it. ``None`` when no such box follows or a line of it was not read."""
    for opening in range(head + 1, head + 1 + MAX_BOX_HEADER):
        if opening not in lines:
            return None
        if _SEE_ABOVE.match(lines[opening].text):
            return output_above(lines, head)
        if _BOX_OPENS.match(lines[opening].text):
            break
    else:
        return None
    for number in range(opening + 1, opening + 1 + MAX_BOX_LINES):
        if number not in lines:
            return None
        if _BOX_ENDS.match(lines[number].text):
            return range(opening + 1, number)
    return None


def output_above(lines: dict[int, LogLine], head: int) -> range | None:
    """The numbers (1-based keys of ``lines``) of the output of the step pip's ``×`` line ``head``
    reports when pip printed it as it ran (``pip -v``, whose box says ``╰─> See above for output.``,
    pip 23.2.1, or ``╰─> No available output.``, pip 26.3): from below pip's ``Running command
    Building wheel for x (pyproject.toml)`` line naming the same step, at most :data:`MAX_BOX_LINES`
    lines above, to above its ``error: subprocess-exited-with-error`` line (or the ``×`` line).
    ``None`` without that line, or when a line between was not read."""
    reported = _REPORTED_STEP.match(lines[head].text) if head in lines else None
    if reported is None:
        return None
    end = head
    while end - 1 in lines and (not lines[end - 1].text.strip() or _SUBPROCESS_ERROR.match(lines[end - 1].text)):
        end -= 1
    for number in range(head - 1, max(head - 1 - MAX_BOX_LINES, 0), -1):
        if number not in lines:
            return None
        running = _RUNNING_COMMAND.match(lines[number].text)
        if running is not None and running.group("step") == reported.group("step"):
            return range(number + 1, end) if number + 1 < end else None
    return None


def first_error(lines: dict[int, LogLine], first: int, last: int, signals: SignalIndex) -> int | None:
    """The number of the first line from ``first`` to before ``last`` (1-based keys of ``lines``, all
    read) whose text, without the indentation of the box's first output line (line ``first``: pip
    indents the subprocess's lines by 6 spaces), an ``error`` signal of ``signals`` matches with the
    greatest weight among those lines (gcc's ``../src/x.c:4:10: fatal error: …``, 0.9, before ninja's
    ``FAILED: x.c.o`` above it, 0.6); ``None`` when none does. The indentation hides the line from the
    signals anchored at a line's start."""
    best: tuple[float, int] | None = None
    for number in range(first, last):
        errors = [match.signal.weight for match in _errors(lines, first, number, signals)]
        weight = max(errors, default=0.0)
        if weight > 0 and (best is None or weight > best[0]):
            best = (weight, number)
    return best[1] if best is not None else None


def boxed_error(lines: dict[int, LogLine], head: int, number: int, signals: SignalIndex) -> SignalMatch | None:
    """The strongest match of an ``error`` signal of ``signals`` on line ``number`` (1-based, a key of
    ``lines``) read without the box's indentation, when that line is inside the box of output that
    opens below line ``head`` (:func:`box_body`: pip's ``×`` line): gcc's ``src/x.c:3:5: error: …``,
    rustc's ``error[E0308]: mismatched types``, Cython's ``src/m.pyx:3:11: …``, which pip's indentation
    hides from the signals anchored at a line's start. ``None`` when no box follows ``head``, the line
    is not in it, or no error signal reads it."""
    body = box_body(lines, head)
    if body is None or number not in body:
        return None
    return max(_errors(lines, body.start, number, signals), key=lambda match: match.signal.weight, default=None)


def _errors(lines: dict[int, LogLine], first: int, number: int, signals: SignalIndex) -> list[SignalMatch]:
    """The matches of ``signals``' ``error`` signals on line ``number`` of ``lines`` without the
    indentation of the box's first output line (line ``first``: pip indents the subprocess's lines by
    6 spaces)."""
    opening = lines[first].text
    indent = opening[: len(opening) - len(opening.lstrip())]
    text = lines[number].text
    text = text[len(indent) :] if indent and text.startswith(indent) else text
    return [match for match in signals.match(text) if match.signal.role == "error"]
