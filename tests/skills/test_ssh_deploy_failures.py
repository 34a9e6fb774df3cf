"""ssh's own refusals, read the same way under every ssh-based deploy tool.

Trial 82's findings 1 and 2: OpenSSH 9 (Debian's openssh-client against the trial's own sshd on
127.0.0.1:2222, rsync 3.2 and ansible-core 2.19.14 over it), wrapped as GitHub Actions job logs
(``fixtures/*-trial.txt``, the trial's ``bin/wrap.py``). ``ssh: connect to host … Connection
refused`` was ``unknown`` (rsync's ``code 12`` line quoted as its summary), and ``Host key
verification failed.`` and the ``REMOTE HOST IDENTIFICATION HAS CHANGED!`` banner too.

Session 33 catalogued the copies to a host (rsync, scp, sftp: deploy tools, ``prints: [ssh]``), ssh
(a wrapper of the remote command) and ssh-keyscan: ssh's refusal under rsync or scp is the copy's
own line, so it names that tool and keeps its confidence. ``rsync-source-missing.txt``,
``scp-destination-missing.txt`` and ``sftp-destination-missing.txt`` are OpenSSH 9.2 and rsync 3.5
run here against a local sshd (host and paths rewritten to a runner's), wrapped the same way.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    ("fixture", "category", "quoted", "advice"),
    [
        (
            "ssh-connect-refused-trial.txt",
            "configuration",
            "ssh: connect to host 127.0.0.1 port 22: Connection refused",
            "host and port in the step",
        ),
        (  # rsync's own `code 12` line is the consequence, not the summary
            "rsync-ssh-connect-refused-trial.txt",
            "configuration",
            "ssh: connect to host 127.0.0.1 port 22: Connection refused",
            "host and port in the step",
        ),
        (  # ansible's UNREACHABLE! quotes ssh's message
            "ansible-unreachable-trial.txt",
            "configuration",
            "port 2223: Connection refu",
            "host and port in the step",
        ),
        (
            "scp-host-key-unknown-trial.txt",
            "permission/auth",
            "No ED25519 host key is known for [127.0.0.1]:2222",
            "ssh-keyscan",
        ),
        (
            "rsync-host-key-changed-trial.txt",
            "permission/auth",
            "REMOTE HOST IDENTIFICATION HAS CHANGED!",
            "known_hosts",
        ),
    ],
)
def test_ssh_refusals_are_named_with_their_advice(
    analyser: Analyser, fixture: str, category: str, quoted: str, advice: str
) -> None:
    report = triage_path(FIXTURES / fixture, analyser, DEFAULT_BUDGET)[0]
    assert report.category == category, (report.category, report.summary)
    assert quoted in report.summary, report.summary
    assert "rsync error" not in report.summary
    next_step = render_markdown(report).split("#### Next step", 1)[1]
    assert advice in next_step, next_step
    if category == "permission/auth":  # the check stays on: the advice never says to switch it off
        assert "`StrictHostKeyChecking=no`)" in next_step
        assert "Do not turn the check off" in next_step or "Never switch the check off" in next_step


@pytest.mark.parametrize(
    ("fixture", "tool", "confidence"),
    [
        ("rsync-ssh-connect-refused-trial.txt", "rsync", 0.85),
        ("scp-host-key-unknown-trial.txt", "scp", 0.85),
        ("rsync-host-key-changed-trial.txt", "rsync", 0.9),
        ("ssh-connect-refused-trial.txt", "ssh", 0.85),
    ],
)
def test_sshs_refusal_under_a_copy_is_the_copys_own(
    analyser: Analyser, fixture: str, tool: str, confidence: float
) -> None:
    """rsync and scp are deploy tools, yet ssh's refusal they print is no other category's rival: the
    host key's permission/auth verdict is not cut as a disagreement with the step's tool."""
    report = triage_path(FIXTURES / fixture, analyser, DEFAULT_BUDGET)[0]
    assert report.tool == tool
    assert report.confidence >= confidence, report.confidence


@pytest.mark.parametrize(
    ("fixture", "tool", "quoted"),
    [
        ("scp-destination-missing.txt", "scp", 'scp: dest open "/srv/site/current/"'),
        ("sftp-destination-missing.txt", "sftp", 'dest open "/srv/site/index.html"'),
    ],
)
def test_a_copy_to_a_host_that_failed_is_its_deploys_failure(
    analyser: Analyser, fixture: str, tool: str, quoted: str
) -> None:
    """An error of the copy no skill reads is the deploy's (the tool's catalogue category), its own
    line quoted, not ``unknown`` with "the step's command names no catalogued tool"."""
    report = triage_path(FIXTURES / fixture, analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("infrastructure-as-code/deploy", tool)
    assert quoted in report.summary, report.summary


def test_rsyncs_missing_path_is_configuration(analyser: Analyser) -> None:
    """rsync's own ``[sender] change_dir "…/public" failed: No such file or directory (2)`` is a path
    that does not exist (missing-path's rsync-path-missing), as ``cp: cannot stat`` is (trial 89)."""
    report = triage_path(FIXTURES / "rsync-source-missing.txt", analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("configuration", "rsync")
    assert 'change_dir "/home/runner/work/site/site/public" failed' in report.summary, report.summary
