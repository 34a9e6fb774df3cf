"""A system message printed in another locale is read as the C locale prints it.

A runner or container image that sets ``LANG`` (``de_DE.UTF-8``, ``fr_FR.UTF-8``, …) makes the C
library, coreutils, tar, GNU make and bash print translated messages; the skills are written against
the C locale's. User trial 113 (§1–3): ``cp: der Aufruf von stat für … Datei oder Verzeichnis nicht
gefunden`` and French cp's, German make's ``Keine Regel, um „test“ zu erstellen.  Schluss.`` and
German tar's stat failure were ``unknown`` (0.0); bash's ``Speicherzugriffsfehler`` was no crash line.

``tests/logs/fixtures/locales/`` holds real output, each run here in the C locale and in others with
``LANG=xx_XX.UTF-8 LC_ALL=xx_XX.UTF-8`` (Debian 12: coreutils 9.1, GNU tar 1.34, GNU make 4.3, bash
5.2.15, glibc 2.36 with ``locales-all``), wrapped as a GitHub Actions job log: ``cp`` of a missing
file under ``set -x``, ``make test`` with no such target, ``make lint`` whose recipe's program is
missing, ``tar czf out.tgz dist/`` with no ``dist``, a script whose ``sh -c 'kill -SEGV $$'`` bash
reports (exit 139), one whose ``sh -c 'kill -TERM $$'`` bash reports as ``Terminated`` (German
``Beendet``, French ``Complété``: glibc's ``strsignal``; exit 143), a script without its
executable bit (exit 126) and a missing program (exit 127), also a catalogued one (``hadolint
Dockerfile``: not run, so its category is no evidence, in any locale).
Each translated log gets its C-locale twin's verdict, from the same signals on the same lines, and
its summary quotes the log's own line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.c_locale_reading import c_locale_reading
from ci_triage.logs.extract import signal_exit_status
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "locales"
TRANSLATED = sorted(path.name for path in FIXTURES.glob("*.gha.log") if not path.name.endswith("-C.gha.log"))


def _twin(name: str) -> Path:
    return FIXTURES / (name.rsplit("-", 1)[0] + "-C.gha.log")


@pytest.mark.parametrize("name", TRANSLATED)
def test_a_translated_log_gets_its_c_locale_twins_verdict(name: str) -> None:
    analyser = Analyser.load()
    english, _ = triage_path(str(_twin(name)), analyser, 2000)
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert english.category != "unknown"
    assert report.category == english.category
    assert report.confidence == english.confidence
    assert [(hit.skill, hit.signal, hit.line) for hit in report.signals] == [
        (hit.skill, hit.signal, hit.line) for hit in english.signals
    ]
    quoted = report.summary.split("”: ", 1)[1]
    assert quoted in (FIXTURES / name).read_text(encoding="utf-8")  # the log's own words, not a reading


def test_the_groups_quote_the_lines_own_words() -> None:
    """A signal's groups are the line's: the path an argument, the message the translated words."""
    line = "make: *** Keine Regel, um „my target“ zu erstellen.  Schluss."
    reading = c_locale_reading(line)
    assert reading is not None
    assert reading.text == "make: *** No rule to make target 'my target'.  Stop."
    start = reading.text.index("my target")
    assert reading.line_span(start, start + len("my target")) == (line.index("my"), line.index("“"))
    whole = reading.text.index("No rule")
    assert reading.line_span(whole, reading.text.index(".  Stop.")) == (line.index("Keine"), line.index(".  "))
    analyser = Analyser.load()
    hits = {hit.signal.id: hit.groups for hit in analyser.signals.match(line)}
    assert hits["no-rule"]["message"] == "my target"


@pytest.mark.parametrize(
    ("line", "reading"),
    [
        (  # coreutils 9.1, ja_JP: the argument before the words
            "cp: 'build/app.tar.gz' を stat できません: そのようなファイルやディレクトリはありません",
            "cp: cannot stat 'build/app.tar.gz': No such file or directory",
        ),
        (  # GNU tar 1.34, zh_CN: a full-width colon
            "tar: dist：无法 stat: 没有那个文件或目录",
            "tar: dist: Cannot stat: No such file or directory",
        ),
        (  # GNU make 4.3, de_DE: a recipe's status
            "make: *** [Makefile:6: lint] Fehler 127",
            "make: *** [Makefile:6: lint] Error 127",
        ),
        ("cp: cannot stat 'x': No such file or directory", None),  # the C locale's: nothing to read
        ("Build beendet, alles in Ordnung", None),
    ],
)
def test_a_line_is_read_in_the_c_locale(line: str, reading: str | None) -> None:
    read = c_locale_reading(line)
    assert (read.text if read else None) == reading


@pytest.mark.parametrize("locale", ["C", "de", "fr", "ru", "ja", "zh_CN"])
def test_bashs_signal_report_names_the_exit_status_in_any_locale(locale: str) -> None:
    """bash's report of a job a signal ended names 128 + the signal's number (README: "that line is
    the step's evidence, its code the step's exit code"), translated or not."""
    text = (FIXTURES / f"bash-segv-{locale}.gha.log").read_text(encoding="utf-8").splitlines()[4][29:]
    assert "2" in text  # the script's line 2, in the locale's words
    assert signal_exit_status(text) == 139
