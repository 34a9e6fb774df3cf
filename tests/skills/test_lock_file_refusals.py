"""A lock file a frozen install refuses to rewrite is dependency resolution decided by the tool's own
message, placed at the lock file, with the one command that writes it again.

Trial 86: Bundler's `bundle install --frozen` after a Gemfile change was read from the step's command
alone (0.45, the summary quoting the runner's exit line) and, pasted alone, as "no failure found". The
logs are real tool output (tests/fixtures/s33-t86/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t86"


@pytest.mark.parametrize("name", ["bundle-install-frozen.gha.log", "bundle-install-frozen.txt"])
def test_bundlers_frozen_install_after_a_gemfile_change_names_gemfile_lock(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "dependency resolution"
    assert report["confidence"] >= 0.65
    assert report["tool"] == "bundler"
    assert "You are trying to install in deployment mode after changing" in report["summary"]
    assert [place["file"] for place in report["locations"]] == ["Gemfile.lock"]
    assert "`bundle install`" in report["next_step"]
    assert "commit the updated Gemfile.lock" in report["next_step"]


def test_bundlers_frozen_install_pasted_alone_is_no_pass(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["triage", str(FIXTURES / "bundle-install-frozen.txt"), "--format", "markdown"]) == 0
    shown = capsys.readouterr().out
    assert "no failure found" not in shown
    assert "✅" not in shown


@pytest.mark.parametrize(
    "name",
    [
        "go-mod-download-checksum-mismatch.gha.log",
        "go-mod-download-checksum-mismatch.txt",
        "go127-build-gomod-checksum-mismatch.txt",
    ],
)
def test_a_go_sum_checksum_mismatch_is_suspected_as_tampering_at_go_sum(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "dependency resolution"
    assert report["confidence"] >= 0.65
    assert report["tool"] == "go-modules"
    assert ": checksum mismatch" in report["summary"]
    assert "SECURITY ERROR" not in report["summary"]
    assert [place["file"] for place in report["locations"]] == ["go.sum"]
    advice = report["next_step"]
    assert "rule out tampering first" in advice
    assert "refresh the lock file" not in advice
    assert advice.index("tampering") < advice.index("Change go.sum")


@pytest.mark.parametrize(
    "name",
    ["go-mod-verify-dir-modified.gha.log", "go-mod-verify-dir-modified.txt", "go127-mod-verify-dir-modified.txt"],
)
def test_go_mod_verifys_modified_module_cache_is_a_failure_found(capsys: pytest.CaptureFixture[str], name: str) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "dependency resolution"
    assert report["confidence"] >= 0.65
    assert "dir has been modified" in report["summary"]
    assert "rule out tampering first" in report["next_step"]
    assert "refresh the lock file" not in report["next_step"]


@pytest.mark.parametrize(
    ("name", "tool", "lock", "command"),
    [
        ("go-mod-tidy-lock-diff.gha.log", "go-modules", "go.sum", "go mod tidy"),
        ("pip-compile-lock-diff.gha.log", "pip-compile", "requirements.txt", "pip-compile"),
    ],
)
def test_a_lock_files_diff_after_its_lock_command_is_a_stale_lock_not_lint(
    capsys: pytest.CaptureFixture[str], name: str, tool: str, lock: str, command: str
) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "dependency resolution"
    assert report["tool"] == tool
    assert "lint/format" not in [other["category"] for other in report["competing"]]
    assert report["locations"][0]["file"] == lock
    assert f"run `{command}" in report["next_step"]
    assert "stale" in report["next_step"]


@pytest.mark.parametrize(
    ("name", "tool", "lock", "command", "others"),
    [
        ("npm-ci-lock-mismatch.gha.log", "npm", "package-lock.json", "`npm install`", ["pnpm", "yarn"]),
        ("pnpm-frozen-lockfile.gha.log", "pnpm", "pnpm-lock.yaml", "`pnpm install`", ["`npm install`", "yarn"]),
        ("yarn4-immutable.gha.log", "yarn", "yarn.lock", "`yarn\ninstall`", ["`npm install`", "pnpm"]),
        ("yarn1-frozen-lockfile.txt", "yarn", "yarn.lock", "`yarn install`", ["`npm install`", "pnpm"]),
        ("poetry-check-lock.gha.log", "poetry", "poetry.lock", "`poetry lock`", ["uv lock"]),
        ("poetry-install-stale-lock.txt", "poetry", "poetry.lock", "`poetry lock`", ["uv lock"]),
        ("cargo-build-locked.gha.log", "cargo", "Cargo.lock", "`cargo update -p CRATE`", ["refresh the lock file"]),
        ("composer-install-stale-lock.gha.log", "composer", "composer.lock", "`composer update", ["refresh the lock"]),
    ],
)
def test_a_stale_lock_is_placed_at_the_tools_lock_file_and_names_its_one_command(
    capsys: pytest.CaptureFixture[str], name: str, tool: str, lock: str, command: str, others: list[str]
) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["category"], report["tool"]) == ("dependency resolution", tool)
    assert [place["file"] for place in report["locations"]] == [lock]
    advice = report["next_step"].replace("\n", " ")
    assert command.replace("\n", " ") in advice
    assert lock in advice
    assert not [other for other in others if other in advice]


def test_cargos_absolute_lock_path_is_the_repositorys(capsys: pytest.CaptureFixture[str]) -> None:
    log = FIXTURES / "cargo-build-locked.gha.log"
    workflow = FIXTURES / "cargo-build-locked.workflow.yml"
    assert main(["triage", str(log), "--workflow", str(workflow), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [place["file"] for place in report["locations"]] == ["Cargo.lock"]  # /home/runner/work/app/app/Cargo.lock


def test_composers_stale_lock_quotes_the_package_the_lock_pins_otherwise(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["triage", str(FIXTURES / "composer-install-stale-lock.gha.log"), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert 'Required package "acme/geom" is in the lock file as "1.0.0"' in report["summary"]
