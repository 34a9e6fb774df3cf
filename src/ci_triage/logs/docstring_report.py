"""The path of a file interrogate's docstring coverage report names from the folder its heading gives.

interrogate (1.7.0, run here; its ``coverage.py``: ``print_results`` and ``_get_filename``) names each
file of its tables relative to the files' common folder, which only the report's heading names, in
full: ``==== Coverage for /home/runner/work/shop/shop/src/shop/ ====`` above ``| cart.py | 3 | 2 |
1 | 33% |`` of ``-v``'s summary table, and, with ``-vv``, above its detailed table, where a
module's row (``| cart.py (module) | MISSED |``) heads the rows of its classes and functions
(``| total (L1) | MISSED |``). In a runner's checkout folder the file is the heading's folder joined
with the row's name, the checkout folder left out (``src/shop/cart.py``); a function's row is in the
module of the nearest module row above it. Elsewhere (a developer's folder, a self-hosted runner's)
the folder is no repository's path, and the row's name stays as printed.
"""

from __future__ import annotations

import posixpath
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_folder import checkout_folder, without_runner_folder

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

_HEADING = LazyRE2(r"^=+ Coverage for (?P<folder>\S.*?)/? =+$")
"""The report's heading, its files' common folder centred in a ruler of ``=`` (pytest's ``sep``)."""
_MODULE_ROW = LazyRE2(r"^\| (?P<file>\S+\.pyi?) \(module\)\s+\|")
"""A module's row of ``-vv``'s detailed table, whatever its status."""
MAX_REPORT_ROWS = 1_000
"""Lines read up the report for its heading or a function's module row."""


def report_file(lines: Mapping[int, LogLine], number: int, file: str | None) -> str | None:
    """The path of the file line ``number`` of ``lines`` (1-based numbers to lines read) names in
    interrogate's report: ``file`` (a row's name) or, a function's row naming none, the module of
    the nearest module row above it (:data:`_MODULE_ROW`), joined with the folder of the nearest
    heading above (:data:`_HEADING`) when that lies in a runner's checkout folder, which is left out
    (:func:`~ci_triage.logs.runner_folder.checkout_folder`), both in the line's step, at most
    :data:`MAX_REPORT_ROWS` lines up; the name as the row or module row gives it when no such heading
    is read, None when a function's row has no module row above it."""
    section = lines[number].section if number in lines else None
    for above in range(number - 1, max(0, number - MAX_REPORT_ROWS) - 1, -1):
        line = lines.get(above)
        if line is None or line.section != section:
            continue
        if file is None and (module := _MODULE_ROW.match(line.text)) is not None:
            file = str(module.group("file"))
        heading = _HEADING.match(line.text)
        if heading is not None:
            folder = f"{heading.group('folder')}/"
            if file is None or checkout_folder(folder) is None:
                return file
            return without_runner_folder(posixpath.join(folder, file))
    return file
