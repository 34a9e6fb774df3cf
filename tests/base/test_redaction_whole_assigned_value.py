"""A secret-named variable's whole value is masked, spaces, ``;``, quotes and braces included (trial 78).

``env`` printed ``DB_PASSWORD=open sesame 580`` (or the runner's step header listed ``DB_PASSWORD:
Wint3r;Sun99x`` under ``env:``) and the failing script repeated the value. The assignment pattern
stopped at the first space, ``;``, ``,`` or quote, so only the value's start was masked (or nothing,
a start shorter than six characters), and the rest, or all of it, was printed in every format and
the trace. A whole line that assigns a secret-named variable now masks, and learns, its whole value.
The logs are trial 78's (tests/fixtures/s31-t78/README.md); each password is built from parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.base.redact import learn_secrets, redact
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-t78"
PASSWORDS = [
    "open " + "sesame " + "580",
    "Wint3r" + ";" + "Sun99x",
    "it's" + "-580-" + '"fine"',
    "Kx580" + '{"a"' + ":1}",
    "Qv7" + "," + "tail9x",
]


@pytest.mark.parametrize("password", PASSWORDS)
@pytest.mark.parametrize("name", ["env-then-script.gha.log", "step-env-block.gha.log"])
@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_password_with_spaces_or_punctuation_is_masked_whole_wherever_it_is_repeated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], password: str, name: str, form: str
) -> None:
    log, trace = tmp_path / name, tmp_path / "trace.jsonl"
    log.write_text((FIXTURES / name).read_text(encoding="utf-8").replace("@DB_PASSWORD@", password), encoding="utf-8")
    assert main(["triage", str(log), "--format", form, "--trace", str(trace)]) == 0
    shown = capsys.readouterr().out + trace.read_text(encoding="utf-8")
    tail = password[-5:]  # the part after the separator, which a mask stopping there left in clear
    assert "<redacted:secret>" in shown
    assert password not in shown.replace('\\"', '"')
    assert tail not in shown.replace('\\"', '"')


@pytest.mark.parametrize(
    "line",
    [
        "password: the login was refused, retry",  # a sentence after a lower-case name: no value
        "DB_PASSWORD=${{ secrets.DB_PASSWORD }}",  # a reference, masked by GitHub at run time
        "PWD=/home/runner/work/my app/my app",  # the shell's working folder
        "SECRET_KEY = os.environ['SECRET_KEY']",  # code reading the variable
    ],
)
def test_a_line_that_assigns_no_value_keeps_its_words(line: str) -> None:
    learn_secrets(line)
    assert redact(line) == line
