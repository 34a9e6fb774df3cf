"""A workflow-command marker is taken off a line's start by string operations, as the pattern
``##\\[(group|endgroup|error|warning|notice|debug|command|section)\\]`` matched at the start took it."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.clean import clean_line
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.report import triage_path

NAMES = ["group", "endgroup", "error", "warning", "notice", "debug", "command", "section"]
PATTERN = LazyRE2(r"##\[(group|endgroup|error|warning|notice|debug|command|section)\]")
PIECES = ["##[", "]", "[", "#", "##", " ", "x", "Run make", "\u00e9", *NAMES, *(name[:3] for name in NAMES)]


def _by_pattern(text: str) -> tuple[str, str]:
    spans = PATTERN.match_spans(text)
    if spans is None:
        return text, ""
    (_, end), (name_start, name_end) = spans[0], spans[1]
    return text[end:], text[name_start:name_end]


@given(st.lists(st.sampled_from(PIECES), max_size=8).map("".join))
def test_marker_taken_off_as_the_pattern_did(text: str) -> None:
    line = clean_line(text)
    expected_text, expected_marker = _by_pattern(text)
    assert (line.text, line.marker) == (expected_text.rstrip(), expected_marker)


def test_markers_and_near_misses() -> None:
    cases = {
        "##[error]Process completed with exit code 1.": ("Process completed with exit code 1.", "error"),
        "##[endgroup]": ("", "endgroup"),
        "##[group]Run ##[error]x": ("Run ##[error]x", "group"),
        "##[errors]x": ("##[errors]x", ""),
        "##[error": ("##[error", ""),
        "##[errorx": ("##[errorx", ""),
        "##[]error]": ("##[]error]", ""),
        " ##[error]x": (" ##[error]x", ""),  # not at the start
    }
    for text, expected in cases.items():
        line = clean_line(text)
        assert (line.text, line.marker) == expected, text


def test_workflow_commands_as_a_tool_prints_them() -> None:
    """Real ``ruff check --output-format=github`` output (ruff 0.14, made here), a command whose
    message names no file, and lines that only look like commands."""
    cases = {
        "::error title=ruff (F401),file=/tmp/p/bad.py,line=1,col=8,endLine=1,endColumn=10::"
        "bad.py:1:8: F401 `os` imported but unused%0A  help: Remove unused import: `os`": (
            "bad.py:1:8: F401 `os` imported but unused",
            "error",
        ),
        "::warning file=src/app.py,line=3,col=5::Missing docstring": ("src/app.py:3:5: Missing docstring", "warning"),
        "::error file=a%2Cb.py::100%25 wrong": ("a,b.py: 100% wrong", "error"),
        "::error::Deploy failed": ("Deploy failed", "error"),
        "::group::Install": ("Install", "group"),
        "::endgroup::": ("", "endgroup"),
        "::std::vector<int> v;": ("::std::vector<int> v;", ""),
        "::errors::x": ("::errors::x", ""),
        "::error no end": ("::error no end", ""),
        "::set-output name=x::y": ("::set-output name=x::y", ""),
    }
    for text, expected in cases.items():
        line = clean_line(text)
        assert (line.text, line.marker) == expected, text


COMMAND_PIECES = ["::", "error", " ", "file=", "x.py", ",", "line=", "3", "=", "%0A", "%25"]


@given(st.lists(st.sampled_from(COMMAND_PIECES), max_size=10))
def test_any_command_shape_is_cleaned_without_error(pieces: list[str]) -> None:
    line = clean_line("".join(pieces))
    assert line.marker in {"", "error"}


def test_a_log_of_workflow_commands_is_read_as_the_tools_findings(analyser) -> None:
    """``ruff check --output-format=github`` saved outside a runner (ruff 0.14, made here, the
    checkout path as a runner's): the findings classify and locate as ruff's own lines do."""
    fixture = Path(__file__).parents[1] / "skills" / "fixtures" / "ruff-github-format.txt"
    report = triage_path(fixture, analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("lint/format", "ruff")
    assert [f"{place.file}:{place.line}" for place in report.jobs[0].locations] == ["bad.py:1", "bad.py:2", "bad.py:6"]


def test_a_windows_runners_annotation_names_its_file_once(analyser) -> None:
    """``ruff check --output-format=github`` on a Windows runner (``tests/fixtures/trial-39``:
    ``file=D:\\a\\calc\\calc\\src\\calc\\core.py``, the message ``src\\calc\\core.py:1:1: I001 …``):
    the message names the file after its last ``\\``, so the path is not put before it again, and
    the finding reads as ruff's own line does (it had read as neither, 0.45)."""
    line = clean_line(
        r"::error title=ruff (F401),file=D:\a\calc\src\core.py,line=1,col=8,endLine=1,endColumn=10::"
        r"src\core.py:1:8: F401 `os` imported but unused%0A  help: Remove unused import"
    )
    assert (line.text, line.marker) == (r"src\core.py:1:8: F401 `os` imported but unused", "error")
    fixture = Path(__file__).parents[1] / "fixtures" / "trial-39" / "ruff-github-windows.gha.log"
    report = triage_path(fixture, analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("lint/format", "ruff")
    assert report.summary.endswith(r"src\calc\core.py:1:1: I001 Import block is un-sorted or un-formatted")
    assert report.confidence >= 0.7
