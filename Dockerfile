# ci-triage as a GitHub Docker container action. On main, action.yml builds this file; a release's
# action.yml runs the image the release workflow built from it (docs/release.md).
#
# Reproducible: the base image is pinned by digest (python:3.12-slim-bookworm, the multi-platform
# index, amd64 and arm64), every Python package comes from the hash-locked requirements/*.txt
# (refresh: requirements/refresh.sh), the package itself is installed with --no-deps, and the one
# Debian package is pinned to bookworm's version. The digest below was taken from a public pin and
# could not be checked against the registry where this file was written: confirm it with
# `docker buildx imagetools inspect python:3.12-slim-bookworm` before the first release; Dependabot
# (.github/dependabot.yml, docker) proposes new digests after that.

# --- build the wheel with the locked build backend ------------------------------------------------
FROM python:3.12-slim-bookworm@sha256:782412e85d0f0984994c290652577d4018aff08145c85b262bb63dc0c7522254 AS build

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /src
COPY requirements/build.txt requirements/build.txt
RUN pip install --require-hashes --no-deps -r requirements/build.txt
COPY pyproject.toml README.md LICENSE ./
COPY src ./src
COPY skills ./skills
COPY examples ./examples
RUN pip wheel --no-deps --no-build-isolation --wheel-dir /wheels .

# --- the action: locked dependencies (with the model, mcp and hyperscan extras), then the wheel alone -
FROM python:3.12-slim-bookworm@sha256:782412e85d0f0984994c290652577d4018aff08145c85b262bb63dc0c7522254

# git: the head commit of the checkout and the harness's read-only git tools. The base image already
# has ca-certificates. A bookworm point release that replaces this version needs the pin raised.
RUN apt-get update \
    && apt-get install -y --no-install-recommends git=1:2.39.5-0+deb12u3 \
    && rm -rf /var/lib/apt/lists/*

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1

WORKDIR /opt/ci-triage
COPY requirements/action.txt requirements.txt
RUN pip install --require-hashes --no-deps -r requirements.txt
COPY --from=build /wheels /wheels
RUN pip install --no-deps /wheels/ci_triage-*.whl && pip check && rm -rf /wheels

# The bundled skills parsed and checked, their signals' facts and the GitHub-log trigger database,
# built once here: the runner empties the action's cache folder (under HOME=/github/home) for every
# job, so without this every run would build them again (about 0.5 s of CPU). Read where the job's
# own cache misses, never written (docs/skills.md).
ENV CI_TRIAGE_PREBUILT_CACHE_DIR=/opt/ci-triage/cache
RUN CI_TRIAGE_CACHE_DIR=/opt/ci-triage/cache ci-triage triage --example prettier --format json > /dev/null \
    && chmod -R a+rX /opt/ci-triage/cache

ENTRYPOINT ["ci-triage", "action"]
