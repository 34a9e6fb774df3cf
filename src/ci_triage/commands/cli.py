"""The ``ci-triage`` command line: parses arguments, calls the library, prints, exits.

Thin on purpose: every subcommand is a function of the library; this module only maps flags to
calls and :class:`~ci_triage.base.errors.TriageError` to one line on stderr and an exit code. Heavy
modules are imported inside the subcommand that needs them, so ``ci-triage --version`` stays fast.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NoReturn

from ci_triage import __version__
from ci_triage.base.errors import ExitCode, InputError, Terminated, TriageError, UsageError
from ci_triage.commands.long_lived import long_lived
from ci_triage.commands.standard_output import guarded_stdout
from ci_triage.commands.whole_number import whole_number

MAX_BUDGET = 1_000_000
"""Largest ``--budget`` in tokens: far beyond any model's window, small enough to stay a plain int."""
_TOKENS = whole_number(1, MAX_BUDGET)
"""The type of a flag that counts tokens (``--budget``, ``--max-input-tokens``, ...)."""


class _Parser(argparse.ArgumentParser):
    """An argument parser that sets ``command_parser`` to itself in what it parses: the deepest
    subcommand's parser wins (argparse's pattern for telling which subparser ran), so arguments
    left over are refused with that subcommand's usage, not the top level's (:func:`_main`)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.set_defaults(command_parser=self)

    def error(self, message: str) -> NoReturn:
        """Exit 2 (:attr:`ExitCode.USAGE`) with one line on standard error, ``PROG: error: MESSAGE``:
        the message names the argument and what it expected (``argument --budget: expected a number
        from 1 to 1,000,000, got -5``), so argparse's usage block before it only pushed it down;
        ``--help`` prints the usage."""
        self.exit(ExitCode.USAGE, f"{self.prog}: error: {message}\n")

    def option_names(self) -> list[str]:
        """Every option string this parser takes, in the order they were added (``-h``, ``--help``,
        ``--format``, …); a subcommand's own, not its parent's."""
        return [name for action in self._actions for name in action.option_strings]


def _build_parser(command: str | None) -> argparse.ArgumentParser:
    """The parser of the command line, every subcommand listed, with the arguments of ``command`` only.

    ``command`` is the subcommand named on the command line (:func:`_command_named`), or ``None``.
    The other subcommands' arguments are not needed to parse it (a subcommand's own parser takes
    everything after its name) nor to print the top-level help, and adding them all cost a quarter
    of ``ci-triage --version``'s instructions (and imported the modules of ``scan`` and ``backtest``).
    """
    parser = _Parser(
        prog="ci-triage",
        description="Triage failed CI runs: the failing step, the lines that explain it, and why.",
    )
    # a flag, not argparse's ``version`` action, which prints and exits as soon as it is read, before
    # the rest of the line is parsed: ``--version --foo`` is refused like any unknown flag (:func:`_main`)
    parser.add_argument("--version", action="store_true", help="show the program's version and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (help_text, description, add_arguments) in _SUBCOMMANDS.items():
        subparser = commands.add_parser(name, help=help_text, description=description)
        if name == command:
            add_arguments(subparser)
    return parser


def _command_named(argv: Sequence[str]) -> str | None:
    """The subcommand ``argv`` names: its first argument that is not an option (the top-level options,
    ``--help`` and ``--version``, take no value), or ``None`` when every argument is an option."""
    return next((argument for argument in argv if not argument.startswith("-")), None)


def _add_triage(triage: argparse.ArgumentParser) -> None:
    source = triage.add_mutually_exclusive_group()  # one of them is required: _run_triage says so
    source.add_argument("path", nargs="?", help="job log, run-logs zip, gzipped log, or - for stdin")
    source.add_argument(
        "--run-id",
        type=_identifier,
        metavar="ID",
        help="triage this GitHub Actions run of --repo through the full loop (token in GITHUB_TOKEN or GH_TOKEN)",
    )
    source.add_argument(
        "--example",
        nargs="?",
        const="default",
        metavar="NAME",
        help="triage a log bundled with ci-triage (no file needed); --example list shows them",
    )
    triage.add_argument(
        "--junit", action="extend", nargs="+", default=[], metavar="FILE", help="JUnit XML files to merge"
    )
    triage.add_argument(
        "--baseline",
        metavar="FILE",
        help="log of the same job's last passing run (file, .gz or run-logs zip): lines it also has weigh less",
    )
    triage.add_argument(
        "--workflow",
        metavar="FILE",
        help="the run's workflow file: the failing step's definition becomes evidence, cited by workflow line",
    )
    triage.add_argument(
        "--format",
        choices=("markdown", "json", "text"),
        default=None,
        help="output format (default: text on a terminal, markdown otherwise)",
    )
    triage.add_argument("--budget", type=_TOKENS, default=None, metavar="TOKENS", help="excerpt budget in tokens")
    triage.add_argument("--trace", metavar="FILE", help="write a JSONL record of what was read and decided")
    _add_skill_discovery(triage)
    run = triage.add_argument_group("with --run-id (GitHub)")
    run.add_argument("--repo", metavar="OWNER/NAME", help="the run's repository (default: $GITHUB_REPOSITORY)")
    run.add_argument("--attempt", type=_identifier, metavar="N", help="run attempt (default: the latest)")
    run.add_argument(
        "--mode",
        choices=("dry-run", "comment", "summary"),
        default="dry-run",
        help="dry-run prints the verified comment (default); comment posts or updates the sticky PR comment",
    )
    run.add_argument("--provider", help="model provider (nvidia, openai, azure, github-models, openrouter, ollama)")
    run.add_argument("--model", help="model name at the provider")
    run.add_argument("--base-url", help="any OpenAI-compatible endpoint instead of a named provider")
    run.add_argument(
        "--mcp-config",
        metavar="FILE",
        help="MCP servers whose tools the model may use, and which are approved (YAML or JSON; docs/mcp.md)",
    )
    run.add_argument(
        "--max-steps", type=whole_number(4, 200), metavar="N", help="loop transitions before a handoff (4-200)"
    )
    run.add_argument("--max-input-tokens", type=_TOKENS, metavar="N", help="tokens one model request may hold")
    run.add_argument("--max-output-tokens", type=_TOKENS, metavar="N", help="cap on each model answer")
    run.add_argument(
        "--max-model-tokens",
        type=_TOKENS,
        metavar="N",
        help="tokens the model stage may use in all",
    )
    run.add_argument(
        "--propose-fix",
        action="store_true",
        help="also make a fix in a scratch worktree of --checkout, verified by re-running the failing command; "
        "with --mode comment it opens a draft PR where the token may (docs/fix.md). Also offline, on a LOG file: "
        "prints the comment with the fix and writes .ci-triage/fix-local-1.patch at the root of the repository "
        "CHECKOUT lies in (replaced by the next run's)",
    )
    run.add_argument("--verify-command", metavar="CMD", help="the failing check to re-run before and after a fix")
    run.add_argument(
        "--fail-on-handoff", action="store_true", help=f"exit {int(ExitCode.HANDOFF)} when a human must take over"
    )
    triage.set_defaults(
        handler=_run_triage,
        leftover_advice="triage reads one log (PATH or -); for several jobs give their run-logs zip",
    )


def _add_scan(scan: argparse.ArgumentParser) -> None:
    from ci_triage.commands.scan import add_scan_arguments

    add_scan_arguments(scan)
    _add_skill_discovery(scan)
    scan.set_defaults(handler=_run_scan)


def _add_backtest(backtest: argparse.ArgumentParser) -> None:
    from ci_triage.commands.backtest import add_backtest_arguments

    add_backtest_arguments(backtest)
    _add_skill_discovery(backtest)
    backtest.set_defaults(handler=_run_backtest, checkout=None)


def _add_replay(replay: argparse.ArgumentParser) -> None:
    replay.add_argument("trace", metavar="TRACE", help="the JSONL trace")
    replay.set_defaults(handler=_run_replay)


def _add_action(action: argparse.ArgumentParser) -> None:
    action.set_defaults(handler=_run_action)


def _add_skills(skills: argparse.ArgumentParser) -> None:
    actions = skills.add_subparsers(dest="skills_command", metavar="ACTION", required=True)
    listing = actions.add_parser("list", help="the skills found, in precedence order")
    show = actions.add_parser("show", help="print one skill's file")
    show.add_argument("id", metavar="ID", help="the skill's name (or id)")
    for sub in (listing, show):
        _add_skill_discovery(sub)
    check = actions.add_parser(
        "check",
        help="validate skills and run their signals over sample logs",
        description="Validate a skill folder, a skill file, or a folder of skills; with logs, print which "
        "signal matched which line (1-based).",
    )
    check.add_argument("path", metavar="DIR", help="a skill folder, a SKILL.md or NAME.md file, or a folder of skills")
    check.add_argument("logs", nargs="*", metavar="LOG", help="sample logs to run the signals over")
    _add_skill_discovery(check, checkout=None)
    new = actions.add_parser(
        "new",
        help="write a starter repository skill from a failing log",
        description="Analyse LOG and write .ci-triage/skills/NAME/SKILL.md (at the root of the repository "
        "--checkout lies in) whose signals match its failing lines.",
    )
    new.add_argument("--from", dest="from_log", required=True, metavar="LOG", help="the failing job's log")
    new.add_argument("--name", help="the skill's name (default: the tool that failed and the category)")
    new.add_argument(
        "--category", type=_category, help="the category (default: the log's; required when it is unknown)"
    )
    new.add_argument(
        "--baseline",
        metavar="PASS",
        help="a passing log of the same job: the signals are made of the lines new since it, and the skill "
        "is checked not to match it",
    )
    new.add_argument(
        "--out",
        metavar="DIR",
        help="folder to write the skill folder in (default: .ci-triage/skills at CHECKOUT's repository root)",
    )
    _add_skill_discovery(new)
    skills.set_defaults(handler=_run_skills)


def _add_skill_discovery(parser: argparse.ArgumentParser, checkout: str | None = ".") -> None:
    """The flags that say where skills come from, the same for every subcommand that loads them;
    ``checkout`` is ``--checkout``'s default (``None``: ``skills check`` takes the repository the
    checked path lies in)."""
    parser.add_argument("--skills", action="append", default=[], metavar="DIR", help="extra skills folder")
    parser.add_argument(
        "--checkout",
        action=_GivenCheckout,
        default=checkout,
        metavar="DIR",
        help="repository whose skill folders (.ci-triage/skills, .github/ci-triage/skills, ...) apply and, "
        "in a triage, whose paths the source locations become (its git repository's root; a folder in no "
        "git repository: the paths inside it) (default: "
        + ("the one the checked path lies in)" if checkout is None else f"{checkout})"),
    )
    parser.add_argument("--no-home-skills", action="store_true", help="ignore skill folders in your home directory")
    parser.set_defaults(checkout_given=False)


class _GivenCheckout(argparse.Action):
    """``--checkout DIR``: stores the folder and that it was given (``checkout_given``), not the default."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        setattr(namespace, self.dest, values)
        namespace.checkout_given = True


