"""Programs that crashed outside a test runner, in the interpreters and runtimes CI runs scripts with.

The fixtures in ``fixtures/`` (Ruby, Rake, PHP, Lua, Rscript, Perl, Java, Rust, Node) were made by
running each sample here, the way a CI step prints it: ``$ command``, the output, ``exit status N``
(versions in each skill's "Line forms" note); their category, tool and quoted line are checked in
``test_tool_output_golden.py``. Here: the locations are the script's own frames (never the
runtime's), a test runner printing the same exceptions keeps deciding (``fixtures/runtime-distractors/``:
rspec, PHPUnit, busted, Maven Surefire, made here the same way; cargo test and testthat are golden
fixtures), a missing package stays an install problem, and output that did not fail stays green.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"
DISTRACTORS = FIXTURES / "runtime-distractors"


CHECKOUT = "/home/runner/work/app/app/"
"""The runner's checkout folder the samples ran in (the JSON report shows paths inside it)."""


def places(report: TriageReport) -> list[str]:
    """The report's locations as ``file:line``, paths inside the checkout without its folder."""
    return [f"{location.file.removeprefix(CHECKOUT)}:{location.line}" for location in report.jobs[0].locations]


def triage(path: Path, analyser: Analyser) -> TriageReport:
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    return report


# fixture: the locations, in order (file:line), the runtime's own frames left out
LOCATIONS = {
    "ruby-uncaught.txt": ["a.rb:2", "a.rb:3"],
    "rake-aborted.txt": ["Rakefile:2"],
    "rake-aborted-trace.txt": ["Rakefile:5"],  # not rake's own task.rb frames under /usr/lib/ruby/gems
    "php-uncaught.txt": ["a.php:2", "a.php:3"],
    "lua-error.txt": ["b.lua:2", "b.lua:4"],  # not "[C]: in function 'error'"
    "perl-method.txt": ["b.pl:3"],
    "java-caused-by.txt": ["Main.java:7", "Main.java:2", "Main.java:5"],
    "rust-panic-backtrace.txt": ["src/main.rs:3"],  # not the standard library's /rustc/<hash>/library frames
    "node-missing-file.txt": ["cfg.js:1"],  # not node:internal's loader
}


@pytest.mark.parametrize("name", sorted(LOCATIONS))
def test_the_locations_are_the_scripts_own_frames(name: str, analyser: Analyser) -> None:
    report = triage(FIXTURES / name, analyser)
    assert places(report) == LOCATIONS[name]


# distractor: (category, tool) — the test runner decides, whatever exception its tests raised
TEST_RUNS = {
    "rspec-keyerror.txt": ("test failure", "rspec"),  # rspec 3.12: KeyError raised in the code under test
    "phpunit-exception.txt": ("test failure", "phpunit"),  # PHPUnit 9.6.7: RuntimeException in a test
    "busted-error.txt": ("test failure", "busted"),  # busted 2.1.1: "attempt to index a nil value" in a test
    "mvn-surefire-npe.txt": ("test failure", "maven"),  # Surefire 3.2.5, JUnit 5: a NullPointerException
    "rake-jest-failure.txt": ("test failure", "jest"),  # rake 13.0.6's sh running jest 29 (its path shortened)
    "make-pytest-failure.txt": ("test failure", "pytest"),  # GNU make 4.3 running pytest 8: a ValueError in a test
}


# fixture: (tool, the line the summary quotes) — an exception line of Python's shape is the language's
# whose own lines are above it (made here: rake 13.0.6, python 3.11, node 20, GNU make 4.3)
CONTEXTS = {
    "rake-argument-error.txt": ("rake", "ArgumentError: VERSION file is missing or empty"),  # no traceback above
    "rake-errno.txt": ("rake", "Errno::ENOENT: No such file or directory @ rb_sysopen - config/app.yml"),
    "runtime-distractors/rake-python-traceback.txt": ("python", "json.decoder.JSONDecodeError: Expecting property"),
    "runtime-distractors/rake-node-crash.txt": ("node", "TypeError: Cannot read properties of undefined"),
    "runtime-distractors/make-python-traceback.txt": ("python", "json.decoder.JSONDecodeError: Expecting property"),
}


@pytest.mark.parametrize("name", sorted(CONTEXTS))
def test_an_exception_line_is_the_language_s_whose_lines_are_above_it(name: str, analyser: Analyser) -> None:
    report = triage(FIXTURES / name, analyser)
    tool, quoted = CONTEXTS[name]
    assert (report.category, report.tool) == ("runtime error", tool)
    assert (report.jobs[0].headline or "").startswith(quoted)
    assert not any(s.skill == "python-runtime" for s in report.signals) or tool == "python"


@pytest.mark.parametrize("name", sorted(TEST_RUNS))
def test_a_test_runner_printing_exceptions_keeps_deciding(name: str, analyser: Analyser) -> None:
    report = triage(DISTRACTORS / name, analyser)
    assert (report.category, report.tool) == TEST_RUNS[name]
    runtime_hits = [hit for hit in report.jobs[0].classification.signals if hit.category == "runtime error"]
    assert not any(hit.weight >= 0.6 for hit in runtime_hits), runtime_hits


