"""Bot accuracy: reading ci-triage's own comments back, and scoring how they were received."""

from __future__ import annotations

from ci_triage.audit.health.accuracy import HANDOFF, accuracy, is_ours, parse_comment
from ci_triage.audit.health.collection import BotComment
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.markdown import render_markdown


def test_the_analysers_comment_gives_its_category_and_cited_files(corpus, analyser):
    with open_log_source(str(corpus / "gha" / "victory-jest-inline-snapshot.log")) as source:
        report, _ = triage_source(source, analyser, 800)
    category, files = parse_comment(render_markdown(report))
    assert category == "test failure"
    assert files == ["packages/victory-core/src/exports.test.ts"]


def test_a_verified_diagnosis_comment_gives_its_category_and_suspected_files():
    body = (
        "<!-- ci-triage:report -->\n### ❌ CI triage: dependency resolution — caused by this PR\n\n"
        "**Suspected files:** [`package.json`](https://github.com/o/r/blob/abc/package.json), `yarn.lock:12`\n"
    )
    assert parse_comment(body) == ("dependency resolution", ["package.json", "yarn.lock"])


def test_a_handoff_and_a_green_report_have_no_cited_files():
    assert parse_comment("<!-- ci-triage:handoff -->\n## ci-triage needs a human: actions: read\n") == (HANDOFF, [])
    assert parse_comment("<!-- ci-triage:report -->\n### ✅ CI triage: no failure found\n") == (None, [])


def test_ours_means_the_marker_and_the_author_together():
    body = "<!-- ci-triage:report -->\n### ❌ CI triage: lint/format"
    assert is_ours(body, "github-actions[bot]", "github-actions[bot]")
    assert not is_ours(body, "octocat", "github-actions[bot]")
    assert not is_ours("### ❌ CI triage: lint/format", "github-actions[bot]", "github-actions[bot]")


def test_acceptance_counts_thumbs_and_fixing_pushes_and_never_a_disputed_comment():
    comments = [
        BotComment(pull_request=1, comment_id=1, category="test failure", thumbs_up=1),
        BotComment(pull_request=2, comment_id=2, category="test failure", next_push_touched_cited_file=True),
        BotComment(pull_request=3, comment_id=3, category="test failure", thumbs_up=1, confused=1),
        BotComment(pull_request=4, comment_id=4, category="test failure"),
        BotComment(pull_request=5, comment_id=5, category="lint/format", thumbs_down=2, replies=1),
    ]
    rows = {row.category: row for row in accuracy(comments, checked=True).categories}
    tests = rows["test failure"]
    assert (tests.comments, tests.accepted, tests.rejected, tests.acceptance) == (4, 2, 0, 0.5)
    lint = rows["lint/format"]
    assert (lint.accepted, lint.rejected, lint.acceptance, lint.replies) == (0, 1, 0.0, 1)
