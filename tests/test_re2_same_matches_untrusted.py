"""Patterns on untrusted text outside the log modules, moved from Python's ``re`` to RE2, find what they found.

Python's ``re`` is the oracle, as in ``tests/logs/test_re2_same_matches.py``: each pattern's Python
text is compiled by ``re`` and compared with the RE2 version on text built from the pattern's own
words (in either case), characters where the engines differ and any other characters, the way its
module uses it (spans and groups of every match, or the replaced text). Text here may hold line
breaks: URLs in error messages and comment bodies span lines.
"""

from __future__ import annotations

import re
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from ci_triage.audit.health import accuracy
from ci_triage.base.redact import redact
from ci_triage.github import client
from ci_triage.logs import failed_test_file
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.prove import policy, verify
from ci_triage.repair import screen
from ci_triage.report import diagnosis_comment
from ci_triage.report.markdown import code

_ENGINE_DIFFERENCES = [
    *"ıİſKéÉ٣²_ \t\n\x1c\u3000\x85\xa0[]():=-./\\@?&#'\"`<>*!,;~+",
    "0",
    "7",
    "a1",
    "f",
    "## ",
    "\n- ",
    ":12",
    "``",
]
_ANY_CHARACTER = st.characters(blacklist_categories=("Cs", "Cn"))
_ONE_LINE_CHARACTER = st.characters(blacklist_categories=("Cs", "Cn"), blacklist_characters="\n")


def _spellings(word: str) -> list[str]:
    """``word`` as written, in capitals, and with the letters case folding treats apart in the two engines."""
    upper = word.upper()
    return [word, upper, word.replace("i", "ı"), upper.replace("I", "İ"), word.replace("s", "ſ")]


@cache
def _texts(pattern: str, *, lines: bool = True) -> st.SearchStrategy[str]:
    """Text for ``pattern``: its words, engine differences and anything else (``\\n`` only when ``lines``)."""
    words = sorted(set(re.findall(r"[A-Za-z]{2,}|[^\w\\()|?*+\[\]{}^$]{3,}", pattern))) or ["x"]
    word = st.sampled_from([variant for text in words for variant in _spellings(text)])
    differences = [text for text in _ENGINE_DIFFERENCES if lines or "\n" not in text]
    characters = _ANY_CHARACTER if lines else _ONE_LINE_CHARACTER
    fragment = st.one_of(word, st.sampled_from(differences), st.text(characters, max_size=3))
    return st.lists(fragment, max_size=20).map("".join)


def _spans(found) -> object:
    """A match as comparable data: every group's span, or ``None``."""
    if found is None:
        return None
    return [found.span(group) for group in range(len(found.groups()) + 1)]


def _python(pattern: LazyRE2) -> re.Pattern[str]:
    assert isinstance(pattern.pattern, str)
    return re.compile(pattern.pattern)


def _check_every_match(pattern: LazyRE2, text: str) -> None:
    expected = [_spans(found) for found in _python(pattern).finditer(text)]
    assert expected == [_spans(found) for found in pattern.finditer(text)], (pattern.pattern, text)


def _check_first_match(pattern: LazyRE2, text: str) -> None:
    assert _spans(_python(pattern).search(text)) == _spans(pattern.search(text)), (pattern.pattern, text)


def _check_replaced(pattern: LazyRE2, text: str) -> None:
    assert _python(pattern).sub("<x>", text) == pattern.sub("<x>", text), (pattern.pattern, text)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_signed_query_is_masked_as_python_re_masked_it(data: st.DataObject) -> None:
    pattern = client.SIGNED_QUERY
    text = data.draw(_texts(str(pattern.pattern)))
    _check_replaced(pattern, text)
    _check_every_match(pattern, text)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_accuracy_reads_comments_as_python_re_did(data: st.DataObject) -> None:
    for pattern in (accuracy._HEADING, accuracy._LOCATION_SECTION, accuracy._SUSPECTED_FILES):
        _check_first_match(pattern, data.draw(_texts(str(pattern.pattern))))
    for pattern in (accuracy._CODE_SPAN, accuracy._LINK_TEXT):
        text = data.draw(_texts(str(pattern.pattern), lines=False))
        _check_every_match(pattern, text)
        _check_replaced(pattern, text)
    _check_replaced(accuracy._LINE_NUMBERS, data.draw(_texts(str(accuracy._LINE_NUMBERS.pattern), lines=False)))


