"""A compiled extension module a test names as its place, as the source it was built from.

pytest-cython's ``--doctest-cython`` runs the doctests of a Cython module from the built
extension, and its report places a failed example in the binary: ``src/fastmath/_core.cpython-311-
x86_64-linux-gnu.so:23: DocTestFailure`` (pytest 9.2.0, pytest-cython), while its test id names the
source, ``src/fastmath/_core.pyx::fastmath._core.clip_sum``. The binary is no file to edit; the
line is the source's. An extension module's name is the source's stem followed by its platform tag
(PEP 3149's ``.cpython-311-x86_64-linux-gnu``, ``.abi3``, Windows' ``.cp311-win_amd64``) and
``.so`` or ``.pyd``.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterable

_EXTENSION_SUFFIXES = (".so", ".pyd")
_SOURCE_SUFFIXES = (".pyx", ".py")


def extension_source(file: str, sources: Iterable[str]) -> str:
    """``file`` (a path with forward slashes) as the source it was built from when it is an extension
    module (its name ends in ``.so`` or ``.pyd``) and one of ``sources`` (paths the log names: the
    failed tests' files) is a ``.pyx`` or ``.py`` of the same stem in the same folder, or, when no
    source is in that folder, the only one of that name elsewhere; else ``file`` as it is."""
    if not file.endswith(_EXTENSION_SUFFIXES):
        return file
    folder, name = posixpath.split(file)
    stem = name.split(".", 1)[0]
    named = {
        source
        for source in sources
        if source.endswith(_SOURCE_SUFFIXES) and posixpath.basename(source).rsplit(".", 1)[0] == stem
    }
    beside = sorted(source for source in named if posixpath.dirname(source) == folder)
    if beside:
        return beside[0]
    return named.pop() if len(named) == 1 else file
