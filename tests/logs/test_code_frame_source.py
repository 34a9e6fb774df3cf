"""The source a compiler, type checker or linter quotes in a code frame (rustc's and gcc's
``10 |     let url = "…";`` over a ``   |   ^^^`` marker, mypy ``--pretty``'s and tsc's source line over
a bare marker) is the program's text: a string literal holding ``Could not resolve host`` or
``Out of memory: Killed process 4242`` backs no network or out-of-memory verdict and makes no rival
of the tool's error. Fixtures in ``fixtures/code-frame``: real output of cargo/rustc 1.95.0, gcc
12.2.0, clang 14.0.6, mypy 2.4.1, ruff 0.17.6, TypeScript 5.9.3, eslint 9.39.5's codeframe formatter and
biome 2.6.9 (see its README)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.code_frame import code_frame_source_lines

FIXTURES = Path(__file__).parent / "fixtures" / "code-frame"


@pytest.mark.parametrize(
    ("name", "category"),
    [
        ("rustc_network_words_in_source.log", "compile/build error"),
        ("gcc_oom_and_network_words_in_source.log", "compile/build error"),
        ("clang_oom_and_network_words_in_source.log", "compile/build error"),
        ("mypy_pretty_network_words_in_source.log", "type check"),
        ("ruff_full_oom_words_in_source.log", "lint/format"),
        ("tsc_pretty_network_words_in_source.log", "type check"),
        ("eslint_codeframe_oom_and_network_words_in_source.log", "lint/format"),
        ("biome_oom_and_network_words_in_source.log", "lint/format"),
    ],
)
def test_words_in_quoted_source_make_no_verdict_and_no_rival(triage_json, name: str, category: str) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == category
    assert not report["competing"]
    assert all("Could not resolve" not in s["text"] and "Killed" not in s["text"] for s in report["signals"])


def _numbered(*lines: str) -> dict[int, str]:
    return dict(enumerate(lines, start=1))


def test_a_gutter_frame_quotes_its_numbered_and_diff_lines_not_its_labels() -> None:
    texts = _numbered(
        "F841 Local variable `note` is assigned to but never used",
        "  --> client.py:10:5",
        "   |",
        " 9 | def retry() -> None:",
        '10 |     note = "Out of memory: Killed process 4242 (python)"',
        "   |     ^^^^ never used",
        "help: Remove assignment to unused variable `note`",
        "   |",
        "9  | def retry() -> None:",
        '   -     note = "Out of memory: Killed process 4242 (python)"',
        "10 +     pass",
        "   |",
        "Found 1 error.",
    )
    assert code_frame_source_lines(texts) == {4, 5, 9, 10, 11}


def test_biome_s_fix_diff_is_source() -> None:
    texts = _numbered(
        "  i Unsafe fix: If this is intentional, prepend note with an underscore.",
        "  ",
        "    1 1 │   export function describe(code) {",
        '    2   │ - ··const·note·=·"getaddrinfo·ENOTFOUND·registry.npmjs.org";',
        '      2 │ + ··const·_note·=·"getaddrinfo·ENOTFOUND·registry.npmjs.org";',
        "    3 3 │     if (code == 137) {",
        "  ",
    )
    assert code_frame_source_lines(texts) == {3, 4, 5, 6}


def test_a_bare_marker_quotes_the_line_above_it() -> None:
    texts = _numbered(
        "client.py:5: error: Incompatible types in assignment",
        '        message: int = "Could not resolve host: pypi.org"',
        "                       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~",
        "Found 1 error in 1 file (checked 1 source file)",
    )
    assert code_frame_source_lines(texts) == {2}


@pytest.mark.parametrize(
    "lines",
    [
        (  # BuildKit's Dockerfile frame: no marker line, the failed instruction is the docker skill's
            " --------------------",
            "   1 | FROM python:3.12",
            "   2 | >>> RUN pip install -r requirements.txt",
            " --------------------",
        ),
        ("errors:", "  - Could not resolve host: github.com", "  - Killed"),  # a list, no gutter
        ("   5 | a numbered line", "", "      |   ^~~~"),  # not adjacent: no frame
    ],
)
def test_no_marker_in_the_run_makes_no_frame(lines: tuple[str, ...]) -> None:
    assert code_frame_source_lines(_numbered(*lines)) == set()
