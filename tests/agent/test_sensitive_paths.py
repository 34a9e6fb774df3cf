"""Sensitive paths (.env, keys, credentials, .npmrc, .git/config) are refused for reads and
writes unless explicitly allowed, and never leak through search or the terminal."""

from __future__ import annotations

import pytest

from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.agent.permissions import is_sensitive


@pytest.mark.parametrize(
    "path",
    [
        ".env",
        "app/.env.local",
        ".npmrc",
        ".git/config",
        "deploy/id_rsa",
        "certs/server.pem",
        "credentials.json",
    ],
)
def test_sensitive_names(path):
    assert is_sensitive(path)


@pytest.mark.parametrize("path", ["src/env.py", "calc.py", "docs/keys.md", ".github/config.yml"])
def test_ordinary_names(path):
    assert not is_sensitive(path)


def test_read_of_dotenv_is_refused_with_a_permission_error(make_agent):
    model = ScriptedModel([call("read_file", path=".env"), call("finish_task", summary="s")])
    agent, events = make_agent(model)

    agent.run_sync("t")

    (failure,) = events.of("tool.failed")
    assert failure.error.code == "sensitive_path"
    assert failure.error.layer == "permission"
    assert "not-a-real-token" not in model.requests[1].messages[-1].content


def test_write_to_git_config_is_refused(make_agent, repo):
    before = (repo / ".git" / "config").read_text()
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "x"}]),
            call("write_file", path=".git/config", content="[core]\n"),
            call("finish_task", summary="s"),
        ]
    )
    agent, events = make_agent(model)

    agent.run_sync("t")

    assert (repo / ".git" / "config").read_text() == before
    assert events.of("tool.failed")[0].error.code == "sensitive_path"


def test_grep_and_terminal_do_not_leak_sensitive_files(make_agent, python):
    model = ScriptedModel(
        [
            call("grep", pattern="TOKEN"),
            call("todo_write", todos=[{"content": "x"}]),
            call("write_file", path="n.txt", content="1"),
            call("run_command", command="cat .env"),
            call("finish_task", summary="s"),
        ]
    )
    agent, events = make_agent(model)

    agent.run_sync("t")

    assert model.requests[1].messages[-1].content == "(no match)"
    assert events.of("tool.failed")[0].error.code == "sensitive_path"
    assert all("not-a-real-token" not in m.content for m in model.requests[-1].messages)


def test_explicitly_allowed_sensitive_path_can_be_read(make_agent):
    model = ScriptedModel([call("read_file", path=".env"), call("finish_task", summary="s")])
    agent, _ = make_agent(model, allowed_sensitive_paths=(".env",))

    agent.run_sync("t")

    assert "API_TOKEN" in model.requests[1].messages[-1].content


def test_paths_outside_the_workspace_are_refused(make_agent, tmp_path):
    (tmp_path / "outside.txt").write_text("secret")
    model = ScriptedModel([call("read_file", path="../outside.txt"), call("finish_task", summary="s")])
    agent, events = make_agent(model)

    agent.run_sync("t")

    assert events.of("tool.failed")[0].error.code == "path_outside_workspace"
