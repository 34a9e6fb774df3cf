"""Every test under pytest's ``=== PASSES ===`` heading passed, however many print and however the
log's windows were read (trial-t: ``pybig-test.gha.log``, 300 tests, ``1 failed, 299 passed``, listed
284 failed tests at confidence 0.9).

pytest ``-rA`` (and ``-rP``) prints the captured output of every passing test that printed under a
``____ test_name ____`` header, like a failure's report. The first pass keeps a bounded number of
lines of a step, so the second pass reads it in windows, and the lines the windows skipped are read
again for the failed tests they name: those lines were judged without the ``PASSES`` banner that a
window had read, and from about the fifteenth printing test on every header counted as a failure.

The log is real pytest output, made at run time: pytest runs 300 tests in ``tmp_path`` (one fails,
every third prints), in a subprocess without plugins or cache, under ``-rA``; the GitHub Actions
version wraps the same lines in a runner's step. The other case is real too (pytest ``-s``): a
passing test that prints a line of the form of pytest's ``FAILED`` entry on its own line is read as
a failed test, and pytest's own tally (``1 failed, 299 passed``) then says the list is not complete.

A step over :data:`~ci_triage.logs.analyse.COMPLETENESS_LINES` lines is not read again whole, so a
window near its end opened inside a long ``PASSES`` section with no banner above it, and its headers
were failed tests (trial-16: ``bigpytest.gha.log``, ``2 failed, 399 passed`` listed 24 failed tests,
``test_many[378]`` to ``[399]`` among them). Such a step is scanned for pytest's banners instead
(:func:`ci_triage.logs.pytest_banners.step_banners`): the real ``-rA`` output here has every third
every test print 5 lines, which makes a ``PASSES`` section of over 2,000 lines.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ci_triage.logs import line_blocks, pytest_banners
from ci_triage.logs.analyse import COMPLETENESS_LINES, Analyser
from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.passing import pytest_banner
from ci_triage.logs.report import triage_path
from ci_triage.logs.runner_tally import reported_failures

TESTS = 300
FAILING = 211


def _pytest_output(folder: Path, module: str, *options: str) -> list[str]:
    """The lines pytest prints running ``module`` (the text of ``test_many.py``) in ``folder``:
    no plugins from the environment, no cache, no configuration but an empty ``pytest.ini``."""
    (folder / "pytest.ini").write_text("")
    (folder / "test_many.py").write_text(module)
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTEST_")}
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *options, "test_many.py"]
    ran = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, check=False, timeout=120)
    assert ran.returncode == 1, ran.stdout + ran.stderr
    return ran.stdout.splitlines()


def _many_tests(prints: str, every: int = 3) -> str:
    """``TESTS`` tests of which ``test_case_211`` fails; every ``every``-th prints ``prints``."""
    body: list[str] = []
    for number in range(TESTS):
        body.append(f"def test_case_{number:03d}():")
        if number % every == 0:
            body.append(f"    print({prints!r})")
        body += [f"    assert {number} != {FAILING}, 'expected status 200, got 503'", ""]
    return "\n".join(body)


@pytest.fixture(scope="module")
def passes_output(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """pytest ``-rA``'s real output of :func:`_many_tests`: 100 passing tests' reports under ``PASSES``."""
    lines = _pytest_output(tmp_path_factory.mktemp("rA"), _many_tests("request took 0.8s"), "-rA")
    assert any(f" 1 failed, {TESTS - 1} passed in " in line for line in lines)
    return lines


@pytest.fixture(scope="module")
def long_passes_output(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """pytest ``-rA``'s real output of :func:`_many_tests` where every test prints 5 lines."""
    printed = "\n".join(f"request {number} took 0.8s" for number in range(5))
    lines = _pytest_output(tmp_path_factory.mktemp("rA-long"), _many_tests(printed, every=1), "-rA")
    passes = lines.index(next(line for line in lines if line.strip("= ") == "PASSES"))
    assert len(lines) - passes > COMPLETENESS_LINES  # the step is read in windows, not whole
    return lines


