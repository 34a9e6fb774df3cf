"""Fix screening findings of the audit (issue 13): a model patch may not change a test's expected
value, a test file or checker configuration the failure is not in; rejection reasons render as
code (a quoted diff line never trips the comment's mention or link checks); a rejected patch is
never offered as an artifact."""

from __future__ import annotations

import pytest

from ci_triage.prove.policy import BARE_LINK, MENTION
from ci_triage.repair.artifact import offered, write_patch_artifact
from ci_triage.repair.protected import protected_changes
from ci_triage.repair.result import FixResult, Rejection


def patch(path: str, old: str, new: str) -> str:
    return f"--- a/{path}\n+++ b/{path}\n@@ -1 +1 @@\n-{old}\n+{new}\n"


def test_changing_the_expected_value_of_the_failing_test_is_refused():
    refused, allowed = protected_changes(
        patch("tests/test_calc.py", "    assert add(2, 3) == 5", "    assert add(2, 3) == -1"), ["tests/test_calc.py"]
    )
    assert [r.rule for r in refused] == ["protected-file"]
    assert allowed == []


def test_an_import_in_the_failing_test_file_may_be_fixed_and_is_named():
    refused, allowed = protected_changes(
        patch("test/strings.test.js", "import '../lib/string.js'", "import '../lib/strings.js'"),
        ["test/strings.test.js"],
    )
    assert refused == []
    assert allowed == ["test/strings.test.js"]


@pytest.mark.parametrize(
    "path",
    [
        "tests/test_other.py",
        ".flake8",
        "mypy.ini",
        ".eslintrc.json",
        "tsconfig.json",
        ".golangci.yml",
        ".gitlab-ci.yml",
    ],
)
def test_a_protected_file_the_failure_is_not_in_is_refused(path):
    refused, _ = protected_changes(patch(path, "a = 1", "a = 2"), ["src/calc.py"])
    assert [r.rule for r in refused] == ["protected-file"]


def test_a_checker_configuration_the_failure_is_in_may_change():
    refused, allowed = protected_changes(patch("tsconfig.json", '"strict": tru', '"strict": true'), ["tsconfig.json"])
    assert (refused, allowed) == ([], ["tsconfig.json"])


def test_rejection_reasons_render_as_code_so_no_mention_or_link_survives():
    rejection = Rejection(
        rule="skip-marker", reason="adds a skip/xfail marker", path="tests/t.py", line=3,
        text="+@pytest.mark.skip(reason='see https://evil.example.invalid @admin')",
    )  # fmt: skip
    described = rejection.describe()
    outside_code = "".join(described.split("`")[0::2])
    assert not MENTION.search(outside_code)
    assert not BARE_LINK.search(outside_code)


@pytest.mark.parametrize("status", ["rejected", "no-fix"])
def test_a_rejected_patch_is_never_offered_as_an_artifact(tmp_path, status):
    result = FixResult(status=status, head_sha="0" * 40, category="test failure", patch=patch("a.py", "x", "y"))
    assert not offered(result)
    with pytest.raises(ValueError, match="no patch to offer"):
        write_patch_artifact(result, tmp_path / "fix.patch")
    assert not (tmp_path / "fix.patch").exists()
