"""The size-capped reading the JUnit and Checkstyle parsers share (``xml_chunks``): a gzipped
report reads as its plain copy, and both parsers refuse a report beyond their limit, gzipped or
not, with their own unreadable-file error."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from ci_triage.logs import checkstyle_file, junit
from ci_triage.logs.checkstyle_file import UnreadableCheckstyle, checkstyle_findings
from ci_triage.logs.junit import UnreadableJUnit, junit_failures
from ci_triage.logs.junit_file import READ_BYTES, XmlTooLarge, xml_chunks

CHECKSTYLE = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<checkstyle version="4.3">\n<file name="deploy.sh">\n'
    + "".join(
        f'<error line="{n}" column="1" severity="warning" message="Double quote to prevent globbing." '
        'source="ShellCheck.SC2086"/>\n'
        for n in range(1, 400)
    )
    + "</file>\n</checkstyle>\n"
)
"""A report the shape of ShellCheck's ``-f checkstyle`` output, longer than one read."""


def test_a_gzipped_report_reads_as_its_plain_copy_in_bounded_chunks(tmp_path: Path) -> None:
    plain = tmp_path / "shellcheck.xml"
    plain.write_text(CHECKSTYLE)
    zipped = tmp_path / "shellcheck.xml.gz"
    zipped.write_bytes(gzip.compress(CHECKSTYLE.encode()))
    chunks = list(xml_chunks(zipped, limit=len(CHECKSTYLE)))
    assert b"".join(chunks) == CHECKSTYLE.encode() == b"".join(xml_chunks(plain, limit=len(CHECKSTYLE)))
    assert len(chunks) > 1
    assert max(map(len, chunks)) <= READ_BYTES
    assert checkstyle_findings(zipped) == checkstyle_findings(plain)


@pytest.mark.parametrize("compress", [False, True], ids=["plain", "gzipped"])
def test_a_report_beyond_the_limit_is_refused(tmp_path: Path, compress: bool) -> None:
    report = tmp_path / "report.xml"
    report.write_bytes(gzip.compress(CHECKSTYLE.encode()) if compress else CHECKSTYLE.encode())
    with pytest.raises(XmlTooLarge):
        list(xml_chunks(report, limit=len(CHECKSTYLE) - 1))


def test_each_parser_names_its_limit_when_a_gzipped_report_is_beyond_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    findings = tmp_path / "shellcheck.xml.gz"
    findings.write_bytes(gzip.compress(CHECKSTYLE.encode()))
    monkeypatch.setattr(checkstyle_file, "MAX_CHECKSTYLE_BYTES", 1000)
    with pytest.raises(UnreadableCheckstyle, match="larger than 1,000 bytes"):
        checkstyle_findings(findings)
    results = tmp_path / "junit.xml.gz"
    results.write_bytes(gzip.compress(b'<testsuite name="t" tests="1">' + b" " * 5000 + b"</testsuite>"))
    monkeypatch.setattr(junit, "MAX_JUNIT_BYTES", 1000)
    with pytest.raises(UnreadableJUnit, match="larger than 1,000 bytes uncompressed"):
        junit_failures(str(results))
