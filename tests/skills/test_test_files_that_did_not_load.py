"""A test runner that could not load a test file: the same category in both layouts of a log.

rspec, busted and PHPUnit load every test file before running any test; a file that does not parse
stops the run with no test run (rspec's tally ``0 examples, 0 failures, 1 error occurred outside
of examples`` reads like a pass), and the syntax error is the cause: a compile/build error, as
``ruby -c``, ``luac -p`` and ``php -l`` give for the same file. A file whose ``require`` failed is
that load error (trial 53): a gem or file on no load path, dependency resolution (the bundler
family's ``cannot load such file -- NAME``). Real output of the tools (``fixtures/``: rspec 3.12, busted 2.1.1, PHPUnit
9.6), read as a plain log and as the failing step of a GitHub Actions job log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    ("fixture", "category"),
    [
        ("rspec-load-syntax-error.txt", "compile/build error"),
        ("rspec-load-error.txt", "dependency resolution"),
        ("busted-spec-syntax-error.txt", "compile/build error"),
        ("phpunit-parse-error.txt", "compile/build error"),
    ],
)
def test_a_test_file_that_did_not_load_fails_the_same_in_both_layouts(
    fixture: str,
    category: str,
    analyser: Analyser,
    actions_log: Callable[[str, list[str]], bytes],
    tmp_path: Path,
) -> None:
    command, *output = (FIXTURES / fixture).read_text(encoding="utf-8").splitlines()
    actions = tmp_path / "job.log"
    actions.write_bytes(actions_log(command.removeprefix("$ "), output))
    for path in (FIXTURES / fixture, actions):
        with open_log_source(str(path)) as source:
            report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
        assert report.failure_found, path.name
        assert report.category == category, (path.name, report.jobs[0].classification.scores)
