#!/usr/bin/env bash
# Regenerate the hash-locked requirements from pyproject.toml with uv (pip install uv).
#   requirements/action.txt  what the image and the composite fix action install: the package's
#                            dependencies with the model, mcp and hyperscan extras (the image's
#                            amd64 and arm64 builds both get Hyperscan), every Python 3.11+ platform
#   requirements/build.txt   the build backend (hatchling) that turns the source into the wheel
#   requirements/uv.txt      uv itself, which the composite fix action (fix/action.yml) installs with
# Versions already in a file are kept unless pyproject.toml needs others; pass --upgrade to move
# everything to the newest allowed versions. .ci/run fails when a file is not what this writes.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${LOCK_OUTPUT_DIR:-requirements}
common=(--quiet --universal --python-version 3.11 --generate-hashes --custom-compile-command requirements/refresh.sh "$@")
uv pip compile pyproject.toml --extra model --extra mcp --extra hyperscan "${common[@]}" --output-file "$out/action.txt"
printf 'hatchling>=1.27,<2\n' | uv pip compile - "${common[@]}" --output-file "$out/build.txt"
printf 'uv>=0.9,<1\n' | uv pip compile - "${common[@]}" --output-file "$out/uv.txt"
