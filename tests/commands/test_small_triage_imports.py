"""A triage of a log with the bundled skills imports no validation or YAML library once the disk
cache holds the skills and the tool catalogue: importing pydantic and building the models' schemas
alone cost more than the whole small-log budget (issue 16: ≤ 150 ms of CPU). A user's or a
repository's skills are still parsed and checked, and then pydantic loads."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from tests.commands.loaded_modules import run_watching

from ci_triage.base.errors import ExitCode

HEAVY = (
    "pydantic",
    "pydantic_core",
    "yaml",
    "jinja2",
    "rich",
    "junitparser",
    "annotated_types",
    # what a log file read in place with every cache entry found never needs: zips, gzip, temporary files
    "zipfile",
    "gzip",
    "tempfile",
    "importlib.resources",
    # the comparison with a passing log and its line templates: only with --baseline
    "ci_triage.logs.compare",
    "ci_triage.logs.templates",
)


def _triage(argv: list[str], cache: Path, cwd: Path, prebuilt: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != "CI_TRIAGE_PREBUILT_CACHE_DIR"}
    env |= {"CI_TRIAGE_CACHE_DIR": str(cache)} | ({"CI_TRIAGE_PREBUILT_CACHE_DIR": str(prebuilt)} if prebuilt else {})
    return run_watching(["triage", *argv], HEAVY, env, cwd)


def test_a_json_triage_with_a_warm_cache_imports_no_heavy_library(tmp_path: Path) -> None:
    argv = ["--example", "prettier", "--format", "json", "--no-home-skills", "--checkout", str(tmp_path)]
    cold = _triage(argv, tmp_path / "cache", tmp_path)
    assert cold.returncode == ExitCode.OK, cold.stderr
    assert "pydantic" in cold.stderr  # the first run parses and checks the bundled skills
    warm = _triage(argv, tmp_path / "cache", tmp_path)
    assert warm.returncode == ExitCode.OK, warm.stderr
    assert "loaded: none" in warm.stderr
    assert warm.stdout == cold.stdout


def test_a_prebuilt_cache_folder_is_read_where_the_cache_misses_and_never_written(tmp_path: Path) -> None:
    """As in the action's image: a folder filled when the image is built, and a job's empty cache folder."""
    argv = ["--example", "prettier", "--format", "json", "--no-home-skills", "--checkout", str(tmp_path)]
    built = _triage(argv, tmp_path / "prebuilt", tmp_path)
    assert built.returncode == ExitCode.OK, built.stderr
    job = _triage(argv, tmp_path / "job-cache", tmp_path, prebuilt=tmp_path / "prebuilt")
    assert job.returncode == ExitCode.OK, job.stderr
    assert "loaded: none" in job.stderr
    assert job.stdout == built.stdout
    assert not (tmp_path / "job-cache").exists()
    without = _triage(argv, tmp_path / "other-job-cache", tmp_path)
    assert "pydantic" in without.stderr  # the same run without the prebuilt folder parses the skills


@pytest.mark.parametrize(("output_format", "library"), [("markdown", "jinja2"), ("text", "rich")])
def test_other_formats_import_only_their_renderer(tmp_path: Path, output_format: str, library: str) -> None:
    argv = ["--example", "prettier", "--format", output_format, "--no-home-skills", "--checkout", str(tmp_path)]
    _triage(argv, tmp_path / "cache", tmp_path)
    warm = _triage(argv, tmp_path / "cache", tmp_path)
    assert warm.returncode == ExitCode.OK, warm.stderr
    assert f"loaded: {library}" in warm.stderr


def test_a_repository_skill_is_still_checked(tmp_path: Path) -> None:
    skill = tmp_path / ".ci-triage" / "skills" / "broken"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text("---\nname: broken\ndescription: d\nsignals: [{id: x}]\n---\nbody\n")
    argv = ["--example", "prettier", "--format", "json", "--no-home-skills", "--checkout", str(tmp_path)]
    _triage(argv, tmp_path / "cache", tmp_path)
    warm = _triage(argv, tmp_path / "cache", tmp_path)
    assert warm.returncode == ExitCode.OK, warm.stderr
    assert "skill skipped" in warm.stderr
    assert "signals.0.pattern: Field required" in warm.stderr
    assert "pydantic" in warm.stderr


@pytest.mark.parametrize("kind", ["a-file", "read-only"])
def test_a_cache_folder_that_cannot_be_written_is_one_warning_and_the_same_report(tmp_path: Path, kind: str) -> None:
    argv = ["--example", "prettier", "--format", "json", "--no-home-skills", "--checkout", str(tmp_path)]
    writable = _triage(argv, tmp_path / "cache", tmp_path)
    blocked = tmp_path / kind
    if kind == "a-file":
        blocked.write_text("not a folder\n")
    else:
        blocked.mkdir(mode=0o555)
        if os.access(blocked, os.W_OK):
            pytest.skip("running as root: a read-only folder is still writable")
    without = _triage(argv, blocked, tmp_path)
    assert without.returncode == ExitCode.OK, without.stderr
    assert without.stdout == writable.stdout
    warnings = [line for line in without.stderr.splitlines() if "cannot be written" in line]
    assert len(warnings) == 1, without.stderr
    assert warnings[0].startswith(f"ci-triage: warning: the cache folder {blocked} cannot be written (")
    assert "Traceback" not in without.stderr
