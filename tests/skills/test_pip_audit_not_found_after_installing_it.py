"""pip-audit's "Dependency not found on PyPI" for a package the job itself installed from the index:
the way to the index first, not the requirements.

Trial 80 (finding 5): ``requests`` is on PyPI, yet pip-audit --strict reported it not found (the
machine's pypi.org JSON API answered 404), and the advice led with private packages and
``--skip-editable``. When an earlier step installed the package from the index (``pip install
pip-audit`` installs ``requests``), the index serves it: the advice now says so first. Fixture: pip
23.2.1 and pip-audit 2.10.1 run here (tests/fixtures/s33-t86/README.md); without an earlier install
(``tests/skills/fixtures/pip-audit-not-on-pypi.txt``, the audit's output alone) the advice is as before.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

TESTS = Path(__file__).parents[1]
INSTALLED = TESTS / "fixtures" / "s33-t86" / "pip-audit-strict-after-installing-it.gha.log"
ALONE = TESTS / "skills" / "fixtures" / "pip-audit-not-on-pypi.txt"


def _next_step(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    main(["triage", str(path), "--format", "json"])
    return str(json.loads(capsys.readouterr().out)["next_step"])


def test_a_package_the_job_installed_from_the_index_points_at_the_way_to_it_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    advice = _next_step(INSTALLED, capsys)
    assert advice.startswith("An earlier step of this job installed `requests` from the package index")
    assert advice.index("between the runner and the index") < advice.index("--skip-editable")


def test_without_an_earlier_install_the_advice_starts_with_the_audit(capsys: pytest.CaptureFixture[str]) -> None:
    assert _next_step(ALONE, capsys).startswith("pip-audit asked PyPI for the dependency named above")
