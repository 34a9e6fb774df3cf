"""The verifier over a real git checkout and a real corpus log: an honest draft passes; each kind of
false or unsafe content drops its claim or fails the draft."""

from __future__ import annotations

import shutil
import string
import subprocess
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ci_triage.agent.llm.base import RunUsage
from ci_triage.evidence.model import Citation, Evidence, EvidenceItem, JobLog
from ci_triage.github.models import ChangedFile, Commit, Job, PullRequest, WorkflowRun
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.propose.diagnosis import Claim, Diagnosis
from ci_triage.prove.verification import Verification
from ci_triage.prove.verify import apply, summarise, verify
from ci_triage.report.diagnosis_comment import render_diagnosis_comment
from ci_triage.triage.proposal_verifier import ProposalVerifier
from ci_triage.triage.state import Proposal

LOG = "react-prettier-check-two-files.log"
JOB_URL = "https://github.com/octo/app/actions/runs/7001/job/42"
MARKER = "<!-- ci-triage:diagnosis -->"
APP_LINES = ["const a = 1;", "const b = 2;", "export const sum = a + b + ;", "export default sum;"]
OLD_LINE = "export const sum = a + b;"
PATCH = "\n".join(
    ["@@ -1,3 +1,4 @@", *(f" {line}" for line in APP_LINES[:2]), f"-{OLD_LINE}", "+" + "\n+".join(APP_LINES[2:])]
)
# Lines 204–210 of the corpus log as the analyser shows them (timestamps gone), copied from the file.
CITED = [
    "  This project uses prettier to format all JavaScript code.",
    "    Please run yarn prettier-all and add changes to files listed below to your commit:",
    "",
    "",
    "packages/react-dom/src/__tests__/ReactDOMFragmentRefs-test.js",
    "compiler/packages/babel-plugin-react-compiler/src/ReactiveScopes/CodegenReactiveFunction.ts",
    "error Command failed with exit code 1.",
]


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"}
    ).stdout.strip()


@dataclass
class World:
    repo: Path
    evidence: Evidence
    head: str
    base: str


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory, corpus: Path, analyser) -> World:
    root = tmp_path_factory.mktemp("verify")
    repo = root / "repo"
    (repo / "src").mkdir(parents=True)
    git(repo, "init", "-q", "-b", "main")
    git(repo, "config", "user.email", "dev@example.invalid")
    git(repo, "config", "user.name", "Dev")
    (repo / "src" / "app.js").write_text("const a = 1;\nconst b = 2;\nexport const sum = a + b;\n")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "base")
    base = git(repo, "rev-parse", "HEAD")
    (repo / "src" / "app.js").write_text("\n".join(APP_LINES) + "\n")
    git(repo, "commit", "-q", "-am", "add default export")
    head = git(repo, "rev-parse", "HEAD")
    (root / "outside.txt").write_text("not in the repository\n")
    (repo / "escape").symlink_to(root / "outside.txt")

    log_path = root / "job-42.log"
    shutil.copyfile(corpus / "gha" / LOG, log_path)
    with open_log_source(str(log_path)) as source:
        report, _ = triage_source(source, analyser, budget=2000)
    job = Job(id=42, name="prettier", status="completed", conclusion="failure", html_url=JOB_URL)
    evidence = Evidence(
        run=WorkflowRun(
            id=7001,
            workflow_id=3,
            event="pull_request",
            status="completed",
            conclusion="failure",
            head_sha=head,
            html_url="https://github.com/octo/app/actions/runs/7001",
            repository="octo/app",
        ),
        pull_request=PullRequest(
            number=5,
            title="Add default export",
            html_url="https://github.com/octo/app/pull/5",
            head_sha=head,
            head_ref="feature",
            base_ref="main",
            base_sha=base,
            base_repository="octo/app",
        ),
        logs=[JobLog(job=job, path=log_path, report=report.jobs[0])],
        changed_files=[ChangedFile(filename="src/app.js", status="modified", additions=2, deletions=1, patch=PATCH)],
        commits=[Commit(sha=head, message="add default export", html_url=f"https://github.com/octo/app/commit/{head}")],
        items=[
            EvidenceItem(
                id="E1",
                kind="log_excerpt",
                summary="prettier lists unformatted files",
                text="\n".join(CITED),
                citation=Citation(kind="log", job="prettier", job_id=42, start_line=204, end_line=210),
            ),
            EvidenceItem(
                id="E2",
                kind="changed_file",
                summary="src/app.js changed",
                citation=Citation(kind="diff", path="src/app.js", start_line=3),
            ),
        ],
    )
    return World(repo=repo, evidence=evidence, head=head, base=base)


