"""Open what the user points at — a job log, a gzipped log, a run-logs zip, or stdin — safely.

Every member comes out as a seekable binary file of plain log text: plain files are used in
place; stdin (and any path that is no regular file: a pipe, a FIFO), gzip and zip members are
copied (decompressed) to a temporary file first, with size limits, so the analysis can read
windows of lines by byte offset and memory stays flat whatever the log's size. The members of a
zip share one temporary file, so open files stay few whatever
the member count; given a ``scanner`` (the first pass), each long member is scanned while it
is decompressed and written there, so its text is not read back for the scan. Nothing is extracted
to a path chosen by the archive; still, a member whose name leaves the archive
(``../../etc/passwd``, ``/etc/passwd``, ``C:\\x``: GitHub's archives never hold one) is skipped
with a warning naming it, and the other members are triaged.

Errors are :class:`~ci_triage.base.errors.InputError` with one clear message: a missing path, a
directory, an empty or blank (whitespace only) file, a binary file, a file that looks like UTF-16
without a byte order mark but does not decode as it (UTF-16 or UTF-32 with the mark, or UTF-16
without it whose NUL bytes tell its byte order and which decodes, is decoded, with a warning; what
does not decode after a mark is refused), a broken or unsafe
archive (a zip or gzip bomb; a zip member that would make one, and an empty member of a zip, are
skipped with a warning), too much data. Run-logs zip layout: ``shared/corpus/gha/GHA-LOGS-API.md`` ("Zip layout").
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import stat
import sys
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, BinaryIO, Literal, Protocol

from ci_triage.base.errors import InputError
from ci_triage.base.text import and_more
from ci_triage.config.defaults import MAX_LOG_TEXT_BYTES
from ci_triage.logs.binary_sniff import binary_line_ranges, binary_refusal, describe_ranges, looks_binary
from ci_triage.logs.folded_lines import FOLD_HEAD_BYTES, FoldedLines
from ci_triage.logs.pasted_markup import MARKUP_HEAD_BYTES, PastedMarkup
from ci_triage.logs.web_page import COLUMN_HEAD_BYTES, LineNumberColumn
from ci_triage.logs.zip_contents import not_a_log_zip

if TYPE_CHECKING:
    import gzip
    import zipfile

    from ci_triage.logs.first_pass import Scan

MAX_ZIP_MEMBERS = 5000
"""Most logs of a run-logs zip read (its top-level job files, and any member the layout does not
explain): the first this many, in member order, are read and a warning says how many were not. A
GitHub archive's step files (``job/N_step.txt``, the job file's lines again) are not read and do not
count; :data:`MAX_ZIP_ENTRIES` bounds them."""
MAX_ZIP_ENTRIES = 100_000
"""Most files a zip may hold at all (the central directory lists them without reading any): a
256-job matrix of 100 steps holds 25,856."""
MAX_ZIP_RATIO = 1000
"""Highest compression ratio accepted for a zip member over 1 MiB; zip bombs go far beyond it,
logs stay well below (the shared corpus's logs compress about 10:1). Deflate itself cannot pass about
1030:1, so only runs of one byte trip it; :data:`MAX_ZIP_TOTAL_RATIO` catches repeated lines."""
MAX_ZIP_TOTAL_RATIO = 100
"""Highest ratio of a zip's expanded bytes (the members read) to their compressed bytes, or of a gzip
stream's, once they expand past :data:`ZIP_TOTAL_RATIO_FLOOR`: the shared corpus's logs deflate
about 10-20:1, a wait loop's output saved without timestamps (one line printed a million times)
about 350:1, ``error: x`` repeated about 500:1, in one member or spread over many."""
ZIP_TOTAL_RATIO_FLOOR = 1024**3
"""Expanded size (1 GiB) below which :data:`MAX_ZIP_TOTAL_RATIO` is not applied. What a compressed
log costs is its expanded bytes (a temporary copy, and the first pass over it, about 5 s a GiB), the
cost a plain log of that size has; a ratio cannot tell a bomb from a real repetitive log (a 57 MB
wait loop gzips 343:1), so under a quarter of :data:`~ci_triage.config.defaults.MAX_LOG_TEXT_BYTES`
any ratio is read, and past it a bomb is stopped sooner than at the log size limit."""
UNEXPLAINED_NAMED = 3
"""Zip members the layout does not explain named in their warning; the others are counted."""
SNIFF_BYTES = 64 * 1024
COPY_BYTES = 1024 * 1024
"""Bytes decompressed and copied at a time."""

SourceKind = Literal["file", "gzip", "zip", "stdin"]
"""What was read: a plain file (or plain text from a pipe or FIFO path), a gzip stream or a run-logs
zip (from a path or stdin alike), or plain text on stdin."""
_ARCHIVE_SUFFIXES = {".gz": "gzip", ".zip": "zip"}
ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")
"""The first bytes of a zip archive (a local file header, or an empty archive's end record)."""
GZIP_MAGIC = b"\x1f\x8b"
"""The first bytes of a gzip stream (RFC 1952, ID1 and ID2)."""
"""Name endings that promise a compressed file, and what they promise; the content decides all the same."""

_JOB_FILE = re.compile(r"^-?\d+_(?P<name>.+)\.txt$")
_STEP_FILE = re.compile(r"^(?P<number>-?\d+)_(?P<name>.+)\.txt$")
_DRIVE = re.compile(r"^[A-Za-z]:")
_BYTE_ORDER_MARKS = (
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xff\xfe", "utf-16-le"),
    (b"\xfe\xff", "utf-16-be"),
)
"""The codec a UTF-32 or UTF-16 byte order mark names (Unicode 15, section 23.8 "Byte Order
Mark"), longest first: UTF-32LE's mark opens with UTF-16LE's. Windows PowerShell 5 writes UTF-16LE
with its mark (``>``, ``Out-File``'s default) and UTF-32LE with its mark (``Out-File -Encoding
utf32``); a UTF-8 mark needs no decoding."""

Scanner = Callable[[BinaryIO], "Scan"]
"""The first pass over a member's text (a seekable binary file at offset 0), e.g.
:meth:`ci_triage.logs.analyse.Analyser.scan_file`."""


class ByteStream(Protocol):
    """Anything a log's bytes are read from: a file, stdin, a gzip stream, a zip member. Each has
    ``seek`` (gzip asks for it), though stdin's refuses to go back."""

    def read(self, size: int = -1, /) -> bytes: ...

    def seek(self, offset: int, whence: int = 0, /) -> int: ...


@dataclass(slots=True)
class LogMember:
    """One log text inside the input.

    ``name`` is the zip member path (``""`` for a single log); ``job`` the job name when the zip
    layout gives one; ``step_number``/``step`` are set for a step file (``job/N_step.txt``);
    ``file`` is an open, seekable binary file positioned at 0; ``scan`` is the first pass over it
    when the source was opened with a ``scanner`` (:func:`open_log_source`) and this member was
    scanned while it was spooled (a long zip member of text), or once
    :meth:`~ci_triage.logs.analyse.Analyser.scan` ran it, else ``None``. ``first_line`` is the
    1-based number its first line has in the file as given: 1, but for a job of ``gh run view``
    output holding several (:func:`ci_triage.logs.gh_jobs.job_members`) or of a file of job logs
    one after another (:func:`ci_triage.logs.concatenated_jobs.concatenated_jobs`), whose lines keep
    their numbers in the whole file.
    """

    name: str
    file: BinaryIO
    job: str = ""
    step: str = ""
    step_number: int | None = None
    scan: Scan | None = None
    first_line: int = 1


@dataclass(slots=True)
class LogSource:
    """The opened input: its kind, a display label, its members and any warnings for the user."""

    label: str
    kind: SourceKind
    members: list[LogMember] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    cut_short: str | None = None
    """How a gzip stream cut short (before its end-of-stream marker) ends, when it was: its
    members hold only the log text before the cut."""
    members_unread: int = 0
    """Logs of a run-logs zip past :data:`MAX_ZIP_MEMBERS`, not read: a report that finds no
    failure cannot say the run passed."""

    def member(self, name: str | None) -> LogMember | None:
        """The member called ``name``; for a source of one member (a plain log, or a job's log copied
        out of a zip), that member whatever name is asked for; None otherwise."""
        named = next((m for m in self.members if name is not None and m.name == name), None)
        return named or (self.members[0] if len(self.members) == 1 else None)


@contextlib.contextmanager
def open_log_source(path: str, scanner: Scanner | None = None) -> Iterator[LogSource]:
    """Open ``path`` (or ``"-"`` for stdin) and yield its members; temporary copies are removed on exit.

    With a ``scanner``, each text member of a zip of :data:`COPY_BYTES` or more is scanned as it
    is decompressed (its :attr:`LogMember.scan`; see :meth:`_SharedSpool.add`); the result is the
    scanner's over the member's file. Raises
    :class:`InputError` for anything that is not a usable log (see the module docstring).
    """
    with contextlib.ExitStack() as stack:
        source = _open_stdin(stack, scanner) if path == "-" else _open_path(Path(path), stack, scanner)
        usable = []
        for member in source.members:
            try:
                _decode_utf16_or_32(member, source, stack)
                _check_text(member, source)
            except InputError as error:
                if source.kind != "zip":
                    raise
                source.warnings.append(f"skipped: {error}")  # one odd file must not hide the other jobs
            else:
                if _line_ends_are_carriage_returns(member.file):
                    member.file, member.scan = _with_line_feeds(member.file, source.label, stack), None
                markup = PastedMarkup.find(member.file.read(MARKUP_HEAD_BYTES))
                member.file.seek(0)
                if markup is not None:
                    lines = map(markup.strip, _lines(member.file))
                    member.file, member.scan = _rewritten(lines, source.label, stack), None
                folded = FoldedLines.find(member.file.read(FOLD_HEAD_BYTES))
                member.file.seek(0)
                if folded is not None:
                    lines = folded.rejoined(_lines(member.file))
                    member.file, member.scan = _rewritten(lines, source.label, stack), None
                column = LineNumberColumn.find(member.file.read(COLUMN_HEAD_BYTES))
                member.file.seek(0)
                if column is not None:
                    lines = map(column.strip, _lines(member.file))
                    member.file, member.scan = _rewritten(lines, source.label, stack), None
                usable.append(member)
        if not usable:
            raise InputError(f"{source.label}: no member of the archive is a text log ({source.warnings[-1]})")
        blank = [member for member in usable if _is_blank(member.file)]
        if len(blank) == len(usable):
            raise InputError(f"{source.label}: is empty or blank (whitespace only): there is no log text to triage")
        for member in blank:  # a job with no log text neither passed nor failed: never listed as passed
            source.warnings.append(
                f"skipped: {source.label}:{member.name}: is empty or blank (whitespace only): "
                "there is no log text to triage"
            )
        skipped = {id(member) for member in blank}
        source.members = [member for member in usable if id(member) not in skipped]
        yield source


def holds_zip_data(path: Path) -> bool:
    """Whether the file ``path`` starts as a zip archive does (:data:`ZIP_MAGIC`): what decides,
    whatever its name, that it is read as a run-logs zip. False when it cannot be read."""
    try:
        with path.open("rb") as file:
            return file.read(4).startswith(ZIP_MAGIC)
    except OSError:
        return False


def _open_stdin(stack: contextlib.ExitStack, scanner: Scanner | None) -> LogSource:
    stream = sys.stdin.buffer
    if stream.isatty():
        raise InputError("-: no input on stdin: pipe a log into ci-triage or give a path")
    return _from_stream(stream, "-", "stdin", stack, scanner)


def _from_stream(
    stream: BinaryIO, label: str, kind: SourceKind, stack: contextlib.ExitStack, scanner: Scanner | None
) -> LogSource:
    """The log read once, front to back, from ``stream``, which cannot seek (stdin, a pipe such as
    ``<(gh run view --log)``, a FIFO, a device): a gzip stream or a zip archive by its first bytes,
    else plain text (a source of ``kind``), copied to a temporary file under the limits of
    :func:`_spool` once its first :data:`SNIFF_BYTES` are no binary data. Raises :class:`InputError`
    when ``stream`` cannot be read (stdin a directory) or its text starts as binary data does."""
    try:
        head = stream.read(4)
    except OSError as error:
        raise InputError(f"{label}: cannot be read: {error.strerror or error}") from None
    rest = _Prepended(head, stream)
    if head.startswith(GZIP_MAGIC):
        return _from_gzip(rest, label, stack)
    if head.startswith(ZIP_MAGIC):
        spooled = _spool(rest, label, stack)
        return _from_zip(spooled, label, stack, scanner)
    sample = head + _read_up_to(stream, SNIFF_BYTES - len(head))
    if looks_binary(sample) and not _utf16(sample):  # refused before copying, not after GiBs (``/dev/zero``)
        raise InputError(_not_a_log(label, sample))
    spooled = _spool(_Prepended(sample, stream), label, stack)
    return LogSource(label=label, kind=kind, members=[LogMember(name="", file=spooled)])


def _read_up_to(stream: BinaryIO, size: int) -> bytes:
    """Up to ``size`` bytes of ``stream``, fewer only at its end (a pipe returns what it holds at each read)."""
    data = b""
    while len(data) < size and (chunk := stream.read(size - len(data))):
        data += chunk
    return data


def _open_path(path: Path, stack: contextlib.ExitStack, scanner: Scanner | None) -> LogSource:
    label = str(path)
    try:
        raw = stack.enter_context(path.open("rb"))
    except FileNotFoundError:
        raise InputError(f"{label}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{label}: is a directory: give a job log, a .gz log or a run-logs zip") from None
    except PermissionError:
        raise InputError(f"{label}: permission denied") from None
    except OSError as error:
        raise InputError(f"{label}: cannot be read: {error.strerror or error}") from None
    if path.is_dir():
        raise InputError(f"{label}: is a directory: give a job log, a .gz log or a run-logs zip")
    if not stat.S_ISREG(os.fstat(raw.fileno()).st_mode):  # a pipe (``<(…)``), a FIFO, a device: no seeking
        return _from_stream(raw, label, "file", stack, scanner)
    head = raw.read(4)
    raw.seek(0)
    if head.startswith(GZIP_MAGIC):
        return _from_gzip(raw, label, stack)
    if head.startswith(ZIP_MAGIC):
        return _from_zip(raw, label, stack, scanner)
    source = LogSource(label=label, kind="file", members=[LogMember(name="", file=raw)])
    promised = _ARCHIVE_SUFFIXES.get(path.suffix.lower())
    if promised:  # the bytes decide; a misleading name is only noted
        source.warnings.append(f"{label}: named {path.suffix} but holds no {promised} data; read as a text log")
    return source


def _from_gzip(stream: ByteStream, label: str, stack: contextlib.ExitStack) -> LogSource:
    """The one member of the gzip ``stream`` (a path or stdin), decompressed; refused as a possible bomb
    like a zip archive (:data:`MAX_ZIP_TOTAL_RATIO` past :data:`ZIP_TOTAL_RATIO_FLOOR`), measured
    while it is read, as a stream's compressed size is known only at its end."""
    import gzip  # a plain log never needs it

    compressed = _Counted(stream)
    decompressed = gzip.GzipFile(fileobj=compressed, mode="rb")

    def refuse_a_bomb(expanded: int) -> None:
        read = max(compressed.count, 1)
        if expanded > ZIP_TOTAL_RATIO_FLOOR and expanded > MAX_ZIP_TOTAL_RATIO * read:
            raise InputError(
                f"{label}: the gzip stream expands to {expanded:,} bytes from {read:,} "
                f"(ratio over {MAX_ZIP_TOTAL_RATIO}); refusing it as a possible gzip bomb"
            )

    until_cut = _UntilCut(decompressed)
    try:
        spooled = _spool(until_cut, label, stack, refuse_a_bomb)
    except (OSError, EOFError, zlib.error) as error:
        raise InputError(f"{label}: is not a readable gzip file ({error})") from None
    held = spooled.seek(0, 2)
    spooled.seek(0)
    if until_cut.cut is not None and not _whole_text_lines(spooled.read(SNIFF_BYTES)):
        raise InputError(f"{label}: is not a readable gzip file ({until_cut.cut})")
    spooled.seek(0)
    source = LogSource(label=label, kind="gzip", members=[LogMember(name="", file=spooled)])
    if until_cut.cut is not None:
        source.cut_short = f"the gzip stream is cut short (a download that stopped?) after {held:,} bytes of log"
        source.warnings.append(f"{label}: {source.cut_short}; triaged the part it holds")
    return source


ZIP_END_RECORD = b"PK\x05\x06"
"""The signature of a zip archive's end of central directory record (APPNOTE.TXT 4.3.16): in its
last 22 bytes, or before a comment of at most 65,535 bytes."""
ZIP_END_SEARCH_BYTES = 22 + 65_535
"""Bytes at a zip's end that hold its end record: the record, and the longest comment after it."""


def _cut_short_zip(stream: BinaryIO) -> bool:
    """Whether the zip archive ``stream`` (seekable; it starts with a local file header or an end
    record, :data:`ZIP_MAGIC`) has no end record in its last :data:`ZIP_END_SEARCH_BYTES`: its end,
    where the central directory lists the members, is missing, as when a download stopped. The
    members' data before the cut is not read: ``zipfile`` finds members only through that directory.
    Leaves ``stream`` where it was."""
    where = stream.tell()
    try:
        size = stream.seek(0, io.SEEK_END)
        stream.seek(max(0, size - ZIP_END_SEARCH_BYTES))
        return ZIP_END_RECORD not in stream.read()
    except OSError:
        return False
    finally:
        stream.seek(where)


def _from_zip(stream: BinaryIO, label: str, stack: contextlib.ExitStack, scanner: Scanner | None) -> LogSource:
    import tempfile
    import zipfile  # a plain log never needs it

    try:
        archive = stack.enter_context(zipfile.ZipFile(stream))
        infos = [info for info in archive.infolist() if not info.is_dir()]
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError) as error:
        if _cut_short_zip(stream):
            raise InputError(
                f"{label}: is not a readable zip archive: it is cut short (a download that stopped?), "
                "without the directory a zip ends with, where its members are listed: download it again"
            ) from None
        raise InputError(f"{label}: is not a readable zip archive ({error})") from None
    if not infos:
        raise InputError(f"{label}: the zip archive holds no files")
    _with_forward_slashes(infos)
    if (what := not_a_log_zip([info.filename for info in infos])) is not None:
        raise InputError(f"{label}: is {what}, not a CI log: give one job's log or the run-logs zip GitHub serves")
    unsafe = [info for info in infos if _leaves_archive(info.filename)]
    if len(unsafe) == len(infos):
        raise InputError(
            f"{label}: every member's name leaves the archive (absolute or '..'), "
            f"e.g. {_display_name(infos[0].filename)!r}"
        )
    if len(infos) > MAX_ZIP_ENTRIES:
        raise InputError(f"{label}: the zip archive holds {len(infos):,} files (limit {MAX_ZIP_ENTRIES:,})")
    source = LogSource(label=label, kind="zip")
    _warn_repeated_names(infos, source)
    for info in unsafe:
        source.warnings.append(
            f"skipped zip member {_display_name(info.filename)!r}: its name leaves the archive (absolute or '..')"
        )
    safe = [info for info in infos if not _leaves_archive(info.filename)]
    folders = {folder: rank for rank, folder in enumerate(dict.fromkeys(_folder(info.filename) for info in safe))}
    infos = sorted(safe, key=lambda info: _member_order(info.filename, folders))
    chosen = _without_bombs(_logs_to_read(infos, source), label, source)
    spool = _SharedSpool(stack.enter_context(tempfile.TemporaryFile(prefix="ci-triage-")))  # noqa: SIM115
    for info in chosen:
        source.members.append(_zip_member(archive, info, label, spool, scanner))
    return source


def _warn_repeated_names(infos: list[zipfile.ZipInfo], source: LogSource) -> None:
    """Warn in ``source`` of each name the members ``infos`` of an archive hold more than once (a zip
    written by appending, ``zip -g`` or Python's ``zipfile`` in mode ``a``): each member is still read,
    as a log of its own, so two jobs of the same name follow."""
    from collections import Counter  # a plain log never needs it

    counts = Counter(info.filename for info in infos)
    for name, count in counts.items():
        if count > 1:
            source.warnings.append(
                f"the zip archive holds {count} members named {_display_name(name)!r}: each is read, as a job of "
                "the same name"
            )


def _with_forward_slashes(infos: list[zipfile.ZipInfo]) -> None:
    """Give the members ``infos`` of an archive whose names use ``\\`` and never ``/`` (Windows
    PowerShell 5.1's ``Compress-Archive``, against the zip format's "all slashes MUST be forward
    slashes", APPNOTE.TXT 4.4.17.1) ``/`` as their folder separator, as CPython's ``zipfile`` on
    Windows reads them (``ZipInfo`` replaces ``os.sep``): ``job\\2_step.txt`` is a step file of
    its job's folder. An archive that uses ``/`` keeps its names: there ``\\`` is a character of
    a name. Changes ``filename`` in place; ``orig_filename``, which opening a member checks, is kept."""
    names = [info.filename for info in infos]
    if any("/" in name for name in names) or not any("\\" in name for name in names):
        return
    for info in infos:
        info.filename = info.filename.replace("\\", "/")


def _logs_to_read(infos: list[zipfile.ZipInfo], source: LogSource) -> list[zipfile.ZipInfo]:
    """The members of a run-logs zip to read, in member order, at most :data:`MAX_ZIP_MEMBERS`.

    GitHub's layout (``shared/corpus/gha/GHA-LOGS-API.md``, "Zip layout"): a top-level
    ``N_job.txt`` per job, and ``job/M_step.txt`` per step holding the same lines again. Where
    top-level job files exist, a step file in a job's folder is not read; any other member (a step
    folder without its job file, a top-level file without the number prefix) is read too, as a log
    the layout does not explain, and a warning names it. Without top-level job files, the
    ``N_name.txt`` files anywhere are read (step files of job folders) and a warning names the others,
    not read (an Azure Pipelines job folder's ``initializeLog.txt``); without any, every member is
    read as a log of its own (a zip of several CI systems' logs), and a warning names them. Another
    says how many were not read past the limit."""
    job_files = [info for info in infos if _JOB_FILE.match(PurePosixPath(info.filename).name)]
    top_level = {id(info): info for info in job_files if "/" not in info.filename.strip("/")}
    if top_level:
        jobs = {_job_name(info.filename) for info in top_level.values()}
        chosen = [info for info in infos if id(info) in top_level or not _in_job_folder(info.filename, jobs)]
        unexplained = [info for info in chosen if id(info) not in top_level]
        what = "read as logs of their own: the run-logs layout (top-level N_job.txt files) does not explain them"
    elif job_files:
        kept = {id(info) for info in job_files}
        chosen, unexplained = job_files, [info for info in infos if id(info) not in kept]
        what = "not read: they are not N_name.txt logs"
    else:
        chosen = unexplained = infos
        what = "read as logs of their own: none is an N_name.txt log of the run-logs layout"
    if unexplained:
        named = ", ".join(repr(_display_name(info.filename)) for info in unexplained[:UNEXPLAINED_NAMED])
        more = and_more(len(unexplained), UNEXPLAINED_NAMED)
        source.warnings.append(f"zip member(s) {named}{more} {what}")
    if len(chosen) > MAX_ZIP_MEMBERS:
        source.warnings.append(
            f"read the first {MAX_ZIP_MEMBERS:,} of the archive's {len(chosen):,} logs (limit {MAX_ZIP_MEMBERS:,}); "
            f"{len(chosen) - MAX_ZIP_MEMBERS:,} were not read"
        )
        source.members_unread = len(chosen) - MAX_ZIP_MEMBERS
    return chosen[:MAX_ZIP_MEMBERS]


def _job_name(name: str) -> str:
    """The job name of a top-level job file ``N_job.txt`` (``job``)."""
    match = _JOB_FILE.match(name.strip("/"))
    return match.group("name") if match else name


def _in_job_folder(name: str, folders: set[str]) -> bool:
    """Whether the member ``name`` is a step file (``M_step.txt``) in the folder of a top-level job
    file (``folders``: the jobs' names)."""
    path = PurePosixPath(name.strip("/"))
    return len(path.parts) == 2 and path.parts[0] in folders and bool(_STEP_FILE.match(path.name))


def _without_bombs(infos: list[zipfile.ZipInfo], label: str, source: LogSource) -> list[zipfile.ZipInfo]:
    """The members ``infos`` (those to be read, in member order) left once each that would make a
    zip bomb is skipped with a warning in ``source``: one over 1 MiB expanding past
    :data:`MAX_ZIP_RATIO`, then the largest ones while the rest would expand past
    :data:`MAX_LOG_TEXT_BYTES`, or past :data:`ZIP_TOTAL_RATIO_FLOOR` at more than
    :data:`MAX_ZIP_TOTAL_RATIO`; so the jobs that fit are still triaged. Measured from the central
    directory, before any member is opened. Raises :class:`InputError` when no member is left."""
    reasons = {
        id(info): f"(ratio over {MAX_ZIP_RATIO})"
        for info in infos
        if info.file_size > 1024**2 and info.file_size > MAX_ZIP_RATIO * max(info.compress_size, 1)
    }
    kept = [info for info in infos if id(info) not in reasons]
    while (reason := _bomb_reason(kept)) is not None:
        largest = max(kept, key=lambda info: info.file_size)
        kept.remove(largest)
        reasons[id(largest)] = reason
    for info in infos:
        if id(info) in reasons:
            source.warnings.append(
                f"skipped zip member {_display_name(info.filename)!r}: it expands {info.file_size:,} bytes from "
                f"{info.compress_size:,} {reasons[id(info)]}; refusing it as a possible zip bomb"
            )
    if not kept:
        raise InputError(
            f"{label}: every log of the zip archive ({len(infos)} to read) is refused as a "
            f"possible zip bomb ({source.warnings[-1]})"
        )
    return kept


def _bomb_reason(infos: list[zipfile.ZipInfo]) -> str | None:
    """Why the members ``infos`` together would make a zip bomb (their expanded size past
    :data:`MAX_LOG_TEXT_BYTES`, or past :data:`ZIP_TOTAL_RATIO_FLOOR` at a ratio over
    :data:`MAX_ZIP_TOTAL_RATIO`), or None when they would not."""
    total = sum(info.file_size for info in infos)
    if total > MAX_LOG_TEXT_BYTES:
        return f"(the logs to read expand past the limit of {MAX_LOG_TEXT_BYTES:,} bytes)"
    compressed = max(sum(info.compress_size for info in infos), 1)
    if total > ZIP_TOTAL_RATIO_FLOOR and total > MAX_ZIP_TOTAL_RATIO * compressed:
        return (
            f"(the {len(infos)} logs to read would expand to {total:,} bytes from {compressed:,}, "
            f"ratio over {MAX_ZIP_TOTAL_RATIO})"
        )
    return None


def _zip_member(
    archive: zipfile.ZipFile,
    info: zipfile.ZipInfo,
    label: str,
    spool: _SharedSpool,
    scanner: Scanner | None,
) -> LogMember:
    import zipfile

    name = _display_name(info.filename)
    try:
        with archive.open(info) as member_stream:
            spooled, first_pass = spool.add(member_stream, f"{label}:{name}", scanner)
    except (zipfile.BadZipFile, OSError, EOFError, zlib.error, NotImplementedError, RuntimeError) as error:
        raise InputError(f"{label}: member {name!r} cannot be read ({error})") from None
    path = PurePosixPath(name)
    member = LogMember(name=name, file=spooled, scan=first_pass)
    job_match = _JOB_FILE.match(path.name)
    if len(path.parts) == 1:
        member.job = job_match.group("name") if job_match else path.stem
    else:
        member.job = path.parts[-2]
        step_match = _STEP_FILE.match(path.name)
        if step_match:
            member.step = step_match.group("name")
            member.step_number = int(step_match.group("number"))
    return member


def _leaves_archive(name: str) -> bool:
    """Whether the zip member ``name`` is absolute (``/x``, ``\\x``, ``C:x``) or climbs out (a ``..``
    part, with either separator): a name no run-logs archive holds."""
    parts = name.replace("\\", "/").split("/")
    return name.startswith(("/", "\\")) or bool(_DRIVE.match(name)) or ".." in parts


def _folder(name: str) -> str:
    """The folder of the member ``name`` (``.`` for a top-level one)."""
    return str(PurePosixPath(name).parent)


def _member_order(name: str, folders: dict[str, int]) -> tuple[int, int]:
    """Where the member ``name`` is read: its folder in the order the archive first holds each
    (``folders``: folder → rank; job folders carry no number, and GitHub's archive holds them in run
    order: ``build``, ``rust-test``, ``go-test`` — not alphabetical), then its number
    (``N_name.txt``; 0 for none). Members alike in both keep the archive's order (a stable sort): a
    zip of job logs without numbers (``rust-test.log``, ``go.log``) holds them as they were added."""
    path = PurePosixPath(name)
    match = _STEP_FILE.match(path.name)
    number = int(match.group("number")) if match else 0
    return (folders[_folder(name)], number)


def _display_name(name: str) -> str:
    """A member name safe to print: control characters replaced, at most 200 characters."""
    printable = name if name.isprintable() else "".join(ch if ch.isprintable() else "?" for ch in name)
    return printable if len(printable) <= 200 else printable[:200] + "…"


def _spool(
    stream: ByteStream, label: str, stack: contextlib.ExitStack, check: Callable[[int], None] | None = None
) -> BinaryIO:
    """Copy ``stream`` to a temporary file (at most :data:`MAX_LOG_TEXT_BYTES`; ``check`` as for
    :func:`_copy`) and return it at offset 0."""
    import tempfile  # a log file read in place never needs it

    spooled = stack.enter_context(tempfile.TemporaryFile(prefix="ci-triage-"))  # noqa: SIM115 (closed by the stack)
    _copy(stream, spooled, label, check)
    spooled.seek(0)
    return spooled


def _copy(stream: ByteStream, target: BinaryIO, label: str, check: Callable[[int], None] | None = None) -> None:
    """Append ``stream`` to ``target`` (at most :data:`MAX_LOG_TEXT_BYTES`), calling ``check`` with
    the bytes read so far before each piece is written (it raises to stop the copy)."""
    copied = 0
    while chunk := stream.read(COPY_BYTES):
        copied += len(chunk)
        if copied > MAX_LOG_TEXT_BYTES:
            raise _too_much(label)
        if check is not None:
            check(copied)
        target.write(chunk)


def _line_ends_are_carriage_returns(file: BinaryIO) -> bool:
    """Whether the lines of ``file`` end in a carriage return alone (classic Mac OS text, some tools'
    output saved as it was written): it holds a ``\\r`` and no ``\\n`` at all. Reads up to the first
    ``\\n`` (the first block of any other log), in blocks of :data:`SNIFF_BYTES`, and leaves the file
    at offset 0."""
    carriage_return = False
    while block := file.read(SNIFF_BYTES):
        if b"\n" in block:
            carriage_return = False
            break
        carriage_return = carriage_return or b"\r" in block
    file.seek(0)
    return carriage_return


def _with_line_feeds(file: BinaryIO, label: str, stack: contextlib.ExitStack) -> BinaryIO:
    """A temporary copy of ``file`` (whose lines end in ``\\r`` alone) with every ``\\r`` made a
    ``\\n``, at offset 0: its lines are numbered as ``tr '\\r' '\\n' < job.log | sed -n`` numbers
    them, and every reader of the log (the analysis, the tools, the verifier) sees the same lines.
    A log with ``\\n`` line ends keeps its ``\\r`` (a progress bar redrawn within a line)."""
    return _rewritten((chunk.replace(b"\r", b"\n") for chunk in iter(lambda: file.read(COPY_BYTES), b"")), label, stack)


def _lines(file: BinaryIO) -> Iterator[bytes]:
    """The lines of ``file`` from its offset, each with its ``\\n`` (the last one's without, when it
    has none), read in blocks of :data:`COPY_BYTES`; a line longer than a block is joined once."""
    parts: list[bytes] = []  # the line in progress, across blocks
    while block := file.read(COPY_BYTES):
        first, *whole = block.split(b"\n")
        parts.append(first)
        if whole:
            yield b"".join(parts) + b"\n"
            *ended, last = whole
            yield from (line + b"\n" for line in ended)
            parts = [last]
    if tail := b"".join(parts):
        yield tail


def _rewritten(pieces: Iterable[bytes], label: str, stack: contextlib.ExitStack) -> BinaryIO:
    """A temporary file of ``pieces``, a log's text rewritten piece by piece (at most
    :data:`MAX_LOG_TEXT_BYTES`), at offset 0: every reader of the log sees the rewritten text, its
    lines the log's lines (its line feeds made of carriage returns, :func:`_with_line_feeds`; a
    paste's Markdown quote, fences and link anchors removed,
    :class:`~ci_triage.logs.pasted_markup.PastedMarkup`; lines a terminal wrapped rejoined,
    :class:`~ci_triage.logs.folded_lines.FoldedLines`; a copied web page's line-number column
    removed, :class:`~ci_triage.logs.web_page.LineNumberColumn`)."""
    import tempfile  # a log read as it is never needs it

    copy = stack.enter_context(tempfile.TemporaryFile(prefix="ci-triage-"))  # noqa: SIM115 (closed by the stack)
    copied = 0
    for piece in pieces:
        copied += len(piece)
        if copied > MAX_LOG_TEXT_BYTES:
            raise _too_much(label)
        copy.write(piece)
    copy.seek(0)
    return copy


def _too_much(label: str) -> InputError:
    return InputError(f"{label}: more than {MAX_LOG_TEXT_BYTES:,} bytes of log text; refusing to read on")


class _Counted:
    """``stream`` counting the bytes read from it (``count``): a gzip stream's compressed bytes so far,
    ahead of what was decompressed by at most the gzip reader's buffer."""

    def __init__(self, stream: ByteStream) -> None:
        self.stream = stream
        self.count = 0

    def read(self, size: int = -1, /) -> bytes:
        data = self.stream.read(size)
        self.count += len(data)
        return data

    def seek(self, offset: int, whence: int = 0, /) -> int:
        return self.stream.seek(offset, whence)


def _whole_text_lines(head: bytes) -> bool:
    """Whether ``head``, the first bytes decompressed from a gzip stream cut short, holds a whole
    line of text: something worth triaging, not a few bytes of a stream cut in its first block or
    of garbage that happened to inflate."""
    return b"\n" in head and not looks_binary(head)


class _UntilCut:
    """A gzip reader (``gzip.GzipFile``) that ends where its compressed stream was cut short, keeping
    every byte decompressed before the cut: it reads with ``read1`` (one decompression step a call,
    so the bytes a step gave are returned before the next step finds the end missing) and turns
    the ``EOFError`` of a stream without its end-of-stream marker into the end of the data, kept in
    ``cut``. Corrupt data (``zlib.error``, ``BadGzipFile``) still raises."""

    def __init__(self, reader: gzip.GzipFile) -> None:
        self.reader = reader
        self.cut: str | None = None
        """The reader's message when the stream ended early; ``None`` while it has not."""

    def read(self, size: int = -1, /) -> bytes:
        if self.cut is not None:
            return b""
        try:
            return self.reader.read1(size)
        except EOFError as error:
            self.cut = str(error)
            return b""

    def seek(self, offset: int, whence: int = 0, /) -> int:
        return self.reader.seek(offset, whence)


class _SharedSpool:
    """One temporary file holding every member of a zip, one after the other, so the open files stay
    two (the archive and this file) whatever the member count; each member reads its own byte range
    through a :class:`_ByteRange` view."""

    def __init__(self, file: BinaryIO) -> None:
        self._fd = file.fileno()
        self._end = 0

    def add(self, stream: ByteStream, label: str, scanner: Scanner | None = None) -> tuple[BinaryIO, Scan | None]:
        """Append ``stream`` (at most :data:`MAX_LOG_TEXT_BYTES`) and return a seekable binary file
        of just its bytes, at offset 0, with ``scanner``'s first pass over them when the member is
        :data:`COPY_BYTES` long or longer and its first :data:`SNIFF_BYTES` are text (else ``None``).

        The scanner reads such a member while it is decompressed and written here, block by block,
        so only what it reads twice (the head it detects the format from) comes back from the file.
        A shorter member is left to be scanned later with the others (:meth:`Analyser.scan
        <ci_triage.logs.analyse.Analyser.scan>`): many small scans in a row keep the scanner's
        tables in the processor's caches, and cost less CPU than each interleaved with the
        decompression (``benchmarks/README.md``, "Zips")."""
        filling = _FillingRange(self._fd, self._end, stream, label)
        first = filling.pull(COPY_BYTES)
        first_pass = None
        if scanner is not None and len(first) == COPY_BYTES and _scannable(first[:SNIFF_BYTES]):
            first_pass = scanner(io.BufferedReader(filling))
        filling.drain()
        self._end += filling.length
        return io.BufferedReader(_ByteRange(self._fd, filling.start, filling.length)), first_pass


def byte_view(file: BinaryIO, start: int, length: int) -> BinaryIO:
    """A read-only, seekable binary file of the ``length`` bytes at offset ``start`` of ``file``
    (one with a file descriptor: a log opened in place, or a temporary copy), at offset 0. It reads
    with ``os.pread``, so it never moves ``file``'s position, and closing it leaves ``file`` open.
    Raises :class:`io.UnsupportedOperation` for a file without a descriptor (a zip member's view)."""
    return io.BufferedReader(_ByteRange(file.fileno(), start, length))


class _FileView(io.RawIOBase):
    """What the views of the spool file share: read-only, seekable, each with its own position."""

    _position = 0

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._position

    def _move(self, offset: int, whence: int, length: int) -> int:
        """Set the position as :meth:`seek` does, for a view of ``length`` bytes."""
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._position, io.SEEK_END: length}[whence]
        if base + offset < 0:
            raise ValueError(f"negative seek position {base + offset}")
        self._position = base + offset
        return self._position


