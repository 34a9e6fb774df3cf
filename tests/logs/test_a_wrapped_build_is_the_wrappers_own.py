"""pip building a C extension: the compiler's error inside pip's output is pip's own failure, and a
skill scoped to Haskell does not read pip's ``Failed to build`` line.

Fixture ``tests/fixtures/s29-t58b/pip-c-extension.gha.log``: real pip 26.3 and gcc 12.2.0 output (see the
folder's README). Before (trial 58 #9), the verdict was right but cut to 0.55: pip's ``Failed building
wheel`` lines were a rival (dependency resolution), then "step tool disagrees: the step runs pip, a
dependency resolution tool"; and ``ghc-cabal/cabal-failed-build`` was cited on ``Failed to build fastsum``:
the catalogue's ``python -m pip`` read as a task of the ``python`` wrapper, which may run any language's
tool, so no skill's scope applied under pip.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s29-t58b" / "pip-c-extension.gha.log"


def test_the_build_under_pip_is_confident_and_no_haskell_line(capsys: pytest.CaptureFixture[str]) -> None:
    main(["triage", str(FIXTURE), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "compile/build error"
    assert report["summary"].endswith("fastsum/_core.c:7:34: error: expected ‘;’ before ‘}’ token")
    reasons = [step["reason"] for step in report["confidence_steps"]]
    assert "step tool disagrees" not in reasons
    assert "competing evidence" not in reasons
    assert report["confidence"] >= 0.85
    assert not [signal for signal in report["signals"] if signal["skill"] == "ghc-cabal"]
