"""Commands the control plane runs in the scratch worktree: the failing command and skill fixers.

A command is an argument list (never a shell line). It runs only when its program is a bare name on
the allow-list (:attr:`FixLimits.allowed_programs`) found on ``PATH`` outside the scratch worktree,
with a first argument that cannot start something else and no argument naming a path outside the
worktree (:func:`cannot_run`), with a timeout, in a process group killed on timeout, and in an
environment of a few allow-listed variables, where the toolchains are installed, the network settings
that hold no credential (CA bundles, proxies, package indexes), and a private
``HOME`` (:func:`command_environment`);
its output is redacted and trimmed for the transcript.

Where the failing command comes from, in order: the ``verify-command`` input; the failing step of
the log (GitHub names a step without ``name:`` after its command, ``Run ruff format --check .``;
used only when it is one simple command); the check of the skill fixer that applies.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from urllib.parse import urlsplit

from pydantic import BaseModel

from ci_triage.agent.tools.terminal import cap_output
from ci_triage.base.redact import default_redactor, find_secrets
from ci_triage.evidence.model import Evidence
from ci_triage.logs.skill_schema import FILES_PLACEHOLDER
from ci_triage.repair.limits import (
    ALLOWED_FIRST_ARGUMENTS,
    ALLOWED_PYTHON_MODULES,
    ENVIRONMENT_PASSED,
    NETWORK_SETTINGS,
    PYTHON_PROGRAMS,
    TOOLCHAIN_FOLDERS,
    TOOLCHAIN_VERSIONS,
    FixLimits,
)
from ci_triage.repair.result import CommandRun, RunPhase

_SHELL_SYNTAX = set("|&;<>()$`\\\"'*?[]{}~#\n")
"""Characters that make a step's command line more than one simple command (pipes, lists,
redirections, expansions, quoting): such a command is not re-run."""


class FailingCommand(BaseModel):
    """The command that must fail before the patch and pass after it: ``argv`` (expanded) and
    ``source`` (``verify-command input``, ``log step 'Run …'``, or ``skill python-lint/ruff-format``)."""

    argv: list[str]
    source: str


def expand(template: Sequence[str], files: Sequence[str]) -> list[str]:
    """``template`` with each ``{files}`` argument replaced by ``files`` (``.`` when there are none)."""
    argv: list[str] = []
    for arg in template:
        argv.extend((list(files) or ["."]) if arg == FILES_PLACEHOLDER else [arg])
    return argv


def parse_command(line: str) -> list[str] | None:
    """A one-line command split into arguments (``shlex``), or None when it is empty or uses shell
    syntax (pipes, ``&&``, redirections, variables, globs, quotes)."""
    line = line.strip()
    if not line or any(ch in _SHELL_SYNTAX for ch in line):
        return None
    return shlex.split(line) or None


def command_from_log(evidence: Evidence) -> FailingCommand | None:
    """The failing step's command, when GitHub named the step after it (``Run <command>``) and it is
    one simple command; None otherwise."""
    for log in evidence.logs:
        step = log.report.failing_step
        if step is None or not step.name.startswith("Run "):
            continue
        argv = parse_command(step.name.removeprefix("Run "))
        if argv:
            return FailingCommand(argv=argv, source=f"log step {step.name!r} of job {log.job.name!r}")
    return None


def search_path(cwd: Path, path: str | None = None) -> str:
    """``PATH`` (default: this process's) without empty, relative, or in-``cwd`` entries, so a
    program is never found inside the scratch worktree."""
    root = cwd.resolve()
    kept = []
    for entry in (path if path is not None else os.environ.get("PATH", "")).split(os.pathsep):
        if not entry or not os.path.isabs(entry):
            continue
        resolved = Path(entry).resolve()
        if resolved != root and root not in resolved.parents:
            kept.append(entry)
    return os.pathsep.join(kept)


def cannot_run(argv: Sequence[str], cwd: Path, limits: FixLimits) -> str | None:
    """Why ``argv`` may not or cannot run here, or None when it can: not a bare program name, not on
    the allow-list, a first argument that would start something else (``npm exec``, ``python -c``;
    see :data:`~ci_triage.repair.limits.ALLOWED_FIRST_ARGUMENTS`), an argument naming a path outside the
    scratch worktree (absolute, or through ``..``), or not installed (not on the safe ``PATH``)."""
    program = argv[0] if argv else ""
    if not program or os.sep in program or program.startswith("-"):
        return f"{program!r} is not a bare program name"
    if program not in limits.allowed_programs:
        return f"{program!r} is not on the allow-list"
    first = ALLOWED_FIRST_ARGUMENTS.get(program)
    if first is not None and (len(argv) < 2 or argv[1] not in first):
        return f"{program!r} may only be run as {program} {' | '.join(sorted(first))} …"
    if program in PYTHON_PROGRAMS and not _python_allowed(argv[1:]):
        modules = ", ".join(sorted(ALLOWED_PYTHON_MODULES))
        return f"{program} may only run a .py file of the repository or -m with one of {modules}"
    for argument in argv[1:]:
        value = argument.split("=", 1)[-1] if argument.startswith("-") else argument
        if value.startswith(("/", "~")) or ".." in Path(value).parts:
            return f"argument {argument!r} points outside the scratch worktree"
    if shutil.which(program, path=search_path(cwd)) is None:
        return f"{program!r} is not installed here"
    return None


def _python_allowed(arguments: Sequence[str]) -> bool:
    if len(arguments) >= 2 and arguments[0] == "-m":
        return arguments[1] in ALLOWED_PYTHON_MODULES
    return bool(arguments) and arguments[0].endswith(".py") and not arguments[0].startswith("-")


def command_environment(safe_path: str, home: Path) -> dict[str, str]:
    """The whole environment of a fix command: :data:`~ci_triage.repair.limits.ENVIRONMENT_PASSED`
    from ours, where the toolchains are (:func:`toolchain_environment`), the network settings that
    hold no credential (:func:`network_environment`), the safe ``PATH``, and
    ``HOME``, ``TMPDIR`` and tool caches in the private ``home``."""
    env = {name: os.environ[name] for name in ENVIRONMENT_PASSED if name in os.environ}
    env.update(toolchain_environment(os.environ))
    env.update(network_environment(os.environ))
    env.update(
        PATH=safe_path,
        HOME=str(home),
        TMPDIR=str(home),
        XDG_CACHE_HOME=str(home / ".cache"),
        RUFF_CACHE_DIR=str(home / ".cache" / "ruff"),
        npm_config_cache=str(home / ".cache" / "npm"),
        CI="true",
        NO_COLOR="1",
        PYTHONDONTWRITEBYTECODE="1",
    )
    return env


def toolchain_environment(environ: Mapping[str, str]) -> dict[str, str]:
    """The variables of ``environ`` (ci-triage's environment) that locate or name the installed
    toolchains (:data:`~ci_triage.repair.limits.TOOLCHAIN_FOLDERS`: an absolute path, else the tool's
    default folder in ``environ``'s ``HOME`` when it exists; :data:`~ci_triage.repair.limits.TOOLCHAIN_VERSIONS`:
    a plain version name); e.g. ``{"RUSTUP_HOME": "/root/.rustup", "CARGO_HOME": "/root/.cargo"}``
    for a rustup install in ``/root``. Anything else is left out."""
    real_home = environ.get("HOME", "")
    env: dict[str, str] = {}
    for name, default in TOOLCHAIN_FOLDERS.items():
        value = environ.get(name, "")
        if os.path.isabs(value):
            env[name] = value
        elif default is not None and os.path.isabs(real_home) and os.path.isdir(os.path.join(real_home, default)):
            env[name] = os.path.join(real_home, default)
    for name in TOOLCHAIN_VERSIONS:
        value = environ.get(name, "")
        if value and len(value) <= 100 and all(ch.isascii() and (ch.isalnum() or ch in ".-_+") for ch in value):
            env[name] = value
    return env


def network_environment(environ: Mapping[str, str]) -> dict[str, str]:
    """The variables of :data:`~ci_triage.repair.limits.NETWORK_SETTINGS` that ``environ`` (ci-triage's
    environment) sets to a value holding no credential (:func:`_no_credential`): e.g.
    ``{"SSL_CERT_FILE": "/etc/ssl/certs/corp.pem", "PIP_INDEX_URL": "https://pypi.corp/simple"}``.
    Anything else is left out."""
    return {
        name: value
        for name in NETWORK_SETTINGS
        if (value := environ.get(name, "")) and len(value) <= MAX_NETWORK_VALUE and _no_credential(value)
    }


MAX_NETWORK_VALUE = 4000
"""Characters of a network setting passed at most (a list of index URLs or of hosts not proxied)."""


def _no_credential(value: str) -> bool:
    """Whether ``value`` (a path, a host list, a URL or a list of URLs, split at white space and
    commas) holds no credential: no URL in it has a user, a password, a query or a fragment (where
    tokens go: ``https://user:token@host``, ``?access_token=``), no word outside a URL holds an ``@``
    (a ``user:token@host`` without a scheme), and no secret is found in it
    (:func:`~ci_triage.base.redact.find_secrets`)."""
    if find_secrets(value):
        return False
    for word in value.replace(",", " ").split():
        if "://" not in word:
            if "@" in word:
                return False
            continue
        try:
            parts = urlsplit(word)
            credential = parts.username is not None or parts.password is not None
        except ValueError:
            return False
        if credential or parts.query or parts.fragment:
            return False
    return True


def run_command(argv: Sequence[str], cwd: Path, limits: FixLimits, *, phase: RunPhase) -> CommandRun:
    """Run ``argv`` in ``cwd`` (after :func:`cannot_run` said it may) and record it.

    The program is resolved on the safe ``PATH``; stdin is empty; stdout and stderr are merged.
    On timeout the whole process group is killed and ``exit_code`` is None. Never raises for the
    command's own failure (a program that cannot start is ``exit_code`` None with the reason).
    """
    safe_path = search_path(cwd)
    executable = shutil.which(argv[0], path=safe_path)
    if executable is None:
        return CommandRun(phase=phase, argv=list(argv), output=f"{argv[0]}: not found")
    with tempfile.TemporaryDirectory(prefix="ci-triage-fix-home-") as home:
        return _run(argv, executable, cwd, command_environment(safe_path, Path(home)), limits, phase)


def _run(
    argv: Sequence[str], executable: str, cwd: Path, env: dict[str, str], limits: FixLimits, phase: RunPhase
) -> CommandRun:
    redact = default_redactor()
    started = time.monotonic()
    try:
        process = subprocess.Popen(
            list(argv),
            executable=executable,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    except OSError as error:
        return CommandRun(phase=phase, argv=list(argv), output=f"{argv[0]}: {error.strerror or error}")
    timed_out = False
    try:
        out, _ = process.communicate(timeout=limits.command_timeout_s)
    except subprocess.TimeoutExpired:
        timed_out = True
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        out, _ = process.communicate()
    text = cap_output(redact(out.decode("utf-8", errors="replace")).rstrip("\n"), limits.output_chars)
    if timed_out:
        text += f"\n[timed out after {limits.command_timeout_s:g} s]"
    return CommandRun(
        phase=phase,
        argv=list(argv),
        exit_code=None if timed_out else process.returncode,
        timed_out=timed_out,
        duration_s=round(time.monotonic() - started, 3),
        output=text,
    )