def log_claim(quote: str | None, start: int = 208, end: int | None = 209, **citation) -> Claim:
    return Claim(
        statement="prettier reports two files as not formatted",
        citation=Citation(kind="log", job="prettier", job_id=42, start_line=start, end_line=end, **citation),
        quote=quote,
        evidence=["E1"],
    )


def honest(world: World, *extra: Claim) -> Diagnosis:
    return Diagnosis(
        root_cause="The formatting check fails: prettier lists two files that are not formatted.",
        category="formatting",
        attribution="this-change",
        confidence=0.8,
        claims=[
            log_claim("\n".join(CITED[4:6])),
            Claim(
                statement="The changed line does not parse",
                citation=Citation(kind="file", path="src/app.js", start_line=3),
                quote="export const sum = a + b + ;",
                evidence=["E2"],
            ),
            Claim(
                statement="The change came with this commit",
                citation=Citation(kind="commit", sha=world.head[:10]),
            ),
            *extra,
        ],
        suspected_commits=[world.head],
        suggested_fix="Run `yarn prettier-all` and commit the result.",
    )


def check(result: Verification, name: str):
    return next(c for c in result.checks if c.name == name)


def verified(world: World, diagnosis: Diagnosis, markdown: str | None = None, **kwargs) -> Verification:
    if markdown is None:
        markdown = render_diagnosis_comment(world.evidence, diagnosis, marker=MARKER)
    return verify(diagnosis, markdown, world.evidence, world.repo, **kwargs)


def test_an_honest_diagnosis_rendered_as_a_comment_passes_every_check(world: World) -> None:
    diagnosis = honest(world)
    markdown = render_diagnosis_comment(world.evidence, diagnosis, marker=MARKER)
    result = verify(diagnosis, markdown, world.evidence, world.repo)
    assert [c.name for c in result.checks if not c.passed] == []
    assert result.passed
    assert not result.retry_advised
    assert [outcome.kept for outcome in result.claims] == [True, True, True]
    assert result.postable_as_is
    assert apply(result, diagnosis) == diagnosis


def test_the_quote_is_compared_with_the_cleaned_line_not_the_raw_one(world: World) -> None:
    raw = (world.evidence.logs[0].path.read_bytes().split(b"\n")[194]).decode()
    assert raw.startswith("2026-04-23T")  # a timestamp and a colour code in the file
    assert "\x1b[36;1m" in raw
    kept = verified(world, honest(world, log_claim("yarn prettier-check", start=195, end=195)))
    assert kept.claims[3].kept
    dropped = verified(world, honest(world, log_claim(raw, start=195, end=195)))
    assert not dropped.claims[3].kept
    assert not check(dropped, "quotes").passed


def test_a_misquoted_line_drops_its_claim_and_the_rest_still_passes(world: World) -> None:
    wrong = log_claim("packages/react-dom/src/__tests__/ReactDOMFragmentRef-test.js")
    result = verified(world, honest(world, wrong))
    assert [outcome.kept for outcome in result.claims] == [True, True, True, False]
    assert "quote is not in lines 208–209" in result.claims[3].reasons[0]
    assert not check(result, "quotes").passed
    assert result.passed
    assert not result.postable_as_is  # the comment must be re-rendered without the dropped claim
    assert summarise(result).model_dump() == {
        "passed": True,
        "retry_advised": False,
        "failed_checks": ["quotes"],
        "dropped_claims": 1,
    }


def test_the_loops_verifier_prunes_a_dropped_claim_and_verifies_the_re_rendered_comment(world: World) -> None:
    diagnosis = honest(world, log_claim("packages/react-dom/src/__tests__/ReactDOMFragmentRef-test.js"))

    def render(
        evidence: Evidence, shown: Diagnosis, sections: list[str], /, usage: RunUsage | None = None, **footer: object
    ) -> str:
        return render_diagnosis_comment(evidence, shown, marker=MARKER, sections=sections, usage=usage)

    markdown = render(world.evidence, diagnosis, [])
    proposal = Proposal(stage="deterministic", diagnosis=diagnosis, markdown=markdown, drafter="deterministic")
    summary, posted, detail = ProposalVerifier(render, world.repo, ())(proposal, world.evidence)
    assert (summary.passed, summary.dropped_claims) == (True, 1)
    assert posted is not None
    assert len(posted.diagnosis.claims) == 3
    assert "ReactDOMFragmentRef-test.js" in markdown
    assert "ReactDOMFragmentRef-test.js" not in posted.markdown
    assert isinstance(detail, list)
    assert [verification.postable_as_is for verification in detail] == [False, True]


