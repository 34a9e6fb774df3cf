"""The weakening screen: a patch may not make CI pass by checking less.

Each rule reads the added and removed lines of the patch (unidiff) and names the first diff line
that breaks it. Rules (``Rejection.rule``):

* ``workflow-edit`` — any change under ``.github/workflows/``;
* ``lock-file`` — a lock file changes while the diagnosis is not a dependency failure;
* ``deleted-test-file`` / ``deleted-test`` — a test file, or a test function that is not re-added;
* ``skip-marker`` — more skip/xfail markers than before (pytest.mark.skip/skipif/xfail, pytest.skip(),
  unittest.skip, skipTest, it/test/describe.skip, xit/xdescribe/xtest, ``#[ignore]``, t.Skip, @Disabled, @Ignore);
* ``deleted-assertion`` — fewer assertion lines in a file than before (assert, self.assert*, expect(,
  assert!/assert_eq!, t.Error/t.Fatal, require.*);
* ``loosened-assertion`` — strong assertions (equality, membership, raises) replaced by weak ones
  (assertTrue, assertIsNotNone, toBeTruthy, toBeDefined, assert.ok, a bare ``assert x``), or an
  always-true assertion added;
* ``suppression`` — more lint/type/coverage suppressions (noqa, type: ignore, eslint-disable,
  @ts-ignore, @ts-expect-error, #[allow(, nolint, pylint: disable, pragma: no cover, istanbul/c8 ignore);
* ``test-deselection`` — tests deselected in configuration (--deselect, --ignore=, collect_ignore,
  testPathIgnorePatterns, ``-k "not …"``);
* ``continue-on-error`` — ``continue-on-error`` added anywhere;
* ``lowered-threshold`` — a coverage threshold lowered or removed (fail_under, --cov-fail-under,
  coverageThreshold and its branches/functions/lines/statements in JS test configs, minimum_coverage),
  or a warning limit raised or removed (max-warnings).

Heuristics, not a proof: they are tuned to refuse when unsure (a formatter that re-wraps an
``assert`` keeps the count, so it passes).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath

from ci_triage.logs.failed_test_file import is_test_file
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.taxonomy import Category
from ci_triage.repair.diff import parse_patch
from ci_triage.repair.result import Rejection

LOCK_FILES = frozenset(
    {
        "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lockb", "bun.lock",
        "poetry.lock", "uv.lock", "Pipfile.lock", "pdm.lock", "Cargo.lock", "go.sum", "Gemfile.lock",
        "composer.lock", "packages.lock.json", "gradle.lockfile", "Podfile.lock", "mix.lock", "pubspec.lock",
    }
)  # fmt: skip
"""File names that are lock files (changed only by a dependency fix)."""
DEPENDENCY_CATEGORY: Category = "dependency resolution"

_TEST_DEF = LazyRE2(
    r"^\s*(?:async\s+)?def\s+(test\w*)\s*\("
    r"|^\s*func\s+(Test\w+)\s*\("
    r"|^\s*(?:it|test)\s*\(\s*(['\"`][^'\"`]+['\"`])"
    r"|^\s*(?:pub\s+)?(?:async\s+)?fn\s+(test_\w+)\s*\("
)
_SKIP = LazyRE2(
    r"pytest\.mark\.(?:skip|skipif|xfail)\b|\bpytest\.(?:skip|xfail)\s*\(|\bunittest\.skip\w*|@skip\w*\b|\.skipTest\s*\("
    r"|\b(?:it|test|describe|context)\.(?:skip|todo)\b|\b(?:xit|xdescribe|xtest|xcontext)\s*\("
    r"|#\[ignore\b|\bt\.Skip(?:Now|f)?\s*\(|@Disabled\b|@Ignore\b"
)
ASSERTION = LazyRE2(
    r"\bassert\b|\bself\.assert\w+\s*\(|\bexpect\s*\(|\bassert(?:_eq|_ne)?!\s*\(|\bt\.(?:Error|Errorf|Fatal|Fatalf)\s*\("
    r"|\brequire\.\w+\s*\(|\bassert\.\w+\s*\("
)
_STRONG = LazyRE2(
    r"\bassert(?:Equals?|NotEqual|In|NotIn|Is|IsNot|IsNone|Raises|RaisesRegex|AlmostEqual|CountEqual|DictEqual"
    r"|ListEqual|Greater|Less|Regex)\w*\s*\("
    r"|\.(?:toBe|toEqual|toStrictEqual|toThrow|toMatch|toContain|toHaveLength|toHaveBeenCalledWith)\s*\("
    r"|\bassert_(?:eq|ne)!\s*\(|\bassert\.(?:strictEqual|deepStrictEqual|equal|deepEqual|throws|rejects|match)\s*\("
    r"|^\s*assert\s+.*(?:==|!=|<=|>=|<|>|\bin\b|\bis\b)"
)
_WEAK = LazyRE2(
    r"\bassert(?:True|IsNotNone)\s*\(|\.(?:toBeTruthy|toBeDefined|toBeFalsy)\s*\(|\bassert\.ok\s*\(|\bassert!\s*\("
    r"|^\s*assert\s+.+$"
)
"""A weak assertion; a line :data:`_STRONG` also matches is strong (a bare ``assert`` comparing
values), so callers test ``_WEAK and not _STRONG`` (no look-ahead: RE2's syntax, linear time)."""
_ALWAYS_TRUE = LazyRE2(
    r"^\s*assert\s+(?:True|1|not\s+False)\s*(?:#.*)?$|\bassertTrue\s*\(\s*True\s*\)|\bexpect\s*\(\s*true\s*\)\.toBe\s*\(\s*true\s*\)"
    r"|\bassert\.ok\s*\(\s*true\s*\)|\bassert!\s*\(\s*true\s*\)"
)
_SUPPRESSION = LazyRE2(
    r"#\s*noqa\b|#\s*type:\s*ignore\b|eslint-disable|@ts-ignore|@ts-expect-error|@ts-nocheck|#!?\[allow\(|//\s*nolint\b"
    r"|#\s*pylint:\s*disable|pragma:\s*no\s*cover|istanbul\s+ignore|c8\s+ignore|#\s*pyright:\s*ignore|@SuppressWarnings"
)
_DESELECT = LazyRE2(r"--deselect\b|--ignore(?:-glob)?=|\bcollect_ignore\w*\b|testPathIgnorePatterns|-k\s+['\"]?not\b")
_CONTINUE_ON_ERROR = LazyRE2(r"\bcontinue-on-error\s*:")
_COVERAGE_KEY = r"fail[_-]under|cov-fail-under|coverage[_-]?threshold|minimum[_-]coverage|min[_-]coverage"
_JS_COVERAGE_KEY = r"branches|functions|lines|statements"
_WARNINGS_KEY = r"max[_-]?warnings"
_THRESHOLD = LazyRE2(
    rf"(?i)(?:(?P<key>{_COVERAGE_KEY}|{_WARNINGS_KEY})|(?:^|[^\w])(?P<js_key>{_JS_COVERAGE_KEY}))"
    r"['\"]?\s*(?:[:=]\s*|\s+)(?P<value>-?\d+(?:\.\d+)?)"
)
"""A coverage or warnings threshold and its value; a JS coverage key (``lines: 80``) only as a whole
word: the character before it is taken (RE2 has no look-behind) and the one after must be a quote,
a space, ``:`` or ``=``. No two keys start alike, so the taken character changes no match."""
_IS_JS_COVERAGE_KEY = LazyRE2(rf"(?:{_JS_COVERAGE_KEY})\Z")
_IS_WARNINGS_KEY = LazyRE2(rf"(?:{_WARNINGS_KEY})\Z")
_JS_TEST_CONFIG = LazyRE2(
    r"(?:^|/)(?:jest|vitest|vite)\.config\.[cm]?[jt]s$|(?:^|/)package\.json$|(?:^|/)\.(?:nycrc|c8rc)"
)


@dataclass
class _Line:
    path: str
    line: int | None
    text: str


@dataclass
class _File:
    path: str
    added: list[_Line] = field(default_factory=list)
    removed: list[_Line] = field(default_factory=list)
    deleted: bool = False


def _files(patch: str) -> list[_File]:
    files = []
    for patched in parse_patch(patch):
        entry = _File(path=patched.path, deleted=patched.is_removed_file)
        for hunk in patched:
            for line in hunk:
                text = line.value.rstrip("\n")
                if line.is_added:
                    entry.added.append(_Line(patched.path, line.target_line_no, text))
                elif line.is_removed:
                    entry.removed.append(_Line(patched.path, line.source_line_no, text))
        files.append(entry)
    return files


def _logical(lines: list[_Line]) -> list[_Line]:
    """Consecutive lines joined while brackets stay open (``assert f(`` … ``) == 1`` is one
    statement), so a formatter's re-wrapping does not look like a weaker assertion."""
    joined: list[_Line] = []
    depth, last = 0, None
    for line in lines:
        balance = sum(line.text.count(ch) for ch in "([{") - sum(line.text.count(ch) for ch in ")]}")
        if depth > 0 and last is not None and line.line == last + 1:
            joined[-1] = _Line(joined[-1].path, joined[-1].line, joined[-1].text + " " + line.text.strip())
            depth += balance
        else:
            joined.append(_Line(line.path, line.line, line.text))
            depth = balance
        depth, last = max(depth, 0), line.line
    return joined


def _reject(rule: str, reason: str, line: _Line, sign: str) -> Rejection:
    return Rejection(rule=rule, reason=reason, path=line.path, line=line.line, text=f"{sign}{line.text.strip()}")


def _more_added(entry: _File, pattern: LazyRE2, rule: str, reason: str) -> Rejection | None:
    """A rejection at the first added matching line when the file gains matching lines."""
    added = [line for line in entry.added if pattern.search(line.text)]
    removed = [line for line in entry.removed if pattern.search(line.text)]
    if len(added) > len(removed):
        return _reject(rule, reason, added[len(removed)] if removed else added[0], "+")
    return None


def _test_names(lines: list[_Line]) -> dict[str, _Line]:
    names = {}
    for line in lines:
        found = _TEST_DEF.search(line.text)
        if found:
            names.setdefault(next(g for g in found.groups() if g), line)
    return names


def _thresholds(lines: list[_Line], path: str) -> dict[str, tuple[float, _Line]]:
    values = {}
    js_config = bool(_JS_TEST_CONFIG.search(path))
    for line in lines:
        for found in _THRESHOLD.finditer(line.text):
            key = (found.group("key") or found.group("js_key")).lower().replace("_", "-")
            if _IS_JS_COVERAGE_KEY.match(key) and not js_config:
                continue
            values.setdefault(key, (float(found.group("value")), line))
    return values


def _loosened_threshold(entry: _File) -> Rejection | None:
    old, new = _thresholds(entry.removed, entry.path), _thresholds(entry.added, entry.path)
    for key, (before, removed_line) in old.items():
        warnings = bool(_IS_WARNINGS_KEY.match(key))
        if key not in new:
            return _reject("lowered-threshold", f"removes the {key} threshold ({before:g})", removed_line, "-")
        after, added_line = new[key]
        looser = (after > before or after < 0) if warnings else after < before
        if looser:
            return _reject(
                "lowered-threshold", f"loosens the {key} threshold ({before:g} → {after:g})", added_line, "+"
            )
    return None


def screen_patch(patch: str, category: Category) -> list[Rejection]:
    """Every rule the patch breaks (empty: it weakens nothing this screen can see).

    ``category`` is the diagnosis's: lock files may change only for ``dependency resolution``.
    Raises :class:`ci_triage.repair.diff.PatchError` for a text that is not a unified diff.
    """
    files = _files(patch)
    rejections: list[Rejection] = []
    all_added = [line for entry in files for line in entry.added]
    re_added = set(_test_names(all_added))
    for entry in files:
        path = PurePosixPath(entry.path)
        if entry.path.startswith(".github/workflows/"):
            rejections.append(Rejection(rule="workflow-edit", reason="edits a workflow file", path=entry.path))
        if path.name in LOCK_FILES and category != DEPENDENCY_CATEGORY:
            rejections.append(
                Rejection(
                    rule="lock-file",
                    reason=f"changes a lock file, but the failure is {category!r}, not a dependency failure",
                    path=entry.path,
                )
            )
        if entry.deleted and is_test_file(entry.path):
            rejections.append(Rejection(rule="deleted-test-file", reason="deletes a test file", path=entry.path))
            continue
        for name, line in _test_names(entry.removed).items():
            if name not in re_added:
                rejections.append(
                    _reject("deleted-test", f"deletes the test {name.strip(chr(39) + chr(34) + '`')}", line, "-")
                )
        checks = (
            (_SKIP, "skip-marker", "adds a skip/xfail marker"),
            (_SUPPRESSION, "suppression", "adds a lint/type/coverage suppression"),
            (_DESELECT, "test-deselection", "deselects tests in configuration"),
            (_CONTINUE_ON_ERROR, "continue-on-error", "adds continue-on-error"),
            (_ALWAYS_TRUE, "loosened-assertion", "adds an assertion that is always true"),
        )
        for pattern, rule, reason in checks:
            found = _more_added(entry, pattern, rule, reason)
            if found:
                rejections.append(found)
        removed_asserts = [line for line in entry.removed if ASSERTION.search(line.text)]
        added_asserts = [line for line in entry.added if ASSERTION.search(line.text)]
        if len(removed_asserts) > len(added_asserts):
            kept = {line.text.strip() for line in added_asserts}
            gone = next((line for line in removed_asserts if line.text.strip() not in kept), removed_asserts[0])
            rejections.append(_reject("deleted-assertion", "deletes an assertion", gone, "-"))
        added, removed = _logical(entry.added), _logical(entry.removed)
        strong_lost = sum(bool(_STRONG.search(line.text)) for line in removed) - sum(
            bool(_STRONG.search(line.text)) for line in added
        )
        weak = [line for line in added if _WEAK.search(line.text) and not _STRONG.search(line.text)]
        weak_removed = sum(bool(_WEAK.search(line.text) and not _STRONG.search(line.text)) for line in removed)
        if strong_lost > 0 and len(weak) > weak_removed:
            rejections.append(
                _reject("loosened-assertion", "replaces a strict assertion with a weaker one", weak[weak_removed], "+")
            )
        threshold = _loosened_threshold(entry)
        if threshold:
            rejections.append(threshold)
    return _unique(rejections)


def _unique(rejections: list[Rejection]) -> list[Rejection]:
    seen: set[tuple] = set()
    unique = []
    for rejection in rejections:
        key = (rejection.rule, rejection.path, rejection.line)
        if key not in seen:
            seen.add(key)
            unique.append(rejection)
    return unique
