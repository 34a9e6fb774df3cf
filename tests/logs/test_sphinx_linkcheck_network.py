"""A linkcheck row whose reason is the checker's own network failure is the runner's network, not a dead link.

Real ``sphinx-build -b linkcheck docs docs/_build/linkcheck`` output (Sphinx 9.0.4, Python 3.11.7,
run here without DNS; ``tests/fixtures/s30-sphinx/README.md``). Before, every row of an offline run
(``Failed to resolve 'github.com'``) was a compile/build error at 0.85 with the advice to remove the
links (trial 63, finding 1); a row with a 404 or a local target that does not exist is the dead link,
which leads the verdict and the summary when both kinds are there, the network rows its rival.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s30-sphinx"


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("sphinx-linkcheck-offline.gha.log", "Failed to resolve"),
        ("sphinx-linkcheck-timeout.gha.log", "timeout   http://127.0.0.1:47123/status"),
    ],
)
def test_rows_the_checker_could_not_reach_are_the_network(name: str, quoted: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), Analyser.load(), 2000)
    assert report.category == "infrastructure/network/flaky"
    assert quoted in report.summary
    advice = next_step(report)
    assert "runner's network, not the links" in advice
    assert "Fix or remove the broken links" not in advice


@pytest.mark.parametrize(
    ("name", "dead_link"),
    [
        ("sphinx-linkcheck-dns-and-404.gha.log", "broken    http://10.255.255.1/linky/ - 404 Client Error"),
        ("sphinx-linkcheck-local-and-dns.gha.log", "broken    missing.html -"),
    ],
)
def test_a_dead_link_leads_and_the_network_rows_are_its_rival(name: str, dead_link: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), Analyser.load(), 2000)
    assert report.category == "compile/build error"
    assert dead_link in report.summary
    assert [rival.category for rival in report.jobs[0].classification.competing] == ["infrastructure/network/flaky"]
    assert next_step(report).startswith("Fix or remove the broken links")


@pytest.mark.parametrize(
    ("path", "network_row"),
    [
        (FIXTURES / "sphinx-linkcheck-dns-and-404.gha.log", 36),
        (FIXTURES.parent / "s46-sphinx" / "linkcheck-dns-and-404.log", 22),
        (FIXTURES.parent / "s46-sphinx" / "linkcheck-dns-and-404.gha.log", 37),
    ],
)
def test_beside_a_dead_link_the_advice_says_which_row_failed_on_the_network(path: Path, network_row: int) -> None:
    """A row of a host that did not resolve beside a 404 (trial t125, finding 3): the dead link's
    advice, then that row's own, a re-run or ``linkcheck_ignore``, naming its line."""
    report, _ = triage_path(str(path), Analyser.load(), 2000)
    assert report.category == "compile/build error"
    advice = next_step(report)
    assert advice.startswith("Fix or remove the broken links")
    also = f"Also, line {network_row} (another row of the same report): The link checker could not reach"
    assert also in advice
    assert "Re-run the job" in advice.partition(also)[2]
