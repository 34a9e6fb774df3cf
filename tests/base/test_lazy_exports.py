"""A package's re-exported API loads its module when first used (PEP 562): importing one submodule
of ``ci_triage.agent``, ``ci_triage.repair`` or ``ci_triage.propose`` no longer imports the whole
package's API, and each public name, a submodule and an unknown name behave as with eager imports."""

from __future__ import annotations

import subprocess
import sys

import pytest

PROBE = """
import sys
import {submodule}
print(",".join(name for name in {heavy!r} if name in sys.modules) or "none")
"""


@pytest.mark.parametrize(
    ("submodule", "heavy"),
    [
        ("ci_triage.agent.events", ("ci_triage.agent.harness", "ci_triage.agent.mcp")),
        ("ci_triage.repair.result", ("ci_triage.repair.propose", "ci_triage.agent.harness")),
        ("ci_triage.propose.diagnosis", ("ci_triage.propose.run", "ci_triage.agent.harness")),
    ],
)
def test_a_submodule_imports_none_of_its_package_s_api(submodule: str, heavy: tuple[str, ...]) -> None:
    probe = PROBE.format(submodule=submodule, heavy=heavy)
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    assert run.stdout.strip() == "none"


def test_public_names_submodules_and_unknown_names_resolve_as_before() -> None:
    import ci_triage.repair
    import ci_triage.repair.propose
    from ci_triage.agent import create_agent
    from ci_triage.agent.harness import create_agent as defined
    from ci_triage.repair import screen  # a submodule, not a re-exported name

    assert create_agent is defined
    assert ci_triage.repair.propose_fix is ci_triage.repair.propose.propose_fix
    assert screen.__name__ == "ci_triage.repair.screen"
    with pytest.raises(AttributeError, match=r"module 'ci_triage\.repair' has no attribute 'no_such_name'"):
        _ = ci_triage.repair.no_such_name  # pyright: ignore[reportAttributeAccessIssue]
