"""Stage 1, trigger: one settings model (flags, action inputs, environment, config file), the
defaults a user can change, the MCP servers file."""
