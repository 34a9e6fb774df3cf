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

RuboCop, PHP_CodeSniffer, luacheck, clang-tidy, Clippy, Biome and Perl::Critic got the generic line
too. Each now names the rules it printed (where its lines print them), its fix command (``rubocop -a``,
``phpcbf``, ``clang-tidy --fix``, ``cargo clippy --fix``, ``biome check --write``; luacheck and
perlcritic have none, and say so), its comment that skips a rule on a line (``# rubocop:disable``,
``// phpcs:ignore``, ``-- luacheck: ignore``, ``// NOLINT(…)``, ``#[allow(clippy::…)]``,
``// biome-ignore``, ``## no critic``) and its configuration file, as each tool's documentation gives
them (cited in its skill). Real output, run here: RuboCop 1.39.0, PHP_CodeSniffer 3.7.1, Luacheck 1.1.0,
clang-tidy 14.0.6, Clippy 0.1.95, Biome 2.6.9, Perl::Critic 1.148, staticcheck 2023.1 and HLint
3.3.6 (staticcheck has no fix option: ``//lint:ignore``; HLint's ``--refactor``, ``{-# HLINT ignore …
#-}``); golangci-lint's (``run --fix``, ``//nolint:LINTER``) on the form its issue #656 quotes, as it
cannot be built here. The plain log as the tool printed it, and a GitHub Actions step for RuboCop's
``--format github`` and Biome's ``ci``.

cppcheck's findings got the generic line too: its advice now names the ids it printed, says it has
no fix option, and gives its inline suppression (``// cppcheck-suppress id`` under ``--inline-suppr``)
and ``--suppress=id:file`` (its manual; cppcheck 2.10's ``cppcheck-error.txt`` and
``cppcheck-style.txt``, run here).

PHP_CodeSniffer's full report puts a long message's sniff code on the row it wrapped onto
(``   |         |     (PSR12.Files.FileHeader.SpacingAfterBlock)``): its advice named no code for
them. It now reads the code from the message joined over its wrapped rows (PHP_CodeSniffer 3.7.1
with PSR12 and ``-s``, run here: ``phpcs-long-sniff-codes.txt``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

TESTS = Path(__file__).parents[1]
"""The tests' folder: the fixtures below are paths in it."""


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


@pytest.mark.parametrize(
    ("fixture", "fix", "skip", "rules"),
    [
        ("skills/fixtures/rubocop.txt", "`rubocop -a`", "`# rubocop:disable Cop/Name`", ["`Style/StringLiterals`"]),
        (
            "skills/fixtures/phpcs-emacs-sniff-codes.txt",
            "`phpcbf`",
            "`// phpcs:ignore Sniff.Code`",
            ["`Generic.ControlStructures.InlineControlStructure.NotAllowed`"],
        ),
        (
            "skills/fixtures/phpcs-sniff-codes.txt",
            "`phpcbf`",
            "`// phpcs:ignore Sniff.Code`",
            ["`PSR12.Files.FileHeader.SpacingAfterBlock`", "`Generic.Files.LineLength.TooLong`"],
        ),  # its codes are on wrapped rows
        (
            "skills/fixtures/phpcs-long-sniff-codes.txt",
            "`phpcbf`",
            "`// phpcs:ignore Sniff.Code`",
            ["`Squiz.Classes.ValidClassName.NotCamelCaps`", "`PSR2.Classes.ClassDeclaration.OpenBraceNewLine`"],
        ),  # a code alone on a row under a message wrapped twice
        (
            "skills/fixtures/cppcheck-error.txt",
            "no fix option",
            "`// cppcheck-suppress id`",
            ["`arrayIndexOutOfBounds`", "`memleak`", "`--inline-suppr`", "`--suppress=id:path/file.c`"],
        ),
        (
            "skills/fixtures/cppcheck-style.txt",
            "no fix option",
            "`// cppcheck-suppress id`",
            ["`constParameter`", "`unusedVariable`"],
        ),
        ("skills/fixtures/luacheck-codes.txt", "no fix option", "`-- luacheck: ignore 211`", ["`W211`", "`W113`"]),
        (
            "skills/fixtures/clang-tidy-c.txt",
            "`clang-tidy --fix`",
            "`// NOLINT(check-name)`",
            ["`readability-braces-around-statements`"],
        ),
        (
            "skills/fixtures/clippy-deny-warnings.txt",
            "`cargo clippy --fix`",
            "`#[allow(clippy::name)]`",
            ["`clippy::len-zero`"],
        ),
        ("skills/fixtures/biome-lint.txt", "`biome check --write`", "`// biome-ignore lint/group/rule: reason`", []),
        ("fixtures/t120/perlcritic-one-file.txt", "no fix option", "`## no critic (PolicyName)`", []),
        ("skills/fixtures/staticcheck.txt", "no fix option", "`//lint:ignore CODE reason`", ["`SA4017`", "`U1000`"]),
        (
            "skills/fixtures/hlint-warnings.txt",
            "`hlint --refactor",
            '`{-# HLINT ignore "Use id" #-}`',
            [],  # a hint's name is its message: the places shown name them
        ),
        (
            "skills/fixtures/golangci-lint-errcheck.txt",
            "`golangci-lint run --fix`",
            "`//nolint:LINTER // reason`",
            ["`errcheck`"],
        ),
    ],
)
def test_a_linters_advice_in_a_plain_log_names_its_fix_its_skip_comment_and_rules(
    fixture: str, fix: str, skip: str, rules: list[str], analyser: Analyser
) -> None:
    with open_log_source(str(TESTS / fixture)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    advice = next_step(report)
    assert report.category == "lint/format"
    assert fix in advice
    assert skip in advice
    for rule in rules:
        assert rule in advice  # a rule the log printed, named


def test_biome_advice_names_the_rule_of_its_heading(triage_step_fixture: Callable[[str], TriageReport]) -> None:
    """The rule is on the diagnostic's heading, above the ``×`` message that decides (``biome ci`` on a
    terminal with colour, its rule inside a hyperlink)."""
    advice = next_step(triage_step_fixture("biome-ci-colour.txt"))
    assert "`lint/suspicious/noDebugger`" in advice
    assert "`biome check --write`" in advice


def test_rubocop_github_format_advice_names_the_cops(triage_step_fixture: Callable[[str], TriageReport]) -> None:
    advice = next_step(triage_step_fixture("rubocop-github.txt"))
    assert "`Style/Documentation`" in advice
    assert "`# rubocop:disable Cop/Name`" in advice
