#!/usr/bin/env python3
"""Report which skill signals fire on the shared corpus of real CI logs.

Usage::

    python benchmarks/skill_signals_report.py [--skills DIR] [--corpus DIR]
        [--no-logchunks] [--signals] [--verbose]

What it prints
  1. Skill catalogue check: every ``skills/<family>/SKILL.md`` is parsed and validated against the
     frontmatter format (name = folder, category from the project taxonomy, unique signal ids,
     compilable patterns, weights in 0..1, roles error|summary|context, named groups from the
     extraction set).
  2. ``gha/``: for each annotated GitHub Actions job log, the expected category, each skill whose
     signals fired (counts per role, a noisy-OR score over distinct signals, and the line numbers of
     error/summary matches), whether every key line of ``index.json`` is hit by an error/summary
     signal (runner wrapper lines such as ``Process completed with exit code 1.`` are reported
     separately: no tool family owns them), error/summary hits of a family whose category is not the
     expected one, and hits on the distractor lines named in the notes.
  3. ``logchunks/``: the share of the 639 Travis logs where some error/summary signal fires inside
     the hand-labelled failure chunk, the share of error/summary hits that fall outside the chunk
     (a precision proxy: a chunk is one failure, a log may show several legitimate error lines), and
     a per-signal table of hits inside/outside.

Matching follows the analyser's contract: one cleaned line at a time (timestamp prefix, BOM, ANSI
codes in ESC and LogDx ``^[`` form, and the ``##[error]``-style markers removed, carriage-return
redraws reduced to the final text), ``re.search`` per signal. Line numbers are 1-based, split on
``\\n`` only (as in the corpus README).

For speed the whole cleaned text of a log is scanned once per pattern with ``re.MULTILINE``; a match
that spans more than one line (possible with ``\\s``) is re-checked line by line, so the result is
the same as per-line ``re.search``. Runtime target: under ~60 s for the whole corpus.

Scores: the script's own noisy-OR ``1 - prod(1 - weight)`` over the *distinct* signals of a skill
that fired with role error or summary (context signals count at half weight). It is a reading aid
for weights, not the classifier.
"""

from __future__ import annotations

import argparse
import bisect
import gzip
import json
import re
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import yaml

CATEGORIES = {
    "test failure",
    "compile/build error",
    "lint/format",
    "dependency resolution",
    "infrastructure/network/flaky",
    "timeout",
    "out-of-memory",
    "permission/auth",
    "configuration",
    "cancelled",
}
ROLES = {"error", "summary", "context"}
GROUPS = {"test", "file", "line", "col", "code", "exit", "message"}
NAME_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

# --- cleaning (mirrors the analyser's contract) -------------------------------------------------
TIMESTAMP_RE = re.compile(r"^\ufeff?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?")
ANSI_RE = re.compile(
    r"(?:\x1b|\^\[)(?:\[[0-9;?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[()][0-9A-Za-z]|[=>])"
)
MARKER_RE = re.compile(r"^##\[(?:error|warning|group|endgroup|notice|debug)\]")
WRAPPER_RE = re.compile(
    r"^(?:Process completed with exit code \d+\.|The process '[^']*' failed with exit code \d+)$"
)


def clean_line(raw: str) -> str:
    """One raw log line (no ``\\n``) -> the text signals are matched against."""
    if "\r" in raw:
        parts = [p for p in raw.split("\r") if p.strip()]
        raw = parts[-1] if parts else ""
    if raw[:1] == "\ufeff":
        raw = raw.lstrip("\ufeff")
    if raw[:1].isdigit():
        raw = TIMESTAMP_RE.sub("", raw, count=1)
    if "\x1b" in raw or "^[" in raw:
        raw = ANSI_RE.sub("", raw)
    if raw[:3] == "##[":
        raw = MARKER_RE.sub("", raw, count=1)
    return raw


# --- skills ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Signal:
    skill: str
    category: str
    id: str
    pattern: str
    weight: float
    role: str


