"""A C-family compiler's ``note:`` explains its diagnostic: the failure's place is the diagnostic's
line, not the note's (clang-tidy's path notes ``src/parse.c:17:9: note: Assuming the condition is
false`` listed as two more places, trial 94's finding 12; gcc's and clang's ``note: expected ‘int *’
…`` the same). A note keeps its place when its diagnostic has none in the project: an error inside a
system header whose ``required from here`` is the project's one line.

Such an error's place is where the error is in the log's order (trial 132 #8: a later error of
another file came first, and clang's ``requested here`` note could fall out of the excerpt).

Fixtures: ``tests/fixtures/s36-cpp/README.md`` (gcc 12.2, clang 14.0.6, clang-tidy 14) and
``tests/fixtures/s49-cpp/README.md`` (gcc 12.2.0, clang 14.0.6). Before the
change, the clang-tidy log's places were ``src/parse.c`` 8, 9, 20, 17:9 and 17:5, and the gcc and
clang logs had ``src/calc.c:3:21`` after ``:7:16``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-cpp"
S49 = Path(__file__).parents[1] / "fixtures" / "s49-cpp"


def _places(report: dict) -> list[tuple[str, int | None, int | None]]:
    return [(place["file"], place["line"], place["column"]) for place in report["locations"]]


def test_clang_tidys_path_notes_are_no_places(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "clang-tidy-path-notes.gha.log")
    assert _places(report) == [("src/parse.c", 8, 5), ("src/parse.c", 9, 13), ("src/parse.c", 20, 5)]


@pytest.mark.parametrize("log", ["gcc-error-with-note.gha.log", "clang-error-with-note.gha.log"])
def test_a_compilers_note_on_a_declaration_is_no_place(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert _places(report) == [("src/calc.c", 7, 16)]


def test_a_note_is_the_place_when_its_error_is_in_a_system_header(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gxx-error-in-system-header.gha.log")
    assert _places(report) == [("src/sort.cpp", 6, 14)]


@pytest.mark.parametrize(
    ("log", "instantiated", "then"),
    [
        ("gxx-template-error-then-error.log", ("src/points.cpp", 9, 14), ("src/total.cpp", 11, 19)),
        ("clangxx-template-error-then-error.log", ("src/points.cpp", 9, 10), ("src/total.cpp", 11, 15)),
    ],
)
def test_a_system_headers_template_error_is_placed_first_where_the_project_instantiated_it(
    triage_json: Callable[..., dict], log: str, instantiated: tuple[str, int, int], then: tuple[str, int, int]
) -> None:
    """The first error (the one the summary quotes) is in a standard header; its place is the
    project's line that instantiated the template, before the later error of ``src/total.cpp``."""
    report = triage_json(S49 / log)
    assert "predefined_ops.h:45:23" in report["summary"]
    assert _places(report) == [instantiated, then]
