"""A step that passed while the command it piped into ``tee`` failed gets a warning (trial 96 #12):
without ``pipefail`` the pipeline's status is ``tee``'s. Real output (``tests/fixtures/s36-paths/README.md``):
go 1.19.8's ``go test ./... | tee test-output.txt`` under ``bash -e`` (exit 0, a failed test), alone
and before a later step that failed."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

S36 = Path(__file__).parents[1] / "fixtures" / "s36-paths"
NOTE = (
    "step “Run go test ./... | tee test-output.txt” passed, but its command piped into `tee` failed (its error at "
    "line 9: “--- FAIL: TestTotal (0.00s)”): without `pipefail` a pipeline's exit status is `tee`'s"
)


@pytest.mark.parametrize(
    ("log", "summary"),
    [
        ("go-test-tee-passed.log", "No failure found"),
        ("go-test-tee-then-later-step.log", "Configuration in step “Run ls dist/shop.tar.gz”"),
    ],
)
def test_a_failure_a_pipe_into_tee_hid_is_warned_of(analyser: Analyser, log: str, summary: str) -> None:
    report, _ = triage_path(S36 / log, analyser, 2000)

    assert report.summary.startswith(summary)  # the verdict stays
    assert [warning for warning in report.warnings if "`tee`" in warning] == [
        next(warning for warning in report.warnings if warning.startswith(NOTE))
    ]


def test_under_pipefail_the_step_would_have_failed_so_no_note(analyser: Analyser, tmp_path: Path) -> None:
    """``shell: bash`` runs the step with ``pipefail`` (GitHub prints ``bash --noprofile --norc -e -o
    pipefail {0}``): had the command failed, the step would have too; so does ``set -o pipefail``."""
    text = (S36 / "go-test-tee-passed.log").read_text()
    for name, changed in (
        ("shell.log", text.replace("bash -e {0}", "bash --noprofile --norc -e -o pipefail {0}")),
        (
            "set.log",
            text.replace(
                "Z go test ./... | tee", "Z set -o pipefail\n2026-12-06T01:02:03.0000000Z go test ./... | tee"
            ),
        ),
    ):
        log = tmp_path / name
        log.write_text(changed)
        report, _ = triage_path(log, analyser, 2000)
        assert not [warning for warning in report.warnings if "`tee`" in warning], name


def test_a_tee_step_that_printed_no_error_gets_no_note(analyser: Analyser, tmp_path: Path) -> None:
    lines = (S36 / "go-test-tee-passed.log").read_text().splitlines(keepends=True)
    log = tmp_path / "ok.log"
    log.write_text("".join(line for line in lines if "FAIL" not in line and "Total()" not in line))

    report, _ = triage_path(log, analyser, 2000)

    assert not [warning for warning in report.warnings if "`tee`" in warning]
