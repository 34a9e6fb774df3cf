"""``ci-triage scan``: a repository's CI health over a window, as one living report.

Collects from the GitHub API (``--repo``, token from ``GITHUB_TOKEN`` or ``GH_TOKEN``) or
offline from a folder of run-log zips (``--logs``), builds the :class:`~ci_triage.audit.health.report.ScanReport`,
prints it (``--format markdown|json``), and optionally publishes it as the sticky issue or the job
summary (``--publish``). A scan that could not see everything still exits 0: the report says what
is missing. Exit codes as everywhere: 2 usage, 3 input, 4 output.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ci_triage.base.errors import InputError, OutputError
from ci_triage.base.shared_file import write_shared_file
from ci_triage.commands.whole_number import whole_number
from ci_triage.config.defaults import DEFAULT_LABEL, DEFAULT_MAX_API_CALLS, DEFAULT_SINCE, MAX_API_CALLS, MIN_API_CALLS

if TYPE_CHECKING:
    from ci_triage.config.settings import ScanOptions

ISSUE_TITLE = "CI health report"


def add_scan_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``scan`` subcommand's own flags; ``cli.py`` adds these and its skill-discovery flags
    (``--skills``, ``--checkout``, ``--no-home-skills``) to the subparser."""
    source = parser.add_mutually_exclusive_group()
    source.add_argument(
        "--repo",
        metavar="OWNER/NAME",
        default=None,
        help="repository to scan through the API (default: $GITHUB_REPOSITORY); token from $GITHUB_TOKEN or $GH_TOKEN",
    )
    source.add_argument("--logs", metavar="DIR", help="scan a folder of downloaded run-log zips offline instead")
    source.add_argument(
        "--merge",
        nargs="+",
        metavar="REPORT",
        help="merge JSON reports of several repositories (an org-wide matrix) into one overview; no scan",
    )
    parser.add_argument(
        "--since",
        default=DEFAULT_SINCE,
        metavar="WHEN",
        help=f"window start: 7d, 36h, 2w or a date (default: {DEFAULT_SINCE})",
    )
    parser.add_argument("--until", metavar="DATE", help="window end, an ISO date or date-time (default: now)")
    parser.add_argument(
        "--workflow", action="append", default=[], metavar="NAME", help="only this workflow (repeatable)"
    )
    parser.add_argument(
        "--branch", action="append", default=[], metavar="NAME", help="only this head branch (repeatable)"
    )
    parser.add_argument(
        "--default-branch", metavar="NAME", help="default branch in --logs mode when the run JSON does not say"
    )
    parser.add_argument(
        "--max-api-calls",
        type=whole_number(MIN_API_CALLS, MAX_API_CALLS),
        default=DEFAULT_MAX_API_CALLS,
        metavar="N",
        help=f"stop with a partial report before N REST requests (default: {DEFAULT_MAX_API_CALLS})",
    )
    parser.add_argument(
        "--junit-artifacts",
        action="store_true",
        help="also read the test-results artifacts of examined runs for JUnit test failure rates (more requests)",
    )
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown", help="output format")
    parser.add_argument("--output", metavar="FILE", help="write the report to FILE instead of standard output")
    parser.add_argument(
        "--publish",
        choices=("none", "issue", "summary"),
        default="none",
        help="also post the Markdown report as the sticky issue (job summary on a 403) or as the job summary",
    )
    parser.add_argument("--label", default=DEFAULT_LABEL, help=f"label of the sticky issue (default: {DEFAULT_LABEL})")
    parser.add_argument(
        "--bot-login",
        metavar="LOGIN",
        help="login ci-triage posts as, which finds its comments and its issue (default: the token's own login; "
        "github-actions[bot] for a workflow's GITHUB_TOKEN)",
    )


