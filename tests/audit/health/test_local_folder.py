"""Local mode over synthetic run-log zips built from the shared corpus's GitHub Actions logs.

Each zip has the run-logs layout (``N_job.txt`` per job); sidecar JSON files are changed copies of
the official "Get a workflow run attempt" and "List jobs" examples (shared/api-examples).
"""

from __future__ import annotations

import copy
import json
import os
import zipfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ci_triage.audit.health.build import build_report
from ci_triage.audit.health.collect_local import collect_local
from ci_triage.audit.health.render import render_health
from ci_triage.audit.health.report import ScanReport
from ci_triage.base.errors import InputError

from .conftest import WINDOW, restamped

TEST_FAILURE = "scijava-maven-surefire-errors.log"
LINT = "react-prettier-check.log"
OUTAGE = "buildkit-bake-nydus-wget-502.log"


class Folder:
    def __init__(self, root: Path, corpus: Path) -> None:
        self.root = root
        self.corpus = corpus / "gha"
        rest = corpus.parent / "api-examples" / "github-rest"
        self.run_example = json.loads((rest / "actions__get-workflow-run-attempt.json").read_text())["body"]
        self.job_example = json.loads((rest / "actions__list-jobs-for-workflow-run-attempt.json").read_text())["body"]

    def log(self, name: str, lines: int | None = None) -> str:
        text = (self.corpus / name).read_text(encoding="utf-8")
        return "\n".join(text.split("\n")[:lines]) if lines else text

    def passing(self) -> str:
        """The set-up lines of a job, before anything fails: a log with no failure in it."""
        return self.log(LINT, 40)

    def add(
        self,
        stem: str,
        jobs: dict[str, str],
        run: dict | None = None,
        conclusions: dict | None = None,
        *,
        jobs_listed: bool = True,
    ) -> None:
        with zipfile.ZipFile(self.root / f"{stem}.zip", "w", zipfile.ZIP_DEFLATED) as archive:
            for index, (name, text) in enumerate(jobs.items()):
                info = zipfile.ZipInfo(f"{index}_{name}.txt", date_time=(2026, 11, 25, 10, 0, 0))
                archive.writestr(info, text)
        if run is not None:
            body = copy.deepcopy(self.run_example)
            created = run.pop("created_at")
            stamp = created.strftime("%Y-%m-%dT%H:%M:%SZ")
            body.update(run_started_at=stamp)  # the attempt started when it was created
            body.update(run, created_at=stamp, name="CI", status="completed")
            body["repository"] = {**body["repository"], "full_name": "octo-org/octo-repo"}
            (self.root / f"{stem}.json").write_text(json.dumps(body))
            if not jobs_listed:
                return
            listed = []
            for index, name in enumerate(jobs):
                job = copy.deepcopy(self.job_example["jobs"][0])
                start = created + timedelta(minutes=1)
                job.update(
                    id=int(body["id"]) * 10 + index,
                    name=name,
                    conclusion=(conclusions or {}).get(name, "success"),
                    started_at=start.strftime("%Y-%m-%dT%H:%M:%SZ"),
                    completed_at=(start + timedelta(minutes=6)).strftime("%Y-%m-%dT%H:%M:%SZ"),
                )
                listed.append(job)
            (self.root / f"{stem}.jobs.json").write_text(json.dumps({"total_count": len(listed), "jobs": listed}))


def day(offset: int) -> datetime:
    return datetime(2026, 11, 24, 10, tzinfo=UTC) + timedelta(days=offset)


def pr_run(run_id: int, attempt: int, sha: str, number: int, created: datetime) -> dict:
    reference = {
        "number": number,
        "id": number,
        "url": f"https://api.github.com/repos/octo-org/octo-repo/pulls/{number}",
    }
    return {
        "id": run_id,
        "run_attempt": attempt,
        "head_sha": sha * 40,
        "head_branch": f"pr-{number}",
        "event": "pull_request",
        "pull_requests": [reference],
        "created_at": created,
    }


def push_run(run_id: int, sha: str, created: datetime) -> dict:
    return {
        "id": run_id,
        "run_attempt": 1,
        "head_sha": sha * 40,
        "head_branch": "main",
        "event": "push",
        "pull_requests": [],
        "created_at": created,
    }


@pytest.fixture
def folder(tmp_path: Path, corpus: Path) -> Folder:
    return Folder(tmp_path, corpus)


