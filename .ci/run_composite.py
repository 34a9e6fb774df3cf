"""Run a composite action's steps here as the runner would, for .ci/run (no runner, no network of
GitHub's): ``python .ci/run_composite.py ACTION_DIR WORKSPACE NAME=VALUE...``.

Each step's ``run`` goes to ``bash -e`` (the steps here all say ``shell: bash``) with the step's
``env``, ``GITHUB_ACTION_PATH`` (the action's folder), its own ``GITHUB_OUTPUT`` file and the
caller's ``GITHUB_WORKSPACE``. Expressions handled: ``${{ inputs.NAME }}`` (the given inputs, else
the defaults), ``${{ steps.ID.outputs.NAME }}``, ``${{ github.token }}`` (empty here); any other
expression is an error, so an action that needs more cannot pass unnoticed. The steps print to
stderr; the action's outputs are printed as JSON, and the exit code is the first failing step's.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def _parse_outputs(text: str) -> dict[str, str]:
    """The ``name=value`` and ``name<<DELIMITER`` forms of a GITHUB_OUTPUT file."""
    outputs, lines = {}, iter(text.splitlines())
    for line in lines:
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            value = []
            for part in lines:
                if part == delimiter:
                    break
                value.append(part)
            outputs[name] = "\n".join(value)
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
    return outputs


def run(action_dir: Path, workspace: Path, given: dict[str, str]) -> tuple[int, dict[str, str]]:
    action = yaml.safe_load((action_dir / "action.yml").read_text(encoding="utf-8"))
    assert action["runs"]["using"] == "composite", "not a composite action"
    inputs = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
    unknown = set(given) - set(inputs)
    assert not unknown, f"not inputs of the action: {sorted(unknown)}"
    inputs |= given
    steps: dict[str, dict[str, str]] = {}

    def evaluate(text: str) -> str:
        def one(match: re.Match[str]) -> str:
            parts = match.group(1).split(".")
            if parts[0] == "inputs" and len(parts) == 2:
                return inputs[parts[1]]
            if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
                return steps.get(parts[1], {}).get(parts[3], "")
            if parts == ["github", "token"]:
                return ""
            raise ValueError(f"expression not handled here: {match.group(0)}")

        return EXPRESSION.sub(one, text)

    for step in action["runs"]["steps"]:
        assert step.get("shell") == "bash", f"step {step.get('name')!r}: only shell: bash is run here"
        with tempfile.NamedTemporaryFile("r", suffix=".output", delete=False) as output:
            env = dict(os.environ)
            env |= {key: evaluate(str(value)) for key, value in step.get("env", {}).items()}
            env |= {
                "GITHUB_ACTION_PATH": str(action_dir.resolve()),
                "GITHUB_OUTPUT": output.name,
                "GITHUB_WORKSPACE": str(workspace),
            }
            argv = ["bash", "-e", "-c", evaluate(step["run"])]
            done = subprocess.run(argv, env=env, cwd=workspace, stdout=sys.stderr, check=False)
            if done.returncode != 0:
                return done.returncode, {}
            if "id" in step:
                steps[step["id"]] = _parse_outputs(Path(output.name).read_text(encoding="utf-8"))
        os.unlink(output.name)
    return 0, {name: evaluate(spec["value"]) for name, spec in action.get("outputs", {}).items()}


def main(argv: list[str]) -> int:
    action_dir, workspace, *pairs = argv
    given = dict(pair.split("=", 1) for pair in pairs)
    code, outputs = run(Path(action_dir), Path(workspace), given)
    print(json.dumps(outputs, indent=2))
    return code


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
