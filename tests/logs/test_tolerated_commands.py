"""A command whose failure the step's script tolerated did not end the step (issue 11, point 3).

``tests/fixtures/failing-tools/gha-pytest-tolerated-then-curl-403.log`` is from a user trial
(2026-12-02): real pytest 9.2.0 and curl output, wrapped as a GitHub Actions job log, of a step
running ``pytest || echo 'tests failed, deploying anyway'`` then ``./deploy.sh staging``, whose
``curl --fail`` got a 403 (curl's exit code 22, "HTTP page not retrieved", is the step's).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.report import triage_path
from ci_triage.logs.tolerated import echoed_tolerated, tolerated_commands, traced_tolerated

LOG = Path(__file__).parents[1] / "fixtures" / "failing-tools" / "gha-pytest-tolerated-then-curl-403.log"


def test_a_failure_the_script_let_go_on_is_a_rival_not_the_verdict(analyser: Analyser) -> None:
    report, _ = triage_path(LOG, analyser, 2000)
    assert report.category == "permission/auth"
    assert report.exit_code == 22
    assert report.tool != "pytest"  # pytest's failure did not end the step
    assert "curl: (22) The requested URL returned error: 403" in report.summary
    assert "failed tests" not in report.summary
    assert [rival.category for rival in report.competing] == ["test failure"]
    assert len(report.failed_tests) == 4  # still listed: they failed, the deploy went on


@pytest.mark.parametrize(
    ("script", "tolerated"),
    [
        (["Run pytest || echo 'tests failed'", "pytest || echo 'tests failed'", "./deploy.sh"], ["pytest", "pytest"]),
        (["npm test || true", "npm publish"], ["npm test"]),
        (["make lint || :"], ["make lint"]),
        (["ruff check . || exit 0"], ["ruff check ."]),
        (["pip install -e . && pytest || printf 'failed\\n'"], ["pip install -e . && pytest"]),
        (["set +e", "pytest", "mypy src", "set -e", "./deploy.sh"], ["pytest", "mypy src"]),
        (["set +eo pipefail", "pytest", "coverage report"], ["pytest"]),  # the last command's status is the step's
        (["set +o errexit", "pytest", "set -o errexit", "mypy src"], ["pytest"]),
        (["ruff check widget || true; python -m pytest -q tests"], ["ruff check widget"]),  # lists cut at ``;``
        (['bash -c "mypy src || true; pytest"'], []),  # the ``;`` of another shell's string
        (["ruff check --exit-zero src", "pytest"], ["ruff check --exit-zero src"]),  # exits 0 whatever it finds
        (["ruff check --exit-zero src; pytest"], ["ruff check --exit-zero src"]),
    ],
)
def test_tolerated_commands(script: list[str], tolerated: list[str]) -> None:
    assert tolerated_commands(script) == tolerated


@pytest.mark.parametrize(
    "script",
    [
        ["pytest || { echo 'tests failed'; exit 1; }"],
        ["pytest || (echo failed && exit $rc)"],
        ["pytest || false"],
        ['phpunit {} || (echo -e "\\e[41mFAIL'],  # a step name cut short: the group's end is not seen
        ["pytest || echo 'tests failed"],
        ["ls | parallel 'phpunit {} || echo failed'"],  # inside a string another shell runs
        ["pytest || ./retry.sh pytest"],  # a retry can fail the step itself
        ["pytest", "./deploy.sh"],
        ["set -e", "pytest"],
        ["ruff check --exit-zero src && ruff format --check src"],  # the flag is one command's
    ],
)
def test_a_failure_that_still_fails_the_step_is_not_tolerated(script: list[str]) -> None:
    assert tolerated_commands(script) == []


MAKE_LOG = Path(__file__).parents[1] / "fixtures" / "trial-18" / "make-ci.gha.log"


def test_a_tolerated_command_make_echoes_counts_less_and_its_locations_come_last(analyser: Analyser) -> None:
    """trial-18's ``make ci`` (``tests/fixtures/trial-18/make-ci.gha.log``): the ``lint`` recipe runs
    ``yamllint -d relaxed ../ans/ || true`` (make echoes it) before mypy fails the ``types`` target.
    yamllint's ``../ans/site.yml:10`` was the first location and its error a full rival (0.85, the
    verdict held to 0.60): it is tolerated, its location last, its error × 0.4."""
    report, _ = triage_path(MAKE_LOG, analyser, 2000)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("type check", "mypy")
    assert (job.locations[0].file, job.locations[0].line) == ("src/shop/cart.py", 4)
    assert (job.locations[-1].file, job.locations[-1].line) == ("../ans/site.yml", 10)
    lint = next(other for other in job.classification.competing if other.category == "lint/format")
    assert lint.strength < 0.4
    assert job.classification.confidence >= 0.7


TRIAL_33 = Path(__file__).parents[1] / "fixtures" / "trial-33"


def test_a_list_or_true_before_the_command_that_failed_on_one_line_is_not_where_it_failed(analyser: Analyser) -> None:
    """trial-33's ``ruff check widget || true; python -m pytest -q tests`` on one line
    (``tests/fixtures/trial-33/tolerated-lint-then-pytest.gha.log``, finding 7): the ``|| true`` was
    not seen past its ``;``, so ruff was the step's tool, its finding a full rival (test failure
    0.54), ``widget/__init__.py:1`` the first location and ruff's output in the excerpt. ruff was let
    go on: pytest's failure is the verdict, its location first, the excerpt its output alone."""
    report, _ = triage_path(TRIAL_33 / "tolerated-lint-then-pytest.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("test failure", "pytest")
    assert job.classification.confidence >= 0.7
    assert (job.locations[0].file, job.locations[0].line) == ("tests/test_widget.py", 4)
    excerpt = [line for span in job.excerpt for line in span.lines]
    assert "FAILED tests/test_widget.py::test_total - assert 6 == 7" in excerpt
    assert not any("Import block is un-sorted" in line for line in excerpt)


def test_a_shape_several_linters_print_is_the_tolerated_linters(analyser: Analyser) -> None:
    """trial 37's ``flake8 . || true`` then ``python -m pytest -q tests``
    (``tests/fixtures/trial-37/flake8-tolerated-then-pytest.gha.log``, finding 1): flake8's lines
    are read by python-lint, whose default tool is ruff, so they were not seen as the tolerated
    flake8's: a full lint/format rival held the verdict at 0.60 and flake8's six places came first
    among the locations. The shape is flake8's as much as ruff's, and pytest prints none of it."""
    report, _ = triage_path(
        Path(__file__).parents[1] / "fixtures" / "trial-37" / "flake8-tolerated-then-pytest.gha.log", analyser, 2000
    )
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("test failure", "pytest")
    assert job.classification.confidence >= 0.7
    assert [(location.file, location.line) for location in job.locations[:2]] == [
        ("app.py", 3),
        ("tests/test_app.py", 9),
    ]


def test_echoed_tolerated_reads_only_lines_that_are_a_tolerated_list() -> None:
    output = [
        "/tmp/tools18/bin/yamllint -d relaxed ../ans/ || true",
        "../ans/site.yml",
        "  10:18     error    trailing spaces  (trailing-spaces)",
        "ruff check . || exit 1",
        "mypy --strict src/",
    ]
    assert echoed_tolerated(output) == ["/tmp/tools18/bin/yamllint -d relaxed ../ans/"]


TRIAL_19 = Path(__file__).parents[1] / "fixtures" / "trial-19"


@pytest.mark.parametrize("name", ["make-ignored.gha.log", "make-ignored.plain"])
def test_output_of_a_recipe_make_ignored_is_no_rival_of_the_recipe_that_failed(analyser: Analyser, name: str) -> None:
    """trial-19's ``make ci`` (``tests/fixtures/trial-19/make-ignored.*``): make ignored the ``lint``
    recipe's ruff errors (``-`` prefix, ``make: [Makefile:4: lint] Error 1 (ignored)``) and failed in
    ``test`` on a JSONDecodeError. The ruff error was the verdict (compile/build error 0.60, its
    ``src/app.py:3`` first); it counts × 0.4 and, not having ended the step, is a rival that lowers
    nothing: the verdict is the JSONDecodeError's at 0.55, as for its output alone."""
    report, _ = triage_path(TRIAL_19 / name, analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == "runtime error"
    assert "JSONDecodeError: Expecting property name" in report.summary
    build = next(other for other in job.classification.competing if other.category == "compile/build error")
    assert build.strength < 0.4  # a rival still, × 0.4
    assert job.classification.confidence >= 0.55
    assert (job.locations[-1].file, job.locations[-1].line) == ("src/app.py", 3)


def test_output_of_a_command_before_its_or_true_is_no_rival_of_the_command_that_failed(analyser: Analyser) -> None:
    """trial-19's ``npx mocha || true`` then ``npx stylelint`` (``tests/fixtures/trial-19/ortrue.gha.log``):
    the mocha report's stack frames (a jest signal, not mocha's) were a full rival and stylelint's
    problems read as the last failed test's report (× 0.4): lint/format 0.32, the test files' locations
    first. Every line before stylelint's first is mocha's, × 0.4, a rival that lowers nothing: 0.90, as
    stylelint alone."""
    report, _ = triage_path(TRIAL_19 / "ortrue.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("lint/format", "stylelint")
    assert all(other.strength < 0.4 for other in job.classification.competing)
    assert job.classification.confidence >= 0.9
    assert (job.locations[0].file, job.locations[0].line) == ("css/app.css", 2)
    assert job.locations[-1].file.endswith(".js")


TRIAL_20 = Path(__file__).parents[1] / "fixtures" / "trial-20"


@pytest.mark.parametrize("name", ["c-gcc-tolerated.gha.log", "c-gcc.gha.log", "c-gcc.log"])
def test_the_traced_output_of_a_command_or_true_let_go_on_is_not_the_summary(analyser: Analyser, name: str) -> None:
    """trial-20's ``gcc -c util.c || true`` then ``gcc lnk.c`` under ``set -ex`` (``tests/fixtures/trial-20``):
    gcc was the tolerated tool and the failing one, so every gcc line counted × 0.4 and util.c's first
    error, the earliest, was quoted (0.36 with the script shown; 0.90 with it in ``build.sh``, 0.68 plain),
    util.c's locations first. The trace's ``+ true`` after util.c's errors marks them as the let-go
    command's: the link error that ended the step is quoted, lnk.c first, util.c's errors a rival."""
    report, _ = triage_path(TRIAL_20 / name, analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == "compile/build error"
    assert "undefined reference to `helper'" in report.summary
    # util.c:6:15 and util.c:6:11 are two errors on one line: two places
    assert [location.file for location in job.locations] == ["lnk.c", "util.c", "util.c", "util.c", "util.c"]
    assert job.classification.confidence >= 0.6


@pytest.mark.parametrize(
    ("trace", "tolerated", "expected"),
    [
        (["+ gcc -c a.c", "a.c:1:1: error: x", "+ true", "+ gcc b.c"], [], ({2}, ["gcc -c a.c"])),
        (["+ pytest", "E  assert 1 == 2", "+ echo failed", "failed", "+ make"], ["pytest"], ({2}, ["pytest"])),
        (["+ gcc -c a.c", "a.c:1:1: error: x", "+ gcc b.c", "b.c:2:2: error: y"], [], (set(), [])),
        (["+ true", "+ make"], [], (set(), [])),
    ],
)
def test_traced_tolerated_marks_the_output_of_a_traced_command_let_go_on(
    trace: list[str], tolerated: list[str], expected: tuple[set[int], list[str]]
) -> None:
    lines = {n: LogLine(number=n, text=text, marker="", matches=[], section=0) for n, text in enumerate(trace, 1)}
    section = Section(index=0, name="Run bash build.sh", start=Anchor(line=1, offset=0, tier=0), end_line=len(trace))
    found, commands = traced_tolerated(lines, section, tolerated)
    assert (set(found), commands) == expected


def test_a_linter_run_with_its_exit_zero_flag_is_let_go_on(analyser: Analyser) -> None:
    """trial 39's ``ruff check --output-format=github --exit-zero src`` then ``pytest -p no:xdist -q
    tests`` (``tests/fixtures/trial-39/ruff-exit-zero-then-pytest.gha.log``, finding 20): ruff exits 0
    whatever it finds, yet it was the step's tool (the script's first line) and its annotations a
    full lint/format rival, the verdict held at 0.53. Its findings did not end the step, pytest's
    failures did."""
    report, _ = triage_path(
        Path(__file__).parents[1] / "fixtures" / "trial-39" / "ruff-exit-zero-then-pytest.gha.log", analyser, 2000
    )
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("test failure", "pytest")
    assert job.classification.confidence >= 0.7
    assert (job.locations[0].file, job.locations[0].line) == ("src/calc/core.py", 10)
