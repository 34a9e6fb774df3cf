"""One module per subcommand: the glue between argument parsing and the library."""
