"""node --test names a test file whose process failed by its absolute path (`not ok 1 -
/home/runner/work/cli/cli/test/warn.test.js`): the report listed it, and advised running it, by the
runner's checkout folder while its location was the repository's `test/warn.test.js` (trial 115 #10).
A name that is its file as printed, or begins with it, is rewritten as the file is.

Real output: node 20.20.2 (tests/fixtures/s41-t115a/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.evidence.repository_paths import RepositoryPaths
from ci_triage.logs.model import FailedTest, Location

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s41-t115a"


@pytest.mark.parametrize("name", ["node-test-require-esm.gha.log", "node-test-unknown-extension.gha.log"])
def test_a_test_file_named_by_its_path_in_the_runner_s_checkout_is_named_by_the_repository_s(
    triage_json: Callable[..., dict], name: str
) -> None:
    report = triage_json(FIXTURES / name, "--no-home-skills")
    (test,) = report["failed_tests"]
    assert test["name"] == test["file"]
    assert test["name"].startswith("test/")
    assert test["name"].endswith(".test.js")
    assert "/home/runner/" not in report["summary"].split(" — ")[0]
    assert f"1 test file failed to collect: {test['name']} — " in report["summary"]
    assert not report["next_step"].startswith("/home/runner/")
    assert [job_test["name"] for job_test in report["jobs"][0]["failed_tests"]] == [test["name"]]


def test_a_name_that_only_begins_like_its_file_keeps_its_own_words() -> None:
    printed = "/home/runner/work/cli/cli/test/warn.test.js"
    tests = [
        FailedTest(name=f"{printed} > warns", file=printed, source="log"),  # the file, then its suite's test
        FailedTest(name=f"{printed}x", file=printed, source="log"),  # another path: no name of this file
        FailedTest(name="warns", file=printed, source="log"),
    ]
    renamed = RepositoryPaths(None).failed_tests(tests, [Location(file=printed, line=1, log_line=3)])
    assert [test.name for test in renamed] == ["test/warn.test.js > warns", f"{printed}x", "warns"]
    assert {test.file for test in renamed} == {"test/warn.test.js"}
