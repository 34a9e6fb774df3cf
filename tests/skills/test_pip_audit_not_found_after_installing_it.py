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

from collections.abc import Callable
from pathlib import Path

TESTS = Path(__file__).parents[1]
INSTALLED = TESTS / "fixtures" / "s33-t86" / "pip-audit-strict-after-installing-it.gha.log"
ALONE = TESTS / "skills" / "fixtures" / "pip-audit-not-on-pypi.txt"


def test_a_package_the_job_installed_from_the_index_points_at_the_way_to_it_first(
    triage_json: Callable[..., dict],
) -> None:
    advice = triage_json(INSTALLED)["next_step"]
    assert advice.startswith("An earlier step of this job installed `requests` from the package index")
    assert advice.index("between the runner and the index") < advice.index("--skip-editable")


def test_without_an_earlier_install_the_advice_starts_with_the_audit(triage_json: Callable[..., dict]) -> None:
    assert triage_json(ALONE)["next_step"].startswith("pip-audit asked PyPI for the dependency named above")