class _FillingRange(_FileView):
    """A read-only, seekable view of ``stream``'s bytes being appended at ``start`` of the open file
    ``fd``: a read past what is written so far pulls the next bytes from ``stream`` and writes them
    (``os.pwrite``) before handing them out; a read of what is written reads the file (``os.pread``).
    Raises :class:`InputError` past :data:`MAX_LOG_TEXT_BYTES`."""

    def __init__(self, fd: int, start: int, stream: ByteStream, label: str) -> None:
        self._fd = fd
        self.start = start
        self.length = 0
        self._stream = stream
        self._label = label
        self._done = False

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        if whence == io.SEEK_END:
            self.drain()
        self._move(offset, whence, self.length)
        while self._position > self.length and self.pull(COPY_BYTES):
            pass
        return self._position

    def readinto(self, buffer) -> int:  # type: ignore[override]
        if self._position < self.length:
            wanted = min(len(buffer), self.length - self._position)
            data = os.pread(self._fd, wanted, self.start + self._position)
        elif self._position == self.length:
            data = self.pull(len(buffer))
        else:
            data = b""
        buffer[: len(data)] = data
        self._position += len(data)
        return len(data)

    def drain(self) -> None:
        """Copy the rest of the stream to the file."""
        while self.pull(COPY_BYTES):
            pass

    def pull(self, size: int) -> bytes:
        """Up to ``size`` more bytes of the stream, written to the file; ``b""`` at its end. The
        read position does not move."""
        data = b"" if self._done else self._stream.read(size)
        if not data:
            self._done = True
            return b""
        if self.length + len(data) > MAX_LOG_TEXT_BYTES:
            raise _too_much(self._label)
        written = 0
        while written < len(data):
            written += os.pwrite(self._fd, data[written:], self.start + self.length + written)
        self.length += len(data)
        return data


