"""An undefined matrix key in the job's ``defaults.run.working-directory``, which every ``run`` step of
the job runs in, reaches the next step as the failing step's own ``working-directory`` would (trial 96
#7): ``${{ matrix.servce }}`` for ``service`` runs ``go test ./...`` in the repository's root, where go
finds no ``go.mod``. The log's own advice (run in the folder holding ``go.mod``) stays first.

Fixtures in ``tests/fixtures/s35-t96`` (see its README): go 1.19.8's ``go test ./...`` run here in a
folder whose module is in ``backend/``, wrapped as an Actions job log, and the workflow that ran it.
"""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t96"


def test_an_undefined_matrix_key_of_the_jobs_run_defaults_is_added_to_the_next_step(triage_json) -> None:
    log = FIXTURES / "go-test-outside-module.gha.log"
    alone = triage_json(log)
    assert alone["category"] == "configuration"
    assert "`working-directory:`" in alone["next_step"]  # the log's own advice: run where go.mod is
    report = triage_json(log, "--workflow", FIXTURES / "monorepo-matrix-typo.yml")
    assert report["category"] == "configuration"
    assert report["next_step"].startswith(alone["next_step"])
    assert "monorepo-matrix-typo.yml:11` (defaults.run.working-directory)" in report["next_step"]
    assert "the matrix defines `service`, a near name" in report["next_step"]
