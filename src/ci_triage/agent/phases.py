"""The six phases, the tool kinds each permits, and how a run moves between them.

The runner decides the phase from what the model *does*, never from what it says:

* ``read`` tools keep the phase (the run starts in ``explore``);
* ``plan`` tools (``todo_write``) move to ``plan``; ``mutate`` tools move to ``edit``;
* ``execute`` tools (``run_command``, ``run_test``) move to ``verify``;
* a failing verification (non-zero exit, timeout, or tool error) demotes ``verify`` to
  ``recover``; from ``recover`` a change goes to ``edit`` and a re-run to ``verify``;
* ``finish_task`` (kind ``control``) ends in ``complete``.

A call is allowed when its kind is permitted in the current phase, or when it is the move into
the next phase that permits it (explore→plan, plan→edit, edit→verify). Anything else is refused
with a reason the model can act on. The run's tool profile caps the kinds of every phase.
"""

from __future__ import annotations

from enum import StrEnum


class AgentPhase(StrEnum):
    EXPLORE = "explore"
    PLAN = "plan"
    EDIT = "edit"
    VERIFY = "verify"
    RECOVER = "recover"
    COMPLETE = "complete"


class ToolKind(StrEnum):
    """What a tool does to the world; the phase gate reasons only in kinds."""

    READ = "read"
    """Reads or searches; no side effect (fs, git, search)."""
    PLAN = "plan"
    """Planning and analysis (``todo_write``)."""
    MUTATE = "mutate"
    """Changes files in the workspace."""
    EXECUTE = "execute"
    """Runs a process (``run_command``, ``run_test``)."""
    CONTROL = "control"
    """Acts on the run itself (``ask_user``, ``context_manage``, ``finish_task``); allowed in
    every phase but complete, never moves the phase, not subject to permission policies."""


R, P, M, X, C = ToolKind.READ, ToolKind.PLAN, ToolKind.MUTATE, ToolKind.EXECUTE, ToolKind.CONTROL

PERMITTED: dict[AgentPhase, frozenset[ToolKind]] = {
    AgentPhase.EXPLORE: frozenset({R, C}),
    AgentPhase.PLAN: frozenset({R, P, C}),
    AgentPhase.EDIT: frozenset({R, P, M, C}),
    AgentPhase.VERIFY: frozenset({R, P, M, X, C}),
    AgentPhase.RECOVER: frozenset({R, P, M, X, C}),
    AgentPhase.COMPLETE: frozenset(),
}
"""Kinds each phase permits (issue 3: recover = read-only + analysis + mutating + execution)."""

ENTRY: dict[AgentPhase, tuple[ToolKind, AgentPhase]] = {
    AgentPhase.EXPLORE: (P, AgentPhase.PLAN),
    AgentPhase.PLAN: (M, AgentPhase.EDIT),
    AgentPhase.EDIT: (X, AgentPhase.VERIFY),
}
"""The one kind that may step a phase forward into the next one: (kind, next phase)."""

PROFILES: dict[str, frozenset[ToolKind]] = {
    "read-only": frozenset({R, P, C}),
    "scratch-write": frozenset({R, P, M, X, C}),
}
"""Tool profiles: the kinds a run may use at all, whatever its phase."""


def target_phase(current: AgentPhase, kind: ToolKind) -> AgentPhase:
    """The phase a successful call of ``kind`` leads to from ``current``."""
    if kind is P:
        return AgentPhase.PLAN if current in (AgentPhase.EXPLORE, AgentPhase.PLAN) else current
    if kind is M:
        return AgentPhase.EDIT
    if kind is X:
        return AgentPhase.VERIFY
    return current


def gate(current: AgentPhase, kind: ToolKind, profile: frozenset[ToolKind]) -> str | None:
    """``None`` if a call of ``kind`` may run now, else the reason it may not (for the model)."""
    if current is AgentPhase.COMPLETE:
        return "the run is complete; no tool may run"
    if kind not in profile:
        return f"the run's tool profile does not allow {kind} tools"
    if kind in PERMITTED[current]:
        return None
    entry = ENTRY.get(current)
    if entry is not None and entry[0] is kind:
        return None
    allowed = ", ".join(sorted(PERMITTED[current]))
    hint = {
        AgentPhase.EXPLORE: "write a plan with todo_write first",
        AgentPhase.PLAN: "make a change before running checks",
    }.get(current, "")
    return f"phase {current} permits {allowed} tools, not {kind}" + (f"; {hint}" if hint else "")


Move = tuple[AgentPhase, AgentPhase]


class PhaseTracker:
    """The current phase and the moves the loop makes, as ``(from, to)`` pairs."""

    def __init__(self) -> None:
        self.phase = AgentPhase.EXPLORE

    def after_call(self, kind: ToolKind, *, failed_check: bool) -> list[Move]:
        """The moves after a call of ``kind`` ran; ``failed_check`` marks a failed ``execute``
        call, which lands in ``recover`` (passing through ``verify``)."""
        moves = self._move(target_phase(self.phase, kind))
        if kind is X and failed_check:
            moves += self._move(AgentPhase.RECOVER)
        return moves

    def complete(self) -> list[Move]:
        return self._move(AgentPhase.COMPLETE)

    def _move(self, to: AgentPhase) -> list[Move]:
        if to is self.phase:
            return []
        moved = (self.phase, to)
        self.phase = to
        return [moved]
