"""A log given as a path that is no regular file — a FIFO (``mkfifo``), a pipe (``<(cat job.log)``
is ``/dev/fd/63``), a device — is read once, front to back, as standard input is: gzip and zip by
their first bytes, under the same size limit. Before, each ended in "internal error: File or stream
is not seekable" (exit 70).

Every FIFO and pipe is real (``os.mkfifo``, ``os.pipe``), written by a thread or before the run.
"""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import os
import subprocess
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_bad_input import FAILING_LOG, _console_script, _subprocess_env, assert_refused, run

from ci_triage.base.errors import ExitCode

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

BUILDING = "2024-05-01T12:00:00.5000000Z building widgets\n"
PASSING_LOG = FAILING_LOG.splitlines(keepends=True)[0] + BUILDING + "2024-05-01T12:00:01.0000000Z all tests passed\n"


@contextlib.contextmanager
def fifo_holding(tmp_path: Path, data: bytes, name: str = "job.log") -> Iterator[Path]:
    """A FIFO at ``tmp_path / name`` that a thread fills with ``data`` once a reader opens it."""
    fifo = tmp_path / name
    os.mkfifo(fifo)

    def write() -> None:
        with contextlib.suppress(BrokenPipeError), fifo.open("wb") as writer:  # the reader may stop early
            writer.write(data)

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    yield fifo
    writer.join(timeout=10)
    assert not writer.is_alive(), "ci-triage never opened the FIFO"


def test_a_fifo_is_read_like_standard_input(tmp_path: Path, capsys) -> None:
    with fifo_holding(tmp_path, FAILING_LOG.encode()) as fifo:
        code, out, err = run(capsys, str(fifo), "--format", "json")
    assert code == ExitCode.OK, err
    report = json.loads(out)
    assert report["source"] == {"path": str(fifo), "kind": "file", "members": []}
    assert report["failing_step"]["name"] == "Run make test"
    assert report["failing_step"]["exit_code"] == 2


def test_a_gzip_stream_through_a_fifo_is_decompressed(tmp_path: Path, capsys) -> None:
    with fifo_holding(tmp_path, gzip.compress(FAILING_LOG.encode())) as fifo:
        code, out, err = run(capsys, str(fifo), "--format", "json")
    assert code == ExitCode.OK, err
    report = json.loads(out)
    assert report["source"]["kind"] == "gzip"
    assert report["failing_step"]["exit_code"] == 2


