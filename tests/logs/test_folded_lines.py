"""A timestamped log wrapped at a fixed width is read with its lines whole again (session 50).

Trial t133 #10: ``fold -w 80`` of a GitHub runner log pasted in an issue
(tests/fixtures/s50-pasted/dotnet-build-folded.log: ``dotnet build``'s CS0103 and CS0246 errors) read
``unknown`` and quoted ``Tightening/TighteningMessages.cs(17,19): e``, the error cut at column 80.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.folded_lines import FoldedLines

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-pasted"


def test_a_folded_line_is_read_whole_at_its_first_line(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "dotnet-build-folded.log")
    assert report["category"] == "compile/build error"
    assert "(17,19): error CS0103: The name 'Mid0064' does not exist in the current context" in report["summary"]
    assert report["jobs"][0]["headline_line"] == 2  # the file's line where the error starts


def test_only_lines_cut_at_one_width_are_rejoined() -> None:
    folded = (FIXTURES / "dotnet-build-folded.log").read_bytes()
    assert FoldedLines.find(folded) == FoldedLines(80)
    lines = folded.splitlines(keepends=True)
    rejoined = list(FoldedLines(80).rejoined(lines))
    assert len(rejoined) == len(lines)
    assert rejoined[2:5] == [b"\n", b"\n", b"\n"]
    unwrapped = b"".join(line for line in lines if len(line.rstrip(b"\n")) != 80)  # a line without a time alone
    assert FoldedLines.find(unwrapped) is None
