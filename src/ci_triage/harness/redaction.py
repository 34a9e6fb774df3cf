"""The redactor the harness applies to every string it writes to a trace.

``default_redactor()`` combines ``ci_triage.redact.redact`` (the product's masker of
secret-shaped strings) with :func:`mask_environment_secrets`, which masks the literal values of
secret-named environment variables even when they look like nothing in particular. A redactor
is any ``Callable[[str], str]``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from typing import Any

Redactor = Callable[[str], str]

SECRET_NAME = re.compile(r"TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIAL", re.IGNORECASE)
"""Environment variable names treated as secrets (also used to strip the terminal's environment)."""

_MIN_SECRET_CHARS = 8
"""Values shorter than this (characters) are not masked: too likely to hit ordinary words."""


def mask_environment_secrets(text: str, environ: Mapping[str, str] | None = None) -> str:
    """Replace each value of a secret-named variable in ``environ`` (default ``os.environ``)
    that occurs in ``text`` with ``[REDACTED:<NAME>]``."""
    env = os.environ if environ is None else environ
    for name, value in env.items():
        if SECRET_NAME.search(name) and len(value) >= _MIN_SECRET_CHARS and value in text:
            text = text.replace(value, f"[REDACTED:{name}]")
    return text


def default_redactor() -> Redactor:
    """:func:`ci_triage.redact.redact` (secret-shaped strings) after
    :func:`mask_environment_secrets` (the literal values of this process's secret variables)."""
    from ci_triage.redact import redact

    return lambda text: redact(mask_environment_secrets(text))


def redact_value(value: Any, redactor: Redactor) -> Any:
    """Apply ``redactor`` to every string inside ``value`` (dicts, lists, tuples), keys included."""
    if isinstance(value, str):
        return redactor(value)
    if isinstance(value, dict):
        return {redact_value(k, redactor): redact_value(v, redactor) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [redact_value(v, redactor) for v in value]
    return value
