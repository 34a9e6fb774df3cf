"""``pytest --tb=native``: the excerpt leaves out the frames of pytest's and pluggy's own packages.

A native traceback runs from pytest's call of the test through 40-odd frames of
``site-packages/_pytest/`` and ``site-packages/pluggy/`` (each with its source line and carets)
before the test's own frames and the exception it died of: the excerpt had spent about 110 lines on
them and reached the test's frames late or never. Fixtures: real pytest 9.2.0 output
(``tests/fixtures/s25-pytest/README.md``: ``pytest-tb-native.gha.log``, ``pytest-plugin-validation.gha.log``; trial 39's
``pytest-tb-native.gha.log``, ``tests/fixtures/trial-39/README.md``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
NATIVE = FIXTURES / "s25-pytest" / "pytest-tb-native.gha.log"
PLUGIN = FIXTURES / "s25-pytest" / "pytest-plugin-validation.gha.log"
TRIAL = FIXTURES / "trial-39" / "pytest-tb-native.gha.log"
RUNNER_PATHS = ("site-packages/_pytest/", "site-packages/pluggy/")


def _excerpt(path: Path) -> list[str]:
    report, _ = triage_path(str(path), Analyser.load(), 2000)
    return [line for span in report.excerpt for line in span.lines]


@pytest.mark.parametrize("path", [NATIVE, TRIAL], ids=["s25", "trial-39"])
def test_no_frame_of_the_runners_own_packages_is_quoted(path: Path) -> None:
    assert not [line for line in _excerpt(path) if any(part in line for part in RUNNER_PATHS)]


def test_the_tests_own_frames_and_exceptions_are_quoted() -> None:
    excerpt = _excerpt(NATIVE)
    assert '  File "/home/runner/work/app/app/test_native.py", line 7, in test_config_parses' in excerpt
    assert "    cfg = load_config(\"{'name': 1}\")" in excerpt
    assert '  File "/home/runner/work/app/app/test_native.py", line 11, in test_sum' in excerpt
    assert (
        "json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"
        in excerpt
    )
    assert "AssertionError: assert 3 == 4" in excerpt


def test_a_frame_of_another_installed_package_is_kept(tmp_path: Path) -> None:
    """Only the runner's own frames are filler: a library's frame says where the failure happened."""
    standard = 'File "/root/.pyenv/versions/3.11.7/lib/python3.11/json/decoder.py", line 353'
    installed = 'File "/home/runner/work/app/app/.venv/lib/python3.11/site-packages/simplejson/decoder.py", line 353'
    text = NATIVE.read_text(encoding="utf-8")
    assert standard in text
    path = tmp_path / "library.log"
    path.write_text(text.replace(standard, installed), encoding="utf-8")
    excerpt = _excerpt(path)
    assert any("site-packages/simplejson/decoder.py" in line for line in excerpt)
    assert not [line for line in excerpt if any(part in line for part in RUNNER_PATHS)]


def test_a_traceback_pytest_itself_raised_keeps_the_runners_frames() -> None:
    """No test's frame follows the runner's: pytest raised (a plugin it could not register), and its
    frames down to pluggy's ``raise PluginValidationError(`` are where the crash is."""
    excerpt = _excerpt(PLUGIN)
    assert any('site-packages/pluggy/_manager.py", line 448, in _verify_hook' in line for line in excerpt)
    assert "pluggy._manager.PluginValidationError: Plugin 'badhook' for hook 'pytest_configure'" in excerpt
