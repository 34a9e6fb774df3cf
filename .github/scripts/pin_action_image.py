"""Point a released action.yml at its prebuilt image: ``image: Dockerfile`` becomes
``image: docker://IMAGE:VERSION``; nothing else of the file changes (comments and layout included).

Used by .github/workflows/release.yml on a ``vX.Y.Z`` tag (main keeps building from the Dockerfile)
and checked by .ci/run. ``python .github/scripts/pin_action_image.py ACTION_YML IMAGE VERSION``
rewrites ACTION_YML in place, e.g. ``action.yml ghcr.io/owner/ci-triage 1.2.0``. Exits 1 with one
line on stderr when the file does not build from the Dockerfile exactly once, the image name or
the version is malformed, or the rewritten file differs in anything but ``runs.image``.
Reference: GitHub Docs, "Metadata syntax for GitHub Actions" (``runs.image``: a Dockerfile or a
public registry image as ``docker://``).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

SOURCE_LINE = re.compile(r"^(?P<indent>[ \t]+)image:[ \t]*['\"]?Dockerfile['\"]?[ \t]*$", re.MULTILINE)
IMAGE = re.compile(r"^[a-z0-9.-]+(?::[0-9]+)?/[a-z0-9._/-]+$")
VERSION = re.compile(r"^[0-9]+\.[0-9]+\.[0-9]+$")


class PinError(ValueError):
    """The action file or the arguments cannot give a valid released action.yml; the message says why."""


def pin_image(text: str, image: str, version: str) -> str:
    """``text`` (an action.yml building ``image: Dockerfile``) with ``runs.image`` set to
    ``docker://{image}:{version}``. Raises :class:`PinError`."""
    if not IMAGE.match(image):
        raise PinError(f"image {image!r}: expected a lower-case registry path such as ghcr.io/owner/name")
    if not VERSION.match(version):
        raise PinError(f"version {version!r}: expected X.Y.Z")
    found = SOURCE_LINE.findall(text)
    if len(found) != 1:
        raise PinError(f"expected one 'image: Dockerfile' line, found {len(found)}")
    pinned = SOURCE_LINE.sub(lambda match: f"{match.group('indent')}image: docker://{image}:{version}", text)
    before, after = yaml.safe_load(text), yaml.safe_load(pinned)
    if after.get("runs", {}).get("image") != f"docker://{image}:{version}":
        raise PinError("the 'image: Dockerfile' line is not runs.image")
    after["runs"]["image"] = before["runs"]["image"]
    if after != before:
        raise PinError("the rewrite changed more than runs.image")
    return pinned


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: pin_action_image.py ACTION_YML IMAGE VERSION", file=sys.stderr)
        return 2
    path, image, version = Path(argv[0]), argv[1], argv[2]
    try:
        path.write_text(pin_image(path.read_text(encoding="utf-8"), image, version), encoding="utf-8")
    except (OSError, PinError) as error:
        print(f"pin_action_image: {path}: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
