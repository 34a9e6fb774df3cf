"""Trial 73's functional languages: what their tools say about dependencies and code that did not load.

Findings 1–3 and 6 of trial 73 (real ghc/cabal, dune, mix and clojure from Debian): a mix test that
stopped on a Hex dependency before any test ran was a "test failure" (0.45) with "run the failed
tests locally"; cabal's solver failure (``unknown package: aeson``) and dune's ``Library
"ppx_deriving.show" not found.`` were compile errors decided by the step's command alone (0.45);
GHC's hidden-package error kept its generic "fix the first compiler error" though GHC printed the fix
(``Perhaps you need to add ‘containers’ to the build-depends``); Clojure's ``Syntax error compiling
at (inv/core.clj:11:13).`` was a runtime error, with its crash report ``/tmp/clojure-….edn`` given as
a source location.

The fixtures (``fixtures/*.txt``, ``$ command``, output, ``exit status N``) are real output: mix of
Elixir 1.14.0 (OTP 24) run here on trial 73's ``ex_dep`` project with no Hex installed
(``mix-dependency-no-hex.txt``), with its dependency a git one never fetched
(``mix-dependency-not-fetched.txt``) and a path one whose folder is missing
(``mix-dependency-path.txt``); cabal-install 3.4.1.0 with GHC 9.0.2, dune 2.9.3 and Clojure 1.11.1
copied from trial 73's captured output (``cabal-unknown-package.txt``, ``dune-library-not-found.txt``,
``ghc-hidden-package.txt``, ``clojure-syntax-error.txt``); Clojure 1.11.1 run here on an unbalanced
bracket and a ``let`` with an odd binding vector (``clojure-syntax-error-reading.txt``,
``clojure-syntax-error-macroexpanding.txt``). Each is read as a GitHub Actions job's failing step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.evidence.repository_paths import RepositoryPaths
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures"


def _as_actions_job(name: str, tmp_path: Path, actions_log: Callable[[str, list[str], int], bytes]) -> Path:
    """The fixture ``name`` as a GitHub Actions job log whose ``run:`` step printed it."""
    command, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    code = int(output.pop().removeprefix("exit status "))
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output, code))
    return log


def _triage(log: Path, analyser: Analyser) -> TriageReport:
    return triage_path(str(log), analyser, DEFAULT_BUDGET)[0]


@pytest.mark.parametrize(
    ("name", "skill", "quoted"),
    [
        ("mix-dependency-no-hex.txt", "mix-dependency", "Could not find Hex, which is needed to build dependency"),
        ("mix-dependency-not-fetched.txt", "mix-dependency", "Unchecked dependencies for environment test:"),
        ("mix-dependency-path.txt", "mix-dependency", "Unchecked dependencies for environment test:"),
        ("cabal-unknown-package.txt", "cabal-dependency", "cabal: Could not resolve dependencies:"),
        ("dune-library-not-found.txt", "ocaml-dependency", 'Error: Library "ppx_deriving.show" not found.'),
    ],
)
def test_a_dependency_the_tool_could_not_get_is_dependency_resolution_by_its_line(
    name: str,
    skill: str,
    quoted: str,
    analyser: Analyser,
    actions_log: Callable[[str, list[str], int], bytes],
    tmp_path: Path,
) -> None:
    report = _triage(_as_actions_job(name, tmp_path, actions_log), analyser)
    assert report.category == "dependency resolution", report.jobs[0].classification.scores
    assert report.confidence >= 0.85
    assert report.signals[0].skill == skill  # the tool's line decides, not the step's command
    assert quoted in report.summary
    assert report.failed_tests == []
    assert report.jobs[0].classification.next_step  # the line's own advice, not the category's generic one


def test_mix_without_hex_is_told_to_install_hex(
    analyser: Analyser, actions_log: Callable[[str, list[str], int], bytes], tmp_path: Path
) -> None:
    report = _triage(_as_actions_job("mix-dependency-no-hex.txt", tmp_path, actions_log), analyser)
    assert "mix local.hex --force" in (report.jobs[0].classification.next_step or "")


def test_ghcs_own_fix_for_a_hidden_package_is_the_advice_and_stays_in_the_excerpt(
    analyser: Analyser, actions_log: Callable[[str, list[str], int], bytes], tmp_path: Path
) -> None:
    report = _triage(_as_actions_job("ghc-hidden-package.txt", tmp_path, actions_log), analyser)
    hint = "Perhaps you need to add ‘containers’ to the build-depends in your .cabal file."
    assert report.category == "compile/build error"
    assert f'"{hint}"' in (report.jobs[0].classification.next_step or "")
    assert any(hint in line for window in report.jobs[0].excerpt for line in window.lines)
    assert [(location.file, location.line) for location in report.locations] == [("test/Spec.hs", 3)]


@pytest.mark.parametrize(
    ("name", "place"),
    [
        ("clojure-syntax-error.txt", ("inv/core.clj", 11, 13)),
        ("clojure-syntax-error-reading.txt", ("app/core.clj", 5, 1)),
        ("clojure-syntax-error-macroexpanding.txt", ("app/core.clj", 4, 3)),
    ],
)
def test_clojure_code_that_did_not_load_is_a_compile_error_at_its_place_never_the_crash_report(
    name: str,
    place: tuple[str, int, int],
    analyser: Analyser,
    actions_log: Callable[[str, list[str], int], bytes],
    tmp_path: Path,
) -> None:
    report = _triage(_as_actions_job(name, tmp_path, actions_log), analyser)
    assert report.category == "compile/build error", report.jobs[0].classification.scores
    assert report.competing == []  # the `Full report at:` below it is printed after every phase's error
    assert [(loc.file, loc.line, loc.column) for loc in report.jobs[0].locations] == [place]
    assert "Clojure could not load" in (report.jobs[0].classification.next_step or "")


def test_a_clojure_place_on_the_classpath_becomes_the_repositorys_file(
    analyser: Analyser, actions_log: Callable[[str, list[str], int], bytes], tmp_path: Path
) -> None:
    checkout = tmp_path / "inv"
    (checkout / ".git").mkdir(parents=True)
    (checkout / "src" / "inv").mkdir(parents=True)
    (checkout / "src" / "inv" / "core.clj").write_text("(ns inv.core)\n")
    report = _triage(_as_actions_job("clojure-syntax-error.txt", tmp_path, actions_log), analyser)
    moved = RepositoryPaths(checkout).report(report)
    assert [(location.file, location.line) for location in moved.locations] == [("src/inv/core.clj", 11)]


def test_a_printed_fix_that_would_make_a_link_or_mention_gives_no_advice(
    tmp_path: Path, actions_log: Callable[[str, list[str], int], bytes]
) -> None:
    """A repository's skill quoting its tool's fix (``{fix}``) is held to the plain-advice rule on the
    filled text: a log whose fix line holds a mention or a link gives the category's own advice."""
    skill = tmp_path / "skills" / "fixer"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text(
        "---\nname: fixer\ndescription: a tool that prints its fix\ncategory: configuration\nsignals:\n"
        "  - id: hint\n    pattern: '^fixer: (?P<fix>try .+)$'\n    weight: 0.9\n"
        "    next_step: 'The tool says: \"{fix}\"'\n---\n# fixer\n",
        encoding="utf-8",
    )
    analyser = Analyser.load([tmp_path / "skills"])
    advice = {}
    for fix in ("try setting FIXER_HOME", "try asking @" + "octocat", "try https" + "://example.com"):
        log = tmp_path / "job.log"
        log.write_bytes(actions_log("fixer run", [f"fixer: {fix}"], 1))
        advice[fix] = _triage(log, analyser).jobs[0].classification.next_step
    assert list(advice.values()) == ['The tool says: "try setting FIXER_HOME"', None, None]


