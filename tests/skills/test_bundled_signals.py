"""The bundled skills' signals against lines whose verdict is known.

``PASSING_LINES``: output of passing runs (or of tools succeeding after a retry); no ``error`` or
``summary`` signal may match them — a signal that fires on passing output is worse than none.
``EXAMPLES``: one line per signal in the format its tool documents, with the signal that must
match it. Both lists were written from the tools' documentation, not from the corpus.
"""

from __future__ import annotations

import pytest

from ci_triage.logs.clean import clean_line
from ci_triage.logs.signals import SignalIndex
from ci_triage.logs.skills import load_skills

PASSING_LINES = [
    'gpg: Good signature from "Acme Release <release@acme.test>" [ultimate]',  # GnuPG 2.2: the file checked
    "app-1.4.2.tar.gz: OK",  # sha256sum -c
    "dist/pkg-1.0-py3-none-any.whl: OK",
    "Tag v1.2.0 matches version 1.2.0 in pyproject.toml",
    "=== 120 passed, 3 skipped in 12.34s ===",
    "======================= 10 passed, 0 failed in 1.20s =======================",
    "tests/test_api.py::test_error_handling PASSED                            [ 10%]",
    "tests/test_api.py::test_failed_login_is_rejected PASSED",
    "Tests:       485 passed, 485 total",
    "Test Suites: 67 passed, 67 total",
    "Test Files  12 passed (12)",
    "      Tests  120 passed (120)",
    "  0 failing",
    "  42 passing (3s)",
    "test result: ok. 550 passed; 0 failed; 103 ignored; 0 measured; 0 filtered out",
    "test tests::it_handles_errors ... ok",
    "ok  \tgithub.com/org/repo/pkg\t0.123s",
    "--- PASS: TestFailureModes (0.01s)",
    "[INFO] Tests run: 768, Failures: 0, Errors: 0, Skipped: 0",
    "[ERROR] No compatible service found (logged by the code under test)",
    "[INFO] BUILD SUCCESS",
    "BUILD SUCCESSFUL in 1m 2s",
    "Found 0 errors. Watching for file changes.",
    "12:30 [info] 3 files checked",
    "Success: no issues found in 120 source files",
    "0 errors, 0 warnings, 0 informations",
    "✖ 3 problems (0 errors, 3 warnings)",
    "All matched files use Prettier code style!",
    "All done! ✨ 🍰 ✨",
    "ruff.....................................................................Passed",
    "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(...)': /simple/requests/",
    "npm WARN deprecated request@2.88.2: request has been deprecated",
    "added 218 packages, and audited 219 packages in 3s",
    "Successfully installed requests-2.31.0",
    "120 tests completed, 0 failed",
    "Ran 49 tests in 10.555s",
    "OK (skipped=3)",
    "Checking dist/pkg-1.0-py3-none-any.whl: PASSED",
    "INFO    -  Doc file 'index.md' contains a link 'guide.md#setup', but the doc 'guide.md' does not contain an anchor",
    "Checking dist/pkg-1.0.tar.gz: PASSED with warnings",
    "Executed 120 tests, with 0 failures (0 unexpected) in 3.2 (3.4) seconds",
    "120 examples, 0 failures",
    "120 runs, 300 assertions, 0 failures, 0 errors, 0 skips",
    "120 tests, 0 failures",
    "OK (120 tests, 300 assertions)",
    "Tests Passed: 120, Failed: 0, Skipped: 0",
    "errors: 0",
    "Process completed with exit code 0.",
    "Cleaning up orphan processes",
    "  ✓  2 [unit] › tests/price.spec.js:6:3 › price › rounds to cents (18ms)",
    "  1 passed (4.7s)",
    "Linted 3 files, found 0 errors.",
    "Post job cleanup.",
    "warning: unused variable: `x`",
    "No syntax errors detected in src/Controller/HomeController.php",
    "lua: cannot open missing.lua",
    "   1a2b3c4..5d6e7f8  main -> main",
    " * [new tag]         v1.2.0 -> v1.2.0",
    " + 1a2b3c4...5d6e7f8 gh-pages -> gh-pages (forced update)",
    "src/foo.c:12:5: warning: unused variable 'x' [-Wunused-variable]",
    # valgrind 3.19, clang-tidy 14 and cppcheck 2.10 run here on clean code: what they print when the run passes
    "==1583== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)",
    "==1583== All heap blocks were freed -- no leaks are possible",
    "parse.c:2:13: warning: statement should be inside braces [readability-braces-around-statements]",
    "Suppressed 1422 warnings (1422 in non-user code).",
    "1 warning generated.",
    "Checking clean.c ...",
    # meson 1.12.1 (PyPI): meson test's lines of a passing run
    "1/2 ringbuf:ringbuf      OK              0.02s",
    "Ok:                2   ",
    "Fail:              0   ",
    "Checking connectivity... done.",
    "Attempt 1 failed, retrying in 5 seconds; attempt 2 succeeded",
    "Downloading https://repo.maven.apache.org/maven2/org/foo/1.0/foo-1.0.pom",
    "found 0 vulnerabilities",
    "No known vulnerabilities found",
    "All checks passed!",
    "# fail 0",
    "# pass 12",
    "3 files already formatted",
    "Total: 0 (UNKNOWN: 0, LOW: 0, MEDIUM: 0, HIGH: 0, CRITICAL: 0)",
    "10:42AM INF no leaks found",
    "No vulnerabilities found.",
    "Required test coverage of 90% reached. Total coverage: 93.10%",
    "1 file inspected, no offenses detected",
    "Success: no issues found in 12 source files",
    "All Finished!",
    "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.",
    "Node.js v20.20.2 is deprecated on this runner",
    "[ FAIL 0 | WARN 0 | SKIP 1 | PASS 12 ]",  # testthat 3.1.6's summary of a passing run
    "3 tests, 0 failures",  # Bats 1.8.2's pretty formatter: a passing run's summary, a passed test's line
    "   trivial3/3 ✓ trivial",
    "    reports an error for overflow [✔]",  # hspec's checks format (hspec-core's Formatters/V2.hs)
    "  error on overflow: OK",  # tasty 1.4.2.3
    "All 3 tests passed (0.00s)",
    "Error in connect, retrying",  # a retry loop's message for a handled error
    'PHP Warning:  Undefined array key "missing" in /app/w.php on line 3',  # php 8.2: the script goes on
    "PHP Deprecated:  Creation of dynamic property A::$b is deprecated in /app/a.php on line 5",
    "Use of uninitialized value $name in concatenation (.) or string at a.pl line 3.",  # perl 5.36: a warning
]

