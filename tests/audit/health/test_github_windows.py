"""GitHub mode over replayed windows: flaky, broken, infrastructure, green, paginated, and cut short."""

from __future__ import annotations

import pytest
import vcr as vcrpy

from ci_triage.audit.health.build import build_report
from ci_triage.audit.health.collect_github import RESERVE_CALLS, collect_github
from ci_triage.audit.health.render import render_health
from ci_triage.base.errors import InputError

from .conftest import BOT, WINDOW


def scan(reader, analyser, budget=100, identity=BOT):
    collection = collect_github(reader, WINDOW, analyser, budget=budget, identity=identity)
    return collection, build_report(collection)


@pytest.mark.default_cassette("flaky_rerun.yaml")
@pytest.mark.vcr
def test_a_test_that_failed_then_passed_on_rerun_is_flaky_with_the_rerun_as_evidence(reader, analyser):
    collection, report = scan(reader, analyser)
    assert collection.api_calls == 5  # repository, runs, jobs (both attempts), one log, PR comments
    [cluster] = report.clusters
    assert cluster.label == "flaky"
    assert cluster.category == "test failure"
    [rerun] = [item for item in cluster.evidence if item.kind == "rerun_passed"]
    assert "failed in run 1001 attempt 1, then passed in attempt 2 on the same commit" in rerun.text
    assert cluster.pull_requests == [7]
    assert cluster.excerpt
    assert cluster.excerpt_from.run_id == 1001
    assert any("CommandArrayConverterTest" in test for test in cluster.owner_tests)
    [row] = report.accuracy.categories
    assert (row.category, row.comments, row.thumbs_up, row.replies, row.accepted) == ("test failure", 1, 1, 1, 1)
    assert not report.coverage.partial


@pytest.mark.default_cassette("persistent_default_branch.yaml")
@pytest.mark.vcr
def test_a_failure_on_every_default_branch_run_is_broken(reader, analyser):
    _, report = scan(reader, analyser)
    [cluster] = report.clusters
    assert (cluster.label, cluster.category) == ("broken", "formatting")  # a prettier check
    assert cluster.runs == [2001, 2002, 2003]
    assert cluster.default_branch_failures == 3
    assert "on main: failed this way in all 3 runs since run 2001" in cluster.label_reason
    assert report.trends.workflows[0].red_minutes == 12.0  # three red 4-minute jobs
    assert [day.failed for day in report.trends.days if day.attempts] == [0, 1, 1, 1]


@pytest.mark.default_cassette("infra_outage.yaml")
@pytest.mark.vcr
def test_the_same_502_across_prs_and_the_default_branch_is_one_infrastructure_cluster(reader, analyser):
    collection, report = scan(reader, analyser)
    [cluster] = report.clusters
    assert cluster.label == "infrastructure"
    assert cluster.failures == 6
    assert cluster.pull_requests == [11, 12, 13, 14]
    spread = [item for item in cluster.evidence if item.kind == "unrelated_prs_and_default_branch"]
    assert spread
    assert "4 different PRs" in spread[0].text
    assert collection.api_calls == 1 + 1 + 7 + 6 + 4
    assert report.accuracy.checked
    assert report.accuracy.comments == 0


@pytest.mark.default_cassette("no_failures.yaml")
@pytest.mark.vcr
def test_a_green_window_costs_two_calls_and_says_so(reader, analyser):
    collection, report = scan(reader, analyser)
    assert collection.api_calls == 2
    assert report.clusters == []
    assert sum(day.attempts for day in report.trends.days) == 3
    assert all(day.failed == 0 for day in report.trends.days)
    assert "No red jobs in this window" in render_health(report)
    assert not report.coverage.partial


@pytest.mark.default_cassette("pagination.yaml")
@pytest.mark.vcr
def test_runs_and_jobs_are_read_across_pages(reader, analyser):
    collection, report = scan(reader, analyser)
    assert collection.runs_listed == 3
    assert collection.api_calls == 1 + 2 + 2 + 1
    [cluster] = report.clusters
    assert cluster.jobs == ["CI / lint"]


