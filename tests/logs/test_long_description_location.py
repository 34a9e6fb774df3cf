"""twine's ``line 2: Warning: Title underline too short.`` is a line of the package's long
description: the README the checkout declares, else the one README setuptools copied into the sdist
in the failing step, else no file (trial 48, finding 9: no location, and advice quoting ``line 1:``).

Real output of ``python -m build`` (build 1.6.1, setuptools 84.2.1) and ``twine check --strict
dist/*`` (twine 7.0.0, docutils 0.23.1) run here on two small packages
(``tests/fixtures/s28-pyloc/README.md``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-pyloc"


def _places(name: str, analyser: Analyser) -> list[tuple[str, int | None]]:
    report = triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "lint/format"
    assert "line 1:" not in next_step(report)
    return [(location.file, location.line) for location in report.locations]


@pytest.mark.parametrize(
    ("name", "places"),
    [
        ("twine-check-built-in-the-step.gha.log", [("README.rst", 2)]),  # copying README.rst -> brokenpkg-0.1.0
        ("twine-check-separate-build-step.gha.log", [("README.rst", 2)]),  # copied in the build step before
        ("twine-check-readme-in-docs.gha.log", []),  # README.md copied, a Markdown file docutils did not render
    ],
)
def test_without_a_checkout_the_readme_the_build_copied(name: str, places: list[tuple[str, int | None]]) -> None:
    assert _places(name, Analyser.load()) == places


def test_the_readme_the_checkouts_pyproject_declares(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "longdesc"\nreadme = {file = "docs/pypi.rst", content-type = "text/x-rst"}\n'
    )
    analyser = Analyser.load(repo=tmp_path)
    assert _places("twine-check-readme-in-docs.gha.log", analyser) == [("docs/pypi.rst", 4)]
    assert _places("twine-check-separate-build-step.gha.log", analyser) == [("docs/pypi.rst", 2)]


def test_the_readme_setup_cfg_declares_and_a_markdown_one_is_none(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\nreadme = "README.md"\n')
    assert _places("twine-check-separate-build-step.gha.log", Analyser.load(repo=tmp_path)) == []
    (tmp_path / "pyproject.toml").unlink()
    (tmp_path / "setup.cfg").write_text("[metadata]\nname = x\nlong_description = file: README.rst, CHANGES.rst\n")
    assert _places("twine-check-separate-build-step.gha.log", Analyser.load(repo=tmp_path)) == [("README.rst", 2)]