def _check_skill_folders(args: argparse.Namespace) -> None:
    """Raise :class:`InputError` (exit 3) when a folder the skill-discovery flags name is not a
    directory: a folder the user named must exist, whichever subcommand (a broken skill *inside*
    one is only a warning)."""
    for folder in getattr(args, "skills", []):
        if not os.path.isdir(folder):
            raise InputError(f"--skills: {folder}: not a directory")
    checkout = getattr(args, "checkout", None)
    if checkout is not None and not os.path.isdir(checkout):
        raise InputError(f"--checkout: {checkout}: not a directory")


def _identifier(text: str) -> int:
    """A GitHub id or attempt number: a whole number above 0 (no upper bound: run ids exceed 10**10)."""
    if not text.isdigit() or int(text) == 0:
        raise argparse.ArgumentTypeError(f"expected a whole number above 0, got {text!r}")
    return int(text)


def _category(text: str) -> str:
    """A category of the failure taxonomy a skill can name (``ci-triage skills new --category``), as
    written there (in any case: ``Runtime Error`` is ``runtime error``): any but ``unknown`` (a
    starter skill says what its lines mean). Anything else is refused, naming every category and
    those that a part of ``text`` starts (``runtime`` → ``runtime error``, ``infra`` → both
    infrastructure categories): an abbreviation is never taken for one, since the category is what
    the written skill's lines will be counted as."""
    from ci_triage.logs.taxonomy import CATEGORIES

    named = [category for category in CATEGORIES if category != "unknown"]
    wanted = text.strip().lower()
    if wanted in named:
        return wanted
    close = [
        c
        for c in named
        if wanted and any(word.startswith(wanted) for word in (c, *c.replace("/", " ").replace("-", " ").split()))
    ]
    quote = " Quote a category that has a space." if any(" " in c for c in close) else ""
    meant = f" (did you mean {' or '.join(repr(c) for c in close)}?{quote})" if close else ""
    raise argparse.ArgumentTypeError(
        f"{text!r} is no category a skill can name{meant}; choose one of: {', '.join(named)}"
    )