def test_a_line_range_off_by_one_drops_the_claim(world: World) -> None:
    result = verified(world, honest(world, log_claim(CITED[6], start=209, end=209)))
    assert not result.claims[3].kept
    assert verified(world, honest(world, log_claim(CITED[6], start=210, end=210))).claims[3].kept


def test_lines_past_the_end_of_the_log_or_of_an_unknown_job_are_dropped(world: World) -> None:
    past = verified(world, honest(world, log_claim(None, start=228, end=229)))
    assert "past the end of the log" in past.claims[3].reasons[0]
    assert verified(world, honest(world, log_claim(None, start=228, end=228))).claims[3].kept
    other = Claim(statement="x", citation=Citation(kind="log", job_id=43, start_line=1))
    assert "no log of job 43" in verified(world, honest(world, other)).claims[3].reasons[0]


def test_a_run_logs_zip_is_read_at_the_cited_member(world: World, tmp_path: Path) -> None:
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as handle:
        handle.writestr("0_setup.txt", "nothing\n")
        handle.write(world.evidence.logs[0].path, "1_prettier.txt")
    log = world.evidence.logs[0].model_copy(update={"path": archive})
    evidence = world.evidence.model_copy(update={"logs": [log]})
    in_member = log_claim(CITED[6], start=210, end=210, member="1_prettier.txt")
    unnamed = log_claim(CITED[6], start=210, end=210)
    result = verify(honest(world, in_member, unnamed), "ok\n", evidence, world.repo)
    assert [outcome.kept for outcome in result.claims] == [False, True, True, True, False]  # claim 1 names no member
    assert "no member None" in result.claims[4].reasons[0]


def test_url_and_junit_citations_must_point_into_the_evidence(world: World) -> None:
    run_url = Claim(statement="x", citation=Citation(kind="url", url="https://github.com/octo/app/actions/runs/7001"))
    foreign = Claim(statement="x", citation=Citation(kind="url", url="https://evil.example/runs/7001"))
    junit_item = EvidenceItem(
        id="E3",
        kind="junit",
        summary="x",
        citation=Citation(kind="junit", path="reports/junit.xml", start_line=12),
    )
    evidence = world.evidence.model_copy(update={"items": [*world.evidence.items, junit_item]})
    junit = Claim(statement="x", citation=Citation(kind="junit", path="reports/junit.xml", start_line=12))
    elsewhere = Claim(statement="x", citation=Citation(kind="junit", path="reports/junit.xml", start_line=13))
    result = verify(honest(world, run_url, foreign, junit, elsewhere), "ok\n", evidence, world.repo)
    assert [outcome.kept for outcome in result.claims[3:]] == [True, False, True, False]
    assert not check(result, "cited-urls").passed


@pytest.mark.parametrize("path", ["../outside.txt", "/etc/passwd", "escape", "src/../../outside.txt", ".git/config"])
def test_a_file_outside_the_repository_is_dropped(world: World, path: str) -> None:
    claim = Claim(statement="x", citation=Citation(kind="file", path=path, start_line=1))
    result = verified(world, honest(world, claim))
    assert not result.claims[3].kept
    assert not check(result, "lines").passed


def test_a_line_past_the_end_of_a_file_is_dropped(world: World) -> None:
    last = Claim(statement="x", citation=Citation(kind="file", path="src/app.js", start_line=4))
    past = Claim(statement="x", citation=Citation(kind="file", path="src/app.js", start_line=5))
    result = verified(world, honest(world, last, past))
    assert [outcome.kept for outcome in result.claims[3:]] == [True, False]
    assert "has 4 lines, line 5 cited" in result.claims[4].reasons[0]


def test_diff_citations_use_the_new_side_line_numbers(world: World) -> None:
    added = Claim(
        statement="x", citation=Citation(kind="diff", path="src/app.js", start_line=4), quote="export default sum;"
    )
    wrong_quote = Claim(
        statement="x",
        citation=Citation(kind="diff", path="src/app.js", start_line=3),
        quote="export const sum = a + b;",
    )
    beyond = Claim(statement="x", citation=Citation(kind="diff", path="src/app.js", start_line=5))
    result = verify(honest(world, added, wrong_quote, beyond), "ok\n", world.evidence, None)
    assert [outcome.kept for outcome in result.claims[3:]] == [True, False, False]
    assert "not on the new side of the PR diff" in result.claims[5].reasons[0]


