"""Composer's resolver failing on the job's own PHP or Composer: the summary quotes the ``Problem``
line that says which (not the resolver's ``Your requirements could not be resolved…`` header) and the
advice is the job's PHP or Composer, not the lock file.

Composer 2.5.5 run here and Composer 1's lines from public issue threads
(tests/fixtures/s50-causes/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-causes"


@pytest.mark.parametrize(
    ("name", "quoted", "advised"),
    [
        (
            "composer_plugin_api_too_new.gha.log",
            "requires composer-plugin-api ^3.0 -> found composer-plugin-api[2.3.0]",
            "composer:v2",
        ),
        ("composer1_plugin_api.log", "requires composer-plugin-api ^2.0 -> no matching package found", "composer:v2"),
        ("composer1_php_version.log", "requires php ^7.1 -> your PHP version (7.0.9)", "php-version"),
    ],
)
def test_the_reason_line_leads_and_is_advised_on(
    name: str, quoted: str, advised: str, triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FIXTURES / name, "--no-home-skills")
    assert report["category"] == "configuration"
    assert quoted in report["summary"]
    assert advised in report["next_step"]
    assert "refresh the lock file" not in report["next_step"]


@pytest.mark.parametrize(
    "log",
    [
        FIXTURES / "composer_plugin_api_too_new.gha.log",
        FIXTURES.parent / "s35-t97b" / "composer_install_php_version.gha.log",
    ],
)
def test_the_resolver_header_is_no_rival_to_the_jobs_php_or_composer(
    log: Path, triage_json: Callable[..., dict]
) -> None:
    report = triage_json(log, "--no-home-skills")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.9
