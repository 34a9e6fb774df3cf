"""Python packaging failures get their tool's own next step, not their category's generic one
(trial 30 #7, #8 and #10, trial 33 #5): twine check has no fix option, a `Requires-Python` range
involves no lock file, and a DNS failure names no service that could be down.

The logs are real output (see ``tests/fixtures/trial-30/README.md`` and
``tests/fixtures/trial-33-pip/README.md``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def test_twine_checks_markup_error_is_fixed_in_the_readme(triage_json) -> None:
    report = triage_json(FIXTURES / "trial-30" / "twine-check-fail.gha.log")
    next_step = report["jobs"][0]["classification"]["next_step"]

    assert report["category"] == "lint/format"
    assert "README" in next_step
    assert "twine check --strict dist/*" in next_step
    assert "linter" not in next_step


def test_a_requires_python_range_is_fixed_in_the_matrix_or_the_range(triage_json) -> None:
    report = triage_json(FIXTURES / "trial-30" / "py38-requires-python.gha.log")
    next_step = report["jobs"][0]["classification"]["next_step"]

    assert report["category"] == "dependency resolution"
    assert "matrix" in next_step
    assert "requires-python" in next_step
    assert "refresh the lock file" not in next_step


@pytest.mark.parametrize(
    "log", [FIXTURES / "trial-30" / "twine-upload-dns.gha.log", FIXTURES / "trial-33-pip" / "pip-dns.gha.log"]
)
def test_a_dns_failure_says_a_host_name_did_not_resolve(triage_json, log: Path) -> None:
    report = triage_json(log)
    next_step = report["jobs"][0]["classification"]["next_step"]

    assert report["category"] == "infrastructure/network/flaky"
    assert "did not resolve" in next_step
    assert "service named above" not in next_step