# Documented message formats (written from the tools' docs/source output formats, not copied from the
# corpus): each must be matched by the named signal. Guards families the corpus has no example of.
EXAMPLES = [
    (
        "sphinx-docs/mkdocs-doc-warning",
        "WARNING -  Doc file 'index.md' contains a link 'faq.md', but the target is not found",
    ),
    (
        "sphinx-docs/mkdocs-config-warning",
        "WARNING -  A reference to 'api.md' is included in the 'nav' configuration, which is not",
    ),
    (
        "sphinx-docs/mkdocs-warning",
        "WARNING -  Excluding 'README.md' from the site because it conflicts with 'index.md'.",
    ),
    ("twine-check/markup-errors", "ERROR    `long_description` has syntax errors in markup and would not be"),
    ("oom/js-heap", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"),
    ("oom/exit-137", "Process completed with exit code 137."),
    ("oom/shell-killed", "Killed"),
    ("oom/oom-killed", "Last State: Terminated, Reason: OOMKilled"),
    ("oom/java-oom", "java.lang.OutOfMemoryError: Java heap space"),
    (
        "oom/java-oom-quoted",
        "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile"
        " (default-compile) on project app: Fatal error compiling: java.lang.OutOfMemoryError: Java heap space",
    ),
    ("oom/python-memoryerror", "E   MemoryError"),
    ("oom/compiler-killed", "c++: fatal error: Killed signal terminated program cc1plus"),
    (
        "timeout/job-max-time",
        "The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 360 minutes.",
    ),
    ("timeout/go-test-timeout", "panic: test timed out after 10m0s"),
    ("timeout/pytest-timeout", "E   Failed: Timeout >300.0s"),
    ("timeout/jest-test-timeout", 'thrown: "Exceeded timeout of 5000 ms for a test.'),
    ("timeout/mocha-test-timeout", "Error: Timeout of 2000ms exceeded. For async tests and hooks"),
    ("timeout/vitest-test-timeout", "Error: Test timed out in 5000ms."),
    ("timeout/node-test-timeout", "  failureType: 'testTimeoutFailure'"),
    ("timeout/nextest-timeout", "        TIMEOUT [  60.004s] my-crate::tests slow_test"),
    ("cancelled/operation-canceled", "The operation was canceled."),
    (
        "network-flaky/download-failed",
        "curl: (7) Failed to connect to example.com port 443 after 3 ms: Couldn't connect to server",
    ),
    ("service-not-ready/http-local-refused", "curl: (7) Failed to connect to ::1 port 8080: Connection refused"),
    ("cancelled/shell-terminated", "Terminated"),
    ("cancelled/shell-terminated", "run.sh: line 3:  4242 Terminated              sleep 600"),
    ("cancelled/exit-143", "exit status 143"),
    ("cancelled/exit-143", "make: *** [Makefile:3: test] Error 143"),
    (
        "network-flaky/runner-shutdown",
        "The runner has received a shutdown signal. This can happen when the runner service is stopped, or a manually started runner is canceled.",
    ),
    ("permissions/bad-credentials", "gh: Bad credentials (HTTP 401)"),
    ("permissions/git-auth-failed", "remote: Permission to org/repo.git denied to github-actions[bot]."),
    (
        "permissions/push-to-protected-branch",
        "remote: error: GH006: Protected branch update failed for refs/heads/main.        ",
    ),
    (
        "permissions/push-to-protected-branch",
        "remote: error: GH013: Repository rule violations found for refs/heads/main.",
    ),
    ("permissions/push-declined-by-rule", " ! [remote rejected] main -> main (protected branch hook declined)"),
    (
        "permissions/push-declined-by-rule",
        " ! [remote rejected] HEAD -> main (push declined due to repository rule violations)",
    ),
    (
        "permissions/url-returned-401-403",
        "fatal: unable to access 'https://github.com/org/repo/': The requested URL returned error: 403",
    ),
    ("permissions/eacces", "npm ERR! Error: EACCES: permission denied, mkdir '/usr/lib/node_modules/x'"),
    ("configuration/input-required", "Error: Input required and not supplied: token"),
    (
        "configuration/unresolvable-action",
        "Unable to resolve action `actions/checkout@v9`, unable to find version `v9`",
    ),
    ("configuration/npm-missing-script", 'npm ERR! Missing script: "test"'),
    ("php-syntax/parse-error", "Parse error: syntax error, unexpected end of file in /app/src/Kernel.php on line 88"),
    (
        "configuration/image-tag-not-found",
        "Error response from daemon: manifest for node:99-alpine not found: manifest unknown: manifest unknown",
    ),
    (
        "permissions/registry-package-write-denied",
        "#13 ERROR: failed to push ghcr.io/org/app:1.2.0: denied: installation not allowed to Write organization package",
    ),
    ("permissions/registry-package-write-denied", "denied: permission_denied: write_package"),
    (  # a client library's exception for a service's refused login (the permissions skill's "Line forms")
        "permissions/database-login-refused",
        "redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.",
    ),
    (
        "permissions/database-login-refused",
        "pymongo.errors.OperationFailure: Authentication failed., full error: {'ok': 0.0, 'errmsg':"
        " 'Authentication failed.', 'code': 18, 'codeName': 'AuthenticationFailed'}",
    ),
    (
        "permissions/database-login-refused",
        "pymongo.errors.OperationFailure: bad auth : Authentication failed., full error: {'ok': 0,"
        " 'errmsg': 'bad auth : Authentication failed.', 'code': 8000, 'codeName': 'AtlasError'}",
    ),
    (
        "permissions/database-login-refused",
        "pymysql.err.OperationalError: (1045, \"Access denied for user 'root'@'172.18.0.1' (using password: YES)\")",
    ),
    (
        "permissions/database-login-refused",
        "amqp.exceptions.AccessRefused: (0, 0): (403) ACCESS_REFUSED - Login was refused using authentication"
        " mechanism PLAIN. For details see the broker logfile.",
    ),
    (
        "permissions/database-login-refused",
        "com.rabbitmq.client.AuthenticationFailureException: ACCESS_REFUSED - Login was refused using"
        " authentication mechanism PLAIN. For details see the broker logfile.",
    ),
    ("configuration/image-tag-not-found", "docker: Error response from daemon: manifest unknown."),
    (
        "configuration/no-artifact-files",
        "No files were found with the provided path: dist/. No artifacts will be uploaded.",
    ),
    (
        "configuration/artifact-name-conflict",
        "Error: Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: "
        "an artifact with this name already exists on the workflow run",
    ),
    ("configuration/artifact-not-found", "Error: Unable to download artifact(s): Artifact not found for name: build"),
    ("network-flaky/dns-failure", "curl: (6) Could not resolve host: example.org"),
    ("network-flaky/dns-no-such-name", "E   socket.gaierror: [Errno -2] Name or service not known"),
    ("network-flaky/dns-temporary", "E   socket.gaierror: [Errno -3] Temporary failure in name resolution"),
    ("network-flaky/dns-temporary", "  error: 'getaddrinfo EAI_AGAIN releases.example.org'"),
    (
        "network-flaky/rate-limited",
        "toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading",
    ),
    ("network-flaky/npm-network", "npm ERR! code ECONNRESET"),
    (
        "network-flaky/apt-fetch",
        "E: Failed to fetch http://archive.ubuntu.com/ubuntu/pool/main/x.deb  503  Service Unavailable",
    ),
    ("network-flaky/disk-full", "OSError: [Errno 28] No space left on device"),
    ("node-dependency/npm-eresolve", "npm ERR! ERESOLVE unable to resolve dependency tree"),
    ("node-dependency/npm-eresolve-dependency", 'npm ERR! peer react@"^16.8.0" from react-dom@16.14.0'),
    ("node-dependency/npm-err-code", "npm error code ETARGET"),
    ("node-dependency/cannot-find-module", "Error: Cannot find module '@scope/pkg'"),
    ("node-dependency/installed-file-missing", "Error: Cannot find module '/app/node_modules/x/bin/cli.js'"),
    ("node-dependency/webpack-cant-resolve", "Module not found: Error: Can't resolve 'lodash' in '/app/src'"),
    ("node-runtime/local-module-missing", "Error: Cannot find module '../lib/util'"),
    (
        "node-runtime/esm-local-module-missing",
        "Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/app/src/missing.js' imported from /app/src/index.js",
    ),
    ("js-local-module/bundler-path", "Module not found: Error: Can't resolve './missing' in '/app/src'"),
    (
        "node-dependency/pnpm-outdated-lockfile",
        ' ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date',
    ),
    ("python-dependency/no-distribution", "ERROR: No matching distribution found for torch==9.9"),
    ("python-dependency/module-not-found", "ModuleNotFoundError: No module named 'yaml'"),
    (
        "python-dependency/version-solving-failed",
        "So, because myproj depends on both a (>=2) and b (1.0), version solving failed.",
    ),
    ("cargo-dependency/select-version", 'error: failed to select a version for the requirement `serde = "^9"`'),
    (
        "go-modules/missing-go-sum",
        "main.go:4:2: missing go.sum entry for module providing package github.com/x/y (imported by z)",
    ),
    ("go-test/fail-test", "--- FAIL: TestParse (0.00s)"),
    ("go-test/test-output-location", "    parse_test.go:42: got 1, want 2"),
    ("go-build/go-diagnostic", "./main.go:10:2: undefined: foo"),
    ("cargo-test/panicked-at", "thread 'tests::it_works' panicked at src/lib.rs:10:9:"),
    ("cargo-test/panicked-at", "thread 'tests::it_works' (3563) panicked at src/lib.rs:10:9:"),  # rustc 1.95
    # runtime errors outside test runners: forms of versions that do not run here
    ("ruby-runtime/uncaught", "a.rb:3:in 'Object#fetch': key not found: :b (KeyError)"),  # Ruby 3.4's NEWS
    ("ruby-runtime/uncaught", "a.rb:3:in 'fetch': key not found: :b (KeyError)"),
    ("ruby-runtime/from-frame", "\tfrom a.rb:3:in '<main>'"),
    ("ruby-runtime/from-frame", "\tfrom lib/x.rb:9:in 'block in Foo#bar'"),
    ("program-os-error/wrapped-os-error", "Error: serve: listen unix /run/app.sock: bind: permission denied"),
    ("program-os-error/rust-io-error", 'Error: Os { code: 13, kind: PermissionDenied, message: "Permission denied" }'),
    ("rust-runtime/main-panicked", "thread 'main' panicked at src/main.rs:3:5:"),  # rustc 1.73 to 1.94
    ("rust-runtime/main-panicked-old", "thread 'main' panicked at 'config missing', src/main.rs:3:5"),  # before 1.73
    # .NET (dotnet does not install here): the runtime's heading, Microsoft's exception docs; the frame's
    # "in FILE:line N" is System.Diagnostics.StackTrace's StackTrace_InFileLineNumber resource
    (
        "dotnet-runtime/unhandled-exception",
        "Unhandled exception. System.InvalidOperationException: Sequence contains no elements",
    ),
    ("dotnet-runtime/unhandled-exception", "Unhandled Exception: System.IO.FileNotFoundException: a.json"),
    ("dotnet-runtime/frame-with-line", "   at Program.Main() in /src/Program.cs:line 5"),
    ("php-runtime/fatal-error", "PHP Fatal error:  Cannot redeclare load() in /app/a.php on line 4"),
    ("perl-runtime/method-on-undefined", 'Can\'t call method "connect" on an undefined value at lib/App.pm line 12.'),
    ("perl-runtime/undefined-subroutine", "Undefined subroutine &main::deploy called at deploy.pl line 7."),
    ("rustc/coded-error", "error[E0308]: mismatched types"),
    ("c-cpp-build/gcc-clang-error", "src/foo.cpp:12:5: error: 'bar' was not declared in this scope"),
    ("c-cpp-build/cmake-error", "CMake Error at CMakeLists.txt:42 (add_executable):"),
    ("cmake-packages/find-package-error", "CMake Error at CMakeLists.txt:42 (find_package):"),
    ("cmake-packages/could-not-find", "  Could NOT find Boost (missing: Boost_INCLUDE_DIR)"),
    ("javac/maven-compiler-diagnostic", "[ERROR] /home/runner/work/x/src/main/java/Foo.java:[12,5] cannot find symbol"),
    ("gradle-test/test-failed", "com.example.FooTest > testBar() FAILED"),
    ("eslint/stylish-error", "  12:5  error  'x' is assigned a value but never used  no-unused-vars"),
    ("eslint/problems-summary", "✖ 7 problems (3 errors, 4 warnings)"),
    ("python-lint/code-diagnostic", "pkg/mod.py:12:80: E501 line too long (88 > 79 characters)"),
    ("python-format/would-reformat", "would reformat src/pkg/mod.py"),
    ("tsc/diagnostic-paren", "src/index.ts(12,5): error TS2322: Type 'string' is not assignable to type 'number'."),
    ("vitest/fail-test", " FAIL  src/sum.test.ts > sum > adds numbers"),
    ("mocha/failing-count", "  2 failing"),
    ("pytest/failed-summary", "FAILED tests/test_x.py::test_y - assert 1 == 2"),
    ("unittest/fail-header", "FAIL: test_y (tests.test_x.TestX.test_y)"),
    (
        "docker-build/failed-to-solve",
        'ERROR: failed to solve: process "/bin/sh -c make" did not complete successfully: exit code: 2',
    ),
    ("native-crash/segfault", "Segmentation fault (core dumped)"),
    ("native-crash/gdb-segfault", "Program received signal SIGSEGV, Segmentation fault."),
    ("native-crash/gdb-segfault", "Program terminated with signal SIGSEGV, Segmentation fault."),
    ("native-crash/gdb-abort", "Program received signal SIGABRT, Aborted."),
    ("native-crash/abort", "Aborted (core dumped)"),
    ("native-crash/shell-job-aborted", "/tmp/step.sh: line 1: 31378 Aborted                 ./m"),
    ("python-runtime/tool-exception", "[AttributeError]: module 'hishel' has no attribute 'SyncSqliteStorage'"),
    (
        "native-crash/shell-job-crashed",
        "bash: line 1: 28050 Segmentation fault      (core dumped) /home/travis/build/o/r/phpunit --exclude-group tty",
    ),
    ("python-syntax/syntax-error", "SyntaxError: invalid syntax"),
    ("rspec/examples-summary", "12 examples, 1 failure"),
    ("phpunit/tests-summary", "Tests: 120, Assertions: 300, Failures: 2."),
    ("golangci-lint/issue", "pkg/file.go:12:5: Error return value of `f.Close` is not checked (errcheck)"),
    ("staticcheck/finding", "calc/calc.go:15:6: func unused is unused (U1000)"),
    ("clippy/denied-by-warnings", "  = note: `-D clippy::needless-return` implied by `-D warnings`"),
    ("clippy/rustc-lint-denied", "  = note: `-D dead-code` implied by `-D warnings`"),
    ("yamllint/github", "config.yml:7:21: 7:21 [trailing-spaces] trailing spaces"),
    ("yamllint/github", '3:1 [key-duplicates] duplication of key "name" in mapping'),
    ("yamllint/github", "bad.yml:1:5: 1:5 syntax error: mapping values are not allowed here (syntax)"),
    ("shellcheck/tty-finding", "    ^-- SC2086 (info): Double quote to prevent globbing and word splitting."),
    ("hadolint/finding", "Dockerfile:12 DL3008 warning: Pin versions in apt get install."),
    ("actionlint/finding", '.github/workflows/ci.yml:12:9: property "foo" is not defined [expression]'),
    ("tap-prove/not-ok", "not ok 3 - parses empty input"),
    # hspec-core's checks formatter (Formatters/V2.hs): the failed item, [✘] or [x] without Unicode
    ("haskell-tests/hspec-checks-failed", "    handles negatives [✘]"),
    ("haskell-tests/hspec-checks-failed", "    handles negatives [x] (12ms)"),
    ("haskell-tests/hspec-failed-item", "  handles negatives FAILED [1] (3ms)"),
    ("tap-prove/result-fail", "Result: FAIL"),
    # Bats 1.8.2's pretty formatter with its cursor moves left in (bats --formatter pretty -T)
    ("bats/pretty-failed-test", "   addition works1/2 in 0 sec ✗ addition works [6]"),
    ("bats/in-test-file", "   (in test file test/t.bats, line 4)"),
    # testthat's summary reporter (its snapshot tests/testthat/_snaps/reporter-summary.md), Unicode and not
    ("testthat/failed-test", "── 1. Failure ('tests.R:13:3'): Failure:1 ────────────────────────────"),
    ("testthat/errored-test", "-- 4. Error ('tests.R:30:8'): errors get tracebacks ------------------"),
    # families of tools that do not install here: the form each skill's "Line forms" note names
    ("pip-audit/found", "Found 26 known vulnerabilities in 4 packages"),
    ("pip-audit/table-row", "pillow              7.0.0   PYSEC-2020-78  7.1.0"),
    ("npm-audit/npm-summary", "3 vulnerabilities (1 moderate, 2 critical)"),
    ("npm-audit/severity-line", "Severity: critical"),
    ("npm-audit/yarn-found", "5 vulnerabilities found - Packages audited: 812"),
    (
        "setup-toolchain/setup-python-not-found",
        "Error: The version '3.7' with architecture 'x64' was not found for Ubuntu 24.04.",
    ),
    ("setup-toolchain/setup-ruby-unknown", "Error: Unknown version 2.4 for ruby on ubuntu-24.04"),
    ("trivy/total", "Total: 3 (UNKNOWN: 0, LOW: 1, MEDIUM: 1, HIGH: 0, CRITICAL: 1)"),
    ("secret-scanners/gitleaks-found", "10:42AM WRN leaks found: 2"),
    ("helm-kubectl/helm-failed", 'Error: UPGRADE FAILED: cannot patch "web" with kind Deployment: field is immutable'),
    ("helm-kubectl/kubectl-server", 'Error from server (Forbidden): deployments.apps "web" is forbidden'),
    ("helm-kubectl/rollout-timeout", "error: timed out waiting for the condition"),
    ("cargo-audit/audit-found", "error: 1 vulnerability found!"),
    ("cargo-audit/deny-error", "error[vulnerability]: Potential segfault in the time crate"),
    ("govulncheck/vuln-id", "Vulnerability #1: GO-2023-2102"),
    ("govulncheck/affected", "Your code is affected by 1 vulnerability from 1 module."),
    ("phpstan-psalm/phpstan-found", " [ERROR] Found 3 errors"),
    (
        "phpstan-psalm/psalm-error",
        "ERROR: InvalidReturnType - src/Foo.php:12:5 - The declared return type 'int' is incorrect",
    ),
    ("dotnet-format/format-error", "/src/Foo.cs(12,1): error WHITESPACE: Fix whitespace formatting. [/src/Foo.csproj]"),
    (
        "ktlint-detekt/ktlint",
        'src/main/kotlin/App.kt:3:1: Unexpected blank line(s) before "}" (standard:no-blank-line-before-rbrace)',
    ),
    ("ktlint-detekt/detekt-summary", "Build failed with 3 weighted issues."),
    ("tox-nox/tox4-fail", "  py311: FAIL code 1 (12.30=setup[2.10]+cmd[10.20] seconds)"),
    ("tox-nox/nox-failed", "nox > Session tests-3.11 failed."),
    ("tox-nox/tox4-fail", "py39: FAIL ✖ in 4.4 seconds"),  # tox 4.67.17 (trial 48), as each environment ends
    (
        "tox-nox-interpreter/tox4-interpreter-failed",
        "py39: failed with could not find python interpreter matching any of the specs py39",
    ),
    (
        "tox-nox-interpreter/tox4-interpreter-failed",
        "py39: failed with could not find python interpreter with spec(s): py39",
    ),
    (
        "tox-nox-interpreter/tox4-interpreter-skipped",
        "py39: skipped because could not find python interpreter with spec(s): py39",
    ),
    ("tox-nox-interpreter/tox3-interpreter-not-found", "ERROR:  py39: InterpreterNotFound: python3.9"),
    ("tox-nox-interpreter/nox-interpreter-failed", "nox > Session tests-3.8 failed: Python interpreter 3.8 not found."),
    (
        "tox-nox-interpreter/nox-interpreter-skipped",
        "nox > Session tests-3.8 skipped: Python interpreter 3.8 not found (took 2 seconds).",
    ),
    ("sphinx-docs/treated-as-error", "Warning, treated as error:"),
    ("sphinx-docs/mkdocs-strict", "Aborted with 1 warnings in strict mode!"),
    ("coverage-threshold/jest-threshold", 'Jest: "global" coverage threshold for lines (80%) not met: 72.5%'),
    ("npm-publish/twine-forbidden", "HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/"),
    # git 2.35.2-2.35.x worded the safe.directory refusal this way (git's release notes for 2.35.2);
    # the same line is in a GitHub Actions log of the CiDiff pairs (cv_45)
    ("git-ownership/dubious-ownership", "fatal: unsafe repository ('/github/workspace' is owned by someone else)"),
    # a tool that cannot load its configuration: Checkstyle (the CiDiff pair cidiff_75), ESLint
    # (messages/no-config-found.js and, ESLint 9, config-file-missing.js), tsc (diagnosticMessages.json)
    (
        "configuration/tool-config-not-loaded",
        "> Unable to create Root Module: config {/home/runner/work/app/app/config/checkstyle/checkstyle.xml}, "
        "classpath {/home/runner/work/app/app/build/classes}.",
    ),
    ("configuration/tool-config-not-loaded", "ESLint couldn't find a configuration file. To set up a configuration"),
    ("configuration/eslint-flat-config-missing", "ESLint couldn't find an eslint.config.(js|mjs|cjs) file."),
    (
        "configuration/eslint-shared-config-missing",
        'ESLint couldn\'t find the config "airbnb-x" to extend from. Please check that the name of the config is correct.',
    ),
    ("node-dependency/eslint-plugin-missing", 'ESLint couldn\'t find the plugin "eslint-plugin-x".'),
    (
        "python-dependency/pip-check-broken",
        "requests 2.32.3 has requirement urllib3<3,>=1.21.1, but you have urllib3 1.20.",
    ),
    ("python-dependency/pip-check-broken", "requests 2.32.3 requires charset-normalizer, which is not installed."),
    ("configuration/tsc-config-error", "error TS5083: Cannot read file '/home/runner/work/app/tsconfig.json'."),
    # Jenkins' git client quotes git's stderr behind "stderr: " (CiDiff pairs assertfixer_1320, spork_441)
    (
        "network-flaky/git-remote-failure",
        "stderr: fatal: unable to access 'https://github.com/org/repo.git/': The requested URL returned error: 503",
    ),
    # PowerShell's error views (about_Preference_Variables, $ErrorView: ConciseView and NormalView)
    (
        "missing-path/pwsh-path-not-found",
        "Get-ChildItem: Cannot find path 'C:\\NoDirectory' because it does not exist.",
    ),
    ("missing-path/pwsh-path-not-found", "     | Cannot find path 'D:\\a\\app\\app\\dist' because it does not exist."),
    (
        "missing-path/pwsh-path-not-found",
        "Get-ChildItem : Cannot find path 'C:\\NoDirectory' because it does not exist.",
    ),
    (
        "shell-script/pwsh-command-not-found",
        "     | The term 'twine' is not recognized as a name of a cmdlet, function, script file, or executable program.",
    ),
    ("powershell/concise-position", "Line |"),
    ("powershell/concise-message", "     | CHANGELOG.md has no entry for 2.1.0"),
    ("powershell/normal-category", "    + CategoryInfo          : OperationStopped: (x:String) [], RuntimeException"),
    ("powershell/normal-message", "Copy-Item : Access to the path 'D:\\a\\app\\out' is denied."),
    ("powershell/normal-error-id", "    + FullyQualifiedErrorId : Release 2.1.0 has no changelog"),
    ("project-file-syntax/schema-error", '         invalid type: string "requests>=2", expected a sequence'),
    ("project-file-syntax/schema-error", "error: unknown field `edition2`, expected one of `name`, `version`"),
    ("project-file-syntax/uv-project-file", "  cause: Failed to parse: pyproject.toml"),
    ("project-file-syntax/uv-invalid-project-file", "  cause: Invalid `pyproject.toml`"),
    ("python-build-backend/scm-version-missing", "LookupError: setuptools-scm was unable to detect version for /w/p."),
    (
        "python-build-backend/scm-version-missing",
        "LookupError: Error getting the version from source `vcs`: setuptools-scm was unable to detect version for /w",
    ),
    ("python-build-backend/readme-missing", "OSError: Readme file does not exist: README.md"),
    ("check-wheel-contents/finding", "dist/pkg-1.0-py3-none-any.whl: W002: Wheel contains duplicate files:"),
    ("check-manifest/lists-differ", "lists of files in version control and sdist do not match!"),
    ("check-manifest/missing-heading", "missing from sdist:"),
    ("check-manifest/missing-from-vcs", "missing from VCS:"),
    ("release-version/tag-version-mismatch", "Tag v1.2.0 does not match version 1.1.0 in pyproject.toml"),
    (
        "release-version/file-version-mismatch",
        "version mismatch: pyproject.toml has 1.0.0 but src/x/__init__.py has 0.9.0",
    ),
]


@pytest.fixture(scope="module")
def index() -> SignalIndex:
    return SignalIndex(load_skills())


@pytest.mark.parametrize("line", PASSING_LINES)
def test_no_error_or_summary_signal_fires_on_passing_output(index: SignalIndex, line: str) -> None:
    """A signal with ``needs`` counts only beside a line one of the signals it needs matched
    (ESLint's warnings-only count under a command's ``--max-warnings``): on the line alone it fires
    only when the line is such a line too."""
    matches = index.match(clean_line(line).text)
    ids = {match.signal.id for match in matches}
    fired = [
        f"{match.signal.skill}/{match.signal.id}"
        for match in matches
        if match.signal.role in ("error", "summary") and (not match.signal.needs or ids & set(match.signal.needs))
    ]
    assert fired == []


@pytest.mark.parametrize(("key", "line"), EXAMPLES, ids=[key for key, _ in EXAMPLES])
def test_each_documented_format_is_matched_by_its_signal(index: SignalIndex, key: str, line: str) -> None:
    fired = {f"{match.signal.skill}/{match.signal.id}" for match in index.match(clean_line(line).text)}
    assert key in fired


def test_blacks_parse_error_is_no_python_runtime_error(index: SignalIndex) -> None:
    """black prints blib2to3's ``ParseError: bad input`` under a file that does not parse (its
    ``error: cannot parse ...`` line says so): a syntax error, not a script's crash."""

    def runtime(line: str) -> list[str]:
        return [match.signal.id for match in index.match(line) if match.signal.skill == "python-runtime"]

    assert runtime("ParseError: bad input") == []
    assert "final-exception" in runtime("ValueError: bad input")


def test_an_abort_is_no_segfault(index: SignalIndex) -> None:
    """SIGABRT (``Aborted``, exit 134) has signals of its own: an out-of-memory verdict leaves them
    out of its rivals (``consequence_of``), while a segfault stays a rival of any verdict."""
    fired = {match.signal.id: match.signal.consequence_of for match in index.match("Aborted")}
    assert fired == {"abort": ("out-of-memory",)}
    assert {match.signal.id for match in index.match("Segmentation fault")} == {"segfault"}


def test_pdms_own_errors_are_no_crash_of_pdm(index: SignalIndex) -> None:
    """pdm prints every exception as ``[Name]: message``; its own (``ProjectError``, ``PdmUsageError``)
    are its verdicts on the project, only others mean that pdm itself crashed."""

    def crash(line: str) -> list[str]:
        return [match.signal.id for match in index.match(line) if match.signal.skill == "python-runtime"]

    assert crash("[ModuleNotFoundError]: No module named 'hishel.httpx2'") == ["tool-exception"]
    assert crash("[ProjectError]: The pyproject.toml has not been initialized yet.") == []
    assert crash("[PdmUsageError]: No lockfile found, please run `pdm lock` first.") == []


def test_automake_result_lines_are_told_from_noses(index: SignalIndex) -> None:
    """Automake's harness names a test by its path (``tests/t_parse``, ``check_io.test``); nose prints
    ``FAIL: pkg.module.test_name`` in the same form, which stays the unittest family's."""

    def automake(line: str) -> bool:
        return any(match.signal.skill == "automake-tests" for match in index.match(line))

    assert automake("FAIL: tests/t_parse")
    assert automake("ERROR: check_io.test")
    assert automake("XPASS: tests/known_bug.sh")
    assert not automake("FAIL: tests.openface_demo_tests.test_compare_demo")


def test_a_go_linters_finding_is_no_compile_error_and_its_compile_error_is_no_finding(index: SignalIndex) -> None:
    """staticcheck ends a finding with its check code (``U1000``, ``SA4017``; staticcheck 2023.1,
    ``tests/skills/fixtures/staticcheck.txt``): code that compiles, so go-build's ``go-diagnostic``
    skips it. A package that does not compile ends in ``(compile)`` (staticcheck) or
    ``(typecheck)`` (golangci-lint): a compile error, no linter's finding."""

    def fired(line: str) -> set[str]:
        return {f"{match.signal.skill}/{match.signal.id}" for match in index.match(clean_line(line).text)}

    for line in (
        "calc/calc.go:15:6: func unused is unused (U1000)",
        "calc/calc.go:10:3: Sprintf doesn't have side effects and its return value is ignored (SA4017)",
    ):
        assert "staticcheck/finding" in fired(line)
        assert "go-build/go-diagnostic" not in fired(line)
    for line in (
        "p/p.go:3:23: undeclared name: undefinedThing (compile)",
        "pkg/a.go:3:2: undefined: foo (typecheck)",
    ):
        assert "go-build/go-diagnostic" in fired(line)
        assert not fired(line) & {"golangci-lint/issue", "staticcheck/finding"}
