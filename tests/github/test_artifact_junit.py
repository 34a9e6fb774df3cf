"""JUnit XML out of artifact zips: only XML members, under our names, within the zip-safety limits."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from ci_triage.github.artifacts import MAX_XML_FILES, UnsafeArtifact, junit_xml_files
from ci_triage.logs.source import MAX_ZIP_MEMBERS

XML = b'<testsuite name="s" tests="1" failures="1"><testcase name="t"><failure message="m"/></testcase></testsuite>'


def make_zip(path: Path, members: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


def test_xml_members_are_extracted_under_our_names(tmp_path: Path) -> None:
    archive = make_zip(tmp_path / "a.zip", {"../../etc/evil.xml": XML, "notes.txt": b"x", "reports/TEST-b.xml": XML})
    found = junit_xml_files(archive, tmp_path / "out")
    assert [(name, path.name) for name, path in found] == [
        ("../../etc/evil.xml", "1.xml"),
        ("reports/TEST-b.xml", "2.xml"),
    ]
    assert all(path.parent == tmp_path / "out" for _, path in found)
    assert found[0][1].read_bytes() == XML
    assert not (tmp_path / "etc").exists()


def test_at_most_a_bounded_number_of_xml_files(tmp_path: Path) -> None:
    archive = make_zip(tmp_path / "a.zip", {f"r/{n}.xml": XML for n in range(MAX_XML_FILES + 5)})
    assert len(junit_xml_files(archive, tmp_path / "out")) == MAX_XML_FILES


def test_a_zip_bomb_member_is_refused(tmp_path: Path) -> None:
    archive = make_zip(tmp_path / "bomb.zip", {"big.xml": b"<a>" + b" " * (8 * 1024**2) + b"</a>"})
    with pytest.raises(UnsafeArtifact, match="too large or too compressed"):
        junit_xml_files(archive, tmp_path / "out")


def test_too_many_members_and_broken_zips_are_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ci_triage.github.artifacts.MAX_ZIP_MEMBERS", 3)
    archive = make_zip(tmp_path / "many.zip", {f"{n}.txt": b"x" for n in range(4)})
    with pytest.raises(UnsafeArtifact, match="holds 4 files"):
        junit_xml_files(archive, tmp_path / "out")
    (tmp_path / "broken.zip").write_bytes(b"PK\x03\x04 not really")
    with pytest.raises(UnsafeArtifact, match="not a readable zip"):
        junit_xml_files(tmp_path / "broken.zip", tmp_path / "out")
    assert MAX_ZIP_MEMBERS > 3  # the limit patched above is the log reader's, shared
