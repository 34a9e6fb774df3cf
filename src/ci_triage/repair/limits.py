"""The limits of a candidate fix: which programs may run, for how long, and how big a patch may be.

Defaults are written once, here, and documented in ``docs/fix.md`` ("Limits and the allow-list").
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

DEFAULT_ALLOWED_PROGRAMS: tuple[str, ...] = (
    # formatters and fixers the bundled skills declare
    "ruff", "black", "isort", "prettier", "eslint", "gofmt", "clang-format", "cargo", "go", "poetry", "uv",
    # test runners and checkers a failing command is usually one of
    "pytest", "python", "python3", "node", "npm", "yarn", "pnpm", "tsc", "mypy", "jest", "vitest", "mocha",
)  # fmt: skip
"""Programs a fixer or a failing command may start (a bare name, looked up on ``PATH``, never inside
the scratch worktree). Chosen: the tools the bundled skills name; no shells, no ``git``, no ``make``
(whose targets run anything), no network tools. Interpreters (``python``, ``node``) still run the
repository's own code, as CI does: this confines, it does not sandbox."""


ALLOWED_FIRST_ARGUMENTS: dict[str, frozenset[str]] = {
    "npm": frozenset({"test", "t", "run", "run-script"}),
    "pnpm": frozenset({"test", "t", "run"}),
    "yarn": frozenset({"test", "run"}),
    "cargo": frozenset({"fmt", "test", "check", "clippy", "build"}),
    "go": frozenset({"test", "vet", "build", "fmt", "mod"}),
    "poetry": frozenset({"lock", "check"}),
    "uv": frozenset({"lock"}),
}
"""What may follow a program that can otherwise start anything (``npm exec``, ``yarn dlx``,
``cargo install``): its first argument must be one of these."""
PYTHON_PROGRAMS = frozenset({"python", "python3"})
"""Interpreters that may run only ``-m`` with :data:`ALLOWED_PYTHON_MODULES`, or a ``.py`` file of the
repository (as CI does) — never ``-c`` code from a log or an input."""
ALLOWED_PYTHON_MODULES = frozenset(
    {"pytest", "unittest", "doctest", "ruff", "black", "isort", "mypy", "flake8", "pylint"}
)
"""The modules ``python -m`` may run (test runners and checkers; not ``pip``, not ``http.server``)."""
ENVIRONMENT_PASSED = ("LANG", "LC_ALL", "TZ", "PYTEST_DISABLE_PLUGIN_AUTOLOAD")
"""The only variables of ci-triage's own environment a fix command sees as they are (besides a safe
``PATH``, a private ``HOME``/``TMPDIR``/caches and :data:`TOOLCHAIN_FOLDERS`/:data:`TOOLCHAIN_VERSIONS`):
no tokens under innocent names, and none of the runner's command files (``GITHUB_ENV``,
``GITHUB_PATH``, ``GITHUB_OUTPUT``) through which a command could change the job's later steps."""
TOOLCHAIN_FOLDERS: dict[str, str | None] = {
    "RUSTUP_HOME": ".rustup", "CARGO_HOME": ".cargo",  # rustup: its toolchains and default in settings.toml
    "PYENV_ROOT": ".pyenv",  # pyenv: versions/ and the global `version` file its shims read
    "NVM_DIR": ".nvm", "VOLTA_HOME": ".volta", "FNM_DIR": ".local/share/fnm",  # node version managers
    "ASDF_DIR": None, "ASDF_DATA_DIR": ".asdf",  # asdf: its installs/ and shims/
    "MISE_DATA_DIR": ".local/share/mise", "MISE_CONFIG_DIR": ".config/mise",  # mise: installs, global config
    "SDKMAN_DIR": ".sdkman", "JAVA_HOME": None,  # sdkman's candidates, a JDK
    "GOROOT": None, "GOPATH": "go", "GOMODCACHE": None, "GOCACHE": None,  # Go: toolchain, modules, build cache
    "VIRTUAL_ENV": None, "CONDA_PREFIX": None,  # an activated Python environment
}  # fmt: skip
"""Variables through which a toolchain manager finds its installed toolchains, and where it looks
without them (a folder of the user's ``HOME``; None: no default there). A fix command gets each one
that ci-triage's environment sets to an absolute path, else its default in the real ``HOME`` when
that folder exists: its ``HOME`` is private, and rustup, pyenv, asdf, mise… would find no toolchain
there (``rustup could not choose a version of cargo to run``). Chosen: each tool's documented
location variables, whose value is a folder, never a secret. Not passed: flags and options that run
code (``NODE_OPTIONS``, ``RUSTFLAGS``, ``GOFLAGS``), URLs that hold credentials (a registry's or a
proxy's with a user or a query: :data:`NETWORK_SETTINGS` passes the others), tokens, and
``XDG_CONFIG_HOME``/the real ``HOME`` (the user's own tool settings, ``~/.config/ruff``, would make
the check differ from CI's)."""
NETWORK_SETTINGS = (
    "SSL_CERT_FILE", "SSL_CERT_DIR", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "NODE_EXTRA_CA_CERTS",
    "PIP_CERT", "GIT_SSL_CAINFO", "CARGO_HTTP_CAINFO", "NPM_CONFIG_CAFILE", "npm_config_cafile",
    "UV_NATIVE_TLS", "UV_SYSTEM_CERTS",  # the CA bundles and trust stores TLS clients read
    "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "all_proxy", "no_proxy",
    "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS", "PIP_TRUSTED_HOST",  # pip's package indexes
    "UV_INDEX_URL", "UV_EXTRA_INDEX_URL", "UV_DEFAULT_INDEX", "UV_INDEX", "UV_FIND_LINKS",  # uv's
    "NPM_CONFIG_REGISTRY", "npm_config_registry", "YARN_NPM_REGISTRY_SERVER",  # npm's, pnpm's, yarn's registry
    "GOPROXY", "GONOPROXY", "GOPRIVATE", "GONOSUMDB", "GOSUMDB",  # go's module proxy and checksum database
    "CARGO_REGISTRIES_CRATES_IO_PROTOCOL",
)  # fmt: skip
"""The network settings of ci-triage's environment a fix command sees as they are, when their value
holds no credential (:func:`ci_triage.repair.commands.network_environment`): where the TLS clients find
the CA certificates a self-hosted runner's or a company's proxy presents (rustls in uv, OpenSSL,
Node.js), the proxies, and the package indexes and registries. Without them a lock refresh
(``uv lock``) fails here on a certificate or a blocked index, however right the patch (trial 86:
``invalid peer certificate: UnknownIssuer`` without ``SSL_CERT_FILE``). Chosen: each tool's documented
variable for these; a URL with a user, a password or a query (``https://user:token@index/simple``,
``?token=``) is a secret and is left out, as is any value :func:`ci_triage.base.redact.find_secrets`
finds a secret in."""
TOOLCHAIN_VERSIONS = ("RUSTUP_TOOLCHAIN", "PYENV_VERSION", "GOTOOLCHAIN")
"""Variables that choose a toolchain's version by name (``stable``, ``3.12.4``, ``go1.22.5``): passed
as they are when they are a plain version name (letters, digits, ``.-_+``)."""


class FixLimits(BaseModel):
    """How far a candidate fix may go. Times are seconds; sizes are lines or characters.

    * ``max_files`` / ``max_changed_lines``: the patch's size (changed lines = added + removed);
      chosen so a reviewer can read the patch in one sitting; a formatter run is limited to the files
      the log names, which keeps it inside these numbers for a typical failure.
    * ``command_timeout_s``: per fixer or failing-command run (chosen: a focused check, not a suite).
    * ``output_chars``: characters of each run's output kept in the transcript (head and tail).
    * ``allowed_programs``: see :data:`DEFAULT_ALLOWED_PROGRAMS`.
    * ``model_max_steps``: model turns per edit attempt.
    """

    model_config = ConfigDict(frozen=True)

    max_files: int = Field(default=10, ge=1)
    max_changed_lines: int = Field(default=400, ge=1)
    command_timeout_s: float = Field(default=300.0, gt=0)
    output_chars: int = Field(default=4_000, ge=200)
    allowed_programs: tuple[str, ...] = DEFAULT_ALLOWED_PROGRAMS
    model_max_steps: int = Field(default=40, ge=1)
