"""GNU gold's link errors are link errors: its ``undefined reference to 'sqrt'`` and ``multiple
definition of 'vec_count'`` (two single quotes, not ld.bfd's backtick) get the linker's advice, its
line is the summary's quote, and the source file it names is the place (``lib/vec.c:5`` with
``-g``).

Fixtures: ``tests/fixtures/s36-cpp/README.md`` (gold 1.16, binutils 2.40). Before: no signal read
gold's lines, so the summary quoted ``collect2: error: ld returned 1 exit status`` with no place,
and with ``-g`` gold's ``lib/vec.c:5: error: undefined reference …`` was a compiler error with the
compiler's advice.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-cpp"
LINK_ADVICE = "A link error, not a compiler error"


@pytest.mark.parametrize(
    ("log", "quoted", "place"),
    [
        (
            "gold-undefined-reference.gha.log",
            "lib/vec.o:vec.c:function vec_len: error: undefined reference",
            ("vec.c", None),
        ),
        ("gold-undefined-reference-debug-info.gha.log", "lib/vec.c:5: error: undefined reference", ("lib/vec.c", 5)),
    ],
)
def test_golds_undefined_reference_is_a_link_error_at_its_source(
    triage_json: Callable[..., dict], log: str, quoted: str, place: tuple[str, int | None]
) -> None:
    report = triage_json(FIXTURES / log)
    assert quoted in report["summary"]
    assert report["next_step"].startswith(LINK_ADVICE)
    assert "libm" in report["next_step"]
    assert [(found["file"], found["line"]) for found in report["locations"]] == [place]


def test_golds_multiple_definition_is_a_link_error(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gold-multiple-definition.gha.log")
    assert "multiple definition of 'vec_count'" in report["summary"]
    assert report["next_step"].startswith(LINK_ADVICE)
