"""LogDx's root-cause categories in ci-triage's taxonomy (documented in ``categories.md``).

A LogDx category maps to the set of ci-triage categories that count as the same diagnosis.
"""

from __future__ import annotations

LOGDX_CATEGORIES: dict[str, frozenset[str]] = {
    "test_assertion": frozenset({"test failure"}),
    "snapshot_diff": frozenset({"test failure"}),
    "compile_error": frozenset({"compile/build error"}),
    "type_error": frozenset({"type check"}),
    "lint_error": frozenset({"lint/format", "formatting"}),
    "dependency_install": frozenset({"dependency resolution"}),
    "docker_build": frozenset({"compile/build error"}),
    "github_actions_config": frozenset({"configuration"}),
    "permission_or_secret": frozenset({"permission/auth"}),
    "timeout_or_oom": frozenset({"timeout", "out-of-memory"}),
    "network_or_flaky": frozenset({"infrastructure/network/flaky", "cancelled"}),
    "generic_error": frozenset({"runtime error"}),
    "unknown": frozenset({"unknown"}),
}


def logdx_agrees(found: str, logdx_category: str) -> bool:
    """Whether ci-triage's ``found`` category is LogDx's ``logdx_category`` through the mapping."""
    return found in LOGDX_CATEGORIES.get(logdx_category, frozenset())
