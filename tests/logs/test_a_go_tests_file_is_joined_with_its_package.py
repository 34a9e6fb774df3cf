"""``go test`` names a failed test's file without its folder (``cart_test.go:8``); the location and
the summary's quote join it with its package's folder, from the package's verdict line (``FAIL
github.com/acme/shop/internal/cart``) or a ``-json`` event's ``Package`` (trial 50 #5).

Real go 1.19.8 output (``tests/fixtures/s27-t50a``, README there)."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s27-t50a"


@pytest.mark.parametrize("log", ["go-test-nested-package.gha.log", "go-test-json-nested-package.gha.log"])
def test_a_hosted_modules_package_folder_is_joined(triage_json, log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert [(place["file"], place["line"]) for place in report["locations"]] == [("internal/cart/cart_test.go", 8)]
    assert report["summary"].endswith(" — internal/cart/cart_test.go:8: Total() = 3, want 5.")


def test_a_packages_folder_follows_the_module_its_packages_share(triage_json) -> None:
    report = triage_json(FIXTURES / "go-test-build-failed.gha.log")
    places = [(place["file"], place["line"]) for place in report["locations"]]
    assert ("cart/cart_test.go", 8) in places
    assert ("cart_test.go", 8) not in places
    assert report["summary"].endswith(" — cart/cart_test.go:8: Total() = 3, want 5.")
