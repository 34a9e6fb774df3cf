"""A line a skill written for several tools reads is the step's tool's when the skill's scope names it.

The helm-kubectl skill labels its lines ``helm``; its scope names kubectl too. kubectl's own
``error: error validating "deploy.yaml": ...`` under ``kubectl apply`` was reported as helm's
(trial 22, finding 8): the step's command says which of the scope's tools ran. The fixture is real
output of kubectl v1.32 in a GitHub Actions job, a manifest that is not YAML (``error: error parsing
svc.yaml: ...``, trial 38's ``logs/gha/kubectl_parse.log``, in ``tests/fixtures/trial-38``); trial 22's
no-kubeconfig line (``tests/fixtures/trial-22``) is the configuration family's now (kubectl never read
the manifest), with the step's tool, kubectl, all the same.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def test_a_kubectl_step_is_kubectls_failure_though_the_helm_skill_reads_its_line() -> None:
    report, _ = triage_path(str(FIXTURES / "trial-38" / "kubectl_parse.log"), Analyser.load(), 2000)

    assert report.failing_step is not None
    assert report.failing_step.name == "Run kubectl apply --dry-run=client --validate=false -f svc.yaml"
    assert any(signal.skill == "helm-kubectl" for signal in report.signals)
    assert report.tool == "kubectl"


def test_kubectl_without_a_kubeconfig_is_kubectls_configuration_failure() -> None:
    report, _ = triage_path(str(FIXTURES / "trial-22" / "kubectl.travis.log"), Analyser.load(), 2000)

    assert report.failing_step is not None
    assert report.failing_step.name == "kubectl apply -f k8s/deploy.yaml"
    assert report.category == "configuration"
    assert report.tool == "kubectl"
