"""An advisory's public id is evidence, not a secret: the high-entropy rule leaves a link to an
advisory database's page (``https://github.com/advisories/GHSA-35jh-r3h4-6jhm``, osv.dev's
``/vulnerability/PYSEC-2021-59``, NVD's ``/vuln/detail/CVE-2021-23337``) as the log has it, while a
token after such an id, in the link's query string, glued to it or holding an id's shape inside it is
still masked (trial 80: 10 of 20 real GHSA links read ``https://github.<redacted:high-entropy>``).

The log is npm 10's real ``npm audit --audit-level=high`` report (tests/fixtures/s32-t80/README.md).
Token-shaped strings are built at run time from random parts.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from tests.base.test_redaction_timestamped_paths import high_entropy_token

from ci_triage.base.redact import find_secrets, forget_secrets, redact
from ci_triage.commands.cli import main

LOG = Path(__file__).parents[1] / "fixtures" / "s32-t80" / "npm-audit-advisories.gha.log"
LINKS = [
    "https://github.com/advisories/GHSA-35jh-r3h4-6jhm",
    "https://github.com/advisories/GHSA-29mw-wpgm-hmr9",
    "https://github.com/advisories/GHSA-xvch-5gv4-984h",
    "https://github.com/advisories/GHSA-x4jg-mjrx-434g",
]
OTHER_DATABASES = [
    "See https://osv.dev/vulnerability/GHSA-9wx4-h78v-vm56 and https://github.com/advisories/GHSA-p6mc-m468-83gw",
    "https://osv.dev/vulnerability/PYSEC-2021-59 https://nvd.nist.gov/vuln/detail/CVE-2021-23337",
    "https://rustsec.org/advisories/RUSTSEC-2021-0124.html https://pkg.go.dev/vuln/GO-2022-0493",
]


@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_npm_audits_advisory_links_are_shown_as_the_log_has_them(capsys: pytest.CaptureFixture[str], form: str) -> None:
    assert main(["triage", str(LOG), "--format", form]) == 0
    shown = capsys.readouterr().out
    assert "<redacted:high-entropy>" not in shown
    assert LINKS[0] in shown


@pytest.mark.parametrize("line", [*LINKS, *OTHER_DATABASES])
def test_an_advisory_databases_link_is_no_secret(line: str) -> None:
    assert redact(line) == line
    assert find_secrets(line) == []


def test_a_token_beside_inside_or_glued_to_an_advisory_id_is_still_masked() -> None:
    rng = random.Random(80)
    for _ in range(50):
        token = high_entropy_token(rng, 40)
        for text in (
            f"https://github.com/advisories/GHSA-35jh-r3h4-6jhm?access_token={token}",
            f"https://github.com/advisories/GHSA-35jh-r3h4-6jhm/{token}",
            f"https://github.com/{token}/GHSA-35jh-r3h4-6jhm",
            f"https://osv.dev/vulnerability/PYSEC-2021-59{token}",
            f"https://osv.dev/vulnerability/{token[:20]}CVE-2021-23337{token[20:]}",
        ):
            forget_secrets()
            assert token[:20] not in redact(text), text
            assert find_secrets(text), text
    forget_secrets()