@pytest.mark.default_cassette("rate_limit_stop.yaml")
@pytest.mark.vcr
def test_a_rate_limit_answer_stops_with_a_partial_report_of_what_was_read(reader, analyser):
    collection, report = scan(reader, analyser)
    assert report.coverage.partial
    assert collection.api_calls == 4  # the client waited out one Retry-After (60 s), then gave up: 90 s bound
    assert collection.runs_listed == 2
    assert sum(day.attempts for day in report.trends.days) == 2
    [gap] = report.coverage.gaps
    assert "rate limited by GitHub (rate limited (HTTP 429: API rate limit exceeded)" in gap.reason
    assert "Partial report" in render_health(report)


@pytest.mark.default_cassette("rate_limit_low.yaml")
@pytest.mark.vcr
def test_the_scan_stops_before_the_rate_limit_runs_out(reader, analyser):
    collection, report = scan(reader, analyser)
    assert collection.api_calls == 2  # page 2 was not requested: only 4 requests were left
    assert "nearly exhausted (4 requests left)" in report.coverage.gaps[0].reason


@pytest.mark.default_cassette("infra_outage.yaml")
@pytest.mark.vcr
def test_the_call_budget_is_never_overrun_and_the_report_says_what_was_not_read(reader, analyser):
    collection, report = scan(reader, analyser, budget=10)
    assert collection.api_calls == 10 - RESERVE_CALLS
    assert report.coverage.partial
    assert "jobs of 4 run(s)" in report.coverage.gaps[0].missing
    assert sum(day.attempts for day in report.trends.days) == 7  # unread runs still count as attempts


@pytest.mark.default_cassette("actions_disabled.yaml")
@pytest.mark.vcr
def test_a_404_on_runs_is_reported_as_actions_disabled(reader, analyser):
    _, report = scan(reader, analyser)
    [gap] = report.coverage.gaps
    assert gap.missing == "workflow runs"
    assert "HTTP 404" in gap.reason
    assert "actions: read" in gap.fix


@pytest.mark.default_cassette("log_expired.yaml")
@pytest.mark.vcr
def test_an_expired_log_leaves_the_failure_counted_without_an_excerpt(reader, analyser):
    _, report = scan(reader, analyser)
    [cluster] = report.clusters
    assert cluster.fingerprint == "no-log:CI / test"
    assert cluster.excerpt == []
    assert "expired" in report.coverage.gaps[0].reason


def test_a_budget_that_cannot_cover_the_reserve_is_refused(reader, analyser):
    with pytest.raises(InputError, match="must be more than"):
        collect_github(reader, WINDOW, analyser, budget=RESERVE_CALLS)


def test_the_log_download_on_the_signed_url_host_carries_no_token(analyser):
    from ci_triage.audit.health.github_reader import GitHubReader

    from .conftest import CASSETTES, REPOSITORY, client

    seen: list[tuple[str, bool]] = []

    def look(request):
        seen.append((request.host, "authorization" in {name.lower() for name in request.headers}))
        return request

    replay = vcrpy.VCR(
        cassette_library_dir=str(CASSETTES),
        record_mode="none",
        match_on=["method", "scheme", "host", "path", "query"],
        before_record_request=look,  # no filter_headers: this hook sees the headers as sent
    )
    with replay.use_cassette("flaky_rerun.yaml", allow_playback_repeats=True):
        seen.clear()  # the hook also saw the cassette's recorded requests while it loaded
        collect_github(GitHubReader(client(), REPOSITORY), WINDOW, analyser, budget=100, identity=BOT)
    api = {authorised for host, authorised in seen if host == "api.github.com"}
    logs = {authorised for host, authorised in seen if host == "pipelines.actions.githubusercontent.com"}
    assert api == {True}
    assert logs == {False}


@pytest.mark.default_cassette("junit_artifacts.yaml")
@pytest.mark.vcr
def test_junit_artifacts_give_test_failure_rates_over_the_window(reader, analyser):
    collection = collect_github(reader, WINDOW, analyser, budget=100, identity=None, junit_artifacts=True)
    report = build_report(collection)
    # 1 repository + 1 runs + per run: jobs, log, artifacts, one test-results download ("Rails" is skipped)
    assert collection.api_calls == 2 + 2 * 4
    junit = [rate for rate in report.tests if rate.source == "junit"]
    assert junit
    assert {(rate.job, rate.failures, rate.runs) for rate in junit} == {("CI / Test output", 1, 2)}
    assert [rate for rate in report.tests if rate.source == "log"] == []  # JUnit speaks for the workflow
