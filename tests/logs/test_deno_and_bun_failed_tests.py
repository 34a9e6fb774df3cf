"""deno test's and bun test's failed tests are named, the runner is named, and a location keeps its
folder (trial 49, findings 5 and 6).

No family read either runner: deno's ``name => ./t2/slug_test.ts:11:6`` entries and bun's ``(fail)
name [0.26ms]`` named no failed test, bun's Jest-shaped ``Expected:`` line named Jest as the tool,
and deno's frames ``file:///home/runner/work/denoapp/t2/slug_test.ts`` lost ``t2/``, read as a
checkout folder ``<work>/denoapp/t2/``, which a GitHub runner never makes (its checkout is
``<work>/<repository>/<repository>/``). Output of deno 2.9.6 and bun 1.4.5 from trial 49
(``tests/fixtures/trial-49/README.md``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.runner_folder import checkout_folder

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-49"


@pytest.mark.parametrize(
    ("log", "tool", "test"),
    [
        ("deno-test.log", "deno-test", "slugify strips punctuation"),
        ("bun-test.log", "bun-test", "avg of empty list is 0"),
    ],
)
def test_the_failed_test_and_its_runner_are_named(
    triage_json: Callable[..., dict], log: str, tool: str, test: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "test failure"
    assert report["confidence"] >= 0.7
    assert report["tool"] == tool
    assert [failed["name"] for failed in report["failed_tests"]] == [test]


def test_deno_locations_keep_their_folder(triage_json: Callable[..., dict]) -> None:
    files = {location["file"] for location in triage_json(FIXTURES / "deno-test.log")["locations"]}
    assert "t2/slug_test.ts" in files
    assert all(file.endswith("t2/slug_test.ts") for file in files), files


@pytest.mark.parametrize(
    ("path", "folder"),
    [
        ("/home/runner/work/app/app/src/a.ts", "/home/runner/work/app/app/"),
        ("D:\\a\\app\\app\\src\\a.ts", "D:\\a\\app\\app\\"),
        ("/home/runner/_work/app/app/src/a.ts", "/home/runner/_work/app/app/"),
        ("D:\\a\\1\\s\\src\\a.ts", "D:\\a\\1\\s\\"),
        ("/home/runner/work/denoapp/t2/slug_test.ts", None),
        ("/home/runner/work/_actions/actions/checkout/v4/dist/index.js", None),
        ("/home/travis/build/owner/app/src/a.ts", "/home/travis/build/owner/app/"),
    ],
)
def test_a_github_checkout_folder_names_its_repository_twice(path: str, folder: str | None) -> None:
    assert checkout_folder(path) == folder
