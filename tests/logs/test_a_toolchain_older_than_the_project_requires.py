"""A toolchain that refuses the job's own version for the project's requirement, before any code
ran, is configuration (the job's set-up version), not the step's tool's category: mix's Elixir for
mix.exs's ``elixir:`` was a test failure with "Run the failed tests locally", perl's ``use v5.40``
a runtime error, R's DESCRIPTION ``Depends: R`` a test failure. With the workflow, the earlier
setup step's version input is cited, as setup-node's is for npm's ``engines``; a project tool run
outside its project's folder (no mix.exs, no DESCRIPTION) is configuration too, and a step that
sets no working-directory is cited for it.

Real output (tests/fixtures/s36-t100b/README.md): Elixir 1.14.0 (user trial 100), perl 5.36.0,
R 4.2.2 with testthat 3.1.6."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t100b"


@pytest.mark.parametrize(
    ("log", "quoted", "setup"),
    [
        ("mix-elixir-version", "on Elixir v1.14.0 but it has declared in its mix.exs", "erlef/setup-beam"),
        ("perl-use-version", "Perl v5.40.0 required--this is only v5.36.0", "actions-setup-perl"),
        ("r-requires-r", "this R is version 4.2.2, package 'rv' requires R >= 9.0", "r-lib/actions/setup-r"),
    ],
)
def test_a_toolchain_version_refused_is_configuration(
    triage_json: Callable[..., dict], log: str, quoted: str, setup: str
) -> None:
    report = triage_json(FIXTURES / f"{log}.gha.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert quoted in report["summary"]
    assert setup in report["next_step"]
    assert "failed tests" not in report["next_step"]


@pytest.mark.parametrize(
    ("log", "wanted", "line"),
    [
        ("mix-elixir-version", "mix.exs requires Elixir `~> 1.16`", 11),
        ("perl-use-version", "the code requires Perl `v5.40.0`", 10),
        ("r-requires-r", "the package's DESCRIPTION requires R `>= 9.0`", 10),
    ],
)
def test_the_setup_steps_version_input_is_cited(
    triage_json: Callable[..., dict], log: str, wanted: str, line: int
) -> None:
    report = triage_json(
        FIXTURES / f"{log}.gha.log", "--no-home-skills", "--workflow", FIXTURES / f"{log}.workflow.yml"
    )
    found = {item["finding_kind"]: item for item in report["workflow_step"]["lines"] if item["finding"]}
    assert wanted in found["engine-version"]["summary"]
    assert found["engine-version"]["start_line"] == line


@pytest.mark.parametrize(
    ("log", "quoted"),
    [
        ("mix-no-project", "Could not find a Mix.Project"),
        ("testthat-no-description", "Could not find a root 'DESCRIPTION' file"),
    ],
)
def test_a_project_tool_run_outside_its_project_is_configuration(
    triage_json: Callable[..., dict], log: str, quoted: str
) -> None:
    report = triage_json(FIXTURES / f"{log}.gha.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert quoted in report["summary"]
    assert "working-directory" in report["next_step"]


def test_a_step_without_working_directory_is_cited_for_the_missing_project_file(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(
        FIXTURES / "mix-no-project.gha.log", "--no-home-skills", "--workflow", FIXTURES / "mix-no-project.workflow.yml"
    )
    found = [item for item in report["workflow_step"]["lines"] if item["finding"]]
    assert [(item["finding_kind"], item["field"], item["start_line"]) for item in found] == [
        ("manifest-missing", "run", 13)
    ]
    assert "sets no working-directory" in found[0]["summary"]
