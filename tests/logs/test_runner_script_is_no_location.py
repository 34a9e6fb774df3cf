"""The script a CI runner wrote for a step is never a source location, however bash names it (trial 54).

``tests/fixtures/trial-54/oom_killed.txt`` (bash 5.2's real report of a SIGKILL in a 200 MB cgroup, the
step's script run from a relative ``_temp/`` folder): ``_temp/7f3c2a9e-step.sh: line 2: 19225 Killed
python3 scripts/build_index.py`` was cited as ``_temp/7f3c2a9e-step.sh:2``. The runner's own path,
``/home/runner/work/_temp/….sh``, was already left out; the relative one is now too."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-54"


def test_a_step_script_in_a_temp_folder_is_no_location(triage_json) -> None:
    report = triage_json(FIXTURES / "oom_killed.txt")
    assert report["category"] == "out-of-memory"
    assert report["locations"] == []