def load_skills(skills_dir: Path) -> tuple[list[Signal], dict[str, str], list[str]]:
    """Parse and validate every SKILL.md; return (signals, skill->category, problems)."""
    signals: list[Signal] = []
    categories: dict[str, str] = {}
    problems: list[str] = []
    for path in sorted(skills_dir.glob("*/SKILL.md")):
        folder = path.parent.name
        text = path.read_text(encoding="utf-8")
        m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
        if not m:
            problems.append(f"{folder}: no frontmatter")
            continue
        try:
            meta = yaml.safe_load(m.group(1))
        except yaml.YAMLError as exc:
            problems.append(f"{folder}: YAML error {exc}")
            continue
        name = meta.get("name")
        if name != folder or not NAME_RE.match(str(name)):
            problems.append(f"{folder}: name {name!r} must equal the folder, lowercase-dashes")
        if not isinstance(meta.get("description"), str) or not meta["description"].strip():
            problems.append(f"{folder}: missing description")
        cat = meta.get("category")
        if cat not in CATEGORIES:
            problems.append(f"{folder}: bad category {cat!r}")
        categories[folder] = cat
        if len(text) - m.end() < 200:
            problems.append(f"{folder}: body is (almost) empty")
        seen: set[str] = set()
        for sig in meta.get("signals") or []:
            sid = sig.get("id")
            if sid in seen:
                problems.append(f"{folder}: duplicate signal id {sid}")
            seen.add(sid)
            if sig.get("role") not in ROLES:
                problems.append(f"{folder}/{sid}: bad role {sig.get('role')!r}")
            w = sig.get("weight")
            if not isinstance(w, (int, float)) or not 0 <= w <= 1:
                problems.append(f"{folder}/{sid}: bad weight {w!r}")
            try:
                rx = re.compile(sig["pattern"])
            except (re.error, KeyError, TypeError) as exc:
                problems.append(f"{folder}/{sid}: pattern does not compile: {exc}")
                continue
            bad = set(rx.groupindex) - GROUPS
            if bad:
                problems.append(f"{folder}/{sid}: unknown named groups {sorted(bad)}")
            signals.append(
                Signal(folder, cat, sid, sig["pattern"], float(w), sig.get("role", "context"))
            )
    return signals, categories, problems


# --- matching -------------------------------------------------------------------------------------
def line_bound(pattern: str) -> str:
    """Rewrite a per-line pattern so it cannot run across ``\\n`` in a whole-text scan.

    Negated classes get ``\\n`` added (``[^:]`` -> ``[^\\n:]``) and ``\\s`` becomes ``[^\\S\\n]``
    (inside a class: `` \\t\\r\\f\\v``). On a single line (no ``\\n``) the rewritten pattern
    matches exactly what the original matches; it only keeps the scan from wandering over
    following lines, which would be slow (and is re-checked per line anyway).
    """
    out = []
    i, n = 0, len(pattern)
    in_class = False
    while i < n:
        c = pattern[i]
        if c == "\\" and i + 1 < n:
            esc = pattern[i : i + 2]
            if esc == "\\s":
                out.append(" \\t\\r\\f\\v" if in_class else "[^\\S\\n]")
            else:
                out.append(esc)
            i += 2
            continue
        if not in_class and c == "[":
            in_class = True
            if pattern.startswith("[^", i):
                out.append("[^\\n")
                i += 2
            else:
                out.append("[")
                i += 1
            if i < n and pattern[i] == "]":  # a leading ']' is literal
                out.append("\\]")
                i += 1
            continue
        if in_class and c == "]":
            in_class = False
        out.append(c)
        i += 1
    return "".join(out)


def _multiline(pattern: str) -> re.Pattern[str]:
    return re.compile(line_bound(pattern), re.MULTILINE)


try:  # Python >= 3.11
    from re import _constants as _sre_c
    from re import _parser as _sre_p
except ImportError:  # pragma: no cover
    import sre_constants as _sre_c  # type: ignore[no-redef]
    import sre_parse as _sre_p  # type: ignore[no-redef]

_REPEATS = {_sre_c.MAX_REPEAT, _sre_c.MIN_REPEAT, getattr(_sre_c, "POSSESSIVE_REPEAT", _sre_c.MAX_REPEAT)}
_ZERO_WIDTH = {_sre_c.AT, _sre_c.ASSERT, _sre_c.ASSERT_NOT}


def _required(items) -> list[str] | None:
    """Literal strings of which at least one must occur in any text the parsed pattern matches."""
    best: list[str] | None = None
    run: list[str] = []

    def consider(cand):
        nonlocal best
        if cand and (best is None or min(map(len, cand)) > min(map(len, best))):
            best = cand

    def flush():
        if run:
            consider(["".join(run)])
            run.clear()

    for op, av in items:
        if op is _sre_c.LITERAL:
            run.append(chr(av))
            continue
        if op in _ZERO_WIDTH:
            continue
        flush()
        if op is _sre_c.SUBPATTERN:
            consider(_required(av[-1]))
        elif op in _REPEATS:
            lo, _hi, body = av
            if lo >= 1:
                consider(_required(body))
        elif op is _sre_c.BRANCH:
            alts = [_required(a) for a in av[1]]
            if all(alts):
                consider(sorted({x for a in alts for x in a}))
        elif op is getattr(_sre_c, "ATOMIC_GROUP", None):
            consider(_required(av))
    flush()
    return best


