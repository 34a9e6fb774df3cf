"""Source locations become paths of the repository's checkout (``--checkout``, the action's
workspace, or a folder inside it), and the summary still quotes the log as it is.

Fixtures (``tests/logs/fixtures/locations``) are real output, recorded in ``/tmp/trial/…`` folders
that the tests move to a checkout of their own by replacing that folder in the text:
``maven-compile-error.log``, ``maven-compile-long-message.log`` (Apache Maven 3.8.7,
maven-compiler-plugin 3.13.0, OpenJDK 17.0.15: ``mvn -o -B compile`` on a missing ``;`` and a
call with the wrong argument type), ``cargo-test-workspace-member.log`` (cargo 1.95.0 ``cargo
test`` run inside the member ``crates/core`` of a workspace, ``RUST_BACKTRACE=1``: the panic names
``crates/core/src/lib.rs``, the backtrace ``./src/lib.rs``, relative to the member),
``vitest-annotation.log`` (vitest 4.1.12 ``vitest run`` under GitHub's reporter, trial-aa's
``ts-vitest-red.log`` from its ``Run npm test`` step: the failure names ``src/price.test.ts:4:98``
relative to the project, the ``::error file=`` annotation the absolute path, line 4),
``ruby-nameerror-plain.txt`` (ruby 3.1.2 ``ruby /tmp/trial/rbapp/main.rb``, its stderr as a plain log:
a ``NameError`` in ``lib/helper.rb`` that ``main.rb`` requires, both named by their absolute paths),
``ctest-ubsan-cd-build.log`` (ctest 3.25.1, gcc 12.2.0 ``-fsanitize=undefined``: ``cd build &&
ctest --output-on-failure`` in ``/tmp/cplaces/ubs``, UBSan naming ``src/buf.c`` by its absolute path).
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.evidence.repository_paths import RepositoryPaths, step_folders
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import Location, WorkflowLine, WorkflowStep
from ci_triage.logs.report import triage_path
from ci_triage.logs.working_folder import entered_folders

FIXTURES = Path(__file__).resolve().parents[1] / "logs" / "fixtures" / "locations"
JAVA_FILE = "src/main/java/com/example/App.java"


def _checkout(root: Path, *files: str) -> Path:
    """A git checkout (a ``.git`` folder) at ``root`` holding ``files`` (one line each)."""
    (root / ".git").mkdir(parents=True)
    for file in files:
        (root / file).parent.mkdir(parents=True, exist_ok=True)
        (root / file).write_text("x\n")
    return root


def _moved(name: str, recorded: str, to: str, tmp_path: Path) -> Path:
    log = tmp_path / name
    log.write_text((FIXTURES / name).read_text().replace(recorded, to))
    return log


@pytest.mark.parametrize(
    "prefix",
    [
        "local",
        "/home/runner/work/app/app",  # GitHub-hosted: Linux
        "/Users/runner/work/app/app",  # macOS
        "D:\\a\\app\\app",  # Windows
        "C:\\a\\app\\app",  # Windows without a D: drive
        "/d/a/app/app",  # Windows, as Git Bash and MSYS2 tools print it
        "/opt/actions-runner/_work/app/app",  # self-hosted
        "/home/travis/build/owner/app",  # Travis CI: Linux
        "/Users/travis/build/owner/app",  # macOS
        "C:\\Users\\travis\\build\\owner\\app",  # Windows
        "/c/Users/travis/build/owner/app",  # Windows, its Git Bash
        "/builds/owner/app",  # GitLab: the Docker executor's CI_PROJECT_DIR
        "/builds/DFtgsufb/0/owner/app",  # the Kubernetes executor's (gitlab-org/gitlab-runner#28023)
        "/home/gitlab-runner/builds/t1_9oyyF1/0/owner/app",  # the shell executor's (gitlab-runner#38530)
        "/home/vsts/work/1/s",  # Azure Pipelines: Build.SourcesDirectory, hosted Linux
        "D:\\a\\1\\s",  # hosted Windows
        "/opt/agent/_work/1/s",  # a self-hosted agent
    ],
)
def test_an_absolute_path_in_the_checkout_becomes_the_repositorys(
    analyser: Analyser, tmp_path: Path, prefix: str
) -> None:
    checkout = _checkout(tmp_path / "app", JAVA_FILE)
    folder = str(checkout) if prefix == "local" else prefix
    log = _moved("maven-compile-error.log", "/tmp/trial/mvnapp", folder, tmp_path)
    if "\\" in prefix:  # javac on Windows names the file with backslashes
        text = log.read_text()
        log.write_text(text.replace(f"{folder}/{JAVA_FILE}", f"{folder}\\{JAVA_FILE.replace('/', chr(92))}"))
    report, _ = triage_path(str(log), analyser, 2000)
    assert report.locations[0].file.endswith("App.java")
    assert report.locations[0].file != JAVA_FILE  # as the log has it

    moved = RepositoryPaths(checkout).report(report)

    assert [(location.file, location.line) for location in moved.locations] == [(JAVA_FILE, 7)]
    assert [(location.file, location.line) for location in moved.jobs[0].locations] == [(JAVA_FILE, 7)]
    if "\\" not in prefix:
        assert moved.summary == report.summary  # a quote of the log: its path as the log has it
        assert f": {folder}/{JAVA_FILE}:[7,28] ';' expected" in moved.summary


def test_without_a_checkout_only_the_runners_workspace_goes(analyser: Analyser, tmp_path: Path) -> None:
    log = _moved("maven-compile-error.log", "/tmp/trial/mvnapp", "/home/runner/work/app/app", tmp_path)
    report, _ = triage_path(str(log), analyser, 2000)

    moved = RepositoryPaths(None).report(report)

    assert [location.file for location in moved.locations] == [JAVA_FILE]
    elsewhere = RepositoryPaths(tmp_path).report(
        triage_path(str(FIXTURES / "maven-compile-error.log"), analyser, 2000)[0]
    )
    assert [location.file for location in elsewhere.locations] == [f"/tmp/trial/mvnapp/{JAVA_FILE}"]


def test_a_checkout_folder_in_no_git_repository_makes_paths_inside_it_relative(
    analyser: Analyser, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A plain log of a local run in a project that is no clone (trial 97 #9): ``--checkout`` that
    folder, and the locations and the failed tests' files inside it are relative to it."""
    project = tmp_path / "rbapp"
    project.mkdir()
    log = _moved("ruby-nameerror-plain.txt", "/tmp/trial/rbapp", str(project), tmp_path)

    assert main(["triage", str(log), "--format", "json", "--checkout", str(project), "--no-home-skills"]) == 0

    report = json.loads(capsys.readouterr().out)
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("lib/helper.rb", 4),
        ("main.rb", 1),
    ]
    assert f"{project}/lib/helper.rb:4" in report["summary"]  # a quote of the log, as the log has it
    outside = RepositoryPaths(tmp_path / "elsewhere").report(triage_path(str(log), analyser, 2000)[0])
    assert outside.locations[0].file == f"{project}/lib/helper.rb"  # not in the folder: as the log has it
    assert RepositoryPaths(Path("/")).path(f"{project}/main.rb") == f"{project}/main.rb"  # the root holds all


