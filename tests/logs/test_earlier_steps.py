"""The lines of the steps before the failing one that hold a literal (setuptools' copy of the README
in the build step before ``twine check``): only those above the failing step, cleaned, the file
left at its start."""

from __future__ import annotations

import io

from ci_triage.logs.earlier_steps import earlier_lines_holding
from ci_triage.logs.stamps import detect_stamp


def test_only_the_lines_above_the_failing_step() -> None:
    text = (
        "2026-12-05T11:00:13.4260000Z copying files to widget-0.3.0...\n"
        "2026-12-05T11:00:13.5630000Z copying README.rst -> widget-0.3.0\n"
        "2026-12-05T11:00:14.0000000Z ##[group]Run twine check --strict dist/*\n"
        "2026-12-05T11:00:15.0000000Z copying README.txt -> later"
    )
    file = io.BytesIO(text.encode())
    stamp = detect_stamp(text.encode())
    assert earlier_lines_holding(file, 3, b"copying README", stamp) == ["copying README.rst -> widget-0.3.0"]
    assert file.tell() == 0
    assert earlier_lines_holding(file, 9, b"copying README", stamp)[-1] == "copying README.txt -> later"
