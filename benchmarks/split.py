"""The corpus split: a part set aside by repository, chosen before any tuning, never looked at while working.

Every benchmark reports its numbers on both parts ("tuning" and "held-out"). The held-out part is
chosen by repository, not by file, so that no repository has logs on both sides: for each corpus
folder the repositories are ordered by ``sha256(SALT + repository)`` and taken from the front until a
quarter of that folder's items (and, for LogChunks, at least 16 repositories) are held out.

- ``logchunks/``: repository = the ``repo`` field of ``labels.jsonl`` (``owner@name``).
- ``gha/`` and ``logdx/``: repository = ``ci_repo`` of ``gha/index.json``; a LogDx case follows its log.
- ``cidiff/``: repository = the case name before its last ``_`` (``astor_1260`` → ``astor``).

The choice depends only on the names, so it is the same on every machine and stays put when files
are added elsewhere.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterable
from functools import cache

from corpus import CORPUS

SALT = "ci-triage holdout 2026-12-01:"
HELD_OUT_SHARE = 0.25
MIN_LOGCHUNKS_REPOSITORIES = 16


def _held_out(counts: Counter[str], *, min_repositories: int = 0) -> frozenset[str]:
    """Repositories taken in hash order until a quarter of the items (and ``min_repositories``) are held out."""
    order = sorted(counts, key=lambda repo: hashlib.sha256((SALT + repo).encode()).hexdigest())
    total, held, chosen = sum(counts.values()), 0, []
    for repo in order:
        if held >= HELD_OUT_SHARE * total and len(chosen) >= min_repositories:
            break
        chosen.append(repo)
        held += counts[repo]
    return frozenset(chosen)


@cache
def logchunks_held_out() -> frozenset[str]:
    """LogChunks repositories (``owner@name``) held out."""
    rows = (json.loads(line) for line in (CORPUS / "logchunks" / "labels.jsonl").open())
    return _held_out(Counter(row["repo"] for row in rows), min_repositories=MIN_LOGCHUNKS_REPOSITORIES)


@cache
def gha_held_out() -> frozenset[str]:
    """``gha/`` log file names held out (whole repositories by ``ci_repo``)."""
    logs = json.loads((CORPUS / "gha" / "index.json").read_text())["logs"]
    repos = _held_out(Counter(entry["ci_repo"] for entry in logs))
    return frozenset(entry["file"] for entry in logs if entry["ci_repo"] in repos)


def cidiff_repository(case: str) -> str:
    """The project a CiDiff case belongs to: its name before the last ``_``."""
    return case.rsplit("_", 1)[0]


@cache
def cidiff_held_out() -> frozenset[str]:
    """CiDiff case names held out (whole projects)."""
    cases = [p.name for p in (CORPUS / "cidiff").iterdir() if (p / "fail.log").is_file()]
    repos = _held_out(Counter(cidiff_repository(case) for case in cases))
    return frozenset(case for case in cases if cidiff_repository(case) in repos)


def part(held_out: bool) -> str:
    """The column name of a part."""
    return "held-out" if held_out else "tuning"


def split(names: Iterable[str], held: frozenset[str]) -> dict[str, list[str]]:
    """``names`` into ``{"tuning": [...], "held-out": [...]}`` by membership in ``held``."""
    parts: dict[str, list[str]] = {"tuning": [], "held-out": []}
    for name in names:
        parts[part(name in held)].append(name)
    return parts


if __name__ == "__main__":
    print("LogChunks repositories held out:", ", ".join(sorted(logchunks_held_out())))
    print("gha logs held out:", ", ".join(sorted(gha_held_out())))
    print("cidiff cases held out:", ", ".join(sorted(cidiff_held_out())))
