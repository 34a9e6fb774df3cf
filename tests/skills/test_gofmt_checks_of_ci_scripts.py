"""The two gofmt checks CI scripts write most: one that prints its own fix command, one that prints nothing.

Trial 96's findings 4 and 5. A script that echoes ``gofmt -w FILES`` under its message named no file
(no place, the runner's exit line quoted), and ``test -z "$(gofmt -l .)"``, which prints nothing, was
`unknown` with "the step's command names no catalogued tool", though gofmt runs in its command
substitution. The fixtures are go 1.19.8's gofmt run here by those scripts on an unformatted file,
wrapped as a GitHub Actions job log (``tests/fixtures/s35-t96/README.md``).
"""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t96"


def test_the_file_a_scripts_gofmt_w_advice_names_is_the_place(triage_json) -> None:
    report = triage_json(FIXTURES / "gofmt-fix-command.gha.log")
    assert report["category"] == "formatting"
    assert report["tool"] == "gofmt"
    assert [location["file"] for location in report["locations"]] == ["cart/total.go"]
    assert "cart/total.go" in report["summary"]
    assert "gofmt -w" in report["next_step"]


def test_a_silent_gofmt_check_in_a_command_substitution_names_gofmt(triage_json) -> None:
    report = triage_json(FIXTURES / "gofmt-test-z-silent.gha.log")
    assert report["category"] == "formatting"
    assert report["tool"] == "gofmt"
    assert "gofmt -l ." in report["next_step"]
