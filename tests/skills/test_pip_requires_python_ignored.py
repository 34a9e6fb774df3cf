"""pip's ``Could not find a version`` of an exact version it left out for its ``Requires-Python`` is
advised as that: the release exists, but needs a newer Python than the step runs (trial 115 #1: a
bumped numpy==2.3.5 on Python 3.10 was told to "require one that is" among the listed versions).

Real output (``tests/fixtures/trial-115/README.md``): pip 23.0.1 on Python 3.10.13, ``pip download
numpy==2.3.5`` (2.3.5 is among the versions pip ignored for ``Requires-Python >=3.11``) and
``numpy==9.9.9`` (never released: not among them, the listed versions' advice stays).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-115"


def test_the_version_asked_for_ignored_for_its_requires_python_is_the_cause(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "pip-requires-python-ignored.gha.log"), analyser, 2000)
    assert report.category == "dependency resolution"
    advice = next_step(report)
    assert "`2.3.5 Requires-Python >=3.11`, line 6" in advice
    assert "Raise the job's Python" in advice
    assert "so require one that is" not in advice


def test_a_version_not_among_the_ignored_keeps_the_listed_versions_advice(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "pip-version-never-released.gha.log"), analyser, 2000)
    assert report.category == "dependency resolution"
    advice = next_step(report)
    assert "so require one that is" in advice
    assert "Requires-Python` (`" not in advice


S42 = Path(__file__).resolve().parents[1] / "fixtures" / "s42-misc"


@pytest.mark.parametrize(
    ("log", "requirement"),
    [
        ("pip-range-ignored.log", "futurepkg>=2"),
        ("pip-compatible-ignored.log", "futurepkg~=2.0"),
        ("pip-bare-name-ignored.log", "onlyfuture"),
    ],
)
def test_a_range_or_a_bare_name_whose_releases_pip_ignored_names_the_release_too(
    analyser: Analyser, log: str, requirement: str
) -> None:
    """pip 23.2.1 (``tests/fixtures/s42-misc/README.md``): the release the range allows (or any
    release of a bare name) needs Python >=3.99; named as an exact pin's is."""
    report, _ = triage_path(str(S42 / log), analyser, 2000)
    assert report.summary.endswith(
        f"the requirement {requirement} (the release needs a newer Python: pip ignored `2.0 Requires-Python "
        ">=3.99`, line 3)"
    )
    advice = next_step(report)
    assert "`2.0 Requires-Python >=3.99`, line 3" in advice
    assert "so require one that is" not in advice
