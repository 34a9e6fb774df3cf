"""An undefined reference's advice names libm: a C math function (``sqrt``, ``tan``) is not linked
by default on Linux, the most common link error of a C build in CI.

Trial 94, finding 12 (first point; fixture: ``tests/fixtures/trial-94/README.md``). Before: the
advice said to link "the library that provides it" without naming ``-lm``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-94" / "make-link-without-libm.gha.log"


def test_an_undefined_math_function_is_advised_to_link_libm(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert report["category"] == "compile/build error"
    assert "undefined reference to `sqrt'" in report["summary"]
    assert "add `-lm` after the objects" in report["next_step"]
