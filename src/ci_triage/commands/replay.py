"""``ci-triage replay TRACE``: re-run a recorded triage offline and report the first divergence."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ci_triage.base.errors import ExitCode

SHOWN_CHARACTERS = 2000
"""Characters of the recorded and the replayed value printed for a divergence."""


def run_replay(args: argparse.Namespace) -> int:
    """Print the steps replayed, or the first divergence (step, what, recorded, now); exit 0 when
    every step matched, 6 on a divergence."""
    from ci_triage.triage.replay import replay

    result = replay(Path(args.trace))
    divergence = result.divergence
    for note in result.unchecked:
        print(f"not re-checked, the recorded event stands: {note}")
    if divergence is None:
        print(f"replayed {result.steps} steps: every step matches the trace (final phase: {result.final_phase})")
        return ExitCode.OK
    print(f"step {divergence.step}: {divergence.what} differs")
    print(f"  recorded: {json.dumps(divergence.recorded, sort_keys=True)[:SHOWN_CHARACTERS]}")
    print(f"  now:      {json.dumps(divergence.replayed, sort_keys=True)[:SHOWN_CHARACTERS]}")
    return ExitCode.REPLAY_DIVERGED
