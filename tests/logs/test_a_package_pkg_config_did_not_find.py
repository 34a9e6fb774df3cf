"""A build that runs pkg-config itself (a Makefile's ``$(shell pkg-config --cflags --libs libcjson)``)
and then misses the package's header failed for the package pkg-config did not find: dependency
resolution, quoting pkg-config's line, with advice to install the package's development files; a
missing header with no such line stays a compile error.

Trial 94, finding 8 (fixture: ``tests/fixtures/trial-94/README.md``). Before: a compile/build error
quoting ``fatal error: cjson/cJSON.h: No such file or directory``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-94" / "make-pkg-config-package-missing.gha.log"


def test_the_package_pkg_config_did_not_find_is_the_cause(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert (report["category"], report["tool"]) == ("dependency resolution", "pkg-config")
    assert report["summary"].endswith("Package libcjson was not found in the pkg-config search path.")
    assert "libcjson-dev" in report["next_step"]


def test_without_the_missing_header_the_package_was_optional(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    log = tmp_path / "optional.log"
    kept = [line for line in LOG.read_text().splitlines(keepends=True) if "fatal error" not in line]
    log.write_text("".join(kept))
    assert triage_json(log)["category"] != "dependency resolution"
