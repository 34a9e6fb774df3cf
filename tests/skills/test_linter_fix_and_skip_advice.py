"""ShellCheck's, ansible-lint's, stylelint's and sqlfluff's findings get their own tools' advice, as
yamllint's and hadolint's do: the rules they printed, the tool's fix option and how to skip a rule.

Trial t125's finding 6: both got the category's generic "Fix the linter's findings shown above (run the
linter locally …; its fix option, where it has one)". ShellCheck's advice now names the codes it
printed, ``shellcheck -f diff FILE | git apply`` (its ``diff`` format, "can be piped to git apply",
shellcheck(1)) and ``# shellcheck disable=SCxxxx``; ansible-lint's names the rules it printed,
``ansible-lint --fix``, ``# noqa: RULE`` and ``.ansible-lint``'s ``skip_list`` (the ansible-lint
documentation, "Usage" and "Configuring"). Real output: ShellCheck 0.9.0 (Debian) in its default and
``-f gcc`` forms (``shellcheck.txt``, ``shellcheck-gcc-lesser-finding-first.txt``); ansible-lint 26.10.1
in its default form (``ansible-lint.txt``) and ``-p`` (pep8) on trial t125's playbook
(``ansible-lint-pep8.txt``, run here; the ``CryptographyDeprecationWarning`` lines the installed
``cryptography`` printed above are left out). Stylelint and sqlfluff got the same generic line though
both fix (``stylelint --fix``, ``sqlfluff fix``) and skip a rule on a line (``/* stylelint-disable-next-line
RULE */``, ``-- noqa: RULE``; their documentation's "Ignoring code" and "Ignoring Errors & Files"):
stylelint 16's and sqlfluff 3's output (``stylelint.txt``, ``sqlfluff.txt``).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ci_triage.logs.model import TriageReport
from ci_triage.report.next_step import next_step


@pytest.mark.parametrize(
    ("name", "code"),
    [("shellcheck.txt", "`SC2046`"), ("shellcheck-gcc-lesser-finding-first.txt", "`SC2034`")],
)
def test_shellcheck_advice_names_its_diff_fix_and_its_disable_comment(
    name: str, code: str, triage_step_fixture: Callable[[str], TriageReport]
) -> None:
    report = triage_step_fixture(name)
    advice = next_step(report)
    assert report.category == "lint/format"
    assert "`shellcheck -f diff FILE | git apply`" in advice
    assert "`# shellcheck disable=SCxxxx`" in advice
    assert code in advice  # a code the log printed, named


@pytest.mark.parametrize(
    ("name", "rule"),
    [("ansible-lint.txt", "`name[play]`"), ("ansible-lint-pep8.txt", "`fqcn[action-core]`")],
)
def test_ansible_lint_advice_names_its_fix_option_and_its_skips(
    name: str, rule: str, triage_step_fixture: Callable[[str], TriageReport]
) -> None:
    report = triage_step_fixture(name)
    advice = next_step(report)
    assert report.category == "lint/format"
    assert "`ansible-lint --fix`" in advice
    assert "`# noqa: RULE`" in advice
    assert "`skip_list`" in advice
    assert rule in advice  # a rule the log printed, named


@pytest.mark.parametrize(
    ("name", "fix", "skip", "rule"),
    [
        ("stylelint.txt", "`stylelint --fix`", "`/* stylelint-disable-next-line RULE */`", "`property-no-unknown`"),
        ("sqlfluff.txt", "`sqlfluff fix`", "`-- noqa: RULE`", "`LT01`"),
    ],
)
def test_a_linters_advice_names_its_fix_option_and_its_skip_comment(
    name: str, fix: str, skip: str, rule: str, triage_step_fixture: Callable[[str], TriageReport]
) -> None:
    report = triage_step_fixture(name)
    advice = next_step(report)
    assert report.category == "lint/format"
    assert fix in advice
    assert skip in advice
    assert rule in advice  # a rule the log printed, named
