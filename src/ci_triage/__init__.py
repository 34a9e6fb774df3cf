"""ci-triage: triage failed CI runs with cited evidence, offline first.

Importing the package is cheap on purpose (``ci-triage --version`` must start in well under
300 ms): subpackages import their heavy dependencies (pydantic, jinja2, rich, PyGithub, openai)
only when used.
"""

__version__ = "0.1.0"