def test_a_fifo_past_the_size_limit_is_refused(tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ci_triage.logs.source.MAX_LOG_TEXT_BYTES", 1000)
    with fifo_holding(tmp_path, FAILING_LOG.encode() * 100) as fifo:
        assert_refused(*run(capsys, str(fifo)), str(fifo), "more than 1,000 bytes of log text")


def test_a_baseline_through_a_fifo_is_compared(tmp_path: Path, capsys) -> None:
    log = tmp_path / "failed.log"
    log.write_text(FAILING_LOG.replace("\n", "\n" + BUILDING, 1), encoding="utf-8")
    with fifo_holding(tmp_path, PASSING_LOG.encode(), "passed.log") as fifo:
        code, out, err = run(capsys, str(log), "--baseline", str(fifo), "--format", "json")
    assert code == ExitCode.OK, err
    report = json.loads(out)
    assert report["compared_with"] == "the passing log passed.log"


PIPE = "{pipe}"
"""Stands for the pipe's path among the arguments of :func:`_run_with_pipe`."""


def _run_with_pipe(data: bytes, *arguments: str) -> subprocess.CompletedProcess[str]:
    """The installed ``ci-triage triage`` run with ``arguments``, :data:`PIPE` among them replaced by
    ``/dev/fd/N``, the read end of a pipe holding ``data`` (as a shell's ``<(…)`` gives it)."""
    read_end, write_end = os.pipe()
    try:
        writer = threading.Thread(target=lambda: (os.write(write_end, data), os.close(write_end)), daemon=True)
        writer.start()
        given = [f"/dev/fd/{read_end}" if argument == PIPE else argument for argument in arguments]
        return subprocess.run(
            [_console_script(), "triage", *given],
            pass_fds=(read_end,),
            capture_output=True,
            text=True,
            env=_subprocess_env(),
            timeout=60,
        )
    finally:
        os.close(read_end)


def test_process_substitution_path_is_read() -> None:
    done = _run_with_pipe(FAILING_LOG.encode(), PIPE, "--format", "json")
    assert done.returncode == ExitCode.OK, done.stderr
    assert "internal error" not in done.stderr
    report = json.loads(done.stdout)
    assert report["source"]["kind"] == "file"
    assert report["source"]["path"].startswith("/dev/fd/")
    assert report["failing_step"]["exit_code"] == 2


def test_a_run_logs_zip_through_a_pipe_is_read_job_by_job() -> None:
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("0_build.txt", FAILING_LOG)
        zipped.writestr("1_lint.txt", PASSING_LOG)
    done = _run_with_pipe(archive.getvalue(), PIPE, "--format", "json")
    assert done.returncode == ExitCode.OK, done.stderr
    report = json.loads(done.stdout)
    assert report["source"]["kind"] == "zip"
    assert sorted(report["source"]["members"]) == ["0_build.txt", "1_lint.txt"]


def test_a_baseline_through_process_substitution_is_named_by_its_path(tmp_path: Path) -> None:
    """``--baseline <(gh run view OLD --log)``: compared, and named ``/dev/fd/N``, not a bare ``N``."""
    log = tmp_path / "failed.log"
    log.write_text(FAILING_LOG.replace("\n", "\n" + BUILDING, 1), encoding="utf-8")
    done = _run_with_pipe(PASSING_LOG.encode(), str(log), "--baseline", PIPE, "--format", "json")
    assert done.returncode == ExitCode.OK, done.stderr
    assert json.loads(done.stdout)["compared_with"].startswith("the passing log /dev/fd/")


@pytest.mark.skipif(not os.access("/dev/net/tun", os.R_OK), reason="needs the readable character device /dev/net/tun")
def test_a_device_that_cannot_be_read_is_an_input_error() -> None:
    """``/dev/net/tun`` opens but refuses a read (EBADFD) until it is configured: one message, exit 3."""
    done = subprocess.run(
        [_console_script(), "triage", "/dev/net/tun"], capture_output=True, text=True, env=_subprocess_env(), timeout=60
    )
    assert_refused(done.returncode, done.stdout, done.stderr, "/dev/net/tun: cannot be read")


def test_propose_fix_refuses_a_fifo_it_could_read_only_once(tmp_path: Path, capsys) -> None:
    """``--propose-fix`` reads the log again (to check what the fix cites): a FIFO is named as such,
    not "no such file". Nothing opens it, so no writer is needed."""
    fifo = tmp_path / "job.log"
    os.mkfifo(fifo)
    code, out, err = run(capsys, str(fifo), "--propose-fix", "--checkout", str(tmp_path))
    assert_refused(code, out, err, f"{fifo}: is no regular file", "save it first")


def test_binary_data_through_a_fifo_is_refused_before_it_is_copied(tmp_path: Path, capsys) -> None:
    """A stream of NUL bytes (``ci-triage triage /dev/zero``) is refused on its first 64 KiB, not
    copied to the 4 GiB limit first: the writer is stopped after a few blocks."""
    fifo = tmp_path / "zeros.log"
    os.mkfifo(fifo)
    written = 0

    def write() -> None:
        nonlocal written
        with contextlib.suppress(BrokenPipeError), fifo.open("wb") as writer:
            while written < 64 * 1024**2:  # a bound, should the reader never stop
                writer.write(bytes(64 * 1024))
                written += 64 * 1024

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    assert_refused(*run(capsys, str(fifo)), str(fifo), "looks like binary data, not a CI log")
    writer.join(timeout=10)
    assert written < 4 * 1024**2, written  # the pipe's buffer and a block or two, not the whole stream