class _ByteRange(_FileView):
    """A read-only, seekable view of ``length`` bytes at ``start`` of the open file ``fd`` (read with
    ``os.pread``, so views of the same file never disturb each other's position)."""

    def __init__(self, fd: int, start: int, length: int) -> None:
        self._fd = fd
        self._start = start
        self._length = length

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        return self._move(offset, whence, self._length)

    def readinto(self, buffer) -> int:  # type: ignore[override]
        wanted = min(len(buffer), max(0, self._length - self._position))
        data = os.pread(self._fd, wanted, self._start + self._position) if wanted else b""
        buffer[: len(data)] = data
        self._position += len(data)
        return len(data)


BLANK_BYTES = b" \t\r\n\x0b\x0c"
"""What a blank log holds at most: ASCII whitespace (after an optional UTF-8 byte order mark)."""


def _is_blank(file: BinaryIO) -> bool:
    """Whether ``file`` holds no byte but :data:`BLANK_BYTES` (an empty file is blank); reads up to
    the first other byte, in blocks, and leaves the file at offset 0."""
    first = True
    blank = True
    while block := file.read(1 << 20):
        if first and block.startswith(b"\xef\xbb\xbf"):
            block = block[3:]
        first = False
        if block.strip(BLANK_BYTES):
            blank = False
            break
    file.seek(0)
    return blank


