"""The line of a ``package.json`` field that a package checker's message names.

publint names the field each message is about as a JavaScript path from the manifest's root,
``pkg``: ``pkg.exports["."].types should be the first in the object …``, ``pkg.main is
./dist/index.cjs but the file does not exist.`` (publint 0.3.25, ``src/shared/message.js``; its
``formatMessagePath`` writes a key that is an identifier after a dot and any other in brackets and
quotes). :func:`field_keys` reads that path; :func:`field_line` finds the line of its last key in the
manifest's text, by one linear scan of the JSON that follows the nesting of objects (a key of the
same name elsewhere, ``"types"`` of another entry, is not it).
"""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

MANIFEST = "package.json"
"""The npm package's manifest, the file the fields belong to."""
_FIELD_PATH = LazyRE2(r"^pkg((?:\.[A-Za-z_$][\w$]*|\[\"[^\"]*\"\])+)")
"""A message's opening field path, as publint writes it (``pkg.exports["./utils"].import``)."""
_FIELD_KEY = LazyRE2(r"\.([A-Za-z_$][\w$]*)|\[\"([^\"]*)\"\]")
"""One key of a field path: after a dot, or in brackets and double quotes."""


def field_keys(message: str | None) -> tuple[str, ...]:
    """The keys of the ``package.json`` field ``message`` opens with (``pkg.exports["."].types`` →
    ``("exports", ".", "types")``, ``pkg.main`` → ``("main",)``); ``()`` when it opens with none (an
    array index, ``pkg.files[0]``, ends the path before it)."""
    found = _FIELD_PATH.match(message or "")
    if found is None:
        return ()
    return tuple(key.group(1) or key.group(2) or "" for key in _FIELD_KEY.finditer(found.group(1)))


def field_line(text: str, keys: tuple[str, ...]) -> int | None:
    """The 1-based line of ``text`` (a JSON document, ``package.json``) where the object member that
    ``keys`` names from the root begins (its key's line); the line of the deepest of ``keys`` found
    when the document lacks the rest (publint's ``pkg.exports["."].types`` of an entry whose
    ``types`` is missing: the entry's line); ``None`` when it has not even the first, or for an empty
    ``keys``. Reads strings with their escapes and the nesting of objects and arrays; text that is no
    JSON gives what was found before it went wrong."""
    found: int | None = None
    members: list[str | None] = []  # the key of the member read in each open container (None: an array's, or none yet)
    objects: list[bool] = []  # whether each open container is an object
    key: str | None = None  # the last string read: a member's key when a colon follows it
    line = 1
    index = 0
    while index < len(text) and keys:
        character = text[index]
        if character == "\n":
            line += 1
        elif character == '"':
            end = index + 1
            while end < len(text) and text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            key, index = text[index + 1 : end], end
        elif character == ":" and key is not None and objects and objects[-1]:
            members[-1] = key
            path = tuple(members)
            if path == keys[: len(path)]:
                found = line
                if len(path) == len(keys):
                    return found
        elif character in "{[":
            members.append(None)
            objects.append(character == "{")
        elif character in "}]" and members:
            members.pop()
            objects.pop()
        elif character == "," and members:
            members[-1] = None
        if character != '"' and not character.isspace():
            key = None  # anything but blanks between a string and a colon: no key
        index += 1
    return found
