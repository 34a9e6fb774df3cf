"""What the summary quotes and the advice says of infrastructure-as-code tools' failures, read from a
GitHub Actions job log as the runner serves it.

Every fixture in ``fixtures/iac/`` is real output made here (colour kept where the tool prints it
without a terminal): Terraform 1.11.4 (``terraform validate`` with and without ``-no-color`` and
with ``-json``, ``terraform plan -detailed-exitcode`` on a configuration with one resource to add,
``terraform test`` with a failing assertion, ``terraform fmt -check -recursive``), ansible-core
2.19.14 (``ansible-playbook --syntax-check``) and ansible-lint 26.10.1 in
``/home/runner/work/infra/infra``, and kubernetes-validate 1.37.0. Each is wrapped as the runner
prints a failing ``run:`` step, with the tool's own exit code.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parent / "fixtures" / "iac"


@pytest.fixture
def triage(analyser: Analyser, actions_log: Callable[..., bytes], tmp_path: Path) -> Callable[..., TriageReport]:
    """Triage the output in ``FOLDER/NAME`` (``fixtures/iac/`` by default; a ``$ command`` first line
    left out) as the failing step ``command`` that exited ``exit_code``."""

    def run(name: str, command: str, exit_code: int, folder: Path = FIXTURES) -> TriageReport:
        output = (folder / name).read_text(encoding="utf-8").splitlines()
        output = output[1:] if output[0].startswith("$ ") else output
        path = tmp_path / "job.log"
        path.write_bytes(actions_log(command, output, exit_code))
        return triage_path(path, analyser, 2000)[0]

    return run


@pytest.mark.parametrize(
    ("name", "command"),
    [
        ("terraform-validate.out", "terraform validate"),
        ("terraform-validate-no-color.out", "terraform validate -no-color"),
    ],
)
def test_a_terraform_diagnostic_is_quoted_with_its_place_and_detail_not_its_frame(
    triage: Callable[..., TriageReport], name: str, command: str
) -> None:
    """The box's ``│`` is no part of the message, and the summary line alone says neither where nor
    what: the place (``on main.tf line 2``) and the detail below it are quoted with it."""
    report = triage(name, command, 1)
    assert report.category == "infrastructure-as-code/deploy"
    assert report.summary is not None
    assert "│" not in report.summary
    assert report.summary.endswith(
        '”: main.tf:2: Error: Reference to undeclared input variable: An input variable with the name "missing" has'
        ' not been declared. This variable can be declared with a variable "missing" {} block.'
    )


def test_terraform_validate_json_is_quoted_by_its_diagnostic_not_a_brace(triage: Callable[..., TriageReport]) -> None:
    report = triage("terraform-validate-json.out", "terraform validate -json", 1)
    assert report.category == "infrastructure-as-code/deploy"
    assert report.confidence >= 0.8
    assert report.summary is not None
    assert report.summary.endswith(
        "”: extra.tf:2: Error: Invalid expression: Expected the start of an expression, but found an invalid"
        " expression token."
    )


def test_a_plan_with_changes_under_detailed_exitcode_is_no_error(triage: Callable[..., TriageReport]) -> None:
    """``-detailed-exitcode`` makes a plan that succeeded with changes exit 2: the summary quotes the
    plan's changes, not the runner's exit line, and the advice says nothing failed."""
    report = triage("terraform-plan-detailed-exitcode.out", "terraform plan -detailed-exitcode -input=false", 2)
    assert report.summary is not None
    assert report.summary.endswith("”: Plan: 1 to add, 0 to change, 0 to destroy.")
    advice = next_step(report)
    assert "exits 2 when it finds changes" in advice
    assert "|| [ $? -eq 2 ]" in advice


def test_a_failed_terraform_assertion_says_its_message_and_the_value_it_read(
    triage: Callable[..., TriageReport],
) -> None:
    report = triage("terraform-test-assertion.out", "terraform test", 1)
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["bucket_name_has_env"]
    message = (
        "Test assertion failed: bucket name must embed the environment short name"
        ' (output.bucket_name is "acme-staging-logs")'
    )
    assert report.failed_tests[0].message == message
    assert report.summary is not None
    assert report.summary.endswith(f"failed tests bucket_name_has_env — {message}.")


def test_terraform_fmt_check_advises_terraform_fmt_on_the_files_it_listed(triage: Callable[..., TriageReport]) -> None:
    report = triage("terraform-fmt-check.out", "terraform fmt -check -recursive", 3)
    assert report.category == "formatting"
    assert [location.file for location in report.locations] == ["main.tf", "modules/vars.tf"]
    assert "`terraform fmt -recursive`" in next_step(report)


@pytest.mark.parametrize(
    ("name", "command", "quoted"),
    [
        (
            "ansible-syntax-check.out",
            "ansible-playbook --syntax-check site.yml",
            "site.yml:7:8: YAML parsing failed: While parsing a block mapping did not find expected key.",
        ),
        (
            "ansible-conflicting-action.out",
            "ansible-playbook --syntax-check play2.yml",
            "play2.yml:4:7: conflicting action statements: ansible.builtin.copy, notifyy",
        ),
    ],
)
def test_a_playbook_ansible_cannot_load_is_quoted_at_its_place_with_syntax_advice(
    triage: Callable[..., TriageReport], name: str, command: str, quoted: str
) -> None:
    """ansible-core 2.19's ``Origin:`` line below the error names the place (the runner's checkout
    folder left out); the advice is about the file's syntax there, not the deploy's settings."""
    report = triage(name, command, 4)
    assert report.category == "infrastructure-as-code/deploy"
    assert report.confidence >= 0.8
    assert report.summary is not None
    assert report.summary.endswith(f"”: {quoted}")
    assert "fix the YAML or the task at the file, line and column" in next_step(report)


def test_ansible_lint_syntax_check_advises_fixing_the_file_at_its_place(triage: Callable[..., TriageReport]) -> None:
    """ansible-lint's ``syntax-check[specific]`` message is ansible's own words (lower case, no full
    stop), not a rule's sentence: it is the finding, at the place below it."""
    report = triage("ansible-lint-syntax-check.out", "ansible-lint play2.yml", 2)
    assert report.category == "lint/format"
    assert report.summary is not None
    assert report.summary.endswith(
        "”: play2.yml:4:7: syntax-check[specific]: conflicting action statements: ansible.builtin.copy, notifyy"
        " (Failed: 1 failure(s), 0 warning(s) in 1 files processed of 1 encountered.)"
    )
    assert "ansible-lint could not load the file" in next_step(report)


