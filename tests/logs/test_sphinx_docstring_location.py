"""Sphinx's warning about a docstring is a location in the module's file, without a line.

``tests/fixtures/s30-sphinx/sphinx-autodoc-and-docstring.gha.log`` is real ``sphinx-build -W
--keep-going`` output (Sphinx 9.0.4, Python 3.11.7; ``tests/fixtures/s30-sphinx/README.md``):
``/…/mypkg/__init__.py:docstring of mypkg.add:4: WARNING: py:class reference target not found:
Widget``. The location had been ``mypkg.add:4``, a dotted name read as a file (trial 63, finding 5);
the 4 is a line of the docstring, not of the file, so the location has none and its message keeps it.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

CHECKOUT = "/home/runner/work/widget/widget/"
"""The runner's checkout folder in the log; the report shows paths of the repository."""
FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "s30-sphinx" / "sphinx-autodoc-and-docstring.gha.log"


def test_the_docstrings_module_is_the_location_without_the_docstrings_line() -> None:
    report, _ = triage_path(str(FIXTURE), Analyser.load(), 2000)
    places = {location.file.removeprefix(CHECKOUT): location for location in report.locations}
    assert "mypkg.add" not in places
    docstring = places["mypkg/__init__.py"]
    assert docstring.line is None
    assert docstring.message is not None
    assert docstring.message.startswith("docstring of mypkg.add:4: WARNING: py:class reference target not found")
