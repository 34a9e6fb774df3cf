"""A host name that did not resolve is either wrong or the runner has no DNS: the resolver's answer
does not tell which (a runner without network prints `Name or service not known` for `pypi.org`
too), so every tool's DNS failure gets one advice that gives both readings (trial 95 #8: a runner
without network was told to check the host name's spelling).

Fixtures: ``tests/fixtures/s36-network`` (README there: curl, wget, git, pip, Maven, go and npm run
here without network or DNS).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-network"
TOOLS = ["curl", "wget", "git", "pip", "mvn", "go", "npm"]


@pytest.mark.parametrize("tool", TOOLS)
def test_every_tools_dns_failure_gets_the_one_advice_that_names_both_causes(
    triage_json: Callable[..., dict], tool: str
) -> None:
    report = triage_json(FIXTURES / f"{tool}.gha.log")
    assert report["category"] == "infrastructure/network/flaky"
    advice = report["next_step"]
    assert advice.startswith("A host name (")
    assert "did not resolve (DNS)" in advice
    assert "Either the name is wrong, or the runner cannot resolve names at all" in advice
    assert "a proxy it must use (`HTTPS_PROXY`)" in advice
    assert "most likely wrong" not in advice


def test_a_name_the_resolver_says_does_not_exist_is_not_called_most_likely_wrong(
    triage_json: Callable[..., dict],
) -> None:
    """go's `lookup proxy.golang.org on …: no such host`: a correct host, NXDOMAIN from a resolver."""
    summary = triage_json(FIXTURES / "go.gha.log")["summary"]
    assert "(host name not found: a wrong name or a runner without DNS)" in summary


@pytest.mark.parametrize(
    ("tool", "named"),
    [
        ("curl", "(`github.com`, line 5)"),
        ("wget", "(`dl.google.com`, line 6)"),
        ("git", "(`github.com`, line 6)"),
        ("mvn", "(`repo.maven.apache.org`, line 17)"),
        ("go", "(`proxy.golang.org`, line 5)"),
        ("npm", "(`npm.acme-corp.example`, line 8)"),
    ],
)
def test_the_advice_names_the_host_the_log_shows(triage_json: Callable[..., dict], tool: str, named: str) -> None:
    """Each tool's own line naming the host (trial 103 #5: the advice said "the lines around this one
    name the host" where the log named it)."""
    assert triage_json(FIXTURES / f"{tool}.gha.log")["next_step"].startswith(f"A host name {named} did not resolve")


def test_without_a_line_naming_the_host_the_advice_says_where_to_look(triage_json: Callable[..., dict]) -> None:
    """pip's retry warning names only the index path (`/simple/requests/`), no host."""
    advice = triage_json(FIXTURES / "pip.gha.log")["next_step"]
    assert advice.startswith("A host name (the lines around this one name it: `Could not resolve host: …`")


def test_a_name_that_does_not_exist_is_not_re_run(triage_json: Callable[..., dict]) -> None:
    """go's NXDOMAIN: the name is wrong or the runner has no DNS; a re-run changes neither (trial 103 #5),
    while curl's `Could not resolve host`, which a resolver that did not answer prints too, may be re-run."""
    assert "re-run" not in triage_json(FIXTURES / "go.gha.log")["next_step"]
    assert "re-run the job once" in triage_json(FIXTURES / "curl.gha.log")["next_step"]
