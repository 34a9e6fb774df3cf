"""One path guard for every tool returning file content or history (issue 13): a committed secret
file is refused through ``git show REV:path``, a bare blob id, plain ``git show``/``git diff``
patches; links leaving the checkout are skipped with a note, never fatal, never naming their target."""

from __future__ import annotations

import os

import pytest
from tests.agent.conftest import git

from ci_triage.agent.llm.scripted import ScriptedModel, call

SECRET = "not-a-real-" + "committed-value-31337"


@pytest.fixture
def committed_secrets(repo):
    for path in (".env", ".ssh/id_rsa", "config/.npmrc"):
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_text(f"TOKEN={SECRET}\n")
    (repo / "notes.md").write_text("ordinary notes\n")
    git(repo, "add", "-f", ".env", ".ssh/id_rsa", "config/.npmrc", "notes.md")
    git(repo, "-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "Add files")
    return repo


def run_tools(make_agent, *calls):
    model = ScriptedModel([*calls, call("finish_task", summary="s")])
    agent, events = make_agent(model)
    agent.run_sync("t")
    return [r.messages[-1].content for r in model.requests[1:]], events


@pytest.mark.parametrize(
    "arguments",
    [
        {"revision": "HEAD:.env"},
        {"revision": "HEAD:.ssh/id_rsa"},
        {"revision": "HEAD:config/.npmrc"},
        {"revision": "HEAD"},
        {"revision": "HEAD~0"},
    ],
    ids=["rev-env", "rev-ssh-key", "rev-npmrc", "plain-head", "head-tilde"],
)
def test_git_show_never_returns_a_committed_secret_file(make_agent, committed_secrets, arguments):
    (output,), _ = run_tools(make_agent, call("git_show", **arguments))
    assert SECRET not in output


def test_a_blob_named_by_its_object_id_is_refused(make_agent, committed_secrets):
    blob = git(committed_secrets, "rev-parse", "HEAD:.env").strip()
    (output,), _ = run_tools(make_agent, call("git_show", revision=blob))
    assert SECRET not in output


def test_git_diff_and_show_keep_ordinary_files_and_say_what_was_left_out(make_agent, committed_secrets):
    (diff, show), _ = run_tools(make_agent, call("git_diff", revision="HEAD~1"), call("git_show", revision="HEAD"))
    for output in (diff, show):
        assert SECRET not in output
        assert "ordinary notes" in output
        assert "left out: a sensitive path" in output


def test_git_show_of_an_ordinary_file_at_a_revision_still_works(make_agent, committed_secrets):
    (output,), _ = run_tools(make_agent, call("git_show", revision="HEAD:notes.md"))
    assert output.strip() == "ordinary notes"


def test_links_leaving_the_checkout_are_skipped_with_a_note_not_fatal(make_agent, repo, tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("add( outside the checkout\n")
    os.symlink(outside, repo / "leak.txt")
    os.symlink("/proc/self/environ", repo / "environ")
    outputs, events = run_tools(
        make_agent, call("grep", pattern=r"add\("), call("glob", pattern="*"), call("list_directory", path=".")
    )
    grepped, globbed, listed = outputs
    assert "calc.py:1: def add(a, b):" in grepped
    assert "outside the checkout" not in grepped.replace("target is outside the checkout", "")
    for output in outputs:
        assert "leak.txt" in output
        assert "/proc/" not in output
        assert str(os.getpid()) not in output
    assert "calc.py" in globbed
    assert "calc.py" in listed
    assert not events.of("tool.failed")
