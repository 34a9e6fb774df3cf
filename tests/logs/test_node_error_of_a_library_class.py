"""A Node script's uncaught error of a library's own class (puppeteer's ``TimeoutError: Waiting for
selector `#cart-summary` failed``) above its stack, whose script frame opens the error's properties
(``at async …/pup-smoke.js:16:28 {``), is an uncaught error placed at that frame: it had read as "a
message of its own and no traceback" (trial 107, #11), and its plain output as ``unknown``.

Real output: puppeteer-core 24.43 on Debian's chromium (trial 107), tests/fixtures/s38-t107b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t107b"


@pytest.mark.parametrize("log", ["pup-timeout.log", "plain-pup-timeout.txt"])
def test_a_node_error_of_a_library_class_is_an_uncaught_error(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "runtime error"
    assert "TimeoutError: Waiting for selector `#cart-summary` failed" in report["summary"]
    assert "no traceback" not in report["next_step"]
    assert [(place["file"], place["line"]) for place in report["locations"]] == [("pup-smoke.js", 16)]