def _decode_utf16_or_32(member: LogMember, source: LogSource, stack: contextlib.ExitStack) -> None:
    """Replace ``member.file`` by a UTF-8 copy when it is UTF-16 or UTF-32 text, certainly: it opens
    with a byte order mark (:data:`_BYTE_ORDER_MARKS`: what Windows PowerShell 5's ``>`` and
    ``Out-File`` write, UTF-16; ``Out-File -Encoding utf32``, UTF-32), or, without
    one, its first bytes pair each character with a NUL on the same side (:func:`_utf16_codec`, the
    rule that tells UTF-16 from binary data; ``iconv -t UTF-16LE`` and .NET's ``UnicodeEncoding``
    without a preamble write no mark) and decode as UTF-16 of that order without an error; and warn
    that it was decoded.

    The text is decoded (little- or big-endian, as the mark or the NULs' side says) in blocks of
    :data:`COPY_BYTES` to a temporary file, at most :data:`MAX_LOG_TEXT_BYTES` of UTF-8, never whole
    in memory; the mark itself is dropped and an unpaired surrogate becomes U+FFFD. A first block of
    :data:`SNIFF_BYTES` that does not decode is refused as binary data after a mark (four bytes of
    garbage after UTF-32's mark hold no character); without one it
    is not certain, so the file is left as it is (:func:`_check_text` refuses it with a conversion
    hint). Lines are then numbered as in ``iconv -f UTF-16 -t UTF-8 job.log``. The decoded copy is
    checked like any log (binary data is still refused). A UTF-8 byte order mark needs nothing:
    every reader of a log skips it (GitHub's logs open with one)."""
    sample = member.file.read(SNIFF_BYTES)
    member.file.seek(0)
    mark, marked = next(((mark, codec) for mark, codec in _BYTE_ORDER_MARKS if sample.startswith(mark)), (b"", None))
    codec = marked or _utf16_codec(sample)
    if codec is None:
        return
    name = codec[:6].upper()  # UTF-16 or UTF-32
    import codecs
    import tempfile  # a log in UTF-8 never needs them

    where = f"{source.label}:{member.name}" if member.name else source.label
    skip = len(mark)
    try:
        codecs.getincrementaldecoder(codec)().decode(sample[skip:])
    except UnicodeDecodeError:  # an unpaired surrogate: random bytes hold one every ~30 characters
        if marked is None:
            return  # not certain: refused by _check_text
        raise InputError(f"{where}: opens with a {name} byte order mark but is not {name} text (binary?)") from None
    member.file.seek(skip)
    decoder = codecs.getincrementaldecoder(codec)(errors="replace")
    copy = stack.enter_context(tempfile.TemporaryFile(prefix="ci-triage-"))  # noqa: SIM115 (closed by the stack)
    written = 0
    while True:
        chunk = member.file.read(COPY_BYTES)
        text = decoder.decode(chunk, final=not chunk).encode()
        written += len(text)
        if written > MAX_LOG_TEXT_BYTES:
            raise _too_much(where)
        copy.write(text)
        if not chunk:
            break
    copy.seek(0)
    member.file, member.scan = copy, None
    endian = "little" if codec.endswith("le") else "big"
    how = "with a byte order mark" if marked else "without a byte order mark: told by its NUL bytes"
    source.warnings.append(f"{where}: is {name} text ({endian}-endian, {how}); decoded it to UTF-8")


