"""The source lines pytest quotes around a traceback entry's ``>`` line (``    msg = "Max retries
exceeded with url: …"``), and the arguments it prints above a called function's source, are the
test's data: they make no rival of the test failure (trial 51 #4; fixture in
``fixtures/quoted-source``, real pytest 9.2.0 output). So are the numbered lines of jest's code frame (real jest 29.7.0
output). The ``E`` lines stay evidence."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.assertion_data import is_assertion_data, quoted_source_lines

FIXTURES = Path(__file__).parent / "fixtures" / "quoted-source"


@pytest.mark.parametrize(
    ("name", "test"),
    [
        ("pytest_network_words_in_source.log", "tests/test_client.py::test_counts_retries"),
        ("jest_network_words_in_source.log", "counts retries"),
    ],
)
def test_network_words_in_quoted_source_make_no_rival(triage_json, name: str, test: str) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == "test failure"
    assert [failed["name"] for failed in report["failed_tests"]] == [test]
    assert report["confidence"] >= 0.8
    assert not report["competing"]


def test_the_block_is_the_source_and_arguments_not_the_exception() -> None:
    texts = dict(
        enumerate(
            [
                "_____________________________ test_counts_retries ______________________________",
                "",
                "    def test_counts_retries():",
                '        log = "pip: Temporary failure in name resolution"',
                ">       assert retries_in(",
                "            log",
                "        ) == 1",
                "",
                "tests/test_client.py:12: ",
                "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ ",
                "",
                "log = 'pip: Temporary failure in name resolution'",
                "",
                "    def retries_in(log):",
                '        marker = "Max retries exceeded with url: "',
                '>           raise ValueError("no retry line in the log")',
                "E           ValueError: no retry line in the log",
                "",
                "tests/test_client.py:4: ValueError",
            ],
            start=1,
        )
    )
    assert quoted_source_lines(texts) == {2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 16}


def test_indented_output_without_a_marked_line_is_no_source() -> None:
    texts = {1: "Collecting requests", 2: "    Max retries exceeded with url: /simple/requests/", 3: "ERROR: failed"}
    assert quoted_source_lines(texts) == set()


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ('       8 |   const note = "Max retries exceeded with url: /simple/";', True),
        ("    >  9 |   expect(retriesIn(log)).toBe(1);", True),
        ("      11 |", True),
        ("E           ValueError: no retry line in the log", False),
        ("    at Object.toBe (retries.test.js:9:26)", False),
    ],
)
def test_a_code_frame_line_is_assertion_data(text: str, quoted: bool) -> None:
    assert is_assertion_data(text) is quoted
