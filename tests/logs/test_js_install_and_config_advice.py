"""npm's, pnpm's and yarn's install failures and two configuration errors of JavaScript tools get the
advice of their own cause, not one sentence for all (trial 42, findings 11 and 12):

- ERESOLVE: align the peer versions (``--legacy-peer-deps`` only as a stop-gap);
- E404: a misspelt package name (or a private one without credentials), which refreshing the lock
  file does not fix;
- ETARGET: no released version matches the range;
- a lock file out of sync with package.json under a frozen install: install without the freeze and
  commit the lock file (npm's ``npm ci``, pnpm's ``ERR_PNPM_OUTDATED_LOCKFILE``, yarn 1's ``Your
  lockfile needs to be updated``), each naming its own tool's install and lock file (trial 86: all
  three were named for any of them);
- ESLint 9+ finding no ``eslint.config.*``: the tool is eslint (its ``ESLint: 10.16.0`` line), migrate
  the ``.eslintrc`` or pin eslint 8;
- ``npm error Missing script: "x"``: the tool is npm, add the script or fix the step's command.

Fixtures (real output, npm 11.19.1 and eslint 10.16.0 from the npm registry; READMEs beside them):
tests/fixtures/trial-42 (``npm_e404.log``, ``npm_etarget.log``, ``npm_missing_script.log``,
``eslint_no_flat_config.log``), tests/fixtures/trial-18/npm-eresolve.gha.log and
tests/skills/fixtures (``npm-ci-out-of-sync.txt``, ``pnpm-frozen-lockfile.txt`` pnpm 12.23.0,
``yarn-frozen-lockfile.txt`` yarn 1.22.22).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.report.next_step import NEXT_STEPS

TESTS = Path(__file__).parents[1]
GENERIC = "Check the package names, versions and registry shown above"


@pytest.mark.parametrize(
    ("log", "tool", "advice"),
    [
        ("fixtures/trial-18/npm-eresolve.gha.log", "npm", "--legacy-peer-deps"),
        ("fixtures/trial-42/npm_e404.log", "npm", "check its spelling in\npackage.json"),
        ("fixtures/trial-42/npm_etarget.log", "npm", "npm view NAME versions"),
        ("skills/fixtures/npm-ci-out-of-sync.txt", "npm", "and commit the updated package-lock.json"),
        (
            "skills/fixtures/pnpm-frozen-lockfile.txt",
            "pnpm",
            "run `pnpm install` locally and commit the updated pnpm-lock.yaml",
        ),
        (
            "skills/fixtures/yarn-frozen-lockfile.txt",
            "yarn",
            "run `yarn install` locally and commit the updated yarn.lock",
        ),
    ],
    ids=["eresolve", "e404", "etarget", "npm-ci-lock", "pnpm-lock", "yarn-lock"],
)
def test_an_install_failure_gets_its_own_cause_s_advice(
    triage_json: Callable[..., dict], log: str, tool: str, advice: str
) -> None:
    report = triage_json(TESTS / log)
    assert (report["category"], report["tool"]) == ("dependency resolution", tool)
    assert advice.replace("\n", " ") in report["next_step"]
    assert GENERIC not in report["next_step"]


def test_a_404_is_not_fixed_by_the_lock_file(triage_json: Callable[..., dict]) -> None:
    report = triage_json(TESTS / "fixtures/trial-42/npm_e404.log")
    assert "Refreshing the lock file does not help" in report["next_step"]


@pytest.mark.parametrize(
    ("log", "tool", "advice"),
    [
        ("eslint_no_flat_config.log", "eslint", "pin eslint to 8"),
        ("npm_missing_script.log", "npm-script", "add the script"),  # `npm run lint`: npm's run subcommand
    ],
)
def test_a_tool_s_own_configuration_error_names_the_tool_and_the_fix(
    triage_json: Callable[..., dict], log: str, tool: str, advice: str
) -> None:
    report = triage_json(TESTS / "fixtures" / "trial-42" / log)
    assert (report["category"], report["tool"]) == ("configuration", tool)
    assert advice in report["next_step"]
    assert NEXT_STEPS["configuration"] not in report["next_step"]
