"""How far ci-triage's explaining blocks reach over the lines a person marked, whatever the budget.

Run: ``python benchmarks/block_extent.py [--source NAME] [--list]``. For every block of lines a
person marked in a failing log (a *truth block*: one contiguous range, its first
:data:`TRUTH_LINES` lines, as ``corpus.py`` caps a LogChunks chunk), the explaining blocks that
touch it (``Block`` of ``logs/localise.py``, as ``select_lines`` receives them, before any budget is
spent) are measured:

- ``share``: the part of the truth block's lines inside those blocks (1.0: the blocks hold it whole);
- ``before`` / ``after``: how many of its lines lie before the first / after the last line the blocks
  hold of it (a block that starts late / ends early);
- ``extra``: how many lines the blocks hold outside it.

A truth block no explaining block touches counts as ``untouched`` (its lines carry no error word,
or lie outside what was read): a matter of finding blocks, not of their extent.

Sources (tuning parts only: ``split.py``'s held-out part is never opened):

- ``logchunks``: LogChunks' labelled chunk;
- ``gha``: the ranges of ``explaining_lines`` in ``gha/index.json``;
- ``logdx``: every required signal's evidence ranges (mostly single lines);
- ``cidiff``: the ``E`` entries of each case's first annotation (``nl_start``–``nl_end``);
- ``trials``: the ``L12`` / ``L12-15`` line ranges of ``/work/trials/t*/logs/INDEX.md`` rows
  (``CI_TRIAGE_TRIALS`` names another folder), each range one truth block; a log over
  :data:`TRIAL_BYTES` is left out (a trial's huge log is a smaller one's lines padded with noise, to
  time the reading: its blocks are the smaller log's).

The table gives, per source: truth blocks, how many are touched, how many touched are held whole,
the mean share over those touched, how many start late (``before`` > 0) and their lines, how many
end early (``after`` > 0) and their lines, and the median ``extra`` lines.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ci_triage.logs.analyse as analyse_module
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.localise import Block
from ci_triage.logs.source import open_log_source
from corpus import CORPUS, logchunks
from split import cidiff_held_out, gha_held_out, logchunks_held_out

TRUTH_LINES = 50
"""Most lines of a truth block measured: its first ones (LogChunks' cap in ``corpus.py``)."""
TRIAL_BYTES = 5_000_000
TRIALS = Path(os.environ.get("CI_TRIAGE_TRIALS", "/work/trials"))
_LINE_RANGE = re.compile(r"\bL(\d+)(?:[-–](\d+))?\b")
_RANGE = re.compile(r"(\d+)(?:-(\d+))?")


@dataclass(frozen=True)
class TruthLog:
    """A log and its truth blocks: ``(first, last)`` 1-based line numbers, inclusive."""

    name: str
    path: Path
    blocks: list[tuple[int, int]]


def explaining_blocks(path: Path, analyser: Analyser, budget: int = DEFAULT_BUDGET) -> tuple[list[Block], dict, object]:
    """The explaining blocks the analysis of the log at ``path`` (its first member) hands
    ``select_lines`` (every call's, in call order), the lines read (line number → ``LogLine``) and
    the analysis."""
    seen: dict = {"blocks": [], "lines": {}}
    select_lines = analyse_module.select_lines

    def spy(first, rest, lines, budget, endings, quoted=None):
        seen["blocks"].extend([*first, *rest])
        seen["lines"].update(lines)
        return select_lines(first, rest, lines, budget, endings, quoted)

    analyse_module.select_lines = spy
    try:
        with open_log_source(str(path)) as source:
            analysis = analyser.analyse(source.members[0], budget)
    finally:
        analyse_module.select_lines = select_lines
    return seen["blocks"], seen["lines"], analysis


def _capped(first: int, last: int) -> tuple[int, int]:
    return first, min(last, first + TRUTH_LINES - 1)


def _logchunks() -> Iterator[TruthLog]:
    held_out = logchunks_held_out()
    for log in logchunks(TRUTH_LINES):
        if log.name.split("/", 1)[0] not in held_out:
            chunk = log.must_cover[0]
            yield TruthLog(log.name, log.path, [(chunk[0], chunk[-1])])


def _gha() -> Iterator[TruthLog]:
    held_out = gha_held_out()
    for entry in json.loads((CORPUS / "gha" / "index.json").read_text())["logs"]:
        if entry["file"] in held_out:
            continue
        ranges = entry["explaining_lines"].split("(key")[0]
        blocks = [_capped(int(a), int(b or a)) for a, b in _RANGE.findall(ranges)]
        yield TruthLog(entry["file"], CORPUS / "gha" / entry["file"], blocks)


def _logdx() -> Iterator[TruthLog]:
    held_out = gha_held_out()
    for case in sorted((CORPUS / "logdx").iterdir()):
        if not (case / "ground_truth.json").is_file():
            continue
        log_path = (case / (case / "log.txt").read_text().strip()).resolve()
        if log_path.name in held_out:
            continue
        truth = json.loads((case / "ground_truth.json").read_text())
        ranges = {
            _capped(first, last)
            for signal in truth["required_signals"]
            for first, last in signal.get("evidence_lines", [])
        }
        if ranges:
            yield TruthLog(case.name, log_path, sorted(ranges))


def _cidiff() -> Iterator[TruthLog]:
    held_out = cidiff_held_out()
    cases = json.loads((CORPUS / "cidiff" / "groundtruth_lines.json").read_text())["cases"]
    for name, case in sorted(cases.items()):
        if name in held_out:
            continue
        entries = case["groundtruth"]["entries"]
        blocks = [_capped(e["nl_start"], e["nl_end"]) for e in entries if e["kind"] == "E"]
        if blocks:
            yield TruthLog(name, CORPUS / "cidiff" / name / "fail.log", blocks)


def _trials() -> Iterator[TruthLog]:
    for index in sorted(TRIALS.glob("t*/logs/INDEX.md")):
        for row in index.read_text(errors="replace").splitlines():
            cells = [cell.strip() for cell in row.split("|")]
            if len(cells) < 4 or not cells[1] or cells[1].startswith(("file", "-")):
                continue
            path = index.parent / cells[1].strip("` ")
            if not path.is_file() or path.suffix not in (".log", ".txt") or path.stat().st_size > TRIAL_BYTES:
                continue
            truth = " ".join(cells[2:])
            blocks = sorted(
                {_capped(int(a), int(b or a)) for a, b in _LINE_RANGE.findall(truth) if int(b or a) >= int(a)}
            )
            if blocks:
                yield TruthLog(f"{index.parent.parent.name}/{path.name}", path, blocks)


SOURCES = {"logchunks": _logchunks, "gha": _gha, "logdx": _logdx, "cidiff": _cidiff, "trials": _trials}


@dataclass(frozen=True)
class Extent:
    """One truth block against the explaining blocks touching it (see the module's docstring)."""

    first: int
    last: int
    touched: bool
    share: float
    before: int
    after: int
    extra: int


def measure(truth: tuple[int, int], blocks: list[Block]) -> Extent:
    """The extent of the ``blocks`` touching the truth block ``truth`` (``(first, last)``, 1-based)."""
    first, last = truth
    touching = [block for block in blocks if block.start <= last and block.end >= first]
    if not touching:
        return Extent(first, last, False, 0.0, 0, 0, 0)
    held = {n for block in touching for n in range(block.start, block.end + 1)}
    inside = sorted(n for n in held if first <= n <= last)
    size = last - first + 1
    return Extent(
        first,
        last,
        True,
        len(inside) / size,
        inside[0] - first if inside else size,
        last - inside[-1] if inside else 0,
        len(held) - len(inside),
    )


def _row(name: str, extents: list[Extent]) -> str:
    touched = [e for e in extents if e.touched]
    whole = sum(e.share == 1.0 for e in touched)
    late = [e.before for e in touched if e.before]
    early = [e.after for e in touched if e.after]
    mean = statistics.fmean(e.share for e in touched) if touched else 0.0
    extra = statistics.median(e.extra for e in touched) if touched else 0
    return (
        f"| {name} | {len(extents)} | {len(touched)} | {whole} | {mean:.3f} | {len(late)} ({sum(late)}) "
        f"| {len(early)} ({sum(early)}) | {extra:g} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", choices=sorted(SOURCES), action="append", help="only these sources")
    parser.add_argument("--list", action="store_true", help="each truth block cut short, with its first lines")
    args = parser.parse_args()
    analyser = Analyser.load()
    columns = "truth blocks | touched | whole | mean share | start late (lines) | end early (lines) | median extra"
    print(f"| source | {columns} |")
    print("|---|---|---|---|---|---|---|---|")
    details: list[str] = []
    for name in args.source or list(SOURCES):
        extents: list[Extent] = []
        for log in SOURCES[name]():
            blocks, _, _ = explaining_blocks(log.path, analyser)
            for truth in log.blocks:
                extent = measure(truth, blocks)
                extents.append(extent)
                if args.list and extent.touched and (extent.before or extent.after):
                    spans = [f"{b.start}-{b.end}" for b in blocks if b.start <= truth[1] and b.end >= truth[0]]
                    details.append(
                        f"  {name} {log.name} truth {truth[0]}-{truth[1]} blocks {','.join(spans)}"
                        f" before {extent.before} after {extent.after}: {_first_text(log.path, truth[0])!r}"
                    )
        print(_row(name, extents), flush=True)
    print("\n".join(details))


def _first_text(path: Path, number: int) -> str:
    with path.open("rb") as file:
        for index, raw in enumerate(file, 1):
            if index == number:
                return clean_line(raw.decode("utf-8", "replace").rstrip("\n")).text.strip()[:90]
    return ""


if __name__ == "__main__":
    main()
