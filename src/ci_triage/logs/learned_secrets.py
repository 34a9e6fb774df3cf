"""Learn the secrets a whole log shows before any of its text is shown.

A password a passing step prints (``env`` printing ``DB_PASSWORD=…``, a YAML dump's ``password: …``)
is often repeated bare by the failing step (``AssertionError: assert '…' == 'changeme'``), where no
pattern can tell it is a secret. :func:`ci_triage.base.redact.redact` masks a value it learned
wherever it meets it, but it reads only what is shown: the failing step. So the first pass
(:mod:`ci_triage.logs.first_pass`) and the reading of a baseline log (:mod:`ci_triage.logs.compare`)
hand each block of the log to :func:`learn_block`: one RE2 search over the block's bytes for
:data:`~ci_triage.base.redact.CONTEXT_SCREEN` finds the few lines that may assign a secret, and
only those are decoded, cleaned (as the analysis sees them) and read together by
:func:`~ci_triage.base.redact.learn_secrets`. Time is linear in the size of the log, memory that of
a block.
"""

from __future__ import annotations

import functools
from pathlib import Path

import re2

from ci_triage.base.redact import CONTEXT_SCREEN, can_learn, learn_secrets
from ci_triage.logs.clean import uncut_text
from ci_triage.logs.stamps import HEAD_BYTES, StampForm, detect_stamp

_UNANCHORED = re2._re2.RE2.Anchor.UNANCHORED


@functools.cache
def _screen() -> re2._Regexp:
    """:data:`~ci_triage.base.redact.CONTEXT_SCREEN` compiled once, on first use (UTF-8, as the
    patterns it screens for read text)."""
    options = re2.Options()
    options.log_errors = False
    return re2.compile(CONTEXT_SCREEN, options)


def learn_block(data: bytes, end: int, stamp: StampForm | None = None) -> None:
    """Learn the secrets of the lines in ``data[:end]`` (raw log bytes, whole lines; a line cut by
    the block's end is read as far as it goes), until no more can be learned
    (:func:`~ci_triage.base.redact.can_learn`). ``stamp`` is the log's wrapper prefix
    (:func:`ci_triage.logs.stamps.detect_stamp`), removed with the rest of a line's noise first."""
    if not can_learn():
        return
    search = _screen()._regexp.Match
    lines: list[str] = []
    position = 0
    while position < end:
        start = search(_UNANCHORED, data, position, end)[0][0]
        if start < 0:
            break
        line_start = data.rfind(b"\n", 0, start) + 1
        line_end = data.find(b"\n", start, end)
        line_end = end if line_end < 0 else line_end
        lines.append(uncut_text(data[line_start:line_end], stamp))
        position = line_end + 1
    if lines:
        learn_secrets("\n".join(lines))  # read at once, as an excerpt's lines are masked


LEARN_BLOCK_BYTES = 1024 * 1024
"""Bytes of a log file :func:`learn_log` reads at a time (whole lines; a longer line is read whole)."""


def learn_log(path: Path) -> None:
    """Learn the secrets of the whole log file at ``path`` (:func:`learn_block`, block by block, its
    wrapper prefix detected from its head) before any log of the run is shown: a password one job's
    passing step printed is masked where another job, analysed first, repeats it bare. An unreadable
    file teaches nothing (its analysis says why). Time is linear in the file's size."""
    try:
        with path.open("rb") as file:
            stamp = detect_stamp(file.read(HEAD_BYTES))
            file.seek(0)
            while can_learn() and (data := file.read(LEARN_BLOCK_BYTES)):
                data += file.readline()  # the line the block cut, whole
                learn_block(data, len(data), stamp)
    except OSError:
        return
