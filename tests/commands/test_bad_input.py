"""Bad input through the real command line: one clear message, the documented exit code, no traceback.

Every file is built at run time in ``tmp_path``. "No failure found" is an answer (exit 0), not an
error; undecodable bytes are a warning, not an error.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
import zlib
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FAILING_LOG = (
    "2024-05-01T12:00:00.0000000Z ##[group]Run make test\n"
    "2024-05-01T12:00:01.0000000Z Error: tests failed\n"
    "2024-05-01T12:00:02.0000000Z ##[error]Process completed with exit code 2.\n"
)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["triage", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def assert_refused(code: int, out: str, err: str, *phrases: str) -> None:
    """Exit 3 with exactly one ``ci-triage: error:`` line naming the problem, nothing on stdout."""
    assert code == ExitCode.INPUT
    assert out == ""
    assert "Traceback" not in err
    assert err.startswith("ci-triage: error: ")
    assert err.count("\n") == 1, err
    for phrase in phrases:
        assert phrase in err


def test_empty_file(tmp_path: Path, capsys) -> None:
    log = tmp_path / "empty.log"
    log.write_bytes(b"")
    assert_refused(*run(capsys, str(log)), str(log), "is empty")


@pytest.mark.parametrize(
    "content",
    [b"\n\n\n", b"  \t \r\n   \n\x0c", b"\xef\xbb\xbf\n\n", b" " * (3 << 20) + b"\n"],
    ids=["newlines", "spaces-tabs-crlf", "bom-and-newlines", "3-mib-of-spaces"],
)
def test_a_blank_file_is_refused_like_an_empty_one(tmp_path: Path, capsys, content: bytes) -> None:
    log = tmp_path / "blank.log"
    log.write_bytes(content)
    assert_refused(*run(capsys, str(log)), str(log), "is empty or blank")


def test_a_zip_of_blank_members_is_refused_but_one_blank_member_is_skipped_over(tmp_path: Path, capsys) -> None:
    blank, mixed = tmp_path / "blank.zip", tmp_path / "mixed.zip"
    with zipfile.ZipFile(blank, "w") as bundle:
        bundle.writestr("build/1_Run make.txt", "\n \n")
        bundle.writestr("lint/1_Run ruff.txt", "")
    assert_refused(*run(capsys, str(blank)), str(blank), "is empty or blank")
    with zipfile.ZipFile(mixed, "w") as bundle:
        bundle.writestr("lint/1_Run ruff.txt", "\n \n")
        bundle.writestr("build/1_Run make test.txt", FAILING_LOG)
    code, out, _ = run(capsys, str(mixed), "--format", "json")
    assert code == ExitCode.OK
    assert json.loads(out)["failing_step"]["exit_code"] == 2


def test_a_zip_inside_a_run_logs_zip_is_skipped_with_the_right_advice(tmp_path: Path, capsys) -> None:
    """Trial 45, finding 10 (``69-odd-members.zip``): ``nested/4_inner.zip`` was skipped with "gunzip it
    first", which does nothing for a zip inside a zip."""
    inner, archive = tmp_path / "inner.zip", tmp_path / "logs.zip"
    with zipfile.ZipFile(inner, "w") as bundle:
        bundle.writestr("1_build.txt", FAILING_LOG)
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("1_build.txt", FAILING_LOG)
        bundle.write(inner, "nested/4_inner.zip")
    code, out, _ = run(capsys, str(archive), "--format", "json")
    skipped = [warning for warning in json.loads(out)["warnings"] if "4_inner.zip: is a zip archive" in warning]
    assert code == ExitCode.OK
    assert len(skipped) == 1
    assert "unzip the outer archive first" in skipped[0]
    assert "gunzip" not in skipped[0]


def test_an_empty_job_file_of_a_run_logs_zip_is_skipped_never_listed_as_passed(tmp_path: Path, capsys) -> None:
    """Trial 45, finding 4 (``69-odd-members.zip``): a 0-byte ``5_empty.txt`` beside a failing job was
    listed as "Passed: empty". A job with no log text neither passed nor failed: it is skipped with a
    warning, as the same file given alone is refused."""
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("1_build.txt", FAILING_LOG)
        bundle.writestr("2_empty.txt", "")
        bundle.writestr("3_blank.txt", "\n \n")
    code, out, _ = run(capsys, str(archive), "--format", "json")
    report = json.loads(out)
    assert code == ExitCode.OK
    assert report["jobs_passed"] == []
    assert report["source"]["members"] == ["1_build.txt"]
    for name in ("2_empty.txt", "3_blank.txt"):
        assert f"skipped: {archive}:{name}: is empty or blank (whitespace only)" in " ".join(report["warnings"])


def test_a_log_with_one_printable_character_is_triaged(tmp_path: Path, capsys) -> None:
    log = tmp_path / "almost-blank.log"
    log.write_bytes(b"\n" * 10 + b".\n")
    code, out, _ = run(capsys, str(log), "--format", "json")
    assert code == ExitCode.OK
    assert json.loads(out)["failure_found"] is False


def test_binary_file_with_nul_bytes(tmp_path: Path, capsys) -> None:
    log = tmp_path / "core.bin"
    log.write_bytes(b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 64)
    assert_refused(*run(capsys, str(log)), str(log), "binary")


