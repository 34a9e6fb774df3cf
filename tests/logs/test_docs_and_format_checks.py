"""Documentation linters and a Markdown formatter's check: doc8, rstcheck (and restructuredtext-lint)
and ``mdformat --check`` are lint/format and formatting with their findings' places, not ``unknown``
(trial 63, finding 2: unknown at 0.0, "the step's command names no catalogued tool", and no location
for mdformat's files); Prettier's check on the same files names its own fix command, as other
formatters' advice does, not "Run the project's formatter locally" (finding 7), and so do ruff
format's and black's (trial 45's real ``black --check``, ``tests/fixtures/trial-45``).

Real output run here and wrapped as GitHub Actions job logs (``tests/fixtures/s30-t63b/README.md``):
doc8 2.0.0, rstcheck 6.3.1 and 5.0.0, restructuredtext-lint 2.0.2, mdformat 1.0.0, Prettier 3.10.1, ruff 0.17.6.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t63b"


@pytest.mark.parametrize(
    ("name", "category", "tool", "places", "advice"),
    [
        (
            "doc8-2.0.0.gha.log",
            "lint/format",
            "doc8",
            [("docs/intro.rst", 7), ("docs/intro.rst", 4)],
            "`[tool.doc8]`",
        ),
        (
            "rstcheck-6.3.1.gha.log",
            "lint/format",
            "rstcheck",
            [("docs/intro.rst", 13), ("docs/intro.rst", 7), ("docs/intro.rst", 16)],
            "`[tool.rstcheck]`",
        ),
        ("rstcheck-5.0.0.gha.log", "lint/format", "rstcheck", [("docs/intro.rst", 7)], "`[tool.rstcheck]`"),
        (
            "rst-lint-2.0.2.gha.log",
            "lint/format",
            "restructuredtext-lint",
            [("docs/intro.rst", 7), ("docs/intro.rst", 16)],
            "`[tool.rstcheck]`",
        ),
        (
            "mdformat-1.0.0.gha.log",
            "formatting",
            "mdformat",
            [("README.md", None), ("docs/guide.md", None)],
            "`mdformat FILES`",
        ),
        (
            "ruff-format-check.gha.log",
            "formatting",
            "ruff-format",
            [("pkg/mod.py", 1)],
            "`ruff format FILES`",
        ),
        (
            "../trial-45/black-24-fail.gha.log",
            "formatting",
            "black",
            None,
            "`black FILES`",
        ),
        (
            "prettier-3.10.1-check.gha.log",
            "formatting",
            "prettier",
            [("docs/guide.md", None), ("README.md", None)],
            "`npx prettier --write FILES`",
        ),
    ],
)
def test_a_docs_linter_or_formatter_check_is_read_with_its_places(
    name: str,
    category: str,
    tool: str,
    places: list[tuple[str, int | None]] | None,
    advice: str,
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / name)
    assert (report["category"], report["tool"]) == (category, tool)
    if places is not None:
        assert [(location["file"], location["line"]) for location in report["locations"]] == places
    assert advice in report["next_step"]
