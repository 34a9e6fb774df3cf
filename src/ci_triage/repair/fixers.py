"""Skill fixers: which declared fixes apply to this failure, and the files they are given.

A skill's ``fix`` entries (``ci_triage.logs.skills.Fixer``) apply when the log's classification matched
one of the fixer's ``signals`` of that skill (any of its signals when it lists none) and, if it has
``when``, that regular expression matches one of those log lines, and, if it has ``tools``, the
log's report names one of them as its ``tool`` (the step's formatter: black's failure is not fixed
with ``ruff format``).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path, PurePosixPath

import re2

from ci_triage.evidence.model import Evidence
from ci_triage.logs.re2_patterns import re2_options
from ci_triage.logs.skills import Fixer, Skill
from ci_triage.propose.diagnosis import Diagnosis


def select_fixers(skills: Iterable[Skill], evidence: Evidence) -> list[tuple[Skill, Fixer]]:
    """The (skill, fixer) pairs that apply, in the order the log's signals matched (strongest job first)."""
    by_name = {skill.name: skill for skill in skills if skill.fix}
    chosen: list[tuple[Skill, Fixer]] = []
    for log in evidence.logs:
        for hit in log.report.classification.signals:
            skill = by_name.get(hit.skill)
            if skill is None:
                continue
            for fixer in skill.fix:
                if fixer.signals and hit.signal not in fixer.signals:
                    continue
                if fixer.when and not re2.search(fixer.when, hit.text, re2_options()):
                    continue
                if fixer.tools and log.report.tool not in fixer.tools:
                    continue
                if (skill, fixer) not in chosen:
                    chosen.append((skill, fixer))
    return chosen


def _in_tree(root: Path, name: str) -> str | None:
    """``name`` as a path relative to ``root`` if that file exists there; an absolute runner path
    (``/home/runner/work/repo/repo/src/a.py``) is matched by its longest existing suffix."""
    name = name.strip().removeprefix("./")
    if not name or name.startswith("-") or "\0" in name:
        return None
    parts = PurePosixPath(name).parts
    starts = range(len(parts)) if PurePosixPath(name).is_absolute() else range(1)
    resolved_root = root.resolve()
    for start in starts:
        relative = PurePosixPath(*[p for p in parts[start:] if p != "/"])
        if not relative.parts or ".." in relative.parts or relative.parts[0] == ".git":
            continue
        candidate = (root / relative).resolve()
        if candidate.is_file() and resolved_root in candidate.parents:
            return relative.as_posix()
    return None


def target_files(evidence: Evidence, diagnosis: Diagnosis, root: Path) -> list[str]:
    """Files to hand a fixer: the log's source locations and failed tests' files, then the
    diagnosis's suspected files; only files that exist in ``root`` (relative POSIX paths, no
    duplicates, none starting with ``-``)."""
    names: list[str] = []
    for log in evidence.logs:
        names.extend(location.file for location in log.report.locations)
        names.extend(test.file for test in log.report.failed_tests if test.file)
    names.extend(diagnosis.suspected_files)
    found: list[str] = []
    for name in names:
        relative = _in_tree(root, name)
        if relative and relative not in found:
            found.append(relative)
    return found
