"""cdk synth refusing a construct: the CDK's own error, not the minified bundle line Node.js quotes above it.

Trial 82's finding 4: aws-cdk 2.1149 with aws-cdk-lib 2.278 (npm), ``cdk synth`` of a stack whose
S3 bucket name is invalid, wrapped as a GitHub Actions job log by the trial's ``bin/wrap.py``
(``fixtures/cdk-construct-error-trial.txt``; the 54 KB line of aws-cdk-lib's minified ``bucket.js``
Node.js quoted is kept to its first 4,000 characters, still far longer than the excerpt shows
whole). The summary quoted that line, the verdict was a runtime error decided by ``Node.js
v20.20.2`` (0.40), and ``--budget 60`` kept only the step's last three lines.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.localise import LogLine
from ci_triage.logs.report import triage_path
from ci_triage.logs.unknown import unread_data
from ci_triage.report.markdown import render_markdown

FIXTURE = Path(__file__).parent / "fixtures" / "cdk-construct-error-trial.txt"


def test_the_construct_error_decides_and_is_quoted(analyser: Analyser) -> None:
    report = triage_path(FIXTURE, analyser, 2000)[0]
    assert report.category == "infrastructure-as-code/deploy", report.summary
    assert report.summary.endswith("«InvalidBucketNameValue» Invalid S3 bucket name (value: Acme_Web_Assets)")
    assert "use strict" not in report.summary
    assert "cdk synth" in render_markdown(report).split("#### Next step", 1)[1]


def test_a_small_budget_keeps_the_deciding_line(analyser: Analyser) -> None:
    report = triage_path(FIXTURE, analyser, 60)[0]
    assert any(span.start_line <= 29 <= span.end_line for span in report.excerpt), report.excerpt
    assert not any("use strict" in line for span in report.excerpt for line in span.lines)


def test_a_minified_line_no_signal_reads_is_data() -> None:
    raw = FIXTURE.read_text(encoding="utf-8").splitlines()
    bundle = LogLine(26, clean_line(raw[25]).text, "", [], 0)
    message = LogLine(29, clean_line(raw[28]).text, "", [], 0)
    assert unread_data(bundle)
    assert not unread_data(message)
