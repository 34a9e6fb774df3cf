"""What the summary quotes for a line that only announces what follows it (trial 97 #4, trial 96
#13). Real output (``tests/fixtures/s36-paths/README.md``): rake 13.0.6's ``rake aborted!`` above
its own ``Command failed with status (1): […]``, and rustfmt 1.9.0's ``Diff in
/home/runner/work/rsfmt/rsfmt/src/lib.rs:2:`` above a diff whose context holds a blank line."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

S36 = Path(__file__).parents[1] / "fixtures" / "s36-paths"


def test_a_wrappers_announcement_is_quoted_with_its_own_words_for_what_failed_below(analyser: Analyser) -> None:
    report, _ = triage_path(S36 / "rake-sh-check.log", analyser, 2000)

    assert report.summary == (
        "Runtime error in step “Run rake release”: rake aborted! Command failed with status (1): "
        "[test -f pkg/slug-1.0.gem...]"
    )


def test_a_diff_heading_is_quoted_by_its_repository_path_alone(analyser: Analyser) -> None:
    report, _ = triage_path(S36 / "rustfmt-check.log", analyser, 2000)

    assert report.summary == "Formatting in step “Run cargo fmt --all -- --check”: Diff in src/lib.rs:2:"
