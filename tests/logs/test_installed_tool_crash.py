"""A traceback none of whose frames is the project's is an installed tool's crash: pin what it depends on.

Trial 86 (finding 12): ``pdm lock -v`` (pdm 2.29.4) died on ``AttributeError: module 'hishel' has no
attribute 'SyncSqliteStorage'`` after thirty frames in site-packages, the standard library and
``bin/pdm``: hishel 2.0, a dependency pdm does not pin, had removed the class. The advice said "the
script or program it names crashed". Fixture: the trial's log 09, real pdm output wrapped as a
GitHub Actions job log (tests/fixtures/s33-t86/README.md); the project's own crash is
``tests/skills/fixtures/python-runtime.txt`` (Python 3.11.7, a script opening a missing file).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

TESTS = Path(__file__).parents[1]
PDM = TESTS / "fixtures" / "s33-t86" / "pdm-lock-hishel-crash.gha.log"
OWN_SCRIPT = TESTS / "skills" / "fixtures" / "python-runtime.txt"


def test_a_tool_crashed_by_its_dependencys_release_names_both(triage_json: Callable[..., dict]) -> None:
    advice = triage_json(PDM)["next_step"]
    assert advice.startswith("An installed tool crashed in its own code")
    assert "the innermost in `pdm`" in advice
    assert "Pin `hishel` below the release the job installed" in advice
    assert "upgrade `pdm`" in advice


def test_a_traceback_through_the_projects_own_file_is_no_tool_crash(triage_json: Callable[..., dict]) -> None:
    assert "installed tool crashed" not in triage_json(OWN_SCRIPT)["next_step"]
