"""trufflehog3's findings are a security audit placed at their file and line, and never quoted.

Trial 80: `trufflehog3 --no-history .` printed three findings (`MEDIUM  AWS API Key`, `MEDIUM  High
Entropy`, each under its file, the file's line below with its number first) and exited 2; the step
was `unknown` and the summary quoted the exit line. The logs are trufflehog3 3.0.10's real output
(tests/fixtures/s32-t80/README.md) with placeholders where the secrets were; the secrets are built
here at run time from random parts, and no 12-character piece of them may be shown.
"""

from __future__ import annotations

import json
import random
import string
from pathlib import Path

import pytest

from ci_triage.base.redact import forget_secrets
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-t80"
SETTINGS, RELEASE = "deploy/settings.py", "deploy/release.sh"


def _secrets(seed: int) -> dict[str, str]:
    rng = random.Random(seed)
    upper = string.ascii_uppercase + string.digits
    mixed = string.ascii_letters + string.digits
    return {
        "@AWS_KEY_ID@": "AK" + "IA" + "".join(rng.choice(upper) for _ in range(16)),
        "@AWS_SECRET@": "".join(rng.choice(mixed) for _ in range(40)),
        "@GITHUB_TOKEN_BODY@": "".join(rng.choice(mixed) for _ in range(36)),
    }


@pytest.mark.parametrize(
    ("name", "places"),
    [
        ("trufflehog3.gha.log", [(SETTINGS, 4), (RELEASE, 4), (SETTINGS, 5)]),
        ("trufflehog3-history.gha.log", [(SETTINGS, 4), (SETTINGS, 5), (RELEASE, 4)]),
    ],
)
@pytest.mark.parametrize("form", ["json", "markdown", "text"])
def test_trufflehog3s_findings_are_a_security_audit_at_their_places_with_no_secret_shown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, places: list[tuple[str, int]], form: str
) -> None:
    forget_secrets()
    secrets = _secrets(80)
    text = (FIXTURES / name).read_text(encoding="utf-8")
    for placeholder, secret in secrets.items():
        text = text.replace(placeholder, secret)
    log, trace = tmp_path / name, tmp_path / "trace.jsonl"
    log.write_text(text, encoding="utf-8")
    assert main(["triage", str(log), "--format", form, "--trace", str(trace)]) == 0
    shown = capsys.readouterr().out
    for secret in secrets.values():
        pieces = {secret[i : i + 12] for i in range(len(secret) - 11)}
        assert not any(piece in shown or piece in trace.read_text(encoding="utf-8") for piece in pieces)
    if form == "json":
        report = json.loads(shown)
        assert report["category"] == "security audit"
        assert "MEDIUM  AWS API Key" in report["summary"]
        found = [(place["file"], place["line"]) for place in report["locations"]]
        assert found[: len(places)] == places
    forget_secrets()
