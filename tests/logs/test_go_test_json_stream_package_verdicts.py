"""A ``go test -json ./...`` stream: a later package's ``pass`` event does not clear an earlier one's failure.

``go test ./...`` runs one test binary per package and goes on after a failed one; with ``-json``
(``cmd/test2json``, ``go doc test2json``) each package ends with its own verdict event,
``{"Action":"pass","Package":"…","Elapsed":…}`` or ``{"Action":"fail",…}``, and a package that did
not build gets go's plain ``FAIL\tpkg [build failed]`` line in the stream. A trial (trial 36,
finding 4) saved the raw stream (no CI wrapping, no exit marker) and got "no failure found", exit
0, for a failed test and for a compile error, whenever a passing package's events came last: the
last package's ``pass`` was read as the verdict on the whole run, and the failed package's lines,
one JSON event among hundreds each matched by a skill, were not among those the first pass kept.

Fixtures (``fixtures/go-test-json/``), real output of go 1.19.8 (``GOPROXY=off go test -count=1
-json ./... > out``, exit 1 and 2), made 2026-12-04 on a module of three packages: ``aaa`` (30
passing subtests), ``amath`` (``TestHalf`` fails with ``Half(-3) = -1, want -2``; in the build
fixture ``mathx.go`` uses an undefined ``total``), then ``strutil`` (60 passing subtests, more than
the 200 lines read from the log's end).
"""

from __future__ import annotations

import io
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.passing import wrapper_failed, wrapper_verdict
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "go-test-json"


def _report(name: str):
    data = (FIXTURES / name).read_bytes()
    return Analyser.load().analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


def test_a_failed_test_before_a_passing_package_is_found() -> None:
    report = _report("test-failed-then-package-passed.json.txt")
    assert report.classification.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["TestHalf"]
    shown = "\n".join(line for span in report.excerpt for line in span.lines)
    assert '"Action":"fail","Package":"example.com/calc/amath","Elapsed"' in shown


def test_a_package_that_did_not_build_before_a_passing_package_is_found() -> None:
    report = _report("build-failed-then-package-passed.json.txt")
    assert report.classification.category == "compile/build error"
    assert [(location.file, location.line) for location in report.locations] == [("amath/mathx.go", 4)]


def test_a_packages_verdict_event_is_go_tests_verdict_on_that_package_only() -> None:
    stamp = '{"Time":"2026-12-04T17:07:38.588312366Z",'
    passed = stamp + '"Action":"pass","Package":"example.com/calc/strutil","Elapsed":0.504}'
    failed = stamp + '"Action":"fail","Package":"example.com/calc/amath","Elapsed":0.221}'
    assert wrapper_verdict(passed)
    assert wrapper_failed(failed)
    assert wrapper_failed("FAIL\texample.com/calc/amath [build failed]")
    # a test's event is no package verdict: the test's own output and verdict are judged as a test's
    test_failed = '{"Action":"fail","Package":"example.com/calc/amath","Test":"TestHalf","Elapsed":0.21}'
    assert not wrapper_failed(test_failed)
    assert not wrapper_verdict('{"Action":"pass","Package":"example.com/calc/aaa","Test":"TestRepeat","Elapsed":0}')
