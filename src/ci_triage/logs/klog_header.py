"""The header klog, the Kubernetes logger, writes before each line (kubectl, kubelet, controllers).

klog's header is ``Lmmdd hh:mm:ss.uuuuuu threadid file:line] msg``: a severity letter (``I``nfo,
``W``arning, ``E``rror, ``F``atal), the month and day, the time to the microsecond, the thread id
padded to seven columns, and the logger's caller in the program's own source (``E1204
18:49:19.260384   14901 memcache.go:265] "Unhandled Error" err=...``). Source: klog's
``klog.go`` (``formatHeader``) and its README. The caller is kubectl's file, not the repository's,
and ``E1204`` is no linter's rule code, so the analysis reads the message after the header, as it
reads a runner's tag (:mod:`ci_triage.logs.task_prefix`): the excerpt and citations keep the line
whole. One line decides (the form is exact); one RE2 match per line, linear time.
"""

from __future__ import annotations

from collections.abc import Mapping

from ci_triage.logs.re2_patterns import LazyRE2

_HEADER = LazyRE2(r"^[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d{6} +\d+ [^\s:\]]+:\d+\] ")
"""klog's header, its trailing space included (matched at the text's start)."""


def klog_header_cuts(texts: Mapping[int, str], cut: Mapping[int, int]) -> dict[int, int]:
    """``cut`` (line number, 1-based → characters already left out at the line's start: a runner's
    tag) with, for each line of ``texts`` (line number → cleaned text) whose text after that cut
    opens with klog's header, the header's length added; other lines as in ``cut``."""
    found = dict(cut)
    for number, text in texts.items():
        start = cut.get(number, 0)
        if text[start : start + 1] not in ("I", "W", "E", "F"):
            continue
        header = _HEADER.match(text[start:])
        if header is not None:
            found[number] = start + header.end()
    return found
