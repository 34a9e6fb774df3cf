"""Bundler refusing the job's Ruby for the Gemfile's ``ruby`` line is configuration (the job's
Ruby), not dependency resolution, and an unquoted ``ruby-version: 3.10`` of ruby/setup-ruby is
named as setup-python's is.

Real output (tests/fixtures/trial-53/README.md): trial 53's ``bundle install`` and ``bundle exec
rspec`` with Bundler 2.3.15 on Ruby 3.1.2 and a Gemfile asking ``ruby '>= 3.2'``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-53"
MISMATCH = "Your Ruby version is 3.1.2, but your Gemfile specified >= 3.2"


@pytest.mark.parametrize("log", ["bundle-ruby-version.gha.log", "bundle-exec-ruby-version.gha.log"])
def test_a_ruby_version_mismatch_is_configuration_quoting_bundlers_line(
    triage_json: Callable[..., dict], log: str
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "configuration"
    assert MISMATCH in report["summary"]
    assert "ruby/setup-ruby" in report["next_step"]
    assert "lock file" not in report["next_step"].replace("No lock file is involved", "")


def test_an_unquoted_setup_ruby_version_is_a_workflow_finding(triage_json: Callable[..., dict]) -> None:
    report = triage_json(
        FIXTURES / "bundle-ruby-version.gha.log",
        "--no-home-skills",
        "--workflow",
        FIXTURES / "bundle-ruby-version.workflow.yml",
    )
    found = {line["finding_kind"]: line for line in report["workflow_step"]["lines"] if line["finding"]}
    assert found["unquoted-version"]["start_line"] == 10
    assert "YAML reads the unquoted `3.10` as the number 3.1" in found["unquoted-version"]["summary"]
    assert "the Gemfile requires Ruby `>= 3.2`" in found["engine-version"]["summary"]
