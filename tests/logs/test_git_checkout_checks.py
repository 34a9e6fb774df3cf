"""Checks a CI job makes on its git checkout, as trial 108 ran them (``fixtures/trial-108/README.md``):
generated files that differ from the commit, listed by ``git diff --stat`` or ``git status
--porcelain`` rather than as a patch (finding 5), commits without a DCO sign-off (finding 6), which
the summary of a run of several failing jobs names even when no skill reads them, and a Git LFS
pointer file checked out in place of its object (finding 7); and git refusing to run outside a
repository under a step the catalogue reads as ``git diff``'s check (finding 8); a compiler's missing
header in a submodule the checkout left empty (finding 4)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

TRIAL_108 = Path(__file__).parent / "fixtures" / "trial-108"
FAILING_TOOLS = Path(__file__).parents[1] / "fixtures" / "failing-tools"


def _triage(path: Path, analyser: Analyser) -> TriageReport:
    return triage_path(path, analyser, 2000)[0]


def test_generated_files_listed_by_diff_stat_are_the_patchs_finding(analyser: Analyser) -> None:
    """``make check-generated``: protoc, then ``git diff --exit-code --stat -- gen/`` and the Makefile's
    message; it was ``unknown`` (only make's line was read), the full patch lint/format."""
    report = _triage(TRIAL_108 / "protoc-generated-stat.log", analyser)
    assert report.category == "lint/format"
    assert report.summary.endswith("ERROR: generated files are out of date; run 'make generate' and commit the result")
    assert [location.file for location in report.locations] == ["gen/user_pb2.py", "gen/user_pb2.pyi"]
    assert "commit what it changes" in next_step(report)


def test_the_same_check_up_to_date_finds_no_failure(analyser: Analyser) -> None:
    assert not _triage(TRIAL_108 / "protoc-generated-up-to-date.log", analyser).failure_found


def test_a_commit_without_sign_off_is_a_commit_policy_with_its_fix(analyser: Analyser) -> None:
    """A DCO script's finding (in a job log and as plain output) was ``unknown`` with no advice."""
    for name in ("dco-missing-signoff.log", "dco-missing-signoff.plain.txt"):
        report = _triage(TRIAL_108 / name, analyser)
        assert report.category == "lint/format", name
        assert report.summary.endswith("is missing a Signed-off-by line"), name
        advice = next_step(report)
        assert "git rebase --signoff" in advice, name
        assert "git commit --amend -s" in advice, name


def test_a_run_names_a_failing_job_no_skill_read_among_its_other_causes(tmp_path: Path, analyser: Analyser) -> None:
    """Trial 108's zip left its dco job (``unknown`` then) out of "Other causes in this run": an unread
    failure is still a cause of the run, named with what its job says failed."""
    run = tmp_path / "logs.zip"
    with zipfile.ZipFile(run, "w") as bundle:
        bundle.writestr("0_lint.txt", (FAILING_TOOLS / "gha-flake8-7.5.0.log").read_bytes())
        bundle.writestr("1_notes.txt", (TRIAL_108 / "release-notes-script.log").read_bytes())
    report = _triage(run, analyser)
    assert report.category == "lint/format"
    assert report.summary.endswith(
        " Other causes in this run: unknown (notes: no line reads as an error; "
        "it last printed “NOTES.md has no section for 1.2.0”)."
    )


def test_a_git_lfs_pointer_read_as_data_is_the_checkouts_not_the_tests(analyser: Analyser) -> None:
    """pytest's test loads ``tests/data/model.pkl``, an LFS pointer (git-lfs is not installed):
    ``UnpicklingError: invalid load key, 'v'.`` was a test failure to "run locally", where it passes."""
    report = _triage(TRIAL_108 / "lfs-pointer-pickle.log", analyser)
    assert report.category == "configuration"
    assert [test.name for test in report.failed_tests] == ["tests/test_model.py::test_model_predicts"]
    advice = next_step(report)
    assert "Git LFS pointer" in advice
    assert "`lfs: true`" in advice
    assert "git lfs pull" in advice


def test_git_refusing_to_run_is_gits_own_line_whole(analyser: Analyser) -> None:
    """``git rev-parse HEAD`` and ``git diff --quiet HEAD`` outside a repository: the verdict was cut
    for "the step runs git-diff, a lint/format tool" (git's own ``fatal:`` is no finding of the
    check) and the summary ran git's line and the script's next one, ``build sha:``, together."""
    report = _triage(TRIAL_108 / "not-a-git-repository.log", analyser)
    assert report.category == "configuration"
    assert report.summary.endswith(": fatal: not a git repository (or any of the parent directories): .git")
    steps = report.jobs[0].classification.confidence_steps
    assert not any(step.reason == "step tool disagrees" for step in steps)


def test_a_missing_header_in_a_submodule_not_initialised_is_the_checkouts(analyser: Analyser) -> None:
    """``git submodule status`` printed ``-f772493… vendor/libfoo`` in the step before ``make test``,
    whose gcc ran with ``-Ivendor/libfoo/include``: the advice was to ``apt-get install`` a -dev package."""
    report = _triage(TRIAL_108 / "submodule-not-initialised.log", analyser)
    assert report.category == "compile/build error"
    advice = next_step(report)
    assert "inside the git submodule `vendor/libfoo`, which `git submodule status` shows not initialised" in advice
    assert "`submodules: true`" in advice
    assert "git submodule update --init" in advice
    assert "apt-get" not in advice


def test_a_missing_header_outside_any_submodule_keeps_the_package_advice(tmp_path: Path, analyser: Analyser) -> None:
    """The same log without the submodule's status line: nothing names `vendor/libfoo` a submodule."""
    text = (TRIAL_108 / "submodule-not-initialised.log").read_text(encoding="utf-8")
    kept = tmp_path / "build.log"
    kept.write_text("".join(line for line in text.splitlines(keepends=True) if " -f772493" not in line))
    advice = next_step(_triage(kept, analyser))
    assert "apt-get install" in advice
    assert "submodule" not in advice


def _findings(capsys: pytest.CaptureFixture[str], log: Path, workflow: Path) -> list[tuple[str, int, str, str]]:
    code = main(["triage", str(log), "--workflow", str(workflow), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    lines = json.loads(captured.out)["workflow_step"]["lines"]
    return [
        (line["field"], line["start_line"], line["finding_kind"], line["summary"]) for line in lines if line["finding"]
    ]


@pytest.mark.usefixtures("shared_analyser_load")
def test_a_submodule_left_out_cites_the_checkout_step(capsys: pytest.CaptureFixture[str]) -> None:
    """The trial's ``build.yml`` checks out without ``submodules:``; ``--workflow`` cited only the
    ``make test`` step, though the advice says the checkout left the submodule out (its ``git
    submodule status`` line is an earlier step's, outside the excerpt)."""
    [(field, line, kind, summary)] = _findings(
        capsys, TRIAL_108 / "submodule-not-initialised.log", TRIAL_108 / "build.yml"
    )
    assert (field, line, kind) == ("earlier-step.uses", 7, "checkout-submodules")
    assert "set `submodules: true`" in summary


@pytest.mark.usefixtures("shared_analyser_load")
@pytest.mark.parametrize(("value", "cited"), [("false", True), ("'recursive'", False), ("true", False)])
def test_the_checkouts_submodules_input_is_cited_unless_it_asks_for_them(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, value: str, cited: bool
) -> None:
    text = (TRIAL_108 / "build.yml").read_text(encoding="utf-8")
    workflow = tmp_path / "build.yml"
    workflow.write_text(
        text.replace(
            "- uses: actions/checkout@v4\n",
            f"- uses: actions/checkout@v4\n        with:\n          submodules: {value}\n",
        )
    )
    found = _findings(capsys, TRIAL_108 / "submodule-not-initialised.log", workflow)
    assert [(field, line, kind) for field, line, kind, _ in found] == (
        [("earlier-step.with.submodules", 9, "checkout-submodules")] if cited else []
    )


@pytest.mark.usefixtures("shared_analyser_load")
def test_a_git_lfs_pointer_read_as_data_cites_the_checkout_step(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    workflow = tmp_path / "test.yml"
    workflow.write_text(
        "name: test\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    steps:\n"
        '      - uses: actions/checkout@v4\n      - run: git lfs version || echo "git-lfs not installed"\n'
        "      - run: python -m pytest -q tests\n"
    )
    [(field, line, kind, summary)] = _findings(capsys, TRIAL_108 / "lfs-pointer-pickle.log", workflow)
    assert (field, line, kind) == ("earlier-step.uses", 7, "checkout-lfs")
    assert "set `lfs: true`" in summary
