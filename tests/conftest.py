"""Shared fixtures: where the shared corpus is, and one analyser for the whole session.

The corpus lives beside the repository (``<repo>/../shared/corpus``), in CI too; the environment
variable ``CI_TRIAGE_CORPUS`` points elsewhere. ``Analyser.load()`` (skills, signals) is the
expensive part of an analysis, so tests that call the library share one.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CORPUS = Path(os.environ.get("CI_TRIAGE_CORPUS") or Path(__file__).resolve().parents[1] / ".." / "shared" / "corpus")


@pytest.fixture(scope="session")
def corpus() -> Path:
    """The shared corpus folder; fails (never skips) when it is missing, so CI cannot pass without it."""
    if not (CORPUS / "gha" / "index.json").is_file():
        pytest.fail(f"shared corpus not found at {CORPUS}; set CI_TRIAGE_CORPUS to its folder")
    return CORPUS


@pytest.fixture(scope="session")
def analyser():
    """The analyser (:class:`ci_triage.logs.analyse.Analyser`) with the bundled skills, loaded once per session.

    Imported here rather than at the top, so that a broken analyser fails its own tests and not
    every test under ``tests/`` (the harness's included).
    """
    from ci_triage.logs.analyse import Analyser

    return Analyser.load()


@pytest.fixture
def shared_analyser_load(monkeypatch: pytest.MonkeyPatch, analyser) -> None:
    """Make in-process ``ci-triage`` runs without ``--skills`` reuse the session's analyser.

    Loading the skills takes most of a second (YAML parsing) and is tested on its own; CLI tests
    opt in to save that time per run. Runs with ``--skills DIR`` still load for real.
    """
    from ci_triage.logs.analyse import Analyser

    load = Analyser.load.__func__

    def cached(cls, extra_skill_dirs=()):
        return analyser if not list(extra_skill_dirs) else load(cls, extra_skill_dirs)

    monkeypatch.setattr(Analyser, "load", classmethod(cached))
