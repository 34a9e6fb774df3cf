# ci-triage as a GitHub Docker container action (see action.yml).
FROM python:3.12-slim

# ca-certificates: TLS to the GitHub API and to model providers.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates=* git=* \
    && rm -rf /var/lib/apt/lists/*

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1

WORKDIR /opt/ci-triage
COPY pyproject.toml README.md ./
COPY src ./src
COPY skills ./skills
COPY examples ./examples
RUN pip install --no-cache-dir .

ENTRYPOINT ["ci-triage", "action"]
