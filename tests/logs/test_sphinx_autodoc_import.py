"""autodoc's failed import is a Sphinx warning that fails a ``-W`` build; the traceback under it explains it.

Real ``sphinx-build -W --keep-going -b html`` output (Sphinx 9.0.4, Python 3.11.7;
``tests/fixtures/s30-sphinx/README.md``): ``WARNING: autodoc: failed to import 'extra' from module
'mypkg'; the following exception was raised:`` over the ``ModuleNotFoundError`` traceback of the
module's import. The line names no file, so no skill read it, and the ``ModuleNotFoundError`` under
it counted against the verdict: alone it was a 0.23 guess quoting ``build finished with problems``,
beside other warnings it lowered the verdict and the summary quoted a later warning (trial 63,
finding 3). The warning now decides, the traceback is its explanation (no rival), and the advice
names the docs environment's missing package and conf.py's ``sys.path``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s30-sphinx"


@pytest.mark.parametrize("name", ["sphinx-autodoc-import.gha.log", "sphinx-autodoc-and-docstring.gha.log"])
def test_the_failed_import_decides_and_its_traceback_is_no_rival(name: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), Analyser.load(), 2000)
    assert report.category == "compile/build error"
    assert report.confidence >= 0.7
    assert "WARNING: autodoc: failed to import 'extra' from module 'mypkg'" in report.summary
    assert report.jobs[0].classification.competing == []
    advice = next_step(report)
    assert "autodoc_mock_imports" in advice
    assert "sys.path" in advice
    excerpt = "\n".join(line for span in report.jobs[0].excerpt for line in span.lines)
    assert "ModuleNotFoundError: No module named 'yaml_not_installed'" in excerpt
