"""Test-wide switch: no test may send a real model request.

``ALLOW_MODEL_REQUESTS`` is off for every test; a cassette test that replays provider traffic
turns it on for its own duration with ``allow_model_requests()``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ci_triage.harness.models.request_switch import allow_model_requests


@pytest.fixture(autouse=True)
def _no_model_requests() -> Iterator[None]:
    with allow_model_requests(False):
        yield
