"""Beside tests that failed on assertions, a failed test whose own error has advice of its own
gets that advice after the test failure's: prove's ``t/02-json.t`` that died on ``Can't locate
JSON/MaybeXSSS.pm in @INC`` got the install advice only when alone (trial 114, #11), and Robot
Framework's ``No keyword with name 'X' found.`` (a library not imported, a misspelt keyword) got
none at all (#12).

Real output: prove (perl 5.36) and Robot Framework 7.5, run by trial 114 and here
(tests/fixtures/s40-t114b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t114b"


def test_a_module_not_installed_in_one_test_file_gets_the_install_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pl_fail.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert report["next_step"].startswith("Run the failed tests locally")
    assert "Also: Perl found the module" in report["next_step"]
    assert "`cpanm JSON::MaybeXSSS`" in report["next_step"]


@pytest.mark.parametrize("log", ["rb_fail.log", "robot_keywords.log"])
def test_a_keyword_not_found_gets_the_import_advice(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "test failure"
    assert "No keyword with name" in {test["message"].split(" '")[0] for test in report["failed_tests"]}
    assert "`*** Settings ***`" in report["next_step"]
    assert "`Did you mean:`" in report["next_step"]