def test_a_folder_of_run_zips_gives_flaky_broken_and_infrastructure_clusters(folder, analyser):
    failed = {"test": "failure"}
    folder.add("101-1", {"test": folder.log(TEST_FAILURE)}, pr_run(101, 1, "a", 7, day(0)), failed)
    folder.add("101-2", {"test": folder.passing()}, pr_run(101, 2, "a", 7, day(0) + timedelta(hours=1)))
    for run_id, offset in ((102, 1), (103, 2)):
        folder.add(
            str(run_id),
            {"lint": folder.log(LINT)},
            push_run(run_id, "bc"[offset - 1], day(offset)),
            {"lint": "failure"},
        )
    for run_id, number in ((104, 8), (105, 9)):
        folder.add(
            str(run_id),
            {"docker build": folder.log(OUTAGE)},
            pr_run(run_id, 1, "d", number, day(3)),
            {"docker build": "failure"},
        )
    # no sidecar: the report says what it could not see, and the log's own timestamps date the run
    folder.add("106", {"lint": restamped(folder.log(LINT), day(5))})

    collection = collect_local(folder.root, WINDOW, analyser, default_branch="main")
    report = build_report(collection, now=WINDOW.end)

    labels = {cluster.category: cluster.label for cluster in report.clusters}
    assert labels == {
        "test failure": "flaky",
        "formatting": "broken",  # a prettier check
        "infrastructure/network/flaky": "infrastructure",
    }
    flaky = next(c for c in report.clusters if c.label == "flaky")
    assert "failed in run 101 attempt 1, then passed in attempt 2" in flaky.evidence[0].text
    assert flaky.excerpt_from.log.startswith("101-1.zip:0_test.txt")
    lint = next(c for c in report.clusters if c.label == "broken")
    assert lint.runs == [102, 103, 106]
    assert "failed this way in all 2 runs since run 102" in lint.label_reason
    outage = next(c for c in report.clusters if c.label == "infrastructure")
    assert outage.pull_requests == [8, 9]
    assert report.coverage.source == "local"
    assert report.coverage.api_calls == 0
    assert any("106.zip" in gap.missing for gap in report.coverage.gaps)
    assert [rate.source for rate in report.tests][:1] == ["log"]
    assert ScanReport.model_validate_json(report.model_dump_json()) == report

    markdown = render_health(report)
    assert "```mermaid\nxychart-beta" in markdown
    assert "| # | label | category |" in markdown
    assert "🟡 flaky" in markdown
    assert "106.zip" in markdown


def test_junit_results_beside_a_zip_give_a_test_failure_rate(folder, analyser, corpus):
    junit = next(path for path in sorted((corpus / "gha" / "junit").glob("*.xml")) if "surefire" in path.name.lower())
    for run_id, offset in ((201, 0), (202, 1)):
        folder.add(
            str(run_id),
            {"test": folder.log(TEST_FAILURE)},
            push_run(run_id, "ef"[offset], day(offset)),
            {"test": "failure"},
        )
        results = folder.root / f"{run_id}.junit" / "test"
        results.mkdir(parents=True)
        (results / junit.name).write_bytes(junit.read_bytes())
    report = build_report(collect_local(folder.root, WINDOW, analyser, default_branch="main"), now=WINDOW.end)
    junit_rates = [rate for rate in report.tests if rate.source == "junit"]
    assert junit_rates
    assert all(rate.runs == 2 and rate.failures == 2 for rate in junit_rates)


def test_runs_outside_the_window_are_left_out_and_an_empty_window_says_so(folder, analyser):
    folder.add(
        "301", {"lint": folder.log(LINT)}, push_run(301, "a", WINDOW.start - timedelta(days=2)), {"lint": "failure"}
    )
    report = build_report(collect_local(folder.root, WINDOW, analyser), now=WINDOW.end)
    assert report.clusters == []
    assert report.coverage.jobs == 0
    assert "none of the 1 zip(s) is a run created between 2026-11-23 09:00" in report.coverage.gaps[0].reason


def test_a_run_dated_later_than_now_is_left_out_with_the_reason(folder, analyser):
    """Trial 47, finding 10: a zip whose logs' timestamps are later than now was left out unsaid; one
    dated after an earlier window's end (``--until``) is left out as any run outside it is."""
    folder.add("601", {"lint": restamped(folder.log(LINT), WINDOW.end + timedelta(days=1))})
    report = build_report(collect_local(folder.root, WINDOW, analyser, now=WINDOW.end), now=WINDOW.end)
    assert report.coverage.jobs == 0
    gap = next(gap for gap in report.coverage.gaps if gap.missing == "logs of 601.zip")
    assert "later than now (2026-11-30 09:00 UTC)" in gap.reason
    assert "601.zip" in render_health(report)
    later = collect_local(folder.root, WINDOW, analyser, now=WINDOW.end + timedelta(days=7))
    assert not any(gap.missing == "logs of 601.zip" for gap in later.gaps)


def test_without_a_sidecar_the_logs_own_timestamps_place_the_run_in_the_window_or_out(folder, analyser):
    """The zip's member times say 2026-11-25 (inside); what the logs say decides, and the clusters
    are dated by the same moments, so no cluster is first or last seen outside the window."""
    folder.add("501", {"lint": folder.log(LINT)})  # the corpus log ran in April 2026
    folder.add("502", {"lint": restamped(folder.log(LINT), day(2))})
    report = build_report(collect_local(folder.root, WINDOW, analyser), now=WINDOW.end)
    assert [cluster.runs for cluster in report.clusters] == [[502]]
    cluster = report.clusters[0]
    assert cluster.first_seen is not None
    assert cluster.last_seen is not None
    assert WINDOW.start <= cluster.first_seen <= cluster.last_seen < WINDOW.end
    assert [(trend.day.isoformat(), trend.attempts) for trend in report.trends.days if trend.attempts] == [
        ("2026-11-26", 1)
    ]


