"""An OCaml test program that dies on an exception nothing caught (`Fatal error: exception Not_found`)
under `dune test` failed its test: the job log said test failure, its plain output (the same lines,
no `Run dune test` step) runtime error, since only the step's command said a test ran (trial 109, #7).
dune's `test_cart alias test/runtest (exit 2)` says so too: its `runtest` alias is the test run, and an
uncaught exception in a test run is a test failure, as a crash is (`native-crash`).

Real output: dune 2.9.3, OCaml 4.13.1 (Debian 12), tests/fixtures/s38-t109b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t109b"


@pytest.mark.parametrize("log", ["ml-test-exn.log", "ml-test-exn-plain.txt"])
def test_the_job_log_and_the_plain_output_agree_on_a_test_failure(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "test failure"
    assert [(test["name"], test["message"]) for test in report["failed_tests"]] == [
        ("test_cart", "Fatal error: exception Not_found")
    ]
