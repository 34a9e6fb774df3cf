"""Test-wide fixtures: no real model requests; where the shared corpus is; one analyser per session;
CPU time measured only in tests marked ``complexity``; a GitHub client whose sleeps are recorded (the
GitHub adapter and evidence tests use it); ``triage --format json`` run in process (``triage_json``).

``ALLOW_MODEL_REQUESTS`` is off for every test; a cassette test that replays provider traffic
turns it on for its own duration with ``allow_model_requests()``.

The corpus lives beside the repository (``<repo>/../shared/corpus``); the environment variable
``CI_TRIAGE_CORPUS`` points elsewhere. Without it, corpus tests are skipped, unless
``CI_TRIAGE_REQUIRE_CORPUS=1`` (set by ``.ci/run``) makes its absence a failure.
``Analyser.load()`` (skills, signals) is the expensive part of an analysis, so tests that call the
library share one, and in-process ``ci-triage`` runs (``triage_json``, and tests that ask for
``shared_analyser_load``) reuse it wherever a load would give the same analyser.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from tests import cpu_growth

from ci_triage.agent.llm.request_switch import allow_model_requests
from ci_triage.base.redact import forget_secrets
from ci_triage.commands.cli import main
from ci_triage.github.client import GitHubClient

CORPUS = Path(os.environ.get("CI_TRIAGE_CORPUS") or Path(__file__).resolve().parents[1] / ".." / "shared" / "corpus")


@pytest.fixture(autouse=True, scope="session")
def _private_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """ci-triage's disk cache (:mod:`ci_triage.logs.disk_cache`) goes to a temporary folder, for
    in-process runs and the subprocesses they start alike, never to the user's own cache."""
    before = os.environ.get("CI_TRIAGE_CACHE_DIR")
    os.environ["CI_TRIAGE_CACHE_DIR"] = str(tmp_path_factory.mktemp("cache"))
    yield
    if before is None:
        os.environ.pop("CI_TRIAGE_CACHE_DIR", None)
    else:
        os.environ["CI_TRIAGE_CACHE_DIR"] = before


@pytest.fixture(autouse=True)
def _no_model_requests() -> Iterator[None]:
    with allow_model_requests(False):
        yield


@pytest.fixture(autouse=True)
def _no_secrets_carried_over() -> Iterator[None]:
    """Secrets the redactor learned (given or found in a log) stay with the test that met them: one
    process triages one run, so the redactor keeps them for the whole process."""
    yield
    forget_secrets()


@pytest.fixture(autouse=True)
def _complexity_checks_are_marked(request: pytest.FixtureRequest) -> Iterator[None]:
    """Only a test marked ``complexity`` may measure CPU time with :mod:`tests.cpu_growth` (such
    tests run in a pass of their own, on one process: README's test command)."""
    cpu_growth.measuring_allowed = request.node.get_closest_marker(cpu_growth.MARKER) is not None
    yield
    cpu_growth.measuring_allowed = False


@pytest.fixture(scope="session")
def corpus() -> Path:
    """The shared corpus folder (see the module docstring for when its absence fails or skips)."""
    if not (CORPUS / "gha" / "index.json").is_file():
        message = f"shared corpus not found at {CORPUS}; set CI_TRIAGE_CORPUS to its folder"
        if os.environ.get("CI_TRIAGE_REQUIRE_CORPUS") == "1":
            pytest.fail(message)
        pytest.skip(message)
    return CORPUS


@pytest.fixture(scope="session")
def analyser():
    """The analyser (:class:`ci_triage.logs.analyse.Analyser`) with the bundled skills, loaded once per session.

    Imported here rather than at the top, so that a broken analyser fails its own tests and not
    every test under ``tests/`` (the harness's included).
    """
    from ci_triage.logs.analyse import Analyser

    return Analyser.load()


ROOT = Path(__file__).resolve().parents[1]
"""This checkout: in-process runs started from it take it as their ``--checkout`` (the default ``.``)."""


@pytest.fixture(scope="session")
def _analysers_loaded(analyser) -> dict[str | None, object]:
    """The analysers this session loaded, by the checkout they were loaded for, as given (``None``: none)."""
    return {None: analyser}


