"""The committed GitHub cassettes are what build.py makes from the shared api-examples, byte for byte."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1] / "cassettes" / "github"
EXAMPLES = Path(__file__).resolve().parents[2] / ".." / "shared" / "api-examples"


def test_cassettes_are_rebuilt_identically(tmp_path: Path) -> None:
    if not (EXAMPLES / "github-rest").is_dir() or not (EXAMPLES.parent / "corpus" / "gha" / "junit").is_dir():
        if os.environ.get("CI_TRIAGE_REQUIRE_CORPUS") == "1":
            pytest.fail(f"api-examples or the corpus's junit folder not found beside {EXAMPLES}")
        pytest.skip(f"api-examples or the corpus's junit folder not found beside {EXAMPLES}")
    spec = importlib.util.spec_from_file_location("github_cassette_build", HERE / "build.py")
    assert spec
    assert spec.loader
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    build.main(EXAMPLES, tmp_path)
    built = sorted(path.name for path in tmp_path.iterdir())
    committed = sorted(path.name for path in HERE.iterdir() if path.suffix in (".yaml", ".json", ".md"))
    assert built == committed
    for name in built:
        assert (tmp_path / name).read_bytes() == (HERE / name).read_bytes(), name