@pytest.mark.parametrize("name", ["cargo-test.txt", "testthat.txt"])
def test_cargo_test_and_testthat_keep_naming_their_failed_tests(name: str, analyser: Analyser) -> None:
    report = triage(FIXTURES / name, analyser)
    assert report.category == "test failure"
    assert report.failed_tests
    assert "main" not in {test.name for test in report.failed_tests}


def test_a_missing_package_stays_dependency_resolution(analyser: Analyser) -> None:
    """node 20: ``Cannot find module 'js-yaml-not-installed'`` names a package, not a file of the
    repository (``node-missing-file.txt``'s ``'./missing-config.json'``): an install problem."""
    report = triage(DISTRACTORS / "node-missing-package.txt", analyser)
    assert report.category == "dependency resolution"
    assert not any(
        hit.skill == "node-runtime" and hit.signal.startswith("local-module")
        for hit in report.jobs[0].classification.signals
    )


def test_php_warnings_alone_are_no_failure(analyser: Analyser) -> None:
    report = triage(DISTRACTORS / "php-warning-passing.txt", analyser)
    assert not report.failure_found


def test_a_retry_loops_handled_error_is_no_runtime_error(analyser: Analyser) -> None:
    """Rscript printing ``Error in connect, retrying: ...`` for an error it handled, then going on:
    R's ``Error in CALL :`` form and ``Execution halted`` are not there (the log still has failure
    words and no exit line, so it is judged from them: unknown, as before)."""
    report = triage(DISTRACTORS / "rscript-retry-passing.txt", analyser)
    assert report.category != "runtime error"
    assert not any(hit.skill == "r-runtime" for hit in report.jobs[0].classification.signals)


@pytest.mark.parametrize(
    ("text", "below"),
    [
        ("[1] 2\nError in f(-1) : value must be positive: -1\n", 0.7),
        ("$ perl a.pl\nconfig key 'db' missing at a.pl line 3.\n", 0.5),
    ],
    ids=["r-lone-error-in", "perl-die"],
)
def test_an_error_line_without_an_exit_status_stays_a_guess(
    analyser: Analyser, tmp_path: Path, text: str, below: float
) -> None:
    """R's ``Error in f(-1) : ...`` with neither ``Execution halted`` nor an exit status, a Perl
    ``die`` message with none: a runtime error, but a guess."""
    log = tmp_path / "job.log"
    log.write_text(text, encoding="utf-8")
    report = triage(log, analyser)
    assert report.category == "runtime error"
    assert report.confidence < below


def test_a_ruby_frame_line_does_not_fire_in_a_python_log(analyser: Analyser, tmp_path: Path) -> None:
    log = tmp_path / "job.log"
    log.write_text(
        "$ python gen.py\nTraceback (most recent call last):\n"
        '  File "gen.py", line 3, in <module>\n    from lib import x\n'
        "ImportError: cannot import name 'x' from 'lib' (lib.py)\nexit status 1\n",
        encoding="utf-8",
    )
    report = triage(log, analyser)
    assert (report.category, report.tool) == ("runtime error", "python")
    assert {hit.skill for hit in report.jobs[0].classification.signals} == {"python-runtime"}


DOTNET_LOG = (
    "$ dotnet run --project src/App\n"
    "Unhandled exception. System.InvalidOperationException: Sequence contains no elements\n"
    "   at System.Linq.ThrowHelper.ThrowNoElementsException()\n"
    "   at System.Linq.Enumerable.First[TSource](IEnumerable`1 source)\n"
    "   at App.Program.Main(String[] args) in /home/runner/work/app/app/src/App/Program.cs:line 5\n"
    "exit status 134\n"
)
"""dotnet does not install here: the heading as the runtime prints it (Microsoft's exception
documentation shows ``Unhandled exception. System.X: message``), the frames as
``System.Diagnostics.StackTrace`` formats them (``at`` + ``in {0}:line {1}``), and the exit status
of a runtime abort on Linux (134)."""


def test_a_dotnet_unhandled_exception(analyser: Analyser, tmp_path: Path) -> None:
    log = tmp_path / "job.log"
    log.write_text(DOTNET_LOG, encoding="utf-8")
    report = triage(log, analyser)
    assert (report.category, report.tool) == ("runtime error", "dotnet-run")
    assert "Unhandled exception. System.InvalidOperationException: Sequence contains no elements" in report.summary
    assert places(report) == ["src/App/Program.cs:5"]


