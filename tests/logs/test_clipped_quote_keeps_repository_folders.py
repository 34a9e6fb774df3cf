"""A quote clipped for the summary keeps a runner checkout's path as the repository's path when that
is short enough: a go race's frame ``/home/runner/work/goapp/goapp/store/store.go:7`` was quoted
``…/store.go:7``, which names no folder of the repository (trial 59, finding 6); it is now
``store/store.go:7``, as the locations name it. The runner's folder is left out by the helper the
locations use (``runner_folder.without_runner_folder``); a quote still too long loses every folder.

Real output: go 1.19.8's ``go test -race`` and ``go test`` run in ``/home/runner/work/goapp/goapp``
(module ``goapp``), rustfmt 1.9.0's ``cargo fmt --check`` in ``/home/runner/work/calc/calc``,
wrapped as GitHub Actions job logs (tests/fixtures/s30-small/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-small"


def test_a_race_frame_in_the_summary_is_a_repository_path(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "go-race.gha.log", "--no-home-skills")
    assert report["summary"].endswith("goapp/store.(*Counter).Inc() store/store.go:7 +0x76.")
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("store/store.go", 7),
        ("store/store_test.go", 13),
    ]


def test_a_goroutines_panic_frames_are_repository_paths(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "go-panic.gha.log", "--no-home-skills")
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("worker/worker.go", 9),
        ("worker/worker.go", 8),
    ]


def test_rustfmts_diff_header_is_a_repository_path(triage_json: Callable[..., dict]) -> None:
    """rustfmt 1.9's ``Diff in /home/runner/work/calc/calc/src/main.rs:1:``."""
    report = triage_json(FIXTURES / "rustfmt-check.gha.log", "--no-home-skills")
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("src/main.rs", 1)]
