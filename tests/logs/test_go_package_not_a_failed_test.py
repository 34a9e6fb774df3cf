"""go test's package verdict (``FAIL\t<import path>\t<duration>``) names a package, not a failed test.

The log is real ``go test`` output on a small module in a temporary folder (offline: no dependency).
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.source import LogMember

pytestmark = pytest.mark.skipif(shutil.which("go") is None, reason="go is not installed")


def test_go_test_counts_the_failing_test_not_its_package(analyser: Analyser, tmp_path: Path) -> None:
    output = _go_test(
        tmp_path,
        "func Add(a, b int) int { return a - b }\n",
        "func TestAdd(t *testing.T) {\n\tif got := Add(1, 1); got != 2 {\n"
        '\t\tt.Errorf("Add(1,1) = %d; want 2", got)\n\t}\n}\n\n'
        'func TestZero(t *testing.T) {\n\tif Add(0, 0) != 0 {\n\t\tt.Fatal("zero")\n\t}\n}\n',
    )
    assert "FAIL\texample.com/demo\t" in output
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(output.encode())), budget=2000).report
    assert [test.name for test in report.failed_tests] == ["TestAdd"]
    assert report.failed_tests_total == 1


def test_a_package_that_did_not_build_is_no_failed_test(analyser: Analyser, tmp_path: Path) -> None:
    output = _go_test(
        tmp_path,
        "func Add(a, b int) int { return a + b }\n",
        "func TestAdd(t *testing.T) {\n\tif Add(1, 1) != Missing {\n\t\tt.Fail()\n\t}\n}\n",
    )
    assert "FAIL\texample.com/demo [build failed]" in output
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(output.encode())), budget=2000).report
    assert report.failed_tests == []
    assert report.failed_tests_total == 0


def _go_test(scratch: Path, code: str, tests: str) -> str:
    """Output of ``go test ./...`` on a module ``example.com/demo`` holding ``code`` and ``tests``
    (bodies after the package clause and, for the tests, the ``testing`` import), offline, with its
    caches under ``scratch``."""
    module = scratch / "demo"
    module.mkdir()
    (module / "go.mod").write_text("module example.com/demo\n\ngo 1.18\n")
    (module / "demo.go").write_text(f"package demo\n\n{code}")
    (module / "demo_test.go").write_text(f'package demo\n\nimport "testing"\n\n{tests}')
    environment = {
        **os.environ,
        "GOCACHE": str(scratch / "cache"),
        "GOPATH": str(scratch / "gopath"),
        "GOFLAGS": "-mod=mod",
        "GOPROXY": "off",
        "GOTOOLCHAIN": "local",
    }
    run = subprocess.run(
        ["go", "test", "./..."], cwd=module, env=environment, capture_output=True, text=True, timeout=300, check=False
    )
    return run.stdout + run.stderr
