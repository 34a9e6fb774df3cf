"""dbt and alembic failures read by what failed (trial 72).

``tests/fixtures/trial-72`` (real output of dbt-core 1.9.11 with dbt-duckdb 1.9.6 and alembic 1.20.1,
README there): no skill read dbt or alembic, so dbt's three failures were ``unknown`` with no place and
no failed test, the summary quoting ``Encountered an error:`` or the ``Done. PASS=1 … ERROR=2`` tally;
alembic's multiple heads was ``unknown`` and a ``down_revision`` that names no script a runtime error
headlined by ``KeyError: 'a0'``. After: dbt's data tests are a test failure naming the tests and their
YAML file, a compile error names the model's file, the database's refusal of a model is a runtime error
at the model's file; alembic's revision graph is configuration, headlined by alembic's own line.
sqlfluff 4.5.0's report printed as it is (the trial's plain output, no runner lines) was ``unknown``
with its places' lines lost: its ``L:`` column read as a workspace runner's tag. A file sqlfluff could
not parse (``PRS``) was advised to use "the linter's fix option", which cannot fix it. numpy's
``_ArrayMemoryError`` (pandas 3.1.1 under ``ulimit -v``) was out-of-memory at 0.60, its own line read by
python-runtime as a rival runtime error. A migration that failed (alembic 1.20.1) listed the generated
``env.py``'s frames before the migration's own, which alembic called back.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-72"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def _places(report: TriageReport) -> list[str]:
    files = [place.file.removeprefix("/home/runner/work/shop/shop/") for place in report.locations]
    return [f"{file}:{place.line}" if place.line else file for file, place in zip(files, report.locations, strict=True)]


def test_dbt_data_tests_the_data_failed_are_a_test_failure_naming_them() -> None:
    report = _triage("dbt-test-fail.log")
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == [
        "not_null_stg_customers_email",
        "unique_stg_customers_customer_id",
    ]
    assert _places(report) == ["models/schema.yml"]
    assert "Failure in test not_null_stg_customers_email (models/schema.yml)" in report.summary
    assert "Done." not in report.summary
    assert "13:31:05" not in report.summary  # dbt's time of day is its layout, not its message


@pytest.mark.parametrize(
    ("name", "quoted", "place"),
    [
        (
            "dbt-compile-missing-ref.log",
            "depends on a node named 'stg_orders' which was not found",
            "models/customer_orders.sql",
        ),
        (
            "dbt-compile-jinja.log",
            "Compilation Error in model bad_jinja (models/bad_jinja.sql)",
            "models/bad_jinja.sql",
        ),
    ],
)
def test_a_dbt_project_that_does_not_compile_is_a_compile_error_at_the_models_file(
    name: str, quoted: str, place: str
) -> None:
    report = _triage(name)
    assert report.category == "compile/build error"
    assert quoted in report.summary
    assert "Encountered an error" not in report.summary
    assert _places(report) == [place]


@pytest.mark.parametrize(
    ("name", "place", "quoted"),
    [
        (
            "dbt-run-binder-error.log",
            "models/customer_emails.sql",
            "Runtime Error in model customer_emails (models/customer_emails.sql): "
            'Binder Error: Referenced column "emial" not found in FROM clause!',
        ),
        (
            "dbt-test-runtime-error.log",
            "models/schema.yml",
            "Runtime Error in test not_null_stg_customers_customer_idx (models/schema.yml): "
            'Binder Error: Referenced column "customer_idx" not found in FROM clause!',
        ),
    ],
)
def test_sql_the_database_refused_is_a_runtime_error_at_the_nodes_file(name: str, place: str, quoted: str) -> None:
    """The summary quotes the node's heading with the database's message below it (trial 72 #4:
    the heading alone said which model, not what the database refused)."""
    report = _triage(name)
    assert report.category == "runtime error"
    assert quoted in report.summary
    assert _places(report) == [place]
    assert "compiled SQL" in next_step(report)


@pytest.mark.parametrize(
    ("name", "quoted", "advice"),
    [
        ("alembic-multiple-heads.log", "Multiple head revisions are present", "alembic merge heads"),
        ("alembic-unknown-revision.log", "Can't locate revision identified by '9f1c2e'", "alembic stamp"),
        ("alembic-missing-down-revision.log", "Revision a0 referenced from a0 -> b2", "down_revision"),
    ],
)
def test_alembics_revision_graph_is_configuration_headlined_by_alembics_line(
    name: str, quoted: str, advice: str
) -> None:
    report = _triage(name)
    assert report.category == "configuration"
    assert quoted in report.summary
    assert "KeyError" not in report.summary
    assert "[alembic." not in report.summary  # the logger's level and name are its layout (trial 72 #4)
    assert advice in next_step(report)


def test_an_earlier_exception_of_alembics_chain_is_no_rival_of_the_last() -> None:
    """alembic called from a script prints Python's whole chain: its ``ResolutionError`` (which
    python-runtime reads as any program's crash) is the cause of the ``CommandError`` the alembic
    skill reads, one cause told twice, not a rival runtime error that cut the confidence to 0.60."""
    report = _triage("alembic-api-unknown-revision.log")
    assert report.category == "configuration"
    assert "Can't locate revision identified by '9f1c2e'" in report.summary
    assert report.confidence >= 0.7
    assert "runtime error" not in {
        other.category for other in report.competing if other.signal and other.signal.signal == "final-exception"
    }


def test_the_key_error_after_alembics_down_revision_warning_is_no_rival() -> None:
    """A ``down_revision`` naming no script: alembic warns, then its revision map raises ``KeyError:
    'a0'``, the same failure ending the command, which python-runtime read as a rival runtime
    error (0.60, trial 72)."""
    report = _triage("alembic-missing-down-revision.log")
    assert report.category == "configuration"
    assert report.confidence >= 0.7
    assert "runtime error" not in {other.category for other in report.competing if other.strength >= 0.5}


def test_pythons_default_logging_prefix_is_no_part_of_the_quote() -> None:
    """``logging.error()`` unconfigured prints ``ERROR:root:`` before the message: its layout."""
    report = _triage("python-logging-root-error.log")
    assert "No orders found for 2026-12-04" in report.summary
    assert "ERROR:root:" not in report.summary


def test_sqlfluffs_plain_report_is_lint_at_each_rows_line_and_column() -> None:
    report = _triage("sqlfluff-lint.plain.txt")
    assert report.category == "lint/format"
    assert [(place.file, place.line, place.column) for place in report.locations] == [
        ("models/orders.sql", 1, 1),
        ("models/orders.sql", 4, 17),
        ("models/orders.sql", 5, 1),
        ("models/orders.sql", 5, 16),
        ("models/orders.sql", 6, 1),
        ("models/orders.sql", 7, 12),
    ]


def test_sql_sqlfluff_cannot_parse_is_advised_to_fix_the_sql_or_the_dialect_not_to_run_fix() -> None:
    report = _triage("sqlfluff-parse-error.log")
    assert report.category == "lint/format"
    assert [(place.file, place.line, place.column) for place in report.locations] == [("models/broken.sql", 5, 13)]
    advice = next_step(report)
    assert "`sqlfluff fix` cannot fix it" in advice
    assert "dialect" in advice
    assert "fix option" not in advice


def test_a_line_two_skills_read_is_no_rival_of_itself() -> None:
    report = _triage("numpy-memory-error.log")
    assert report.category == "out-of-memory"
    assert report.confidence >= 0.7
    rivals = {(other.category, other.signal.signal if other.signal else None) for other in report.competing}
    assert ("runtime error", "final-exception") not in rivals


def test_the_migration_alembic_called_back_is_the_first_place_before_env_py() -> None:
    report = _triage("alembic-duplicate-column.log")
    assert report.category == "runtime error"
    assert _places(report) == [
        "migrations/versions/b2_add_email.py:16",
        "migrations/env.py:78",
        "migrations/env.py:72",
    ]


def test_a_dbt_profile_the_runner_lacks_is_configuration() -> None:
    # made here for t72: dbt-core 1.9.11 run with a `profile:` no profiles.yml holds (README there)
    report = _triage("dbt-profile-not-found.log")
    assert report.category == "configuration"
    assert "Could not find profile named 'warehouse'" in report.summary
    assert "profiles.yml" in next_step(report)


def test_alembics_own_warning_is_quoted_without_the_librarys_place() -> None:
    report = _triage("alembic-missing-down-revision.log")
    assert "UserWarning: Revision a0 referenced from a0 -> b2 (head)" in report.summary
    assert "site-packages" not in report.summary
