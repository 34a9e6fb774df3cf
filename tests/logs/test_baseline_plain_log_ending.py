"""A plain log (no exit marker) whose only line new since the passing log is its last, the error
itself, is no step that failed without printing one (trial 122 #1).

Real output (``fixtures/baseline/t122/README.md``): ``./deploy.sh`` with ``DEPLOY_BUCKET`` unset
(GNU bash 5.2.15), saved from a terminal, beside the passing run's output. ``deploy.sh`` is::

    #!/usr/bin/env bash
    set -euo pipefail
    echo "Building site for $(basename "$PWD")"
    echo "Deploying to bucket: ${DEPLOY_BUCKET}"
    echo "deployed"

A plain log has no runner's exit line: its last line is taken for the step's end
(``_plain_ending``), but it is the tool's own error, which a passing run could print; only a
marker the log printed is left out of the lines compared.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures" / "baseline" / "t122"
FAILING, PASSING = FIXTURES / "deploy-fails.out", FIXTURES / "deploy-passes.out"


def test_the_new_last_line_of_a_plain_log_is_no_known_end(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FAILING, "--baseline", PASSING)
    [job] = report["jobs"]
    assert job["headline"] == "./deploy.sh: line 4: DEPLOY_BUCKET: unbound variable"
    assert job["headline_compared"] == "new"
    assert not any("failed without printing" in warning for warning in report["warnings"])
    assert "only known lines" not in [step["reason"] for step in report["confidence_steps"]]
    assert report["confidence"] == triage_json(FAILING)["confidence"]
