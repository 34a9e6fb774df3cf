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


@pytest.mark.parametrize(
    ("log", "category", "named", "not_named"),
    [
        pytest.param(  # twine has no fix option: the README's markup is fixed
            "twine-check-fail.gha.log",
            "lint/format",
            ["README", "twine check --strict dist/*"],
            "linter",
            id="twine-check-markup",
        ),
        pytest.param(  # no lock file is involved: the matrix or the range
            "py38-requires-python.gha.log",
            "dependency resolution",
            ["matrix", "requires-python"],
            "refresh the lock file",
            id="requires-python",
        ),
    ],
)
def test_a_packaging_failure_gets_its_tools_next_step(
    triage_json, log: str, category: str, named: list[str], not_named: str
) -> None:
    report = triage_json(FIXTURES / "trial-30" / log)
    next_step = report["next_step"]  # the advice the views give, in the words of the log's CI system

    assert report["category"] == category
    assert all(words in next_step for words in named)
    assert not_named not in next_step


@pytest.mark.parametrize(
    "log", [FIXTURES / "trial-30" / "twine-upload-dns.gha.log", FIXTURES / "trial-33-pip" / "pip-dns.gha.log"]
)
def test_a_dns_failure_says_a_host_name_did_not_resolve(triage_json, log: Path) -> None:
    report = triage_json(log)
    next_step = report["next_step"]  # the advice the views give, in the words of the log's CI system

    assert report["category"] == "infrastructure/network/flaky"
    assert "did not resolve" in next_step
    assert "service named above" not in next_step
