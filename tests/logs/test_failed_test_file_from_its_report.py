"""A failed test named without its file gets the test file its report cites (small19).

A user trial (trial-19, FINDINGS #15) read ``failed_tests[].file: null`` for mocha's failures (named by
their titles, ``1) math`` / ``adds big numbers:``, their file in the stack's ``at Context.<anonymous>
(test/math.test.js:5:39)``) and for ``node --test``'s (``not ok 1 - upper``, the file in TAP's
``location: '/…/ntest/str.test.mjs:3:1'``). The file is the first test file (by its name) of the
locations in the test's report: not ``src/math.js``, a frame of the code under test above the test's own.

Fixtures: ``fixtures/trial-19`` (real output made on this machine; its README says by what), run as
the failing step of an Actions job log; and, from ``--checkout``, the test's file is the repository's
path, as the locations' are.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.evidence.repository_paths import RepositoryPaths
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.failed_test_file import with_test_files
from ci_triage.logs.model import FailedTest, Location
from ci_triage.logs.report import triage_path

ActionsLog = Callable[[str, list[str]], bytes]
TRIAL = Path(__file__).resolve().parents[1] / "fixtures" / "trial-19"


def _files(tmp_path: Path, actions_log: ActionsLog, command: str, name: str) -> list[tuple[str, str | None]]:
    path = tmp_path / "job.log"
    path.write_bytes(actions_log(command, (TRIAL / name).read_text(encoding="utf-8").splitlines()))
    report = triage_path(path, Analyser.load(), DEFAULT_BUDGET)[0]
    return [(test.name, test.file) for test in report.jobs[0].failed_tests]


def test_mochas_failed_tests_are_in_the_test_file_of_their_stacks(tmp_path: Path, actions_log: ActionsLog) -> None:
    assert _files(tmp_path, actions_log, "npx mocha", "mocha.plain.log") == [
        ("math adds big numbers", "test/math.test.js"),
        ("math deep equal objects", "test/math.test.js"),
        ("math parse rejects junk", "test/math.test.js"),  # not src/math.js, cited first
    ]


def test_node_test_failed_tests_are_in_the_file_of_their_tap_location(tmp_path: Path, actions_log: ActionsLog) -> None:
    files = _files(tmp_path, actions_log, "node --test", "nodetest.plain.log")
    assert files == [(name, "/work/trial-19/play/js/ntest/str.test.mjs") for name in ("upper", "split", "timeout one")]


def test_a_failed_tests_file_becomes_the_repositorys_path_as_its_locations_do() -> None:
    runner = "/home/runner/work/app/app/test/deep.test.js"
    test = FailedTest(name="merges config", file=runner, log_line=3, source="log")
    rewritten = RepositoryPaths(None).failed_tests([test], [Location(file=runner, line=3, log_line=6)])
    assert [found.file for found in rewritten] == ["test/deep.test.js"]


def test_a_file_named_as_a_test_comes_before_a_helper_in_a_test_folder() -> None:
    test = FailedTest(name="locks", log_line=3, source="log")
    cited = [Location(file="spec/support/concurrency.rb", line=9, log_line=5)]
    cited.append(Location(file="spec/components/mutex_spec.rb", line=4, log_line=7))
    assert [found.file for found in with_test_files([test], cited)] == ["spec/components/mutex_spec.rb"]
