"""The tool a report names is the program that printed the failure, read from the log: gfortran when
make's echoed link line runs it (`gfortran -O2 -g -o norm main.o norm.o` above GNU ld's `undefined
reference`, which the C-family skill reads: it was gcc), and hspec or HUnit when their report comes
from a test program `runghc` runs (it was cabal-test, whose run prints their reports only under
`cabal test`, whose own lines, `Test suite spec: FAIL`, say so in its plain output too) (trial 109, #13).

Real output: gfortran 12.2, GHC 9.0.2 with hspec 2.8.5 and HUnit 1.6.2 (Debian 12),
tests/fixtures/s38-t109b/README.md; hspec under `cabal test`, tests/fixtures/s31-t73b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("log", "tool"),
    [
        ("s38-t109b/f90-link.log", "gfortran"),
        ("s38-t109b/hs-hspec-runghc.log", "hspec"),
        ("s38-t109b/hs-hunit-fail.log", "hunit"),
        ("s38-t109b/hs-hunit-plain.txt", "hunit"),
        ("s31-t73b/hs-hspec.log", "cabal-test"),
        ("s38-t109b/hs-cabal-test-plain.txt", "cabal-test"),
    ],
)
def test_the_tool_is_the_program_that_printed_the_failure(
    triage_json: Callable[..., dict], log: str, tool: str
) -> None:
    assert triage_json(FIXTURES / log, "--no-home-skills")["tool"] == tool
