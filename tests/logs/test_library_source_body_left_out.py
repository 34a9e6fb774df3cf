"""A library's source body that pytest's long traceback quotes is left out of the excerpt, its
place, the line it raised at (``>``) and the error (``E``) kept (trial 115, finding 5).

Real output, run here (``tests/fixtures/trial-115/README.md``): numpy 2.1.3's ``__getattr__``
quoted whole (some 80 lines) by pytest 8.3.3's ``--tb=long`` between the project's
``stats.py:5: in mean_f`` and ``AttributeError: `np.float_` was removed``, and CPython 3.11's
``json.decoder.raw_decode`` with its docstring under pytest's default ``--tb=auto``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-115"


def _shown(name: str, passing: str) -> tuple[set[int], list[str]]:
    path = FIXTURES / name
    baselines, _ = load_baseline(str(FIXTURES / passing)) if passing else ([], [])
    report = triage_path(path, Analyser.load(), DEFAULT_BUDGET, baselines=baselines)[0]
    lines = path.read_text(encoding="utf-8").splitlines()
    shown = {number for span in report.excerpt for number in range(span.start_line, span.end_line + 1)}
    return shown, lines


def _numbers(lines: list[str], text: str) -> list[int]:
    return [number for number, line in enumerate(lines, 1) if text in line]


PASSING = "numpy1-passing-tb-long.gha.log"
"""The same job's passing run (numpy 1.26.4): compared with it, the failing lines are all new and
the library's source was chosen whole."""


@pytest.mark.parametrize(
    ("name", "passing", "body", "raised", "error", "place"),
    [
        pytest.param(
            "numpy2-removed-alias-tb-long.gha.log",
            PASSING,
            "import numpy.linalg as linalg",
            ">           raise AttributeError(",
            "E           AttributeError: `np.float_` was removed",
            "site-packages/numpy/__init__.py:400: AttributeError",
            id="numpy-tb-long",
        ),
        pytest.param(
            "stdlib-json-error-tb-auto.gha.log",
            "",
            "This can be used to decode a JSON document",
            ">           obj, end = self.scan_once(s, idx)",
            "E           json.decoder.JSONDecodeError: Expecting property name",
            "lib/python3.11/json/decoder.py:353: JSONDecodeError",
            id="stdlib-tb-auto",
        ),
    ],
)
def test_a_librarys_quoted_source_is_left_out_its_raise_and_error_kept(
    name: str, passing: str, body: str, raised: str, error: str, place: str
) -> None:
    shown, lines = _shown(name, passing)
    assert not set(_numbers(lines, body)) & shown
    for kept in (raised, error, place):
        assert set(_numbers(lines, kept)) <= shown, kept


def test_the_projects_own_source_in_the_traceback_is_kept() -> None:
    shown, lines = _shown("numpy2-removed-alias-tb-long.gha.log", PASSING)
    for own in (">       assert mean_f([1, 2, 3]) == 2.0", "return np.float_(np.mean("):
        assert set(_numbers(lines, own)) <= shown, own
