"""A verdict's deciding line says what to do next when its skill knows better than the category.

The fixtures are real output made here (versions in each skill's "Line forms" note) or a user
trial's (``git-push-fetch-first-trial.txt``, ``pip-sdist-setup-raises.txt``). The report's next
step is the deciding signal's ``next_step``; a verdict whose signals give none keeps its category's
generic text (``ci_triage.report.markdown.NEXT_STEPS``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown
from ci_triage.report.next_step import NEXT_STEPS

FIXTURES = Path(__file__).parent / "fixtures"


def triage(name: str, analyser: Analyser) -> TriageReport:
    return triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]


def next_step_section(report: TriageReport) -> str:
    """The rendered comment's text under its ``#### Next step`` heading."""
    return render_markdown(report).split("#### Next step", 1)[1].split("<sub>", 1)[0]


# fixture: words the next step holds (a plain log's: no CI system's knob, report/next_step.py)
SPECIFIC = {
    "disk-full-gzip-trial.txt": "free space",
    "disk-full-cp-dev-full.txt": "free space",
    "bandit.txt": "# nosec",
    "meson-dependency-not-found.txt": "PKG_CONFIG_PATH",
    "maven-enforcer-versions.txt": "actions/setup-java `java-version:`",
    "clang-format-werror.txt": "clang-format -i FILES",
    "cmake-find-package-zeromq-trial.txt": "CMAKE_PREFIX_PATH",
    "cmake-find-module-missing.txt": "CMAKE_PREFIX_PATH",
    "cmake-find-package-required.txt": "CMAKE_PREFIX_PATH",
    "pytest-collect-conftest-trial.txt": "pip install -e .",
    "pytest-collect-src-layout.txt": "pip install -e .",
    "sphinx-W-keep-going-trial.txt": "documentation warnings",
    "sphinx-build-W.txt": "documentation warnings",
    "mkdocs-strict-trial.txt": "documentation warnings",
    "sphinx-extension-handler-trial.txt": "event handler raised",
    "sphinx-output-not-a-directory-trial.txt": "an OSError names a path",
    "mkdocs-hook-crash-trial.txt": "MkDocs hook or plugin raised",
    "npm-publish-invalid-name-trial.txt": "Fix the field of `package.json`",
    "cargo-package-path-dependency.txt": "beside its `path`",
    "cargo-package-dirty-trial.txt": "--allow-dirty",
    "setuptools-package-dir-missing-trial.txt": "[tool.setuptools]",
    "git-diff-exit-code.txt": "when a generator or build step wrote them",
    "git-diff-stat-exit-code.txt": "when a generator or build step wrote them",
    "git-status-porcelain.txt": "when a generator or build step wrote them",
    "dco-check-missing-signoff.txt": "git rebase --signoff",
    "task-runner-npm-no-workspace.txt": "fix the name in the command",
    "task-runner-turbo-cycle.txt": "remove one of the dependencies it lists",
    "task-runner-pnpm-other-pm.txt": "run the pinned one",
    "task-runner-lerna-no-config.txt": "lerna.json",
    "task-runner-nx-no-workspace.txt": "nx.json",
    "task-runner-tox-unknown-env.txt": "fix the name in the command",
    "dash-pipefail.txt": "shell: bash",
    "dash-bash-builtins.txt": "shell: bash",
    "pickle-lfs-pointer.txt": "git lfs pull",
    "python-conflict-markers.txt": "merge-conflict marker (`<<<<<<< HEAD`)",
    "gcc-header-in-submodule.txt": "inside the git submodule `vendor/libfoo`",
    "git-lfs-not-installed.txt": "apt-get install -y git-lfs",
    "gitlint-signed-off-by.txt": "git rebase --signoff",
    "mkdocs-strict-config-warning.txt": "documentation warnings",
    "npm-ebadengine-trial.txt": "Node.js version",
    "node-esm-missing-export.txt": '"type"',
    "node-esm-cjs-named-export.txt": "import pkg from",
    "npm-ebadengine-npm-range.txt": "Node.js version",
    "cp-glob-no-match-trial.txt": "the CI system's artifacts",
    "tar-missing-folder.txt": "the CI system's artifacts",
    "git-push-fetch-first-trial.txt": "git pull --rebase",
    "git-push-fetch-first.txt": "git pull --rebase",
    "git-push-non-fast-forward.txt": "git pull --rebase",
    "git-push-tag-exists.txt": "bump the version",
    "pip-sdist-setup-raises.txt": "[end of output]",
    "pip-setup-py-raises.txt": "[end of output]",
    "pip-externally-managed.txt": "python3 -m venv",
    "bash-unbound-variable.txt": "`${NAME:-}`",
    "dash-unset-variable.txt": "`${NAME:-}`",
    "pip-externally-managed-generic.txt": "python3 -m venv",
    "npm-script-program-not-found.txt": "npm ci",
    "make-sh-program-not-found.txt": "not installed",
    "psql-auth.txt": "POSTGRES_PASSWORD",
    "redis-py-wrongpass.txt": "requirepass",
    "pip-licenses-allow-only.txt": "allow it in the check",
    "license-checker-fail-on.txt": "--onlyAllow",
    "license-checker-only-allow.txt": "--onlyAllow",
    "environment-variable-node-exit.txt": "secrets.NAME",
    "environment-variable-python-exit.txt": "secrets.NAME",
    "psql-migration.txt": "Fix the statement at the file and line",
    "sqlite3-error.txt": "Fix the statement at the file and line",
    "curl-local-refused.txt": "service container",
    "curl-local-refused-trial.txt": "service container",
    "python-build-backend-typo.txt": "build-backend",
    "python-build-backend-missing.txt": "build-backend",
    "python-build-invalid-toml.txt": "tomllib",
    "python-build-toml-duplicate.txt": "tomllib",
    "terraform-plan-missing-variable.txt": "TF_VAR_",
    "terraform-plan-without-init.txt": "run `terraform init` in the same job",
    "terraform-state-lock.txt": "concurrency:",
    "kubectl-dry-run-no-cluster.txt": "no kubeconfig",
    "kubectl-get-no-cluster.txt": "no kubeconfig",
    "docker-dind-host-unresolved.txt": "docker:dind",
    "npm-audit-endpoint-error.txt": "it serves audits: a proxy or firewall",
    "npm-audit-mirror-405.txt": "does not serve its advisory endpoint",
    "cfn-lint.txt": "run `cfn-lint` on the template locally",
    "cfn-lint-parseable.txt": "run `cfn-lint` on the template locally",
    "aws-s3-cp-no-credentials.txt": "the CI system's secret variables",
    "aws-sts-no-credentials.txt": "the CI system's secret variables",
    "gcloud-no-active-account.txt": "activate-service-account --key-file",
    "uv-sync-locked.txt": "run `uv lock`",
    "poetry-check-lock.txt": "run `poetry lock`",
    "uv-lock-conflict.txt": "relax or change the project's own requirement",
    "uv-sync-no-version.txt": "that version was never released",
    "uv-pip-no-version-uv05.txt": "that version was never released",
    "poetry-lock-conflict.txt": "relax or change the project's own constraint",
    "uv-lock-not-found.txt": "for a typo",
    "poetry-lock-not-found.txt": "for a typo",
    "pip-install-not-found.txt": "for a typo",
    "pip-no-matching-distribution.txt": "require one that is",
    "go-build-mod-readonly.txt": "`go get github.com/acme-internal/logkit/v2`",
    "go-build-no-required-module.txt": "`go get github.com/acme/nothere/v2`",
    "go-build-goproxy-off.txt": "`go mod vendor`",
    "go-build-mod-vendor-missing-package.txt": "run `go mod vendor`",
    "go-build-mod-vendor-missing-package-go119.txt": "run `go mod vendor`",
    "go-build-inconsistent-vendoring.txt": "run `go mod vendor`",
    "go-build-updates-to-go-mod-needed.txt": "Run `go mod tidy`",
    "bundler-local-gem-not-found.txt": "vendor/cache",
    "bundler-exec-gem-not-found.txt": "`bundle install`",
    # a formatter's check names the command that rewrites the files (trial 63 #7: generic before)
    "black-check.txt": "`black FILES`",
    "isort-diff.txt": "`isort FILES`",
    "gofmt.txt": "`gofmt -w FILES`",
    "gofmt-list.txt": "`gofmt -w FILES`",
    "rustfmt.txt": "`cargo fmt`",
    "biome-format.txt": "`npx biome format --write FILES`",
    "mix-format.txt": "`mix format`",
}


@pytest.mark.parametrize("name", sorted(SPECIFIC))
def test_the_deciding_signal_gives_the_next_step(name: str, analyser: Analyser) -> None:
    report = triage(name, analyser)
    shown = next_step_section(report)
    assert SPECIFIC[name] in shown
    assert NEXT_STEPS[report.category].split(";")[0] not in shown
    assert report.jobs[0].classification.next_step is not None
    assert SPECIFIC[name] in report.jobs[0].classification.next_step


@pytest.mark.parametrize("name", ["rake-aborted.txt", "make-gcc.txt"])
def test_a_verdict_whose_signals_give_none_keeps_its_category_s(name: str, analyser: Analyser) -> None:
    report = triage(name, analyser)
    assert report.jobs[0].classification.next_step is None
    assert NEXT_STEPS[report.category].format(tests="") in next_step_section(report)
