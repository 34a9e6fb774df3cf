"""deptry's issues are placed where the fix goes (trial 87 #6).

``tests/fixtures/trial-87/deptry.log`` is a real deptry 0.25.1 run (see the folder's README): DEP002,
a declared dependency no module imports, is reported at ``pyproject.toml`` without a line, and
DEP003, a transitive dependency imported, at ``src/shop/inventory.py:2:8``. Only the import's place
was a location; the declaring file was none, and the step's tool was unknown to the catalogue.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-87" / "deptry.log"


def test_an_unused_dependency_is_placed_in_its_declaring_file_an_import_at_its_line(analyser: Analyser) -> None:
    job = triage_path(LOG, analyser, 2000)[0].jobs[0]
    assert job.classification.category == "lint/format"
    assert job.tool == "deptry"
    assert [(location.file, location.line) for location in job.locations] == [
        ("pyproject.toml", None),
        ("src/shop/inventory.py", 2),
    ]
