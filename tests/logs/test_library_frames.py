"""An installed package's inner frames below the project's frame are left out of the excerpt, and
Django's missing table in tests gets the missing migration's advice.

Real output of trial 48 (``tests/fixtures/trial-48/django-test-no-such-table.gha.log``, Django
5.2.19 ``manage.py test`` on a model without its migration, wrapped as GitHub Actions serves a job
log): each of two tests died in fourteen ORM frames of ``site-packages/django`` below
``shop/tests.py``'s ``Product.objects.create(…)``; they filled the whole excerpt (2,000 of 2,000
tokens) and the advice was only to run the failed tests (trial 48, finding 7).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.library_frames import library_frames
from ci_triage.logs.localise import LogLine
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

LOG = Path(__file__).parents[1] / "fixtures" / "trial-48" / "django-test-no-such-table.gha.log"


def test_the_librarys_inner_frames_are_left_out_its_first_and_last_kept() -> None:
    report = triage_path(LOG, Analyser.load(), DEFAULT_BUDGET)[0]
    shown = {number for span in report.excerpt for number in range(span.start_line, span.end_line + 1)}
    assert {95, 98, 135, 138} <= shown  # the test's frame, the call into the ORM, where it raised, the exception
    assert not {103, 114} & shown  # django/db/models/base.py's and manager.py's frames between them
    assert report.excerpt_tokens < DEFAULT_BUDGET


def test_a_missing_table_in_tests_advises_the_missing_migration() -> None:
    report = triage_path(LOG, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert len(report.failed_tests) == 2
    assert "python manage.py makemigrations" in next_step(report)


def _line(number: int, text: str) -> LogLine:
    return LogLine(number, text, "", [], 0)


def test_a_traceback_of_installed_frames_only_keeps_them_all() -> None:
    installed = '  File "/venv/lib/python3.12/site-packages/lib/m.py", line {n}, in f'
    frames = {n: _line(n, installed.format(n=n)) for n in range(2, 6)}
    end = {6: _line(6, "ValueError: x")}
    assert library_frames({**frames, **end}) == frozenset()
    own = {1: _line(1, '  File "/work/app/run.py", line 3, in main')}
    assert library_frames({**own, **frames, **end}) == frozenset({3, 4})


def test_the_standard_librarys_frames_are_no_projects_frame() -> None:
    """``python -m tool`` enters through ``runpy``: a crash of an installed tool keeps its frames."""
    runpy = {1: _line(1, '  File "/usr/lib/python3.12/runpy.py", line 198, in _run_module_as_main')}
    installed = '  File "/venv/lib/python3.12/site-packages/lib/m.py", line {n}, in f'
    frames = {n: _line(n, installed.format(n=n)) for n in range(2, 6)}
    assert library_frames({**runpy, **frames, 6: _line(6, "ValueError: x")}) == frozenset()


def test_a_console_scripts_frame_is_no_projects_frame() -> None:
    """pytest crashing as it loads a plugin, entered through the environment's ``bin/pytest``: the
    runner's frames are the crash's and stay (``runner_frames`` keeps them too)."""
    script = {1: _line(1, '  File "/home/travis/venv/bin/pytest", line 11, in <module>')}
    installed = '  File "/home/travis/venv/lib/python3.4/site-packages/_pytest/config.py", line {n}, in f'
    frames = {n: _line(n, installed.format(n=n)) for n in range(2, 6)}
    assert library_frames({**script, **frames, 6: _line(6, "pluggy.PluginValidationError: x")}) == frozenset()


@pytest.mark.parametrize(
    ("log", "inner", "kept"),
    [
        (
            "s28-pyloc/nbconvert-execute-cell-error.gha.log",
            ("nbconvertapp.py", "exporters/exporter.py", "asyncio/base_events.py"),
            ("bin/jupyter-nbconvert", "raise CellExecutionError", "mean = total / len(data['columns'])"),
        ),
        (
            "s30-t63b/papermill-execute.plain",
            ("click/core.py", "papermill/cli.py"),
            ("bin/papermill", "raise error", "----> 2 mean = total / len(data['row'])"),
        ),
    ],
)
def test_a_notebook_runners_frames_are_left_out_above_the_cell_it_quotes(
    log: str, inner: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    """nbconvert's ``--execute`` (7.17.2, nbclient 0.11.0) and papermill (2.7.0) raise with the
    notebook's cell and its IPython traceback as the exception's message, below their own frames
    alone (trial 63, finding 6: 73 lines, 1,347 tokens, mostly nbconvert's frames). The excerpt keeps
    the tool's first and last frame, the cell and its error; the frames between them are left out."""
    report = triage_path(LOG.parents[1] / log, Analyser.load(), DEFAULT_BUDGET)[0]
    shown = "\n".join(line for span in report.excerpt for line in span.lines)
    assert not [part for part in inner if part in shown]
    assert [part for part in kept if part in shown] == list(kept)
    assert report.excerpt_tokens < 500
