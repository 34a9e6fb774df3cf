"""The line of the ``package.json`` field a publint message names (``logs/manifest_field.py``)."""

from __future__ import annotations

import pytest

from ci_triage.logs.manifest_field import field_keys, field_line

MANIFEST = """{
  "name": "a\\"b",
  "types": "./index.d.ts",
  "files": [{"types": "no key of the root"}],
  "exports": {
    ".": {"import": "./dist/index.mjs",
          "types": "./dist/index.d.ts"}
  }
}
"""


@pytest.mark.parametrize(
    ("message", "keys"),
    [
        ('pkg.exports["."].types should be the first', ("exports", ".", "types")),
        ("pkg.main is ./dist/index.cjs but the file does not exist.", ("main",)),
        ("The package does not specify the type field.", ()),
    ],
)
def test_field_keys_reads_publints_path(message: str, keys: tuple[str, ...]) -> None:
    assert field_keys(message) == keys


@pytest.mark.parametrize(
    ("keys", "line"),
    [
        (("types",), 3),  # the root's, not the array element's nor the export's
        (("exports", ".", "types"), 7),
        (("exports", ".", "require"), 6),  # missing: the entry's own line
        (("main",), None),
    ],
)
def test_field_line_follows_the_nesting(keys: tuple[str, ...], line: int | None) -> None:
    assert field_line(MANIFEST, keys) == line
