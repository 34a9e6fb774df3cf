"""A script that a Jenkins ``sh`` step runs with xtrace on (``bash -x scripts/package.sh``) traces its
own commands in the form Jenkins' ``sh`` step traces the step's (trial 44, findings 2 and 13).

The ``sh`` step runs the system shell "using the -xe flags" (jenkins.io, Pipeline steps,
``sh: Shell Script``), so the step's command is echoed as ``+ bash -x scripts/package.sh``; the
nested shell starts its own trace at one ``+`` again (``+ set -euo pipefail``, ``+ version=``),
``++`` for its command substitutions. Those lines are the script's, not commands of the step: the
step is the command that ran the script, and its error line (grep's, cp's) is in its lines. The
``ERROR: script returned exit code N`` that Jenkins prints below ``[Pipeline] End of Pipeline`` is
that step's line too. The fixtures (``tests/fixtures/trial-44/``, README there) hold real output of
bash 5.2.15 and dash 0.5.12 with GNU grep 3.8 and coreutils 9.1, in Jenkins' console layout.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-44"


@pytest.mark.parametrize(
    ("log", "step", "lines", "error"),
    [
        (
            "jenkins-bash-x-grep-missing.log",
            "bash -x scripts/package.sh",
            (16, 23),
            "grep: package.json: No such file or directory",
        ),
        (
            "jenkins-sh-ex-cp-missing.log",
            "sh -ex scripts/publish.sh",
            (16, 21),
            "cp: cannot stat 'dist/app.tar.gz': No such file or directory",
        ),
    ],
)
def test_the_scripts_own_trace_lines_are_not_steps(
    triage_json: Callable[..., dict], log: str, step: str, lines: tuple[int, int], error: str
) -> None:
    report = triage_json(FIXTURES / log)
    failing = report["failing_step"]
    assert (failing["name"], failing["start_line"], failing["end_line"]) == (step, *lines)
    assert error in report["summary"]
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert error in shown


@pytest.mark.parametrize("log", ["jenkins-bash-x-grep-missing.log", "jenkins-sh-ex-cp-missing.log"])
def test_the_exit_line_after_the_pipelines_end_is_named_by_the_failed_step(
    triage_json: Callable[..., dict], log: str
) -> None:
    report = triage_json(FIXTURES / log)
    exit_span = report["excerpt"][-1]
    assert exit_span["lines"][0].startswith("ERROR: script returned exit code")
    assert exit_span["step"] == report["failing_step"]["name"]