TAR_MAGIC_OFFSET = 257
"""Where a POSIX tar header holds its ``ustar`` magic (POSIX.1-2001, ``pax``: the ustar header's
``magic`` field), in the first block of the archive."""


AR_MAGIC = b"!<arch>\n"
"""The first bytes of an ar archive (its global header, ``ar(5)``): a Debian package (``dpkg-deb
--build`` writes one, ``debian-binary`` its first member, deb(5)), a static library."""


def _not_a_log(where: str, sample: bytes, kind: SourceKind = "file") -> str:
    """The message refusing binary ``sample`` (the first bytes of the log ``where``): what it is
    and what to give instead when its magic bytes say so (an ar archive: a ``.deb``; a tar archive,
    as ``.tar`` or inside gzip's ``.tar.gz``; a zip inside gzip or, ``kind`` ``zip``, a member of
    another zip: unzip that one, not gunzip; a gzip member of a zip, not read: gunzip it), else that
    it is binary data."""
    if sample[TAR_MAGIC_OFFSET : TAR_MAGIC_OFFSET + 5] == b"ustar":
        return (
            f"{where}: is a tar archive, not a CI log: extract it (tar -xf) and give one job's log, "
            "or give the run-logs zip GitHub serves"
        )
    if sample.startswith(AR_MAGIC):
        return f"{where}: is an ar archive (a Debian package, .deb, or a static library, .a), not a CI log"
    if sample.startswith(ZIP_MAGIC):
        extract = "unzip the outer archive" if kind == "zip" else "gunzip it"
        return f"{where}: is a zip archive inside another file: give the zip itself ({extract} first)"
    if sample.startswith(GZIP_MAGIC) and kind == "zip":
        return f"{where}: is a gzip member, not read: extract it and give the .gz file (or the log it holds)"
    return binary_refusal(where)


