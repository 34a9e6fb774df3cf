"""A symbol cgo generates is no secret: the high-entropy rule leaves GNU ld's ``in function
`_cgo_<hash>_Cfunc_<name>'`` as the log has it (the only line that ties a link error to the Go
code's ``C.<name>`` call), while a token after such a start, or alone, is still masked.

The lines are real output of go 1.19.8's ``go test`` linking a package whose C function is declared
but never defined: one made here (``tests/skills/fixtures/compilers-beyond-c/go-cgo-link.log``), one
from trial 65's log. Secret-shaped strings are built at run time from random parts.
"""

from __future__ import annotations

import random

from tests.base.test_redaction_timestamped_paths import high_entropy_token

from ci_triage.base.redact import find_secrets, forget_secrets, redact

LD_LINES = [
    "/usr/bin/ld: /tmp/go-link-2095847510/000001.o: in function `_cgo_5a80cda36e66_Cfunc_clampInt2':",
    "/usr/bin/ld: /tmp/go-link-499679389/000001.o: in function `_cgo_47508361d9fb_Cfunc_scale_int':",
]


def test_lds_line_naming_a_cgo_symbol_is_quoted_as_the_log_has_it() -> None:
    for line in LD_LINES:
        assert redact(line) == line
        assert find_secrets(line) == []


def test_a_token_after_a_cgo_symbols_start_or_alone_is_still_masked() -> None:
    rng = random.Random(65)
    for _ in range(50):
        token = high_entropy_token(rng, 40)
        digest = "".join(rng.choice("0123456789abcdef") for _ in range(12))
        for text in (
            f"in function `_cgo_{digest}_Cfunc_{token}':",
            f"in function `_cgoexp_{digest}_{token}':",
            f"in function `{token}':",
        ):
            forget_secrets()
            assert token not in redact(text), text
            assert find_secrets(text), text
    forget_secrets()
