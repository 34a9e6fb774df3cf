"""A tool run outside a runner's checkout folder (a self-hosted runner's, a developer's) names the
project's files by absolute paths below the relative path its command was given: ``npx eslint
--max-warnings 0 src`` and ESLint's ``/tmp/es-t7677/app/src/utils/fmt.js``. The command ran in
``/tmp/es-t7677/app``, so the location is ``src/utils/fmt.js``, as make's file is the repository's
where the log shows where it started (user trial 77 #5: the absolute path was kept). Pasted without
the command, nothing tells where the project starts: the path stays absolute, as a pasted make's
does (tests/logs/test_a_recursive_makes_file_is_in_its_folder.py).

Real output: ESLint 9.39.5 run here (tests/fixtures/t7677/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.localise import LogLine
from ci_triage.logs.working_folder import working_folders

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "t7677"


def _places(report: dict) -> list[tuple[str, int]]:
    return [(place["file"], place["line"]) for place in report["locations"]]


def test_the_path_is_relative_to_the_folder_the_command_ran_in(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "eslint-local-folder.gha.log")
    assert _places(report) == [("src/utils/fmt.js", 2), ("src/utils/fmt.js", 3), ("src/utils/fmt.js", 4)]


def test_without_the_command_the_path_stays_absolute(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "eslint-local-folder.plain.txt")
    assert _places(report)[0] == ("/tmp/es-t7677/app/src/utils/fmt.js", 2)


def _lines(*texts: str, marker: str = "group") -> dict[int, LogLine]:
    return {
        number: LogLine(number=number, text=text, marker=marker if number == 1 else "", matches=[], section=1)
        for number, text in enumerate(texts, start=1)
    }


def test_the_argument_deepest_in_the_path_tells_the_folder() -> None:
    """``pytest`` (the module ``-m`` runs) names a folder above the project: ``tests``, found deeper
    in the reported path, tells where the command ran. A path in ``node_modules`` tells nothing."""
    lines = _lines(
        "Run python -m pytest tests",
        "/home/me/work/pytest/shop/tests/test_cart.py:3: AssertionError",
        "/home/me/work/shop/node_modules/lib/tests/x.js",
    )
    assert working_folders(lines) == ["/home/me/work/pytest/shop"]
