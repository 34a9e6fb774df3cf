"""Property-based tests of the log reader: any bytes in, no exception, line numbers preserved.

Line numbers are 1-based positions in the file split on ``\\n``; a cited span must be checkable
with ``sed -n``: its text is the original line cleaned (:func:`clean_line`) and masked
(:func:`redact`).
"""

from __future__ import annotations

import io
import tempfile
from pathlib import Path
from unittest import mock

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from ci_triage.base.errors import InputError
from ci_triage.base.redact import redact
from ci_triage.logs import first_pass
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import MAX_LINE_CHARS, clean_line
from ci_triage.logs.first_pass import Triggers, scan
from ci_triage.logs.long_line import LINE_BYTES
from ci_triage.logs.model import JUnitFailures, TriageReport
from ci_triage.logs.report import build_report, redacted, triage_source
from ci_triage.logs.source import LogMember, LogSource, open_log_source

PROPERTY_SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

STAMP = b"2024-05-01T12:00:00.1234567Z "
VOCABULARY = [
    STAMP + b"##[group]Run pytest -q",
    STAMP + b"##[endgroup]",
    STAMP + b"##[error]Process completed with exit code 1.",
    STAMP + b"##[error]The operation was canceled.",
    STAMP + b"##[warning]Node.js 16 actions are deprecated.",
    STAMP + b"\x1b[31mFAILED\x1b[0m tests/test_a.py::test_b - AssertionError: assert 1 == 2",
    STAMP + b"E       AssertionError: assert 1 == 2",
    STAMP + b"Error: Cannot find module 'left-pad'",
    STAMP + b"Post job cleanup.",
    b"\xef\xbb\xbf" + STAMP + b"Current runner version: '2.332.0'",
    b"build\tRun make\t" + STAMP + b"make: *** [all] Error 2",
    b"progress 10%\rprogress 50%\rprogress 100%",
    b"^[[31merror^[[0m: could not compile `demo`",
    b"$ npm test",
    b'The command "npm test" exited with 1.',
    b"ERROR: Job failed: exit code 1",
    b"token=" + b"gh" + b"p_" + b"Z" * 36,
    b"\xff\xfe\x80 not utf-8 \xc3",
    b"",
]

line_bytes = st.one_of(
    st.sampled_from(VOCABULARY),
    st.binary(max_size=60).map(lambda data: data.replace(b"\n", b" ")),
    st.text(max_size=60).map(lambda text: text.replace("\n", " ").encode("utf-8", "surrogatepass")),
)


@st.composite
def logs(draw) -> bytes:
    """A log: lines drawn from real-looking GitHub Actions/Travis/GitLab lines and arbitrary bytes."""
    lines = draw(st.lists(line_bytes, max_size=40))
    separator = draw(st.sampled_from([b"\n", b"\r\n"]))
    data = separator.join(lines)
    if draw(st.booleans()):
        data += b"\n"
    return data


def _check_citations(report: TriageReport, pieces: list[bytes], total_lines: int) -> None:
    for span in report.excerpt:
        assert 1 <= span.start_line <= span.end_line <= total_lines
        assert len(span.lines) == span.end_line - span.start_line + 1
        for offset, text in enumerate(span.lines):
            number = span.start_line + offset
            original = pieces[number - 1].decode("utf-8", "replace")
            assert text == redact(clean_line(original).text), f"line {number}"
    if report.failing_step:
        assert 1 <= report.failing_step.start_line <= report.failing_step.end_line <= total_lines


@PROPERTY_SETTINGS
@given(st.binary(max_size=300))
def test_clean_line_never_raises_on_any_bytes(data: bytes) -> None:
    line = data.split(b"\n", 1)[0].decode("utf-8", "replace")
    cleaned = clean_line(line)
    assert "\r" not in cleaned.text
    assert cleaned.text == cleaned.text.rstrip()
    assert len(cleaned.text) <= MAX_LINE_CHARS + 40


@PROPERTY_SETTINGS
@given(st.text(alphabet=st.characters(blacklist_characters="\t\n\ufeff"), max_size=120))
@example("\ud800")  # a lone surrogate (a JSON escape can leave one): U+FFFD with or without colour codes
def test_timestamps_and_colour_codes_do_not_change_what_the_analysis_sees(text: str) -> None:
    if clean_line(text).text != clean_line("x" + text).text[1:]:
        return  # ``text`` starts with something the cleaner strips itself (a timestamp, a marker)
    assert clean_line(f"{STAMP.decode()}\x1b[31m{text}\x1b[0m").text == clean_line(text).text


