"""The three output formats: JSON (documented fields), Markdown (a safe PR comment), text (rich)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

TRIAL_21 = Path(__file__).parent.parent / "fixtures" / "trial-21"

STAMP = "2024-05-01T12:00:00.0000000Z "
HOSTILE_LINES = [
    "##[group]Run npm test",
    "FAIL src/app.test.js",
    "  ● renders `code` for @octocat see [docs](http://x) <img src=x onerror=alert(1)> </sub> ```",
    "    Error: expected ``` to equal ` and [bold red]markup[/] cc @team/reviewers",
    "Tests: 1 failed, 3 passed, 4 total",
    "##[error]Process completed with exit code 1.",
]


def triage(capsys: pytest.CaptureFixture[str], path: Path, output_format: str) -> str:
    code = main(["triage", str(path), "--format", output_format])
    captured = capsys.readouterr()
    assert code == ExitCode.OK, captured.err
    assert "Traceback" not in captured.err
    return captured.out


@pytest.fixture
def hostile_log(tmp_path: Path) -> Path:
    """A failing jest log whose text tries to become Markdown: backticks, mentions, links, HTML, fences."""
    log = tmp_path / "hostile.log"
    log.write_text("".join(f"{STAMP}{line}\n" for line in HOSTILE_LINES), encoding="utf-8")
    return log


def test_json_has_the_documented_fields(corpus: Path, capsys) -> None:
    report = json.loads(triage(capsys, corpus / "gha" / "junit5-gradle-spotless.log", "json"))
    assert report["schema_version"] == 2
    assert isinstance(report["category"], str)
    assert report["category"] == "formatting"  # Spotless's format check
    assert isinstance(report["excerpt"], list)
    assert report["excerpt"]
    total = report["jobs"][0]["total_lines"]
    previous_end = 0
    for span in report["excerpt"]:
        assert isinstance(span["start_line"], int)
        assert 1 <= span["start_line"] <= span["end_line"] <= total
        assert len(span["lines"]) == span["end_line"] - span["start_line"] + 1  # inclusive
        assert span["start_line"] > previous_end  # in log order, not overlapping
        previous_end = span["end_line"]
    assert report["excerpt_tokens"] == sum(span["tokens"] for span in report["excerpt"])
    assert report["excerpt_tokens"] <= report["budget_tokens"] == 2000


def test_json_spans_point_at_the_lines_sed_would_print(corpus: Path, capsys) -> None:
    path = corpus / "gha" / "transformers-doc-build-status-gate.log"
    report = json.loads(triage(capsys, path, "json"))
    pieces = path.read_text(encoding="utf-8").split("\n")
    for span in report["excerpt"]:
        for offset, text in enumerate(span["lines"]):
            original = pieces[span["start_line"] + offset - 1]
            assert text.strip() in original


@pytest.mark.parametrize(
    "budget",
    [
        1000,
        300,
    ],
)
def test_budget_flag_bounds_the_excerpt(corpus: Path, capsys, budget: int) -> None:
    path = corpus / "gha" / "pnpm-jest-config-get-trailing-slash.log"
    code = main(["triage", str(path), "--format", "json", "--budget", str(budget)])
    report = json.loads(capsys.readouterr().out)
    assert code == ExitCode.OK
    assert report["budget_tokens"] == budget
    assert 0 < report["excerpt_tokens"] <= budget


def test_markdown_starts_with_the_marker_and_cites_line_numbers(hostile_log: Path, capsys) -> None:
    markdown = triage(capsys, hostile_log, "markdown")
    assert markdown.startswith("<!-- ci-triage:report -->\n")
    json_report = json.loads(triage(capsys, hostile_log, "json"))
    for span in json_report["excerpt"]:
        assert f"lines {span['start_line']}–{span['end_line']}" in markdown
        for number in range(span["start_line"], span["end_line"] + 1):
            assert f"\n{number} | " in markdown
    assert "test failure" in markdown


def _tokens(markdown: str):
    def walk(tokens):
        for token in tokens:
            yield token
            if token.children:
                yield from walk(token.children)

    return list(walk(MarkdownIt("commonmark").parse(markdown)))


def report_confidence(markdown: str) -> str:
    """The confidence the comment's headline shows (``(confidence 0.24)``), as printed."""
    return markdown.split("(confidence ", 1)[1].split(")", 1)[0]


