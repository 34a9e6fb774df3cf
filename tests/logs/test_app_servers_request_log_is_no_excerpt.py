"""The access log of the app server a test runner started is no part of the excerpt; its errors are.

Playwright Test tags its ``webServer``'s output ``[WebServer] `` and interleaves it with the test
lines (@playwright/test 1.65.2, Python's http.server as the server; trial 107,
``fixtures/s38-t107a``). A request the server answered (``"GET / HTTP/1.1" 200 -``), even with a
client error (the browser's ``"GET /favicon.ico HTTP/1.1" 404 -`` and http.server's ``code 404,
message File not found`` record of it), explains no failure; a server error and the server's own
errors (``[WebServer] npm error Missing script: "serve"``, a server that never started) stay.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.localise import LogLine, passing_output
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t107a"


def excerpt_lines(name: str, analyser: Analyser) -> list[str]:
    report: TriageReport = triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]
    return [line for span in report.excerpt for line in span.lines]


def test_requests_the_app_server_answered_are_left_out(analyser: Analyser) -> None:
    lines = excerpt_lines("pw-shard2.log", analyser)
    assert not [line for line in lines if '" 200 -' in line]
    assert any("✘  1 [chromium] › t_shard/s3.spec.js:2:1 › shard test 3" in line for line in lines)


def test_a_client_error_the_app_server_answered_is_left_out(analyser: Analyser) -> None:
    lines = excerpt_lines("pw-shard2.log", analyser)
    assert not [line for line in lines if "favicon.ico" in line or "code 404, message" in line]


def test_a_server_error_stays(analyser: Analyser) -> None:
    # Python 3.11.7's http.server answering `curl -X FOO` and `curl /nope`, run here
    records = {
        "127.0.0.1 - - [06/Dec/2026 12:59:36] code 501, message Unsupported method ('FOO')": False,
        '127.0.0.1 - - [06/Dec/2026 12:59:36] "FOO / HTTP/1.1" 501 -': False,
        "127.0.0.1 - - [06/Dec/2026 12:59:36] code 404, message File not found": True,
        '127.0.0.1 - - [06/Dec/2026 12:59:36] "GET /nope HTTP/1.1" 404 -': True,
    }
    for record, answered in records.items():
        text = "[WebServer] " + record
        line = LogLine(number=1, text=text, marker="", matches=list(analyser.signals.match(text)), section=0)
        assert passing_output(line) is answered, record


def test_the_app_servers_own_error_stays(analyser: Analyser) -> None:
    lines = excerpt_lines("pw-webserver-exit.log", analyser)
    assert '[WebServer] npm error Missing script: "serve"' in lines
