"""The weakening screen refuses patches that make CI pass by checking less, naming the reason and
the diff line; honest fixes (including a formatter re-wrapping an assertion) pass."""

from __future__ import annotations

import difflib

import pytest

from ci_triage.repair.diff import check_limits, summarize
from ci_triage.repair.limits import FixLimits
from ci_triage.repair.screen import screen_patch


def patch(path: str, old: str | None, new: str | None) -> str:
    """A unified diff of one file from ``old`` to ``new`` text (None: the file is absent)."""
    diff = difflib.unified_diff(
        (old or "").splitlines(keepends=True),
        (new or "").splitlines(keepends=True),
        "/dev/null" if old is None else f"a/{path}",
        "/dev/null" if new is None else f"b/{path}",
    )
    mode = "new file mode 100644\n" if old is None else "deleted file mode 100644\n" if new is None else ""
    return f"diff --git a/{path} b/{path}\n{mode}" + "".join(diff)


TEST = "def test_add():\n    assert add(2, 3) == 5\n"


@pytest.mark.parametrize(
    ("path", "old", "new", "rule", "described"),
    [
        ("tests/test_a.py", TEST, "import pytest\n@pytest.mark.xfail\n" + TEST, "skip-marker",
         "adds a skip/xfail marker (tests/test_a.py:2: +@pytest.mark.xfail)"),
        ("tests/test_a.py", TEST, TEST.replace("def", "@unittest.skip('later')\ndef"), "skip-marker", None),
        ("src/a.test.js", "it('adds', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n",
         "it.skip('adds', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n", "skip-marker", None),
        ("src/a.test.js", "it('adds', () => {});\n", "xit('adds', () => {});\n", "skip-marker", None),
        ("src/lib.rs", "#[test]\nfn adds() {}\n", "#[test]\n#[ignore]\nfn adds() {}\n", "skip-marker", None),
        ("a_test.go", "func TestA(t *testing.T) {\n}\n", "func TestA(t *testing.T) {\n\tt.Skip(\"flaky\")\n}\n",
         "skip-marker", None),
        ("tests/test_a.py", TEST, "def test_add():\n    add(2, 3)\n", "deleted-assertion",
         "deletes an assertion (tests/test_a.py:2: -assert add(2, 3) == 5)"),
        ("tests/test_a.py", "def test_x(self):\n    self.assertEqual(f(), 3)\n",
         "def test_x(self):\n    self.assertTrue(f())\n", "loosened-assertion",
         "replaces a strict assertion with a weaker one (tests/test_a.py:2: +self.assertTrue(f()))"),
        ("src/a.test.js", "expect(sum(1, 2)).toBe(3);\n", "expect(sum(1, 2)).toBeDefined();\n",
         "loosened-assertion", None),
        ("tests/test_a.py", TEST, TEST + "\n\ndef test_more():\n    assert True\n", "loosened-assertion",
         "adds an assertion that is always true (tests/test_a.py:6: +assert True)"),
        ("tests/test_a.py", TEST + "\n\ndef test_sub():\n    assert sub(3, 2) == 1\n", TEST, "deleted-test",
         "deletes the test test_sub (tests/test_a.py:5: -def test_sub():)"),
        ("tests/test_a.py", TEST, None, "deleted-test-file", "deletes a test file (tests/test_a.py)"),
        ("src/a.py", "import os\n", "import os  # noqa: F401\n", "suppression", None),
        ("src/a.ts", "const x: number = f();\n", "// @ts-ignore\nconst x: number = f();\n", "suppression", None),
        ("pyproject.toml", "[tool.coverage.report]\nfail_under = 90\n", "[tool.coverage.report]\nfail_under = 80\n",
         "lowered-threshold",
         "loosens the fail-under threshold (90 → 80) (pyproject.toml:2: +fail_under = 80)"),
        ("setup.cfg", "addopts = --cov --cov-fail-under=85\n", "addopts = --cov\n", "lowered-threshold", None),
        ("jest.config.js", "coverageThreshold: { global: { lines: 90 } },\n",
         "coverageThreshold: { global: { lines: 70 } },\n", "lowered-threshold", None),
        ("package.json", '"lint": "eslint . --max-warnings 0"\n', '"lint": "eslint . --max-warnings 20"\n',
         "lowered-threshold", None),
        ("pytest.ini", "[pytest]\n", "[pytest]\naddopts = --deselect tests/test_a.py::test_add\n",
         "test-deselection", None),
        ("action.yml", "runs:\n  using: docker\n", "runs:\n  using: docker\ncontinue-on-error: true\n",
         "continue-on-error", None),
        (".github/workflows/ci.yml", "on: push\n", "on: pull_request\n", "workflow-edit",
         "edits a workflow file (.github/workflows/ci.yml)"),
        ("package-lock.json", '{"lockfileVersion": 3}\n', '{"lockfileVersion": 2}\n', "lock-file", None),
    ],
)  # fmt: skip
def test_weakening_is_rejected_with_the_rule_and_the_line(path, old, new, rule, described):
    rejections = screen_patch(patch(path, old, new), "test failure")

    assert rule in [r.rule for r in rejections]
    if described:
        assert described in [r.describe().replace("`", "") for r in rejections]  # shown as code spans


def test_a_lock_file_may_change_for_a_dependency_failure():
    lock = patch("poetry.lock", "[[package]]\nname = 'a'\n", "[[package]]\nname = 'b'\n")
    assert screen_patch(lock, "dependency resolution") == []
    assert [r.rule for r in screen_patch(lock, "lint/format")] == ["lock-file"]


@pytest.mark.parametrize(
    ("path", "old", "new"),
    [
        ("calc.py", "def add(a, b):\n    return a - b\n", "def add(a, b):\n    return a + b\n"),
        ("tests/test_a.py", "def test_add():\n    assert add(2,3)==5\n",
         "def test_add():\n    assert add(2, 3) == 5\n"),
        ("tests/test_a.py", "def test_long():\n    assert f(1, 2) == {'a': 1}\n",
         "def test_long():\n    assert f(\n        1, 2\n    ) == {'a': 1}\n"),
        ("tests/test_a.py", TEST, TEST + "\n\ndef test_more():\n    assert add(0, 0) == 0\n"),
        ("pyproject.toml", "fail_under = 80\n", "fail_under = 90\n"),
        ("tests/test_a.py", "def test_old():\n    assert f() == 1\n", "def test_new():\n    assert f() == 1\n"),
    ],
    ids=["code-fix", "formatting", "rewrapped-assert", "added-test", "raised-threshold", "renamed-test"],
)  # fmt: skip
def test_honest_changes_pass_the_screen(path, old, new):
    rejections = screen_patch(patch(path, old, new), "test failure")
    assert [r.rule for r in rejections if r.rule != "deleted-test"] == []
    if path.startswith("tests/") and "test_old" in old:
        assert [r.describe() for r in rejections] == [
            "deletes the test test_old (`tests/test_a.py:1`: `-def test_old():`)"
        ]


def test_diff_limits_count_files_and_lines():
    many = "".join(patch(f"src/m{n}.py", "a = 1\n", "a = 2\n") for n in range(3))
    summary = summarize(many)
    assert (len(summary.files), summary.added, summary.removed) == (3, 3, 3)
    rejections = check_limits(summary, FixLimits(max_files=2, max_changed_lines=5))
    assert [r.describe() for r in rejections] == ["changes 3 files (limit 2)", "changes 6 lines (limit 5)"]
    assert check_limits(summary, FixLimits()) == []