def _check_text(member: LogMember, source: LogSource) -> None:
    """Refuse binary and UTF-16 data; warn (and go on) when the text is not valid UTF-8 or some of
    its first lines are binary (a blob the job printed, :mod:`ci_triage.logs.binary_sniff`)."""
    sample = member.file.read(SNIFF_BYTES)
    member.file.seek(0)
    where = f"{source.label}:{member.name}" if member.name else source.label
    if _utf16(sample):
        raise InputError(
            f"{where}: looks like UTF-16 text without a byte order mark but does not decode as it; convert it"
            " first, e.g. iconv -f UTF-16LE -t UTF-8 (UTF-16BE when it is big-endian)"
        )
    if looks_binary(sample) or _archive(sample):
        raise InputError(_not_a_log(where, sample, source.kind))
    if blobs := binary_line_ranges(sample):
        source.warnings.append(f"{where}: binary data (control bytes) on {describe_ranges(blobs)}; read as text")
    try:
        sample.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.start < len(sample) - 4:  # not merely a character cut at the sample's end
            source.warnings.append(f"{where}: is not valid UTF-8; undecodable bytes are shown as U+FFFD (\ufffd)")


def _scannable(sample: bytes) -> bool:
    """Whether a member whose first :data:`SNIFF_BYTES` are ``sample`` may be a log (neither UTF-16,
    binary nor an archive); :func:`_check_text` says why not when it is not."""
    return not _utf16(sample) and not looks_binary(sample) and not _archive(sample)


