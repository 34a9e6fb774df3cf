"""Log model and analysis: read a CI log, find the failing step and the lines that explain it.

Everything here is deterministic and offline. The entry point is :func:`ci_triage.logs.analyse.analyse_path`.
"""
