"""Counted tokens for benchmarks and tests, where a real tokenizer for the model family installs
from PyPI (``pip install -e '.[tokenizer]'``); the product itself always uses the estimate
(:mod:`ci_triage.base.tokens`) with a margin (``harness.llm.windows.ESTIMATE_MARGIN``).

``tiktoken`` downloads its encoding files from ``openaipublic.blob.core.windows.net`` on first use;
where that host cannot be reached (CI sandboxes, this project's build machines), the same files
come from the ``quicktok-v1`` wheel, which ships them as ``quicktok/data/<name>.vocab`` (a little-
endian ``u32`` count, then per token a ``u16`` length, the bytes and a ``u32`` rank). They are turned
back into tiktoken's format and accepted only if their SHA-256 equals the hash tiktoken itself pins
for the encoding (``tiktoken_ext/openai_public.py``), so the counts are tiktoken's own. Only the
data files of ``quicktok-v1`` are read; its compiled code is never imported.

Families: ``o200k_base`` (gpt-4o, gpt-4.1 — OpenAI, Azure, GitHub Models, OpenRouter ``openai/…``)
and ``cl100k_base`` (gpt-4, gpt-3.5). Llama models have no counter here (the estimate applies).
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import struct
from collections.abc import Callable
from functools import cache
from pathlib import Path

TokenCounter = Callable[[str], int]

_QUICKTOK_FILES = {"o200k_base": "o200k.vocab", "cl100k_base": "cl100k.vocab"}


def encoding_for_model(model: str | None) -> str | None:
    """The tiktoken encoding of an OpenAI model family named in ``model`` (any provider prefix
    such as ``openai/`` is ignored), or ``None`` when the family is not an OpenAI one."""
    name = (model or "").lower().rsplit("/", 1)[-1]
    if name.startswith(("gpt-4o", "gpt-4.1", "gpt-5", "o1", "o3", "o4")):
        return "o200k_base"
    if name.startswith(("gpt-4", "gpt-3.5")):
        return "cl100k_base"
    return None


@cache
def token_counter(encoding: str) -> TokenCounter | None:
    """``text -> tokens`` for ``encoding`` (``o200k_base`` or ``cl100k_base``), or ``None`` when
    neither tiktoken's own download nor the verified ``quicktok-v1`` files are available. Special
    tokens in the text are counted as plain text."""
    try:
        import tiktoken
        from tiktoken_ext import openai_public
    except ImportError:
        return None
    constructor = getattr(openai_public, encoding, None)
    if constructor is None:
        return None
    try:
        spec = constructor()
    except Exception:  # the blob host is unreachable: the wheel's files instead
        ranks = _ranks_from_quicktok(encoding, openai_public)
        if ranks is None:
            return None
        spec = _spec_without_download(encoding, openai_public, ranks)
    if spec is None:
        return None
    enc = tiktoken.Encoding(**spec)
    return lambda text: len(enc.encode(text, disallowed_special=()))


def _ranks_from_quicktok(encoding: str, openai_public) -> dict[bytes, int] | None:
    found = importlib.util.find_spec("quicktok")
    if found is None or not found.submodule_search_locations or encoding not in _QUICKTOK_FILES:
        return None
    path = Path(next(iter(found.submodule_search_locations))) / "data" / _QUICKTOK_FILES[encoding]
    if not path.is_file():
        return None
    data = path.read_bytes()
    (count,) = struct.unpack_from("<I", data, 0)
    position, lines, ranks = 4, [], {}
    for _ in range(count):
        (length,) = struct.unpack_from("<H", data, position)
        token = data[position + 2 : position + 2 + length]
        (rank,) = struct.unpack_from("<I", data, position + 2 + length)
        position += 6 + length
        lines.append(base64.b64encode(token) + b" " + str(rank).encode() + b"\n")
        ranks[token] = rank
    if hashlib.sha256(b"".join(lines)).hexdigest() != _pinned_hash(encoding, openai_public):
        return None
    return ranks


def _pinned_hash(encoding: str, openai_public) -> str | None:
    """The ``expected_hash`` tiktoken pins for ``encoding``, read from its source."""
    import inspect
    import re

    source = inspect.getsource(getattr(openai_public, encoding))
    match = re.search(r'expected_hash="([0-9a-f]{64})"', source)
    return match.group(1) if match else None


def _spec_without_download(encoding: str, openai_public, ranks: dict[bytes, int]) -> dict | None:
    """tiktoken's constructor arguments for ``encoding`` with ``ranks`` instead of the download."""
    real = openai_public.load_tiktoken_bpe
    openai_public.load_tiktoken_bpe = lambda *args, **kwargs: ranks
    try:
        return getattr(openai_public, encoding)()
    finally:
        openai_public.load_tiktoken_bpe = real
