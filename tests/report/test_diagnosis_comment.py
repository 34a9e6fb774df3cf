"""The sticky comment for a verified diagnosis: what a PR reader sees, and that nothing untrusted
becomes a link, a mention, HTML or a broken fence."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token

from ci_triage.evidence.model import Citation, Evidence, EvidenceGap, JobLog
from ci_triage.github.models import Commit, Job, PullRequest, WorkflowRun
from ci_triage.logs.model import Classification, FailedTest, FailingStep, JobReport
from ci_triage.propose.diagnosis import Claim, Diagnosis
from ci_triage.prove.verification import ClaimOutcome, Verification
from ci_triage.prove.verify import verify
from ci_triage.report.diagnosis_comment import render_diagnosis_comment
from ci_triage.report.handoff import Handoff

HEAD = "a" * 40
BASE = "b" * 40
RUN_URL = "https://github.com/octo/app/actions/runs/9"
JOB_URL = f"{RUN_URL}/job/77"


def evidence(*, gaps: list[EvidenceGap] | None = None, tests: int = 2) -> Evidence:
    report = JobReport(
        job="test",
        format="github-actions",
        total_lines=400,
        failure_found=True,
        failing_step=FailingStep(name="Run pytest", number=4, start_line=100, end_line=180, evidence="exit code 1"),
        classification=Classification(category="test failure", confidence=0.9),
        failed_tests=[FailedTest(name=f"tests/test_app.py::test_{n}", source="log") for n in range(tests)],
    )
    return Evidence(
        run=WorkflowRun(
            id=9,
            workflow_id=1,
            event="pull_request",
            status="completed",
            conclusion="failure",
            head_sha=HEAD,
            html_url=RUN_URL,
            repository="octo/app",
        ),
        pull_request=PullRequest(
            number=3, title="t", head_sha=HEAD, head_ref="f", base_ref="main", base_sha=BASE, base_repository="octo/app"
        ),
        logs=[
            JobLog(
                job=Job(id=77, name="test (3.12)", status="completed", conclusion="failure", html_url=JOB_URL),
                path=Path("unused.log"),
                report=report,
            )
        ],
        commits=[Commit(sha=HEAD, message="m", html_url=f"https://github.com/octo/app/commit/{HEAD}")],
        gaps=gaps or [],
    )


def diagnosis(*claims: Claim, **update) -> Diagnosis:
    base = Diagnosis(
        root_cause="test_total expects 3 but the new rounding returns 2.",
        category="test failure",
        attribution="this-change",
        confidence=0.85,
        claims=list(claims)
        or [
            Claim(
                statement="The assertion fails",
                citation=Citation(kind="log", job_id=77, start_line=150, end_line=151),
                quote="E       assert 2 == 3",
            ),
            Claim(statement="The rounding changed", citation=Citation(kind="file", path="src/calc.py", start_line=12)),
            Claim(statement="In this commit", citation=Citation(kind="commit", sha=HEAD[:7])),
        ],
        suggested_fix="Round half up in `total()`.",
    )
    return base.model_copy(update=update)


def render(evidence_: Evidence | None = None, diagnosis_: Diagnosis | None = None, **kwargs) -> str:
    return render_diagnosis_comment(
        evidence_ or evidence(), diagnosis_ or diagnosis(), marker="<!-- ci-triage:diagnosis -->", **kwargs
    )


def walk(tokens: list[Token]) -> list[Token]:
    return [found for token in tokens for found in [token, *walk(token.children or [])]]


def links(markdown: str) -> list[str]:
    return [str(t.attrs["href"]) for t in walk(MarkdownIt("commonmark").parse(markdown)) if t.type == "link_open"]


def test_the_comment_starts_with_the_marker_and_says_what_failed_and_why() -> None:
    comment = render()
    lines = comment.splitlines()
    assert lines[0] == "<!-- ci-triage:diagnosis -->"
    assert lines[1] == "### ❌ CI triage: test failure — caused by this change"
    assert "**Confidence:** 0.85" in comment
    assert "**Root cause:** test\\_total expects 3 but the new rounding returns 2\\." in comment
    assert "Round half up in \\`total\\(\\)\\`\\." in comment
    assert "- `tests/test_app.py::test_1`" in comment
    assert f"[Workflow run]({RUN_URL})" in comment
    assert len(comment) < 3_000


@pytest.mark.parametrize(
    ("attribution", "words"),
    [
        ("base-branch", "also failing on the base branch"),
        ("flaky", "flaky"),
        ("infrastructure", "infrastructure"),
        ("unknown", "origin unclear: this change or the base branch"),
    ],
)
def test_the_headline_names_the_attribution(attribution: str, words: str) -> None:
    assert render(diagnosis_=diagnosis(attribution=attribution)).splitlines()[1].endswith(f"— {words}")


def test_an_unattributed_diagnosis_does_not_call_its_cause_unclear() -> None:
    """Without base-branch history the attribution is unknown, yet the cause (the category and
    the quoted lines) is known at its confidence: the heading must not say the cause is unclear."""
    heading = render(diagnosis_=diagnosis(attribution="unknown", confidence=0.85)).splitlines()[1]
    assert "cause unclear" not in heading


def test_a_low_confidence_is_called_a_guess() -> None:
    assert "(low: the category is a guess)" in render(diagnosis_=diagnosis(confidence=0.1))


def test_each_claim_links_to_its_log_line_file_line_or_commit() -> None:
    comment = render()
    assert links(comment)[:3] == [
        f"{JOB_URL}#step:4:51",  # line 150 is the 51st line of step 4, which starts at line 100
        f"https://github.com/octo/app/blob/{HEAD}/src/calc.py#L12",
        f"https://github.com/octo/app/commit/{HEAD}",
    ]
    assert "```text\nE       assert 2 == 3\n```" in comment


def test_a_log_line_outside_the_failing_step_links_to_the_job_without_an_anchor() -> None:
    claim = Claim(statement="setup", citation=Citation(kind="log", job_id=77, start_line=20))
    assert links(render(diagnosis_=diagnosis(claim)))[0] == JOB_URL


def test_links_follow_the_github_server_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GITHUB_SERVER_URL", "https://ghe.example.com/")
    assert f"https://ghe.example.com/octo/app/blob/{HEAD}/src/calc.py#L12" in links(render())


def test_a_quote_with_backticks_gets_a_longer_fence() -> None:
    quote = "```\n@octocat <script>alert(1)</script> [x](https://evil.example)\n````"
    claim = Claim(statement="s", citation=Citation(kind="log", job_id=77, start_line=150, end_line=152), quote=quote)
    comment = render(diagnosis_=diagnosis(claim))
    assert f"`````text\n{quote}\n`````" in comment
    fences = [t for t in MarkdownIt("commonmark").parse(comment) if t.type == "fence"]
    assert [t.content for t in fences] == [quote + "\n"]


def test_the_models_free_text_cannot_mention_link_or_inject_html() -> None:
    sneaky = "Ping @octocat, see [fix](https://evil.example/x) or mail a@evil.example <img src=x onerror=1> &#64;team"
    claim = Claim(statement=sneaky, citation=Citation(kind="commit", sha=HEAD))
    comment = render(diagnosis_=diagnosis(claim, root_cause=sneaky, suggested_fix=sneaky))
    assert comment.count("`@octocat`") == 3
    assert comment.count("`https://evil.example/x`") == 3
    assert comment.count("`a@evil.example`") == 3
    html = [t.content for t in walk(MarkdownIt("commonmark").parse(comment)) if t.type.startswith("html")]
    assert html == ["<!-- ci-triage:diagnosis -->\n"]
    assert comment.count("\\<img src\\=x onerror\\=1\\> \\&\\#64;team") == 3  # shown as typed, not rendered
    assert all("evil" not in href for href in links(comment))


def test_evidence_gaps_say_what_was_missing_and_how_to_give_access() -> None:
    gap = EvidenceGap(
        missing="job log of 'lint'",
        reason="403 Resource not accessible by integration",
        fix="permissions:\n  actions: read",
    )
    comment = render(evidence(gaps=[gap]))
    assert "#### What I could not see" in comment
    assert "- job log of 'lint': 403 Resource not accessible by integration — to give access:" in comment
    assert "```yaml\npermissions:\n  actions: read\n```" in comment


def test_verification_handoff_and_notes_are_shown() -> None:
    verification = Verification(
        checks=[],
        claims=[ClaimOutcome(index=0, kept=True), ClaimOutcome(index=1, kept=False, reasons=["x"])],
        passed=True,
        retry_advised=False,
    )
    handoff = Handoff(reason="403 from GitHub", missing="permission actions: read", fix="permissions:\n  actions: read")
    comment = render(verification=verification, handoff=handoff, notes=["Only 1 log"])
    assert "1 of 2 claims verified against the log, the code and the commits" in comment
    assert "> 🙋 **A person is needed:** 403 from GitHub (missing: permission actions: read)" in comment
    assert "```yaml\npermissions:\n  actions: read\n```" in comment
    assert "> ⚠️ Only 1 log" in comment


def test_a_long_comment_leaves_out_claims_and_stays_within_the_limit() -> None:
    quote = "x" * 900
    claims = [
        Claim(statement=f"claim {n}", citation=Citation(kind="log", job_id=77, start_line=150), quote=quote)
        for n in range(20)
    ]
    comment = render(diagnosis_=diagnosis(*claims), limit=8_000)
    assert len(comment) <= 8_000
    assert "more claims left out to fit GitHub's 65,536-character comment limit" in comment
    assert "**1.** claim 0" in comment


def test_when_even_no_claims_fit_the_comment_keeps_the_headline_root_cause_and_fix() -> None:
    gaps = [EvidenceGap(missing=f"log {n}", reason="r" * 1_900) for n in range(10)]
    comment = render(evidence(gaps=gaps, tests=0), limit=6_000)
    assert len(comment) <= 6_000
    assert "**Root cause:**" in comment
    assert "#### Suggested fix" in comment
    assert "What I could not see" not in comment
    assert "The evidence, failed tests and notes are left out to fit" in comment


@pytest.mark.parametrize("marker", ["ci-triage:diagnosis", "<!-- ci-triage:diagnosis -->"])
def test_the_marker_may_be_given_with_or_without_its_comment_brackets(marker: str) -> None:
    first = render_diagnosis_comment(evidence(), diagnosis(), marker=marker).splitlines()[0]
    assert first == "<!-- ci-triage:diagnosis -->"


def test_a_marker_that_could_break_out_of_its_comment_is_refused() -> None:
    with pytest.raises(ValueError, match="marker must look like"):
        render_diagnosis_comment(evidence(), diagnosis(), marker="ci-triage:x --> @octocat")


MARKDOWN_SOUP = st.lists(
    st.sampled_from([*"@<>[]()!`*_~#|=&;:/\\.-+ \n\tax1", "http://", "www.", "<script>", "&#64;", "```"]),
    max_size=60,
).map("".join)


@settings(max_examples=150, deadline=None)
@given(text=MARKDOWN_SOUP)
def test_any_free_text_renders_to_a_comment_the_verifier_finds_safe(text: str) -> None:
    claim = Claim(statement=text, citation=Citation(kind="commit", sha=HEAD), quote=text or None)
    draft = diagnosis(claim, root_cause=text, suggested_fix=text)
    gap = EvidenceGap(missing=text, reason=text, fix=text or None)
    handoff = Handoff(reason=text, missing=text or None, fix=text or None)
    result = verify(draft, render(evidence(gaps=[gap]), draft, notes=[text], handoff=handoff), evidence(), None)
    failed = {check.name for check in result.checks if not check.passed}
    assert failed & {"mentions", "links", "html", "fences", "secrets"} == set()
