"""Make ``openapi_subset.json``: the response schemas of the operations the loopback GitHub serves,
cut from GitHub's OpenAPI description (npm package ``@octokit/openapi``, pinned below), with every
component they reference, and OpenAPI 3.0's ``nullable: true`` turned into JSON Schema's
``"type": [..., "null"]`` so :mod:`jsonschema` can check answers against it.

Run after changing :data:`OPERATIONS` or the pin (needs npm and the network once)::

    cd tests/loopback && python trim_openapi.py
"""

from __future__ import annotations

import json
import subprocess
import tarfile
import tempfile
from pathlib import Path
from typing import Any

PACKAGE = "@octokit/openapi"
VERSION = "23.0.2"
HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "openapi_subset.json"
OPERATIONS = {
    ("get", "/repos/{owner}/{repo}/actions/runs/{run_id}"): ["200"],
    ("get", "/repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"): ["200"],
    ("get", "/repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"): ["200"],
    ("get", "/repos/{owner}/{repo}/actions/jobs/{job_id}/logs"): ["302"],
    ("get", "/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"): ["200"],
    ("get", "/repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"): ["200"],
    ("get", "/repos/{owner}/{repo}/pulls/{pull_number}"): ["200"],
    ("get", "/repos/{owner}/{repo}/pulls/{pull_number}/files"): ["200"],
    ("get", "/repos/{owner}/{repo}/pulls"): ["200"],
    ("get", "/repos/{owner}/{repo}/commits/{commit_sha}/pulls"): ["200"],
    ("get", "/repos/{owner}/{repo}/compare/{basehead}"): ["200"],
    ("get", "/repos/{owner}/{repo}/issues/{issue_number}/comments"): ["200"],
    ("post", "/repos/{owner}/{repo}/issues/{issue_number}/comments"): ["201", "403"],
    ("patch", "/repos/{owner}/{repo}/issues/comments/{comment_id}"): ["200"],
    ("delete", "/repos/{owner}/{repo}/issues/comments/{comment_id}"): ["204"],
    ("post", "/repos/{owner}/{repo}/check-runs"): ["201"],
    ("post", "/repos/{owner}/{repo}/git/blobs"): ["201"],
    ("post", "/repos/{owner}/{repo}/git/trees"): ["201"],
    ("post", "/repos/{owner}/{repo}/git/commits"): ["201"],
    ("post", "/repos/{owner}/{repo}/git/refs"): ["201"],
    ("delete", "/repos/{owner}/{repo}/git/refs/{ref}"): ["204"],
    ("post", "/repos/{owner}/{repo}/pulls"): ["201", "422"],
    ("patch", "/repos/{owner}/{repo}/check-runs/{check_run_id}"): ["200"],
}


def fetch() -> dict[str, Any]:
    """GitHub's description (api.github.com.json) from the pinned npm package."""
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["npm", "pack", f"{PACKAGE}@{VERSION}"], cwd=folder, check=True, capture_output=True)
        archive = next(Path(folder).glob("*.tgz"))
        with tarfile.open(archive) as tar:
            member = tar.extractfile("package/generated/api.github.com.json")
            assert member is not None
            return json.load(member)


def nullable_to_type(schema: Any) -> Any:
    """OpenAPI 3.0 ``nullable: true`` as JSON Schema (``type`` gains ``null``; an enum gains None)."""
    if isinstance(schema, list):
        return [nullable_to_type(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    converted = {
        key: nullable_to_type(value) for key, value in schema.items() if key not in ("nullable", "example", "examples")
    }
    if schema.get("nullable"):
        if "type" in converted:
            types = converted["type"] if isinstance(converted["type"], list) else [converted["type"]]
            converted["type"] = [*types, "null"]
        if "enum" in converted and None not in converted["enum"]:
            converted["enum"] = [*converted["enum"], None]
        if "type" not in converted and ("allOf" in converted or "$ref" in converted or "oneOf" in converted):
            converted = {"anyOf": [{"type": "null"}, converted]}
    return converted


def refs(value: Any) -> set[str]:
    if isinstance(value, dict):
        found = {value["$ref"]} if isinstance(value.get("$ref"), str) else set()
        for item in value.values():
            found |= refs(item)
        return found
    if isinstance(value, list):
        return set().union(*(refs(item) for item in value)) if value else set()
    return set()


def resolve(document: dict[str, Any], ref: str) -> Any:
    node: Any = document
    for part in ref.removeprefix("#/").split("/"):
        node = node[part]
    return node


def main() -> None:
    document = fetch()
    operations: dict[str, dict[str, Any]] = {}
    for (method, path), statuses in OPERATIONS.items():
        responses = document["paths"][path][method]["responses"]
        operations[f"{method.upper()} {path}"] = {}
        for status in statuses:
            response = responses[status]
            if "$ref" in response:
                response = resolve(document, response["$ref"])
            content = (response.get("content") or {}).get("application/json") or {}
            operations[f"{method.upper()} {path}"][status] = content.get("schema", {})
    components: dict[str, Any] = {}
    pending = refs(operations)
    while pending:
        ref = pending.pop()
        if ref in components:
            continue
        components[ref] = resolve(document, ref)
        pending |= refs(components[ref]) - set(components)
    schemas: dict[str, Any] = {}
    for ref, schema in components.items():
        name = ref.removeprefix("#/components/schemas/")
        schemas[name] = schema
    subset = {
        "source": f"npm {PACKAGE}@{VERSION}, generated/api.github.com.json (OpenAPI {document['openapi']})",
        "note": "response schemas of the operations tests/loopback serves; nullable turned into JSON Schema types",
        "operations": nullable_to_type(operations),
        "components": {"schemas": nullable_to_type(schemas)},
    }
    OUTPUT.write_text(json.dumps(subset, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
