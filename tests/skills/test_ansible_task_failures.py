"""ansible-playbook's own output of a task that failed: the task, its message, and what decides.

Trial 82's findings 5-10: ansible-core 2.19.14 (the trial's runs, ``fixtures/ansible-*-trial.txt``,
wrapped as GitHub Actions job logs by the trial's ``bin/wrap.py``; ``ansible-undefined-plain-trial.txt``
unwrapped) and ansible-core 2.16.19 run here on the trial's playbooks (``fixtures/ansible-2.16-*.txt``,
wrapped the same way, the temporary folder rewritten to the runner's checkout). Every failed run
was decided by the step's title alone (IaC 0.45, advice about publishing), plain output was
``unknown``, no summary named the failing ``TASK [...]``, a command's ``stderr`` and an undefined
variable's ``is undefined`` were cut off, and ansible's ``Searched in:`` candidates were locations.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown

FIXTURES = Path(__file__).parent / "fixtures"

CASES = [
    # fixture, category, the task, what the summary quotes, words of the next step
    (
        "ansible-command-failed-trial.txt",
        "infrastructure-as-code/deploy",
        "TASK [Run database migrations]",
        "django.db.utils.OperationalError: no such table: orders_order",
        "exited non-zero",
    ),
    (
        "ansible-2.16-command-failed.txt",
        "infrastructure-as-code/deploy",
        "TASK [Run database migrations]",
        "django.db.utils.OperationalError: no such table: orders_order",
        "exited non-zero",
    ),
    (
        "ansible-undefined-trial.txt",
        "configuration",
        "TASK [Render env file]",
        "'release_version' is undefined",
        "--extra-vars",
    ),
    (
        "ansible-undefined-plain-trial.txt",
        "configuration",
        "TASK [Render env file]",
        "'release_version' is undefined",
        "--extra-vars",
    ),
    (
        "ansible-2.16-undefined.txt",
        "configuration",
        "TASK [Render env file]",
        "'release_version' is undefined",
        "--extra-vars",
    ),
    (
        "ansible-file-not-found-trial.txt",
        "infrastructure-as-code/deploy",
        "TASK [Install nginx config]",
        "Could not find or access 'files/nginx-site.conf'",
        "remote_src: true",
    ),
    (
        "ansible-2.16-file-not-found.txt",
        "infrastructure-as-code/deploy",
        "TASK [Install nginx config]",
        "Could not find or access 'files/nginx-site.conf'",
        "remote_src: true",
    ),
    (
        "ansible-interpreter-missing-trial.txt",
        "configuration",
        "TASK [Create app dir]",
        "python3.13: command not found",
        "ansible_python_interpreter",
    ),
    (
        "ansible-2.16-interpreter-missing.txt",
        "configuration",
        "TASK [Check app dir]",
        "/usr/bin/python3.99: not found",
        "ansible_python_interpreter",
    ),
    (  # ssh's refusal in its msg is by this machine: nothing listened where the job said (trial 89)
        "ansible-2.16-unreachable.txt",
        "configuration",
        "TASK [Check app dir]",
        "UNREACHABLE!",
        "ansible_port",
    ),
]


@pytest.mark.parametrize(("fixture", "category", "task", "quoted", "advice"), CASES)
def test_a_failed_task_is_named_with_its_own_message(
    analyser: Analyser, fixture: str, category: str, task: str, quoted: str, advice: str
) -> None:
    report = triage_path(FIXTURES / fixture, analyser, DEFAULT_BUDGET)[0]
    assert report.category == category, (report.category, report.summary)
    assert report.confidence >= 0.6, report.confidence_steps
    assert f"{task}: " in report.summary, report.summary
    assert quoted in report.summary, report.summary
    next_step = render_markdown(report).split("#### Next step", 1)[1]
    assert advice in next_step, next_step
    assert "publish" not in next_step


def test_the_places_ansible_searched_are_no_locations(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "ansible-file-not-found-trial.txt", analyser, DEFAULT_BUDGET)[0]
    assert [(location.file, location.line, location.column) for location in report.locations] == [
        ("/home/runner/work/infra/infra/ans/site_missing.yml", 11, 7)
    ]
