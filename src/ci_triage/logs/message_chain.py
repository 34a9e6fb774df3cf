"""Shorten a chain of messages so that its cause stays: ``what failed: why: why that: the cause``.

A tool that wraps each error it catches in one that says what it was doing prints the chain on one
line, the outermost context first and the cause last, each link after ``": "``: Maven's ``[ERROR]
Failed to execute goal …:resources (default-resources) on project calc: Execution
default-resources of goal … failed: Plugin … could not be resolved: The following artifacts could
not be resolved: …: Cannot access central (https://repo.maven.apache.org/maven2) in offline mode
and the artifact … has not been downloaded from it before.``; Go's wrapped errors (``fmt.Errorf("…:
%w", err)``) read the same way. Cut at its start, such a line keeps only the contexts.
"""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

CLAUSE_END = LazyRE2(r"[.;!?](?:\s|$)")
"""Where a sentence or clause ends: ``.``, ``;``, ``!`` or ``?`` before a space or the text's end
(not ``:``, which opens what a message says: ``error: release version 21 not supported``)."""
LINK = ": "
"""What separates two links of a chain (a colon not followed by a space is part of a name:
``org.apache.maven:maven-project:jar:2.0.6``, ``https://``), outside braces (:func:`_links`)."""
CHAIN_LINKS = 3
"""Links a message needs to be a chain: a context and its cause (``error: x``) is no chain."""
CAUSE_SHARE = 2 / 3
"""Share of the limit the kept end of a chain (its cause, and the links before it that fit
in half the limit) takes at most; the rest keeps the chain's start (what failed)."""
GAP = " …: "
"""What stands for the links left out between the chain's start and its end."""


def cause_kept(text: str, limit: int) -> str | None:
    """``text`` shortened to at most ``limit`` characters keeping the end of its chain of messages
    (module docstring): its start, :data:`GAP`, then its last link and the links right before it that
    fit in half the limit together (the last link alone cut between words after :data:`CAUSE_SHARE`
    of the limit, with ``…``). The start is its first links whole when they fill at least half the
    room the end leaves (a Rust panic's ``thread 'x' panicked at src/lib.rs:261:29``: its place
    kept), the end then being the last link alone if that is what makes them fit and it holds words
    (a last link of one word names where, not why: pip's ``…: [Errno -2] Name or service not
    known')': /simple/requests/`` keeps the links before its URL); else the start is cut between
    words. ``None`` — the text is cut as any other —
    when it fits, has fewer than :data:`CHAIN_LINKS` links, would keep one word as its end (a
    quoted value's ``…: Apache-2.0')`` after the ``": "`` inside ``(expected
    'SPDX-License-Identifier: Apache-2.0')``), ends a sentence or clause
    (:data:`CLAUSE_END`) past half the limit within its first ``limit`` characters (a cut there
    reads well), or its last link starts before :data:`CAUSE_SHARE` of the limit (a cut at the
    limit shows it)."""
    links = _links(text)
    last = links[-1] if links else -1
    if len(text) <= limit or len(links) < CHAIN_LINKS - 1 or last + len(LINK) < limit * CAUSE_SHARE:
        return None
    if any(limit // 2 < found.start() < limit for found in CLAUSE_END.finditer(text[: limit + 1])):
        return None
    start = last
    for before in reversed(links[:-1]):
        if before <= 0 or len(text) - before - len(LINK) > limit // 2:
            break
        start = before
    longest = _tail(text, start, limit)
    if " " not in longest:  # one word says where or what, not why: no cause to keep
        return None
    alone = _tail(text, last, limit)
    for tail in dict.fromkeys((longest, alone) if " " in alone else (longest,)):
        room = limit - len(tail) - len(GAP)
        boundary = max((link for link in links if link + len(LINK) <= room + 1), default=-1)
        if boundary >= room // 2:
            return f"{text[:boundary].rstrip(' :')}{GAP}{tail}"
    room = limit - len(longest) - len(GAP)
    cut = text.rfind(" ", 0, room + 1)
    head = text[: cut if cut > 0 else room].rstrip(" :")
    return f"{head}{GAP}{longest}"


def _links(text: str) -> list[int]:
    """Where :data:`LINK` separates two links of ``text`` (0-based character offsets, in order):
    each ``": "`` outside braces and square brackets, since one inside a value's braces separates a
    field from its value (Rust's ``ParseIntError { kind: InvalidDigit }``, a Python dict's ``{'a':
    1}``), as one inside brackets does in a field list (markdownlint's ``[Expected: 1; Actual: 0;
    Below] [Context: "# Project"]``), while one inside parentheses may be a link of a chain an
    exception's repr holds (urllib3's ``NewConnectionError('<…>: Failed to establish a new
    connection: [Errno -2] …')``); every ``": "`` when the braces and brackets do not balance (a
    value cut short)."""
    depth, lowest = 0, 0
    links: list[int] = []
    anywhere: list[int] = []
    for index, char in enumerate(text):
        if char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
            lowest = min(lowest, depth)
        elif text.startswith(LINK, index):
            anywhere.append(index)
            if depth == 0:
                links.append(index)
    return links if depth == 0 and lowest == 0 else anywhere


def _tail(text: str, start: int, limit: int) -> str:
    """What follows the link separator at ``start`` in ``text``, cut between words after
    :data:`CAUSE_SHARE` of ``limit`` with ``…`` when longer."""
    tail = text[start + len(LINK) :].strip()
    most = int(limit * CAUSE_SHARE)
    if len(tail) > most:
        cut = tail.rfind(" ", 0, most)
        tail = tail[: cut if cut > 0 else most - 1].rstrip() + "…"
    return tail
