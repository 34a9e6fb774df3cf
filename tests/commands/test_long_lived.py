"""Start-up objects are made with the cyclic collector off and frozen after; the collector is on again
afterwards, whatever happens in the block."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from ci_triage.commands.long_lived import long_lived


@pytest.fixture(autouse=True)
def _restore_collector() -> Iterator[None]:
    enabled = gc.isenabled()
    yield
    gc.unfreeze()
    if enabled:
        gc.enable()
    else:
        gc.disable()


def test_objects_made_in_the_block_are_frozen_and_the_collector_is_on_after() -> None:
    gc.enable()
    gc.unfreeze()
    with long_lived():
        assert not gc.isenabled()
        made = [{"n": n} for n in range(1000)]
    assert gc.isenabled()
    assert gc.get_freeze_count() >= len(made)


def test_the_collector_is_on_again_when_the_block_raises() -> None:
    gc.enable()
    with pytest.raises(ValueError, match="bad input"), long_lived():
        raise ValueError("bad input")
    assert gc.isenabled()


def test_a_collector_turned_off_before_stays_off() -> None:
    gc.disable()
    with long_lived():
        pass
    assert not gc.isenabled()