def _run_triage(args: argparse.Namespace) -> int:
    from ci_triage.commands.triage import run_triage

    if args.path is None and args.run_id is None and args.example is None:
        raise UsageError(_no_log_given(args.junit))
    return run_triage(args)


def _no_log_given(junit: list[str]) -> str:
    """What to say when ``triage`` got no log, run or example: ``--junit`` takes every file after it,
    so a log named after it was read as a JUnit file."""
    if junit:
        return (
            f"no log given: --junit took every file after it ({', '.join(junit)}); put the log's PATH before "
            "--junit (ci-triage triage job.log --junit results.xml)"
        )
    return "give the job's log (PATH, or - for stdin), --run-id ID or --example"


def _run_action(_args: argparse.Namespace) -> int:
    from ci_triage.commands.action import run_action

    return run_action()


def _run_scan(args: argparse.Namespace) -> int:
    from ci_triage.commands.scan import run_scan
    from ci_triage.config.settings import ScanOptions

    return run_scan(ScanOptions.model_validate(vars(args)))


def _run_backtest(args: argparse.Namespace) -> int:
    from ci_triage.commands.backtest import run_backtest_command

    return run_backtest_command(args)


def _run_replay(args: argparse.Namespace) -> int:
    from ci_triage.commands.replay import run_replay

    return run_replay(args)


