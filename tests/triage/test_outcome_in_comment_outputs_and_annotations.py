"""What a maintainer reads about the outcome: who wrote the comment, that the model stage failed,
where the whole diagnosis is when the comment was cut, the neutral ``summary`` output, and the
annotations kept within GitHub's per-step limits."""

from __future__ import annotations

import json

from markdown_it import MarkdownIt
from tests.report.test_diagnosis_comment import diagnosis, evidence, links, render

from ci_triage.evidence.model import Citation
from ci_triage.propose.diagnosis import Claim, Diagnosis
from ci_triage.prove.verification import VerificationSummary
from ci_triage.report.diagnosis_comment import neutral_text
from ci_triage.triage.annotations import MAX_PER_LEVEL, annotations_of
from ci_triage.triage.assemble import outputs_of
from ci_triage.triage.state import LoopState, PostResult, Proposal


def test_the_footer_says_whether_the_rules_or_which_model_wrote_the_comment() -> None:
    assert "written by the built-in rules" in render(author="deterministic")
    by_model = render(author="llama-3.3-70b")
    assert "written by the model `llama-3.3-70b`" in by_model
    assert "built-in rules" not in by_model


def test_a_failed_model_stage_is_said_in_the_comment_without_links_or_mentions() -> None:
    comment = render(author="deterministic", model_failure="HTTP 529 from https://api.example @oncall")
    assert "The model stage failed, so ci-triage's built-in rules wrote this comment" in comment
    assert "https://api.example" not in links(comment)
    assert "`@oncall`" in comment


def test_a_comment_cut_to_the_limit_says_where_the_whole_diagnosis_is() -> None:
    claims = [
        Claim(statement=f"Claim {n}", citation=Citation(kind="log", job_id=77, start_line=150), quote="x" * 600)
        for n in range(20)
    ]
    cut = render(diagnosis_=diagnosis(*claims), limit=8_000)
    assert "left out to fit GitHub's 65,536-character comment limit" in cut
    assert "the full diagnosis is in the run's job summary and in the JSON report (the `report-path` output)" in cut
    whole = render(diagnosis_=diagnosis(*claims), limit=1024 * 1024)
    assert "Claim 19" in whole
    assert "left out" not in whole


def test_the_failed_test_list_counts_the_tests_the_log_named_beyond_those_kept() -> None:
    bundle = evidence(tests=50)
    bundle.logs[0].report.failed_tests_total = 4000
    bundle.logs[0].report.failed_tests_complete = False
    assert "- … and at least 3980 more" in render(bundle)


def test_the_summary_output_has_no_link_tag_or_live_mention() -> None:
    text = neutral_text("test [click](https://evil.example) <img src=x onerror=y> @everyone ![i](https://t.example)")
    rendered = MarkdownIt("commonmark").render(text)
    assert "<a " not in rendered
    assert "<img" not in rendered
    assert "`@everyone`" in text
    assert neutral_text("tests/test_math.py::test_add") == "tests/test_math.py::test_add", "names stay readable"


def _state(claims: int, notes: int) -> LoopState:
    found = Diagnosis(
        root_cause="r @team [x](https://e.example)",
        category="test failure",
        confidence=0.8,
        claims=[
            Claim(statement=f"line {n}", citation=Citation(kind="file", path="src/a.py", start_line=n + 1))
            for n in range(claims)
        ],
    )
    proposal = Proposal(stage="deterministic", diagnosis=found, markdown="m", drafter="deterministic")
    return LoopState(
        phase="done",
        proposal=proposal,
        committed=proposal,
        verification=VerificationSummary(passed=True),
        commits=[PostResult(target="comment", action="created", url="https://x/1", stage="deterministic")],
        notes=[f"note {n}" for n in range(notes)],
        model_configured=True,
        model_failure="HTTP 529",
    )


def test_annotations_keep_the_first_ten_of_each_level_and_say_how_many_were_left_out() -> None:
    shown = annotations_of(_state(claims=14, notes=12))
    errors = [a for a in shown if a.level == "error"]
    warnings = [a for a in shown if a.level == "warning"]
    notices = [a for a in shown if a.level == "notice"]
    assert [a.line for a in errors] == list(range(1, MAX_PER_LEVEL + 1)), "the diagnosis's own order: cause first"
    assert warnings[0].message.startswith("the model stage failed"), "whose diagnosis is shown comes first"
    assert len(warnings) == MAX_PER_LEVEL
    assert len(notices) == 1
    assert notices[0].message.startswith("7 more annotations left out")
    assert annotations_of(_state(claims=2, notes=1))[-1].level == "warning", "no notice when nothing was cut"


def test_the_outputs_say_what_happened() -> None:
    outputs = outputs_of(_state(claims=1, notes=0), None)
    assert (outputs["outcome"], outputs["stage"], outputs["model-status"]) == ("triaged", "rules", "failed: HTTP 529")
    assert outputs["summary"] == "r `@team` \\[x\\](`https://e.example`)"
    assert json.loads(outputs["failed-tests"]) == []
    assert outputs["comment-url"] == "https://x/1"
