"""The memory cap a failing step's own command sets, for the advice on an out-of-memory error.

A program that ran out of memory under a cap its step set (``ulimit -v 3000000 && pytest``) fails
the same on any runner: a larger runner does not raise the cap, and a run on a developer's machine
without it may pass. The advice names the cap, as the step wrote it, and its size.
"""

from __future__ import annotations

from collections.abc import Sequence

from ci_triage.logs.re2_patterns import LazyRE2

ALLOCATION = "{allocation}"
"""The placeholder a signal's ``next_step`` writes where the size of the allocation its line says was
refused belongs, its pattern's :data:`ALLOCATION_GROUP` group (numpy's ``Unable to allocate 26.8 GiB
for an array``): :data:`ALLOCATION_ADVICE`, or nothing when the line names no size."""
ALLOCATION_GROUP = "allocation"
"""The group of a signal's pattern that holds the size of the allocation refused, with its unit."""
ALLOCATION_ADVICE = " of {}"
"""What :data:`ALLOCATION` becomes when the signal's line names the size."""
LIMIT = "{limit}"
"""The placeholder a signal's ``next_step`` writes where the step's memory cap belongs
(:func:`limit_advice`): :data:`LIMIT_ADVICE` naming it, or nothing when the step sets none."""
LIMIT_ADVICE = (
    " The step's command caps the memory itself (`{cap}`{size}), whatever the runner has: a larger"
    " runner does not raise that cap, and a run without it may pass; raise the cap or make the program"
    " need less."
)
"""What :data:`LIMIT` becomes when a command of the step sets a cap; ``{size}`` is
:data:`SIZE_ADVICE`."""
SIZE_ADVICE = ", {:.1f} GiB"
"""The cap's size in GiB (2**30 bytes), one decimal."""
_CAP = LazyRE2(r"(?P<cap>\bulimit(?:\s+-[HS])?\s+-[vmd]\s*(?P<kib>\d+))\b")
"""A memory cap in a command: the shell's ``ulimit -v`` (address space), ``-m`` (resident set) or
``-d`` (data segment), in KiB (bash's manual, ``ulimit``). Node's ``--max-old-space-size`` and the
JVM's ``-Xmx`` cap one heap, whose own messages' advice names them (``skills/oom``)."""


def limit_advice(commands: Sequence[str]) -> str:
    """:data:`LIMIT_ADVICE` for the first memory cap a command of ``commands`` (a step's command
    lines) sets (:data:`_CAP`), with its size in GiB; ``""`` when none sets one (``ulimit -v
    unlimited`` sets none)."""
    for command in commands:
        found = _CAP.search(command)
        if found is not None:
            size = SIZE_ADVICE.format(int(found.group("kib")) / 2**20)
            return LIMIT_ADVICE.format(cap=found.group("cap"), size=size)
    return ""
