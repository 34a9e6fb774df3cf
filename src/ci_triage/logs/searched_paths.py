"""The places a tool looked for a file it did not find, and the files it would write: candidates, not
source locations.

A tool that did not find a file lists where it looked, one path a line, under a heading that says
so: ansible-core's ``Could not find or access 'files/nginx-site.conf'`` over ``Searched in:`` and
its candidates (``\t/home/runner/work/infra/infra/ans/files/nginx-site.conf``, ansible-core 2.19).
None of those paths exists, so none is where the failure is: the file to add or the path to fix is
the one the error names, and the task that names it is placed by the tool's own ``Origin:``.
So are the files a tool lists as those it would write (Django's ``makemigrations --check``:
``Migrations for 'orders':`` over ``  orders/migrations/0002_order_status.py``, Django 5.2): the
file does not exist yet, the model that changed is where the change was made.
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_SEARCHED_HEADING = LazyRE2(
    r"(?i)^\s*(?:searched|looked) in(?: the following (?:locations|paths|places))?:\s*$"
    r"|^Migrations for '[^']+':$"
)
"""The heading above the paths a tool looked in: ``Searched in:`` (Ansible), ``Searched in the
following locations:``; or above the files it would write: Django's ``Migrations for 'APP':``."""


def searched_paths(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (line number → line read, 1-based) that list a place a tool looked
    in, or a file it would write: the lines right below a :data:`_SEARCHED_HEADING`, read and
    indented deeper than it, up to the first that is not. Linear in the number of lines."""
    listed: set[int] = set()
    for number, line in lines.items():
        if _SEARCHED_HEADING.match(line.text) is None:
            continue
        indent = len(line.text) - len(line.text.lstrip())
        below = number + 1
        while below in lines and (text := lines[below].text).strip() and len(text) - len(text.lstrip()) > indent:
            listed.add(below)
            below += 1
    return frozenset(listed)
