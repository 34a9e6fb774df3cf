"""Fault matrix: writes under ambiguous failures happen once, listings with looping or foreign links
end, a redirect elsewhere is a handoff, and a model endpoint answering garbage is a model error.
GitHub is scripted at PyGithub's request function and the model endpoint is an httpx MockTransport;
the stateful loopback GitHub of the end-to-end suite can run the same matrix over HTTP."""

from __future__ import annotations

from security.measure import faults


def test_no_double_write_no_crash_no_endless_listing():
    tally = faults()
    assert tally.cases >= 25
    assert tally.failures == []
    assert (tally.double_writes, tally.exit_70, tally.hangs) == (0, 0, 0)
    assert sum(tally.leaks.values()) == 0
