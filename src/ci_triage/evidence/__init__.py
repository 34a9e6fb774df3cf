"""Everything a diagnosis may cite, collected once: the model (``model``), collection from a GitHub
run (``collect_github``, ``github_source``) or from log files (``local_source``), the numbered
items claims cite (``items``), and the base-branch attribution (``attribution``, ``history``)."""
