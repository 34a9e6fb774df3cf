"""Build the backtest cassette from the GitHub scenario cassettes (``../github``, themselves built
from the shared api-examples): ``python tests/cassettes/backtest/build.py``.

``three_failed_runs.yaml``: ``GET /repos/octo-org/octo-repo/actions/runs?status=failure&per_page=N``
answers the runs of the scenarios ``push_main`` (30433644), ``fork_pr`` (30433643) and
``pr_two_failed_jobs`` (30433642), newest first, each the body its scenario's ``GET .../runs/{id}``
answers; then each scenario's reads in that order (the comment requests, ``/user`` and
``/issues/``, are left out: a backtest never posts). ``N`` is 3; a ``per_page=2`` listing is also
there for a smaller backtest.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SCENARIOS = ("push_main", "fork_pr", "pr_two_failed_jobs")
"""Newest run first, as GitHub lists runs."""
LIST_URL = "https://api.github.com/repos/octo-org/octo-repo/actions/runs?per_page={n}&status=failure"


def _listing(runs: list[dict], per_page: int) -> dict:
    body = json.dumps({"total_count": len(runs), "workflow_runs": runs[:per_page]}, indent=2)
    return {
        "request": {"body": None, "headers": {}, "method": "GET", "uri": LIST_URL.format(n=per_page)},
        "response": {
            "body": {"string": body},
            "headers": {"Content-Type": ["application/json; charset=utf-8"]},
            "status": {"code": 200, "message": "OK"},
        },
    }


def main(_api_examples: Path | None = None, out: Path = HERE) -> None:
    """Write ``three_failed_runs.yaml`` to ``out`` (``_api_examples`` is unused: the sources are
    the GitHub scenario cassettes, which their own build makes from the api-examples)."""
    cassettes = {name: yaml.safe_load((HERE.parent / "github" / f"{name}.yaml").read_text()) for name in SCENARIOS}
    runs = [json.loads(cassettes[name]["interactions"][0]["response"]["body"]["string"]) for name in SCENARIOS]
    reads = [
        interaction
        for name in SCENARIOS
        for interaction in cassettes[name]["interactions"]
        if not interaction["request"]["uri"].endswith("/user") and "/issues/" not in interaction["request"]["uri"]
    ]
    data = {
        "provenance": [
            f"composed by tests/cassettes/backtest/build.py from ../github/{name}.yaml" for name in SCENARIOS
        ],
        "version": 1,
        "interactions": [_listing(runs, 3), _listing(runs, 2), *reads],
    }
    text = yaml.safe_dump(data, sort_keys=False, width=120, allow_unicode=True)
    (out / "three_failed_runs.yaml").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(None, Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)
