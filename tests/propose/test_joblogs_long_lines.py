"""The agent's log tools and the verifier read a line longer than 64 KiB as the analyser does.

A pytest progress line of ~120 KB redrawn with carriage returns ends in the verdict a terminal shows
(``FAILED tests/test_a.py::test_b``): the excerpt, :class:`~ci_triage.propose.joblogs.JobLogs`
(``read_log``/``grep_log``) and :func:`~ci_triage.prove.verify.cited_log_lines` give the same text
for it, so a quote the model copies from any of them passes the verifier.
"""

from __future__ import annotations

from pathlib import Path

from tests.propose.conftest import build_evidence

from ci_triage.base.redact import default_redactor
from ci_triage.propose.joblogs import JobLogs
from ci_triage.prove.verify import cited_log_lines

STAMP = "2026-12-01T19:13:53.4660000Z "
VERDICT = "FAILED tests/test_a.py::test_b - AssertionError: deep cause 42"


def _log(tmp_path: Path) -> Path:
    progress = "".join(f"tests/test_a.py [{n % 100:3d}%] {'.' * 40}\r" for n in range(2_000))
    rows = (
        f"{STAMP}##[group]Run pytest",
        f"{STAMP}pytest",
        f"{STAMP}##[endgroup]",
        f"{STAMP}collected 2 items",
        STAMP + progress + VERDICT,
        f"{STAMP}========= 1 failed, 1 passed in 0.12s =========",
        f"{STAMP}##[error]Process completed with exit code 1.",
    )
    path = tmp_path / "job.log"
    path.write_text("".join(f"{row}\n" for row in rows), encoding="utf-8")
    return path


def test_the_log_tools_and_the_verifier_read_the_verdict_a_progress_line_ends_in(tmp_path: Path, analyser) -> None:
    path = _log(tmp_path)
    evidence = build_evidence(path, analyser)
    [log] = evidence.logs
    excerpt = {span.start_line + i: text for span in log.report.excerpt for i, text in enumerate(span.lines)}
    assert excerpt[5] == VERDICT
    with JobLogs(evidence.logs, default_redactor()) as logs:
        assert logs.lines(log, 4, 6) == [(4, "collected 2 items"), (5, VERDICT), (6, excerpt[6])]
        matches, stopped = logs.grep(r"FAILED tests/", log, 10)
    assert [(match.line, match.text) for match in matches] == [(5, VERDICT)]
    assert not stopped
    assert cited_log_lines(path, None, 5, 5) == [VERDICT]
