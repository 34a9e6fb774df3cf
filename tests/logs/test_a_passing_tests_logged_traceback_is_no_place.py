"""What a test pytest ``-v`` says passed logged live (``log_cli``: its node id, the ``live log call``
records, a traceback ``log.exception`` printed on purpose, then ``PASSED  [ 33%]``) is a passing test's
output: its traceback's frames are no location, and the failed test's own place is the first, with or
without a passing log that printed the same traceback (new-user trial t118, finding 4: the passing test's
``app/__init__.py`` frame was the first location).

Fixtures (this folder): pytest 9.2.0 (PyPI), ``log_cli = true`` at ``INFO``, ``pytest tests -p
no:cacheprovider -v`` on a project whose ``parse_order`` logs ``could not parse order payload`` with
``log.exception`` for bad JSON; ``test_refund_amount`` fails (``assert 20 == 10``). The ``-ok`` log: the
same run with ``refund`` fixed (3 passed, the same logged traceback). The project's folder rewritten to
``/home/runner/work/shop/shop``, the interpreter's to the runner's tool cache.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "not-failed"
FAILING = FIXTURES / "pytest-live-log-passing-traceback.log"
PASSING = FIXTURES / "pytest-live-log-passing-traceback-ok.log"


@pytest.mark.parametrize("options", [(), ("--baseline", str(PASSING))])
def test_a_passing_tests_logged_traceback_is_no_location(
    options: tuple[str, ...], triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FAILING, *options)
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["tests/test_app.py::test_refund_amount"]
    assert [(loc["file"], loc["line"]) for loc in report["locations"]][:1] == [("tests/test_app.py", 9)]
    assert "app/__init__.py" not in {loc["file"] for loc in report["locations"]}
