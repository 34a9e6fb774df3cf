"""Symfony Console's error box (trial 116): composer's message, cut at the console's width over
the box's lines, is quoted joined from the box's first line, and the box's heading ``In
RemoteFilesystem.php line 476:`` (the tool's own code) is no project place nor a ShellCheck finding's
heading.

Real output (``tests/fixtures/s41-javaetc/README.md``): Composer 2.5.5, PHP 8.2.36, no network."""

from __future__ import annotations

from pathlib import Path

LOG = Path(__file__).resolve().parents[1] / "fixtures" / "s41-javaetc" / "composer-offline.gha.log"


def test_the_boxs_message_is_quoted_joined_from_its_first_line(triage_json) -> None:
    report = triage_json(LOG)
    assert report["category"] == "infrastructure/network/flaky"
    assert (
        'The "https://repo.packagist.org/packages.json" file could not be downloaded: php_network' in report["summary"]
    )
    assert "getaddrinfo for repo.packagist.org failed: Name or service not known" in report["summary"]


def test_the_boxs_heading_is_no_place_nor_shellchecks(triage_json) -> None:
    report = triage_json(LOG)
    assert report["locations"] == []
    assert all(signal["skill"] != "shellcheck" for signal in report["signals"])
