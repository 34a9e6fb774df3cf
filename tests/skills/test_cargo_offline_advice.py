"""A crate cargo could not resolve offline is fetched or vendored first, not a lock file refreshed.

Trial 59's finding 2: ``cargo build --offline`` of a crate never fetched printed ``error: no matching
package named `serde` found`` and cargo's reminder ``you're using offline mode (--offline)``; the
advice was the category's "refresh the lock file", which fails offline the same way. The fixture is
real output of cargo 1.95.0 (Debian's rustc and cargo, run here), read as a GitHub Actions step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


def test_an_offline_build_of_a_crate_never_fetched_is_told_to_fetch_or_vendor_it(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = (FIXTURES / "cargo-build-offline.txt").read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    advice = report.jobs[0].classification.next_step or ""
    assert report.category == "dependency resolution"
    assert "no matching package named `serde` found" in report.summary
    assert "`cargo fetch`" in advice
    assert "`cargo vendor`" in advice
    assert "drop `--offline`" in advice
