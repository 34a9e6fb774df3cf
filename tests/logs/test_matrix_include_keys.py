"""``--workflow``: the keys a matrix's ``include:`` entries add are defined; a key that neither the
matrix nor an entry defines is reported even so, and its edit reaches the next step (trial 56,
finding 7: any ``include:`` turned the check off; fixtures: tests/fixtures/trial-56/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-56"


def test_an_undefined_key_beside_an_include_list_is_reported_and_advised(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "wf_include.log", "--workflow", FIXTURES / "wf_include.yml")
    assert report["category"] == "compile/build error"  # the log's own verdict stays
    findings = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert [(line["start_line"], line["finding_kind"]) for line in findings] == [(21, "matrix-key")]
    assert "`build-type`" in findings[0]["summary"]
    assert not any("warnings" in line["summary"] for line in findings)  # an include entry's key
    assert report["next_step"].startswith("Fix the first compiler error shown above")
    note = report["next_step"].partition(" Also, in the workflow (the log does not show it at work): edit `")[2]
    assert note.split("`")[0].endswith("wf_include.yml:21")
