"""A data file that does not parse, met by a checking hook, is the file's error, not a crash: a
Python parser's decode error (``json.decoder.JSONDecodeError``, PyYAML's ``ScannerError``,
tomllib's ``TOMLDecodeError``) ending a traceback in a failed pre-commit hook reads as lint/format,
as pre-commit-hooks' own ``check-json`` finding does; the same line in a program's run stays a
runtime error.

Fixture: ``tests/fixtures/trial-z/f01-precommit-3-hooks.log`` (trial-z, 2026-12-03: pre-commit with a
local ``check json`` hook running ``python -c`` json.load on a broken file, then ruff and yamllint).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-z"
DECODE = "json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes: line 1 column 9 (char 8)"


def test_a_hooks_json_decode_error_is_the_data_files(analyser: Analyser) -> None:
    report, _ = triage_path(TRIAL / "f01-precommit-3-hooks.log", analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == "lint/format"
    assert job.headline is not None
    assert job.headline.startswith(f"check json: {DECODE}")


def test_a_programs_json_decode_error_stays_a_crash(analyser: Analyser, tmp_path: Path) -> None:
    log = tmp_path / "app.log"
    log.write_text(
        "$ python app.py\n"
        "Traceback (most recent call last):\n"
        '  File "/home/runner/work/app/app.py", line 3, in <module>\n'
        "    settings = json.load(open('settings.json'))\n"
        f"{DECODE}\n"
        "exit code 1\n"
    )
    report, _ = triage_path(log, analyser, 2000)
    assert report.jobs[0].classification.category == "runtime error"
