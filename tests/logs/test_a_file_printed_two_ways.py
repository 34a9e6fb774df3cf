"""A file a step's tool printed both relative to the folder the step ran in and absolute, in the
runner's checkout folder, is one file of the repository: pytest under ``working-directory: px``
prints a failed assertion's ``tests/test_p.py:3`` and a missing fixture's ``file
/home/runner/work/shop/shop/px/tests/test_p.py, line 4``; the locations listed them as two files,
``tests/test_p.py`` and ``px/tests/test_p.py`` (trial 62, finding 9). Without a checkout to ask, the
absolute path says where the relative one is.

Real output: pytest 9.2.0 with pytest-xdist 3.8.0 (``-n 2``), run in ``/home/runner/work/shop/shop/px``
(tests/fixtures/s30-small/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "s30-small" / "pytest-xdist-in-a-folder.gha.log"


def test_the_relative_path_is_the_one_the_checkout_folder_gives(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG, "--no-home-skills")
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("px/tests/test_p.py", 3),
        ("px/tests/test_p.py", 4),
    ]
    assert {test["file"] for test in report["failed_tests"]} == {"px/tests/test_p.py"}
