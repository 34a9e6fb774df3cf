"""Golden tests: real output of the tools, as they print it, classified end to end.

Every fixture in ``fixtures/`` was produced by running the tool here on a small sample project
(versions and provenance in each skill's "Line forms" note; the ``$ command`` first line names
the command). A fixture checks the family's signals fire on real text, the category the person
acts on, the tool named, and the line the summary quotes (the first error, not the last).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.report import triage_source
from ci_triage.logs.runner_folder import without_runner_folder
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"

# fixture: (category, tool, signals that must match some line, text the summary quotes)
GOLDEN: dict[str, tuple[str, str | None, set[str], str]] = {
    "ansible-lint.txt": (  # the default format: the first violation is quoted at its place, the places are locations
        "lint/format",
        "ansible-lint",
        {"ansible-lint/violation", "ansible-lint/failed-summary", "ansible-lint/violation-place"},
        "play.yml:1:3: name[play]: All plays should be named.",
    ),
    "ansible-lint-pep8.txt": (  # --format=pep8 (`-p`): each violation on one line, the first quoted
        "lint/format",
        "ansible-lint",
        {"ansible-lint/pep8-violation", "ansible-lint/failed-summary"},
        "playbook.yml:2:3: name[play][/]: All plays should be named.",
    ),
    "attw-0.18.5.txt": (  # @arethetypeswrong/cli 0.18.5 --pack: one line per kind of problem, the first quoted
        "configuration",
        "arethetypeswrong",
        {"arethetypeswrong/problem"},
        "💀 Import failed to resolve to type declarations or JavaScript files.",
    ),
    "attw-0.18.5-no-emoji.txt": (  # the same under --no-emoji
        "configuration",
        "arethetypeswrong",
        {"arethetypeswrong/problem"},
        ": Import failed to resolve to type declarations or JavaScript files.",
    ),
    "automake-make-check.txt": (
        "test failure",
        "make",
        {"automake-tests/result-line", "automake-tests/summary-count", "automake-tests/see-test-suite-log"},
        "failed tests tests/t_parse, tests/t_setup, tests/t_known",
    ),
    "checkov-terraform.txt": (  # offline: a DNS traceback logged at WARNING level, then the failed checks
        "security audit",
        "checkov",
        {"checkov/failed-resource", "checkov/check-header", "checkov/resource-file", "checkov/failed-tally"},
        'Check: CKV_AWS_24: "Ensure no security groups allow ingress from 0.0.0.0:0 to port 22"'
        " FAILED for resource: aws_security_group.web",
    ),
    "checkov-junitxml-stdout.txt": (  # checkov 3.3.30 --output junitxml on stdout: a <failure> per failed check
        "security audit",
        "checkov",
        {"checkov/junit-failure", "checkov/junit-check-case", "checkov/resource-file"},
        "Ensure S3 bucket has block public ACLs enabled",
    ),
    "publint-0.3.25-strict.txt": (  # publint 0.3.25 --strict: the numbered rows under Errors:, the first quoted
        "configuration",
        "publint",
        {"publint/banner", "publint/errors-heading", "publint/error-row"},
        '1. pkg.exports["."].types should be the first in the object',
    ),
    "task-runner-npm-no-workspace.txt": (  # npm 11.19.1: the workspace it looked for is on the line below
        "configuration",
        "npm-script",
        {"task-runner-setup/npm-no-workspaces", "task-runner-setup/npm-workspace-named"},
        "--workspace=@acme/api",
    ),
    "task-runner-turbo-unknown-task.txt": (  # turbo 2.11.13: the lock file warning's `x` is survived
        "configuration",
        "turbo",
        {"task-runner-setup/turbo-unknown-task"},
        "Could not find task `tset` in project",
    ),
    "task-runner-turbo-no-package.txt": (  # turbo 2.11.13 with a --filter naming no package
        "configuration",
        "turbo",
        {"task-runner-setup/turbo-unknown-package"},
        "No package found with name '@acme/nope' in workspace",
    ),
    "task-runner-turbo-cycle.txt": (  # turbo 2.11.13 (trial 111): two packages' builds depend on each other
        "configuration",
        "turbo",
        {"task-runner-setup/turbo-cycle"},
        "Cyclic dependency detected",
    ),
    "task-runner-pnpm-other-pm.txt": (  # pnpm 12.25.1 in a workspace whose packageManager is npm
        "configuration",
        "pnpm-script",
        {"task-runner-setup/pnpm-other-package-manager", "task-runner-setup/pnpm-other-pm-code"},
        "This project is configured to use npm",
    ),
    "task-runner-lerna-no-config.txt": (  # lerna 9.0.7 without lerna.json
        "configuration",
        "lerna",
        {"task-runner-setup/lerna-no-config"},
        "ENOLERNA `lerna.json` does not exist",
    ),
    "task-runner-nx-no-workspace.txt": (  # nx 22.7.12 (global) outside an Nx workspace
        "configuration",
        "nx",
        {"task-runner-setup/nx-no-workspace"},
        "The current directory isn't part of an Nx workspace.",
    ),
    "task-runner-nox-unknown-session.txt": (  # nox 2026.10.20: a misspelt session
        "configuration",
        "nox",
        {"task-runner-setup/nox-unknown-session"},
        "Sessions not found: typechek",
    ),
    "task-runner-tox-unknown-env.txt": (  # tox 4.67.17: a misspelt environment and the near one it offers
        "configuration",
        "tox",
        {"task-runner-setup/tox-unknown-environment", "task-runner-setup/tox-environment-near-name"},
        "tyepcheck - did you mean type?",
    ),
    "dash-pipefail.txt": (  # dash 0.5.12 (sh on Debian and Ubuntu) refusing bash's option
        "configuration",
        "bash",
        {"shell-script/dash-illegal-option"},
        "set: Illegal option -o pipefail",
    ),
    "dash-bash-builtins.txt": (  # dash 0.5.12: bash's [[ and source are no programs (exit 127)
        "configuration",
        "bash",
        {"shell-script/dash-bash-builtin"},
        "[[: not found",
    ),
    "bandit.txt": ("security audit", "bandit", {"bandit/issue", "bandit/location"}, "[B404:blacklist]"),
    "bandit-severity.txt": (  # bandit 1.9.4: a Low finding, then a High one; the tool's severity decides
        "security audit",
        "bandit",
        {"bandit/issue", "bandit/severity"},
        "[B602:subprocess_popen_with_shell_equals_true]",
    ),
    "zizmor.txt": (  # zizmor 1.33.1: five warnings, then the first error, a workflow trigger
        "security audit",
        "zizmor",
        {"zizmor/error-finding", "zizmor/findings-tally", "zizmor/finding-place"},
        "error[dangerous-triggers]: use of fundamentally insecure workflow trigger",
    ),
    "ty-check.txt": (  # ty 1.0.0: zizmor's `error[rule]:` shape over a `.py` place is a type error
        "type check",
        "ty",
        {"mypy-pyright/ty-error", "mypy-pyright/ty-place"},
        "error[import-not-found]: Cannot resolve imported module `nosuchmod`",
    ),
    "cspell.txt": (  # cspell 9.8.0 (npm): an unknown and a forbidden word, then the tally
        "lint/format",
        "cspell",
        {"cspell/issue", "cspell/tally"},
        "README.md:3:11 - Unknown word (sentance) fix: (sentence)",
    ),
    "deno-https-import-offline.txt": (  # deno 2.9.6 with no DNS: an https: import did not download
        "infrastructure/network/flaky",
        "deno-test",
        {"network-flaky/deno-module-download", "network-flaky/dns-no-such-name"},
        "error: Import 'https://deno.land/std@0.224.0/assert/mod.ts' failed.",
    ),
    "stylelint-no-config.txt": (  # stylelint 16.26.1 with no config file: exit 78, nothing linted
        "configuration",
        "stylelint",
        {"configuration/linter-config-missing"},
        "ConfigurationError: No configuration provided for /home/runner/work/app/app/s.css",
    ),
    "prettier-no-parser.txt": (  # prettier 3.10.1 given a file it has no parser for: exit 2
        "configuration",
        "prettier",
        {"configuration/formatter-no-parser", "prettier/warn-file"},
        'No parser could be inferred for file "/home/runner/work/app/app/data.weird".',
    ),
    "deno-test-steps.txt": (  # deno 2.9.6: a test's step failed; ERRORS names it `parent ... step`
        "test failure",
        "deno-test",
        {"deno-test/failed-test", "deno-test/result-failed", "deno-test/tally", "deno-test/test-error"},
        "failed tests math ... subtracts",
    ),
    "bun-test-describe.txt": (  # bun 1.4.5: a describe block's failed expectation, then an uncaught error
        "test failure",
        "bun-test",
        {"bun-test/failed-test", "bun-test/expect-error", "bun-test/fail-tally"},
        "failed tests math > subtracts, throws",
    ),
    "commitlint.txt": (  # @commitlint/cli 20.5.3, config-conventional: a subject in sentence case with a full stop
        "lint/format",
        "commitlint",
        {"commitlint/rule-broken", "commitlint/input"},
        "subject must not be sentence-case, start-case, pascal-case, upper-case [subject-case]",
    ),
    "bash-killed.txt": ("out-of-memory", None, {"oom/shell-killed"}, "Killed"),
    "bash-cd-missing.txt": ("configuration", "bash", {"shell-script/runtime-error"}, "cd: build/output: No such file"),
    "black-cannot-format.txt": (  # black ≤ 24: the file does not parse, so it is no formatting finding
        "compile/build error",
        "black",
        {"python-syntax/black-cannot-format", "python-format/black-banner"},
        "error: cannot format broken.py: Cannot parse: 1:6",
    ),
    "black-cannot-parse.txt": (
        "compile/build error",
        "black",
        {"python-syntax/black-cannot-parse", "python-format/black-banner"},
        "error: cannot parse: broken.py:1:6",
    ),
    "black-cannot-parse-target-version.txt": (  # black 26 with --target-version (or one inferred from the project)
        "compile/build error",
        "black",
        {"python-syntax/black-cannot-parse", "python-format/black-banner"},
        "error: cannot parse for target version Python 3.15: unparse.py:1:6",
    ),
    "black-check.txt": (
        "formatting",
        "black",
        {"python-format/would-reformat", "python-format/reformat-summary", "python-format/black-banner"},
        "would reformat fmt.py",
    ),
    "clippy-deny-warnings.txt": (  # clippy 0.1.95: the lint's error line, not its "= note: ... implied by" line
        "lint/format",
        "clippy",
        {"clippy/denied-by-warnings"},
        "error: length comparison to zero",
    ),
    "clippy-rustc-lint-first.txt": (  # clippy 0.1.95: rustc's own lint, denied by -D warnings, comes first
        "lint/format",
        "clippy",
        {"clippy/rustc-lint-denied", "clippy/denied-by-warnings"},
        "error: unused variable: `x`",
    ),
    "rustc-mismatched-types-help.txt": (  # cargo 1.95: a help line "... the argument passed" is no passing verdict
        "compile/build error",
        "cargo-build",
        {"rustc/coded-error", "rustc/could-not-compile"},
        "src/lib.rs:22:12: error[E0308]: mismatched types",
    ),
    "rustc-deny-warnings.txt": (  # cargo 1.95 with RUSTFLAGS="-D warnings": a lint, not a compile error
        "lint/format",
        "cargo-build",
        {"clippy/rustc-lint-denied"},
        "error: unused variable: `x`",
    ),
    "codespell.txt": ("lint/format", "codespell", {"codespell/typo"}, "teh ==> the"),
    # long-tail checkers run here (versions in each skill's "Line forms"): the first finding is quoted
    "typos.txt": ("lint/format", "typos", {"typos/should-be", "typos/place"}, "error: `recieves` should be `receives`"),
    "xmllint.txt": (
        "lint/format",
        "xmllint",
        {"xmllint/parser-error"},
        "settings.xml:4: parser error : Opening and ending tag mismatch: entry line 4 and entyr",
    ),
    "luacheck.txt": (
        "lint/format",
        "luacheck",
        {"luacheck/finding", "luacheck/undefined-access", "luacheck/total"},
        "util.lua:3:14: accessing undefined variable 'undefined_value'",  # W113, a nil at run time, over W211
    ),
    "luacheck-undefined-field.txt": (  # luacheck 1.1.0 --codes: W143 quoted over the unused W211/W212 above it
        "lint/format",
        "luacheck",
        {"luacheck/finding", "luacheck/undefined-access"},
        "fmt.lua:3:10: (W143) accessing undefined field 'frmat' of global 'string'",
    ),
    "pydocstyle.txt": (  # pydocstyle 6.3.0: the first finding under its definition's line, not the last
        "lint/format",
        "pydocstyle",
        {"pydocstyle/definition", "pydocstyle/violation"},
        "D100: Missing docstring in public module",
    ),
    "pyupgrade.txt": (  # pyupgrade 3.22.0: each file it rewrote
        "lint/format",
        "pyupgrade",
        {"pyupgrade/rewriting"},
        "Rewriting src/shop/cart.py",
    ),
    "spectral.txt": (  # run as `npx spectral`: the tool after the wrapper
        "lint/format",
        "spectral",
        {"spectral/error-result", "spectral/problems"},
        'path-params            Operation must define parameter "{orderId}"',
    ),
    "reuse-lint.txt": (
        "lint/format",
        "reuse",
        {"reuse-lint/files-without", "reuse-lint/not-compliant"},
        "The following files have no copyright and licensing information:",
    ),
    "license-header-script.txt": (  # trial 95: a project's own bash check of the SPDX header, two files without it
        "lint/format",
        None,
        {"license-header/file-without-header"},
        "ERROR: src/c.py: missing SPDX license header",
    ),
    "msgfmt-syntax.txt": (  # a .po that does not parse: no .mo is written
        "compile/build error",
        "msgfmt",
        {"msgfmt/po-error", "msgfmt/fatal-errors"},
        "fr.po:7: end-of-line within string",
    ),
    "msgfmt-format.txt": (  # --check: a translation's format specifiers differ, fatal too
        "compile/build error",
        "msgfmt",
        {"msgfmt/po-error", "msgfmt/fatal-errors"},
        "fr2.po:14: format specifications in 'msgid' and 'msgstr' for argument 1 are not the same",
    ),
    "protoc.txt": (
        "compile/build error",
        "protoc",
        {"protoc/proto-error"},
        'proto/order.proto:5:3: "Money" is not defined.',
    ),
    "jq-parse-error.txt": (  # the JSON file the step reads does not parse
        "configuration",
        "jq",
        {"jq/input-parse-error"},
        "parse error: Expected separator between values at line 3, column 10",
    ),
    "ctest.txt": (  # every failed test named once, whatever ended it (an exit, a crash, a timeout, no executable)
        "test failure",
        "ctest",
        {
            "ctest/test-failed",
            "ctest/test-crashed",
            "configuration/ctest-test-not-run",
            "ctest/test-timed-out",
            "ctest/failed-list",
        },
        "failed tests parser_segv, parser_rejects_empty, parser_slow and 2 more",
    ),
    "meson-ninja-werror.txt": (  # ninja 1.13.2 (PyPI) in a meson 1.12.1 build folder: gcc's first error
        "compile/build error",
        "gcc",
        {"c-cpp-build/ninja-failed", "c-cpp-build/gcc-clang-error", "c-cpp-build/ninja-stopped"},
        "../ringbuf.c:3:7: error: unused variable ‘unused_x’ [-Werror=unused-variable]",
    ),
    "ninja-1.11-werror.txt": (  # the same build with Debian's ninja 1.11.1 (its FAILED: line without the code)
        "compile/build error",
        "gcc",
        {"c-cpp-build/ninja-failed", "c-cpp-build/gcc-clang-error", "c-cpp-build/ninja-stopped"},
        "../ringbuf.c:3:7: error: unused variable ‘unused_x’ [-Werror=unused-variable]",
    ),
    "meson-test.txt": (  # meson 1.12.1 --print-errorlogs: the failed tests, the first one's own stderr line
        "test failure",
        "meson-test",
        {"meson-test/test-failed", "meson-test/test-timed-out", "meson-test/summary-of-failures"},
        "failed tests ringbuf:ringbuf-wrap, ringbuf:ringbuf-crash, ringbuf:ringbuf-slow — the first: FAIL: push on"
        " full buffer should fail",
    ),
    "meson-test-no-errorlogs.txt": (  # without --print-errorlogs: how each test ended
        "test failure",
        "meson-test",
        {"meson-test/test-failed", "meson-test/failed-count"},
        "failed tests ringbuf:ringbuf-wrap, ringbuf:ringbuf-crash, ringbuf:ringbuf-slow — the first: exit status 1",
    ),
    "meson-test-timeout.txt": (  # the only failed test ran past its timeout: a timeout
        "timeout",
        "meson-test",
        {"meson-test/test-timed-out", "timeout/meson-test-timeout", "meson-test/failed-count"},
        "failed tests ringbuf:ringbuf-slow — TIMEOUT",
    ),
    "ctest-googletest.txt": (  # GoogleTest 1.12.1 under ctest 3.25.1: each failure's gtest assertion, no banner
        "test failure",
        "ctest",
        {"ctest/test-failed", "ctest/test-timed-out", "ctest/failed-list"},
        "failed tests Tokens.Empty, Tokens.Prefix, Tokens.Slow — the first: tokens_test.cpp:7: Failure",
    ),
    "ctest-googletest-program.txt": (  # GoogleTest programs as ctest tests: a failed case's assertion, trial 124
        "test failure",
        "ctest",
        {"ctest/test-failed", "ctest/failed-list"},
        "failed tests money_test, parse_test — the first: tests/money_test.cpp:4: Failure",
    ),
    "ctest-timeout.txt": (  # ctest 3.25.1: the only failed test ran past its TIMEOUT
        "timeout",
        "ctest",
        {"ctest/test-timed-out", "timeout/ctest-timeout", "ctest/failed-list"},
        "failed tests wait_for_peer — Timeout",
    ),
    "cxx-uncaught-exception.txt": (  # g++ 12.2: std::terminate's type, then the what() message quoted under it
        "runtime error",
        None,
        {"native-crash/cxx-uncaught-what", "native-crash/cxx-uncaught-exception", "native-crash/shell-job-aborted"},
        "terminate called after throwing an instance of 'std::runtime_error' what():  cannot open config: "
        "/etc/widget.conf",
    ),
    "cxx-uncaught-int.txt": (  # g++ 12.2: an exception without what(): the terminate line, not bash's Aborted
        "runtime error",
        None,
        {"native-crash/cxx-uncaught-exception", "native-crash/shell-job-aborted"},
        "terminate called after throwing an instance of 'int'",
    ),
    "c-assert-failed.txt": (  # gcc 12.2, glibc 2.36: the failed assert, not bash's Aborted
        "runtime error",
        None,
        {"native-crash/assertion-failed", "native-crash/shell-job-aborted"},
        'abrt: abrt.c:3: main: Assertion `parse("0") == 1 && "config must enable feature"\' failed.',
    ),
    "crash-c-program.txt": (  # a program outside any test crashed: no test runner, no test; the program is no tool
        "runtime error",
        None,
        {"native-crash/shell-job-crashed"},
        "Segmentation fault      ./tools/generate-assets",
    ),
    "crash-python-c.txt": ("runtime error", None, {"native-crash/shell-job-crashed"}, "Segmentation fault"),
    "npm-audit-endpoint-error.txt": (  # 405 naming the public registry, which serves audits: a proxy's (trial 47 #3)
        "infrastructure/network/flaky",
        "npm-audit",
        {"network-flaky/npm-audit-request", "network-flaky/npm-audit-endpoint"},
        "npm error audit endpoint returned an error",
    ),
    "npm-audit-mirror-405.txt": (  # npm 11.19.1: a mirror answered the audit with 405: a re-run gets it again
        "configuration",
        "npm-audit",
        {"configuration/npm-audit-refused", "network-flaky/npm-audit-endpoint"},
        "npm warn audit 405 Method Not Allowed - POST",
    ),
    "npm-audit-host-unresolved.txt": (  # npm 11.19.1: the registry's host did not resolve: the network's
        "infrastructure/network/flaky",
        "npm-audit",
        {"network-flaky/dns-no-such-name", "network-flaky/npm-audit-request", "network-flaky/npm-audit-endpoint"},
        "getaddrinfo ENOTFOUND nosuchhost.invalid",
    ),
    "docker-dind-host-unresolved.txt": (  # docker 28.2.2, DOCKER_HOST on a host that is not there: no dind service
        "configuration",
        "docker",
        {"configuration/docker-daemon-connect-error"},
        "dial tcp: lookup docker on 10.255.255.53:53: no such host",
    ),
    "aws-s3-cp-no-credentials.txt": (  # aws-cli 1.45.11 with no credential source: nothing was sent
        "permission/auth",
        "aws-cli",
        {"permissions/aws-cli-no-credentials"},
        "upload failed: ./deploy.sh to s3://acme-releases/deploy.sh Unable to locate credentials",
    ),
    "aws-sts-no-credentials.txt": (
        "permission/auth",
        "aws-cli",
        {"permissions/aws-cli-no-credentials"},
        "Unable to locate credentials. You can configure credentials",
    ),
    "gcloud-no-active-account.txt": (  # Google Cloud SDK 528.0.0 with an empty configuration folder
        "permission/auth",
        "gcloud",
        {"permissions/gcloud-no-account"},
        "ERROR: (gcloud.run.deploy) You do not currently have an active account selected.",
    ),
    "meson-dependency-not-found.txt": (  # meson 1.12.1 setup: dependency('gtk4') on a runner without it
        "dependency resolution",
        "meson",
        {"meson-dependency/dependency-not-found"},
        'meson.build:2:6: ERROR: Dependency "gtk4" not found (tried pkg-config and cmake)',
    ),
    "cmake-pkg-check-modules-version.txt": (  # cmake 3.25, pkgconf 1.8.1: pkg_check_modules(zlib>=99), zlib 1.2.13
        "dependency resolution",
        "cmake",
        {"cmake-packages/pkg-check-modules-error", "cmake-packages/pkg-config-package-missing"},
        "Package dependency requirement 'zlib >= 99' could not be satisfied.",
    ),
    "cmake-cache-elsewhere.txt": (  # cmake 3.25: a build folder whose cache was made for another source folder
        "configuration",
        "cmake",
        {"build-invocation/cmake-cache-elsewhere"},
        "CMake Error: The current CMakeCache.txt directory",
    ),
    "meson-unknown-option.txt": (  # meson 1.0.1 setup -Dlto=true: no such option (b_lto is)
        "configuration",
        "meson",
        {"build-invocation/meson-unknown-options"},
        'ERROR: Unknown options: "lto"',
    ),
    "ninja-unknown-target.txt": (  # ninja 1.11.1: a target the build does not define
        "configuration",
        "ninja",
        {"build-invocation/ninja-unknown-target"},
        "ninja: error: unknown target 'tests', did you mean 'test'?",
    ),
    "ninja-no-build-file.txt": (  # ninja 1.11.1 in a folder no configure step wrote
        "configuration",
        "ninja",
        {"build-invocation/ninja-no-build-file"},
        "ninja: error: loading 'build.ninja': No such file or directory",
    ),
    "usage-meson-invalid-choice.txt": (  # meson 1.0.1's argparse: a value outside an option's choices
        "configuration",
        "meson",
        {"command-line-usage/argparse-unrecognized"},
        "meson setup: error: argument --buildtype: invalid choice: 'releas'",
    ),
    "detect-secrets-unreadable-baseline.txt": (  # detect-secrets 1.5.0: a --baseline file cut short, nothing scanned
        "configuration",
        "detect-secrets",
        {"secret-scanner-setup/detect-secrets-error", "secret-scanner-setup/detect-secrets-usage"},
        "error: Unable to read baseline.",
    ),
    "usage-detect-secrets-missing-baseline.txt": (  # detect-secrets 1.5.0: argparse refuses a --baseline path
        "configuration",
        "detect-secrets",
        {"command-line-usage/argparse-invalid-value"},
        "detect-secrets-hook: error: argument --baseline: Invalid path: missing.baseline",
    ),
    "meson-dependency-version.txt": (  # dependency('libcrypto', version: '>=9.0') with OpenSSL 3.0
        "dependency resolution",
        "meson",
        {"meson-dependency/dependency-version"},
        "ERROR: Dependency lookup for libcrypto with method 'pkg-config' failed: Invalid version",
    ),
    "maven-enforcer-versions.txt": (  # enforcer 3.5.0, JDK 17 under [21,), Maven 3.8.7 under [3.9.6,): no test ran
        "configuration",
        "maven",
        {"maven-project/version-out-of-range", "maven-project/version-rule-failed"},
        "Detected JDK version 17.0.15 (JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64) is not in the allowed range",
    ),
    "maven-unknown-host-trial.txt": (  # trial 39's logs/mvn-net.log: the repository's host did not resolve
        "infrastructure/network/flaky",
        None,  # no test ran: no test runner's (a wrapper, Maven, is named by no tool of its own)
        {"network-flaky/dns-no-such-name"},
        "Unknown host repo.maven.apache.org: Name or service not known",
    ),
    "pre-commit-files-modified.txt": (  # the hook that rewrote files, named: only layout differs
        "formatting",
        "pre-commit",
        {"pre-commit-fixes/files-modified", "pre-commit/hook-failed"},
        "strip trailing spaces: - files were modified by this hook",
    ),
    "pre-commit-hooks-check-json-toml.txt": (  # pre-commit-hooks 6.0.0's check-json and check-toml: the file to fix
        "lint/format",
        "pre-commit",
        {"pre-commit/json-decode-failed", "pre-commit/toml-decode-failed", "pre-commit/hook-failed"},
        "check json: app.json: Failed to json decode (Expecting ',' delimiter: line 3 column 3 (char 13))",
    ),
    "black-then-git-diff.txt": (  # black 26.10.1 rewrote a file, git 2.39's diff --exit-code shows it: formatting
        "formatting",
        "black",
        {"python-format/files-reformatted", "python-format/reformatted-diff"},
        "app/core.py:1: -def add(a,b):",
    ),
    "pre-commit-hooks-file-checks.txt": (  # pre-commit-hooks 6.0.0: six checks' own findings
        "lint/format",
        "pre-commit",
        {
            "pre-commit/large-file",
            "pre-commit/merge-conflict-string",
            "pre-commit/python-check-finding",
            "pre-commit/no-shebang",
        },
        "config/blob.bin (684 KB) exceeds 500 KB.",
    ),
    "pre-commit-hooks-check-yaml.txt": (  # pre-commit-hooks 6.0.0 check-yaml, ruamel.yaml 0.19.1: the problem
        "lint/format",
        "pre-commit",
        {"pre-commit/yaml-context", "pre-commit/yaml-problem", "pre-commit/yaml-problem-place"},
        "expected ',' or ']', but got ':'",
    ),
    "pre-commit-local-hook-output.txt": (  # a script hook's own output, not its Failed line (pre-commit 4.7.0)
        "lint/format",
        "pre-commit",
        {"pre-commit/hook-failed"},
        "app.py:10:    # TODO handle errors",
    ),
    "nbconvert-cell-error.txt": (  # the cell's error below nbclient's "the following cell:" (nbconvert run here)
        "runtime error",
        "nbconvert",  # nbconvert prints the kernel's traceback as its own (the catalogue's prints)
        {"python-runtime/final-exception"},
        "KeyError: 'data'",
    ),
    "sphinx-config-error.txt": (  # Sphinx 9.0.4's indented exception, not its Traceback heading
        "compile/build error",
        "sphinx",
        {"sphinx-docs/sphinx-error-report"},
        "sphinx.errors.ConfigError: config directory doesn't contain a conf.py file",
    ),
    "sphinx-extension-handler-trial.txt": (  # a user trial's Sphinx 9.0.4: an extension's handler raised after warnings
        "runtime error",
        "sphinx",
        {"docs-tool-crash/sphinx-handler-raised", "docs-tool-crash/sphinx-traceback-saved"},
        "sphinx.errors.ExtensionError: Handler <function on_doctree_resolved",
    ),
    "sphinx-output-not-a-directory-trial.txt": (  # a user trial's Sphinx 9.0.4: an OSError no Sphinx error wraps
        "runtime error",
        "sphinx",
        {"docs-tool-crash/sphinx-crash-exception", "docs-tool-crash/sphinx-traceback-saved"},
        "NotADirectoryError: [Errno 20] Not a directory:",
    ),
    "mkdocs-hook-crash-trial.txt": (  # a user trial's MkDocs 1.6.1: a hooks.py traceback after three warnings
        "runtime error",
        "python",
        {"python-runtime/mkdocs-hook-exception", "python-runtime/mkdocs-plugin-event"},
        "FileNotFoundError: [Errno 2] No such file or directory:",
    ),
    "npm-publish-invalid-name-trial.txt": (  # a user trial's npm publish --dry-run: package.json's name
        "configuration",
        "npm-publish",
        {"package-manifest/npm-invalid-field"},
        'npm error Invalid name: "@Acme/Widget Lib"',
    ),
    "npm-publish-invalid-version-trial.txt": (  # the same with a version that is not semver
        "configuration",
        "npm-publish",
        {"package-manifest/npm-invalid-field"},
        'npm error Invalid version: "1.0"',
    ),
    "cargo-package-dirty-trial.txt": (  # a user trial's cargo package: a release step's refusal, no lint finding
        "configuration",
        "cargo-publish",
        {"package-manifest/cargo-dirty-tree"},
        "”: error: 1 files in the working directory contain changes that were not yet committed into git:",
    ),
    "setuptools-package-dir-missing-trial.txt": (  # a user trial's python -m build: pyproject names a missing folder
        "configuration",
        "python-build",
        {"python-build-config/setuptools-package-dir-missing"},
        "error: package directory 'src/widget/plugins' does not exist",
    ),
    "pytest-segfault.txt": (  # a crash while pytest ran: a test failure; the test it crashed in is a failed test
        "test failure",
        "pytest",
        {"native-crash/faulthandler-signal", "native-crash/faulthandler-test-frame"},
        "test_native.py::test_reads_native_buffer — crashed: Fatal Python error: Segmentation fault",
    ),
    "pytest-segv-progress.txt": (  # pytest -q's progress dot before the crash: the frame's test is a failed test
        "test failure",
        "pytest",
        {"native-crash/faulthandler-signal", "native-crash/faulthandler-test-frame"},
        "crash_test.py::test_native — crashed: Fatal Python error: Segmentation fault",
    ),
    "flake8.txt": (  # flake8 7.5.0: the undefined name (F82, an error) leads the unused imports (F401)
        "lint/format",
        "flake8",
        {"python-lint/code-diagnostic", "python-lint/fatal-diagnostic"},
        "F821 undefined name 'undefined_name'",
    ),
    "pylint.txt": (  # pylint 4.1.4: an error (E) leads the conventions (C) and warnings (W)
        "lint/format",
        "pylint",
        {"python-lint/pylint-diagnostic", "python-lint/pylint-error"},
        "E0602: Undefined variable 'undefined_name'",
    ),
    "terraform-init-unclosed.txt": (  # terraform 1.11.4: the error init announces, not its "on main.tf line 1"
        "infrastructure-as-code/deploy",
        "terraform",
        {"terraform/init-problems-below", "terraform/error", "terraform/on-line"},
        "Error: Unclosed configuration block",
    ),
    "terraform-init-registry-dns.txt": (  # terraform 1.11.4 `terraform init -input=false`, no DNS, colour removed:
        # the boxed headline names no cause, the wrapped detail's Go DNS error does
        "infrastructure/network/flaky",
        "terraform",
        {"terraform/provider-query", "network-flaky/dns-no-such-name"},
        "lookup registry.terraform.io on 10.255.255.53:53: no such host",
    ),
    "kubectl-dry-run-no-cluster.txt": (  # kubectl 1.32.4, no kubeconfig: the schema download failed, not the manifest
        "configuration",
        "kubectl",
        {"configuration/kubectl-no-cluster"},
        'failed to download openapi: Get "http://localhost:8080/openapi/v2',
    ),
    "kubectl-get-no-cluster.txt": (  # kubectl 1.32.4, no kubeconfig: klog's E1204 header is no rule code
        "configuration",
        "kubectl",
        {"configuration/kubectl-no-cluster"},
        "The connection to the server localhost:8080 was refused",
    ),
    "kubectl-parse.txt": (  # kubectl 1.32.4 `apply --dry-run=client --validate=false`: the manifest's YAML itself
        "infrastructure-as-code/deploy",
        "kubectl",
        {"helm-kubectl/kubectl-parse"},
        "error parsing svc.yaml: error converting YAML to JSON: yaml: line 9",
    ),
    "terraform-test-assertion.txt": (  # terraform 1.11.4 `terraform test`: a test runner's failed run, not a plan error
        "test failure",
        "terraform",
        {"terraform-test/failed-run", "terraform-test/assertion-failed", "terraform-test/tally"},
        "failed tests bucket_name_has_env",
    ),
    "terraform-plan-missing-variable.txt": (  # terraform 1.11.4: the workflow passes no value, the code is right
        "infrastructure-as-code/deploy",
        "terraform",
        {"terraform/missing-variable", "terraform/on-line"},
        "Error: No value for required variable",
    ),
    "terraform-plan-without-init.txt": (  # terraform 1.11.4: plan in a checkout where init never ran
        "infrastructure-as-code/deploy",
        "terraform",
        {"terraform/missing-provider"},
        "Error: Inconsistent dependency lock file",
    ),
    "terraform-state-lock.txt": (  # terraform 1.11.4, trial 38's raw/tf_lock.out: a second apply holds the lock
        "configuration",
        "terraform",
        {"configuration/terraform-state-lock"},
        "Error: Error acquiring the state lock",
    ),
    "hspec.txt": (  # hspec 2.8.5: the verdict ends the item's line; its "1) ..." entry names the test
        "test failure",
        "hspec",
        {"haskell-tests/hspec-failed-item", "rspec/numbered-failure", "rspec/examples-summary"},
        "failed tests Calc.add handles negatives",
    ),
    "testthat.txt": (  # testthat 3.1.6, R 4.2.2: "Failure ('file:line'): name" names each failed test
        "test failure",
        "testthat",
        {"testthat/failed-test", "testthat/errored-test", "testthat/results-summary", "testthat/test-failures"},
        "failed tests add works, errors are raised, stops (error)",
    ),
    "tasty.txt": (  # tasty 1.4.2.3: "name: FAIL" at the end of a padded line, not the passing "error on overflow: OK"
        "test failure",
        "tasty",
        {"haskell-tests/tasty-fail", "haskell-tests/tasty-summary"},
        "failed tests handles negatives — expected: 1; but got: -1.",
    ),
    "isort-diff.txt": ("formatting", "isort", {"python-format/isort"}, "Imports are incorrectly sorted"),
    "eslint-config-not-found.txt": (  # eslint 8.57.1: the shared config .eslintrc extends is not installed
        "configuration",
        "eslint",
        {"configuration/eslint-shared-config-missing"},
        'ESLint couldn\'t find the config "config-that-does-not-exist" to extend from',
    ),
    "eslint-plugin-not-found.txt": (
        "dependency resolution",
        "eslint",
        {"node-dependency/eslint-plugin-missing"},
        'couldn\'t find the plugin "eslint-plugin-not-installed-plugin"',
    ),
    "pip-check.txt": (  # pip 23.2.1 check
        "dependency resolution",
        "pip",
        {"python-dependency/pip-check-broken"},
        "requests 2.32.3 requires certifi, which is not installed.",
    ),
    "pip-compile-conflict.txt": (  # pip-tools 7.7.0: pip's lines two spaces in, then a traceback
        "dependency resolution",
        "pip",
        {"python-dependency/conflict"},
        "ERROR: Cannot install -r requirements.in (line 1) and urllib3==1.20",
    ),
    "pip-compile-no-version.txt": (  # pip-tools 7.7.0, a version that does not exist
        "dependency resolution",
        "pip",
        {"python-dependency/no-version"},
        "ERROR: Could not find a version that satisfies the requirement requests==0.0.999",
    ),
    "pytest-dns.txt": (  # the network error is why every failed test failed: the network's verdict
        "infrastructure/network/flaky",
        "pytest",
        {"pytest/failed-summary", "network-flaky/dns-no-such-name"},
        "test_net.py::test_fetch_schema",
    ),
    "bash-syntax-error.txt": (
        "configuration",
        "bash",
        {"shell-script/syntax-error"},
        "syntax error near unexpected token `fi'",
    ),
    "bash-unexpected-eof.txt": (
        "configuration",
        "bash",
        {"shell-script/unexpected-eof"},
        "unexpected EOF while looking",
    ),
    "command-not-found.txt": ("configuration", "bash", {"shell-script/command-not-found"}, "deploy-tool"),
    "bash-unbound-variable.txt": ("configuration", "bash", {"shell-script/unset-variable"}, "NOPE: unbound variable"),
    "dash-unset-variable.txt": (  # dash 0.5.12 (Debian 12) under set -u, exit 2
        "configuration",
        "bash",
        {"shell-script/unset-variable"},
        "RELEASE_BUCKET: parameter not set",
    ),
    "bash-bad-substitution.txt": ("configuration", "bash", {"shell-script/runtime-error"}, "${x b}: bad substitution"),
    "bash-ambiguous-redirect.txt": ("configuration", "bash", {"shell-script/runtime-error"}, "$f: ambiguous redirect"),
    "bash-permission-denied.txt": ("configuration", "bash", {"shell-script/runtime-error"}, "Permission denied"),
    "coverage-threshold.txt": (
        "lint/format",
        "coverage",
        {"coverage-threshold/pytest-cov", "coverage-threshold/pytest-cov-fail-under"},
        "Required test coverage of 90% not reached",
    ),
    "cargo-test.txt": ("test failure", "cargo-test", set(), "tests::rejects_words"),
    "nox-session-failed-trial.txt": (  # a user trial's nox: a custom license-header check (trial 95's family)
        "lint/format",
        None,  # the project's own check, which nox ran
        {"tox-nox/nox-failed", "tox-nox/nox-command-failed", "license-header/file-without-header"},
        "src/app.py: missing license header",  # the check's own line, no longer nox's verdict on it
    ),
    "nox-session-failed.txt": (  # nox 2026.10.20, python=False: the session's command exited 1
        "unknown",
        "nox",
        {"tox-nox/nox-failed", "tox-nox/nox-command-failed"},
        "docs/index.md: broken link to setup.md",  # the command's own last line, above nox's report of it
    ),
    "tox3-interpreter-not-found.txt": (  # tox 3.28.0 without Python 3.9: no command of py39 ran
        "configuration",
        "tox",
        {"tox-nox-interpreter/tox3-interpreter-not-found"},
        "ERROR: InterpreterNotFound: python3.9",
    ),
    "tox4-interpreter-skipped.txt": (  # tox 4.11.4 without Python 3.9: its only environment skipped, exit 255
        "configuration",
        "tox",
        {"tox-nox-interpreter/tox4-interpreter-skipped"},
        "py39: skipped because could not find python interpreter",
    ),
    "cmake-find-package-zeromq-trial.txt": (  # a user trial's cmake 3.25: no ZeroMQConfig.cmake on the machine
        "dependency resolution",
        "cmake",
        {"cmake-packages/find-package-error", "cmake-packages/no-package-config"},
        "CMake Error at CMakeLists.txt:3 (find_package)",
    ),
    "cp-glob-no-match-trial.txt": (  # a user trial's: a glob that matched no file an earlier step should have made
        "configuration",
        None,
        {"missing-path/no-such-path"},
        "cp: cannot stat 'dist/*.whl': No such file or directory",
    ),
    "grep-missing-file-pipefail.txt": (  # GNU grep 3.8 under set -euo pipefail: the file read is not there, exit 2
        "configuration",
        None,
        {"missing-path/no-such-file-read"},
        "grep: package.json: No such file or directory",
    ),
    "cat-missing-file-pipefail.txt": (  # coreutils 9.1: cat in a command substitution under pipefail
        "configuration",
        None,
        {"missing-path/no-such-file-read"},
        "cat: config/settings.json: No such file or directory",
    ),
    "head-missing-file.txt": (  # coreutils 9.1: head's own form of the same error
        "configuration",
        None,
        {"missing-path/no-such-file-read"},
        "head: cannot open 'CHANGELOG.md' for reading: No such file or directory",
    ),
    "sed-missing-file.txt": (  # GNU sed 4.9: sed's own form, exit 2
        "configuration",
        None,
        {"missing-path/no-such-file-read"},
        "sed: can't read src/version.txt: No such file or directory",
    ),
    "tar-missing-folder.txt": (  # GNU tar 1.34: the folder to pack was never made
        "configuration",
        None,
        {"missing-path/no-such-path"},
        "tar: public: Cannot stat: No such file or directory",
    ),
    "disk-full-gzip-trial.txt": (  # a user trial's: gzip and tar on a full disk
        "infrastructure/network/flaky",
        None,
        {"network-flaky/disk-full"},
        "gzip: stdout: No space left on device",
    ),
    "disk-full-cp-dev-full.txt": (  # GNU coreutils 9.1: /dev/full answers every write with ENOSPC
        "infrastructure/network/flaky",
        None,
        {"network-flaky/disk-full"},
        "cp: error writing '/dev/full': No space left on device",
    ),
    "go-link-disk-full-trial.txt": (  # trial 76's go 1.19: the linker's lower-case ENOSPC
        "infrastructure/network/flaky",
        "go-test",
        {"network-flaky/disk-full"},
        "link: mapping output file failed: no space left on device",
    ),
    "elixir-script-file-error-trial.txt": (  # trial 76's elixir 1.14: a script raised, no test ran
        "runtime error",
        "elixir",
        {"elixir-runtime/uncaught-exception", "elixir-runtime/script-frame"},
        '** (File.Error) could not read file "config/prod.env"',
    ),
    "elixir-script-compile-error-trial.txt": (  # trial 78's elixir 1.14 foo.ex: elixir compiled it, no mix ran
        "compile/build error",
        "elixir",
        {"elixir-compile/compile-error"},
        "** (CompileError) foo.ex:3: undefined function undefined_var/0",
    ),
    "elixir-script-require-file-trial.txt": (  # trial 76's elixir 1.14: the same, raised at load
        "runtime error",
        "elixir",
        {"elixir-runtime/uncaught-exception"},
        '** (File.Error) could not read file "priv/keys/app.pem"',
    ),
    "ocaml-type-error-wrapped-trial.txt": (  # trial 76's ocamlc 4.13.1: the expected type on the next line
        "compile/build error",
        "ocaml",
        {"ocaml-compile/error"},
        "an expression was expected of type float",
    ),
    "esbuild-syntax-trial.txt": (  # a user trial's esbuild: its "1 error" tally is not javac's
        "compile/build error",
        "esbuild",
        {"esbuild/error", "esbuild/location"},
        '[ERROR] Expected identifier but found ","',
    ),
    "cargo-rust-version-newer.txt": (  # cargo 1.95: the package's own rust-version is newer than rustc; nothing ran
        "configuration",
        "cargo",  # cargo's own refusal, before its test runner ran
        {"configuration/rust-version-newer-than-rustc"},
        "error: rustc 1.95.0 is not supported by the following packages:",
    ),
    "cargo-dependency-rust-version-newer.txt": (  # cargo 1.95: a registry dependency's, by cargo's update hint
        "dependency resolution",
        "cargo",
        {"cargo-dependency/rustc-too-old-for-dependency", "cargo-dependency/rustc-update-hint"},
        "error: rustc 1.95.0 is not supported by the following package:",
    ),
    "cargo-locked-no-lock-file.txt": (  # cargo 1.95: --locked with no Cargo.lock committed
        "dependency resolution",
        "cargo",
        {"cargo-dependency/lock-needs-update"},
        "cannot update the lock file",
    ),
    "cargo-locked-create-lock-file-trial.txt": (  # trial 76's cargo: older cargo's "create" form
        "dependency resolution",
        "cargo",
        {"cargo-dependency/lock-not-created"},
        "cannot create the lock file",
    ),
    "cmake-unsuitable-version.txt": (  # a package there, older than the project asks for
        "dependency resolution",
        "cmake",
        {"cmake-packages/unsuitable-version"},
        'Could NOT find Boost: Found unsuitable version "1.74.0", but required is at least "1.80"',
    ),
    "cmake-find-boost-missing.txt": (  # CMake 3.25: the message CMake wrapped onto its next line, joined
        "dependency resolution",
        "cmake",
        {"cmake-packages/could-not-find"},
        'Could NOT find Boost (missing: Boost_INCLUDE_DIR filesystem) (Required is at least version "1.80")',
    ),
    "esbuild-package-missing.txt": (  # a bare import not installed: a dependency problem
        "dependency resolution",
        "esbuild",
        {"node-dependency/esbuild-package-not-resolved"},
        'Could not resolve "left-pad-missing"',
    ),
    "biome-lint.txt": (  # Biome 2.6.9: the message under the rule's heading, not "Found 1 error." (ruff's form)
        "lint/format",
        "biome",
        {"biome/lint-heading", "biome/error", "biome/errors-emitted"},
        "× This is an unexpected use of the debugger statement.",
    ),
    "biome-format.txt": (
        "formatting",
        "biome-format",
        {"biome-format/format-heading", "biome-format/would-have-printed", "biome/errors-emitted"},
        "Formatter would have printed the following content",
    ),
    "biome-check.txt": (  # a lint error and two files to format: lint/format, which covers both, quoting the lint
        "lint/format",
        "biome",
        {"biome/lint-heading", "biome/error", "biome-format/format-heading", "biome-format/would-have-printed"},
        "× This is an unexpected use of the debugger statement.",
    ),
    "biome-ci-colour.txt": (  # biome ci with colour: ✖ for ×, the rule's name inside a terminal hyperlink
        "lint/format",
        "biome",
        {"biome-format/content-differs", "biome/error-ci", "biome/errors-emitted"},
        "✖ This is an unexpected use of the debugger statement.",
    ),
    "oxlint-errors.txt": (  # oxlint 1.95.0, no terminal: was unknown 0.00 quoting "Found 0 warnings and 5 errors."
        "lint/format",
        "oxlint",
        {"oxlint/error", "oxlint/found-errors"},
        "x Unexpected token",
    ),
    "oxlint-colour.txt": (  # the same run on a terminal: miette's "×" and "╭─[" frame, colours and hyperlinks
        "lint/format",
        "oxlint",
        {"oxlint/error", "oxlint/found-errors"},
        "× Unexpected token",
    ),
    "oxlint-warnings.txt": (  # two "!" warnings before the one error: the error is quoted
        "lint/format",
        "oxlint",
        {"oxlint/error", "oxlint/found-errors"},
        "x eslint(no-debugger): `debugger` statement is not allowed",
    ),
    "pip-requirements-file-missing.txt": (  # pip 26.3: a path problem, not a resolver's (was dependency resolution)
        "configuration",
        "pip",
        {"configuration/pip-requirements-file-missing"},
        "Could not open requirements file",
    ),
    "npm-invalid-package-json.txt": (  # npm 11: the file does not parse, not a dependency to resolve (was 0.85)
        "configuration",
        "npm",
        {"configuration/npm-invalid-package-json"},
        "Invalid package.json: JSONParseError: Expected double-quoted property name",
    ),
    "cfn-lint.txt": (  # cfn-lint 1.58.0: its rule codes have ruff's shape; the template's place under them says whose;
        # a CloudFormation template the resource specification refuses is infrastructure-as-code (trial 47 #8)
        "infrastructure-as-code/deploy",
        "cfn-lint",
        {"cfn-lint/error-rule", "cfn-lint/place"},
        "E3002 Additional properties are not allowed",
    ),
    "cfn-lint-warning-first.txt": (  # cfn-lint 1.58.0: two W rules above the E rule (exit 6); the error is quoted
        "infrastructure-as-code/deploy",
        "cfn-lint",
        {"cfn-lint/rule", "cfn-lint/error-rule", "cfn-lint/place"},
        "template.yaml:17:7: E3030 'python9.9' is not one of",  # its place below it, the warning's above a blank line
    ),
    "cfn-lint-parseable.txt": (
        "infrastructure-as-code/deploy",
        "cfn-lint",
        {"cfn-lint/parseable-error"},
        ":E3002:Additional properties",
    ),
    "cfn-lint-parseable-warning-first.txt": (  # cfn-lint 1.58.0 --format parseable: W rules, then the E rule quoted
        "infrastructure-as-code/deploy",
        "cfn-lint",
        {"cfn-lint/parseable", "cfn-lint/parseable-error"},
        ":E3030:'python9.9' is not one of",
    ),
    "webpack-module-parse-failed.txt": (  # the message under the module's heading, not the heading
        "compile/build error",
        "webpack",
        {"webpack/module-parse-failed", "webpack/error-in-module", "webpack/compiled-with-errors"},
        "Module parse failed: Unexpected token (2:10)",
    ),
    "webpack-invalid-configuration.txt": (
        "configuration",
        "webpack",
        {"configuration/webpack-invalid-configuration", "configuration/webpack-configuration-option"},
        "Invalid configuration object.",
    ),
    "webpack-size-limit.txt": (
        "compile/build error",
        "webpack",
        {"webpack/size-limit", "webpack/compiled-with-errors"},
        "asset size limit: The following asset(s) exceed",
    ),
    "vite-8-syntax.txt": (
        "compile/build error",
        "vite",
        {"vite/parse-error", "vite/frame-place", "vite/build-failed"},
        "[PARSE_ERROR] Unexpected token",
    ),
    "vite-8-ts-syntax.txt": (
        "compile/build error",
        "vite",
        {"vite/transform-error", "vite/frame-place", "vite/build-failed"},
        "[builtin:vite-transform] Unexpected token",
    ),
    "vite-8-missing-export.txt": (
        "compile/build error",
        "vite",
        {"vite/missing-export", "vite/frame-place"},
        '"b" is not exported by "a.js"',
    ),
    "esbuild-syntax.txt": ("compile/build error", "esbuild", {"esbuild/error", "esbuild/location"}, 'Unexpected ";"'),
    "esbuild-unresolved.txt": (  # esbuild 0.28.2 (npx): two imports it could not resolve, "2 errors"
        "compile/build error",
        "esbuild",
        {"esbuild/error", "esbuild/location"},
        '[ERROR] Could not resolve "./nowhere"',
    ),
    "mkdocs-strict-trial.txt": (  # a user trial's MkDocs --strict: two warnings about missing pages
        "compile/build error",
        "mkdocs",
        {"sphinx-docs/mkdocs-strict", "sphinx-docs/mkdocs-config-warning", "sphinx-docs/mkdocs-doc-warning"},
        "WARNING -  A reference to 'api.md' is included in the 'nav' configuration",
    ),
    "mkdocs-strict-config-warning.txt": (  # MkDocs 1.6.1 --strict: a warning about mkdocs.yml itself
        "compile/build error",
        "mkdocs",
        {"sphinx-docs/mkdocs-strict", "sphinx-docs/mkdocs-config-warning"},
        "WARNING -  Config value 'them': Unrecognised configuration name: them",
    ),
    "npm-ebadengine-trial.txt": (  # a user trial's npm 11: the runner's Node 20 outside engines >=22
        "configuration",
        "npm",
        {"node-engines/ebadengine", "node-engines/notsup-required"},
        'npm error notsup Required: {"node":">=22.0.0"}',  # the range, not the code line naming the error
    ),
    "npm-ebadengine-npm-range.txt": (  # npm 11.19.1, Node 20.20.2: npm itself outside engines.npm >=12
        "configuration",
        "npm",
        {"node-engines/ebadengine", "node-engines/notsup-required"},
        'npm error notsup Required: {"node":">=18","npm":">=12"}',
    ),
    "sphinx-W-keep-going-trial.txt": (  # a user trial's sphinx-build -W --keep-going
        "compile/build error",
        "sphinx",
        {"sphinx-docs/sphinx-warning"},
        "WARNING: toctree contains reference to nonexisting document 'missingpage'",
    ),
    "sphinx-build-W.txt": (  # Sphinx 9.0.4 -W: an undefined label
        "compile/build error",
        "sphinx",
        {"sphinx-docs/sphinx-warning", "sphinx-docs/sphinx-problems"},
        "WARNING: undefined label: 'nowhere'",
    ),
    "pytest-collect-conftest-trial.txt": (  # a user trial's: the project's package not importable from a conftest;
        # no path printed shows `myapp` as the checkout's, nor is it one edit from a name that does: a package the
        # job did not install (logs/missing_import.py, trial 78 #5), whose advice names the other fixes too
        "dependency resolution",
        "pytest",
        {"pytest/collection-import-error", "python-dependency/module-not-found"},
        "ModuleNotFoundError: No module named 'myapp'",  # what is missing, below the import error (trial 78 #6)
    ),
    "pytest-collect-src-layout.txt": (  # pytest 9.2: a src layout's package not installed, a test module's import;
        # `shop` is a folder of the printed rootdir: the project's own, so the job's setup (logs/missing_import.py)
        "configuration",
        "pytest",
        {"pytest/collection-import-error", "pytest/collection-error-header", "python-dependency/module-not-found"},
        "ModuleNotFoundError: No module named 'shop'",  # what is missing, below the import error (trial 78 #6)
    ),
    "pytest-xdist-worker-crash-trial.txt": (  # a user trial's: a native abort killed an xdist worker
        "test failure",
        "pytest",
        {"pytest/worker-crashed", "pytest/failed-summary"},
        "failed tests play/cases/xdist/test_worker.py::test_crash — "
        "worker 'gw1' crashed while running 'play/cases/xdist/test_worker.py::test_crash'",
    ),
    "pytest-xdist-worker-exit.txt": (  # pytest 9.2, pytest-xdist 3.8: os._exit in a test's method
        "test failure",
        "pytest",
        {"pytest/worker-crashed", "pytest/failed-summary"},
        "failed tests tests/test_native.py::TestNative::test_exits — "
        "worker 'gw0' crashed while running 'tests/test_native.py::TestNative::test_exits'",
    ),
    "unittest-import-error-trial.txt": (  # a user trial's: a test module that failed to import, beside a failure
        "test failure",
        "unittest",
        {"unittest/import-failed-header", "unittest/failed-verdict"},
        "failed tests test_sum (tests.test_math.T2.test_sum); 1 test file failed to collect: tests.test_users",
    ),
    "unittest-import-error.txt": (  # Python 3.11's unittest: a package's test module raised at import
        "test failure",
        "unittest",
        {"unittest/import-failed-header", "unittest/failed-verdict"},
        "1 test file failed to collect: app.tests.test_config — KeyError: 'APP_SETTINGS'",
    ),
    "cargo-doctest-trial.txt": (  # a user trial's cargo 1.95, edition 2024: rustdoc's merged doc tests
        "test failure",
        "cargo-test",
        {"cargo-test/doctest-failed", "cargo-test/stdout-header", "cargo-test/rerun-hint"},
        "failed tests src/lib.rs - add (line 3)",
    ),
    "cargo-doctest-edition2021.txt": (  # cargo 1.95, edition 2021: a doc test that panics, one that does not compile
        "test failure",
        "cargo-test",
        {"cargo-test/doctest-failed", "cargo-test/stdout-header", "cargo-test/rerun-hint"},
        "failed tests src/lib.rs - Counter::nothing (line 18), src/lib.rs - Counter::bump (line 7)",
    ),
    "eslint.txt": ("lint/format", "eslint", {"eslint/stylish-error"}, "'unused' is assigned"),
    "dash-cd-missing.txt": ("configuration", "bash", {"shell-script/dash-runtime-error"}, "can't cd to build/output"),
    "gcc-template-instantiation.txt": (  # gcc 12.2.0: the error is in a system header, the cause on the project's line
        "compile/build error",
        "gcc",
        {"c-cpp-build/gcc-clang-error"},
        "src/reg.cpp:9:31: error: no match for ‘operator<’ (operand types are ‘const Item’ and ‘const Item’) (in /usr",
    ),
    "gcc-include-missing.txt": (
        "compile/build error",
        "gcc",
        {"c-cpp-build/driver-error", "c-cpp-build/compilation-terminated"},
        "<command-line>: fatal error: foo.h: No such file or directory",
    ),
    "gcc-missing-source.txt": (
        "compile/build error",
        "gcc",
        {"c-cpp-build/driver-error", "c-cpp-build/compilation-terminated"},
        "cc1: fatal error: missing.c: No such file or directory",
    ),
    "git-auth-failed.txt": ("permission/auth", "git", {"permissions/git-auth-failed"}, "fatal: Authentication failed"),
    "git-push-fetch-first.txt": (  # another push landed first: the workflow's push races (contested: re-run works too)
        "configuration",
        "git",
        {"git-push/branch-moved", "git-push/push-failed"},
        "! [rejected]        HEAD -> main (fetch first)",
    ),
    "git-push-non-fast-forward.txt": ("configuration", "git", {"git-push/branch-moved"}, "main (non-fast-forward)"),
    "git-push-tag-exists.txt": ("configuration", "git", {"git-push/tag-exists"}, "v1.0.0 -> v1.0.0 (already exists)"),
    "git-push-protected-branch.txt": (  # the server's rule refused the push: the first remote line names it
        "permission/auth",
        "git",
        {"permissions/push-to-protected-branch"},
        "GH006: Protected branch update failed for refs/heads/main",
    ),
    "git-diff-exit-code.txt": (
        "lint/format",
        "git-diff",
        {"generated-files/diff-header"},
        'version.py:1: -VERSION = "1.0"',  # the first change, below the diff's header
    ),
    "git-diff-stat-exit-code.txt": (  # git 2.39 `git diff --exit-code --stat`: the files alone, no hunks
        "lint/format",
        "git-diff",
        {"generated-files/diff-stat"},
        "gen/user_pb2.py  | 3 ++-",
    ),
    "git-status-porcelain.txt": (  # git 2.39 `git status --porcelain` in a script that fails when it prints
        "lint/format",
        "git-diff",
        {"generated-files/status-porcelain"},
        "M gen/user_pb2.py",
    ),
    "dco-check-missing-signoff.txt": (  # dco-check 0.5.1: a branch whose last commit has no sign-off
        "lint/format",
        "dco-check",
        {"dco-signoff/missing-signoff", "dco-signoff/no-signoff-found"},
        "Missing sign-off(s):",
    ),
    "gitlint-signed-off-by.txt": (  # gitlint 0.19.1 with its contrib rule for the DCO's trailer
        "lint/format",
        "gitlint",
        {"dco-signoff/gitlint-body-signed-off-by"},
        "CC1 Body does not contain a 'Signed-off-by' line",
    ),
    "pickle-lfs-pointer.txt": (  # Python 3.11 pickle.load of a Git LFS pointer file: its first byte, `v`
        "configuration",
        "python",
        {"configuration/lfs-pointer-unpickled"},
        "_pickle.UnpicklingError: invalid load key, 'v'.",
    ),
    "git-lfs-not-installed.txt": (  # git 2.39 without the git-lfs package
        "configuration",
        "git",
        {"configuration/git-lfs-not-installed"},
        "git: 'lfs' is not a git command.",
    ),
    "gcc-header-in-submodule.txt": (  # gcc 12.2 after `git submodule status` showed the submodule not initialised
        "compile/build error",
        "gcc",
        {"c-cpp-build/missing-header"},
        "main.c:1:10: fatal error: foo.h: No such file or directory",
    ),
    "python-conflict-markers.txt": (  # Python 3.11 importing a module committed with conflict markers
        "compile/build error",
        "python",
        {"python-syntax/syntax-error", "python-syntax/syntax-location"},
        "SyntaxError: invalid syntax",
    ),
    "git-diff-check.txt": (  # git 2.39: whitespace errors and conflict markers, exit 2; the first one quoted
        "lint/format",
        "git-diff",
        {
            "git-diff-check/trailing-whitespace",
            "git-diff-check/indent-whitespace",
            "git-diff-check/indent-with-spaces",
            "git-diff-check/blank-at-eof",
            "git-diff-check/conflict-marker",
        },
        "app.py:1: trailing whitespace.",
    ),
    "git-grep-conflict-markers.txt": (  # a script's git grep -n for the markers, then its own message
        "lint/format",
        "git",
        {"git-diff-check/grep-conflict-marker"},
        "settings.ini:2:<<<<<<< HEAD",
    ),
    "go-test-json.txt": (
        "test failure",
        "go-test",
        {"go-test/json-fail-test", "go-test/json-test-output-location", "go-test/json-fail-package"},
        "TestAdd",
    ),
    "go-test-subtests.txt": ("test failure", "go-test", {"go-test/fail-test", "go-test/fail-package"}, "TestAdd"),
    "go-test-panic.txt": (  # a panic in a test: go prints the test's --- FAIL first
        "test failure",
        "go-test",
        {"go-test/fail-test", "native-crash/go-panic", "go-test/fail-package"},
        "TestGet",
    ),
    "make-go-run-panic.txt": (  # trial 44: `make smoke` running `go run`, whose program panicked: the Go runtime's
        "runtime error",
        "go-runtime",
        {"native-crash/go-panic"},
        "panic: runtime error: invalid memory address or nil pointer dereference",
    ),
    "go-test-main-panic.txt": (  # TestMain's teardown panicked after the tests' own PASS: no test failed
        "runtime error",
        "go-test",
        {"native-crash/go-panic", "go-test/fail-package"},
        "panic: runtime error: invalid memory address",
    ),
    "go-outside-module.txt": (
        "configuration",
        "go-test",
        {"configuration/go-outside-module"},
        "directory prefix . does not contain main module",
    ),
    "cmake-find-package-required.txt": (  # the message on the lines under CMake's error head, not a compile error
        "dependency resolution",
        "cmake",
        {"cmake-packages/find-package-error", "cmake-packages/no-package-config"},
        'CMake Error at CMakeLists.txt:7 (find_package): By not providing "FindZLIBX.cmake"',
    ),
    "cmake-find-module-missing.txt": (
        "dependency resolution",
        "cmake",
        {"cmake-packages/could-not-find"},
        "Could NOT find GSL (missing: GSL_INCLUDE_DIR",
    ),
    "check-jsonschema.txt": (  # a document failing its schema is invalid configuration, not a style finding
        "configuration",
        "check-jsonschema",
        {"check-jsonschema/finding", "check-jsonschema/errors-encountered"},
        "config.json::$.replicas: '3' is not of type 'integer'",
    ),
    "check-jsonschema-k8s-trial.txt": (  # trial 82: a Kubernetes manifest failing its schema, IaC
        "infrastructure-as-code/deploy",
        "check-jsonschema",
        {"check-jsonschema-iac/manifest-finding", "check-jsonschema/errors-encountered"},
        "deployment.yaml::$.spec.replicas: '3' is not of type 'integer'",
    ),
    "check-jsonschema-github-workflows.txt": (  # an anyOf instance: its best deep match, not the job's dict dump
        "configuration",
        "check-jsonschema",
        {"check-jsonschema/any-of-finding", "check-jsonschema/best-match", "check-jsonschema/best-deep-match-error"},
        "$.jobs.test.steps[1]['timeout-minutes']: 'ten' is not of type 'number'",
    ),
    "go-build-goproxy-off.txt": (  # an offline build: the module go may not download, not the code
        "dependency resolution",
        "go-modules",
        {"go-modules/module-lookup-disabled"},
        "cannot find module providing package github.com/acme/nothere/v2",
    ),
    "go-build-goproxy-off-required.txt": (
        "dependency resolution",
        "go-modules",
        {"go-modules/module-lookup-disabled"},
        "main.go:3:8: module lookup disabled by GOPROXY=off",
    ),
    "go-build-replacement-directory-missing.txt": (  # a replace's missing folder: trial 124, finding 1
        "dependency resolution",
        "go-modules",
        {"go-modules/replacement-directory-missing"},
        "example.com/gone@v1.0.0: replacement directory ../gone does not exist",
    ),
    "go-build-replaced-go-mod-missing.txt": (
        "dependency resolution",
        "go-modules",
        {"go-modules/replacement-directory-missing", "go-modules/replaced-go-mod-missing"},
        "replacement directory ../gone does not exist",
    ),
    "go-build-module-lacks-package.txt": (
        "dependency resolution",
        "go-modules",
        {"go-modules/module-lacks-package"},
        "but does not contain package example.com/lib/sub",
    ),
    "go-build-undefined-beside-replace.txt": (  # a compile error at the same file:line:col: prefix stays one
        "compile/build error",
        "go-build",
        {"go-build/go-diagnostic"},
        "undefined: undefinedHelper",
    ),
    "go-build-no-required-module.txt": (
        "dependency resolution",
        "go-modules",
        {"go-modules/no-required-module"},
        "no required module provides package github.com/acme/nothere/v2",
    ),
    "go-build-mod-readonly.txt": (  # go 1.19.8 `go build -mod=readonly` of an import go.mod lacks: trial 44, finding 4
        "dependency resolution",
        "go-modules",
        {"go-modules/import-lookup-disabled"},
        "cannot find module providing package github.com/acme-internal/logkit/v2",
    ),
    "go-build-mod-vendor-missing-package.txt": (  # go 1.27.3: a vendored module's package vendor/ lacks
        "dependency resolution",
        "go-modules",
        {"go-modules/import-lookup-disabled-vendor"},
        "cannot find module providing package example.com/greet/loud: import lookup disabled by -mod=vendor",
    ),
    "go-build-mod-vendor-missing-package-go119.txt": (  # go 1.19.8's form of the same: the vendor folder below
        "dependency resolution",
        "go-modules",
        {"go-modules/vendor-package-missing"},
        'main.go:7:2: cannot find package "." in:',
    ),
    "go-build-inconsistent-vendoring.txt": (  # go 1.19.8 and 1.27.3 alike: go.mod gained a requirement
        "dependency resolution",
        "go-modules",
        {"go-modules/inconsistent-vendoring"},
        "go: inconsistent vendoring in /home/runner/work/app/app:",
    ),
    "go-build-updates-to-go-mod-needed.txt": (  # go 1.19.8: a dependency requires a newer version than go.mod
        "dependency resolution",
        "go-modules",
        {"go-modules/go-mod-updates-needed"},
        "go: updates to go.mod needed; to update it:",
    ),
    "go-vet.txt": ("lint/format", "go-vet", {"go-vet/vet-finding"}, "fmt.Printf format %d"),
    "go-vet-self-assignment.txt": (  # go 1.19.8 (trial 120): the first finding leads, whatever word starts it
        "lint/format",
        "go-vet",
        {"go-vet/vet-finding", "go-vet/finding-in-vet-output"},
        "calc/calc.go:13:2: self-assignment of dst to dst",
    ),
    "go-vet-copylocks.txt": (  # go 1.19.8: every copylocks form a vet finding, none a compile error (trial 44, 10)
        "lint/format",
        "go-vet",
        {"go-vet/vet-finding"},
        "./main.go:13:13: show passes lock by value",
    ),
    "go-test-timeout.txt": (  # go 1.19.8 `go test -timeout 1s ./...`, a test sleeping 3 s: go test's own timeout
        "timeout",
        "go-test",
        {"timeout/go-test-timeout"},
        "panic: test timed out after 1s",
    ),
    "go-vet-methods.txt": (  # go 1.19 `go vet ./...`: a method's printf finding names it (*pkg.T).M, the path whole
        "lint/format",
        "go-vet",
        {"go-vet/vet-finding"},
        "lg/lg_test.go:8:3: (*testing.common).Errorf format %s has arg v of wrong type int",
    ),
    "staticcheck.txt": (  # staticcheck 2023.1 -checks all: each line ends in its check code; the code compiles
        "lint/format",
        "staticcheck",
        {"staticcheck/finding"},
        "calc/calc.go:1:1: at least one file in a package should have a package comment (ST1000)",
    ),
    "staticcheck-compile.txt": (  # a package that does not compile: `(compile)`, no check code, is a build error
        "compile/build error",
        "go-build",
        {"go-build/go-diagnostic"},
        "p/p.go:3:23: undeclared name: undefinedThing (compile)",
    ),
    "go-build-constant-truncated.txt": (  # go 1.19.8: the type checker's "(overflows)"/"(truncated)", no linter
        "compile/build error",
        "go-build",
        {"go-build/go-diagnostic"},
        "pricing/tax.go:3:18: cannot use 300 (untyped int constant) as byte value in variable declaration (overflows)",
    ),
    "go-std-package-not-in-goroot.txt": (  # go 1.19.8 on a go 1.21 module importing slices: too old a Go
        "compile/build error",
        "go-build",
        {"go-build/std-package-not-in-goroot"},
        "cart/sorted.go:3:8: package slices is not in GOROOT",
    ),
    "gofmt-list.txt": (  # gofmt -l exits 0 and lists bare paths: findings only below its command; the first quoted
        "formatting",
        "gofmt",
        {"gofmt/list-command", "gofmt/listed-file"},
        "calc/ugly.go",
    ),
    "gofmt.txt": (  # -l then -d on the same file: the first finding, -l's list, is quoted
        "formatting",
        "gofmt",
        {"gofmt/gofmt-diff", "gofmt/listed-file"},
        "main.go",
    ),
    "gofmt-script-banner.txt": (  # trial 44: a script's banner, then gofmt -l's list and -d's diff: the file is quoted
        "formatting",
        "gofmt",
        {"gofmt/list-banner", "gofmt/listed-file", "gofmt/gofmt-diff"},
        "sum.go (not formatted)",
    ),
    "javac-release-not-supported.txt": (  # the job's JDK is older than the release asked for
        "configuration",
        "javac",
        {"configuration/java-release-not-supported"},
        "error: release version 21 not supported",
    ),
    "jest.txt": ("test failure", "jest", set(), "adds"),
    "jest-timeout.txt": (  # jest 30.5.2: the only failed test ran past its 5000 ms, jest's own verdict: a timeout
        "timeout",
        "jest",
        {"jest/failing-test", "timeout/jest-test-timeout"},
        'failed tests fetches the schema — thrown: "Exceeded timeout of 5000 ms for a test.',
    ),
    "jest-did-not-exit.txt": (  # jest 30.5.2, node 20.20.2, `CI=true timeout -s INT 15 npx jest`: a passing
        # test leaves a setInterval running, jest does not exit and `timeout` ends it (exit 124)
        "timeout",
        None,
        {"timeout/jest-did-not-exit", "timeout/timeout-command-124"},
        "Jest did not exit one second after the test run has completed.",
    ),
    "jest-open-handles.txt": (  # the same run with `npx jest --detectOpenHandles`: the handle and its frame
        "timeout",
        "jest",
        {"timeout/jest-open-handles"},
        "Jest has detected the following 1 open handle potentially keeping Jest from exiting:",
    ),
    "jest-hook-timeout.txt": (  # a beforeAll over its timeout fails every test of its describe: a timeout,
        "timeout",  # outside the tests' bodies (its code frame marks the `beforeAll(` line)
        "jest",
        {"jest/failing-test", "jest/hook-threw", "timeout/jest-test-timeout"},
        "a hook (beforeAll) failed for schema › adds, schema › fetches the schema — "  # no failed test's
        'the first: at beforeAll: thrown: "Exceeded timeout of 500 ms for a hook.',
    ),
    "maven-no-pom.txt": (  # the cause, never Maven's -e/-X advice or its [Help 1] link after it
        "configuration",
        "maven",
        {"maven-project/no-pom", "maven-surefire/build-failure"},
        "requires a project to execute but there is no POM in this directory",
    ),
    "maven-non-parseable-pom.txt": (
        "configuration",
        "maven",
        {"maven-project/non-parseable-pom", "maven-project/unreadable-project"},
        "Non-parseable POM …/pom.xml: end tag name </project>",  # a long summary drops a deep path's folders
    ),
    "maven-unknown-phase.txt": (
        "configuration",
        "maven",
        {"maven-project/unknown-phase"},
        'Unknown lifecycle phase "tset"',
    ),
    "maven-release-not-supported.txt": (
        "configuration",
        "maven",
        {"configuration/maven-release-not-supported"},
        "on project mvndemo: Fatal error compiling: error: release version 21 not supported",
    ),
    "make-missing-script.txt": (
        "configuration",
        "make",
        {"make/missing-script", "make/recipe-failed", "make/recipe-command-missing"},
        "./scripts/run-tests.sh: No such file or directory",
    ),
    "make-missing-program.txt": (  # GNU make 4.3 ran the recipe's program itself: not on PATH, exit 127
        "configuration",
        "make",
        {"make/missing-program", "make/recipe-command-missing"},
        "make: shellcheck: No such file or directory",
    ),
    "make-nested-missing-program.txt": (  # the same under `$(MAKE)`: make[1]'s lines
        "configuration",
        "make",
        {"make/missing-program", "make/recipe-command-missing"},
        "make[1]: shellcheck: No such file or directory",
    ),
    "make-not-executable.txt": (  # GNU make 4.3 on a script without its execute bit: Error 127, not 126
        "configuration",
        "make",
        {"make/recipe-not-executable", "make/recipe-command-missing"},
        "./scripts/gen.sh: Permission denied",
    ),
    "make-segfault.txt": (  # GNU make 4.3: a recipe's program crashed; make names the signal, no "Error N"
        "runtime error",
        None,
        {"native-crash/segfault"},
        "make: *** [Makefile:4: assets] Segmentation fault",
    ),
    "make-gcc.txt": (  # make wraps gcc: the compiler's first error decides, not make's line
        "compile/build error",
        "gcc",
        {"c-cpp-build/gcc-clang-error", "make/recipe-failed"},
        "main.c:2:11: error: initialization",
    ),
    "make-k-builtin-rule.txt": (  # GNU make 4.3 -k, gcc 12: two objects of make's built-in rule failed
        "compile/build error",
        "gcc",
        {"c-cpp-build/gcc-clang-error", "make/recipe-failed"},  # [<builtin>: x.o] is a recipe's line
        "(also failed: y.o: y.c:1:23: error: expected ‘;’ before ‘}’ token)",  # its own error: gcc's as x.o's
    ),
    "make-no-rule.txt": ("configuration", "make", {"make/no-rule"}, "No rule to make target 'check'"),
    "markdownlint.txt": ("lint/format", "markdownlint", {"markdownlint/rule"}, "doc.md:1 error MD022"),
    "doctest-module.txt": (  # python -m doctest: each failed docstring named, an example's exception no runtime error
        "test failure",
        "doctest",
        {"python-doctest/example-header", "python-doctest/test-failed", "python-doctest/failed-item"},
        "failed tests shapes.Stack, shapes.parse_pair — the first: Failed example: s.pop(); Expected: 1; Got: 2.",
    ),
    "doctest-text-file.txt": (  # a text file's test is named by the file, as Sphinx's example groups are not
        "test failure",
        "doctest",
        {"python-doctest/text-example-header"},
        'failed tests guide.txt — Failed example: parse_pair("5,6"); Expected: (5, 7); Got: (5, 6).',
    ),
    "pip-setup-py-raises.txt": (  # setup.py raised while pip got the build's requirements: the exception
        "compile/build error",
        "pip",
        {"python-build/backend-hook-failed"},
        "FileNotFoundError: [Errno 2] No such file or directory: 'VERSION'",
    ),
    "pip-c-extension-gcc-error.txt": (  # setuptools' "command '/usr/bin/gcc' failed" defers to gcc's first error
        "compile/build error",
        "pip",
        {"python-build/backend-hook-failed"},
        "src/speedups.c:2:85: error: expected ‘,’ or ‘;’ before ‘return’",
    ),
    "pip-c-extension-setuptools-command-list.txt": (  # setuptools 84's "Command '['gcc', …]' returned non-zero" too
        "compile/build error",
        "pip",
        {"python-build/backend-hook-failed"},
        "src/speedups.c:2:39: error: expected ‘;’ before ‘}’ token",
    ),
    "rustdoc-broken-links.txt": (  # cargo 1.95 doc, -D warnings: rustdoc's first error, not "could not document"
        "compile/build error",
        "cargo-build",
        {"rustc/rustdoc-unresolved-link", "rustc/rustdoc-lint-denied", "rustc/could-not-document"},
        "error: unresolved link to `Tokenizer",
    ),
    "rustdoc-broken-links-denied.txt": (  # the lint denied by name on the command line
        "compile/build error",
        "cargo-build",
        {"rustc/rustdoc-unresolved-link", "rustc/rustdoc-lint-denied", "rustc/could-not-document"},
        "error: unresolved link to `Tokenizer",
    ),
    "esbuild-done-then-check-fails.txt": (  # esbuild 0.28.2's "⚡ Done in 2ms", then `test -f` failed silently
        "unknown",
        None,
        set(),
        "Unknown in step “(whole log)”.",
    ),
    "pip-build-wheel-download-fails.txt": (  # pip 23.2.1 (trial-y): the build's download failed on DNS inside the box
        "infrastructure/network/flaky",
        "pip",
        {"python-build/backend-hook-failed", "network-flaky/dns-no-such-name"},
        "socket.gaierror: [Errno -2] Name or service not known",
    ),
    "pip-build-wheel-fails.txt": (  # the wheel's build failed: the last line of its output, not pip's repeats
        "compile/build error",
        "pip",
        {"python-build/backend-hook-failed"},
        "error: assets/logo.png: asset bundle missing",
    ),
    "vite-8-unresolved-relative.txt": (  # Vite 8's Rolldown: a relative import that names no file
        "compile/build error",
        "vite",
        {"js-local-module/rolldown-unresolved-path"},
        "[UNRESOLVED_IMPORT] Could not resolve '../util/pad' in src/lib/format.js",
    ),
    "vite-5-unresolved-relative.txt": (  # Vite 5's Rollup: the same
        "compile/build error",
        "vite",
        {"js-local-module/rollup-unresolved-path"},
        'Could not resolve "../util/pad" from "src/lib/format.js"',
    ),
    "vite-5-missing-export.txt": (  # Vite 5's Rollup: the error under `error during build:`, not `x Build failed`
        "compile/build error",
        "vite",
        {"rollup/error-during-build", "rollup/build-located-error"},
        'src/main.js (1:22): "sortRows" is not exported by "src/table.js", imported by "src/main.js".',
    ),
    "vite-5-parse-error.txt": (
        "compile/build error",
        "vite",
        {"rollup/error-during-build", "rollup/build-located-error"},
        "src/main.js (2:19): Expression expected",
    ),
    "rollup-missing-export.txt": (  # rollup 4.69.3's CLI: its error, not its own stack frame below
        "compile/build error",
        "rollup",
        {"rollup/cli-located-error"},
        'RollupError: src/main.js (1:22): "sortRows" is not exported by "src/table.js"',
    ),
    "rollup-parse-error.txt": (
        "compile/build error",
        "rollup",
        {"rollup/cli-located-error"},
        "RollupError: src/main.js (2:19): Expression expected",
    ),
    "next-15-unresolved-relative.txt": (  # next 15.1.6 rewrites webpack's error without its `Error: `
        "compile/build error",
        "webpack",
        {"js-local-module/bundler-path"},
        "./app/page.js: Module not found: Can't resolve '../lib/price'",
    ),
    "next-15-unresolved-package.txt": (
        "dependency resolution",
        "webpack",
        {"node-dependency/webpack-cant-resolve"},
        "Module not found: Can't resolve 'dayjs-not-installed'",
    ),
    "vite-8-unresolved-package.txt": (  # a bare import that does not resolve: a package not installed
        "dependency resolution",
        "npm",
        {"node-dependency/vite-unresolved-package"},
        'Rolldown failed to resolve import "dayjs-not-installed"',
    ),
    "vite-5-unresolved-package.txt": (
        "dependency resolution",
        "npm",
        {"node-dependency/vite-unresolved-package"},
        'Rollup failed to resolve import "dayjs-not-installed"',
    ),
    "mocha.txt": ("test failure", "mocha", set(), "adds"),
    "mocha-timeout.txt": (  # mocha 12.0.3: "Error: Timeout of 2000ms exceeded." under the only failed test's entry
        "timeout",
        "mocha",
        {"mocha/failing-count", "timeout/mocha-test-timeout"},
        "failed tests schema fetches the schema — "
        'Error: Timeout of 2000ms exceeded. For async tests and hooks, ensure "done()" is called;…',
    ),
    "mocha-suite-timeout.txt": (  # mocha 10, node 20.20.2 (/work/trial-34/raw/mocha_timeout.txt, the output of
        # logs/gha/mocha_timeout.log): failure 1 is `1) waits for warmup` in the run and `1) cache` above its
        # details, one test, whose only reason is mocha's timeout
        "timeout",
        "mocha",
        {"mocha/failing-count", "timeout/mocha-test-timeout"},
        "failed tests cache waits for warmup — "
        'Error: Timeout of 2000ms exceeded. For async tests and hooks, ensure "done()" is called;…',
    ),
    "mocha-hook-timeout.txt": (  # a "before all" hook over its timeout: mocha names the hook and its first test
        "timeout",
        "mocha",
        {"mocha/failing-count", "timeout/mocha-test-timeout"},
        'hook failed: schema "before all" hook for "adds", its suite\'s tests after it did not run — '
        'Error: Timeout of 500ms exceeded. For async tests and hooks, ensure "done()" is called;…',
    ),
    "perl-missing-module.txt": (  # the module, never the "BEGIN failed--compilation aborted" trailer after it
        "dependency resolution",
        "perl",
        {"perl-modules/cannot-locate-module", "perl-compile/compilation-aborted"},
        "Can't locate Missing/Module.pm in @INC",
    ),
    "perl-strict.txt": (
        "compile/build error",
        "perl",
        {"perl-compile/undeclared-variable", "perl-compile/compilation-aborted"},
        'Global symbol "$total" requires explicit package name',
    ),
    "perl-syntax-error.txt": (
        "compile/build error",
        "perl",
        {"perl-compile/syntax-error", "perl-compile/compilation-aborted"},
        'syntax error at -e line 1, near "= ;"',
    ),
    "playwright.txt": (  # the list reporter: the tool is Playwright, not Jest (whose Expected/Received it shares)
        "test failure",
        "playwright",
        {
            "playwright/failed-test",
            "playwright/failure-header",
            "playwright/failed-count",
            "playwright/failed-list-entry",
        },
        "failed tests price › applies the discount — Error: expect(received).toBe(expected) // Object.is equality.",
    ),
    "psql-refused-tcp.txt": (  # nothing listens on this machine: a service the job did not start or wait for
        "configuration",
        "psql",
        {"service-not-ready/postgres-local-refused"},
        'connection to server at "127.0.0.1", port 5432 failed: Connection refused',
    ),
    "docker-daemon-unreachable.txt": (  # docker 28.2 with no engine: the runner's, a re-run fails the same way
        "configuration",
        "docker",
        {"configuration/docker-daemon-unreachable"},
        "Cannot connect to the Docker daemon at unix:///var/run/docker.sock",
    ),
    "curl-https-to-http-port.txt": (  # curl 7.88 asking a plain HTTP port for TLS: deterministic, no flake
        "configuration",
        "curl",
        {"configuration/curl-tls-mismatch"},
        "curl: (35) OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number",
    ),
    "curl-self-signed.txt": (  # openssl s_server with a self-signed certificate
        "configuration",
        "curl",
        {"configuration/curl-tls-mismatch"},
        "curl: (60) SSL certificate problem: self-signed certificate",
    ),
    "python-ssl-self-signed.txt": (  # Python 3.11's urllib against the same server
        "configuration",
        None,
        {"configuration/tls-mismatch"},
        "[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate",
    ),
    "python-ssl-wrong-version.txt": (  # Python 3.11's urllib asking a plain HTTP port for TLS
        "configuration",
        None,
        {"configuration/tls-mismatch"},
        "[SSL: WRONG_VERSION_NUMBER] wrong version number",
    ),
    "npm-no-package-json.txt": (  # npm 11.19.1 in a folder without package.json: its ENOENT is no dependency's
        "configuration",
        "npm",
        {"configuration/npm-no-package-json"},
        "Could not read package.json: Error: ENOENT",
    ),
    "npm-ci-no-lockfile.txt": (  # npm 11.19.1: EUSAGE, then the usage help; the lock file line is the cause
        "configuration",
        "npm",
        {"configuration/npm-ci-no-lockfile"},
        "can only install with an existing package-lock.json",
    ),
    "git-clone-missing-repository.txt": (  # git 2.39.5 cloning a path that does not exist
        "configuration",
        "git",
        {"configuration/git-repository-missing"},
        "fatal: repository '/tmp/ci/nonexistent-repo' does not exist",
    ),
    "git-clone-http-not-found.txt": (  # git 2.39.5 cloning http://…/nope.git from python -m http.server
        "configuration",
        "git",
        {"configuration/git-repository-missing"},
        "fatal: repository 'http://127.0.0.1:18714/nope.git/' not found",
    ),
    "git-clone-http-remote-not-found.txt": (  # the same against a 404 with GitHub's text/plain message
        "configuration",
        "git",
        {"configuration/git-repository-missing", "configuration/git-remote-repository-not-found"},
        "fatal: repository 'http://127.0.0.1:18715/acme/nope.git/' not found",
    ),
    "git-checkout-missing-ref.txt": (  # git 2.39.5 checking out a tag the clone does not have
        "configuration",
        "git",
        {"configuration/git-pathspec-missing"},
        "error: pathspec 'v9.9.9' did not match any file(s) known to git",
    ),
    "bash-parameter-unset.txt": (  # bash 5.2's ${NPM_TOKEN:?must be set to publish} with NPM_TOKEN unset
        "configuration",
        "bash",
        {"shell-script/parameter-unset"},
        "NPM_TOKEN: must be set to publish",
    ),
    "pytest-psycopg2-refused.txt": (  # a user trial's pytest 9.2 run: psycopg2 2.9 raised libpq's words, so no psql
        "configuration",
        "pytest",
        {"service-not-ready/postgres-client-local-refused"},
        'connection to server at "127.0.0.1", port 5432 failed: Connection refused',
    ),
    "node-econnrefused-local.txt": (  # Node.js 20's net.connect to a port nothing listens on
        "configuration",
        None,
        {"service-not-ready/socket-local-refused"},
        "connect ECONNREFUSED 127.0.0.1:5432",
    ),
    "timeout-program-not-found.txt": (  # coreutils 9.1's timeout given a program not installed (exit 127)
        "configuration",
        "bash",
        {"shell-script/wrapper-program-not-found"},
        "failed to run command ‘nosuchbundle’",
    ),
    "psql-refused-socket.txt": (
        "configuration",
        "psql",
        {"service-not-ready/postgres-local-refused", "service-not-ready/postgres-socket-hint"},
        'connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory',
    ),
    "redis-cli-refused.txt": (
        "configuration",
        "redis-cli",
        {"service-not-ready/redis-local-refused"},
        "Could not connect to Redis at localhost:6390: Connection refused",
    ),
    "psql-auth.txt": (  # the server answered and refused the login
        "permission/auth",
        None,
        {"permissions/database-login-refused"},
        'FATAL:  password authentication failed for user "app"',
    ),
    "redis-py-wrongpass.txt": (  # redis-py's exception for the server's WRONGPASS, its code dropped
        "permission/auth",
        None,
        {"permissions/database-login-refused"},
        "redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.",
    ),
    "redis-py-noauth-resp2.txt": (  # no password given: the server's NOAUTH, as redis-py raises it
        "permission/auth",
        None,
        {"permissions/database-login-refused"},
        "redis.exceptions.AuthenticationError: Authentication required.",
    ),
    "psql-migration.txt": (
        "runtime error",
        "psql",
        {"sql-migration/psql-file-error", "sql-migration/psql-statement-context"},
        'psql:db/002_seed.sql:2: ERROR:  relation "item" does not exist',
    ),
    "sqlite3-error.txt": (
        "runtime error",
        "sqlite3",
        {"sql-migration/sqlite-line-error"},
        "Parse error near line 3: no such table: accounts",
    ),
    "django-makemigrations-check.txt": (  # a migration the commit lacks: run the step, commit its output
        "lint/format",
        "django",
        {"generated-files/django-missing-migration"},
        "Migrations for 'shop':",
    ),
    "alembic-check-new-operations.txt": (  # a revision the model change needs is not committed
        "lint/format",
        "alembic",
        {"generated-files/alembic-missing-migration"},
        "FAILED: New upgrade operations detected: [('add_table', Table('users', MetaData(),",
    ),
    "detect-secrets.txt": (
        "security audit",
        "detect-secrets",
        {
            "secret-scanners/detect-secrets-found",
            "secret-scanners/detect-secrets-location",
            "secret-scanners/detect-secrets-type",
        },
        "ERROR: Potential secrets about to be committed to git repo!",
    ),
    "pip-licenses-allow-only.txt": (
        "security audit",
        "pip-licenses",
        {"license-policy/pip-licenses-refused"},
        "license MIT not in allow-only licenses was found for package jsonschema-specifications:2025.9.1",
    ),
    "license-checker-fail-on.txt": (  # npm license-checker --failOn: the license only, not the package
        "security audit",
        "license-checker",
        {"license-policy/license-checker-refused"},
        'Found license defined by the --failOn flag: "MIT"',
    ),
    "license-checker-only-allow.txt": (
        "security audit",
        "license-checker",
        {"license-policy/license-checker-refused"},
        'Package "@babel/code-frame@7.29.7" is licensed under "MIT"',
    ),
    "jq-empty-parse-error.txt": (  # `jq empty FILE`, the check that a file is JSON, names jq's bare parse error
        "configuration",
        "jq",
        {"jq/jq-command", "jq/input-parse-error"},
        "parse error: Expected another key-value pair at line 5, column 1",
    ),
    "environment-variable-node-exit.txt": (  # a script's own check: console.error and process.exit(1)
        "configuration",
        None,
        {"configuration/environment-variable-required"},
        "API_URL must be set for integration tests",
    ),
    "environment-variable-python-exit.txt": (  # sys.exit("DATABASE_URL is not set")
        "configuration",
        None,
        {"configuration/environment-variable-required"},
        "DATABASE_URL is not set",
    ),
    "environment-variable-python-raise.txt": (
        "configuration",
        None,
        {"configuration/environment-variable-required"},
        "SECRET_KEY environment variable is required",
    ),
    # node 20.20.2 with the variable unset: a script's own check named last (trial 128's deploy script),
    # and the libraries that check the environment at start-up, each a configuration error, not a crash
    "node-20-missing-required-env.txt": (
        "configuration",
        None,
        {"configuration/environment-variable-missing", "node-runtime/node-version"},
        "Error: Missing required environment variable DEPLOY_TOKEN",
    ),
    "node-20-env-must-be-set.txt": (
        "configuration",
        None,
        {"configuration/environment-variable-required", "node-runtime/node-version"},
        "Error: environment variable DEPLOY_TOKEN must be set",
    ),
    "dotenv-safe-9.1-missing-vars.txt": (
        "configuration",
        None,
        {"configuration/environment-variables-missing-report"},
        "MissingEnvVarsError: The following variables were defined in /tmp/envvar-npm/.env.example but are not",
    ),
    "envalid-8.2-missing-vars.txt": (
        "configuration",
        None,
        {"configuration/environment-variables-missing-report"},
        "Missing environment variables:",
    ),
    "env-schema-8.0-required.txt": (
        "configuration",
        None,
        {"configuration/environment-schema-required"},
        "Error: env must have required property 'DEPLOY_TOKEN'",
    ),
    "t3-env-0.13-invalid-vars.txt": (
        "configuration",
        None,
        {"configuration/environment-variables-missing-report"},
        "Invalid environment variables",
    ),
    "mocha-suites.txt": ("test failure", "mocha", {"mocha/numbered-failure", "mocha/failing-count"}, "top level fails"),
    "mypy-syntax.txt": (
        "compile/build error",
        "mypy",
        {"python-syntax/mypy-syntax"},
        "broken.py:1: error: Expected a parameter",
    ),
    "mypy.txt": ("type check", "mypy", {"mypy-pyright/mypy-error"}, "Incompatible return value type"),
    "node-assert.txt": (  # node's assert: the error, never the "Node.js v20.20.2" trailer printed after it
        "runtime error",
        "node",
        {"node-runtime/uncaught", "node-runtime/node-version"},
        "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal",
    ),
    "node-esm-missing-export.txt": (  # node 20.20.2: an ESM import of a CommonJS file under "type": "module"
        "runtime error",
        "node",
        {"node-runtime/esm-missing-export", "node-runtime/node-version"},
        "SyntaxError: The requested module '../pkg/dist/index.js' does not provide an export named 'slugify'",
    ),
    "node-esm-cjs-named-export.txt": (  # node 20.20.2: a named import of a CommonJS package's hidden export
        "runtime error",
        "node",
        {"node-runtime/esm-missing-export", "node-runtime/node-version"},
        "SyntaxError: Named export 'slugify' not found. The requested module 'legacy' is a CommonJS module",
    ),
    "node-runtime.txt": (
        "runtime error",
        "node",
        {"node-runtime/uncaught", "node-runtime/node-version", "node-runtime/user-frame"},
        "TypeError: Cannot read properties of undefined",
    ),
    "node-test-timeout.txt": (  # node 20.20.2, /work/trial-34/raw/node_test_timeout.txt (the output of
        # logs/gha/node_test_timeout.log): node --test's own verdict on a test past --test-timeout
        "timeout",
        "node-test",
        {"timeout/node-test-timeout", "tap-prove/not-ok"},
        "failed tests /work/trial-34/proj/node/test/warm.test.js — error: 'test timed out after 3000ms'.",
    ),
    "node-test.txt": (
        "test failure",
        "node-test",
        {"node-test/failure-type", "node-test/fail-count", "node-test/location", "node-test/subtest"},
        "node adds",
    ),
    "node-test-spec.txt": (
        "test failure",
        "node-test",
        {"node-test/spec-failed-test", "node-test/spec-failing"},
        "adds",
    ),
    "node-test-suites.txt": ("test failure", "node-test", {"node-test/failure-type", "node-test/fail-count"}, "adds"),
    "npm-ci-lock-mismatch.txt": (  # not its code EUSAGE, nor its heading: the package the lock lacks
        "dependency resolution",
        "npm",
        {"node-dependency/npm-ci-lock-mismatch", "node-dependency/npm-ci-lock-entry"},
        "Missing: left-pad@1.3.0 from lock file",
    ),
    "npm-publish.txt": (
        "permission/auth",
        "npm-publish",
        {"npm-publish/npm-needauth", "npm-publish/npm-need-auth-text"},
        "need auth This command requires you to be logged in",  # not its code ENEEDAUTH
    ),
    "prettier.txt": ("formatting", "prettier", {"prettier/warn-file"}, ": ugly.js"),
    "formatter-parse-prettier.txt": (  # prettier 3.10: JS, CSS and JSON that do not parse, then an unformatted file
        "compile/build error",  # was formatting 0.9: no formatter run fixes a syntax error
        "prettier",
        {"formatter-parse/prettier-syntax-error", "prettier/warn-file"},
        ": src/bad.css: SyntaxError: CssSyntaxError: Unclosed block (1:1)",
    ),
    "formatter-parse-biome.txt": (  # Biome 2.6.9 format: a "parse" diagnostic, then "Formatter would have printed"
        "compile/build error",  # was formatting quoting "× Formatter would have printed the following content:"
        "biome-format",
        {"formatter-parse/biome-parse-heading", "formatter-parse/biome-parse-error", "biome-format/would-have-printed"},
        "× Expected a property, a shorthand property, a getter, a setter, or a method",
    ),
    "uv-pip-no-version.txt": (  # uv 0.13.9: the cause that names the package, not the heading
        "dependency resolution",
        "uv",
        {"python-dependency/uv-no-solution", "python-dependency/uv-cause"},
        "cause: Because there is no version of requests==99.0.0",
    ),
    "uv-pip-no-version-uv05.txt": (  # uv 0.5.31: the older tree layout, its cause wrapped at 80 columns
        "dependency resolution",
        "uv",
        {"python-dependency/uv-no-solution", "python-dependency/uv-tree-cause"},
        "Because there is no version of requests==99.0.0 and you require requests==99.0.0, we can conclude",
    ),
    "uv-sync-no-version.txt": (  # uv 0.13.9 sync: the project's requirement, after uv's VIRTUAL_ENV warning
        "dependency resolution",
        "uv",
        {"python-dependency/uv-no-solution", "python-dependency/uv-cause"},
        "cause: Because there is no version of six==99.0.0",
    ),
    "uv-sync-locked.txt": (  # uv 0.13.9: a stale uv.lock under --locked
        "dependency resolution",
        "uv",
        {"python-dependency/uv-lock-stale"},
        "error: The lockfile at `uv.lock` needs to be updated",
    ),
    "poetry-check-lock.txt": (  # poetry 2.5.1: a stale poetry.lock is poetry's, not pip's
        "dependency resolution",
        "poetry",
        {"python-dependency/poetry-lock-stale"},
        "pyproject.toml changed significantly since poetry.lock was last generated",
    ),
    "poetry-lock-no-version.txt": (  # poetry 2.5.1: its resolver's explanation is poetry's, not pip's
        "dependency resolution",
        "poetry",
        {"python-dependency/poetry-no-match"},
        "Because poet depends on six (==99.9) which doesn't match any versions",
    ),
    "poetry-lock-not-found.txt": (  # poetry 2.5.1: a package name that does not exist reads as a version
        "dependency resolution",
        "poetry",
        {"python-dependency/poetry-no-match"},
        "Because poetname depends on reqeusts-toolbelt-zq (1.0) which doesn't match any versions",
    ),
    "poetry-lock-conflict.txt": (  # poetry 2.5.1: the project's click<8.0 against black's click>=8.0.0
        "dependency resolution",
        "poetry",
        {"python-dependency/version-solving-failed"},
        "So, because poetconf depends on click (<8.0), version solving failed.",
    ),
    "uv-lock-conflict.txt": (  # uv 0.13.9: the project's click<8.0 against black's click>=8.0.0
        "dependency resolution",
        "uv",
        {"python-dependency/uv-no-solution", "python-dependency/uv-cause"},
        "cause: Because black==24.1.0 depends on click>=8.0.0",
    ),
    "uv-lock-not-found.txt": (  # uv 0.13.9: a requirement whose name no package of the registry has
        "dependency resolution",
        "uv",
        {"python-dependency/uv-no-solution", "python-dependency/uv-not-found"},
        "cause: Because reqeusts was not found in the package registry",
    ),
    "pip-install-not-found.txt": (  # pip 23.2.1: a name no index serves, `(from versions: none)`
        "dependency resolution",
        "pip",
        {"python-dependency/no-version", "python-dependency/no-distribution"},
        "Could not find a version that satisfies the requirement reqeusts-toolbelt-zq==1.0 (from versions: none)",
    ),
    "pip-no-build-isolation-no-wheel.txt": (  # pip 23.2.1, setuptools 65.5.0, no wheel: a build requirement missing
        "dependency resolution",
        "pip",
        {"python-dependency/bdist-wheel-missing", "python-build/backend-hook-failed"},
        "error: invalid command 'bdist_wheel'",
    ),
    "pip-no-matching-distribution.txt": (
        "dependency resolution",
        "pip",
        {"python-dependency/no-version", "python-dependency/no-distribution"},
        "Could not find a version that satisfies the requirement requests==0.0.999",
    ),
    "pytest-oom-words.txt": (  # out-of-memory words in the failed tests' own reports, not what ended the job
        "test failure",
        "pytest",
        {"pytest/test-section-header", "oom/oom-killed"},  # V8's words inside a Python string: no js-heap line
        "test_monitor.py::test_oom_handler",
    ),
    "pytest-collection-error.txt": (  # `import notamodule`, of no package installed, not the project's nor one edit
        # from its names: a package the job did not install (logs/missing_import.py, trial 78 #5)
        "dependency resolution",
        "pytest",
        {"pytest/collection-error-header", "python-dependency/module-not-found"},
        "No module named 'notamodule'",
    ),
    "pylint-flake8.txt": (
        "lint/format",
        "pylint",
        {"python-lint/pylint-diagnostic", "python-lint/code-diagnostic"},
        "C0114: Missing module docstring",
    ),
    "python-format.txt": (
        "formatting",
        "black",
        {"python-format/would-reformat", "python-format/isort", "python-format/ruff-unformatted"},
        "would reformat app.py",
    ),
    "python-module-not-found.txt": (
        "runtime error",
        "python",
        {"python-runtime/final-exception", "python-runtime/traceback"},
        "ModuleNotFoundError: No module named 'yaml_loader_missing'",
    ),
    "python-runtime.txt": (
        "runtime error",
        "python",
        {"python-runtime/final-exception", "python-runtime/frame"},
        "FileNotFoundError",
    ),
    "ruff-format-failed-to-parse.txt": (
        "compile/build error",
        "ruff",
        {"python-syntax/ruff-failed-to-parse"},
        "error: Failed to parse broken.py:1:7",
    ),
    "ruff-format-invalid-syntax.txt": (
        "compile/build error",
        "ruff",
        {"python-syntax/ruff-invalid-syntax"},
        "invalid-syntax: Expected a parameter",
    ),
    # trial 30 (logs/humanize/wrong-workdir.log): pytest 9.2.0, `python -m pytest tests/` run from the
    # checkout's parent folder, exit 4
    "pytest-path-not-found.txt": (
        "configuration",
        "pytest",
        {"configuration/pytest-path-not-found"},
        "ERROR: file or directory not found: tests/",
    ),
    "bundler-gemfile-missing.txt": (  # trial 29: Ruby 3.1's Bundler, `bundle exec rspec` in a folder without a Gemfile
        "configuration",
        "bundler",
        {"configuration/bundler-gemfile-missing"},
        "Could not locate Gemfile or .bundle/ directory",
    ),
    "bundler-local-gem-not-found.txt": (  # trial 44: Bundler 2.3.15, `bundle install --local`, the gem not installed
        "dependency resolution",
        "bundler",
        {"bundler/gem-not-found"},
        "Could not find gem 'faraday (~> 2.9)' in cached gems or installed locally.",
    ),
    "bundler-exec-gem-not-found.txt": (  # trial 44: `bundle exec rspec` without the bundle installed: rspec never ran
        "dependency resolution",
        "bundler",
        {"bundler/gem-not-found"},
        "Could not find gem 'faraday (~> 2.9)' in locally installed gems. (Bundler::GemNotFound)",
    ),
    "bundler-exec-locked-gem-not-found.txt": (  # the same with a Gemfile.lock: the pinned version named
        "dependency resolution",
        "bundler",
        {"bundler/locked-gem-not-found"},
        "Could not find faraday-2.9.0 in any of the sources (Bundler::GemNotFound)",
    ),
    "bundler-host-unreachable.txt": (  # trial 29: Ruby 3.1's Bundler, `bundle install` with no network
        "infrastructure/network/flaky",
        "bundler",
        {"network-flaky/bundler-host-unreachable"},
        "Could not reach host index.rubygems.org.",
    ),
    "phpcs-sniff-codes.txt": (  # PHP_CodeSniffer 3.7.1 -s: `ERROR   |` padded to WARNING's width; first error quoted
        "lint/format",
        "phpcs",
        {"phpcs/full-fixable-error", "phpcs/full-warning", "phpcs/full-found"},
        "[x] Header blocks must be separated by a single blank line (PSR12.Files.FileHeader.SpacingAfterBlock)",
    ),
    "phpcs-emacs-sniff-codes.txt": (  # PHP_CodeSniffer 3.7.1 -s --report=emacs: each line ends in its sniff's code
        "lint/format",
        "phpcs",
        {"phpcs/emacs-error", "phpcs/emacs-warning"},
        "src/bad.php:1:1: error - Header blocks must be separated by a single blank line",
    ),
    "phpcs-long-sniff-codes.txt": (  # PHP_CodeSniffer 3.7.1 -s: each code on the last row its message wrapped onto
        "lint/format",
        "phpcs",
        {"phpcs/full-fixable-error", "phpcs/full-error", "phpcs/full-warning", "phpcs/full-found"},
        "[x] Header blocks must be separated by a single blank line (PSR12.Files.FileHeader.SpacingAfterBlock)",
    ),
    "perlcritic-verbose-1.txt": (  # Perl::Critic 1.148 --verbose 1 on two places: `file:line:col:message`
        "lint/format",
        "perlcritic",
        {"perlcritic/file-line-column"},
        "app.pl:3:1:Bareword file handle opened",
    ),
    "perlcritic-verbose-2.txt": (  # --verbose 2: `file: (line:col) message`
        "lint/format",
        "perlcritic",
        {"perlcritic/file-parenthesised-place"},
        "app.pl: (3:1) Bareword file handle opened",
    ),
    "perlcritic-verbose-3.txt": (  # --verbose 3: `message at file line N`, no full stop
        "lint/format",
        "perlcritic",
        {"perlcritic/message-at-file-line"},
        "Bareword file handle opened at app.pl line 3",
    ),
    "perlcritic-verbose-6.txt": (  # --verbose 6 on one file: the code `near '…'` for the column
        "lint/format",
        "perlcritic",
        {"perlcritic/violation"},
        "Bareword file handle opened at line 3, near 'open FH",
    ),
    "perlcritic-verbose-7.txt": (  # --verbose 7: the file first, `near '…'` after the line without a comma
        "lint/format",
        "perlcritic",
        {"perlcritic/violation"},
        "app.pl: Bareword file handle opened at line 3 near 'open FH",
    ),
    "perlcritic-verbose-8.txt": (  # --verbose 8: the policy in brackets first
        "lint/format",
        "perlcritic",
        {"perlcritic/policy-violation"},
        "[InputOutput::ProhibitBarewordFileHandles] Bareword file handle opened at line 3, column 1.",
    ),
    "perlcritic-verbose-9.txt": (  # --verbose 9: the policy, then `near '…'`
        "lint/format",
        "perlcritic",
        {"perlcritic/policy-violation"},
        "[InputOutput::ProhibitBarewordFileHandles] Bareword file handle opened at line 3, near 'open FH",
    ),
    "click-invalid-value.txt": (  # click 8.5.1: a value of the wrong type, under its Usage: and Try lines
        "configuration",
        None,
        {"command-line-usage/click-invalid-value", "command-line-usage/click-try-help"},
        "Error: Invalid value for '--count': 'x' is not a valid integer.",
    ),
    "typer-invalid-value.txt": (  # typer 0.29.3 (click 8.5.1, rich): the same error in a panel titled Error
        "configuration",
        None,
        {"command-line-usage/click-try-help"},
        "Invalid value for '--count': Input should be a valid integer, unable to parse string as an integer",
    ),
    "typer-bad-parameter.txt": (  # typer 0.29.3: the script's own raise typer.BadParameter(…, param_hint)
        "configuration",
        None,
        {"command-line-usage/click-try-help"},
        "Invalid value for '--env': must be dev or prod",
    ),
    "luacheck-codes.txt": (  # luacheck 1.1.0 --codes: each warning's code before its message
        "lint/format",
        "luacheck",
        {"luacheck/finding", "luacheck/undefined-access", "luacheck/total"},
        "(W113) accessing undefined variable 'gx'",
    ),
    "hlint-warnings.txt": (  # HLint 3.3.6 `hlint src`: three hints over Found:/Perhaps:, the first quoted
        "lint/format",
        "hlint",
        {"hlint/hint", "hlint/hints-count"},
        "src/Util.hs:4:1-23: Warning: Eta reduce",
    ),
    "golangci-lint-errcheck.txt": (  # golangci-lint v1.41.1's errcheck finding, as its issue #656 quotes it
        "lint/format",
        "golangci-lint",
        {"golangci-lint/issue"},
        "Error return value of `resp.Body.Close` is not checked (errcheck)",
    ),
    "rubocop.txt": (
        "lint/format",
        "rubocop",
        {"rubocop/offense", "rubocop/summary"},
        "Style/FrozenStringLiteralComment",
    ),
    "rubocop-github.txt": (  # rubocop 1.39 `--format github` outside Actions: the workflow commands as printed
        "lint/format",
        "rubocop",
        {"rubocop/github-annotation"},
        "app.rb:1:1: Style/Documentation: Missing top-level documentation comment for `class Foo`.",
    ),
    "ruff-check.txt": (
        "lint/format",
        "ruff",
        {"python-lint/ruff-rule-header", "python-lint/ruff-found"},
        "I001 [*] Import block is un-sorted",
    ),
    "ruff-github-format.txt": (  # --output-format=github saved outside a runner: the workflow commands' messages
        "lint/format",
        "ruff",
        {"python-lint/code-diagnostic", "python-lint/fatal-diagnostic"},
        "F821 Undefined name `undefined_name`",
    ),
    # a command line the tool rejected (command-line-usage): the rejected option is quoted, never the usage text
    "usage-cargo-clap.txt": (
        "configuration",
        "cargo-build",
        {"command-line-usage/unknown-option-quoted"},
        "error: unexpected argument '--frob' found",
    ),
    "usage-click.txt": (
        "configuration",
        None,
        {"command-line-usage/no-such-option"},
        "Error: No such option '--frob'.",
    ),
    "usage-cmake.txt": ("configuration", "cmake", {"command-line-usage/unknown-argument"}, "Unknown argument --frob"),
    "usage-commander.txt": (
        "configuration",
        None,
        {"command-line-usage/unknown-option-quoted"},
        "unknown option '--frob'",
    ),
    "usage-docker-pflag.txt": ("configuration", None, {"command-line-usage/pflag-unknown"}, "unknown flag: --frob"),
    "usage-docker-compose-no-plugin.txt": (  # no compose plugin: `compose` is an argument, -d the first unknown flag
        "configuration",
        "docker",
        {"command-line-usage/docker-plugin-missing", "command-line-usage/docker-top-level-help"},
        "unknown shorthand flag: 'd' in -d",
    ),
    "usage-curl.txt": ("configuration", None, {"command-line-usage/curl-unknown-option"}, "option --frob: is unknown"),
    "usage-getopt-grep.txt": (
        "configuration",
        None,
        {"command-line-usage/getopt-invalid"},
        "grep: invalid option -- 'Q'",
    ),
    "usage-getopt-tar.txt": (
        "configuration",
        None,
        {"command-line-usage/getopt-unrecognized"},
        "unrecognized option '--frob'",
    ),
    "usage-git.txt": (
        "configuration",
        None,
        {"command-line-usage/unknown-option-quoted"},
        "error: unknown option `frob'",
    ),
    "usage-go-flag.txt": (
        "configuration",
        None,
        {"command-line-usage/go-flag"},
        "flag provided but not defined: -frob",
    ),
    "usage-jvm.txt": ("configuration", None, {"command-line-usage/jvm-unrecognized"}, "Unrecognized option: -frob"),
    "usage-node.txt": ("configuration", None, {"command-line-usage/node-bad-option"}, "node: bad option: --frob"),
    "usage-perl-getopt.txt": ("configuration", None, {"command-line-usage/unknown-argument"}, "Unknown option: frob"),
    "usage-php.txt": ("configuration", None, {"command-line-usage/php-option-not-found"}, "option not found Q"),
    "usage-pytest-cov.txt": (  # a plugin's option without the plugin (pytest-cov)
        "configuration",
        "pytest",
        {"command-line-usage/argparse-unrecognized"},
        "unrecognized arguments: --cov=app",
    ),
    "usage-ruby-optparse.txt": (
        "configuration",
        None,
        {"command-line-usage/invalid-option-exception"},
        "invalid option: --frob (OptionParser::InvalidOption)",
    ),
    "usage-yargs.txt": ("configuration", None, {"command-line-usage/unknown-argument"}, "Unknown argument: frob"),
    "usage-yargs-check-after-help.txt": (  # @commitlint/cli 20.5.3: its own check's message below yargs' help
        "configuration",
        "commitlint",
        {"command-line-usage/message-after-help", "command-line-usage/yargs-option-row"},
        "Please use the --last flag alone. The --last flag should not be used with --to or --from or --edit.",
    ),
    "usage-argparse-required-group.txt": (  # yamllint 1.38.0 run with no file
        "configuration",
        "yamllint",
        {"command-line-usage/argparse-required-group"},
        "yamllint: error: one of the arguments FILE_OR_DIR - is required",
    ),
    "usage-click-missing-value.txt": (  # mkdocs 1.6.1 (click 8.4): an option without its value
        "configuration",
        "mkdocs",
        {"command-line-usage/click-usage"},
        "Error: Option '--site-dir' requires an argument.",
    ),
    "usage-click-extra-argument.txt": (  # mkdocs 1.6.1 (click 8.4): an argument its command takes none of
        "configuration",
        "mkdocs",
        {"command-line-usage/click-usage"},
        "Error: Got unexpected extra argument (docs)",
    ),
    "usage-commander-missing-value.txt": (  # markdownlint-cli 0.48.0 (commander): --config without its file
        "configuration",
        "markdownlint",
        {"command-line-usage/commander-usage"},
        "error: option '-c, --config <configFile>' argument missing",
    ),
    "usage-clap-conflict.txt": (  # cargo 1.95 (clap 4): two options that exclude each other
        "configuration",
        "cargo-build",
        {"command-line-usage/clap-usage"},
        "error: the argument '--release' cannot be used with '--profile <PROFILE-NAME>'",
    ),
    "make-no-target-file.txt": (  # a missing file a target needs: a location
        "configuration",
        "make",
        {"make/no-rule", "configuration/missing-build-entry"},
        "No rule to make target 'src/gen/parser.c'",
    ),
    "make-no-target-phony.txt": (  # a target asked for that no rule makes (a matrix typo): no location
        "configuration",
        "make",
        {"make/no-rule", "configuration/missing-build-entry"},
        "No rule to make target 'test-'",
    ),
    "timeout-kill-signal.txt": (  # timeout -s KILL: exit 137 as an OOM kill, but timeout killed itself
        "timeout",
        None,
        {"timeout/timeout-command-killed"},
        "Killed                  timeout -s KILL 2 sleep 10",
    ),
    "pip-audit-not-on-pypi.txt": (  # --strict on a package PyPI does not serve: nothing audited
        "configuration",
        "pip-audit",
        {"configuration/audit-dependency-not-on-index"},
        "Dependency not found on PyPI and could not be audited: requests (2.19.0)",
    ),
    "ruby-syntax-check.txt": (
        "compile/build error",
        "ruby",
        {"ruby-syntax/syntax-error"},
        "lib.rb:4: syntax error, unexpected end-of-input",
    ),
    "ruby-syntax-require.txt": (  # loaded by require_relative: raised as an uncaught SyntaxError
        "compile/build error",
        "ruby",
        {"ruby-syntax/syntax-error"},
        "lib.rb:4: syntax error, unexpected end-of-input",
    ),
    "rspec-load-syntax-error.txt": (  # rspec 3.12 loading a spec file that does not parse: no example ran
        "compile/build error",
        "ruby",
        {"ruby-syntax/syntax-error", "rspec/load-error", "rspec/examples-summary"},
        "broken_spec.rb:5: syntax error, unexpected `end', expecting ')'",
    ),
    "rspec-pending-fixed.txt": (  # rspec 3.12: a failed example, then a pending one that passed ("FIXED")
        "test failure",
        "rspec",
        {"rspec/numbered-failure", "rspec/rerun-line"},
        "failed tests Calc multiplies, Calc divides — the first: expected: 4; got: 0",
    ),
    "rspec-load-error.txt": (  # rspec 3.12: a spec file's require failed; "0 failures" is no passing verdict;
        # the require of a name on no load path decides, not rspec's tally of no test (trial 53 #4)
        "dependency resolution",
        "ruby",
        {"rspec/load-error", "rspec/examples-summary", "bundler/feature-not-loadable"},
        "cannot load such file -- nonexistent_helper",
    ),
    "npm-ci-out-of-sync.txt": (  # EUSAGE is npm's usage code: the lock file lines decide, its entry quoted
        "dependency resolution",
        "npm",
        {"node-dependency/npm-ci-lock-mismatch", "node-dependency/npm-ci-lock-entry"},
        "Missing: left-pad@1.3.0 from lock file",
    ),
    "pnpm-frozen-lockfile.txt": (  # pnpm 12.23.0: the signal names pnpm, not the family's default npm
        "dependency resolution",
        "pnpm",
        {"node-dependency/pnpm-outdated-lockfile"},
        "ERR_PNPM_OUTDATED_LOCKFILE",
    ),
    "yarn-frozen-lockfile.txt": (  # yarn 1.22.22
        "dependency resolution",
        "yarn",
        {"node-dependency/yarn-lockfile-outdated"},
        "error Your lockfile needs to be updated",
    ),
    "project-file-poetry.txt": (  # poetry 2.5.1 build: pyproject.toml does not parse (an unquoted value)
        "configuration",
        "poetry",
        {"project-file-syntax/poetry-invalid-toml"},
        "Invalid TOML file",
    ),
    "project-file-hatch.txt": (  # hatch 1.18.2 build: tomllib's error after hatch's boxed traceback
        "configuration",
        "hatch",  # `hatch build` builds: a build tool, no wrapper
        {"project-file-syntax/toml-decode-error"},
        "TOMLDecodeError: Expected ']' at the end of a table declaration",
    ),
    "project-file-pip.txt": (  # pip wheel: the vendored tomli's error, not a crash of the project
        "configuration",
        "pip",
        {"project-file-syntax/toml-decode-error"},
        "pip._vendor.tomli.TOMLDecodeError",
    ),
    "project-file-uv.txt": (  # uv 0.13.9 build: toml_edit's error under its cause chain
        "configuration",
        "uv",
        {"project-file-syntax/toml-parse-error"},
        "TOML parse error at line 8, column 13",
    ),
    "project-file-cargo.txt": (  # cargo 1.95 build: a Cargo.toml that does not parse
        "configuration",
        "cargo-build",
        {"project-file-syntax/cargo-manifest-place"},
        "error: unclosed table",
    ),
    "hatch-version-source.txt": (  # hatch build: hatchling's version source names a missing file
        "configuration",
        "hatch",
        {"python-build-config/hatch-version-source", "python-build-backend/backend-exception"},
        "Error getting the version from source `regex`",
    ),
    "mkdocs-plugin-not-installed.txt": (  # MkDocs 1.6.1: mkdocs.yml names a plugin not installed
        "dependency resolution",
        "mkdocs",
        {"tool-plugin-missing/mkdocs-plugin-not-installed"},
        'The "mkdocstrings" plugin is not installed',
    ),
    "mkdocs-theme-not-installed.txt": (  # MkDocs 1.6.1: theme material without mkdocs-material
        "dependency resolution",
        "mkdocs",
        {"tool-plugin-missing/mkdocs-theme-not-installed"},
        "Unrecognised theme name: 'material'",
    ),
    "mkdocs-extension-not-installed.txt": (  # MkDocs 1.6.1: pymdownx without pymdown-extensions
        "dependency resolution",
        "mkdocs",
        {"tool-plugin-missing/mkdocs-extension-not-loaded"},
        "Failed to load extension 'pymdownx.superfences'",
    ),
    "pytest-plugin-not-installed.txt": (  # pytest -p with a plugin module not installed
        "dependency resolution",
        "pytest",
        {"tool-plugin-missing/pytest-plugin-import"},
        'Error importing plugin "no_such_plugin"',
    ),
    "detect-secrets-baseline-diff.txt": (  # detect-secrets 1.5 baseline check: new findings in the diff
        "security audit",
        "detect-secrets",
        {"secret-scanners/detect-secrets-baseline-diff", "secret-scanners/detect-secrets-baseline-new-secret"},
        "diff --git a/.secrets.baseline",
    ),
    "python-build-invalid-project-field.txt": (  # setuptools 65.5 refusing [project]'s shape
        "configuration",
        "python-build",
        {"python-build-config/pyproject-invalid"},
        "configuration error: `project.dependencies` must be array",
    ),
    "poetry-check-bad-constraint.txt": (  # poetry 2.5.1: a dependency's constraint, before any resolution
        "configuration",
        "poetry",
        {"python-build-config/poetry-constraint-unparseable"},
        "Could not parse version constraint: bogus",
    ),
    "poetry-check-invalid-config.txt": (  # poetry-core's schema: the first item is quoted
        "configuration",
        "poetry",
        {"python-build-config/poetry-invalid-heading", "python-build-config/poetry-invalid-item"},
        "project.keywords must be array",
    ),
    "poetry-lock-invalid-config.txt": (
        "configuration",
        "poetry",
        {"python-build-config/poetry-invalid-heading", "python-build-config/poetry-invalid-item"},
        "project.keywords must be array",
    ),
    "poetry-check-readme-missing.txt": (
        "configuration",
        "poetry",
        {"python-build-config/poetry-check-error"},
        "Error: Declared README file does not exist: README.md",
    ),
    "poetry-check-classifier-source.txt": (  # two of poetry check's own errors: the first is quoted
        "configuration",
        "poetry",
        {"python-build-config/poetry-check-error"},
        "Error: Unrecognized classifiers: ['Programming Language :: Cobol :: 99'].",
    ),
    "rustfmt.txt": ("formatting", "rustfmt", {"rustfmt/diff-in"}, "Diff in"),
    "shellcheck-lesser-finding-first.txt": (  # trial 44: SC2162 (info) heads the block of SC2034 (warning)
        "lint/format",
        "shellcheck",
        {"shellcheck/tty-finding", "shellcheck/tty-location"},
        "In scripts/deploy.sh line 11: SC2034 (warning): line appears unused.",
    ),
    "shellcheck-gcc-lesser-finding-first.txt": (  # the same with -f gcc: the warning, not the first note
        "lint/format",
        "shellcheck",
        {"shellcheck/gcc-finding"},
        "scripts/deploy.sh:11:6: warning: line appears unused.",
    ),
    "shellcheck.txt": (  # the most severe finding's caret message after the location line that opens its block
        "lint/format",
        "shellcheck",
        {"shellcheck/tty-finding", "shellcheck/tty-location"},
        "In s.sh line 3: SC2046 (warning): Quote this",
    ),
    "djlint.txt": (  # djLint's H/D codes, not ruff's rule header
        "lint/format",
        "djlint",
        {"djlint/problem", "djlint/found-summary"},
        "H013 4:2 Img tag should have an alt attribute.",
    ),
    "semgrep.txt": (  # a rule matched the repository's code: the rule named, not the exit line
        "security audit",
        "semgrep",
        {"semgrep/findings-box", "semgrep/finding-rule", "semgrep/finding-line"},
        "❯❯❱ no-eval",
    ),
    "markdown-link-check.txt": (  # the first dead link with its status, not the FILE: heading
        "lint/format",
        "markdown-link-check",
        {
            "markdown-link-check/dead-link",
            "markdown-link-check/unreachable-link",  # Status 0: no answer; contests network
            "markdown-link-check/dead-links-found",
        },
        "[✖] docs/install.md → Status: 400",
    ),
    "markdown-link-check-verbose.txt": (  # --verbose: the status and the error on the link's first line
        "lint/format",
        "markdown-link-check",
        {"markdown-link-check/dead-link", "markdown-link-check/unreachable-link"},
        "[✖] docs/install.md → Status: 400 [Error: ENOENT",
    ),
    "semantic-release-no-repository-url.txt": (  # the ✘ line's code and message, not the details below it
        "infrastructure-as-code/deploy",
        "semantic-release",
        {"js-release/semantic-release-error", "js-release/semantic-release-error-object"},
        "✘  ENOREPOURL The `repositoryUrl` option is required.",
    ),
    "semantic-release-git-unreachable.txt": (  # an unexpected error (a wrapper): its cause, offline, decides
        "infrastructure/network/flaky",
        "semantic-release",
        {"js-release/semantic-release-unexpected", "node-runtime/dependency-frame"},
        "Could not resolve host: github.com",
    ),
    "changesets-status.txt": (  # @changesets/cli 2.31.1: release policy (configuration), not a deploy
        "configuration",
        "changesets",
        {"changesets/no-changesets", "changesets/changesets-error"},
        "no changesets were found",
    ),
    "changesets-base-missing-trial.txt": (  # a user trial's @changesets/cli 2.27.9 in a shallow clone
        "configuration",
        "changesets",
        {"changesets/base-ref-missing", "changesets/changesets-error"},
        'Failed to find where HEAD diverged from "origin/main"',
    ),
    "semgrep-invalid-rule.txt": (  # semgrep's own error line, not a numbered line of the rule it quotes
        "configuration",
        "semgrep",
        {"configuration/semgrep-rule-error", "configuration/semgrep-invalid-configs"},
        "semgrep error: Invalid rule schema",
    ),
    "semgrep-invalid-yaml.txt": (
        "configuration",
        "semgrep",
        {"configuration/semgrep-config-not-yaml", "configuration/semgrep-invalid-configs"},
        "Invalid YAML file badyaml.yml: while parsing a flow node",
    ),
    "semgrep-missing-config.txt": (
        "configuration",
        "semgrep",
        {"configuration/semgrep-config-not-found"},
        "unable to find a config; path `missing.yml` does not exist",
    ),
    "sqlfluff.txt": (  # the first violation under the file's heading, not the heading
        "lint/format",
        "sqlfluff",
        {"sqlfluff/file-fail", "sqlfluff/violation"},
        "L:   1 | P:   1 | LT09 |",
    ),
    "sqlfluff-parse.txt": (  # sqlfluff 4.5.0: the parser's PRS, then the templater's TMP, not the file's heading
        "lint/format",
        "sqlfluff",
        {"sqlfluff/file-fail", "sqlfluff/unparsable"},
        "PRS | Line 1, Position 22: Found unparsable section: 'WHERE'.",
    ),
    "stylelint.txt": ("lint/format", "stylelint", {"stylelint/problem", "stylelint/summary"}, "Too many declarations"),
    "terraform-fmt.txt": (  # the file terraform fmt lists, not its diff's header
        "formatting",
        "terraform-fmt",
        {"terraform-fmt/old-new-diff", "terraform-fmt/listed-file"},
        ": main.tf",
    ),
    "terraform-fmt-test-files.txt": (  # terraform 1.11.4: test files (.tftest.hcl, .tfmock.hcl) are formatted too
        "formatting",
        "terraform-fmt",
        {"terraform-fmt/listed-file"},
        ": tests/aws.tfmock.hcl",
    ),
    "terraform.txt": (
        "infrastructure-as-code/deploy",
        "terraform",
        {"terraform/boxed-error", "terraform/on-line"},
        "Reference to undeclared input variable",
    ),
    "tsc.txt": ("type check", "tsc", {"tsc/diagnostic-paren"}, "TS2322"),
    "vitest.txt": ("test failure", "vitest", set(), "vitest adds"),
    # runtime errors outside a test runner (issue 11): the exception's line, the runtime named
    "ruby-uncaught.txt": (  # ruby 3.1.2: the innermost frame, the message, the class in parentheses
        "runtime error",
        "ruby",
        {"ruby-runtime/uncaught", "ruby-runtime/from-frame"},
        "a.rb:2:in `fetch': key not found: :b (KeyError)",
    ),
    "ruby-block.txt": (
        "runtime error",
        "ruby",
        {"ruby-runtime/uncaught", "ruby-runtime/from-frame"},
        "b.rb:2:in `block in <main>': bad value 2 (ArgumentError)",
    ),
    "rake-aborted.txt": (  # rake 13.0.6: a plain raise shows the message alone, under "rake aborted!"
        "runtime error",
        "rake",
        {"ruby-runtime/rake-aborted", "ruby-runtime/rake-frame", "ruby-runtime/rake-tasks"},
        "rake aborted! assets missing: public/app.js",
    ),
    "rake-aborted-trace.txt": (  # the exception's class and message; rake's own frames under /usr/lib/ruby
        "runtime error",
        "rake",
        {"ruby-runtime/rake-aborted", "ruby-runtime/rake-frame"},
        "KeyError: key not found: :b",
    ),
    "pip-externally-managed.txt": (  # pip 23.0.1 on Debian's python3 (PEP 668): no resolver ran
        "configuration",
        "pip",
        {"configuration/externally-managed"},
        "error: externally-managed-environment",
    ),
    "pip-externally-managed-generic.txt": (  # pip 26.3 on a Python whose EXTERNALLY-MANAGED marker has no Error
        "configuration",
        "pip",
        {"configuration/externally-managed"},
        "error: externally-managed-environment",
    ),
    "npm-script-program-not-found.txt": (  # npm 11: the script's sh (dash) did not find vite; npm ran it
        "configuration",
        "npm-script",
        {"shell-script/sh-not-found"},
        "sh: 1: vite: not found",
    ),
    "make-sh-program-not-found.txt": (  # GNU make 4.3: a recipe with `&&` runs in /bin/sh, which did not find vite
        "configuration",
        "make",
        {"shell-script/sh-not-found", "make/recipe-failed"},
        "/bin/sh: 1: vite: not found",
    ),
    "git-push-fetch-first-trial.txt": (  # a user trial's push: the branch moved (git 2.39.5)
        "configuration",
        "git",
        {"git-push/branch-moved", "git-push/push-failed"},
        "main -> main (fetch first)",
    ),
    "pip-sdist-setup-raises.txt": (  # a user trial's sdist whose setup.py raises (pip 26, setuptools)
        "compile/build error",
        "pip",
        {"python-build/backend-hook-failed"},
        "RuntimeError: GEOS library not found",
    ),
    "rake-argument-error.txt": (  # a user trial's `bundle exec rake`: Ruby's exception has Python's shape
        "runtime error",
        "rake",
        {"ruby-runtime/rake-exception", "ruby-runtime/rake-aborted", "ruby-runtime/rake-tasks"},
        "ArgumentError: VERSION file is missing or empty",
    ),
    "rake-errno.txt": (  # rake 13.0.6: a namespaced class (Errno::ENOENT) under "rake aborted!"
        "runtime error",
        "rake",
        {"ruby-runtime/rake-exception", "ruby-runtime/rake-aborted"},
        "Errno::ENOENT: No such file or directory @ rb_sysopen - config/app.yml",
    ),
    "php-parse-error.txt": (  # php 8.2 CLI: the file does not parse, nothing ran
        "compile/build error",
        "php",
        {"php-syntax/parse-error"},
        'PHP Parse error:  syntax error, unexpected token ";"',
    ),
    "phpunit-parse-error.txt": (  # phpunit 9.6 loading a test file that does not parse: an uncaught ParseError
        "compile/build error",
        "php",
        {"php-syntax/uncaught-parse-error"},
        'Uncaught ParseError: syntax error, unexpected token "}"',
    ),
    "php-lint-parse-error.txt": (  # php -l: the same line, then its summary
        "compile/build error",
        "php",
        {"php-syntax/parse-error", "php-syntax/lint-summary"},
        'unexpected token "echo", expecting "]"',
    ),
    "php-uncaught.txt": (  # php 8.2 CLI: logged to stderr with the "PHP " prefix
        "runtime error",
        "php",
        {"php-runtime/uncaught", "php-runtime/stack-frame", "php-runtime/thrown-in"},
        "Uncaught RuntimeException: config not found: config/app.ini",
    ),
    "php-warning-then-uncaught.txt": (  # trial 44: the warning that caused the fatal error is context, a location
        "runtime error",
        "php",
        {"php-runtime/uncaught", "php-runtime/warning-place", "php-runtime/thrown-in"},
        "Uncaught JsonException: Syntax error",
    ),
    "php-uncaught-stdout.txt": (  # display_errors=stdout: the same error without the prefix
        "runtime error",
        "php",
        {"php-runtime/uncaught", "php-runtime/stack-frame", "php-runtime/thrown-in"},
        "Fatal error: Uncaught RuntimeException: config not found",
    ),
    "lua-error-no-position.txt": (  # error(msg, 0): no position on the message, the traceback says where
        "runtime error",
        "lua",
        {"lua-runtime/interpreter-error-no-location", "lua-runtime/stack-traceback"},
        "lua: config missing: PORT",
    ),
    "lua-index-nil.txt": (  # lua 5.4.4
        "runtime error",
        "lua",
        {"lua-runtime/interpreter-error", "lua-runtime/stack-traceback", "lua-runtime/traceback-frame"},
        "lua: a.lua:2: attempt to index a nil value (field 'x')",
    ),
    "lua-error.txt": (
        "runtime error",
        "lua",
        {"lua-runtime/interpreter-error"},
        "lua: b.lua:2: value must be positive",
    ),
    "r-script-error.txt": (  # R 4.2.2 Rscript: stop() in a function
        "runtime error",
        "rscript",
        {"r-runtime/error-in-call", "r-runtime/execution-halted"},
        "Error in f(-1) : value must be positive: -1",
    ),
    "rscript-e-error.txt": (  # stop() at top level: "Error: ..." then "Execution halted"; its message, a
        # variable not set, is the job's configuration
        "configuration",
        None,
        {"r-runtime/execution-halted", "configuration/environment-variable-required"},
        "Error: DATABASE_URL is not set",
    ),
    "perl-die.txt": ("runtime error", "perl", {"perl-runtime/died-at-line"}, "config key 'db' missing at a.pl line 3."),
    "perl-method.txt": (
        "runtime error",
        "perl",
        {"perl-runtime/method-not-found"},
        'Can\'t locate object method "connect" via package "Client" at b.pl line 3.',
    ),
    "java-main-class-not-found.txt": (  # OpenJDK 17.0.15: the command's main class is not there; no code ran
        "runtime error",
        "java",
        {"jvm-runtime/main-class-not-found"},
        "Error: Could not find or load main class shop.App",
    ),
    "junit4-class-not-found.txt": (  # JUnit 4.13.2: JUnitCore could not load a class it was told to run; no test ran
        "configuration",
        "junit",
        {"configuration/junit4-test-class-not-found", "junit/junit4-failures-verdict"},
        # the thrown exception names the class its cause names: quoted alone
        "java.lang.IllegalArgumentException: Could not find class [shop.CheckoutTest]",
    ),
    "javac-package-not-on-class-path.txt": (  # OpenJDK 17.0.15: -cp names a jar that is not there
        "compile/build error",
        "javac",
        {"javac/javac-package-missing", "javac/javac-diagnostic"},
        "src/shop/CartTest.java:3: error: package org.junit does not exist",
    ),
    "java-npe.txt": (  # OpenJDK 17.0.15
        "runtime error",
        "java",
        {"jvm-runtime/uncaught-in-thread"},
        'Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()"',
    ),
    "java-caused-by.txt": (  # the uncaught exception decides; the summary quotes it, then its root cause
        "runtime error",
        "java",
        {"jvm-runtime/uncaught-in-thread", "maven-surefire/caused-by"},
        "java.lang.IllegalStateException: could not read the config; caused by NullPointerException: Cannot invoke",
    ),
    "java-caused-by-trial.txt": (  # a user trial's wrapper around a NumberFormatException: both are quoted
        "runtime error",
        "java",
        {"jvm-runtime/uncaught-in-thread"},
        'config load failed (at Boom.java:2); caused by NumberFormatException: For input string: "x"',
    ),
    "java-caused-by-chain.txt": (  # OpenJDK 17: three exceptions, "... 2 more" between: the thrown one, the last cause
        "runtime error",
        "java",
        {"jvm-runtime/uncaught-in-thread"},
        "startup failed (at App.java:5); caused by FileNotFoundException: conf/app.properties (No such file or",
    ),
    "javac-then-java.txt": (  # OpenJDK 17.0.15 `javac … && java …`: javac printed nothing, java crashed
        "runtime error",
        "java",
        {"jvm-runtime/uncaught-in-thread"},
        "could not load settings from conf/app.properties; caused by FileNotFoundException: conf/app.properties",
    ),
    "python-chained.txt": (  # CPython 3.11 `raise ... from`: the cause is printed first, the exception the
        # program died of last, which the summary quotes first, naming the cause after it (trial 85 #7)
        "runtime error",
        "python",
        {"python-runtime/final-exception", "python-runtime/traceback"},
        "RuntimeError: config is not valid JSON (at chain.py:8); caused by JSONDecodeError: Expecting property name",
    ),
    "rust-panic.txt": (  # rustc 1.95.0: the thread's id, the message on the next line; the binary is no tool
        "runtime error",
        None,
        {"rust-runtime/main-panicked", "rust-runtime/backtrace-note"},
        "thread 'main' panicked at src/main.rs:3:47: config file must exist",
    ),
    "rust-panic-backtrace.txt": (  # RUST_BACKTRACE=1 cargo run: the standard library's frames are no location
        "runtime error",
        "cargo-run",
        {"rust-runtime/main-panicked"},
        "panicked at src/main.rs:3:47: config file must exist",
    ),
    "cargo-build-then-run-panic.txt": (  # cargo 1.95 `cargo build && cargo run`: the build passed, the program panicked
        "runtime error",
        "cargo-run",
        {"rust-runtime/main-panicked"},
        "panicked at src/main.rs:3:55: failed to read config.toml",
    ),
    "go-run-missing-config.txt": (  # go 1.19 `go run .`: the program's wrapped error ends in the OS's reason
        "runtime error",
        "go-run",
        {"program-os-error/wrapped-os-error"},
        "open config/app.yaml: no such file or directory",
    ),
    "go-run-is-a-directory.txt": (  # go 1.19 `go run .`: os.ReadFile of a folder
        "runtime error",
        "go-run",
        {"program-os-error/wrapped-os-error"},
        "Error: write report: read .: is a directory",
    ),
    "cargo-run-io-error.txt": (  # cargo 1.95 `cargo run`: main returned an io::Error (its Debug form)
        "runtime error",
        "cargo-run",
        {"program-os-error/rust-io-error"},
        'Error: Os { code: 2, kind: NotFound, message: "No such file or directory" }',
    ),
    "rust-build-script-panic.txt": (  # cargo 1.95: a build script's panic is the build's, not a program's crash
        "compile/build error",
        "cargo-build",
        {"rustc/build-script-failed"},
        "error: failed to run custom build command for `bs v0.1.0",
    ),
    "node-missing-file.txt": (  # node 20: a relative path, a file of the repository: the script crashed
        "runtime error",
        "node",
        {"node-runtime/local-module-missing", "node-runtime/node-version"},
        "Error: Cannot find module './missing-config.json'",
    ),
    "twine-check.txt": (  # twine 7.0.0: rich wraps the message; its last line names the README's line
        "lint/format",
        "twine-check",
        {"twine-check/markup-errors"},
        'would not be rendered on PyPI. line 4: Error: Undefined substitution referenced: "version".',
    ),
    "yamllint.txt": ("lint/format", "yamllint", {"yamllint/problem"}, "duplication of key"),
    "yamllint-github.txt": (  # yamllint 1.38.0 -f github saved outside a runner: the ::error commands' messages
        "lint/format",
        "yamllint",
        {"yamllint/github"},
        "7:21 [trailing-spaces] trailing spaces",
    ),
    "clang-tidy-analyzer.txt": (  # clang-tidy 14 --warnings-as-errors: gcc's shape, a check's name in brackets
        "lint/format",
        "clang-tidy",
        {"c-cpp-analysers/clang-tidy-check", "c-cpp-analysers/clang-tidy-summary"},
        "main.cpp:6:3: error: Call to function 'strcpy' is insecure",
    ),
    "clang-format-werror.txt": (  # clang-format 23.1.5 --dry-run --Werror: gcc's shape, clang-format's own flag
        "formatting",
        "clang-format",
        {"clang-format/format-violation"},
        "src/queue.c:2:4: error: code should be clang-formatted",
    ),
    "clang-tidy-c.txt": (  # a C file, a readability check
        "lint/format",
        "clang-tidy",
        {"c-cpp-analysers/clang-tidy-check", "c-cpp-analysers/clang-tidy-summary"},
        "parse.c:2:13: error: statement should be inside braces",
    ),
    "clang-tidy-compile-error.txt": (  # a compiler error clang-tidy relays: the code does not compile
        "compile/build error",
        "clang-tidy",
        {"c-cpp-build/clang-tidy-compiler-error"},
        "bad.cpp:1:21: error: use of undeclared identifier 'undeclared'",
    ),
    "cppcheck-error.txt": (  # cppcheck 2.10 --error-exitcode=1: severity error, the check's id in brackets
        "lint/format",
        "cppcheck",
        {"c-cpp-analysers/cppcheck-finding"},
        "a.c:2:52: error: Array 'buf[10]' accessed at index 10",
    ),
    "cppcheck-style.txt": (  # style findings alone fail the run too
        "lint/format",
        "cppcheck",
        {"c-cpp-analysers/cppcheck-finding"},
        "style.c:1:14: style: Parameter 'v' can be declared as pointer to const",
    ),
    "cmake-compiler-not-in-path.txt": (  # cmake 3.25 -DCMAKE_CXX_COMPILER=clang++-18, not installed
        "configuration",
        "cmake",
        {"cmake-toolchain/project-error", "cmake-toolchain/compiler-not-found"},
        "CMake Error at CMakeLists.txt:2 (project)",
    ),
    "cmake-compiler-path.txt": (  # a full path that does not exist
        "configuration",
        "cmake",
        {"cmake-toolchain/project-error", "cmake-toolchain/compiler-not-found"},
        "CMake Error at CMakeLists.txt:2 (project)",
    ),
    "cmake-no-compiler.txt": (  # no C compiler on the PATH at all
        "configuration",
        "cmake",
        {"cmake-toolchain/project-error", "cmake-toolchain/no-compiler"},
        "No CMAKE_C_COMPILER could be found.",
    ),
    "cmake-no-make.txt": (  # neither make nor a compiler on the PATH: the build program first
        "configuration",
        "cmake",
        {"cmake-toolchain/no-build-program", "cmake-toolchain/compiler-not-set"},
        'unable to find a build program corresponding to "Unix Makefiles"',
    ),
    "gcc-missing-standard-header.txt": (  # g++ 12.2 -std=c++20: libstdc++ 12 has no <format>
        "compile/build error",
        "gcc",
        {"c-cpp-build/missing-standard-header", "c-cpp-build/gcc-clang-error"},
        "main.cpp:1:10: fatal error: format: No such file or directory",
    ),
    "clang-missing-standard-header.txt": (  # clang++ 14 -std=c++20 over the same libstdc++
        "compile/build error",
        "clang",
        {"c-cpp-build/missing-standard-header", "c-cpp-build/gcc-clang-error"},
        "main.cpp:1:10: fatal error: 'format' file not found",
    ),
    "catch2.txt": (  # Catch2 2.13.10 run directly: a SECTION's two failed CHECKs, a REQUIRE that threw
        "test failure",
        "catch2",
        {"catch2/assertion-failed", "catch2/test-cases-tally", "catch2/host-application"},
        "tests/queue_test.cpp:10: FAILED: CHECK( q.front() == 1 ) with expansion: 2 == 1",
    ),
    "ctest-no-tests-found.txt": (  # ctest 3.25.1 --no-tests=error in a folder with no tests: nothing ran
        "configuration",
        "ctest",
        {"configuration/ctest-no-tests-found", "ctest/errors-while-running", "ctest/test-project"},
        "No tests were found!!!",
    ),
    "cmake-minimum-version.txt": (  # cmake 3.25.1 on cmake_minimum_required(VERSION 3.30): too old, nothing compiled
        "configuration",
        "cmake",
        {"cmake-toolchain/minimum-version-call", "cmake-toolchain/cmake-too-old"},
        "CMake 3.30 or higher is required.  You are running version 3.25.1",
    ),
    "cmake-compatibility-removed.txt": (  # cmake 4.4.5 (PyPI) on cmake_minimum_required(VERSION 3.1): too new
        "configuration",
        "cmake",
        {"cmake-toolchain/minimum-version-call", "cmake-toolchain/cmake-compatibility-removed"},
        "Compatibility with CMake < 3.5 has been removed from CMake.",
    ),
    # gcc 12 -fsanitize=undefined: the program's own line, outside any test; the sanitizer is the tool
    "ubsan-overflow.txt": (
        "runtime error",
        "UndefinedBehaviorSanitizer",
        {"native-crash/ubsan-runtime-error"},
        "ubsan/u.c:3:28: runtime error: signed integer overflow",
    ),
    "ubsan-index.txt": (
        "runtime error",
        "UndefinedBehaviorSanitizer",
        {"native-crash/ubsan-runtime-error"},
        "ub.c:5:24: runtime error: index 4 out of bounds for type 'int [4]'",
    ),
    "valgrind-invalid-write.txt": (  # valgrind 3.19 --error-exitcode=1: a memory error found by the checker
        "runtime error",
        "valgrind",
        {
            "native-crash/valgrind-error",
            "native-crash/valgrind-frame",
            "native-crash/valgrind-definitely-lost",
            "native-crash/valgrind-error-summary",
        },
        "Invalid write of size 2",
    ),
    # gcc 12.2 `-fsanitize=address,undefined` on small C programs, built and run in one step
    # (`gcc … && ./main`): the sanitizer is the tool, not gcc on the command line, and the summary
    # names the first frame in the project's files (a leak's first frames are libsanitizer's)
    "asan-heap-buffer-overflow.txt": (
        "runtime error",
        "AddressSanitizer",
        {"native-crash/sanitizer-asan"},
        "ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000020 at pc 0x55e50e11d26e bp "
        "0x7ffe8e7d1040 sp 0x7ffe8e7d1038 (at #0 0x55e50e11d26d in main /home/runner/work/app/app/main.c:5)",
    ),
    "asan-heap-buffer-overflow-step.txt": (  # the same in a GitHub Actions step: ##[group]Run gcc … && ./main
        "runtime error",
        "AddressSanitizer",
        {"native-crash/sanitizer-asan"},
        "ERROR: AddressSanitizer: heap-buffer-overflow on address",
    ),
    "asan-heap-use-after-free.txt": (
        "runtime error",
        "AddressSanitizer",
        {"native-crash/sanitizer-asan"},
        "ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010 at pc",
    ),
    "lsan-direct-leak.txt": (
        "runtime error",
        "LeakSanitizer",
        {"native-crash/sanitizer-lsan"},
        "ERROR: LeakSanitizer: detected memory leaks (at #1 0x556adbda81e2 in copy /home/runner/work/app/app/main.c:4)",
    ),
    "lsan-direct-leak-step.txt": (
        "runtime error",
        "LeakSanitizer",
        {"native-crash/sanitizer-lsan"},
        "ERROR: LeakSanitizer: detected memory leaks (at #1 0x556adbda81e2 in copy",
    ),
    # g++ 12.2 `-fsanitize=address` on a C++ template: the first project frame's function holds blanks
    "asan-cpp-heap-buffer-overflow.txt": (
        "runtime error",
        "AddressSanitizer",
        {"native-crash/sanitizer-asan"},
        "ERROR: AddressSanitizer: heap-buffer-overflow on address 0x60200000001c at pc 0x56084b510837 bp "
        "0x7ffd76ce55c0 sp 0x7ffd76ce55b8 (at #0 0x56084b510836 in Ring<int>::peek(unsigned long) const",
    ),
    # gcc 12.2 `-fsanitize=thread` on two threads bumping one global: a WARNING, then exit 66 at the end
    "tsan-data-race.txt": (
        "runtime error",
        "ThreadSanitizer",
        {"native-crash/sanitizer-tsan"},
        "WARNING: ThreadSanitizer: data race (pid=30590) (at #0 bump /home/runner/work/race/race/main.c:7",
    ),
    "ubsan-signed-overflow.txt": (  # -fno-sanitize-recover=undefined: the program stops (exit 1)
        "runtime error",
        "UndefinedBehaviorSanitizer",
        {"native-crash/ubsan-runtime-error"},
        "main.c:3:34: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'",
    ),
    "valgrind-invalid-read.txt": (
        "runtime error",
        "valgrind",
        {"native-crash/valgrind-error", "native-crash/valgrind-frame", "native-crash/valgrind-definitely-lost"},
        "Invalid read of size 4",
    ),
    "make-missing-separator.txt": (  # GNU make 4.3: a makefile it cannot read, before any recipe
        "configuration",
        "make",
        {"make/makefile-error"},
        "Makefile:2: *** missing separator.  Stop.",
    ),
    "make-separator-8-spaces.txt": (
        "configuration",
        "make",
        {"make/makefile-error"},
        "Makefile:3: *** missing separator (did you mean TAB instead of 8 spaces?).  Stop.",
    ),
    "bad-alloc-abort.txt": (  # g++ 12, pipefail: the uncaught std::bad_alloc, then the abort it causes
        "out-of-memory",
        None,
        {"oom/cpp-bad-alloc", "native-crash/shell-job-aborted"},
        "terminate called after throwing an instance of 'std::bad_alloc'",
    ),
    "bad-alloc-ulimit.txt": (
        "out-of-memory",
        None,
        {"oom/cpp-bad-alloc", "native-crash/shell-job-aborted"},
        "terminate called after throwing an instance of 'std::bad_alloc'",
    ),
    "link-undef-make.txt": (  # gcc 12 under make: the symbol's referencing file, from the object's symbols
        "compile/build error",
        "gcc",
        {"c-cpp-build/undefined-reference", "make/recipe-failed"},
        "undefined reference to `compute_checksum' (main.c, in function `main')",
    ),
    "link-undef-cmake-subfolder.txt": (  # CMake 3.25 + gmake, binutils 2.40: a source in src/, linked from CMakeFiles/
        "compile/build error",
        "gcc",
        {"c-cpp-build/undefined-reference", "c-cpp-build/linker-failed"},
        "undefined reference to `geo::perimeter(int const*, int)' (src/main.cpp, in function `main')",
    ),
    "link-undef-debug.txt": (  # with -g: the source line from the debug information
        "compile/build error",
        "gcc",
        {"c-cpp-build/undefined-reference"},
        "main.c:5: undefined reference to `scale'",
    ),
    "link-multidef-cmake.txt": (  # GNU ld 2.40 under CMake 3.25: the first linker error, not the later missing symbol
        "compile/build error",
        "gcc",
        {"c-cpp-build/multiple-definition", "c-cpp-build/undefined-reference", "make/recipe-failed"},
        "multiple definition of `global_counter'",
    ),
    "link-multidef-debug.txt": (  # with -g: ld names the header's line that defines the variable
        "compile/build error",
        "gcc",
        {"c-cpp-build/multiple-definition", "c-cpp-build/undefined-reference"},
        "/tmp/lk29/core.h:6: multiple definition of `global_counter'",
    ),
    "link-multidef-function.txt": (  # the only linker error: quoted, not collect2's wrapper line
        "compile/build error",
        "gcc",
        {"c-cpp-build/multiple-definition", "c-cpp-build/linker-failed"},
        "multiple definition of `helper'; a.o:a.c:(.text+0x0): first defined here (main.c, in function `helper')",
    ),
    "gcc-include-chain.txt": (  # g++ 12: errors in the project's file and in headers it includes
        "compile/build error",
        "gcc",
        {"c-cpp-build/gcc-clang-error"},
        "algo.cpp:12:6: error: no match for ‘operator[]’",
    ),
    "gcc-ignored-then-pytest.txt": (  # a compile error the script let go on (|| echo), then pytest failed
        "test failure",
        "pytest",
        {"c-cpp-build/gcc-clang-error", "pytest/failed-summary"},
        "failed tests test_calc.py::test_add",
    ),
    "gcc-ignored-then-valgrind.txt": (  # gcc -Werror || true, then valgrind's error ended the step
        "runtime error",
        "valgrind",
        {"c-cpp-build/gcc-clang-error", "native-crash/valgrind-error"},
        "Invalid read of size 4",
    ),
    "gfortran-implicit-type.txt": (  # GNU Fortran 12.2.0: the error under its location and marker, not Node's
        "compile/build error",
        "gfortran",
        {"fortran-compile/error-at-marker", "fortran-compile/diagnostic-location"},
        "Error: Symbol ‘undefined_var’ at (1) has no IMPLICIT type",
    ),
    "gfortran-syntax.txt": (
        "compile/build error",
        "gfortran",
        {"fortran-compile/error-at-marker", "fortran-compile/diagnostic-location"},
        "Error: Syntax error in argument list at (1)",
    ),
    "fortran-runtime-bounds.txt": (  # built with -fcheck=bounds: the compiler's warning above is no error
        "runtime error",
        "gfortran",
        {"fortran-runtime/runtime-error", "fortran-runtime/at-line", "fortran-runtime/backtrace-frame"},
        "Fortran runtime error: Index '6' of dimension 1 of array 'x' above upper bound of 5",
    ),
    "fortran-runtime-open.txt": (
        "runtime error",
        "gfortran",
        {"fortran-runtime/runtime-error", "fortran-runtime/at-line", "fortran-runtime/error-termination"},
        "Fortran runtime error: Cannot open file 'data/input.dat'",
    ),
    "ocaml-type.txt": (  # OCaml 4.13.1: the type error, not Node's "Error:"
        "compile/build error",
        "ocaml",
        {"ocaml-compile/error", "ocaml-compile/location"},
        "Error: This expression has type float but an expression was expected of type",
    ),
    "ocaml-unbound.txt": ("compile/build error", "ocaml", {"ocaml-compile/error"}, "Error: Unbound value cout"),
    "ocaml-runtime-not-found.txt": (
        "runtime error",
        "ocaml",
        {"ocaml-runtime/fatal-exception", "ocaml-runtime/backtrace-frame"},
        "Fatal error: exception Not_found",
    ),
    "dune-test-assert.txt": (  # dune 2.9.3: a failed assert in a test executable of dune test
        "test failure",
        "dune-test",
        {"ocaml-tests/assert-failure", "ocaml-tests/runtest-alias-failed"},
        'failed tests t — Fatal error: exception Assert_failure("test/t.ml", 1, 9)',
    ),
    "ocaml-runtime-assert.txt": (  # a failed assert outside tests: the program's invariant, a runtime error
        "runtime error",
        "ocaml",
        {"ocaml-tests/assert-failure"},
        'Fatal error: exception Assert_failure("inv.ml", 1, 14)',
    ),
    "dune-lang-version.txt": (  # dune 2.9.3 reading (lang dune 3.0): the same for dune build and dune test
        "configuration",
        "ocaml",
        {"dune-project/lang-version-unsupported", "dune-project/dune-project-location"},
        "Error: Version 3.0 of the dune language is not supported.",
    ),
    "ocaml-runtime-failure.txt": (  # ocamlc's bytecode program
        "runtime error",
        "ocaml",
        {"ocaml-runtime/fatal-exception", "ocaml-runtime/backtrace-frame"},
        'Fatal error: exception Failure("int_of_string")',
    ),
    "erlc-undefined-function.txt": (  # Erlang/OTP 25's erlc
        "compile/build error",
        "erlc",
        {"erlang-compile/error"},
        "erl/counter.erl:9:5: function undefined_fun/1 undefined",
    ),
    "erlc-missing-include.txt": (  # the include, not the undefined macros that follow from it: eunit not installed
        "dependency resolution",
        "erlc",
        {"erlang-dependency/include-lib-not-found"},
        'can\'t find include lib "eunit/include/eunit.hrl"',
    ),
    "erlc-include-file.txt": (
        "compile/build error",
        "erlc",
        {"erlang-compile/error"},
        'can\'t find include file "records.hrl"',
    ),
    "gnatmake-type.txt": (  # GNAT 12.2.0
        "compile/build error",
        "gnat",
        {"ada-gnat/error", "ada-gnat/compilation-error"},
        'main.adb:5:21: error: expected type "Standard.Integer"',
    ),
    "gnatmake-undefined.txt": (
        "compile/build error",
        "gnat",
        {"ada-gnat/error", "ada-gnat/compilation-error"},
        'greet.adb:4:26: error: "Message" is undefined',
    ),
    "mix-compile-warnings-as-errors.txt": (  # Elixir 1.14.0: the warnings above the refusal are the cause
        "compile/build error",
        "mix-compile",
        {"elixir-compile/warnings-as-errors", "elixir-compile/warning-place"},
        "Compilation failed due to warnings while using the --warnings-as-errors option",
    ),
    "mix-compile-undefined-function.txt": (
        "compile/build error",
        "mix-compile",
        {"elixir-compile/warnings-as-errors", "elixir-compile/warning-place"},
        "Compilation failed due to warnings",
    ),
    "mix-compile-error.txt": (  # Elixir 1.14.0: the compiler's exception, no test's
        "compile/build error",
        "mix-compile",
        {"elixir-compile/compile-error", "elixir-compile/compilation-error-in-file"},
        "** (CompileError) lib/exapp.ex:4: undefined function nme/0",
    ),
    "mix-test-compile-error.txt": (  # the compile mix test runs first failed: no test ran
        "compile/build error",
        "mix-compile",
        {"elixir-compile/compile-error"},
        "** (CompileError) lib/exapp.ex:4: undefined function nme/0",
    ),
    "erl-do-boot.txt": (  # OTP 25: the function erl -s started raised; the words, not the crash dump's line
        "runtime error",
        "erl",
        {"erlang-runtime/do-boot-terminated", "erlang-runtime/do-boot-term", "erlang-runtime/crash-dump"},
        "init terminating in do_boot ({function_clause,",
    ),
    "escript-crash.txt": (
        "runtime error",
        "erl",
        {"erlang-runtime/escript-exception"},
        "escript: exception error: no function clause matching lists:nth(3,[])",
    ),
    "eunit-verbose-failed.txt": (  # eunit:test/2 run by erl -eval: EUnit's own lines, not Common Test's
        "test failure",
        "eunit",
        {"erlang-common-test/eunit-failure", "erlang-common-test/eunit-summary"},
        "failed tests calc: add_test",
    ),
    "gfortran-undefined-reference.txt": (  # gfortran's driver ran ld: the linker's lines are the step's compiler's
        "compile/build error",
        "gfortran",
        {"c-cpp-build/undefined-reference", "c-cpp-build/linker-failed"},
        "undefined reference to `missing_sub_' (link.f90, in function `MAIN__')",
    ),
    "busted-failure-and-error.txt": (  # busted 2.1.1: a failed assertion, then a test that raised (an errored test)
        "test failure",
        "busted",
        {"busted/failed-test", "busted/errored-test", "busted/tally"},
        "failed tests math adds, math reads config (error) — the first: spec/math_spec.lua:3: Expected objects to be"
        " equal.",
    ),
    "busted-spec-syntax-error.txt": (  # busted 2.1.1 loading a spec file that does not parse: no test ran
        "compile/build error",
        "lua",
        {"lua-syntax/syntax-error"},
        "spec/broken_spec.lua:4: ')' expected (to close '(' at line 3) near 'end'",
    ),
    "lua-syntax-error.txt": (  # lua 5.4: the file does not parse, nothing ran (no stack traceback)
        "compile/build error",
        "lua",
        {"lua-syntax/syntax-error"},
        "src/calc.lua:7: 'end' expected (to close 'function' at line 2) near <eof>",
    ),
    "busted-no-spec-folder.txt": (  # busted spec/ without the folder: no test ran, the path is wrong
        "configuration",
        "busted",
        {"missing-path/busted-no-spec"},
        "Error -> Cannot find file or directory: spec/",
    ),
    "nim-unittest-check-failed.txt": (  # Nim 1.6.10: the check and the test, not nim's report that the binary failed
        "test failure",
        "nim",
        {"nim-unittest/failed-test", "nim-unittest/check-failed", "nim-unittest/external-program-failed"},
        "failed tests adds — Check failed: 1 + 1 == 3",
    ),
    "nim-compile-type-mismatch.txt": (  # Nim 1.6.10: the place first, line and column in parentheses
        "compile/build error",
        "nim",
        {"nim-compile/compile-error"},
        "main.nim(2, 9) Error: type mismatch: got <int literal(1), string>",
    ),
    "nim-unhandled-exception.txt": (  # Nim 1.6.10: a built program's uncaught defect under its stack trace
        "runtime error",
        "nim",
        {"nim-runtime/unhandled-exception", "nim-runtime/stack-frame"},
        "Error: unhandled exception: index 5 not in 0 .. 2 [IndexDefect]",
    ),
    "zig-build-exe-error.txt": (  # Zig 0.17.1 run as python -m ziglang: the module names the catalogue's zig
        "compile/build error",
        "zig",
        {"zig-compile/compile-error", "zig-compile/referenced-by"},
        "main.zig:3:19: error: type 'u8' cannot represent integer value '300'",
    ),
    "zig-test-fail.txt": (  # Zig 0.17.1: a verdict on the test's line, and one below a test's own output
        "test failure",
        "zig-test",
        {"zig-test/failed-test", "zig-test/fail-verdict", "zig-test/test-tally", "zig-test/test-command-failed"},
        "failed tests m.test.one, m.test.two — the first: TestUnexpectedResult",
    ),
    "clojure-test-fail.txt": (  # Clojure 1.11.1: clojure.test's FAIL block and tally
        "test failure",
        "clojure",
        {"clojure-test/fail-in", "clojure-test/tally"},
        "failed tests adds — expected: (= 5 (+ 2 2))",
    ),
    "clojure-test-error.txt": (  # Clojure 1.11.1: an assertion that threw, its place the exception's top frame
        "test failure",
        "clojure",
        {"clojure-test/error-in", "clojure-test/tally"},
        "failed tests divides (error)",
    ),
    "clojure-execution-error.txt": (  # Clojure 1.11.1: the CLI's one-line report of an uncaught exception
        "runtime error",
        "clojure",
        {"clojure-runtime/execution-error", "clojure-runtime/full-report"},
        "Execution error (ClassCastException) at app.core/add (core.clj:2).",
    ),
    "clojure-syntax-error.txt": (  # Clojure 1.11.1 (trial 73): a symbol the compiler could not resolve
        "compile/build error",
        "clojure",
        {"clojure-compile/syntax-error"},
        "Syntax error compiling at (inv/core.clj:11:13).",
    ),
    "clojure-syntax-error-reading.txt": (  # Clojure 1.11.1: an unbalanced bracket, the reader's error
        "compile/build error",
        "clojure",
        {"clojure-compile/syntax-error"},
        "Syntax error reading source at (app/core.clj:5:1).",
    ),
    "clojure-syntax-error-macroexpanding.txt": (  # Clojure 1.11.1: a let whose bindings its spec rejects
        "compile/build error",
        "clojure",
        {"clojure-compile/syntax-error"},
        "Syntax error macroexpanding clojure.core/let at (app/core.clj:4:3).",
    ),
    "mix-dependency-no-hex.txt": (  # Elixir 1.14.0: no Hex installed for a Hex dependency, no test ran
        "dependency resolution",
        "mix-test",
        {"mix-dependency/hex-missing", "mix-dependency/no-scm"},
        "Could not find Hex, which is needed to build dependency :jason",
    ),
    "mix-dependency-not-fetched.txt": (  # Elixir 1.14.0: a git dependency never fetched (mix deps.get)
        "dependency resolution",
        "mix-test",
        {"mix-dependency/unchecked-dependencies", "mix-dependency/dependency-unavailable"},
        "Unchecked dependencies for environment test:",
    ),
    "mix-dependency-path.txt": (  # Elixir 1.14.0: a path dependency whose folder is not there
        "dependency resolution",
        "mix-test",
        {"mix-dependency/unchecked-dependencies", "mix-dependency/dependency-unavailable"},
        "Unchecked dependencies for environment test:",
    ),
    "cabal-unknown-package.txt": (  # cabal-install 3.4.1.0 (trial 73): a package the offline index lacks
        "dependency resolution",
        "cabal-build",
        {"cabal-dependency/could-not-resolve", "cabal-dependency/unknown-package"},
        "cabal: Could not resolve dependencies:",
    ),
    "dune-library-not-found.txt": (  # dune 2.9.3 (trial 73): a library no installed opam package provides
        "dependency resolution",
        "ocaml",
        {"ocaml-dependency/dune-library-not-found", "ocaml-dependency/dune-file-location"},
        'Error: Library "ppx_deriving.show" not found.',
    ),
    "ghc-hidden-package.txt": (  # GHC 9.0.2 (trial 73): a test suite importing a package it does not depend on
        "compile/build error",
        "ghc",
        {"ghc-cabal/ghc-error", "ghc-cabal/build-depends-hint"},
        "test/Spec.hs:3:1: error: Could not load module ‘Data.Map’",
    ),
    "python-m-no-module.txt": (  # Python 3.11.7: python -m of a module not installed, as ModuleNotFoundError
        "dependency resolution",
        "python",
        {"python-dependency/python-m-no-module"},
        "python3: No module named ziglang",
    ),
    "tasty-top-level.txt": (  # tasty 1.4.2.3 under runghc: a test given to defaultMain alone is not indented
        "test failure",
        "tasty",
        {"haskell-tests/tasty-fail-top-level", "haskell-tests/tasty-summary"},
        "failed tests subtracts — expected: 5",
    ),
    "r-check-test-script.txt": (  # R 4.2.2: a tests/*.R script that stopped; its error, not "Status: 1 ERROR"
        "test failure",
        "r-cmd-check",
        {"r-check-tests/tests-failed", "r-check-tests/script-error"},
        "Error: add(2, 3) == 5 is not TRUE",
    ),
    "r-check-test-script-c-locale.txt": (  # the same under LC_ALL=C: the script's name in plain quotes
        "test failure",
        "r-cmd-check",
        {"r-check-tests/tests-failed", "r-check-tests/script-error"},
        "Error: add(2, 3) == 5 is not TRUE",
    ),
    "r-cmd-check-testthat.txt": (  # R CMD check quotes the test run indented under "Last 13 lines of output:"
        "test failure",
        "testthat",
        {"testthat/failed-test", "testthat/results-summary", "testthat/test-failures"},
        "failed tests add works",
    ),
    "mix-format.txt": (
        "formatting",
        "mix-format",
        {"elixir-format/check-formatted-failed", "elixir-format/unformatted-file"},
        "mix format failed due to --check-formatted",
    ),
    "tcltest-result.txt": (  # Tcl 8.6.13: each failed test named once, from its heading and its closing line
        "test failure",
        "tcltest",
        {"tcltest/test-failed", "tcltest/summary"},
        "failed tests add-1.1, add-1.2",
    ),
    "tcltest-all-files.txt": (  # runAllTests: a test that raised, another with a wrong result
        "test failure",
        "tcltest",
        {"tcltest/test-failed", "tcltest/summary", "tcltest/failing-files"},
        "failed tests shout-2.0, shout-3.0",
    ),
    "haskell-runtime-map.txt": (  # GHC 9.0.2: compiled without a message, then the program crashed
        "runtime error",
        "ghc",
        {"haskell-runtime/partial-function", "haskell-runtime/call-stack"},
        "crash: Map.!: given key is not an element in the map",
    ),
    "haskell-runtime-read.txt": (
        "runtime error",
        "ghc",
        {"haskell-runtime/partial-function"},
        "main: Prelude.read: no parse",
    ),
    "haskell-runtime-error-call.txt": (  # error "...": its text has no form of its own; the call stack says it
        "runtime error",
        "ghc",
        {"haskell-runtime/call-stack", "haskell-runtime/called-at"},
        "CallStack (from HasCallStack)",
    ),
    "mix-test-one-failure.txt": (  # ExUnit's numbered entry is one test (its module with it), whichever skills read it
        "test failure",
        "mix-test",
        {"exunit/numbered-test", "exunit/tests-summary", "exunit/assertion-with"},
        "failed tests test adds (CalcTest) — Assertion with == failed.",
    ),
    "node-plain-error.txt": (  # node 20: a bare "Error: ..." is Node's beside its frames and its trailer; what it
        # says (a variable not set) is the job's configuration, thrown or printed
        "configuration",
        None,
        {
            "node-runtime/plain-error",
            "node-runtime/user-frame",
            "node-runtime/internal-frame",
            "configuration/environment-variable-required",
        },
        "Error: APP_CONFIG is not set",
    ),
    "python-build-backend-typo.txt": (  # build's import of the backend, not the project's code crashing
        "configuration",
        "python-build",
        {"python-build-config/backend-unavailable"},
        "ERROR Backend 'setuptools.buildmeta' is not available.",
    ),
    "python-build-backend-missing.txt": (  # build 1.6.1, --no-isolation without the backend installed
        "configuration",
        "python-build",
        {"python-build-config/backend-unavailable"},
        "ERROR Backend 'hatchling.build' is not available.",
    ),
    "python-build-invalid-toml.txt": (
        "configuration",
        "python-build",
        {"python-build-config/pyproject-unparseable"},
        "Illegal character",
    ),
    "curl-local-refused.txt": (  # curl 7.88 here: nothing listens on localhost:9, a service the job did not start
        "configuration",
        "curl",
        {"service-not-ready/http-local-refused"},
        "Failed to connect to localhost port 9",
    ),
    "curl-local-refused-trial.txt": (  # a user trial's health check of a server that was never started
        "configuration",
        "curl",
        {"service-not-ready/http-local-refused"},
        "Failed to connect to 127.0.0.1 port 9",
    ),
    "python-build-toml-duplicate.txt": (
        "configuration",
        "python-build",
        {"python-build-config/pyproject-unparseable"},
        "Cannot overwrite a value (at line 8, column 19)",
    ),
    # a user trial's real logs (trial 35): a linter's own configuration refused, no file linted
    "yamllint-invalid-config.txt": (  # yamllint 1.38.0, .yamllint line-length.max: eighty (exit 255)
        "configuration",
        "yamllint",
        {"configuration/linter-config-unreadable"},
        'invalid config: option "max" of "line-length" should be int',
    ),
    "markdownlint-cli2-config-unreadable.txt": (  # markdownlint-cli2 0.22.1, .markdownlint-cli2.jsonc cut short
        "configuration",
        "markdownlint",
        {"configuration/linter-config-unreadable"},
        "Unable to use configuration file",
    ),
    # trial 95: a linter that stopped before checking anything, so no finding to fix
    "sqlfluff-no-dialect.txt": (  # sqlfluff 4.5.0, no .sqlfluff: no dialect (exit 2)
        "configuration",
        "sqlfluff",
        {"configuration/sqlfluff-user-error"},
        "User Error: No dialect was specified.",
    ),
    "sqlfluff-path-missing.txt": (  # sqlfluff 4.5.0 given a folder that does not exist (exit 2)
        "configuration",
        "sqlfluff",
        {"configuration/sqlfluff-user-error"},
        "User Error: Specified path does not exist.",
    ),
    "commitlint-no-rules.txt": (  # @commitlint/cli 20.5.3 with no commitlint.config.js: [empty-rules], exit 9
        "configuration",
        "commitlint",
        {"configuration/commitlint-no-rules", "commitlint/input"},
        "Please add rules to your `commitlint.config.js`",
    ),
    "markdownlint-config-missing.txt": (  # markdownlint-cli 0.48.0, -c file missing: default rules ran (exit 1)
        "configuration",
        "markdownlint",
        {"configuration/markdownlint-config-unreadable", "markdownlint/rule"},
        "Cannot read or parse config file '.markdownlint.json': ENOENT",
    ),
    "cfn-lint-no-template.txt": (  # cfn-lint 1.58.0 given a template path that matches no file (exit 2)
        "configuration",
        "cfn-lint",
        {"missing-path/cfn-lint-no-template"},
        "E0003 infra/template.yaml could not be processed by glob.glob",
    ),
    "pre-commit-invalid-config.txt": (  # pre-commit 4.7.0, a local hook without `name:`
        "configuration",
        "pre-commit",
        {"configuration/pre-commit-invalid-config", "configuration/pre-commit-config-problem"},
        "Missing required key: name",
    ),
    "pre-commit-executable-missing.txt": (  # pre-commit 4.7.0, a language: system hook, addlicense not installed
        "configuration",
        "pre-commit",
        {"configuration/pre-commit-executable-missing"},
        "Executable `addlicense` not found",
    ),
    "pre-commit-config-yaml-syntax.txt": (  # pre-commit 4.7.0, a mis-indented repo: PyYAML's problem, not its context
        "configuration",
        "pre-commit",
        {
            "configuration/pre-commit-invalid-config",
            "configuration/pre-commit-config-yaml-problem",
            "configuration/pre-commit-config-yaml-place",
        },
        "did not find expected '-' indicator",
    ),
    "pre-commit-no-hook-id.txt": (  # pre-commit 4.7.0, `pre-commit run ruff-format` with no such hook: no hook ran
        "configuration",
        "pre-commit",
        {"configuration/pre-commit-hook-id-unknown"},
        "No hook with id `ruff-format` in stage `pre-commit`",
    ),
    "pre-commit-hook-not-in-repository.txt": (  # pre-commit 4.7.0, a hook id its hook repository lacks at `rev`
        "configuration",
        "pre-commit",
        {"configuration/pre-commit-hook-not-in-repository"},
        "`ruff-format` is not present in repository ../hooks-repo.",
    ),
    "pre-commit-hook-repository-rev-missing.txt": (  # pre-commit 4.7.0, a `rev:` the hook repository lacks
        "configuration",
        "git",  # the git command pre-commit ran for the hook repository
        {"configuration/git-pathspec-missing"},
        "error: pathspec 'v9.9.9' did not match any file(s) known to git",
    ),
    "pre-commit-hook-repository-missing.txt": (  # pre-commit 4.7.0, a `repo:` path that is no repository
        "configuration",
        "git",  # the git command pre-commit ran for the hook repository
        {"configuration/git-not-a-repository"},
        "fatal: '../hooks-repo' does not appear to be a git repository",
    ),
    "twine-no-distribution.txt": (  # twine 7.0.0, twine check dist/* with nothing built
        "configuration",
        "twine-check",
        {"missing-path/twine-no-distribution"},
        "InvalidDistribution: Cannot find file (or expand pattern): 'dist/*'",
    ),
    "sphinx-extension-not-installed.txt": (  # Sphinx 9.0.4 (trial 35's log), conf.py names sphinxcontrib.mermaid
        "dependency resolution",
        "sphinx",
        {"tool-plugin-missing/sphinx-extension-not-installed"},
        "Could not import extension sphinxcontrib.mermaid",
    ),
    "git-describe-no-tags.txt": (  # git 2.47.1 (trial 35's log): a version script's git describe, no tag fetched
        "configuration",
        "git",
        {"configuration/git-describe-no-tags"},
        "fatal: No names found, cannot describe anything.",
    ),
    "sphinx-linkcheck-broken.txt": (  # Sphinx 9.0.4 (trial 35's log): a host that does not resolve, a 404
        "compile/build error",  # the 404 is the dead link; the row of the host that did not resolve is the network's
        "sphinx",
        {"sphinx-docs/linkcheck-broken", "network-flaky/linkcheck-unreachable"},
        "broken    https://pypi.org/project/widget-does-not-exist-xyz/",
    ),
    "cargo-package-path-dependency.txt": (  # cargo 1.95.0, trial 35's log: the cause below "Caused by:"
        "configuration",
        "cargo-publish",
        {"package-manifest/cargo-path-dependency-without-version"},
        "dependency `helper` does not specify a version",
    ),
    "cargo-build-offline.txt": (  # cargo 1.95.0, trial 59: --offline and a crate never fetched
        "dependency resolution",
        "cargo",
        {"cargo-dependency/no-matching-package", "cargo-dependency/offline-mode"},
        "no matching package named `serde` found",
    ),
    "cargo-test-should-panic-expected.txt": (  # cargo 1.95.0, trial 59: a should_panic test's other panic
        "test failure",
        "cargo-test",
        {"cargo-test/should-panic-unmet", "cargo-test/panicked-at"},
        "tests::parses_port, tests::rejects_bad_port",
    ),
    "cargo-test-should-panic-none.txt": (  # cargo 1.95.0, trial 59: a should_panic test that did not panic
        "test failure",
        "cargo-test",
        {"cargo-test/should-panic-unmet"},
        "note: test did not panic as expected",
    ),
    "go-mod-tidy-git-diff.txt": (  # go 1.19.8, trial 59: the first change, not the diff's header
        "lint/format",
        "git-diff",
        {"generated-files/diff-header"},
        "go.mod:5: -require example.com/golib v0.0.0",
    ),
    "go-test-fuzz-input.txt": (  # go 1.19.8, trial 59: -fuzz found an input; the test's failure is quoted
        "test failure",
        "go-test",
        {"go-test/fail-test", "go-test/fuzz-input-written"},
        "failed tests FuzzReverse",
    ),
    # trial 82 (ssh-based deploys, OpenSSH 9 against the trial's own sshd; ansible-core 2.19.14 and
    # 2.16.19): tests/skills/test_ssh_deploy_failures.py and test_ansible_task_failures.py say more
    "ssh-connect-refused-trial.txt": (
        "configuration",  # nothing listened on this machine (trial 89)
        "ssh",
        {"service-not-ready/ssh-local-refused"},
        "ssh: connect to host 127.0.0.1 port 22: Connection refused",
    ),
    "rsync-ssh-connect-refused-trial.txt": (  # rsync's `code 12` line below is the consequence
        "configuration",  # nothing listened on this machine (trial 89)
        "rsync",  # it prints ssh's lines as its own (the catalogue's prints)
        {"service-not-ready/ssh-local-refused"},
        "ssh: connect to host 127.0.0.1 port 22: Connection refused",
    ),
    "scp-host-key-unknown-trial.txt": (
        "permission/auth",
        "scp",
        {"permissions/ssh-host-key-unknown"},
        "No ED25519 host key is known for [127.0.0.1]:2222",
    ),
    "rsync-host-key-changed-trial.txt": (
        "permission/auth",
        "rsync",
        {"permissions/ssh-host-key-changed", "permissions/ssh-host-key-unknown"},
        "REMOTE HOST IDENTIFICATION HAS CHANGED!",
    ),
    # session 33 (OpenSSH 9.2, rsync 3.5 against a local sshd; host and paths rewritten): a copy to a
    # host whose own error no skill reads is its deploy's failure, named by the copying tool
    "rsync-source-missing.txt": (
        "configuration",  # a path that does not exist (trial 89)
        "rsync",
        {"missing-path/rsync-path-missing"},
        'change_dir "/home/runner/work/site/site/public" failed: No such file or directory',
    ),
    "scp-destination-missing.txt": (
        "infrastructure-as-code/deploy",
        "scp",
        set(),
        'scp: dest open "/srv/site/current/": No such file or directory',
    ),
    "sftp-destination-missing.txt": (
        "infrastructure-as-code/deploy",
        "sftp",
        set(),
        'dest open "/srv/site/index.html": No such file or directory',
    ),
    "ssh-keyscan-no-answer.txt": (  # a closed port: ssh-keyscan prints nothing and exits 1
        "infrastructure/network/flaky",
        "ssh-keyscan",
        set(),
        "Process completed with exit code 1.",
    ),
    "ansible-unreachable-trial.txt": (
        "configuration",  # nothing listened on this machine (trial 89)
        "ansible",
        {"network-flaky/ansible-unreachable", "service-not-ready/ssh-local-refused", "ansible/task-heading"},
        "TASK [Check app dir]: Task failed: Failed to connect to the host via ssh",
    ),
    "ansible-2.16-unreachable.txt": (
        "configuration",  # nothing listened on this machine (trial 89)
        "ansible",
        {"network-flaky/ansible-unreachable", "service-not-ready/ssh-local-refused"},
        "TASK [Check app dir]: fatal: [web1]: UNREACHABLE!",
    ),
    "ansible-command-failed-trial.txt": (
        "infrastructure-as-code/deploy",
        "ansible",
        {"ansible/command-failed", "ansible/host-failed", "ansible/task-failed", "ansible/task-heading"},
        "django.db.utils.OperationalError: no such table: orders_order",
    ),
    "ansible-2.16-command-failed.txt": (
        "infrastructure-as-code/deploy",
        "ansible",
        {"ansible/command-failed", "ansible/host-failed", "ansible/task-heading"},
        "django.db.utils.OperationalError: no such table: orders_order",
    ),
    "ansible-file-not-found-trial.txt": (
        "infrastructure-as-code/deploy",
        "ansible",
        {"ansible/file-not-found", "ansible/task-failed", "ansible/task-heading"},
        "Could not find or access 'files/nginx-site.conf'",
    ),
    "ansible-2.16-file-not-found.txt": (
        "infrastructure-as-code/deploy",
        "ansible",
        {"ansible/file-not-found", "ansible/host-failed", "ansible/task-heading"},
        "Could not find or access 'files/nginx-site.conf'",
    ),
    "ansible-undefined-trial.txt": (
        "configuration",
        "ansible",
        {"configuration/ansible-undefined-variable", "ansible/task-failed"},
        "Error while resolving value for 'content': 'release_version' is undefined",
    ),
    "ansible-undefined-plain-trial.txt": (
        "configuration",
        "ansible",
        {"configuration/ansible-undefined-variable"},
        "Error while resolving value for 'content': 'release_version' is undefined",
    ),
    "ansible-2.16-undefined.txt": (
        "configuration",
        "ansible",
        {"configuration/ansible-undefined-variable", "ansible/host-failed"},
        "'release_version' is undefined",
    ),
    "ansible-interpreter-missing-trial.txt": (
        "configuration",
        "ansible",
        {"configuration/ansible-interpreter-missing", "ansible/task-failed"},
        "python3.13: command not found",
    ),
    "npm-publish-token-invalid-trial.txt": (  # trial 82: the refusal's words, not `npm error code E401`
        "permission/auth",
        "npm-publish",
        {"npm-publish/npm-token-invalid", "permissions/npm-auth"},
        "npm error Unable to authenticate, your authentication token seems to be invalid.",
    ),
    # session 33 (npm 11.19 and 6.14 against verdaccio 6.8; twine 7.0 against pypiserver 2.4):
    # tests/skills/test_publish_refusals.py says more
    "npm-publish-conflict-409.txt": (  # the registry's Conflict, not `npm error code E409`
        "configuration",
        "npm-publish",
        {"package-manifest/version-already-published"},
        "409 Conflict - PUT http://127.0.0.1:4973/@acme%2fdeploy-config - this package is already present",
    ),
    "npm6-publish-conflict.txt": (
        "configuration",
        "npm-publish",
        {"package-manifest/version-already-published"},
        "npm ERR! publish fail Cannot publish over existing version.",
    ),
    "npm-publish-version-exists.txt": (  # trial 82's npm_exists.log
        "configuration",
        "npm-publish",
        {"package-manifest/version-already-published"},
        "npm error You cannot publish over the previously published versions: 1.0.0.",
    ),
    "npm-publish-not-found.txt": (  # the upload's 404, not `npm error code E404` (no missing dependency)
        "permission/auth",
        "npm-publish",
        {"npm-publish/npm-publish-not-found", "node-dependency/npm-err-code"},
        "npm error 404 Not Found - PUT http://127.0.0.1:4973/npm/@acme%2fdeploy-config",
    ),
    "npm6-publish-not-found.txt": (
        "permission/auth",
        "npm-publish",
        {"npm-publish/npm-publish-not-found", "node-dependency/npm-err-code"},
        "npm ERR! 404 Not Found - PUT http://127.0.0.1:4973/npm/@acme%2fdeploy-config",
    ),
    "npm-publish-forbidden-scope.txt": (
        "permission/auth",
        "npm-publish",
        {"npm-publish/npm-publish-forbidden", "permissions/npm-auth"},
        "user ci is not allowed to publish package @locked/deploy-config",
    ),
    "twine-upload-400-trial.txt": (  # trial 82's twine_409.log: pypiserver's bare 400 to a re-upload
        "configuration",
        "twine",
        {"package-manifest/upload-refused"},
        "HTTPError: 400 Bad Request from http://127.0.0.1:8099/",
    ),
    "twine-upload-400-verbose.txt": (  # the same with --verbose: the response body above it names why
        "configuration",
        "twine",
        {"package-manifest/upload-refused", "package-manifest/pypiserver-package-exists"},
        "Package &#039;acme_deploy-1.2.0-py3-none-any.whl&#039;",
    ),
    "cdk-construct-error-trial.txt": (  # the minified bundle line Node.js quotes above it is not the summary
        "infrastructure-as-code/deploy",
        "cdk",
        {"aws-cdk/construct-error", "aws-cdk/relates-to-construct", "aws-cdk/app-failed"},
        "«InvalidBucketNameValue» Invalid S3 bucket name (value: Acme_Web_Assets)",
    ),
    # trial 87's quality gates (run there; see each skill's "Line forms"): uncatalogued, they were unknown (0.00)
    "interrogate.txt": (
        "lint/format",
        "interrogate",
        {"interrogate/result-failed"},
        "RESULT: FAILED (minimum: 80.0%, actual: 23.1%)",
    ),
    "vulture.txt": (
        "lint/format",
        "vulture",
        {"vulture/finding"},
        "src/shop/cart.py:2: unused import 'os' (90% confidence)",
    ),
    "xenon.txt": (
        "lint/format",
        "xenon",
        {"xenon/block-rank", "xenon/module-rank"},
        'block "src/shop/cart.py:15 shipping" has a rank of D',
    ),
    "import-linter.txt": (
        "lint/format",
        "import-linter",
        {"import-linter/contracts-broken", "import-linter/broken-import"},
        "Contracts: 0 kept, 2 broken.",
    ),
    "towncrier.txt": (
        "lint/format",
        "towncrier",
        {"towncrier/no-fragments"},
        "No new newsfragments found on this branch.",
    ),
    "diff-cover.txt": (
        "lint/format",
        "diff-cover",
        {"coverage-threshold/diff-cover-failure", "coverage-threshold/diff-cover-missing"},
        "Coverage is below 80%",
    ),
    "pytest-benchmark-compare-fail.txt": (  # the regression, not the PerformanceRegression traceback below it
        "test failure",
        "pytest",
        {"pytest-benchmark/regression-check", "pytest-benchmark/performance-regression"},
        "Field 'mean' has failed PercentageRegressionCheck: 253.372311420 > 25.000000000",
    ),
    "mutmut.txt": ("lint/format", "mutmut", {"mutmut/survived"}, "shop.cart.x_total__mutmut_21: survived"),
    "ansible-2.16-interpreter-missing.txt": (
        "configuration",
        "ansible",
        {"configuration/ansible-interpreter-missing", "ansible/host-failed"},
        "/usr/bin/python3.99: not found",
    ),
    "phpunit-phpredis-refused.txt": (  # every test's error is the client's refusal: the service, not the tests
        "configuration",
        "phpunit",
        {"service-not-ready/php-client-refused-host-unnamed", "phpunit/numbered-failure"},
        "RedisException: Connection refused",
    ),
    "phpunit-pdo-mysql-refused.txt": (
        "configuration",
        "phpunit",
        {"service-not-ready/php-client-refused-host-unnamed"},
        "PDOException: SQLSTATE[HY000] [2002] Connection refused",
    ),
    "minitest-redis-rb-refused.txt": (
        "configuration",
        None,
        {"service-not-ready/redis-ruby-local-refused"},
        "Error connecting to Redis on 127.0.0.1:6379 (Errno::ECONNREFUSED)",
    ),
    "prove-perl-redis-refused.txt": (
        "configuration",
        "prove",
        {"service-not-ready/redis-perl-local-refused"},
        "Could not connect to Redis server at 127.0.0.1:6379: Connection refused",
    ),
    "prove-dbd-pg-refused.txt": (  # libpq's words in DBI's message; its place is the `at t/db.t line 6.`
        "configuration",
        "prove",
        {"service-not-ready/postgres-client-local-refused"},
        'connection to server at "127.0.0.1", port 5432 failed: Connection refused',
    ),
    "rake-pg-undefined-table.txt": (  # ruby-pg's error below `rake aborted!`: the database refused a statement
        "runtime error",
        "rake",
        {"ruby-runtime/rake-aborted", "ruby-runtime/rake-database-error"},
        'PG::UndefinedTable: ERROR:  relation "customers" does not exist',
    ),
}


def test_every_fixture_has_a_golden_entry() -> None:
    assert sorted(path.name for path in FIXTURES.glob("*.txt")) == sorted(GOLDEN)


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_real_tool_output(name: str, analyser: Analyser) -> None:
    category, tool, signals, quoted = GOLDEN[name]
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.failure_found
    assert report.category == category, report.jobs[0].classification.scores
    assert report.tool == tool
    matched = {
        f"{match.signal.skill}/{match.signal.id}"
        for raw in (FIXTURES / name).read_text(encoding="utf-8").splitlines()
        for match in analyser.signals.match(clean_line(raw).text)
    }
    assert signals <= matched, signals - matched
    assert quoted in report.summary, report.summary


@pytest.mark.parametrize(
    ("fixture", "files"),
    [
        ("make-no-target-file.txt", ["src/gen/parser.c"]),
        ("make-no-target-phony.txt", []),
        ("make-missing-program.txt", ["Makefile"]),  # the program is no file; the recipe's line is where it is called
        ("make-not-executable.txt", ["./scripts/gen.sh", "Makefile"]),
    ],
)
def test_a_make_target_is_a_location_only_when_it_names_a_file(
    fixture: str, files: list[str], analyser: Analyser
) -> None:
    with open_log_source(FIXTURES / fixture) as source:
        report = triage_source(source, analyser, DEFAULT_BUDGET)[0]
    assert [location.file for location in report.jobs[0].locations] == files


@pytest.mark.parametrize(
    ("fixture", "files"), [("kubectl-get-no-cluster.txt", []), ("kubectl-parse.txt", ["svc.yaml:9"])]
)
def test_kubectl_locations_are_manifests_not_its_own_source(fixture: str, files: list[str], analyser: Analyser) -> None:
    """klog's header names kubectl's own caller (``E1204 19:18:41.104104    8932 memcache.go:265] ``):
    never the repository's file; a manifest that is not YAML is (go-yaml's ``line 9``)."""
    with open_log_source(FIXTURES / fixture) as source:
        report = triage_source(source, analyser, DEFAULT_BUDGET)[0]
    assert [f"{location.file}:{location.line}" for location in report.jobs[0].locations] == files
    assert [competing.signal.skill for competing in report.competing] == []


@pytest.mark.parametrize("fixture", ["pip-compile-conflict.txt", "pip-compile-no-version.txt"])
def test_a_virtualenv_console_script_is_no_location(fixture: str, analyser: Analyser) -> None:
    """pip-compile's traceback runs through its console script (``File "/tmp/v-tools16/bin/pip-compile",
    line 8, in <module>``, the wrapper pip wrote into the virtualenv) and site-packages: none of
    it is the repository's code."""
    with open_log_source(FIXTURES / fixture) as source:
        report = triage_source(source, analyser, DEFAULT_BUDGET)[0]
    assert report.jobs[0].locations == []


@pytest.mark.parametrize(
    "fixture",
    ["rollup-missing-export.txt", "rollup-parse-error.txt", "vite-5-missing-export.txt", "vite-5-parse-error.txt"],
)
def test_rollups_place_is_the_location(fixture: str, analyser: Analyser) -> None:
    """Rollup's ``src/main.js (1:22): …`` (the CLI's ``[!] RollupError: …``, Vite 5's line under
    ``error during build:``) is the error's place, the summary quoting it without a second copy."""
    with open_log_source(FIXTURES / fixture) as source:
        report = triage_source(source, analyser, DEFAULT_BUDGET)[0]
    place = [
        f"{without_runner_folder(location.file)}:{location.line}:{location.column}"
        for location in report.jobs[0].locations
    ]
    assert place in (["src/main.js:1:22"], ["src/main.js:2:19"])
    assert report.summary is not None
    assert "src/main.js:" not in report.summary
