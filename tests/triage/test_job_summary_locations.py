"""The job summary lists the failure's source locations as the CLI's report does, as paths of the
repository, linked to the file at the head SHA when the run names it; the PR comment, whose
evidence quotes those lines, stays as it was.

The log is real output (``tests/logs/fixtures/locations/cargo-test-workspace-member.log``: cargo
1.95.0 ``cargo test`` run in the workspace member ``crates/core``, ``RUST_BACKTRACE=1``).
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

from tests.report.test_diagnosis_comment import HEAD, evidence, links, render

from ci_triage.config.settings import load_settings
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import Location
from ci_triage.triage.assemble import triage_run

LOG = Path(__file__).resolve().parents[1] / "logs" / "fixtures" / "locations" / "cargo-test-workspace-member.log"


def test_the_action_writes_the_repositorys_locations_to_the_job_summary(runner_env, tmp_path) -> None:
    workspace = Path(runner_env["GITHUB_WORKSPACE"])
    (workspace / ".git").mkdir()
    (workspace / "crates" / "core" / "src").mkdir(parents=True)
    (workspace / "crates" / "core" / "src" / "lib.rs").write_text("\n".join(f"// line {n}" for n in range(1, 15)))
    shutil.copy(LOG, workspace / "job.log")
    env = dict(runner_env, **{"INPUT_MODE": "summary", "INPUT_LOG-PATH": "job.log"})

    triage_run(load_settings(environ=env), analyser=Analyser.load(), environ=env)

    summary = (tmp_path / "summary.md").read_text()
    listed = summary.split("#### Source locations", 1)[1].split("\n\n", 2)[1]
    assert listed.splitlines() == [
        "- `crates/core/src/lib.rs:11` (log line 12)",
    ]


def test_a_listed_location_links_to_the_file_at_the_head_sha_when_it_is_the_repositorys() -> None:
    """``src/calc.py`` is a file the diagnosis cites (verified in the checkout); ``CalcTest.java``
    is only a name the log gives, and ``/usr/lib/x.py`` no file of the repository: no link."""
    given = evidence()
    located = [("src/calc.py", 12, 150), ("CalcTest.java", 7, 160), ("/usr/lib/x.py", 3, 9)]
    report = dataclasses.replace(
        given.logs[0].report, locations=[Location(file=f, line=n, log_line=at) for f, n, at in located]
    )
    given.logs[0] = given.logs[0].model_copy(update={"report": report})

    summary = render(given, source_locations=True)
    comment = render(given)

    listed = summary.split("#### Source locations", 1)[1].split("\n\n", 2)[1]
    assert links(listed) == [f"https://github.com/octo/app/blob/{HEAD}/src/calc.py#L12"]
    assert "- `CalcTest.java:7` (log line 160)" in summary
    assert "- `/usr/lib/x.py:3` (log line 9)" in summary
    assert "Source locations" not in comment