def test_kubernetes_validate_names_the_manifest_that_does_not_fit_the_schema(
    triage: Callable[..., TriageReport],
) -> None:
    """The ``INFO k8s/svc.yaml passed …`` verdict below the error is the next file's, not the
    failing manifest's: the error counts whole."""
    report = triage("kubernetes-validate.out", "kubernetes-validate k8s/deploy.yaml k8s/svc.yaml", 1)
    assert report.category == "infrastructure-as-code/deploy"
    assert report.tool == "kubernetes-validate"
    assert report.confidence >= 0.8
    assert report.locations[0].file == "k8s/deploy.yaml"
    assert report.summary is not None
    assert "ERROR k8s/deploy.yaml did not validate for resource deployment/web" in report.summary


@pytest.mark.parametrize("name", ["aws-sts-no-credentials.txt", "aws-s3-cp-no-credentials.txt"])
def test_the_aws_clis_own_no_credentials_line_is_no_disagreement_with_its_step(
    triage: Callable[..., TriageReport], name: str
) -> None:
    """Only the AWS CLI prints ``… You can configure credentials by running "aws configure".`` and
    ``upload failed: … Unable to locate credentials`` (aws-cli 1.46.3's ``clidriver.py`` and its s3
    transfer results): the step's aws command said it, so its catalogue category (deploy) does not
    weaken the permission verdict (``tests/skills/fixtures/``, real output of aws-cli 1.45.11)."""
    folder = Path(__file__).parents[1] / "skills" / "fixtures"
    command = (folder / name).read_text(encoding="utf-8").splitlines()[0].removeprefix("$ ")
    report = triage(name, command, 255 if "sts" in name else 1, folder)
    assert report.category == "permission/auth"
    assert report.confidence >= 0.85
    assert "step tool disagrees" not in [step.reason for step in report.jobs[0].classification.confidence_steps]
