"""bash's process substitution, ``/dev/fd/62``, names no file of the project (trial 36, finding 16).

The common gofmt check ``diff -u <(echo -n) <(gofmt -d .)`` prints ``--- /dev/fd/63`` and ``+++
/dev/fd/62``: the pipes bash gives ``diff`` for ``<(…)``, like Python's ``<stdin>``, which a trial's
report gave as the failure's location (``/dev/fd/62:1``).

Fixture ``fixtures/locations/gofmt-diff-process-substitution.out``: real output of ``bash -c 'diff -u
<(echo -n) <(gofmt -d .)'`` (bash 5, go 1.19.8's gofmt, diffutils; exit 1) on a package whose
``Reverse`` has extra spaces, made 2026-12-04.
"""

from __future__ import annotations

import io
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.extract import not_own_code
from ci_triage.logs.source import LogMember

OUTPUT = Path(__file__).resolve().parent / "fixtures" / "locations" / "gofmt-diff-process-substitution.out"


def test_a_process_substitutions_pipe_is_no_location(actions_log) -> None:
    lines = OUTPUT.read_text(encoding="utf-8").splitlines()
    log = actions_log("diff -u <(echo -n) <(gofmt -d .)", lines)
    report = Analyser.load().analyse(LogMember(name="", file=io.BytesIO(log)), budget=2000).report
    assert not any(location.file.startswith("/dev/fd/") for location in report.locations)


def test_dev_fd_and_proc_self_fd_are_not_the_projects() -> None:
    assert not_own_code("/dev/fd/62", "+++ /dev/fd/62\t2026-12-04 17:17:28.298397859 +0000")
    assert not_own_code("/proc/self/fd/11", "--- /proc/self/fd/11")
    assert not not_own_code("dev/fd.go", "dev/fd.go:3:1: expected declaration")
