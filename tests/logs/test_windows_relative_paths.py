"""A Windows runner's relative paths (``src\\inventory\\stock.py:4``) are repository paths with ``/``:
the same locations, and the same fingerprint, as the same failure on Linux (trial 57 finding 4).

Fixtures: tests/fixtures/s29-t57 (mypy 2.4.1's real output; README there)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.evidence.repository_paths import RepositoryPaths
from ci_triage.logs.model import FailedTest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s29-t57"


def triage(capsys: pytest.CaptureFixture[str], name: str, *argv: str) -> dict:
    assert main(["triage", str(FIXTURES / name), "--format", "json", *argv]) == 0
    return json.loads(capsys.readouterr().out)


def places(report: dict) -> list[tuple[str, int]]:
    return [(location["file"], location["line"]) for location in report["locations"]]


def test_windows_mypy_locations_and_fingerprint_are_the_linux_ones(capsys) -> None:
    windows = triage(capsys, "mypy.windows.log")
    linux = triage(capsys, "mypy.ubuntu.log")
    assert places(windows) == places(linux) == [("src/inventory/stock.py", 4), ("src/inventory/stock.py", 14)]
    assert windows["fingerprint"] == linux["fingerprint"]
    assert windows["summary"].endswith(
        "src\\inventory\\stock.py:4: error: Missing return statement  [return]"
        " (Found 2 errors in 1 file (checked 2 source files))"
    )


def test_windows_paths_are_found_in_the_checkout(tmp_path: Path, capsys) -> None:
    checkout = tmp_path / "inventory"
    (checkout / "src" / "inventory").mkdir(parents=True)
    (checkout / "src" / "inventory" / "stock.py").write_text("def reorder_level():\n    pass\n")
    subprocess.run(["git", "init", "-q", str(checkout)], check=True)
    report = triage(capsys, "mypy.windows.log", "--checkout", str(checkout))
    assert places(report) == [("src/inventory/stock.py", 4), ("src/inventory/stock.py", 14)]


def test_a_failed_tests_windows_file_is_a_repository_path() -> None:
    test = FailedTest(name="src\\price.test.js", file="src\\price.test.js", source="log")
    assert RepositoryPaths(None).failed_tests([test], [])[0].file == "src/price.test.js"


def test_the_verifier_passes_the_windows_logs_source_lines(tmp_path: Path, capsys) -> None:
    checkout = tmp_path / "inventory"
    (checkout / "src" / "inventory").mkdir(parents=True)
    (checkout / "src" / "inventory" / "stock.py").write_text((FIXTURES / "stock.py.txt").read_text())
    subprocess.run(["git", "init", "-q", str(checkout)], check=True)
    main(["triage", str(FIXTURES / "mypy.windows.log"), "--checkout", str(checkout), "--propose-fix"])
    comment = capsys.readouterr().out
    assert "`src/inventory/stock.py:14`" in comment
    assert "return lookup(counts, item) + 10" in comment
