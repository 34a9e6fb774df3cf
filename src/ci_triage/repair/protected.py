"""Files a model patch may not change unless the failure is in them: tests, CI configuration, and
linter, formatter, type-checker and coverage configuration.

A model asked to make a failing check pass can do it by changing the check: the expected value of a
test (``== 5`` → ``== -1``), a linter rule, a type-checker's strictness. The weakening screen
(:mod:`ci_triage.repair.screen`) catches the patterns it knows; this rule refuses the files outright.
A protected file may change only when the diagnosis places the failure in it — a log location, a
failed test or a suspected file names it — and a test file even then only outside its assertions
(an import or a fixture path may be the bug; the expected value is the judge). The files allowed
that way are returned so the pull request body can say so.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import PurePosixPath

from ci_triage.repair.diff import parse_patch
from ci_triage.repair.result import Rejection
from ci_triage.repair.screen import ASSERTION

TEST_FILE = re.compile(
    r"(?:^|/)(?:tests?|__tests__|spec|specs|testing)/"
    r"|(?:^|/)test_[^/]+\.py$|_test\.(?:py|go)$|\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|/)[^/]*Tests?\.(?:java|kt|cs)$"
    r"|_spec\.rb$|_test\.rb$|(?:^|/)conftest\.py$"
)
"""Test files by the naming conventions of pytest, Go, Jest/Vitest, JUnit, xUnit, RSpec and Minitest."""
CI_FILE = re.compile(
    r"^\.github/(?:workflows|actions)/|(?:^|/)action\.ya?ml$|^\.gitlab-ci\.ya?ml$|^\.circleci/|^azure-pipelines\.ya?ml$"
    r"|(?:^|/)Jenkinsfile$|^\.travis\.ya?ml$|^\.buildkite/|^\.pre-commit-config\.yaml$"
)
CHECKER_CONFIG = re.compile(
    r"(?:^|/)(?:\.flake8|\.pylintrc|pylintrc|mypy\.ini|\.mypy\.ini|pyrightconfig\.json|ruff\.toml|\.ruff\.toml"
    r"|setup\.cfg|tox\.ini|pytest\.ini|\.coveragerc|codecov\.ya?ml|\.codecov\.ya?ml|\.eslintrc(?:\.[a-z]+)?"
    r"|eslint\.config\.[cm]?[jt]s|\.prettierrc(?:\.[a-z]+)?|prettier\.config\.[cm]?[jt]s|\.stylelintrc(?:\.[a-z]+)?"
    r"|tsconfig(?:\.[\w-]+)?\.json|jest\.config\.[cm]?[jt]s|vitest\.config\.[cm]?[jt]s|\.golangci\.ya?ml"
    r"|\.rubocop\.ya?ml|clippy\.toml|\.clippy\.toml|rustfmt\.toml|\.rustfmt\.toml|\.clang-tidy|\.clang-format"
    r"|\.editorconfig|\.swiftlint\.ya?ml|checkstyle\.xml|\.scalafmt\.conf|phpstan\.neon|phpcs\.xml|\.nycrc(?:\.json)?)$"
)
"""Configuration of linters, formatters, type checkers, test runners and coverage. ``pyproject.toml``
and ``package.json`` also hold dependencies, so the weakening screen watches them line by line instead."""


def protected_kind(path: str) -> str | None:
    """What protected file ``path`` is (``"test file"``, ``"CI configuration"``, ``"linter or
    type-checker configuration"``), or None."""
    if CI_FILE.search(path):
        return "CI configuration"
    if TEST_FILE.search(path):
        return "test file"
    if CHECKER_CONFIG.search(path):
        return "linter or type-checker configuration"
    return None


def protected_changes(patch: str, issue_files: Iterable[str]) -> tuple[list[Rejection], list[str]]:
    """Rejections for the protected files ``patch`` changes that the failure is not in (or, for a
    test file, whose assertions it changes), and the protected files allowed because the failure is
    in them (``issue_files``: where the diagnosis places it). Raises
    :class:`~ci_triage.repair.diff.PatchError` for a text that is not a unified diff."""
    issue = {PurePosixPath(path).as_posix().removeprefix("./") for path in issue_files}
    rejections: list[Rejection] = []
    allowed: list[str] = []
    for patched in parse_patch(patch):
        path = patched.path
        kind = protected_kind(path)
        if kind is None:
            continue
        if path not in issue:
            reason = f"changes a {kind} the failure is not in, which a model patch may not"
            rejections.append(Rejection(rule="protected-file", reason=reason, path=path))
            continue
        changed = [line for hunk in patched for line in hunk if line.is_added or line.is_removed]
        touched = next((line for line in changed if ASSERTION.search(line.value)), None)
        if kind == "test file" and touched is not None:
            sign = "+" if touched.is_added else "-"
            rejections.append(
                Rejection(
                    rule="protected-file",
                    reason="changes an assertion of a test, which a model patch may not (the test is the judge)",
                    path=path,
                    line=touched.target_line_no if touched.is_added else touched.source_line_no,
                    text=f"{sign}{touched.value.strip()}",
                )
            )
            continue
        allowed.append(path)
    return rejections, allowed
