"""pre-commit and repository hygiene gates, as trial 75 ran them (tests/fixtures/s31-t75/README.md:
real pre-commit 4.7.0 output wrapped as GitHub Actions logs, and unwrapped)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-t75"


@pytest.mark.parametrize("name", ["s04-noid.gha.log", "s04-noid.txt"])
def test_a_hook_id_the_config_lacks_is_configuration_headlined_by_pre_commits_line(
    name: str, triage_json: Callable[..., dict]
) -> None:
    """Finding 1: `pre-commit run ruff-format` with no such hook was unknown (GHA) and "no failure
    found" (plain)."""
    report = triage_json(FIXTURES / name)
    assert report["failure_found"]
    assert report["category"] == "configuration"
    assert "No hook with id `ruff-format` in stage `pre-commit`" in report["summary"]


def test_a_hook_whose_program_is_missing_ran_no_tool_of_its_id(triage_json: Callable[..., dict]) -> None:
    """Finding 3: hook `codespell`'s entry `codespell-py` was not found, so codespell never ran; its
    catalogue category (lint/format) was taken as the step's tool's and cut the right verdict to 0.57."""
    report = triage_json(FIXTURES / "s06-noexe.gha.log")
    assert report["category"] == "configuration"
    assert report["tool"] == "pre-commit"
    assert "step tool disagrees" not in [step["reason"] for step in report["confidence_steps"]]
    assert report["confidence"] >= 0.8


def test_check_yaml_is_quoted_by_its_problem_at_the_problems_place(triage_json: Callable[..., dict]) -> None:
    """Finding 4: the headline quoted ruamel.yaml's context (`while constructing a mapping`), not
    what is wrong below it, at 0.48 though both failing hooks agree."""
    report = triage_json(FIXTURES / "s19-yaml2.gha.log")
    assert report["category"] == "lint/format"
    assert 'found duplicate key "retries" with value "4" (original value: "3")' in report["summary"]
    assert "while constructing" not in report["summary"]
    places = [(place["file"], place["line"]) for place in report["locations"]]
    assert ("config/settings.yaml", 5) in places


def test_check_jsonschema_is_quoted_by_its_best_match_not_the_instance_dump(triage_json: Callable[..., dict]) -> None:
    """Finding 2: the headline quoted the workflow job as a 300-character Python dict; the file is
    kept as printed, without a line (the tool names a path in the document)."""
    report = triage_json(FIXTURES / "s08-schema.gha.log")
    assert report["category"] == "configuration"  # a workflow failing its schema (trial 82: no style finding)
    assert "$.jobs.hygiene: 'runs-on' is a required property" in report["summary"]
    assert "'runs_on'" not in report["summary"]
    assert [(place["file"], place["line"]) for place in report["locations"]] == [(".github/workflows/ci.yml", None)]


def test_yamllints_error_leads_over_its_warning_above_it(triage_json: Callable[..., dict]) -> None:
    """Finding 6: the summary quoted the warning on the line above the error, its place twice
    (`config/settings.yaml:5:15: yamllint: 5:15 warning …`); both stay locations."""
    report = triage_json(FIXTURES / "s01-deep.gha.log")
    assert report["category"] == "lint/format"
    assert "config/settings.yaml:8:8: yamllint: error" in report["summary"]  # its place once
    assert "warning" not in report["summary"]
    places = [(place["file"], place["line"]) for place in report["locations"]]
    assert places == [("config/settings.yaml", 8), ("config/settings.yaml", 5)]  # the error's place first
    # the hook's tool is cited at the hook's Failed line, not at the step's `pre-commit run` (finding 3)
    catalogue = [signal["line"] for signal in report["signals"] if signal["skill"] == "tool-catalogue"]
    assert catalogue == [53]


def test_a_diff_check_after_a_formatter_rewrote_files_is_formatting(triage_json: Callable[..., dict]) -> None:
    """Finding 7: `ruff format .` then `git diff --exit-code` was read as a generated file's diff
    (lint/format, 0.45); the diff is the formatter's change."""
    report = triage_json(FIXTURES / "s15-gitdiff.gha.log")
    assert report["category"] == "formatting"
    assert report["tool"] == "ruff-format"
    assert report["confidence"] > 0.6
    assert report["summary"].startswith("Formatting in step “Run ruff format .”: src/app/core.py:9:")


def test_a_pre_commit_hooks_check_is_read_by_its_own_finding(triage_json: Callable[..., dict]) -> None:
    """Finding 8 (and 5): check-added-large-files' finding was read by no skill, so only pre-commit's
    `Failed` line backed lint/format (0.48, "no deciding line") and the file was no location."""
    report = triage_json(FIXTURES / "s18-large.gha.log")
    assert report["category"] == "lint/format"
    assert report["confidence"] >= 0.8
    assert "config/blob.bin (684 KB) exceeds 500 KB." in report["summary"]
    assert [place["file"] for place in report["locations"]] == ["config/blob.bin"]


def test_check_jsons_decode_error_is_located_at_its_line_and_column(triage_json: Callable[..., dict]) -> None:
    """Finding 5: check-json's `line 3 column 3` after the file name was left out of the location
    (pre-commit-hooks 6.0.0's real output, tests/skills/fixtures/pre-commit-hooks-check-json-toml.txt)."""
    report = triage_json(Path(__file__).parents[1] / "skills" / "fixtures" / "pre-commit-hooks-check-json-toml.txt")
    places = [(place["file"], place["line"], place["column"]) for place in report["locations"]]
    assert places[0] == ("app.json", 3, 3)


def test_a_pre_commit_config_yaml_error_is_quoted_by_its_problem_in_the_config_file(
    triage_json: Callable[..., dict],
) -> None:
    """Findings 4, 5: PyYAML's problem leads (not `=====> while parsing a block mapping`), and the
    file pre-commit names (`==> File .pre-commit-config.yaml`) is the location, PyYAML calling it
    `<unicode string>`, at the problem's place (`line 9, column 6` below `did not find expected
    key`), not the context's (`line 2, column 5` below `while parsing a block mapping`)."""
    report = triage_json(FIXTURES / "s05b-yamlcfg.gha.log")
    assert report["category"] == "configuration"
    assert report["summary"].endswith("did not find expected key")
    places = [(place["file"], place["line"], place["column"]) for place in report["locations"]]
    assert places == [(".pre-commit-config.yaml", 9, 6)]


def test_the_files_reuse_lists_without_licensing_information_are_locations(triage_json: Callable[..., dict]) -> None:
    """Finding 5: the eight files reuse listed were no locations."""
    report = triage_json(FIXTURES / "s10-reuse.gha.log")
    assert report["category"] == "lint/format"
    files = [place["file"] for place in report["locations"]]
    assert files[0] == ".github/workflows/ci.yml"
    assert "src/app/core.py" in files
    assert all(place["line"] is None for place in report["locations"])


def test_each_run_of_changes_in_a_diffs_hunk_is_a_location(triage_json: Callable[..., dict]) -> None:
    """Finding 5: git kept ruff format's two changes (lines 9 and 14) in one hunk (`@@ -6,12 +6,12
    @@`); only the first was a location."""
    report = triage_json(FIXTURES / "s15-gitdiff.gha.log")
    places = [(place["file"], place["line"]) for place in report["locations"]]
    assert places == [("src/app/core.py", 9), ("src/app/core.py", 14)]
