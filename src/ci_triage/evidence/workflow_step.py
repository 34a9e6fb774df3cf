"""The failing step as the workflow file defines it, cited line by line (``workflow-file:line``).

A job log says what a step printed; the workflow file says what it was told to do. This module
parses a workflow file with PyYAML's composer (``yaml.compose``: nodes with their start and end
marks, so every part keeps its lines), finds the failing job and step, and returns the parts that
explain a failure — the step's ``run`` script, ``uses`` and each ``with`` input,
``working-directory``, ``shell``, the *names* of its ``env`` variables (never their values),
``continue-on-error``, ``timeout-minutes``, and the job's ``runs-on``, ``defaults.run``,
``services`` (each label, and how a step reaches it: ``localhost`` from a job on the runner, its
label from a ``container:`` job) and matrix values — as :class:`~ci_triage.logs.model.WorkflowLine`
items with 1-based, inclusive line numbers of the file.

:func:`findings` then ties failing log lines to those parts: a working directory the runner could
not enter, a command the runner does not have, a version a ``setup-*`` action could not find (in
``with`` or in the matrix), and ``${{ matrix.KEY }}`` naming a key the matrix does not define.
Each finding cites the workflow line it is about.

How GitHub names steps (REST ``jobs[].steps[].name`` and the log's ``##[group]`` line): the
step's ``name``, else ``Run`` and the action (``uses``), else ``Run`` and the first line of the
``run`` script; step number 1 is "Set up job", so a step at index ``i`` of ``steps`` is usually
number ``i + 2`` (GitHub Docs, "Workflow syntax for GitHub Actions"; REST "List jobs for a
workflow run attempt").
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import re2
import yaml

from ci_triage.base.errors import InputError
from ci_triage.base.misspelling import near_name
from ci_triage.evidence.finding_advice import EARLIER_STEP, LATER_STEP, MAX_RUN_LINES, NEAR_KEY, WORKFLOW_NOTE
from ci_triage.evidence.workflow_expression import (
    UNKNOWN,
    ExpressionError,
    Unknown,
    Value,
    evaluate,
    expanded_values,
    template_parts,
    whole_expression,
)
from ci_triage.logs.c_locale_reading import c_locale_reading
from ci_triage.logs.lost_settings import unset_names
from ci_triage.logs.missing_tools import missing_program
from ci_triage.logs.model import FindingKind, ServicePort, WorkflowLine, WorkflowStep
from ci_triage.logs.signal_next_step import health_check_advice

MAX_WORKFLOW_BYTES = 1024 * 1024
"""A workflow file larger than this is not read (GitHub's own limit for a workflow is lower)."""
_MATRIX_REFERENCE = re2.compile(r"\$\{\{\s*matrix\.([A-Za-z0-9_-]+)\s*\}\}")
_MATRIX_KEY = re2.compile(r"\bmatrix\.([A-Za-z0-9_-]+)")
"""A matrix key an expression reads (``matrix.experimental``), group 1."""
_STEP_OUTPUT_REFERENCE = re2.compile(r"\$\{\{\s*steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)\s*\}\}")
"""A ``${{ steps.ID.outputs.NAME }}`` expression: the step's id and the output's name."""
_BARE_OUTPUT_FILE = re2.compile(r">\s*[\"']?GITHUB_OUTPUT(?:$|[^\w])")
"""A shell redirection into a file named ``GITHUB_OUTPUT`` (``>> GITHUB_OUTPUT``): the variable's
name without its ``$``, so the output goes to a file of that name in the working directory and the
step sets no output."""
_OUTPUT_FILE_VARIABLE = re2.compile(r"\$\{?GITHUB_OUTPUT(?:$|[^\w])")
"""The ``$GITHUB_OUTPUT`` variable read (``$GITHUB_OUTPUT``, ``${GITHUB_OUTPUT}``)."""
_NAMED_SCRIPT = re2.compile(r"^`(\.{0,2}/?[^`\s/]+/[^`\s]+)` was not found")
"""A ``manifest-missing`` finding's summary on a path with a folder (``./scripts/ci.sh``): the path."""
_SCRIPT_LINE_ERROR = re2.compile(r"^\S+\.sh: line (\d+): ")
"""bash's error at a line of the step's script file (``/home/runner/work/_temp/….sh: line 1: cd:
docs-site: No such file or directory``): the script's line number."""
_ERREXIT_FLAG = re2.compile(r"(?:^|\s)-[a-zA-Z]*e|errexit")
"""A shell option that stops the script at a failed command (``-e``, ``-eo pipefail``, ``-o errexit``)."""
_SET_ERREXIT = re2.compile(r"(?m)^\s*set\s+(?:-[a-zA-Z]*e|-o\s+errexit)")
"""``set -e`` (``set -eux``) or ``set -o errexit`` in a script."""
_BOOL_TAG = "tag:yaml.org,2002:bool"
_EMPTY_NAME = re2.compile(r"(?:: |''|\"\"): No such file or directory|No such file or directory: (?:''|\"\")")
"""An empty path that was not found, as an expression that read as an empty string leaves it:
bash's ``bash: line 1: : No such file or directory`` (``source ""``), coreutils'
``ls: cannot access '': No such file or directory``, Python's ``FileNotFoundError: [Errno 2] No
such file or directory: ''`` (bash 5.2.15, coreutils 9.1, Python 3.11, run here)."""
_MISSING_DIRECTORY = re2.compile(
    r"with working directory '([^']+)'\. No such file or directory|No such file or directory"
)
_TIME_LIMIT = re2.compile(
    r"^The job running on runner .* has exceeded the maximum execution time of (?P<minutes>\d+) minutes?\.$"
    r"|^The action (?:'.+' )?has timed out(?: after (?P<step_minutes>\d+) minutes?)?\.$"
)
"""The GitHub runner's words when a time limit ended the job (``jobs.<job_id>.timeout-minutes``, 360
minutes when unset) or a step (its ``timeout-minutes``): actions/runner's ``JobRunner.cs`` and
``StepsRunner.cs`` (``The action has timed out.``; from the runners of 2025 on ``The action 'Test'
has timed out after 5 minutes.``, the step's name and limit); the log's cleaned text, without the
``##[error]`` marker."""
_MISSING_MANIFEST = re2.compile(
    r"Could not read (package\.json): "
    r"|can only install with an existing (package-lock\.json)"
    r"|(go\.mod) file not found in current directory"
    r"|Could not open requirements file: \[Errno 2\] No such file or directory: '([^']+)'"
    r"|running Mix in a directory with a (mix\.exs) file"
    r"|Could not find a root '(DESCRIPTION)' file"
    r"|can't open file '(?:[^']*[/\\])?([^'/\\]+)': \[Errno 2\] No such file or directory$"
    r"|^(?:Error: )?Cannot find module '/(?:[^']*/)?([^'/]+\.[cm]?js)'$"
    r"|: line \d+: (\.{1,2}/[^\s:]+): No such file or directory$"
    r"|: \*\*\* No targets specified and no (makefile) found\."
)
"""A tool that found no project file where it ran, or the script the step's command names: npm 7+
(``npm error enoent Could not read package.json: Error: ENOENT …``; ``npm ci``'s ``can only install
with an existing package-lock.json``), the go command, pip ``-r``, mix (``** (Mix) Could not find a
Mix.Project, please ensure you are running Mix in a directory with a mix.exs file``), R's pkgload
under testthat or devtools (``! Could not find a root 'DESCRIPTION' file that starts with
'^Package'``), python's ``python: can't open file '/…/manage.py': [Errno 2] No such file or
directory``, node's ``Error: Cannot find module '/…/server.js'`` (its entry script: an absolute
path), bash's ``…: line 1: ./scripts/ci.sh: No such file or directory``, make's ``make: *** No
targets specified and no makefile found.`` (forms as run here: npm 11.19.1, go 1.19.8, pip, Elixir
1.14.0, testthat 3.1.6, Python 3.11.7, Node 20.20.2, bash 5.2.15, GNU make 4.3)."""
_CHANGES_FOLDER = re2.compile(r"(?:^|[\s;&|(])(?:cd|pushd)\s|--prefix\b|--cd\b|\s-C\s")
"""A script that moves to another folder itself (``cd app &&``, ``pushd``, ``npm --prefix app``,
``mix cmd --cd``, ``make -C app``): where it ran is not the checkout's root."""
_UNRESOLVED_HOST = re2.compile(
    r"could not translate host name \"([^\"]+)\" to address"
    r"|failed to resolve host '([^']+)'"
    r"|Could not resolve host:? ([^\s:/]+)"
    r"|getaddrinfo (?:ENOTFOUND|EAI_AGAIN) ([^\s:/]+)"
    r"|lookup ([^\s:/]+)(?: on \S+)?: no such host"
)
"""A client's words for a host name that did not resolve, the name in a group: libpq (psql 15.18),
psycopg 3.3.9, curl, Node.js, Go (for the ``service-host`` finding)."""
_PORT_ENTRY = re2.compile(
    r"(?:(?:[0-9]+(?:\.[0-9]+){3}|\[[0-9a-fA-F:]+\]):)?(?:(?P<host>[0-9]+):)?(?P<container>[0-9]+)(?:/(?:tcp|udp))?"
)
"""A ``ports:`` entry of a service container written out (Docker's ``--publish``
``[IP:][HOST:]CONTAINER[/PROTOCOL]``: ``5432:5432``, ``127.0.0.1:6379:6379``, ``5432``)."""
_LOCAL_REFUSED_PORT = re2.compile(
    r'connection to server at "(?:localhost|127\.0\.0\.1|::1)"(?: \([^)]*\))?, port ([0-9]+) failed: Connection refused'
    r"|connect ECONNREFUSED (?:127\.0\.0\.1|::1|localhost):([0-9]+)"
    r"|dial tcp (?:127\.0\.0\.1|\[::1\]):([0-9]+): connect: connection refused"
    r"|Could not connect to Redis at (?:localhost|127\.0\.0\.1|::1):([0-9]+): Connection refused"
    r"|Error 111 connecting to (?:localhost|127\.0\.0\.1):([0-9]+)\. Connection refused"
    r"|Can't connect to (?:MySQL )?server on '(?:localhost|127\.0\.0\.1|::1):([0-9]+)'"
    r"|Failed to connect to (?:localhost|127\.0\.0\.1|::1|\[::1\]) port ([0-9]+)"
    r"|host='(?:localhost|127\.0\.0\.1|::1)', port=([0-9]+)\): .*Connection refused"
    r'|Connection refused - connect\(2\) for "(?:localhost|127\.0\.0\.1|::1)" port ([0-9]+)'
)
"""A connection to a port of this machine refused, the port in a group, in the clients' words the
``service-not-ready`` skill reads (libpq and its drivers, Node.js, Go, redis-cli, redis-py, the MySQL
and MariaDB clients, curl, urllib3, Ruby): for the ``service-port`` finding."""
_PYTHON_LOCAL_ADDRESS = re2.compile(r"""\baddress = \((?:'|")(?:localhost|127\.0\.0\.1|::1)(?:'|"), ([0-9]+)\)""")
"""The address a Python socket call dialled, as a pytest traceback shows the arguments of
``socket.create_connection`` (``address = ('127.0.0.1', 5433), timeout = 2, …``, pytest 9.2):
Python's own refusal below it, ``ConnectionRefusedError: [Errno 111] Connection refused``
(:data:`_PYTHON_REFUSED`), names no port."""
_PYTHON_REFUSED = re2.compile(r"\bConnectionRefusedError: \[Errno 111\] Connection refused")
"""Python's refusal of a connection, its port on a line above (:data:`_PYTHON_LOCAL_ADDRESS`)."""
_PORT_NAME = re2.compile(r"(?:^|_|PG)PORT(?:$|_)")
"""An ``env`` variable's name that says it sets a port (libpq's ``PGPORT``, ``DB_PORT``,
``REDIS_PORT_NUMBER``; not ``REPORT_DIR`` nor ``EXPORT_PATH``): cited beside an unmapped ``ports:``
entry (``service-port``), by its name only."""
_ADDRESS_NAME = re2.compile(r"(?:^|_)(?:URL|URI|DSN)$")
"""An ``env`` variable's name that holds an address (``DATABASE_URL``, ``REDIS_URL``, a ``…_DSN``):
cited beside an unmapped ``ports:`` entry only when its value names the port the step dialled
(:data:`_ADDRESS_PORT`): an ``API_URL`` of another host sets no port of the refused service."""
_ADDRESS_PORT = re2.compile(r"(?::|\bport=)([0-9]{1,5})(?:$|[/?#,;)\s\"'])")
"""A port an address names: a URL's ``@localhost:5499/appdb``, a Go DSN's ``tcp(localhost:3307)``,
libpq's keyword form ``host=localhost port=5433``; a password's ``app:1234@`` is none."""
_ENV_FIELDS = ("env.", "job.env.", "workflow.env.")
"""The fields of the ``env`` variables the failing step sees: its own, its job's, the workflow's."""
_UNSET_VARIABLE = re2.compile(
    r"(?:^|[\s:])([A-Za-z_][A-Za-z0-9_]*): (?:unbound variable|parameter not set|parameter null or not set)$"
)
"""A shell's words for a variable the script read unset (bash's ``set -u``: ``./deploy.sh: line 12:
DEPLOY_ENV: unbound variable``; dash's and zsh's ``DEPLOY_ENV: parameter not set``; ``${NAME:?}``'s
``NAME: parameter null or not set``): the variable's name."""
_LISTED_EMPTY = re2.compile(r"^  ([A-Za-z_][A-Za-z0-9_]*):$")
"""A variable the runner listed empty in a step's header (its ``env:`` block, two blanks in, ``NAME:``
and nothing after): GitHub lists a set secret as ``***``, an empty value as nothing."""
_CREDENTIAL_MISSING = re2.compile(
    r"(?i)\b(?P<word>token|secret|password|key|credentials?)\b[^\n]{0,40}?\b(?:is|was|are)?[ \t]*"
    r"(?:missing|empty|not set|not provided|not found|required|undefined)\b"
    r"|\b(?:missing|empty|no)[ \t]+(?:[\w-]+[ \t]+)?(?P<word2>token|secret|password|key|credentials?)\b"
)
"""A tool's words that a credential it needs is missing (``Error: token is missing``, ``API key is
required``, ``missing API token``, ``no password given``), its credential word in ``word`` or ``word2``."""
_SECRET_READ = re2.compile(r"\bsecrets\.([A-Za-z_][A-Za-z0-9_]*)")
"""The secret an ``env`` value's expression reads (``${{ secrets.PYPI_TOKEN }}``)."""
_ON_RUNNER = (
    "and no `container:`: the job runs on the runner, where a service is at `localhost` on the port its"
    " `ports:` maps, not at its label"
)
"""How a ``services:`` entry's summary ends in a job without ``container:`` (GitHub Docs, "About
service containers": a job on the runner reaches a service at ``localhost`` and its mapped port; a
container job reaches it by its label, on the job's network)."""
_VERSION_NOT_FOUND = re2.compile(
    r"(?i:version) '([^']*)'(?: with architecture '[^']*')? was not found"
    r"|(?i:unable to find \w+ version) '([^']*)'"
    r"|(?i:could not find satisfied version for semver) '?([^' ]*)'?"
)
"""actions/setup-python (``src/find-python.ts``: "The version '3.99' with architecture 'x64' was
not found for Ubuntu 24.04."), setup-node and setup-go ("Unable to find Node version '99'"),
setup-java ("Could not find satisfied version for SemVer '99'")."""


_ENGINE_REQUIRED = re2.compile(
    r'\bnotsup Required: \{"node":"([^"]*)"'
    r'|The engine "node" is incompatible with this module\. Expected version "([^"]*)"'
)
"""A package manager that refused the job's Node.js for a package's ``engines`` range: npm's
``npm error notsup Required: {"node":">=22.11.0"}`` below ``npm error code EBADENGINE`` (npm 11.19.1,
``engine-strict``; trial 31's ``logs/engines/lint/job.log``), Yarn 1's ``error pkg@1.0.0: The engine
"node" is incompatible with this module. Expected version ">=22". Got "20.20.2"``."""
_GO_REQUIRED = re2.compile(r"\bgo\.mod requires go (>= ?[^\s(]+) \(running go ")
"""The go command older than the module's ``go`` line: ``go: go.mod requires go >= 1.28 (running go
1.27.3; GOTOOLCHAIN=local)`` (go 1.27.3 run here; go 1.21 and later, which would otherwise download
the newer toolchain)."""
_PYTHON_REQUIRED = re2.compile(r"\brequires a different Python: \S+ not in '([^']+)'")
"""pip refusing a package for the job's Python: ``ERROR: Package 'app' requires a different Python:
3.11.7 not in '>=3.12'`` (pip 23.2.1 run here on a wheel whose ``Requires-Python`` is ``>=3.12``)."""
_RUBY_REQUIRED = re2.compile(r"\bYour Ruby version is \S+, but your Gemfile specified ([^()]*[^()\s])")
"""Bundler refusing the job's Ruby for the Gemfile's ``ruby`` line: ``Your Ruby version is 3.1.2,
but your Gemfile specified >= 3.2`` (``bundle install``, exit 18; ``bundle exec`` raises it as
``Bundler::RubyVersionMismatch``; Bundler 2.3.15 run here with Ruby 3.1.2)."""
_ELIXIR_REQUIRED = re2.compile(r"\bit has declared in its mix\.exs file it supports only Elixir (.+)$")
"""mix refusing the job's Elixir for mix.exs's ``elixir:`` requirement: ``** (Mix) You're trying to
run :shop on Elixir v1.14.0 but it has declared in its mix.exs file it supports only Elixir ~> 1.16``
(Elixir 1.14.0; trial 100's ``elixir-version.log``)."""
_PERL_REQUIRED = re2.compile(r"^Perl (v\S+) required(?: \([^)]*\))?--this is only v")
"""perl refusing a ``use v5.40;`` line newer than itself: ``Perl v5.40.0 required--this is only
v5.36.0, stopped at app.pl line 1.`` (perl 5.36.0 run here)."""
_R_REQUIRED = re2.compile(r"^ERROR: this R is version \S+, package '[^']+' requires R (.+)$")
"""``R CMD INSTALL`` refusing a package whose DESCRIPTION's ``Depends: R (>= 9.0)`` the running R
does not meet: ``ERROR: this R is version 4.2.2, package 'rv' requires R >= 9.0`` (R 4.2.2 run here)."""
_RUST_REQUIRED = re2.compile(r"\brequires rustc ([0-9][0-9A-Za-z.+-]*)")
"""cargo refusing the job's Rust for a package's ``rust-version`` in Cargo.toml: cargo 1.95.0's ``error:
rustc 1.95.0 is not supported by the following package:`` over ``  rv@0.1.0 requires rustc 1.99`` (run
here), older cargo's one line ``package `colored v2.1.0` cannot be built because it requires rustc 1.70
or newer, while the currently active rustc version is 1.65.0`` (cargo's ``check_rust_version``)."""
_REQUIRED_VERSIONS = (
    (_ENGINE_REQUIRED, ("node-version", "node-version-file"), "a package's `engines` requires Node.js"),
    (_RUST_REQUIRED, ("toolchain", "uses"), "a package's `rust-version` requires Rust"),
    (_GO_REQUIRED, ("go-version", "go-version-file"), "go.mod requires Go"),
    (_PYTHON_REQUIRED, ("python-version", "python-version-file"), "a package requires Python"),
    (_RUBY_REQUIRED, ("ruby-version",), "the Gemfile requires Ruby"),
    (_ELIXIR_REQUIRED, ("elixir-version",), "mix.exs requires Elixir"),
    (_PERL_REQUIRED, ("perl-version",), "the code requires Perl"),
    (_R_REQUIRED, ("r-version",), "the package's DESCRIPTION requires R"),
)
"""A project that requires another version of its runtime than the job set up (a range that
leaves it out), the earlier ``setup-*`` inputs that set that runtime (a Rust toolchain action's
``toolchain``, or its ``uses`` line whose ref names the toolchain: :data:`_RUST_TOOLCHAIN_ACTION`), and
how the finding names the requirement."""
_BROWSERS_MISSING = re2.compile(r"\bbrowserType\.launch: Executable doesn't exist at ")
"""Playwright Test that found no browser to start (``Error: browserType.launch: Executable doesn't
exist at ~/.cache/ms-playwright/…``, @playwright/test 1.65.2 run here without its browsers)."""
_BROWSERS_INSTALL = re2.compile(r"\bplaywright install\b")
"""A command that downloads Playwright's browsers (``npx playwright install --with-deps chromium``)."""
_SHALLOW_HISTORY = re2.compile(
    r"^(?:[\w.]*(?:Error|Exception): |\s+stderr: ')?fatal: (?:No (?:names|tags) found, cannot describe anything"
    r"|\S+: no merge base'?$|bad object \S|Not a valid object name \S"
    r"|ambiguous argument '[^']+': unknown revision or path not in the working tree)"
    r"|\" is shallow and may cause errors$"
)
"""git missing history or tags the clone does not hold (git 2.39: ``fatal: No names found, cannot describe
anything.``, ``fatal: origin/main...HEAD: no merge base``, ``fatal: bad object <sha>``, ``fatal: ambiguous
argument 'HEAD~1': unknown revision or path not in the working tree.``), also as the exception of a tool
that ran git quotes it (commitlint 20.5's ``Error: fatal: ambiguous argument 'HEAD~1..HEAD': …``,
GitPython 3.2's ``  stderr: 'fatal: …``), and setuptools-scm's warning that the checkout is shallow
(vcs-versioning 2.6: ``UserWarning: "/…/proj" is shallow and may cause errors``, above the version it
computes without the tags): what a shallow checkout causes."""
_ADVISED_CHECKOUT = re2.compile(r"`(fetch-depth|submodules|lfs): (0|true)`")
"""An ``actions/checkout`` input the verdict's advice gives the checkout step (the skills' words for
GitHub Actions: git's shallow-clone errors' ``fetch-depth: 0``, a missing header in a submodule's
``submodules: true``, a Git LFS pointer read as data's ``lfs: true``): the cause is the checkout's
configuration. A default the advice only describes (``the default `fetch-depth: 1```) is none."""
_CHECKOUT_SETTINGS: dict[str, tuple[FindingKind, frozenset[str], str]] = {
    "fetch-depth": (
        "shallow-checkout",
        frozenset({"0"}),
        "this checkout fetches a shallow history without tags (one commit unless `fetch-depth` says otherwise),"
        " and the failure is history or tags it lacks: set `fetch-depth: 0`",
    ),
    "submodules": (
        "checkout-submodules",
        frozenset({"true", "recursive"}),
        "this checkout leaves the repository's git submodules out (the action's default without"
        " `submodules: true`), and the failure is a submodule's files missing: set `submodules: true`"
        " (`recursive` for nested submodules)",
    ),
    "lfs": (
        "checkout-lfs",
        frozenset({"true"}),
        "this checkout leaves Git LFS objects out (the action's default without `lfs: true`), so their"
        " pointer files stand in their place, and the failure is a pointer read as the file: set `lfs: true`",
    ),
}
"""By ``actions/checkout`` input (actions/checkout's README, "Usage"): the finding's kind, the values
that already ask for what the advice wants (no finding then), and what the finding says."""
_CHECKOUT_ACTION = re2.compile(r"^actions/checkout(?:@|$)")
"""GitHub's checkout action, which fetches one commit and no tags unless its ``fetch-depth`` is 0
(actions/checkout's README, "fetch-depth: Number of commits to fetch. 0 indicates all history for all
branches and tags. Default: 1")."""
_SETUP_ACTION = re2.compile(r"^[\w.-]+/(?:[\w.-]+/)?(?:actions-)?setup-[\w.-]+(?:@|$)")
"""A setup action, ``OWNER/setup-NAME``: GitHub's own (actions/setup-go, setup-python, setup-node,
setup-java, setup-dotnet …) and the ecosystems' (ruby/setup-ruby, shivammathur/setup-php,
erlef/setup-beam; ``OWNER/REPO/setup-NAME``, r-lib/actions/setup-r; ``OWNER/actions-setup-NAME``,
shogo82148/actions-setup-perl), whose version inputs are named the same way (``ruby-version``,
``php-version``, ``r-version``, ``perl-version``)."""
_RUST_TOOLCHAIN_ACTION = re2.compile(r"^[\w.-]+/(?:[\w.-]+/)?(?:setup-)?rust-toolchain(?:@|$)")
"""An action that installs a Rust toolchain: dtolnay/rust-toolchain, whose ``toolchain`` input, or else
its ref (``dtolnay/rust-toolchain@1.70``), picks the toolchain (its README, "Inputs"), and
actions-rust-lang/setup-rust-toolchain's ``toolchain`` input."""
_TRAILING_ZERO = re2.compile(r"(?:^|[\s:\[,])([0-9]+\.[0-9]*0)(?:$|[\s\],#])")
"""An unquoted YAML number with a trailing zero after its point (``1.20``, ``3.10``, ``18.10``)."""


class WorkflowFileError(InputError):
    """The workflow file cannot be read or parsed, or does not define the failing step."""


@dataclass(frozen=True, slots=True)
class _Located:
    job_id: str
    job: yaml.MappingNode
    index: int
    step: yaml.MappingNode
    by_number: bool = False
    """Found by its REST number alone: no step of the file has the name asked for."""
    every_job: bool = False
    """The log names none of the file's several jobs: found by looking in every job."""


_JOB_BODY_KEYS = ("steps", "runs-on", "uses")
"""What a GitHub Actions job has one of (GitHub Docs, "Workflow syntax for GitHub Actions":
``jobs.<job_id>.steps``, ``jobs.<job_id>.runs-on``, and ``jobs.<job_id>.uses`` of a job that calls a
reusable workflow); Travis CI's ``jobs: include: [...]`` has none."""


@functools.lru_cache(maxsize=4)
def parse_workflow(text: str, path: str) -> yaml.MappingNode:
    """The composed YAML tree of a workflow file; raises :class:`WorkflowFileError`. Kept for the
    last few files: one triage looks up the job, the called workflow, the step and the job assumed
    in the same file (six parses of it before), and no caller changes the tree."""
    if len(text.encode("utf-8", "replace")) > MAX_WORKFLOW_BYTES:
        raise WorkflowFileError(f"{path}: larger than {MAX_WORKFLOW_BYTES // 1024} KiB, not read")
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as error:
        raise WorkflowFileError(f"{path}: not valid YAML{_yaml_error_place(error)}") from None
    if not isinstance(root, yaml.MappingNode):
        read_as = {yaml.ScalarNode: "one plain text", yaml.SequenceNode: "a list"}.get(type(root), "nothing")
        raise WorkflowFileError(
            f"{path}: not a workflow file: its YAML reads as {read_as}, not as keys such as `on:` and `jobs:`"
            " (is this the workflow's YAML file?)"
        )
    if _get(root, "jobs") is None and _get(root, "on") is None and isinstance(_get(root, "runs"), yaml.MappingNode):
        raise WorkflowFileError(
            f"{path}: an action's metadata file (its top level has `runs:`), not a workflow: give the workflow"
            " file whose job uses the action (under .github/workflows/); a composite action's steps are read from"
            " this file when it is in the workflow's repository or the --checkout"
        )
    if _get(root, "jobs") is None and _get(root, "on") is None:
        keys = ", ".join(repr((_scalar(key) or "?")[:40]) for key, _ in root.value[:3])
        raise WorkflowFileError(
            f"{path}: not a workflow file: its top level has neither `on:` nor `jobs:` (YAML read the keys {keys})"
            " — is this the workflow's YAML file?"
        )
    jobs = _get(root, "jobs")
    if not isinstance(jobs, yaml.MappingNode):
        raise WorkflowFileError(f"{path}: not a workflow file (no 'jobs' mapping)")
    if not any(_get(job, key) is not None for _, job in jobs.value for key in _JOB_BODY_KEYS):
        raise WorkflowFileError(
            f"{path}: not a GitHub Actions workflow: no jobs with steps (none of its `jobs:` has `steps:`, "
            "`runs-on:` or a called workflow's `uses:`; is this another CI system's file?)"
        )
    return root


def _yaml_error_place(error: yaml.YAMLError) -> str:
    """Where and what PyYAML found wrong, as a message goes on after "not valid YAML": `` at line 44,
    column 24: found character that cannot start any token (while scanning for the next token)``
    from its mark (0-based line and column, given 1-based) and its problem and context, else its
    message's first line in brackets."""
    mark = getattr(error, "problem_mark", None)
    problem = getattr(error, "problem", None)
    if mark is None or not problem:
        return f" ({str(error).splitlines()[0]})"
    context = getattr(error, "context", None)
    return f" at line {mark.line + 1}, column {mark.column + 1}: {problem}" + (f" ({context})" if context else "")


def _disagreeing_step(
    root: yaml.MappingNode, path: str, job: str | None, step: str, number: int | None, located: _Located
) -> str:
    """Why the step at the log's job-page ``number`` is not cited: it agrees with the log's failing
    step ``step`` neither by name nor by its command (another job's workflow, or the step edited
    since the run), named with what did not match — the log's job when the file does not define it,
    the log's step title, and what the file has at that number."""
    shown = _display_name(located.step) or step_position(located.index)
    jobs = [] if not job or _named_jobs(root, job) else [job]
    job_part = f"the log's job “{jobs[0]}” is not in this file (it has job `{located.job_id}`), and " if jobs else ""
    return (
        f"{path}: {job_part}the log's failing step “{step}” matches no step of job `{located.job_id}` by name or"
        f" command; {step_position(located.index)} (job-page number {number}) is “{shown}” instead, so it is"
        " not cited as the failing step (another workflow, or the step edited since the run)"
    )


def step_definition(
    text: str,
    path: str,
    *,
    job: str | None,
    step: str | None,
    number: int | None = None,
) -> WorkflowStep:
    """The failing step of ``job`` (its display name, e.g. ``test (3.12)``, or its id) in the
    workflow file ``text`` (cited as ``path``), found by ``step`` (its display name) or else by
    its REST ``number``, with its definition lines. A step at ``number`` that agrees with ``step``
    neither by name nor by command is not this step (another job's workflow, or a step edited since
    the run): never cited, it raises too, naming what did not match. Raises
    :class:`WorkflowFileError` when the file is not a workflow or the step is not in it."""
    root = parse_workflow(text, path)
    found = _locate(root, job, step, number)
    if not found:
        where = f"job {job!r}, " if job else ""
        raise WorkflowFileError(f"{path}: no step {step or number!r} ({where}by name or number) in this workflow")
    if len(found) > 1:
        raise WorkflowFileError(_ambiguous(path, job, step or "", found))
    [located] = found
    lines = text.split("\n")
    where = step_position(located.index, located.job_id)
    shown = _display_name(located.step) or where
    if located.by_number and step:
        raise WorkflowFileError(_disagreeing_step(root, path, job, step, number, located))
    items = _definition_lines(located, lines, path, where, _get(root, "defaults"), _get(root, "env"))
    return WorkflowStep(
        path=path,
        job=located.job_id,
        step=shown,
        index=located.index,
        lines=items,
        include_keys=_include_keys(located.job),
        service_ports=_service_ports(located.job),
    )


def _include_keys(job: yaml.Node) -> frozenset[str] | None:
    """The keys ``job``'s ``strategy.matrix.include`` entries define (:attr:`WorkflowStep.include_keys`);
    None when it has no such list, or an expression computes it or one of its entries."""
    strategy = _get(job, "strategy")
    matrix = _get(strategy, "matrix") if strategy is not None else None
    include = _get(matrix, "include") if matrix is not None else None
    if not isinstance(include, yaml.SequenceNode) or not all(
        isinstance(entry, yaml.MappingNode) for entry in include.value
    ):
        return None
    return frozenset(key for entry in include.value for name, _ in entry.value if (key := _scalar(name)))


def _service_ports(job: yaml.Node) -> tuple[ServicePort, ...] | None:
    """The ``ports:`` entries of ``job``'s ``services:`` (:attr:`WorkflowStep.service_ports`): each
    ``[IP:]HOST:CONTAINER[/PROTOCOL]`` or ``CONTAINER`` entry (Docker's ``--publish``, which
    ``ports:`` takes), in file order, each knowing whether its service's ``options:`` hold a
    ``--health-cmd``; None without ``services:``, or when a service, its ``ports:``
    or an entry is not written out (an expression, a range ``8000-8010:8000-8010``)."""
    services = _get(job, "services")
    if not isinstance(services, yaml.MappingNode):
        return None
    found: list[ServicePort] = []
    for key, service in services.value:
        label = _scalar(key)
        if label is None or not isinstance(service, yaml.MappingNode):
            return None
        ports = _get(service, "ports")
        options = _get(service, "options")
        healthy = "--health-cmd" in (_scalar(options) or "") if options is not None else False
        entries = ports.value if isinstance(ports, yaml.SequenceNode) else None
        if ports is not None and entries is None:
            return None
        for entry in entries or []:
            written = _scalar(entry) or ""
            parts = _PORT_ENTRY.fullmatch(written)
            if parts is None:
                return None
            host, container = str(parts.group("host") or ""), str(parts.group("container"))
            found.append(
                ServicePort(
                    label=label,
                    written=written,
                    line=entry.start_mark.line + 1,
                    host=int(host) if host else None,
                    container=int(container),
                    health_check=healthy,
                )
            )
    return tuple(found)


@dataclass(frozen=True, slots=True)
class ContinueOnError:
    """What the workflow file says of a job's failed steps, in the log's order, up to the step that
    ended the job: those whose ``continue-on-error`` is true let the job go on; the first one whose
    value cannot be known here (an expression over another context, a matrix value the job's name
    does not give) stops the reading, named with its expression in :attr:`unknown`."""

    went_on: list[str] = dataclasses.field(default_factory=list)
    """The log's titles of failed steps whose failure let the job go on."""
    unknown: tuple[str, str] | None = None
    """The failed step whose ``continue-on-error`` cannot be known offline, and its text."""
    depends_on: tuple[str, ...] = ()
    """The matrix keys that :attr:`unknown`'s expression reads and the job's run does not fix
    (``experimental`` of ``${{ matrix.experimental }}`` when the job's name shows no matrix values),
    when its value depends on them alone; empty otherwise (another context, a function)."""
    lines: dict[str, int] = dataclasses.field(default_factory=dict)
    """The 1-based line of the file's ``continue-on-error`` of each step named above, by its title."""


def continuing_on_error(text: str, path: str, *, job: str | None, steps: Iterable[str]) -> ContinueOnError:
    """Which of ``steps`` (the log's titles of failed steps, in the log's order) let ``job`` (its
    display name, e.g. ``test (3.12, true)``, or its id) go on, from their ``continue-on-error`` in
    the workflow file ``text`` (GitHub Docs, "Workflow syntax for GitHub Actions",
    ``jobs.<job_id>.steps[*].continue-on-error``): ``true``/``false``, or an expression read by
    :mod:`ci_triage.evidence.workflow_expression` with the job's matrix values
    (:func:`matrix_values`). The reading stops at the first failed step that did not go on (it ended
    the job; a later failed step ran under ``if: always()`` and its own setting does not matter), or
    whose value cannot be known. Raises :class:`WorkflowFileError`."""
    root = parse_workflow(text, path)
    result = ContinueOnError()
    for name in steps:
        found = _locate(root, job, name, None)
        if len(found) != 1:
            break
        [located] = found
        flag = _get(located.step, "continue-on-error")
        leg = matrix_values(located.job, located.job_id, job)
        going_on = _continue_on_error(flag, leg)
        if flag is not None:
            result.lines[name] = flag.start_mark.line + 1
        if going_on is UNKNOWN:
            shown = _scalar(flag) or "(not a scalar)"
            return dataclasses.replace(result, unknown=(name, shown), depends_on=_matrix_keys_alone(shown, leg))
        if going_on is not True:
            break
        result.went_on.append(name)
    return result


def _matrix_keys_alone(value: str, leg: MatrixLeg) -> tuple[str, ...]:
    """The matrix keys the expression ``value`` (``${{ matrix.experimental }}``) reads that ``leg``
    does not fix, when they alone leave it unknown (it has a value whatever theirs: no other
    context, no function the evaluator does not model); empty otherwise."""
    inside = whole_expression(value)
    keys = tuple(key for key in dict.fromkeys(_MATRIX_KEY.findall(value)) if key not in leg.values)
    if inside is None or not keys or leg.whole:
        return ()
    try:
        # a null and a true value of those keys: ``matrix.x && github.event_name == …`` short-circuits on null
        values_read = [evaluate(inside, {**leg.values, **dict.fromkeys(keys, probe)}) for probe in (None, True)]
    except ExpressionError:
        return ()
    return keys if UNKNOWN not in values_read else ()


def job_allowed_to_fail(text: str, path: str, job: str) -> int | None:
    """The 1-based line of ``continue-on-error`` of the job ``job`` (its display name, e.g. ``docs``
    or ``test (3.12, true)``, or its id) in the workflow file ``text`` when it is true there (GitHub
    Docs, "Workflow syntax for GitHub Actions", ``jobs.<job_id>.continue-on-error``: a failure of
    the job does not fail the run), read as a step's (:func:`continuing_on_error`) with the job's
    matrix values; None when it is false, absent, unknown offline, or ``job`` names no one job of
    the file. Raises :class:`WorkflowFileError`."""
    named = _named_jobs(parse_workflow(text, path), job)
    if len(named) != 1:
        return None
    [(job_id, node)] = named
    flag = _get(node, "continue-on-error")
    if flag is None or _continue_on_error(flag, matrix_values(node, job_id, job)) is not True:
        return None
    return flag.start_mark.line + 1


def _continue_on_error(flag: yaml.Node | None, leg: MatrixLeg) -> bool | Unknown:
    """A ``continue-on-error`` value: a YAML boolean, or an expression whose value is GitHub's
    boolean, read with the matrix values of the job's run ``leg`` (any other value or text is
    unknown here: GitHub would reject it or read it in a way not modelled)."""
    if flag is None:
        return False
    if not isinstance(flag, yaml.ScalarNode):
        return UNKNOWN
    if flag.tag == _BOOL_TAG:
        return _typed(flag) is True
    inside = whole_expression(flag.value)
    if inside is None:
        return UNKNOWN
    try:
        value = evaluate(inside, leg.values, undefined=None if leg.whole else UNKNOWN)
    except ExpressionError:
        return UNKNOWN
    return value if isinstance(value, bool) else UNKNOWN


@dataclass(frozen=True, slots=True)
class MatrixLeg:
    """The matrix values of one run of a job that can be known offline (:func:`matrix_values`)."""

    values: dict[str, Value]
    """By matrix key, typed as YAML types them (``true`` a boolean, ``3.12`` a number)."""
    whole: bool = False
    """Whether ``values`` are all of the run's matrix: a key not among them is not defined in that
    run (an expression reads it as ``null``)."""


def matrix_values(job: yaml.MappingNode, job_id: str, name: str | None) -> MatrixLeg:
    """The matrix values of one run of ``job`` that can be known: a key of ``strategy.matrix`` with
    a single value that no ``include`` entry names (an entry that cannot extend a combination adds
    one of its own, GitHub Docs, "Running variations of jobs in a workflow"), and the values the
    job's display ``name`` shows (one of the key's values or of an ``include`` entry's) — by its
    ``name:`` template's ``${{ matrix.KEY }}`` parts, or by
    GitHub's default ``<job> (<value>, <value>, …)`` in the matrix's key order (only when the name
    holds one value per key and each is one of that key's values). Typed as YAML types them
    (``true`` a boolean, ``3.12`` a number).

    When that fixes every key of ``strategy.matrix`` to one of its own values (the name shows it, or
    the key has one value no ``include`` entry names), the run is that combination of the matrix and
    the leg is :attr:`MatrixLeg.whole`: each ``include`` entry none of whose values of those keys
    differs from the combination's adds its other keys (a later entry's value replacing an earlier
    one's), as GitHub expands ``include`` (same page), and a key no entry adds is not defined. A
    matrix, key or ``include`` an expression computes leaves the leg partial."""
    strategy = _get(job, "strategy")
    matrix = _get(strategy, "matrix") if strategy is not None else None
    if not isinstance(matrix, yaml.MappingNode):
        return MatrixLeg({})
    keys = [
        (_scalar(key) or "", values) for key, values in matrix.value if _scalar(key) not in ("include", "exclude", None)
    ]
    candidates = {
        key: [node for node in values.value if isinstance(node, yaml.ScalarNode)]
        for key, values in keys
        if isinstance(values, yaml.SequenceNode)
    }
    include = _get(matrix, "include")
    entries = [
        entry
        for entry in (include.value if isinstance(include, yaml.SequenceNode) else [])
        if isinstance(entry, yaml.MappingNode)
    ]
    included = {_scalar(key) for entry in entries for key, _ in entry.value}
    included_values = [
        (_scalar(key), value) for entry in entries for key, value in entry.value if isinstance(value, yaml.ScalarNode)
    ]
    known: dict[str, Value] = {
        key: _typed(nodes[0]) for key, nodes in candidates.items() if len(nodes) == 1 and key not in included
    }
    shown = _shown_values(job, job_id, name, [key for key, _ in keys])
    for key, value in shown.items():
        values = [*candidates.get(key, []), *(node for entry_key, node in included_values if entry_key == key)]
        matching = [node for node in values if node.value == value]
        if matching:
            known[key] = _typed(matching[0])
    combination: dict[str, str] = {}
    for key, nodes in candidates.items():
        if key in shown and any(node.value == shown[key] for node in nodes):
            combination[key] = shown[key]
        elif key not in shown and len(nodes) == 1 and key not in included:
            combination[key] = nodes[0].value
    readable = include is None or (isinstance(include, yaml.SequenceNode) and len(entries) == len(include.value))
    if not keys or len(combination) != len(keys) or not readable:
        return MatrixLeg(known)
    for entry in entries:
        pairs = [(_scalar(key) or "", value) for key, value in entry.value]
        if any(key in combination and not isinstance(value, yaml.ScalarNode) for key, value in pairs):
            return MatrixLeg(known)
        if all(value.value == combination[key] for key, value in pairs if key in combination):
            for key, value in pairs:
                if key not in combination:
                    known[key] = _typed(value) if isinstance(value, yaml.ScalarNode) else UNKNOWN
    return MatrixLeg(known, whole=True)


def _shown_values(job: yaml.MappingNode, job_id: str, name: str | None, keys: list[str]) -> dict[str, str]:
    """Matrix values as the job's display ``name`` shows them, by key (see :func:`matrix_values`)."""
    if not name:
        return {}
    template = _scalar(_get(job, "name"))
    if template is not None and "${{" in template:
        _, expressions = template_parts(template)
        values = expanded_values(template, name)
        if values is None:
            return {}
        shown: dict[str, str] = {}
        for expression, value in zip(expressions, values, strict=True):
            key = _MATRIX_REFERENCE.fullmatch(expression)
            if key is not None:
                shown[str(key.group(1))] = str(value)
        return shown
    prefix = f"{template or job_id} ("
    if not (name.startswith(prefix) and name.endswith(")")):
        return {}
    parts = name[len(prefix) : -1].split(", ")
    return dict(zip(keys, parts, strict=True)) if len(parts) == len(keys) else {}


def _typed(node: yaml.ScalarNode) -> Value:
    """A YAML scalar as an expression value: a boolean, number or null as YAML resolves it, else its text."""
    if node.tag == _BOOL_TAG:
        return node.value.lower() in ("true", "yes", "on")
    if node.tag == "tag:yaml.org,2002:null":
        return None
    if node.tag in ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float"):
        try:
            return float(node.value.replace("_", ""))
        except ValueError:
            return node.value
    return node.value


def jobs_without(text: str, path: str, job: str) -> list[str]:
    """The job ids of the workflow file ``text`` when none of its jobs is ``job`` (by id, or by its
    ``name``, a matrix job's ``name (values)`` too), else an empty list: the job a runner names
    (``GITHUB_JOB``) is not in this file, so its failing step is looked up in every job. Raises
    :class:`WorkflowFileError`."""
    root = parse_workflow(text, path)
    jobs = _get(root, "jobs")
    assert isinstance(jobs, yaml.MappingNode)
    defined = [name.value for name, node in jobs.value if isinstance(node, yaml.MappingNode)]
    return [] if _named_jobs(root, job) else defined


def job_named(text: str, path: str, names: Iterable[str | None]) -> str | None:
    """The first of ``names`` that names a job of the workflow file ``text`` (cited as ``path``; by
    its id, by its ``name``, a matrix job's ``name (values)`` too), else the first name given; None
    when none is. ``names`` go fullest first: the runner's display name of the job
    (``Build (ubuntu-latest, 3.12)``, whose values a matrix's expressions read: :func:`matrix_values`),
    then its id (``GITHUB_JOB``: ``build``, GitHub Docs, "Variables reference"), which finds the
    job when its display name matches none (a computed ``name:``). Raises
    :class:`WorkflowFileError`."""
    given = [name for name in names if name]
    root = parse_workflow(text, path)
    return next((name for name in given if _named_jobs(root, name)), given[0] if given else None)


@dataclass(frozen=True, slots=True)
class CallingJob:
    """A job of a caller workflow that runs a called (reusable) workflow: ``jobs.<id>.uses``."""

    job_id: str
    """The caller's job (``ci``)."""
    uses: str
    """The called workflow as ``uses:`` names it: ``./.github/workflows/checks.yml`` in the same
    repository, ``owner/repo/.github/workflows/checks.yml@v1`` in another."""
    line: int
    """The 1-based line of its ``uses:`` in the caller's file."""

    @property
    def local_path(self) -> str | None:
        """The called file's path in the repository (``.github/workflows/checks.yml``) when it is
        in the same repository (``./``), else None."""
        return self.uses[2:] if self.uses.startswith("./") else None


def calling_job(text: str, path: str, job: str) -> CallingJob | None:
    """The job of the workflow file ``text`` (cited as ``path``) that called the workflow the log's
    ``job`` ran in: ``job`` reads ``CALLER / CALLED`` (:data:`CALLED_SEPARATOR`), its ``CALLER``
    part names a job of the file (by id or ``name``, with matrix values) whose ``uses:`` is a
    workflow file (``….yml`` or ``….yaml``, with or without ``@ref``), and no job of the file is
    ``job`` itself. None otherwise. Raises :class:`WorkflowFileError`."""
    root = parse_workflow(text, path)
    if CALLED_SEPARATOR not in job or _named_jobs(root, job):
        return None
    jobs = _get(root, "jobs")
    assert isinstance(jobs, yaml.MappingNode)
    parts = job.split(CALLED_SEPARATOR)
    for count in range(len(parts) - 1, 0, -1):
        caller = CALLED_SEPARATOR.join(parts[:count])
        for key, node in jobs.value:
            uses = _get(node, "uses")
            reference = _scalar(uses)
            if uses is None or not reference or not _job_matches(key.value, node, caller):
                continue
            if reference.split("@", 1)[0].endswith((".yml", ".yaml")):
                return CallingJob(job_id=key.value, uses=reference, line=uses.start_mark.line + 1)
    return None


def step_position(index: int, job_id: str | None = None) -> str:
    """Where a step stands in the workflow file: ``job `test`, `steps[2]``` for ``index`` 2 of job
    ``test`` (without ``job_id``: the part after the comma): the 0-based index into the job's
    ``steps:`` list, as the JSON's ``workflow_step.index`` gives it and a YAML path or ``yq``
    writes it (``.jobs.test.steps[2]``), so the prose and the JSON give one number. Counted in the
    file's own list, so it differs from the job page's step number (REST ``steps[].number``,
    1-based), which counts “Set up job” first."""
    entry = f"`steps[{index}]`"
    return f"job `{job_id}`, {entry}" if job_id else entry


def assumed_job_note(text: str, path: str, job: str | None, definition: WorkflowStep) -> str | None:
    """A note naming the job ``definition`` (found in the workflow file ``text``, cited as
    ``path``) was taken from when the log's ``job`` (its display name, a log file's name, or
    ``job`` for a log that names none) is none of the file's several jobs: the failing step was
    looked for in every job and only that one has it. None when the log's job is the file's, or
    the file has one job. Raises :class:`WorkflowFileError`."""
    defined = jobs_without(text, path, job or "")
    if len(defined) < 2:
        return None
    return (
        f"{WORKFLOW_NOTE} the log names none of the jobs of {path} (its job: “{job or ''}”); job "
        f"`{definition.job}` is assumed, the only one with the failing step “{definition.step}” "
        f"({step_position(definition.index)})"
    )


def findings(
    definition: WorkflowStep,
    log_lines: Iterable[str],
    *,
    earlier: Iterable[WorkflowLine] = (),
    later: Iterable[WorkflowLine] = (),
    setup_versions: Sequence[WorkflowLine] = (),
    other_steps: Iterable[WorkflowLine] = (),
    env_values: Mapping[str, str] | None = None,
    checkouts: Sequence[WorkflowLine] = (),
    advice: str | None = None,
    checkout_settings: Mapping[str, Sequence[WorkflowLine]] | None = None,
) -> list[WorkflowLine]:
    """Parts of ``definition`` that failing ``log_lines`` (cleaned texts) point at, as findings.

    A command not found that a line of ``earlier`` (the job's earlier steps' ``run`` lines,
    :func:`_earlier_run_lines`) names was installed or downloaded there into a folder not on
    ``PATH`` (``GOBIN=$HOME/tools go install …``): that line is cited first, saying so. One that a
    line of ``later`` (the job's later steps' ``uses`` and ``run`` lines, :func:`_later_step_lines`)
    installs (:func:`_installs`: ``pnpm/action-setup``, ``actions/setup-go``, ``npm install -g pnpm``,
    ``corepack enable pnpm``) is installed only after the step that needs it (``actions/setup-node``'s
    ``cache: pnpm`` above ``pnpm/action-setup``, actions/setup-node#530): that step is cited first,
    to be moved above the failing one. The failing step's line that needs the program is its ``run``
    line (or ``uses``, ``shell``) naming it, else a ``with`` input naming it (``cache: pnpm``). A package
    manager that refused the job's Node.js for a package's ``engines`` range, pip refusing its Python
    for a package's ``Requires-Python``, Bundler its Ruby for the Gemfile's ``ruby`` line, mix its
    Elixir for mix.exs's ``elixir:``, perl itself for a ``use v5.40`` line, R for a DESCRIPTION's
    ``Depends: R``, cargo its Rust for Cargo.toml's ``rust-version``, or a go command older than go.mod's
    ``go`` line (:data:`_REQUIRED_VERSIONS`), cites the last of the earlier steps'
    inputs that set that runtime (of ``setup_versions``, every earlier ``setup-*`` version input,
    :func:`_earlier_setup_versions`), or the matrix value that input takes (``${{ matrix.python }}``,
    :func:`_matrix_value_taken`): the line that chose it (``engine-version``). Such an input, or the matrix value it
    takes, written as an unquoted number with a trailing zero (``18.10``, read 18.1) while the log
    shows version 18.1.x in use, is cited as that (``unquoted-version``, :func:`_unquoted_versions`).
    Playwright that found no
    browser (:data:`_BROWSERS_MISSING`) cites the step's ``run`` item when neither it nor ``earlier``
    downloads the browsers (:data:`_BROWSERS_INSTALL`). The runner's words that a time limit ended
    the job or the step (:data:`_TIME_LIMIT`) cite the job's or the step's ``timeout-minutes``
    (``time-limit``: the limit the log shows at work, which decides no category). A host name that
    did not resolve (:data:`_UNRESOLVED_HOST`) and is a ``services:`` label of a job without
    ``container:`` cites that service (``service-host``: on the runner it is at ``localhost``). A
    connection to a port of this machine refused (:data:`_LOCAL_REFUSED_PORT`) that none of such a
    job's ``services:`` maps to the runner cites the service's ``ports:`` entry (``service-port``,
    :func:`_unmapped_port`: the service ran, and the step dialled another port), and the ``env``
    variables the step sees that set that port (:func:`_sets_port`: a ``PGPORT``; a ``DATABASE_URL``
    whose value in ``env_values``, field → the variable's lines as the file writes them, never
    shown, names the port dialled). One that such a service's ``ports:`` map cites that entry
    (``service-unready``, :func:`_mapped_port`: declared, yet not ready or failed); in a job that
    declares no ``services:``, the job's ``runs-on`` names every port refused (``service-none``).
    git missing history or tags (:data:`_SHALLOW_HISTORY`: ``no merge base``, ``No names found``, also
    as a wrapper's exception quotes it; setuptools-scm's ``is shallow and may cause errors``) cites
    the last of ``checkouts`` (the earlier ``actions/checkout`` steps' ``fetch-depth`` input, or their
    ``uses`` line without one: :func:`_earlier_checkouts`) that does not fetch the whole history
    (``shallow-checkout``, once, quoting the first such line): the line to change. So does the
    verdict's ``advice`` (its next step) giving the checkout step an input (:data:`_ADVISED_CHECKOUT`:
    ``fetch-depth: 0``, ``submodules: true``, ``lfs: true``): the cause it found is the checkout's
    configuration, which a line of the log may not show (``git submodule status``'s ``-sha
    vendor/lib`` in an earlier step): the last earlier checkout's line for that input in
    ``checkout_settings`` (input → the earlier checkouts' lines for it, :func:`_earlier_checkouts`;
    ``checkouts`` for ``fetch-depth``), or its ``uses`` line without one, is cited when it does not
    already ask for it (``shallow-checkout``, ``checkout-submodules``, ``checkout-lfs``: :data:`_CHECKOUT_SETTINGS`).
    A variable a shell read unset (:data:`_UNSET_VARIABLE`: ``DEPLOY_ENV: unbound variable``), or
    a program in its own words (:func:`~ci_triage.logs.lost_settings.unset_names`: Python's ``KeyError:
    'AWS_REGION'``, ``Missing required environment variable DEPLOY_TOKEN``, Node's quoted source line
    ``process.env.AWS_REGION.trim()`` above its ``TypeError``), that no
    ``env`` the step sees sets, while one sets a near name (:func:`~ci_triage.base.misspelling.near_name`:
    ``DEPLOY_ENVIRONMENT``, ``AWS_REGOIN``, one edit apart or the one's start), cites that ``env`` line
    (``variable-near-name``): one of the two names is misspelt. One that an ``env`` the step sees sets
    cites that line (:func:`_set_yet_read_unset`): ``variable-empty`` when the shell's words allow an
    empty value (``${NAME:?}``'s ``parameter null or not set``), ``variable-not-passed`` when they say
    unset (the script ran without the step's environment), as a program's do that rule out an empty
    value (Python's ``KeyError``, Node's ``undefined``: ``unset_names(not_empty=True)``); a program's other words
    (``Missing required environment variable DEPLOY_TOKEN``) of a variable set from an expression
    or empty leave both open, named in one ``variable-empty`` finding. One the runner listed empty in the step's
    header (:data:`_LISTED_EMPTY`, ``  PYPI_TOKEN:``; a set secret is ``***``) that an ``env`` line
    sets from an expression, while another failing line names it or says its credential is missing
    (:func:`_names_credential`: a script's own ``${PYPI_TOKEN:?message}``, a CLI's ``token is
    missing``), cites that line as ``variable-empty`` too, naming the secret to define.

    Also, without any log line: a ``${{ matrix.KEY }}`` in the step or job, or in a line of
    ``other_steps`` (the job's other steps' lines that hold one, :func:`_other_matrix_references`:
    an earlier ``actions/setup-java`` input, its summary naming that step), that names a key neither
    the job's matrix nor an entry of its ``include`` list defines
    (:attr:`~ci_triage.logs.model.WorkflowStep.include_keys`; a matrix or an ``include`` an
    expression computes is not judged), or in a job with no ``strategy.matrix`` at all (the value is
    silently empty; ``matrix-key``); ``matrix-key-empty`` when a failing log line shows an empty
    name not found (:data:`_EMPTY_NAME`): the empty value at work. Either names the key the matrix
    defines that is a near name of the one used (``python-version`` for ``pyhton-version``).
    """
    by_field = {item.field: item for item in definition.lines}
    found: list[WorkflowLine] = []

    def add(item: WorkflowLine | None, summary: str, kind: FindingKind) -> None:
        if item is not None and all(f.start_line != item.start_line or f.summary != summary for f in found):
            found.append(dataclasses.replace(item, summary=summary, finding=True, finding_kind=kind))

    log_lines = list(log_lines)
    matrix_keys = {item.field.removeprefix("matrix.") for item in definition.lines if item.field.startswith("matrix.")}
    matrix_keys |= definition.include_keys or set()  # an include entry's key is defined too
    computed_include = "matrix.include" in by_field and definition.include_keys is None
    computed = "matrix" in by_field or computed_include  # its keys cannot be known here
    has_matrix = bool(matrix_keys) or computed
    other_steps = list(other_steps)
    for item in [*definition.lines, *other_steps] if not computed else []:
        for key in _MATRIX_REFERENCE.findall(item.text):
            if key in matrix_keys:
                continue
            summary = (
                f"`matrix.{key}` is used here but the job's matrix defines no key `{key}`"
                if has_matrix
                else f"`matrix.{key}` is used here but the job has no `strategy.matrix`"
            )
            near = sorted(defined for defined in matrix_keys if near_name(key, defined))
            if near:
                summary = f"{summary} ({NEAR_KEY.format(near[0])})"
            if item in other_steps:
                summary = f"{item.summary}: {summary}"
            shown = _empty_value_shown(item.text, key, log_lines)
            if shown is None:
                add(item, summary, "matrix-key")
            else:
                add(item, f"{summary}: it reads as an empty string, and the log shows that empty value failing"
                    f" (`{shown.strip()[:120]}`)", "matrix-key-empty")  # fmt: skip
    env_names = {
        item.field.split("env.", 1)[1]: item for item in definition.lines if item.field.startswith(_ENV_FIELDS)
    }
    dialled: str | None = None  # the port of this machine a Python traceback's socket call dialled
    refused_ports: list[int] = []  # the ports of this machine whose connections were refused
    listed_empty = {
        str(match.group(1)): text for text in log_lines if (match := _LISTED_EMPTY.match(text.rstrip())) is not None
    }
    for name, listing in listed_empty.items() if env_names else ():
        said = next((text for text in log_lines if text != listing and _names_credential(text, name)), None)
        value = (env_values or {}).get(env_names[name].field, "").partition(":")[2] if name in env_names else ""
        if said is not None and whole_expression(value) is not None:
            add(*_set_yet_read_unset(env_names[name], said, env_values or {}, empty=True))
    for text in log_lines:
        address = _PYTHON_LOCAL_ADDRESS.search(text)
        dialled = str(address.group(1)) if address else dialled
        unset = _UNSET_VARIABLE.search(text)
        read = str(unset.group(1)) if unset else ""
        if read in env_names:
            add(*_set_yet_read_unset(env_names[read], text, env_values or {}))
        for name in sorted(unset_names(text) & env_names.keys()) if not read else ():
            item = env_names[name]
            if all(finding.field != item.field for finding in found):
                value = (env_values or {}).get(item.field, "").partition(":")[2]
                can_be_empty = whole_expression(value) is not None or not value.strip()
                either = can_be_empty and name not in unset_names(text, not_empty=True)
                add(*_set_yet_read_unset(item, text, env_values or {}, empty=None if either else False))
        for unset_name in sorted({read} if read else unset_names(text)):
            for name, item in sorted(env_names.items()) if unset_name not in env_names else ():
                if near_name(unset_name, name):
                    add(item, f"the script reads `{unset_name}`, which no `env` of the step sets (the log:"
                        f" `{text.strip()[:120]}`), and this line sets `{name}`, a near name: give the variable and"
                        " the script one name",
                        "variable-near-name")  # fmt: skip
        limit = _TIME_LIMIT.search(text)
        if limit and limit.group("minutes"):
            minutes = limit.group("minutes")
            add(by_field.get("job.timeout-minutes"), f"the job ran past this limit ({minutes} minutes, the log says):"
                " the runner cancelled it", "time-limit")  # fmt: skip
        elif limit:
            minutes = f" ({limit.group('step_minutes')} minutes, the log says)" if limit.group("step_minutes") else ""
            add(by_field.get("timeout-minutes"), f"the step ran past this limit{minutes}: the runner stopped it",
                "time-limit")  # fmt: skip
        directory = _MISSING_DIRECTORY.search(text)
        if directory and ("working directory" in text or "cd:" in text):
            item = by_field.get("working-directory") or by_field.get("defaults.run.working-directory")
            shown = directory.group(1) or "the working directory"
            add(
                item,
                f"the runner could not enter `{shown}`: this working-directory does not exist there",
                "working-directory",
            )
        unresolved = _UNRESOLVED_HOST.search(text)
        service = (
            by_field.get(f"services.{next((group for group in unresolved.groups() if group), '')}")
            if unresolved
            else None
        )
        if service is not None and service.summary.endswith(_ON_RUNNER):
            add(service, f"{service.summary}: the step used the label as its host, and the log shows it not"
                " resolving", "service-host")  # fmt: skip
        refused = _LOCAL_REFUSED_PORT.search(text)
        refused_port = next(group for group in refused.groups() if group) if refused else None
        refused_port = refused_port or (dialled if _PYTHON_REFUSED.search(text) else None)
        if refused_port:
            port = int(refused_port)
            unmapped = _unmapped_port(definition, port)
            for item, summary in unmapped:
                add(item, summary, "service-port")
            for item in definition.lines if unmapped else ():
                if item.field.startswith(_ENV_FIELDS) and _sets_port(item, port, env_values or {}):
                    add(item, f"{item.summary}: a port setting the step may dial by", "service-port")
            for item, summary in _mapped_port(definition, port):
                add(item, summary, "service-unready")
            refused_ports.append(port)
        manifest = _MISSING_MANIFEST.search(text)
        if manifest:
            name = next(group for group in manifest.groups() if group)
            item = by_field.get("working-directory") or by_field.get("defaults.run.working-directory")
            if item is not None:
                add(
                    item,
                    f"`{name}` was not found in the folder the step ran in: this working-directory sets that folder",
                    "manifest-missing",
                )
            elif (run := by_field.get("run")) is not None and not _CHANGES_FOLDER.search(run.text):
                add(
                    run,
                    f"`{name}` was not found in the folder the step ran in: the step sets no working-directory, so"
                    " it ran in the checkout's root; set `working-directory:` to the folder that holds it",
                    "manifest-missing",
                )
        name = missing_program(text)
        if name:
            line, named = _run_line_naming(definition, name)
            kind: FindingKind = "missing-tool" if named else "missing-tool-elsewhere"
            word = re2.compile(r"(?:^|[^\w.-])" + re2.escape(name) + r"(?:$|[^\w.-])")
            before = [item for item in earlier if word.search(item.text)]
            after = [item for item in later if _installs(item, name)]
            if before:
                source = before[-1]
                add(
                    source,
                    f"`{name}` is not on the runner's PATH: this earlier step installs or downloads it, but into a"
                    f" folder the shell does not search; add that folder to `$GITHUB_PATH` or call `{name}` by its"
                    " path",
                    "missing-tool",
                )
                add(line, f"`{name}` is not on PATH (an earlier step, line {source.start_line}, names it): this"
                    " command needs it", kind)  # fmt: skip
            elif after:
                source = after[0]
                add(
                    source,
                    f"`{name}` is installed by this later step, after the step that needs it: move this step"
                    " above that one",
                    "missing-tool",
                )
                add(line, f"`{name}` is not on PATH yet (a later step, line {source.start_line}, installs it):"
                    " this step needs it", kind)  # fmt: skip
            else:
                add(line, f"`{name}` is not installed on the runner: this command needs it", kind)
        shallow = [item for item in checkouts if not item.text.rstrip().endswith((": 0", ": '0'", ': "0"'))]
        cited = any(item.finding_kind == "shallow-checkout" for item in found)  # once, for the first line
        if shallow and not cited and _SHALLOW_HISTORY.search(text):
            add(
                shallow[-1],
                f"{shallow[-1].summary}: this checkout fetches a shallow history without tags (one commit unless"
                f" `fetch-depth` says otherwise), and git needs history it lacks (`{text.strip()[:120]}`): set"
                " `fetch-depth: 0`",
                "shallow-checkout",
            )
        version = _VERSION_NOT_FOUND.search(text)
        if version:
            wanted = next((group for group in version.groups() if group is not None), "")
            for item, written in _items_with_value(definition, wanted):
                summary = (
                    f"YAML reads the unquoted `{written}` as the number {wanted} (a number keeps no trailing"
                    f" zero), so the setup action asked for version `{wanted}`, which was not found: quote it"
                    f' ("{written}")'
                    if written
                    else f"version `{wanted}` was not found by the setup action: it comes from this line"
                )
                add(item, summary, "version-not-found")
        if _BROWSERS_MISSING.search(text) and not any(
            _BROWSERS_INSTALL.search(item.text) for item in (*earlier, *definition.lines) if item.field.endswith("run")
        ):
            add(
                by_field.get("run"),
                "Playwright found no browser to start, and neither this step nor an earlier one runs"
                " `playwright install`: add `npx playwright install --with-deps` before the tests",
                "browsers-missing",
            )
        for pattern, inputs, what in _REQUIRED_VERSIONS:
            required = pattern.search(text)
            setting = [item for item in setup_versions if item.field.rsplit(".", 1)[-1] in inputs]
            if required and setting:
                wanted = next((group for group in required.groups() if group is not None), "")
                chosen = _matrix_value_taken(definition, setting[-1])
                add(
                    chosen or setting[-1],
                    f"{what} `{wanted}`, outside the version the matrix gives an earlier step's input"
                    f" (line {setting[-1].start_line}, `{setting[-1].text.strip()}`): leave it out or raise it"
                    if chosen
                    else f"{what} `{wanted}`, outside the version this line of an earlier step sets up: set one"
                    " in that range",
                    "engine-version",
                )
    for item, written, read, shown in _unquoted_versions(definition, setup_versions, log_lines):
        add(
            item,
            f"YAML reads the unquoted `{written}` as the number {read} (a number keeps no trailing zero), so the"
            f" setup action set up version {read}, which the log shows in use (`{shown.strip()[:120]}`): quote it"
            f' ("{written}")',
            "unquoted-version",
        )
    for setting, _value in _ADVISED_CHECKOUT.findall(advice or ""):
        kind, asked, why = _CHECKOUT_SETTINGS[setting]
        settings = checkouts if setting == "fetch-depth" else (checkout_settings or {}).get(setting, ())
        unset = [item for item in settings if _input_value(item) not in asked]
        if unset and not any(item.finding_kind == kind for item in found):
            add(unset[-1], f"{unset[-1].summary}: {why}", kind)
    runs_on = by_field.get("runs-on")
    declared = any(item.field.startswith("services.") for item in definition.lines)
    if refused_ports and runs_on is not None and not declared:
        ports = list(dict.fromkeys(refused_ports))
        named = ("ports " if len(ports) > 1 else "port ") + ", ".join(str(port) for port in ports)
        add(runs_on, f"job `{definition.job}` declares no `services:`, and the step's connections to this machine's"
            f" {named} were refused: nothing the workflow declares listens there (unless a step starts it)",
            "service-none")  # fmt: skip
    return found


def _input_value(item: WorkflowLine) -> str:
    """The value an input line ``item`` quotes (``fetch-depth: '0'`` → ``0``, lower case, without its
    quotes or a trailing comment); ``""`` for a ``uses`` line (the input not set)."""
    if not item.field.startswith(f"{EARLIER_STEP}with."):
        return ""
    return item.text.partition(":")[2].partition(" #")[0].strip().strip("'\"").lower()


def _empty_value_shown(text: str, key: str, log_lines: Sequence[str]) -> str | None:
    """The first of ``log_lines`` that shows ``${{ matrix.KEY }}`` in ``text`` (a workflow item's
    lines) failing as the empty string it reads as (:func:`_empty_expression_shown`). None when no
    line does."""

    def named(expression: str) -> bool:
        found = _MATRIX_REFERENCE.fullmatch(expression)
        return found is not None and found.group(1) == key

    return _empty_expression_shown(text, named, log_lines)


def _empty_expression_shown(text: str, named: Callable[[str], bool], log_lines: Sequence[str]) -> str | None:
    """The first of ``log_lines`` that shows the expression ``named`` accepts (``${{ … }}`` as
    written) in ``text`` (a workflow item's lines) failing as the empty string it reads as: each word
    holding the expression and no other, read with it empty and without its quotes, whole and after
    its last ``=`` (``--test-shard=/2`` for ``--test-shard=${{ matrix.shard }}/2``: ``/2``; ``inv==``
    and the empty string for ``"inv==${{ steps.ver.outputs.version }}"``), quoted in a log line
    (Node.js's ``Received '/2'``, pip's ``Invalid requirement: 'inv=='``); an empty value, an empty
    name not found (:data:`_EMPTY_NAME`). None when no line does."""
    pieces, expressions = template_parts(text)
    marks = ["\0" if named(expression) else "\1" for expression in expressions]
    marked = "".join(piece + mark for piece, mark in zip(pieces, [*marks, ""], strict=True))
    for word in marked.split():
        if "\0" not in word or "\1" in word:
            continue
        whole = word.replace("\0", "").strip("\"'")
        for value in dict.fromkeys((whole.rsplit("=", 1)[-1].strip("\"'"), whole)):
            shows = (
                _EMPTY_NAME.search
                if not value
                else lambda line, value=value: f"'{value}'" in line or f'"{value}"' in line
            )
            found_line = next((line for line in log_lines if shows(line)), None)
            if found_line is not None:
                return found_line
    return None


def _unwritten_outputs(text: str, path: str, definition: WorkflowStep, log_lines: Sequence[str]) -> list[WorkflowLine]:
    """Findings on the earlier steps' lines that write a step output to a file named
    ``GITHUB_OUTPUT`` (:data:`_BARE_OUTPUT_FILE`: ``echo "version=1" >> GITHUB_OUTPUT``, the ``$``
    left out) when ``definition`` (a step of the workflow file ``text``, cited as ``path``) reads
    that step's output (``${{ steps.ID.outputs.NAME }}``, the ``id`` of an earlier step whose script
    never reads ``$GITHUB_OUTPUT``): the output is never set and reads as an empty string. One
    finding a line written, in file order; ``step-output-empty`` when a failing line of
    ``log_lines`` (cleaned texts) shows the empty value at work (:func:`_empty_expression_shown`:
    pip's ``Invalid requirement: 'inv=='``), else ``step-output-unset``."""
    lines = text.split("\n")
    writers: dict[str, list[WorkflowLine]] = {}
    for index, step in _steps_before(text, path, definition):
        step_id = _scalar(_get(step, "id"))
        script = _scalar(_get(step, "run")) or ""
        if step_id and _BARE_OUTPUT_FILE.search(script) and not _OUTPUT_FILE_VARIABLE.search(script):
            run = _field_lines(path, lines, definition.job, index, step, ("run",), EARLIER_STEP)
            writers[step_id] = [item for item in run if _BARE_OUTPUT_FILE.search(item.text)]
    found: list[WorkflowLine] = []
    for item in definition.lines:
        for step_id, output in _STEP_OUTPUT_REFERENCE.findall(item.text):
            for writer in writers.get(step_id, []):
                summary = (
                    f"{writer.summary}: writes to a file named `GITHUB_OUTPUT`, not to `$GITHUB_OUTPUT`, so"
                    f" `steps.{step_id}.outputs.{output}` (line {item.start_line}) is never set and reads as an"
                    " empty string"
                )
                shown = _empty_expression_shown(
                    item.text,
                    lambda expression, step_id=step_id, output=output: (
                        (reference := _STEP_OUTPUT_REFERENCE.fullmatch(expression)) is not None
                        and reference.groups() == (step_id, output)
                    ),
                    log_lines,
                )
                kind: FindingKind = "step-output-unset" if shown is None else "step-output-empty"
                if shown is not None:
                    summary = f"{summary}, and the log shows that empty value failing (`{shown.strip()[:120]}`)"
                if all(f.start_line != writer.start_line for f in found):
                    found.append(dataclasses.replace(writer, summary=summary, finding=True, finding_kind=kind))
    return found


def _get(node: yaml.Node, key: str) -> yaml.Node | None:
    if not isinstance(node, yaml.MappingNode):
        return None
    return next((value for name, value in node.value if isinstance(name, yaml.ScalarNode) and name.value == key), None)


def _scalar(node: yaml.Node | None) -> str | None:
    return node.value if isinstance(node, yaml.ScalarNode) else None


def _display_name(step: yaml.MappingNode) -> str | None:
    """The name GitHub shows for a step: ``name``, else ``Run <uses>``, else ``Run <first run line>``."""
    name, uses, run = _scalar(_get(step, "name")), _scalar(_get(step, "uses")), _scalar(_get(step, "run"))
    if name:
        return name
    if uses:
        return f"Run {uses}"
    if run:
        first = next((line.strip() for line in run.splitlines() if line.strip()), "")
        return f"Run {first}"
    return None


def _matches(template: str, actual: str) -> bool:
    """Does ``actual`` read as ``template`` with its ``${{ … }}`` expressions expanded to any text
    (:func:`~ci_triage.evidence.workflow_expression.expanded_values`), blanks around either aside?"""
    return expanded_values(template.strip(), actual.strip()) is not None


CALLED_SEPARATOR = " / "
"""Between the caller's job name and the called workflow's job name in the name GitHub gives a job
of a called (reusable) workflow: ``CI image checks / Static checks`` (REST ``jobs[].name``, the
runner's ``Complete job name:`` line, the check run; a called workflow calling another adds a part
per level: ``Release / Build / Compile``)."""


def _is_called_workflow(root: yaml.MappingNode) -> bool:
    """Whether the workflow file ``root`` can be called: ``workflow_call`` among its ``on:`` events
    (a string, a list, or a mapping's key; GitHub Docs, "Reuse workflows")."""
    events = _get(root, "on")  # a composed node keeps the key's text, which YAML 1.1 would load as true
    if isinstance(events, yaml.ScalarNode):
        return events.value == "workflow_call"
    if isinstance(events, yaml.SequenceNode):
        return any(_scalar(item) == "workflow_call" for item in events.value)
    return isinstance(events, yaml.MappingNode) and _get(events, "workflow_call") is not None


def _names_to_match(root: yaml.MappingNode, job: str) -> list[str]:
    """The names ``job`` (the log's job) may go by in the workflow file ``root``: itself, and in a
    called workflow the parts after each :data:`CALLED_SEPARATOR`, longest first (``CI image
    checks / Static checks`` is the called file's job ``Static checks``)."""
    if CALLED_SEPARATOR not in job or not _is_called_workflow(root):
        return [job]
    parts = job.split(CALLED_SEPARATOR)
    return [job, *(CALLED_SEPARATOR.join(parts[index:]) for index in range(1, len(parts)))]


def _named_jobs(root: yaml.MappingNode, job: str | None) -> list[tuple[str, yaml.MappingNode]]:
    """The jobs of ``root`` (id and node) that ``job`` names (:func:`_job_matches`, by the first of
    its :func:`_names_to_match` that names any)."""
    jobs = _get(root, "jobs")
    assert isinstance(jobs, yaml.MappingNode)
    defined = [(key.value, node) for key, node in jobs.value if isinstance(node, yaml.MappingNode)]
    for name in _names_to_match(root, job) if job else []:
        named = [(job_id, node) for job_id, node in defined if _job_matches(job_id, node, name)]
        if named:
            return named
    return []


def _job_matches(job_id: str, job: yaml.Node, actual: str) -> bool:
    names = [actual]
    if actual.endswith(")") and " (" in actual:
        names.append(actual[: actual.rindex(" (")])  # a matrix job: "test (3.12, ubuntu-latest)"
    template = _scalar(_get(job, "name"))
    return any(name == job_id or (template is not None and _matches(template, name)) for name in names)


def _step_matches(step: yaml.Node, actual: str) -> bool:
    """Does ``actual`` (a REST step name, or a log's ``##[group]`` title) name ``step``?

    A job log titles every step ``Run`` and its command or action, even a step with a ``name``: the
    first line of its ``run`` script as the runner expanded its ``${{ … }}`` expressions
    (actions/runner ``ScriptHandler.PrintActionDetails``: ``##[group]Run {firstLine}``), so an
    expression matches any text (``Run ./ci/test.sh --python ""`` for ``./ci/test.sh --python
    "${{ matrix.pyhton-version }}"``); GitHub shortens a long first line, so a title that begins
    the command's text matches too.
    """
    if not isinstance(step, yaml.MappingNode):
        return False
    shown = _display_name(step)
    if shown is not None and _matches(shown, actual):
        return True
    uses, run = _scalar(_get(step, "uses")), _scalar(_get(step, "run"))
    if uses and actual.strip() == f"Run {uses}":
        return True
    if run and actual.startswith("Run ") and actual[4:].strip():
        first = next((line.strip() for line in run.splitlines() if line.strip()), "")
        command = actual[4:].strip()
        return _matches(first, command) or first.startswith(command)
    return False


def _locate(root: yaml.MappingNode, job: str | None, step: str | None, number: int | None) -> list[_Located]:
    """The steps of ``job`` (its display name or id) that ``step`` names, else the one at its REST
    ``number``: ``[]`` when none, one, or several when which one is meant cannot be told. In a job
    the file defines, its first step of that name (or the one at ``number``). When the file defines
    no job ``job`` (a log file's name, or ``job`` for a log that names none), every job's steps are
    looked in (:attr:`_Located.every_job`): a step of one job only is that one
    (:func:`assumed_job_note` says so), steps of several jobs are ambiguous and all returned."""
    jobs = _get(root, "jobs")
    assert isinstance(jobs, yaml.MappingNode)
    candidates = [(name.value, node) for name, node in jobs.value if isinstance(node, yaml.MappingNode)]
    named = _named_jobs(root, job)
    every_job = not named and len(candidates) > 1
    candidates = named or candidates  # a log file's name is no job name: look in every job
    found = []
    for job_id, node in candidates:
        steps = _get(node, "steps")
        if not isinstance(steps, yaml.SequenceNode):
            continue
        for index, item in enumerate(steps.value):
            if step and _step_matches(item, step):
                found.append(_Located(job_id, node, index, item, every_job=every_job))
        if not found and number is not None and len(candidates) == 1 and 0 <= number - 2 < len(steps.value):
            item = steps.value[number - 2]
            if isinstance(item, yaml.MappingNode):
                found.append(_Located(job_id, node, number - 2, item, by_number=True))
    return found[:1] if len(candidates) == 1 else found


def _ambiguous(path: str, job: str | None, step: str, found: list[_Located]) -> str:
    """Why no step of ``found`` (several jobs' steps named ``step``) is cited: which ones they are."""
    steps = "; ".join(step_position(located.index, located.job_id) for located in found)
    if not found[0].every_job:
        named = f"the log's job {job!r} names more than one of this file's jobs"
    else:
        named = f"the log names none of this file's jobs (its job: {job!r})" if job else "the log names no job"
    return f"{path}: step {step!r} is ambiguous: {len(found)} steps match it ({steps}) and {named}, so none is cited"


def _last_line(node: yaml.Node, lines: list[str]) -> int:
    """1-based last line of ``node``: of its last descendant for a collection (whose own end mark
    is the next key's position), of its text for a scalar (a block scalar ends before its trailing
    blank lines)."""
    while isinstance(node, yaml.MappingNode | yaml.SequenceNode) and node.value:
        last = node.value[-1]
        node = last[1] if isinstance(node, yaml.MappingNode) else last
    mark = node.end_mark
    if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
        last = mark.line if mark.column == 0 else mark.line + 1
        while last > node.start_mark.line + 1 and not lines[last - 1].strip():
            last -= 1
        return last
    return mark.line + 1 if mark.column > 0 or mark.line == node.start_mark.line else mark.line


def _span(start: yaml.Node, end: yaml.Node, lines: list[str]) -> tuple[int, int]:
    """1-based first and last line from ``start``'s start mark to the end of ``end``."""
    first = start.start_mark.line + 1
    return first, max(first, _last_line(end, lines))


def _quote(lines: list[str], first: int, last: int) -> str:
    shown = lines[first - 1 : min(last, first + MAX_RUN_LINES - 1)]
    more = last - first + 1 - len(shown)
    return "\n".join(shown) + (f"\n… ({more} more lines)" if more > 0 else "")


def _definition_lines(
    located: _Located,
    lines: list[str],
    path: str,
    where: str,
    workflow_defaults: yaml.Node | None = None,
    workflow_env: yaml.Node | None = None,
) -> list[WorkflowLine]:
    """The step's and its job's parts as items, each summary opening with ``where`` (the step);
    the workflow's own ``defaults.run`` (``workflow_defaults``, the top level's ``defaults``) when
    the job sets none: it applies to every job's ``run`` steps (GitHub Docs, "Workflow syntax",
    ``defaults.run``), each key of it the step does not set itself (a step's ``working-directory``
    or ``shell`` overrides the default's: GitHub uses the most specific setting). The ``env``
    variables the step sees (fields ``env.NAME``, ``job.env.NAME``, ``workflow.env.NAME``: the
    step's, its job's, the workflow's, ``workflow_env``), each from the most specific of them that
    sets it (GitHub Docs, "Store information in variables": the step's
    overrides the job's, which overrides the workflow's); a value that is one ``${{ … }}``
    expression is quoted as written (it names a value, it holds none), any other value is not
    shown (the item's text is the NAME alone)."""
    items: list[WorkflowLine] = []
    env_set: set[str] = set()

    def add(field: str, key: yaml.Node, value: yaml.Node, summary: str, text: str | None = None) -> None:
        first, last = _span(key, value, lines)
        quoted = text if text is not None else _quote(lines, first, last)
        items.append(
            WorkflowLine(path=path, field=field, start_line=first, end_line=last, text=quoted, summary=summary)
        )

    def add_env(env: yaml.Node | None, level: str, owner: str) -> None:
        if not isinstance(env, yaml.MappingNode):
            return
        for env_key, env_value in env.value:
            variable = _scalar(env_key) or "?"
            if variable in env_set:
                continue
            env_set.add(variable)
            expression = _scalar(env_value) or ""
            field = f"{level}env.{variable}"
            if whole_expression(expression) is not None:
                add(field, env_key, env_value, f"{owner}: sets `{variable}` to `{expression.strip()}`")
            else:
                add(field, env_key, env_value, f"{owner}: sets `{variable}` (value not shown)", variable)

    overridden = {_scalar(key) for key, _ in located.step.value} & {"working-directory", "shell"}
    for key, value in located.step.value:
        name = _scalar(key)
        if name in ("run", "uses", "working-directory", "shell", "continue-on-error", "timeout-minutes"):
            add(name, key, value, f"{where}: `{name}`")
        elif name == "with" and isinstance(value, yaml.MappingNode):
            for input_key, input_value in value.value:
                add(f"with.{_scalar(input_key)}", input_key, input_value, f"{where}: input `{_scalar(input_key)}`")
        elif name == "env":
            add_env(value, "", where)
    job = located.job
    add_env(_get(job, "env"), "job.", f"job `{located.job_id}`")
    add_env(workflow_env, "workflow.", "the workflow's `env` (every job's)")
    for key, value in job.value:
        name = _scalar(key)
        if name in ("runs-on", "timeout-minutes", "continue-on-error"):
            # the job's own, beside the step's of the same name: a job timeout is the job's limit
            add(name if name == "runs-on" else f"job.{name}", key, value, f"job `{located.job_id}`: `{name}`")
        elif name == "defaults":
            run = _get(value, "run")
            for run_key, run_value in run.value if isinstance(run, yaml.MappingNode) else []:
                field = f"defaults.run.{_scalar(run_key)}"
                if _scalar(run_key) not in overridden:
                    add(field, run_key, run_value, f"job `{located.job_id}`: `{field}`")
        elif name == "services" and isinstance(value, yaml.MappingNode):
            on_runner = _get(job, "container") is None
            for service_key, service_value in value.value:
                label = _scalar(service_key)
                reached = _ON_RUNNER if on_runner else f"reached as `{label}` from the job's `container:`"
                add(
                    f"services.{label}",
                    service_key,
                    service_value,
                    f"job `{located.job_id}`: service `{label}`, {reached}",
                )
        elif name == "strategy":
            matrix = _get(value, "matrix")
            if isinstance(matrix, yaml.MappingNode):
                for matrix_key, matrix_value in matrix.value:
                    field = f"matrix.{_scalar(matrix_key)}"
                    add(field, matrix_key, matrix_value, f"job `{located.job_id}`: matrix `{_scalar(matrix_key)}`")
            elif matrix is not None:
                add("matrix", key, matrix, f"job `{located.job_id}`: matrix (computed)")
    run = _get(workflow_defaults, "run") if workflow_defaults is not None else None
    if not any(item.field.startswith("defaults.run.") for item in items) and isinstance(run, yaml.MappingNode):
        for run_key, run_value in run.value:
            field = f"defaults.run.{_scalar(run_key)}"
            if _scalar(run_key) not in overridden:
                add(field, run_key, run_value, f"the workflow's `{field}` (every job's)")
    return sorted(items, key=lambda item: item.start_line)


def _mapped_port(definition: WorkflowStep, port: int) -> list[tuple[WorkflowLine, str]]:
    """The ``services:`` entries of ``definition``'s job on the runner (no ``container:``) to cite when
    a connection to ``port`` of this machine was refused and their ``ports:`` map that port
    (:attr:`WorkflowStep.service_ports`), each at that entry: the service was declared yet did not
    answer; without a health check (``--health-cmd``) the steps began before it was ready, with one
    the runner waited until it was healthy, so it failed or stopped after (its container's log is in
    the job's "Initialize containers" step). Empty when none maps it, the ports cannot be known here,
    or the job runs in a container (its services are not on ``localhost``)."""
    services = [item for item in definition.lines if item.field.startswith("services.")]
    ports = definition.service_ports
    if ports is None or not all(item.summary.endswith(_ON_RUNNER) for item in services):
        return []
    found: list[tuple[WorkflowLine, str]] = []
    for entry in (entry for entry in ports if entry.host == port):
        item = next((line for line in definition.lines if line.field == f"services.{entry.label}"), None)
        if item is None:
            continue
        text = item.text.split("\n")[entry.line - item.start_line]
        cited = dataclasses.replace(
            item, field=f"services.{entry.label}.ports", start_line=entry.line, end_line=entry.line, text=text
        )
        declared = (
            f"job `{definition.job}`: service `{entry.label}` maps the runner's port {port} (`{entry.written}`),"
            " which the step dialled, yet the connection was refused"
        )
        why = (
            ": it has a health check, so the runner waited until it was healthy; it failed or stopped after"
            " (its container's log is in the job's \"Initialize containers\" step)"
            if entry.health_check
            else ": it has no health check, so the steps began before it was ready; give it "
            + health_check_advice(port)
        )
        found.append((cited, declared + why))
    return found


def _unmapped_port(definition: WorkflowStep, port: int) -> list[tuple[WorkflowLine, str]]:
    """The ``services:`` entries of ``definition``'s job on the runner (no ``container:``) to cite
    when a connection to ``port`` of this machine was refused and none of their ``ports:`` maps the
    runner's ``port`` (:attr:`WorkflowStep.service_ports`): those whose container listens on
    ``port`` (the step meant it, and it is mapped elsewhere or to a port Docker chose), else every
    one; each cited at its first ``ports:`` entry (field ``services.LABEL.ports``), or at its
    label when it has none, with a summary naming the ports it maps and the one dialled. Empty when
    a service maps ``port``, the ports cannot be known here, or the job runs in a container (its
    services are not on ``localhost``)."""
    ports = definition.service_ports
    services = [item for item in definition.lines if item.field.startswith("services.")]
    if ports is None or any(entry.host == port for entry in ports) or not services:
        return []
    if not all(item.summary.endswith(_ON_RUNNER) for item in services):
        return []
    meant = {entry.label for entry in ports if entry.container == port}
    cited: list[tuple[WorkflowLine, str]] = []
    for item in services:
        label = item.field.removeprefix("services.")
        if meant and label not in meant:
            continue
        own = [entry for entry in ports if entry.label == label]
        mapped = ", ".join(
            f"the runner's port {entry.host} (`{entry.written}`)"
            if entry.host is not None
            else f"its port {entry.container} to a port Docker chooses (`{entry.written}`)"
            for entry in own
        )
        summary = (
            f"job `{definition.job}`: service `{label}` maps {mapped or 'no port to the runner (no `ports:`)'},"
            f" and the step dialled port {port} on this machine, which no service of the job maps: the"
            " connection was refused there"
        )
        if own:
            offset = own[0].line - item.start_line
            text = item.text.split("\n")[offset]
            item = dataclasses.replace(
                item, field=f"{item.field}.ports", start_line=own[0].line, end_line=own[0].line, text=text
            )
        cited.append((item, summary))
    return cited


def _run_line_naming(definition: WorkflowStep, tool: str) -> tuple[WorkflowLine | None, bool]:
    """The line of the step's ``run`` script (or ``uses``/``shell``, else a ``with`` input: setup-node's
    ``cache: pnpm`` runs pnpm) that names ``tool`` as a word, and ``True``; else the whole ``run`` item
    (or ``None``) and ``False``: the command that is missing is called from somewhere else (a
    script, a Makefile)."""
    word = re2.compile(r"(?:^|[^\w.-])" + re2.escape(tool) + r"(?:$|[^\w.-])")
    commands = [item for item in definition.lines if item.field in ("run", "shell", "uses")]
    inputs = [item for item in definition.lines if item.field.startswith("with.")]
    for item in [*commands, *inputs]:
        for offset, line in enumerate(item.text.split("\n")):
            if word.search(line) and item.start_line + offset <= item.end_line:
                number = item.start_line + offset
                return dataclasses.replace(item, start_line=number, end_line=number, text=line), True
    return next((item for item in definition.lines if item.field == "run"), None), False


_NUMBER = re2.compile(r"[0-9]+(?:\.[0-9]+)?")


def _items_with_value(definition: WorkflowStep, wanted: str) -> list[tuple[WorkflowLine, str | None]]:
    """``with`` inputs and matrix entries whose line holds ``wanted`` as a value, and the ``with``
    inputs that take it from the matrix (``${{ matrix.KEY }}`` with that KEY); each with the
    unquoted YAML number as written (``3.10``) when the line holds one that YAML reads as the
    number ``wanted`` (``3.1``: a float keeps no trailing zero, YAML 1.1/1.2 core schema), else
    None."""
    if not wanted:
        return [(item, None) for item in definition.lines if item.field.startswith("with.") and "version" in item.field]
    before, after = r"(?:^|[\s:\[,'\"-])", r"(?:$|[\s\],'\"])"
    value = re2.compile(before + re2.escape(wanted) + after)
    zeros = "0+" if "." in wanted else r"\.0+"
    number = (
        re2.compile(r"(?:^|[\s:\[,])(" + re2.escape(wanted) + zeros + r")(?:$|[\s\],#])")
        if _NUMBER.fullmatch(wanted)
        else None
    )
    found: list[tuple[WorkflowLine, str | None]] = []
    keys = set()
    for item in definition.lines:
        if not item.field.startswith(("with.", "matrix.")):
            continue
        for offset, line in enumerate(item.text.split("\n")):
            written = number.search(line) if number is not None else None
            if value.search(line) or written:
                start = item.start_line + offset
                line_item = dataclasses.replace(item, start_line=start, end_line=start, text=line)
                found.append((line_item, str(written.group(1)) if written else None))
                if item.field.startswith("matrix."):
                    keys.add(item.field.removeprefix("matrix."))
    for item in definition.lines:
        if item.field.startswith("with.") and any(key in keys for key in _MATRIX_REFERENCE.findall(item.text)):
            found.append((item, None))
    return found


def _job_steps(text: str, path: str, definition: WorkflowStep) -> list[tuple[int, yaml.MappingNode]]:
    """The steps (mappings) of ``definition``'s job, with their 0-based indexes, in file order;
    ``[]`` when the job has no list of steps."""
    jobs = _get(parse_workflow(text, path), "jobs")
    steps = _get(jobs, definition.job) if jobs is not None else None
    steps = _get(steps, "steps") if steps is not None else None
    if not isinstance(steps, yaml.SequenceNode):
        return []
    return [(i, step) for i, step in enumerate(steps.value) if isinstance(step, yaml.MappingNode)]


def _steps_before(text: str, path: str, definition: WorkflowStep) -> list[tuple[int, yaml.MappingNode]]:
    """The steps (mappings) before ``definition``'s in its job, with their 0-based indexes, in file
    order; ``[]`` when the job has no list of steps."""
    return [(i, step) for i, step in _job_steps(text, path, definition) if i < definition.index]


def _other_matrix_references(text: str, path: str, definition: WorkflowStep) -> list[WorkflowLine]:
    """Each line of the other steps of ``definition``'s job that holds a ``${{ matrix.KEY }}``
    expression in a ``with`` input, a ``run`` script or an ``env`` value written as an expression
    alone (an ``env`` value is quoted only so, as in the failing step's own items), one item a line
    (1-based lines of the file), in file order. Its field names the step's place and part
    (``earlier-step.with.java-version``, ``later-step.run``, ``earlier-step.env.JDK``), its summary
    the step (:func:`step_position`) and the part."""
    lines = text.split("\n")
    found: list[WorkflowLine] = []
    for index, step in _job_steps(text, path, definition):
        if index == definition.index:
            continue
        where = f"{step_position(index, definition.job)} (“{_display_name(step)}”)"
        place = EARLIER_STEP if index < definition.index else LATER_STEP
        parts: list[tuple[str, str, yaml.Node, yaml.Node]] = []
        for key, value in step.value:
            name = _scalar(key)
            if name == "run":
                parts.append(("run", "`run`", key, value))
            elif name == "with" and isinstance(value, yaml.MappingNode):
                parts.extend((f"with.{_scalar(k)}", f"input `{_scalar(k)}`", k, v) for k, v in value.value)
            elif name == "env" and isinstance(value, yaml.MappingNode):
                parts.extend(
                    (f"env.{_scalar(k)}", f"sets `{_scalar(k)}`", k, v)
                    for k, v in value.value
                    if whole_expression(_scalar(v) or "") is not None
                )
        for field, part, key, value in parts:
            first, last = _span(key, value, lines)
            found.extend(
                WorkflowLine(path=path, field=f"{place}{field}", start_line=number, end_line=number,
                             text=lines[number - 1], summary=f"{where}: {part}")
                for number in range(first, last + 1)
                if _MATRIX_REFERENCE.search(lines[number - 1])
            )  # fmt: skip
    return found


def _earlier_run_lines(text: str, path: str, definition: WorkflowStep) -> list[WorkflowLine]:
    """Each line of the ``run`` scripts of the steps before ``definition``'s in its job, one item a
    line (1-based line numbers of the file), summaries naming the step (:func:`step_position`)."""
    lines = text.split("\n")
    return [
        item
        for index, step in _steps_before(text, path, definition)
        for item in _field_lines(path, lines, definition.job, index, step, ("run",), EARLIER_STEP)
    ]


def _later_step_lines(text: str, path: str, definition: WorkflowStep) -> list[WorkflowLine]:
    """Each ``uses`` line and each line of the ``run`` scripts of the steps after ``definition``'s in
    its job, one item a line (1-based line numbers of the file; fields ``later-step.uses`` and
    ``later-step.run``), in file order, summaries naming the step (:func:`step_position`)."""
    lines = text.split("\n")
    return [
        item
        for index, step in _job_steps(text, path, definition)
        if index > definition.index
        for item in _field_lines(path, lines, definition.job, index, step, ("uses", "run"), LATER_STEP)
    ]


def _field_lines(
    path: str, lines: list[str], job: str | None, index: int, step: yaml.MappingNode, names: Sequence[str], prefix: str
) -> list[WorkflowLine]:
    """One item per file line (1-based) of each of ``step``'s keys in ``names`` (step ``index`` of
    ``job``; ``lines`` the file's), field ``prefix`` + the key, summary naming the step and the key."""
    where = f"{step_position(index, job)} (“{_display_name(step)}”)"
    found: list[WorkflowLine] = []
    for key, value in step.value:
        name = _scalar(key)
        if name not in names:
            continue
        first, last = _span(key, value, lines)
        found.extend(
            WorkflowLine(path=path, field=f"{prefix}{name}", start_line=number, end_line=number,
                         text=lines[number - 1], summary=f"{where}: `{name}`")
            for number in range(first, last + 1)
        )  # fmt: skip
    return found


_ACTION_WORDS = re2.compile(r"[/@-]")
"""What separates the words of an action's reference (``pnpm/action-setup@v4``, ``actions/setup-go``)."""
_INSTALLERS = frozenset({"setup", "install", "installer"})
"""Words of an action's reference that say it installs a tool (``OWNER/setup-NAME``,
``NAME/action-setup``, ``OWNER/install-NAME``)."""


def _installs(item: WorkflowLine, program: str) -> bool:
    """Whether the line ``item`` (a ``later-step.uses`` or ``later-step.run`` line,
    :func:`_later_step_lines`) installs ``program``: an action whose reference has the program and a
    word of :data:`_INSTALLERS` among its words (``pnpm/action-setup@v4`` for pnpm,
    ``actions/setup-go@v5`` for go, ``oven-sh/setup-bun`` for bun), or a command that installs,
    adds or enables it by name after that verb (``npm install -g pnpm@9``, ``corepack enable pnpm``,
    ``pip install ruff``, ``go install …/staticcheck@latest``; ``pnpm install`` uses pnpm)."""
    if item.field == f"{LATER_STEP}uses":
        reference = item.text.split("uses:", 1)[-1].strip().strip("'\"")
        words = {word.lower() for word in _ACTION_WORDS.split(reference)}
        return program.lower() in words and bool(words & _INSTALLERS)
    installs = re2.compile(
        r"(?:^|[\s;&|])(?:install|add|enable|activate|prepare|i)\s(?:.*[\s/@=])?"
        + re2.escape(program)
        + r"(?:$|[^\w.-]|@)"
    )
    return installs.search(item.text) is not None


def _earlier_setup_versions(text: str, path: str, definition: WorkflowStep) -> list[WorkflowLine]:
    """The version inputs (a name ending ``-version`` or ``-version-file``: ``go-version``,
    ``python-version``, ``node-version-file``) of the setup action steps (:data:`_SETUP_ACTION`) before
    ``definition``'s in its job, and a Rust toolchain action's (:data:`_RUST_TOOLCHAIN_ACTION`)
    ``toolchain`` input, or its ``uses`` line when it has none (its ref names the toolchain), in file
    order (1-based lines of the file), summaries naming the step (:func:`step_position`)."""
    lines = text.split("\n")
    found: list[WorkflowLine] = []
    for index, step in _steps_before(text, path, definition):
        uses = _scalar(_get(step, "uses")) or ""
        rust = _RUST_TOOLCHAIN_ACTION.search(uses) is not None
        inputs = _get(step, "with") if _SETUP_ACTION.search(uses) or rust else None
        where = f"{step_position(index, definition.job)} (“{_display_name(step)}”)"
        given = inputs.value if isinstance(inputs, yaml.MappingNode) else []
        names = [(key, value, _scalar(key) or "") for key, value in given]
        for key, value, name in names:
            if name.endswith(("-version", "-version-file")) or (rust and name == "toolchain"):
                first, last = _span(key, value, lines)
                found.append(
                    WorkflowLine(path=path, field=f"{EARLIER_STEP}with.{name}", start_line=first, end_line=last,
                                 text=_quote(lines, first, last), summary=f"{where}: input `{name}`")
                )  # fmt: skip
        uses_key = next((name for name, _ in step.value if _scalar(name) == "uses"), None)
        uses_value = _get(step, "uses")
        if rust and uses_key is not None and uses_value is not None and all(name != "toolchain" for *_, name in names):
            first, last = _span(uses_key, uses_value, lines)
            found.append(
                WorkflowLine(path=path, field=f"{EARLIER_STEP}uses", start_line=first, end_line=last,
                             text=_quote(lines, first, last), summary=f"{where}: `uses` (its ref names the toolchain)")
            )  # fmt: skip
    return found


def _matrix_value_taken(definition: WorkflowStep, setting: WorkflowLine) -> WorkflowLine | None:
    """``definition``'s matrix item (``matrix.KEY``) whose value the version input ``setting`` takes
    (``python-version: ${{ matrix.python }}``): the line that chose the job's version; None when the
    input is written out, or names a key the matrix does not list (an ``include:`` entry's, or one a
    ``matrix-key`` finding names)."""
    matrix = {item.field.removeprefix("matrix."): item for item in definition.lines if item.field.startswith("matrix.")}
    return next((matrix[key] for key in _MATRIX_REFERENCE.findall(setting.text) if key in matrix), None)


def _earlier_checkouts(
    text: str, path: str, definition: WorkflowStep, setting: str = "fetch-depth"
) -> list[WorkflowLine]:
    """The ``actions/checkout`` steps (:data:`_CHECKOUT_ACTION`) before ``definition``'s in its job, in
    file order, each as its ``with`` input ``setting`` (``fetch-depth``, ``submodules``, ``lfs``; 1-based
    lines of the file), or as its ``uses`` line when it sets none (the action's default: one commit, no
    submodules, no LFS objects); summaries naming the step (:func:`step_position`)."""
    lines = text.split("\n")
    found: list[WorkflowLine] = []
    for index, step in _steps_before(text, path, definition):
        uses = _get(step, "uses")
        if not _CHECKOUT_ACTION.search(_scalar(uses) or ""):
            continue
        inputs = _get(step, "with")
        given = next(
            (
                (key, value)
                for key, value in (inputs.value if isinstance(inputs, yaml.MappingNode) else [])
                if _scalar(key) == setting
            ),
            None,
        )
        uses_key = next((name for name, _ in step.value if _scalar(name) == "uses"), None)
        key, value = given if given is not None else (uses_key, uses)
        if key is None or value is None:
            continue
        first, last = _span(key, value, lines)
        field = f"with.{setting}" if given is not None else "uses"
        where = f"{step_position(index, definition.job)} (“{_display_name(step)}”)"
        found.append(
            WorkflowLine(path=path, field=f"{EARLIER_STEP}{field}", start_line=first, end_line=last,
                         text=_quote(lines, first, last), summary=f"{where}: `{field}`")
        )  # fmt: skip
    return found


def _unquoted_versions(
    definition: WorkflowStep, setup_versions: Sequence[WorkflowLine], log_lines: Sequence[str]
) -> list[tuple[WorkflowLine, str, str, str]]:
    """The lines of ``setup_versions`` (earlier ``setup-*`` version inputs) and of the matrix values
    they take (``${{ matrix.KEY }}``: ``definition``'s ``matrix.KEY`` item) that write a version as an
    unquoted YAML number with a trailing zero (``node-version: 18.10``, ``go: [1.20, 1.21]``), which
    YAML reads as another number (18.1, 1.2: a number keeps no trailing zero), when one of
    ``log_lines`` shows a version of that other number in use (``v18.1.0``, ``go1.2.2``): each line
    (one line of the file), what it wrote, what YAML read, and the log line."""
    matrix = {item.field.removeprefix("matrix."): item for item in definition.lines if item.field.startswith("matrix.")}
    sources = [
        source
        for item in setup_versions
        for source in (item, *(matrix[key] for key in _MATRIX_REFERENCE.findall(item.text) if key in matrix))
    ]
    found: list[tuple[WorkflowLine, str, str, str]] = []
    for source in sources:
        for offset, line in enumerate(source.text.split("\n")):
            for written in _TRAILING_ZERO.findall(line):
                read = written.rstrip("0").rstrip(".")
                shown = re2.compile(r"(?:^|[^\w.]|\bv|\bgo)" + re2.escape(read) + r"\.[0-9]+(?:$|[^\w.])")
                log_line = next((text for text in log_lines if shown.search(text)), None)
                if log_line is not None:
                    start = source.start_line + offset
                    narrowed = dataclasses.replace(source, start_line=start, end_line=start, text=line)
                    found.append((narrowed, written, read, log_line))
    return found


@dataclass(frozen=True, slots=True)
class LocalAction:
    """A step of a job that runs an action of the workflow's own repository: ``uses: ./path``."""

    job_id: str
    index: int
    """The step's 0-based position in the job's steps."""
    folder: str
    """The action's folder in the repository, as ``uses:`` names it without ``./`` (``.github/actions/test``)."""


def local_actions(text: str, path: str, job: str | None) -> list[LocalAction]:
    """The steps of the workflow file ``text`` (cited as ``path``) that run an action of the same
    repository (``uses: ./…``), in the job the log's ``job`` names, else in every job (as a step is
    looked for: :func:`_locate`), in file order. Raises :class:`WorkflowFileError`."""
    root = parse_workflow(text, path)
    jobs = _get(root, "jobs")
    assert isinstance(jobs, yaml.MappingNode)
    named = _named_jobs(root, job) or [(key.value, node) for key, node in jobs.value]
    found = []
    for job_id, node in named:
        steps = _get(node, "steps")
        for index, step in enumerate(steps.value if isinstance(steps, yaml.SequenceNode) else []):
            uses = _scalar(_get(step, "uses"))
            if uses and uses.startswith("./"):
                found.append(LocalAction(job_id=job_id, index=index, folder=uses[2:].strip("/")))
    return found


def composite_step_definition(
    text: str,
    path: str,
    action: LocalAction,
    *,
    step: str,
    action_text: str,
    action_path: str,
    log_lines: Iterable[str],
) -> WorkflowStep | None:
    """The failing ``step`` (the log's title of it) as an inner step of the composite action
    ``action`` (a step of a job of the workflow file ``text``, cited as ``path``) defines it in its
    metadata file (``action_text``, cited as ``action_path``: ``runs.using: composite``,
    ``runs.steps``; GitHub Docs, "Metadata syntax for GitHub Actions"): the inner step's parts
    cited in the action's file, then the ``uses:`` step's and its job's in the workflow's, with the
    :func:`findings` that ``log_lines`` give, as :func:`failing_step_definition` reads a step of
    the workflow itself. None when the file is no composite action or none of its steps is
    ``step``. Raises :class:`WorkflowFileError` for a workflow file that is none."""
    try:
        metadata = yaml.compose(action_text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return None
    runs = _get(metadata, "runs") if metadata is not None else None
    composite = runs is not None and _scalar(_get(runs, "using")) == "composite"
    inner = _get(runs, "steps") if runs is not None and composite else None
    matched = [
        (index, item)
        for index, item in enumerate(inner.value if isinstance(inner, yaml.SequenceNode) else [])
        if isinstance(item, yaml.MappingNode) and _step_matches(item, step)
    ]
    if not matched:
        return None
    root = parse_workflow(text, path)
    jobs = _get(root, "jobs")
    job = _get(jobs, action.job_id) if jobs is not None else None
    steps = _get(job, "steps") if job is not None else None
    if not isinstance(job, yaml.MappingNode) or not isinstance(steps, yaml.SequenceNode):
        return None
    outer = _Located(action.job_id, job, action.index, steps.value[action.index])
    index, item = matched[0]
    where = f"{step_position(action.index, action.job_id)}, action `./{action.folder}`"
    own = _Located(action.job_id, yaml.MappingNode(tag="tag:yaml.org,2002:map", value=[]), index, item)
    items = [
        *_definition_lines(own, action_text.split("\n"), action_path, f"{where}, its `runs.steps` entry {index + 1}"),
        *_definition_lines(outer, text.split("\n"), path, where, _get(root, "defaults"), _get(root, "env")),
    ]
    definition = WorkflowStep(
        path=action_path,
        job=action.job_id,
        step=_display_name(item) or step_position(index),
        index=action.index,
        lines=items,
        include_keys=_include_keys(job),
        service_ports=_service_ports(job),
    )
    return _with_findings(text, path, definition, log_lines)


def failing_step_definition(
    text: str,
    path: str,
    *,
    job: str | None,
    step: str | None,
    number: int | None,
    log_lines: Iterable[str],
    advice: str | None = None,
    checkout: Path | None = None,
) -> WorkflowStep:
    """:func:`step_definition` with the :func:`findings` that ``log_lines`` (the failing job's
    excerpt, cleaned) and ``advice`` (the verdict's next step) give, findings first; a part a
    finding is about, the same field over the same lines, is listed once, as the finding (a part a
    finding cites one line of, a ``run`` script of several lines, stays whole after it). ``checkout``:
    the repository's folder, where a script the step names and did not find is looked for under a
    near name (:func:`_near_script`); ``None`` when there is none. Raises :class:`WorkflowFileError`."""
    definition = step_definition(text, path, job=job, step=step, number=number)
    return _with_findings(text, path, definition, log_lines, advice, checkout)


def _with_findings(
    text: str,
    path: str,
    definition: WorkflowStep,
    log_lines: Iterable[str],
    advice: str | None = None,
    checkout: Path | None = None,
) -> WorkflowStep:
    """``definition`` (a step of a job of the workflow file ``text``, cited as ``path``) with the
    :func:`findings` that ``log_lines`` and ``advice`` give, findings first (see :func:`failing_step_definition`)."""
    log_lines = list(log_lines)
    found = findings(
        definition,
        log_lines,
        earlier=_earlier_run_lines(text, path, definition),
        later=_later_step_lines(text, path, definition),
        setup_versions=_earlier_setup_versions(text, path, definition),
        other_steps=_other_matrix_references(text, path, definition),
        env_values=_env_values(text, path, definition),
        checkouts=_earlier_checkouts(text, path, definition),
        advice=advice,
        checkout_settings={
            setting: _earlier_checkouts(text, path, definition, setting) for setting in ("submodules", "lfs")
        },
    )
    found += _unwritten_outputs(text, path, definition, log_lines)
    found = [_near_script(item, checkout) for item in found]
    found += _shell_without_errexit(definition, log_lines)
    found.sort(key=_unseen_elsewhere)  # stable: the log's own evidence first, in the order found
    cited = {(item.path, item.field, item.start_line, item.end_line) for item in found}
    rest = [item for item in definition.lines if (item.path, item.field, item.start_line, item.end_line) not in cited]
    return dataclasses.replace(definition, lines=[*found, *rest])


def _unseen_elsewhere(item: WorkflowLine) -> bool:
    """Whether the finding ``item`` is about another step of the job (a field of an earlier or a later
    step) and one the log does not show at work (``matrix-key``: an undefined key, seen in the file
    alone): such a note follows the findings about the failing step and those the log shows (trial
    112 #10: a later step's ``matrix.pyhton-version``, cited first and bold, read as the cause above
    the unquoted ``3.10`` that decided). A finding about another step that the log shows at work (a
    later step that installs the missing tool, an earlier checkout's ``fetch-depth``) keeps its place."""
    return item.finding_kind == "matrix-key" and item.field.startswith((EARLIER_STEP, LATER_STEP))


def _shell_without_errexit(definition: WorkflowStep, log_lines: Sequence[str]) -> list[WorkflowLine]:
    """A ``shell-no-errexit`` finding on ``definition``'s ``shell`` line (its own, else its job's or
    workflow's ``defaults.run.shell``) when that shell is a ``{0}`` template without ``-e``
    (``bash {0}``; GitHub's own ``bash`` and ``sh`` add it), the ``run`` script sets none (``set
    -e``), and a line of ``log_lines`` (cleaned) shows bash failing at a line of the script before its
    last (:data:`_SCRIPT_LINE_ERROR`: ``….sh: line 1: cd: docs-site: No such file or directory`` in a
    two-line script; in another locale read as the C locale prints it, ``….sh: Zeile 1: …``): the
    script went on past that failure, and the later commands ran regardless. ``[]`` otherwise."""
    by_field = {item.field: item for item in definition.lines}
    shell = next((by_field[field] for field in ("shell", "defaults.run.shell") if field in by_field), None)
    run = by_field.get("run")
    if shell is None or run is None:
        return []
    template = shell.text.split("shell:", 1)[-1].strip().strip("'\"")
    body = run.text.split("run:", 1)[-1]
    script = [line for line in body.split("\n")[1:] if line.strip()] if body.strip()[:1] in ("|", ">") else [body]
    if "{0}" not in template or _ERREXIT_FLAG.search(template) or _SET_ERREXIT.search(body):
        return []
    for text in log_lines:
        reading = c_locale_reading(text.strip())  # bash's ``Zeile 1:`` under ``LANG=de_DE.UTF-8``
        failed = _SCRIPT_LINE_ERROR.search(reading.text if reading else text.strip())
        number = int(str(failed.group(1))) if failed else 0
        if 0 < number < len(script):
            summary = (
                f"the shell `{template}` runs the script without `-e`, so it went on after"
                f" `{script[number - 1].strip()[:120]}` (line {number} of the script) failed"
                f" (`{text.strip()[:120]}`) and the later commands ran"
                " regardless: fix that command, and use `shell: bash` (which adds `-e`) or `set -e` so that"
                " the step stops where it fails"
            )
            return [dataclasses.replace(shell, summary=summary, finding=True, finding_kind="shell-no-errexit")]
    return []


MAX_NEAR_SCRIPT_FILES = 20_000
"""Most files of the checkout compared with a script the step did not find (:func:`_near_script`)."""


def _near_script(item: WorkflowLine, checkout: Path | None) -> WorkflowLine:
    """``item`` (a finding) with, when it is a ``manifest-missing`` finding on a script path the
    step named (``./scripts/ci.sh``: a path with a folder) and ``checkout`` holds no file at that
    path but one at a near path (:func:`~ci_triage.base.misspelling.near_name` of the two, ``./``
    left out: ``script/ci.sh``), a ``script-near-name`` finding naming that file: the path is
    misspelt, and no ``working-directory`` would find it. The first match of the checkout's files in
    sorted order, of at most :data:`MAX_NEAR_SCRIPT_FILES` of them with the script's file name, ``.git``
    left out; ``item`` unchanged otherwise."""
    named = _NAMED_SCRIPT.match(item.summary) if item.finding_kind == "manifest-missing" else None
    if named is None or checkout is None or not checkout.is_dir():
        return item
    shown = str(named.group(1))
    wanted = shown.removeprefix("./")
    if (checkout / wanted).exists():
        return item
    candidates = itertools.islice(
        (found for found in checkout.rglob(Path(wanted).name) if ".git" not in found.relative_to(checkout).parts),
        MAX_NEAR_SCRIPT_FILES,
    )
    near = sorted(
        relative
        for found in candidates
        if found.is_file() and near_name(wanted, relative := found.relative_to(checkout).as_posix())
    )
    if not near:
        return item
    return dataclasses.replace(
        item,
        summary=f"`{shown}` was not found, and the checkout has `{near[0]}`, a near name: a typo? Call the"
        " script by the path it has",
        finding_kind="script-near-name",
    )


def _env_values(text: str, path: str, definition: WorkflowStep) -> dict[str, str]:
    """The ``env`` variables of ``definition`` written in the workflow file ``text`` (cited as
    ``path``), by field (``env.DATABASE_URL``): the lines that set each, as written (read for the
    port an address names, :func:`_sets_port`; never shown)."""
    lines = text.split("\n")
    return {
        item.field: "\n".join(lines[item.start_line - 1 : item.end_line])
        for item in definition.lines
        if item.path == path and item.field.startswith(_ENV_FIELDS)
    }


def _names_credential(text: str, name: str) -> bool:
    """Whether the log line ``text`` is about the variable ``name``: it names it as a word
    (``PYPI_TOKEN: PYPI_TOKEN is empty``), or says the credential a word of the name is missing
    (``Error: token is missing``, ``no password given``: :data:`_CREDENTIAL_MISSING`, the credential
    word one of ``name``'s)."""
    if re2.search(rf"(?:^|[^A-Za-z0-9_]){re2.escape(name)}(?:$|[^A-Za-z0-9_])", text):
        return True
    missing = _CREDENTIAL_MISSING.search(text)
    word = (missing.group("word") or missing.group("word2")) if missing else None
    return word is not None and str(word).lower().rstrip("s") in name.lower().replace("-", "_").split("_")


def _set_yet_read_unset(
    item: WorkflowLine, text: str, env_values: Mapping[str, str], *, empty: bool | None = False
) -> tuple[WorkflowLine, str, FindingKind]:
    """The finding on ``item``, an ``env`` line that sets the variable the log line ``text`` shows a
    shell (:data:`_UNSET_VARIABLE`) or a program (:func:`~ci_triage.logs.lost_settings.unset_names`)
    reading unset, with its summary and kind. GitHub sets a variable whose expression gives nothing to
    the empty string (an undefined repository or environment variable or secret reads as ``''``;
    secrets are not passed to workflows run from forks, GitHub Docs, "Using secrets in GitHub
    Actions"), so the program saw it set: when its words allow an empty value (``${NAME:?}``'s ``NAME:
    parameter null or not set``; ``empty``: the runner listed it empty) the value was empty
    (``variable-empty``); when they say unset (``set -u``'s ``unbound variable``, Python's
    ``KeyError``), the script ran without the step's environment (``variable-not-passed``: ``sudo``,
    ``env -i``, a container or a remote shell it was not handed to). ``empty`` None: the words allow
    either (``Missing required environment variable NAME``) and the log does not show the value, so
    the summary names both, the empty value first (``variable-empty``). The value is named only when it
    is one ``${{ … }}`` expression, as the workflow's evidence quotes it (``env_values``: field → the
    lines that set it)."""
    name = item.field.rpartition(".")[2]
    value = env_values.get(item.field, "").partition(":")[2]
    expression = whole_expression(value)
    source = f" from `{value.strip()}`" if expression is not None else ""
    said = f"(the log: `{text.strip()[:120]}`)"
    not_passed = (
        "ran without the step's environment (`sudo` without `--preserve-env`, `env -i`, a container or a remote"
        " shell not handed the variable) or unset it: pass the variable on where the script runs"
    )
    if empty is not False or text.rstrip().endswith("null or not set"):
        secret = _SECRET_READ.search(value)
        define = f"define the secret `{secret.group(1)}`" if secret else "define it"
        cause = (
            "an undefined repository or environment variable or secret reads as an empty string (and secrets are"
            f" empty on pull requests from forks and from Dependabot): {define} in the repository's or the"
            " environment's settings, or check the name the expression reads"
            if expression is not None
            else "give it a value"
        )
        if empty is None:
            summary = f"this line sets `{name}`{source}, yet the program found it missing, empty or not set {said}"
            return item, f"{summary}: when empty, {cause}; when set, the program {not_passed}", "variable-empty"
        return item, f"this line sets `{name}`{source}, which was empty in this run {said}: {cause}", "variable-empty"
    return (
        item,
        f"this line sets `{name}`{source} for the step, yet the script read it unset {said}: it {not_passed}",
        "variable-not-passed",
    )


def _sets_port(item: WorkflowLine, port: int, env_values: Mapping[str, str]) -> bool:
    """Whether the ``env`` variable ``item`` sets the port a client dials: its name says so
    (:data:`_PORT_NAME`), or it holds an address (:data:`_ADDRESS_NAME`) whose value in
    ``env_values`` (field → the lines that set it) names ``port`` (:data:`_ADDRESS_PORT`; an
    expression's value, ``${{ secrets.DATABASE_URL }}``, names none)."""
    name = item.field.rpartition(".")[2]
    if _PORT_NAME.search(name):
        return True
    value = env_values.get(item.field, "").partition(":")[2]
    return bool(_ADDRESS_NAME.search(name)) and str(port) in _ADDRESS_PORT.findall(value)


def read_workflow_file(file: Path) -> str:
    """The text of a workflow file on disk; raises :class:`WorkflowFileError` when it cannot be read
    or is larger than :data:`MAX_WORKFLOW_BYTES`."""
    try:
        with file.open("rb") as handle:
            data = handle.read(MAX_WORKFLOW_BYTES + 1)
    except OSError as error:
        raise WorkflowFileError(f"{file}: cannot be read ({error.strerror or error})") from None
    if len(data) > MAX_WORKFLOW_BYTES:
        raise WorkflowFileError(f"{file}: larger than {MAX_WORKFLOW_BYTES // 1024} KiB, not read")
    return data.decode("utf-8", "replace")


def checked_workflow_text(file: Path, label: str) -> str:
    """The text of the workflow file ``file`` (cited as ``label``), checked to be a workflow: raises
    :class:`WorkflowFileError` (an input error, exit 3) for a path that cannot be read (missing, a
    directory, over :data:`MAX_WORKFLOW_BYTES`), text that is not YAML, or YAML without a ``jobs``
    mapping (:func:`parse_workflow`). A path the user gave (``--workflow``, the action's
    ``workflow-path``) is checked so before the triage, as a log's path is."""
    text = read_workflow_file(file)
    parse_workflow(text, label)
    return text


def repository_path(file: str) -> str:
    """How a workflow file is cited: from ``.github/workflows/`` on when its path has that, else as given."""
    posix = file.replace("\\", "/")
    marker = ".github/workflows/"
    return posix[posix.index(marker) :] if marker in posix else posix
