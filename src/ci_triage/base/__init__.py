"""What every stage shares: errors and exit codes, secret masking, token estimates, the RE2 patterns,
the on-disk cache, files later steps read, bundled data, optional extras."""
