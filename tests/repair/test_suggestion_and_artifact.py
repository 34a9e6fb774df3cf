"""What a user sees of a fix: the Markdown block for the sticky comment (a ```diff fence, or a GitHub
```suggestion for a single hunk inside the PR's diff), the verification transcript, and the patch
artifact written atomically that ``git apply`` accepts."""

from __future__ import annotations

import subprocess

import pytest

from ci_triage.base.errors import OutputError
from ci_triage.github.models import ChangedFile
from ci_triage.repair import FixResult, review_suggestion, suggestion_markdown, transcript_text, write_patch_artifact
from ci_triage.repair.diff import summarize
from ci_triage.repair.result import CommandRun, DiffSummary

from .conftest import git

PATCH = "\n".join(
    [
        "diff --git a/calc.py b/calc.py",
        "index 1111111..2222222 100644",
        "--- a/calc.py",
        "+++ b/calc.py",
        "@@ -1,4 +1,4 @@",
        " def add(a, b):",
        "-    return a - b",
        "+    return a + b",
        " ",
        " ",
        "",
    ]
)
BEFORE = CommandRun(phase="before", argv=["pytest", "-q"], exit_code=1, duration_s=0.4, output="1 failed")
AFTER = CommandRun(phase="after", argv=["pytest", "-q"], exit_code=0, duration_s=0.3, output="1 passed")


def verified(**fields) -> FixResult:
    values = {
        "status": "verified",
        "head_sha": "a" * 40,
        "category": "test failure",
        "command": ["pytest", "-q"],
        "source": "model",
        "patch": PATCH,
        "transcript": [BEFORE, AFTER],
        **fields,
    }
    return FixResult(**values, summary=summarize(values["patch"]) if values["patch"] else DiffSummary())


def test_a_verified_fix_reads_as_a_diff_with_its_transcript():
    markdown = suggestion_markdown(verified())

    assert markdown.startswith(
        "**Candidate fix, verified by a re-run**: `pytest -q` failed at the PR head and passes with this patch."
    )
    assert "1 file changed, +1 -1 (calc.py +1 -1) — from model." in markdown
    assert "```diff\ndiff --git a/calc.py b/calc.py\n" in markdown
    assert "<details><summary>Verification transcript</summary>" in markdown
    assert "$ pytest -q    # at the PR head, before the patch\nexit 1 in 0.40 s\n    1 failed" in markdown


def test_an_unverified_fix_says_not_verified_by_a_re_run():
    result = verified(status="unverified", reason="not verified by a re-run: 'jest' is not installed here")
    markdown = suggestion_markdown(result)
    assert markdown.startswith(
        "**Candidate fix, not verified**: not verified by a re-run: 'jest' is not installed here."
    )
    assert "```diff" in markdown


def test_a_rejected_patch_is_named_but_not_suggested():
    result = verified(status="rejected", reason="adds a skip/xfail marker (tests/test_a.py:3: +@pytest.mark.skip)")
    markdown = suggestion_markdown(result)
    assert "**No fix proposed**: the candidate patch was refused: adds a skip/xfail marker" in markdown
    assert "```diff" not in markdown


def test_backticks_in_the_patch_get_a_longer_fence_and_secrets_are_masked():
    token = "gh" + "p_" + "B" * 36
    patch = PATCH.replace("+    return a + b", f"+    return a + b  # ```{token}")
    markdown = suggestion_markdown(verified(patch=patch))
    assert "````diff\n" in markdown
    assert token not in markdown


def test_a_single_hunk_inside_the_pr_diff_becomes_a_suggestion():
    pr_files = [
        ChangedFile(
            filename="calc.py",
            status="modified",
            patch="@@ -1,2 +1,2 @@\n def add(a, b):\n-    return 0\n+    return a - b\n",
        )
    ]

    suggestion = review_suggestion(verified(), pr_files)

    assert suggestion is not None
    assert (suggestion.path, suggestion.start_line, suggestion.line) == ("calc.py", 2, 2)
    assert suggestion.body == "```suggestion\n    return a + b\n```"


def test_a_suggestion_keeps_only_the_lines_it_replaces():
    patch = "\n".join(
        [
            "--- a/m.py",
            "+++ b/m.py",
            "@@ -1,4 +1,4 @@",
            "+# added above",
            "-a = 1",
            " b = 2",
            "-c = 3",
            "+c = 4",
            " d = 5",
            "",
        ]
    )
    inside = [
        ChangedFile(filename="m.py", status="modified", patch="@@ -0,0 +1,4 @@\n+a = 1\n+b = 2\n+c = 3\n+d = 5\n")
    ]

    suggestion = review_suggestion(verified(patch=patch), inside)

    assert (suggestion.start_line, suggestion.line) == (1, 3)
    assert suggestion.body == "```suggestion\n# added above\nb = 2\nc = 4\n```"


def test_no_suggestion_outside_the_pr_diff_or_for_several_hunks():
    elsewhere = [ChangedFile(filename="other.py", status="modified", patch="@@ -1 +1 @@\n-a\n+b\n")]
    assert review_suggestion(verified(), elsewhere) is None
    two_files = PATCH + PATCH.replace("calc.py", "more.py")
    inside = [ChangedFile(filename="calc.py", status="modified", patch="@@ -1,2 +1,2 @@\n a\n-b\n+c\n")]
    assert review_suggestion(verified(patch=two_files), inside) is None


def test_the_transcript_names_each_phase():
    fix = CommandRun(phase="fix", argv=["ruff", "format", "a b.py"], exit_code=0, output="1 file reformatted")
    timeout = CommandRun(phase="after", argv=["pytest"], timed_out=True, duration_s=300, output="[timed out]")
    assert transcript_text([fix, timeout]) == (
        "$ ruff format 'a b.py'    # the skill fixer\nexit 0 in 0.00 s\n    1 file reformatted\n"
        "$ pytest    # after the patch\ntimed out in 300.00 s\n    [timed out]"
    )


def test_the_patch_artifact_is_written_atomically_and_applies(tmp_path, make_sample):
    sample = make_sample({"calc.py": "def add(a, b):\n    return a - b\n\n\n"})
    path = write_patch_artifact(verified(), tmp_path / "out" / "ci-triage-fix.patch")

    assert path.read_text() == PATCH
    assert sorted(p.name for p in path.parent.iterdir()) == ["ci-triage-fix.patch"]
    subprocess.run(["git", "apply", "--check", str(path)], cwd=sample.root, check=True)
    git(sample.root, "apply", str(path))
    assert (sample.root / "calc.py").read_text().startswith("def add(a, b):\n    return a + b\n")


def test_an_unwritable_artifact_is_an_output_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(OutputError, match="cannot write the patch artifact"):
        write_patch_artifact(verified(), blocker / "fix.patch")
    with pytest.raises(ValueError, match="no patch"):
        write_patch_artifact(verified(patch=""), tmp_path / "fix.patch")
