"""Redaction: mask secret-shaped strings before text is shown, sent to a model, traced or posted.

Patterns follow the token formats their issuers document (GitHub: "About authentication to
GitHub" token prefixes; AWS access key ids; Slack, npm, GitLab, OpenAI and Google API keys;
JSON Web Tokens; PEM private-key headers), plus credentials in URLs, ``Authorization`` headers,
``name=value`` pairs whose name says secret/token/password/key, and long high-entropy strings
(Shannon entropy above 4.2 bits per character over 32+ characters, mixing cases and digits, and
not mostly made of words — hexadecimal SHAs stay, since 16 symbols carry at most 4 bits, and so do
long identifiers such as test names). Masked values read ``<redacted:kind>``.
"""

from __future__ import annotations

import math
import os
import re
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

_TOKEN_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("private-key", re.compile(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----")),
    ("github-token", re.compile(r"(?:gh[pousr]_[A-Za-z0-9]{12,255}|github_pat_[A-Za-z0-9_]{22,255})\b")),
    ("aws-key-id", re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b")),
    ("slack-token", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}\b")),
    ("npm-token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b")),
    ("gitlab-token", re.compile(r"\bglpat-[A-Za-z0-9_-]{20,}\b")),
    ("openai-key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}\b")),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")),
)
_URL_CREDENTIALS = re.compile(r"(?P<scheme>\b[a-z][a-z0-9+.-]*://)(?P<user>[^\s:/@]+):(?P<secret>[^\s@/]+)@")
_AUTH_HEADER = re.compile(r"(?i)(?P<name>\bauthorization\s*[:=]\s*(?:bearer|basic|token|bot)?\s*)(?P<secret>[^\s'\"]+)")
_SECRET_ASSIGNMENT = re.compile(
    r"(?i)(?<![$%])(?P<name>\b[\w.-]*(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)"
    r"[\w.-]*[\"']?\s*[:=]\s*)(?P<secret>\"[^\"\s]{6,}\"|'[^'\s]{6,}'|[^\s\"',;]{6,})"
)
_CANDIDATE = re.compile(r"[A-Za-z0-9+/_=-]{32,}")
ENTROPY_BITS = 4.2


def redact(text: str) -> str:
    """``text`` with every secret-shaped string replaced by ``<redacted:kind>``."""
    for kind, pattern in _TOKEN_PATTERNS:
        text = pattern.sub(f"<redacted:{kind}>", text)
    text = _URL_CREDENTIALS.sub(lambda m: _mask(m, f"{m['scheme']}{m['user']}:<redacted:password>@"), text)
    text = _AUTH_HEADER.sub(lambda m: _mask(m, f"{m['name']}<redacted:credential>"), text)
    text = _SECRET_ASSIGNMENT.sub(_mask_assignment, text)
    return _CANDIDATE.sub(_mask_high_entropy, text)


def find_secrets(text: str) -> list[str]:
    """The kinds of secret-shaped strings in ``text`` (empty when :func:`redact` would change nothing)."""
    kinds = [kind for kind, pattern in _TOKEN_PATTERNS if pattern.search(text)]
    if any(not _already_masked(m["secret"]) for m in _URL_CREDENTIALS.finditer(text)):
        kinds.append("url-credentials")
    if any(not _already_masked(m["secret"]) for m in _AUTH_HEADER.finditer(text)):
        kinds.append("authorization-header")
    if any(not _already_masked(m["secret"]) for m in _SECRET_ASSIGNMENT.finditer(text)):
        kinds.append("secret-assignment")
    if any(_is_high_entropy(m.group()) for m in _CANDIDATE.finditer(text)):
        kinds.append("high-entropy")
    return kinds


def _mask(match: re.Match[str], masked: str) -> str:
    """``masked``, unless the secret part of ``match`` is already masked (GitHub's ``***``, ours)."""
    return match.group() if _already_masked(match["secret"]) else masked


def _mask_assignment(match: re.Match[str]) -> str:
    secret = match["secret"]
    if _already_masked(secret):
        return match.group()
    return f"{match['name']}<redacted:secret>"


def _already_masked(value: str) -> bool:
    stripped = value.strip("\"'")
    return stripped.startswith(("<redacted", "***", "${{", "$")) or set(stripped) <= {"*", "x", "X"}


def _mask_high_entropy(match: re.Match[str]) -> str:
    value = match.group()
    return "<redacted:high-entropy>" if _is_high_entropy(value) else value


_WORD = re.compile(r"[A-Z]?[a-z]{3,}")


def _is_high_entropy(value: str) -> bool:
    if sum(len(word) for word in _WORD.findall(value)) >= len(value) / 2:
        return False  # mostly words: an identifier such as TestTransportHTTP2ConnReuse, not a token
    has_digit = any(ch.isdigit() for ch in value)
    has_upper = any(ch.isupper() for ch in value)
    has_lower = any(ch.islower() for ch in value)
    if not (has_digit and has_upper and has_lower):
        return False
    counts = Counter(value)
    entropy = -sum(count / len(value) * math.log2(count / len(value)) for count in counts.values())
    return entropy > ENTROPY_BITS


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
    """:func:`redact` (secret-shaped strings) after :func:`mask_environment_secrets` (the literal
    values of this process's secret-named variables)."""
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
