"""A Rust backtrace's ``./src/lib.rs`` frames of a workspace's package are that package's files: the
panic's own place above them (``textkit/src/lib.rs:14:50``) roots them (trial 36 #9; real cargo
output, see ``fixtures/trial-36-suites/README.md``)."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.crate_relative import rooted_frames
from ci_triage.logs.model import Location

TRIAL = Path(__file__).parent / "fixtures" / "trial-36-suites"


def test_backtrace_frames_are_the_packages_files(triage_json) -> None:
    report = triage_json(TRIAL / "rust-gha-unwrap.log")
    places = [(location["file"], location["line"]) for location in report["locations"]]
    assert places == [("textkit/src/lib.rs", 14), ("textkit/src/lib.rs", 31)]  # not the harness-called closure


def test_a_run_without_the_panics_place_stays_as_printed() -> None:
    found = [
        Location(file="textkit/src/lib.rs", line=14, column=50, log_line=1),
        Location(file="./src/lib.rs", line=14, column=50, log_line=2),
        Location(file="geom/src/lib.rs", line=3, column=1, log_line=3),
        Location(file="./src/main.rs", line=9, column=5, log_line=4),
    ]
    assert [location.file for location in rooted_frames(found)] == [
        "textkit/src/lib.rs",
        "textkit/src/lib.rs",
        "geom/src/lib.rs",
        "./src/main.rs",
    ]
