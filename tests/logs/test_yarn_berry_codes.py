"""Yarn berry's (yarn 2+) install errors are read by their YN codes: ``YN0028`` under ``--immutable``
(the lock file would have been modified) is dependency resolution with advice to run ``yarn install``
and commit yarn.lock, quoting that line, not the first line of the diff above it; ``YN0035``,
``YN0082``, ``YN0018`` and ``YN0009`` each give their own advice; an exception (``YN0001``) or a
build script (``YN0009``) defers to the error inside it (a DNS failure, a compiler's error in the
build log), and yarn's own bundle in its stack is no location (a new-user trial of session 26).

Fixtures (tests/fixtures/js-readings, README there): yarn 4.18.1 (@yarnpkg/cli-dist from the npm
registry) run here with ``GITHUB_ACTIONS=true``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "js-readings"


def test_a_lockfile_immutable_forbids_changing_is_read_as_resolution_with_the_lockfile_advice(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "yarn_yn0028.log")
    assert (report["category"], report["tool"]) == ("dependency resolution", "yarn")
    assert "The lockfile would have been modified by this install, which is explicitly forbidden" in report["summary"]
    assert "`yarn\ninstall`" in report["next_step"] or "`yarn install`" in report["next_step"]
    assert "commit the updated yarn.lock" in report["next_step"]


@pytest.mark.parametrize(
    ("name", "quoted", "advice"),
    [
        ("yarn_yn0035.log", "lodahs-utils@npm:^1.0.0: Package not found", "check its spelling"),
        ("yarn_yn0082.log", "left-pad@npm:^9.9.9: No candidates found", "correct the range"),
        ("yarn_yn0018.log", "left-pad@npm:1.3.0: The remote archive doesn't match", "is not the one yarn.lock records"),
        ("yarn_yn0009.log", "couldn't be built successfully (exit code 3", "build script failed"),
    ],
)
def test_each_yn_code_gives_its_own_advice(
    name: str, quoted: str, advice: str, triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FIXTURES / name)
    assert (report["category"], report["tool"]) == ("dependency resolution", "yarn")
    assert quoted in report["summary"]
    assert advice in " ".join(report["next_step"].split())


def test_a_yn_line_defers_to_the_error_inside_it(triage_json: Callable[..., dict]) -> None:
    network = triage_json(FIXTURES / "yarn_yn0001_network.log")
    assert network["category"] == "infrastructure/network/flaky"
    assert "getaddrinfo ENOTFOUND registry.example.invalid" in network["summary"]
    assert network["locations"] == []  # .yarn/releases/yarn-4.18.1.cjs is yarn's own bundle
    compile_error = triage_json(FIXTURES / "yarn_yn0009_compile.log")
    assert compile_error["category"] == "compile/build error"
    assert "fatal error: napi.h: No such file or directory" in compile_error["summary"]
    assert "build script failed" not in compile_error["next_step"]


def test_a_lockfile_immutable_would_create_is_advised_as_never_committed(triage_json: Callable[..., dict]) -> None:
    # trial t121 #5: yarn 4.18.1 --immutable without yarn.lock (tests/fixtures/t121-js, README there)
    # was told package.json and yarn.lock disagree, about a diff yarn never printed
    report = triage_json(Path(__file__).parents[1] / "fixtures" / "t121-js" / "yarn-nolock.log")
    assert (report["category"], report["tool"]) == ("dependency resolution", "yarn")
    assert "would have been created" in report["summary"]
    assert "No yarn.lock is committed" in report["next_step"]
    assert "disagree" not in report["next_step"]