def test_a_path_printed_absolute_in_a_plain_checkout_folder_is_not_joined_with_the_step_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """UBSan under ``Run cd build && ctest`` names ``/…/ubs/src/buf.c`` (trial 132 #6): inside the
    plain checkout folder it is ``src/buf.c``; ``build``, the folder the step entered, is no part of
    a path printed absolute (it was ``build/src/buf.c``, a file that does not exist)."""
    project = tmp_path / "ubs"
    (project / "src").mkdir(parents=True)
    ctest = (FIXTURES / "ctest-ubsan-cd-build.log").read_text().replace("/tmp/cplaces/ubs", str(project))
    step = "Run cd build && ctest --output-on-failure"
    lines = [f"##[group]{step}", step.removeprefix("Run "), "##[endgroup]", *ctest.splitlines()]
    log = tmp_path / "job.log"
    log.write_text("".join(f"2026-12-07T10:00:{n:02d}.0000000Z {line}\n" for n, line in enumerate(lines)))
    log.write_text(log.read_text() + "2026-12-07T10:00:59.0000000Z ##[error]Process completed with exit code 8.\n")

    assert main(["triage", str(log), "--format", "json", "--checkout", str(project), "--no-home-skills"]) == 0

    report = json.loads(capsys.readouterr().out)
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("src/buf.c", 5)]
    assert RepositoryPaths(None, ["build"]).path("src/buf.c") == "build/src/buf.c"  # printed relative: joined


