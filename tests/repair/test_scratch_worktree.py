"""The scratch worktree: made at the PR head, confined, removed afterwards; the real checkout's
status, HEAD and worktree list are the same before and after."""

from __future__ import annotations

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.repair.worktree import ScratchError, scratch_worktree

from .conftest import git


def test_the_scratch_worktree_is_at_the_head_and_is_removed(make_sample):
    sample = make_sample({"a.py": "x = 1\n"})
    git(sample.root, "commit", "--allow-empty", "-q", "-m", "later")
    (sample.root / "a.py").write_text("x = 'local edit'\n")  # an uncommitted change in the real checkout
    before = sample.state()

    with scratch_worktree(sample.root, sample.head_sha) as scratch:
        assert git(scratch.root, "rev-parse", "HEAD").strip() == sample.head_sha
        assert (scratch.root / "a.py").read_text() == "x = 1\n"
        (scratch.root / "a.py").write_text("x = 2\n")
        (scratch.root / "new.py").write_text("y = 1\n")
        (scratch.root / "__pycache__").mkdir()
        (scratch.root / "__pycache__" / "a.cpython-312.pyc").write_bytes(b"\0litter")
        patch = scratch.diff()
        scratch.reset()
        assert (scratch.root / "a.py").read_text() == "x = 1\n"
        assert not (scratch.root / "new.py").exists()
        assert scratch.apply_check(patch).returncode == 0
        scratch.apply(patch)
        assert (scratch.root / "new.py").read_text() == "y = 1\n"
        root = scratch.root

    assert "+x = 2" in patch
    assert "new file mode" in patch
    assert "__pycache__" not in patch
    assert not root.exists()
    assert sample.state() == before
    assert (sample.root / "a.py").read_text() == "x = 'local edit'\n"


def test_a_rewritten_dot_git_file_cannot_redirect_git(make_sample, tmp_path):
    sample = make_sample({"a.py": "x = 1\n"})
    other = make_sample({"b.py": "y = 1\n"}, name="other")
    before, other_before = sample.state(), other.state()

    with scratch_worktree(sample.root, sample.head_sha) as scratch:
        (scratch.root / ".git").write_text(f"gitdir: {other.root / '.git'}\n")
        (scratch.root / "a.py").write_text("x = 2\n")
        patch = scratch.diff()
        scratch.reset()

    assert "+x = 2" in patch
    assert (sample.state(), other.state()) == (before, other_before)


def test_an_unknown_commit_is_an_input_error(make_sample):
    sample = make_sample({"a.py": "x = 1\n"})
    with pytest.raises(ScratchError) as raised, scratch_worktree(sample.root, "0" * 40):
        pass
    assert raised.value.exit_code == ExitCode.INPUT
    assert "git rev-parse --verify failed" in str(raised.value)


def test_a_folder_that_is_not_a_checkout_is_an_input_error(tmp_path):
    with pytest.raises(ScratchError, match="not a git checkout"), scratch_worktree(tmp_path, "HEAD"):
        pass
