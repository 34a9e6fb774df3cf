"""pip's resolver conflict and its hash-checking refusal get advice of their own, not "refresh the lock file".

Trial 86 (finding 7): ``pip install -r requirements.txt`` of ``fastapi==0.95.2`` beside
``pydantic==2.9.2`` (``ResolutionImpossible``) and a requirement added without ``--hash`` to a
hashed file (``Hashes are required in --require-hashes mode``) were told "Check the package names,
versions and registry shown above; refresh the lock file.": neither has a lock file to refresh.
The conflict's advice now quotes the two requirements pip's ``The conflict is caused by:`` lines
name; the missing hashes' says to write the requirements again with hashes. Fixtures: pip 23.2.1,
trial 86's logs 19 and 35 (tests/fixtures/s33-t86/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t86"


def _report(name: str, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_pip_conflict_quotes_the_requirements_that_cannot_hold_together(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = _report("pip-install-resolution-impossible.gha.log", capsys)
    assert report["category"] == "dependency resolution"
    advice = str(report["next_step"])
    assert "`The user requested pydantic==2.9.2` against `fastapi 0.95.2 depends on pydantic!=1.7," in advice
    assert "<2.0.0 and >=1.6.2`" in advice
    assert "refresh the lock file" not in advice


def test_missing_hashes_say_to_write_the_requirements_again_with_hashes(capsys: pytest.CaptureFixture[str]) -> None:
    report = _report("pip-install-hashes-missing.gha.log", capsys)
    assert report["category"] == "dependency resolution"
    assert float(str(report["confidence"])) >= 0.9  # pip's own line decides, not the step's command
    advice = str(report["next_step"])
    assert "--generate-hashes" in advice
    assert "refresh the lock file" not in advice
