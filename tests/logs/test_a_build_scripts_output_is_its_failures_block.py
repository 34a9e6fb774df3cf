"""A build script's failure is read with its own output, not with cargo's status lines above it:
``     Running `rustc --crate-name a1 …``` is indented past cargo's ``error: failed to run custom
build command``, yet no frame of it, so a tight budget goes to the script's stdout, stderr and
panic rather than to the other crates' compile commands (LogChunks' ripgrep logs: jemalloc-sys's
configure error). Fixture: real cargo 1.95.0 output (``fixtures/cargo-build-script``)."""

from __future__ import annotations

from pathlib import Path

FIXTURE = Path(__file__).parent / "fixtures" / "cargo-build-script" / "status-lines-above.log"


def test_the_build_scripts_whole_output_fits_before_other_crates_commands(triage_json) -> None:
    """At 900 tokens the script's output from ``--- stdout`` to its panic's backtrace is shown whole
    (its own frame, not the toolchain's), and no other crate's ``rustc`` command."""
    report = triage_json(FIXTURE, "--budget", "900")
    assert report["category"] == "compile/build error"
    shown = [line for block in report["excerpt"] for line in block["lines"]]
    assert not any("--crate-name a" in line for line in shown)
    script_output = FIXTURE.read_text(encoding="utf-8").splitlines()
    first = next(n for n, line in enumerate(script_output) if line.endswith("--- stdout"))
    last = next(n for n, line in enumerate(script_output) if line.endswith("stack backtrace:"))
    wanted = [line[29:].strip() for line in script_output[first : last + 1] if line[29:].strip()]
    assert [line for line in wanted if line not in {text.strip() for text in shown}] == []
    assert "2: build_script_build::main" in {text.strip() for text in shown}  # the toolchain's frames left out
