"""One settings model for the action and the CLI: action inputs, environment, config file, flags.

Precedence, highest first: command-line flags (passed to :func:`load_settings` as ``overrides``),
action inputs (``INPUT_<NAME>`` as the runner sets them for a container action — the input name
upper-cased with hyphens kept, e.g. ``INPUT_GITHUB-TOKEN``; the underscore spelling is accepted
too), the YAML file named by the ``config`` input (keys spelled with hyphens or underscores), then
the defaults below. The runner's own variables (``GITHUB_REPOSITORY``, ``GITHUB_EVENT_PATH``, …)
fill the run context. The cache folder (``CI_TRIAGE_CACHE_DIR``) is read by
:mod:`ci_triage.config.cache_dir`, apart from this model, since the small-log path needs it without
pydantic. Secrets are ``SecretStr``: they never appear in a repr, a trace or an error.

Reference: GitHub Docs, "Metadata syntax for GitHub Actions" (inputs of Docker container actions)
and "Store information in variables" (default environment variables).
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, SecretStr, ValidationError, field_validator

from ci_triage.base.errors import InputError
from ci_triage.base.redact import register_secret
from ci_triage.config.defaults import (
    DEFAULT_BUDGET,
    DEFAULT_LABEL,
    DEFAULT_MAX_API_CALLS,
    DEFAULT_MAX_ATTEMPTS,
    DEFAULT_MAX_STEPS,
    DEFAULT_MAX_TURNS,
    DEFAULT_SINCE,
    MAX_API_CALLS,
    MIN_API_CALLS,
)

Mode = Literal["comment", "summary", "dry-run", "patch", "scan", "backtest"]


class ScanOptions(BaseModel):
    """What ``ci-triage scan`` (or the action's ``mode: scan``) scans and where the report goes.

    The source is one of ``repo`` (through the API; ``token``, else ``$GITHUB_TOKEN``/``$GH_TOKEN``),
    ``logs`` (a folder of run-log zips, offline) or ``merge`` (JSON reports to combine; no scan).
    ``since``/``until`` bound the window; ``workflow``/``branch`` filter it; ``max_api_calls`` stops a
    scan with a partial report. ``skills``, ``checkout`` and ``no_home_skills`` choose the analyser's
    skills. Field names are the flags' (``--max-api-calls`` is ``max_api_calls``).
    """

    model_config = {"extra": "ignore"}  # the parsed flags carry the subcommand's own entries too

    repo: str | None = None
    logs: str | None = None
    merge: list[str] | None = None
    since: str = DEFAULT_SINCE
    until: str | None = None
    workflow: list[str] = Field(default_factory=list)
    branch: list[str] = Field(default_factory=list)
    default_branch: str | None = None
    max_api_calls: int = DEFAULT_MAX_API_CALLS
    junit_artifacts: bool = False
    format: Literal["markdown", "json"] = "markdown"
    output: str | None = None
    publish: Literal["none", "issue", "summary"] = "none"
    label: str = DEFAULT_LABEL
    bot_login: str | None = None
    token: SecretStr | None = None
    skills: list[str] = Field(default_factory=list)
    checkout: str | None = None
    no_home_skills: bool = False


class Settings(BaseModel):
    """Everything a triage run is configured by. Field names are the inputs with ``_`` for ``-``."""

    model_config = {"extra": "forbid"}

    mode: Mode = "comment"
    github_token: SecretStr | None = None
    repository: str | None = Field(default=None, description="owner/name of the run's repository")
    run_id: int | None = Field(default=None, gt=0)
    run_attempt: int | None = Field(default=None, ge=1)
    event_path: Path | None = None
    api_url: str = "https://api.github.com"
    server_url: str = "https://github.com"
    workspace: Path = Path(".")
    log_path: str | None = None
    baseline_path: str | None = Field(
        default=None, description="with log-path: the same job's last passing log (file, .gz or run-logs zip)"
    )
    workflow_path: str | None = Field(
        default=None, description="with log-path: the run's workflow file, for the failing step's definition"
    )
    provider: str | None = None
    model: str | None = None
    base_url: str | None = None
    api_key: SecretStr | None = None
    max_steps: int = Field(default=DEFAULT_MAX_STEPS, ge=4, le=200)
    max_turns: int = Field(
        default=DEFAULT_MAX_TURNS,
        ge=1,
        le=200,
        description="model requests one draft may make, compaction summaries included",
    )
    max_attempts: int = Field(default=DEFAULT_MAX_ATTEMPTS, ge=1, le=5)
    token_budget: int = Field(default=DEFAULT_BUDGET, ge=100, le=100_000)
    max_input_tokens: int | None = Field(
        default=None, ge=1_000, le=10_000_000, description="the model's input window (default: by provider and model)"
    )
    max_output_tokens: int | None = Field(
        default=None, ge=16, le=1_000_000, description="the cap on each answer (default: by provider and model)"
    )
    max_model_tokens: int | None = Field(
        default=None, ge=1_000, le=100_000_000, description="tokens the model stage may use in all (default: 200,000)"
    )
    fail_on_error: bool = False
    resolve_when_green: bool = Field(
        default=True, description="when the workflow passes again, mark our sticky comment resolved and minimise it"
    )
    check_run: bool = Field(
        default=False, description="also publish the diagnosis as a check run on the PR head commit (checks: write)"
    )
    config: Path | None = None
    propose_fix: bool = Field(default=False, description="propose a verified fix (always on in mode patch)")
    bot_login: str | None = Field(
        default=None,
        description="the login the token posts as, e.g. my-app[bot] for an app token (default: asked of GitHub)",
    )
    verify_command: str | None = Field(default=None, description="the failing check to re-run before and after a fix")
    mcp_config: str | None = Field(default=None, description="a file in the workspace naming MCP servers (docs/mcp.md)")
    backtest_runs: int = Field(
        default=10, ge=1, le=100, description="mode backtest: the failed runs to triage read-only"
    )
    config_warnings: tuple[str, ...] = Field(
        default=(), description="what the config file or the INPUT_* variables set that was ignored, and why"
    )
    since: str = DEFAULT_SINCE
    max_api_calls: int | None = Field(
        default=None,
        ge=MIN_API_CALLS,
        le=MAX_API_CALLS,
        description="REST request budget of mode scan or backtest (default: the mode's, config/defaults.py)",
    )
    scan_publish: Literal["none", "issue", "summary"] = "issue"
    scan_label: str = DEFAULT_LABEL
    scan_output: str | None = None
    scan_merge: str | None = None

    @field_validator(
        "github_token",
        "api_key",
        "provider",
        "model",
        "base_url",
        "log_path",
        "baseline_path",
        "workflow_path",
        "mcp_config",
        "scan_output",
        "scan_merge",
        mode="before",
    )
    @classmethod
    def _empty_is_unset(cls, value: Any) -> Any:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("provider")
    @classmethod
    def _known_provider(cls, value: str | None) -> str | None:
        from ci_triage.agent.llm.providers import PROVIDERS

        if value is not None and value not in PROVIDERS:
            raise ValueError(f"unknown provider {value!r}; one of {', '.join(PROVIDERS)}, or give base-url")
        return value

    @property
    def model_configured(self) -> bool:
        """Whether a language model should draft after the built-in rules (a provider was chosen)."""
        return self.provider is not None or self.base_url is not None


INPUT_NAMES = (
    "mode", "github-token", "log-path", "baseline-path", "workflow-path", "provider", "model", "base-url", "api-key",
    "max-steps", "max-turns", "token-budget", "fail-on-error", "config",
    "max-input-tokens", "max-output-tokens", "max-model-tokens",
    "verify-command", "bot-login", "resolve-when-green", "check-run", "mcp-config", "backtest-runs",
    "repository", "since", "max-api-calls", "scan-publish", "scan-label", "scan-output", "scan-merge",
)  # fmt: skip
SECRET_ROUTING_KEYS = ("github_token", "api_key", "base_url", "provider", "mcp_config")
"""Inputs that decide where a secret goes (the tokens, and the host they are sent to) or which programs
start (the MCP servers file): only ever taken from workflow inputs, flags or the environment. A config
file in the workspace can be changed by any pull request, so a value it sets for one of these is
ignored with a warning."""
CONFIG_KEYS = frozenset(name.replace("-", "_") for name in INPUT_NAMES) - {"config", *SECRET_ROUTING_KEYS}
"""What a config file may set: any input but the file itself and :data:`SECRET_ROUTING_KEYS`."""
RUNNER_VARIABLES = {
    "GITHUB_REPOSITORY": "repository",
    "GITHUB_RUN_ID": "run_id",
    "GITHUB_RUN_ATTEMPT": "run_attempt",
    "GITHUB_EVENT_PATH": "event_path",
    "GITHUB_API_URL": "api_url",
    "GITHUB_SERVER_URL": "server_url",
    "GITHUB_WORKSPACE": "workspace",
}


def action_input(name: str, environ: dict[str, str] | None = None) -> str | None:
    """The value of action input ``name`` (``INPUT_NAME-WITH-HYPHENS`` or underscores), stripped;
    None when unset or empty."""
    env = os.environ if environ is None else environ
    for key in (f"INPUT_{name.upper()}", f"INPUT_{name.upper().replace('-', '_')}"):
        value = env.get(key, "").strip()
        if value:
            return value
    return None


def load_settings(overrides: dict[str, Any] | None = None, environ: dict[str, str] | None = None) -> Settings:
    """Settings from the runner's variables, the config file, the action inputs and ``overrides``.

    Raises :class:`InputError` naming the input for a value that does not validate, an unknown key
    in the config file, or a config file that cannot be read. An ``INPUT_*`` variable that names no
    input (a misspelt ``with:`` key) is not an error, since the runner passes whatever the workflow
    gives, but ``config_warnings`` names it and the closest known input.
    """
    env = dict(os.environ if environ is None else environ)
    values: dict[str, Any] = {field: env[var] for var, field in RUNNER_VARIABLES.items() if env.get(var)}
    warnings = list(_unknown_input_warnings(env))
    inputs = {name.replace("-", "_"): value for name in INPUT_NAMES if (value := action_input(name, env))}
    given = {key: value for key, value in (overrides or {}).items() if value is not None}
    config_path = given.get("config") or inputs.get("config")
    if config_path:
        from_file = _config_file(Path(config_path), Path(values.get("workspace", ".")))
        ignored = [key for key in SECRET_ROUTING_KEYS if key in from_file]
        if ignored:
            names = ", ".join(key.replace("_", "-") for key in ignored)
            warnings.append(
                f"the config file {config_path} sets {names}, which decide where secrets go; ignored "
                "(a pull request can change that file): give them as workflow inputs or flags"
            )
        values.update({key: value for key, value in from_file.items() if key not in SECRET_ROUTING_KEYS})
    values.update(inputs)
    values.update(given)
    if warnings:
        values["config_warnings"] = tuple(warnings)
    for flag in ("fail_on_error", "resolve_when_green", "check_run"):
        if isinstance(values.get(flag), str):
            values[flag] = _boolean(values[flag], flag.replace("_", "-"))
    try:
        settings = Settings.model_validate(values)
    except ValidationError as error:
        first = error.errors()[0]
        name = str(first["loc"][0]).replace("_", "-") if first["loc"] else "settings"
        raise InputError(f"input {name}: {first['msg']}") from None
    for name, secret in (("api-key", settings.api_key), ("github-token", settings.github_token)):
        if secret is not None:
            register_secret(secret.get_secret_value(), name)  # masked by value wherever it appears
    return settings


def _unknown_input_warnings(env: dict[str, str]) -> list[str]:
    """One warning per ``INPUT_*`` variable in ``env`` that is no input of the action (hyphens and
    underscores alike), naming the closest known input when one is close (:func:`difflib.get_close_matches`)."""
    known = set(INPUT_NAMES)
    warnings = []
    for key in sorted(env):
        if not key.startswith("INPUT_"):
            continue
        name = key.removeprefix("INPUT_").lower().replace("_", "-")
        if name not in known:
            warnings.append(f"unknown input {name!r} ({key}) is ignored{_closest(name)}")
    return warnings


def _closest(name: str) -> str:
    """``"; did you mean 'x'?"`` for the known input closest to ``name``, or ``""``."""
    close = difflib.get_close_matches(name, INPUT_NAMES, n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def _config_file(path: Path, workspace: Path) -> dict[str, Any]:
    """The YAML config file's keys (hyphens → underscores). The file must be inside ``workspace``
    (like ``log-path``: the action reads nothing else of the runner's disk); secrets are refused."""
    import yaml  # only a run with a config file parses YAML

    full = in_workspace(str(path), workspace, "config")
    try:
        loaded = yaml.safe_load(full.read_text(encoding="utf-8")) or {}
    except OSError as error:
        raise InputError(f"input config: cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise InputError(f"input config: {path} is not UTF-8 text") from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark else ""
        problem = " ".join(str(getattr(error, "problem", None) or "not valid YAML").split())
        raise InputError(f"input config: {path}{where}: {problem}") from None
    except (ValueError, TypeError, OverflowError) as error:  # e.g. a timestamp out of range
        raise InputError(f"input config: {path}: a value YAML cannot load ({error})") from None
    if not isinstance(loaded, dict):
        raise InputError(f"input config: {path} must be a mapping of input names to values")
    values = {str(key).replace("-", "_"): value for key, value in loaded.items()}
    unknown = sorted(key for key in values if key not in CONFIG_KEYS and key not in SECRET_ROUTING_KEYS)
    if unknown:
        name = unknown[0].replace("_", "-")
        raise InputError(f"input config: {path}: unknown input {name!r}{_closest(name)}")
    return values


def in_workspace(value: str, workspace: Path, input_name: str) -> Path:
    """``value`` (an input naming a path) resolved inside ``workspace``. One that leaves it (``..``,
    absolute, ``~``, a symlink pointing out) raises :class:`InputError`: the action reads and writes
    only the workspace, never the rest of the runner's disk."""
    root = workspace.resolve()
    path = (root / value).resolve()
    if value.startswith("~") or not path.is_relative_to(root):
        raise InputError(f"input {input_name}: {value!r} is outside the workspace ({root}); give a path inside it")
    return path


def _boolean(text: str, name: str = "fail-on-error") -> bool:
    lowered = text.strip().lower()
    if lowered in ("true", "yes", "1", "on"):
        return True
    if lowered in ("false", "no", "0", "off", ""):
        return False
    raise InputError(f"input {name}: expected true or false, got {text!r}")
