"""Perl's ``Can't locate Acme/Missing.pm in @INC (…) at t/load.t line 4.`` places the failure at the
``use`` (t/load.t:4), not at the module's name, and its next step installs the module (cpanm,
apt) instead of refreshing a lock file Perl projects rarely have.

Real output (tests/fixtures/trial-53/README.md): prove 3.44 with perl 5.36.0 (Debian 12)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-53"


def test_a_missing_perl_module_is_placed_at_its_use_and_installed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "prove-missing-module.gha.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("t/load.t", 4)]
    assert "Can't locate Acme/Missing.pm in @INC" in report["summary"]
    assert "cpanm" in report["next_step"]
    assert "lock file" not in report["next_step"]
