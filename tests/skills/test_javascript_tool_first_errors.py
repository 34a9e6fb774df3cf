"""JavaScript tools' first errors, read as their own and not as another language's (a user trial).

``tests/fixtures/trial-18/`` (real ESLint 9.39, prettier 3.10 and Vite 7.3 output made here, see its
README):

- an ESM ``eslint.config.js`` in a CommonJS package: Node's ``SyntaxError: Cannot use import statement
  outside a module`` under the config file's place was python-syntax's (compile/build error, tool
  ``python``, 0.45) on the plain log and node's runtime error on the Actions log (0.29); Python prints
  its ``SyntaxError:`` only below a ``File "x.py", line 3`` line, so the line is the config's (a module
  of the project that does not parse, below Node's ``bad.js:2``, is node-syntax's compile error);
- ESLint's ``4:1  error  Parsing error: Unexpected token`` names no rule: it was no signal, so the
  summary quoted the next file's rule error and the file had no line;
- prettier's ``[error] src/entry.js: SyntaxError: … (4:1)`` (exit code 2) lost to a ``[warn] src/math.js``;
- Vite 7's ``Could not resolve entry module "index.html".`` under ``error during build:`` lost to
  ``✗ Build failed in 13ms``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-18"


def _triage(path: Path, analyser: Analyser) -> TriageReport:
    with open_log_source(str(path)) as source:
        return triage_source(source, analyser, DEFAULT_BUDGET)[0]


def _signals(report: TriageReport) -> set[str]:
    return {f"{hit.skill}/{hit.signal}" for hit in report.jobs[0].classification.signals}


@pytest.mark.parametrize(
    ("name", "tool"), [("eslint-config-crash.plain.log", "eslint"), ("eslint-config-crash.gha.log", "eslint")]
)
def test_a_config_node_could_not_load_is_configuration_not_python(
    name: str, tool: str | None, analyser: Analyser
) -> None:
    report = _triage(FIXTURES / name, analyser)
    assert (report.category, report.tool) == ("configuration", tool)
    assert "configuration/js-config-error" in _signals(report)
    assert not any(signal.startswith("python-syntax/") for signal in _signals(report))
    assert "SyntaxError: Cannot use import statement outside a module" in report.summary
    place = report.jobs[0].locations[0]
    assert (place.file.endswith("/js/eslint.config.js"), place.line) == (True, 1)


def test_pythons_own_syntax_error_is_still_pythons(tmp_path: Path, analyser: Analyser) -> None:
    """The interpreter's own output for ``python -c`` (``File "<string>", line 1``, no file)."""
    run = subprocess.run([sys.executable, "-c", "def f(:"], capture_output=True, text=True, check=False)
    log = tmp_path / "python-c.log"
    log.write_text(run.stderr, encoding="utf-8")
    report = _triage(log, analyser)
    assert (report.category, report.tool) == ("compile/build error", "python")
    assert "python-syntax/syntax-error" in _signals(report)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_a_module_node_could_not_parse_is_a_compile_error(tmp_path: Path, analyser: Analyser) -> None:
    """Node's own output for a module that does not parse (``bad.js:2``, its caret, ``SyntaxError:``)."""
    (tmp_path / "bad.js").write_text("const a = 1;\nconsole.log(a +);\n", encoding="utf-8")
    run = subprocess.run(["node", "bad.js"], cwd=tmp_path, capture_output=True, text=True, check=False)
    log = tmp_path / "node.log"
    log.write_text(run.stderr, encoding="utf-8")
    report = _triage(log, analyser)
    assert (report.category, report.tool) == ("compile/build error", "node")
    assert "SyntaxError: Unexpected token" in report.summary
    place = report.jobs[0].locations[0]
    assert (place.file.endswith("/bad.js"), place.line) == (True, 2)


@pytest.mark.parametrize(
    ("name", "quoted", "first_place"),
    [
        ("eslint.gha.log", "src/entry.js:4:1: error  Parsing error: Unexpected token", ("src/entry.js", 4)),
        (
            "prettier.gha.log",
            'src/entry.js: SyntaxError: Unexpected token, expected "," (4:1)',
            ("src/entry.js", 4),
        ),
        ("vite.gha.log", 'Could not resolve entry module "index.html".', ("index.html", None)),
    ],
)
def test_the_summary_quotes_the_first_error(
    name: str, quoted: str, first_place: tuple[str, int | None], analyser: Analyser
) -> None:
    report = _triage(FIXTURES / name, analyser)
    assert quoted in report.summary, report.summary
    place = report.jobs[0].locations[0]
    assert (place.file.endswith(first_place[0]), place.line) == (True, first_place[1]), place
