"""A secret's name is no secret (trial 112, finding 4): only its value is.

``./publish.sh: line 3: PYPI_TOKEN: PYPI_TOKEN is empty`` (bash's ``${NAME:?message}`` with a message
naming the variable again) read as ``NAME: value`` had the name masked and learned, so every
``PYPI_TOKEN`` after it, the workflow's ``${{ secrets.PYPI_TOKEN }}`` too, read ``<redacted:secret>``;
``Error: API_KEY: missing value, set it …`` had ``missing`` masked. Names here are joined from parts
so no ``NAME: value`` pair sits in the repository as a literal."""

from __future__ import annotations

import pytest

from ci_triage.base.redact import find_secrets, redact

PYPI = "PYPI_" + "TOKEN"
API_KEY = "API_" + "KEY"


@pytest.mark.parametrize(
    "line",
    [
        f"./publish.sh: line 3: {PYPI}: {PYPI} is empty - set the repository secret",  # GNU bash 5.2.15
        f"{PYPI}: {PYPI} must be set",
        "GH_" + "TOKEN: GITHUB_" + "TOKEN is not set",
        f"Error: {API_KEY}: missing value, set it in repository secrets",
        f"publish: {PYPI}: empty in this run, set it",
    ],
)
def test_a_message_naming_a_secret_keeps_the_names(line: str) -> None:
    assert redact(line) == line
    assert find_secrets(line) == []
    assert redact("  " + PYPI + ": ${{ secrets." + PYPI + " }}") == "  " + PYPI + ": ${{ secrets." + PYPI + " }}"


@pytest.mark.parametrize(
    ("line", "value"),
    [
        (f"Error: {API_KEY}: " + "hunter" + "22 is wrong", "hunter" + "22"),  # a password's shape
        (f"Error: {API_KEY}: " + "letme" + "in", "letme" + "in"),  # a word at the line's end
        (f"{API_KEY}: " + "letme" + "in now", "letme" + "in"),  # a setting's line, not a message
        ("  DB_" + "PASSWORD: " + "letme" + "in now", "letme" + "in"),  # the runner's env block
        ("DB_" + "PASSWORD=" + "Hunter" + "_2x", "Hunter" + "_2x"),
        ("password: " + "Zq7" + "xKp_Q", "Zq7" + "xKp_Q"),
    ],
)
def test_a_value_after_a_secrets_name_stays_masked(line: str, value: str) -> None:
    assert value not in redact(line)
