"""Compilers, runtimes and test runners of more languages: what a person fixes, read from their own lines.

The fixtures (``fixtures/``, golden in ``test_tool_output_golden.py``) are real output: a README-only
user trial's logs (gfortran, OCaml, erlc, GNAT, mix, tcltest, a GHC-built program, ``python -m build``)
and a second shape of each kind made here with the same tools (GNU Fortran 12.2.0, OCaml 4.13.1,
Erlang/OTP 25, GNAT 12.2.0, Elixir 1.14.0, Tcl 8.6.13, GHC 9.0.2, build 1.6.1, node 20), the way a
CI step prints it: ``$ command``, the output, ``exit status N``; the folder they ran in is written as
the runner's checkout. Here: the places each names (the program's own, never its standard library's
or GHC's ``libraries/``), the failed tests named once, and a bare ``Error: message`` that is Node's,
Terraform's or R's only beside that tool's own lines.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures"
CHECKOUT = "/home/runner/work/app/app/"


def triage(path: Path, analyser: Analyser) -> TriageReport:
    return triage_path(path, analyser, DEFAULT_BUDGET)[0]


def places(report: TriageReport) -> list[str]:
    """The report's locations as ``file:line``, paths inside the checkout without its folder."""
    return [f"{location.file.removeprefix(CHECKOUT)}:{location.line}" for location in report.jobs[0].locations]


# fixture: the locations, in order (file:line)
LOCATIONS = {
    "gfortran-implicit-type.txt": ["f90/solver.f90:13"],
    "gfortran-syntax.txt": ["src/kinds.f90:5"],
    # "At line 6" and the backtrace's frame there; not the main gfortran generates (trial 65)
    "fortran-runtime-bounds.txt": ["f90/bounds.f90:6"],
    "fortran-runtime-open.txt": ["src/io.f90:4"],  # not the runtime library's "in ???" frames, nor main
    "ocaml-type.txt": ["ml/shop.ml:2"],
    "ocaml-unbound.txt": ["ml/stock.ml:3"],
    "ocaml-runtime-not-found.txt": ["ml/boom.ml:3"],  # not Stdlib__Hashtbl's "hashtbl.ml", line 539
    "ocaml-runtime-failure.txt": ["ml/parse.ml:1", "ml/parse.ml:3"],
    "erlc-undefined-function.txt": ["erl/counter.erl:9"],
    "erlc-missing-include.txt": ["erl/mathx.erl:3", "erl/mathx.erl:5", "erl/mathx.erl:6"],
    "gnatmake-type.txt": ["main.adb:5"],
    "gnatmake-undefined.txt": ["greet.adb:4"],
    "mix-compile-warnings-as-errors.txt": ["lib/calc.ex:4"],  # the warning that failed the build
    "mix-compile-undefined-function.txt": ["lib/report.ex:2"],
    "mix-format.txt": ["test/calc_test.exs:None", "lib/fmt.ex:None", "lib/calc.ex:None"],  # the files to format
    "haskell-runtime-error-call.txt": ["hs/Boom.hs:4"],
    "haskell-runtime-map.txt": [],  # Data.Map's own frame, under GHC's libraries/, is no place of the program
    "python-build-invalid-toml.txt": ["pyproject.toml:7"],
    "python-build-toml-duplicate.txt": ["pyproject.toml:8"],
    "tcltest-result.txt": [],  # the runner's all.tcl in its count line is no failed test's place
}


@pytest.mark.parametrize("name", sorted(LOCATIONS))
def test_the_locations_are_the_programs_own_places(name: str, analyser: Analyser) -> None:
    assert places(triage(FIXTURES / name, analyser)) == LOCATIONS[name]


# fixture: the failed tests, each once, and the count
FAILED_TESTS = {
    "tcltest-result.txt": ["add-1.1", "add-1.2"],  # its "==== name description FAILED" and "==== name FAILED" lines
    "tcltest-all-files.txt": ["shout-2.0", "shout-3.0"],
    "mix-test-one-failure.txt": ["test adds (CalcTest)"],  # read by ExUnit's, mocha's and rspec's forms
}


@pytest.mark.parametrize("name", sorted(FAILED_TESTS))
def test_each_failed_test_is_named_once(name: str, analyser: Analyser) -> None:
    job = triage(FIXTURES / name, analyser).jobs[0]
    assert [test.name for test in job.failed_tests] == FAILED_TESTS[name]
    assert job.failed_tests_total == len(FAILED_TESTS[name])


def _log(tmp_path: Path, *lines: str) -> Path:
    path = tmp_path / "step.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_bare_error_line_alone_is_neither_nodes_nor_terraforms(analyser: Analyser, tmp_path: Path) -> None:
    # a shell script's own message (the form gfortran, OCaml, R and many scripts print), no tool's lines around it
    report = triage(
        _log(tmp_path, "$ ./scripts/check-env.sh", "Error: DATABASE_URL is not set", "exit status 1"), analyser
    )
    assert report.failure_found
    assert report.tool != "node"
    assert report.category not in ("runtime error", "infrastructure-as-code/deploy")
    assert "Error: DATABASE_URL is not set" in report.summary


def test_a_bare_error_line_beside_nodes_frames_is_nodes(analyser: Analyser, tmp_path: Path) -> None:
    # node 20's uncaught Error without its "Node.js v20" trailer (a log cut before it): its frames say Node
    # (its message made one about the code: a variable not set would be the job's configuration)
    text = (FIXTURES / "node-plain-error.txt").read_text(encoding="utf-8").replace("APP_CONFIG is not set", "boom")
    lines = [line for line in text.splitlines() if not line.startswith("Node.js v")]
    report = triage(_log(tmp_path, *lines), analyser)
    assert (report.category, report.tool) == ("runtime error", "node")
