"""Maven's refusal by a repository on this machine is the configuration curl's refusal of the same
port is, not a wrong artifact (trial 99 #7: Maven's connection failure read `unknown` while curl's
read `configuration`; real Maven read `dependency resolution`, "check the package names").

Fixtures: ``tests/fixtures/s36-network`` (README there: Maven 3.8.7 and curl 7.88.1 run here against
a closed port on 127.0.0.1)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-network"


@pytest.mark.parametrize("log", ["mvn-local-refused.gha.log", "curl-local-refused.gha.log"])
def test_a_refusal_on_this_machine_is_configuration_whichever_tool_met_it(
    triage_json: Callable[..., dict], log: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.8


def test_mavens_refused_mirror_is_advised_as_the_setting_that_points_there(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "mvn-local-refused.gha.log")
    assert report["signals"][0]["signal"] == "maven-local-repository-refused"
    assert "Maven's `<mirror>` in `settings.xml`" in report["next_step"]
    assert "Check the package names" not in report["next_step"]
