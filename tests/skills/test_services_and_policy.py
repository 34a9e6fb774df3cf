"""Services, databases, secret and license scanners: the category a maintainer acts on, and the place.

Each case holds two shapes of one kind: a short excerpt of a user trial's real log (the commands
ran the tools on a small project; the trial's paths shortened) and a line made here with the real
tool, or, where the tool does not install here (MySQL, MariaDB, redis-py), the line as its
documentation prints it. The fixtures of ``fixtures/`` made here are checked in
``test_tool_output_golden.py``; here: a service refused on this machine is configuration at one
confidence whatever the database, a remote host's refusal stays infrastructure, and the scanners'
and SQL shells' lines give file and line.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.model import TriageReport
from ci_triage.report.markdown import render_markdown
from ci_triage.report.next_step import NEXT_STEPS

TriageText = Callable[[str], TriageReport]
"""The ``triage_text`` fixture (tests/skills/conftest.py)."""

FIXTURES = Path(__file__).parent / "fixtures"


def places(report: TriageReport) -> list[str]:
    return [f"{location.file}:{location.line}" for location in report.jobs[0].locations]


LOCAL_REFUSALS = {
    # the trial's logs (psql 15, redis-cli 7 with no server listening)
    "trial-postgres": (
        "$ psql -v ON_ERROR_STOP=1 -h localhost -p 5432 -U postgres -d app -f sql/001_init.sql\n"
        'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused\n'
        "\tIs the server running on that host and accepting TCP/IP connections?\nexit status 2\n"
    ),
    "trial-redis": (
        '$ redis-cli -h 127.0.0.1 -p 6379 ping && python3 -c "print(1)"\n'
        "Could not connect to Redis at 127.0.0.1:6379: Connection refused\nexit status 1\n"
    ),
    # MySQL 8's client (CR_CONN_HOST_ERROR, documented form; not installed here)
    "mysql-tcp": (
        "$ mysql -h 127.0.0.1 -u root -e 'select 1'\n"
        "ERROR 2003 (HY000): Can't connect to MySQL server on '127.0.0.1:3306' (111)\nexit status 1\n"
    ),
    # MariaDB's client on its socket (CR_CONNECTION_ERROR, documented form; not installed here)
    "mariadb-socket": (
        "$ mariadb -u root -e 'select 1'\n"
        "ERROR 2002 (HY000): Can't connect to local server through socket '/run/mysqld/mysqld.sock' (2)\n"
        "exit status 1\n"
    ),
}


@pytest.mark.parametrize("name", sorted(LOCAL_REFUSALS))
def test_a_service_refused_on_this_machine_is_configuration(name: str, triage_text: TriageText) -> None:
    report = triage_text(LOCAL_REFUSALS[name])
    assert report.category == "configuration", report.jobs[0].classification.scores
    assert report.confidence == 0.85, report.confidence_steps


def test_a_drivers_local_refusal_inside_a_traceback_is_configuration(triage_text: TriageText) -> None:
    # redis-py's ConnectionError text, the form of its source (not installed here); the traceback's
    # exception line is a rival, so the confidence is lower than a client's own line
    text = (
        "$ python seed.py\nTraceback (most recent call last):\n"
        '  File "seed.py", line 3, in <module>\n    client.ping()\n'
        "redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.\n"
        "exit status 1\n"
    )
    assert triage_text(text).category == "configuration"


def test_a_remote_hosts_refusal_stays_infrastructure(triage_text: TriageText) -> None:
    # libpq's form with a remote host name in place of the trial's localhost
    text = (
        "$ psql -h db.example.internal -U app -c 'select 1'\n"
        'psql: error: connection to server at "db.example.internal" (10.1.2.3), port 5432 failed: '
        "Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\nexit status 2\n"
    )
    report = triage_text(text)
    assert report.category == "infrastructure/network/flaky"
    assert report.confidence == 0.8


LOGIN_REFUSALS = {
    "trial-postgres": (  # the trial's log
        '$ PGPASSWORD=x psql -h 127.0.0.1 -p 55432 -U ci -d app -c "select 1"\n'
        'psql: error: connection to server at "127.0.0.1", port 55432 failed: FATAL:  password authentication '
        'failed for user "ci"\nexit status 2\n'
    ),
    "mysql": (  # ER_ACCESS_DENIED_ERROR as MySQL documents it (not installed here)
        "$ mysql -h 127.0.0.1 -u ci -pwrong -e 'select 1'\n"
        "ERROR 1045 (28000): Access denied for user 'ci'@'172.18.0.1' (using password: YES)\nexit status 1\n"
    ),
}


@pytest.mark.parametrize("name", sorted(LOGIN_REFUSALS))
def test_a_database_that_refused_the_login_is_permission(name: str, triage_text: TriageText) -> None:
    report = triage_text(LOGIN_REFUSALS[name])
    assert report.category == "permission/auth", report.jobs[0].classification.scores


def test_a_psql_script_error_is_placed_at_its_file_and_line(triage_text: TriageText) -> None:
    trial = (  # the trial's log, cut to the failing file
        "$ psql -v ON_ERROR_STOP=1 -f sql/002_add_status.sql\nALTER TABLE\n"
        'psql:sql/002_add_status.sql:2: ERROR:  syntax error at or near "order"\n'
        "LINE 1: CREATE INDEX orders_status_idx ON order (status);\n"
        "                                          ^\nexit status 3\n"
    )
    report = triage_text(trial)
    assert (report.category, report.tool) == ("runtime error", "psql")
    assert places(report) == ["sql/002_add_status.sql:2"]
    made_here = triage_text((FIXTURES / "psql-migration.txt").read_text(encoding="utf-8"))
    assert places(made_here) == ["db/002_seed.sql:2"]


def test_sqlites_script_error_is_a_runtime_error(triage_text: TriageText) -> None:
    trial = (  # the trial's log
        '$ sed "s/serial/integer/" sql/002_add_status.sql | sqlite3 -bail app.db\n'
        'Parse error near line 2: near "order": syntax error\n'
        "  CREATE INDEX orders_status_idx ON order (status);\n"
        "                      error here ---^\nexit status 1\n"
    )
    report = triage_text(trial)
    assert (report.category, report.tool) == ("runtime error", "sqlite3")
    assert 'near "order": syntax error' in report.summary
    # sqlite3 3.40 run here: a statement that failed as it ran (a duplicate key)
    ran = (
        "$ sqlite3 -bail t.db < seed.sql\nRuntime error near line 3: UNIQUE constraint failed: u.id (19)\n"
        "exit status 1\n"
    )
    assert triage_text(ran).category == "runtime error"


def test_detect_secrets_places_each_finding(triage_text: TriageText) -> None:
    trial = (  # the trial's log, its four findings cut to two (detect-secrets prints no secret itself)
        "$ git ls-files -z | xargs -0 detect-secrets-hook --baseline .secrets.baseline\n"
        "ERROR: Potential secrets about to be committed to git repo!\n\n"
        "Secret Type: Base64 High Entropy String\nLocation:    config.py:1\n\n"
        "Secret Type: Slack Token\nLocation:    config.py:2\n\nexit status 123\n"
    )
    report = triage_text(trial)
    assert (report.category, report.tool) == ("security audit", "detect-secrets")
    assert places(report) == ["config.py:1", "config.py:2"]
    made_here = triage_text((FIXTURES / "detect-secrets.txt").read_text(encoding="utf-8"))
    assert places(made_here) == ["settings.py:3", "settings.py:4"]


def test_a_refused_license_is_a_policy_finding_not_a_failed_test(triage_text: TriageText) -> None:
    trial = (  # the trial's log
        "$ pip-licenses --fail-on='GNU General Public License v3 (GPLv3);MIT License' --partial-match\n"
        "fail-on license MIT License was found for package exceptiongroup:1.2.2\nexit status 1\n"
    )
    report = triage_text(trial)
    assert (report.category, report.tool) == ("security audit", "pip-licenses")
    assert "exceptiongroup:1.2.2" in report.summary
    assert report.failed_tests == []


def test_a_migration_the_commit_lacks_is_a_generated_file(triage_text: TriageText) -> None:
    trial = (  # the trial's log
        "$ python manage.py makemigrations --check --dry-run\nMigrations for 'shop':\n"
        "  shop/migrations/0001_initial.py\n    + Create model Product\nexit status 1\n"
    )
    report = triage_text(trial)
    assert (report.category, report.tool) == ("lint/format", "django")


def test_a_failed_test_after_makemigrations_still_decides(triage_text: TriageText) -> None:
    # pytest 8's verdict line (this project's test runner) after a plain makemigrations that wrote its file
    text = (
        "$ python manage.py makemigrations && pytest -q\nMigrations for 'shop':\n"
        "  shop/migrations/0002_product_stock.py\n    + Add field stock to product\n"
        "FAILED tests/test_shop.py::test_stock - assert 0 == 1\n1 failed, 3 passed in 0.21s\nexit status 1\n"
    )
    assert triage_text(text).category == "test failure"


def test_the_next_step_of_a_local_refusal_names_the_jobs_service(triage_text: TriageText) -> None:
    for name in ("trial-postgres", "trial-redis", "mysql-tcp"):
        text = render_markdown(triage_text(LOCAL_REFUSALS[name]))
        advice = text.split("#### Next step", 1)[1]
        assert "a service container of the job" in advice, name  # a plain log: no CI system's knob
        assert "A re-run fails the same way." in advice, name
        assert "Re-run the job" not in advice


def test_the_next_step_of_a_semgrep_finding_is_about_the_code(triage_text: TriageText) -> None:
    for text in (SEMGREP_TRIAL, (FIXTURES / "semgrep.txt").read_text(encoding="utf-8")):
        advice = render_markdown(triage_text(text)).split("#### Next step", 1)[1]
        assert "nosemgrep" in advice
        assert "vulnerable package" not in advice


def test_a_family_without_advice_keeps_its_categorys(triage_text: TriageText) -> None:
    # git's refusal of the job's token (GitHub's documented form): the permissions family's generic advice
    text = (
        "$ git push origin main\nremote: Permission to org/repo.git denied to github-actions[bot].\n"
        "fatal: unable to access 'https://github.com/org/repo.git/': The requested URL returned error: 403\n"
        "exit status 128\n"
    )
    report = triage_text(text)
    assert report.category == "permission/auth"
    assert report.jobs[0].classification.next_step is None
    assert NEXT_STEPS["permission/auth"] in render_markdown(report)


SEMGREP_TRIAL = (  # the trial's log (Semgrep 1.x, two rules), cut to one finding
    "$ semgrep scan --config sg/rules.yml --error --metrics=off sg/\n"
    "┌─────────────────┐\n│ 2 Code Findings │\n└─────────────────┘\n\n    sg/app.py\n"
    "   ❯❯❱ sg.no-shell-true\n          ❰❰ Blocking ❱❱\n"
    "          subprocess with shell=True allows command injection\n\n"
    "            3┆ return subprocess.call(user_cmd, shell=True)\n\n"
    "Ran 2 rules on 1 file: 2 findings.\nexit status 1\n"
)
