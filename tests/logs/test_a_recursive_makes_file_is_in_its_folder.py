"""A compiler run by a recursive make names its file relative to the folder make entered
(``make[1]: Entering directory '/home/runner/work/calc/calc/lib'``, then gcc's ``g.c:1:21: error``):
the location is the repository's ``lib/g.c`` (trial 71 #1). Where sub-makes print at once
(``make -j`` without ``--output-sync``) the folder a line is printed under says nothing of it: the
file stays as gcc printed it.

Real GNU Make 4.3 and gcc 12.2.0 output (``tests/fixtures/s31-subdir``, README there)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s31-subdir"


def _places(report: dict) -> set[tuple[str, int]]:
    return {(place["file"], place["line"]) for place in report["locations"]}


@pytest.mark.parametrize(
    "log", ["make-k-recursive.gha.log", "make-k-recursive-local.gha.log", "make-k-j3-output-sync.gha.log"]
)
def test_a_sub_makes_file_is_joined_with_the_folder_it_entered(triage_json: Callable[..., dict], log: str) -> None:
    """Each sub-make's file is in its folder (two levels deep for ``make[2]``), and the top make's
    ``main.c``, printed after the sub-makes left their folders, stays at the root."""
    assert _places(triage_json(FIXTURES / log)) == {("lib/sub/h.c", 1), ("lib/g.c", 1), ("main.c", 1)}


def test_interleaved_sub_makes_leave_the_files_as_printed(triage_json: Callable[..., dict]) -> None:
    """``make -k -j3`` prints the top make's ``main.c`` error below ``lib/sub``'s ``Entering``: no
    file is joined with a folder it may not be in."""
    assert _places(triage_json(FIXTURES / "make-k-j3-interleaved.gha.log")) == {("main.c", 1), ("h.c", 1), ("g.c", 1)}


def test_a_local_paste_of_make_C_names_the_file_in_the_entered_folder(triage_json: Callable[..., dict]) -> None:
    """Trial 77 #4: a local shell's ``make -C native`` pasted without its command (``make: Entering
    directory '/work/trials/t77/projects/mk/native'``, no runner's checkout folder): gcc's
    ``foo.c:5:16`` is that folder's file, not a bare ``foo.c``. Where the build started the log does
    not say (``make -C native/lib`` prints the same line one folder deeper: a guess of one folder up
    named ``lib/foo.c``, user trial 77): the path is the entered folder's absolute one. Real output:
    trial 77's (``tests/fixtures/t77/makec_plain.txt``) and GNU Make 4.3's here
    (``tests/fixtures/t7677/make-C-two-deep.plain.txt``, READMEs there)."""
    fixtures = Path(__file__).resolve().parents[1] / "fixtures"
    report = triage_json(fixtures / "t77" / "makec_plain.txt")
    native = "/work/trials/t77/projects/mk/native/foo.c"
    assert _places(report) == {(native, 5), (native, 4), (native, 6)}
    assert _places(triage_json(fixtures / "t7677" / "make-C-two-deep.plain.txt")) == {
        ("/tmp/mk-t7677/proj/native/lib/foo.c", 3)
    }


def test_a_pasted_make_C_in_its_checkout_is_the_repositorys_path(
    triage_json: Callable[..., dict], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Run in the checkout the paste is from, the entered folder's file is the repository's path,
    ``native/lib/foo.c``: the real paste with its folder moved to the test's checkout."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "native" / "lib").mkdir(parents=True)
    (tmp_path / "native" / "lib" / "foo.c").write_text("int f(void);\n")
    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "t7677" / "make-C-two-deep.plain.txt"
    log = tmp_path / "make.txt"
    log.write_text(fixture.read_text(encoding="utf-8").replace("/tmp/mk-t7677/proj", str(tmp_path)), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert _places(triage_json(log)) == {("native/lib/foo.c", 3)}
