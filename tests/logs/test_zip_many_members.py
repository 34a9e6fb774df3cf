"""A run-logs zip with more members than the open-file limit is triaged like any other.

The members share one temporary file (``ci_triage.logs.source``), so ``ulimit -n 256`` is no
obstacle to 1,100 jobs; the run happens in a subprocess with that limit set by ``setrlimit``.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import zipfile
from pathlib import Path

PASSING = b"2026-11-30T10:00:00.0000000Z ##[group]Run make test\n2026-11-30T10:00:01.0000000Z ok\n"
FAILING = (
    b"2026-11-30T10:00:00.0000000Z ##[group]Run npm test\n"
    b"2026-11-30T10:00:01.0000000Z Error: Cannot find module 'left-pad'\n"
    b"2026-11-30T10:00:02.0000000Z ##[error]Process completed with exit code 1.\n"
)


def _limit_open_files() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))


def test_1100_members_under_an_open_file_limit_of_256(tmp_path: Path) -> None:
    archive = tmp_path / "logs_1100.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        for number in range(1100):
            text = FAILING if number == 777 else PASSING
            bundle.writestr(f"{number}_job {number:04d}.txt", text)
    done = subprocess.run(
        [sys.executable, "-m", "ci_triage", "triage", str(archive), "--format", "json"],
        capture_output=True,
        preexec_fn=_limit_open_files,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    report = json.loads(done.stdout)
    assert len(report["source"]["members"]) == 1100
    assert report["jobs"][0]["job"] == "job 0777"
    assert report["failing_step"]["name"] == "Run npm test"
    assert any("Cannot find module 'left-pad'" in line for span in report["excerpt"] for line in span["lines"])
