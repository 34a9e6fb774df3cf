"""A build whose output path (`-o build/spec`) is in a folder that does not exist failed before any code
was at fault: GHC refuses it before compiling (`<command line>: error: directory portion of "build/spec"
does not exist (used with "-o" option.)`), GNU ld and as when they open the file. That was a compile
error ("Fix the first compiler error shown above"), and `unknown` in the plain output (trial 109, #9).

Real output: GHC 9.0.2, gcc and gfortran 12.2 with binutils 2.40 (Debian 12),
tests/fixtures/s38-t109b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t109b"


@pytest.mark.parametrize(
    "log",
    [
        "hs-outdir-missing.log",
        "hs-outdir-missing-plain.txt",
        "ld-output-folder-missing-plain.txt",
        "as-output-folder-missing-plain.txt",
    ],
)
def test_the_missing_output_folder_is_the_builds_configuration(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "configuration"
    assert "mkdir -p" in report["next_step"]
    assert "compiler error" not in report["next_step"]
