"""Compile errors of D, Free Pascal, C#, Vala and Crystal: the category, the tool, the first error
quoted and the places, read from the compilers' own lines.

The logs (``fixtures/compilers-beyond-c/``, its README names each tool and version) are real
output of LDC 1.30.0, DUB 1.27.0 and gdc 12.2.0, Free Pascal 3.2.2, Mono mcs 6.8.0.105, Vala 0.56.3,
Crystal 1.6.0 (Debian) and Cython 3.3.1 under pip, wrapped as GitHub Actions job logs. Trial 65
found the compilers' errors read as ``unknown`` ("none matched"), with no place for the
``file(line,col)`` form, and the summary quoting a driver's closing line (fpc's ``returned an error
exitcode``, cythonize's ``CompileError: file``) or the second error.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parent / "fixtures" / "compilers-beyond-c"

# log: (tool, the first error the summary quotes, the places as file:line:column)
EXPECTED = {
    "dub-build.log": (
        "dub-build",
        "source/stats.d(8,20): Error: no property `lenght` for type `int[]`",
        ["source/stats.d:8:20", "source/stats.d:13:12"],
    ),
    "ldc2.log": (
        "ldc2",
        "source/stats.d(8): Error: no property `lenght` for type `int[]`",
        ["source/stats.d:8:None", "source/stats.d:13:None"],
    ),
    "gdc.log": (  # GCC's D front end, in GCC's form
        "gdc",
        "source/stats.d:8:20: error: no property ‘lenght’ for type ‘int[]’",
        ["source/stats.d:8:20", "source/stats.d:13:12"],
    ),
    "fpc.log": (  # not the driver's "Error: /usr/bin/ppcx64 returned an error exitcode"
        "fpc",
        'mathx.pas(17,5) Error: Identifier not found "totl"',
        ["mathx.pas:17:5", "mathx.pas:19:13"],
    ),
    "mcs.log": (  # the first error, CS0103, not a later one
        "mcs",
        "src/Cart.cs(16,20): error CS0103: The name `summ' does not exist in the current context",
        ["src/Cart.cs:16:20", "src/Cart.cs:21:20", "src/Cart.cs:21:24"],
    ),
    "valac.log": (
        "valac",
        "src/counter.vala:5.25-5.28: error: The name `step' does not exist in the context of `Counter.bump'",
        ["src/counter.vala:5:25", "src/counter.vala:12:12"],
    ),
    "crystal-spec.log": (  # the specs never ran: the compiler's error under `crystal spec`, the compiler's
        "crystal",
        "Error: undefined method 'rjust_zero' for String",
        ["src/money.cr:4:39"],
    ),
    "cython-pip.log": (  # inside pip's box: Cython's error, not the traceback's "CompileError: src/geom/_area.pyx"
        "pip",
        "src/geom/_area.pyx:3:11: undeclared name not builtin: aera",
        ["src/geom/_area.pyx:3:11"],
    ),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_compile_error_is_read_from_the_compilers_own_lines(name: str, analyser: Analyser) -> None:
    tool, quoted, places = EXPECTED[name]
    report = triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "compile/build error", report.jobs[0].classification.scores
    assert report.confidence >= 0.8  # the compiler's own line decides, not the command's tool alone
    assert report.tool == tool
    assert quoted in report.summary, report.summary
    assert [f"{place.file}:{place.line}:{place.column}" for place in report.jobs[0].locations] == places


def test_a_cgo_link_error_names_cgo_and_no_generated_file(analyser: Analyser) -> None:
    # go 1.19.8: a C function the Go code calls (C.clampInt2) is declared in its header, defined nowhere
    report = triage_path(FIXTURES / "go-cgo-link.log", analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("compile/build error", "go-build")
    assert "undefined reference to `clampInt2'" in report.summary
    assert report.jobs[0].locations == []  # not cgo's /tmp/go-build/units.cgo2.c:54, the build's own file
    assert "#cgo LDFLAGS" in (next_step(report) or "")