@pytest.mark.parametrize("shape", ["plain", "github-actions"])
@pytest.mark.parametrize("output", ["passes_output", "long_passes_output"])
def test_only_the_failed_test_is_listed_whatever_the_passes_section_holds(
    analyser: Analyser, tmp_path: Path, request: pytest.FixtureRequest, output: str, shape: str, actions_log
) -> None:
    """A step read whole (``passes_output``) or, longer than a step read whole, in windows that may
    start inside the ``PASSES`` section (``long_passes_output``): only the failed test is named."""
    lines: list[str] = request.getfixturevalue(output)
    log = tmp_path / f"{output}.{shape}.log"
    plain = "\n".join([*lines, "exit status 1"]) + "\n"
    log.write_bytes(plain.encode() if shape == "plain" else actions_log("python -m pytest -rA", lines))
    report, _ = triage_path(log, analyser, 2000)
    assert [test.name for test in report.failed_tests] == [f"test_many.py::test_case_{FAILING}"]
    assert report.failed_tests_total == 1
    assert report.failed_tests_complete  # as many as pytest's tally counts: ``1 failed, 299 passed``
    assert f"failed tests test_many.py::test_case_{FAILING} —" in report.summary


def test_banners_found_whatever_the_blocks_cut(
    tmp_path: Path, long_passes_output: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "pytest-rA-long.log"
    log.write_text("\n".join(long_passes_output))
    whole = Section(index=0, name="", start=Anchor(line=1, offset=0, tier=0), end_line=len(long_passes_output))
    banners = [(number, line) for number, line in enumerate(long_passes_output, 1) if line.startswith("=")]
    passes = next(index for index, (_, line) in enumerate(banners) if line.strip("= ") == "PASSES")
    expected = dict(banners[passes : passes + 2])  # PASSES and the banner that ends it: short test summary info
    assert [line.strip("= ") for line in expected.values()] == ["PASSES", "short test summary info"]
    with log.open("rb") as file:
        assert pytest_banners.step_banners(file, whole, len(long_passes_output), None) == expected
        monkeypatch.setattr(line_blocks, "BLOCK_BYTES", 37)  # lines cut anywhere, a banner longer than a block
        assert pytest_banners.step_banners(file, whole, len(long_passes_output), None) == expected


def test_more_failed_tests_than_pytests_tally_are_no_complete_list(analyser: Analyser, tmp_path: Path) -> None:
    printed = "\nFAILED test_other.py::test_wrapped - AssertionError: a report the test checks"
    lines = _pytest_output(tmp_path, _many_tests(printed), "-s")
    log = tmp_path / "pytest-s.log"
    log.write_text("\n".join([*lines, "exit status 1"]) + "\n")
    report, _ = triage_path(log, analyser, 2000)
    names = {test.name for test in report.failed_tests}
    assert names == {f"test_many.py::test_case_{FAILING}", "test_other.py::test_wrapped"}  # pytest: 1 failed
    assert not report.failed_tests_complete


@pytest.mark.parametrize(
    ("lines", "failures"),
    [
        (["======================== 1 failed, 299 passed in 0.19s ========================="], 1),
        (["== 2 failed, 1 passed, 1 warning, 3 errors in 61.20s (0:01:01) =="], 5),
        (["1 failed, 3 passed in 0.02s", "2 passed, 1 error in 0.01s"], 2),
        (["============================== 5 passed in 0.10s ==============================="], 0),
        (["FAILED test_many.py::test_case_211 - AssertionError", "exit status 1"], None),
    ],
)
def test_pytests_tally_counts_failed_and_errors(lines: list[str], failures: int | None) -> None:
    assert reported_failures(lines) == failures


def test_banner_like_lines_are_judged_only_around_a_passes_section(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Outside a ``PASSES`` section only that banner is looked for, and inside it only the next
    banner: a step of 10,000 banner-like lines has a handful judged in Python, not 10,000 (a
    million took 19 s judged one by one)."""
    lines = [f"========== section {number} ==========" for number in range(10_000)]
    lines[5_000:5_000] = ["==== PASSES ====", "____ test_ok ____", "ok"]
    log = tmp_path / "banners.log"
    log.write_text("\n".join(lines) + "\n")
    judged: list[str] = []

    def counting(text: str) -> str | None:
        judged.append(text)
        return pytest_banner(text)

    monkeypatch.setattr(pytest_banners, "pytest_banner", counting)
    whole = Section(index=0, name="", start=Anchor(line=1, offset=0, tier=0), end_line=len(lines))
    with log.open("rb") as file:
        found = pytest_banners.step_banners(file, whole, len(lines), None)
    assert found == {5_001: "==== PASSES ====", 5_004: "========== section 5000 =========="}
    assert len(judged) == 2
