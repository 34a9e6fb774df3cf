"""npm's ERESOLVE summary names the dependency npm could not resolve (trial-18, finding 16).

The summary quoted ``npm error ERESOLVE could not resolve``, the heading of the conflict, while the log
names it two lines below ``Could not resolve dependency:``: ``peerOptional eslint@"^10.0.0" from
@eslint/js@10.0.1``. That line is now node-dependency's ``npm-eresolve-dependency`` (after the heading,
stronger than it), which the summary quotes, as uv's ``cause:`` under its ``No solution found``;
npm's ``code ERESOLVE`` line is the heading's, not a peer of it.

Fixture: ``tests/fixtures/trial-18/npm-eresolve.gha.log`` (npm 11, real output, its README says how).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).resolve().parents[1] / "fixtures" / "trial-18" / "npm-eresolve.gha.log"


def test_the_summary_names_the_dependency_npm_could_not_resolve() -> None:
    report, _ = triage_path(str(LOG), Analyser.load(), 2000)
    assert report.category == "dependency resolution"
    assert (report.summary or "").endswith(
        ': npm error peerOptional eslint@"^10.0.0" from @eslint/js@10.0.1 (found: eslint@9.39.5)'
    )  # and the version installed it conflicts with (trial 86 #14)


def test_only_the_line_under_could_not_resolve_dependency_is_the_dependency() -> None:
    report, _ = triage_path(str(LOG), Analyser.load(), 2000)
    read = [(signal.signal, signal.text) for signal in report.signals if signal.signal.startswith("npm-eresolve")]
    assert read == [  # not the indented lines under Found: and Conflicting peer dependency:
        ("npm-eresolve-dependency", 'npm error peerOptional eslint@"^10.0.0" from @eslint/js@10.0.1'),
        ("npm-eresolve", "npm error ERESOLVE could not resolve"),
    ]
