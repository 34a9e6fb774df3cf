"""A test module unittest could not import is a file that failed to collect, its message the import's exception.

Fixture ``tests/fixtures/s29-t58b/unittest-import-error.gha.log``: real ``python -m unittest discover -s tests
-t .`` output (Python 3.11.7; see the folder's README). Before, ``tests.test_api
(unittest.loader._FailedTest.tests.test_api)`` was listed as an ordinary failed test (``kind: failed``)
with the loader's wrapper ``ImportError: Failed to import test module: tests.test_api`` as its message,
not the ``ModuleNotFoundError`` the import raised (trial 58 #7).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t58b"


def test_the_module_is_a_file_that_failed_to_collect(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["triage", str(FIXTURES / "unittest-import-error.gha.log"), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    tests = {test["name"]: test for test in report["failed_tests"]}
    assert tests["tests.test_api"]["kind"] == "collection"
    assert tests["tests.test_api"]["file"] == "tests/test_api.py"
    assert tests["tests.test_api"]["message"] == (
        "ModuleNotFoundError: No module named 'inventory.api'; 'inventory' is not a package"
    )
    assert tests["test_add (tests.test_inventory.InventoryTest.test_add)"]["kind"] == "failed"
    assert "1 test file failed to collect: tests.test_api" in report["summary"]
    assert report["next_step"].startswith(
        "tests.test_api failed to collect, so none of its tests ran: ModuleNotFoundError"
    )
