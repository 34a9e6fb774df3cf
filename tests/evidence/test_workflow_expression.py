"""The reader of GitHub expressions: GitHub's documented literals, operators, loose equality and
falsy values (GitHub Docs, "Evaluate expressions in workflows and actions"), and an honest unknown
for what cannot be known offline."""

from __future__ import annotations

import pytest
from tests.cpu_growth import per_unit_growth

from ci_triage.evidence.workflow_expression import (
    UNKNOWN,
    ExpressionError,
    evaluate,
    expanded_values,
    template_parts,
    truthy,
    whole_expression,
)
from ci_triage.evidence.workflow_step import matrix_values, parse_workflow

MATRIX = {"experimental": True, "os": "ubuntu-latest", "python": 3.12, "empty": ""}


@pytest.mark.parametrize(
    ("expression", "value"),
    [
        ("matrix.experimental", True),
        ("matrix['experimental']", True),
        ("!matrix.experimental", False),
        ("matrix.os == 'Ubuntu-Latest'", True),  # strings compare ignoring case
        ("matrix.os != 'windows-latest' && matrix.python >= 3.1", True),
        ("matrix.experimental == 1", True),  # types differ: compared as numbers (true is 1)
        ("matrix.experimental == 'true'", False),  # 'true' is no number: NaN
        ("null == 0", True),
        ("0xff == 255", True),
        ("-2.99e-2 < 0", True),
        ("'It''s' == 'it''s'", True),
        ("matrix.empty || 'fallback'", "fallback"),  # || gives an operand, '' is falsy
        ("(false || matrix.experimental) && !(matrix.python > 4)", True),
    ],
)
def test_known_values_are_evaluated_as_github_does(expression: str, value: object) -> None:
    assert evaluate(expression, MATRIX) == value


@pytest.mark.parametrize(
    "expression",
    [
        "github.event_name == 'schedule'",
        "matrix.missing",
        "inputs.experimental",
        "contains(matrix.os, 'ubuntu')",
        "matrix.experimental && github.ref == 'refs/heads/main'",
        "github.x || true",  # its value is github.x when that is truthy: not known
    ],
)
def test_what_cannot_be_known_offline_is_unknown(expression: str) -> None:
    assert evaluate(expression, MATRIX) is UNKNOWN


def test_a_known_side_decides_and_or_over_an_unknown() -> None:
    assert evaluate("false && github.x", MATRIX) is False
    assert evaluate("true || github.x", MATRIX) is True


def test_a_matrix_key_of_a_whole_leg_that_is_not_defined_is_null() -> None:
    """GitHub Docs, "Evaluate expressions in workflows and actions": a property that does not exist is null."""
    assert evaluate("matrix.flaky", MATRIX) is UNKNOWN, "a partial leg: the key may be defined"
    assert evaluate("matrix.flaky", MATRIX, undefined=None) is None
    assert evaluate("matrix.flaky == true", MATRIX, undefined=None) is False
    assert evaluate("!matrix.flaky && matrix['flaky'] != 'x'", MATRIX, undefined=None) is True
    assert evaluate("matrix.flaky.flag", MATRIX, undefined=None) is UNKNOWN, "a property of it: not read"


@pytest.mark.parametrize("text", ["(true", "true)", '"double quoted"', "1 ==", "", "'unclosed", "a @ b"])
def test_text_outside_the_grammar_is_an_expression_error(text: str) -> None:
    with pytest.raises(ExpressionError):
        evaluate(text, MATRIX)


def test_truthiness_follows_github_s_falsy_values() -> None:
    assert [truthy(value) for value in (False, 0.0, -0.0, "", None)] == [False] * 5
    assert [truthy(value) for value in (True, 1.0, "false", "0")] == [True] * 4
    assert truthy(UNKNOWN) is UNKNOWN


def test_only_a_whole_scalar_in_one_pair_of_braces_is_an_expression() -> None:
    assert whole_expression("  ${{ matrix.experimental }} ") == " matrix.experimental "
    assert whole_expression("on ${{ matrix.os }}") is None
    assert whole_expression("${{ a }} and ${{ b }}") is None


@pytest.mark.complexity
def test_nesting_is_bounded_and_the_reader_is_linear_in_the_text() -> None:
    with pytest.raises(ExpressionError):
        evaluate("(" * 100 + "true" + ")" * 100, MATRIX)

    def evaluated(terms: int) -> None:
        assert evaluate(" && ".join(["matrix.experimental == true"] * terms), MATRIX) is True

    growth = per_unit_growth(lambda: evaluated(2_000), lambda: evaluated(8_000), 4)
    assert growth < 2.5, f"the time per term grew {growth:.1f}× as the text grew 4×"