def prefilter(pattern: str) -> tuple[list[str], bool] | None:
    """(literals, case_insensitive) such that a line can only match if it contains one literal.

    None when no literal of at least 3 characters is required (the pattern is then scanned over
    the whole text). Used only to skip work; matching itself is always ``re.search`` per line.
    """
    try:
        parsed = _sre_p.parse(pattern)
    except Exception:  # noqa: BLE001 - fall back to a full scan
        return None
    lits = _required(list(parsed))
    if not lits or any(len(x) < 3 and x.isascii() for x in lits):
        return None
    ci = bool(parsed.state.flags & re.IGNORECASE) or "(?i" in pattern
    return ([x.lower() for x in lits] if ci else lits), ci


def match_text(lines: list[str], signals: list[Signal]) -> list[tuple[int, int]]:
    """Return (line_no, signal_index) for every cleaned line each signal matches (1-based lines).

    Equivalent to ``re.search(pattern, line)`` for every line and signal; for speed, a signal whose
    required literals (see `prefilter`) occur nowhere in the log is skipped, and otherwise only the
    lines containing one are searched. Patterns without a usable literal are scanned over the whole
    text with `line_bound` (matches spanning lines are re-checked per line).
    """
    text = "\n".join(lines)
    lower: str | None = None
    lower_starts: list[int] | None = None
    starts = [0]
    for ln in lines[:-1]:
        starts.append(starts[-1] + len(ln) + 1)
    hits: list[tuple[int, int]] = []
    memo: dict[tuple[str, bool], list[int]] = {}  # literal -> indices of lines containing it
    for si, sig in enumerate(signals):
        single = _compiled(sig.pattern)
        if sig.pattern not in _PREFILTER:
            _PREFILTER[sig.pattern] = prefilter(sig.pattern)
        pf = _PREFILTER[sig.pattern]
        if pf is not None:
            lits, ci = pf
            if ci:
                if lower is None:
                    lower = text.lower()  # lowercasing never adds or removes a newline
                    lower_starts = [0] + [i + 1 for i, ch in enumerate(lower) if ch == "\n"] if len(lower) != len(text) else starts
                hay, st = lower, lower_starts
            else:
                hay, st = text, starts
            cand: set[int] = set()
            for lit in lits:
                key = (lit, ci)
                found = memo.get(key)
                if found is None:
                    found = memo[key] = _lines_with(hay, st, lit)
                cand.update(found)
            for idx in sorted(cand):
                if single.search(lines[idx]):
                    hits.append((idx + 1, si))
            continue
        rx = _multiline(sig.pattern)
        done: set[int] = set()
        for m in rx.finditer(text):
            a = bisect.bisect_right(starts, m.start()) - 1
            b = bisect.bisect_right(starts, max(m.end() - 1, m.start())) - 1
            if a == b:
                if a not in done:
                    done.add(a)
                    hits.append((a + 1, si))
            else:  # crossed a newline: fall back to per-line search over the span
                for ln in range(a, b + 1):
                    if ln not in done and single.search(lines[ln]):
                        done.add(ln)
                        hits.append((ln + 1, si))
    return hits


def _lines_with(hay: str, starts: list[int], lit: str) -> list[int]:
    """0-based indices of the lines of ``hay`` (line starts ``starts``) that contain ``lit``."""
    out: list[int] = []
    pos = hay.find(lit)
    while pos != -1:
        idx = bisect.bisect_right(starts, pos) - 1
        out.append(idx)
        nxt = starts[idx + 1] if idx + 1 < len(starts) else len(hay)
        pos = hay.find(lit, nxt)
    return out


_PREFILTER: dict[str, tuple[list[str], bool] | None] = {}
_COMPILED: dict[str, re.Pattern[str]] = {}


def _compiled(pattern: str) -> re.Pattern[str]:
    rx = _COMPILED.get(pattern)
    if rx is None:
        rx = _COMPILED[pattern] = re.compile(pattern)
    return rx


def read_lines(path: Path) -> list[str]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rb") as fh:
        data = fh.read()
    return [clean_line(x) for x in data.decode("utf-8", errors="replace").split("\n")]


# --- gha ------------------------------------------------------------------------------------------
def parse_ranges(spec: str) -> tuple[list[tuple[int, int]], list[int]]:
    m = re.search(r"\(key: ([\d, ]+)\)", spec)
    keys = [int(x) for x in m.group(1).split(",")] if m else []
    body = spec.split("(key")[0]
    ranges = []
    for a, b in re.findall(r"(\d+)(?:-(\d+))?", body):
        ranges.append((int(a), int(b or a)))
    return ranges, keys


