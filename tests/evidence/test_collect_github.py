"""collect_evidence over the scenario cassettes: logs analysed and cited, PR found, gaps stated."""

from __future__ import annotations

from pathlib import Path

import pytest

from cassettes.github import event_run, scenario_cassette
from ci_triage.evidence.collect_github import collect_evidence, reanalyse
from ci_triage.github.errors import RateLimited
from ci_triage.github.models import RunRef

REPO = "octo-org/octo-repo"
BUDGET = 2000


def raw_lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n")


def test_pr_run_with_two_failed_jobs(make_client, analyser, tmp_path: Path) -> None:
    client = make_client()
    with scenario_cassette("pr_two_failed_jobs") as replay:
        evidence = collect_evidence(client, RunRef(repository=REPO, run_id=30433642), tmp_path, analyser, BUDGET)
    assert evidence.gaps == []
    assert [log.job.name for log in evidence.logs] == ["maven build", "Run prettier"]
    assert [log.report.classification.category for log in evidence.logs] == ["test failure", "formatting"]
    assert all(log.report.job == log.job.name for log in evidence.logs)
    assert evidence.pull_request is not None
    assert evidence.pull_request.number == 1347
    assert next(f.filename for f in evidence.changed_files).endswith("CommandArrayConverter.java")
    assert [c.sha for c in evidence.commits] == ["acb5820ced9479c074f688cc328bf03f341a511d"]
    # every API request of the cassette was made, the comment's excepted (upsert_sticky_comment's job)
    cassette = replay.cassette
    unplayed = {
        (r.method, r.path.rsplit("/", 1)[-1]) for i, r in enumerate(cassette.requests) if not cassette.play_counts[i]
    }
    assert unplayed == {("POST", "graphql"), ("GET", "comments"), ("POST", "comments")}
    # API requests only (the 4 signed-URL downloads are not API calls); the last green job's log
    # and the workflow file at the head SHA are one request each
    assert client.calls_made == 14

    ids = [item.id for item in evidence.items]
    assert ids == [f"E{n}" for n in range(1, len(ids) + 1)]
    kinds = {item.kind for item in evidence.items}
    assert {"log_excerpt", "failed_test", "location", "pull_request", "changed_file", "commit", "base_history"} <= kinds


def test_log_citations_point_at_the_lines_of_the_log_as_downloaded(make_client, analyser, tmp_path: Path) -> None:
    with scenario_cassette("pr_two_failed_jobs"):
        evidence = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path, analyser, BUDGET)
    logs = {log.job.id: log for log in evidence.logs}
    excerpts = [item for item in evidence.items if item.kind == "log_excerpt"]
    assert len(excerpts) >= 2
    for item in excerpts:
        cite = item.citation
        log = logs[cite.job_id]
        assert cite.url == log.job.html_url
        assert cite.job == log.job.name
        lines = raw_lines(log.path)[cite.start_line - 1 : cite.end_line]
        quoted = item.text.split("\n")
        assert len(quoted) == len(lines)
        for cleaned, raw in zip(quoted, lines, strict=True):
            assert cleaned.strip() in raw  # the analyser strips timestamps; the rest is the raw line
    tests = [item for item in evidence.items if item.kind == "failed_test"]
    assert any("CommandArrayConverterTest" in item.summary for item in tests)
    for item in tests:
        assert "CommandArrayConverterTest" in raw_lines(logs[item.citation.job_id].path)[item.citation.start_line - 1]


def test_base_history_decides_attribution_per_job(make_client, analyser, tmp_path: Path) -> None:
    with scenario_cassette("pr_two_failed_jobs"):
        evidence = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path, analyser, BUDGET)
    lint = [past for past in evidence.base_history if past.job == "Run prettier"]
    assert [(p.run_id, p.job_conclusion) for p in lint] == [(30433600, "failure"), (30433590, "success")]
    prettier_log = next(log for log in evidence.logs if log.job.name == "Run prettier")
    assert lint[0].fingerprint == prettier_log.report.fingerprint is not None
    verdicts = [item.summary for item in evidence.items if "attribution:" in item.summary]
    assert any("“maven build”: passes on the base branch" in s and "this-change" in s for s in verdicts)
    assert any("“Run prettier”: also failing on the base branch (same fingerprint)" in s for s in verdicts)


