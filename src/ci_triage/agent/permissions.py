"""Permission policies, the sensitive-path guard, and pauses waiting for a human's answer.

Policies (``PermissionPolicy``): ``"allow-all"``, ``"deny-all"``, ``"ask"`` (read-only tools
run, the others pause), or a function ``(tool_name, arguments) -> "allow" | "deny" | "ask"``.
A pause emits ``permission.required`` and waits for ``resolve_permission``; in a
non-interactive run, or after ``timeout_s`` seconds, an unanswered pause is a deny with a reason.
Control tools (``ask_user``, ``context_manage``, ``finish_task``) are not subject to policies:
a run can always end.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    import asyncio

Decision = Literal["allow", "deny", "ask"]
PolicyFunction = Callable[[str, dict[str, Any]], Decision]
PermissionPolicy = Literal["allow-all", "deny-all", "ask"] | PolicyFunction

SENSITIVE_PATTERNS: tuple[str, ...] = (
    ".env",
    ".env.*",
    "*.env",
    ".npmrc",
    ".pypirc",
    ".netrc",
    ".git-credentials",
    ".git/config",
    "*.pem",
    "*.key",
    "*.p12",
    "*.pfx",
    "id_rsa*",
    "id_ed25519*",
    "id_ecdsa*",
    "credentials",
    "credentials.*",
    ".aws/*",
    ".ssh/*",
    ".docker/config.json",
    ".kube/config",
)
"""Relative paths (or base names) never read or written unless explicitly allowed."""


def is_sensitive(relative_path: str, allowed: Iterable[str] = ()) -> bool:
    """True if ``relative_path`` (POSIX, relative to the workspace) matches a sensitive pattern
    by its whole path, its base name, or any trailing part, and no pattern in ``allowed`` does."""
    path = PurePosixPath(relative_path)
    candidates = {str(path), path.name}
    parts = path.parts
    candidates.update("/".join(parts[i:]) for i in range(len(parts)))
    if any(fnmatch.fnmatch(c, p) for c in candidates for p in allowed):
        return False
    return any(fnmatch.fnmatch(c, p) for c in candidates for p in SENSITIVE_PATTERNS)


def decide(policy: PermissionPolicy, tool: str, arguments: dict[str, Any], *, read_only: bool) -> Decision:
    """The policy's answer for one call (before any pause)."""
    if policy == "allow-all":
        return "allow"
    if policy == "deny-all":
        return "deny"
    if policy == "ask":
        return "allow" if read_only else "ask"
    return policy(tool, arguments)


@dataclass
class PendingAnswers:
    """Futures waiting for an answer, keyed by tool call id (permissions and ask_user)."""

    interactive: bool
    timeout_s: float
    _futures: dict[str, asyncio.Future[str]] = field(default_factory=dict)

    def open(self, tool_call_id: str) -> asyncio.Future[str]:
        import asyncio  # the harness's event loop imported it; the rules' drafts never pause

        future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self._futures[tool_call_id] = future
        return future

    def answer(self, tool_call_id: str, answer: str) -> bool:
        """Give the answer; False if nothing waits on ``tool_call_id``."""
        future = self._futures.pop(tool_call_id, None)
        if future is None or future.done():
            return False
        future.set_result(answer)
        return True

    async def wait(self, tool_call_id: str, future: asyncio.Future[str]) -> str | None:
        """The answer, or ``None`` when non-interactive or not answered within ``timeout_s``."""
        import asyncio

        try:
            if future.done():
                return future.result()
            if not self.interactive:
                return None
            return await asyncio.wait_for(future, self.timeout_s)
        except TimeoutError:
            return None
        finally:
            self._futures.pop(tool_call_id, None)
