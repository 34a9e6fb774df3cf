"""The generic words of failure, for logs no skill explains: one source for both passes.

``STRONG`` words say a line reports an error (``ERROR``, ``error:``, ``Traceback``, ``panic``,
``permission denied``, ..., and :data:`TRANSLATED`); ``WEAK`` words only hint at one (``error``
inside a word, ``invalid``, ``missing``). The first pass (:mod:`ci_triage.logs.first_pass`) compiles
them for its engines over bytes; the second pass and the unknown verdict's quote (:mod:`ci_triage.logs.localise`,
:mod:`ci_triage.logs.unknown`) search text with :data:`STRONG_WORD` and :data:`WEAK_WORD`; the syntax
used is common to RE2 and Hyperscan.
"""

from __future__ import annotations

from ci_triage.logs.c_locale_reading import literal_alternation, translated_texts
from ci_triage.logs.re2_patterns import LazyRE2

TRANSLATED = translated_texts("No such file or directory", "Permission denied", "Segmentation fault", " (core dumped)")
"""The translations of the system messages :data:`STRONG` names in English (``no such file``,
``permission denied``, ``segmentation fault``, ``core dumped``), as the C library and bash print them
in another locale (:func:`ci_triage.logs.c_locale_reading.translated_texts`): ``Datei oder Verzeichnis
nicht gefunden``, ``Speicherzugriffsfehler``."""
STRONG = (
    r"\b(?:ERROR|FATAL|FAILED|FAILURE|FAIL|PANIC)\b|ERR!"
    r"|(?i:\berror(?:\[\w+\])?:|\bfatal:|\bpanic|\btraceback\b|exception\b|\bassert(?:ion)?(?:error)?\b"
    r"|segmentation fault|core dumped|out of memory|timed out|permission denied|no such file|\bcannot "
    r"|could not|unable to|not ok \d|undefined reference|command not found|access denied|\bforbidden\b"
    r"|\bunauthorized\b)"
    r"|\*\*\* FAILED|✖|✗|❌|" + literal_alternation(TRANSLATED)
)
WEAK_ERROR = "error"
"""The weak word ``error``, anywhere (inside a word too: ``xerror``, ``errors``), :data:`WEAK`'s first."""
WEAK_OTHERS = (
    "fail",
    r"\babort",
    "refused",
    r"\binvalid\b",
    r"\bmissing\b",
    r"\bexpected\b",
    r"\bkilled\b",
    "not found",
    "denied",
)
""":data:`WEAK`'s words after ``error``, in order."""


def weak_pattern(error: str = WEAK_ERROR) -> str:
    """:data:`WEAK`'s pattern, case-insensitive, with ``error`` (the pattern of its first word, one
    alternative or several joined by ``|``) in place of :data:`WEAK_ERROR`: the one declaration of
    the weak words that the first pass's scanners narrow (:mod:`ci_triage.logs.first_pass`)."""
    return "(?i:" + "|".join((error, *WEAK_OTHERS)) + ")"


WEAK = weak_pattern()
STRONG_WORD = LazyRE2(STRONG)
""":data:`STRONG` as a pattern, compiled on first use."""
WEAK_WORD = LazyRE2(WEAK)
""":data:`WEAK` as a pattern, compiled on first use."""
