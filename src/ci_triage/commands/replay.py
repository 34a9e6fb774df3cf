"""``ci-triage replay TRACE``: re-run a recorded triage offline and report the first divergence."""

from __future__ import annotations

import argparse
from pathlib import Path

from ci_triage.base.errors import ExitCode
from ci_triage.base.text import and_more

MAX_DIFFERENCES_SHOWN = 20
"""Differing fields printed for a divergence before the rest are only counted."""


def run_replay(args: argparse.Namespace) -> int:
    """Print the steps replayed, or the first divergence: the step, what differed, and each field
    that differs as ``path: recorded X, now Y`` (:mod:`ci_triage.triage.replay_diff`); exit 0 when
    every step matched, 6 on a divergence."""
    from ci_triage.triage.replay import replay
    from ci_triage.triage.replay_diff import describe_difference, json_differences

    result = replay(Path(args.trace))
    divergence = result.divergence
    for note in result.unchecked:
        print(f"not re-checked, the recorded event stands: {note}")
    if divergence is None:
        print(f"replayed {result.steps} steps: every step matches the trace (final phase: {result.final_phase})")
        return ExitCode.OK
    print(f"step {divergence.step}: {divergence.what} differs")
    differences = json_differences(divergence.recorded, divergence.replayed)
    for path, recorded, now in differences[:MAX_DIFFERENCES_SHOWN]:
        print(f"  {describe_difference(path, recorded, now)}")
    if len(differences) > MAX_DIFFERENCES_SHOWN:
        print(f"  ...{and_more(len(differences), MAX_DIFFERENCES_SHOWN)} differing fields")
    return ExitCode.REPLAY_DIVERGED
