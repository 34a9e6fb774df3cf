"""javac's labelled details below a diagnostic's code say what its title does not: the summary
quotes them after the title (trial t118 #12: ``cannot find symbol`` without ``symbol:   variable
Discounts``).

``fixtures/javac-details`` holds real output of javac 17.0.15 (Debian 12's OpenJDK), wrapped as a
GitHub Actions step: ``cannot-find-symbol.gha.log`` (a class never written, ``Discounts.apply``)
and ``cannot-be-applied.gha.log`` (a method called with two arguments for its one);
``maven-cannot-find-symbol.log`` / ``.gha.log``: trial t124's ``mvn -B -o compile`` (Maven 3.8.7,
maven-compiler-plugin 3.13.0, JDK 17) of a class using an undefined ``Discounts``, plain and wrapped
(its ``[ERROR] …/Cart.java:[6,33] cannot find symbol`` and the details under it, again under
``Failed to execute goal``; trial t124 finding 4).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures" / "javac-details"


@pytest.mark.parametrize(
    ("log", "quoted"),
    [
        ("cannot-find-symbol.gha.log", "src/shop/Cart.java:5: error: cannot find symbol (symbol: variable Discounts)"),
        (
            "cannot-be-applied.gha.log",
            "cannot be applied to given types; (required: int; found: int,int; "
            "reason: actual and formal argument lists differ in length)",
        ),
        ("maven-cannot-find-symbol.log", "Cart.java:[6,33] cannot find symbol (symbol: variable Discounts)"),
        ("maven-cannot-find-symbol.gha.log", "Cart.java:[6,33] cannot find symbol (symbol: variable Discounts)"),
    ],
)
def test_a_javac_diagnostics_details_follow_its_title(triage_json: Callable[..., dict], log: str, quoted: str) -> None:
    report = triage_json(FIXTURES / log)
    assert quoted in report["summary"], report["summary"]
    assert "location:" not in report["summary"], "the class looked in names no more than the file"
