"""A workspace package's diagnostic quoted in the summary names its place once (trial 49, finding
13): tsc in ``@mono/core`` prints ``src/index.ts(12,10): error TS18048 …``, whose location is
``packages/core/src/index.ts`` once the package's folder is joined; the summary quoted both,
``packages/core/src/index.ts:12:10: src/index.ts(12,10): error …``. Real turbo 2 and tsc 5.6
output, tests/fixtures/trial-49-extra/README.md.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-49-extra"


def test_a_tsc_diagnostic_of_a_workspace_package_is_quoted_with_one_location(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "turbo-build-tsc-vite.log")
    summary = report["summary"]  # turbo's first failed task, @mono/web's vite build, leads (session 39)
    assert ': packages/web/src/main.ts: Could not resolve "./format" from "src/main.ts"' in summary
    assert summary.endswith("(also failed: @mono/core#build: type check, tsc; @mono/utils#build: type check, tsc)")
    assert "index.ts:12:10" not in summary
    assert {"file": "packages/core/src/index.ts", "line": 12} in [
        {"file": location["file"], "line": location["line"]} for location in report["locations"]
    ]
