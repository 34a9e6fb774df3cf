"""``docker compose`` without its plugin, and ``docker-compose`` (Compose v1) not installed: the
advice names the plugin and the v2 spelling, not a misspelled option (trial 66, finding 8).

Without the compose plugin docker reads ``compose`` as no command of its own and its options as
docker's: ``unknown shorthand flag: 'f' in -f`` above docker's own usage, or, with no option,
``docker: 'compose' is not a docker command.`` (docker 20.10) / ``docker: unknown command: docker
compose`` (docker 28). ``docker-compose`` left GitHub's hosted images in July 2024 (GitHub changelog,
2024-04-10, "GitHub-hosted runner images deprecation notice: Docker Compose v1").

Fixtures (tests/fixtures/s30-t66b, README there): real output of the docker CLI 20.10.24 of Debian
12's docker.io package (no engine, no plugin), docker CLI 28.2.2, bash 5.2 and dash 0.5.12.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t66b"


@pytest.mark.parametrize(
    ("log", "quoted"),
    [
        ("docker-compose-plugin-missing.gha.log", "unknown shorthand flag: 'f' in -f"),
        ("docker-compose-plugin-missing-no-option.gha.log", "docker: 'compose' is not a docker command."),
        ("docker28-compose-plugin-missing-no-option.gha.log", "docker: unknown command: docker compose"),
    ],
)
def test_docker_without_the_compose_plugin_is_told_to_install_the_plugin(
    triage_json: Callable[..., dict], log: str, quoted: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "configuration"
    assert report["summary"].endswith(quoted)
    assert "`docker-compose-plugin`" in report["next_step"]
    assert "check the spelling" not in report["next_step"]


@pytest.mark.parametrize("log", ["docker-compose-v1-not-found.gha.log", "docker-compose-v1-not-found-dash.gha.log"])
def test_docker_compose_v1_not_found_is_told_to_write_docker_compose(
    triage_json: Callable[..., dict], log: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "configuration"
    assert "docker-compose: " in report["summary"]
    assert "write `docker compose` (a space, not a hyphen)" in report["next_step"]
    assert "removed in July 2024" in report["next_step"]


def test_another_commands_unknown_option_keeps_the_usage_advice(triage_json: Callable[..., dict]) -> None:
    """Only docker's own top-level usage below the line says the command before the option was no
    docker command; a tool's own usage (kubectl's, a docker subcommand's) says the option is wrong."""
    report = triage_json(FIXTURES / "docker-run-unknown-flag.gha.log")
    assert report["summary"].endswith("unknown flag: --frob")
    assert "check the spelling" in report["next_step"]
