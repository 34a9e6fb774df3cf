"""A module deno could not download is the network's failure, not the tests' (trial 49, finding 3).

``deno test`` with jsr.io unreachable prints ``error: JSR package manifest for '@std/assert' failed
to load. Import '…' failed.`` and runs no test; it was called a test failure quoting the
``Download …`` line, with "run the failed tests locally". Output of deno 2.9.6 from trial 49
(``tests/fixtures/trial-49/README.md``) and, for an ``https:`` import, run here with no DNS
(``tests/skills/fixtures/deno-https-import-offline.txt``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

TESTS = Path(__file__).parents[1]


@pytest.mark.parametrize(
    ("log", "quoted"),
    [
        ("fixtures/trial-49/deno-test-jsr-offline.log", "JSR package manifest for '@std/assert' failed to load"),
        (
            "skills/fixtures/deno-https-import-offline.txt",
            "Import 'https://deno.land/std@0.224.0/assert/mod.ts' failed",
        ),
    ],
)
def test_a_failed_module_download_is_a_network_failure(triage_json: Callable[..., dict], log: str, quoted: str) -> None:
    report = triage_json(TESTS / log)
    assert report["category"] == "infrastructure/network/flaky"
    assert quoted in report["summary"]
    assert report["failed_tests"] == []
    assert "could not download" in report["jobs"][0]["classification"]["next_step"]
