"""Node's ES module stack frames (``at file:///home/runner/work/p/p/x.mjs:3:25``) are source locations.

Real output: ESLint 9.39.5 on node 20.20.2, ``npx eslint src`` in ``/home/runner/work/p/p`` (the
runner's checkout folder, made here) whose ``eslint.config.mjs`` calls a function its helper module
does not export: "Oops! Something went wrong!", the ``TypeError`` and its frames, the first the
config file as ESLint imports it (``file:///…/eslint.config.mjs?mtime=…:3:25``), the last two a
scoped package's (``file:///…/node_modules/@humanfs/core/src/hfs.js``)
(``tests/logs/fixtures/js/eslint-9.39.5-config-esm-frame.txt``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

ESLINT = Path(__file__).parent / "fixtures" / "js" / "eslint-9.39.5-config-esm-frame.txt"


def _locations(analyser: Analyser, path: Path) -> list[tuple[str, int | None]]:
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, analyser, 2000)
    return [(location.file, location.line) for location in report.locations]


def test_module_frame_with_a_query_is_the_location(analyser: Analyser) -> None:
    # the runner's folder is left out later, by the evidence's repository_paths
    assert _locations(analyser, ESLINT)[0] == ("/home/runner/work/p/p/eslint.config.mjs", 3)


def test_scoped_package_frames_are_not_the_projects(analyser: Analyser) -> None:
    assert not any("hfs.js" in file for file, _ in _locations(analyser, ESLINT))
