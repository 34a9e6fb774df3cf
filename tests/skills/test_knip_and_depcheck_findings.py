"""knip's and depcheck's reports of a package's manifest against its imports were `unknown`: the
headline quoted `lodash  package.json:1:87` or the header `Missing dependencies`, and `npx knip` was
called an npm-script wrapper (trial 102 #6, #7, #13). They are lint/format, as deptry's for Python.

Real output: knip 6.48.0 and depcheck 1.4.7, the trial's logs and a project made here with every
section (tests/fixtures/s36-t102b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t102b"


def test_knips_sections_are_lint_findings_at_their_places(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "knip-sections.gha.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("lint/format", "knip")
    assert "Unused files (1)" in report["summary"]
    places = [(location["file"], location["line"]) for location in report["locations"]]
    assert places[:4] == [("src/orphan.js", None), ("package.json", 1), ("package.json", 1), ("src/index.js", 2)]
    assert ("src/util.js", 2) in places


def test_the_trials_knip_run_is_knips(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "knip.gha.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("lint/format", "knip")
    assert "npm-script" not in report["next_step"]


def test_a_missing_dependency_leads_depchecks_report(triage_json: Callable[..., dict]) -> None:
    for name in ("depcheck.gha.log", "depcheck-sections.gha.log"):
        report = triage_json(FIXTURES / name, "--no-home-skills")
        assert (report["category"], report["tool"]) == ("lint/format", "depcheck")
        assert "missing dependency" in report["summary"]
        assert "* dayjs: ./src/index.js" in report["summary"]
        assert [(location["file"], location["line"]) for location in report["locations"]] == [("src/index.js", None)]
