"""sbt's ``[warn]`` records are warnings whatever words they quote, and count as errors again when
scalac says it made warnings fatal.

Fixtures (``tests/fixtures/scala-warnings/``):

- ``scalac-fatal-warnings.txt``: scalac 2.11.12 (Debian bookworm's ``scala`` package) run here,
  ``scalac -deprecation -Xfatal-warnings Old.scala`` on an object whose method calls a
  ``@deprecated`` one: its warning, then ``error: No warnings can be incurred under
  -Xfatal-warnings.`` (2.13 says ``-Werror.``, Scala 3 ``-Werror (or -Xfatal-warnings)``).
- ``scaladoc-warnings.lines.txt``: six lines excerpted from a tuning-part LogChunks log
  (scala/scala, Travis, sbt 0.13 running scaladoc): sbt prints each compiler and scaladoc warning
  at its ``[warn]`` level, its message, quoted source and caret each on a ``[warn]`` line. These
  quote exception class names (``java.util.NoSuchElementException``), which read as error words.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.localise import STRONG_SCORE, LogLine, score_lines

FIXTURES = Path(__file__).parents[1] / "fixtures" / "scala-warnings"
SCALADOC_WARNINGS = (FIXTURES / "scaladoc-warnings.lines.txt").read_text(encoding="utf-8").splitlines()
PARTEST_FAILURE = [
    "!!  753 - neg/t742.scala                            [compilation failed]",
    "##### Log file '/w/test/files/neg/t742-neg.log' from failed test #####",
    "",
    "error: head of empty list",
    "",
]


def _scored(texts: list[str]) -> dict[int, LogLine]:
    """Each of ``texts`` (line 1 first) scored as one failing step's lines."""
    lines = {number: LogLine(number, text, "", [], section=0) for number, text in enumerate(texts, start=1)}
    section = Section(index=0, name="sbt test", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))
    score_lines(lines, [section], {0})
    return lines


def test_a_compile_error_outranks_sbt_s_warn_records_that_quote_exception_names() -> None:
    lines = _scored([*PARTEST_FAILURE, *SCALADOC_WARNINGS])
    error = lines[PARTEST_FAILURE.index("error: head of empty list") + 1]
    warnings = [line for line in lines.values() if line.number > len(PARTEST_FAILURE)]
    assert all(line.score < error.score for line in warnings)


def test_sbt_s_warn_records_made_fatal_by_scalac_count_as_errors() -> None:
    fatal = "[error] No warnings can be incurred under -Xfatal-warnings."
    lines = _scored([*SCALADOC_WARNINGS, "[warn] 2 warnings found", fatal])
    assert lines[1].score >= STRONG_SCORE
    assert lines[4].score >= STRONG_SCORE


def test_scalac_s_own_fatal_warnings_line_makes_its_warning_an_error() -> None:
    texts = (FIXTURES / "scalac-fatal-warnings.txt").read_text(encoding="utf-8").splitlines()
    lines = _scored(texts)
    warning = next(line for line in lines.values() if ": warning: method prev" in line.text)
    assert warning.score >= STRONG_SCORE
