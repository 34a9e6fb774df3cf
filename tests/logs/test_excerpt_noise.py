"""Lines every run of a tool or runner prints, whatever failed, stay out of the excerpt.

``fixtures/excerpt-noise`` holds real output, wrapped as its CI system serves it:

- ``step-settings.gha.log``: ``python app/main.py`` failing on a missing module (CPython 3.11's
  traceback) in a GitHub Actions step whose header group lists the runner's ``shell:`` and the
  ``env:`` setup-python set. The step's short output made the tail of the step reach up through
  the header: the excerpt opened with eight lines of settings.
- ``cargo-test-full-backtrace.circleci.log``: ``cargo test`` (rustc 1.95) with
  ``RUST_BACKTRACE=full`` as a CircleCI ``run`` step: the excerpt was 56 lines of std's frames
  (``std::panicking::…`` at ``/rustc/<commit>/library/std/…``), the project's frames
  (``rcrate::tests::parses_word``) and the runner's verdict left out of the budget.
- ``java-stack-overflow.gha.log``: OpenJDK 17's ``StackOverflowError`` of two methods calling each
  other, 1,024 frames: the excerpt held some 250 of them in two spans.
- ``tqdm-states-per-line.gha.log``: tqdm 4.70.1 over 200 rows (Python 3.11) failing on a
  ``KeyError`` at row 150, its ``\\r`` turned into newlines (``tr '\\r' '\\n'``): 152 states of the
  bar, of which the excerpt held over a hundred above the traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures" / "excerpt-noise"


def kept(report: dict) -> list[str]:
    return [line.strip() for span in report["excerpt"] for line in span["lines"]]


def test_a_steps_shell_and_env_settings_are_no_excerpt(triage_json: Callable[..., dict]) -> None:
    lines = kept(triage_json(FIXTURES / "step-settings.gha.log"))
    assert not [line for line in lines if line.startswith(("shell:", "env:", "pythonLocation:"))], lines
    assert "ModuleNotFoundError: No module named 'missing_mod'" in lines, lines
    assert "Run python app/main.py" in lines, "the step's command stays"


def test_rust_toolchain_frames_leave_the_budget_to_the_projects(triage_json: Callable[..., dict]) -> None:
    lines = kept(triage_json(FIXTURES / "cargo-test-full-backtrace.circleci.log"))
    assert not [line for line in lines if "/rustc/" in line or "std[" in line], lines
    assert any("rcrate::tests::parses_word::" in line for line in lines), lines
    assert "at /home/circleci/project/src/lib.rs:9:35" in lines, lines
    assert any(line.startswith("test result: FAILED.") for line in lines), lines


def test_a_recursions_frames_collapse_to_a_few_and_a_count(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "java-stack-overflow.gha.log")
    lines = kept(report)
    assert lines[0] == 'Exception in thread "main" java.lang.StackOverflowError', lines
    assert 0 < len([line for line in lines if line.startswith("at Deep.")]) <= 8, lines
    assert "repeat for 1,020 more lines, left out" in report["excerpt"][0]["reason"], report["excerpt"][0]


@pytest.mark.parametrize("budget", ["2000", "150"])
def test_a_progress_bars_states_one_per_line_are_its_last_state(triage_json: Callable[..., dict], budget: str) -> None:
    report = triage_json(FIXTURES / "tqdm-states-per-line.gha.log", "--budget", budget)
    lines = kept(report)
    assert [line for line in lines if line.startswith("transform:")] == [
        "transform:  75%|█████████████████████▊       | 150/200 [00:00<00:00, 415.15it/s]"
    ], lines
    assert "KeyError: 'name'" in lines, lines
    assert 'File "/home/runner/work/etl/etl/etl.py", line 7, in <module>' in lines, lines
    assert any("151 earlier states above it left out" in span["reason"] for span in report["excerpt"]), report
