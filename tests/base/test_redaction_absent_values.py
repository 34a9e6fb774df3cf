"""A secret's name beside a word for no value (``undefined``, ``<missing>``, ``(empty)``, ``<nil>``) shows
that the secret is missing, not its value: the word is neither masked nor learned. envalid's report
``DEPLOY_TOKEN: undefined`` had ``undefined`` learned as a secret, so ``API_URL: undefined`` on the next
line read ``API_URL: <redacted:secret>`` (real envalid 8.2.0 output under node 20.20.2,
tests/logs/fixtures/s50-env/README.md). Secret-shaped values are built from parts at run time."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.base.redact import find_secrets, redact

FIXTURES = Path(__file__).parents[1] / "logs" / "fixtures" / "s50-env"
DEPLOY = "DEPLOY_" + "TOKEN"


def test_envalids_report_of_missing_variables_shows_every_name_and_undefined(triage_json) -> None:
    report = triage_json(FIXTURES / "envalid-missing.log")
    assert report["category"] == "configuration"
    shown = [line for block in report["excerpt"] for line in block["lines"]]
    assert [line.strip() for line in shown if line.strip().endswith(": undefined")] == [
        "API_URL: undefined",
        f"{DEPLOY}: undefined",
        "NPM_" + "TOKEN: undefined",
    ]
    assert "<redacted" not in str(report)


@pytest.mark.parametrize("absent", ["undefined", "<missing>", "(empty)", "<nil>", "<unset>"])
def test_a_word_for_no_value_after_a_secrets_name_is_kept_and_a_value_beside_it_masked(absent: str) -> None:
    for line in (f"    {DEPLOY}: {absent}", f"{DEPLOY}={absent}", "password: " + absent):
        assert redact(line) == line
        assert find_secrets(line) == []
    value = absent.strip("<>()") + "Zq7" + "xKp_Q"  # a word for no value that goes on is a value
    assert value not in redact(f"    {DEPLOY}: {value}")
    assert value not in redact(f"    {DEPLOY}: <{value}>")
