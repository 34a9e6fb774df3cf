#!/usr/bin/env bash
# Installs ci-triage for the composite fix action (fix/action.yml), from this checkout of the action:
# a virtualenv of the runner's Python (CI_TRIAGE_PYTHON, default python3) in $RUNNER_TEMP/ci-triage,
# uv from requirements/uv.txt (hash-checked by pip), the wheel built by uv with the hash-locked build
# backend (requirements/build.txt), the hash-locked dependencies with the model and mcp extras
# (requirements/action.txt), then the wheel with --no-deps. The virtualenv is not put on PATH, so the
# job's own python, pytest, ruff, node... stay the ones that re-run the failing check.
# Writes the ci-triage executable's path to the step output "bin".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${CI_TRIAGE_PYTHON:-python3}
home="${RUNNER_TEMP:?RUNNER_TEMP is not set}/ci-triage"
rm -rf "$home"
"$python" -m venv "$home/venv"
venv_python="$home/venv/bin/python"
"$venv_python" -m pip install --quiet --disable-pip-version-check --require-hashes --no-deps \
    -r "$root/requirements/uv.txt"
uv="$home/venv/bin/uv"
"$uv" build --quiet --wheel --require-hashes --build-constraints "$root/requirements/build.txt" \
    --out-dir "$home/dist" "$root"
"$uv" pip install --quiet --python "$venv_python" --require-hashes --no-deps -r "$root/requirements/action.txt"
"$uv" pip install --quiet --python "$venv_python" --no-deps "$home"/dist/ci_triage-*.whl
"$home/venv/bin/ci-triage" --version
echo "bin=$home/venv/bin/ci-triage" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
