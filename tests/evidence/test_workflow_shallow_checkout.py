"""``--workflow`` cites the checkout's ``fetch-depth`` when git lacked history (trial 79 #12).

``tests/fixtures/trial-79/07-git-describe.log`` is git 2.39.5's ``fatal: No names found, cannot describe
anything.`` in a one-commit checkout; ``release.yml`` is the trial's workflow (its checkout step sets
``fetch-depth: 1``). Before, the advice said to give the checkout step ``fetch-depth: 0`` but the report
cited only the failing step's ``runs-on`` and ``run:`` lines, not the line to change.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent.parent / "fixtures" / "trial-79"


def _findings(capsys: pytest.CaptureFixture[str], tmp_path: Path, workflow: str) -> list[dict]:
    path = tmp_path / ".github" / "workflows" / "release.yml"
    path.parent.mkdir(parents=True)
    path.write_text(workflow, encoding="utf-8")
    code = main(["triage", str(FIXTURES / "07-git-describe.log"), "--workflow", str(path), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    return [line for line in (report["workflow_step"] or {"lines": []})["lines"] if line["finding"]]


def test_the_checkouts_fetch_depth_is_cited_when_git_lacks_history(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    [finding] = _findings(capsys, tmp_path, (FIXTURES / "release.yml").read_text(encoding="utf-8"))
    assert (finding["field"], finding["start_line"], finding["text"].strip()) == (
        "earlier-step.with.fetch-depth",
        11,
        "fetch-depth: 1",
    )
    assert "set `fetch-depth: 0`" in finding["summary"]


def test_a_checkout_without_fetch_depth_is_cited_by_its_uses_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    workflow = (
        (FIXTURES / "release.yml").read_text(encoding="utf-8").replace("        with:\n          fetch-depth: 1\n", "")
    )
    [finding] = _findings(capsys, tmp_path, workflow)
    assert (finding["field"], finding["start_line"]) == ("earlier-step.uses", 9)


def test_a_checkout_of_the_whole_history_is_not_cited(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    workflow = (FIXTURES / "release.yml").read_text(encoding="utf-8").replace("fetch-depth: 1", "fetch-depth: 0")
    assert _findings(capsys, tmp_path, workflow) == []