def test_a_path_relative_to_the_tools_project_is_joined_with_it(analyser: Analyser, tmp_path: Path) -> None:
    """cargo in a workspace member prints the backtrace's files relative to the member."""
    checkout = _checkout(tmp_path / "ws", "Cargo.toml", "crates/core/Cargo.toml", "crates/core/src/lib.rs", "src/x.rs")
    report, _ = triage_path(str(FIXTURES / "cargo-test-workspace-member.log"), analyser, 2000)
    assert {location.file for location in report.locations} == {"crates/core/src/lib.rs"}  # rooted by the panic

    moved = RepositoryPaths(checkout).report(report)

    # the harness's closure around the test (``adds::{{closure}}`` at 10:14) is no location
    assert [(location.file, location.line) for location in moved.locations] == [("crates/core/src/lib.rs", 11)]


def test_the_steps_working_directory_decides_before_a_file_name_found_twice(tmp_path: Path) -> None:
    checkout = _checkout(tmp_path / "repo", "web/src/lib.rs", "api/src/lib.rs")
    step = WorkflowStep(
        path=".github/workflows/ci.yml",
        job="test",
        step="Test",
        index=1,
        lines=[
            WorkflowLine(
                path="ci.yml", field="run", start_line=9, end_line=9, text="run: cd api && cargo test", summary=""
            ),
        ],
    )

    assert step_folders(step) == ["api"]
    assert RepositoryPaths(checkout, step_folders(step)).path("src/lib.rs") == "api/src/lib.rs"
    assert RepositoryPaths(checkout).path("src/lib.rs") == "src/lib.rs"  # two files end so: the log's path stays
    assert RepositoryPaths(checkout).path("lib.rs") == "lib.rs"


def test_working_directory_and_cd_make_the_folders_tried(tmp_path: Path) -> None:
    def line(field: str, text: str) -> WorkflowLine:
        return WorkflowLine(path="ci.yml", field=field, start_line=1, end_line=1, text=text, summary="")

    step = WorkflowStep(
        path="ci.yml",
        job="j",
        step="s",
        index=0,
        lines=[
            line("working-directory", "working-directory: ./packages/app"),
            line("run", "run: |\n  (cd e2e; npm test)"),
        ],
    )
    assert step_folders(step) == ["packages/app", "packages/app/e2e"]
    assert step_folders(None) == []


