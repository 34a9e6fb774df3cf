"""A Rust panic's thread id, left out of what a message quotes.

Since Rust 1.88 the panic message names the thread's id after its name (std's default panic hook,
``library/std/src/panicking.rs``: ``thread 'main' (17503) panicked at src/main.rs:2:5:``; a test's
thread, ``thread 'tests::adds' (7961) panicked at …``). The id is the OS thread's, different in every
run, and says nothing of the failure: a failed test's message and the summary's quote leave it out,
as the fingerprint masks it with every other number.
"""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

_THREAD_ID = LazyRE2(r"^(?P<thread>thread '[^']*') \(\d+\) panicked at ")
"""A Rust panic's thread with its id (``thread 'tests::adds' (7961) panicked at``)."""


def without_thread_id(text: str) -> str:
    """``text`` (a line's text, stripped) without a Rust panic's thread id (:data:`_THREAD_ID`):
    ``thread 'main' (17503) panicked at src/main.rs:2:5:`` → ``thread 'main' panicked at
    src/main.rs:2:5:``, the form Rust printed before 1.88; else ``text`` unchanged."""
    return _THREAD_ID.sub(lambda found: f"{found.group('thread')} panicked at ", text)
