"""``cabal build`` and ``stack build`` are tools of their own, not GHC: the step's tool names the
command the step ran (as ``cargo build`` is cargo-build, not rustc); GHC's diagnostics still count
in full under them (Haskell's tools: test_skill_default_scope.py).

``tests/fixtures/trial-20/cabal-build-dns.gha.log`` is real output of ``cabal build --offline``
failing on DNS (see the folder's README); its tool used to be ``ghc`` ("the step runs ghc").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.tools import identify_tools

LOG = Path(__file__).resolve().parents[1] / "fixtures" / "trial-20" / "cabal-build-dns.gha.log"


@pytest.mark.parametrize(
    ("command", "tool"),
    [("cabal build all", "cabal-build"), ("stack build --test --no-run-tests", "stack-build"), ("ghc Main.hs", "ghc")],
)
def test_each_haskell_build_command_is_its_own_tool(command: str, tool: str) -> None:
    assert [found.name for found in identify_tools([command])] == [tool]


def test_a_cabal_build_step_is_reported_as_cabal_build() -> None:
    report, _ = triage_path(str(LOG), Analyser.load(), 2000)

    assert report.tool == "cabal-build"
    assert report.category == "infrastructure/network/flaky"