@PROPERTY_SETTINGS
@given(data=logs())
def test_scan_counts_lines_as_an_editor_does(data: bytes, analyser: Analyser) -> None:
    result = scan(io.BytesIO(data), analyser.triggers)
    assert result.total_lines == data.count(b"\n") + (0 if data.endswith(b"\n") else 1), "no line after a final \\n"
    assert result.total_bytes == len(data)
    for section in result.sections:  # a preamble before a step on line 1 is empty: it ends on line 0
        assert 1 <= section.start.line <= section.end_line + 1 <= result.total_lines + 1
        for anchor in section.anchors():
            assert section.start.line <= anchor.line <= section.end_line
            assert anchor.offset == 0 or data[anchor.offset - 1 : anchor.offset] == b"\n"
            assert data.count(b"\n", 0, anchor.offset) + 1 == anchor.line


@PROPERTY_SETTINGS
@given(data=logs(), block=st.integers(min_value=1, max_value=64), completion=st.integers(min_value=1, max_value=16))
def test_scan_in_small_blocks_keeps_anchors_at_line_starts(data: bytes, block: int, completion: int) -> None:
    """Block boundaries (4 MiB in real use) must not shift anchors: each must point at its line's start."""
    triggers = Triggers()
    with (
        mock.patch.object(first_pass, "BLOCK_BYTES", block),
        mock.patch.object(first_pass, "LINE_COMPLETION_BYTES", completion),
    ):
        result = scan(io.BytesIO(data), triggers)
    assert result.total_lines == data.count(b"\n") + (0 if data.endswith(b"\n") else 1)
    for section in result.sections:
        for anchor in section.anchors():
            assert data.count(b"\n", 0, anchor.offset) + 1 == anchor.line
            assert anchor.offset == 0 or data[anchor.offset - 1 : anchor.offset] == b"\n"


@PROPERTY_SETTINGS
@given(data=logs())
def test_scan_in_line_sized_blocks_finds_the_same_structure(data: bytes, analyser: Analyser) -> None:
    whole = scan(io.BytesIO(data), analyser.triggers)
    with mock.patch.object(first_pass, "BLOCK_BYTES", 16):
        pieces = scan(io.BytesIO(data), analyser.triggers)

    def shape(result):
        return [
            (s.name, s.start.line, s.end_line, s.exit_code, s.cancelled, [a.line for a in s.anchors()])
            for s in result.sections
        ]

    assert shape(pieces) == shape(whole)


@PROPERTY_SETTINGS
@given(data=logs())
def test_analysis_of_any_log_cites_real_lines(data: bytes, analyser: Analyser) -> None:
    analysis = analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=300)
    total = data.count(b"\n") + (0 if data.endswith(b"\n") else 1)
    assert analysis.report.total_lines == total
    report = redacted(build_report(LogSource(label="-", kind="file"), [analysis.report], 300, JUnitFailures(), []))
    _check_citations(report, data.split(b"\n"), total)


@PROPERTY_SETTINGS
@given(data=logs(), suffix=st.sampled_from(["", ".gz"]))
def test_any_file_either_triages_with_real_citations_or_is_refused_clearly(
    data: bytes, suffix: str, analyser: Analyser
) -> None:
    import gzip

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"job.log{suffix}"
        path.write_bytes(gzip.compress(data) if suffix else data)
        try:
            with open_log_source(str(path)) as source:
                report, _ = triage_source(source, analyser, 500)
        except InputError as error:
            message = str(error)
            assert message.startswith(str(path))
            assert "\n" not in message
            return
    _check_citations(report, data.split(b"\n"), data.count(b"\n") + (0 if data.endswith(b"\n") else 1))


def test_a_cited_line_longer_than_the_read_window_reports_its_true_length(analyser: Analyser) -> None:
    long_line = "FAILED tests/test_a.py::test_b - " + "x" * (100_000 - 33)
    data = f"{STAMP.decode()}##[group]Run pytest\n{long_line}\n##[error]Process completed with exit code 1.\n"
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(data.encode())), budget=2000).report
    cited = {span.start_line + i: text for span in report.excerpt for i, text in enumerate(span.lines)}
    assert 2 in cited, "the FAILED line is not cited"
    assert len(long_line.encode()) > LINE_BYTES
    assert cited[2] == redact(clean_line(long_line).text)
