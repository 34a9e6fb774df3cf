"""A spec file rspec could not load (``LoadError``, 0 examples) is the load error, not a test
failure with no failed test: a project file a require names by its path is a compile/build error,
a name on no load path (a gem) dependency resolution; the summary quotes the ``cannot load such
file`` line (not rspec's ``Did you mean?``) and the next step says what to fix.

Real output (tests/fixtures/trial-53/README.md): rspec 3.12 on Ruby 3.1.2 (Debian 12)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-53"


@pytest.mark.parametrize(
    ("log", "category", "quoted", "advice"),
    [
        (
            "rspec-load-error.gha.log",
            "compile/build error",
            "cannot load such file -- /home/runner/work/demo/demo/lib/user",
            "Add the file or fix the require",
        ),
        (
            "rspec-load-error-gem.gha.log",
            "dependency resolution",
            "cannot load such file -- faraday_missing_gem",
            "add it to the Gemfile",
        ),
    ],
)
def test_a_spec_file_that_did_not_load_is_its_load_error(
    triage_json: Callable[..., dict], log: str, category: str, quoted: str, advice: str
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == category
    assert report["summary"].endswith(quoted)
    assert "Did you mean" not in report["summary"]
    assert advice in report["next_step"]
    assert "failed tests" not in report["next_step"]
    assert report["failed_tests"] == []


def test_bundler_raising_quotes_its_message_without_its_frame(triage_json: Callable[..., dict]) -> None:
    """``bundle exec rspec`` with a Gemfile gem that is not installed: Bundler raises
    ``Bundler::GemNotFound`` from its own installed file; the summary quotes the message, not the
    frame's path (Bundler 2.3.15, Ruby 3.1.2, Debian 12: tests/fixtures/trial-53/README.md)."""
    report = triage_json(FIXTURES / "bundle-exec-gem-not-found.gha.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert report["summary"].endswith(
        ": Could not find gem 'faraday_missing_gem' in locally installed gems. (Bundler::GemNotFound)"
    )
    assert "resolver.rb" not in report["summary"]
