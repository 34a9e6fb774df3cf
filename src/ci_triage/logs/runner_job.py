"""The job a GitHub Actions job log is of, as the runner names it in its set-up lines.

Before the job's first step, the runner prints the job's display name once, the last line of its
"Set up job" step: ``Complete job name: build`` for a job ``build``, ``Complete job name: test
(ubuntu-latest, 3.12)`` for one run of a matrix job, ``Complete job name: CI / lint`` for a job of a
called workflow. It is the name the REST API gives the job (``jobs[].name``) and the run-logs zip
its file (``0_test (ubuntu-latest, 3.12).txt``), so a single job's log names its job as a zip member
does (the corpus' ``gha/`` logs show the line; GitHub Docs, "Using a matrix for your jobs": a matrix
job is shown as its name and its values in parentheses).

The line is looked for without a pattern: the text before the log's first step line, searched for
the words, then each line holding them cleaned (:func:`ci_triage.logs.clean.clean_line`: the
runner's timestamp, a byte order mark and a wrapper's stamp removed) and read only when the words
open it. Linear in the head's length.
"""

from __future__ import annotations

from ci_triage.logs.clean import clean_line
from ci_triage.logs.stamps import StampForm

_WORDS = b"Complete job name: "
_FIRST_STEP = b"##[group]Run "
"""The runner's title of a step (a script's or an action's): the job's own output begins there."""


def runner_job_name(head: bytes, stamp: StampForm | None = None) -> str | None:
    """The job's display name from the runner's ``Complete job name: NAME`` line in ``head`` (the
    first bytes of a GitHub Actions job log, ``\\n``-separated; ``stamp`` a wrapper's prefix of
    every line, :func:`ci_triage.logs.stamps.detect_stamp`), only before the first step's
    ``##[group]Run`` line (a step's output that prints the words is no runner's line). None when
    there is no such line, or its name is blank."""
    end = head.find(_FIRST_STEP)
    setup = head if end < 0 else head[:end]
    found = setup.find(_WORDS)
    while found >= 0:
        start = setup.rfind(b"\n", 0, found) + 1
        stop = setup.find(b"\n", found)
        line = setup[start : len(setup) if stop < 0 else stop]
        text = clean_line(line.decode("utf-8", "replace").rstrip("\r"), stamp).text
        if text.startswith(_WORDS.decode()) and stop >= 0:
            name = text[len(_WORDS) :].strip()
            return name or None
        found = setup.find(_WORDS, found + len(_WORDS))
    return None
