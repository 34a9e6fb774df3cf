"""Packaging: every third-party module the package imports is a declared dependency, and the
model and MCP SDKs are optional (the ``model`` and ``mcp`` extras), not in the default install.

A fresh ``pip install ci-triage`` (and ``.ci/run``, which installs from scratch) gets only the
declared dependencies; an undeclared one makes ``ci-triage triage`` fail on import.
"""

from __future__ import annotations

import ast
import re
import sys
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement

import ci_triage

PACKAGE = Path(ci_triage.__file__).parent


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _imported_top_level_modules() -> set[str]:
    modules = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules.add(node.module.split(".")[0])
    return {name for name in modules if name not in sys.stdlib_module_names and name != "ci_triage"}


def _declared(extras: tuple[str, ...] = ()) -> set[str]:
    """Distribution names required by the default install plus ``extras``."""
    declared = set()
    for requirement in metadata.requires("ci-triage") or []:
        extra = re.search(r"extra\s*==\s*['\"]([^'\"]+)['\"]", requirement)
        if extra is None or extra.group(1) in extras:
            declared.add(_normalise(re.split(r"[\s;<>=!~\[(]", requirement, maxsplit=1)[0]))
    return declared


def test_every_imported_third_party_module_is_declared() -> None:
    distributions = metadata.packages_distributions()
    declared = _declared(("model", "mcp"))
    undeclared = {}
    for module in sorted(_imported_top_level_modules()):
        providers = {_normalise(name) for name in distributions.get(module, [])}
        if not providers & declared:
            undeclared[module] = sorted(providers) or ["(not installed)"]
    assert undeclared == {}


def test_the_check_sees_the_declared_dependencies() -> None:
    """Guards the test above against passing vacuously: known imports resolve to declared names."""
    assert {"pydantic", "jinja2", "rich", "junitparser", "pyyaml"} <= _declared()
    assert {"pydantic", "jinja2", "rich", "junitparser", "yaml"} <= _imported_top_level_modules()


def test_the_model_and_mcp_sdks_are_extras_only() -> None:
    default = _declared()
    assert not {"openai", "mcp", "httpx2"} & default
    assert {"openai"} <= _declared(("model",)) - default
    assert {"mcp", "httpx2"} <= _declared(("mcp",)) - default


def _environment(system: str, machine: str, python: str = "3.12", implementation: str = "CPython") -> dict[str, str]:
    return {
        "sys_platform": system,
        "platform_machine": machine,
        "python_version": python,
        "python_full_version": f"{python}.1",
        "platform_python_implementation": implementation,
        "implementation_name": implementation.lower(),
        "platform_system": {"linux": "Linux", "win32": "Windows", "darwin": "Darwin"}.get(system, system),
        "os_name": "nt" if system == "win32" else "posix",
    }


HYPERSCAN_WHEELS = [
    # (environment, installs by default, installs with the hyperscan extra), from the wheels PyPI lists
    # for hyperscan 0.9.1: `pip download hyperscan==0.9.1 --no-deps --only-binary :all: --platform P`.
    (_environment("linux", "x86_64"), True, True),  # manylinux2014 (glibc 2.17) and musllinux_1_2
    (_environment("win32", "AMD64"), True, True),
    (_environment("darwin", "arm64"), True, True),
    (_environment("darwin", "x86_64", "3.14"), True, True),
    (_environment("linux", "aarch64"), False, True),  # manylinux_2_28 only: glibc 2.28+, which no marker tests
    (_environment("win32", "ARM64"), False, False),  # no wheel
    (_environment("freebsd14", "amd64"), False, False),  # no wheel
    (_environment("linux", "x86_64", implementation="PyPy"), False, False),  # CPython wheels only
    (_environment("linux", "x86_64", "3.15"), False, False),  # no wheel yet
]


@pytest.mark.parametrize(("environment", "default", "extra"), HYPERSCAN_WHEELS)
def test_hyperscan_is_required_only_where_a_wheel_installs(
    environment: dict[str, str], default: bool, extra: bool
) -> None:
    """pip never falls back to building hyperscan's sdist (it needs the C library and a compiler):
    where no wheel fits, hyperscan is left out and RE2 finds the trigger lines."""
    requirements = [Requirement(text) for text in metadata.requires("ci-triage") or []]
    hyperscan = [requirement for requirement in requirements if requirement.name == "hyperscan"]
    assert hyperscan, "hyperscan is declared"

    def selected(extra_name: str) -> bool:
        return any(r.marker is None or r.marker.evaluate(environment | {"extra": extra_name}) for r in hyperscan)

    assert selected("") is default
    assert selected("hyperscan") is extra
