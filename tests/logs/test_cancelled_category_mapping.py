"""A ``cancelled`` verdict is scored by the mappings of ``benchmarks/categories.md``, not by a label's prose.

The ``gha/`` corpus labels its cancelled job (``dubbo-maven-job-cancelled.log``, tuning part)
``infrastructure/network/flaky`` in the first nine-category taxonomy, where a job stopped before it
finished was filed; ``cancelled`` refines that label (``taxonomy.REFINES``), and LogDx's
``network_or_flaky`` counts it. Before, the benchmarks read ``cancelled`` out of the label's free text
and no mapping named it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ci_triage.logs.taxonomy import CATEGORIES, REFINES, agrees

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from categories import logdx_agrees


def test_cancelled_agrees_with_the_first_taxonomys_label_and_with_logdxs() -> None:
    assert agrees("cancelled", "infrastructure/network/flaky")
    assert not agrees("infrastructure/network/flaky", "cancelled")  # a finer label is not met by the coarse one
    assert logdx_agrees("cancelled", "network_or_flaky")


def test_every_category_added_after_the_first_nine_names_the_label_it_splits() -> None:
    first_nine = {
        "test failure",
        "compile/build error",
        "lint/format",
        "dependency resolution",
        "infrastructure/network/flaky",
        "timeout",
        "out-of-memory",
        "permission/auth",
        "configuration",
    }
    added = set(CATEGORIES) - first_nine - {"unknown"}
    assert added == set(REFINES)
    assert all(labels <= first_nine for labels in REFINES.values())