def test_markdown_keeps_log_text_inside_code(hostile_log: Path, capsys) -> None:
    markdown = triage(capsys, hostile_log, "markdown")
    tokens = _tokens(markdown)
    assert not [token for token in tokens if token.type in ("link_open", "image")]
    html = [token.content.strip() for token in tokens if token.type in ("html_inline", "html_block")]
    fold = {f"<details>\n<summary>How the confidence came to {report_confidence(markdown)}</summary>", "</details>"}
    assert set(html) <= {"<!-- ci-triage:report -->", "<sub>", "</sub>", *fold}  # the template's own
    prose = " ".join(token.content for token in tokens if token.type == "text")
    for hostile in ("@octocat", "@team", "http://x", "[docs]", "<img", "`"):
        assert hostile not in prose
    code = " ".join(token.content for token in tokens if token.type in ("code_inline", "fence"))
    assert "renders `code` for @octocat see [docs](http://x) <img src=x onerror=alert(1)> </sub> ```" in code
    assert "expected ``` to equal ` and [bold red]markup[/] cc @team/reviewers" in code


def test_markdown_for_a_corpus_log_parses_with_one_fence_per_span(corpus: Path, capsys) -> None:
    markdown = triage(capsys, corpus / "gha" / "react-prettier-check-two-files.log", "markdown")
    fences = [token for token in _tokens(markdown) if token.type == "fence"]
    spans = json.loads(triage(capsys, corpus / "gha" / "react-prettier-check-two-files.log", "json"))["excerpt"]
    assert len(fences) == len(spans)
    assert any("packages/react-dom/src/__tests__/ReactDOMFragmentRefs-test.js" in fence.content for fence in fences)


def test_text_format_prints_the_verdict_and_log_text_verbatim(hostile_log: Path, capsys) -> None:
    text = triage(capsys, hostile_log, "text")
    assert "test failure" in text
    assert "Run npm test" in text
    assert "[bold red]markup[/]" in text  # log text is never read as rich markup
    assert "next step: The category is a guess" in " ".join(text.split())  # the comment's "Next step"


def test_text_format_for_a_log_without_failure(tmp_path: Path, capsys) -> None:
    log = tmp_path / "green.log"
    log.write_text(f"{STAMP}##[group]Run make\n{STAMP}ok\n")
    assert "no failure found" in triage(capsys, log, "text")


def test_text_format_cites_the_workflow_lines(capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    """vitest in the GitHub layout with its workflow (no finding): the terminal view cites the step's
    lines by ``file:line``, as the Markdown does (it showed only the warning about the job assumed)."""
    monkeypatch.chdir(TRIAL_21)  # short paths: the terminal view wraps at 80 columns
    workflow = "vitest-workflow.yml"
    code = main(["triage", "vitest.gha.log", "--workflow", workflow, "--format", "text"])
    captured = capsys.readouterr()
    assert code == ExitCode.OK, captured.err
    lines = [" ".join(line.split()) for line in captured.out.splitlines()]
    assert f"{workflow}:8 - run: npx vitest run" in lines
    assert f"{workflow}:9 working-directory: js" in lines


def test_a_passing_run_has_no_category(capsys) -> None:
    """A passing cargo test in the GitHub layout: ``category`` is null, not the ``unknown`` of an
    unexplained failure (the action's ``category`` output is empty then)."""
    report = json.loads(triage(capsys, TRIAL_21 / "cargo-test-pass.gha.log", "json"))
    assert (report["failure_found"], report["category"], report["confidence"]) == (False, None, 0.0)


@pytest.mark.parametrize(("output_format", "stream"), [("text", "out"), ("json", "err"), ("markdown", "err")])
def test_a_warning_is_printed_once(capsys, output_format: str, stream: str) -> None:
    """gcc's plain output has no exit marker: the terminal view's warning line is the only one (it was
    repeated on stderr); the JSON and Markdown reports keep theirs on stderr too."""
    code = main(["triage", str(TRIAL_21 / "gcc-plain.log"), "--format", output_format])
    captured = capsys.readouterr()
    assert code == ExitCode.OK, captured.err
    warning = "warning: no exit marker in the log"
    printed = " ".join(captured.out.split()).count(warning) + captured.err.count(warning)
    assert printed == 1, (captured.out, captured.err)
    assert warning in (captured.out if stream == "out" else captured.err)


def test_default_format_is_markdown_when_stdout_is_not_a_terminal(hostile_log: Path, capsys) -> None:
    assert main(["triage", str(hostile_log)]) == ExitCode.OK
    assert capsys.readouterr().out.startswith("<!-- ci-triage:report -->")


def test_budget_does_not_change_the_verdict(corpus: Path, capsys) -> None:
    path = corpus / "gha" / "pnpm-jest-config-get-trailing-slash.log"
    verdicts = set()
    for budget in ("50", "500", "5000"):
        assert main(["triage", str(path), "--format", "json", "--budget", budget]) == ExitCode.OK
        report = json.loads(capsys.readouterr().out)
        verdicts.add((report["category"], report["confidence"]))
    assert len(verdicts) == 1