def test_fork_pr_is_found_by_its_head_sha(make_client, analyser, tmp_path: Path) -> None:
    run = event_run("fork_pr")
    assert run.pull_request_numbers == []
    assert run.from_fork
    with scenario_cassette("fork_pr") as replay:
        evidence = collect_evidence(make_client(), run, tmp_path, analyser, BUDGET)
    assert evidence.pull_request is not None
    assert evidence.pull_request.number == 1348
    assert evidence.pull_request.from_fork
    assert evidence.pull_request.head_sha == run.head_sha
    assert any(r.url.endswith(f"/commits/{run.head_sha}/pulls") for r in replay.sent)
    assert not any(r.url.endswith("/actions/runs/30433643") for r in replay.sent)  # the event had the run
    assert evidence.gaps == []


def test_push_without_pr_reads_junit_and_main_history(make_client, analyser, tmp_path: Path) -> None:
    with scenario_cassette("push_main") as replay:
        evidence = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433644), tmp_path, analyser, BUDGET)
    assert replay.cassette.all_played
    assert evidence.pull_request is None
    assert evidence.changed_files == []
    assert evidence.commits == []
    junit = [item for item in evidence.items if item.kind == "junit"]
    assert len(junit) == 7  # 2 failures + 5 errors in the surefire report
    assert junit[0].citation.path == "Test output/surefire-reports/TEST-EmailAddressTest.xml"
    assert junit[0].citation.start_line == 4
    assert not any("/artifacts/11/" in r.url for r in replay.sent)  # "Rails" is not a test-results artifact
    assert [(p.run_id, p.job_conclusion) for p in evidence.base_history] == [(30433590, "success")]


def test_expired_log_is_a_gap_not_a_crash(make_client, analyser, tmp_path: Path) -> None:
    with scenario_cassette("logs_expired"):
        evidence = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433647), tmp_path, analyser, BUDGET)
    assert [log.job.name for log in evidence.logs] == ["Run prettier"]
    assert len(evidence.gaps) == 1
    gap = evidence.gaps[0]
    assert gap.missing == "job log of “maven build”"
    assert gap.reason == "log expired or deleted (HTTP 410: Gone)"
    assert "re-run" in (gap.fix or "")
    assert not (tmp_path / "logs" / "399444996.log").exists()
    assert not list((tmp_path / "logs").glob("*.part"))


def test_rate_limit_then_success_during_collection(make_client, sleeps, analyser, tmp_path: Path) -> None:
    client = make_client(clock=lambda: 1590701888 - 10.0)
    with scenario_cassette("rate_limited") as replay:
        evidence = collect_evidence(client, RunRef(repository=REPO, run_id=30433648), tmp_path, analyser, BUDGET)
    assert sleeps == [11.0]
    assert replay.cassette.all_played
    assert [log.job.name for log in evidence.logs] == ["Run prettier"]
    assert evidence.gaps == []


def test_nothing_of_the_signed_url_is_kept(make_client, analyser, tmp_path: Path) -> None:
    with scenario_cassette("pr_two_failed_jobs"):
        evidence = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path, analyser, BUDGET)
    dumped = evidence.model_dump_json()
    assert "urlSignature" not in dumped
    assert "signedlogcontent" not in dumped


def test_a_long_rate_limit_stops_collection_with_the_partial_evidence(make_client, sleeps, analyser, tmp_path) -> None:
    client = make_client(clock=lambda: 1590701888 - 3600.0)  # the limit resets in an hour: beyond the bound
    with scenario_cassette("rate_limited"), pytest.raises(RateLimited) as raised:
        collect_evidence(client, RunRef(repository=REPO, run_id=30433648), tmp_path, analyser, BUDGET)
    assert sleeps == []
    partial = raised.value.partial
    assert partial is not None
    assert partial.run is not None
    assert partial.run.id == 30433648
    assert partial.logs == []
    assert partial.gaps[-1].missing == "the rest of the evidence (collection stopped)"
    assert "retry after 2020-05-28 21:38:08 UTC" in partial.gaps[-1].reason


def test_collected_pr_text_is_redacted(make_client, analyser, tmp_path: Path, monkeypatch) -> None:
    """The PR title is untrusted text: a secret variable's value in it is masked before anyone reads it."""
    monkeypatch.setenv("DEPLOY_TOKEN", "Convert command arrays")
    with scenario_cassette("pr_two_failed_jobs"):
        evidence = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path, analyser, BUDGET)
    assert evidence.pull_request is not None
    assert evidence.pull_request.title == "[REDACTED:DEPLOY_TOKEN] and format the DOM fragment test"
    assert "Convert command arrays" not in evidence.model_dump_json()


