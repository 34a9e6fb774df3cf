"""A terminal copy that ends while a command it ran under ``timeout`` was still at work.

A plain log copied from a terminal (``$ COMMAND``, then what the command printed) shows how the
command ended only by what was printed after it: a tool's verdict or tally, an exit status a script
echoed, a crash report, the next prompt. coreutils' ``timeout N COMMAND`` stops the command at its
limit and exits 124 without printing anything (coreutils manual, "timeout invocation": "If the
command times out ... exit with status 124"), so the copy of such a run ends on whatever the command
printed last. When that last line announces work under way, a sentence ending in an ellipsis
(``waiting for database on 127.0.0.1:5999 ...``; ``python3 -m http.server``'s ``Serving HTTP on
127.0.0.1 port 8765 (http://127.0.0.1:8765/) ...``), and nothing follows it, the log cannot say
whether the command finished or ``timeout`` stopped it: not "no failure found", but unknown
(:func:`ended_mid_run`). The same announcement followed by the command's own end (``database is
up``) or by the next prompt is a run that ended.

A program whose output goes from one announcement straight to another one (dpkg's ``Unpacking jq
(1.6-2.1) ...`` then ``Setting up jq (1.6-2.1) ...``) finishes each such step without a word, so its
last announcement says nothing of its end; a wait loop printing the same announcement again
(``waiting for postgres...`` each second, its numbers aside) is still waiting.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise

from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import time_limited

_ANNOUNCEMENT = LazyRE2(r"[^\s.]\s?(?:\.{3}|…)\s*$")
"""A line that announces work under way: words and then an ellipsis at the line's end (``waiting
for database on 127.0.0.1:5999 ...``, ``Connecting…``); not a row of progress dots alone
(unittest's ``...``, pytest's ``....``)."""
_DIGITS = str.maketrans("", "", "0123456789")


def announces_work(text: str) -> bool:
    """Whether ``text`` (a cleaned log line) announces work under way (:data:`_ANNOUNCEMENT`)."""
    return _ANNOUNCEMENT.search(text) is not None


def ended_mid_run(texts: Mapping[int, str], commands: Mapping[int, str]) -> str | None:
    """The command of a plain log's last command line when the log ends while that command ran
    under ``timeout`` (see the module docstring), else ``None``.

    ``texts`` maps the numbers (1-based) of the lines read at the log's end to their cleaned text;
    ``commands`` maps those of them that are command lines (a ``$ `` prompt or a ``+ `` trace) to
    the command they show. The last of them must run a command under ``timeout``
    (:func:`~ci_triage.logs.tools.time_limited`), with output after it whose last non-blank line
    announces work (:func:`announces_work`) and in which no announcement is followed by a
    different one (digits aside): a program that moves on from an announcement without a word is no
    sign of one stopped."""
    output = [number for number, text in sorted(texts.items()) if text.strip()]
    if not commands or not output:
        return None
    prompt = max(commands)
    output = [number for number in output if number > prompt]
    if not output or not time_limited(commands[prompt]) or not announces_work(texts[output[-1]]):
        return None
    said = [texts[number].strip().translate(_DIGITS) for number in output]
    for line, after in pairwise(said):
        if announces_work(line) and announces_work(after) and line != after:
            return None
    return commands[prompt]
