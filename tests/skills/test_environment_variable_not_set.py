"""A program that reads an environment variable the job does not set: configuration, not a crash.

Real output, wrapped as GitHub Actions serves a job log (``tests/fixtures/trial-45``): trial 45's
``python publish.py`` (Python 3.11.7) failing on ``os.environ["PYPI_API_TOKEN"]`` with ``KeyError:
'PYPI_API_TOKEN'`` under the ``File "<frozen os>", line 679, in __getitem__`` frame (before 3.11 the
frame is ``Lib/os.py``'s, CPython's ``_Environ.__getitem__``), and ``node scripts/publish.js`` (node
20.20.2) reading ``process.env.NPM_TOKEN.trim()``: ``TypeError: Cannot read properties of undefined
(reading 'trim')`` under the source line Node prints. Before, "runtime error" 0.60 with "the script
crashed" advice; a secret is empty on a fork's pull request, which is what the reader needs to know.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-45"


@pytest.mark.parametrize("name", ["missing-secret.gha.log", "node-env-undefined.gha.log"])
def test_an_environment_variable_not_set_is_configuration(name: str) -> None:
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    advice = next_step(report)
    assert "${{ secrets.NAME }}" in advice
    assert "secrets are empty on pull requests from forks" in advice


def test_a_key_error_of_another_mapping_stays_a_runtime_error(tmp_path: Path) -> None:
    """The same ``KeyError`` line without ``os``'s frame above it: a dictionary of the program's."""
    log = (FIXTURES / "missing-secret.gha.log").read_text(encoding="utf-8")
    lookup = 'File "<frozen os>", line 679, in __getitem__'
    assert lookup in log
    other = tmp_path / "job.log"
    other.write_text(log.replace(lookup, 'File "/work/trial-45/proj/misc/config.py", line 9, in get'), encoding="utf-8")
    assert triage_path(FIXTURES / "missing-secret.gha.log", Analyser.load(), DEFAULT_BUDGET)[0].category == (
        "configuration"
    )
    assert triage_path(other, Analyser.load(), DEFAULT_BUDGET)[0].category == "runtime error"


@pytest.mark.parametrize(
    "name",
    [
        "node-20-missing-required-env.txt",  # trial 128's deploy script: the name after the words
        "node-20-env-must-be-set.txt",
        "dotenv-safe-9.1-missing-vars.txt",
        "envalid-8.2-missing-vars.txt",
        "env-schema-8.0-required.txt",
        "t3-env-0.13-invalid-vars.txt",
    ],
)
def test_a_missing_variable_in_nodes_words_or_a_librarys_is_configuration(
    name: str, triage_step_fixture: Callable[[str], TriageReport]
) -> None:
    """Trial 128 #2: node 20.20.2 with the variables unset (tests/skills/fixtures, each named for its
    tool's version): a script's own ``throw new Error(`Missing required environment variable
    ${name}`)`` and the start-up checks of dotenv-safe, envalid, env-schema and t3-env were a runtime
    error (0.55, "the script crashed"), envalid's report ``unknown``. Node's ``Node.js v20.20.2``
    trailer reports the configuration error above it, no rival runtime error: the verdict is confident."""
    report = triage_step_fixture(name)
    assert report.category == "configuration"
    assert report.confidence >= 0.7, report.jobs[0].classification.confidence_steps
    runtime = [other.strength for other in report.competing if other.category == "runtime error"]
    assert all(strength < 0.3 for strength in runtime), report.competing  # the trailer: 0.75 x 0.25, no longer 0.6
    assert "${{ secrets.NAME }}" in next_step(report)