def test_the_cli_prints_the_repositorys_paths(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    checkout = _checkout(tmp_path / "app", JAVA_FILE)
    log = _moved("maven-compile-error.log", "/tmp/trial/mvnapp", str(checkout), tmp_path)

    assert main(["triage", str(log), "--format", "text", "--checkout", str(checkout), "--no-home-skills"]) == 0

    out = capsys.readouterr().out
    assert f"locations: {JAVA_FILE}:7" in out  # the excerpt still quotes the log as it is


def test_from_a_folder_inside_the_checkout_the_paths_are_the_repositorys(
    analyser: Analyser, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--checkout`` (default ``.``) is any folder of the checkout: its git repository's root
    decides, so the paths are the same wherever in it ci-triage runs."""
    checkout = _checkout(tmp_path / "app", JAVA_FILE)
    log = _moved("maven-compile-error.log", "/tmp/trial/mvnapp", str(checkout), tmp_path)

    for folder in (checkout, checkout / "src" / "main", checkout / "src"):
        assert main(["triage", str(log), "--format", "json", "--checkout", str(folder), "--no-home-skills"]) == 0
        out = capsys.readouterr().out
        assert f'"file": "{JAVA_FILE}"' in out, folder


def test_a_folder_of_the_checkout_is_no_location(analyser: Analyser, tmp_path: Path) -> None:
    """The folder a runner could not enter, named by its message (the runner prints the runner's
    absolute path; a message may name the folder alone), is no file's location."""
    checkout = _checkout(tmp_path / "app", "frontend/package.json")
    moved = RepositoryPaths(checkout).locations(
        [
            Location(file="frontend", line=None, column=None, log_line=3, member=None),
            Location(file="/home/runner/work/app/app/frontend", line=None, column=None, log_line=4, member=None),
            Location(file="frontend/package.json", line=None, column=None, log_line=5, member=None),
        ]
    )

    assert [location.file for location in moved] == ["frontend/package.json"]


def test_the_summary_quotes_the_runners_folder_as_the_log_has_it(capsys: pytest.CaptureFixture[str]) -> None:
    """A user trial's log (``tests/logs/fixtures/not-the-projects/trial-wf-web.log``): the runner
    could not enter a missing ``working-directory``; its folder is quoted whole, not shortened to
    ``'frontend'``, which the log never says."""
    log = Path(__file__).resolve().parents[1] / "logs" / "fixtures" / "not-the-projects" / "trial-wf-web.log"

    assert main(["triage", str(log), "--format", "json", "--no-home-skills"]) == 0

    out = capsys.readouterr().out
    assert "with working directory '/home/runner/work/app/app/frontend'" in out
    assert "with working directory 'frontend'" not in out


def test_the_place_a_summary_names_before_its_quote_is_the_repositorys(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ESLint's stylish output names each file by its absolute path on a line of its own above its
    problems (``tests/fixtures/trial-18/eslint.gha.log``, its project folder moved to a runner's
    checkout here): the summary puts that file in front of the quoted problem, and says it as the
    locations do (``src/entry.js:4:1``), while the quoted line stays as the log has it."""
    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "trial-18" / "eslint.gha.log"
    log = tmp_path / "eslint.gha.log"
    log.write_text(fixture.read_text().replace("/work/trial-18/play/js/", "/home/runner/work/app/app/"))

    assert main(["triage", str(log), "--format", "json", "--no-home-skills"]) == 0
    report = json.loads(capsys.readouterr().out)

    assert ": src/entry.js:4:1: error" in report["summary"]
    assert report["jobs"][0]["headline"].startswith("src/entry.js:4:1: error")
    assert report["locations"][0]["file"] == "src/entry.js"
    assert "/home/runner/work/app/app/src/entry.js" not in report["summary"]


@pytest.mark.parametrize("with_checkout", [True, False])
def test_vitests_relative_path_and_its_annotations_absolute_one_are_one_location(
    analyser: Analyser, tmp_path: Path, with_checkout: bool
) -> None:
    files = ("web/src/price.test.ts", "web-old/src/price.test.ts")  # two end with src/price.test.ts
    checkout = _checkout(tmp_path / "repo", *files) if with_checkout else None
    project = f"{checkout}/web" if checkout else "/tmp/elsewhere/web"
    log = _moved("vitest-annotation.log", "/tmp/trial/tsapp", project, tmp_path)
    report = RepositoryPaths(checkout).report(triage_path(str(log), analyser, 2000)[0])
    # without a checkout, relative to the root vitest's `RUN  v… /tmp/elsewhere/web` header names
    file = "web/src/price.test.ts" if checkout else "src/price.test.ts"
    assert [(loc.file, loc.line, loc.column) for loc in report.locations] == [(file, 4, 98)]


def test_a_log_of_another_repository_gets_no_folder_of_an_unrelated_checkout(tmp_path: Path) -> None:
    checkout = _checkout(tmp_path / "mine", "play/ts/src/price.test.ts", "tools/src/lib.rs")
    paths = RepositoryPaths(checkout, ["tools"])
    log_locations = [
        Location(file="src/price.test.ts", line=4, log_line=1),
        Location(file="/home/runner/work/app/app/src/price.test.ts", line=4, log_line=2),
        Location(file="src/lib.rs", line=7, log_line=3),
    ]
    assert [loc.file for loc in paths.locations(log_locations)] == ["src/price.test.ts", "src/lib.rs"]
    same_repository = RepositoryPaths(_checkout(tmp_path / "app", "web/src/lib.rs"), ["web"])
    assert [loc.file for loc in same_repository.locations(log_locations[2:])] == ["web/src/lib.rs"]


def test_a_path_that_leaves_the_workspace_is_no_location(tmp_path: Path) -> None:
    """trial-18: ``yamllint ../ans/`` run from the checkout's root names ``../ans/site.yml``, a folder
    beside the workspace: no location of the repository. From a step's folder that leads back
    into the checkout, or when one file of the checkout ends with what follows the ``../``, it is
    that file."""

    def at(file: str) -> Location:
        return Location(file=file, line=10, log_line=35)

    outside, mine = at("../ans/site.yml"), at("src/x.py")
    assert [loc.file for loc in RepositoryPaths(None).locations([outside, mine])] == ["src/x.py"]
    kept = RepositoryPaths(None, ["web"]).locations([at("../shared/x.ts")])
    assert [loc.file for loc in kept] == ["shared/x.ts"]  # inside from web/, the step's one folder: joined
    checkout = _checkout(tmp_path / "repo", "src/x.py", "shared/x.ts", "ans/site.yml")
    assert [loc.file for loc in RepositoryPaths(checkout, ["web"]).locations([at("../shared/x.ts")])] == ["shared/x.ts"]
    assert [loc.file for loc in RepositoryPaths(checkout).locations([outside, at("../../other/y.yml")])] == [
        "ans/site.yml"  # the step ran in a folder the log does not name (pyproj/ beside ans/)
    ]


def test_a_tolerated_linters_path_beside_the_workspace_is_not_the_first_location(analyser: Analyser) -> None:
    """trial-18's ``./ci.sh`` (``tests/fixtures/trial-18/setE-script.gha.log``): its ``yamllint
    ../ans/ || true`` is not echoed, so only its path tells it is outside the workspace; mypy's
    error is the first location."""
    log = Path(__file__).parents[1] / "fixtures" / "trial-18" / "setE-script.gha.log"
    report = RepositoryPaths(None).report(triage_path(str(log), analyser, 2000)[0])
    assert (report.locations[0].file, report.locations[0].line) == ("src/shop/cart.py", 9)
    assert all(not location.file.startswith("../") for location in report.locations)


@pytest.mark.parametrize(
    ("files", "expected"),
    [
        (["c/lib.c"], "c/lib.c"),  # the one file of that name
        (["c/lib.c", "vendor/zlib/lib.c"], "lib.c"),  # two: none is picked, the log's name stays
    ],
)
def test_a_bare_file_name_is_the_checkouts_file_only_when_one_file_has_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], files: list[str], expected: str
) -> None:
    """gcc run in the file's folder names it alone (``lib.c:3:3: error: …``, trial-21 finding 10): in a
    real git checkout its location becomes the path of the one file of that name, and stays as printed
    when several files have it. The summary quotes the line as the log has it either way (trial-22
    finding 7: a summary that named the file found in the checkout changed with the folder it was run
    from)."""
    checkout = tmp_path / "repo"
    checkout.mkdir()
    subprocess.run(["git", "init", "-q", str(checkout)], check=True)
    for file in files:
        (checkout / file).parent.mkdir(parents=True, exist_ok=True)
        (checkout / file).write_text("int f(void) {\n  int x = 1\n  return x;\n}\n")
    log = Path(__file__).resolve().parents[1] / "fixtures" / "trial-21" / "gcc-bare-name.log"

    assert main(["triage", str(log), "--format", "json", "--checkout", str(checkout), "--no-home-skills"]) == 0

    report = json.loads(capsys.readouterr().out)
    assert [(place["file"], place["line"]) for place in report["locations"]] == [(expected, 3)]
    assert ": lib.c:3:3: error: expected" in report["summary"]


def test_over_the_indexed_files_no_file_is_found_by_its_name_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The walk stops at MAX_INDEXED_FILES: a name seen once before it may be another file's too."""
    checkout = _checkout(tmp_path / "repo", "a/lib.c", "b/util.c", "z/lib.c")
    assert RepositoryPaths(checkout).path("lib.c") == "lib.c"  # two, both indexed
    monkeypatch.setattr("ci_triage.evidence.repository_paths.MAX_INDEXED_FILES", 2)  # a/, b/: z/lib.c unseen

    assert RepositoryPaths(checkout).path("lib.c") == "lib.c"
    assert RepositoryPaths(checkout).path("a/lib.c") == "a/lib.c"  # a file of the checkout as it is


def test_no_file_is_found_by_its_name_in_a_repository_inside_the_checkout(tmp_path: Path) -> None:
    """A clone, a worktree or a submodule inside the checkout (a folder holding its own ``.git``) is
    another repository's: run from a folder of clones, a log's ``tests/test_remote.py`` is not one of
    theirs (trial-24 finding 2)."""
    checkout = _checkout(tmp_path / "outer", "README.md")
    inner = _checkout(checkout / "play" / "wt" / "flaky", "tests/test_remote.py")
    assert RepositoryPaths(inner).path("tests/test_remote.py") == "tests/test_remote.py"

    assert RepositoryPaths(checkout / "play").path("tests/test_remote.py") == "tests/test_remote.py"
    (inner / ".git").rmdir()  # the same folder, no repository of its own: its file is the checkout's
    assert RepositoryPaths(checkout).path("tests/test_remote.py") == "play/wt/flaky/tests/test_remote.py"


def test_a_virtualenv_inside_the_checkout_is_not_walked_whatever_its_name(tmp_path: Path) -> None:
    """A virtualenv (a folder holding ``pyvenv.cfg``, PEP 405) is installed packages, not the
    repository: CI's own ``.venv-ci`` holds basedpyright's ``package.json``, which a knip log's bare
    ``package.json`` was taken for."""
    checkout = _checkout(tmp_path / "app", "src/index.js", ".venv-ci/pyvenv.cfg")
    installed = checkout / ".venv-ci" / "lib" / "python3.11" / "site-packages" / "basedpyright"
    installed.mkdir(parents=True)
    (installed / "package.json").write_text("{}\n")
    assert RepositoryPaths(checkout).path("package.json") == "package.json"
    (checkout / ".venv-ci" / "pyvenv.cfg").unlink()  # no virtualenv: its file is the checkout's
    assert (
        RepositoryPaths(checkout).path("package.json")
        == ".venv-ci/lib/python3.11/site-packages/basedpyright/package.json"
    )


TRIAL_22 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-22"


@pytest.mark.parametrize(
    ("log", "folder"),
    [("gcc.absolute-path.gitlab.log", "/builds/me/app/"), ("gcc.absolute-path.azure.log", "/home/vsts/work/1/s/")],
)
def test_gitlab_and_azure_checkout_folders_are_the_repositorys(analyser: Analyser, log: str, folder: str) -> None:
    report, _ = triage_path(str(TRIAL_22 / log), analyser, 2000)

    moved = RepositoryPaths(None).report(report)

    assert (moved.locations[0].file, moved.locations[0].line) == ("main.c", 4)  # was f"{folder}main.c"
    assert f"{folder}main.c:4:20: error:" in moved.summary  # a quote of the log keeps its text


def test_azures_sources_folder_names_no_repository(tmp_path: Path) -> None:
    checkout = _checkout(tmp_path / "app", "src/x.py")
    paths = RepositoryPaths(checkout)

    assert paths.agrees_with(["/home/vsts/work/1/s/src/x.py", "D:\\a\\1\\s\\src\\x.py"])
    assert paths.agrees_with(["/builds/owner/app/src/x.py"])
    assert not paths.agrees_with(["/builds/owner/other/src/x.py"])  # a log of another project
    assert paths.path("/home/vsts/work/1/s/x.py") == "src/x.py"  # one file of the checkout ends so


def test_a_playwright_path_relative_to_its_test_dir_is_joined_with_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Playwright Test prints its tests' places relative to the config's ``testDir`` (@playwright/test
    1.65.2 under ``forbidOnly``: ``at search.spec.js:2``, trial 107's ``pw-forbid-only.log``); with
    a checkout whose config names it, the place is the checkout's file there, though another folder
    holds a file of that name too."""
    checkout = _checkout(tmp_path / "web", "e2e/search.spec.js", "legacy/search.spec.js")
    config = "module.exports = {\n  testDir: process.env.TESTDIR || './e2e',\n  forbidOnly: !!process.env.CI,\n};\n"
    (checkout / "playwright.config.js").write_text(config)
    log = Path(__file__).resolve().parents[1] / "fixtures" / "s38-t107a" / "pw-forbid-only.log"

    assert main(["triage", str(log), "--format", "json", "--checkout", str(checkout), "--no-home-skills"]) == 0

    locations = json.loads(capsys.readouterr().out)["locations"]
    assert [(location["file"], location["line"]) for location in locations] == [("e2e/search.spec.js", 2)]
    assert RepositoryPaths(checkout).path("legacy/search.spec.js") == "legacy/search.spec.js"


TRIAL_108 = Path(__file__).resolve().parents[1] / "logs" / "fixtures" / "trial-108"


def test_a_path_printed_from_the_folder_the_logs_script_entered_is_joined_with_it(
    triage_json: Callable[..., dict], tmp_path: Path
) -> None:
    """pytest 9.2.0 under ``Run cd sub && python -m pytest -q`` prints ``tests/test_calc.py:6`` from
    ``sub`` (trial 108's rest): without ``--workflow`` the location lost its folder, and a checkout
    holding a ``tests/test_calc.py`` at its root too took that file; the script's ``cd`` as the log
    shows it is joined first, then the checkout is asked."""
    log = TRIAL_108 / "pytest-cd-subfolder.log"
    (tmp_path / "plain").mkdir()  # a folder in no git repository: no checkout to ask
    alone = triage_json(log, "--checkout", tmp_path / "plain")
    assert [(location["file"], location["line"]) for location in alone["locations"]] == [("sub/tests/test_calc.py", 6)]
    assert [test["file"] for test in alone["failed_tests"]] == ["sub/tests/test_calc.py"]
    checkout = _checkout(tmp_path / "repo", "tests/test_calc.py", "sub/tests/test_calc.py")
    report = triage_json(log, "--checkout", checkout)
    assert [location["file"] for location in report["locations"]] == ["sub/tests/test_calc.py"]
    only_root = _checkout(tmp_path / "other", "tests/test_calc.py")  # the folder holds no such file: as printed
    assert [location["file"] for location in triage_json(log, "--checkout", only_root)["locations"]] == [
        "tests/test_calc.py"
    ]


def test_the_folders_a_script_enters_are_relative_ones_once() -> None:
    assert entered_folders("cd sub && pytest\n(cd ./web/; npm test)\ncd sub\ncd /srv/app\ncd ..\ncd $HOME/x") == [
        "sub",
        "web",
    ]