def _run_skills(args: argparse.Namespace) -> int:
    from ci_triage.commands.skills import run_skills

    return run_skills(args)


_SUBCOMMANDS: dict[str, tuple[str, str, Callable[[argparse.ArgumentParser], None]]] = {
    "triage": (
        "analyse a failed job's log (file, run-logs zip, .gz, or - for stdin)",
        "Analyse a failed CI job's log offline and report why it failed, with citations.",
        _add_triage,
    ),
    "scan": (
        "a repository's recent CI health: recurring and flaky failures, red time, trends, bot accuracy",
        "Scan a window of a repository's CI runs (through the API, or a folder of run-log zips) and "
        "write one prioritised report; --publish issue keeps it in one sticky issue. See docs/scan.md.",
        _add_scan,
    ),
    "backtest": (
        "what ci-triage would have posted on a repository's last N failed runs, read-only",
        "Triage the last N failed runs of a repository without writing anything: one report of "
        "what would have been posted for each (category, confidence, summary, the comment) and whether a fix "
        "would have been proposed, within a budget of API calls. See docs/backtest.md.",
        _add_backtest,
    ),
    "replay": (
        "re-run the triage recorded in a trace, offline, and report the first divergence",
        "Replay a triage loop trace: the action's (its trace-path output) or one written by "
        "`ci-triage triage --run-id ID --trace FILE`. A `ci-triage triage LOG --trace FILE` trace records the "
        "analysis of a log, which has no decisions, and does not replay. Replay runs again the decisions, the "
        "classification, the rules' and the model's drafts (the model answering as recorded) and the verifier "
        "on the recorded evidence; the recorded GitHub answers stand for collection and the comment. "
        f"Exit {int(ExitCode.REPLAY_DIVERGED)} at the first step that differs. See docs/triage.md.",
        _add_replay,
    ),
    "action": (
        "run as the GitHub Docker action (inputs from INPUT_* variables)",
        "The container action's entrypoint; see action.yml for the inputs.",
        _add_action,
    ),
    "skills": (
        "list, show and check skills (SKILL.md knowledge packs)",
        "For people writing skills: see the catalogue, read one, check one against sample logs.",
        _add_skills,
    ),
}
"""Each subcommand, in the order the help lists them: its help line, its description, and the
function that adds its arguments and its handler to its parser."""


