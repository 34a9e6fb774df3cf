"""The command that ended a step printed nothing: its trace, or its tool's documented exit code, names it.

Under ``set -e`` with ``set -x`` the step's output ends on bash's trace of the command that failed
(``+ curl -sf …/missing-endpoint`` right above the runner's exit line): that command is the one the
summary names, whatever error lines a command the script went past printed above it (``curl -sS``
refused under ``set +e``), with what its exit code means where its tool documents it (curl(1) EXIT
CODES: 22, an HTTP error status with ``--fail``; wget(1) EXIT STATUS: 8, a server error response).
Without a trace, a retry loop's refusals followed by the script's own lines and an exit code the last
command's tool documents are the attempts': they do not decide at 0.85 (curl 7.88.1: exit 22 is no
refusal, which is 7).

Fixtures (tests/fixtures/s35-t93c, README there): bash 5.2.15, curl 7.88.1, GNU Wget 1.21.3.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.traced_failure import documented_exit, ended_on_trace

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t93c"
NOT_FOUND = "the HTTP server answered with an error status (400 or above; --fail)"


@pytest.mark.parametrize(
    ("log", "command", "code", "meaning"),
    [
        ("traced-refusals-then-silent-404.log", "curl -sf http://127.0.0.1:18777/missing-endpoint", 22, NOT_FOUND),
        (
            "traced-refusal-then-silent-wget.log",
            "wget -q http://127.0.0.1:18777/missing-endpoint",
            8,
            "the server answered with an error response",
        ),
    ],
)
def test_the_last_traced_command_is_named_not_a_refusal_above_it(
    triage_json: Callable[..., dict], log: str, command: str, code: int, meaning: str
) -> None:
    """Before: "curl -sS http://127.0.0.1:18999/health exited with code 22" (a trace above the
    refusal read as an error line by its host:port), or the refusal itself."""
    report = triage_json(FIXTURES / log)
    assert report["summary"].endswith(f": {command} exited with code {code}: {meaning}")
    assert report["confidence"] < 0.7


def test_refusals_of_a_retry_loop_do_not_decide_when_the_last_curl_got_an_http_error(
    triage_json: Callable[..., dict],
) -> None:
    """Before: configuration at 0.85 quoting ``curl: (7) Failed to connect``."""
    report = triage_json(FIXTURES / "retry-refusals-then-silent-404.log")
    assert report["confidence"] < 0.7
    assert report["summary"].endswith(
        f": curl -sf http://127.0.0.1:18777/missing-endpoint exited with code 22: {NOT_FOUND}"
    )


def test_a_traced_exit_leaves_the_scripts_message_quoted(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "traced-exit-after-message.log")
    assert report["summary"].endswith(": error: dist/app.js was not built")


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("+ curl -sf http://127.0.0.1:18777/missing-endpoint", True),
        ("+ cmp -s a.txt b.txt", True),
        ("+ exit 1", False),
        ("+ return 3", False),
        ("++ git rev-parse HEAD", False),  # inside a command substitution: not the script's own level
        ("curl: (22) The requested URL returned error: 404", False),
    ],
)
def test_ended_on_trace(text: str, ended: bool) -> None:
    assert ended_on_trace(text) is ended


@pytest.mark.parametrize(
    ("command", "code", "meaning"),
    [
        ("curl -sf http://127.0.0.1/x", 22, NOT_FOUND),
        ("curl -sS http://127.0.0.1/x", 7, "failed to connect to the host"),
        ("wget -q http://127.0.0.1/x", 8, "the server answered with an error response"),
        ("wget -q http://127.0.0.1/x", 22, None),  # curl's code, not wget's
        ("pytest -q", 5, "no tests collected"),
        ("make test", 2, None),  # a wrapper documenting no code
        ("curl -sf http://127.0.0.1/x", None, None),
    ],
)
def test_documented_exit(command: str, code: int | None, meaning: str | None) -> None:
    assert documented_exit(command, code) == meaning
