"""Where ci-triage keeps its cache of parsed skills: the one place the environment names it.

``$CI_TRIAGE_CACHE_DIR`` when set, else ``$XDG_CACHE_HOME/ci-triage`` (the XDG Base Directory
Specification's cache home), else ``~/.cache/ci-triage``. In the Docker container action the
runner sets ``HOME`` to ``/github/home``, a folder it keeps under the runner's temporary directory
and empties for every job (actions/runner, ``ContainerActionHandler``), so the action's cache lasts
one job and leaves nothing on the runner; ``RUNNER_TEMP`` itself is not mounted into a container
action, so it is no place for it. Kept apart from :mod:`ci_triage.config.settings` (pydantic and
YAML) because the small-log path reads it without loading the settings model.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

CACHE_DIR_VARIABLE = "CI_TRIAGE_CACHE_DIR"
"""The environment variable that names the cache folder (any path; created when first written)."""
PREBUILT_CACHE_DIR_VARIABLE = "CI_TRIAGE_PREBUILT_CACHE_DIR"
"""The environment variable that names a folder of cache files built ahead of time (the action's
image builds one): read where the cache folder misses, never written."""


def cache_dir(environ: Mapping[str, str] | None = None) -> Path | None:
    """The folder of ci-triage's cache files (not created here) from ``environ`` (default: the
    process's), or ``None`` when no home directory can be determined."""
    env = os.environ if environ is None else environ
    explicit = env.get(CACHE_DIR_VARIABLE)
    if explicit:
        return Path(explicit)
    base = env.get("XDG_CACHE_HOME")
    if base:
        return Path(base) / "ci-triage"
    try:
        return Path.home() / ".cache" / "ci-triage"
    except RuntimeError:  # no home directory can be determined
        return None


def prebuilt_cache_dir(environ: Mapping[str, str] | None = None) -> Path | None:
    """The folder of cache files built ahead of time (``$CI_TRIAGE_PREBUILT_CACHE_DIR``) from
    ``environ`` (default: the process's), or ``None`` when it is not set."""
    named = (os.environ if environ is None else environ).get(PREBUILT_CACHE_DIR_VARIABLE)
    return Path(named) if named else None
