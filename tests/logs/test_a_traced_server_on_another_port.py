"""A refused connection to a port of this machine, below a ``set -x`` trace that shows the script started a
server on another port, is advised as the ports differing, not as a ``services:`` entry the job forgot
(new-user trial t118, finding 5: the advice sent the maintainer to add a service container on 8081 while
the script had started the server on 8080).

Fixture ``tests/fixtures/s36-network/traced-server-other-port.gha.log`` (README there): bash 5.2.15, Python's
``http.server`` on 18080, curl 7.88.1 probing 18081.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s36-network" / "traced-server-other-port.gha.log"


def test_a_server_started_on_another_port_is_advised_as_the_ports_differing(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE)
    assert report["category"] == "configuration"
    advice = report["next_step"]
    assert advice.startswith("The step's script started a server on port 18080 (line 11:")
    assert "connected to port 18081: the ports differ" in advice
    assert "`services:` entry whose" not in advice


def test_a_refusal_without_a_traced_server_still_asks_for_the_service(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE.parent / "curl-local-refused.gha.log")
    assert "`services:` entry" in report["next_step"]
