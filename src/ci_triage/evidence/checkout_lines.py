"""Lines of a file in the checked-out repository, read as the verifier reads a ``file`` citation.

One reader for whoever cites a source line and for whoever checks the citation
(:mod:`ci_triage.propose.deterministic`, :mod:`ci_triage.prove.verify`), so a quote taken from it
is verbatim where the verifier looks.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath, PureWindowsPath


def relative_path(path: str) -> bool:
    """Whether ``path`` is a relative path with no ``..`` and not into ``.git`` (whose config may hold a token)."""
    posix = PurePosixPath(path)
    return (
        bool(path)
        and not posix.is_absolute()
        and not PureWindowsPath(path).drive
        and ".." not in posix.parts
        and ".git" not in posix.parts
    )


def checkout_lines(repository: Path | None, path: str, span: tuple[int, int]) -> tuple[list[str] | None, str]:
    """Lines ``span`` (1-based, inclusive) of ``path`` in ``repository``, decoded as UTF-8 (bad bytes
    replaced) without their line ends, and ``""``; or ``None`` and why they cannot be read (no
    checkout, a path leaving it, not a file, fewer lines)."""
    if repository is None:
        return None, "no repository checkout"
    root = repository.resolve()
    target = (root / path).resolve()
    if not target.is_relative_to(root):
        return None, f"{path} leaves the repository"
    if not target.is_file():
        return None, f"{path} is not a file in the checkout"
    data = target.read_bytes()
    lines = data.split(b"\n")
    if data.endswith(b"\n"):
        lines.pop()
    if span[1] > len(lines):
        return None, f"{path} has {len(lines)} lines, line {span[1]} cited"
    return [line.decode("utf-8", "replace").rstrip("\r") for line in lines[span[0] - 1 : span[1]]], ""
