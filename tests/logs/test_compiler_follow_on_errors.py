"""A C-family compiler's follow-on errors are counted, not shown: the first error leads.

One missing `;` in a header a source file includes makes gcc 12.2 report nine more errors in the
source file and clang 14 five (``‘vec_t’ has no member named ‘cap’``, ``no member named 'data' in
'vec_t'``). The excerpt keeps the first error with the context above it (``In file included from
…``) and its code frame, leaves the rest of that compilation's output out and says how many errors
it held; the summary counts them after the first error (gcc prints no tally of its own; clang's
``6 errors generated.`` is its count).

Fixtures: ``tests/fixtures/s42-gcc/README.md`` (gcc 12.2.0, clang 14.0.6, GNU Make 4.3), plain and
wrapped as GitHub Actions serves a job's log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s42-gcc"


def _shown(report: dict) -> list[str]:
    return [line for span in report["excerpt"] for line in span["lines"]]


@pytest.mark.parametrize("log", ["gcc-error-cascade.gha.log", "gcc-error-cascade.log"])
def test_gccs_follow_on_errors_are_counted_not_shown(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["summary"].endswith(
        "include/types.h:8:5: error: expected ‘:’, ‘,’, ‘;’, ‘}’ or ‘__attribute__’ before ‘int’"
        " (9 more errors after it in this compilation)"
    )
    shown = _shown(report)
    assert "In file included from include/vec.h:3," in shown
    assert "                 from src/vec.c:2:" in shown
    assert "    8 |     int *data;" in shown
    assert not [line for line in shown if "has no member named" in line]
    assert any("with 9 more errors" in span["reason"] for span in report["excerpt"])


@pytest.mark.parametrize("log", ["clang-error-cascade.gha.log", "clang-error-cascade.log"])
def test_clangs_follow_on_errors_are_counted_not_shown(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["summary"].endswith(
        "include/types.h:7:15: error: expected ';' at end of declaration list (6 errors generated.)"
    )
    shown = _shown(report)
    assert "In file included from include/vec.h:3:" in shown
    assert "    size_t cap" in shown
    assert not [line for line in shown if "no member named" in line]
    assert any("with 5 more errors" in span["reason"] for span in report["excerpt"])
