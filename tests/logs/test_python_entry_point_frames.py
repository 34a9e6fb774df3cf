"""A Python frame that only starts the program (``main()``, ``execute_from_command_line(sys.argv)``)
is no location: it is the outermost frame of every traceback the program raises.

``django-manage-test-refused.log`` (``tests/fixtures/trial-43-redact/README.md``: real ``python
manage.py test`` output without its database service) had only ``manage.py:22`` and ``manage.py:18``
as locations, the entry point of Django's ``manage.py`` template. The script below is real Python
3.11.7 output (``python app.py``), wrapped as a GitHub Actions job log.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "trial-43-redact" / "django-manage-test-refused.log"
STAMP = "2026-12-04T10:00:41.0617247Z "
SCRIPT = [
    "##[group]Run python app.py",
    "python app.py",
    "##[endgroup]",
    "Traceback (most recent call last):",
    '  File "/home/runner/work/widget/widget/app.py", line 13, in <module>',
    "    sys.exit(main())",
    "             ^^^^^^",
    '  File "/home/runner/work/widget/widget/app.py", line 9, in main',
    '    return parse("x") + 1',
    "           ^^^^^^^^^^",
    '  File "/home/runner/work/widget/widget/app.py", line 5, in parse',
    "    return int(value)",
    "           ^^^^^^^^^^",
    "ValueError: invalid literal for int() with base 10: 'x'",
    "##[error]Process completed with exit code 1.",
]


def test_the_management_entry_point_is_no_location() -> None:
    report, _ = triage_path(str(FIXTURE), Analyser.load(), 2000)
    assert report.failure_found
    assert [location.file for location in report.locations if location.file.endswith("manage.py")] == []


def test_the_frames_below_a_scripts_entry_point_stay(tmp_path: Path) -> None:
    log = tmp_path / "script.log"
    log.write_text("".join(f"{STAMP}{line}\n" for line in SCRIPT), encoding="utf-8")
    report, _ = triage_path(str(log), Analyser.load(), 2000)
    shown = [(location.file.rsplit("/", 1)[-1], location.line) for location in report.locations]
    assert ("app.py", 13) not in shown
    assert {("app.py", 9), ("app.py", 5)} <= set(shown)
