"""node --test's locations are the failed tests' own, one path per file (trial 92, #12): the spec
reporter's frames name `file:///…/node-test/math.test.js` and its failed-tests list `test at
math.test.js:18:3`, which were two paths of one file; TAP's parent test and suite (`not ok 1 - add`,
`failureType: 'subtestsFailed'`) added their declarations' `location:` lines beside the subtests'.

Real output: node 20.20.2 run by trial 92, tests/fixtures/s34-t92b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-t92b"


def test_the_spec_reporters_absolute_and_relative_paths_are_one_file(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "node_test_spec.out", "--no-home-skills")
    places = [(location["file"], location["line"]) for location in report["locations"]]
    assert {file for file, _ in places} == {"math.test.js"}
    assert ("math.test.js", 10) in places
    assert ("math.test.js", 19) in places


def test_a_parent_tests_declaration_is_no_location(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "node_test_tap.log", "--no-home-skills")
    lines = {location["line"] for location in report["locations"]}
    assert lines == {9, 10, 18, 19}  # the subtests' declarations and their assertions, not add's :5 nor div's :14