def test_a_hex_prompt_the_job_answered_is_no_dependency_failure(
    analyser: Analyser, actions_log: Callable[[str, list[str], int], bytes], tmp_path: Path
) -> None:
    """A job that answers mix's prompt installs Hex and goes on: the lines are the corpus' tuning log
    ``logchunks/…/rabbitmq@rabbitmq-server/failed/571748388.log.gz`` (Elixir 1.7, its Hex prompt and
    the Erlang compile error that failed ``make`` later), shortened."""
    output = [
        "Could not find Hex, which is needed to build dependency :json",
        'Shall I install Hex? (if running non-interactively, use "mix local.hex --force") [Yn] '
        "* creating /home/travis/.kiex/mix/elixir-1.7.4/hex-0.20.1",
        "Resolving Hex dependencies...",
        "Dependency resolution completed:",
        "Generated rabbitmqctl app",
        " ERLC   amqqueue.erl amqqueue_v1.erl background_gc.erl",
        "src/rabbit_vhost.erl:344: variable 'Description' is unbound",
        "erlang.mk:5360: recipe for target 'ebin/rabbit.app' failed",
        "make: *** [app] Error 2",
    ]
    log = tmp_path / "job.log"
    log.write_bytes(actions_log("make xref", output, 2))
    report = _triage(log, analyser)
    assert report.category == "compile/build error"
    assert "dependency resolution" not in report.jobs[0].classification.scores
