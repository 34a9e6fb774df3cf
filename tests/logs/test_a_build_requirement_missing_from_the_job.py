"""A build without isolation in an environment lacking ``wheel`` is a build requirement missing, not
the package's build error (trial 106 #8: ``error: invalid command 'bdist_wheel'`` was a
compile/build error with advice that never named the fix). Fixture in
``fixtures/build-requirement``: real pip 23.2.1 and setuptools 65.5.0 output."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures" / "build-requirement"


def test_setuptools_without_bdist_wheel_is_a_missing_build_requirement(triage_json) -> None:
    report = triage_json(FIXTURES / "pip-no-build-isolation-no-wheel.log")
    assert report["category"] == "dependency resolution"
    assert "invalid command 'bdist_wheel'" in report["summary"]
    assert "`pip install wheel setuptools`" in report["next_step"]
    assert "drop `--no-build-isolation`" in report["next_step"]
