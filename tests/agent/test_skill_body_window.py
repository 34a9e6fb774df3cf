"""A skill's body is bounded by the model's window like every other tool result: ``use_skill`` cuts
a body past a fifth of the context budget with a marker (what was cut, where to read on), redacts
what it shows, and loading or checking a skill with a body past the default share warns. A person's
answer (``ask_user``) and a tool's error are capped like any other tool result."""

from __future__ import annotations

import json

from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.agent.llm.windows import GITHUB_MODELS_WINDOW, estimated_budget
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, tool
from ci_triage.base.redact import default_redactor
from ci_triage.base.tokens import estimate_tokens
from ci_triage.commands.cli import main
from ci_triage.logs.skills import LARGE_SKILL_BODY_TOKENS, load_skills

SECRET = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
"""A GitHub token's shape (fake), on every line of the body, so the cut splits one."""


def _write_skill(folder, body: str):
    skill = folder / "huge-guide" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text(f"---\nname: huge-guide\ndescription: Everything about the build.\n---\n{body}\n")
    return skill


def _request_tokens(request) -> int:
    text = "".join(m.content + "".join(c.name + c.raw_arguments for c in m.tool_calls) for m in request.messages)
    return estimate_tokens(text + json.dumps(request.tools))


def test_a_huge_skill_body_is_cut_to_the_window_with_a_marker_and_no_secret(make_agent, repo):
    body = f"Use the token {SECRET} with care and read the whole output.\n" * 80_000  # ~8 MB; the cut splits one
    skill_file = _write_skill(repo / ".ci-triage" / "skills", body)
    (skill,) = load_skills([repo / ".ci-triage" / "skills"], bundled=False).skills
    model = ScriptedModel([call("use_skill", id="huge-guide"), call("finish_task", summary="s")])
    model.window = GITHUB_MODELS_WINDOW
    agent, events = make_agent(model, skills=[skill], redactor=default_redactor())

    result = agent.run_sync("t")

    assert result.status == "completed"
    budget = estimated_budget(GITHUB_MODELS_WINDOW)
    for request in model.requests:
        assert _request_tokens(request) <= budget
        assert "ghp_" not in "".join(m.content for m in request.messages)  # not even the start of a split one
    prompt = model.requests[1].messages[0].content
    assert "## Active skill\nhuge-guide:" in prompt
    assert "skill cut to fit the model's window" in prompt
    assert f"of its {estimate_tokens(skill.body):,} estimated tokens cut" in prompt
    relative = skill_file.relative_to(repo).as_posix()
    assert f"read_file(path={relative!r})" in prompt
    assert "cut to" in model.requests[1].messages[-1].content  # use_skill's answer says so too
    (update,) = [e for e in events.of("context.updated") if e.reason == "skill:huge-guide"]
    assert update.tokens <= budget


def test_a_cut_skill_names_no_file_to_read_when_read_file_is_not_offered(make_agent, repo):
    skill_file = _write_skill(repo / ".ci-triage" / "skills", "Guidance line.\n" * 200_000)
    (skill,) = load_skills([skill_file.parent.parent], bundled=False).skills
    model = ScriptedModel([call("use_skill", id="huge-guide"), call("finish_task", summary="s")])
    model.window = GITHUB_MODELS_WINDOW
    agent, _events = make_agent(model, skills=[skill], tools=[])

    agent.run_sync("t")

    prompt = model.requests[1].messages[0].content
    assert "skill cut to fit the model's window" in prompt
    assert "read_file" not in prompt.split("## Active skill", 1)[1]


def test_loading_and_checking_a_skill_with_a_huge_body_warns(tmp_path, capsys):
    skills = tmp_path / "skills"
    small = _write_skill(skills / "small", "x" * (LARGE_SKILL_BODY_TOKENS * 4))
    huge = _write_skill(skills / "big", "x" * (LARGE_SKILL_BODY_TOKENS * 4 + 4))

    assert not load_skills([skills / "small"], bundled=False).notices
    (notice,) = load_skills([skills / "big"], bundled=False).notices
    said = f"skill huge-guide ({huge}) has a body of {LARGE_SKILL_BODY_TOKENS + 1:,} estimated tokens"
    assert notice.startswith(said)

    assert main(["skills", "check", str(huge.parent), "--no-home-skills"]) == 0
    assert "warning huge-guide: has a body of" in capsys.readouterr().out
    assert main(["skills", "check", str(small.parent), "--no-home-skills"]) == 0
    assert "has a body of" not in capsys.readouterr().out


def test_a_persons_answer_and_a_tools_error_are_capped_like_any_tool_result(make_agent):
    @tool(ToolKind.READ)
    def noisy(ctx: ToolContext) -> str:
        """Fail with a huge message."""
        raise RuntimeError("boom " * 100_000)

    model = ScriptedModel([call("ask_user", question="which file?"), call("noisy"), call("finish_task", summary="s")])
    agent, _events = make_agent(model, interactive=True, extra_tools=[noisy])
    agent.on("ask_user.required", lambda e: agent.respond(e.tool_call_id, "calc.py " * 200_000))

    agent.run_sync("t")

    answer = model.requests[1].messages[-1].content
    error = model.requests[2].messages[-1].content
    for text, start in ((answer, "calc.py"), (error, "error [tool_exception]")):
        assert text.startswith(start)
        assert "characters omitted" in text
        assert len(text) < 17_000  # the default limit (16,000 characters) and the marker