S28 = Path(__file__).parents[1] / "fixtures" / "s28-smalls"
"""Real logs of session 28 (tests/fixtures/s28-smalls/README.md): a pre-commit 4.7.0 run wrapped as a
GitHub Actions job log, converted by ``iconv -t UTF-16LE`` / ``UTF-16BE`` (no byte order mark)."""


@pytest.mark.parametrize(("name", "endian"), [("utf16le", "little"), ("utf16be", "big")])
def test_utf16_file_without_a_byte_order_mark_is_decoded_with_a_warning(capsys, name: str, endian: str) -> None:
    """Its NUL bytes tell UTF-16 from binary data and its byte order, and it decodes: certain enough
    to read, as with a mark (user trial 51, finding 7)."""
    original = S28 / "gha-pre-commit-4.7.0-hook-by-id.log"
    code, out, err = run(capsys, str(S28 / f"gha-pre-commit-4.7.0-hook-by-id.{name}-nobom.log"), "--format", "json")
    assert code == ExitCode.OK
    assert f"is UTF-16 text ({endian}-endian, without a byte order mark" in err
    report = json.loads(out)
    assert report["failing_step"]["exit_code"] == 1
    assert report["failing_step"]["end_line"] == len(original.read_text().splitlines())
    lines = [line for span in report["excerpt"] for line in span["lines"]]
    assert any("no TODO markers" in line for line in lines)
    assert not any("\x00" in line for line in lines)


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])  # without a byte order mark
def test_utf16_look_without_a_mark_that_does_not_decode_is_refused_with_a_conversion_hint(
    tmp_path: Path, capsys, encoding: str
) -> None:
    """NUL-paired bytes that hold an unpaired surrogate are not certainly UTF-16: refused, not guessed."""
    log = tmp_path / "windows.log"
    text = "Run pytest\nError: tests failed\nProcess completed with exit code 1.\n".encode(encoding)
    lone = "\ud800".encode(encoding, "surrogatepass")
    log.write_bytes(text[:20] + lone + text[20:])
    assert_refused(*run(capsys, str(log)), "UTF-16", "does not decode", "iconv")


