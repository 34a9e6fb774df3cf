"""A headline that is a chain of messages (``what failed: why: …: the cause``) is shortened to its
start and its cause, not cut after its first contexts.

``tests/fixtures/trial-20/mvn-offline.plain.log`` is real output of Apache Maven 3.8.7 (see the
folder's README): its ``[ERROR] Failed to execute goal`` line is 850 characters long and says why
only in its last link (the summary used to stop at ``Execution default-resources of goal…``).
``tests/fixtures/trial-33-pip/pip-dns.gha.log`` is real output of pip 23.2.1 (see the folder's
README): its retry line's last link is the index's URL path, and the cause is the link before it.
``fixtures/trial-34-crashes/rust_panic.log`` is real cargo test output (see the folder's README): a
panic whose value is a Rust struct, ``ParseIntError { kind: InvalidDigit }``.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import HEADLINE_CHARS, Analyser
from ci_triage.logs.message_chain import cause_kept
from ci_triage.logs.report import SUMMARY_HEADLINE_CHARS, triage_path

LOG = Path(__file__).resolve().parents[1] / "fixtures" / "trial-20" / "mvn-offline.plain.log"
PIP_LOG = Path(__file__).resolve().parents[1] / "fixtures" / "trial-33-pip" / "pip-dns.gha.log"
RUST_LOG = Path(__file__).parent / "fixtures" / "trial-34-crashes" / "rust_panic.log"
CAUSE = "Cannot access central (https://repo.maven.apache.org/maven2) in offline mode"


def test_the_summary_of_a_maven_chain_reaches_its_cause() -> None:
    report, _ = triage_path(str(LOG), Analyser.load(), 2000)
    quoted = report.summary.split(": ", 1)[1]

    assert quoted.startswith("Failed to execute goal org.apache.maven.plugins:maven-resources-plugin")
    assert CAUSE in quoted
    assert len(quoted) <= SUMMARY_HEADLINE_CHARS + 1
    headline = report.jobs[0].headline or ""
    assert CAUSE in headline
    assert headline.endswith("has not been downloaded from it before. -> [Help 1]")
    assert len(headline) <= HEADLINE_CHARS


def test_links_before_the_cause_are_kept_while_they_fit_in_half_the_limit() -> None:
    text = "go: downloading example.com/mod v1.2.0: " + "x" * 200 + ": dial tcp: lookup proxy.golang.org: no such host"

    kept = "go: downloading example.com/mod v1.2.0 …: dial tcp: lookup proxy.golang.org: no such host"

    assert cause_kept(text, 120) == kept


def test_a_message_that_is_no_chain_or_reads_well_cut_is_left_to_the_ordinary_cut() -> None:
    short_cause = "error: " + "word " * 80
    clause = "first: " + "a " * 60 + "done; " + "b " * 60 + ": then: the cause"

    assert cause_kept("a: b: c", 100) is None  # fits
    assert cause_kept(short_cause, 100) is None  # one link after its context: no chain
    assert cause_kept(clause, 200) is None  # a clause ends past half the limit
    assert cause_kept("a: b: " + "c " * 100, 100) is None  # the cause starts early: the cut shows it


def test_a_rust_panics_place_is_kept_whole_before_its_cause() -> None:
    """cargo 1.95's panic message of a failed test (trial-20's ``rust-big.log``, real output): the
    place is the first link, the assertion's own words the last; cut between words, the start lost
    the place (``panicked at …: assertion …``)."""
    message = (
        "thread 'tests::case_217' (21328) panicked at big/src/lib.rs:261:29: "
        "assertion `left == right` failed: math is broken in case 217"
    )

    kept = cause_kept(message, 120)

    assert kept == "thread 'tests::case_217' (21328) panicked at big/src/lib.rs:261:29 …: math is broken in case 217"


def test_a_last_link_of_one_word_keeps_the_cause_before_it() -> None:
    """pip's last retry line ends ``…: [Errno -2] Name or service not known')': /simple/requests/``:
    the URL path says where, the link before it why; the summary used to keep the contexts and the
    path (``Failed to establish a new connection …: /simple/requests/``) and drop the DNS failure."""
    report, _ = triage_path(str(PIP_LOG), Analyser.load(), 2000)
    quoted = report.summary.split("”: ", 1)[1]

    assert report.category == "infrastructure/network/flaky"
    assert quoted.startswith("WARNING: Retrying (Retry(total=0,")
    assert quoted.endswith("a new connection: [Errno -2] Name or service not known')': /simple/requests/")
    assert len(quoted) <= SUMMARY_HEADLINE_CHARS + 1
    assert "[Errno -2] Name or service not known" in (report.jobs[0].headline or "")


def test_a_colon_inside_a_values_braces_is_no_link() -> None:
    """``ParseIntError { kind: InvalidDigit }`` is one value (trial 34 #19): its field's ``: `` is no
    link of the chain, so the summary keeps the value whole, not ``…: InvalidDigit }``."""
    report, _ = triage_path(str(RUST_LOG), Analyser.load(), 2000)

    assert report.summary.endswith(": ParseIntError { kind: InvalidDigit }.")
    text = "error: " + "x " * 50 + 'ctx: more ctx: Os { code: 2, kind: NotFound, message: "No such file" }'
    assert (
        cause_kept(text, 100)
        == 'error: x x x x x x x x x x x x x x x x x …: Os { code: 2, kind: NotFound, message: "No such file" }'
    )