_SCREEN_TRUTHS = (
    failed_test_file.TEST_FILE_NAME,
    failed_test_file.TEST_FOLDER,
    screen._SKIP,
    screen.ASSERTION,
    screen._STRONG,
    screen._WEAK,
    screen._ALWAYS_TRUE,
    screen._SUPPRESSION,
    screen._DESELECT,
    screen._CONTINUE_ON_ERROR,
    screen._JS_TEST_CONFIG,
)
"""The screen's patterns that answer yes or no on an added or removed line (or a path)."""
_PYTHON_THRESHOLD = re.compile(
    r"(?i)(?P<key>fail[_-]under|cov-fail-under|coverage[_-]?threshold|minimum[_-]coverage|min[_-]coverage"
    r"|max[_-]?warnings|\b(?:branches|functions|lines|statements)\b)['\"]?\s*(?:[:=]\s*|\s+)(?P<value>-?\d+(?:\.\d+)?)"
)
"""The threshold pattern as Python's ``re`` ran it (a Unicode ``\\b`` on each side of a JS key)."""
_THRESHOLD_WORDS = st.sampled_from(
    [
        *("lines", "LINES", "ſtatements", "branches", "functions", "fail_under", "max-warnings", "maxwarnings"),
        *("cov-fail-under", "min_coverage", "coverage_threshold", "minimum-coverage", "é", "_", "x", "1", "-"),
        *(": ", "=", " ", "\t", "'", '"', "80", "-1", "2.5", ".", ",", "\u3000"),
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_screen_patterns_answer_as_python_re_did(data: st.DataObject) -> None:
    for pattern in _SCREEN_TRUTHS:
        text = data.draw(_texts(str(pattern.pattern), lines=False))
        assert bool(_python(pattern).search(text)) == bool(pattern.search(text)), (pattern.pattern, text)
    _check_first_match(screen._TEST_DEF, data.draw(_texts(str(screen._TEST_DEF.pattern), lines=False)))


@settings(max_examples=500, deadline=None)
@given(st.lists(st.one_of(_THRESHOLD_WORDS, st.text(_ONE_LINE_CHARACTER, max_size=2)), max_size=14).map("".join))
def test_thresholds_are_found_as_python_re_found_them(text: str) -> None:
    expected = [(found.span(1), found.span(2)) for found in _PYTHON_THRESHOLD.finditer(text)]
    found = [  # groups: key, js_key, value
        (found.span(1) if found.group(1) else found.span(2), found.span(3))
        for found in screen._THRESHOLD.finditer(text)
    ]
    assert found == expected, text


_PYTHON_MENTION = r"(?<!\w)@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:/[A-Za-z0-9_.-]+)?"
_PYTHON_BARE_LINK = (
    r"(?i)\b(?:https?://|www\.)[^\s<>`]*[^\s<>`?!.,:;*_~)\x22\x27]"
    r"|(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b"
)
_PYTHON_LINK_OR_MENTION = _PYTHON_BARE_LINK + "|" + _PYTHON_MENTION.removeprefix(r"(?<!\w)")
_PYTHON_COMMIT_IN_TEXT = r"(?i)\bcommits?\b[\s:#`'\"*_(]*([0-9a-f]{7,40})\b"
_PYTHON_COMMIT_IN_URL = r"(?i)/(?:commit|commits|blob|tree)/([0-9a-f]{7,40})\b"
_PYTHON_URL = r"(?i)\b[a-z][a-z0-9+.-]*://[^\s<>()\[\]`]+"
"""The patterns of ``prove.policy`` and ``prove.verify`` as Python's ``re`` ran them (look-arounds)."""
_COMMENT_PIECES = st.sampled_from(
    [
        *("@", "@ab", "@a-b", "/team", "/t.", "a", "Z", "9", "_", ".", "+", "-", ",", ")", "'", "?", "!", "*", "~"),
        *(" ", "\n", "\t", "\u3000", "é", "ı", "İ", "ſ", "K", "٣", "<", ">", "`", "#", ":", "/", "//", "\\", "="),
        *("http://", "https://", "HTTPS://", "www.", "WWW.", "x.org", "b.co", "a.b-c", "git+ssh://"),
        *("commit", "Commits", "commit:", "/commit/", "/blob/", "/tree/", "abc1234", "ABCDEF0", "1234567890"),
        *("<details", "</details>", "</DETAILS >", "<!--", "-->", "<!-- ci-triage:report -->", "<summary>"),
        *(
            "@ab/t.",
            "@ab-c",
            "a.b@c.de",
            "x@y.co",
            "https://x.org/a",
            "www.x.org.",
            "commit abc1234",
            "/commit/abc1234",
        ),
    ]
)
_COMMENT_TEXT = st.lists(
    st.one_of(_COMMENT_PIECES, _COMMENT_PIECES, _COMMENT_PIECES, st.text(_ANY_CHARACTER, max_size=2)), max_size=16
).map("".join)
"""Comment text: mostly the patterns' own pieces (so matches touch and follow each other), some anything."""


def _python_found(pattern: str, text: str, group: int = 0) -> list[tuple[int, int]]:
    return [found.span(group) for found in re.finditer(pattern, text)]


@settings(max_examples=1000, deadline=None)
@given(_COMMENT_TEXT)
def test_links_and_mentions_are_found_as_python_re_found_them(text: str) -> None:
    assert list(policy.found_spans(policy.MENTION, text)) == _python_found(_PYTHON_MENTION, text), text
    assert list(policy.found_spans(policy.BARE_LINK, text)) == _python_found(_PYTHON_BARE_LINK, text), text
    found = list(policy.found_spans(policy.LINK_OR_MENTION, text))
    assert found == _python_found(_PYTHON_LINK_OR_MENTION, text), text


@settings(max_examples=1000, deadline=None)
@given(_COMMENT_TEXT)
def test_verifier_reads_commits_urls_and_tags_as_python_re_did(text: str) -> None:
    found = list(policy.found_spans(verify._COMMIT_IN_TEXT, text))
    assert found == _python_found(_PYTHON_COMMIT_IN_TEXT, text, 1), text
    assert list(policy.found_spans(verify._COMMIT_IN_URL, text)) == _python_found(_PYTHON_COMMIT_IN_URL, text, 1), text
    expected = re.sub(_PYTHON_URL, lambda url: re.sub(r"[/?&=#]", " ", url.group()), text)
    assert verify._split_urls(text) == expected, text
    assert verify._TAG.findall(text) == re.findall(r"<!--.*?-->|<[^>]*>", text, re.S), text
    assert verify._TAG.sub(" ", text) == re.sub(r"<!--.*?-->|<[^>]*>", " ", text, flags=re.S), text
    python_escape = re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", text)
    assert verify._BACKSLASH_ESCAPE.sub(lambda escape: escape.group(1), text) == python_escape, text
    opened = len(list(policy.found_spans(verify._DETAILS_OPENED, text)))
    assert opened == len(re.findall(r"(?i)<details\b", text)), text
    assert len(verify._DETAILS_CLOSED.findall(text)) == len(re.findall(r"(?i)</details\s*>", text)), text


@settings(max_examples=500, deadline=None)
@given(st.lists(_COMMENT_PIECES, max_size=4).map("".join))
def test_whole_tokens_are_judged_as_python_re_judged_them(token: str) -> None:
    allowed = r"(?i)<!-- ci-triage:[A-Za-z0-9:._-]+ -->|</?(?:details|summary)(?:\s+open)?\s*>"
    assert bool(verify._ALLOWED_TAG.match(token)) == bool(re.fullmatch(allowed, token)), token
    assert bool(policy.SHA.match(token)) == bool(re.fullmatch(r"\b[0-9a-fA-F]{7,40}\b", token)), token
    marker = "ci-triage:" + token
    assert bool(policy.MARKER_NAME.match(marker)) == bool(re.fullmatch(r"ci-triage:[A-Za-z0-9:._-]+", marker)), token


@settings(max_examples=500, deadline=None)
@given(_COMMENT_TEXT)
def test_comment_text_is_escaped_as_python_re_escaped_it(text: str) -> None:
    def python_escaped(markup: str, piece: str) -> str:
        return re.sub(markup, r"\\\1", piece)

    def python_rendered(markup: str, safe: str) -> str:
        parts, position = [], 0
        for found in re.finditer(_PYTHON_LINK_OR_MENTION, safe):
            parts += [python_escaped(markup, safe[position : found.start()]), code(found.group())]
            position = found.end()
        return "".join([*parts, python_escaped(markup, safe[position:])])

    assert diagnosis_comment.prose(text) == python_rendered(r"([\\`*_{}\[\]<>()#+\-.!|~=&])", redact(text)), text
    flat = " ".join(redact(text).split())
    assert diagnosis_comment.neutral_text(text) == python_rendered(r"([\\`\[\]<>!])", flat), text