@pytest.fixture
def shared_analyser_load(monkeypatch: pytest.MonkeyPatch, _analysers_loaded: dict[str | None, object]) -> None:
    """Make in-process ``ci-triage`` runs reuse an analyser of the session wherever a load gives the same one.

    Loading the skills costs about 0.2 s of CPU per run (the signal index's RE2 sets, the cached
    skills' models, the checkout's packages), three times what triaging a small log costs, and is
    tested on its own; CLI tests opt in (``triage_json`` always) to save that time per run. A load
    is reused when it reads nothing a test can change: no ``--skills DIR``, no skill folder in the
    home folder or the checkout (:func:`ci_triage.logs.skills.skill_dirs`), and no checkout or this
    one (:data:`ROOT`, the default ``.`` of a run started here, loaded once for it). Any other load
    is made for real.
    """
    from ci_triage.logs.analyse import Analyser
    from ci_triage.logs.skills import skill_dirs

    load = Analyser.load.__func__

    def cached(cls, extra_skill_dirs=(), *, repo=None, home=None):
        extra = list(extra_skill_dirs)
        if extra or skill_dirs(repo, home) or (repo is not None and Path(repo).resolve() != ROOT):
            return load(cls, extra, repo=repo, home=home)
        key = None if repo is None else str(repo)
        if key not in _analysers_loaded:
            _analysers_loaded[key] = load(cls, repo=repo)
        return _analysers_loaded[key]

    monkeypatch.setattr(Analyser, "load", classmethod(cached))


API_EXAMPLES = CORPUS.parent / "api-examples"


def _required(paths: list[Path]) -> None:
    """Skip (or fail under ``CI_TRIAGE_REQUIRE_CORPUS=1``) unless every shared folder in ``paths`` exists."""
    missing = [str(path) for path in paths if not path.is_dir()]
    if missing:
        if os.environ.get("CI_TRIAGE_REQUIRE_CORPUS") == "1":
            pytest.fail(f"shared data not found: {', '.join(missing)}")
        pytest.skip(f"shared data not found: {', '.join(missing)}")


@pytest.fixture(scope="session")
def api_examples() -> Path:
    """The shared folder of GitHub's and OpenAI's example payloads (``<corpus>/../api-examples``),
    skipped or failed when absent as the corpus is (see the module docstring)."""
    _required([API_EXAMPLES / "github-rest"])
    return API_EXAMPLES


@pytest.fixture
def assert_cassettes_rebuild(tmp_path: Path) -> Callable[..., None]:
    """``assert_cassettes_rebuild(folder, suffixes, needs=())``: ``folder/build.py``'s ``main(api_examples,
    out)`` makes exactly the committed files of ``folder`` with those suffixes, byte for byte (so no
    payload in a cassette was written by hand). ``needs``: other shared folders the build reads, relative
    to the shared folder (e.g. ``"corpus/gha/junit"``)."""

    def check(folder: Path, suffixes: tuple[str, ...] = (".yaml",), needs: tuple[str, ...] = ()) -> None:
        _required([API_EXAMPLES / "github-rest", *(API_EXAMPLES.parent / need for need in needs)])
        spec = importlib.util.spec_from_file_location(f"build_{folder.name}_cassettes", folder / "build.py")
        assert spec
        assert spec.loader
        build = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(build)
        build.main(API_EXAMPLES, tmp_path)
        built = sorted(path.name for path in tmp_path.iterdir())
        assert built == sorted(path.name for path in folder.iterdir() if path.suffix in suffixes)
        for name in built:
            assert (tmp_path / name).read_bytes() == (folder / name).read_bytes(), name

    return check


def read_outputs(text: str) -> dict[str, str]:
    """A ``GITHUB_OUTPUT`` file's ``name<<DELIMITER`` blocks, read as the runner reads them."""
    lines, outputs, index = text.splitlines(), {}, 0
    while index < len(lines):
        name, delimiter = lines[index].split("<<", 1)
        end = lines.index(delimiter, index + 1)
        outputs[name] = "\n".join(lines[index + 1 : end])
        index = end + 1
    return outputs


@pytest.fixture
def parse_outputs() -> Callable[[str], dict[str, str]]:
    """:func:`read_outputs`, for tests that check a step's outputs."""
    return read_outputs


