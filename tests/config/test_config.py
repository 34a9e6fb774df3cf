"""Settings from action inputs, the runner's variables and a config file; bad values are one clear error."""

from __future__ import annotations

import pytest

from ci_triage.base.errors import InputError
from ci_triage.config.settings import load_settings


def test_inputs_with_hyphens_or_underscores_and_runner_variables_fill_the_settings():
    settings = load_settings(
        environ={
            "INPUT_MAX-STEPS": "12",
            "INPUT_TOKEN_BUDGET": "3000",
            "INPUT_FAIL-ON-ERROR": "true",
            "GITHUB_REPOSITORY": "o/r",
            "GITHUB_RUN_ID": "99",
        }
    )
    assert (settings.max_steps, settings.token_budget, settings.fail_on_error) == (12, 3000, True)
    assert (settings.repository, settings.run_id) == ("o/r", 99)
    assert not settings.model_configured


def test_a_config_file_sets_inputs_and_explicit_inputs_win(tmp_path):
    (tmp_path / "ci-triage.yml").write_text("mode: summary\ntoken-budget: 1500\nmodel: m1\n")
    settings = load_settings(
        environ={"GITHUB_WORKSPACE": str(tmp_path), "INPUT_CONFIG": "ci-triage.yml", "INPUT_TOKEN-BUDGET": "2500"}
    )
    assert (settings.mode, settings.token_budget, settings.model) == ("summary", 2500, "m1")
    assert settings.config_warnings == ()


@pytest.mark.parametrize(
    "line",
    [
        "base-url: https://collector.example.invalid/v1",
        "provider: ollama",
        "api-key: " + "sk-" + "x" * 20,
        "github-token: " + "gh" + "p_" + "B" * 36,
    ],
)
def test_inputs_that_decide_where_secrets_go_are_ignored_in_the_config_file_with_a_warning(tmp_path, line):
    (tmp_path / "c.yml").write_text(line + "\nmode: summary\n")
    settings = load_settings(
        environ={
            "GITHUB_WORKSPACE": str(tmp_path),
            "INPUT_CONFIG": "c.yml",
            "INPUT_PROVIDER": "openai",
            "INPUT_API-KEY": "sk-" + "y" * 20,
        }
    )
    assert settings.mode == "summary"
    assert (settings.provider, settings.base_url) == ("openai", None)
    assert settings.api_key.get_secret_value() == "sk-" + "y" * 20
    assert settings.github_token is None
    (warning,) = settings.config_warnings
    assert line.split(":")[0] in warning
    assert "ignored" in warning


@pytest.mark.parametrize("value", ["2024-02-30", "2024-13-45", "0000-01-01"])
def test_a_yaml_value_python_cannot_hold_is_an_input_error(tmp_path, value):
    (tmp_path / "c.yml").write_text(f"since: {value}\n")
    with pytest.raises(InputError, match="input config"):
        load_settings(environ={"GITHUB_WORKSPACE": str(tmp_path), "INPUT_CONFIG": "c.yml"})


def test_the_token_never_shows_in_the_settings_repr():
    token = "gh" + "p_" + "A" * 36
    assert token not in repr(load_settings(environ={"INPUT_GITHUB-TOKEN": token}))


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({"INPUT_MODE": "everything"}, "input mode"),
        ({"INPUT_MAX-STEPS": "many"}, "input max-steps"),
        ({"INPUT_FAIL-ON-ERROR": "maybe"}, "input fail-on-error"),
        ({"INPUT_CONFIG": "missing.yml"}, "input config: cannot read missing.yml"),
    ],
)
def test_a_bad_value_names_its_input(environ, message):
    with pytest.raises(InputError, match=message):
        load_settings(environ=environ)


@pytest.mark.parametrize("where", ["/etc/passwd", "../outside.yml"])
def test_a_config_file_outside_the_workspace_is_refused(tmp_path, where):
    workspace = tmp_path / "ws"
    workspace.mkdir()
    (tmp_path / "outside.yml").write_text("secret-db-password: x\n")
    with pytest.raises(InputError, match="is outside the workspace"):
        load_settings(environ={"GITHUB_WORKSPACE": str(workspace), "INPUT_CONFIG": where})


def test_broken_yaml_and_unknown_keys_are_one_line_errors(tmp_path):
    (tmp_path / "broken.yml").write_text("mode: [summary\n")
    (tmp_path / "odd.yml").write_text("colour: red\n")
    with pytest.raises(InputError) as broken:
        load_settings(environ={"GITHUB_WORKSPACE": str(tmp_path), "INPUT_CONFIG": "broken.yml"})
    assert "\n" not in str(broken.value)
    assert "broken.yml (line 2)" in str(broken.value)
    with pytest.raises(InputError, match="unknown input 'colour'"):
        load_settings(environ={"GITHUB_WORKSPACE": str(tmp_path), "INPUT_CONFIG": "odd.yml"})


def test_with_the_runner_passing_empty_defaults_the_config_file_decides(tmp_path):
    (tmp_path / "c.yml").write_text("mode: summary\ntoken-budget: 300\nfail-on-error: true\n")
    empty = {f"INPUT_{name.upper()}": "" for name in ("mode", "token-budget", "fail-on-error", "max-steps")}
    settings = load_settings(environ={**empty, "GITHUB_WORKSPACE": str(tmp_path), "INPUT_CONFIG": "c.yml"})
    assert (settings.mode, settings.token_budget, settings.fail_on_error) == ("summary", 300, True)


def test_an_unknown_provider_is_refused_with_the_known_ones():
    with pytest.raises(InputError, match=r"input provider: .*unknown provider 'bogus'; one of nvidia"):
        load_settings(environ={"INPUT_PROVIDER": "bogus"})


def test_an_unknown_input_variable_is_a_warning_naming_the_closest_input():
    settings = load_settings(environ={"INPUT_TOKEN_BUDGTE": "3000", "INPUT_MODE": "summary", "INPUT_LOG-PATH": ""})
    assert settings.token_budget != 3000
    assert settings.config_warnings == (
        "unknown input 'token-budgte' (INPUT_TOKEN_BUDGTE) is ignored; did you mean 'token-budget'?",
    )


def test_a_misspelt_config_key_names_the_closest_input(tmp_path):
    (tmp_path / "c.yml").write_text("max-turn: 4\n")
    with pytest.raises(InputError, match="unknown input 'max-turn'; did you mean 'max-turns'\\?"):
        load_settings(environ={"GITHUB_WORKSPACE": str(tmp_path), "INPUT_CONFIG": "c.yml"})
