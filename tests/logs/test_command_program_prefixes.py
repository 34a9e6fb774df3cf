"""``command_program`` names the program a command line runs past the shell's reserved words and
past prefix commands with their options, the options' values and their operands (``sudo -u root``,
``nice -n 5``, ``timeout 5``, ``env -i``, ``xargs -n 1``, ``time``)."""

from __future__ import annotations

import pytest

from ci_triage.logs.tools import command_program


@pytest.mark.parametrize(
    ("command", "program"),
    [
        ("if true; then foo; fi", "foo"),
        ("if [ -f x ]; then yoyo apply; else echo none; fi", "yoyo"),
        ("while flaky-check; do sleep 1; done", "flaky-check"),
        ("for f in a b; do migra-check $f; done", "migra-check"),
        ("! yoyo apply", "yoyo"),
        ("{ yoyo apply; }", "yoyo"),
        ("sudo -u root yoyo apply", "yoyo"),
        ("sudo -uroot yoyo apply", "yoyo"),
        ("sudo --user=root -E yoyo", "yoyo"),
        ("time nice -n 5 tool", "tool"),
        ("time -p tool --flag", "tool"),
        ("nice -n5 tool", "tool"),
        ("timeout 5 tool", "tool"),
        ("timeout -s KILL 10m tool arg", "tool"),
        ("env -i tool", "tool"),
        ("env -u HOME FOO=1 tool", "tool"),
        ("xargs -n 1 tool", "tool"),
        ("cat list | xargs -I {} tool {}", "tool"),
        ("stdbuf -o L tool", "tool"),
        ("sudo -- tool", "tool"),
        ('sshpass -p "$DEPLOY_PASSWORD" rsync -avz site/ deploy@host:/var/www/', "rsync"),
        ("sshpass -e scp -P 2222 site.tar.gz deploy@host:", "scp"),
    ],
)
def test_the_program_past_keywords_prefixes_and_their_option_values(command, program):
    assert command_program(command) == program


@pytest.mark.parametrize(
    "command", ["sudo -u root ./x.sh", "fi", "if true; then ./deploy.sh; fi", "timeout 5", "env -i", "done"]
)
def test_a_script_or_nothing_after_the_prefixes_names_no_program(command):
    """``root`` is ``-u``'s value and ``fi`` a reserved word: neither is a program."""
    assert command_program(command) is None
