"""Tests a rerun plugin ran again after they failed and that passed then: flaky tests.

pytest-rerunfailures (``--reruns N``) runs a failed test again, up to N times, and the run fails only
for a test whose every attempt failed. ``-v`` marks each failed attempt on the test's own line,
``test_net.py::test_connect RERUN`` (after pytest-xdist's ``[gw0] [ 33%] `` when it runs the tests),
and ``-rR`` lists it again in the ``rerun test summary info`` section, ``RERUN test_net.py::test_connect``;
the final tally counts the attempts (``1 failed, 2 passed, 3 rerun``; pytest-rerunfailures 16.7). A test
rerun that is none of the step's failed tests passed on a rerun: the job did not fail for it, but it
failed at least once, which is what ``--reruns`` hides and a maintainer wants to hear of. Without
``-v`` or ``-rR`` only the progress characters (``R.RRF.``) and the count are printed, and no test is named.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_RERUN = LazyRE2(r"^(?:\[gw\d+\] (?:\[ *\d+%\] )?)?(?:RERUN (?P<listed>\S+::\S+)\s*$|(?P<marked>\S+::\S+) RERUN\b)")
"""A failed attempt of a test that was run again: ``-v``'s ``test_x.py::test_y RERUN`` (or its
pytest-xdist form) or ``-rR``'s ``RERUN test_x.py::test_y``."""
PASSED_ON_RERUN = (
    "{tests} failed and then passed on a rerun (pytest-rerunfailures' RERUN): not why the job failed, "
    "but a test that fails and then passes is flaky and worth a look"
)
"""The warning naming the tests of :func:`passed_on_rerun` (``{tests}``, comma-separated)."""


def passed_on_rerun(lines: Mapping[int, LogLine], failed: Collection[str]) -> list[str]:
    """The tests ``lines`` (1-based line number → line read, the failing steps') mark as run again
    after a failure (:data:`_RERUN`) that are none of the ``failed`` test names: each once, in log
    order; ``[]`` when no line names a rerun test."""
    found: dict[str, None] = {}
    for number in sorted(lines):
        match = _RERUN.match(lines[number].text)
        name = (match.group("listed") or match.group("marked")) if match is not None else None
        if name and name not in failed:
            found[name] = None
    return list(found)
