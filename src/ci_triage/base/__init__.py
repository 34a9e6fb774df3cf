"""What every stage shares: errors and exit codes, secret masking, token estimates, files later steps
read, optional extras."""
