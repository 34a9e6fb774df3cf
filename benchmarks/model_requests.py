"""How large every model request of a multi-turn diagnosis gets, beside each provider's window.

For every GitHub Actions log of the shared corpus (``gha``, both parts of ``split.py``), the
evidence is built as the action builds it for ``log-path`` and a diagnosis runs with
:class:`reading_model.ReadingModel`: ten scripted turns whose tool calls read real evidence (the
evidence list, a skill, items, 200-line pages of the failing step, greps, the lines around the
headline and the end of the log). It runs once per provider profile (the provider's default model
and window, ``ci_triage.agent.llm.windows``). Every request the model receives is measured:
estimated (characters / 4, what the harness uses) and counted with tiktoken's ``o200k_base`` for
OpenAI model families when ``pip install -e '.[tokenizer]'`` is done (``token_count.py``; Llama
and Ollama models: the estimate only). A request larger than the window's input tokens (counted
where possible) is one the provider would refuse.

Prints, per profile, the largest request per turn (a turn's compaction summary requests count with
the turn they precede), then one line per profile and part, and ends with the GitHub Models line:
``github-models max_request_tokens=N window=8000 runs=R refused=K``.

    python benchmarks/model_requests.py
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ci_triage.agent.llm.providers import PROVIDERS
from ci_triage.agent.llm.windows import estimated_budget, window_for
from ci_triage.evidence.local_source import LocalLogSource
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.skills import load_skills
from ci_triage.propose import diagnose
from corpus import gha
from reading_model import ReadingModel, reading_plan
from split import gha_held_out, part
from token_count import encoding_for_model, token_counter

PROFILES = ("openai", "nvidia", "ollama", "github-models")
"""GitHub Models last: its line ends the output."""
MAX_STEPS = 12


def main() -> None:
    analyser = Analyser.load()
    skills = load_skills().skills
    held = gha_held_out()
    logs = gha()
    with tempfile.TemporaryDirectory() as scratch:  # the evidence's job logs live here while the runs read them
        evidence = {log.name: LocalLogSource(log.path, Path(scratch), analyser).collect(1, 2_000) for log in logs}
        for provider in PROFILES:
            measure(provider, logs, evidence, skills, held)


def measure(provider: str, logs, evidence, skills, held) -> None:
    """Run every log under ``provider``'s profile and print its table and lines."""
    model_name = PROVIDERS[provider].default_model
    window = window_for(provider, model_name)
    encoding = encoding_for_model(model_name)
    counter = token_counter(encoding) if encoding else None
    how = f"counted ({encoding})" if counter else "estimated (no tokenizer for this family installed)"
    per_turn: dict[int, list[int]] = defaultdict(list)
    per_part: dict[str, list[int]] = {"tuning": [], "held-out": []}
    refused = {"tuning": 0, "held-out": 0}
    ratios: dict[str, list[float]] = {"tuning": [], "held-out": []}
    started = time.perf_counter()
    for log in logs:
        found = evidence[log.name]
        category = found.logs[0].report.classification.category
        skill = next((s.name for s in skills if s.category == category), skills[0].name)
        model = ReadingModel(reading_plan(found, skill), window, counter)
        diagnose(found, repository=None, model=model, skills=skills, max_steps=MAX_STEPS)
        turn = 1
        for size in model.sizes:
            tokens = size.counted if size.counted is not None else size.estimated
            if size.counted is not None:
                ratios[part(log.name in held)].append(size.counted / max(size.estimated, 1))
            per_turn[turn].append(tokens)
            per_part[part(log.name in held)].append(tokens)
            refused[part(log.name in held)] += tokens > window.input_tokens
            turn += size.purpose == "step"
    seconds = time.perf_counter() - started
    print(f"\n{provider} ({model_name}): window {window.input_tokens:,} in / {window.output_tokens:,} out, "
          f"harness budget {estimated_budget(window):,} estimated; sizes {how}; {seconds:.0f} s wall")  # fmt: skip
    print(f"{'turn':>4} {'largest request':>16} {'window':>8}")
    for turn in sorted(per_turn):
        print(f"{turn:>4} {max(per_turn[turn]):>16,} {window.input_tokens:>8,}")
    for name, found in ratios.items():
        if found:
            print(f"counted / estimated per request [{name}]: min {min(found):.2f}, max {max(found):.2f}")
    for name, sizes in per_part.items():
        runs = sum(1 for log in logs if part(log.name in held) == name)
        print(f"{provider} [{name}] max_request_tokens={max(sizes)} window={window.input_tokens} "
              f"runs={runs} requests={len(sizes)} refused={refused[name]}")  # fmt: skip
    every = [tokens for sizes in per_part.values() for tokens in sizes]
    print(f"{provider} max_request_tokens={max(every)} window={window.input_tokens} runs={len(logs)} "
          f"refused={sum(refused.values())}")  # fmt: skip


if __name__ == "__main__":
    main()
