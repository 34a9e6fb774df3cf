"""A failed Python package build names the package it was building, its version and what required it.

pip's report of a failed build names its step (`× Getting requirements to build wheel did not run
successfully.`), not the package; the package is the one pip collected above it (`Collecting
PyYAML<6,>=3.10 (from docker-compose==1.29.2)`, `Downloading PyYAML-5.4.1.tar.gz`). The summary quoted
the build's exception alone and the advice said nothing of the package (trial 128 #4). uv's `error:
Failed to build `pyyaml==5.4.1`` was read by no family (`unknown`).

Real output: pip 24.3.1, 25.1.1, uv 0.13.10 on Python 3.11.7 (tests/fixtures/pip-build/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, cast

import pytest

from ci_triage.logs.built_package import built_package, collected_lines
from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.first_pass import Anchor
from ci_triage.logs.second_pass import WindowRequest, read_windows

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

FIXTURES = Path(__file__).parents[1] / "fixtures" / "pip-build"


@pytest.mark.parametrize(
    ("log", "named"),
    [
        ("pip-pyyaml-sdist.gha.log", "(building PyYAML 5.4.1, required by docker-compose==1.29.2)"),
        ("pip24-pyyaml-sdist.log", "(building PyYAML 5.4.1, required by docker-compose==1.29.2)"),
        ("pip25-sdist-build-py-raises.log", "(building brokenext 0.3.0, required by app==1.0)"),
    ],
)
def test_the_summary_names_the_package_pip_was_building(triage_json: Callable[..., dict], log: str, named: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "compile/build error"
    assert report["summary"].endswith(named)


def test_the_advice_names_the_package_what_required_it_and_how_to_avoid_its_build(
    triage_json: Callable[..., dict],
) -> None:
    advice = triage_json(FIXTURES / "pip-pyyaml-sdist.gha.log")["next_step"]
    assert "The package that failed to build is `PyYAML 5.4.1, required by docker-compose==1.29.2` (line 33)." in advice
    assert "install a release of `PyYAML` that ships one" in advice
    assert "upgrade `docker-compose==1.29.2` to a release whose requirement allows a newer one" in advice
    assert "`PIP_CONSTRAINT`" in advice


def test_the_build_dependencies_pip_installs_for_the_build_are_not_the_package(
    triage_json: Callable[..., dict],
) -> None:
    """With `-v` the pip that installs the build's own dependencies prints its `Collecting packaging>=24.0
    (from wheel)` indented below pip's `Collecting PyYAML==5.4.1`, nearer the `×` line."""
    report = triage_json(FIXTURES / "pip25-verbose-pyyaml-sdist.log")
    assert report["summary"].endswith("(building PyYAML 5.4.1)")
    assert "The package that failed to build is `PyYAML 5.4.1` (line 5)." in report["next_step"]
    assert "packaging" not in report["summary"]


@pytest.mark.parametrize(
    ("log", "named"),
    [
        ("uv-pyyaml-sdist.log", "`pyyaml 5.4.1, required by docker-compose==1.29.2`"),
        ("uv-sdist-build-py-raises.log", "`brokenext 0.3.0, required by app==1.0`"),
    ],
)
def test_uv_s_failed_build_is_a_build_error_naming_what_required_the_package(
    triage_json: Callable[..., dict], log: str, named: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "compile/build error"
    assert report["summary"].endswith(f"(required by {named.split(', required by ')[1].rstrip('`')})")
    assert f"The package that failed to build is {named}" in report["next_step"]
    assert "uv pip install -v" in report["next_step"]


def test_the_package_s_line_far_above_the_windows_read_is_read_for_it() -> None:
    """pip builds wheels after it collected every requirement: `Processing …/brokenext-0.3.0.tar.gz (from
    app==1.0)` (line 12) is 30 lines above `× Building wheel for brokenext`, past the window around it."""
    log = FIXTURES / "pip25-sdist-built-after-others.log"
    starts = [0, *(index + 1 for index, byte in enumerate(log.read_bytes()) if byte == ord("\n"))]
    step = Anchor(line=42, offset=starts[41], tier=1)
    request = WindowRequest(step, 8, 50)
    with log.open("rb") as file:
        read = read_windows(file, [request])
        lines = cast("dict[int, LogLine]", {n: _Read(clean_read_line(raw, None).text) for n, raw in read.items()})
        assert built_package(lines, 42) is None
        found = collected_lines(file, lines, [request])
    assert sorted(found) == [12, 13]
    assert cast("bytes", found[12]).startswith(b"Processing /tmp/pipbuild-links/brokenext-0.3.0.tar.gz (from app==1.0)")
    lines |= cast("dict[int, LogLine]", {n: _Read(clean_read_line(raw, None).text) for n, raw in found.items()})
    package = built_package(lines, 42)
    assert package is not None
    assert package.label() == "brokenext 0.3.0, required by app==1.0"


@dataclass
class _Read:
    """A line read: its cleaned text (what the package's lines are found by)."""

    text: str


def test_a_small_budget_keeps_the_line_naming_the_package_over_pip_s_trailer(triage_json: Callable[..., dict]) -> None:
    """At `--budget 300` the excerpt kept pip's repeated trailer (`note: This error originates from a
    subprocess…` twice, `╰─> See above for output.`) but not `Collecting PyYAML<6,>=3.10 (from
    docker-compose==1.29.2)`, the line that says what to pin (trial 128 #4)."""
    report = triage_json(FIXTURES / "pip-pyyaml-sdist.gha.log", "--budget", "300")
    spans = report["excerpt"]
    unit = next(span for span in spans if span["start_line"] <= 33 <= span["end_line"])
    assert unit["lines"][33 - unit["start_line"]] == "Collecting PyYAML<6,>=3.10 (from docker-compose==1.29.2)"
    assert unit["reason"].startswith("the package the failed build was building")
    assert any(span["start_line"] <= 113 <= span["end_line"] for span in spans)
    assert report["excerpt_tokens"] <= 300
