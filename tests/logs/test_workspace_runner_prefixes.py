"""A workspace or parallel runner's tag before every line of a task's output (pnpm ``-r``,
Turborepo, GNU parallel ``--tag``) hides no tool's line from the skills (trial-x): the verdict
follows the inner tool, as for the same packages run without a prefix (``npm test --workspaces``:
test failure, node-test), while the excerpt keeps the lines as the log shows them.

Fixtures: ``tests/fixtures/trial-x/`` holds real output of pnpm 10 (``pnpm -r test``), Turborepo
2.11 (``npx turbo run test --log-order=stream``) and GNU parallel (``parallel --line-buffer --tag``
of flake8 and pytest), made 2026-12-02 and wrapped in the runner's lines as ``actions/runner``
prints them; ``tests/fixtures/s28-misc/`` Yarn 4.18.1's ``yarn workspaces foreach -Apv run test``
(``[@acme/web]: …``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.task_prefix import task_prefixes

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-x"
SESSION28 = Path(__file__).parents[1] / "fixtures" / "s28-misc"


@pytest.mark.parametrize(
    ("name", "tag", "crlf"),
    [
        ("pnpm-r", "packages/api test: ", False),
        ("pnpm-r", "packages/api test: ", True),
        ("turbo", "@acme/api:test: ", False),
    ],
)
def test_a_workspace_runners_tag_leaves_the_inner_tool_its_lines(
    analyser: Analyser, tmp_path: Path, name: str, tag: str, crlf: bool
) -> None:
    log = TRIAL / f"{name}.gha.log"
    if crlf:
        log = tmp_path / log.name
        log.write_bytes((TRIAL / f"{name}.gha.log").read_bytes().replace(b"\n", b"\r\n"))
    report, _ = triage_path(log, analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == "test failure"
    assert job.tool == "node-test"
    assert report.summary is not None
    assert "route keeps query" in report.summary
    assert tag not in report.summary
    shown = [line for span in job.excerpt for line in span.lines]
    assert f"{tag}not ok 2 - route keeps query" in shown


def test_yarns_workspace_tag_leaves_the_inner_tool_its_lines(analyser: Analyser) -> None:
    # yarn 4.18.1's ``yarn workspaces foreach -Apv run test`` (tests/fixtures/s28-misc, README there):
    # ``[@acme/web]: not ok 2 - title`` is node's TAP under Yarn's tag
    report, _ = triage_path(SESSION28 / "yarn-foreach-node-test.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("test failure", "node-test")
    assert [test.name for test in report.failed_tests] == ["title"]
    assert report.summary is not None
    assert "[@acme/web]" not in report.summary
    shown = [line for span in job.excerpt for line in span.lines]
    assert "[@acme/web]: not ok 2 - title" in shown


def test_a_parallel_tag_is_no_part_of_the_quoted_line(analyser: Analyser) -> None:
    report, _ = triage_path(TRIAL / "parallel-two.gha.log", analyser, 2000)
    assert report.summary is not None
    assert "\t" not in report.summary
    assert "tests\tERROR" not in report.summary


def _section0(texts: list[str]) -> dict[int, int]:
    numbered = dict(enumerate(texts, start=1))
    return task_prefixes(numbered, dict.fromkeys(numbered, 0))


def test_yarns_bracketed_tag_is_a_runners_tag() -> None:
    lines = [f"[@acme/api]: ok {n} - case {n}" for n in range(1, 4)] + ["[@acme/api]:   ---", "[web]: # fail 1"]
    lines += [f"[web]: line {n}" for n in range(3)] + ["[web]:   indented", "Failed with errors in 1s 983ms"]
    cut = _section0(lines)
    assert {lines[number - 1][: cut[number]] for number in cut} == {"[@acme/api]: ", "[web]: "}
    assert len(cut) == len(lines) - 1


def test_a_tag_is_decided_by_the_steps_repetition() -> None:
    lines = [f"packages/api test: line {n}" for n in range(3)] + ["packages/api test:   indented"]
    lines += ["packages/web test: Failed", "Done"]
    # once the step is tagged, pnpm's PATH SCRIPT shape is a runner's tag however few lines it opens
    assert _section0(lines) == {n: len("packages/api test: ") for n in range(1, 5)} | {5: len("packages/web test: ")}


def test_a_tag_of_a_plain_word_is_decided_by_its_own_repetition() -> None:
    lines = [f"api: line {n}" for n in range(3)] + ["api:   indented", "Expected: 3", "Done"]
    assert _section0(lines) == {n: len("api: ") for n in range(1, 5)}


@pytest.mark.parametrize(
    "lines",
    [
        ["config: debug", "other output", "more output"],  # one line never decides
        [f"src/foo.c:{n}: error: bad" for n in range(10)],  # a compiler's place changes with the line
        [f"error: thing {n} is wrong" for n in range(10)],  # a log level is the tool's own word
        [f"FAIL\tgithub.com/acme/p{n}\t0.01s" for n in range(10)],  # go test's verdict column
        ["name: a", "name: b", "name: c", *[f"text {n}" for n in range(10)]],  # a small part of the step
        [f"rm: cannot remove 'f{n}': Permission denied" for n in range(10)],  # a tool naming itself
        [f"make[2]: Leaving directory '/d{n}'" for n in range(10)],
        # a one-letter field's label, sqlfluff 4.5.0's rows as printed (trial 72, its plain output)
        ["== [models/orders.sql] FAIL", *[f"L:   {n} | P:  12 | LT01 | Expected single whitespace." for n in range(6)]],
    ],
)
def test_a_tools_own_lines_are_no_tag(lines: list[str]) -> None:
    assert _section0(lines) == {}


def test_a_word_of_content_beside_a_runners_tags_is_no_tag() -> None:
    # Turborepo run in a container, then jest's own report of each test file beside it (as in the
    # tuning log nextjs-examples-jest-dubious-ownership): ``Pattern: `` opens a line of content.
    turbo = [f"@acme/{package}:build: compiled {n}" for package in ("api", "web") for n in range(6)]
    turbo += ["@acme/api:build:   at step (x.js:1:1)", "@acme/web:build: "]
    jest = [
        line
        for name in ("a", "b", "c")
        for line in (f"Pattern: examples/{name}.test.tsx - 0 matches", f"end of examples/{name}.test.tsx output")
    ]
    lines = turbo + jest
    cut = _section0(lines)
    assert {lines[number - 1][: cut[number]] for number in cut} == {"@acme/api:build: ", "@acme/web:build: "}
    assert not any(lines[number - 1].startswith("Pattern: ") for number in cut)


@pytest.mark.parametrize("name", ["pnpm-r", "turbo"])
def test_a_log_cut_short_under_a_runners_tag_is_judged_from_the_inner_tool(
    analyser: Analyser, tmp_path: Path, name: str
) -> None:
    # the log as a run cancelled mid-step leaves it: no ``##[error]`` exit line, no post-job steps;
    # the no-exit-marker check finds the failing step from node's ``not ok`` under the tag
    whole = (TRIAL / f"{name}.gha.log").read_text().splitlines(keepends=True)
    kept = [line for line in whole if "##[error]" not in line]
    end = next(n for n, line in enumerate(kept) if "Post job cleanup." in line)
    log = tmp_path / f"{name}-cut.gha.log"
    log.write_text("".join(kept[:end]))
    report, _ = triage_path(log, analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == "test failure"
    assert job.tool == "node-test"


S39 = Path(__file__).parents[1] / "fixtures" / "s39-monorepo"


def test_concurrentlys_name_and_index_tags_are_a_runners_tags() -> None:
    # concurrently 9.2.5 tags a command's lines with its name (``-n``) or its index, in brackets
    # without Yarn's colon: ``[utils] not ok 2``, ``[1] not ok 2``
    for name in ("utils", "1"):
        lines = [f"[{name}] ", f"[{name}] > node --test", *[f"[{name}] ok {n} - case" for n in range(3)]]
        lines += [f"[{name}]   ---", "[web] x", f"[{name}] npm test exited with code 1"]
        cut = _section0(lines)
        assert {lines[number - 1][: cut[number]] for number in cut} == {f"[{name}] "}
        assert len(cut) == len(lines) - 1


@pytest.mark.parametrize("name", ["concurrently-index.gha.log", "concurrently-name.plain.txt"])
def test_concurrentlys_tag_leaves_the_inner_tool_its_lines(analyser: Analyser, name: str) -> None:
    # real concurrently 9.2.5 output (tests/fixtures/s39-monorepo, README there); trial 111 #2, #3:
    # unknown at 0.0 in the Actions log, "no failure found" in the plain one (its last line is the
    # passing command's ``exited with code 0``); the index tag ``[1]`` names no package, the line
    # ``[1] npm error location …/packages/utils`` makes it @acme/utils'
    report, _ = triage_path(S39 / name, analyser, 2000)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("test failure", "node-test")
    assert [test.name for test in report.failed_tests] == ["slugify collapses spaces"]
    assert report.summary is not None
    assert "@acme/utils" in report.summary
    shown = [line for span in job.excerpt for line in span.lines]
    assert any(line.endswith("] not ok 2 - slugify collapses spaces") for line in shown)


def test_a_plain_log_with_a_failed_test_is_no_pass(analyser: Analyser) -> None:
    # concurrently --raw -m 1 (tests/fixtures/s39-monorepo): utils' failed test, then core's passing
    # run whose ``# fail 0`` ends the log; trial 111 #2 read the closing verdict as the log's
    report, _ = triage_path(S39 / "concurrently-raw.plain.txt", analyser, 2000)
    assert report.failure_found
    assert report.jobs[0].classification.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["slugify collapses spaces"]


def test_a_task_the_runner_interrupted_is_no_failed_task(analyser: Analyser) -> None:
    # Turborepo 2.11.13 (tests/fixtures/s39-monorepo): @acme/core#build fails, turbo interrupts the
    # package's other task, @acme/core:test (node's ``not ok 1`` with ``signal: 'SIGINT'``), and
    # names only ``@acme/core#build`` failed; trial 111 #1 blamed the interrupted test
    report, _ = triage_path(S39 / "turbo-interrupted-test.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert job.tool == "tsc"
    assert report.failed_tests == []
    assert report.summary is not None
    assert "TS5081" in report.summary
    assert "math.test.js" not in (report.next_step or "")


def test_the_first_task_the_runner_names_failed_decides_and_the_others_are_named(analyser: Analyser) -> None:
    # Turborepo 2.11.13 ``turbo run test --continue`` (tests/fixtures/s39-monorepo): core#build's
    # TS5081, utils#test's failed test and web#test's TS2322, interleaved; trial 111 #4 took the
    # verdict from web's tsc line and named no other task. tox's and make's rule: the first failed
    # unit's verdict, the others "also failed" with theirs.
    report, _ = triage_path(S39 / "turbo-continue.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert job.tool == "tsc"
    assert job.headline is not None
    assert job.headline.startswith("error TS5081: Cannot find a tsconfig.json file")
    assert [(unit.name, unit.category, unit.tool) for unit in job.other_failed_units] == [
        ("@acme/utils#test", "test failure", "node-test"),
        ("@acme/web#test", "type check", "tsc"),
    ]
    assert "also failed: @acme/utils#test: test failure, node-test; @acme/web#test: type check, tsc" in job.headline


def test_an_untagged_place_is_in_the_package_npms_banner_names(analyser: Analyser) -> None:
    # npm 10 ``npm test --workspaces`` (tests/fixtures/s39-monorepo): three packages failed, no tag;
    # tsc's ``src/app.ts(5,14)`` under ``> @acme/web@1.0.0 test`` is packages/web's (trial 111 #5)
    report, _ = triage_path(S39 / "npm-workspaces-test.gha.log", analyser, 2000)
    places = [(place.file, place.line) for place in report.locations]
    assert ("packages/web/src/app.ts", 5) in places
    assert ("src/app.ts", 5) not in places


T121 = Path(__file__).parents[1] / "fixtures" / "t121-js"


def test_a_task_pnpm_announces_is_tagged_however_few_lines_it_opens() -> None:
    # pnpm 9.15.9's ``pnpm -r build``: the task's ``PATH SCRIPT$ CMD`` line, then three tagged lines
    # of tsc in a step that pnpm's untagged error report ends (3 of 9 lines, below MIN_SHARE)
    lines = ["Scope: 2 of 3 workspace projects", "packages/utils build$ tsc -p ."]
    lines += ["packages/utils build: src/index.ts(2,19): error TS2345: …", "packages/utils build:   Type …"]
    lines += ["packages/utils build: Failed", "/w/packages/utils:", " ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL …"]
    lines += ["Exit status 2", " WARN  Local package.json exists"]
    assert _section0(lines) == {n: len("packages/utils build: ") for n in (3, 4, 5)}
    assert _section0(lines[:1] + lines[2:]) == {}  # unannounced, the share decides


@pytest.mark.parametrize("name", ["pnpm-r-build.gha.log", "pnpm-r-build.log"])
def test_tsc_under_pnpms_announced_task_is_read_as_tscs(analyser: Analyser, name: str) -> None:
    # trial t121 #1: unknown at 0.00, location ``src/index.ts:2`` without the package's folder
    report, _ = triage_path(T121 / name, analyser, 2000)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("type check", "tsc")
    assert report.summary is not None
    assert "error TS2345" in report.summary
    assert "packages/utils build:" not in report.summary
    assert [(location.file, location.line) for location in job.locations] == [("packages/utils/src/index.ts", 2)]
