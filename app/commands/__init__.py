"""One module per ``yezi`` subcommand: ``add_arguments(parser)`` and ``run(args) -> int``."""
