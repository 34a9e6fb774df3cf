"""A release job's refusals read by what refused: a missing token, a dirty tree, a version that
exists (trial 68).

``tests/fixtures/trial-68`` (real output of trial 68, README there): semantic-release 24.2.9 with no
GitHub or npm token was ``infrastructure-as-code/deploy`` at 0.84 with generic advice; ``cargo
package`` 1.95.0 refusing a checkout a step changed was ``lint/format``; npm 11.19.1's "You cannot
publish over the previously published versions" was read from the step's command alone, and its
``ENEEDAUTH`` advised GITHUB_TOKEN's ``permissions:`` block. After: the token codes are
permission/auth with advice naming the variables; the dirty tree and the version not bumped are
configuration; ENEEDAUTH's advice names ``NODE_AUTH_TOKEN`` and setup-node's ``registry-url``.
A ``prepack`` script that failed with no error of a tool (``npm pack``, npm 11.19.1) was ``unknown``:
npm's lifecycle lines now name a failed build, below the error of a tool the script ran (tsc 5.9.3,
made here for t68b, README there).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-68"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def test_semantic_release_without_tokens_is_permission_auth_naming_them() -> None:
    report = _triage("20-semantic-release-notoken.log")
    assert report.category == "permission/auth"
    assert report.signals[0].signal == "semantic-release-credentials"
    advice = next_step(report)
    assert "`NPM_TOKEN`" in advice
    assert "GITHUB_TOKEN" in advice


def test_cargo_package_on_a_dirty_tree_is_configuration_not_lint() -> None:
    report = _triage("16-cargo-package-dirty.log")
    assert report.category == "configuration"
    assert "--allow-dirty" in next_step(report)


def test_a_version_the_registry_holds_is_configuration_bump_it() -> None:
    report = _triage("11-npm-publish-exists.log")
    assert report.category == "configuration"
    assert report.signals[0].signal == "version-already-published"
    advice = next_step(report)
    assert "bump the version (`version` in `package.json`" in advice  # one advice for npm's and twine's


def test_the_registrys_403_for_a_published_version_is_no_credential_refusal() -> None:
    # the registry's answer to a real publish, as npm prints it (npm 6's form in a public issue thread:
    # npm 11 run here refuses before uploading, 11-npm-publish-exists.log); its 403 is no auth failure
    line = (
        "npm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/dzmtest"
        " - You cannot publish over the previously published versions: 1.0.0."
    )
    matched = {f"{m.signal.skill}/{m.signal.id}" for m in Analyser.load().signals.match(clean_line(line).text)}
    assert matched == {"package-manifest/version-already-published"}


def test_npm_without_a_token_advises_node_auth_token_not_permissions() -> None:
    report = _triage("10-npm-publish-private.log")
    assert report.category == "permission/auth"
    advice = next_step(report)
    assert "`NODE_AUTH_TOKEN`" in advice
    assert "`registry-url`" in advice


@pytest.mark.parametrize(
    "name", ["12-npm-pack-prepack.log", "npm-install-prepare-script.log", "npm-publish-prepublishonly.log"]
)
def test_a_failed_build_lifecycle_script_without_a_tools_error_is_a_build_failure(name: str) -> None:
    report = _triage(name)
    assert report.category == "compile/build error"
    assert report.signals[0].signal == "lifecycle-script-failed"
    assert "build script named by the `> name@version script` line" in next_step(report)


def test_the_error_of_the_tool_a_lifecycle_script_ran_decides() -> None:
    report = _triage("npm-install-prepare-tsc.log")
    assert report.category == "type check"
    assert "TS2322" in report.summary
