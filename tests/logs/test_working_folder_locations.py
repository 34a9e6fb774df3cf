"""A failed test's place once, and relative to the folder the log or the workflow says the step ran in (trial 55 #9).

node --test (node 20.20.2, the nodesource Debian package) prints a failed test's place twice: its
``location: '…/math.test.mjs:4:1'`` (where the test begins) and its stack's
``file:///…/math.test.mjs:4:34``; the trial's report listed ``math.test.mjs:4`` twice, and a path
outside a runner's checkout folder stayed absolute. The fixtures are real output run here
(``tests/fixtures/s29-ownmodule/README.md``): in a runner's checkout folder, in a container job's
``/__w/calc/calc``, in ``/srv/ci/calc`` entered by the step's ``cd`` or named by the workflow's
``working-directory``, and pytest ``--tb=native`` under ``rootdir: /srv/ci/shop``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.evidence.repository_paths import RepositoryPaths
from ci_triage.logs.localise import LogLine
from ci_triage.logs.working_folder import working_folders

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-ownmodule"


def _places(report: dict) -> list[tuple[str, int | None]]:
    return [(location["file"], location["line"]) for location in report["locations"]]


@pytest.mark.parametrize("log", ["node-test-runner.gha.log", "node-test-container.gha.log", "node-test-cd.gha.log"])
def test_a_node_test_failure_is_one_location_relative_to_where_it_ran(
    log: str, triage_json: Callable[..., dict], tmp_path: Path
) -> None:
    report = triage_json(FIXTURES / log, "--checkout", tmp_path)
    assert _places(report) == [("math.test.mjs", 4)]
    assert [test["file"] for test in report["failed_tests"]] == ["math.test.mjs"]


def test_pytest_native_frames_are_relative_to_its_rootdir(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    report = triage_json(FIXTURES / "pytest-native-rootdir.gha.log", "--checkout", tmp_path)
    assert _places(report) == [("tests/test_cart.py", 6)]


def test_the_workflows_absolute_working_directory_makes_a_path_relative(
    triage_json: Callable[..., dict], tmp_path: Path
) -> None:
    log = FIXTURES / "node-test-workdir.gha.log"
    assert _places(triage_json(log, "--checkout", tmp_path)) == [("/srv/ci/calc/math.test.mjs", 4)]  # nothing says
    with_workflow = triage_json(log, "--checkout", tmp_path, "--workflow", FIXTURES / "node-test-workdir.yml")
    assert _places(with_workflow) == [("math.test.mjs", 4)]
    assert [test["file"] for test in with_workflow["failed_tests"]] == ["math.test.mjs"]


def test_only_a_folder_the_step_names_is_a_working_folder() -> None:
    texts = ["rootdir: /srv/ci/shop, configfile: pyproject.toml", " RUN  v2.1.9 /", "rootdir: /home/runner/work/a/a"]
    folders = working_folders({number: LogLine(number, text, "", [], 1) for number, text in enumerate(texts, 1)})
    assert folders == ["/srv/ci/shop"]
    paths = RepositoryPaths(None, ["/srv/ci/shop"])
    assert paths.path("/srv/ci/shop/tests/t.py") == "tests/t.py"
    assert paths.path("/srv/ci/shopping/t.py") == "/srv/ci/shopping/t.py"