def distractor_lines(notes: str) -> list[tuple[int, int]]:
    """Line ranges mentioned in the sentences of the notes that talk about distractors/noise."""
    out = []
    for sentence in re.split(r"(?<=\.)\s+(?=[A-Z'])|;\s*", notes):
        if not re.search(r"(?i)distractor|noise|harmless|passing tests", sentence):
            continue
        for a, b in re.findall(r"\bbetween (\d{3,}) and (\d{3,})\b", sentence):
            out.append((int(a), int(b)))
        sentence = re.sub(r"\bbetween \d{3,} and \d{3,}\b", "", sentence)
        for a in re.findall(r"\baround (\d{3,})\b", sentence):
            out.append((int(a) - 20, int(a) + 20))
        sentence = re.sub(r"\baround \d{3,}\b", "", sentence)
        for a, b in re.findall(r"(?<![\w.:/])(\d{3,})(?:-(\d+))?(?![\w/])", sentence):
            out.append((int(a), int(b or a)))
    return out


def score(fired: dict[str, float]) -> float:
    p = 1.0
    for w in fired.values():
        p *= 1 - w
    return 1 - p


def skill_scores(hits, signals) -> dict[str, tuple[float, float]]:
    """skill -> (max weight of its error/summary signals that fired, noisy-OR over distinct signals).

    Ranking is by the max first (a specific root-cause line such as `Resource not accessible by
    integration` outweighs any number of generic verdict lines), the noisy-OR breaks ties.
    """
    per: dict[str, dict[str, float]] = defaultdict(dict)
    strongest: dict[str, float] = defaultdict(float)
    for _, si in hits:
        s = signals[si]
        w = s.weight if s.role != "context" else s.weight / 2
        per[s.skill][s.id] = w
        if s.role != "context":
            strongest[s.skill] = max(strongest[s.skill], s.weight)
    return {k: (strongest[k], score(v)) for k, v in per.items()}


def report_gha(corpus: Path, signals, categories, verbose: bool) -> dict:
    index = json.loads((corpus / "gha" / "index.json").read_text())
    totals = Counter()
    for entry in index["logs"]:
        path = corpus / "gha" / entry["file"]
        lines = read_lines(path)
        hits = match_text(lines, signals)
        expected = entry["taxonomy"]
        detail = entry["category"]
        ranges, keys = parse_ranges(entry["explaining_lines"])
        in_range = lambda ln: any(a <= ln <= b for a, b in ranges)  # noqa: E731
        strong_by_line: dict[int, set[str]] = defaultdict(set)
        by_skill: dict[str, Counter] = defaultdict(Counter)
        lines_by_skill: dict[str, list[int]] = defaultdict(list)
        for ln, si in hits:
            s = signals[si]
            by_skill[s.skill][s.role] += 1
            if s.role != "context":
                strong_by_line[ln].add(s.skill)
                lines_by_skill[s.skill].append(ln)
        scores = skill_scores(hits, signals)
        ranked = sorted(scores.items(), key=lambda kv: (-kv[1][0], -kv[1][1]))
        top_cat = categories.get(ranked[0][0]) if ranked else None
        cat_ok = top_cat == expected or (top_cat and top_cat in detail)
        totals["logs"] += 1
        totals["top_ok"] += bool(cat_ok)
        print(f"\n### {entry['file']}")
        print(f"expected: {expected}" + (f"  (detail: {detail})" if detail != expected else ""))
        print(f"top skill: {ranked[0][0] if ranked else '-'} -> {top_cat}  [{'OK' if cat_ok else 'MISS'}]")
        for skill, sc in ranked:
            c = by_skill[skill]
            lns = sorted(set(lines_by_skill[skill]))
            shown = ", ".join(map(str, lns[:12])) + (f", ... (+{len(lns) - 12})" if len(lns) > 12 else "")
            print(
                f"  {skill:<22} {categories[skill]:<30} max {sc[0]:.2f} or {sc[1]:.2f}  "
                f"error {c['error']:>4} summary {c['summary']:>4} context {c['context']:>4}"
                + (f"  lines: {shown}" if lns else "")
            )
        for k in keys:
            raw = lines[k - 1]
            fams = strong_by_line.get(k, set())
            right = {f for f in fams if categories[f] == expected or categories[f] in detail}
            if WRAPPER_RE.match(raw.strip()):
                kind = "wrapper"
                totals["key_wrapper"] += 1
            else:
                kind = "key"
                totals["key"] += 1
                totals["key_hit"] += bool(fams)
                totals["key_hit_right"] += bool(right)
            mark = "right" if right else ("WRONG-FAMILY" if fams else "MISSED")
            print(f"  {kind} line {k}: {mark:<12} {sorted(fams) or ''}  | {raw.strip()[:110]}")
        wrong = Counter()
        for ln, fams in strong_by_line.items():
            for f in fams:
                if categories[f] != expected and categories[f] not in detail:
                    wrong[f] += 1
        if wrong:
            print("  wrong-category error/summary hits: " + ", ".join(f"{f}={n}" for f, n in wrong.most_common()))
        totals["wrong_hits"] += sum(wrong.values())
        for a, b in distractor_lines(entry.get("notes", "")):
            dh = sorted(
                {(ln, signals[si].skill, signals[si].id, signals[si].role) for ln, si in hits
                 if a <= ln <= b and signals[si].role != "context"}
            )
            bad = [d for d in dh if categories[d[1]] != expected and categories[d[1]] not in detail]
            totals["distractor_ranges"] += 1
            totals["distractor_ranges_clean"] += not bad
            desc = "; ".join(f"{ln}:{sk}/{sid}" for ln, sk, sid, _ in bad[:6]) or "none"
            print(f"  distractor {a}-{b}: wrong-family error/summary hits: {desc}")
        if verbose:
            for ln, si in sorted(hits):
                s = signals[si]
                print(f"    {ln:>6} {s.skill}/{s.id} [{s.role}] {'IN' if in_range(ln) else '  '} {lines[ln-1].strip()[:100]}")
    print("\n== gha summary ==")
    print(f"top-scoring skill has the expected category: {totals['top_ok']}/{totals['logs']}")
    print(
        f"key lines (excluding runner wrapper lines) hit by an error/summary signal: "
        f"{totals['key_hit']}/{totals['key']}, of the right category: {totals['key_hit_right']}/{totals['key']}"
    )
    print(f"runner wrapper key lines (exit code only, no family): {totals['key_wrapper']}")
    print(f"error/summary hits of a wrong-category family (all lines): {totals['wrong_hits']}")
    print(
        f"distractor ranges named in notes free of wrong-family error/summary hits: "
        f"{totals['distractor_ranges_clean']}/{totals['distractor_ranges']}"
    )
    return totals


