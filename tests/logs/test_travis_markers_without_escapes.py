"""Travis' fold and timing markers read the same with or without the escape codes that end them
(t117 finding 1, t116 finding 5).

A raw Travis log ends each ``travis_fold``/``travis_time`` marker with ``\\r\\e[0K``; the copy a user
pastes often has its escape codes removed (``sed 's/\\x1b\\[[0-9;]*[mK]//g'``), and sometimes its
carriage returns too, which glues the markers to the ``$ COMMAND`` prompt. In every shape the
failing command is the one ``The command "…" exited with N.`` names, and the markers, runner
bookkeeping, are no excerpt line's text. Fixture: ``tests/fixtures/trial-117/ctest.travis.log``
(real CTest 3.25.1 output in travis-build's layout; its README)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser, MemberAnalysis
from ci_triage.logs.clean import clean_line
from ci_triage.logs.source import LogMember

RAW = (Path(__file__).parents[1] / "fixtures" / "trial-117" / "ctest.travis.log").read_bytes()
ESCAPES = re.compile(rb"\x1b\[[0-9;]*[mK]")
"""What ``sed 's/\\x1b\\[[0-9;]*[mK]//g'`` removes: colours and erase-line."""
SHAPES = {
    "raw": RAW,
    "escapes removed": ESCAPES.sub(b"", RAW),
    "escapes and carriage returns removed": ESCAPES.sub(b"", RAW).replace(b"\r", b""),
}


def analyse(analyser: Analyser, data: bytes) -> MemberAnalysis:
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=DEFAULT_BUDGET)


@pytest.mark.parametrize("shape", SHAPES)
def test_the_failing_command_is_found_in_every_shape(analyser: Analyser, shape: str) -> None:
    analysis = analyse(analyser, SHAPES[shape])
    assert [(s.name, s.exit_code, s.start.line) for s in analysis.failing] == [
        ("cd build && ctest --output-on-failure", 8, 55)
    ]
    assert analysis.report.classification.category == "test failure"


@pytest.mark.parametrize("shape", SHAPES)
def test_commands_are_named_after_their_prompt_in_every_shape(analyser: Analyser, shape: str) -> None:
    names = [section.name for section in analyse(analyser, SHAPES[shape]).scan.sections]
    assert "git clone --depth=50 --branch=main https://github.com/acme/ringbuf.git acme/ringbuf" in names
    assert names[-2:] == ["cmake --build build", "cd build && ctest --output-on-failure"]


@pytest.mark.parametrize("shape", SHAPES)
def test_no_excerpt_line_shows_a_marker(analyser: Analyser, shape: str) -> None:
    analysis = analyse(analyser, SHAPES[shape])
    lines = SHAPES[shape].decode().split("\n")
    shown = {number: clean_line(lines[number - 1]).text for number in analysis.excerpt_lines}
    assert 71 in shown  # the marker line that ends the failing command: kept for its place, empty
    assert not [text for text in shown.values() if "travis_" in text]
    assert shown[72] == 'The command "cd build && ctest --output-on-failure" exited with 8.'


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        ("travis_fold:start:git.checkout\r\x1b[0Ktravis_time:start:330ae8be\r\x1b[0K$ git clone x", "$ git clone x"),
        ("travis_fold:start:git.checkouttravis_time:start:330ae8be$ git clone x", "$ git clone x"),
        ("travis_time:end:0182d774:start=1,finish=2,duration=1\r\x1b[0K\x1b[31;1mThe command", "The command"),
        ("travis_time:end:c8299133:start=1,finish=2,duration=1,event=scriptThe command", "The command"),
        ("travis_time:end:2c2ea8e5:start=1,finish=2,duration=1,event=before_scripttravis_fold:end:before_script.1", ""),
        ('echo "travis_time:start:$id"', 'echo "travis_time:start:$id"'),
    ],
)
def test_markers_are_left_out_of_the_cleaned_text(raw: str, text: str) -> None:
    assert clean_line(raw).text == text
