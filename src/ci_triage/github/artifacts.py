"""JUnit XML files out of a downloaded artifact zip, with the zip-safety limits of the log reader.

An artifact is untrusted: member names are labels only (each XML file is written as
``<n>.xml`` in a folder we choose), and the member count, total size and compression ratio are
bounded by the same limits as run-logs zips (:mod:`ci_triage.logs.source`).
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

from ci_triage.logs.junit import MAX_JUNIT_BYTES
from ci_triage.logs.source import MAX_ZIP_MEMBERS, MAX_ZIP_RATIO

JUNIT_ARTIFACT = re.compile(r"junit|test|surefire|xunit", re.IGNORECASE)
"""Artifact names worth downloading for JUnit XML (upload-artifact names chosen by workflows)."""
MAX_XML_FILES = 20


class UnsafeArtifact(Exception):
    """The artifact zip is broken or breaks a safety limit; the message says which."""


def junit_xml_files(archive: Path, out_dir: Path) -> list[tuple[str, Path]]:
    """Extract the ``*.xml`` members of ``archive`` to ``out_dir`` as ``1.xml``, ``2.xml`` …

    Returns ``(member name, extracted path)`` pairs in archive order, at most :data:`MAX_XML_FILES`.
    Raises :class:`UnsafeArtifact` for a broken zip, too many members, or a member over
    :data:`~ci_triage.logs.junit.MAX_JUNIT_BYTES` or the compression-ratio limit.
    """
    try:
        with zipfile.ZipFile(archive) as zipped:
            infos = [info for info in zipped.infolist() if not info.is_dir()]
            if len(infos) > MAX_ZIP_MEMBERS:
                raise UnsafeArtifact(f"the artifact holds {len(infos)} files (limit {MAX_ZIP_MEMBERS})")
            xml = [info for info in infos if info.filename.lower().endswith(".xml")][:MAX_XML_FILES]
            out_dir.mkdir(parents=True, exist_ok=True)
            extracted = []
            for number, info in enumerate(xml, start=1):
                if info.file_size > MAX_JUNIT_BYTES or (
                    info.file_size > 1024**2 and info.file_size > MAX_ZIP_RATIO * max(info.compress_size, 1)
                ):
                    raise UnsafeArtifact(f"member {info.filename[:200]!r} is too large or too compressed")
                target = out_dir / f"{number}.xml"
                with zipped.open(info) as source, target.open("wb") as sink:
                    sink.write(source.read(MAX_JUNIT_BYTES + 1)[:MAX_JUNIT_BYTES])
                extracted.append((info.filename, target))
            return extracted
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError) as error:
        raise UnsafeArtifact(f"the artifact is not a readable zip ({error})") from None
