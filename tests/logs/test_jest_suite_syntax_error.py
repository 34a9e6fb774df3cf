"""A jest suite that does not parse (``● Test suite failed to run``, ``SyntaxError: /…/test/add.test.js:
Unexpected token (4:0)``) is summarised by that SyntaxError, located at its line and column, the suite
named as the failed test, with advice about the syntax or jest's transform (trial 42, finding 8: the
summary quoted ``FAIL test/add.test.js`` and the location had no line). A file that does not parse is a
compile/build error (session 27, as Python's ``SyntaxError`` and PHP's parse error are), no failed
assertion.

Fixture (tests/fixtures/trial-42, README there): ``jest_syntax_error.log``, jest 30.5.2 from the npm registry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-42" / "jest_syntax_error.log"


def test_a_suite_that_does_not_parse_quotes_its_syntax_error(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert (report["category"], report["tool"]) == ("compile/build error", "jest")
    assert "SyntaxError:" in report["summary"]
    assert "Unexpected token (4:0)" in report["summary"]
    assert ("test/add.test.js", 4, 0) in {(loc["file"], loc["line"], loc["column"]) for loc in report["locations"]}
    assert [test["name"] for test in report["failed_tests"]] == ["test/add.test.js"]
    assert "transform" in report["next_step"]
