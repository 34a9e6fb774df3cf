"""A tool that refused its own command line is configuration, its refusal quoted, not its help (trial t125, finding 2).

Real output, each wrapped as a GitHub Actions job log (``tests/logs/fixtures/usage-errors/``, the
plain copies are golden fixtures of ``tests/skills``): @commitlint/cli 20.5.3 run with ``--from HEAD~0
--last`` prints yargs' whole help text and then its own check's message, ``Please use the --last flag
alone. …`` (before: lint/format, "Process completed with exit code 1." quoted, the help as the
excerpt); yamllint 1.38.0 (argparse) with no file, mkdocs 1.6.1 (click 8.4) with ``--site-dir`` and no
value, markdownlint-cli 0.48.0 (commander) with ``--config`` and no value, cargo 1.95 (clap 4) with
``--release --profile dev`` (before: lint/format, compile/build error).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parent / "fixtures" / "usage-errors"
COMMITLINT_CHECK = "Please use the --last flag alone. The --last flag should not be used with --to or --from or --edit."


def _triage(name: str, analyser: Analyser, budget: int = 2000) -> TriageReport:
    return triage_path(FIXTURES / name, analyser, budget)[0]


@pytest.mark.parametrize(
    ("name", "tool", "quoted"),
    [
        ("commitlint-last-alone.gha.log", "commitlint", COMMITLINT_CHECK),
        ("yamllint-no-file.gha.log", "yamllint", "yamllint: error: one of the arguments FILE_OR_DIR - is required"),
        ("mkdocs-site-dir-without-value.gha.log", "mkdocs", "Error: Option '--site-dir' requires an argument."),
        (
            "markdownlint-config-without-value.gha.log",
            "markdownlint",
            "error: option '-c, --config <configFile>' argument missing",
        ),
        (
            "cargo-release-with-profile.gha.log",
            "cargo-build",
            "error: the argument '--release' cannot be used with '--profile <PROFILE-NAME>'",
        ),
    ],
)
def test_a_refused_command_line_is_configuration(name: str, tool: str, quoted: str, analyser: Analyser) -> None:
    report = _triage(name, analyser)
    assert report.category == "configuration"
    assert report.tool == tool
    assert quoted in report.summary
    advice = next_step(report)
    assert "`run:` line" in advice
    assert "linter's findings" not in advice


def test_yargs_help_above_the_error_is_left_out_of_the_excerpt(analyser: Analyser) -> None:
    report = _triage("commitlint-last-alone.gha.log", analyser)
    texts = [text for span in report.excerpt for text in span.lines]
    assert COMMITLINT_CHECK in texts
    assert not any("[boolean]" in text or "[string]" in text for text in texts)  # the help's option rows


@pytest.mark.parametrize(
    "text",
    [
        "Starting a Gradle Daemon, 1 incompatible and 2 stopped Daemons could not be reused, use --status for details",
        "Run with --stacktrace option to get the stack trace.",
    ],
)
def test_a_programs_pointer_to_an_option_is_no_message_about_its_options(text: str, analyser: Analyser) -> None:
    """Gradle's lines point to an option for more output; only a sentence naming an option as one
    (``the --last flag``) is a program's message below its help: the first line, sentence-shaped and
    naming ``--status``, moved a RxJava Travis log's excerpt while the pattern took any ``--option``."""
    assert "message-after-help" not in {match.signal.id for match in analyser.signals.match(text)}
    assert "message-after-help" in {match.signal.id for match in analyser.signals.match(COMMITLINT_CHECK)}