def test_reanalyse_uses_the_downloaded_logs_under_a_new_budget(make_client, analyser, tmp_path: Path) -> None:
    with scenario_cassette("pr_two_failed_jobs"):
        first = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path, analyser, 4000)
    again = reanalyse(first, analyser, 800)  # no cassette open: a request would fail
    tokens = [sum(span.tokens for span in log.report.excerpt) for log in again.logs]
    before = [sum(span.tokens for span in log.report.excerpt) for log in first.logs]
    assert sum(tokens) < sum(before)
    assert [log.path for log in again.logs] == [log.path for log in first.logs]
    assert again.pull_request == first.pull_request
    assert len([i for i in again.items if "attribution:" in i.summary]) == 2
    assert [i.id for i in again.items] == [f"E{n}" for n in range(1, len(again.items) + 1)]
    assert any("new since run 30433600" in span.reason for span in again.logs[0].report.excerpt)


def test_the_failing_job_is_compared_with_its_last_green_run_and_its_step_definition(
    make_client, analyser, tmp_path: Path
) -> None:
    with scenario_cassette("pr_two_failed_jobs"):
        evidence = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path, analyser, BUDGET)
    baseline = evidence.baseline
    assert baseline is not None
    assert (baseline.job, baseline.run_id) == ("maven build", 30433600)  # the newest run where it passed
    assert baseline.note.startswith("compared with job")
    assert baseline.new_lines
    assert 0.2 < (baseline.shared_share or 0) < 1
    maven = evidence.logs[0]
    assert any("new since run 30433600" in span.reason for span in maven.report.excerpt)
    assert maven.report.classification.category == "test failure"
    step = evidence.workflow_step
    assert step is not None
    assert (step.path, step.job, step.step) == (".github/workflows/ci.yml", "maven", "Run .github/build.sh")
    assert evidence.workflow_copy is not None
    cited = {item.citation.start_line for item in evidence.items if item.kind == "workflow_step"}
    text = evidence.workflow_copy.read_text().split("\n")
    assert text[min(cited) - 1].strip() == "runs-on: ubuntu-latest"
    assert any(text[n - 1].strip() == "- run: .github/build.sh" for n in cited)


def _green_log_body(cassette, job_id: int) -> dict:
    """The recorded body of the signed-URL download of job ``job_id``'s log (``{"string": bytes}``)."""
    return next(
        cassette.responses[i]["body"]
        for i, request in enumerate(cassette.requests)
        if f"/jobs/{job_id}/signedlogcontent" in request.uri
    )


def test_a_last_green_log_cut_short_is_not_compared_with(make_client, analyser, tmp_path: Path, monkeypatch) -> None:
    """A job GitHub calls successful whose downloaded log stops before the runner's post-job lines
    (a download that stopped, a log GitHub truncated) is refused as a local ``--baseline`` is, with
    the same words: the failing log's lines past its end would all be "new since run N". The
    failing job's triage is the one made without a last green run."""
    with scenario_cassette("pr_two_failed_jobs") as replay:
        green = _green_log_body(replay.cassette, 399444401)
        whole = green["string"]
        green["string"] = whole[: whole.index(b"Post job cleanup.")].rsplit(b"\n", 2)[0] + b"\n"
        evidence = collect_evidence(
            make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path / "cut", analyser, BUDGET
        )
    monkeypatch.setattr("ci_triage.evidence.last_green.last_green", lambda *_: None)
    with scenario_cassette("pr_two_failed_jobs"):
        without = collect_evidence(
            make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path / "none", analyser, BUDGET
        )
    baseline = evidence.baseline
    assert baseline is not None
    assert (baseline.run_id, baseline.new_lines, baseline.path) == (30433600, None, None)
    assert baseline.note.startswith("baseline not used: the baseline ")
    assert "ends before its job did (no runner post-job lines: cut short?)" in baseline.note
    maven = evidence.logs[0]
    assert not any("new since" in span.reason for span in maven.report.excerpt)
    assert maven.report.excerpt == without.logs[0].report.excerpt
    assert maven.report.classification == without.logs[0].report.classification


