"""The folder a test runner's config file says its tests are in, which the runner prints paths from.

Playwright Test prints a test's place relative to its config's ``testDir`` (@playwright/test 1.65.2:
``at search.spec.js:2`` under ``forbidOnly``'s error, the JUnit reporter's
``classname="checkout.spec.js"``), so a checkout's ``e2e/search.spec.js`` is named
``search.spec.js``. The config is JavaScript; only a literal ``testDir`` is read (``testDir:
'./e2e'``, the first string on its line: ``process.env.TESTDIR || './e2e'`` gives ``./e2e``), never
run. Docs: https://playwright.dev/docs/api/class-testconfig#test-config-test-dir.
"""

from __future__ import annotations

import posixpath
from pathlib import Path

from ci_triage.logs.re2_patterns import LazyRE2

PLAYWRIGHT_CONFIGS = tuple(f"playwright.config.{suffix}" for suffix in ("ts", "js", "mts", "mjs", "cts", "cjs"))
"""The config file names Playwright Test looks for in the folder it runs in, in its order."""
MAX_CONFIG_BYTES = 256 * 1024
"""Bytes of a config file read at most: a config is a page or two."""
_TEST_DIR = LazyRE2(r"\btestDir\s*:[^'\"`\n]*['\"`](?P<dir>[^'\"`\n]+)['\"`]")
"""A ``testDir`` option with a string on its line (``testDir: './e2e',``): the first string."""


def config_test_dirs(root: Path, folders: list[str]) -> list[str]:
    """The test folders (paths of the checkout ``root``, ``/`` between folders, normalised: ``e2e``,
    ``web/e2e``) that the Playwright config of the checkout's root and of each of ``folders`` (the
    step's folders, relative to ``root``) names, in that order, each once; a config that cannot be
    read or names none, or a folder that leaves the checkout, adds nothing."""
    found: list[str] = []
    for folder in ["", *folders]:
        for name in PLAYWRIGHT_CONFIGS:
            config = root / folder / name
            try:
                with config.open("rb") as handle:
                    text = handle.read(MAX_CONFIG_BYTES).decode("utf-8", "replace")
            except OSError:
                continue
            match = _TEST_DIR.search(text)
            if match is None:
                break
            joined = posixpath.normpath(posixpath.join(folder, match.group("dir")))
            if joined not in found and joined != ".." and not joined.startswith(("../", "/")):
                found.append(joined)
            break
    return found