# --- passing output and pathological lines ----------------------------------------------------------
# Lines printed by *passing* runs (or by tools succeeding after a retry). No error/summary signal
# may match them: a signal that fires on passing output is worse than none.
PASSING_LINES = [
    "=== 120 passed, 3 skipped in 12.34s ===",
    "======================= 10 passed, 0 failed in 1.20s =======================",
    "tests/test_api.py::test_error_handling PASSED                            [ 10%]",
    "tests/test_api.py::test_failed_login_is_rejected PASSED",
    "Tests:       485 passed, 485 total",
    "Test Suites: 67 passed, 67 total",
    "Test Files  12 passed (12)",
    "      Tests  120 passed (120)",
    "  0 failing",
    "  42 passing (3s)",
    "test result: ok. 550 passed; 0 failed; 103 ignored; 0 measured; 0 filtered out",
    "test tests::it_handles_errors ... ok",
    "ok  \tgithub.com/org/repo/pkg\t0.123s",
    "--- PASS: TestFailureModes (0.01s)",
    "[INFO] Tests run: 768, Failures: 0, Errors: 0, Skipped: 0",
    "[ERROR] No compatible service found (logged by the code under test)",
    "[INFO] BUILD SUCCESS",
    "BUILD SUCCESSFUL in 1m 2s",
    "Found 0 errors. Watching for file changes.",
    "Success: no issues found in 120 source files",
    "0 errors, 0 warnings, 0 informations",
    "✖ 3 problems (0 errors, 3 warnings)",
    "All matched files use Prettier code style!",
    "All done! ✨ 🍰 ✨",
    "ruff.....................................................................Passed",
    "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(...)': /simple/requests/",
    "npm WARN deprecated request@2.88.2: request has been deprecated",
    "added 218 packages, and audited 219 packages in 3s",
    "Successfully installed requests-2.31.0",
    "120 tests completed, 0 failed",
    "Ran 49 tests in 10.555s",
    "OK (skipped=3)",
    "Executed 120 tests, with 0 failures (0 unexpected) in 3.2 (3.4) seconds",
    "120 examples, 0 failures",
    "120 runs, 300 assertions, 0 failures, 0 errors, 0 skips",
    "120 tests, 0 failures",
    "OK (120 tests, 300 assertions)",
    "Tests Passed: 120, Failed: 0, Skipped: 0",
    "errors: 0",
    "Process completed with exit code 0.",
    "Cleaning up orphan processes",
    "Post job cleanup.",
    "warning: unused variable: `x`",
    "src/foo.c:12:5: warning: unused variable 'x' [-Wunused-variable]",
    "Checking connectivity... done.",
    "Attempt 1 failed, retrying in 5 seconds; attempt 2 succeeded",
    "Downloading https://repo.maven.apache.org/maven2/org/foo/1.0/foo-1.0.pom",
]