@pytest.mark.parametrize(
    ("template", "text", "values"),
    [
        ('./ci/test.sh --python "${{ matrix.pyhton-version }}"', './ci/test.sh --python ""', [""]),
        (
            "npm run test:${{ matrix.suite }} -- --test-shard=${{ matrix.shard }}/2",
            "npm run test:unit -- --test-shard=/2",
            ["unit", ""],
        ),
        ("${{ matrix.a }}${{ matrix.b }}", "xy", ["", "xy"]),  # the shortest first, as a lazy (.*?)
        ("a${{ x }}a${{ y }}a", "aaaa", ["", "a"]),  # pieces that overlap the text's runs: leftmost
        ("make ${{ matrix.target }}", "make check", ["check"]),
        ("make check", "make check", []),
        ("make ${{ matrix.target }}", "make", None),  # the pieces would overlap: "make " is not there
        ("npm run test:${{ matrix.suite }} -- --ci", "npm run test:unit -- --watch", None),
        ("${{ a }}-${{ b }}-${{ c }}", "1-2", None),  # a piece missing
        ("make check", "make checks", None),
    ],
)
def test_an_expanded_template_is_matched_by_its_literal_pieces(
    template: str, text: str, values: list[str] | None
) -> None:
    assert expanded_values(template, text) == values


def test_an_unclosed_expression_is_literal_text() -> None:
    assert template_parts("echo ${{ matrix.a }} ${{ b") == (["echo ", " ${{ b"], ["${{ matrix.a }}"])
    assert expanded_values("echo ${{ b", "echo ${{ b") == []


@pytest.mark.complexity
def test_matching_an_expanded_template_is_linear_in_the_text() -> None:
    """Pieces that almost match everywhere (``aa…ab`` over a run of ``a``): no placement is tried twice."""

    def matched(size: int) -> None:
        template = "x${{ a }}" + "a" * 60 + "b${{ b }}" + "a" * 60 + "c${{ c }}y"
        text = "x" + "a" * size + "y"
        for _ in range(20):
            assert expanded_values(template, text) is None

    growth = per_unit_growth(lambda: matched(200_000), lambda: matched(800_000), 4)
    assert growth < 2.5, f"the time per character grew {growth:.1f}× as the text grew 4×"


NAMED_MATRIX = """\
jobs:
  test:
    name: Tests on ${{ matrix.os }} / py${{ matrix.python }}
    strategy:
      matrix:
        os: [ubuntu-latest, windows-latest]
        python: ["3.11", "3.12"]
        experimental: [false]
        arch: [x64]
        include:
          - os: ubuntu-latest
            experimental: true
    steps:
      - run: pytest
  build:
    strategy:
      matrix:
        node: [20, 22]
        experimental: [true, false]
    steps:
      - run: npm test
"""


def matrix_of(job_id: str, name: str | None) -> dict:
    jobs = {key.value: node for key, node in parse_workflow(NAMED_MATRIX, "ci.yml").value[0][1].value}
    return matrix_values(jobs[job_id], job_id, name).values


def test_a_leg_the_name_fixes_is_whole_and_one_it_does_not_is_partial() -> None:
    jobs = {key.value: node for key, node in parse_workflow(NAMED_MATRIX, "ci.yml").value[0][1].value}
    assert matrix_values(jobs["build"], "build", "build (22, true)").whole
    assert not matrix_values(jobs["build"], "build", "build (22)").whole
    assert not matrix_values(jobs["test"], "test", "Tests on windows-latest / py3.12").whole, (
        "experimental: not shown, and an include entry names it"
    )
    [(_key, job)] = parse_workflow(INCLUDED_MATRIX, "ci.yml").value[0][1].value
    assert matrix_values(job, "test", "test (3.11, false)").whole
    assert not matrix_values(job, "test", "test (3.14, true)").whole, "a combination the include entry made"


def test_matrix_values_come_from_single_values_and_the_job_s_display_name() -> None:
    assert matrix_of("build", None) == {}
    assert matrix_of("test", None) == {"arch": "x64"}, "experimental: an include entry may add a combination of its own"
    assert matrix_of("test", "Tests on windows-latest / py3.12") == {
        "os": "windows-latest",
        "python": "3.12",
        "arch": "x64",
    }
    assert matrix_of("build", "build (22, true)") == {"node": 22.0, "experimental": True}
    assert matrix_of("build", "build (22)") == {}, "one value for two keys: nothing is guessed"
    assert matrix_of("build", "build (22, maybe)") == {"node": 22.0}, "a value that is none of the key's"


INCLUDED_MATRIX = """\
jobs:
  test:
    name: test (${{ matrix.python }}, ${{ matrix.experimental }})
    strategy:
      matrix:
        python: ["3.11", "3.13"]
        experimental: [false]
        include:
          - python: "3.14"
            experimental: true
    steps:
      - run: pytest
"""


def test_a_value_an_include_entry_adds_is_read_from_the_display_name() -> None:
    [(_key, job)] = parse_workflow(INCLUDED_MATRIX, "ci.yml").value[0][1].value
    assert matrix_values(job, "test", "test (3.14, true)").values == {"python": "3.14", "experimental": True}
    assert matrix_values(job, "test", "test (3.11, false)").values == {"python": "3.11", "experimental": False}
    assert matrix_values(job, "test", None).values == {}, "experimental: the include entry adds a combination"
