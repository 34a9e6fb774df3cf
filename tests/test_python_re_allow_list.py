"""No module runs Python's ``re`` on log text again: every importer of ``re`` is on a list, with why.

Python's ``re`` backtracks: a pattern with overlapping repeats takes quadratic (or worse) time on
text shaped against it. Log text, PR text, commit messages, workspace config and repository skills
are untrusted, so patterns on them run with RE2 (:class:`ci_triage.logs.re2_patterns.LazyRE2`,
``re2``). A module of ``src/ci_triage`` may import ``re`` only when listed below with the reason its
uses are safe; the modules that turn log text into the report (:data:`LOG_TEXT_MODULES`) may not be
listed at all. A listed module that no longer imports ``re`` fails too, so the list stays true.
"""

from __future__ import annotations

import ast
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[1] / "src"

LOG_TEXT_MODULES = frozenset(
    {
        "ci_triage.logs.analyse",
        "ci_triage.logs.clean",
        "ci_triage.logs.excerpt",
        "ci_triage.logs.extract",
        "ci_triage.logs.fingerprint",
        "ci_triage.logs.first_pass",
        "ci_triage.logs.localise",
        "ci_triage.logs.tools",
        "ci_triage.logs.compare",
        "ci_triage.logs.stamps",
        "ci_triage.logs.templates",
        "ci_triage.logs.trigger_lines",
    }
)
"""Modules whose patterns read log lines: RE2 only."""

LINEAR = "anchored patterns or single classes without overlapping repeats: linear on Python's engine"

MAY_IMPORT_RE = {
    "ci_triage.agent.guards": f"a run of digits in a tool's error message ({LINEAR})",
    "ci_triage.agent.mcp": f"MCP server ids and ${{VAR}} references in workspace config ({LINEAR})",
    "ci_triage.agent.tool_output": f"a model's tool-call id made a file name ({LINEAR})",
    "ci_triage.audit.health.cluster": f"drive letters of paths ({LINEAR})",
    "ci_triage.audit.health.collect_local": f"run folder names and a line-opening timestamp ({LINEAR})",
    "ci_triage.audit.health.render": f"blank-line runs in our own rendered report ({LINEAR})",
    "ci_triage.audit.health.window": f"a --window argument such as 30d ({LINEAR})",
    "ci_triage.base.redact": f"SECRET_NAME on variable names and a match's group index; redaction is RE2 ({LINEAR})",
    "ci_triage.commands.scan": f"an owner/name argument ({LINEAR})",
    "ci_triage.commands.skills": f"a skill's name and a tool's name made a file name ({LINEAR}); excerpt lines "
    "are read with RE2",
    "ci_triage.evidence.local_source": f"zip member names made file names ({LINEAR})",
    "ci_triage.github.artifacts": f"artifact names against a literal alternation ({LINEAR})",
    "ci_triage.logs.re2_patterns": "rewrites our own patterns for RE2; a one-character lookbehind on skill patterns",
    "ci_triage.logs.signals": "parses skill patterns' flags (sre parser, no matching); signals run with RE2",
    "ci_triage.logs.skill_schema": "compiles a skill's pattern to report Python's syntax error (no matching)",
    "ci_triage.logs.skill_starter": "re.escape of a log line into a pattern (no matching); the check runs RE2",
    "ci_triage.logs.skills": "SKILL.md front matter, anchored at \\A: one start, each '---' line scanned once",
    "ci_triage.logs.source": f"job and step file names in a run-logs zip ({LINEAR})",
    "ci_triage.propose.untrusted": f"the attribute alphabet of a fence ({LINEAR}); tag look-alikes are RE2",
    "ci_triage.repair.protected": f"paths of a proposed diff against test/CI/config names ({LINEAR})",
    "ci_triage.repair.report": f"backtick runs of our own report ({LINEAR})",
    "ci_triage.report.markdown": f"backtick and blank-line runs, a label's alphabet ({LINEAR})",
    "ci_triage.triage.handoff_report": f"blank-line runs of our own rendered report ({LINEAR})",
}


def _importers_of_re() -> set[str]:
    found = set()
    for path in SOURCE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            plain = isinstance(node, ast.Import) and any(alias.name == "re" for alias in node.names)
            if plain or (isinstance(node, ast.ImportFrom) and node.module == "re"):
                found.add(path.relative_to(SOURCE).with_suffix("").as_posix().replace("/", "."))
    return found


def test_only_listed_modules_import_python_re() -> None:
    unlisted = _importers_of_re() - set(MAY_IMPORT_RE)
    assert not unlisted, f"import re2 (ci_triage.logs.re2_patterns.LazyRE2) instead, or list with why: {unlisted}"


def test_every_listed_module_still_imports_python_re() -> None:
    assert set(MAY_IMPORT_RE) <= _importers_of_re()


def test_log_text_modules_never_import_python_re() -> None:
    assert not LOG_TEXT_MODULES & set(MAY_IMPORT_RE)
    assert not LOG_TEXT_MODULES & _importers_of_re()
