"""import-linter's broken import is a place in the importing module's file (trial 87 #6).

``tests/fixtures/trial-87/importlinter.log`` (import-linter, see the folder's README) names each
import that breaks a contract by module and line, ``- shop.cart -> shop.inventory (l.56)``: with the
checkout at hand (a src layout here, its two modules made in ``tmp_path``), that is
``src/shop/cart.py:56``. Without one no file can be told (a flat layout's ``shop/cart.py`` is as
likely): no location, as before.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-87" / "importlinter.log"


def test_the_importing_modules_file_and_line(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    (tmp_path / "src" / "shop").mkdir(parents=True)
    for name in ("__init__.py", "cart.py", "inventory.py"):
        (tmp_path / "src" / "shop" / name).write_text("", encoding="utf-8")
    report = triage_json(LOG, "--checkout", tmp_path, "--no-home-skills")
    assert report["category"] == "lint/format"
    assert report["tool"] == "import-linter"
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("src/shop/cart.py", 56),
        ("src/shop/inventory.py", 2),
    ]


def test_no_place_without_a_checkout(triage_json: Callable[..., dict]) -> None:
    assert triage_json(LOG, "--no-home-skills")["locations"] == []
