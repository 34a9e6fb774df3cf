"""A scratch git worktree of the checked-out repository at the PR head; the real checkout is never touched.

``git worktree add --detach <tmp>/tree <sha>`` shares the object database but has its own HEAD,
index and files (git-worktree(1)). Every later git command names the worktree's own git directory
and work tree explicitly (``--git-dir``/``--work-tree``), so a ``.git`` file rewritten inside the
scratch copy cannot point a command at another repository. Hooks are off (``core.hooksPath``), the
environment is stripped of secret-named variables, and the worktree is removed (and pruned) on exit.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ci_triage.agent.tools.terminal import clean_environment
from ci_triage.base.errors import InputError

GIT_TIMEOUT_S = 120.0
"""Seconds one git command may take (chosen: checkout of a large repository on a slow runner)."""
_GIT_OPTIONS = ("-c", "core.hooksPath=/dev/null", "-c", "core.autocrlf=false", "-c", "core.quotepath=false")
BUILD_LITTER = ("__pycache__/", "*.py[cod]", ".pytest_cache/", ".ruff_cache/", ".mypy_cache/", "node_modules/")
"""Files that test and lint runs leave behind, never part of a patch even where the repository does
not ignore them (given to git as ``core.excludesFile`` of the scratch worktree only)."""


class ScratchError(InputError):
    """The scratch worktree cannot be made (not a git repository, unknown commit) or git failed in it."""


def _git_env() -> dict[str, str]:
    env = clean_environment()
    for name in [n for n in env if n.startswith("GIT_")]:
        del env[name]
    env.update(GIT_TERMINAL_PROMPT="0", GIT_CONFIG_NOSYSTEM="1", LC_ALL="C")
    return env


def run_git(args: list[str], *, cwd: Path | None = None, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``git <args>`` (hooks off, secret-free environment, no pager) and return the completed
    process without checking its exit code. Raises :class:`ScratchError` on a timeout or when git
    cannot start."""
    try:
        return subprocess.run(
            ["git", "--no-pager", *_GIT_OPTIONS, *args],
            cwd=cwd,
            input=stdin,
            capture_output=True,
            text=True,
            env=_git_env(),
            timeout=GIT_TIMEOUT_S,
        )
    except subprocess.TimeoutExpired:
        raise ScratchError(f"git {args[0]} took longer than {GIT_TIMEOUT_S:g} s") from None
    except OSError as error:
        raise ScratchError(f"git cannot start: {error.strerror or error}") from None


def _checked(args: list[str], **kwargs) -> str:
    done = run_git(args, **kwargs)
    if done.returncode != 0:
        raise ScratchError(f"git {' '.join(args[:2])} failed: {(done.stderr or done.stdout).strip()}")
    return done.stdout


@dataclass(frozen=True)
class Scratch:
    """A scratch worktree: ``root`` (its files), ``git_dir`` (its own git directory), ``head_sha``,
    and ``excludes`` (the file of :data:`BUILD_LITTER` patterns git ignores here)."""

    root: Path
    git_dir: Path
    head_sha: str
    excludes: Path

    def git(self, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        """``git`` on this worktree only (explicit git dir and work tree); exit code not checked."""
        scoped = [f"--git-dir={self.git_dir}", f"--work-tree={self.root}", "-c", f"core.excludesFile={self.excludes}"]
        return run_git([*scoped, *args], cwd=self.root, stdin=stdin)

    def _checked(self, *args: str, stdin: str | None = None) -> str:
        done = self.git(*args, stdin=stdin)
        if done.returncode != 0:
            raise ScratchError(f"git {args[0]} failed in the scratch worktree: {(done.stderr or done.stdout).strip()}")
        return done.stdout

    def diff(self) -> str:
        """Every change of the working tree against the PR head (new, changed and deleted files,
        ignored files excluded) as a unified diff with ``a/``/``b/`` prefixes, no renames."""
        self._checked("add", "--all")
        return self._checked(
            "diff", "--cached", "--no-color", "--no-ext-diff", "--no-renames", "--src-prefix=a/", "--dst-prefix=b/",
            self.head_sha,
        )  # fmt: skip

    def reset(self) -> None:
        """Back to the PR head exactly: tracked files restored, untracked and ignored files removed."""
        self._checked("reset", "--hard", "--quiet", self.head_sha)
        self._checked("clean", "-d", "--force", "-x", "--quiet")

    def apply_check(self, patch: str) -> subprocess.CompletedProcess[str]:
        """``git apply --check`` of ``patch`` against the working tree (exit code not checked)."""
        return self.git("apply", "--check", "--verbose", "-", stdin=patch)

    def apply(self, patch: str) -> None:
        """Apply ``patch`` to the working tree; raises :class:`ScratchError` if it does not apply."""
        self._checked("apply", "--whitespace=nowarn", "-", stdin=patch)


@contextmanager
def scratch_worktree(repository: Path, head_sha: str) -> Iterator[Scratch]:
    """A :class:`Scratch` worktree of ``repository`` at ``head_sha`` (a commit the repository has),
    in a new temporary directory; removed with ``git worktree remove --force`` (then pruned) on exit.

    Raises :class:`ScratchError` (exit code 3) when ``repository`` is not a git repository or does
    not have the commit (a shallow checkout without the PR head, for instance).
    """
    repository = Path(repository).resolve()
    if not (repository / ".git").exists():
        raise ScratchError(f"{repository}: not a git checkout (no .git)")
    sha = _checked(["rev-parse", "--verify", "--quiet", f"{head_sha}^{{commit}}"], cwd=repository).strip()
    parent = Path(tempfile.mkdtemp(prefix="ci-triage-fix-"))
    root = parent / "tree"
    excludes = parent / "exclude"
    excludes.write_text("\n".join(BUILD_LITTER) + "\n", encoding="utf-8")
    try:
        _checked(["worktree", "add", "--detach", "--quiet", str(root), sha], cwd=repository)
        git_dir = Path(_checked(["rev-parse", "--absolute-git-dir"], cwd=root).strip())
        yield Scratch(root=root, git_dir=git_dir, head_sha=sha, excludes=excludes)
    finally:
        if root.exists():
            run_git(["worktree", "remove", "--force", str(root)], cwd=repository)
        shutil.rmtree(parent, ignore_errors=True)
        run_git(["worktree", "prune"], cwd=repository)