def test_without_a_checkout_a_file_claim_must_be_on_the_diff(world: World) -> None:
    unchanged = Claim(statement="x", citation=Citation(kind="file", path="README.md", start_line=1))
    result = verify(honest(world, unchanged), "ok\n", world.evidence, None)
    assert result.claims[1].kept  # src/app.js:3 is on the diff's new side
    assert "no repository checkout; README.md is not in the PR diff" in result.claims[3].reasons[0]


def test_an_unknown_commit_is_dropped_and_removed_from_the_suspects(world: World) -> None:
    stranger = "0123456789abcdef0123456789abcdef01234567"
    diagnosis = honest(world, Claim(statement="x", citation=Citation(kind="commit", sha=stranger)))
    diagnosis = diagnosis.model_copy(update={"suspected_commits": [world.head, stranger]})
    result = verified(world, diagnosis)
    assert not result.claims[3].kept
    assert result.unknown_commits == [stranger]
    assert result.passed  # the SHA is linked only from the dropped claim
    assert "only in dropped claims" in check(result, "markdown-commits").detail
    applied = apply(result, diagnosis)
    assert applied.suspected_commits == [world.head]
    assert len(applied.claims) == 3
    assert applied.confidence < diagnosis.confidence
    assert verified(world, applied).passed


def test_a_commit_named_only_in_the_markdown_fails_the_draft(world: World) -> None:
    diagnosis = honest(world)
    markdown = render_diagnosis_comment(world.evidence, diagnosis, marker=MARKER) + "\nSee commit 0badc0de1.\n"
    result = verified(world, diagnosis, markdown)
    assert not result.passed
    assert "0badc0de1" in check(result, "markdown-commits").detail
    assert result.retry_advised
    assert verified(world, diagnosis, markdown.replace("0badc0de1", world.base[:9])).passed


def test_an_unknown_evidence_id_drops_the_claim(world: World) -> None:
    claim = log_claim(CITED[6], start=210, end=210).model_copy(update={"evidence": ["E1", "E9"]})
    result = verified(world, honest(world, claim))
    assert result.claims[3].reasons == ["cites unknown evidence id E9"]


def test_dropping_the_root_cause_claim_fails_and_advises_going_back(world: World) -> None:
    diagnosis = honest(world)
    diagnosis.claims[0] = log_claim("a line that is not in the log")
    result = verified(world, diagnosis)
    assert not result.passed
    assert result.retry_advised
    assert not check(result, "root-cause-claim").passed
    no_claims = diagnosis.model_copy(update={"claims": []})
    assert verified(world, no_claims).retry_advised


def test_a_token_shaped_string_fails_the_draft(world: World) -> None:
    token = "gh" + "p_" + "A1b2C3d4" * 5
    diagnosis = honest(world)
    markdown = render_diagnosis_comment(world.evidence, diagnosis, marker=MARKER) + f"\n`{token}`\n"
    result = verified(world, diagnosis, markdown)
    assert not result.passed
    assert not result.retry_advised
    assert "github-token" in check(result, "secrets").detail
    # the renderer masks it when the model's own text carries it
    leaky = diagnosis.model_copy(update={"root_cause": f"The token {token} expired."})
    assert verified(world, leaky).passed


def test_links_of_a_repository_with_capitals_are_not_taken_for_tokens(world: World) -> None:
    repo = "OctoOrg/MyApp2"
    urls = [
        f"https://github.com/{repo}/blob/{world.head}/src/App.js#L3",
        f"https://github.com/{repo}/commit/{world.head}",
    ]
    markdown = "".join(f"[link]({url})\n\n" for url in urls)
    assert verified(world, honest(world), markdown).passed
    token = "".join(string.ascii_letters[i] + string.digits[i % 10] for i in range(5, 52, 2))  # built at run time
    result = verified(world, honest(world), markdown + f"[link](https://github.com/{repo}/{token})\n")
    assert check(result, "secrets").detail == "secret-shaped strings: high-entropy"


def test_a_masked_value_fails_the_draft_without_being_echoed(world: World) -> None:
    value = "correct-" + "horse-battery"
    diagnosis = honest(world).model_copy(update={"suggested_fix": f"Set the password to {value}."})
    result = verified(world, diagnosis, masked_values=[value, ""])
    assert not result.passed
    assert value not in check(result, "masked-values").detail
    assert verified(world, diagnosis, masked_values=["something-else"]).passed


