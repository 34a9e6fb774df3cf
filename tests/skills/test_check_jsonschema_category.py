"""check-jsonschema's findings are judged by what the schema is for, and advise no fix option.

Trial 82's finding 3: check-jsonschema run on a Kubernetes Deployment against its schema
(``fixtures/check-jsonschema-k8s-trial.txt``, the trial's GitHub Actions wrapping of its real output)
was ``lint/format`` at 0.85 with the advice to run the linter's fix option, which it has none of;
the manifest is invalid and ``kubectl apply`` would refuse it too. check-jsonschema 0.39.0 on a JSON
config and on a workflow file (``check-jsonschema.txt``, ``check-jsonschema-github-workflows.txt``,
run earlier) are configuration: the document, not its style, is wrong.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    ("fixture", "category", "path"),
    [
        ("check-jsonschema-k8s-trial.txt", "infrastructure-as-code/deploy", "$.spec.replicas"),
        ("check-jsonschema.txt", "configuration", "$.replicas"),
        ("check-jsonschema-github-workflows.txt", "configuration", "$.jobs.test.steps[1]['timeout-minutes']"),
    ],
)
def test_a_schema_finding_is_judged_by_what_the_schema_is_for(
    analyser: Analyser, fixture: str, category: str, path: str
) -> None:
    report = triage_path(FIXTURES / fixture, analyser, DEFAULT_BUDGET)[0]
    assert report.category == category, report.summary
    assert report.confidence >= 0.6, report.confidence_steps
    assert path in report.summary
    next_step = render_markdown(report).split("#### Next step", 1)[1]
    assert "has no fix option" in next_step
    assert "its fix option" not in next_step


def test_the_manifest_is_the_location_with_the_instance_path(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "check-jsonschema-k8s-trial.txt", analyser, DEFAULT_BUDGET)[0]
    assert [(location.file, location.message) for location in report.locations][:1] == [
        ("deployment.yaml", "$.spec.replicas: '3' is not of type 'integer'")
    ]
