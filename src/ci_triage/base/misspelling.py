"""Whether one name is another misspelt: the names a program read and those a project or a
workflow defines (a module ``clac`` where the project has ``calc``, a variable ``DEPLOY_ENV`` where
the workflow sets ``DEPLOY_ENVIRONMENT``)."""

from __future__ import annotations

MIN_MISSPELT_LENGTH = 4
"""Shortest names compared for a misspelling: one edit turns a short name into many others (``app``,
``api``)."""


def one_edit_apart(typed: str, name: str) -> bool:
    """Whether ``typed`` is ``name`` misspelt by one edit, both of :data:`MIN_MISSPELT_LENGTH`
    characters or more: a character left out, added or changed, or two neighbours swapped (the
    optimal string alignment distance 1; Damerau, "A technique for computer detection and correction
    of spelling errors", 1964, found most misspellings to be one such edit). Linear in their length."""
    if typed == name or min(len(typed), len(name)) < MIN_MISSPELT_LENGTH or abs(len(typed) - len(name)) > 1:
        return False
    start = next((at for at, (a, b) in enumerate(zip(typed, name, strict=False)) if a != b), min(len(typed), len(name)))
    if len(typed) != len(name):  # one left out or added: the rest of the longer is the shorter's rest
        longer, shorter = (typed, name) if len(typed) > len(name) else (name, typed)
        return longer[start + 1 :] == shorter[start:]
    swapped = typed[start : start + 2] == name[start : start + 2][::-1]
    return typed[start + 1 :] == name[start + 1 :] or (swapped and typed[start + 2 :] == name[start + 2 :])


def near_name(typed: str, name: str) -> bool:
    """Whether ``typed`` and ``name`` are two spellings of one name: one edit apart
    (:func:`one_edit_apart`), or one the other's start, the shorter of :data:`MIN_MISSPELT_LENGTH`
    characters or more (``DEPLOY_ENV`` and ``DEPLOY_ENVIRONMENT``: a word cut short or written out).
    ``False`` for the same name. Linear in their length."""
    shorter, longer = sorted((typed, name), key=len)
    cut = len(shorter) >= MIN_MISSPELT_LENGTH and shorter != longer and longer.startswith(shorter)
    return cut or one_edit_apart(typed, name)
