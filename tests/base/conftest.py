"""The redaction tests run ``ci-triage`` in process hundreds of times (every output format, every
fixture log, every password length): each run reuses an analyser of the session where a load gives
the same one (``shared_analyser_load`` of ``tests/conftest.py``), as ``triage_json`` does."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _reuse_the_sessions_analyser(shared_analyser_load: None) -> None:
    """Every test of this folder: in-process runs reuse an analyser of the session (see the module docstring)."""
