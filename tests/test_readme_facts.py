"""The README's numbers that the code can check: how many skills ship and their signals, the
JSON report's fields, the action's modes and the source paths the docs name."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path
from typing import get_args

from ci_triage.config.settings import Mode
from ci_triage.logs.model import TriageReport
from ci_triage.logs.skills import load_skills

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_skill_counts_in_the_readme_are_the_bundled_ones() -> None:
    skills = load_skills().skills
    families = [int(n) for n in re.findall(r"\b(\d+) families ship\b", README)]
    pairs = [(int(a), int(b)) for a, b in re.findall(r"\b(\d+) skills' (\d+) signals\b", README)]
    assert families, "the README says how many skill families ship"
    assert set(families) == {len(skills)}
    assert set(pairs) <= {(len(skills), sum(len(skill.signals) for skill in skills))}


def test_the_readme_names_every_top_level_field_of_the_json_report() -> None:
    section = README.split("### JSON (schema version 1)", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`(\w+)`", section))
    assert {field.name for field in fields(TriageReport)} - named == set()


def test_the_readme_mode_row_lists_every_mode_of_the_action() -> None:
    row = next(line for line in README.splitlines() if line.startswith("| `mode` |"))
    assert set(get_args(Mode)) - set(re.findall(r"`([a-z-]+)`", row)) == set()


def test_source_paths_named_in_the_docs_exist() -> None:
    docs = [ROOT / "README.md", ROOT / "action.yml", *sorted((ROOT / "docs").glob("*.md"))]
    named = {
        (doc.name, path)
        for doc in docs
        for path in re.findall(r"\b(?:src/)?(ci_triage/[\w/]+\.py)\b", doc.read_text(encoding="utf-8"))
    }
    assert named, "the docs name source files"
    assert {(doc, path) for doc, path in named if not (ROOT / "src" / path).exists()} == set()
