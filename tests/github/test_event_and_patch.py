"""A run from a workflow_run event payload; PR patches parsed for new-side line numbers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cassettes.github import event_path, event_run
from ci_triage.evidence.items import first_added_line
from ci_triage.github.models import ChangedFile
from ci_triage.github.payloads import MissingFields
from ci_triage.github.read import run_from_event


def test_run_from_workflow_run_event() -> None:
    run = event_run("pr_two_failed_jobs")
    assert (run.id, run.repository, run.run_attempt, run.conclusion) == (30433642, "octo-org/octo-repo", 1, "failure")
    assert run.pull_request_numbers == [1347]
    assert run.head_sha == "acb5820ced9479c074f688cc328bf03f341a511d"
    assert not run.from_fork


def test_other_events_are_refused_with_a_reason(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no workflow_run object"):
        run_from_event({"action": "opened", "pull_request": {}})


def test_a_workflow_run_without_a_repository_names_the_missing_field() -> None:
    payload = json.loads(event_path("pr_two_failed_jobs").read_text(encoding="utf-8"))
    del payload["repository"]
    del payload["workflow_run"]["repository"]
    with pytest.raises(MissingFields) as raised:
        run_from_event(payload)
    assert raised.value.fields == ["repository.full_name"]


def test_first_added_line_is_on_the_new_side() -> None:
    context = [f"     // line {n}" for n in (9, 10, 11)], [f"     // line {n}" for n in (13, 14, 15)]
    patch = "\n".join(["@@ -9,7 +9,7 @@", *context[0], "-    // line 12", "+    return x;", *context[1]])
    assert first_added_line(ChangedFile(filename="A.java", status="modified", patch=patch)) == 12
    deletion_only = "@@ -3,2 +3,1 @@\n keep\n-gone\n"
    assert first_added_line(ChangedFile(filename="a", status="modified", patch=deletion_only)) == 3
    assert first_added_line(ChangedFile(filename="a", status="added")) is None
    # the published example's one-line patch is not a parseable hunk
    assert first_added_line(ChangedFile(filename="a", status="added", patch="@@ -132,7 +132,7 @@ module Test")) is None


def test_event_files_hold_the_scenario_run() -> None:
    event = json.loads(event_path("fork_pr").read_text())
    assert event["workflow_run"]["head_repository"]["full_name"] == "octocat/octo-repo"
