"""A sentence a tool word-wrapped at the terminal's width is quoted whole, not cut at the wrap.

Bundler wraps its errors at 80 columns with no column layout: the summary quoted ``Could not reach
host index.rubygems.org. Check your network connection and try`` and left ``again.`` on the next
line out. Fixtures: ``tests/skills/fixtures/bundler-host-unreachable.txt`` (trial 29: Ruby 3.1's
Bundler, ``bundle install`` with no network) and ``fixtures/wrapped/bundler-native-extension.txt``,
real output of ``bundle install --local`` (Bundler 2.3.15, Debian's ruby 3.1.2) of a cached gem
whose ``extconf.rb`` fails (``An error occurred while installing brokenext (1.0.0), and Bundler
cannot`` then ``continue.``).
``tests/fixtures/s33-t86/bundle-install-frozen.txt`` is trial 86's ``bundle install --frozen`` after
a Gemfile bump (Bundler 2.3.15, its README says how): Bundler's own message is
hard-wrapped in its source near 60 columns (``You are trying to install in deployment mode after
changing`` is 59 characters).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.localise import LogLine
from ci_triage.logs.report import triage_path
from ci_triage.logs.wrapped_message import wrapped_rest

UNREACHABLE = Path(__file__).parents[1] / "skills" / "fixtures" / "bundler-host-unreachable.txt"
NATIVE_EXTENSION = Path(__file__).parent / "fixtures" / "wrapped" / "bundler-native-extension.txt"
FROZEN = Path(__file__).parents[1] / "fixtures" / "s33-t86" / "bundle-install-frozen.txt"


def _lines(texts: list[str]) -> dict[int, LogLine]:
    return {
        number: LogLine(number=number, text=text, marker="", matches=[], section=0)
        for number, text in enumerate(texts, 1)
    }


def test_the_summary_quotes_the_whole_wrapped_sentence(analyser: Analyser) -> None:
    report, _ = triage_path(UNREACHABLE, analyser, DEFAULT_BUDGET)
    assert "Check your network connection and try again." in report.summary


def test_a_message_its_tool_hard_wrapped_short_of_the_terminal_is_quoted_whole(analyser: Analyser) -> None:
    report, _ = triage_path(FROZEN, analyser, DEFAULT_BUDGET)
    assert (
        "You are trying to install in deployment mode after changing your Gemfile. Run `bundle install`"
        " elsewhere and add the updated Gemfile.lock to version control."
    ) in report.summary


def test_a_wrapped_sentence_goes_on_at_its_indent_to_its_end() -> None:
    texts = NATIVE_EXTENSION.read_text(encoding="utf-8").splitlines()
    lines = _lines(texts)
    head = next(n for n, text in enumerate(texts, 1) if text.startswith("An error occurred while installing"))
    assert wrapped_rest(lines, head, 300) == "continue."
    root = next(n for n, text in enumerate(texts, 1) if text.startswith("Don't run Bundler as root."))
    assert wrapped_rest(lines, root, 300) == (
        "installing your bundle as root will break this application for all non-root users on this machine."
    )


def test_a_short_or_finished_line_is_not_joined_with_the_next() -> None:
    texts = NATIVE_EXTENSION.read_text(encoding="utf-8").splitlines()
    lines = _lines(texts)
    for start in ("current directory:", "Gem files will remain installed in", "extconf failed, exit code 1"):
        head = next(n for n, text in enumerate(texts, 1) if text.startswith(start))
        assert wrapped_rest(lines, head, 300) is None, start


def test_a_line_ending_at_a_location_or_a_labelled_message_below_is_not_joined() -> None:
    """Rust 1.30's panic line ends at its source location and the ``note:`` below is a message of
    its own (two lines of a Travis log of redox-os, LogChunks tuning part); a ``help:`` label below
    a long line is one too."""
    panic = (
        "thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: Custom { kind: NotFound,"
        ' error: StringError("https://example.org/x.sig not found") }\', libcore/result.rs:945:5'
    )
    lines = _lines([panic, "note: Run with `RUST_BACKTRACE=1` for a backtrace."])
    assert wrapped_rest(lines, 1, 400) is None
    long_line = "the build script of this crate could not find the system library it links with and"
    lines = _lines([long_line, "help: set PKG_CONFIG_PATH to the folder of its .pc file."])
    assert wrapped_rest(lines, 1, 400) is None


def test_the_next_record_of_a_prefixed_layout_is_no_rest_of_the_line() -> None:
    """npm 8's ERESOLVE report (docker-compose's tag left out, corpus tuning log
    gha/asyncapi-jest-missing-module.log, lines 474-477): each line opens with ``npm ERR!``, and the
    lines below the ``peer …`` line are records of their own, not its wrapped rest."""
    lines = _lines(
        [
            'npm ERR! peer semantic-release@">=16.0.0 <18.0.0" from @semantic-release/commit-analyzer@8.0.1',
            "npm ERR! node_modules/@semantic-release/commit-analyzer",
            'npm ERR!   dev @semantic-release/commit-analyzer@"^8.0.1" from the root project',
            "npm ERR! ",
        ]
    )
    assert wrapped_rest(lines, 1, 400) is None
