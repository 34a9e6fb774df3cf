"""jest's frame names a test file by its bare name (`at Object.<anonymous> (api.test.cjs:2:25)`) under the
suite's heading that names it with its folder (`FAIL jt/api.test.cjs`). The report listed each file twice,
`jt/api.test.cjs` (no line) and `api.test.cjs:2`, and sent the second failed test of `jt/api.test.cjs`
to `jt/math.test.cjs`, the next heading's file.

Real output: jest, user trial 99's log (tests/fixtures/s35-t99b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_bare_frame_file_takes_the_folder_of_its_fail_heading(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s35-t99b" / "jest_two_files_beforeall.log", "--no-home-skills")
    places = [(location["file"], location["line"]) for location in report["locations"]]
    assert places == [("jt/api.test.cjs", 2), ("jt/math.test.cjs", 1)]
    files = {test["name"]: test["file"] for test in report["failed_tests"]}
    assert files["api › get user"] == "jt/api.test.cjs"
    assert files["adds"] == "jt/math.test.cjs"
    assert files["api › list users"] != "jt/math.test.cjs"  # not the next heading's file
