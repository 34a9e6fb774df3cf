"""``ci-triage backtest``: what ci-triage would have posted on a repository's last N failed runs,
read-only (token from ``GITHUB_TOKEN`` or ``GH_TOKEN``; ``actions: read``, ``contents: read``,
``pull-requests: read`` suffice). One report: a table of the runs (outcome, category, confidence,
summary, whether ``mode: patch`` would propose a fix) and each comment as it would have looked.
Exit codes as everywhere: 2 usage, 3 input (no token, a repository GitHub refuses), 4 output."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from ci_triage.base.errors import InputError, UsageError
from ci_triage.commands.whole_number import whole_number
from ci_triage.config.defaults import DEFAULT_BACKTEST_MAX_API_CALLS, MAX_API_CALLS, MAX_RUNS, MIN_API_CALLS

DEFAULT_RUNS = 10


def add_backtest_arguments(parser: argparse.ArgumentParser) -> None:
    """The flags of ``ci-triage backtest``."""
    parser.add_argument("--repo", metavar="OWNER/NAME", help="the repository (default: $GITHUB_REPOSITORY)")
    parser.add_argument(
        "--runs",
        type=whole_number(1, MAX_RUNS),
        default=DEFAULT_RUNS,
        metavar="N",
        help=f"failed runs to triage, newest first (1-100; default {DEFAULT_RUNS})",
    )
    parser.add_argument(
        "--max-api-calls",
        type=whole_number(MIN_API_CALLS, MAX_API_CALLS),
        default=DEFAULT_BACKTEST_MAX_API_CALLS,
        metavar="N",
        help="stop with a partial report before this many REST requests (default "
        f"{DEFAULT_BACKTEST_MAX_API_CALLS}: 8-14 per run, so about 25 runs; a scan's default is higher)",
    )
    parser.add_argument("--provider", help="model provider (needs the model extra); default: the built-in rules")
    parser.add_argument("--model", help="model name at the provider")
    parser.add_argument("--base-url", help="any OpenAI-compatible endpoint instead of a named provider")
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown", help="output format")
    parser.add_argument("--output", metavar="FILE", help="write the report to FILE instead of standard output")


def run_backtest_command(args: argparse.Namespace) -> int:
    """Run the subcommand for parsed ``args``; returns the exit code (0 when the report was written)."""
    from ci_triage.audit.backtest import backtest_markdown, run_backtest
    from ci_triage.commands.scan import write_text
    from ci_triage.config.settings import load_settings
    from ci_triage.github.errors import GitHubError
    from ci_triage.logs.analyse import Analyser

    repository = args.repo or os.environ.get("GITHUB_REPOSITORY")
    if not repository:
        raise UsageError("backtest needs --repo OWNER/NAME (or GITHUB_REPOSITORY)")
    token = os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
    if not token:
        raise InputError("backtest: set GITHUB_TOKEN (or GH_TOKEN) to a token that can read the repository's Actions")
    environ = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "GITHUB_"))}
    settings = load_settings(
        {
            "mode": "summary",
            "repository": repository,
            "github_token": token,
            "provider": args.provider,
            "model": args.model,
            "base_url": args.base_url,
            "max_api_calls": args.max_api_calls,
        },
        environ=environ | {key: os.environ[key] for key in ("GITHUB_API_URL",) if key in os.environ},
    )
    checkout = Path(args.checkout) if args.checkout else None
    analyser = Analyser.load(args.skills, repo=checkout, home=None if args.no_home_skills else Path.home())
    try:
        report = run_backtest(settings, runs=args.runs, analyser=analyser, checkout=checkout)
    except GitHubError as error:
        raise InputError(f"backtest: cannot list the failed runs of {repository}: {error}") from None
    text = report.model_dump_json(indent=2) + "\n" if args.format == "json" else backtest_markdown(report)
    write_text(text, args.output)
    return 0
