"""How many package boundaries the action crosses from a workflow_run event to the posted comment.

Runs ``ci-triage action`` in-process (``ci_triage.commands.cli.main(["action"])``) on the
``pr_two_failed_jobs`` GitHub scenario cassette (a failed run with a PR: collection, the deterministic
draft, the verifier, one sticky comment POST; the GraphQL viewer query, also a POST, is a read), as a
``workflow_run`` job with ``mode: comment``, and records every call from one ci_triage function to
another with :func:`sys.setprofile`. Library frames in between (pydantic, jinja2, PyGithub) are
skipped: a call is attributed to the nearest ci_triage caller.
Module-level code (imports) is not counted. The on-disk cache starts empty, as in the action's fresh
container, so the count does not depend on earlier runs.

A part is what ``.ci/package_cycles.py`` calls one: a subpackage (``ci_triage.triage``) or a
top-level module (``ci_triage.trace``). It prints

* crossings: distinct caller function → callee function edges whose parts differ;
* part pairs: distinct caller part → callee part pairs among them, with the count of each.

Usage (from the repository root, ci-triage installed): ``python benchmarks/package_crossings.py``.
The numbers depend only on the code, not on the machine.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

SCENARIO = "pr_two_failed_jobs"


def part(frame: FrameType) -> str | None:
    """``prove`` for a frame of ``ci_triage.prove.verify``; None outside ci_triage."""
    names = str(frame.f_globals.get("__name__", "")).split(".")
    return names[1] if names[0] == "ci_triage" and len(names) > 1 else None


def function(frame: FrameType) -> str:
    return f"{frame.f_globals.get('__name__')}.{frame.f_code.co_qualname}"


def ci_triage_caller(frame: FrameType) -> FrameType | None:
    caller = frame.f_back
    while caller is not None and part(caller) is None:
        caller = caller.f_back
    return caller


def record_crossings(run: Any) -> set[tuple[str, str, str, str]]:
    """(caller part, callee part, caller function, callee function) of every crossing call of ``run()``."""
    crossings: set[tuple[str, str, str, str]] = set()

    def profile(frame: FrameType, event: str, _arg: object) -> None:
        if event != "call" or frame.f_code.co_name == "<module>":
            return
        callee = part(frame)
        if callee is None:
            return
        caller = ci_triage_caller(frame)
        if caller is None or part(caller) == callee or caller.f_code.co_name == "<module>":
            return
        crossings.add((str(part(caller)), callee, function(caller), function(frame)))

    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
    return crossings


def runner_environment(workdir: Path, event: Path) -> dict[str, str]:
    workspace = workdir / "workspace"
    workspace.mkdir()
    return {
        "GITHUB_ACTIONS": "true",
        "GITHUB_EVENT_NAME": "workflow_run",
        "GITHUB_EVENT_PATH": str(event),
        "GITHUB_REPOSITORY": "octo-org/octo-repo",
        "GITHUB_RUN_ID": "7000000001",
        "GITHUB_RUN_ATTEMPT": "1",
        "GITHUB_API_URL": "https://api.github.com",
        "GITHUB_SERVER_URL": "https://github.com",
        "GITHUB_WORKSPACE": str(workspace),
        "GITHUB_OUTPUT": str(workdir / "output.txt"),
        "GITHUB_STEP_SUMMARY": str(workdir / "summary.md"),
        "INPUT_GITHUB-TOKEN": "gh" + "s_" + "T" * 36,
        "INPUT_MODE": "comment",
        "CI_TRIAGE_CACHE_DIR": str(workdir / "cache"),  # empty, as in the action's fresh container
    }


def main() -> int:
    from cassettes.github import event_path, scenario_cassette
    from ci_triage.commands.cli import main as cli_main

    with tempfile.TemporaryDirectory() as temp:
        env = runner_environment(Path(temp), event_path(SCENARIO))
        saved = dict(os.environ)
        os.environ.clear()
        os.environ.update({key: value for key, value in saved.items() if not key.startswith(("INPUT_", "GITHUB_"))})
        os.environ.update(env)
        codes: list[int] = []
        try:
            with scenario_cassette(SCENARIO) as replay, contextlib.redirect_stdout(sys.stderr):
                crossings = record_crossings(lambda: codes.append(cli_main(["action"])))
        finally:
            os.environ.clear()
            os.environ.update(saved)
        posted = [request for request in replay.sent if request.method == "POST" and "/graphql" not in request.url]
    if codes != [0] or len(posted) != 1:
        print(f"the action did not post one comment (exit {codes}, {len(posted)} POSTs)", file=sys.stderr)
        return 1
    pairs = Counter((caller, callee) for caller, callee, _, _ in crossings)
    print(f"crossings (distinct caller function -> callee function across parts): {len(crossings)}")
    print(f"part pairs: {len(pairs)}")
    print("| caller part | callee part | crossings |")
    print("|---|---|---|")
    for (caller, callee), count in sorted(pairs.items()):
        print(f"| {caller} | {callee} | {count} |")
    if "--calls" in sys.argv:
        for caller_part, callee_part, caller, callee in sorted(crossings):
            print(f"{caller_part} -> {callee_part}: {caller} -> {callee}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
