"""Every default a user can change, in one place: the settings, the command line's flags and help, and
the analyser read them from here. Plain constants, so the command line shows them without loading
the settings model."""

DEFAULT_BUDGET = 2000
"""Default excerpt budget in tokens (characters / 4): the ``token-budget`` input, ``--budget``."""
DEFAULT_MAX_ATTEMPTS = 2
"""Verification failures tolerated before a handoff (the issue's default)."""
DEFAULT_MAX_STEPS = 24
"""Transitions before the loop hands off: two full passes through both stages take 16."""
DEFAULT_MAX_TURNS = 20
"""Model requests one model draft may make (its turns, compaction summaries included)."""
DEFAULT_SINCE = "7d"
"""Window of a health scan: the last seven days."""
DEFAULT_MAX_API_CALLS = 900
"""Request budget of a health scan (``scan --max-api-calls``; the ``max-api-calls`` input in ``mode:
scan``). A scan's cost grows with the repository's traffic (a busy repository's week: about 300
requests), so it may take most of the 1,000 requests per hour per repository that a workflow's
``GITHUB_TOKEN`` gets (docs.github.com, "Rate limits for the REST API")."""
DEFAULT_BACKTEST_MAX_API_CALLS = 300
"""Request budget of a backtest (``backtest --max-api-calls``; the ``max-api-calls`` input in ``mode:
backtest``). A backtest's cost grows with the runs it is asked for, not with traffic: one triage
reads 8-14 REST endpoints, so 300 holds the default 10 runs twice over (about 25 runs) and leaves
most of the hour's ``GITHUB_TOKEN`` requests to the rest of the workflow."""
MAX_RUNS = 100
"""Most runs one backtest triages (``backtest --runs``; one page of the runs list)."""
MIN_API_CALLS, MAX_API_CALLS = 10, 100_000
"""The range of ``max-api-calls`` and ``--max-api-calls``, for a scan and a backtest alike."""
DEFAULT_LABEL = "ci-health"
"""Label of the sticky health issue."""
MAX_LOG_TEXT_BYTES = 4 * 1024**3
"""Most bytes of log text read from one input, local or downloaded (after decompression): 4 GiB."""
MAX_TRIAGE_LOG_DOWNLOAD_BYTES = 512 * 1024**2
"""Largest job log a triage downloads: 512 MiB; GitHub caps a step's log far below this."""
MAX_SCAN_LOG_DOWNLOAD_BYTES = 64 * 1024**2
"""Largest job log a health scan downloads (it reads many runs): 64 MiB; a longer one is not fetched
and the report says so."""