def test_a_last_green_log_that_shows_a_failed_step_is_still_compared_with(
    make_client, analyser, tmp_path: Path
) -> None:
    """GitHub called the job successful, so the failure its log shows is one the job survived (a
    ``continue-on-error`` step prints its ``##[error]`` line too): unlike a local ``--baseline``,
    whose outcome only its log tells, it is compared with, and the lines the two logs share count
    as known."""
    with scenario_cassette("pr_two_failed_jobs") as replay:
        green = _green_log_body(replay.cassette, 399444401)
        whole = green["string"]
        stamp = whole[: whole.index(b"Post job cleanup.")].rsplit(b"\n", 1)[1]  # the cleanup line's timestamp
        tolerated = [b"##[group]Run ./lint.sh", b"##[endgroup]", b"lint.sh: line 3: shellcheck: command not found"]
        tolerated.append(b"##[error]Process completed with exit code 127.")
        cut = whole.index(stamp + b"Post job cleanup.")
        green["string"] = whole[:cut] + b"".join(stamp + line + b"\n" for line in tolerated) + whole[cut:]
        evidence = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path, analyser, BUDGET)
    baseline = evidence.baseline
    assert baseline is not None
    assert baseline.path is not None, baseline.note
    assert baseline.path.read_bytes() == green["string"]
    assert any("new since run 30433600" in span.reason for span in evidence.logs[0].report.excerpt)


def test_reanalyse_does_not_compare_with_a_last_green_log_cut_short(make_client, analyser, tmp_path: Path) -> None:
    """The last green log is loaded again with the same checks: cut short on disk since, it is not used."""
    with scenario_cassette("pr_two_failed_jobs"):
        first = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path, analyser, 4000)
    assert first.baseline is not None
    assert first.baseline.path is not None
    green = first.baseline.path
    text = green.read_text(encoding="utf-8")
    green.write_text(text[: text.index("Post job cleanup.")].rsplit("\n", 2)[0] + "\n", encoding="utf-8")
    again = reanalyse(first, analyser, 4000)
    assert not any("new since" in span.reason for span in again.logs[0].report.excerpt)


def test_the_workflow_file_of_the_checkout_needs_no_request(make_client, analyser, tmp_path: Path) -> None:
    checkout = tmp_path / "checkout"
    workflow = checkout / ".github" / "workflows" / "ci.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text("jobs:\n  lint:\n    name: Run prettier\n    steps:\n      - run: yarn prettier-check\n")
    with scenario_cassette("logs_expired") as replay:
        evidence = collect_evidence(
            make_client(), RunRef(repository=REPO, run_id=30433647), tmp_path / "work", analyser, BUDGET, checkout
        )
    cassette = replay.cassette
    unplayed = [r.path for i, r in enumerate(cassette.requests) if not cassette.play_counts[i]]
    assert f"/repos/{REPO}/contents/.github/workflows/ci.yml" in unplayed
    assert evidence.workflow_step is not None
    assert (evidence.workflow_step.job, evidence.workflow_step.step) == ("lint", "Run yarn prettier-check")
    assert evidence.baseline is not None
    assert evidence.baseline.run_id == 30433590


def test_without_a_green_run_the_comparison_is_skipped_with_a_note() -> None:
    from datetime import UTC, datetime

    from ci_triage.evidence.last_green import last_green
    from ci_triage.github.models import Job, WorkflowRun

    run = WorkflowRun(
        id=9, workflow_id=1, event="push", status="completed", head_sha="a" * 40, repository=REPO,
        created_at=datetime(2020, 1, 22, tzinfo=UTC),
    )  # fmt: skip
    failed = Job(id=1, name="test", status="completed", conclusion="failure")
    passed = Job(id=2, name="test", status="completed", conclusion="success")
    later = {"id": 10, "created_at": "2020-01-23T00:00:00Z"}
    earlier = {"id": 8, "created_at": "2020-01-21T00:00:00Z"}
    assert last_green(run, "test", [(earlier, {"test": failed})]) is None
    assert last_green(run, "test", [(later, {"test": passed})]) is None  # not earlier than the failing run
    assert last_green(run, "lint", [(earlier, {"test": passed})]) is None
    assert last_green(run, "test", [(later, {"test": passed}), (earlier, {"test": passed})]) == (earlier, passed)


