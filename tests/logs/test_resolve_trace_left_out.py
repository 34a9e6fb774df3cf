"""webpack's "Module not found" keeps its error and the resolver trace's first lines, not the trace.

Real output: webpack 5.113.0 with webpack-cli 7.3.1 on node 20.20.2, ``NO_COLOR=1 npx webpack --mode
production`` on a project whose ``src/index.js`` imports a package not installed (``'left-padx'``)
and a file that is not there (``'./missing'``): each error is followed by enhanced-resolve's trace,
one line per extension and folder tried (``tests/logs/fixtures/js/webpack-module-not-found-trace.txt``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

WEBPACK = Path(__file__).parent / "fixtures" / "js" / "webpack-module-not-found-trace.txt"


def _excerpt_text(analyser: Analyser, path: Path) -> list[str]:
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, analyser, 2000)
    return [text for span in report.excerpt for text in span.lines]


def test_errors_and_first_trace_lines_kept(analyser: Analyser) -> None:
    texts = _excerpt_text(analyser, WEBPACK)
    assert "Module not found: Error: Can't resolve 'left-padx' in '/tmp/s22js/wp/src'" in texts
    assert "Module not found: Error: Can't resolve './missing' in '/tmp/s22js/wp/src'" in texts
    assert "resolve 'left-padx' in '/tmp/s22js/wp/src'" in texts
    assert "  Parsed request is a module" in texts
    assert any(text.startswith("webpack 5.113.0 compiled with 2 errors") for text in texts)


def test_trace_past_its_first_lines_left_out(analyser: Analyser) -> None:
    texts = _excerpt_text(analyser, WEBPACK)
    assert not any("doesn't exist" in text for text in texts)
    assert not any(text.strip() in ("no extension", ".ts", ".wasm", "as directory") for text in texts)
