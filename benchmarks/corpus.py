"""Loaders for the shared corpus (``../shared/corpus``) used by the benchmarks and tests."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

CORPUS = Path(os.environ.get("CI_TRIAGE_CORPUS", Path(__file__).resolve().parents[2] / "shared" / "corpus"))


@dataclass(frozen=True)
class LabelledLog:
    """A corpus log and the lines that must be in a good excerpt.

    ``must_cover`` holds groups of 1-based line numbers; a group counts as kept when every line
    of it is in the excerpt.
    """

    name: str
    path: Path
    must_cover: list[list[int]]
    category: str | None = None


def logchunks(chunk_cap: int = 50) -> list[LabelledLog]:
    """LogChunks logs with their labelled chunk (chunks longer than ``chunk_cap`` lines: the first ``chunk_cap``)."""
    rows = [json.loads(line) for line in (CORPUS / "logchunks" / "labels.jsonl").open()]
    logs = []
    for row in rows:
        start, end = row["chunk_start_line"], row["chunk_end_line"]
        lines = list(range(start, min(end, start + chunk_cap - 1) + 1))
        logs.append(LabelledLog(f"{row['repo']}/{row['build_id']}", CORPUS / "logchunks" / row["log"], [lines]))
    return logs


def logdx_critical() -> list[LabelledLog]:
    """LogDx cases; one group per critical required signal (all its evidence lines); the category is
    LogDx's own (``root_cause.category``, see ``categories.md`` for the mapping)."""
    logs = []
    for case in sorted((CORPUS / "logdx").iterdir()):
        if not (case / "ground_truth.json").is_file():
            continue
        truth = json.loads((case / "ground_truth.json").read_text())
        log_path = (case / (case / "log.txt").read_text().strip()).resolve()
        groups = []
        for signal in truth["required_signals"]:
            if signal.get("importance") != "critical":
                continue
            lines = [n for start, end in signal.get("evidence_lines", []) for n in range(start, end + 1)]
            if lines:
                groups.append(lines)
        logs.append(LabelledLog(case.name, log_path, groups, category=truth["root_cause"]["category"]))
    return logs


def gha() -> list[LabelledLog]:
    """The annotated GitHub Actions logs; one group per key line; category as the project labels it
    in the first nine-category taxonomy (``taxonomy``), which a finer category agrees with through
    ``ci_triage.logs.taxonomy.REFINES`` (``cancelled`` with ``infrastructure/network/flaky``)."""
    index = json.loads((CORPUS / "gha" / "index.json").read_text())
    logs = []
    for entry in index["logs"]:
        keys = entry["explaining_lines"].split("key:")[1].rstrip(")").split(",")
        logs.append(
            LabelledLog(
                entry["file"], CORPUS / "gha" / entry["file"], [[int(k)] for k in keys], category=entry["taxonomy"]
            )
        )
    return logs


def cidiff_labelled() -> list[LabelledLog]:
    """Failing logs of the CiDiff pairs hand-labelled with a category (tuning part only, see
    ``reference/cidiff_categories.json``); no lines to cover."""
    labels = json.loads((Path(__file__).resolve().parent / "reference" / "cidiff_categories.json").read_text())
    return [
        LabelledLog(name, CORPUS / "cidiff" / name / "fail.log", [], category=case["category"])
        for name, case in sorted(labels["cases"].items())
    ]


def logchunks_labelled() -> list[LabelledLog]:
    """LogChunks logs hand-labelled with a category (tuning part only, see
    ``reference/logchunks_categories.json``); no lines to cover."""
    labels = json.loads((Path(__file__).resolve().parent / "reference" / "logchunks_categories.json").read_text())
    return [
        LabelledLog(log, CORPUS / "logchunks" / log, [], category=case["category"])
        for log, case in sorted(labels["cases"].items())
    ]