def test_a_mention_outside_code_fails_and_the_renderer_neutralises_one(world: World) -> None:
    diagnosis = honest(world).model_copy(update={"root_cause": "Ask @octocat or @octo/core about it."})
    rendered = render_diagnosis_comment(world.evidence, diagnosis, marker=MARKER)
    assert verified(world, diagnosis, rendered).passed
    assert "`@octocat`" in rendered
    result = verified(world, diagnosis, rendered + "\ncc @octocat\n")
    assert not result.passed
    assert check(result, "mentions").detail == "@mentions outside code: @octocat"
    email = verified(world, diagnosis, rendered + "\nwrite to dev@example.org, not `@octocat`\n")
    assert check(email, "mentions").passed
    assert not check(email, "links").passed  # GitHub links a bare e-mail address


def test_an_external_link_fails_and_the_renderer_neutralises_one(world: World) -> None:
    diagnosis = honest(world).model_copy(
        update={"suggested_fix": "See [the fix](https://evil.example/x) or www.evil.example"}
    )
    rendered = render_diagnosis_comment(world.evidence, diagnosis, marker=MARKER)
    assert verified(world, diagnosis, rendered).passed
    for bad in (
        "[fix](https://evil.example/x)",
        "![img](https://evil.example/p.png)",
        "https://evil.example/x",
        "<ftp://evil.example/x>",
        "mail <mailto:someone@evil.example>",
    ):
        result = verified(world, diagnosis, rendered + f"\n{bad}\n")
        assert not check(result, "links").passed, bad
    assert verified(world, diagnosis, rendered + f"\n[job]({JOB_URL})\n").passed
    result = verified(
        world,
        diagnosis,
        rendered + "\n[x](https://docs.example/a)\n",
        allowed_link_hosts=["github.com", "docs.example"],
    )
    assert result.passed


def test_an_unclosed_fence_fails_the_draft(world: World) -> None:
    diagnosis = honest(world)
    rendered = render_diagnosis_comment(world.evidence, diagnosis, marker=MARKER)
    result = verified(world, diagnosis, rendered + "\n````text\nstill open\n```\n")
    assert not result.passed
    assert "never closed" in check(result, "fences").detail
    assert not check(verified(world, diagnosis, rendered + "\n<details>\n\nx\n"), "fences").passed
    assert verified(world, diagnosis, rendered + "\n> ```text\n> quoted\n> ```\n").passed


def test_raw_html_other_than_the_marker_and_details_fails_the_draft(world: World) -> None:
    diagnosis = honest(world).model_copy(update={"root_cause": "<script>alert(1)</script> broke it"})
    rendered = render_diagnosis_comment(world.evidence, diagnosis, marker=MARKER)
    assert verified(world, diagnosis, rendered).passed
    allowed = rendered + "\n<details>\n<summary>More</summary>\n\nText\n\n</details>\n"
    assert verified(world, diagnosis, allowed).passed
    result = verified(world, diagnosis, rendered + "\nSee <script>alert(1)</script>\n")
    assert not result.passed
    assert "<script>" in check(result, "html").detail
    assert not verified(world, diagnosis, rendered + "\n<!-- hidden text -->\n").passed


def test_an_oversize_comment_fails_and_the_renderer_keeps_within_the_limit(world: World) -> None:
    diagnosis = honest(world)
    rendered = render_diagnosis_comment(world.evidence, diagnosis, marker=MARKER)
    result = verified(world, diagnosis, rendered + "x" * 65_536)
    assert not result.passed
    assert not check(result, "size").passed
    many = [log_claim(CITED[6], start=210, end=210)] * 17
    big = diagnosis.model_copy(update={"claims": [*diagnosis.claims, *many]})
    small = render_diagnosis_comment(world.evidence, big, marker=MARKER, limit=3_000)
    assert len(small) <= 3_000
    assert "left out to fit" in small


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_quote_taken_from_the_cited_lines_verifies_and_any_altered_one_does_not(world: World, data) -> None:
    text = "\n".join(CITED)
    start = data.draw(st.integers(0, len(text) - 1))
    end = data.draw(st.integers(start + 1, len(text)))
    quote = text[start:end]
    assume(quote.strip())
    claim = log_claim(quote, start=204, end=210)
    assert verify(honest(world, claim), "ok\n", world.evidence, world.repo).claims[3].kept
    position = data.draw(st.integers(0, len(quote)))
    altered = quote[:position] + data.draw(st.characters(codec="utf-8", exclude_characters="\r")) + quote[position:]
    assume(altered not in text)
    claim = log_claim(altered, start=204, end=210)
    assert not verify(honest(world, claim), "ok\n", world.evidence, world.repo).claims[3].kept
