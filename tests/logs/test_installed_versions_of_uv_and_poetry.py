"""uv's and poetry's install lines are read for versions as pip's ``Successfully installed`` is, so
``--baseline`` names a dependency bump installed by them (trial 86: uv's `` + pydantic==2.9.2`` against
`` + pydantic==1.10.18`` gave no version change, where the same pair installed by pip named it).

Real output of uv 0.13.9 and poetry 2.5.1 (tests/fixtures/s33-t86/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.tool_versions import Seen, versions_in_block

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t86"


def _read(name: str) -> dict[str, Seen]:
    found: dict[str, Seen] = {}
    versions_in_block((FIXTURES / name).read_bytes(), 1, found)
    return found


@pytest.mark.parametrize(
    ("failing", "passing", "name", "before", "now", "quote"),
    [
        (
            "uv-pip-install-pydantic2-fails.gha.log",
            "uv-pip-install-pydantic1-passes.gha.log",
            "pydantic",
            "1.10.18",
            "2.9.2",
            " + pydantic==2.9.2",
        ),
        (
            "poetry-install-geomlib2-fails.gha.log",
            "poetry-install-geomlib1-passes.gha.log",
            "geomlib",
            "1.0.0",
            "2.0.0",
            "  - Installing geomlib (2.0.0)",
        ),
    ],
)
def test_a_package_uv_or_poetry_installed_is_compared_with_the_passing_log(
    capsys: pytest.CaptureFixture[str], failing: str, passing: str, name: str, before: str, now: str, quote: str
) -> None:
    code = main(["triage", str(FIXTURES / failing), "--baseline", str(FIXTURES / passing), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    changes = [(c["name"], c["before"], c["now"], c["quote"]) for c in report["jobs"][0]["version_changes"]]
    assert (name, before, now, quote) in changes
    assert f"ran {name} {before} and this job {now}" in report["next_step"]


@pytest.mark.parametrize(
    ("name", "quote"),
    [
        ("poetry-install-update.txt", "  - Updating geomlib (1.0.0 -> 2.0.0)"),
        ("poetry-install-update-path.txt", "  - Updating geomlib (1.0.0 "),
        ("uv-pip-install-upgrade.txt", " + geomlib==2.0.0"),
    ],
)
def test_an_upgrade_is_read_as_the_version_installed_not_the_one_removed(name: str, quote: str) -> None:
    seen = _read(name)["geomlib"]
    assert seen.version == "2.0.0"
    assert seen.text.startswith(quote)