def run_scan(args: ScanOptions) -> int:
    """Run the scan ``args`` describe; returns the exit code (0 when a report, even partial, was made)."""
    from ci_triage.audit.health.build import build_report
    from ci_triage.audit.health.window import parse_moment, parse_since
    from ci_triage.logs.analyse import Analyser

    if args.merge:
        return run_merge(args.merge, args)
    window = parse_since(args.since, parse_moment(args.until, "--until") if args.until else None)
    workflows, branches = frozenset(args.workflow), frozenset(args.branch)
    home = None if args.no_home_skills else Path.home()
    analyser = Analyser.load(args.skills, repo=args.checkout, home=home)
    client = None
    if args.logs:
        from ci_triage.audit.health.collect_local import collect_local

        collection = collect_local(
            Path(args.logs),
            window,
            analyser,
            default_branch=args.default_branch,
            workflows=workflows,
            branches=branches,
        )
    else:
        from ci_triage.audit.health.collect_github import collect_github
        from ci_triage.audit.health.github_reader import GitHubReader
        from ci_triage.github.client import GitHubClient
        from ci_triage.github.errors import GitHubError

        repository = args.repo or os.environ.get("GITHUB_REPOSITORY")
        if not repository:
            raise InputError("scan: give --repo OWNER/NAME (or --logs DIR); $GITHUB_REPOSITORY is not set")
        if not re.fullmatch(r"[\w.-]+/[\w.-]+", repository):
            raise InputError(f"scan: --repo: expected OWNER/NAME, got {repository!r}")
        given = args.token.get_secret_value() if args.token else None
        token = given or os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
        if not token:
            raise InputError("scan: set GITHUB_TOKEN (or GH_TOKEN) to a token that can read the repository's Actions")
        client = GitHubClient(token, identity=args.bot_login)
        try:
            identity = client.identity()
        except GitHubError as error:
            raise InputError(f"scan: cannot tell which login the token acts as ({error}); give --bot-login") from None
        collection = collect_github(
            GitHubReader(client, repository),
            window,
            analyser,
            budget=args.max_api_calls,
            workflows=workflows,
            branches=branches,
            identity=identity,
            junit_artifacts=args.junit_artifacts,
        )
    report = build_report(collection)
    if args.publish != "none":
        report = publish(report, args.publish, client, label=args.label)
    write_output(report, args.format, args.output)
    return 0


def run_merge(reports: list[str], args: ScanOptions) -> int:
    """``--merge``: the overview of the JSON ``reports``, printed (or ``--output``) and, with
    ``--publish summary``, appended to the job summary."""
    from ci_triage.audit.health.merge import load_reports, merge_reports
    from ci_triage.audit.health.render import render_org

    if args.publish == "issue":
        raise InputError("--merge writes an overview to the job summary or a file; --publish issue is per repository")
    org = merge_reports(load_reports(reports))
    text = org.model_dump_json(indent=2) + "\n" if args.format == "json" else render_org(org)
    if args.publish == "summary":
        write_job_summary(render_org(org))
    write_text(text, args.output)
    return 0


def publish(report, where: str, client, *, label: str):
    """Post the Markdown report as the sticky issue (through ``client``, a
    :class:`~ci_triage.github.client.GitHubClient`), or the job summary (also the fallback when the
    issue cannot be written). Returns the report, with a gap added when the issue was refused."""
    from ci_triage.audit.health.render import HEALTH_MARKER, render_health
    from ci_triage.evidence.model import EvidenceGap
    from ci_triage.github.errors import GitHubError
    from ci_triage.github.issue import publish_sticky_issue

    if where == "issue":
        if client is None:
            raise InputError("--publish issue needs the GitHub mode (--repo), not --logs")
        try:
            issue = publish_sticky_issue(
                client, report.repository, render_health(report), title=ISSUE_TITLE, label=label, marker=HEALTH_MARKER
            )
        except GitHubError as error:
            gap = EvidenceGap(
                missing="the sticky health issue",
                reason=f"{error.reason}; written to the job summary instead",
                fix=getattr(error, "fix", None) or "grant the workflow `permissions: issues: write`",
            )
            coverage = report.coverage.model_copy(update={"partial": True, "gaps": [*report.coverage.gaps, gap]})
            report = report.model_copy(update={"coverage": coverage})
        else:
            state = "created" if issue.created else "updated"
            print(f"ci-triage: {state} issue #{issue.number} {issue.html_url or ''}".rstrip(), file=sys.stderr)
            for number in issue.duplicates:
                print(f"ci-triage: warning: issue #{number} also carries the marker; left as it is", file=sys.stderr)
            return report
    write_job_summary(render_health(report))
    return report


def write_job_summary(markdown: str) -> None:
    """Write ``markdown`` as this step's job summary (:func:`ci_triage.github.runner.write_summary`); raises
    :class:`OutputError` outside a runner (``$GITHUB_STEP_SUMMARY`` unset)."""
    from ci_triage.github.runner import write_summary

    if not write_summary(markdown):
        raise OutputError("the job summary: $GITHUB_STEP_SUMMARY is not set (run inside GitHub Actions)")


def write_output(report, output_format: str, output: str | None) -> None:
    """Print the report, or write it to ``output`` through a temporary file and a rename (never half-written)."""
    from ci_triage.audit.health.render import render_health

    text = report.model_dump_json(indent=2) + "\n" if output_format == "json" else render_health(report)
    write_text(text, output)


def write_text(text: str, output: str | None) -> None:
    """``text`` to standard output, or to ``output`` through a temporary file and a rename (mode 0644)."""
    if not output:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    try:
        write_shared_file(output, text)
    except OSError as error:
        raise OutputError(f"--output {output}: {error.strerror or error}") from None