def _archive(sample: bytes) -> bool:
    """Whether ``sample`` (a log's first bytes) opens an archive by its magic bytes (a zip, a gzip
    stream or a tar archive), which a stored member's text inside may hide from :func:`looks_binary`."""
    return sample.startswith((*ZIP_MAGIC, GZIP_MAGIC)) or sample[TAR_MAGIC_OFFSET : TAR_MAGIC_OFFSET + 5] == b"ustar"


UTF16_ZERO_SHARE = 0.9
"""Share of one byte parity that must be NUL (and of the other not) for text without a byte order
mark to be read as UTF-16: ASCII text in UTF-16LE is every character's byte followed by a NUL (in
UTF-16BE preceded), where a binary file's NUL bytes fall on both parities."""


def _utf16(sample: bytes) -> bool:
    """Whether ``sample`` (a log's first bytes) is UTF-16: a byte order mark (UTF-32's too,
    :data:`_BYTE_ORDER_MARKS`), or, without one, mostly
    ASCII characters each paired with a NUL byte on the same side (:func:`_utf16_codec`)."""
    return sample.startswith(tuple(mark for mark, _ in _BYTE_ORDER_MARKS)) or _utf16_codec(sample) is not None


def _utf16_codec(sample: bytes) -> str | None:
    """The codec of ``sample`` (a log's first bytes, without a byte order mark) when they are mostly
    ASCII characters each paired with a NUL byte on the same side (:data:`UTF16_ZERO_SHARE`, of 8
    pairs or more): ``utf-16-le`` with the NULs after, ``utf-16-be`` before; else ``None``."""
    pairs = len(sample) // 2
    if pairs < 8:
        return None
    even, odd = sample[0 : 2 * pairs : 2], sample[1 : 2 * pairs : 2]
    for zeros, chars, codec in ((odd, even, "utf-16-le"), (even, odd, "utf-16-be")):
        if zeros.count(0) >= UTF16_ZERO_SHARE * pairs and chars.count(0) <= (1 - UTF16_ZERO_SHARE) * pairs:
            return codec
    return None


class _Prepended(io.RawIOBase):
    """A read-only stream: ``head`` followed by the rest of ``stream`` (used for sniffing a stream that cannot seek)."""

    def __init__(self, head: bytes, stream: BinaryIO) -> None:
        self._head = head
        self._stream = stream

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        if self._head:
            if size < 0:
                data, self._head = self._head + self._stream.read(), b""
                return data
            data, self._head = self._head[:size], self._head[size:]
            return data
        return self._stream.read(size)

    def readinto(self, buffer: bytearray) -> int:  # type: ignore[override]
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)
