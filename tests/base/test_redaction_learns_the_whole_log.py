"""A secret an earlier step shows is masked where the failing step repeats it (trial 70, finding 1).

``env`` printed ``DB_PASSWORD=…`` (or ``cat config/ci.yml`` printed ``password: …``) in a step that
passed, and pytest's assertion repeated the value bare in the failing step: only the failing step is
shown, so the value was never learned and was printed in clear in every format and the trace. The
first pass now learns every assignment-shaped secret of the whole log, and of a baseline log,
before anything is shown (``ci_triage.logs.learned_secrets``). The logs are real output
(tests/fixtures/s30-t70/README.md); their password is a placeholder replaced here by a value built
from parts, so no password-shaped literal sits in the repository.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import re2

from ci_triage.base.redact import CONTEXT_SCREEN, learn_secrets, redact, redact_lines
from ci_triage.commands.cli import main
from ci_triage.logs.clean import uncut_text

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t70"
PASSWORD = "Zr4" + "mQ8x" + "Tb2Lk9"


def _log(tmp_path: Path, name: str) -> Path:
    log = tmp_path / name
    log.write_text((FIXTURES / name).read_text(encoding="utf-8").replace("@DB_PASSWORD@", PASSWORD), encoding="utf-8")
    return log


@pytest.mark.parametrize("name", ["env-then-pytest.gha.log", "config-then-pytest.gha.log"])
@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_password_a_passing_step_printed_is_masked_where_the_failing_step_repeats_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, form: str
) -> None:
    log, trace = _log(tmp_path, name), tmp_path / "trace.jsonl"
    assert main(["triage", str(log), "--format", form, "--trace", str(trace)]) == 0
    out = capsys.readouterr().out
    assert "AssertionError: assert '<redacted:secret>' == 'changeme'" in out.replace("\\'", "'")
    assert PASSWORD not in out
    assert PASSWORD not in trace.read_text(encoding="utf-8")


def test_a_password_the_baseline_log_printed_is_masked_in_the_failing_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log, baseline = _log(tmp_path, "pytest.gha.log"), _log(tmp_path, "env-then-pytest-passed.gha.log")
    assert main(["triage", str(log), "--baseline", str(baseline), "--format", "markdown"]) == 0
    out = capsys.readouterr().out
    assert "<redacted:secret>" in out
    assert PASSWORD not in out


@pytest.mark.parametrize(
    "line",
    [
        "DB_" + "PASSWORD=" + PASSWORD,
        "  pass" + "word: " + PASSWORD,
        "\x1b[36mapi_" + "key\x1b[0m: \x1b[32m" + PASSWORD + "\x1b[0m",
        "curl -u ci:" + PASSWORD + " https://example.com",
        "mysql -uci -p" + PASSWORD,
        "docker login -u ci -p " + PASSWORD + " ghcr.io",
        "deploy --token " + PASSWORD,
        "machine example.com login ci pass" + "word " + PASSWORD,
        "https://ci:" + PASSWORD + "@example.com/repo.git",
        "Authorization: Bearer " + PASSWORD,
        "DD_API_" + "KEY=" + PASSWORD + "0a1b2c3d",  # learned as a whole, which holds the password
        "::add-mask::" + PASSWORD,
    ],
)
def test_every_line_a_secret_is_learned_from_is_found_by_the_screen(line: str) -> None:
    learn_secrets(uncut_text(line.encode()))  # as the first pass reads a line: without its colours
    value = line.split("=")[-1] if "KEY=" in line else PASSWORD
    assert value not in redact("repeated: " + value)  # learned
    assert re2.compile(CONTEXT_SCREEN).search(line.encode())  # so a whole log's scan reads this line


def test_the_assignment_below_a_masked_password_is_shown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Trial 70, finding 2: ``DB_HOST=127.0.0.1`` below ``DB_PASSWORD=…`` in the failing step was
    taken for the password's wrapped second half and masked whole."""
    log = _log(tmp_path, "env-and-pytest-one-step.gha.log")
    assert main(["triage", str(log), "--format", "markdown"]) == 0
    out = capsys.readouterr().out
    assert "DB_PASSWORD=<redacted:secret>" in out
    assert "DB_HOST=127.0.0.1" in out
    assert "<redacted:wrapped>" not in out
    assert PASSWORD not in out


@pytest.mark.parametrize("tail", ["PORT=5432", "DB_HOST=127.0.0.1", "a1=b2"])
def test_a_line_holding_an_assignment_is_no_wrapped_half(tail: str) -> None:
    assert redact_lines(["DB_" + "PASSWORD=" + PASSWORD, tail])[1] == tail


def test_a_base64_tail_with_its_padding_is_still_a_wrapped_half() -> None:
    first, second = "Zx8Kq2Lm9Pw4" + "Rt7Yv1Nb", "6Hc3Jd5Fg0Se" + "Q2w9=="
    assert redact_lines(["API_" + "KEY=" + first, second])[1] == "<redacted:wrapped>"


@pytest.mark.parametrize(
    "line",
    [
        "PWD=/home/runner/work/app/app",  # env (bash 5.2, coreutils 9.1): the shell's working folder
        "OLDPWD=/home/runner/work/app",
        "$ export AWS_ACCESS_KEY_ID=[secure]",  # Travis CI's mask (LogChunks, rabbitmq-server 571552147)
        # Common Test's progress line (LogChunks, rabbitmq-server 571552147)
        "Testing rabbitmq.rabbitmq-server.credential_validation_SUITE: Starting test, 17 test cases",
    ],
)
def test_a_line_a_whole_log_scan_reads_teaches_no_value_when_it_holds_none(line: str) -> None:
    """Learned from anywhere in the log, a value would be masked wherever it appears: the working
    folder in every path, "Starting" in every sentence."""
    learn_secrets(line)
    assert redact(line) == line
    assert redact("make: Entering directory `/home/runner/work/app/app/src'; Starting") == (
        "make: Entering directory `/home/runner/work/app/app/src'; Starting"
    )
