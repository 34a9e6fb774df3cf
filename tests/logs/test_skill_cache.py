"""The bundled skills and their signal facts come from the disk cache when their files are unchanged."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ci_triage.logs import signals, skills
from ci_triage.logs.signals import SignalIndex
from ci_triage.logs.skills import bundled_skills_dir, load_skills


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("CI_TRIAGE_CACHE_DIR", str(folder))
    return folder


@pytest.fixture
def bundled_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of three bundled skills, used as the bundled folder."""
    folder = tmp_path / "bundled"
    for name in ("pytest", "eslint", "node-dependency"):
        shutil.copytree(bundled_skills_dir() / name, folder / name)
    monkeypatch.setattr(skills, "bundled_skills_dir", lambda: folder)
    return folder


def test_a_cached_load_equals_a_fresh_one(cache: Path) -> None:
    fresh = load_skills()
    assert sorted(path.name.split("-")[0] for path in cache.iterdir()) == ["bundled"]
    cached = load_skills()
    assert cached == fresh
    assert len(cached.skills) > 40


def test_a_hit_parses_no_file_and_an_edit_misses(cache: Path, bundled_copy: Path, monkeypatch) -> None:
    first = load_skills()
    parsed: list[Path] = []
    parse = skills.parse_skill_file
    monkeypatch.setattr(skills, "parse_skill_file", lambda path: parsed.append(path) or parse(path))
    assert load_skills() == first
    assert parsed == []
    skill_file = bundled_copy / "pytest" / "SKILL.md"
    skill_file.write_text(skill_file.read_text().replace("category: test failure", "category: lint/format", 1))
    edited = load_skills()
    assert len(parsed) == 3
    assert edited.get("pytest").category == "lint/format"
    assert len(list(cache.glob("bundled-skills-*.json"))) == 1


def test_a_corrupt_or_unwritable_cache_is_a_miss(cache: Path, tmp_path: Path, monkeypatch) -> None:
    fresh = load_skills()
    for entry in cache.iterdir():
        entry.write_text('{"not": "a list"')
    assert load_skills() == fresh
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("CI_TRIAGE_CACHE_DIR", str(blocker / "cache"))
    assert load_skills() == fresh


def test_a_cached_problem_is_reported_again(cache: Path, bundled_copy: Path) -> None:
    (bundled_copy / "broken").mkdir()
    (bundled_copy / "broken" / "SKILL.md").write_text("no frontmatter here\n")
    first = load_skills()
    again = load_skills()
    assert [p.reason for p in again.problems] == [p.reason for p in first.problems]
    assert any("frontmatter" in p.reason for p in again.problems)


def test_cached_signal_facts_equal_computed_ones(cache: Path) -> None:
    skill_set = load_skills()
    SignalIndex(skill_set)
    index = SignalIndex(skill_set)  # the second one reads the facts from the cache
    assert list(cache.glob("signal-facts-*.json"))
    for signal in index.signals:
        facts = signals._facts(signal.pattern)
        assert (signal.literal, signal.ignore_case) == (facts.literal, facts.ignore_case), signal.id
    assert any(signal.literal for signal in index.signals)
    assert any(signal.ignore_case for signal in index.signals)
