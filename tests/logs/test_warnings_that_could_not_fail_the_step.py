"""A tool's warnings decide only when they could have failed the step: the command line makes them
fatal (Sphinx's ``-W``, ``--strict``, a failure threshold at warning level) or the tool says they
stopped it (trial 35 #25, #27, #29, #31, #32; the logs are real output, see
``fixtures/trial-35/README.md``). Otherwise a later error decides, or the verdict stays low."""

from __future__ import annotations

from pathlib import Path

import pytest

TRIAL = Path(__file__).parent / "fixtures" / "trial-35"
CONFIDENT = 0.7


def _signals(report: dict) -> set[str]:
    return {f"{signal['skill']}/{signal['signal']}" for signal in report["signals"]}


def test_mkdocs_warning_is_not_blamed_for_a_failed_push(triage_json) -> None:
    report = triage_json(TRIAL / "mkdocs-deploy.log")
    assert "Version check skipped" not in report["summary"]
    assert "does not appear to be a git repository" in report["summary"]  # git's cause of the failed push
    assert report["confidence"] < CONFIDENT
    assert "sphinx-docs/mkdocs-warning" not in _signals(report)


def test_mkdocs_warning_without_strict_is_not_blamed_for_a_hook_crash(triage_json) -> None:
    report = triage_json(TRIAL / "mkdocs-hook.log")
    assert report["summary"].endswith("KeyError: 'DOCS_BASE_URL'")
    # the hook's traceback ends in os.environ's KeyError: a variable the job did not set (trial 45, finding 3)
    assert report["category"] == "configuration"
    assert "sphinx-docs/mkdocs-doc-warning" not in _signals(report)
    assert [location["line"] for location in report["locations"]] == [5]


def test_sphinx_warning_without_w_is_not_blamed_for_a_handler_crash(triage_json) -> None:
    report = triage_json(TRIAL / "sphinx-hook.log")
    assert "ExtensionError: Handler" in report["summary"]
    assert "WARNING" not in report["summary"]
    assert report["category"] == "runtime error"  # Sphinx's crash report names the handler that raised
    assert "sphinx-docs/sphinx-warning" not in _signals(report)


def test_sphinx_warnings_without_w_are_no_locations_of_a_crash(triage_json) -> None:
    """Trial 37 #3: two ``index.rst:N: WARNING`` lines, then an extension's handler raised; the
    warnings' files are not where the build failed."""
    report = triage_json(TRIAL.parent / "trial-37" / "sphinx-warn-then-exception.log")
    assert report["category"] == "runtime error"
    assert "ExtensionError: Handler <function on_doctree_resolved" in report["summary"]
    assert report["locations"] == []
    assert "event handler raised" in report["next_step"]


def test_sphinx_warning_without_w_before_a_failed_test_command_is_not_confident(triage_json) -> None:
    report = triage_json(TRIAL / "mixed-sphinx-test.log")
    assert report["confidence"] < CONFIDENT
    assert "sphinx-docs/sphinx-warning" not in _signals(report)


def test_hadolint_warnings_below_the_threshold_are_not_blamed_for_a_later_script(triage_json) -> None:
    report = triage_json(TRIAL / "mixed-hadolint-warn.log")
    assert report["summary"].endswith("version 1.2.0 does not match tag v1.3.0")
    assert report["confidence"] < CONFIDENT
    assert report["locations"] == []


def test_hadolint_error_at_the_threshold_is_quoted_not_the_warnings(triage_json) -> None:
    report = triage_json(TRIAL / "hadolint-threshold.log")
    assert report["category"] == "lint/format"
    assert report["summary"].endswith("Dockerfile:3 DL3000 error: Use absolute WORKDIR")
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("Dockerfile", 3)]


@pytest.mark.parametrize("log", ["sphinx-toctree.log", "sphinx-toctree-nokg.log"])
def test_sphinx_warning_about_a_whole_file_is_read(triage_json, log: str) -> None:
    """#1: ``docs/install.rst: WARNING: document isn't included in any toctree`` names no line, and
    with ``--keep-going`` follows ``checking consistency... `` on the same line."""
    report = triage_json(TRIAL / log)
    assert report["category"] == "compile/build error"
    assert report["confidence"] >= CONFIDENT
    assert "document isn't included in any toctree" in report["summary"]
    assert [location["file"].rsplit("/", 1)[-1] for location in report["locations"]] == ["install.rst"]


def test_yamllint_strict_failing_on_warnings_quotes_the_first_warning(triage_json) -> None:
    """#19: with ``--strict`` yamllint's warnings are the failure."""
    report = triage_json(TRIAL / "yamllint-strict.log")
    assert report["category"] == "lint/format"
    assert "missing document start" in report["summary"]
    assert (".github/workflows/ci.yml", 1) in [(loc["file"], loc["line"]) for loc in report["locations"]]


def test_twine_check_strict_failing_on_warnings_quotes_a_warning(triage_json) -> None:
    """#8: ``twine check --strict`` says ``FAILED due to warnings``; the warnings below say why."""
    report = triage_json(TRIAL / "twine-noreadme.log")
    assert report["category"] == "lint/format"
    assert "`long_description" in report["summary"]
    assert "FAILED due to warnings" not in report["summary"]
