"""The Go modules a checkout holds: each ``go.mod``'s module path and the folder it is in.

A Go package's folder in the repository is its import path without its module's path, joined to
the folder of the module's ``go.mod`` (``example.com/shop/cart`` of the module ``example.com/shop``
at the checkout's root is ``cart/``; of a module ``example.com/shop/tools`` in ``tools/``,
``example.com/shop/tools/gen`` is ``tools/gen/``). The log names packages, not modules, so with the
checkout at hand (``--checkout``, by default the current folder) its ``go.mod`` files say what the
log can only guess (:mod:`ci_triage.logs.go_package_folder`). The ``module`` directive: go.dev/ref/mod, "go.mod files".
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

MAX_GO_MOD_BYTES = 1 << 20
"""A ``go.mod`` or ``go.work`` larger than this is not read (a real one is a few KiB)."""


def go_modules(checkout: Path) -> dict[str, str]:
    """Each module path the checkout's modules declare (a ``go.mod``'s ``module`` directive), with the
    folder of that ``go.mod`` relative to ``checkout`` in POSIX form (``""`` for its root): the
    ``go.mod`` at ``checkout``'s root and those of the folders its ``go.work`` uses (``use ./tools``,
    or a ``use ( … )`` block; go.dev/ref/mod, "go.work files"), the module of a folder inside
    ``checkout`` only; empty when it has neither. A file that cannot be read and a ``go.mod`` that
    declares no module add nothing and raise nothing: the checkout only sharpens a reading of the log.
    Reads at most one ``go.mod`` per folder ``go.work`` names, no folder walk."""
    modules: dict[str, str] = {}
    for folder in ["", *_used_folders(checkout / "go.work")]:
        module = _module_path(checkout / folder / "go.mod")
        if module is not None:
            modules.setdefault(module, folder)
    return modules


def _used_folders(go_work: Path) -> list[str]:
    """The folders ``go_work``'s ``use`` directives name inside its folder, in POSIX form without
    ``./`` (``tools``), the root's left out; empty when it cannot be read."""
    text = _small_text(go_work)
    folders: list[str] = []
    block = False
    for line in (text or "").splitlines():
        words = line.split("//", 1)[0].split()
        if block and words == [")"]:
            block = False
        elif words[:2] == ["use", "("]:
            block = True
        elif (block and len(words) == 1) or (len(words) == 2 and words[0] == "use"):
            path = PurePosixPath(words[-1].strip('"`'))
            if not path.is_absolute() and ".." not in path.parts and str(path) != ".":
                folders.append(str(path))
    return folders


def _small_text(path: Path) -> str | None:
    """``path``'s text when it is a readable UTF-8 file of at most :data:`MAX_GO_MOD_BYTES`, else None."""
    try:
        if path.stat().st_size > MAX_GO_MOD_BYTES:
            return None
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _module_path(go_mod: Path) -> str | None:
    """The module path of ``go_mod``'s ``module`` directive (``module example.com/shop``, quoted or
    not, a ``//`` comment after it), or None when it cannot be read or has none."""
    for line in (_small_text(go_mod) or "").splitlines():
        words = line.split("//", 1)[0].split()
        if len(words) == 2 and words[0] == "module":
            return words[1].strip('"`') or None
    return None


def module_folder(package: str, modules: dict[str, str]) -> str | None:
    """The folder of ``package`` (an import path) in the checkout whose ``modules`` are given
    (:func:`go_modules`): its longest module's folder joined with the rest of its path (``""`` for
    the root package of the module at the checkout's root); None when no module holds it."""
    holding = [module for module in modules if package == module or package.startswith(f"{module}/")]
    if not holding:
        return None
    module = max(holding, key=len)
    rest = package[len(module) + 1 :]
    return "/".join(part for part in (modules[module], rest) if part)
