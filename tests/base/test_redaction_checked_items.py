"""What an ``unknown`` verdict checked is composed like its advice: the log's pieces redacted as they
are filled in, its own words never (trial 85 #5, trial 89 B1: a password that is an ordinary word).

``checked`` items and a rival refusal's advice were redacted whole after composing, so a password
``matched`` (``DB_PASSWORD=…`` in ``env``'s output) turned the item ``skills tried: N; none matched``
into ``none <redacted:secret>``, telling the reader the password. Log:
tests/fixtures/s34-secrets7/README.md (real bash 5.2 ``set -ex`` and ``env`` output); the password is
put in at run time.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.base.secret_logs import log_with_password, triage_shown

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-secrets7"
WORD = "match" + "ed"


@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_checked_items_keep_their_own_words(tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str) -> None:
    log = log_with_password(tmp_path, FIXTURES / "unknown-silent-grep.gha.log", WORD)
    shown = triage_shown(tmp_path, capsys, log, form)
    assert "DB_PASSWORD=<redacted:secret>" in shown
    assert "none matched" in shown
    assert "none <redacted" not in shown
