"""``ci-triage replay TRACE``: re-run a recorded triage loop offline and report divergences."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ci_triage.errors import ExitCode


def run_replay(args: argparse.Namespace) -> int:
    """Print one line per step replayed and each divergence; exit 0 when every decision matched."""
    from ci_triage.triage.replay import replay

    result = replay(Path(args.trace))
    if not result.divergences:
        print(f"replayed {result.steps} steps: every decision matches the trace (final phase: {result.final_phase})")
        return ExitCode.OK
    for divergence in result.divergences:
        print(f"step {divergence.step}: {divergence.what} differs")
        print(f"  recorded: {json.dumps(divergence.recorded, sort_keys=True)[:2000]}")
        print(f"  replayed: {json.dumps(divergence.replayed, sort_keys=True)[:2000]}")
    print(f"replayed {result.steps} steps: {len(result.divergences)} divergence(s)")
    return ExitCode.REPLAY_DIVERGED
