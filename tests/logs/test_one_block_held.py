"""The first pass lets go of a block before it reads the next, so the next read can reuse its memory."""

from __future__ import annotations

import io
import sys

from ci_triage.logs.first_pass import BLOCK_BYTES, Triggers, scan


class _BlockReads(io.BytesIO):
    """A log in memory that notes, at each read of a whole block, how many references other than
    its own the scan still holds to the block it read before."""

    def __init__(self, data: bytes) -> None:
        super().__init__(data)
        self.previous: bytes | None = None
        self.held: list[int] = []

    def read(self, size: int | None = -1, /) -> bytes:
        if size != BLOCK_BYTES:
            return super().read(size)
        if self.previous is not None:
            # getrefcount counts its own argument and this object's attribute
            self.held.append(sys.getrefcount(self.previous) - 2)
        self.previous = super().read(size)
        return self.previous


def test_a_block_is_freed_before_the_next_read() -> None:
    lines = b"".join(b"##[group]Run step %d\nerror: x\nok\n" % index for index in range(3000))
    log = _BlockReads(lines * (3 * BLOCK_BYTES // len(lines) + 1))
    result = scan(log, Triggers())
    assert len(log.held) >= 3
    assert log.held == [0] * len(log.held)
    assert result.total_bytes == len(log.getvalue())
