"""A fast sample of the corpus gives the same excerpts, categories, fingerprints and scans as recorded.

The reference (``benchmarks/reference/equivalence.json``) was recorded before the speed work of
issue 16; ``python benchmarks/equivalence.py check`` compares the whole corpus, this test every
tenth log under 400 KB (about twenty seconds of CPU).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from equivalence import REFERENCE, corpus_logs, outcome, sample  # noqa: E402

SAMPLE_EVERY = 10
MAX_SAMPLE_BYTES = 400_000


def _sample(corpus: Path):
    small = [log for log in corpus_logs(corpus) if log.path.stat().st_size <= MAX_SAMPLE_BYTES]
    return sample(small, SAMPLE_EVERY)


def test_sample_matches_the_reference(corpus: Path, analyser) -> None:
    reference = json.loads(REFERENCE.read_text())
    logs = _sample(corpus)
    assert len(logs) >= 50
    differ = [log.name for log in logs if outcome(log.path, analyser) != reference[log.name]]
    assert differ == []


def test_a_new_skill_moves_no_unknowns_digest(tmp_path: Path, analyser) -> None:
    """An ``unknown`` says how many skills it tried; the reference leaves the count out, so adding a
    skill moves only the logs it changes (a re-recording shows real changes, not every unknown)."""
    from ci_triage.logs.analyse import Analyser
    from ci_triage.logs.skills import load_skills

    skill = tmp_path / "skills" / "unrelated"
    skill.mkdir(parents=True)
    skill.joinpath("SKILL.md").write_text(
        "---\nname: unrelated\ndescription: d\ncategory: configuration\nsignals:\n"
        "  - id: never\n    pattern: '^never printed here$'\n---\nBody.\n",
        encoding="utf-8",
    )
    log = tmp_path / "job.log"
    log.write_text("$ ./check.sh\nsomething odd\nProcess completed with exit code 3.\n", encoding="utf-8")
    bundled, more = outcome(log, analyser), outcome(log, Analyser(load_skills([tmp_path / "skills"])))
    assert bundled["category"] == "unknown"
    assert bundled == more
