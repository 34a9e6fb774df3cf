"""The README's numbers that the code can check: how many skills ship and their signals, the
JSON report's fields, the action's modes and the source paths the docs name."""

from __future__ import annotations

import json
import re
from dataclasses import fields
from pathlib import Path
from typing import get_args

import pytest

from ci_triage.commands.cli import main
from ci_triage.config.settings import Mode
from ci_triage.logs.model import SCHEMA_VERSION, TriageReport
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
    section = README.split(f"### JSON (schema version {SCHEMA_VERSION})", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`(\w+)`", section))
    assert {field.name for field in fields(TriageReport)} - named == set()


def _readme_job_entry_keys() -> tuple[set[str], set[str]]:
    """The keys the README's JSON section gives a ``jobs`` entry and its ``classification``, from
    its paragraph ``Each entry of `jobs` has the keys …; its `classification` has the keys … (…)``:
    the names in backticks outside parentheses."""
    section = README.split(f"### JSON (schema version {SCHEMA_VERSION})", 1)[1].split("\n## ", 1)[0]
    paragraph = section.split("Each entry of `jobs` has the keys", 1)[1].split("\n\n", 1)[0]
    entry, classification = paragraph.split("; its `classification` has the keys", 1)

    def keys(text: str) -> set[str]:
        depth, outside = 0, []
        for char in text:
            depth += char == "("
            if depth == 0:
                outside.append(char)
            depth -= char == ")"
        return set(re.findall(r"`(\w+)`", "".join(outside)))

    return keys(entry), keys(classification)


def test_the_readme_names_exactly_the_keys_of_a_job_entry_of_the_json_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "job.log"
    log.write_text(
        "##[group]Run pytest\nE   assert 1 == 2\nFAILED tests/test_x.py::test_a\n"
        "##[error]Process completed with exit code 1.\n"
    )
    main(["triage", str(log), "--format", "json"])
    job = json.loads(capsys.readouterr().out)["jobs"][0]
    entry, classification = _readme_job_entry_keys()
    assert (entry, classification) == (set(job), set(job["classification"]))


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
