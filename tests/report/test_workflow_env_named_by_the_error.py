"""With ``--workflow``, the report cites the failing step's ``env:`` line of the variable its error
names (trial 44, finding 9: ``RELEASE_CHANNEL: unbound variable`` was in the JSON's workflow lines,
not in the Markdown comment, which listed only ``runs-on`` and ``run``), and the names of the step's
other ``env`` variables, never their values (trial 48, finding 10: ``PYTHONHASHSEED`` was in the
JSON's workflow lines, not in the Markdown).

The log holds real bash 5.2.15 output of ``: "${NPM_TOKEN:?must be set to publish}"`` with the
variable empty, as a secret is on a fork's pull request, in a GitHub Actions step whose header shows
its ``env:`` (tests/fixtures/trial-44/README.md); the workflow sets ``NPM_TOKEN`` from a secret and
another variable the error does not name. The env line is cited first, as the finding that the
variable read empty (``variable-empty``, session 39: the secret to define is named).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main

TRIAL_44 = Path(__file__).parents[1] / "fixtures" / "trial-44"


def _triage(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, form: str) -> str:
    """The report in ``form``, the log and the workflow named from their folder (short paths)."""
    monkeypatch.chdir(TRIAL_44)
    arguments = ["triage", "gha-parameter-unset.log", "--workflow", "gha-parameter-unset.yml", "--format", form]
    assert main(arguments) == 0
    return capsys.readouterr().out


def test_the_markdown_cites_the_env_line_of_the_variable_the_error_names(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    comment = _triage(capsys, monkeypatch, "markdown")
    cited = "**`gha-parameter-unset.yml:13`** this line sets `NPM_TOKEN` from `${{ secrets.NPM_TOKEN }}`"
    assert cited in comment
    assert "define the secret `NPM_TOKEN`" in comment


def test_the_markdown_names_the_steps_other_env_variables_without_their_values(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    comment = _triage(capsys, monkeypatch, "markdown")
    named = comment.index("`gha-parameter-unset.yml:13`** this line sets `NPM_TOKEN`")
    assert comment.index("`gha-parameter-unset.yml:12` env: `NODE_ENV`") > named
    assert "production" not in comment


def test_the_terminal_view_cites_it_too(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    shown = _triage(capsys, monkeypatch, "text")
    assert "gha-parameter-unset.yml:13 this line sets `NPM_TOKEN`" in shown
    assert "gha-parameter-unset.yml:12 NODE_ENV\n" in shown
    assert "production" not in shown
