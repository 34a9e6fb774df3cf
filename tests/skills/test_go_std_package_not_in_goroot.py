"""A standard-library package the runner's Go does not have is the sign of a toolchain older than the code.

Trial 96's finding 8: ``cart/sorted.go:3:8: package slices is not in GOROOT (/usr/lib/go-1.19/src/slices)``
(go.mod says ``go 1.21``; go 1.19.8 stops before any note of the module's version) got the generic
"fix the first compiler error" advice. The fixture is go 1.19.8's ``go test ./...`` run here on that
module (``skills/go-build/SKILL.md``, "Line forms").
"""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


def test_a_standard_package_missing_from_goroot_advises_the_go_version(triage_json) -> None:
    report = triage_json(FIXTURES / "go-std-package-not-in-goroot.txt")
    assert report["category"] == "compile/build error"
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("cart/sorted.go", 3)]
    assert "go-version-file: go.mod" in report["next_step"]