def actions_job_log(command: str, output: list[str], exit_code: int = 1) -> bytes:
    """A GitHub Actions job log whose ``run:`` step ``command`` printed ``output`` and failed (with
    ``exit_code``), after a checkout step, each line stamped with the runner's time (a millisecond apart)."""
    lines = [
        "##[group]Run actions/checkout@v4",
        "with:",
        "  repository: example/app",
        "##[endgroup]",
        f"##[group]Run {command}",
        command,
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        *output,
        f"##[error]Process completed with exit code {exit_code}.",
        "Post job cleanup.",
    ]
    stamps = (
        f"2026-12-02T10:{n // 60000 % 60:02d}:{n // 1000 % 60:02d}.{n % 1000:03d}0000Z" for n in range(len(lines))
    )
    return "".join(f"{stamp} {line}\n" for stamp, line in zip(stamps, lines, strict=True)).encode()


@pytest.fixture
def actions_log() -> Callable[..., bytes]:
    """:func:`actions_job_log`, for tests that read tools' output as a failing step of a job log."""
    return actions_job_log


@contextlib.contextmanager
def _stdout_on_dev_full() -> Iterator[None]:
    full = open("/dev/full", "w", encoding="utf-8")  # noqa: SIM115 (closed below, whatever is still buffered)
    saved, sys.stdout = sys.stdout, full
    try:
        yield
    finally:
        sys.stdout = saved
        with contextlib.suppress(OSError):  # output left in the buffer fails again here
            full.close()


@pytest.fixture
def full_stdout() -> Callable[[], contextlib.AbstractContextManager[None]]:
    """A context manager that puts ``sys.stdout`` on ``/dev/full`` (Linux), where every write fails with
    "No space left on device"; used inside the test, as ``capsys`` sets its own ``sys.stdout`` at its start."""
    if not Path("/dev/full").exists():
        pytest.skip("needs /dev/full (Linux)")
    return _stdout_on_dev_full


@pytest.fixture
def write_health_report() -> Callable[[Path, str, int, int], Path]:
    """``write_health_report(path, repository, runs, red)``: a scan JSON report of ``runs`` ten-minute
    runs of job ``test`` in workflow ``CI`` (the first ``red`` failed) over the week to 2026-11-30
    09:00 UTC, written to ``path`` (folders made) — the input of ``scan --merge``."""
    from datetime import UTC, datetime, timedelta

    from ci_triage.audit.health.build import build_report
    from ci_triage.audit.health.collection import Collection, JobExecution
    from ci_triage.audit.health.window import Window

    window = Window(start=datetime(2026, 11, 23, 9, tzinfo=UTC), end=datetime(2026, 11, 30, 9, tzinfo=UTC))

    def write(path: Path, repository: str, runs: int, red: int) -> Path:
        jobs = [
            JobExecution(
                repository=repository,
                run_id=run_id,
                workflow="CI",
                job="test",
                conclusion="failure" if run_id < red else "success",
                started_at=window.start,
                completed_at=window.start + timedelta(minutes=10),
            )
            for run_id in range(runs)
        ]
        collection = Collection(repository=repository, source="github", window=window, jobs=jobs)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(build_report(collection, now=window.end).model_dump_json(), encoding="utf-8")
        return path

    return write


FAKE_TOKEN = "gh" + "s_" + "T" * 36
"""An installation-token-shaped string (``ghs_`` + 36 characters), built from parts."""


class Sleeps(list):
    """Seconds passed to the client's sleep function, in order (nothing really sleeps)."""

    def __call__(self, seconds: float) -> None:
        self.append(seconds)


@pytest.fixture
def sleeps() -> Sleeps:
    return Sleeps()


@pytest.fixture
def make_client(sleeps: Sleeps) -> Callable[..., GitHubClient]:
    """``make_client(**options)``: a client for https://api.github.com with recorded sleeps."""

    def make(**options) -> GitHubClient:
        options.setdefault("sleep", sleeps)
        return GitHubClient(FAKE_TOKEN, "https://api.github.com", **options)

    return make


@pytest.fixture
def triage_json(capsys: pytest.CaptureFixture[str], shared_analyser_load: None) -> Callable[..., dict]:
    """``ci-triage triage ARGS… --format json`` run in process: its report as parsed JSON (the
    arguments are the log's path or ``-``, and any options); fails the test on a non-zero exit. An
    analyser of the session is reused where a load gives the same one (:func:`shared_analyser_load`)."""

    def triage(*args: str | Path) -> dict:
        code = main(["triage", *map(str, args), "--format", "json"])
        captured = capsys.readouterr()
        assert code == 0, captured.err
        return json.loads(captured.out)

    return triage
