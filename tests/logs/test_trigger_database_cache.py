"""The first pass's Hyperscan database comes from the disk cache; a corrupt, foreign or unwritable
cache entry is compiled again, never used and never an error, and every scan stays RE2's."""

from __future__ import annotations

import io
from importlib.util import find_spec
from pathlib import Path

import pytest

from ci_triage.logs.first_pass import Scan, Triggers, scan
from ci_triage.logs.trigger_lines import HyperscanLineFinder

pytestmark = pytest.mark.skipif(find_spec("hyperscan") is None, reason="no hyperscan wheel on this platform")

LITERALS = [("prettier check failed", False), ("Killed by signal", True)]
OTHER_LITERALS = [("could not compile", False)]
LOG = (
    b"##[group]Run npm test\n"
    b"npm test\n"
    b"##[endgroup]\n"
    b"[warn] src/a.js\n"
    b"prettier check failed on 2 files\n"
    b"worker KILLED BY SIGNAL 9\n"
    b"error: could not compile `app`\n"
    b"##[error]Process completed with exit code 1.\n"
)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("CI_TRIAGE_CACHE_DIR", str(folder))
    return folder


def _entry(cache: Path) -> Path:
    (entry,) = cache.glob("triggers-github-actions-*.bin")
    return entry


def _scan(literals: list[tuple[str, bool]], engine: str) -> Scan:
    return scan(io.BytesIO(LOG), Triggers(literals, engine=engine))  # type: ignore[arg-type]


def _compiles(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts Hyperscan compilations from now on (one entry per compiled database)."""
    import hyperscan

    compiled: list[int] = []
    compile_database = hyperscan.Database.compile

    class Counting(hyperscan.Database):
        def compile(self, *args, **kwargs):
            compiled.append(1)
            return compile_database(self, *args, **kwargs)

    monkeypatch.setattr(hyperscan, "Database", Counting)
    return compiled


def test_the_second_finder_loads_the_database_instead_of_compiling_it(cache: Path, monkeypatch) -> None:
    compiled = _compiles(monkeypatch)
    first = Triggers(LITERALS).finder("github-actions")
    assert isinstance(first, HyperscanLineFinder)
    assert compiled == [1]
    second = Triggers(LITERALS).finder("github-actions")
    assert isinstance(second, HyperscanLineFinder)
    assert compiled == [1]
    assert second.find(LOG) == first.find(LOG)
    assert _scan(LITERALS, "auto") == _scan(LITERALS, "re2")


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda stored: b"", id="empty"),
        pytest.param(lambda stored: stored[:64], id="only-the-key"),
        pytest.param(lambda stored: stored[: len(stored) // 2], id="cut"),
        pytest.param(lambda stored: stored[:-200] + bytes(200), id="zeroed-tail"),
        pytest.param(lambda stored: b"not a database at all", id="garbage"),
    ],
)
def test_a_corrupt_entry_is_compiled_again_and_replaced(cache: Path, monkeypatch, damage) -> None:
    expected = _scan(LITERALS, "re2")
    Triggers(LITERALS).finder("github-actions")
    entry = _entry(cache)
    good = entry.read_bytes()
    entry.write_bytes(damage(good))
    compiled = _compiles(monkeypatch)
    assert _scan(LITERALS, "auto") == expected
    assert compiled == [1]
    assert _entry(cache).read_bytes() == good


def test_another_entry_copied_over_is_not_used(cache: Path, monkeypatch) -> None:
    """A valid database of other literals under this entry's name: its key does not match."""
    Triggers(OTHER_LITERALS).finder("github-actions")
    foreign = _entry(cache).read_bytes()
    Triggers(LITERALS).finder("github-actions")
    _entry(cache).write_bytes(foreign)
    compiled = _compiles(monkeypatch)
    assert _scan(LITERALS, "auto") == _scan(LITERALS, "re2")
    assert compiled == [1]


def test_an_unwritable_cache_still_scans(tmp_path: Path, monkeypatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("CI_TRIAGE_CACHE_DIR", str(blocker / "cache"))
    assert isinstance(Triggers(LITERALS).finder("github-actions"), HyperscanLineFinder)
    assert _scan(LITERALS, "auto") == _scan(LITERALS, "re2")
