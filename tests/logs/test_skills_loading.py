"""Skills (``SKILL.md`` packs): the bundled ones load cleanly; broken ones are reported and skipped;
the first skill of a name wins; ``--skills DIR`` lets a repository teach the analyser a new signal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.skills import bundled_skills_dir, load_skills
from ci_triage.logs.taxonomy import CATEGORIES

REQUIRED_FAMILIES = {
    "pytest",
    "unittest",
    "jest",
    "vitest",
    "mocha",
    "go-test",
    "cargo-test",
    "maven-surefire",
    "gradle-test",
    "tsc",
    "eslint",
    "python-lint",
    "prettier",
    "mypy-pyright",
    "node-dependency",
    "python-dependency",
    "cargo-dependency",
    "docker-build",
    "network-flaky",
    "oom",
    "timeout",
    "permissions",
}

WIDGET_SKILL = """---
name: widget-check
description: The in-house widget linter.
category: configuration
tool: widget-check
signals:
  - id: misaligned
    pattern: '^WIDGET-CHECK VIOLATION: (?P<message>.+)$'
    weight: 1.0
    role: error
---
Run `make widgets` locally; the violation names the widget file.
"""


def write_skill(folder: Path, name: str, text: str) -> Path:
    path = folder / name / "SKILL.md"
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_bundled_skills_load_without_problems() -> None:
    skills = load_skills()
    assert skills.problems == ()
    names = [skill.name for skill in skills.skills]
    assert len(names) == len(set(names))
    assert set(names) >= REQUIRED_FAMILIES
    assert len(names) == len([path for path in bundled_skills_dir().iterdir() if (path / "SKILL.md").is_file()])
    for skill in skills.skills:
        assert skill.category in CATEGORIES
        assert skill.signals, f"{skill.name} has no signals"
        assert skill.body.strip(), f"{skill.name} has no guidance"


def test_a_skill_file_an_editor_saved_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    path = write_skill(tmp_path, "widget-check", WIDGET_SKILL)
    path.write_bytes("\ufeff".encode() + path.read_bytes())
    skills = load_skills([tmp_path])
    assert skills.problems == ()
    assert skills.get("widget-check") is not None


def variant(name: str, *replacements: tuple[str, str]) -> str:
    """``WIDGET_SKILL`` renamed to ``name`` with each ``(old, new)`` replacement applied."""
    text = WIDGET_SKILL.replace("widget-check", name)
    for old, new in replacements:
        assert old in text
        text = text.replace(old, new)
    return text


def test_broken_skills_are_reported_and_skipped(tmp_path: Path) -> None:
    good = write_skill(tmp_path, "widget-check", WIDGET_SKILL)
    broken = {
        "no-frontmatter": "name: x\nJust text, no --- lines.\n",
        "unclosed": "---\nname: unclosed\ndescription: d\n",
        "bad-yaml": "---\nname: [unclosed\n---\nbody\n",
        "not-a-mapping": "---\n- a list\n---\nbody\n",
        "bad-category": variant("bad-category", ("category: configuration", "category: gremlins")),
        "bad-regex": variant("bad-regex", ("(?P<message>", "(?P<")),
        "empty-body": variant("empty-body", ("Run `make widgets` locally; the violation names the widget file.", "")),
        "unknown-field": variant("unknown-field", ("tool:", "colour: red\ntool:")),
        "contests-itself": variant(
            "contests-itself", ("    role: error\n", "    role: error\n    contests: configuration\n")
        ),
        "after-a-stranger": variant(
            "after-a-stranger", ("    role: error\n", "    role: error\n    after: [no-such-signal]\n")
        ),
        "empty-next-step": variant("empty-next-step", ("    role: error\n", "    role: error\n    next_step: ''\n")),
        "outside-tests-itself": variant(
            "outside-tests-itself", ("category: configuration", "category: configuration\noutside_tests: configuration")
        ),
        "needs-unknown": variant("needs-unknown", ("    role: error\n", "    role: error\n    needs: [nowhere]\n")),
        "consequence-of-itself": variant(
            "consequence-of-itself", ("    role: error\n", "    role: error\n    consequence_of: [configuration]\n")
        ),
        "unknown-severity": variant(
            "unknown-severity", ("    role: error\n", "    role: error\n    severity: fatal\n")
        ),
    }
    for name, text in broken.items():
        write_skill(tmp_path, name, text)
    skills = load_skills([tmp_path])
    problems = {Path(problem.path).parent.name: problem.reason for problem in skills.problems}
    assert set(problems) == set(broken)
    assert "frontmatter" in problems["no-frontmatter"]
    assert "frontmatter" in problems["unclosed"]
    assert "not valid YAML" in problems["bad-yaml"]
    assert "mapping" in problems["not-a-mapping"]
    assert "category" in problems["bad-category"]
    assert "does not compile" in problems["bad-regex"]
    assert "body" in problems["empty-body"]
    assert "colour" in problems["unknown-field"]
    assert "contests another category" in problems["contests-itself"]
    assert "consequence of another category" in problems["consequence-of-itself"]
    assert "after names signals this skill does not declare: no-such-signal" in problems["after-a-stranger"]
    assert "next_step" in problems["empty-next-step"]
    assert "severity" in problems["unknown-severity"]
    assert "outside_tests names another category" in problems["outside-tests-itself"]
    assert problems["needs-unknown"].endswith(": misaligned needs nowhere"), problems["needs-unknown"]
    names = {skill.name for skill in skills.skills}
    assert "widget-check" in names
    assert not names & set(broken)
    assert skills.get("widget-check").path == str(good)


def test_first_skill_of_a_name_wins(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    write_skill(first, "widget-check", WIDGET_SKILL)
    write_skill(second, "widget-check", WIDGET_SKILL.replace("category: configuration", "category: lint/format"))
    impostor = write_skill(second, "pytest", WIDGET_SKILL.replace("name: widget-check", "name: pytest"))
    skills = load_skills([first, second])
    assert skills.get("widget-check").category == "configuration"
    assert skills.get("pytest").category == "test failure"  # the bundled one
    reasons = {problem.path: problem.reason for problem in skills.problems}
    bundled_pytest = skills.get("pytest").path
    assert reasons[str(impostor)] == f"a skill named 'pytest' was found first, in {bundled_pytest}"
    winner = first / "widget-check" / "SKILL.md"
    assert (
        reasons[str(second / "widget-check" / "SKILL.md")]
        == f"a skill named 'widget-check' was found first, in {winner}"
    )


def test_single_file_skills_and_missing_folders(tmp_path: Path) -> None:
    (tmp_path / "widget-check.md").write_text(WIDGET_SKILL.replace("name: widget-check\n", ""), encoding="utf-8")
    (tmp_path / "README.md").write_text("# Our skills\n", encoding="utf-8")
    skills = load_skills([tmp_path, tmp_path / "missing"])
    assert skills.get("widget-check") is not None  # the name comes from the file name
    assert [(Path(p.path).name, p.reason) for p in skills.problems] == [("missing", "not a directory")]


def _widget_log(tmp_path: Path) -> Path:
    log = tmp_path / "widgets.log"
    stamp = "2024-05-01T12:00:00.0000000Z "
    lines = [
        "##[group]Run make widgets",
        "checking 14 widgets",
        "WIDGET-CHECK VIOLATION: frobnicator.yaml is misaligned by 3 units",
        "##[error]Process completed with exit code 3.",
    ]
    log.write_text("".join(f"{stamp}{line}\n" for line in lines), encoding="utf-8")
    return log


@pytest.mark.usefixtures("shared_analyser_load")
def test_custom_skill_decides_the_category_from_the_command_line(tmp_path: Path, capsys) -> None:
    skills_dir = tmp_path / "skills"
    write_skill(skills_dir, "widget-check", WIDGET_SKILL)
    write_skill(skills_dir, "broken", "no frontmatter\n")
    log = _widget_log(tmp_path)

    assert main(["triage", str(log), "--format", "json"]) == ExitCode.OK
    without = json.loads(capsys.readouterr().out)
    assert without["category"] != "configuration"

    assert main(["triage", str(log), "--format", "json", "--skills", str(skills_dir)]) == ExitCode.OK
    captured = capsys.readouterr()
    report = json.loads(captured.out)
    assert report["category"] == "configuration"
    assert report["tool"] == "widget-check"
    assert [(hit["skill"], hit["signal"], hit["line"]) for hit in report["signals"]] == [
        ("widget-check", "misaligned", 3)
    ]
    assert any(span["start_line"] <= 3 <= span["end_line"] for span in report["excerpt"])
    assert "skill skipped" in captured.err
    assert "broken" in captured.err
    assert "Traceback" not in captured.err


def test_a_repository_skill_whose_pattern_can_backtrack_is_skipped_not_run(tmp_path):
    folder = tmp_path / ".ci-triage" / "skills" / "evil"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        "---\nname: evil\ndescription: backtracks\ncategory: test failure\n"
        "signals:\n  - id: boom\n    pattern: '(?=a)(a|aa)+b'\n---\nbody\n",
        encoding="utf-8",
    )
    skills = load_skills(repo=tmp_path)
    assert "evil" not in [skill.name for skill in skills.skills]
    [problem] = [problem for problem in skills.problems if "evil" in problem.path]
    assert problem.path == str(folder / "SKILL.md")
    assert "signal 'boom' pattern '(?=a)(a|aa)+b': RE2 cannot run it (invalid perl operator: (?=)" in problem.reason


def test_a_signal_whose_unless_matches_the_line_does_not_match(tmp_path):
    from ci_triage.logs.signals import SignalIndex

    folder = tmp_path / "skills" / "widget"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        "---\nname: widget\ndescription: d\ncategory: test failure\n"
        "signals:\n  - id: timeout\n    pattern: 'timed out after (?P<message>\\d+s)'\n"
        "    unless: 'DEBUG'\n---\nbody\n",
        encoding="utf-8",
    )
    index = SignalIndex(load_skills([tmp_path / "skills"], bundled=False))
    [hit] = index.match("widget: timed out after 30s")
    assert (hit.signal.id, hit.groups) == ("timeout", {"message": "30s"})
    assert index.match("DEBUG widget: timed out after 30s") == []


def widget_problem(tmp_path: Path, signals: str, category: str = "test failure") -> str:
    """Why the one skill ``widget`` (of ``category``, with the ``signals:`` YAML list ``signals``) in
    a skills folder under ``tmp_path`` is refused."""
    folder = tmp_path / "skills" / "widget"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        f"---\nname: widget\ndescription: d\ncategory: {category}\nsignals:\n{signals}---\nbody\n",
        encoding="utf-8",
    )
    [problem] = load_skills([tmp_path / "skills"], bundled=False).problems
    return problem.reason


def test_an_unless_pattern_re2_cannot_run_is_refused_naming_it(tmp_path):
    reason = widget_problem(tmp_path, "  - id: timeout\n    pattern: 'timed out'\n    unless: '(a)\\1'\n")
    assert "signal 'timeout' unless '(a)\\\\1': RE2 cannot run it" in reason


@pytest.mark.parametrize(
    ("pattern", "reason"),
    [
        ("''", "signal 'any' pattern '' matches an empty line: a signal must need some text"),
        ("'(?P<message>.*)'", "signal 'any' pattern '(?P<message>.*)' matches an empty line: a signal must"),
        ("'(?P<file>x)(?P<file>y)'", "signal 'any' pattern names more than one group file"),
        ("'$^'", "signal 'any' pattern '$^' matches an empty line: a signal must need some text (this one"),
    ],
)
def test_a_signal_that_would_match_every_line_or_lose_a_group_is_refused(tmp_path, pattern, reason):
    refusal = widget_problem(tmp_path, f"  - id: any\n    pattern: {pattern}\n", category="lint/format")
    assert refusal.startswith("signals.0: ")
    assert reason in refusal


def test_a_whole_skill_check_names_its_reason_without_an_empty_field_path(tmp_path):
    signals = "  - id: a\n    pattern: 'WIDGET broke'\n  - id: a\n    pattern: 'GADGET broke'\n"
    assert widget_problem(tmp_path, signals) == "signal ids must be unique within a skill: a"


def test_a_repository_skill_matches_with_re2_so_a_backtracking_pattern_stays_linear(tmp_path):
    import re

    from ci_triage.logs.signals import SignalIndex

    folder = tmp_path / "skills" / "nested"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        "---\nname: nested\ndescription: nested alternation\ncategory: test failure\n"
        "signals:\n  - id: slow\n    pattern: '(?:a|a)*c'\n---\nbody\n",
        encoding="utf-8",
    )
    index = SignalIndex(load_skills([tmp_path / "skills"]))
    signal = next(s for s in index.signals if s.skill == "nested")
    assert not isinstance(signal.regex, re.Pattern), "a repository skill's pattern must not run on Python's re"
    assert [m.signal.skill for m in index.match("aaac")] == ["nested"]
    assert index.match("a" * 5000) == []
    bundled = [s for s in index.signals if s.skill != "nested"]
    assert bundled
    assert not any(isinstance(s.regex, re.Pattern) for s in bundled), "bundled signals run on RE2 too"


def test_a_repository_skill_with_a_timestamp_yaml_cannot_hold_is_skipped_as_a_problem(tmp_path, capsys):
    folder = tmp_path / ".ci-triage" / "skills" / "odd-date"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        "---\nname: odd-date\ndescription: d\ncategory: test failure\nreviewed: 2024-02-30\n---\nbody\n",
        encoding="utf-8",
    )
    skills = load_skills(repo=tmp_path)
    assert "odd-date" not in [skill.name for skill in skills.skills]
    assert any("cannot load" in problem.reason for problem in skills.problems)

    log = _widget_log(tmp_path)
    assert main(["triage", str(log), "--format", "json", "--checkout", str(tmp_path)]) == ExitCode.OK
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize(
    "advice",
    [
        "See [the guide](https://example.invalid/fix) first.",
        "Ask @release-team to re-tag.",
        "Read <img src=x onerror=alert(1)> carefully.",
        "The same as #1234, fixed there.",
        "Open www.example.invalid and follow it.",
    ],
    ids=["link", "mention", "html", "issue-reference", "bare-host"],
)
def test_a_next_step_that_could_link_mention_or_inject_html_is_refused(tmp_path: Path, advice: str) -> None:
    """A signal's next step is posted as Markdown, and a repository's skill is untrusted text."""
    quoted = advice.replace("'", "''")
    with_advice = ("    role: error\n", f"    role: error\n    next_step: '{quoted}'\n")
    write_skill(tmp_path, "advice", variant("advice", with_advice))
    skills = load_skills([tmp_path], bundled=False)
    assert not skills.skills
    [problem] = skills.problems
    assert "next_step is plain advice" in problem.reason


def test_a_next_step_may_show_placeholders_inside_a_code_span(tmp_path: Path) -> None:
    """Inside a code span ``lib<name>-dev`` and ``[N lines]`` render as written: no HTML, no link."""
    advice = "Install `lib<name>-dev` and read the `[N lines of output]` above; see issue `#12`."
    with_advice = ("    role: error\n", f"    role: error\n    next_step: '{advice}'\n")
    write_skill(tmp_path, "advice", variant("advice", with_advice))
    skills = load_skills([tmp_path], bundled=False)
    assert not skills.problems
    assert skills.get("advice").signals[0].next_step == advice


WIDGET_ADVICE = (
    "    role: error\n",
    "    role: error\n"
    "    next_step: 'Run `make widgets` in the folder of the widget file first.'\n"
    "    next_step_by_format:\n"
    "      github-actions: 'Give the step the widget folder as its `working-directory:`.'\n",
)


def test_a_signals_advice_is_in_the_words_of_the_logs_ci_system_where_it_has_them(tmp_path: Path, capsys) -> None:
    """A signal's ``next_step_by_format`` entry for the log's format is the advice, in the classification
    and in the report; a log of a format it does not name (here a plain one) gets ``next_step``."""
    skills_dir = tmp_path / "skills"
    write_skill(skills_dir, "widget-advice", variant("widget-advice", WIDGET_ADVICE))
    github = _widget_log(tmp_path)
    plain = tmp_path / "widgets.plain.log"
    plain.write_text("checking 14 widgets\nWIDGET-CHECK VIOLATION: frobnicator.yaml is misaligned by 3 units\n")

    advice = {}
    for log in (github, plain):
        assert main(["triage", str(log), "--format", "json", "--skills", str(skills_dir)]) == ExitCode.OK
        report = json.loads(capsys.readouterr().out)
        assert report["jobs"][0]["classification"]["next_step"] == report["next_step"]
        advice[log] = report["next_step"]

    assert advice[github] == "Give the step the widget folder as its `working-directory:`."
    assert advice[plain] == "Run `make widgets` in the folder of the widget file first."


FIX_IT = "    next_step: 'Fix it.'\n"
WORKING_DIRECTORY = "'Give the step a `working-directory:`.'"


@pytest.mark.parametrize(
    ("next_step", "by_format", "reason"),
    [
        (
            FIX_IT,
            "github-actions: 'See [the guide](https://example.invalid/fix) first.'",
            "github-actions is plain advice",
        ),
        (FIX_IT, f"github: {WORKING_DIRECTORY}", "next_step_by_format.github"),
        ("", f"github-actions: {WORKING_DIRECTORY}", "next_step_by_format gives a next_step's words"),
    ],
    ids=["link", "no-log-format", "no-next-step"],
)
def test_a_ci_systems_words_that_could_link_name_no_log_format_or_no_next_step_are_refused(
    tmp_path: Path, next_step: str, by_format: str, reason: str
) -> None:
    """A CI system's words are posted as the next step is, keyed by a log format the analyser
    detects (``github-actions``, ``gitlab``, ...), and are the words of a ``next_step`` the signal
    has (the one every other format gets): a skill that breaks any of this is skipped, saying so."""
    advice = ("    role: error\n", f"    role: error\n{next_step}    next_step_by_format:\n      {by_format}\n")
    write_skill(tmp_path, "advice", variant("advice", advice))
    skills = load_skills([tmp_path], bundled=False)
    assert not skills.skills
    [problem] = skills.problems
    assert reason in problem.reason


WIDGET_CLASSES = """---
name: widget-classes
description: The in-house widget linter, whose rule codes say a finding's class.
category: lint/format
tool: widget-check
signals:
  - id: style
    pattern: '^(?P<file>[\\w.]+):(?P<line>\\d+): (?P<code>S\\d{3}) (?P<message>.+)$'
    weight: 0.8
    role: error
  - id: bug
    pattern: '^(?P<file>[\\w.]+):(?P<line>\\d+): (?P<code>B\\d{3}) (?P<message>.+)$'
    weight: 0.8
    role: error
    severity: error
---
Fix the B findings first: they are bugs.
"""


@pytest.mark.usefixtures("shared_analyser_load")
def test_a_signals_declared_severity_puts_its_finding_in_the_summary(tmp_path: Path, capsys) -> None:
    """A signal that declares the ``severity`` of its findings (a rule class its tool documents, not
    a word its line prints) outranks an equally strong one that declares none printed above it."""
    skills_dir = tmp_path / "skills"
    write_skill(skills_dir, "widget-classes", WIDGET_CLASSES)
    log = tmp_path / "widgets.log"
    stamp = "2024-05-01T12:00:00.0000000Z "
    lines = [
        "##[group]Run make widgets",
        "make widgets",
        "##[endgroup]",
        "gears.yaml:3: S101 trailing spaces",
        "gears.yaml:9: B204 gear ratio divides by zero",
        "##[error]Process completed with exit code 3.",
    ]
    log.write_text("".join(f"{stamp}{line}\n" for line in lines), encoding="utf-8")

    assert main(["triage", str(log), "--format", "json", "--skills", str(skills_dir)]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert "gears.yaml:9: B204 gear ratio divides by zero" in report["summary"]
