"""javac's "package org.junit does not exist" is a library missing from the compile class path.

Trial 96's finding 9: seven javac errors, all because ``-cp`` named a JUnit jar that was not there,
got "fix the first compiler error shown above"; the fix is the class path (a dependency not fetched,
a wrong path), not the code. The fixture is OpenJDK 17.0.15's javac run here with ``-cp`` naming a
missing jar (``skills/javac/SKILL.md``, "Line forms").
"""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


def test_a_package_javac_cannot_find_advises_the_class_path(triage_json) -> None:
    report = triage_json(FIXTURES / "javac-package-not-on-class-path.txt")
    assert report["category"] == "compile/build error"
    assert "src/shop/CartTest.java:3: error: package org.junit does not exist" in report["summary"]
    assert "class path" in report["next_step"]
