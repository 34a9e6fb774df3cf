"""MkDocs names a page relative to its ``docs_dir`` and a ``nav`` problem without a file: the
locations are the repository's ``docs/index.md`` and ``mkdocs.yml`` (trial 48, finding 9).

Real output of MkDocs 1.6.1 (``mkdocs build --strict``, Python 3.11.7, run here on three small
sites; ``tests/fixtures/s28-pyloc/README.md``): before, the locations were ``index.md`` and
``guide.md`` and the nav warning had none.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-pyloc"


def _places(name: str, analyser: Analyser) -> list[str]:
    report = triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "compile/build error"
    return [location.file for location in report.locations]


@pytest.mark.parametrize(
    ("name", "places"),
    [
        ("mkdocs-strict-default-docs-dir.gha.log", ["mkdocs.yml", "docs/index.md", "docs/guide.md"]),
        ("mkdocs-strict-config-file-option.gha.log", ["website/mkdocs.yml", "website/docs/index.md"]),
    ],
)
def test_a_page_is_in_the_default_docs_folder_without_a_checkout(name: str, places: list[str]) -> None:
    assert _places(name, Analyser.load()) == places


def test_the_checkouts_mkdocs_yml_names_the_docs_folder(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "website").mkdir()
    config = "site_name: P\ndocs_dir: pages\nmarkdown_extensions:\n  - pymdownx.emoji:\n"
    config += "      emoji_index: !!python/name:material.extensions.emoji.twemoji\n"  # a tag safe_load refuses
    (tmp_path / "mkdocs.yml").write_text(config)
    (tmp_path / "website" / "mkdocs.yml").write_text(config)
    analyser = Analyser.load(repo=tmp_path)
    assert _places("mkdocs-strict-docs-dir-pages.gha.log", analyser) == ["pages/index.md", "pages/guide/start.md"]
    assert _places("mkdocs-strict-config-file-option.gha.log", analyser) == [
        "website/mkdocs.yml",
        "website/pages/index.md",
    ]


@pytest.mark.parametrize(
    ("name", "place"),
    [
        ("mkdocs-plugin-not-installed.gha.log", "mkdocs.yml"),
        ("mkdocs-theme-not-installed-config-option.gha.log", "website/mkdocs.yml"),
    ],
)
def test_a_plugin_or_theme_not_installed_is_at_the_configuration_file(name: str, place: str) -> None:
    """MkDocs' ``Config value 'plugins': The "mkdocstrings" plugin is not installed`` names a value of
    its configuration file, ``mkdocs.yml`` or the one ``-f`` names (trial 63, finding 9: no location).
    Real output of MkDocs 1.6.1 run here (``tests/fixtures/s30-t63b/README.md``)."""
    report = triage_path(FIXTURES.parent / "s30-t63b" / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "dependency resolution"
    assert [location.file for location in report.locations] == [place]
