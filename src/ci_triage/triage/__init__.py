"""The control plane: a pure state machine (``state``, ``events``, ``reducer``) and the one module
that touches the world (``effects``). See ``docs/triage.md``."""
