"""README.md is also the package's page on the index, where relative links break: every link is
absolute, and one into this repository names a file or folder that exists."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _repository() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return tomllib.load(file)["project"]["urls"]["Repository"]


def test_every_readme_link_is_absolute_and_those_into_the_repository_exist() -> None:
    links = LINK.findall((ROOT / "README.md").read_text(encoding="utf-8"))
    assert links, "the README has links"
    relative = [link for link in links if not link.startswith(("https://", "http://", "mailto:"))]
    assert relative == []
    prefixes = tuple(f"{_repository()}/{kind}/main/" for kind in ("blob", "tree"))
    ours = [link.split("#")[0] for link in links if link.startswith(prefixes)]
    assert ours, "the README links into the repository"
    missing = [link for link in ours if not (ROOT / link.split("/main/", 1)[1]).exists()]
    assert missing == []
