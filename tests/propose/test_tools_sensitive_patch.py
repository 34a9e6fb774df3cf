"""The pull request's patch of a sensitive file (``.env``, a key) is not shown to the model: the
path guard covers PR diffs as it covers the checkout and its history (issue 13)."""

from __future__ import annotations

import pytest

from ci_triage.agent.errors import ToolError
from ci_triage.agent.tools.base import ToolContext
from ci_triage.base.redact import default_redactor
from ci_triage.evidence.model import Evidence
from ci_triage.github.models import ChangedFile
from ci_triage.propose.joblogs import JobLogs
from ci_triage.propose.tools import evidence_tools

SECRET = "committed-" + "in-the-diff-2718"


@pytest.mark.parametrize("path", [".env", "deploy/id_rsa", "config/.npmrc"])
def test_the_patch_of_a_sensitive_file_is_refused(path, tmp_path):
    evidence = Evidence(
        changed_files=[
            ChangedFile(filename=path, status="added", additions=1, deletions=0, patch=f"@@ -0,0 +1 @@\n+X={SECRET}")
        ]
    )
    with JobLogs([], default_redactor()) as logs:
        pr_diff = next(tool for tool in evidence_tools(evidence, logs) if tool.name == "pr_diff")
        with pytest.raises(ToolError) as raised:
            pr_diff.function(ToolContext.__new__(ToolContext), path=path)  # pr_diff is synchronous
    assert raised.value.error.code == "sensitive_path"
