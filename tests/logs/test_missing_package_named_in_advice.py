"""The advice names the package the log says is missing, not a placeholder (trial 100 #7).

perl's ``Can't locate JSON/XS.pm in @INC (you may need to install the JSON::XS module)`` was advised
``cpanm Module::Name``; go's ``no required module provides package github.com/acme/nothere/v2`` was
advised ``go get PACKAGE``. A signal's ``{package}`` placeholder is filled with its line's ``package``
group. Real output: prove 3.44 / perl 5.36.0 run here (``fixtures/s37-ownpkg/README.md``), go build
(``tests/skills/fixtures/go-build-no-required-module.txt``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

TESTS = Path(__file__).parents[1]


def test_perls_missing_module_is_named_in_the_cpanm_command(analyser: Analyser) -> None:
    report = triage_path(
        TESTS / "logs" / "fixtures" / "s37-ownpkg" / "prove-missing-module.log", analyser, DEFAULT_BUDGET
    )[0]
    assert report.category == "dependency resolution"
    advice = next_step(report)
    assert "`cpanm JSON::XS` for the one module" in advice
    assert "Module::Name" not in advice


def test_gos_missing_package_is_named_in_the_go_get_command(analyser: Analyser) -> None:
    report = triage_path(TESTS / "skills" / "fixtures" / "go-build-no-required-module.txt", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "dependency resolution"
    advice = next_step(report)
    assert "`go get github.com/acme/nothere/v2`" in advice
    assert "PACKAGE" not in advice
