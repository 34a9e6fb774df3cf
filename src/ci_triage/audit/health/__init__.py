"""Repository health scans: recurring failures, flaky jobs and tests, red-time trends, bot accuracy (issue 7)."""
