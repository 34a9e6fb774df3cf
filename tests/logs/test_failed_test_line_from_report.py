"""A failed test read from the log gets its line in its file (``failed_tests[].line``) from the first
location of that file its own report cites (trial 93 finding 2: it was null for every test of pytest,
vitest, go test and cargo test, though the report printed the place).

The fixtures (``tests/fixtures/s34-t93/``, see its README) are trial 93's real tool output: pytest 9.2,
vitest 2.1, go 1.19, cargo test of Rust 1.95.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s34-t93"


@pytest.mark.parametrize(
    ("log", "expected"),
    [
        # under each ``____ test_x ____`` header: ``tests/test_shapes.py:9: AssertionError``
        (
            "py-pytest.log",
            [
                ("tests/test_shapes.py::test_perimeter", "tests/test_shapes.py", 9),
                ("tests/test_shapes.py::test_area_negative", "tests/test_shapes.py", 21),
            ],
        ),
        # the second test failed in src/cart.js:13 (another file), called from its line 15
        (
            "js-vitest.log",
            [
                ("cart > applies tax", "src/cart.test.js", 9),
                ("cart > unknown code keeps total", "src/cart.test.js", 15),
            ],
        ),
        # ``calc_test.go:13:``; a panic's frames: calc/calc.go:5, then the test's calc_test.go:18
        ("go-test.log", [("TestMean", "calc/calc_test.go", 13), ("TestDivZero", "calc/calc_test.go", 18)]),
        # each report under ``---- tests::x stdout ----``, far below the verdicts
        ("rust-test.log", [("tests::parses_bad", "src/lib.rs", 2), ("tests::clamps", "src/lib.rs", 23)]),
    ],
)
def test_each_failed_test_gets_the_line_its_report_cites(
    log: str, expected: list[tuple[str, str, int]], triage_json
) -> None:
    report = triage_json(FIXTURES / log)
    assert [(test["name"], test["file"], test["line"]) for test in report["failed_tests"]] == expected
