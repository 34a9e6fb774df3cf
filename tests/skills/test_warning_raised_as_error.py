"""A test that failed on a warning the job's filter made an error is advised as such: the warning's
own text, where such a filter is set, and to fix the call or filter that warning alone (trial 106
#5: the generic "Run the failed tests locally" said nothing of the filter).

Real output (``tests/fixtures/trial-106/README.md``): pytest 9.2 with ``python -W
error::DeprecationWarning`` and NumPy 2.4.6's ``numpy.core`` deprecation while collecting a module,
and with pyproject.toml's ``filterwarnings = ["error"]`` and pandas 3.1.1's ``Pandas4Warning`` in a test;
(``tests/fixtures/trial-115/README.md``) pytest 9.0.3 with pytest.ini's ``filterwarnings = error`` and
pydantic 2.13.4's ``PydanticDeprecatedSince20`` (a warning class not named ``…Warning``) while collecting.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-106"
TRIAL_115 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-115"


@pytest.mark.parametrize(
    ("log", "warning"),
    [
        ("04-W-error-deprecation.gha.log", "`DeprecationWarning: numpy.core.numeric is deprecated"),
        ("05-pandas-warning-filterwarnings-error.gha.log", "`Pandas4Warning: The 'mode.copy_on_write' option"),
    ],
)
def test_a_warning_made_an_error_is_named_with_its_filter(analyser: Analyser, log: str, warning: str) -> None:
    report, _ = triage_path(str(FIXTURES / log), analyser, 2000)
    assert report.category == "test failure"
    advice = next_step(report)
    assert "A warning was raised as an error" in advice
    assert warning in advice
    assert "`filterwarnings" in advice
    assert "PYTHONWARNINGS=error" in advice
    assert "Run the failed tests locally" not in advice


def test_a_deprecation_class_not_named_warning_made_an_error_at_collection(analyser: Analyser) -> None:
    # trial 115 #2: pydantic 2's @validator deprecation under `filterwarnings = error` stopped the
    # collection; its class, PydanticDeprecatedSince20, is no ``…Warning``, and got "Run the failed tests locally"
    report, _ = triage_path(str(TRIAL_115 / "pydantic-deprecated-at-collection.gha.log"), analyser, 2000)
    assert report.category == "test failure"
    advice = next_step(report)
    assert "A warning was raised as an error" in advice
    assert "`PydanticDeprecatedSince20: Pydantic V1 style`" in advice
    assert "Run the failed tests locally" not in advice
