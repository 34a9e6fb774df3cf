"""``ci-triage skills list | show | check`` for people writing skills: the catalogue with its
sources, one skill's file, and a check that validates frontmatter and prints which signal matched
which 1-based line of a sample log; bad input is one message and exit code 3, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import re2

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.classify import CONFIDENT
from ci_triage.logs.skill_starter import NO_EVIDENCE_WEIGHT, STARTER_WEIGHT
from ci_triage.logs.skills import load_skills

SKILL = """\
---
name: custom-lint
description: Our in-house linter's findings.
category: lint/format
tool: custom-lint
signals:
  - id: finding
    pattern: '^CUSTOM-LINT (?P<file>[\\w./-]+):(?P<line>\\d+): (?P<message>.+)$'
    weight: 0.8
    role: error
  - id: verdict
    pattern: '^custom-lint: (?P<count>\\d+) findings?$'
    weight: 0.6
    role: summary
---
Run `custom-lint --fix` locally and commit the result.
"""

LOG = (
    "2024-05-01T12:00:00.0000000Z ##[group]Run custom-lint\n"
    "2024-05-01T12:00:01.0000000Z checking 12 files\n"
    "2024-05-01T12:00:02.0000000Z CUSTOM-LINT src/app.py:7: trailing comma\n"
    "2024-05-01T12:00:03.0000000Z custom-lint: 1 finding\n"
    "2024-05-01T12:00:04.0000000Z ##[error]Process completed with exit code 1.\n"
)


pytestmark = pytest.mark.usefixtures("empty_home")


def skill_folder(root: Path, text: str = SKILL) -> Path:
    folder = root / "custom-lint"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(text)
    return folder


def test_check_prints_which_signal_matched_which_line(tmp_path, capsys):
    folder = skill_folder(tmp_path)
    log = tmp_path / "sample.log"
    log.write_text(LOG)

    code = main(["skills", "check", str(folder), str(log)])

    out = capsys.readouterr().out
    assert code == ExitCode.OK
    assert "ok      custom-lint" in out
    assert "category lint/format, 2 signals" in out
    assert f"{log}:3: custom-lint/finding [error 0.80] file=src/app.py line=7 message=trailing comma" in out
    assert f"{log}:4: custom-lint/verdict [summary 0.60] count=1 | custom-lint: 1 finding" in out
    assert f"{log}: 2 of 5 lines matched a signal" in out


def test_check_reports_a_broken_skill_with_exit_code_3(tmp_path, capsys):
    folder = skill_folder(tmp_path, SKILL.replace("weight: 0.8", "weight: 8"))

    code = main(["skills", "check", str(folder)])

    captured = capsys.readouterr()
    assert code == ExitCode.INPUT
    assert "broken" in captured.out
    assert "signals.0.weight" in captured.out
    assert captured.err.strip() == "ci-triage: error: 1 of 1 skill files failed the check"


def test_check_warns_about_other_agents_fields_and_a_bundled_name(tmp_path, capsys):
    text = SKILL.replace("name: custom-lint", "name: pytest\nallowed-tools: Read")
    folder = skill_folder(tmp_path, text)

    assert main(["skills", "check", str(folder)]) == ExitCode.OK

    out = capsys.readouterr().out
    assert "warning pytest: frontmatter field 'allowed-tools' is for other agents; ci-triage ignores it" in out
    assert "a bundled skill has this name" in out


def test_check_calls_a_misspelt_field_broken(tmp_path, capsys):
    folder = skill_folder(tmp_path, SKILL.replace("signals:", "signal:"))

    assert main(["skills", "check", str(folder)]) == ExitCode.INPUT

    assert "signal: Extra inputs are not permitted" in capsys.readouterr().out


def test_check_of_a_folder_of_skills_and_a_missing_log(tmp_path, capsys):
    skill_folder(tmp_path / "skills")
    (tmp_path / "skills" / "broken.md").write_text("no frontmatter\n")

    assert main(["skills", "check", str(tmp_path / "skills")]) == ExitCode.INPUT
    out = capsys.readouterr().out
    assert "ok      custom-lint" in out
    assert "broken.md: no YAML frontmatter" in out

    assert main(["skills", "check", str(tmp_path / "skills" / "custom-lint"), str(tmp_path / "nope.log")]) == 3
    assert "nope.log: cannot be read" in capsys.readouterr().err


def test_list_shows_bundled_home_and_repository_skills_in_precedence_order(tmp_path, empty_home, capsys):
    skill_folder(tmp_path / "repo" / ".ci-triage" / "skills")
    (empty_home / ".claude" / "skills").mkdir(parents=True)
    (empty_home / ".claude" / "skills" / "notes.md").write_text("---\ndescription: Personal notes.\n---\nBody.\n")

    assert main(["skills", "list", "--checkout", str(tmp_path / "repo")]) == ExitCode.OK

    out = capsys.readouterr().out
    names = [line.split()[0] for line in out.splitlines() if line and not line.startswith(" ")]
    bundled = [skill.name for skill in load_skills().skills]
    assert names == [*bundled, "notes", "custom-lint"]
    assert "(knowledge only)" in out
    assert "bundled" in out


def test_show_prints_the_file_and_an_unknown_id_is_exit_code_3(capsys):
    assert main(["skills", "show", "prettier", "--no-home-skills"]) == ExitCode.OK
    out = capsys.readouterr().out
    assert out.startswith("# ")
    assert "name: prettier" in out

    assert main(["skills", "show", "nosuch"]) == ExitCode.INPUT
    first = load_skills().skills[0].name
    assert f"no skill 'nosuch'; known skills: {first}, " in capsys.readouterr().err


def test_new_writes_a_starter_skill_whose_signals_match_the_failing_lines(tmp_path, capsys):
    log = tmp_path / "job.log"
    log.write_text(
        '$ ./deploy.sh\nStarting deploy of build 4821\nFATAL: quota exceeded for project "acme" (limit 12)\n'
    )
    argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--name", "quota"]
    assert main([*argv, "--category", "infrastructure-as-code/deploy"]) == ExitCode.OK
    written = tmp_path / ".ci-triage" / "skills" / "quota" / "SKILL.md"
    assert f"wrote {written}" in capsys.readouterr().out
    skills = load_skills([tmp_path / ".ci-triage" / "skills"], bundled=False)
    assert [skill.name for skill in skills.skills] == ["quota"]
    (signal,) = skills.skills[0].signals
    assert signal.pattern == r'^\s*FATAL: quota exceeded for project "[^"]*" \(limit \d+\)\s*$'
    assert (signal.role, signal.weight) == ("error", STARTER_WEIGHT)
    # a second run never overwrites the first
    assert main([*argv, "--category", "configuration"]) == ExitCode.INPUT
    assert "already exists" in capsys.readouterr().err
    assert "infrastructure-as-code/deploy" in written.read_text()


def test_a_starter_signal_matches_any_value_and_any_count_but_zero(tmp_path, capsys):
    """A value (``expected 7, got 6``) may be 0 in the next failure; a count before a word
    (``2 failures``) is not 0 in a failure, while a passing run prints ``0 failures``."""
    log = tmp_path / "job.log"
    log.write_text("$ php tests/run.php\nFAIL: sum expected 7, got 6 (2 failures)\nexit status 1\n")
    argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--name", "sums"]
    assert main([*argv, "--category", "test failure"]) == ExitCode.OK
    capsys.readouterr()
    (signal,) = load_skills([tmp_path / ".ci-triage" / "skills"], bundled=False).skills[0].signals
    assert re2.search(signal.pattern, "FAIL: sum expected 0, got 10 (3 failures)")
    assert not re2.search(signal.pattern, "FAIL: sum expected 7, got 6 (0 failures)")


def test_a_starter_signal_matches_any_path_with_a_folder_and_any_version(tmp_path, capsys):
    """The next failure names another file or version: a user trial's starters from a link
    checker's ``[✖] docs/install.md`` and a tag check's ``Tag v1.2.3 …`` matched only those."""
    log = tmp_path / "job.log"
    log.write_text(
        "$ ./check-release.sh\nERROR: tag v1.2.3 does not match package version 1.2.4\n"
        "ERROR: dead link in docs/install.md\nexit status 1\n"
    )
    argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--name", "release"]
    assert main([*argv, "--category", "configuration"]) == ExitCode.OK
    capsys.readouterr()
    patterns = [
        signal.pattern for signal in load_skills([tmp_path / ".ci-triage" / "skills"], bundled=False).skills[0].signals
    ]
    assert any(re2.search(pattern, "ERROR: tag v2.0.0 does not match package version 2.0.1") for pattern in patterns)
    assert any(re2.search(pattern, "ERROR: dead link in docs/guide/setup.md") for pattern in patterns)


def test_new_makes_a_line_that_does_not_read_as_a_failure_context_that_decides_nothing(tmp_path, capsys, gha_log):
    """``echo checking CHANGELOG entry`` then a silent ``grep -q`` (exit 1): the only line printed
    also prints when the step passes, so an ``error`` signal made of it would fail every passing run."""
    step = "echo checking CHANGELOG entry && grep -q '^## 1.4.0' CHANGELOG.md"
    log = gha_log(tmp_path / "job.log", step, ["checking CHANGELOG entry"], 1)
    argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--name", "changelog"]
    assert main([*argv, "--category", "configuration"]) == ExitCode.OK
    assert "ci-triage: note: no failing line reads as a failure" in capsys.readouterr().err
    folder = tmp_path / ".ci-triage" / "skills"
    (skill,) = load_skills([folder], bundled=False).skills
    (signal,) = skill.signals
    assert (signal.role, signal.weight) == ("context", NO_EVIDENCE_WEIGHT)
    assert "Replace the pattern" in signal.description
    passing = tmp_path / "ok.log"
    passing.write_text("checking CHANGELOG entry\nCHANGELOG has 1.4.0\n")
    assert main(["triage", str(passing), "--skills", str(folder), "--no-home-skills", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["failure_found"] is False


def test_a_starter_skill_alone_never_gives_a_confident_verdict(tmp_path, capsys, gha_log):
    """The starter's lines read as failures, and nothing else names the category: the verdict is the
    skill's, at most its weight (below 0.7, the confidence of a confident verdict)."""
    output = ["schemalint scanning migrations/", "schemalint: 2 violations in 3 files, build FAILED"]
    log = gha_log(tmp_path / "job.log", "./tools/schemalint migrations/", output, 3)
    argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--name", "schemalint"]
    assert main([*argv, "--category", "configuration"]) == ExitCode.OK
    folder = tmp_path / ".ci-triage" / "skills"
    (skill,) = load_skills([folder], bundled=False).skills
    assert [signal.role for signal in skill.signals] == ["error"]
    assert not re2.search(skill.signals[0].pattern, "schemalint: 0 violations in 3 files, build FAILED")
    capsys.readouterr()
    assert main(["triage", str(log), "--skills", str(folder), "--no-home-skills", "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "configuration"
    assert 0 < report["confidence"] <= STARTER_WEIGHT < CONFIDENT


def test_new_never_turns_the_runners_exit_code_line_into_a_signal(tmp_path, capsys):
    """Every failed job prints "Process completed with exit code N.": a signal matching it would
    claim every failure of the repository for the starter skill's category."""
    stamp = "2026-12-01T10:00:00.0000000Z "
    lines = ["##[group]Run ./deploy.sh", "Deploying build 42", "DEPLOYFAIL: quota for alpha", "##[endgroup]"]
    lines.append("##[error]Process completed with exit code 3.")
    log = tmp_path / "job.log"
    log.write_text("".join(f"{stamp}{line}\n" for line in lines))
    argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--name", "quota"]
    assert main([*argv, "--category", "configuration"]) == ExitCode.OK
    capsys.readouterr()
    (skill,) = load_skills([tmp_path / ".ci-triage" / "skills"], bundled=False).skills
    assert [signal.pattern for signal in skill.signals] == [r"^\s*DEPLOYFAIL: quota for alpha\s*$"]


def test_new_asks_for_a_category_when_the_log_is_unknown_and_writes_nothing(tmp_path, capsys):
    log = tmp_path / "job.log"
    log.write_text("$ ./deploy.sh\nFATAL: quota exceeded for project acme\n")
    assert main(["skills", "new", "--from", str(log), "--checkout", str(tmp_path)]) == ExitCode.USAGE  # a missing flag
    assert "give --category" in capsys.readouterr().err
    assert not (tmp_path / ".ci-triage").exists()


def test_new_makes_the_out_folder_but_refuses_one_whose_parent_does_not_exist(tmp_path, capsys):
    log = tmp_path / "job.log"
    log.write_text("$ ./deploy.sh\nFATAL: quota exceeded for project acme\n")
    argv = ["skills", "new", "--from", str(log), "--name", "quota", "--category", "configuration"]
    assert main([*argv, "--out", str(tmp_path / "typo" / "skills")]) == ExitCode.INPUT
    assert "its parent folder" in capsys.readouterr().err
    assert not (tmp_path / "typo").exists()
    (tmp_path / "file").write_text("")
    assert main([*argv, "--out", str(tmp_path / "file")]) == ExitCode.INPUT
    assert "not a folder" in capsys.readouterr().err
    assert main([*argv, "--out", str(tmp_path / "skills")]) == ExitCode.OK
    capsys.readouterr()
    assert (tmp_path / "skills" / "quota" / "SKILL.md").is_file()


TOOL_OUTPUT = Path(__file__).parents[1] / "skills" / "fixtures"
"""Real tools' output made here (``tests/skills/fixtures``; the skills' "Line forms" notes name the versions)."""


def _starter_patterns(tmp_path: Path, fixture: str, category: str) -> list[str]:
    log = tmp_path / fixture
    log.write_bytes((TOOL_OUTPUT / fixture).read_bytes())
    argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--name", "starter"]
    assert main([*argv, "--category", category]) == ExitCode.OK
    (skill,) = load_skills([tmp_path / ".ci-triage" / "skills"], bundled=False).skills
    return [signal.pattern for signal in skill.signals]


def test_new_starts_from_the_first_error_the_summary_quotes(tmp_path, capsys):
    """check-jsonschema lists two findings; the first one (the summary's) leads, not the last line."""
    patterns = _starter_patterns(tmp_path, "check-jsonschema.txt", "lint/format")
    assert patterns[0].startswith(r"^\s*(?P<file>\S+)::\$\.replicas: ")  # config.json: any file name, the file group
    assert "Additional properties" not in patterns[0]


@pytest.mark.parametrize(
    ("fixture", "category", "cause", "boilerplate"),
    [
        (  # npm prints where its debug log is after every error
            "npm-audit-mirror-405.txt",
            "configuration",
            "npm warn audit 405 Method Not Allowed - POST",
            ["npm error A complete log of this run can be found in: /home/ci/.npm/_logs/x-debug-0.log"],
        ),
        (  # Maven ends every failed build with a bare [ERROR] and the same advice
            "maven-release-not-supported.txt",
            "configuration",
            "Fatal error compiling: error: release version 21 not supported",
            [
                "[ERROR] ",
                "[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.",
                "[ERROR] Re-run Maven using the -X switch to enable full debug logging.",
                "[ERROR] For more information about the errors and possible solutions, please read the following "
                "articles:",
                "[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoExecutionException",
            ],
        ),
    ],
)
def test_new_never_makes_a_signal_of_a_tools_boilerplate(tmp_path, capsys, fixture, category, cause, boilerplate):
    patterns = _starter_patterns(tmp_path, fixture, category)
    assert re2.search(
        patterns[0], next(line for line in (TOOL_OUTPUT / fixture).read_text().splitlines() if cause in line)
    )
    for line in boilerplate:
        assert not any(re2.search(pattern, line) for pattern in patterns), line


def _secret_shaped() -> dict[str, str]:
    """Secret-shaped values built from parts at run time (never a literal token in the repository)."""
    return {
        "github": "gh" + "p_" + "4x9wxJtoMLqZ" + "GMuf8Sa5oWV9" + "ctEpx9VZPirY",
        "aws": "AK" + "IA" + "I1DGDPPGF5" + "KIM6RB",
        "netrc": "Pw" + "x5ials" + "SHhon",
    }


def _secret_log(secrets: dict[str, str]) -> str:
    stamp = "2026-12-01T10:00:00.0000000Z "
    lines = [
        "##[group]Run ./publish.sh",
        f"curl: (22) The requested URL returned error: 401 for token {secrets['github']}",
        f"Error: export AWS_ACCESS_KEY_ID={secrets['aws']} failed",
        f"error: cannot parse ~/.netrc line: machine api.example.com login deploy password {secrets['netrc']}",
        "##[endgroup]",
        "##[error]Process completed with exit code 1.",
    ]
    return "".join(f"{stamp}{line}\n" for line in lines)


def test_new_builds_the_starter_skill_from_redacted_lines_and_quotes_no_secret(tmp_path, capsys):
    secrets = _secret_shaped()
    log = tmp_path / "job.log"
    log.write_text(_secret_log(secrets))
    argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--name", "publish"]
    assert main([*argv, "--category", "permission/auth"]) == ExitCode.OK
    folder = tmp_path / ".ci-triage" / "skills" / "publish"
    written = (folder / "SKILL.md").read_text()
    for value in secrets.values():
        assert value not in written
        assert value[4:12] not in written  # not even the letters between the numbers a pattern would keep
    assert "<redacted:" in written
    (skill,) = load_skills([folder.parent], bundled=False).skills
    assert len(skill.signals) == 3
    capsys.readouterr()
    # the skill still matches the log it was written from: the masked value matches any value
    assert main(["skills", "check", str(folder), str(log)]) == ExitCode.OK
    out = capsys.readouterr().out
    assert f"{log}: 3 of 6 lines matched a signal" in out


def test_check_prints_matched_lines_masked(tmp_path, capsys):
    secrets = _secret_shaped()
    log = tmp_path / "job.log"
    log.write_text(_secret_log(secrets))
    finding = SKILL.splitlines()[7].split("pattern: ", 1)[1]
    folder = skill_folder(tmp_path, SKILL.replace(finding, "'(?P<message>(?:token|export) .+)$'"))
    assert main(["skills", "check", str(folder), str(log)]) == ExitCode.OK
    out = capsys.readouterr().out
    assert f"{log}: 2 of 6 lines matched a signal" in out
    assert "<redacted:github-token>" in out
    assert "<redacted:aws-key-id>" in out
    for value in secrets.values():
        assert value not in out


def test_a_yaml_error_in_a_skill_is_one_line_naming_the_files_lines(tmp_path, capsys):
    folder = skill_folder(tmp_path, SKILL.replace("category: lint/format", "category: [lint"))
    assert main(["skills", "check", str(folder)]) == ExitCode.INPUT
    out = capsys.readouterr().out
    (line,) = [line for line in out.splitlines() if line.startswith("broken")]
    assert line.endswith(
        "frontmatter is not valid YAML (line 5): did not find expected ',' or ']'"
        " (while parsing a flow sequence from line 4)"
    )
    assert "<unicode string>" not in out


def test_new_writes_at_the_root_of_the_repository_it_runs_in_where_triage_finds_it(tmp_path, capsys):
    """Run in a subfolder of a repository, the starter goes to the repository's ``.ci-triage/skills``
    (README, "Skills"), and a triage run from that subfolder finds it there."""
    (tmp_path / ".git").mkdir()
    subfolder = tmp_path / "services" / "api"
    subfolder.mkdir(parents=True)
    log = subfolder / "job.log"
    log.write_text("$ ./deploy.sh\nFATAL: quota exceeded for project acme\n")
    argv = ["skills", "new", "--from", str(log), "--checkout", str(subfolder), "--category", "configuration"]
    assert main(argv) == ExitCode.OK
    written = tmp_path / ".ci-triage" / "skills" / "repository-configuration" / "SKILL.md"
    assert f"wrote {written}" in capsys.readouterr().out
    assert not (subfolder / ".ci-triage").exists()
    assert load_skills(repo=subfolder).get("repository-configuration") is not None


def test_new_names_the_skill_after_the_tool_and_the_category(tmp_path, capsys):
    """Two starters for one tool's failures of two kinds get two names, not one that collides."""
    log = tmp_path / "job.log"
    log.write_bytes((TOOL_OUTPUT / "mypy.txt").read_bytes())
    for category in ("type check", "lint/format"):
        argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--category", category]
        assert main(argv) == ExitCode.OK
    capsys.readouterr()
    names = sorted(path.name for path in (tmp_path / ".ci-triage" / "skills").iterdir())
    assert names == ["mypy-lint-format", "mypy-type-check"]


def test_new_refuses_the_name_of_a_skill_already_found_which_would_be_used_instead(tmp_path, capsys):
    log = tmp_path / "job.log"
    log.write_text("$ ./deploy.sh\nFATAL: quota exceeded for project acme\n")
    argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--name", "pytest"]
    assert main([*argv, "--category", "configuration"]) == ExitCode.INPUT
    assert "a skill named 'pytest' already exists (bundled)" in capsys.readouterr().err
    assert not (tmp_path / ".ci-triage").exists()


def test_new_names_a_tool_less_starter_after_the_steps_program_or_numbers_it(tmp_path, capsys):
    """A second starter no tool names does not collide with the first (``repository-configuration``
    then ``repository-configuration-2``), a GitHub Actions step's ``Run npm test`` names its
    starter after npm's script, and the message says which name was used. The npm log is a user
    trial's job (npm 10 running a ``pretest`` script that exits 1)."""
    plain = tmp_path / "deploy.log"
    plain.write_text("$ ./deploy.sh\nFATAL: quota exceeded for project acme\n")
    npm = tmp_path / "npm.log"
    npm.write_text(
        "2026-12-02T10:00:01.9180000Z ##[group]Run npm test\n"
        "2026-12-02T10:00:02.0550000Z npm test\n"
        "2026-12-02T10:00:02.1920000Z shell: /usr/bin/bash -e {0}\n"
        "2026-12-02T10:00:02.3290000Z ##[endgroup]\n"
        "2026-12-02T10:00:02.4660000Z \n"
        "2026-12-02T10:00:02.6030000Z > @acme/widget@1.0.0 pretest\n"
        "2026-12-02T10:00:02.7400000Z > node scripts/check-env.js\n"
        "2026-12-02T10:00:02.8770000Z \n"
        "2026-12-02T10:00:03.0140000Z Error: API_URL must be set for integration tests\n"
        "2026-12-02T10:00:03.1510000Z ##[error]Process completed with exit code 1.\n"
    )
    skills = tmp_path / ".ci-triage" / "skills"
    names = []
    for log in (plain, plain, npm):
        argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--category", "configuration"]
        assert main(argv) == ExitCode.OK
        out = capsys.readouterr().out
        written = sorted(path.name for path in skills.iterdir())
        (name,) = set(written) - set(names)
        assert f"named it {name!r}" in out
        names = written
    assert sorted(names) == ["npm-script-configuration", "repository-configuration", "repository-configuration-2"]
    assert {skill.name for skill in load_skills([skills], bundled=False).skills} == set(names)


@pytest.mark.parametrize(
    "printed",
    [
        "::error file=x,line=3::Tag v1.4.1 does not match project.version 1.4.0",
        "##[error]Tag v1.4.1 does not match project.version 1.4.0",
    ],
)
def test_new_makes_an_error_annotation_an_error_signal_of_its_message(tmp_path, capsys, printed, gha_log):
    """A script's ``::error`` workflow command (or the runner's ``##[error]`` line it becomes) is the
    strongest failure marker a log has, failure word or not: the starter is an ``error`` signal made
    of the message, which matches it with the command's place, with another, and printed plainly."""
    output = ["tag version:     1.4.1", "package version: 1.4.0", printed]
    log = gha_log(tmp_path / "job.log", "./check-version.sh", output, 1)
    argv = ["skills", "new", "--from", str(log), "--checkout", str(tmp_path), "--name", "tag-check"]
    assert main([*argv, "--category", "configuration"]) == ExitCode.OK
    assert "note: no failing line" not in capsys.readouterr().err
    (skill,) = load_skills([tmp_path / ".ci-triage" / "skills"], bundled=False).skills
    (signal,) = skill.signals
    assert (signal.role, signal.weight) == ("error", STARTER_WEIGHT)
    assert "::error" not in signal.pattern
    assert "x:" not in signal.pattern
    for line in (
        "x:3: Tag v2.0.0 does not match project.version 1.9.9",
        "pyproject.toml:3:1: Tag v2.0.0 does not match project.version 1.9.9",
        "Tag v2.0.0 does not match project.version 1.9.9",
    ):
        assert re2.search(signal.pattern, line), line
    assert not re2.search(signal.pattern, "tag version:     1.4.1")


def test_check_marks_a_repository_skill_another_of_its_name_shadows_by_the_one_triage_uses(tmp_path, capsys):
    """Two repository skills of one name: `.ci-triage/skills` is searched before `.claude/skills`, so
    triage uses the first; checking the second says so and names the first's file."""
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    used = skill_folder(repo / ".ci-triage" / "skills")
    shadowed = skill_folder(
        repo / ".claude" / "skills", SKILL.replace("category: lint/format", "category: configuration")
    )

    assert main(["skills", "check", str(shadowed)]) == ExitCode.OK
    out = capsys.readouterr().out
    assert f"warning custom-lint: shadowed: {used / 'SKILL.md'} has this name and is loaded first" in out
    assert main(["skills", "check", str(used)]) == ExitCode.OK
    assert "shadowed" not in capsys.readouterr().out

    log = tmp_path / "sample.log"
    log.write_text(LOG)
    assert main(["triage", str(log), "--checkout", str(repo), "--format", "json"]) == ExitCode.OK
    captured = capsys.readouterr()
    assert json.loads(captured.out)["category"] == "lint/format"
    assert f"a skill named 'custom-lint' was found first, in {used / 'SKILL.md'}" in captured.err


def _many_signals(count: int) -> str:
    signals = "".join(
        f"  - id: s{n}\n    pattern: '^CHECK FAILED {n}: (?P<message>.+)$'\n    weight: 0.5\n    role: error\n"
        for n in range(count)
    )
    head = "name: many-checks\ndescription: One signal per check.\ncategory: configuration\n"
    return f"---\n{head}signals:\n{signals}---\nBody.\n"


LARGE_SKILL_SIGNALS = 1000
"""The documented limit of docs/skills.md (``ci_triage.logs.skills.LARGE_SKILL_SIGNALS``)."""


@pytest.mark.parametrize(("count", "warned"), [(LARGE_SKILL_SIGNALS, False), (LARGE_SKILL_SIGNALS + 1, True)])
def test_a_skill_of_over_a_thousand_signals_is_loaded_with_a_warning_naming_it_and_its_cost(
    tmp_path, capsys, count, warned, gha_log
):
    """Every signal of a repository skill is read and checked on every triage: a skill of thousands
    makes each triage seconds slower, which the user is told (the skill, its file, the count, the
    CPU time), while the skill still decides the verdict."""
    skills = tmp_path / "skills"
    (skills / "many-checks").mkdir(parents=True)
    skill_file = skills / "many-checks" / "SKILL.md"
    skill_file.write_text(_many_signals(count))
    log = gha_log(tmp_path / "job.log", "python3 check.py", ["CHECK FAILED 7: tag v1.2 != 1.3"], 2)

    assert main(["triage", str(log), "--skills", str(skills), "--no-home-skills", "--format", "json"]) == ExitCode.OK
    captured = capsys.readouterr()
    report = json.loads(captured.out)
    assert report["category"] == "configuration"
    said = f"skill many-checks ({skill_file}) has {count:,} signals, more than {LARGE_SKILL_SIGNALS:,}"
    assert any(warning.startswith(said) for warning in report["warnings"]) is warned
    assert ("s of CPU" in captured.err) is warned

    assert main(["skills", "check", str(skills / "many-checks")]) == ExitCode.OK
    assert (f"warning many-checks: has {count:,} signals" in capsys.readouterr().out) is warned


def test_new_from_a_run_logs_zip_learns_the_failing_job_triage_calls_primary(tmp_path, capsys):
    """Trial 39 #12: ``skills new --from matrix6.zip`` read only the zip's first member, a passing
    job, and said the run had no failure, though ``triage`` found the failing one."""
    import zipfile

    passing = "2024-05-01T12:00:00.0000000Z ##[group]Run custom-lint\n2024-05-01T12:00:01.0000000Z ok\n"
    archive = tmp_path / "run.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("0_lint (3.11).txt", passing)
        bundle.writestr("1_lint (3.12).txt", LOG)
    argv = ["skills", "new", "--from", str(archive), "--out", str(tmp_path / "skills"), "--name", "ours"]
    assert main([*argv, "--category", "lint/format"]) == ExitCode.OK, capsys.readouterr().err
    skills = load_skills([tmp_path / "skills"], bundled=False)
    assert any("trailing comma" in signal.pattern for signal in skills.skills[0].signals)


def test_check_refuses_a_binary_log_in_triage_s_words(tmp_path, capsys):
    """``skills check`` and ``triage`` refuse the same binary file with one message (trial 78, finding
    9: "looks binary" against "looks like binary data")."""
    folder = skill_folder(tmp_path)
    log = tmp_path / "core.bin"
    log.write_bytes(b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 64)
    assert main(["skills", "check", str(folder), str(log)]) == ExitCode.INPUT
    checked = capsys.readouterr().err
    assert main(["triage", str(log)]) == ExitCode.INPUT
    assert checked == capsys.readouterr().err == f"ci-triage: error: {log}: looks like binary data, not a CI log\n"


def test_a_starter_of_a_script_a_shell_runs_is_named_after_the_script(tmp_path: Path) -> None:
    """Trial 93 finding 9: ``Run bash scripts/check_changelog.sh origin/main`` was named
    ``bash-lint-format`` with ``tool: bash``, a skill that would attach to every bash step; the README
    names the repository's own script by its file name. Fixture: the trial's real gate output
    (``tests/fixtures/s34-t93/py-changelog.log``)."""
    log = Path(__file__).resolve().parents[1] / "fixtures" / "s34-t93" / "py-changelog.log"
    assert main(["skills", "new", "--from", str(log), "--out", str(tmp_path / "skills")]) == 0
    written = tmp_path / "skills" / "check_changelog-lint-format" / "SKILL.md"
    text = written.read_text(encoding="utf-8")
    assert "\ntool:" not in text
