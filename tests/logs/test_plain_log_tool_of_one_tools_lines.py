"""A plain log of a linter's diagnostics alone (no command line) names the tool only when one tool
prints those lines: a skill covering two linters (ktlint and detekt, PHPStan and Psalm) says which
of them prints each of its line forms, so its lines name their tool (flake8's ``x.py:1:1: F401 …``,
printed alike by ruff and pycodestyle, names none: ``test_tool_of_shared_lines.py``).

The lines are the forms the tools' documentation gives (the skills' own examples: ktlint ≥ 0.48's
ruleset-qualified rule id, detekt's ``[RuleName]`` and ``Build failed with N weighted issues.``,
Psalm's ``ERROR: Type - file:L:C - …``, PHPStan's `` [ERROR] Found N errors``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path


@pytest.mark.parametrize(
    ("text", "tool", "category"),
    [
        (
            'src/main/kotlin/App.kt:3:1: Unexpected blank line(s) before "}" (standard:no-blank-line-before-rbrace)\n'
            "src/main/kotlin/App.kt:9:1: Wildcard import (standard:no-wildcard-imports)\n",
            "ktlint",
            "lint/format",
        ),
        (
            "src/main/kotlin/App.kt:12:5: The function foo is too long (70). [LongMethod]\n"
            "src/main/kotlin/App.kt:30:9: This expression contains a magic number. [MagicNumber]\n"
            "Build failed with 3 weighted issues.\n",
            "detekt",
            "lint/format",
        ),
        (
            "ERROR: InvalidReturnType - src/Foo.php:12:5 - The declared return type 'int' for Foo::bar is"
            " incorrect, got 'string'\n",
            "psalm",
            "type check",
        ),
        (
            " ------ ------------------------------------------------------------\n"
            "  Line   src/Foo.php\n"
            " ------ ------------------------------------------------------------\n"
            "  12     Method Foo::bar() should return int but returns string.\n"
            " ------ ------------------------------------------------------------\n"
            "\n"
            " [ERROR] Found 1 error\n",
            "phpstan",
            "type check",
        ),
    ],
)
def test_a_plain_log_of_one_linters_lines_names_it(
    analyser: Analyser, tmp_path: Path, text: str, tool: str, category: str
) -> None:
    log = tmp_path / "lint.log"
    log.write_text(text)

    report, _ = triage_path(str(log), analyser, DEFAULT_BUDGET)

    assert (report.category, report.tool) == (category, tool)
