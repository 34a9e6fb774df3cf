"""A tool's timestamped file path is no secret: the high-entropy rule leaves it as the log has it,
while a high-entropy token beside or inside such a path is still masked.

Lines are real output: npm 10's last line after a failed ``npm ci`` (from a user trial's log, and made
here with ``npm ci --offline`` in a folder without a lock file) and Maven Surefire 3.2.5's warning
after a test wrote to the forked JVM's native stdout (``new FileOutputStream(FileDescriptor.out)``,
``mvn -o -B test``). Secret-shaped strings are built at run time from random parts.
"""

from __future__ import annotations

import random
import string
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from ci_triage.base.redact import find_secrets, forget_secrets, redact

NPM_LOG_LINES = [
    "npm error A complete log of this run can be found in: /root/.npm/_logs/2026-12-02T14_45_05_303Z-debug-0.log",
    "npm error A complete log of this run can be found in: /root/.npm/_logs/2026-12-02T15_04_12_723Z-debug-0.log",
]
SUREFIRE_DUMP_LINE = (
    "[WARNING] Corrupted channel by directly writing to native stream in forked JVM 1. See FAQ web page and the "
    "dump file /tmp/l9/sf/target/surefire-reports/2026-12-02T15-04-33_401-jvmRun1.dumpstream"
)


def test_npms_debug_log_path_is_quoted_as_the_log_has_it() -> None:
    for line in NPM_LOG_LINES:
        assert redact(line) == line
        assert find_secrets(line) == []


def test_surefires_dump_file_is_quoted_as_the_log_has_it() -> None:
    assert redact(SUREFIRE_DUMP_LINE) == SUREFIRE_DUMP_LINE


_STAMPED_NAMES = [
    lambda t: f"/home/runner/.npm/_logs/{t:%Y-%m-%dT%H_%M_%S}_{t.microsecond // 1000:03d}Z-debug-0.log",
    lambda t: (
        f"/home/runner/work/app/app/target/surefire-reports/{t:%Y-%m-%dT%H-%M-%S}_{t.microsecond // 1000:03d}"
        "-jvmRun1.dumpstream"
    ),
    lambda t: f"/builds/group/app/reports/junit-{t:%Y%m%dT%H%M%S}Z-results.xml",
]


@given(
    moment=st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2099, 12, 31)),
    shape=st.sampled_from(range(len(_STAMPED_NAMES))),
    home=st.sampled_from(["/root", "/home/runner", "/Users/runner", "/github/home"]),
)
@settings(max_examples=300, deadline=None)
def test_a_timestamped_file_path_is_never_masked(moment: datetime, shape: int, home: str) -> None:
    path = _STAMPED_NAMES[shape](moment.replace(tzinfo=UTC)).replace("/home/runner", home, 1)
    line = f"see {path} for details"

    assert redact(line) == line


def high_entropy_token(rng: random.Random, length: int) -> str:
    """A random mixed-case token with digits: the shape the high-entropy rule is for."""
    alphabet = string.ascii_letters + string.digits
    while True:
        token = "".join(rng.choice(alphabet) for _ in range(length))
        if any(c.isdigit() for c in token) and any(c.isupper() for c in token) and any(c.islower() for c in token):
            return token


def test_a_token_beside_or_inside_a_timestamped_path_is_still_masked() -> None:
    rng = random.Random(9)
    moment = datetime(2026, 12, 2, 14, 44, 20, tzinfo=UTC)
    for _ in range(50):
        moment += timedelta(seconds=rng.randrange(1, 10**6))
        token = high_entropy_token(rng, 40)
        stamped = f"{moment:%Y-%m-%dT%H_%M_%S}_000Z"
        for text in (
            f"/root/.npm/_logs/{stamped}-debug-0.log token={token}",
            f"upload /tmp/{token}/{stamped}-debug-0.log",
            f"{token}-{stamped}",
        ):
            forget_secrets()  # a token masked by its name (``token=``) is not masked again by value
            assert token not in redact(text), text
            assert find_secrets(text), text
    forget_secrets()