# Documented message formats (written from the tools' docs/source output formats, not copied from the
# corpus): each must be matched by the named signal. Guards families the corpus has no example of.
EXAMPLES = [
    ("oom/js-heap", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"),
    ("oom/exit-137", "Process completed with exit code 137."),
    ("oom/shell-killed", "Killed"),
    ("oom/oom-killed", "Last State: Terminated, Reason: OOMKilled"),
    ("oom/java-oom", "java.lang.OutOfMemoryError: Java heap space"),
    ("oom/python-memoryerror", "E   MemoryError"),
    ("oom/compiler-killed", "c++: fatal error: Killed signal terminated program cc1plus"),
    ("timeout/job-max-time", "The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 360 minutes."),
    ("timeout/go-test-timeout", "panic: test timed out after 10m0s"),
    ("timeout/pytest-timeout", "E   Failed: Timeout >300.0s"),
    ("timeout/js-test-timeout", "thrown: \"Exceeded timeout of 5000 ms for a test."),
    ("timeout/nextest-timeout", "        TIMEOUT [  60.004s] my-crate::tests slow_test"),
    ("cancelled/operation-canceled", "The operation was canceled."),
    ("cancelled/runner-shutdown", "The runner has received a shutdown signal. This can happen when the runner service is stopped, or a manually started runner is canceled."),
    ("permissions/bad-credentials", "gh: Bad credentials (HTTP 401)"),
    ("permissions/git-auth-failed", "remote: Permission to org/repo.git denied to github-actions[bot]."),
    ("permissions/url-returned-401-403", "fatal: unable to access 'https://github.com/org/repo/': The requested URL returned error: 403"),
    ("permissions/eacces", "npm ERR! Error: EACCES: permission denied, mkdir '/usr/lib/node_modules/x'"),
    ("configuration/input-required", "Error: Input required and not supplied: token"),
    ("configuration/unresolvable-action", "Unable to resolve action `actions/checkout@v9`, unable to find version `v9`"),
    ("configuration/npm-missing-script", "npm ERR! Missing script: \"test\""),
    ("network-flaky/dns-failure", "curl: (6) Could not resolve host: example.org"),
    ("network-flaky/rate-limited", "toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading"),
    ("network-flaky/npm-network", "npm ERR! code ECONNRESET"),
    ("network-flaky/apt-fetch", "E: Failed to fetch http://archive.ubuntu.com/ubuntu/pool/main/x.deb  503  Service Unavailable"),
    ("network-flaky/disk-full", "OSError: [Errno 28] No space left on device"),
    ("node-dependency/npm-eresolve", "npm ERR! ERESOLVE unable to resolve dependency tree"),
    ("node-dependency/npm-err-code", "npm error code ETARGET"),
    ("node-dependency/pnpm-error", " ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to date"),
    ("python-dependency/no-distribution", "ERROR: No matching distribution found for torch==9.9"),
    ("python-dependency/module-not-found", "ModuleNotFoundError: No module named 'yaml'"),
    ("python-dependency/version-solving-failed", "So, because myproj depends on both a (>=2) and b (1.0), version solving failed."),
    ("cargo-dependency/select-version", "error: failed to select a version for the requirement `serde = \"^9\"`"),
    ("go-modules/missing-go-sum", "main.go:4:2: missing go.sum entry for module providing package github.com/x/y (imported by z)"),
    ("go-test/fail-test", "--- FAIL: TestParse (0.00s)"),
    ("go-test/test-output-location", "    parse_test.go:42: got 1, want 2"),
    ("go-build/go-diagnostic", "./main.go:10:2: undefined: foo"),
    ("cargo-test/panicked-at", "thread 'tests::it_works' panicked at src/lib.rs:10:9:"),
    ("rustc/coded-error", "error[E0308]: mismatched types"),
    ("c-cpp-build/gcc-clang-error", "src/foo.cpp:12:5: error: 'bar' was not declared in this scope"),
    ("c-cpp-build/cmake-error", "CMake Error at CMakeLists.txt:42 (find_package):"),
    ("javac/maven-compiler-diagnostic", "[ERROR] /home/runner/work/x/src/main/java/Foo.java:[12,5] cannot find symbol"),
    ("gradle-test/test-failed", "com.example.FooTest > testBar() FAILED"),
    ("eslint/stylish-error", "  12:5  error  'x' is assigned a value but never used  no-unused-vars"),
    ("eslint/problems-summary", "✖ 7 problems (3 errors, 4 warnings)"),
    ("python-lint/code-diagnostic", "pkg/mod.py:12:80: E501 line too long (88 > 79 characters)"),
    ("python-lint/would-reformat", "would reformat src/pkg/mod.py"),
    ("tsc/diagnostic-paren", "src/index.ts(12,5): error TS2322: Type 'string' is not assignable to type 'number'."),
    ("vitest/fail-test", " FAIL  src/sum.test.ts > sum > adds numbers"),
    ("mocha/failing-count", "  2 failing"),
    ("pytest/failed-summary", "FAILED tests/test_x.py::test_y - assert 1 == 2"),
    ("unittest/fail-header", "FAIL: test_y (tests.test_x.TestX.test_y)"),
    ("docker-build/failed-to-solve", "ERROR: failed to solve: process \"/bin/sh -c make\" did not complete successfully: exit code: 2"),
    ("native-crash/segfault", "Segmentation fault (core dumped)"),
    ("python-syntax/syntax-error", "SyntaxError: invalid syntax"),
    ("rspec/examples-summary", "12 examples, 1 failure"),
    ("phpunit/tests-summary", "Tests: 120, Assertions: 300, Failures: 2."),
    ("golangci-lint/issue", "pkg/file.go:12:5: Error return value of `f.Close` is not checked (errcheck)"),
    ("clippy/denied-by-warnings", "  = note: `-D clippy::needless-return` implied by `-D warnings`"),
    ("shellcheck/tty-finding", "    ^-- SC2086 (info): Double quote to prevent globbing and word splitting."),
    ("hadolint/finding", "Dockerfile:12 DL3008 warning: Pin versions in apt get install."),
    ("actionlint/finding", ".github/workflows/ci.yml:12:9: property \"foo\" is not defined [expression]"),
    ("tap-prove/not-ok", "not ok 3 - parses empty input"),
    ("tap-prove/result-fail", "Result: FAIL"),
]


def check_examples(signals: list[Signal]) -> int:
    by_key = {f"{s.skill}/{s.id}": s for s in signals}
    missed = 0
    for key, line in EXAMPLES:
        s = by_key.get(key)
        if s is None or not _compiled(s.pattern).search(clean_line(line)):
            missed += 1
            print(f"  EXAMPLE NOT MATCHED: {key} <- {line!r}")
    print(f"documented-format examples: {len(EXAMPLES)}, not matched by their signal: {missed}")
    return missed


# Pathological long lines for a backtracking check (each pattern must stay linear-ish).
def _stress_lines(size: int) -> list[str]:
    """Pathological lines, each also with a non-matching tail (forces full backtracking)."""
    base = [
        "." * size,
        " " * size,
        "a" * size,
        ":" * size,
        "error: " * (size // 7),
        "E   " + "x" * size,
        "FAILED " + "a::" * (size // 3),
        "- " * (size // 2),
        "0" * size,
        "#1 " + "| " * (size // 2),
        "'" * size,
        "(" * size,
        "a: " * (size // 3),
        "File \"" + "x" * size,
        "Run " + "\"failure\" == " * (size // 14),
    ]
    return base + [b + " \u2603 ~" for b in base]


def check_passing(signals: list[Signal]) -> int:
    bad = 0
    for line in PASSING_LINES:
        for s in signals:
            if s.role != "context" and _compiled(s.pattern).search(line):
                bad += 1
                print(f"  FIRES ON PASSING OUTPUT: {s.skill}/{s.id} <- {line!r}")
    print(f"passing-output lines: {len(PASSING_LINES)}, error/summary matches on them: {bad}")
    return bad


def check_stress(signals: list[Signal], size: int = 20_000, limit: float = 0.2) -> int:
    slow = 0
    lines = _stress_lines(size)
    for s in signals:
        rx = _compiled(s.pattern)
        t = time.perf_counter()
        for ln in lines:
            rx.search(ln)
        dt = time.perf_counter() - t
        if dt > limit:
            slow += 1
            print(f"  SLOW on {size:,}-char lines: {s.skill}/{s.id} {dt:.2f} s")
    print(f"backtracking check: {len(signals)} patterns x {len(lines)} lines of {size:,} chars, "
          f"slower than {limit} s: {slow}")
    return slow


# --- logchunks ------------------------------------------------------------------------------------
_SIGNALS: list[Signal] = []


def _init(signals):
    global _SIGNALS
    _SIGNALS = signals


def _chunk_job(args):
    path, start, end = args
    lines = read_lines(Path(path))
    hits = match_text(lines, _SIGNALS)
    out = []
    for ln, si in hits:
        if _SIGNALS[si].role == "context":
            continue
        out.append((si, start <= ln <= end))
    return out, len(lines)


def report_logchunks(corpus: Path, signals, show_signals: bool) -> None:
    base = corpus / "logchunks"
    rows = [json.loads(x) for x in (base / "labels.jsonl").read_text().splitlines() if x.strip()]
    jobs = [(str(base / r["log"]), r["chunk_start_line"], r["chunk_end_line"]) for r in rows]
    per_signal_in = Counter()
    per_signal_out = Counter()
    logs_hit = 0
    logs_any = 0
    hits_in = hits_out = 0
    by_lang = defaultdict(lambda: [0, 0])
    shares: list[float] = []
    # Only error/summary hits are counted here, so context signals are not matched at all.
    strong = [s for s in signals if s.role != "context"]
    index_of = {id(s): i for i, s in enumerate(signals)}
    remap = [index_of[id(s)] for s in strong]
    with ProcessPoolExecutor(initializer=_init, initargs=(strong,)) as pool:
        for r, (res, _) in zip(rows, pool.map(_chunk_job, jobs, chunksize=4)):
            inside = any(i for _, i in res)
            logs_hit += inside
            logs_any += bool(res)
            by_lang[r["language"]][0] += 1
            by_lang[r["language"]][1] += inside
            if res:
                shares.append(sum(1 for _, i in res if not i) / len(res))
            res = [(remap[si], i) for si, i in res]
            for si, i in res:
                if i:
                    per_signal_in[si] += 1
                    hits_in += 1
                else:
                    per_signal_out[si] += 1
                    hits_out += 1
    n = len(rows)
    print("\n== logchunks (Travis) ==")
    print(f"logs: {n}")
    print(f"logs with an error/summary hit inside the labelled chunk: {logs_hit}/{n} = {logs_hit / n:.1%}")
    print(f"logs with any error/summary hit: {logs_any}/{n} = {logs_any / n:.1%}")
    tot = hits_in + hits_out
    if tot:
        print(
            f"error/summary hits outside the chunk: {hits_out}/{tot} = {hits_out / tot:.1%} "
            f"(inside: {hits_in})"
        )
    if shares:
        shares.sort()
        print(
            f"per log (logs with hits): mean share of hits outside the chunk {sum(shares) / len(shares):.1%}, "
            f"median {shares[len(shares) // 2]:.1%}; logs whose hits all lie outside: "
            f"{sum(1 for x in shares if x == 1.0)}/{len(shares)}"
        )
    print("chunk hit rate by language: " + ", ".join(
        f"{lang} {h}/{c}" for lang, (c, h) in sorted(by_lang.items(), key=lambda kv: -kv[1][0])))
    if show_signals:
        print(f"\n{'signal':<48} {'role':<8} {'in':>6} {'out':>7}")
        for si in sorted(set(per_signal_in) | set(per_signal_out),
                         key=lambda s: -(per_signal_in[s] + per_signal_out[s])):
            s = signals[si]
            print(f"{s.skill + '/' + s.id:<48} {s.role:<8} {per_signal_in[si]:>6} {per_signal_out[si]:>7}")


def main(argv: list[str] | None = None) -> int:
    root = Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--skills", type=Path, default=root / "skills")
    ap.add_argument("--corpus", type=Path, default=root.parent / "shared" / "corpus")
    ap.add_argument("--no-logchunks", action="store_true")
    ap.add_argument("--no-gha", action="store_true")
    ap.add_argument("--signals", action="store_true", help="per-signal in/out table for logchunks")
    ap.add_argument("--verbose", action="store_true", help="every gha hit with its line")
    args = ap.parse_args(argv)
    t0 = time.monotonic()
    signals, categories, problems = load_skills(args.skills)
    n_skills = len(categories)
    print(f"== skills: {n_skills} skills, {len(signals)} signals ==")
    for skill in sorted(categories):
        k = sum(1 for s in signals if s.skill == skill)
        print(f"  {skill:<22} {categories[skill]:<30} {k:>3} signals")
    for p in problems:
        print(f"  PROBLEM: {p}")
    print("\n== self-checks ==")
    bad = check_passing(signals) + check_examples(signals)
    slow = check_stress(signals)
    if not (args.corpus / "gha" / "index.json").exists():
        print(f"\ncorpus not found at {args.corpus} (use --corpus DIR); skipping corpus reports")
        args.no_gha = args.no_logchunks = True
    if not args.no_gha:
        report_gha(args.corpus, signals, categories, args.verbose)
    if not args.no_logchunks:
        report_logchunks(args.corpus, signals, args.signals)
    print(f"\nruntime: {time.monotonic() - t0:.1f} s")
    return 1 if problems or bad or slow else 0


if __name__ == "__main__":
    sys.exit(main())
