"""What to do next about a triage report: the advice the comment's "Next step" and the terminal view
give (the deciding line's skill's, the category's, or what an unknown verdict checked)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ci_triage.logs.model import TriageReport
from ci_triage.logs.unknown import SKILL_COMMAND

NEXT_STEPS = {
    "test failure": "Run the failed tests locally{tests}; the lines above show the assertion or error.",
    "compile/build error": "Fix the first compiler error shown above; later errors often follow from it.",
    "type check": "Fix the first type error shown above (run the type checker locally to see all of them).",
    "lint/format": (
        "Fix the linter's findings shown above (run the linter locally to list them all; its fix option, where it"
        " has one)."
    ),
    "formatting": "Run the project's formatter locally and commit the result.",
    "runtime error": "Read the first traceback or uncaught error above; the script or program it names crashed.",
    "security audit": "Upgrade or replace the vulnerable package named above, or remove the leaked secret.",
    "infrastructure-as-code/deploy": (
        "Fix the resource, manifest or release setting named above (a package's name, version or registry for a"
        " publish); re-run the plan or dry run before applying or publishing."
    ),
    "dependency resolution": "Check the package names, versions and registry shown above; refresh the lock file.",
    "infrastructure/network/flaky": "Re-run the job; if it fails the same way again, the service named above is down.",
    "timeout": "Find the step that hangs or slowed down; raise the job's time limit only if the work grew.",
    "out-of-memory": "Reduce parallelism or memory use, or use a larger runner.",
    "permission/auth": "Grant the job's token or credentials the permission named above.",
    "configuration": "Check the workflow or tool configuration named above.",
    "cancelled": "The run was cancelled (by a person, a newer push, or the runner); re-run it if needed.",
    "unknown": (
        f"Read the lines above; no known failure family matched them (`{SKILL_COMMAND}` starts a skill for it)."
    ),
}
# A skill signal's advice in GitHub Actions' words, shared by several signals of its skill
_GITHUB_GIT_FETCH = (
    "git was given a repository or ref that does not exist: check the name the step passes (the repository's owner "
    "and name, the tag or branch, and the variable or matrix value that builds it) against the remote (`git ls-remote"
    " URL`), and fetch the tags or history it needs (`actions/checkout` with `fetch-depth: 0` or `fetch-tags: true`)."
)
_GITHUB_DOWNLOAD_ARTIFACT = (
    "The path named above does not exist when the step runs (a glob left as written, such as `dist/*.whl`, matched no"
    " file): check that the step that makes it ran before this one in the same job and wrote to that folder (list it "
    "with `ls -la`), or download it in this job (`actions/download-artifact`) when another job built it; mind the "
    "step's `working-directory`."
)
_GITHUB_SERVICES = (
    "Start the service the job connects to on this machine before the step that connects: a `services:` entry with "
    "its port mapped (`ports: - 5432:5432`) and a health check (`options: --health-cmd pg_isready`), or a wait until "
    "it answers (`pg_isready -h localhost -t 30`, `redis-cli ping`, `mysqladmin ping`). A re-run fails the same way."
)
SYSTEM_NEXT_STEPS: dict[tuple[str, str], str] = {
    # jobs.<job_id>.timeout-minutes and a step's (docs.github.com, "Workflow syntax for GitHub Actions")
    ("timeout", "github-actions"): (
        "Find the step that hangs or slowed down; raise `timeout-minutes` only if the work grew."
    ),
    # a job's or a step's timeoutInMinutes (learn.microsoft.com, Azure Pipelines YAML schema: jobs.job, steps)
    ("timeout", "azure-pipelines"): (
        "Find the step that hangs or slowed down; raise the job's or the step's `timeoutInMinutes` only if the work"
        " grew."
    ),
    # the job's timeout keyword, under the project's and the runner's maximum (docs.gitlab.com, "CI/CD YAML
    # syntax reference": timeout)
    ("timeout", "gitlab"): (
        "Find the command that hangs or slowed down; raise the job's `timeout:` (or the project's CI/CD timeout) only"
        " if the work grew."
    ),
    # Travis ends a job silent for 10 minutes; travis_wait runs a command that is silent longer (docs.travis-ci.com,
    # "Common Build Problems": build times out because no output was received); its job time limit is its own
    ("timeout", "travis"): (
        "Find the command that hangs or slowed down; if it only works silently for long, run it under"
        " `travis_wait 30 COMMAND`."
    ),
    # the Pipeline's timeout step or option (jenkins.io, "Pipeline: Basic Steps": timeout)
    ("timeout", "jenkins"): (
        "Find the command that hangs or slowed down; raise the Pipeline's `timeout(time: …, unit: 'MINUTES')` only"
        " if the work grew."
    ),
    # a command step's timeout_in_minutes (buildkite.com/docs, "Command step" attributes)
    ("timeout", "buildkite"): (
        "Find the command that hangs or slowed down; raise the step's `timeout_in_minutes` only if the work grew."
    ),
    # the job's GITHUB_TOKEN scopes (docs.github.com, "Controlling permissions for GITHUB_TOKEN")
    ("permission/auth", "github-actions"): (
        "Grant the token the permission named above (the workflow's `permissions:` block)."
    ),
    # a skill signal's advice (its ``next_step``, written for any CI system) in GitHub Actions' words: the
    # action or workflow key that does it (docs.github.com, "Workflow syntax for GitHub Actions";
    # the actions' READMEs: actions/checkout, actions/setup-node, actions/setup-python,
    # actions/setup-java, actions/cache, actions/download-artifact)
    ("changesets/base-ref-missing", "github-actions"): (
        "The checkout lacks the base branch changesets compares with (the `--since` ref or the `baseBranch` of "
        ".changeset/config.json): fetch its history before the step (`actions/checkout` with `fetch-depth: 0`, or "
        "`git fetch origin main`); adding a changeset does not fix this."
    ),
    ("configuration/externally-managed", "github-actions"): (
        "The step runs pip on a Python its distribution manages (PEP 668): install into a virtual environment "
        "(`python3 -m venv .venv` and its `pip`), use `actions/setup-python` or `pipx` for an application, or pass "
        "`--break-system-packages` only in a throwaway container."
    ),
    ("configuration/docker-daemon-unreachable", "github-actions"): (
        "The step's docker client has no engine to talk to: run the job on a runner with Docker (GitHub's "
        "`ubuntu-latest`; a self-hosted runner with the engine started and the runner's user in the `docker` group), "
        "mount the host's socket into a container job (`options: -v /var/run/docker.sock:/var/run/docker.sock`), or "
        "start a daemon the step can reach (a `services:` entry such as `docker:dind` with DOCKER_HOST pointing at "
        "it). A re-run on the same runner fails the same way."
    ),
    ("configuration/npm-no-package-json", "github-actions"): (
        "npm ran in a folder without package.json (the path npm names): run the step where the package is "
        "(`working-directory:` on the step or `defaults.run.working-directory`, `npm --prefix DIR`), check out the "
        "repository first (`actions/checkout`, and its `path:`), or commit package.json."
    ),
    ("configuration/npm-ci-no-lockfile", "github-actions"): (
        "npm ci found no package-lock.json (or npm-shrinkwrap.json) where it ran: commit the lock file (`npm install`"
        " writes it), run the step in the folder that has it (`working-directory:`, `cache-dependency-path` for "
        "setup-node), or use `npm install` when the repository keeps no lock file."
    ),
    ("configuration/bundler-gemfile-missing", "github-actions"): (
        "Bundler found no Gemfile where the step ran: run the step in the project's folder (`working-directory:`), "
        "point Bundler at the file (`BUNDLE_GEMFILE`), or check that the checkout holds it."
    ),
    ("configuration/git-repository-missing", "github-actions"): _GITHUB_GIT_FETCH,
    ("configuration/git-remote-repository-not-found", "github-actions"): _GITHUB_GIT_FETCH,
    ("configuration/git-pathspec-missing", "github-actions"): _GITHUB_GIT_FETCH,
    ("configuration/git-describe-no-tags", "github-actions"): (
        "git describe found no tag in the clone: `actions/checkout` fetches one commit without tags by default, so "
        "give the checkout step `fetch-depth: 0` (or `fetch-tags: true`), or take the version from `GITHUB_REF_NAME` "
        "on a tag push; a repository without any tag needs one first."
    ),
    ("jvm-dependency/maven-offline-not-downloaded", "github-actions"): (
        "Maven ran offline and the artifact is not in the local repository `~/.m2/repository`: restore it before this"
        " step (`actions/setup-java` with `cache: maven`, or `actions/cache` on `~/.m2/repository` keyed on the "
        "pom.xml files), fill it in an online step first (`mvn -B dependency:go-offline`), or drop `-o`."
    ),
    ("missing-path/no-such-path", "github-actions"): _GITHUB_DOWNLOAD_ARTIFACT,
    ("missing-path/twine-no-distribution", "github-actions"): _GITHUB_DOWNLOAD_ARTIFACT,
    ("node-engines/ebadengine", "github-actions"): (
        "The job runs a Node.js (or npm) outside the range the package requires (the `notsup Required:` and `Actual:`"
        " lines above): set the version in the workflow's `actions/setup-node` step (`node-version`, or "
        "`node-version-file: .nvmrc` / `package.json`) to one in that range; if the range itself is wrong, change "
        "`engines` in package.json."
    ),
    ("permissions/database-login-refused", "github-actions"): (
        "The service answered and refused the login: make the user and password the step passes (its `env:`, a "
        "secret, which is empty on a fork's pull request) match the service's own (`POSTGRES_USER` and "
        "`POSTGRES_PASSWORD` of its `services:` entry, `MYSQL_ROOT_PASSWORD`, Redis' `requirepass`, "
        "`MONGO_INITDB_ROOT_PASSWORD`, `RABBITMQ_DEFAULT_PASS`)."
    ),
    ("python-dependency/requires-python", "github-actions"): (
        "The package the line names declares a `Requires-Python` range that leaves out the interpreter the step runs "
        "(the line gives both): when it is the project itself, drop that Python version from the job (the matrix or "
        "setup-python's `python-version`) or widen `requires-python` in pyproject.toml deliberately; when it is a "
        "dependency, pin a release of it that still supports that Python. No lock file is involved."
    ),
    ("service-not-ready/postgres-local-refused", "github-actions"): _GITHUB_SERVICES,
    ("service-not-ready/postgres-client-local-refused", "github-actions"): _GITHUB_SERVICES,
    ("service-not-ready/redis-local-refused", "github-actions"): _GITHUB_SERVICES,
    ("service-not-ready/mysql-local-refused", "github-actions"): _GITHUB_SERVICES,
    ("service-not-ready/http-local-refused", "github-actions"): _GITHUB_SERVICES,
    ("service-not-ready/socket-local-refused", "github-actions"): _GITHUB_SERVICES,
    ("service-not-ready/dial-local-refused", "github-actions"): _GITHUB_SERVICES,
    ("service-not-ready/http-client-local-refused", "github-actions"): _GITHUB_SERVICES,
    ("service-not-ready/socket-refused-host-unnamed", "github-actions"): _GITHUB_SERVICES,
}
"""A category's advice (key: the category) or a skill signal's (key: ``skill/signal``, its
:attr:`~ci_triage.logs.model.Classification.next_step_signal`) in the words of the CI system the log
came from (a :data:`~ci_triage.logs.first_pass.LogFormat`), where its knob has a name of its own (a
time limit, the job token's scopes, the action that checks out or caches); a log of another system,
or a plain one, gets the neutral words of :data:`NEXT_STEPS` or of the skill's ``next_step``."""
LOW_CONFIDENCE = 0.25
"""Below this confidence the comment calls the category a guess instead of advising on it."""


def next_step(report: TriageReport, quote: Callable[[object], str] = str) -> str:
    """The next step for ``report``, its failed tests' names written by ``quote`` (an inline code span
    in Markdown): what an unknown verdict checked and its advice; below :data:`LOW_CONFIDENCE`, that
    the category is a guess; else the deciding line's skill's advice, or the category's, in the words
    of the failed job's CI system (:data:`SYSTEM_NEXT_STEPS`, else the skill's or :data:`NEXT_STEPS`); with a
    failure and no excerpt line, to triage again with a larger budget."""
    tests = ""
    if report.failed_tests:
        tests = " (" + ", ".join(quote(test.name) for test in report.failed_tests[:3]) + ")"
    primary = next((job.classification for job in report.jobs if job.failure_found), None)
    system = next((job.format for job in report.jobs if job.failure_found), "plain")
    if report.category == "unknown" and primary is not None and primary.checked:
        checked = "".join(f"\n- {item}" for item in primary.checked)
        advice = f"No known failure family matched. What was checked:{checked}\n\n{primary.next_step or ''}"
    elif report.confidence < LOW_CONFIDENCE:
        advice = (
            f"The category is a guess (confidence {report.confidence:.2f}): no known failure family matched "
            "the lines above clearly. Read them for the cause."
        )
    elif primary is not None and primary.next_step:
        # the deciding line's skill says what to do, in the words of the job's CI system where they differ
        words = SYSTEM_NEXT_STEPS.get((primary.next_step_signal or "", system))
        advice = words or primary.next_step
    else:
        category = report.category or "unknown"  # None: a green run's, never shown
        advice = SYSTEM_NEXT_STEPS.get((category, system), NEXT_STEPS[category]).format(tests=tests)
    if report.failure_found and not report.excerpt:
        advice = (
            f"No log line fit the excerpt budget of {report.budget_tokens} tokens, so none is shown above: "
            "triage again with a larger budget (`--budget`, action input `token-budget`) to read them."
        )
    return advice


def with_next_step(report: TriageReport) -> TriageReport:
    """``report`` with :attr:`~ci_triage.logs.model.TriageReport.next_step` set to :func:`next_step`'s
    plain text (test names as they are), the advice the views print; None when no failure was found.
    Call it on the report as it will be shown: after every change to its category or excerpt."""
    return dataclasses.replace(report, next_step=next_step(report) if report.failure_found else None)
