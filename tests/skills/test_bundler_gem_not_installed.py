"""Bundler's "could not find gem" is dependency resolution, read from its own line, whatever command ran.

Trial 44's findings 3 and 6: under ``bundle exec rspec`` (CircleCI) Bundler's ``Could not find gem
'faraday (~> 2.9)' in locally installed gems. (Bundler::GemNotFound)`` was a "test failure" (0.26,
from the step's tool alone), and under ``bundle install --local`` the category came from the command
alone with the lock-file advice. The fixtures are real output of Ruby 3.1's Bundler 2.3.15 run here
(``skills/bundler/SKILL.md``, "Line forms"), read plain, as a GitHub Actions step and as a CircleCI
``run`` step (its shell line ``#!/bin/bash -eo pipefail`` above the command, ``Exited with code exit
status N`` below: circleci.com/docs, "Configuration reference", ``run``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"
FORMS = [
    "bundler-exec-gem-not-found.txt",
    "bundler-exec-locked-gem-not-found.txt",
    "bundler-local-gem-not-found.txt",
]


def circleci_log(command: str, output: list[str], code: int) -> bytes:
    """A CircleCI job's output whose ``run`` step ``command`` printed ``output`` and exited ``code``."""
    lines = [
        "Build-agent version 1.0.253030-a2b0ff3f (2024-11-20T16:02:53+0000)",
        "System information:",
        " Server Version: 24.0.7",
        "Starting container cimg/ruby:3.1",
        "",
        "Spin up environment",
        "",
        "Run tests",
        "#!/bin/bash -eo pipefail",
        command,
        *output,
        "",
        f"Exited with code exit status {code}",
    ]
    return "".join(f"{line}\n" for line in lines).encode()


def _triage(path: Path, analyser: Analyser) -> TriageReport:
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    return report


def _layouts(name: str, tmp_path: Path, actions_log: Callable[[str, list[str]], bytes]) -> list[Path]:
    """The fixture ``name`` plain, as a GitHub Actions job log and as a CircleCI job's output."""
    command, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    code = int(output.pop().removeprefix("exit status "))
    actions, circleci = tmp_path / "actions.log", tmp_path / "circleci.log"
    actions.write_bytes(actions_log(command.removeprefix("$ "), output))
    circleci.write_bytes(circleci_log(command.removeprefix("$ "), output, code))
    return [FIXTURES / name, actions, circleci]


@pytest.mark.parametrize("name", FORMS)
def test_a_gem_bundler_did_not_find_is_dependency_resolution_by_its_line(
    name: str, analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    for path in _layouts(name, tmp_path, actions_log):
        report = _triage(path, analyser)
        assert report.category == "dependency resolution", (name, path.name, report.jobs[0].classification.scores)
        assert report.signals[0].skill == "bundler", (name, path.name)
        assert "Could not find" in report.summary


@pytest.mark.parametrize("name", FORMS)
def test_the_advice_is_to_install_the_bundle_or_cache_the_gem(
    name: str, analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    for path in _layouts(name, tmp_path, actions_log):
        advice = _triage(path, analyser).jobs[0].classification.next_step or ""
        assert "`bundle install`" in advice, path.name
        assert "vendor/cache" in advice, path.name


def test_no_test_ran_under_bundle_exec_so_no_test_failed(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    for path in _layouts("bundler-exec-gem-not-found.txt", tmp_path, actions_log):
        report = _triage(path, analyser)
        assert "test failure" not in {other.category for other in report.competing}, path.name
        assert not report.failed_tests
