"""Run the agent harness on a tiny git repository with the scripted model; print the events.

    python examples/harness_demo.py

No key, no network: a ``ScriptedModel`` plays the part of the model. The repository has a
bug (``add`` subtracts) and a check (``check.py``); the script reads, plans, makes a wrong fix,
runs the check (it fails: verify → recover), fixes it properly, re-runs the check and finishes.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from ci_triage.agent import AgentOptions, create_agent
from ci_triage.agent.events import BaseEvent
from ci_triage.agent.llm.scripted import ScriptedModel, call

FILES = {
    "calc.py": "def add(a, b):\n    return a - b\n",
    "check.py": "import sys\nfrom calc import add\nsys.exit(0 if add(2, 3) == 5 else 1)\n",
}


def make_repository(root: Path) -> None:
    for name, content in FILES.items():
        (root / name).write_text(content)
    for args in (
        ["init", "-q"],
        ["add", "."],
        ["-c", "user.name=Demo", "-c", "user.email=demo@example.com", "commit", "-q", "-m", "Add calc"],
    ):
        subprocess.run(["git", *args], cwd=root, check=True)


def describe(event: BaseEvent) -> str:
    """One line per event: its fields except the bookkeeping ones, shortened."""
    fields = event.model_dump(by_alias=True, exclude={"run_id", "seq", "time", "type"})
    detail = " ".join(f"{k}={v!r}" for k, v in fields.items())
    return f"{event.seq:3} {event.type:<20} {detail[:110]}"  # type: ignore[attr-defined]


def main() -> None:
    check = f"{sys.executable} check.py"
    model = ScriptedModel(
        [
            call("read_file", path="calc.py"),
            call("todo_write", todos=[{"content": "make add() add", "status": "in_progress"}]),
            call("replace_in_file", path="calc.py", old="a - b", new="a * b"),
            call("run_test", command=check),
            call("replace_in_file", path="calc.py", old="a * b", new="a + b"),
            call("run_test", command=check),
            call("finish_task", summary="add() subtracted (calc.py:2); it now adds and check.py passes."),
        ]
    )
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        make_repository(root)
        agent = create_agent(AgentOptions(workspace=root, model=model, run_dir=root / ".run"))
        agent.on("*", lambda event: print(describe(event)))
        result = agent.run_sync("Make check.py pass.")
    print(f"\n{result.status} ({result.stop_reason}) after {result.steps} steps: {result.summary}")


if __name__ == "__main__":
    main()
