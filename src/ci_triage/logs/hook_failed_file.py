"""A test file listed as failed whose tests the runner reports skipped: a hook failed, it loaded.

vitest reports a file-level hook that threw (``beforeAll``, ``afterAll`` outside any ``describe``)
as it reports a file that did not load: ``FAIL  hooks/setup.test.ts [ hooks/setup.test.ts ]``
under ``Failed Suites 1`` (vitest 2.1.9, 3.2.7 and 4.1.12 alike, trial 92). The file did load: its
tests were collected and then skipped, which the run's list of files shows and a file that did
not load never has (vitest 4.1.12's ``❯ hooks/setup.test.ts (1 test | 1 skipped) 4ms`` against
``❯ hooks/broken.test.ts (0 test)``; the verbose reporter's ``↓ hooks/setup.test.ts > client >
uses api url``). Such a file errored outside its tests' bodies (:attr:`~ci_triage.logs.model.FailedTest.kind`
``error``), not in collection.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import FailedTest
from ci_triage.logs.re2_patterns import LazyRE2

_SKIPPED_IN_FILE = LazyRE2(
    r"^\s*(?:↓ (?P<test_of>\S+\.[cm]?[jt]sx?) > \S"
    r"|❯ (?P<file>\S+\.[cm]?[jt]sx?) \(\d+ tests?\b[^)]*\| \d+ skipped\))"
)
"""A line saying a test of a file was skipped: vitest's verbose ``↓ file > suite > test``, or its
file line's tally ``❯ file (1 test | 1 skipped)``."""


def hook_failed_files(tests: list[FailedTest], lines: Mapping[int, LogLine]) -> list[FailedTest]:
    """``tests`` with each test file that failed to collect (:attr:`~FailedTest.kind` ``collection``)
    whose tests ``lines`` (a job's, 1-based) report skipped (:data:`_SKIPPED_IN_FILE`) made kind
    ``error``: it loaded and a hook outside its tests failed. The rest as they are."""
    files = {test.file for test in tests if test.kind == "collection" and test.file}
    if not files:
        return tests
    skipped: set[str] = set()
    for line in lines.values():
        found = _SKIPPED_IN_FILE.match(line.text)
        if found is not None:
            skipped.add(str(found.group("test_of") or found.group("file")))
    return [
        dataclasses.replace(test, kind="error") if test.kind == "collection" and test.file in skipped else test
        for test in tests
    ]
