"""A notebook executed in CI that raises in a cell: the location is the notebook and the cell
(IPython's ``Cell In[2], line 2``), and the step's tool the one that ran it, not ``python``
(trial 48, finding 9: no location, tool ``python``).

Real output (``tests/fixtures/s28-pyloc/README.md``): nbconvert 7.17.2 (nbclient 0.11.0, ipykernel
7.4.0) and papermill 2.7.0 run here on a notebook whose second code cell raises ``KeyError``; and
trial 48's ``pytest --nbval`` (nbval 0.11.0, ``tests/fixtures/trial-48/nbval-cell.gha.log``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1]


@pytest.mark.parametrize(
    ("name", "tool", "place"),
    [
        ("s28-pyloc/nbconvert-execute-cell-error.gha.log", "nbconvert", ("notebooks/analysis.ipynb", "In[2], line 2")),
        ("s28-pyloc/papermill-cell-error.gha.log", "papermill", ("notebooks/analysis.ipynb", "In[2], line 2")),
        ("trial-48/nbval-cell.gha.log", "pytest", ("analysis.ipynb", "In[1], line 2")),
    ],
)
def test_the_notebook_and_its_cell_are_the_location(name: str, tool: str, place: tuple[str, str]) -> None:
    report = triage_path(FIXTURES / "fixtures" / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.tool == tool
    assert [(location.file, location.line, location.message) for location in report.locations] == [
        (*place[:1], None, place[1])
    ]


def test_each_notebook_nbmake_ran_is_the_location_of_its_cell(triage_json: Callable[..., dict]) -> None:
    """``pytest --nbmake notebooks/`` runs every notebook of a folder and heads each failure with the
    notebook's path (``____ /…/notebooks/analysis.ipynb ____``): each cell is in its own notebook
    (trial 63, finding 6: no location). Real output of nbmake 1.5.5 (pytest 9.2.0, ipykernel 7.4.0)
    run here on two notebooks that raise (``tests/fixtures/s30-t63b/README.md``)."""
    report = triage_json(FIXTURES / "fixtures" / "s30-t63b" / "nbmake-two-notebooks.gha.log")
    assert report["tool"] == "pytest"
    assert [(location["file"], location["line"], location["message"]) for location in report["locations"]] == [
        ("notebooks/analysis.ipynb", None, "In[2], line 2"),
        ("notebooks/other.ipynb", None, "In[1], line 1"),
    ]


@pytest.mark.parametrize(
    ("name", "tool"), [("nbconvert-execute.plain", "nbconvert"), ("papermill-execute.plain", "papermill")]
)
def test_a_plain_log_names_the_notebook_runner_its_traceback_shows(name: str, tool: str) -> None:
    """A plain copy of the output shows no command, but the traceback's outermost frame is the
    command's console script (``File "/…/bin/jupyter-nbconvert", line 8, in <module>``): the tool is
    the one that ran it, not ``python`` (trial 63, finding 6). Real output of nbconvert 7.17.2 and
    papermill 2.7.0 run here (``tests/fixtures/s30-t63b/README.md``)."""
    report = triage_path(FIXTURES / "fixtures" / "s30-t63b" / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("runtime error", tool)
    assert [(location.file, location.message) for location in report.locations] == [
        ("notebooks/analysis.ipynb", "In[2], line 2")
    ]


@pytest.mark.parametrize("name", ["06-nbval.gha.log", "07-nbconvert-execute.gha.log"])
def test_a_cell_raising_in_an_installed_package_is_quoted_by_its_exception_at_the_cell(
    triage_json: Callable[..., dict], name: str
) -> None:
    """IPython prints its banner first (``KeyError      Traceback (most recent call last)``) and the
    exception last (``KeyError: 'c'``); pandas' Cython frames between are named relative to pandas'
    own tree (``File pandas/_libs/index.pyx:172, in …``) beside its frames under ``site-packages``
    (trial 106, finding 6: the banner was the failed test's message, the pandas files locations).
    Real output: nbval and nbconvert with IPython 9 and pandas 3.1.1 (``tests/fixtures/trial-106/README.md``)."""
    report = triage_json(FIXTURES / "fixtures" / "trial-106" / name)
    assert [location["file"] for location in report["locations"]] == ["analysis.ipynb"]
    assert "KeyError: 'c'" in report["summary"]
    assert "Traceback (most recent call last)" not in report["summary"]
    assert [test["message"] for test in report["failed_tests"]] in ([], ["KeyError: 'c'"])
