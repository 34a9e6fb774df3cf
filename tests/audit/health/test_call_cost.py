"""What a 7-day scan of a busy repository (300 runs) costs in REST requests, measured with a counting fake.

The fake answers the collector's reads (:class:`ci_triage.audit.health.github_reader.ScanReader`) for a
synthetic repository and counts them. Its shape, chosen to look like a busy project:

* 300 completed runs over 7 days; run ``i`` (0..299) is on the default branch when ``i % 3 == 0``
  (100 runs, workflow "CI"), else on PR ``100 + i // 6`` (50 PRs, 4 runs each; "CI" or "Docs");
* every fifth run failed (60), a third of those on the default branch; 15 of them (``i % 20 == 0``)
  were re-run and passed; a failed attempt has 1 or 2 red jobs (90 red jobs in all);
* every PR with a red job has one ci-triage comment after its first red run.

Expected requests, from the collector's call pattern (see collect_github's module docstring):
1 (repository) + 3 (runs, 100 a page) + 140 (jobs: 45 red runs + 15 re-runs + the 80 other
default-branch runs of a workflow that failed) + 90 (one per red job's log) + 40 (comments, one page
per PR with a red job) + C (a compare per comment followed by a push), C counted below.
"""

from __future__ import annotations

from datetime import timedelta

from ci_triage.audit.health.build import build_report
from ci_triage.audit.health.collect_github import LISTING_CAP, RESERVE_CALLS, collect_github
from ci_triage.audit.health.github_reader import PER_PAGE, CommentInfo, Page, RepositoryInfo
from ci_triage.github.models import Job, WorkflowRun

from .conftest import BOT, WINDOW

RUNS = 300
COMMENT = (
    "<!-- ci-triage:report -->\n### ❌ CI triage: test failure (confidence 0.90)\n\n"
    "#### Source locations\n- `src/app/parser.py:12` (log line 40)\n"
)


def is_failed(i: int) -> bool:
    return i % 5 == 0


def is_rerun(i: int) -> bool:
    return i % 20 == 0


def pr_of(i: int) -> int | None:
    return None if i % 3 == 0 else 100 + i // 6


class BusyRepository:
    """A counting fake of the scan's reads over the synthetic repository of the module docstring."""

    def __init__(self, log: bytes, runs: int = RUNS) -> None:
        self.calls_made = 0
        self.log = log
        self.runs = [self._run(i) for i in range(runs)]

    @property
    def remaining(self) -> int | None:
        return None

    def _run(self, i: int) -> WorkflowRun:
        pr = pr_of(i)
        return WorkflowRun(
            id=1000 + i,
            name="CI" if i % 3 != 2 else "Docs",
            workflow_id=1 if i % 3 != 2 else 2,
            event="push" if pr is None else "pull_request",
            status="completed",
            conclusion="failure" if is_failed(i) and not is_rerun(i) else "success",
            head_branch="main" if pr is None else f"pr-{pr}",
            head_sha=f"{i:040x}",
            run_attempt=2 if is_rerun(i) else 1,
            repository="octo-org/busy",
            pull_request_numbers=[] if pr is None else [pr],
            created_at=WINDOW.start + timedelta(minutes=33.6 * i),
        )

    def repository(self) -> RepositoryInfo:
        self.calls_made += 1
        return RepositoryInfo(full_name="octo-org/busy", default_branch="main")

    def runs_page(self, created: str, branch: str | None, url: str | None) -> Page[WorkflowRun]:
        self.calls_made += 1
        page = int(url or 0)
        items = self.runs[page * PER_PAGE : (page + 1) * PER_PAGE]
        more = (page + 1) * PER_PAGE < len(self.runs)
        return Page[WorkflowRun](items=items, next_url=str(page + 1) if more else None)

    def jobs_page(self, run_id: int, url: str | None) -> Page[Job]:
        self.calls_made += 1
        i = run_id - 1000
        run = self.runs[i]
        names = ["build", "lint", "test (3.11)", "test (3.12)"] if run.name == "CI" else ["build", "docs"]
        red = {names[0], names[-1]} if i % 10 == 0 else {names[-1]}
        jobs = []
        for attempt in range(1, run.run_attempt + 1):
            for index, name in enumerate(names):
                failed = is_failed(i) and attempt == 1 and name in red
                start = run.created_at + timedelta(minutes=30 * (attempt - 1))
                jobs.append(
                    Job(
                        id=run_id * 100 + attempt * 10 + index,
                        name=name,
                        status="completed",
                        conclusion="failure" if failed else "success",
                        run_attempt=attempt,
                        started_at=start,
                        completed_at=start + timedelta(minutes=8),
                    )
                )
        return Page[Job](items=jobs)

    def job_log(self, job_id: int) -> bytes:
        self.calls_made += 1
        return self.log

    def comments_page(self, number: int, url: str | None) -> Page[CommentInfo]:
        self.calls_made += 1
        first_red = min(
            run.created_at for run in self.runs if number in run.pull_request_numbers and is_failed(run.id - 1000)
        )
        comment = CommentInfo(id=number, body=COMMENT, author=BOT, created_at=first_red + timedelta(minutes=20))
        return Page[CommentInfo](items=[comment])

    def changed_files(self, base_sha: str, head_sha: str) -> list[str]:
        self.calls_made += 1
        return ["src/app/parser.py"]


def pushes_after_comment() -> int:
    """C: PRs whose first red run is followed by another run of the PR (a push after the comment)."""
    count = 0
    for pr in {pr_of(i) for i in range(RUNS) if pr_of(i) is not None and is_failed(i)}:
        runs = [i for i in range(RUNS) if pr_of(i) == pr]
        first_red = min(i for i in runs if is_failed(i))
        count += any(i > first_red for i in runs)
    return count


def test_a_seven_day_scan_of_300_runs_costs_what_the_call_pattern_says(corpus, analyser):
    fake = BusyRepository((corpus / "gha" / "react-prettier-check.log").read_bytes())
    collection = collect_github(fake, WINDOW, analyser, budget=900, identity=BOT)
    expected = 1 + 3 + 140 + 90 + 40 + pushes_after_comment()
    assert collection.api_calls == expected == 304
    assert not collection.partial
    report = build_report(collection)
    assert sum(cluster.failures for cluster in report.clusters) == 90
    assert report.accuracy.comments == 40


def test_a_smaller_budget_stops_the_same_scan_early_and_within_budget(corpus, analyser):
    fake = BusyRepository((corpus / "gha" / "react-prettier-check.log").read_bytes())
    collection = collect_github(fake, WINDOW, analyser, budget=100, identity=BOT)
    assert collection.api_calls == 100 - RESERVE_CALLS
    assert collection.partial
    assert collection.runs_listed == RUNS


def test_a_window_beyond_githubs_listing_cap_says_what_it_could_not_list(corpus, analyser):
    fake = BusyRepository((corpus / "gha" / "react-prettier-check.log").read_bytes(), runs=1200)
    collection = collect_github(fake, WINDOW, analyser, budget=20, identity=BOT)
    assert collection.runs_listed == 1200  # the fake does not cap; the collector still says it may have
    assert any(gap.missing == f"runs beyond the first {LISTING_CAP:,}" for gap in collection.gaps)
