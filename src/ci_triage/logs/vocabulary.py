"""The generic words of failure, for logs no skill explains: one source for both passes.

``STRONG`` words say a line reports an error (``ERROR``, ``error:``, ``Traceback``, ``panic``,
``permission denied``, ...); ``WEAK`` words only hint at one (``error`` inside a word, ``invalid``,
``missing``). The first pass (:mod:`ci_triage.logs.first_pass`) compiles them for RE2 over bytes, the
second (:mod:`ci_triage.logs.localise`) for Python's ``re`` over text; the syntax used is common to
both engines.
"""

from __future__ import annotations

STRONG = (
    r"\b(?:ERROR|FATAL|FAILED|FAILURE|FAIL|PANIC)\b|ERR!"
    r"|(?i:\berror(?:\[\w+\])?:|\bfatal:|\bpanic|\btraceback\b|exception\b|\bassert(?:ion)?(?:error)?\b"
    r"|segmentation fault|core dumped|out of memory|timed out|permission denied|no such file|\bcannot "
    r"|could not|unable to|not ok \d|undefined reference|command not found|access denied|\bforbidden\b"
    r"|\bunauthorized\b)"
    r"|\*\*\* FAILED|✖|✗|❌"
)
WEAK = r"(?i:error|fail|\babort|refused|\binvalid\b|\bmissing\b|\bexpected\b|\bkilled\b|not found|denied)"
