"""Language models: the ``Model`` protocol, scripted/replay/rule-driven models, and the
OpenAI-compatible client (import ``llm.openai_compat`` explicitly; it loads the SDK)."""
