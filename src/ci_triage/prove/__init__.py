"""Stage 5, verify: every claim checked against the evidence it cites, the verdict, and the link and
mention rules the renderer follows."""
