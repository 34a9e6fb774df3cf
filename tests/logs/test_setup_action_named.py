"""A setup action that could not find the version asked for is named as itself, not as the
family's default tool (setup-python). The messages are the actions' own: actions/setup-go
``src/installer.ts`` (``Unable to find Go version '…' for platform … and architecture …``),
ruby/setup-ruby ``common.js`` (``Unknown version … for ruby on …``), actions/setup-java
(``Could not find satisfied version for SemVer …``)."""

from __future__ import annotations

import io

import pytest

from ci_triage.logs.source import LogMember


@pytest.mark.parametrize(
    ("action", "message", "tool"),
    [
        (
            "actions/setup-go@v5",
            "Unable to find Go version '1.99' for platform linux and architecture x64.",
            "setup-go",
        ),
        ("ruby/setup-ruby@v1", "Error: Unknown version 2.4 for ruby on ubuntu-24.04", "setup-ruby"),
        ("actions/setup-java@v4", "Could not find satisfied version for SemVer '99'.", "setup-java"),
        (
            "actions/setup-python@v5",
            "The version '3.99' with architecture 'x64' was not found for Ubuntu 24.04.",
            "setup-python",
        ),
    ],
)
def test_the_setup_action_that_failed_is_the_tool(analyser, action: str, message: str, tool: str) -> None:
    lines = [f"##[group]Run {action}", "with:", "  version: 99", "##[endgroup]", f"##[error]{message}"]
    data = "".join(f"2026-12-02T10:00:0{n}.0000000Z {line}\n" for n, line in enumerate(lines)).encode()
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report
    assert (report.classification.category, report.tool) == ("configuration", tool)
