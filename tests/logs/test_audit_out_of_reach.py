"""A security auditor that could not reach its advisory service is never confidently configuration,
and the network's failure in its traceback is not the tool's crash.

Trial t120 (finding 1): pip-audit 2.10.1 run offline printed only ``Dependency not found on PyPI and
could not be audited: requests (2.19.0)`` (the runner's way to pypi.org answered 404), read as
configuration at 0.8 though the advice itself said PyPI may have been out of reach. The line is
consistent with a private package and with an index out of reach, so its verdict stays below the
confident 0.7. Behind a proxy that refuses connections pip-audit ends a traceback of installed
frames with ``requests.exceptions.ProxyError``: network, whose advice is no "installed tool crashed
in its own code". Fixtures: tests/fixtures/t120/README.md.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "t120"
CONFIDENT = 0.7
"""The confidence from which a verdict counts as confident (the benchmarks' wrong-at-0.7 measure)."""


def test_a_dependency_the_audit_could_not_find_on_the_index_is_no_confident_verdict(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "pip-audit.gha.log")
    assert report["tool"] == "pip-audit"
    assert report["confidence"] < CONFIDENT


def test_an_audit_whose_proxy_refused_it_is_the_network_not_the_tools_crash(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "pip-audit-proxy-unreachable.log")
    assert report["category"] == "infrastructure/network/flaky"
    assert "crashed in its own code" not in report["next_step"]