INSTALLED_FRAMES = {
    "rake": (
        "$ bundle exec rake build\n"
        "rake aborted!\n"
        "assets missing: public/app.js\n"
        "/home/runner/work/app/app/lib/tasks/assets.rake:4:in `block in <top (required)>'\n"
        "/home/runner/work/app/app/vendor/bundle/ruby/3.3.0/gems/rake-13.2.1/lib/rake/task.rb:281:in `execute'\n"
        "/home/runner/.rbenv/versions/3.3.0/lib/ruby/3.3.0/monitor.rb:202:in `synchronize'\n"
        "Tasks: TOP => build\n"
        "exit status 1\n",
        ["lib/tasks/assets.rake:4"],
    ),
    "php": (
        "$ php bin/console app:sync\n"
        "PHP Fatal error:  Uncaught RuntimeException: config not found in /home/runner/work/app/app/src/Config.php:12\n"
        "Stack trace:\n"
        "#0 /home/runner/work/app/app/vendor/symfony/console/Command/Command.php(326): App\\Config->load()\n"
        "#1 /home/runner/work/app/app/src/Kernel.php(40): Symfony\\Component\\Console\\Command\\Command->run()\n"
        "#2 {main}\n"
        "  thrown in /home/runner/work/app/app/src/Config.php on line 12\n"
        "exit status 255\n",
        ["src/Config.php:12", "src/Kernel.php:40"],
    ),
}
"""The real fixtures' forms (``rake-aborted-trace.txt``, ``php-uncaught.txt``) with the frames a
``bundle install --path vendor/bundle``, rbenv and Composer put in installed code: those are no
location."""


@pytest.mark.parametrize("name", sorted(INSTALLED_FRAMES))
def test_installed_gems_and_vendor_packages_are_no_location(name: str, analyser: Analyser, tmp_path: Path) -> None:
    text, expected = INSTALLED_FRAMES[name]
    log = tmp_path / "job.log"
    log.write_text(text, encoding="utf-8")
    report = triage(log, analyser)
    assert report.category == "runtime error"
    assert places(report) == expected


@pytest.mark.parametrize("name", ["java-caused-by-chain.txt", "java-caused-by-trial.txt"])
def test_a_jvm_exception_is_quoted_with_its_root_cause_and_its_chain_stays_in_the_excerpt(
    name: str, analyser: Analyser
) -> None:
    """The thrown exception says what the program was doing and its first frame in the project is
    where (Java's ``printStackTrace`` prints it first); its last ``Caused by:`` says why: both are
    quoted, as a Python chain is (trial 96 #15: the cause alone dropped ``invalid config: port``)."""
    report = triage(FIXTURES / name, analyser)
    shown = [line for span in report.excerpt for line in span.lines]
    quote = report.summary.split(": ", 1)[1]
    assert quote.startswith('Exception in thread "main" java.lang.IllegalStateException: ')
    assert "; caused by " in quote
    assert "Caused by: " not in quote
    assert any(line.startswith('Exception in thread "main" ') for line in shown)
    assert sum(line.startswith("Caused by: ") for line in shown) == sum(
        line.startswith("Caused by: ") for line in (FIXTURES / name).read_text().splitlines()
    )


# fixture: (tool, the line the summary quotes, or None: one of the script's own lines) — made here
# (perl 5.36, ruby 3.1.2) or a user trial's (perl-die-message.txt, ruby-abort-message.txt); stdout
# is block-buffered into a pipe, so the message may come before or after the script's other lines
SCRIPT_MESSAGES = {
    "perl-die-message.txt": ("perl", "FATAL: schema version mismatch (want 7, have 5)"),
    "ruby-abort-message.txt": ("ruby", "ERROR: database schema is 3 versions behind; run db:migrate"),
    "perl-die-message-plain.txt": ("perl", "config/app.yml missing; copy config/app.yml.example"),
    "ruby-abort-message-plain.txt": ("ruby", None),
}


@pytest.mark.parametrize("name", sorted(SCRIPT_MESSAGES))
def test_a_script_s_own_message_and_exit_status_are_a_runtime_error_guess(name: str, analyser: Analyser) -> None:
    report = triage(FIXTURES / "script-messages" / name, analyser)
    tool, quoted = SCRIPT_MESSAGES[name]
    assert (report.category, report.tool) == ("runtime error", tool)
    assert 0 < report.confidence < 0.5
    output = (FIXTURES / "script-messages" / name).read_text().splitlines()[1:-1]
    assert report.jobs[0].headline == quoted if quoted else report.jobs[0].headline in output


def test_a_script_s_message_without_its_command_line_stays_unknown(analyser: Analyser) -> None:
    report = triage(FIXTURES / "script-messages" / "perl-die-message-no-command.txt", analyser)
    assert report.category == "unknown"


def test_a_rake_sh_check_that_failed_is_explained_not_called_a_crash(triage_json: Callable[..., dict]) -> None:
    """Trial 97's finding 4 (rake 13, Ruby 3.1; tests/fixtures/s35-t97b/README.md): a Rakefile's ``sh 'test -f
    pkg/slug-1.0.gem'`` exited 1, rake says ``Command failed with status (1): [...]``: a false check, whose
    advice says what ``test``'s status means, never "the program crashed"."""
    report = triage_json(Path(__file__).parents[1] / "fixtures" / "s35-t97b" / "rake_release.gha.log")
    assert "condition is false" in report["next_step"]
    assert "crashed." not in report["next_step"]
