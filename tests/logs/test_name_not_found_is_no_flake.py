"""A host name the resolver says does not exist is no flake: the report keeps the network category
and says so after it, where the category's name says flaky (trial 85 #8).

Fixtures (tests/fixtures/trial-85, README there): the trial's real pytest 9.2 logs of a test whose
``urllib`` fetch failed, ``py-dns-bogus.log`` (an ``.invalid`` host, ``[Errno -2] Name or service
not known``) and ``py-dns.log`` (no network, ``[Errno -3] Temporary failure in name resolution``),
``curl-bogus.log`` (``curl: (6) Could not resolve host: …`` of an ``.invalid`` host after two retries)
and ``curl-retry.log`` (the same of ``files.pythonhosted.org`` without network)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-85"
NOT_A_FLAKE = "infrastructure/network/flaky (host name not found: a wrong name or a runner without dns)"


@pytest.mark.parametrize("name", ["py-dns-bogus.log", "curl-bogus.log"])
def test_a_name_that_did_not_resolve_is_said_to_be_no_flake(name: str) -> None:
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "infrastructure/network/flaky"
    assert report.summary.lower().startswith(NOT_A_FLAKE)


@pytest.mark.parametrize("name", ["py-dns.log", "curl-retry.log"])
def test_a_resolver_that_failed_for_now_stays_a_flake(name: str) -> None:
    """No network: the resolver's temporary failure, and curl's ``Could not resolve host:
    files.pythonhosted.org``, which says either (a real host: no name is wrong)."""
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "infrastructure/network/flaky"
    assert "host name not found" not in report.summary


@pytest.mark.parametrize(("name", "line"), [("py-dns-bogus.log", 102), ("curl-bogus.log", 24)])
def test_a_host_under_invalid_is_named_as_wrong_and_not_re_run(name: str, line: int) -> None:
    """A name under `.invalid` never resolves (RFC 6761): the advice names it, from pytest's traceback
    local `host = '…'` or curl's own line, says it is wrong, and never to re-run (trial 103 #5)."""
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    advice = next_step(report)
    assert advice.startswith(f"The host `api.exchange-rates.invalid` (line {line}) is under `.invalid`")
    assert "a re-run fails the same way" in advice
    assert "re-run the job" not in advice
    assert "flake" not in report.summary
