"""A log pasted into a GitHub issue is read as the job printed it: quote, fences, anchors (session 50).

Trial t133 ran ci-triage on logs pasted into public issues (tests/fixtures/s50-pasted/README.md):
quoted in a reply (``> `` on every line) every verdict became ``unknown`` at 0.0; a fence line was
quoted as the cause (``Unknown in step “(whole log)”: ````` ``) and a closing fence under the
runner's ``##[error]The operation was canceled.`` made a cancelled job “no failure found”; the web
page's link anchors were quoted verbatim (``Ubuntu [2](https://github.com/…#step:3:2)4.04``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.pasted_markup import PastedMarkup

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-pasted"


def _read(text: bytes) -> list[bytes]:
    markup = PastedMarkup.find(text)
    lines = text.splitlines(keepends=True)
    return lines if markup is None else [markup.strip(line) for line in lines]


def test_a_quoted_log_is_diagnosed_at_its_own_lines(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "quoted-mypy.log")
    assert report["category"] != "unknown"
    assert report["summary"].endswith(
        ": shiny/render/_data_frame_utils/_selection.py:154: error: invalid syntax  [syntax]"
    )
    assert report["jobs"][0]["headline_line"] == 5  # the file's line, its quote prefix and all
    assert not [line for span in report["excerpt"] for line in span["lines"] if line.startswith(">")]


@pytest.mark.parametrize(
    ("pasted", "read"),
    [
        (b"> a\n>\n> b\n", [b"a\n", b"\n", b"b\n"]),
        (b">> a\n>> b\n", [b"a\n", b"b\n"]),
        (b"> > a\n> > b\n", [b"a\n", b"b\n"]),
        (b"> npm test\n> > app@1.0.0 test\n> > jest\n", [b"npm test\n", b"> app@1.0.0 test\n", b"> jest\n"]),
        (b"a\n> b\n", [b"a\n", b"> b\n"]),  # not every line quoted: a line's own ``>``
        (b"> only\n", [b"> only\n"]),  # one line decides nothing
    ],
)
def test_the_quote_every_line_has_is_removed(pasted: bytes, read: list[bytes]) -> None:
    assert _read(pasted) == read


def test_a_fence_line_is_no_cause(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "fenced-poetry.log")
    assert "```" not in report["summary"]
    assert "```" not in [line for span in report["excerpt"] for line in span["lines"]]


@pytest.mark.parametrize(
    ("pasted", "read"),
    [
        (b"```\nerror: x\n```\n", [b"\n", b"error: x\n", b"\n"]),
        (b"~~~text\r\nerror: x\r\n~~~\r\n", [b"\r\n", b"error: x\r\n", b"\r\n"]),
        (b"```shell-session\n$ make\n```", [b"\n", b"$ make\n", b""]),
        (b"echo ```\n```x y\n", [b"echo ```\n", b"```x y\n"]),  # a line with more than the fence
    ],
)
def test_a_fence_line_reads_blank(pasted: bytes, read: list[bytes]) -> None:
    assert _read(pasted) == read


def test_a_closing_fence_does_not_undo_the_cancellation(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "exunit-hang-timeout.log")
    assert report["failure_found"]
    assert report["category"] in ("cancelled", "timeout")


def test_the_pages_link_anchors_read_as_their_digits(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "setup-python-step.web.log")
    assert report["summary"].endswith("was not found for Ubuntu 24.04.")
    assert "](https://" not in str(report)
