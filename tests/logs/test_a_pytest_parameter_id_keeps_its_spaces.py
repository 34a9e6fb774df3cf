"""pytest printed `FAILED tests/test_core.py::test_parse_sku[  SKU-22 -SKU-22]` (two spaces, the
parameter's own), and the report and its advice named `test_parse_sku[ SKU-22 -SKU-22]`, a node
id that selects nothing when given to pytest (trial 134 #5).

Real output: pytest 9.2.0 on Python 3.11.7 (tests/fixtures/s50-t134/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-t134"


def test_the_parameter_ids_whitespace_is_copied_exactly(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "p-param.gha.log", "--no-home-skills")
    names = [test["name"] for test in report["failed_tests"]]
    assert names == [
        "tests/test_core.py::test_parse_sku[  SKU-22 -SKU-22]",
        "tests/test_core.py::test_parse_sku[ Sku-3-SKU-3]",
    ]
    assert report["failed_tests_total"] == 2
    assert "test_parse_sku[  SKU-22 -SKU-22]" in report["next_step"]
