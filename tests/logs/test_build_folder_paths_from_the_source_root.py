"""A compiler's path relative to the build folder a build tool entered is the source tree's, and the
summary names the place once (trial 41, finding 8: meson's ``../shapes.cpp:11:28: error`` became
``/tmp/t41/m3/shapes.cpp`` and ``…/shapes.cpp:11:28: ../shapes.cpp:11:28: error`` in the summary).

Fixtures: ``tests/fixtures/build-folders/`` holds real output of meson 1.12.1 with ninja 1.11.1 and
gcc 12.2 (``meson setup builddir``, then ``meson compile -C builddir`` or ``-C`` the absolute build
folder) of a one-file C++ project outside any runner's checkout folder (``/tmp/s25mr/shapes``), made
2026-12-04 and wrapped in the runner's lines.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "build-folders"


def test_a_relative_build_folder_gives_the_source_trees_path(triage_json: Callable[..., dict]) -> None:
    """``meson compile -C builddir`` runs ``ninja -C /tmp/s25mr/shapes/builddir``: the step ran in
    ``/tmp/s25mr/shapes``, whose ``shapes.cpp`` gcc's ``../shapes.cpp`` is."""
    report = triage_json(FIXTURES / "meson-compile-C-relative.gha.log")
    first = report["locations"][0]
    assert (first["file"], first["line"], first["column"]) == ("shapes.cpp", 7, 28)
    assert report["summary"].count("shapes.cpp:7:28") == 1


def test_a_place_the_quoted_line_names_is_not_put_before_it(triage_json: Callable[..., dict]) -> None:
    """An absolute build folder tells no source root: the location is the absolute file, and the
    summary quotes gcc's line as it is, not that file before it."""
    report = triage_json(FIXTURES / "meson-compile-C-absolute.gha.log")
    assert report["locations"][0]["file"] == "/tmp/s25mr/shapes/shapes.cpp"
    assert report["summary"].count("shapes.cpp:7:28") == 1
    assert "../shapes.cpp:7:28: error" in report["summary"]
