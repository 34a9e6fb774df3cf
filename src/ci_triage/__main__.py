"""``python -m ci_triage`` runs the same command line as ``ci-triage``."""

from ci_triage.commands.cli import main

raise SystemExit(main())
