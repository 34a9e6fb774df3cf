"""A linter's findings printed as one line of JSON (hadolint ``-f json``, ShellCheck ``-f json``) are
placed at their file, line and column (trial 47 #5). Fixtures: hadolint 2.15.1 and ShellCheck 0.9.0
run here (fixtures/trial-47/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cpu_growth import per_unit_growth

from ci_triage.logs.extract import MAX_LOCATIONS

TRIAL = Path(__file__).parent / "fixtures" / "trial-47"


def test_hadolint_json_findings_are_placed(triage_json) -> None:
    report = triage_json(TRIAL / "hadolint-json-gha.log")
    places = [(place["file"], place["line"], place["column"]) for place in report["locations"]]
    assert places == [("Dockerfile", 2, 1), ("Dockerfile", 3, 1), ("Dockerfile", 4, 1)]


def test_shellcheck_json_findings_are_placed(triage_json) -> None:
    report = triage_json(TRIAL / "shellcheck-json-gha.log")
    assert [(place["file"], place["line"]) for place in report["locations"]] == [
        ("scripts/bad.sh", 2),
        ("scripts/bad.sh", 3),
    ]


def _many_findings(path: Path, copies: int) -> Path:
    """The hadolint log with its JSON array's findings repeated ``copies`` times, each at its own line."""
    lines = (TRIAL / "hadolint-json-gha.log").read_text().splitlines()
    at = next(n for n, line in enumerate(lines) if '[{"code"' in line)
    stamp, array = lines[at].split(" ", 1)
    findings = array[1:-1].split("},{")
    many = ",".join(
        "{" + finding.strip("{}").replace('"line":2', f'"line":{n + 10}') + "}"
        for n, finding in enumerate(findings * copies)
    )
    lines[at] = f"{stamp} [{many}]"
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.mark.complexity
def test_a_long_json_array_is_read_in_linear_time(triage_json, tmp_path) -> None:
    small, large = _many_findings(tmp_path / "small.log", 1000), _many_findings(tmp_path / "large.log", 4000)
    growth = per_unit_growth(lambda: triage_json(small), lambda: triage_json(large), 4)
    assert growth < 2.0, f"CPU per finding grew {growth:.2f}x as the array grew 4x"
    assert 3 <= len(triage_json(large)["locations"]) <= MAX_LOCATIONS