@pytest.mark.parametrize(("mark", "encoding"), [(b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be")])
@pytest.mark.parametrize("packing", ["plain", "gzip", "zip"])
def test_utf16_log_with_a_byte_order_mark_is_decoded_with_a_warning(
    tmp_path: Path, capsys, mark: bytes, encoding: str, packing: str
) -> None:
    """What Windows PowerShell 5's ``>`` writes: the mark makes the encoding certain, so it is read."""
    text = FAILING_LOG.replace("tests failed", "tests failed in café ☕")
    data = mark + text.encode(encoding)
    log = tmp_path / "windows.log"
    if packing == "gzip":
        log = tmp_path / "windows.log.gz"
        log.write_bytes(gzip.compress(data))
    elif packing == "zip":
        log = tmp_path / "logs.zip"
        with zipfile.ZipFile(log, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("0_build.txt", data)
    else:
        log.write_bytes(data)
    code, out, err = run(capsys, str(log), "--format", "json")
    assert code == ExitCode.OK
    assert "UTF-16" in err
    assert "decoded" in err
    assert "Traceback" not in err
    report = json.loads(out)
    assert report["failure_found"]
    assert report["failing_step"]["exit_code"] == 2
    lines = [line for span in report["excerpt"] for line in span["lines"]]
    assert any("tests failed in café ☕" in line for line in lines)
    assert not any("\x00" in line or "\ufeff" in line for line in lines)


def test_utf16_log_is_decoded_across_copy_blocks(tmp_path: Path, capsys) -> None:
    """A log longer than one copy block (1 MiB) is decoded block by block; a character whose bytes
    straddle two blocks comes out whole, and line numbers match the text's."""
    padding = "2024-05-01T12:00:00.0000000Z compiling module é\n" * 30_000
    log = tmp_path / "big.log"
    log.write_bytes(b"\xff\xfe" + (padding + FAILING_LOG).encode("utf-16-le"))
    code, out, _ = run(capsys, str(log), "--format", "json")
    assert code == ExitCode.OK
    report = json.loads(out)
    assert report["failing_step"]["exit_code"] == 2
    assert report["failing_step"]["end_line"] == 30_003
    assert "\ufffd" not in out


def test_binary_file_opening_with_a_utf16_byte_order_mark_is_refused(tmp_path: Path, capsys) -> None:
    log = tmp_path / "blob.log"
    log.write_bytes(b"\xff\xfe" + hashlib.sha512(b"seed").digest() * 2000 + bytes(range(256)) * 64)
    assert_refused(*run(capsys, str(log)), str(log), "byte order mark", "not UTF-16")


def test_utf32_log_with_a_byte_order_mark_is_decoded_with_a_warning(capsys) -> None:
    """UTF-32LE with its mark (glibc iconv's ``-t UTF-32``; Windows PowerShell 5's ``Out-File
    -Encoding utf32`` writes the same): its mark opens with UTF-16LE's, which read it as UTF-16."""
    original = S28 / "gha-pre-commit-4.7.0-hook-by-id.log"
    code, out, err = run(capsys, str(S28 / "gha-pre-commit-4.7.0-hook-by-id.utf32-bom.log"), "--format", "json")
    assert code == ExitCode.OK
    assert "is UTF-32 text (little-endian, with a byte order mark)" in err
    report = json.loads(out)
    assert report["failing_step"]["end_line"] == len(original.read_text().splitlines())
    lines = [line for span in report["excerpt"] for line in span["lines"]]
    assert any("no TODO markers" in line for line in lines)
    assert not any("\x00" in line for line in lines)


@pytest.mark.parametrize("mark", [b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"])  # little-, big-endian
def test_utf32_byte_order_mark_before_garbage_is_refused(tmp_path: Path, capsys, mark: bytes) -> None:
    """Trial 76's 11-byte ``\\xff\\xfe\\x00\\x00garbage`` (its finding 8) was read as UTF-16 (a NUL
    and three CJK characters) and reported "no failure found", exit 0: no UTF-32 character is there."""
    log = tmp_path / "bom.log"
    log.write_bytes(mark + b"garbage")
    assert_refused(*run(capsys, str(log)), str(log), "UTF-32 byte order mark", "not UTF-32")


def test_invalid_utf8_still_triages_with_one_warning(tmp_path: Path, capsys) -> None:
    log = tmp_path / "latin1.log"
    log.write_bytes(FAILING_LOG.encode().replace(b"tests failed", b"tests failed in caf\xe9 \xff\xfe"))
    code, out, err = run(capsys, str(log), "--format", "json")
    assert code == ExitCode.OK
    assert "Traceback" not in err
    assert err.startswith("ci-triage: warning: ")
    assert err.count("\n") == 1
    assert "not valid UTF-8" in err
    report = json.loads(out)
    assert report["failure_found"]
    assert report["failing_step"]["exit_code"] == 2
    assert any("\ufffd" in line for span in report["excerpt"] for line in span["lines"])


@pytest.mark.xfail(
    strict=True,
    reason="only the first 64 KiB (source.SNIFF_BYTES) are checked for UTF-8, so undecodable bytes later in "
    "the log reach the excerpt as U+FFFD with no warning",
)
def test_invalid_utf8_after_the_first_64_kib_still_warns(tmp_path: Path, capsys) -> None:
    log = tmp_path / "late.log"
    padding = "2024-05-01T12:00:00.0000000Z compiling module\n" * 2000
    log.write_bytes(padding.encode() + FAILING_LOG.encode().replace(b"tests failed", b"tests failed \xff\xfe"))
    code, out, err = run(capsys, str(log), "--format", "json")
    assert code == ExitCode.OK
    assert any("\ufffd" in line for span in json.loads(out)["excerpt"] for line in span["lines"])
    assert "not valid UTF-8" in err


def test_a_single_50_mb_line_with_an_error_in_it(tmp_path: Path, capsys) -> None:
    log = tmp_path / "one-line.log"
    half = 25 * 1024 * 1024
    with log.open("wb") as handle:
        handle.write(b"Error: build failed " + b"x" * half)
        handle.write(b" Error: something broke " + b"y" * half + b"\n")
    code, out, err = run(capsys, str(log), "--format", "json")
    assert code == ExitCode.OK, err
    assert "Traceback" not in err
    report = json.loads(out)
    assert report["jobs"][0]["total_lines"] == 1  # one line, ended by its newline
    assert report["failure_found"]
    assert report["excerpt"][0]["start_line"] == 1
    assert report["excerpt_tokens"] <= report["budget_tokens"]
    cited = report["excerpt"][0]["lines"][0]
    assert cited.startswith("Error: build failed xxx")
    assert "more characters]" in cited


def test_zip_with_odd_member_names_extracts_nothing_skips_escaping_names_and_prints_no_control_characters(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    work = tmp_path / "a" / "b"
    work.mkdir(parents=True)
    monkeypatch.chdir(work)
    archive = work / "odd.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("../../evil.txt", FAILING_LOG)
        bundle.writestr("bell\x07and\x1b[31mred.txt", FAILING_LOG)
        bundle.writestr(zipfile.ZipInfo("a folder/"), "")
    code, out, err = run(capsys, str(archive), "--format", "json")
    assert code == ExitCode.OK, err
    assert "Traceback" not in err
    assert not (tmp_path / "evil.txt").exists()
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["a", "b", "odd.zip"]
    report = json.loads(out)
    assert report["source"]["members"] == ["bell?and?[31mred.txt"]
    assert "skipped zip member '../../evil.txt': its name leaves the archive" in err
    for control in ("\x1b", "\x07", "\\u001b", "\\u0007"):
        assert control not in out
    assert report["failure_found"]


def _zip_bomb(path: Path, megabytes: int) -> None:
    """One member of ``megabytes`` MiB of zero bytes, deflated in 1 MiB pieces (never held in memory)."""
    zeros = bytes(1024 * 1024)
    with (
        zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as bundle,
        bundle.open("1_build.txt", "w", force_zip64=True) as member,
    ):
        for _ in range(megabytes):
            member.write(zeros)


def test_zip_bomb_is_refused_without_inflating_it(tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    archive = tmp_path / "bomb.zip"
    _zip_bomb(archive, 16)
    info = zipfile.ZipFile(archive).infolist()[0]
    assert info.file_size / info.compress_size > 1000
    assert archive.stat().st_size < 64 * 1024
    opened = _members_opened(monkeypatch)
    assert_refused(*run(capsys, str(archive)), "zip bomb", "1_build.txt")
    assert opened == [], "the bomb member was opened for reading"


def _members_opened(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the zip members opened for reading from now on (``ZipFile.open`` watched)."""
    opened: list[str] = []
    real_open = zipfile.ZipFile.open

    def spy(self, name, *args, **kwargs):
        opened.append(getattr(name, "filename", name))
        return real_open(self, name, *args, **kwargs)

    monkeypatch.setattr(zipfile.ZipFile, "open", spy)
    return opened


LOWERED_FLOOR = 16 * 1024**2
"""The floor of the whole-archive ratio (1 GiB) lowered, so a bomb's test need not build a GiB."""


def test_zip_bomb_of_repeated_lines_in_many_members_is_skipped_past_the_floor_without_inflating_it(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each member stays under 1 MiB and deflate keeps one repeated line near 500:1, so only the whole
    archive's size and ratio give the bomb away (past the floor, lowered here): the largest members
    are skipped, with a warning each, until the rest fit, and those are read."""
    monkeypatch.setattr("ci_triage.logs.source.ZIP_TOTAL_RATIO_FLOOR", LOWERED_FLOOR)
    archive = tmp_path / "logs.zip"
    lines = b"error: x\n" * (1024**2 // 9)
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        for number in range(20):
            bundle.writestr(f"{number}_job {number}.txt", lines)
    infos = zipfile.ZipFile(archive).infolist()
    assert all(info.file_size < 1024**2 < 1000 * info.compress_size for info in infos)
    opened = _members_opened(monkeypatch)
    code, out, _ = run(capsys, str(archive), "--format", "json")
    skipped = [warning for warning in json.loads(out)["warnings"] if "possible zip bomb" in warning]
    assert code == ExitCode.OK
    assert len(skipped) == 20 - LOWERED_FLOOR // infos[0].file_size
    assert "(the 20 logs to read would expand to" in skipped[0]
    assert len(opened) == 20 - len(skipped), "a skipped bomb member was opened for reading"


def test_a_run_logs_zip_with_a_bomb_member_triages_the_jobs_that_fit(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Trial 45, finding 7 (``68-zipbomb.zip``: a failing ``1_build-c.txt``, a 1.2 GB member of one
    repeated line at 343:1, a ``..`` member): the whole run was refused, "3 member(s)" for 4. The
    bomb member is skipped with a warning that counts the logs read, and the failing job is triaged."""
    monkeypatch.setattr("ci_triage.logs.source.ZIP_TOTAL_RATIO_FLOOR", LOWERED_FLOOR)
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        bundle.writestr("1_build.txt", FAILING_LOG)
        bundle.writestr("2_big.txt", b"waiting for the service to start\n" * (LOWERED_FLOOR // 32 + 1))
        bundle.writestr("../../evil/3_trav.txt", FAILING_LOG)
    code, out, err = run(capsys, str(archive), "--format", "json")
    report = json.loads(out)
    assert code == ExitCode.OK, err
    assert report["source"]["members"] == ["1_build.txt"]
    assert report["failing_step"]["exit_code"] == 2
    assert any(
        warning.startswith("skipped zip member '2_big.txt': it expands ")
        and "(the 2 logs to read would expand to" in warning
        for warning in report["warnings"]
    ), report["warnings"]


def _gzip_bomb(gigabytes: int = 1) -> bytes:
    """``gigabytes`` GiB of zero bytes as gzip: the same 1 MiB of zeros compressed once and repeated as
    members of one stream (gzip allows many), about 1 KiB each, so the bomb is built in milliseconds."""
    member = gzip.compress(bytes(1024 * 1024), compresslevel=9)
    return member * (1024 * gigabytes)


def _expanded_when_refused(err: str) -> int:
    """The expanded byte count a gzip bomb refusal names (``expands to N bytes``)."""
    return int(err.split("expands to ", 1)[1].split(" bytes", 1)[0].replace(",", ""))


def test_gzip_bomb_is_refused_after_reading_only_its_start(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("ci_triage.logs.source.ZIP_TOTAL_RATIO_FLOOR", LOWERED_FLOOR)
    bomb = tmp_path / "build.log.gz"
    bomb.write_bytes(_gzip_bomb())
    assert bomb.stat().st_size < 2 * 1024**2
    code, out, err = run(capsys, str(bomb))
    assert_refused(code, out, err, str(bomb), "gzip stream expands to", "(ratio over 100)", "possible gzip bomb")
    assert _expanded_when_refused(err) < 2 * LOWERED_FLOOR, "refused as it is read, not after the whole GiB"


def test_gzip_bomb_on_stdin_is_refused() -> None:
    lowered = (
        "import ci_triage.logs.source as source; "
        f"source.ZIP_TOTAL_RATIO_FLOOR = {LOWERED_FLOOR}; "
        "from ci_triage.commands.cli import main; raise SystemExit(main(['triage', '-']))"
    )
    done = subprocess.run(
        [sys.executable, "-c", lowered],
        input=_gzip_bomb(),
        capture_output=True,
        env=_subprocess_env(),
        timeout=60,
    )
    assert_refused(done.returncode, done.stdout.decode(), done.stderr.decode(), "-: the gzip stream expands to")


def test_a_repetitive_gzipped_log_under_1_gib_is_no_bomb(tmp_path: Path, capsys) -> None:
    """Below 1 GiB expanded, any ratio is accepted: what a compressed log costs is its expanded bytes,
    as for a plain log. A wait loop's output saved without timestamps (``make 2>&1 | tee``: one line
    printed every poll) gzips past 300:1."""
    waiting = "waiting for postgres at db:5432 to accept connections...\n" * 400_000
    text = FAILING_LOG.replace("Error: tests failed\n", f"{waiting}Error: tests failed\n", 1).encode()
    log = tmp_path / "build.log.gz"
    log.write_bytes(gzip.compress(text, compresslevel=9))
    assert 16 * 1024**2 < len(text) < 1024**3
    assert len(text) > 300 * log.stat().st_size
    code, out, err = run(capsys, str(log), "--format", "json")
    assert code == ExitCode.OK, err
    assert json.loads(out)["failure_found"]


def test_corrupt_zip(tmp_path: Path, capsys) -> None:
    archive = tmp_path / "logs.zip"
    archive.write_bytes(b"PK\x03\x04" + zlib.compress(b"not really a zip") * 3)
    assert_refused(*run(capsys, str(archive)), "not a readable zip archive")


def test_encrypted_zip_member(tmp_path: Path, capsys) -> None:
    archive = tmp_path / "locked.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("1_build.txt", FAILING_LOG)
    data = bytearray(archive.read_bytes())
    data[6] |= 1  # general-purpose flag bit 0, "encrypted", in the local header ...
    data[data.find(b"PK\x01\x02") + 8] |= 1  # ... and in the central directory
    archive.write_bytes(bytes(data))
    assert_refused(*run(capsys, str(archive)), "1_build.txt", "encrypted")


def test_zip_holding_only_folders(tmp_path: Path, capsys) -> None:
    archive = tmp_path / "folders.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr(zipfile.ZipInfo("build/"), "")
    assert_refused(*run(capsys, str(archive)), "holds no files")


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b"\x1f\x8b\x08\x00" + b"\x13\x37" * 40, id="garbage-after-header"),
        pytest.param(gzip.compress(FAILING_LOG.encode() * 50)[:60], id="truncated-in-its-first-line"),
    ],
)
def test_corrupt_gzip(tmp_path: Path, capsys, content: bytes) -> None:
    log = tmp_path / "job.log.gz"
    log.write_bytes(content)
    assert_refused(*run(capsys, str(log)), "not a readable gzip file")


def _runner_lines(count: int) -> str:
    """``count`` lines of a passing step's output, each a different hash, so gzip cannot shrink
    them much and a stream cut in the middle has decompressed lines before the cut."""
    return "".join(
        f"2024-05-01T12:00:00.0000000Z fetched {hashlib.sha256(str(n).encode()).hexdigest()}\n" for n in range(count)
    )


def test_a_gzip_stream_cut_short_is_triaged_up_to_the_cut(tmp_path: Path, capsys) -> None:
    whole = gzip.compress((FAILING_LOG + _runner_lines(2000)).encode())
    log = tmp_path / "job.log.gz"
    log.write_bytes(whole[: len(whole) // 2])
    code, out, err = run(capsys, str(log), "--format", "json")
    report = json.loads(out)
    assert code == ExitCode.OK
    assert report["failure_found"]
    assert "tests failed" in report["summary"]
    assert err.count("\n") == 1
    assert "cut short" in err
    assert any("cut short" in warning for warning in report["warnings"])


def test_a_gzip_stream_cut_before_any_failure_is_refused(tmp_path: Path, capsys) -> None:
    whole = gzip.compress((_runner_lines(2000) + FAILING_LOG).encode())
    log = tmp_path / "job.log.gz"
    log.write_bytes(whole[: len(whole) // 2])
    assert_refused(*run(capsys, str(log)), "cut short", "show no failure", "fetch the log again")


def test_missing_path(tmp_path: Path, capsys) -> None:
    missing = tmp_path / "nowhere.log"
    assert_refused(*run(capsys, str(missing)), str(missing), "no such file")


def test_directory(tmp_path: Path, capsys) -> None:
    assert_refused(*run(capsys, str(tmp_path)), "is a directory")


def test_missing_junit_file(tmp_path: Path, capsys) -> None:
    log = tmp_path / "job.log"
    log.write_text(FAILING_LOG)
    assert_refused(*run(capsys, str(log), "--junit", str(tmp_path / "results.xml")), "no such JUnit file")


def test_a_junit_directory_is_refused_naming_the_files_to_give(tmp_path: Path, capsys) -> None:
    log = tmp_path / "job.log"
    log.write_text(FAILING_LOG)
    assert_refused(*run(capsys, str(log), "--junit", str(tmp_path)), "is a directory", "--junit DIR/*.xml")


@pytest.mark.parametrize("output_format", ["markdown", "json", "text"])
def test_log_without_failure_is_an_answer(tmp_path: Path, capsys, output_format: str) -> None:
    log = tmp_path / "green.log"
    log.write_text(
        "2024-05-01T12:00:00.0000000Z ##[group]Run make test\n"
        "2024-05-01T12:00:01.0000000Z 42 passed in 1.20s\n"
        "2024-05-01T12:00:02.0000000Z ##[endgroup]\n"
    )
    code, out, err = run(capsys, str(log), "--format", output_format)
    assert code == ExitCode.OK
    assert err == ""
    if output_format == "json":
        report = json.loads(out)
        assert report["failure_found"] is False
        assert report["excerpt"] == []
        assert report["category"] is None  # no failure: no category (``unknown`` is an unexplained failure)
    else:
        assert "no failure found" in out.lower()


def test_bad_flag_is_a_usage_error(capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["triage", "job.log", "--budget", "0"])
    assert stopped.value.code == ExitCode.USAGE
    assert "expected a whole number from 1 to 1,000,000, got '0'" in capsys.readouterr().err


def _console_script() -> str:
    script = shutil.which("ci-triage")
    assert script, "the ci-triage console script is not installed"
    return script


def _subprocess_env() -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key != "CI_TRIAGE_DEBUG"}
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def _run_console(*arguments: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The installed ``ci-triage`` run with ``arguments`` (and ``stdin`` as its standard input),
    its output captured as text."""
    return subprocess.run(
        [_console_script(), *arguments], input=stdin, capture_output=True, text=True, env=_subprocess_env(), timeout=60
    )


def test_console_script_refuses_a_binary_file(tmp_path: Path) -> None:
    log = tmp_path / "image.png"
    log.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(300))
    done = _run_console("triage", str(log))
    assert_refused(done.returncode, done.stdout, done.stderr, "binary")


def test_console_script_reads_a_log_from_stdin(tmp_path: Path) -> None:
    done = _run_console("triage", "-", "--format", "json", stdin=FAILING_LOG)
    assert done.returncode == ExitCode.OK, done.stderr
    assert "Traceback" not in done.stderr
    report = json.loads(done.stdout)
    assert report["source"] == {"path": "-", "kind": "stdin", "members": []}
    assert report["failing_step"]["name"] == "Run make test"
    assert report["failing_step"]["exit_code"] == 2


def test_console_script_refuses_empty_stdin() -> None:
    done = _run_console("triage", "-", stdin="")
    assert_refused(done.returncode, done.stdout, done.stderr, "-: is empty")


def test_console_script_refuses_blank_stdin() -> None:
    done = _run_console("triage", "-", stdin="\n  \n\n")
    assert_refused(done.returncode, done.stdout, done.stderr, "-: is empty or blank")


def test_the_log_and_its_baseline_both_from_stdin_is_a_usage_error() -> None:
    """Standard input is read once: ``triage - --baseline -`` read the passing log from it and then
    refused the failing log as empty (exit 3), where a baseline that cannot be used is otherwise a
    warning. The two flags do not go together: exit 2 and one line saying so."""
    done = _run_console("triage", "-", "--baseline", "-", stdin=FAILING_LOG)
    assert done.returncode == ExitCode.USAGE
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("ci-triage: error: --baseline -: ")
    assert done.stderr.count("\n") == 1, done.stderr
    assert "give the passing log as a file" in done.stderr


def test_a_baseline_path_that_does_not_exist_is_an_input_error(tmp_path: Path) -> None:
    """A mistyped ``--baseline`` path is a slip in the command, as a missing log path is: exit 3 and
    one line naming it (trials 26 and 27: a warning and exit 0 turned the comparison off unseen in a
    CI script), while a passing log that exists but does not fit stays a warning."""
    log = tmp_path / "job.log"
    log.write_text(FAILING_LOG, encoding="utf-8")
    done = _run_console("triage", str(log), "--baseline", str(tmp_path / "nope.log"))
    assert_refused(done.returncode, done.stdout, done.stderr, f"--baseline: {tmp_path / 'nope.log'}: no such file")


def test_a_baseline_from_stdin_with_a_log_file_is_compared(tmp_path: Path) -> None:
    log = tmp_path / "job.log"
    building = "2024-05-01T12:00:00.5000000Z building widgets\n"
    log.write_text(FAILING_LOG.replace("\n", "\n" + building, 1), encoding="utf-8")
    done = _run_console(
        "triage",
        str(log),
        "--baseline",
        "-",
        "--format",
        "json",
        stdin=FAILING_LOG.splitlines(keepends=True)[0] + building + "2024-05-01T12:00:01.0000000Z all tests passed\n",
    )
    assert done.returncode == ExitCode.OK, done.stderr
    assert json.loads(done.stdout)["compared_with"].startswith("the passing log ")


def test_trace_onto_the_log_itself_is_refused(tmp_path: Path, capsys) -> None:
    log = tmp_path / "job.log"
    log.write_text(FAILING_LOG, encoding="utf-8")
    code, _out, err = run(capsys, str(log), "--trace", str(log))
    assert code == ExitCode.OUTPUT
    assert "is an input of this triage" in err
    assert log.read_text(encoding="utf-8") == FAILING_LOG


def test_a_stray_nul_byte_does_not_make_a_log_binary(tmp_path: Path, capsys) -> None:
    log = tmp_path / "job.log"
    log.write_bytes(
        ("2024-05-01T12:00:00.0000000Z build output line\n" * 200).encode() + b"\x00\n" + FAILING_LOG.encode()
    )
    code, out, err = run(capsys, str(log), "--format", "json")
    assert code == ExitCode.OK, err
    assert json.loads(out)["failure_found"]


def test_a_binary_member_of_a_zip_is_skipped_with_a_warning(tmp_path: Path, capsys) -> None:
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as handle:
        handle.writestr("1_build.txt", FAILING_LOG)
        handle.writestr("2_image.txt", bytes(range(256)) * 64)
    code, out, err = run(capsys, str(archive), "--format", "json")
    assert code == ExitCode.OK, err
    report = json.loads(out)
    assert report["failure_found"]
    assert any("2_image.txt" in warning and "binary" in warning for warning in report["warnings"])


def test_zip_whose_every_member_name_leaves_the_archive_is_refused(tmp_path: Path, capsys) -> None:
    archive = tmp_path / "escaping.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("/etc/0_job.txt", FAILING_LOG)
        bundle.writestr("..\\1_job.txt", FAILING_LOG)
    code, out, err = run(capsys, str(archive), "--format", "json")
    assert code == ExitCode.INPUT
    assert out == ""
    assert "every member's name leaves the archive" in err
    assert "Traceback" not in err


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("output_format", ["markdown", "json", "text"])
def test_a_full_standard_output_is_an_output_error(tmp_path: Path, output_format: str) -> None:
    log = tmp_path / "job.log"
    log.write_text(FAILING_LOG, encoding="utf-8")
    _assert_full_output_fails_once(["triage", str(log), "--format", output_format])


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (Linux)")
def test_a_short_listing_to_a_full_standard_output_fails_once_with_exit_4() -> None:
    """Two lines stay in the buffer until the end: the failure comes at the last flush, not at a write."""
    _assert_full_output_fails_once(["triage", "--example", "list"])


def _assert_full_output_fails_once(arguments: list[str]) -> None:
    """Run the installed entrypoint with standard output on ``/dev/full``: exit 4, one error line."""
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = subprocess.run(
            [_console_script(), *arguments],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env=_subprocess_env(),
            timeout=60,
        )
    assert done.returncode == ExitCode.OUTPUT, done.stderr
    assert done.stderr == "ci-triage: error: standard output: cannot write: No space left on device\n"


def test_a_trace_into_a_missing_folder_is_refused_and_no_folder_is_made(tmp_path: Path) -> None:
    log = tmp_path / "job.log"
    log.write_text(FAILING_LOG, encoding="utf-8")
    trace = tmp_path / "typo" / "dir" / "t.jsonl"
    done = _run_console("triage", str(log), "--trace", str(trace))
    assert done.returncode == ExitCode.OUTPUT
    assert done.stdout == ""
    assert done.stderr == f"ci-triage: error: {trace}: cannot write the trace here: No such file or directory\n"
    assert not (tmp_path / "typo").exists()


def test_a_text_file_named_gz_is_read_as_a_log_with_a_warning(tmp_path: Path) -> None:
    log = tmp_path / "fake.gz"
    log.write_text(FAILING_LOG, encoding="utf-8")
    done = _run_console("triage", str(log), "--format", "json")
    assert done.returncode == ExitCode.OK, done.stderr
    report = json.loads(done.stdout)
    assert report["source"]["kind"] == "file"
    assert report["failing_step"]["exit_code"] == 2
    assert f"{log}: named .gz but holds no gzip data; read as a text log" in report["warnings"]


def test_gzip_on_stdin_is_reported_as_gzip() -> None:
    done = subprocess.run(
        [_console_script(), "triage", "-", "--format", "json"],
        input=gzip.compress(FAILING_LOG.encode()),
        capture_output=True,
        env=_subprocess_env(),
        timeout=60,
    )
    assert done.returncode == ExitCode.OK, done.stderr
    report = json.loads(done.stdout)
    assert report["source"] == {"path": "-", "kind": "gzip", "members": []}
    assert report["failing_step"]["exit_code"] == 2


RUNNER_SET_UP = "".join(
    f"2024-05-01T11:59:{second:02}.0000000Z {line}\n"
    for second, line in enumerate(
        [
            "Current runner version: '2.330.0'",
            "##[group]Runner Image Provisioner",
            "Hosted Compute Agent",
            "Version: 20251124.448",
            "##[endgroup]",
            "##[group]Operating System",
            "Ubuntu",
            "24.04.3",
            "LTS",
            "##[endgroup]",
            "##[group]Runner Image",
            "Image: ubuntu-24.04",
            "Version: 20251126.144.1",
            "##[endgroup]",
            "##[group]GITHUB_TOKEN Permissions",
            "Contents: read",
            "Metadata: read",
            "##[endgroup]",
            "Secret source: Actions",
            "Prepare workflow directory",
            "Prepare all required actions",
            "Complete job name: test",
        ]
    )
)
"""The runner's "Set up job" lines, the same in every job of every repository."""
RUNNER_POST_JOB = "2024-05-01T12:01:00.0000000Z Cleaning up orphan processes\n"


def _triage_json(log: Path, *flags: str) -> tuple[dict, str]:
    done = _run_console("triage", str(log), "--format", "json", *flags)
    assert done.returncode == ExitCode.OK, done.stderr
    return json.loads(done.stdout), done.stderr


@pytest.mark.parametrize(
    ("baseline_text", "phrase"),
    [
        pytest.param(
            "<html><head><title>404 Not Found</title></head><body>Not Found</body></html>\n",
            "has no kind of line the failing log (test) has, so the comparison tells nothing",
            id="html-not-found-page",
        ),
        pytest.param(
            RUNNER_SET_UP
            + "2024-05-01T12:00:00.0000000Z ##[group]Run cargo test\n"
            + "".join(f"2024-05-01T12:00:01.0000000Z test tests::case_{name} ... ok\n" for name in "abcdefghij")
            + "2024-05-01T12:00:02.0000000Z test result: ok. 10 passed; 0 failed\n"
            + RUNNER_POST_JOB,
            "the step that failed, `Run pytest -q`, is not in the passing log passed.log",
            id="another-jobs-github-log",
        ),
    ],
)
def test_a_baseline_sharing_no_line_of_the_job_is_not_used_and_says_so(
    tmp_path: Path, baseline_text: str, phrase: str
) -> None:
    log, baseline = tmp_path / "job.log", tmp_path / "passed.log"
    log.write_text(
        RUNNER_SET_UP
        + "2024-05-01T12:00:00.0000000Z ##[group]Run pytest -q\n"
        + "".join(f"2024-05-01T12:00:01.0000000Z tests/test_{name}.py PASSED\n" for name in "abcdefghij")
        + "2024-05-01T12:00:02.0000000Z FAILED tests/test_k.py::test_k - assert 3 == 4\n"
        + "2024-05-01T12:00:03.0000000Z 1 failed, 10 passed in 0.12s\n"
        + "2024-05-01T12:00:04.0000000Z ##[error]Process completed with exit code 1.\n"
        + RUNNER_POST_JOB,
        encoding="utf-8",
    )
    baseline.write_text(baseline_text, encoding="utf-8")
    alone, _ = _triage_json(log)
    compared, stderr = _triage_json(log, "--baseline", str(baseline))
    assert any(phrase in warning for warning in compared["warnings"]), compared["warnings"]
    assert phrase in stderr
    assert compared["excerpt"] == alone["excerpt"], "the triage goes on as without a baseline"
    assert compared["fingerprint"] == alone["fingerprint"]


@pytest.mark.parametrize(
    "argv",
    [
        ["triage", "job.log"],
        ["skills", "list"],
        ["skills", "show", "any"],
        ["skills", "new", "--from", "job.log"],
        ["scan", "--logs", "."],
        ["backtest"],
    ],
)
@pytest.mark.parametrize("flag", ["--skills", "--checkout"])
def test_a_skill_folder_the_user_names_must_be_a_directory_in_every_subcommand(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch, argv: list[str], flag: str
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "job.log").write_text(FAILING_LOG)
    missing = tmp_path / "missing"
    code = main([*argv, flag, str(missing)])
    captured = capsys.readouterr()
    assert_refused(code, captured.out, captured.err, f"{flag}: {missing}: not a directory")


def test_a_log_after_junit_files_is_named_in_the_usage_error(tmp_path: Path, capsys) -> None:
    log = tmp_path / "job.log"
    log.write_text(FAILING_LOG)
    code, out, err = run(capsys, "--junit", str(tmp_path / "results.xml"), str(log))
    assert code == ExitCode.USAGE
    assert out == ""
    assert "--junit took every file after it" in err
    assert str(log) in err
    assert "put the log's PATH before --junit" in err


def test_no_log_at_all_is_a_usage_error(capsys) -> None:
    code, out, err = run(capsys)
    assert (code, out) == (ExitCode.USAGE, "")
    assert err == "ci-triage: error: give the job's log (PATH, or - for stdin), --run-id ID or --example\n"


@pytest.mark.parametrize("category", ["nonsense", "unknown"])
def test_a_category_no_skill_can_name_is_a_usage_error_that_writes_nothing(
    tmp_path: Path, capsys, category: str
) -> None:
    log = tmp_path / "job.log"
    log.write_text(FAILING_LOG)
    with pytest.raises(SystemExit) as exited:
        main(["skills", "new", "--from", str(log), "--category", category, "--out", str(tmp_path / "out")])
    assert exited.value.code == ExitCode.USAGE
    err = capsys.readouterr().err
    assert f"{category!r} is no category a skill can name; choose one of: test failure," in err
    assert "unknown" not in err.split("choose one of:")[1]
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("packed", ["logs.tar", "logs.tar.gz"])
def test_a_tar_archive_of_logs_is_named_with_what_to_give_instead(tmp_path: Path, capsys, packed: str) -> None:
    """A real tar archive (``tarfile``, as ``tar -cf``/``-czf`` writes it) of a log: refused as a tar
    archive with how to get a log out of it, not as unnamed binary data."""
    log = tmp_path / "job.log"
    log.write_text(FAILING_LOG)
    archive = tmp_path / packed
    with tarfile.open(archive, "w:gz" if packed.endswith(".gz") else "w") as tar:
        tar.add(log, arcname="job.log")
    assert_refused(*run(capsys, str(archive)), str(archive), "tar archive", "tar -xf")


def test_a_gzipped_run_logs_zip_says_to_give_the_zip_itself(tmp_path: Path, capsys) -> None:
    archive = tmp_path / "run.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("build/1_Run tests.txt", FAILING_LOG)
    packed = tmp_path / "run.zip.gz"
    packed.write_bytes(gzip.compress(archive.read_bytes()))
    assert_refused(*run(capsys, str(packed)), str(packed), "zip archive inside another file", "gunzip")
