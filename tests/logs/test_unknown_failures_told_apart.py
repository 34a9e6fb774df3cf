"""Failures told apart: each gets a fingerprint of its own and a summary quoting its error.

Made for failures no skill named; the Perl, Lua, R, Ruby and GHC-built crashes among them read as
runtime errors since the runtime skills (``CATEGORIES``), and their summaries still quote the same line.

The outputs in ``fixtures/unknown/`` are real, captured here: ``perl_die.txt`` perl 5.36.0 (``die``
of a division by zero in a module), ``lua_err.txt`` Lua 5.4.4 (indexing a nil upvalue, with its
``stack traceback:``), ``r_err.txt`` Rscript 4.2.2 (``stop()``, then ``Execution halted``),
``json_fail.txt`` Python 3.11.7's ``python -m json.tool`` on a file with a missing value,
``ruby_exc.txt`` ruby 3.1.2 (an uncaught ``KeyError``), ``hs_runtime.txt`` a program built by GHC
9.0.2 (``Data.Map.!`` on a missing key, with GHC's ``CallStack (from HasCallStack):``).
"""

from __future__ import annotations

import io
from itertools import combinations
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).parent / "fixtures" / "unknown"

FIRST_ERRORS = {
    "perl_die": "Illegal division by zero at lib/Calc.pm line 2.",
    "lua_err": "lua5.4: fail.lua:2: attempt to index a nil value (upvalue 't')",
    "r_err": "Error in f(3) : bad input: 3",
    "json_fail": "Expecting value: line 2 column 8 (char 9)",
    "ruby_exc": "m.rb:2:in `fetch': key not found: :missing (KeyError)",
    "hs_runtime": "rt: Map.!: given key is not an element in the map",
}
"""Each fixture's first line that reads as an error: what its verdict's summary quotes."""

CATEGORIES = {
    "perl_die": "runtime error",
    "lua_err": "runtime error",
    "r_err": "runtime error",
    "json_fail": "unknown",
    "ruby_exc": "runtime error",
    "hs_runtime": "runtime error",
}
"""Each fixture's verdict: Python's ``json.tool`` message names no family."""


def output(name: str) -> list[str]:
    return (FIXTURES / f"{name}.txt").read_text().splitlines()


def github_log(
    command: str, lines: list[str], exit_code: int = 1, stamp: str = "2026-12-02T10:00:00.1234567Z"
) -> bytes:
    """A GitHub Actions job log whose one step runs ``command``, prints ``lines`` and exits ``exit_code``."""
    log = ["##[group]Run actions/checkout@v4", "Syncing repository: acme/app", "##[endgroup]"]
    log += [f"##[group]Run {command}", command, "shell: /usr/bin/bash -e {0}", "##[endgroup]", *lines]
    log += [f"##[error]Process completed with exit code {exit_code}.", "Post job cleanup."]
    return "".join(f"{stamp} {line}\n" for line in log).encode()


def analyse(analyser: Analyser, data: bytes, name: str) -> JobReport:
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report
    assert report.failure_found
    assert report.classification.category == CATEGORIES[name]
    return report


@pytest.mark.parametrize("name", sorted(FIRST_ERRORS))
def test_the_summary_of_a_github_log_quotes_the_first_error_not_the_runner(analyser: Analyser, name: str) -> None:
    report = analyse(analyser, github_log(f"./run {name}", output(name)), name)
    assert report.headline == FIRST_ERRORS[name]


@pytest.mark.parametrize("name", ["lua_err", "r_err", "ruby_exc", "hs_runtime"])
def test_the_summary_of_a_plain_log_quotes_the_first_error_not_the_trace(analyser: Analyser, name: str) -> None:
    report = analyse(analyser, "".join(f"{line}\n" for line in output(name)).encode(), name)
    assert report.headline == FIRST_ERRORS[name]


def test_different_unknown_failures_have_different_fingerprints(analyser: Analyser) -> None:
    fingerprints = {
        name: analyse(analyser, github_log("./run", output(name)), name).fingerprint for name in FIRST_ERRORS
    }
    shared = [(a, b) for a, b in combinations(sorted(fingerprints), 2) if fingerprints[a] == fingerprints[b]]
    assert shared == []


def test_the_same_unknown_failure_in_another_run_keeps_its_fingerprint(analyser: Analyser) -> None:
    first = analyse(analyser, github_log("perl -Ilib script.pl", output("perl_die"), exit_code=255), "perl_die")
    moved = [line.replace("line 2.", "line 9.") for line in output("perl_die")]
    later = github_log("perl -Ilib script.pl", moved, exit_code=255, stamp="2026-12-09T17:45:12.7654321Z")
    assert analyse(analyser, later, "perl_die").fingerprint == first.fingerprint


def test_another_exit_code_is_another_failure(analyser: Analyser) -> None:
    one = analyse(analyser, github_log("./run", output("json_fail"), exit_code=1), "json_fail")
    two = analyse(analyser, github_log("./run", output("json_fail"), exit_code=2), "json_fail")
    assert one.fingerprint != two.fingerprint


def test_another_step_is_another_failure(analyser: Analyser) -> None:
    config = analyse(analyser, github_log("./check-json config.json", output("json_fail")), "json_fail")
    schema = analyse(analyser, github_log("./check-json schema.json", output("json_fail")), "json_fail")
    assert config.fingerprint != schema.fingerprint
