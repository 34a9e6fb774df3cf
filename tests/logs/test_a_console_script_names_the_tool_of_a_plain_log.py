"""A plain log without its command: the console script a traceback runs through names the tool.

Session 42's note, trial 120's tool naming: pip-audit offline behind a proxy that refuses it
(``requests.exceptions.ProxyError: … Unable to connect to proxy``), saved as its output alone,
was a network failure naming no tool, though its traceback's outermost frame is pip-audit's own
console script (``File "/…/bin/pip-audit", line 8, in <module>``). The fixture is pip-audit 2.10.1
run here, ``pip-audit -r requirements.txt --no-deps --disable-pip`` with ``HTTPS_PROXY`` set to a
closed port.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURE = Path(__file__).parents[1] / "fixtures" / "t120" / "pip-audit-proxy-error.txt"


def test_the_console_script_of_the_crash_names_the_tool(analyser: Analyser) -> None:
    with open_log_source(str(FIXTURE)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "infrastructure/network/flaky"
    assert report.tool == "pip-audit"
