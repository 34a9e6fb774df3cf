"""A text log that printed a blob near its top is read, with a warning naming the blob's lines;
binary files (an executable, random bytes, zeros, an image) are still refused.

The blob and the executable are the Python interpreter running these tests (a real ELF or Mach-O
file); the image is a real PNG written here (signature, IHDR, IDAT of deflated noise, IEND, per the
PNG specification, RFC 2083)."""

from __future__ import annotations

import json
import random
import struct
import sys
import zlib
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.binary_sniff import binary_line_ranges, describe_ranges, looks_binary

STAMP = "2026-12-02T10:00:00.0000000Z "
PASSING = "".join(f"{STAMP}tests/unit/test_mod.py::test_case_{n} PASSED [ {n % 100}%]\n" for n in range(2000))
FAILURE = (
    f"{STAMP}FAILED tests/unit/test_mod.py::test_last - AssertionError: assert 1 == 2\n"
    f"{STAMP}===== 1 failed, 2000 passed in 3.00s =====\n"
    f"{STAMP}##[error]Process completed with exit code 1.\n"
)


def _executable_bytes() -> bytes:
    return Path(sys.executable).resolve().read_bytes()


def _png(width: int = 64, height: int = 64) -> bytes:
    noise = random.Random(7)
    rows = b"".join(b"\x00" + noise.randbytes(3 * width) for _ in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def _triage(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str, str]:
    code = main(["triage", str(path), "--format", "json"])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_log_that_printed_an_executable_near_its_top_is_read_with_a_warning(tmp_path: Path, capsys) -> None:
    blob = _executable_bytes()[:600]
    head, tail = PASSING[:5000].rsplit("\n", 1)[0] + "\n", PASSING[5000:].split("\n", 1)[1]
    log = tmp_path / "job.log"
    printed = f"{STAMP}captured stdout: ".encode() + blob + b"\n"
    log.write_bytes(head.encode() + printed + tail.encode() + FAILURE.encode())
    first_blob_line = head.count("\n") + 1
    code, out, err = _triage(capsys, log)
    assert code == ExitCode.OK, err
    report = json.loads(out)
    assert report["category"] == "test failure"
    warning = next(w for w in report["warnings"] if "binary data" in w)
    assert f"line {first_blob_line}" in warning or f"lines {first_blob_line}-" in warning


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("python", _executable_bytes()),
        ("random.bin", random.Random(0).randbytes(1 << 20)),
        ("zeros.bin", bytes(1 << 20)),
        ("noise.png", _png()),
        # trial 89: 123 random bytes named .gz (no gzip header) were read as a log with no failure
        ("random_100b.gz", (Path(__file__).parents[1] / "fixtures" / "s33-t89" / "random_100b.gz").read_bytes()),
    ],
)
def test_binary_files_are_still_refused(tmp_path: Path, capsys, name: str, data: bytes) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    code, out, err = _triage(capsys, path)
    assert code == ExitCode.INPUT
    assert out == ""
    assert err.startswith("ci-triage: error: ")
    assert "binary data" in err


def test_a_blob_is_binary_only_when_it_holds_most_of_the_sample() -> None:
    blob = _executable_bytes()[:600]
    text = PASSING.encode()[:4000]
    assert not looks_binary(text + blob + b"\n" + text)
    assert looks_binary(b"x\n" + blob * 4)


def test_binary_lines_are_named_as_ranges() -> None:
    sample = b"ok\n\x00\x01\nmore \x00\nok\n" + b"\x07\n" * 5
    assert binary_line_ranges(sample) == [(2, 3), (5, 9)]
    assert describe_ranges([(2, 3), (5, 5), (8, 9), (12, 12)]) == "lines 2-3, line 5, lines 8-9 and 1 more"


def test_a_short_text_log_is_no_binary_data() -> None:
    """A whole short log: UTF-8 letters, a legacy encoding's (Latin-1 ``Fehler: Datei nicht
    gefunden (Größe)``), a stray bell or NUL, are text; short random bytes are not."""
    assert not looks_binary("Erreur : échec de la compilation — ligne 3\n".encode())
    assert not looks_binary("Fehler: Datei nicht gefunden (Größe)\n".encode("latin-1"))
    assert not looks_binary(b"error: build failed\x07\n\x00exit 1\n")
    assert looks_binary(random.Random(89).randbytes(100))
