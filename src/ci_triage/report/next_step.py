"""What to do next about a triage report: the advice the comment's "Next step" and the terminal view
give (the deciding line's skill's, the category's, or what an unknown verdict checked)."""

from __future__ import annotations

from collections.abc import Callable

from ci_triage.logs.model import TriageReport
from ci_triage.logs.unknown import SKILL_COMMAND

NEXT_STEPS = {
    "test failure": "Run the failed tests locally{tests}; the lines above show the assertion or error.",
    "compile/build error": "Fix the first compiler error shown above; later errors often follow from it.",
    "type check": "Fix the first type error shown above (run the type checker locally to see all of them).",
    "lint/format": (
        "Fix the linter's findings shown above (run the linter locally to list them all; its fix option, where it"
        " has one)."
    ),
    "formatting": "Run the project's formatter locally and commit the result.",
    "runtime error": "Read the first traceback or uncaught error above; the script or program it names crashed.",
    "security audit": "Upgrade or replace the vulnerable package named above, or remove the leaked secret.",
    "infrastructure-as-code/deploy": (
        "Fix the resource, manifest or release setting named above (a package's name, version or registry for a"
        " publish); re-run the plan or dry run before applying or publishing."
    ),
    "dependency resolution": "Check the package names, versions and registry shown above; refresh the lock file.",
    "infrastructure/network/flaky": "Re-run the job; if it fails the same way again, the service named above is down.",
    "timeout": "Find the step that hangs or slowed down; raise `timeout-minutes` only if the work grew.",
    "out-of-memory": "Reduce parallelism or memory use, or use a larger runner.",
    "permission/auth": "Grant the token the permission named above (the workflow's `permissions:` block).",
    "configuration": "Check the workflow or tool configuration named above.",
    "cancelled": "The run was cancelled (by a person, a newer push, or the runner); re-run it if needed.",
    "unknown": (
        f"Read the lines above; no known failure family matched them (`{SKILL_COMMAND}` starts a skill for it)."
    ),
}
LOW_CONFIDENCE = 0.25
"""Below this confidence the comment calls the category a guess instead of advising on it."""


def next_step(report: TriageReport, quote: Callable[[object], str] = str) -> str:
    """The next step for ``report``, its failed tests' names written by ``quote`` (an inline code span
    in Markdown): what an unknown verdict checked and its advice; below :data:`LOW_CONFIDENCE`, that
    the category is a guess; else the deciding line's skill's advice, or the category's
    (:data:`NEXT_STEPS`); with a failure and no excerpt line, to triage again with a larger budget."""
    tests = ""
    if report.failed_tests:
        tests = " (" + ", ".join(quote(test.name) for test in report.failed_tests[:3]) + ")"
    primary = next((job.classification for job in report.jobs if job.failure_found), None)
    if report.category == "unknown" and primary is not None and primary.checked:
        checked = "".join(f"\n- {item}" for item in primary.checked)
        advice = f"No known failure family matched. What was checked:{checked}\n\n{primary.next_step or ''}"
    elif report.confidence < LOW_CONFIDENCE:
        advice = (
            f"The category is a guess (confidence {report.confidence:.2f}): no known failure family matched "
            "the lines above clearly. Read them for the cause."
        )
    elif primary is not None and primary.next_step:
        advice = primary.next_step  # the deciding line's skill says what to do
    else:
        advice = NEXT_STEPS[report.category or "unknown"].format(tests=tests)  # None: a green run's, never shown
    if report.failure_found and not report.excerpt:
        advice = (
            f"No log line fit the excerpt budget of {report.budget_tokens} tokens, so none is shown above: "
            "triage again with a larger budget (`--budget`, action input `token-budget`) to read them."
        )
    return advice
