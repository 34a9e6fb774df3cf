"""A linkcheck row names its document without the suffix: the location is that document's file
when the log or the checkout shows which it is, else Sphinx's default suffix or MyST's.

Real Sphinx 9.0.4 output (Python 3.11.7; ``tests/fixtures/s30-sphinx/README.md``). A row reads
``(           usage: line    4) broken    URL - reason``; the rows had given no location at all
(trial 63, finding 4). ``sphinx-html-then-linkcheck.gha.log`` runs an html build before linkcheck
in the same step, whose warning names ``…/docs/usage.rst``: the source folder ``docs`` (the
command's first operand) holds ``.rst`` documents, so ``index`` is ``docs/index.rst``. Where
nothing names a file, the suffix is Sphinx's default, ``.rst``, or MyST's ``.md`` when the step
loaded MyST-Parser (``tests/fixtures/s46-sphinx/README.md``, Sphinx 9.0.4 and myst-parser 5.2.0).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s30-sphinx"
S46 = FIXTURES.parent / "s46-sphinx"
CHECKOUT = "/home/runner/work/widget/widget/"
"""The runner's checkout folder in the log; the report shows paths of the repository."""


def _places(name: str, analyser: Analyser, folder: Path = FIXTURES) -> list[tuple[str, int | None]]:
    report = triage_path(folder / name, analyser, DEFAULT_BUDGET)[0]
    return sorted({(location.file.removeprefix(CHECKOUT), location.line) for location in report.locations})


def test_the_suffix_the_log_shows_for_the_source_folder_makes_the_rows_files() -> None:
    places = _places("sphinx-html-then-linkcheck.gha.log", Analyser.load())
    assert places == [("docs/index.rst", 4), ("docs/usage.rst", 4)]


@pytest.mark.parametrize(
    ("folder", "name"), [(FIXTURES, "sphinx-linkcheck-dns-and-404.gha.log"), (S46, "linkcheck-dns-and-404.log")]
)
def test_a_document_name_alone_is_its_file_with_sphinxs_default_suffix(folder: Path, name: str) -> None:
    """No line names a file and there is no checkout: ``.rst``, Sphinx's default ``source_suffix``
    (trial t125, finding 3: the rows gave no location)."""
    assert _places(name, Analyser.load(), folder) == [("docs/index.rst", 4), ("docs/usage.rst", 4)]


@pytest.mark.parametrize("name", ["myst-linkcheck-offline.log", "myst-linkcheck-offline.gha.log"])
def test_a_step_that_loaded_myst_names_markdown_documents(name: str) -> None:
    """MyST-Parser's ``myst v5.2.0: MdParserConfig(…)`` line in the step: the documents are ``.md``."""
    assert _places(name, Analyser.load(), S46) == [("docs/index.md", 3), ("docs/usage.md", 3)]


def test_the_checkouts_file_of_the_document_is_the_location(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.rst").write_text("Linky\n=====\n")
    (tmp_path / "docs" / "usage.md").write_text("# Usage\n")  # a MyST page beside the reStructuredText one
    places = _places("sphinx-linkcheck-dns-and-404.gha.log", Analyser.load(repo=tmp_path))
    assert places == [("docs/index.rst", 4), ("docs/usage.md", 4)]
