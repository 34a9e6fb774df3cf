"""Skill discovery: bundled skills, a repository's and the home folder's skill folders, single
``.md`` files, ``id`` as an alias of ``name``, precedence (first name wins), and broken files
reported and skipped; skills written for other agents load as knowledge without signals."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.signals import SignalIndex
from ci_triage.logs.skills import SKILL_FOLDERS, bundled_skills_dir, load_skills, skill_dirs

SIGNAL_SKILL = """\
---
{head}
description: {description}
category: lint/format
signals:
  - id: custom-error
    pattern: '^CUSTOM-LINT (?P<file>\\S+):(?P<line>\\d+)'
    weight: 0.8
    role: error
---
Run custom-lint locally and fix the file it names.
"""


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_every_bundled_skill_loads_with_a_category_and_signals():
    skills = load_skills()

    assert skills.problems == ()
    assert len(skills.skills) == len([p for p in bundled_skills_dir().iterdir() if (p / "SKILL.md").is_file()])
    assert all(skill.category and skill.signals for skill in skills.skills)
    assert skills.get("pytest") is not None


def test_a_repository_skill_in_every_agent_folder_is_found(tmp_path):
    repo = tmp_path / "repo"
    for index, folder in enumerate(SKILL_FOLDERS):
        write(repo / folder / f"family-{index}" / "SKILL.md", SIGNAL_SKILL.format(head="", description=folder))

    skills = load_skills(repo=repo)

    assert [s.name for s in skills.skills if s.name.startswith("family-")] == [
        f"family-{i}" for i in range(len(SKILL_FOLDERS))
    ]
    assert skill_dirs(repo=repo) == [repo / folder for folder in SKILL_FOLDERS]


def test_single_md_files_and_id_as_an_alias_of_name(tmp_path):
    repo = tmp_path / "repo"
    write(repo / ".ci-triage/skills/custom-lint.md", SIGNAL_SKILL.format(head="", description="stem name"))
    write(repo / ".ci-triage/skills/other.md", SIGNAL_SKILL.format(head="id: by-id", description="id alias"))
    write(repo / ".ci-triage/skills/README.md", "not a skill")

    skills = load_skills(repo=repo, bundled=False)

    assert [s.name for s in skills.skills] == ["custom-lint", "by-id"]
    assert skills.problems == ()


def test_first_name_wins_bundled_then_home_then_repository(tmp_path):
    home, repo = tmp_path / "home", tmp_path / "repo"
    write(home / ".claude/skills/pytest/SKILL.md", SIGNAL_SKILL.format(head="", description="home pytest"))
    write(home / ".claude/skills/shared/SKILL.md", SIGNAL_SKILL.format(head="", description="from home"))
    write(repo / ".ci-triage/skills/shared/SKILL.md", SIGNAL_SKILL.format(head="", description="from repo"))

    skills = load_skills(repo=repo, home=home)

    assert skills.get("pytest").description.startswith("pytest test failures")  # the bundled one
    assert skills.get("shared").description == "from home"
    shadowed = {Path(p.path).parent.parent.parent.parent.name for p in skills.problems}
    assert shadowed == {"home", "repo"}
    assert all("was found first" in p.reason for p in skills.problems)


def test_broken_files_are_reported_and_skipped_not_fatal(tmp_path):
    folder = tmp_path / "repo/.agents/skills"
    write(folder / "no-frontmatter.md", "just text\n")
    write(folder / "bad-yaml.md", "---\nname: [unclosed\n---\nbody\n")
    write(folder / "empty-body.md", "---\ndescription: d\n---\n\n")
    write(folder / "bad-pattern.md", SIGNAL_SKILL.format(head="", description="d").replace("(?P<file>", "(?P<file"))
    no_category = SIGNAL_SKILL.format(head="", description="d").replace("category: lint/format\n", "")
    write(folder / "no-category.md", no_category)
    write(folder / "name-clash.md", SIGNAL_SKILL.format(head="id: a\nname: b", description="d"))
    write(folder / "good.md", SIGNAL_SKILL.format(head="", description="fine"))

    skills = load_skills(repo=tmp_path / "repo", bundled=False)

    assert [s.name for s in skills.skills] == ["good"]
    reasons = {Path(p.path).stem: p.reason for p in skills.problems}
    assert "no YAML frontmatter" in reasons["no-frontmatter"]
    assert "not valid YAML" in reasons["bad-yaml"]
    assert reasons["empty-body"].startswith("body:")
    assert "does not compile" in reasons["bad-pattern"]
    assert "must declare a category" in reasons["no-category"]
    assert "differ" in reasons["name-clash"]


def test_a_skill_written_for_another_agent_loads_as_knowledge_and_the_classifier_ignores_it(tmp_path):
    repo = tmp_path / "repo"
    write(
        repo / ".claude/skills/release-notes/SKILL.md",
        "---\nname: release-notes\ndescription: How we write release notes.\nallowed-tools: Read, Grep\n---\n"
        "Write them in the past tense.\n",
    )

    skills = load_skills(repo=repo)
    notes = skills.get("release-notes")

    assert notes is not None
    assert notes.category is None
    assert notes.signals == ()
    assert notes.ignored_fields == ("allowed-tools",)
    index = SignalIndex(skills)
    assert all(signal.skill != "release-notes" for signal in index.signals)
    assert index.signals  # the bundled signals are still there


def test_the_catalogue_line_is_one_line_and_bounded(tmp_path):
    long = "word " * 100
    write(tmp_path / "s/long.md", f"---\ndescription: >\n  first line\n  {long}\n---\nbody\n")

    (skill,) = load_skills([tmp_path / "s"], bundled=False).skills

    assert "\n" not in skill.summary
    assert len(skill.summary) <= 200
    assert skill.summary.startswith("first line word")
