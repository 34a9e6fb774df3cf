"""A run-logs zip's long members scanned while they are decompressed give the scans and the report
of the old path, which spooled each member first and scanned it from the spool.

The zip holds real logs of the tuning part of the corpus (never the held-out part): a GitHub
Actions log of 3 MB (several first-pass blocks), a Jenkins log longer than the head read for its
format, a Travis log, a log through moreutils ``ts`` (a wrapper stamp),
a blank member, and a binary member (skipped with a warning, never scanned). The first two are
longer than ``COPY_BYTES``: they are scanned while spooled, the others later.
"""

from __future__ import annotations

import gzip
import zipfile
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import BLOCK_BYTES
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import COPY_BYTES, open_log_source
from ci_triage.logs.stamps import HEAD_BYTES

STAMPED = Path(__file__).parent / "fixtures" / "stamps" / "pytest-ts-default.log"
CORPUS_LOGS = {
    "1_wasm.txt": "gha/rust-compiletest-wasm-exceptions-filecheck.log",
    "2_juliac.txt": "cidiff/juliac_789/fail.log",
    "3_thefuck.txt": "logchunks/logs/Python/nvbn@thefuck/failed/530361507.log.gz",
}


def _members(corpus: Path) -> dict[str, bytes]:
    members = {}
    for name, relative in CORPUS_LOGS.items():
        data = (corpus / relative).read_bytes()
        members[name] = gzip.decompress(data) if relative.endswith(".gz") else data
    members["4_stamped.txt"] = STAMPED.read_bytes()
    members["5_binary.txt"] = bytes(range(256)) * 64
    members["6_blank.txt"] = b"\n \n"
    return members


def test_scanning_while_spooling_gives_the_old_scans_and_report(
    tmp_path: Path, corpus: Path, analyser: Analyser
) -> None:
    members = _members(corpus)
    assert max(len(text) for text in members.values()) > 2 * BLOCK_BYTES
    assert len(members["2_juliac.txt"]) > HEAD_BYTES
    archive = tmp_path / "logs_1.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        for name, text in members.items():
            bundle.writestr(name, text)
    with (
        open_log_source(str(archive), scanner=analyser.scan_file) as streamed,
        open_log_source(str(archive)) as spooled,
    ):
        assert [m.name for m in streamed.members] == [m.name for m in spooled.members]
        assert streamed.warnings == spooled.warnings
        assert any("5_binary.txt" in warning for warning in streamed.warnings)
        assert {m.scan.format for m in streamed.members if m.scan} == {"github-actions", "jenkins"}
        for new, old in zip(streamed.members, spooled.members, strict=True):
            assert old.scan is None
            assert (new.scan is not None) == (len(members[new.name]) > COPY_BYTES), new.name
            assert analyser.scan(new) == analyser.scan(old), new.name
            assert new.file.read() == old.file.read() == members[new.name]
            new.file.seek(0)
            old.file.seek(0)
        assert {analyser.scan(m).format for m in streamed.members} >= {"github-actions", "jenkins", "travis", "plain"}
        new_report, _ = triage_source(streamed, analyser, DEFAULT_BUDGET)
        old_report, _ = triage_source(spooled, analyser, DEFAULT_BUDGET)
    assert new_report == old_report
    assert new_report.jobs
