"""The versions a failing log and its passing log both show: a change is evidence that the tool
changed since that run (``--baseline``), the failing step's tool first.

Real runs (``fixtures/baseline/tool-version/README.md``, ``fixtures/baseline/matrix/README.md``):
an unpinned ``pip install ruff`` that got ruff 0.9.0, whose ``ruff format --check`` fails where
0.8.6 passed; prettier 3.3.3, named by ``npm ls``'s tree, whose ``--check`` fails where 2.8.8
passed; numpy 2.4.6 that pip found already installed (``Requirement already satisfied``), on which
``np.trapz`` is gone, where 1.26.4 passed; a matrix's py3.12 job against its py3.11 job. actions/setup-node's lines
(``node: v22.11.0``) are its ``printEnvDetailsAndSetOutput``'s ``core.info(`${tool}: ${output}`)``
with ``node --version``'s output (``src/main.ts``); no second Node.js installs here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.evidence.local_source import LocalLogSource
from ci_triage.logs.tool_versions import MAX_CHANGES, MAX_NAMES, Seen, version_changes, versions_in_block

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

BASELINE = Path(__file__).parent / "fixtures" / "baseline"
RUFF = BASELINE / "tool-version"


def _triage(capsys: pytest.CaptureFixture[str], failing: Path, passing: Path, output: str = "json") -> str:
    code = main(["triage", str(failing), "--baseline", str(passing), "--format", output])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


def test_the_failing_tools_new_version_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    failing, passing = RUFF / "ruff-format-fails.log", RUFF / "ruff-format-passes.log"
    report = json.loads(_triage(capsys, failing, passing))
    [change] = report["jobs"][0]["version_changes"]
    line = failing.read_text(encoding="utf-8-sig").split("\n")[change["line"] - 1]
    assert line.endswith("Successfully installed ruff-0.9.0")
    assert change == {
        "name": "ruff",
        "before": "0.8.6",
        "now": "0.9.0",
        "line": change["line"],
        "quote": "Successfully installed ruff-0.9.0",
        "tool": True,
    }
    markdown = _triage(capsys, failing, passing, "markdown")
    assert "**Changed since the passing log:** `ruff` `0.8.6` → `0.9.0` (the failing step's tool)" in markdown


def test_a_package_npm_ls_names_is_compared(capsys: pytest.CaptureFixture[str]) -> None:
    failing, passing = RUFF / "prettier-check-fails.log", RUFF / "prettier-check-passes.log"
    report = json.loads(_triage(capsys, failing, passing))
    [change] = report["jobs"][0]["version_changes"]
    assert (change["name"], change["before"], change["now"], change["tool"]) == ("prettier", "2.8.8", "3.3.3", True)
    assert change["quote"] == "└── prettier@3.3.3"
    assert "pin it to 2.8.8" in report["next_step"]


def test_a_package_pip_found_installed_is_compared(capsys: pytest.CaptureFixture[str]) -> None:
    """pip's ``Requirement already satisfied: numpy in … (2.4.6)`` of a cached runner's package is a
    version as ``Successfully installed`` is (trial 106 #3b: numpy 1.26.4 → 2.4.6 named no change);
    the packages of the same version in both logs (pytest 9.2.0, pluggy 1.7.0) are none."""
    failing, passing = RUFF / "pip-satisfied-numpy2-fails.log", RUFF / "pip-satisfied-numpy1-passes.log"
    report = json.loads(_triage(capsys, failing, passing))
    changes = [(change["name"], change["before"], change["now"]) for change in report["jobs"][0]["version_changes"]]
    assert changes == [("numpy", "1.26.4", "2.4.6")]
    assert "The passing log ran numpy 1.26.4 and this job 2.4.6" in report["next_step"]


def test_the_change_is_a_cited_evidence_item(analyser, tmp_path: Path) -> None:
    failing, passing = RUFF / "ruff-format-fails.log", RUFF / "ruff-format-passes.log"
    evidence = LocalLogSource(failing, tmp_path, analyser, baseline=passing).collect(1, 2000)
    [item] = [item for item in evidence.items if item.kind == "version_change"]
    assert "ruff 0.8.6 → 0.9.0 since the passing log (the failing step's tool)" in item.summary
    assert item.text == "Successfully installed ruff-0.9.0"
    line = failing.read_text(encoding="utf-8-sig").split("\n")[item.citation.start_line - 1]
    assert line.endswith(item.text)


def test_a_matrix_jobs_runtime_changed_and_its_same_packages_did_not(capsys: pytest.CaptureFixture[str]) -> None:
    matrix = BASELINE / "matrix"
    report = json.loads(_triage(capsys, matrix / "test-py312-fails.log", matrix / "test-py311-passes.log"))
    changes = [(c["name"], c["before"], c["now"], c["tool"]) for c in report["jobs"][0]["version_changes"]]
    assert changes == [("python", "3.11.7", "3.12.1", False)]


def _versions(lines: list[str]) -> dict[str, Seen]:
    found: dict[str, Seen] = {}
    versions_in_block("".join(f"2026-12-04T10:00:00.0000000Z {line}\n" for line in lines).encode(), 1, found)
    return found


def test_setup_nodes_environment_details_and_bare_lines_of_other_names() -> None:
    before = _versions(["##[group]Environment details", "node: v20.20.2", "npm: 10.8.2", "Version: 20241124.1.0"])
    now = _versions(["##[group]Environment details", "node: v22.11.0", "npm: 10.8.2", "Version: 20241201.1.0"])
    # the runner image's "Version:" line has the shape of a version command's but names no tool
    assert [(c.name, c.before, c.now) for c in version_changes(now, before, ["jest"])] == [
        ("node", "20.20.2", "22.11.0")
    ]


def test_the_reading_is_capped() -> None:
    many = [f"Successfully installed {' '.join(f'pkg{n}-1.{n}' for n in range(MAX_NAMES + 50))}"]
    assert len(_versions(many)) == MAX_NAMES
    changed = [f"Successfully installed {' '.join(f'pkg{n}-2.{n}' for n in range(MAX_NAMES))}"]
    assert len(version_changes(_versions(changed), _versions(many), [])) == MAX_CHANGES
