"""Tools: ``ToolDefinition`` and the built-in groups (fs, git, terminal, agent)."""
