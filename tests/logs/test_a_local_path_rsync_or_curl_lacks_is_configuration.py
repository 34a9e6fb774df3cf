"""rsync's ``[Receiver] mkdir "/srv/deep/www" failed: No such file or directory (2)`` was
infrastructure-as-code/deploy at 0.45 (the step's catalogued tool only), and curl's exit 26 (``Can't
open 'site.tgz'!``, ``(26) Failed to open/read local data``) unknown: both are a path that does not
exist, configuration (trial 89, #6).

Real output: rsync 3.5.0 and curl 7.88.1, tests/fixtures/s33-t89/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t89"


@pytest.mark.parametrize(
    ("log", "tool", "quoted"),
    [
        ("d4_rsync_nodir.log", "rsync", 'mkdir "/nonexistent/deep/www" failed'),
        ("curl_upload_missing.log", "curl", "curl: Can't open 'site.tgz'!"),
    ],
)
def test_a_local_path_rsync_or_curl_lacks_is_configuration(
    triage_json: Callable[..., dict], log: str, tool: str, quoted: str
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert (report["category"], report["tool"]) == ("configuration", tool)
    assert report["confidence"] >= 0.7
    assert quoted in report["summary"]
    assert report["next_step"].startswith("The path named above does not exist")