PRETTIER_WORKFLOW = """\
jobs:
  lint:
    name: Run prettier
    strategy:
      matrix:
        experimental: {values}
    steps:
      - run: yarn prettier-check
        continue-on-error: ${{{{ matrix.experimental }}}}
"""


def collect_with_checkout_workflow(make_client, analyser, tmp_path: Path, values: str):
    """The ``logs_expired`` run (its "Run prettier" job failed in ``yarn prettier-check``) with a
    checkout whose workflow gives that step ``continue-on-error: ${{ matrix.experimental }}``."""
    workflow = tmp_path / "checkout" / ".github" / "workflows" / "ci.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text(PRETTIER_WORKFLOW.format(values=values))
    with scenario_cassette("logs_expired"):
        return collect_evidence(
            make_client(), RunRef(repository=REPO, run_id=30433647), tmp_path / "work", analyser, BUDGET,
            tmp_path / "checkout",
        )  # fmt: skip


def test_a_run_fetched_by_id_honours_continue_on_error_before_its_logs_are_analysed(
    make_client, analyser, tmp_path: Path
) -> None:
    evidence = collect_with_checkout_workflow(make_client, analyser, tmp_path, "[true]")
    [log] = evidence.logs
    assert log.report.failure_found is False, "the step went on: as with --workflow, nothing ended the job"
    assert evidence.notes == [
        "workflow: step “Run yarn prettier-check” failed but has continue-on-error: true in "
        ".github/workflows/ci.yml:9, so the job went on; no other step failed, so the job ended normally and GitHub "
        "marks it successful: nothing to triage"
    ]
    again = reanalyse(evidence, analyser, BUDGET)
    assert again.logs[0].report.failure_found is False, "analysed again the same way"


def test_a_run_fetched_by_id_says_when_continue_on_error_cannot_be_known(make_client, analyser, tmp_path: Path) -> None:
    known = collect_with_checkout_workflow(make_client, analyser, tmp_path / "known", "[false]")
    evidence = collect_with_checkout_workflow(make_client, analyser, tmp_path / "unknown", "[true, false]")
    [log] = evidence.logs
    assert log.report.failure_found is True
    assert [note.split(" in ")[0] for note in evidence.notes] == [
        "workflow: step “Run yarn prettier-check” failed and has continue-on-error: ${{ matrix.experimental }}"
    ]
    before = known.logs[0].report.classification.confidence
    assert known.notes == []
    assert log.report.classification.confidence == round(before * 0.5, 2)


def test_a_secret_the_last_green_log_teaches_is_masked_in_every_failed_jobs_report(
    make_client, analyser, tmp_path: Path
) -> None:
    """The last green log of the first failed job is read after every failed job was analysed: a
    short password it prints (``env``'s ``DB_PASSWORD=…``) that another failed job's output repeats
    bare was left in that job's summary and excerpt, and the composed comment's guard leaves a short
    learned value (it may be an ordinary word). Every failed job whose report was composed before the
    value was learned is analysed again. The recorded logs get the password at run time."""
    from ci_triage.base.redact import forget_secrets

    forget_secrets()
    password = "Wm4t" + "Q7"
    with scenario_cassette("pr_two_failed_jobs") as replay:
        green = _green_log_body(replay.cassette, 399444401)
        stamp = green["string"].split(b"\n", 1)[0][:29]
        green["string"] = green["string"].replace(b"\n", b"\n" + stamp + b"DB_PASSWORD=" + password.encode() + b"\n", 1)
        prettier = _green_log_body(replay.cassette, 399444497)
        prettier["string"] = prettier["string"].replace(
            b"Fragments-test.js", b"Fragments-" + password.encode() + b".js"
        )
        prettier["string"] = prettier["string"].replace(
            b"FragmentRefs-test.js", b"FragmentRefs-" + password.encode() + b".js"
        )
        evidence = collect_evidence(make_client(), RunRef(repository=REPO, run_id=30433642), tmp_path, analyser, BUDGET)
    assert evidence.baseline is not None
    assert evidence.baseline.path is not None
    assert password in evidence.baseline.path.read_text(encoding="utf-8")
    shown = "".join(repr(log.report) for log in evidence.logs)  # every string of each job's report
    assert "FragmentRefs-<redacted:" in shown
    assert password not in shown
