"""publint's and arethetypeswrong's findings are placed in ``package.json``, at the line of the field
publint's message names when the checkout holds the file.

Session 47 left it: both were ``configuration`` on package.json, with no location at all. publint
names the field each finding is about from the manifest's root (``pkg.exports["."].types should be
the first in the object …``, ``pkg.main is ./dist/index.cjs but the file does not exist.``): the
location is ``package.json`` at that field's line in the checkout's file (its key's line; an
``exports`` entry's own line for a condition it lacks), and without a checkout ``package.json``
alone. arethetypeswrong's problems name no field (its table names entry points): ``package.json``
without a line. Real output: publint 0.3.25 run here on ``s48-linters3/publint-manifest.json`` as ``package.json``
(tests/fixtures/s48-linters3/README.md); @arethetypeswrong/cli 0.18.5 (``attw-0.18.5.txt``).
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s48-linters3"
ATTW = Path(__file__).parents[1] / "skills" / "fixtures" / "attw-0.18.5.txt"


def _places(report: dict) -> list[tuple[str, int | None]]:
    return [(place["file"], place["line"]) for place in report["locations"]]


def test_publint_findings_are_placed_at_the_fields_lines(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    checkout = tmp_path / "checkout"  # outside this repository, whose root would be the checkout
    checkout.mkdir()
    shutil.copy(FIXTURES / "publint-manifest.json", checkout / "package.json")
    report = triage_json(FIXTURES / "publint-strict.log", "--no-home-skills", "--checkout", checkout)
    assert (report["category"], report["tool"]) == ("configuration", "publint")
    assert _places(report) == [
        ("package.json", 10),  # pkg.exports["."].types
        ("package.json", 8),  # pkg.exports["."].default
        ("package.json", 9),  # pkg.exports["."].import
        ("package.json", 12),  # pkg.exports["./utils"]
        ("package.json", 5),  # pkg.main
    ]


def test_publint_findings_without_a_checkout_name_package_json(
    triage_json: Callable[..., dict], tmp_path: Path
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    report = triage_json(FIXTURES / "publint-strict.log", "--no-home-skills", "--checkout", empty)
    assert _places(report) == [("package.json", None)]


def test_arethetypeswrong_problems_name_package_json(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    report = triage_json(ATTW, "--no-home-skills", "--checkout", empty)
    assert (report["category"], report["tool"]) == ("configuration", "arethetypeswrong")
    assert _places(report) == [("package.json", None)]
