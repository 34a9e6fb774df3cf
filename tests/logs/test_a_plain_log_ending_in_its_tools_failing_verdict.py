"""A plain log whose last output is its tool's own failing verdict is a whole run: no "no exit
marker" warning and no × 0.75 (trial t121 #8, t123 #8); the same log cut before that verdict keeps
both.

Real output (``tests/fixtures/s45-verdicts/README.md``): esbuild 0.28.2's ``1 error`` (below an
error it decides itself, and below a package it could not resolve, which ``dependency resolution``
decides), TypeScript 5.9.3's ``--pretty`` tally ``Found 2 errors in the same file, starting at: …``
and its ``Errors  Files`` table, ESLint 9.39.5's ``ESLint found too many warnings (maximum: 0).``,
yarn 4.18.1's ``Failed with errors in …``, npm 11.19.1's lifecycle report after a workspace's
script threw, and next 15.1.6's ``> Build failed because of webpack errors``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import NO_EXIT_MARKER

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s45-verdicts"

ENDINGS = [
    # (log, its category, how many lines a cut before the verdict keeps)
    ("esbuild.log", "compile/build error", 6),
    ("esbuild-unresolved-package.log", "dependency resolution", 8),
    ("tsc-same-file.log", "type check", 11),
    ("tsc-three-files.log", "type check", 21),
    ("eslint-max-warnings.log", "lint/format", None),
    ("yarn-no-lockfile.log", "dependency resolution", 2),
    ("npm-workspaces.log", "test failure", 66),
    ("next-build.log", "compile/build error", 21),
]


def _discounted(report: dict) -> bool:
    warned = any(NO_EXIT_MARKER in warning for warning in report["warnings"])
    stepped = any(step["reason"] == "no exit marker" for step in report["confidence_steps"])
    assert warned == stepped, report["warnings"]
    return warned


@pytest.mark.parametrize(("name", "category"), [(name, category) for name, category, _kept in ENDINGS])
def test_a_run_that_ended_with_its_failing_verdict_is_whole(triage_json, name: str, category: str) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == category
    assert not _discounted(report)


@pytest.mark.parametrize(("name", "kept"), [(name, kept) for name, _category, kept in ENDINGS if kept is not None])
def test_the_same_run_cut_before_its_verdict_is_still_cut(triage_json, tmp_path: Path, name: str, kept: int) -> None:
    log = tmp_path / name
    lines = (FIXTURES / name).read_text(encoding="utf-8").splitlines(keepends=True)
    log.write_text("".join(lines[:kept]), encoding="utf-8")
    report = triage_json(log)
    assert report["category"] != "unknown"
    assert _discounted(report)
