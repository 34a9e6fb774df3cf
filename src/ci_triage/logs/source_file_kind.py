"""Whether a file given as the log is a project's source file, not a CI log: a Terraform file, a
Dockerfile, a Kubernetes manifest, a Compose file, a CloudFormation template, an Ansible playbook or
a GitHub Actions workflow, told by its whole text (:func:`source_file_kind`); or the coverage report
a test step wrote beside its log (Cobertura's XML, ``coverage.xml``). A CI log is none of them: every
line of it is a tool's output or the runner's, never only a file's own syntax. Read only for a log
that shows no failure (:func:`ci_triage.logs.report.triage_path`), which it then refuses as no CI
log (exit 3), as it refuses a Java archive, rather than saying "no failure found" of it (trial
t128 #6: ``main.tf`` and ``deployment.yaml`` given as the log read as passing jobs; trial t130:
``coverage.xml`` too).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.base.errors import InputError
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.source import GZIP_MAGIC, ZIP_MAGIC

MAX_SOURCE_BYTES = 1024 * 1024
"""Bytes of a file read at most to tell its kind: a larger one is taken for a log (the workflow
reader's limit, :data:`ci_triage.evidence.workflow_step.MAX_WORKFLOW_BYTES`)."""
TERRAFORM_BLOCK = LazyRE2(
    r"^(?:resource|data|variable|output|provider|module|terraform|locals|moved|import|check|removed)"
    r'(?:\s+"[^"]*"|\s+[A-Za-z_][\w-]*){0,2}\s*\{\s*$'
)
"""A top-level block's first line in Terraform's language (developer.hashicorp.com, "Terraform
language": ``resource "aws_s3_bucket" "logs" {``, ``terraform {``, ``locals {``)."""
TERRAFORM_TOP_LINE = LazyRE2(r"^(?:\}\s*|#.*|//.*|)$")
"""Another line a Terraform file has at its top level, outside its blocks: a block's closing brace,
a comment, a blank line."""
DOCKERFILE_INSTRUCTION = LazyRE2(
    r"^\s*(?i:from|arg|run|cmd|label|maintainer|expose|env|add|copy|entrypoint|volume|user|workdir"
    r"|onbuild|stopsignal|healthcheck|shell)\s"
)
"""A Dockerfile's instruction (docs.docker.com, "Dockerfile reference": its instructions, in any
case, each followed by its arguments)."""
DOCKERFILE_FIRST = LazyRE2(r"^\s*(?i:from|arg)\s")
"""A Dockerfile's first instruction: ``FROM``, which only parser directives, comments and global
``ARG`` instructions may precede (the same reference)."""
YAML_START = LazyRE2(r"^(?:---|- |[A-Za-z_][\w.-]*:(?:\s|$))")
"""How the first line of a YAML file that may be one of these opens (its first not blank and no
comment): a document's start, a list's item, a plain key (a log's first line seldom does)."""
DOCKERFILE_OTHER_LINE = LazyRE2(r"^\s*(?:#.*)?$")
"""A Dockerfile's line that is no instruction: a comment, a parser directive, a blank line."""
XML_PROLOGUE_LINE = LazyRE2(r"^\s*(?:<\?xml\b[^>]*\?>|<!DOCTYPE\b[^>]*>|<!--.*-->)\s*$")
"""A line of an XML file's prologue alone: its declaration, its document type, a comment (W3C XML
1.0, "Prolog and Document Type Declaration")."""
COBERTURA_ROOT = LazyRE2(r'^\s*(?:<\?xml\b[^>]*\?>\s*)?<coverage\s[^>]*\bline-rate="')
"""The root element of a Cobertura coverage report, ``<coverage … line-rate="0.375" …>``: Cobertura's
DTD (coverage-04.dtd) requires ``line-rate`` of it, which coverage.py's ``coverage xml`` and
istanbul's ``cobertura`` reporter (jest, nyc, c8) write on the root's line; Clover's ``<coverage>``
has none."""


def refuse_source_file(path: str | Path) -> None:
    """Raise :class:`~ci_triage.base.errors.InputError` (exit 3) naming what project source file the
    regular file at ``path`` is (:func:`source_file_kind`, read whole, decoded as UTF-8 with bad
    bytes replaced), and that it is no CI log; return for anything else: ``-``, a pipe, a gzip or zip
    file, a file larger than :data:`MAX_SOURCE_BYTES`, one that cannot be read."""
    file = Path(path)
    try:
        if str(path) == "-" or not file.is_file() or file.stat().st_size > MAX_SOURCE_BYTES:
            return
        data = file.read_bytes()
    except OSError:
        return
    if data.startswith((GZIP_MAGIC, *ZIP_MAGIC)):
        return
    kind = source_file_kind(data.decode("utf-8", errors="replace"))
    if kind is not None:
        raise InputError(f"{path}: {kind}, not a CI log: give the job's log")


def source_file_kind(text: str) -> str | None:
    """What project file ``text`` (a file's whole text, at most :data:`MAX_SOURCE_BYTES`) is, in
    words for a message (``a Terraform file``, ``a Kubernetes manifest (YAML with `apiVersion` and
    `kind`)``, ``a coverage report (Cobertura XML with `line-rate`)``), or None when it is none of
    them (a CI log, or any other text). Linear in the text's length: a line's patterns are RE2's,
    YAML's reader a single pass."""
    lines = text.splitlines()
    return _terraform(lines) or _dockerfile(lines) or _coverage_report(lines) or _yaml_kind(text)


def _terraform(lines: list[str]) -> str | None:
    """``a Terraform file`` when each of ``lines`` at the top level (not indented) opens a block
    (:data:`TERRAFORM_BLOCK`) or is a closing brace, a comment or blank (:data:`TERRAFORM_TOP_LINE`),
    and one opens a block; else None."""
    top = [line for line in lines if not line[:1].isspace()]
    blocks = sum(TERRAFORM_BLOCK.match(line) is not None for line in top)
    others = all(TERRAFORM_BLOCK.match(line) or TERRAFORM_TOP_LINE.match(line) for line in top)
    return "a Terraform file" if blocks and others else None


def _dockerfile(lines: list[str]) -> str | None:
    """``a Dockerfile`` when each of ``lines`` is an instruction (:data:`DOCKERFILE_INSTRUCTION`),
    a comment or blank (:data:`DOCKERFILE_OTHER_LINE`), or goes on the line before it that ends
    with ``\\``, and its first instruction is ``FROM`` or ``ARG`` (:data:`DOCKERFILE_FIRST`);
    else None (a heredoc's lines, ``RUN <<EOF``, too)."""
    first: str | None = None
    continued = False
    for line in lines:
        if not continued and DOCKERFILE_OTHER_LINE.match(line) is None:
            if DOCKERFILE_INSTRUCTION.match(line) is None:
                return None
            first = first or line
        continued = line.rstrip().endswith("\\")
    return "a Dockerfile" if first is not None and DOCKERFILE_FIRST.match(first) else None


def _coverage_report(lines: list[str]) -> str | None:
    """``a coverage report (Cobertura XML with `line-rate`)`` when the first of ``lines`` that is not
    blank nor only the XML prologue (:data:`XML_PROLOGUE_LINE`) opens a Cobertura report's root
    element (:data:`COBERTURA_ROOT`); else None."""
    first = next((line for line in lines if line.strip() and XML_PROLOGUE_LINE.match(line) is None), "")
    return "a coverage report (Cobertura XML with `line-rate`)" if COBERTURA_ROOT.match(first) else None


def _yaml_kind(text: str) -> str | None:
    """The kind of project file ``text`` is by the keys of its YAML documents' top level (read as
    YAML's composer reads them, no tag resolved: ``on:`` stays the key ``on``, CloudFormation's
    ``!Ref`` is read); None when it is no YAML, or no such file: every document a mapping with
    ``apiVersion`` and ``kind`` (a Kubernetes manifest), one with ``jobs`` and ``on`` (a GitHub
    Actions workflow), ``services`` (a Compose file), ``AWSTemplateFormatVersion`` or ``Resources``
    (a CloudFormation template), or a list of mappings each with ``hosts`` or ``import_playbook``
    (an Ansible playbook)."""
    import yaml  # only for a file that shows no failure

    first = next((line for line in text.splitlines() if line.strip() and not line.startswith("#")), "")
    if YAML_START.match(first) is None:
        return None
    try:
        documents = [node for node in yaml.compose_all(text, Loader=yaml.SafeLoader) if node is not None]
    except yaml.YAMLError:
        return None
    if not documents:
        return None
    if all(isinstance(node, yaml.SequenceNode) for node in documents):
        plays = [_keys(play) for node in documents for play in node.value]
        playbook = plays and all(keys & {"hosts", "import_playbook"} for keys in plays)
        return "an Ansible playbook (YAML plays with `hosts`)" if playbook else None
    if not all(isinstance(node, yaml.MappingNode) for node in documents):
        return None
    keys = [_keys(node) for node in documents]
    if all({"apiVersion", "kind"} <= each for each in keys):
        return "a Kubernetes manifest (YAML with `apiVersion` and `kind`)"
    if all({"jobs", "on"} <= each for each in keys):
        return "a GitHub Actions workflow (YAML with `on` and `jobs`)"
    if all("services" in each for each in keys):
        return "a Compose file (YAML with `services`)"
    if all(each & {"AWSTemplateFormatVersion", "Resources"} for each in keys):
        return "a CloudFormation template (YAML with `Resources`)"
    return None


def _keys(node: object) -> set[str]:
    """The plain keys of ``node``, a composed YAML mapping; an empty set for any other node."""
    import yaml

    if not isinstance(node, yaml.MappingNode):
        return set()
    return {str(key.value) for key, _ in node.value if isinstance(key, yaml.ScalarNode)}
