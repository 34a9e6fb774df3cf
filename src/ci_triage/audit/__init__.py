"""Planes beside the triage of one run, over many runs of a repository: health (scheduled scans) and backtest."""
