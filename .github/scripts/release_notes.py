"""The release notes of one version, taken from CHANGELOG.md (Keep a Changelog layout: a
``## [X.Y.Z] - DATE`` heading per version): ``python .github/scripts/release_notes.py CHANGELOG.md X.Y.Z``
prints the section's body (without its heading) for ``gh release create --notes-file``. Exits 1
with one line on stderr when the version has no section or an empty one, so a release is never
published without notes. Reference: https://keepachangelog.com/en/1.1.0/
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\]", re.MULTILINE)


def release_notes(changelog: str, version: str) -> str:
    """The text under ``## [version]`` up to the next ``## `` heading, stripped; raises
    ``LookupError`` when there is no such section or it is empty."""
    headings = list(HEADING.finditer(changelog))
    for index, heading in enumerate(headings):
        if heading.group("version") == version:
            line_end = changelog.find("\n", heading.end())
            start = len(changelog) if line_end == -1 else line_end + 1
            end = headings[index + 1].start() if index + 1 < len(headings) else len(changelog)
            body = changelog[start:end].strip()
            if not body:
                raise LookupError(f"the section for {version} is empty")
            return body
    raise LookupError(f"no '## [{version}]' section")


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: release_notes.py CHANGELOG_MD VERSION", file=sys.stderr)
        return 2
    try:
        print(release_notes(Path(argv[0]).read_text(encoding="utf-8"), argv[1]))
    except (OSError, LookupError) as error:
        print(f"release_notes: {argv[0]}: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
