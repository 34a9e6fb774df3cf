"""examples/harness_demo.py runs end to end and prints the event stream."""

from __future__ import annotations

import runpy
from pathlib import Path

EXAMPLE = Path(__file__).parents[2] / "examples" / "harness_demo.py"


def test_demo_prints_events_and_completes(capsys):
    runpy.run_path(str(EXAMPLE), run_name="__main__")

    out = capsys.readouterr().out
    assert out.splitlines()[0].split()[:2] == ["1", "run.started"]
    assert "from='verify' to='recover'" in out
    assert out.rstrip().splitlines()[-1].startswith("completed (completed) after 7 steps")
