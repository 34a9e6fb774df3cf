"""A summary quoting no skill's line quotes the first error, not a warning above it nor a tally.

When no skill's line leads the verdict, the summary quotes the first line of the step's output that
reads as an error (:func:`ci_triage.logs.unknown.first_error_line`). A warning of the same shape as
an error (``de.po:2: warning: …`` above ``de.po:8: format specifications … are not the same``) and a
tally of the run (spectral's ``✖ 9 problems (2 errors, …)`` below its listed errors, busted's
``1 success / 1 failure / …`` above its failure's report) hold failure words too; each is quoted only
when no other line reads as an error.

The outputs in ``fixtures/quoted_line/`` are real, captured here: ``msgfmt_format.txt`` GNU gettext
0.21 ``msgfmt --check`` on a catalogue whose ``msgstr`` has another format than its ``msgid``,
``spectral.txt`` @stoplight/spectral-cli 6.16.3 ``spectral lint openapi.yaml`` (the file's folder
written as a runner's checkout, which the summary leaves out of the file it puts in front),
``busted_fail.txt`` busted 2.1.1 on a spec with a failing assertion.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).parent / "fixtures" / "quoted_line"

CASES = {
    "msgfmt_format": (
        "msgfmt --check -o /dev/null de.po",
        "de.po:8: format specifications in 'msgid' and 'msgstr' for argument 1 are not the same"
        " (msgfmt: found 1 fatal error)",  # the tally after the error
    ),
    "spectral": (
        "npx spectral lint openapi.yaml",
        "openapi.yaml:7:9: error  path-params            Operation must define parameter"
        ' "{id}" as expected by path'
        ' "/pets/{id}".  paths./pets/{id}.get'
        " (✖ 9 problems (2 errors, 7 warnings, 0 infos, 0 hints))",
    ),
    "busted_fail": ("busted spec/", "Failure -> spec/math_spec.lua @ 2"),
}
"""Each fixture's command and the line its summary quotes: the first error, not a warning or a tally."""


def github_log(command: str, lines: list[str]) -> bytes:
    """A GitHub Actions job log whose one step runs ``command``, prints ``lines`` and exits 1."""
    log = ["##[group]Run actions/checkout@v4", "Syncing repository: acme/app", "##[endgroup]"]
    log += [f"##[group]Run {command}", command, "shell: /usr/bin/bash -e {0}", "##[endgroup]", *lines]
    log += ["##[error]Process completed with exit code 1.", "Post job cleanup."]
    return "".join(f"2026-12-03T08:00:00.1234567Z {line}\n" for line in log).encode()


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_summary_quotes_the_first_error_not_a_warning_or_a_tally(analyser: Analyser, name: str) -> None:
    command, quoted = CASES[name]
    lines = (FIXTURES / f"{name}.txt").read_text().splitlines()
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(github_log(command, lines))), budget=2000).report
    assert report.failure_found
    assert report.headline == quoted
