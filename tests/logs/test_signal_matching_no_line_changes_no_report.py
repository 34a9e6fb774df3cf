"""A skill's signal that matches no line of a log changes nothing of that log's report: not the lines
the first pass keeps of a step too long to read whole, so not the windows read, the failed tests
listed, the excerpt or the category (session 33: newman's ``assertions │`` summary row, in no line
of a pytest log, cut its windowed read from 30 failed tests to 15: the first pass told a signal line
by its trigger's first six bytes, and ``assertions │`` starts as pytest's ``assert`` lines do).

The test adds a skill whose signals, of every role, have literals that begin as the fixtures' failure
lines begin (``assert``, ``not ok``, ``FAIL:``, ...) and that no line holds; the report's JSON must
be the bundled skills' own. Fixtures: real pytest 9.2.0 and node 20.20.2 ``--test`` (TAP) runs of
generated tests (``tests/fixtures/s30-t67b``, README there) and a real ``go test -v`` run of 720
subtests (``tests/fixtures/trial-17``, README there), each step too long to read whole.
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.report_json import report_json

FIXTURES = Path(__file__).parents[1] / "fixtures"
LOGS = [
    FIXTURES / "s30-t67b" / "pytest_300_failed.log.gz",
    FIXTURES / "s30-t67b" / "nodetest_tap_200_failed.log.gz",
    FIXTURES / "trial-17" / "go-v-720-subtests.gha.log",
]
HEADS = ["assert", "Assert", "FAILED", "not ok", "FAIL: ", "Error:", "error:", "panic:", "--- FA"]
"""Words the fixtures' failure lines (or other tools') start with: a literal's first six bytes."""
NOWHERE = "│ held by no line of any log │"
ROLES = ["error", "summary", "context", "wrapper"]


def _skill(folder: Path) -> None:
    """A skill in ``folder`` whose signals, one of each role per head of :data:`HEADS`, match no
    line of :data:`LOGS`."""
    signals = "".join(
        f"  - id: never-{role}-{number}\n    pattern: '^\\s*{re.escape(head)}{NOWHERE}{role}(?P<test>\\S+)$'\n"
        f"    weight: 0.8\n    role: {role}\n"
        for role in ROLES
        for number, head in enumerate(HEADS)
    )
    (folder / "nowhere").mkdir(parents=True)
    (folder / "nowhere" / "SKILL.md").write_text(
        f"---\nname: nowhere\ndescription: signals no log holds\ncategory: test failure\nsignals:\n{signals}---\n"
        "# nowhere\n",
        encoding="utf-8",
    )


def _text(path: Path) -> str:
    return (gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()).decode()


@pytest.fixture(scope="module")
def with_nowhere(tmp_path_factory: pytest.TempPathFactory) -> Analyser:
    """The bundled skills and :func:`_skill`'s."""
    folder = tmp_path_factory.mktemp("skills")
    _skill(folder)
    return Analyser.load([folder])


def test_the_added_signals_literals_begin_as_failure_lines_do(with_nowhere: Analyser) -> None:
    added = [signal for signal in with_nowhere.signals.signals if signal.skill == "nowhere"]
    assert [(signal.role, (signal.literal or "")[: len(NOWHERE) + 6]) for signal in added] == [
        (role, head + NOWHERE) for role in ROLES for head in HEADS
    ]  # literals the first pass looks for, each starting with a head


@pytest.mark.parametrize("log", LOGS, ids=[log.name for log in LOGS])
def test_a_signal_matching_no_line_changes_no_report(analyser: Analyser, with_nowhere: Analyser, log: Path) -> None:
    assert NOWHERE not in _text(log)
    bundled = report_json(triage_path(str(log), analyser, DEFAULT_BUDGET)[0])
    assert report_json(triage_path(str(log), with_nowhere, DEFAULT_BUDGET)[0]) == bundled
