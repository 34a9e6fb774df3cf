"""A build backend's refusal with the fix it needs (trial 68, finding 8): setuptools-scm without git
history, hatchling without the README ``readme`` names; also inside pip's box (trial 108, finding 3).

Real output of build 1.6.1 with setuptools-scm 10.3.4 and hatchling 1.33.0, run here
(``tests/logs/fixtures/trial-68/README.md``), and of pip 23.2.1 with hatch-vcs 0.5.0 and hatchling
1.33.0 (``tests/fixtures/trial-108/README.md``). Before, pip's box was read by its last line: a hint
below hatch-vcs' ``LookupError`` (``No distribution name is known here, …``), compile/build error with
pip's generic advice; hatchling's missing README the same, with the right line.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parent / "fixtures" / "trial-68"
TRIAL_108 = Path(__file__).parents[1] / "fixtures" / "trial-108"


def triage_packaging_log(name: str, analyser: Analyser) -> TriageReport:
    """The report of trial 68's fixture ``name`` (a file in :data:`FIXTURES`) at the default budget."""
    return triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]


def test_setuptools_scm_without_git_says_how_to_give_it_a_version(analyser: Analyser) -> None:
    report = triage_packaging_log("build-setuptools-scm-no-git.log", analyser)
    assert report.category == "configuration"
    advice = next_step(report)
    assert "`fetch-depth: 0`" in advice
    assert "SETUPTOOLS_SCM_PRETEND_VERSION" in advice


def test_a_missing_readme_names_pyprojects_readme(analyser: Analyser) -> None:
    report = triage_packaging_log("build-hatchling-readme-missing.log", analyser)
    assert report.category == "configuration"
    assert "Readme file does not exist: README.md" in report.summary
    assert "`readme`" in next_step(report)


def test_hatch_vcs_without_git_in_pips_box_quotes_the_lookup_error(analyser: Analyser) -> None:
    report = triage_path(TRIAL_108 / "hatch-vcs-no-git.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert "LookupError: Error getting the version from source `vcs`: setuptools-scm was unable" in report.summary
    assert "No distribution name is known here" not in report.summary
    advice = next_step(report)
    assert "`fetch-depth: 0`" in advice
    assert "SETUPTOOLS_SCM_PRETEND_VERSION" in advice


def test_a_backends_exception_in_pips_box_is_the_backends_refusal(analyser: Analyser) -> None:
    report = triage_path(TRIAL_108 / "hatch-readme-missing-pip.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert "OSError: Readme file does not exist: README.md" in report.summary
    assert "`readme`" in next_step(report)


def test_a_backends_refusal_in_pips_box_is_pips_own_run_failing(analyser: Analyser) -> None:
    """pip reports its build subprocess failing (``error: subprocess-exited-with-error``, ``× Preparing
    metadata … did not run successfully``) over the backend's exception: the cause of pip's failure,
    so pip's category (dependency resolution) does not disagree with the verdict nor rival it (it
    came out at 0.58 for "the step runs pip", with pip's own line as a rival)."""
    for name in ("hatch-vcs-no-git.log", "hatch-readme-missing-pip.log"):
        job = triage_path(TRIAL_108 / name, analyser, DEFAULT_BUDGET)[0].jobs[0]
        reasons = [step.reason for step in job.classification.confidence_steps]
        assert "step tool disagrees" not in reasons, name
        assert "dependency resolution" not in [other.category for other in job.classification.competing], name
        assert job.classification.confidence >= 0.7, name
