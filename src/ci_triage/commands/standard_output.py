"""Standard output that cannot be written (a full disk, ``> /dev/full``) is an :class:`OutputError`.

Every subcommand prints through ``sys.stdout`` (``print``, rich's console, the loop's writers), and
a write can fail at any of them or only at the final flush, once the buffer fills or the process
ends. :func:`guarded_stdout` puts one wrapper in front of ``sys.stdout`` for the whole command, so a
failed write or flush anywhere becomes the same error, exit 4 (README "Exit codes"), instead of an
internal error (exit 70) or Python's own "Exception ignored" at exit (exit 120).

A closed pipe (the reader went away: ``| head -1``) is no failure of ours: the command stops
writing and exits 0 (README "Exit codes"), silently, whatever the format. rich's console, which
prints the terminal view, would exit 1 on it (``Console.on_broken_pipe``, rich's documented hook);
:func:`terminal_console` gives one that raises :class:`BrokenPipeError` like every other write.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, TextIO, cast

from ci_triage.base.errors import OutputError

if TYPE_CHECKING:
    from rich.console import Console


class _GuardedStream:
    """``stream`` whose ``write`` and ``flush`` raise :class:`OutputError` for an :class:`OSError`,
    except :class:`BrokenPipeError` (the reader went away, ``| head``: not an error of ours, it goes
    through, the descriptor pointed at the null device first so nothing fails again at exit).
    Everything else (``isatty``, ``fileno``, ``encoding``...) is the stream's own."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            _drop(self._stream)
            raise
        except OSError as error:
            raise _output_error(error, self._stream) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            _drop(self._stream)
            raise
        except OSError as error:
            raise _output_error(error, self._stream) from None

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


def _output_error(error: OSError, stream: TextIO) -> OutputError:
    """The one error for a failed write to ``stream``, after pointing its descriptor at the null
    device (:func:`_drop`)."""
    _drop(stream)
    return OutputError(f"standard output: cannot write: {error.strerror or error}")


@contextlib.contextmanager
def guarded_stdout() -> Iterator[None]:
    """Run the block with ``sys.stdout`` guarded (see the module docstring) and flush it at the end,
    so output still buffered fails here, not at exit; raises :class:`OutputError`. ``sys.stdout``
    is restored afterwards; a closed standard output (``None``, started with ``>&-``) is left alone."""
    stream = sys.stdout
    if stream is None:
        yield
        return
    sys.stdout = cast(TextIO, _GuardedStream(stream))
    try:
        yield
        sys.stdout.flush()
    finally:
        sys.stdout = stream


def terminal_console() -> Console:
    """A rich console on standard output, without highlighting, whose closed pipe raises
    :class:`BrokenPipeError` (see the module docstring) instead of exiting 1."""
    from rich.console import Console

    class _PipeAwareConsole(Console):
        def on_broken_pipe(self) -> None:
            self.quiet = True  # rich's own first step: nothing more is written
            _drop(sys.stdout)
            raise BrokenPipeError

    return _PipeAwareConsole(highlight=False)


def _drop(stream: TextIO) -> None:
    """Point ``stream``'s descriptor at the null device, so the interpreter's flush at exit does not
    fail again on what could not be written (a second message, and exit 120 instead of ours)."""
    try:
        target = stream.fileno()
    except (OSError, ValueError):  # not a file (a test's capture): nothing is flushed at exit
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, target)
    os.close(devnull)
