"""Two edges where redacting twice differed from once, or :func:`find_secrets` from :func:`redact`.

GitHub tokens glued together (``ghp_…ghp_…``): the first one's body ran into the second's prefix, so
the pattern's ``\\b`` found no end for it and only the second was masked; a second pass, which saw the
first end at the mask, masked it then. A mask, a line break, then a value: :func:`find_secrets`
reported the value as a wrapped secret's second half while :func:`redact` left it when no pattern
matched the text (the rule ran only after one did). Every token is built at run time from parts.
"""

from __future__ import annotations

import pytest

from ci_triage.base.redact import find_secrets, redact

FIRST, SECOND = "ghp" + "_" + "A1b2" * 9, "ghp" + "_" + "Z9y8" * 9


@pytest.mark.parametrize("text", [FIRST + SECOND, f"x{FIRST}{SECOND}{FIRST}", f"token: {FIRST}{SECOND}."])
def test_glued_github_tokens_are_masked_in_one_pass(text: str) -> None:
    once = redact(text)
    assert FIRST not in once
    assert SECOND not in once
    assert redact(once) == once
    assert find_secrets(once) == []


@pytest.mark.parametrize(
    "text",
    ["<redacted:secret>\n" + "Su" + "c6", "password: password: \n" + "Su" + "c6", "<redacted:password>'\n  x9" + "Qw"],
)
def test_a_value_after_a_mask_and_a_line_break_is_masked_by_redact_as_find_secrets_reports_it(text: str) -> None:
    once = redact(text)
    assert once.endswith("<redacted:wrapped>")
    assert redact(once) == once
    assert find_secrets(once) == []


def test_a_line_that_reads_as_no_value_stays_after_a_mask() -> None:
    text = "<redacted:secret>\nDB_HOST=127.0.0.1"
    assert redact(text) == text
    assert find_secrets(text) == []


def test_overlapping_command_matches_are_masked_in_one_pass() -> None:
    """Hypothesis's example (test_redaction_learned_everywhere): a pattern's match consumes what it
    read, so where two commands' matches overlap the first reading ended them elsewhere than a
    second would, and a second redact masked the last value. redact reads its result again."""
    text = 'twine upload -p "}"}twine upload -p twine upload -p + '
    once = redact(text)
    assert redact(once) == once
    assert once.endswith("<redacted:password> ")


def test_the_line_after_a_high_entropy_mask_is_no_wrapped_half() -> None:
    """A high-entropy string's mask is written after the wrapped rule reads a text, so only a second
    reading saw it and masked the next line, a path of the same listing (Atom's Travis CI log lists
    ``…/MANIFEST-000143`` above ``…/Release/git2.a``): the rule judged the whole run already."""
    text = "/home/travis/.a" + "Q7vK2mZp9XrT4bLw8NcY3hJd6FsGe1Ux" + "\n/home/travis/build/atom/Release/git2.a"
    once = redact(text)
    assert once == "/home/travis/.<redacted:high-entropy>\n/home/travis/build/atom/Release/git2.a"
    assert redact(once) == once
