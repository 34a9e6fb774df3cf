"""A tool's layout at a line's start is no part of a failed test's message or of the summary's
quote (session 27, finding 2): Maven's ``[ERROR]`` tag with the padding of Surefire's ``Results:``
list, Surefire's ``»`` before an error's exception, pytest's ``E`` column.

Real output (``tests/fixtures/s27-summary``, README there): Apache Maven 3.8.7 offline (OpenJDK 17.0.15,
maven-surefire-plugin 3.2.5, JUnit Jupiter 5.11.4, maven-compiler-plugin 3.13.0) and pytest 9.2.0
with ``-o log_cli=true``. The third test's message had been the whole ``Results:`` line
(``[ERROR]   InventoryTest.unknownSkuIsZero:5 » NullPointer …``): the tag's ``ERROR`` read as a
failure word; the compiler's error was quoted from ``[ERROR] /home/…``. Surefire 3's own verdict
of each test (``[ERROR] com.acme.InventoryTest.addSums -- Time elapsed: … <<< FAILURE!``) names them
now, its exception line under the verdict their message (session 42).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s27-summary"
MEMCHECK = Path(__file__).resolve().parents[1] / "fixtures" / "s30-small"
"""valgrind 3.19.0 memcheck and gcc 12.2.0's AddressSanitizer on one C file (README there)."""


def test_surefires_failed_tests_are_quoted_without_maven_s_layout(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "maven-surefire-results.gha.log"), analyser, 2000)
    messages = {test.name: test.message for test in report.failed_tests}
    assert messages == {
        "com.acme.InventoryTest.addSums": "org.opentest4j.AssertionFailedError: expected: <5> but was: <4>",
        "com.acme.InventoryTest.reserveLeavesRemainder": "java.lang.IllegalStateException: only 2 of a left, wanted 3",
        "com.acme.InventoryTest.unknownSkuIsZero": 'java.lang.NullPointerException: Cannot invoke "java.lang.Integer.'
        'intValue()" because the return value of "java.util.Map.get(Object)" is null',
    }


def test_a_maven_compiler_error_is_quoted_from_its_place(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "maven-compile-error.gha.log"), analyser, 2000)
    assert report.summary.startswith(
        "Compile/build error in step “Run mvn -B -o -ntp test”: /home/runner/work/proj/proj/src/main/java/com/acme/"
        "Inventory.java:[7,67] incompatible types"
    )
    assert "[ERROR]" not in report.summary


def test_pytests_explanation_column_is_no_part_of_the_message(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "pytest-long-step-title.gha.log"), analyser, 2000)
    assert [test.message for test in report.failed_tests] == ["assert -1 == 5"]


def test_valgrinds_process_id_column_is_no_part_of_the_quote(analyser: Analyser) -> None:
    """``Runtime error …: ==24516== Invalid write of size 1`` (trial 62, finding 9); the excerpt keeps it."""
    report, _ = triage_path(str(MEMCHECK / "valgrind-memcheck.gha.log"), analyser, 2000)
    assert report.summary == (
        "Runtime error in step “Run valgrind --error-exitcode=1 --leak-check=full ./leak”: "
        "Invalid write of size 1 (at 0x109157: main (leak.c:3))"
    )
    excerpt = [line for span in report.excerpt for line in span.lines]
    assert any(line.endswith("== Invalid write of size 1") for line in excerpt)


def test_a_sanitizers_process_id_is_no_part_of_the_quote(analyser: Analyser) -> None:
    report, _ = triage_path(str(MEMCHECK / "asan-heap-overflow.gha.log"), analyser, 2000)
    assert report.jobs[0].headline.startswith("ERROR: AddressSanitizer: heap-buffer-overflow on address ")