def test_a_missing_folder_is_an_input_error(tmp_path, analyser):
    with pytest.raises(InputError, match="not a directory"):
        collect_local(tmp_path / "absent", WINDOW, analyser)


def test_a_broken_zip_beside_a_readable_one_becomes_a_gap_not_a_crash(folder, analyser):
    folder.add("402", {"lint": restamped(folder.log(LINT), day(1))})
    broken = folder.root / "401.zip"
    broken.write_bytes(b"PK\x03\x04 not really a zip")
    inside = day(1).timestamp()  # without readable members or a sidecar, the file's time places it
    os.utime(broken, (inside, inside))
    report = build_report(collect_local(folder.root, WINDOW, analyser), now=WINDOW.end)
    assert report.coverage.partial
    assert report.coverage.run_attempts == 1
    assert any("401.zip" in gap.missing for gap in report.coverage.gaps)


def test_a_folder_whose_every_zip_is_unreadable_is_an_input_error_not_a_green_report(folder, analyser):
    """Trial 39's logs/bad (a broken zip and a text log named .zip) gave "No red jobs in this
    window. ✅" and exit 0: a scheduled scan whose download broke would have published a green report."""
    broken = folder.root / "401.zip"
    broken.write_bytes(b"PK\x03\x04 not really a zip")
    os.utime(broken, (day(1).timestamp(), day(1).timestamp()))  # the file's time places it in the window
    (folder.root / "701.zip").write_text(folder.log(LINT), encoding="utf-8")
    with pytest.raises(InputError, match=r"none of its 2 zip\(s\) could be read.*401\.zip.*701\.zip"):
        collect_local(folder.root, WINDOW, analyser)


def test_a_scan_that_read_no_run_says_so_without_a_green_tick(folder, analyser):
    report = build_report(collect_local(folder.root, WINDOW, analyser), now=WINDOW.end)  # no zip at all
    text = render_health(report)
    assert "No run attempt was read in this window" in text
    assert "✅" not in text


def test_without_a_default_branch_the_report_says_its_labels_may_be_wrong(folder, analyser):
    folder.add(
        "401", {"lint": folder.log(LINT)}, push_run(401, "a", WINDOW.start + timedelta(days=1)), {"lint": "failure"}
    )
    collection = collect_local(folder.root, WINDOW, analyser)
    assert collection.default_branch is None
    assert any(gap.missing == "the default branch" for gap in collection.gaps)
    named = collect_local(folder.root, WINDOW, analyser, default_branch="main")
    assert not any(gap.missing == "the default branch" for gap in named.gaps)


def test_the_run_json_dates_the_run_and_its_success_says_its_failed_job_was_allowed_to_fail(folder, analyser):
    """Without a jobs JSON, the logs' own clock (April 2026, the corpus's) gives the jobs' minutes and
    the run JSON the moment; a run whose JSON says ``success`` holds a job allowed to fail
    (``continue-on-error``), and the same job failing in a red run is allowed to fail there too."""
    passed = {**push_run(601, "a", day(1)), "conclusion": "success"}
    folder.add("601", {"docs": folder.log(LINT), "test": folder.passing()}, passed, jobs_listed=False)
    failed = {**pr_run(602, 1, "b", 7, day(2)), "conclusion": "failure"}
    folder.add("602", {"docs": folder.log(LINT), "test": folder.log(TEST_FAILURE)}, failed, jobs_listed=False)
    report = build_report(collect_local(folder.root, WINDOW, analyser, default_branch="main"), now=WINDOW.end)

    assert [(cluster.category, cluster.runs) for cluster in report.clusters] == [("test failure", [602])]
    assert report.clusters[0].first_seen is not None
    assert report.clusters[0].first_seen.date() == day(2).date()
    assert report.clusters[0].red_minutes > 0, "the log's own clock still gives the minutes"
    assert report.coverage.failed_jobs == 1
    assert report.coverage.allowed_to_fail_jobs == 2
    assert {(trend.day, trend.attempts, trend.failed) for trend in report.trends.days if trend.attempts} == {
        (day(1).date(), 1, 0),
        (day(2).date(), 1, 1),
    }
    assert "2 more allowed to fail" in render_health(report)


def test_a_text_file_named_zip_is_no_run(folder, analyser):
    folder.add("702", {"lint": restamped(folder.log(LINT), day(1))})
    (folder.root / "701.zip").write_text(folder.log(LINT), encoding="utf-8")
    report = build_report(collect_local(folder.root, WINDOW, analyser), now=WINDOW.end)
    assert report.coverage.run_attempts == 1
    assert "701.zip: named .zip but holds no zip data, so it is no run: skipped" in [
        gap.reason for gap in report.coverage.gaps
    ]
