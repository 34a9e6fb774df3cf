"""A program that a command running another (``timeout``, ``env``, ``setsid``) could not find never ran.

``tests/fixtures/trial-20/rb-bundle.gha.log`` (a user trial; coreutils 9.1): the step ``timeout 60
bundle install`` prints ``timeout: failed to run command ‘bundle’: No such file or directory`` (exit
127). Before: "dependency resolution" 0.45, backed only by the step's tool (bundler, which never
ran); after: configuration, as bash's ``command not found`` of any other program.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.missing_tools import missing_program
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-20"


def test_a_program_timeout_could_not_run_is_a_missing_program() -> None:
    with open_log_source(str(FIXTURES / "rb-bundle.gha.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.category == "configuration"
    assert report.jobs[0].classification.step_tool is None
    assert "failed to run command ‘bundle’" in report.summary


def test_the_program_is_named_in_each_wrappers_words() -> None:
    """The lines coreutils 9.1 and util-linux 2.38 print here, in a UTF-8 and in the C locale."""
    assert missing_program("timeout: failed to run command ‘bundle’: No such file or directory") == "bundle"
    assert missing_program("nohup: failed to run command 'bundle': No such file or directory") == "bundle"
    assert missing_program("env: ‘bundle’: No such file or directory") == "bundle"
    assert missing_program("setsid: failed to execute bundle: No such file or directory") == "bundle"
    assert missing_program("cat: config.yml: No such file or directory") is None