def _terminate(signal_number: int, frame: object) -> None:
    raise Terminated


@contextlib.contextmanager
def _sigterm_as_interruption() -> Iterator[None]:
    """While the command runs, SIGTERM raises :class:`Terminated` (a ``KeyboardInterrupt``) in the
    main thread, as SIGINT raises ``KeyboardInterrupt``; the previous handler comes back after. As
    the container's process 1 the action would otherwise ignore the runner's SIGTERM on cancel."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code (see :class:`ExitCode`; 130 after Ctrl-C,
    143 after SIGTERM, each with one line on stderr)."""
    try:
        with _sigterm_as_interruption():
            return _main(argv)
    except Terminated:
        print("ci-triage: terminated (SIGTERM)", file=sys.stderr)
        return 143
    except KeyboardInterrupt:
        print("ci-triage: interrupted", file=sys.stderr)
        return 130


def _refuse_leftover(args: argparse.Namespace, leftover: list[str]) -> None:
    """Exit 2 with the usage of the subcommand that parsed ``args`` and one line naming the
    arguments ``leftover`` no parser took. An unknown option among them is named alone, with the
    subcommand's closest option (:func:`difflib.get_close_matches`): ``--frmat json LOG`` left
    ``--frmat LOG`` over, argparse having taken ``json`` as the log, and saying so blamed the log.
    Otherwise a leftover that is no option (a second log) adds the subcommand's ``leftover_advice``
    when it has one."""
    parser = args.command_parser
    unknown = next((argument for argument in leftover if argument.startswith("-") and argument != "-"), None)
    if unknown is not None:
        option = unknown.split("=", 1)[0]
        command = parser.prog.removeprefix("ci-triage ")
        message = f"{option} is no option of {command}"
        close = difflib.get_close_matches(option, parser.option_names(), n=1, cutoff=0.6)
        parser.error(f"{message}; did you mean {close[0]}?" if close else message)
    message = f"unrecognized arguments: {' '.join(leftover)}"
    advice = getattr(args, "leftover_advice", None)
    if advice and any(not argument.startswith("-") for argument in leftover):
        message = f"{message}: {advice}"
    parser.error(message)


def _main(argv: Sequence[str] | None) -> int:
    try:
        with guarded_stdout():
            try:
                with long_lived():
                    parser = _build_parser(_command_named(sys.argv[1:] if argv is None else argv))
                    args, leftover = parser.parse_known_args(argv)
                    if leftover:
                        _refuse_leftover(args, leftover)
            except SystemExit:  # --help or a usage error: argparse printed, then exits
                sys.stdout.flush()  # a failed write of what it printed is exit 4 here, not a failure at exit
                raise
            if args.version:
                print(f"ci-triage {__version__}")
                return ExitCode.OK
            if args.command is None:
                parser.print_help()
                return ExitCode.USAGE
            _check_skill_folders(args)
            return int(args.handler(args))
    except TriageError as error:
        from ci_triage.base.redact import redact  # a message may quote a path or a value the user gave

        print(f"ci-triage: error: {redact(str(error))}", file=sys.stderr)
        return int(error.exit_code)
    except BrokenPipeError:
        return ExitCode.OK
    except Exception as error:  # the last line of defence: a bug, reported without a traceback
        if os.environ.get("CI_TRIAGE_DEBUG"):
            raise
        from ci_triage.base.redact import redact

        print(
            f"ci-triage: internal error: {type(error).__name__}: {redact(str(error))}\n"
            "This is a bug in ci-triage; set CI_TRIAGE_DEBUG=1 for the traceback and please report it.",
            file=sys.stderr,
        )
        return ExitCode.INTERNAL


if __name__ == "__main__":
    raise SystemExit(main())
