"""A package's public names, each imported from its module when first used (PEP 562).

A package whose ``__init__`` re-exports its API would otherwise import every module behind it
(the harness, the fix stage, their SDKs and templates) the moment any one submodule is imported:
``import ci_triage.agent.events`` runs ``ci_triage/agent/__init__.py`` first. With
:func:`lazy_exports` the ``__init__`` lists where each name lives and imports nothing; the type
checker reads the same names from imports under ``TYPE_CHECKING``.

Reference: PEP 562, "Module __getattr__ and __dir__".
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module


def lazy_exports(package: str, exports: Mapping[str, tuple[str, ...]]) -> Callable[[str], object]:
    """The module ``__getattr__`` for ``package`` (its ``__name__``): ``exports`` maps each module
    (absolute name) to the public names it defines. The first access to a name imports its module,
    caches the value on the package (later accesses skip the hook) and returns it; any other name
    raises :class:`AttributeError` as a plain module would."""
    module_of = {name: module for module, names in exports.items() for name in names}

    def __getattr__(name: str) -> object:
        if name not in module_of:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(module_of[name]), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
