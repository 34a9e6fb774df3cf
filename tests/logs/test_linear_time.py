"""Triage time grows linearly with the input on adversarial shapes (issue 16: time per byte stays flat).

For each shape of ``benchmarks/complexity.py`` the analysis (both passes, redaction of the report)
runs in this process on the shape at ``n`` and ``4 n``; the CPU time per byte at ``4 n`` over that
at ``n`` must stay under :data:`MAX_PER_BYTE_RATIO` (linear time reads about 1, quadratic about 4;
measured as ``tests/cpu_growth.py`` says). The benchmark prints the same ratios for every doubling up
to 16 MB.

Lines are cut at 1,000 characters before most patterns see them, which bounds a pattern's cost per
line but not its shape: every pattern the log modules run on log text (their :class:`LazyRE2`) is
also timed alone on runs of one repeated unit, 4,000 characters against 1,000 (Python's ``re`` took
~19 times longer per character on spaces for ``localise._INFO_RECORD``; RE2 stays flat).
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from tests.cpu_growth import per_unit_growth

from ci_triage.audit.health import accuracy
from ci_triage.github import client
from ci_triage.logs import failed_test_file, fingerprint
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.prove import policy, verify
from ci_triage.repair import screen
from ci_triage.report import diagnosis_comment
from complexity import shape_log

pytestmark = pytest.mark.complexity

MAX_PER_BYTE_RATIO = 2.0
PATTERN_CALLS = 50
UNITS = (" ", "a", "1", "a:", "1.", "[", "\x1b[", "/tmp", "é", "ab12")
"""What one adversarial run repeats: spaces, word characters, digits, separators, openings of
ANSI codes, temporary paths and non-ASCII letters."""
UNTRUSTED_TEXT_PATTERNS = {
    "client.SIGNED_QUERY": (client.SIGNED_QUERY, "", "?a", ""),
    "accuracy._HEADING": (accuracy._HEADING, "", "# a\n", ""),
    "accuracy._LOCATION_SECTION": (accuracy._LOCATION_SECTION, "# Source locations\n", "- a\n", ""),
    "accuracy._SUSPECTED_FILES": (accuracy._SUSPECTED_FILES, "", "**Suspected files:**", ""),
    "accuracy._CODE_SPAN": (accuracy._CODE_SPAN, "", "` a", ""),
    "accuracy._LINK_TEXT": (accuracy._LINK_TEXT, "", "[a", ""),
    "accuracy._LINE_NUMBERS": (accuracy._LINE_NUMBERS, "", ":1", "x"),
    "failed_test_file.TEST_FILE_NAME": (failed_test_file.TEST_FILE_NAME, "", "Test.", "x"),
    "failed_test_file.TEST_FOLDER": (failed_test_file.TEST_FOLDER, "", "tests", "x"),
    "screen._TEST_DEF": (screen._TEST_DEF, "def ", " ", "x"),
    "screen._SKIP": (screen._SKIP, "", "@skip", ""),
    "screen.ASSERTION": (screen.ASSERTION, "", "require.a", ""),
    "screen._STRONG": (screen._STRONG, "assert ", "a", ""),
    "screen._WEAK": (screen._WEAK, "assert ", " ", ""),
    "screen._ALWAYS_TRUE": (screen._ALWAYS_TRUE, "assert True", " ", "x"),
    "screen._SUPPRESSION": (screen._SUPPRESSION, "", "# ", ""),
    "screen._DESELECT": (screen._DESELECT, "", "-k ", ""),
    "screen._CONTINUE_ON_ERROR": (screen._CONTINUE_ON_ERROR, "continue-on-error", " ", ""),
    "screen._THRESHOLD": (screen._THRESHOLD, "lines", " ", "x"),
    "screen._JS_TEST_CONFIG": (screen._JS_TEST_CONFIG, "", "jest.config.js/", ""),
    "policy.MENTION": (policy.MENTION, "@a", "-", ""),
    "policy.BARE_LINK": (policy.BARE_LINK, "", "www.", ""),
    "policy.LINK_OR_MENTION": (policy.LINK_OR_MENTION, "", "www.", ""),
    "policy.SHA": (policy.SHA, "", "a", "x"),
    "policy.MARKER_NAME": (policy.MARKER_NAME, "ci-triage:", "a", " "),
    "verify._COMMIT_IN_TEXT": (verify._COMMIT_IN_TEXT, "commit", "(", ""),
    "verify._COMMIT_IN_URL": (verify._COMMIT_IN_URL, "", "/commit/a", ""),
    "verify._TAG": (verify._TAG, "", "<!--", ""),
    "verify._ALLOWED_TAG": (verify._ALLOWED_TAG, "</details", " ", "x"),
    "verify._BACKSLASH_ESCAPE": (verify._BACKSLASH_ESCAPE, "", "\\a", ""),
    "verify._URL": (verify._URL, "", "a-", ""),
    "verify._DETAILS_OPENED": (verify._DETAILS_OPENED, "", "<details", "x"),
    "verify._DETAILS_CLOSED": (verify._DETAILS_CLOSED, "</details", " ", ""),
    "diagnosis_comment._PUNCTUATION": (diagnosis_comment._PUNCTUATION, "", "a", ""),
    "diagnosis_comment._MARKUP": (diagnosis_comment._MARKUP, "", "a", ""),
}
"""Patterns outside the log modules on untrusted text (URLs and error messages, PR comments, model
output, diffs), each with its worst shape on Python's ``re`` (a lazy scan or a repeat that backtracks
from every start): an opening, runs of one unit, an ending."""


LOG_TEXT_MODULES = tuple(
    importlib.import_module(f"ci_triage.logs.{name}")
    for name in (
        "analyse",
        "clean",
        "controls",
        "extract",
        "fingerprint",
        "first_pass",
        "gh_jobs",
        "localise",
        "long_line",
        "skill_starter",
        "tools",
        "unfinished_run",
        "unknown",
        "vocabulary",
    )
)
"""The log modules whose patterns run on log text."""


def _log_text_patterns() -> dict[str, LazyRE2]:
    """Every pattern the log modules run on log text, by ``module.NAME``."""
    found = {}
    for module in LOG_TEXT_MODULES:
        for name, value in vars(module).items():
            if isinstance(value, LazyRE2):
                found[f"{module.__name__.rsplit('.', 1)[-1]}.{name}"] = value
    for index, (pattern, _) in enumerate(fingerprint._MASKS):
        found[f"fingerprint._MASKS[{index}]"] = pattern
    return found


def _triage(path: Path, analyser) -> None:
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.source import open_log_source

    with open_log_source(str(path)) as source:
        triage_source(source, analyser, 2000)


@pytest.mark.parametrize(
    ("shape", "size"),
    [
        ("tests", 512 * 1024),
        ("reports", 16 * 1024),  # 64 KB: 15 pytest runs, every line read (past ~100 KB: windows)
        ("zip", 500),
        ("lines", 1024 * 1024),
        ("dots", 1024 * 1024),
        ("key=", 1024 * 1024),
        ("base64", 1024 * 1024),
        ("ansi", 1024 * 1024),
        ("a.b-", 1024 * 1024),
        ("word", 1024 * 1024),
        ("tail", 1024 * 1024),
        ("middle", 1024 * 1024),
        ("redraws", 1024 * 1024),
        ("names", 128 * 1024),
        ("failwords", 512 * 1024),
        ("markers", 128 * 1024),
        ("a@", 32 * 1024),
        ("spaces", 48 * 1024),
        ("errors", 512 * 1024),
    ],
)
def test_cpu_time_per_byte_stays_flat_as_the_input_grows(shape: str, size: int, tmp_path: Path, analyser) -> None:
    suffix = ".zip" if shape == "zip" else ".log"
    small, large = tmp_path / f"small{suffix}", tmp_path / f"large{suffix}"
    small.write_bytes(shape_log(shape, size))
    large.write_bytes(shape_log(shape, 4 * size))
    ratio = per_unit_growth(lambda: _triage(small, analyser), lambda: _triage(large, analyser), 4)
    assert ratio < MAX_PER_BYTE_RATIO, f"{shape}: CPU per byte grew {ratio:.2f}x from {size:,} to {4 * size:,}"


def _growth(pattern: LazyRE2, short: str, long: str, calls: int) -> float:
    """How many times the CPU per character of ``calls`` searches grew from ``short`` to ``long``: the
    lower of two measurements, as a linear pattern's second one is whenever a busy shared machine
    stole time from the first (a super-linear one grows in both)."""
    short_data, long_data = (text.encode() if isinstance(pattern.pattern, bytes) else text for text in (short, long))

    def searches(data: str | bytes) -> None:
        for _ in range(calls):
            pattern.search(data)

    return min(
        per_unit_growth(lambda: searches(short_data), lambda: searches(long_data), len(long) / len(short))
        for _ in range(2)
    )


@pytest.mark.parametrize("name", sorted(_log_text_patterns()))
def test_each_pattern_on_log_text_takes_linear_time(name: str) -> None:
    pattern = _log_text_patterns()[name]
    for unit in UNITS:
        short, long = unit * (1000 // len(unit)), unit * (4000 // len(unit))
        ratio = _growth(pattern, short, long, PATTERN_CALLS)
        assert ratio < MAX_PER_BYTE_RATIO, f"{name} on {unit!r} runs: CPU per character grew {ratio:.2f}x"


@pytest.mark.parametrize("name", sorted(UNTRUSTED_TEXT_PATTERNS))
def test_each_pattern_on_untrusted_text_takes_linear_time(name: str) -> None:
    pattern, opening, worst, ending = UNTRUSTED_TEXT_PATTERNS[name]
    for start, unit, end in ((opening, worst, ending), *(("", unit, "") for unit in UNITS)):
        # From 16,000 characters: on shorter text RE2 finds a match's groups with its bit-state engine
        # (up to 256 Kbit of state per program instruction list), cheaper per character than the NFA it
        # takes on longer text: a step in the cost (e.g. 13 → 38 ns per character), not a slope.
        short, long = start + unit * (16000 // len(unit)) + end, start + unit * (64000 // len(unit)) + end
        ratio = _growth(pattern, short, long, PATTERN_CALLS // 4)
        assert ratio < MAX_PER_BYTE_RATIO, f"{name} on {unit!r} runs: CPU per character grew {ratio:.2f}x"
