"""A jest suite that did not load because a file it requires does not parse is a compile/build error at
that file and line, not a failed assertion: Babel's ``SyntaxError: /…/src/calc.js: Unexpected token
(16:0)``, and without a transform Node's place ``/…/src/calc.js:16`` above ``SyntaxError: Unexpected
token '}'`` (which no signal read: the summary quoted ``FAIL test/calc.test.js``). Valid code jest is
not set up to read is configuration: TypeScript Babel has no preset for (``Support for the experimental
syntax 'flow' isn't currently enabled``), an ES module in node_modules (jest 30's ``Must use import to
load ES Module``). A new-user trial of session 26.

Fixtures (tests/fixtures/js-readings, README there): jest 30.5.2 from the npm registry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "js-readings"


@pytest.mark.parametrize(
    ("name", "place", "quoted"),
    [
        ("jest_syntax_error_in_import.log", ("src/calc.js", 16), "src/calc.js: Unexpected token (16:0)"),
        ("jest_syntax_error_no_transform.log", ("src/calc.js", 16), "SyntaxError: Unexpected token '}'"),
    ],
)
def test_a_module_a_suite_imports_that_does_not_parse_is_a_compile_error_there(
    name: str, place: tuple[str, int], quoted: str, triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FIXTURES / name)
    assert (report["category"], report["tool"]) == ("compile/build error", "jest")
    assert quoted in report["summary"]
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == place
    assert [test["name"] for test in report["failed_tests"]] == ["test/calc.test.js"]
    assert "does not parse" in report["next_step"]


@pytest.mark.parametrize(
    ("name", "quoted", "advice"),
    [
        ("jest_typescript_without_preset.log", "experimental syntax 'flow'", "@babel/preset-typescript"),
        ("jest_require_esm.log", "Must use import to load ES Module", "transformIgnorePatterns"),
    ],
)
def test_code_jest_is_not_set_up_to_read_is_configuration(
    name: str, quoted: str, advice: str, triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FIXTURES / name)
    assert (report["category"], report["tool"]) == ("configuration", "jest")
    assert quoted in report["summary"]
    assert advice in report["next_step"]
