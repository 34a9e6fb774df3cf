"""JUnit XML results: the failed and errored test cases with the XML line that reports each
(:func:`junit_failures`, evidence for a diagnosis), and every test case's outcome
(:func:`file_outcomes`, for failure rates across runs).

Failures are read as a stream by the standard library's expat parser (which resolves no external
entities and, since expat 2.4, refuses entity-expansion bombs), which gives the line of every
element so a failure can be cited as ``file:line``; outcomes are read with junitparser on the same
parser. Accepts a ``<testsuites>`` or a single ``<testsuite>`` root (JUnit 4 / Surefire, jest-junit,
pytest ``--junitxml``, PHPUnit, cargo-nextest, Catch2).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from pathlib import Path
from xml.parsers import expat

from pydantic import BaseModel, Field

from ci_triage.base.errors import InputError
from ci_triage.logs.extract import MAX_TESTS, PATH_LINE, PY_FRAME, names_a_version, not_own_code
from ci_triage.logs.failed_test_identity import identity_of_test, junit_short_identity, junit_test_name
from ci_triage.logs.failed_test_message import printed_message, verdict_only
from ci_triage.logs.go_package_folder import package_folder
from ci_triage.logs.junit_file import ROBOT_OUTPUT_HINT, XmlTooLarge, gzipped, xml_chunks
from ci_triage.logs.jvm_frame_file import JvmFiles
from ci_triage.logs.model import FailedTest, JUnitFailures, Location, TestKind
from ci_triage.logs.pytest_node_ids import junit_node_id
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import load_catalogue

MAX_JUNIT_BYTES = 200 * 1024 * 1024
MESSAGE_CHARS = 500
OUTPUT_CHARS = 64 * 1024
"""Characters of a test case's ``<system-out>`` read for the message of a failure that has none."""
MAX_KEPT = MAX_TESTS
"""Failed test cases of one file kept with their details; the others are counted (as a log's are)."""
JUNIT_ROOTS = frozenset({"testsuites", "testsuite"})
CATCH2_HOSTNAME = "tbd"
"""The ``hostname`` Catch2's JUnit reporter writes on its ``<testsuite>`` (``JunitReporter::writeGroup``,
Catch2 2.x and 3.x: ``xml.writeAttribute("hostname", "tbd")``): its test cases are sections
(:data:`CATCH2_SECTION_SEPARATOR`)."""
CATCH2_SECTION_SEPARATOR = "/"
"""What Catch2's JUnit reporter writes between a ``TEST_CASE``'s name and its sections' in a
``<testcase name>`` (``JunitReporter::writeSection``: ``rootName + '/' + name``, one test case per
section that ran assertions, ``splitting money/in four``), where its console reporter names the
``TEST_CASE`` (``splitting money``) and each section on a line below it."""
RESULT_TAGS = frozenset({"failure", "error"})
NOT_FAILED_TYPES = frozenset({"PHPUnit\\Framework\\RiskyTestError"})
"""The ``type`` of a result element that reports a test that did not fail its run: PHPUnit 9's JUnit
logger writes a risky test as an ``<error type="PHPUnit\\Framework\\RiskyTestError">`` (``This test
did not perform any assertions``; PHPUnit 9.6.7's ``--log-junit``), though its run passes with it
unless ``--fail-on-risky`` (whose log lists it as failed: :mod:`ci_triage.logs.passing`)."""
RUNNER_SUITES = " tests"
"""How a root's ``name`` ends when it names the runner that wrote the file before it: pytest's
``pytest tests``, jest-junit's ``jest tests``, vitest's ``vitest tests``, mocha-junit-reporter's
``Mocha Tests`` (compared lower-case, as a log's tool is named)."""
PYTEST_RUNNER = "pytest"
"""The runner a pytest file's root names (``<testsuites name="pytest tests">``, :data:`RUNNER_SUITES`)."""
PLACE_CHARS = 8 * 1024
"""Characters of a failure's message and of its text searched for its place (a stack frame is near their start)."""
SOURCE_PATH = LazyRE2(r"^[\w.@+-]*(?:/[\w.@+-]+)+\.[A-Za-z]\w{0,7}$")
"""A ``classname`` that is a test file's path (vitest's ``vt/sum.test.mjs``), not a dotted name."""
TEST_FILE_PLACE = LazyRE2(r"\(in test file (?P<file>[^,()]+), line (?P<line>\d+)\)")
"""The place bats (1.8, its ``--report-formatter junit``) writes in a failed test's ``<failure>``
text, as it prints it in the log: ``(in test file test/lib.bats, line 10)``; no ``file:line`` there."""
RESOURCE_PLACE = LazyRE2(r"^File: /?(?P<file>[^\s:]+): ?(?P<line>\d+)-\d+$")
"""The place checkov (3.3.30, ``--output junitxml``) writes in a failed check's ``<failure>`` text, as it
prints it in the log: the lines of the resource the check failed, ``File: /main.tf: 6-14`` (the path
relative to the scanned folder, its leading ``/`` left out here); no ``file:line`` there."""
ESCAPE_REMNANT = LazyRE2(r"(?:#x1[Bb]|\x1b)\[[0-9;]*m|\[\d{1,3}(?:;\d{1,3})*m")
"""What a colour code leaves in a message once written to XML, which has no ESC character:
pytest's ``#x1B[31m`` (its ``bin_xml_escape``), mocha-junit-reporter's ``[31m`` (the ESC dropped)."""
SCANNER_KINDS = frozenset({"security"})
"""The catalogue kinds (:mod:`ci_triage.logs.tools`) of tools whose JUnit output lists findings as
failed test cases (checkov's ``--output junitxml``, tfsec's and trivy's JUnit formats): each failed
case is a policy check a resource failed, not a test."""
LINTER_SUITES: tuple[tuple[str, str], ...] = (("cloudformation lint", "cfn-lint"), ("php_codesniffer", "phpcs"))
"""How the root's or a top-level suite's ``name`` starts (lower-case) when a linter wrote the file that
names it otherwise than the tool catalogue does → that linter: cfn-lint's ``CloudFormation Lint``
(``cfn-lint --format junit``), PHP_CodeSniffer's ``PHP_CodeSniffer 3.7.1`` (``phpcs --report=junit``);
both run here (``tests/fixtures/s48-reports/README.md``)."""
LINTER_FINDING_TEXTS: tuple[tuple[LazyRE2, str], ...] = (
    (
        LazyRE2(r"^line (?P<line>\d+), col (?P<col>\d+), (?:Error|Warning|Notice) - .*\((?P<rule>[^()\n]+)\)\s*$"),
        "tflint",
    ),
    (LazyRE2(r"^[\w-]*: [^\n]*\nCategory: (?P<rule>[^\n]+)\nFile: [^\n]+\nLine: \d+\nDetails: "), "golangci-lint"),
)
"""How a linter that names no suite writes a finding's ``<failure>`` text, its ``rule`` group the test
case's name → that linter. tflint's ``--format junit``: ``line 1, col 1, Error - MESSAGE (RULE)`` in a
``<testsuite name="">`` (terraform-linters/tflint ``formatter/junit.go`` and its test; severities
``Error``, ``Warning``, ``Notice``), its ``line`` and ``col`` (1-based) placing the finding in the
file the test case's ``classname`` names (tflint's ``issue.Range.Filename``: ``main.tf``,
``modules/vpc/variables.tf``). golangci-lint's ``--out-format junit-xml`` (v1) and
``--output.junit-xml.path`` (v2): a suite per file, a test case per finding named by the linter that
found it, its text ``SEVERITY: MESSAGE``, ``Category: LINTER``, ``File: PATH``, ``Line: N``,
``Details: SOURCE`` on lines of their own (golangci/golangci-lint ``pkg/printers/junitxml.go`` and
its test; the severity is empty unless configured); its place is the failure's ``message``,
``PATH:LINE:COL: MESSAGE``."""
_PRODUCER_WORD = LazyRE2(r"[a-z0-9]+(?:-[a-z0-9]+)*")
"""A word of a suite's ``name`` or a property's name, lower-case (``checkov`` of
``include_all_checkov_policies``, ``kube-linter``)."""
PRODUCER_CHARS = 200
"""Characters of one ``name`` read for the words that may name the file's producer."""
JVM_RUNNER = "junit"
"""The catalogue's test runner of a JVM's tests (:data:`RUNTIME_PROPERTIES`, :data:`JVM_RESULT_TYPE`):
JUnit 4's runner or the JUnit Platform's (which runs Jupiter, Spock 2, Kotest)."""
RUNTIME_PROPERTIES: tuple[tuple[str, str], ...] = (("java.", JVM_RUNNER), ("go.version", "go-test"))
"""How the name of a suite's property starts when it is the runtime's that ran its tests → the
catalogue's test runner of that runtime: a JVM's system properties (``java.specification.version``),
which Ant's ``junit`` task and Surefire write into each suite's ``<properties>``, and gotestsum's
``go.version``."""
JVM_RESULT_TYPE = LazyRE2(r"^(?:java|javax|jdk|junit\.framework|org\.junit|org\.opentest4j)\.[\w.$]+$")
"""A result's ``type`` that is a class of the JDK or of JUnit (``java.lang.OutOfMemoryError``,
``org.opentest4j.AssertionFailedError``, ``junit.framework.AssertionFailedError``): a JVM's test."""
PYTEST_ERROR_KINDS: tuple[tuple[str, TestKind], ...] = (
    ("collection failure", "collection"),
    ("failed on setup with ", "error"),
    ("failed on teardown with ", "error"),
)
"""How pytest's ``--junitxml`` says an ``<error>`` case failed, by the start of its ``message``
(pytest's ``junitxml.py``): a module it could not collect (``collection failure``, a test case
named by the module, ``tests.test_x``: no test of it ran) or a fixture's setup or teardown that
raised (``failed on setup with "…"``); any other ``<error>`` errored (an exception escaped the
test's code: JUnit's schema tells it from a failed assertion's ``<failure>``)."""


@dataclass(slots=True)
class _Reading:
    """Where the streaming parse is: the open test case and result element, and what is found."""

    found: JUnitFailures
    source: str
    depth: int = 0
    case: tuple[int, str, str] | None = None
    """The open ``<testcase>``: its depth, ``classname`` and ``name``."""
    case_file: str | None = None
    """The open ``<testcase>``'s ``file``."""
    case_line: str | None = None
    """The open ``<testcase>``'s ``line``."""
    suite_file: str | None = None
    """The innermost open ``<testsuite>``'s ``file`` (mocha-junit-reporter's, PHPUnit's)."""
    case_failures: list[tuple[int, str]] = field(default_factory=list)
    """The open test case's kept failures: their places in ``found.kept`` and their texts."""
    failed: dict[str, set[str]] = field(default_factory=dict)
    """Each class name's failed test cases' names (to tell a parent test from its subtests)."""
    result: tuple[int, int, str, str] | None = None
    """The open ``<failure>``/``<error>``: its depth, line, ``message`` and tag."""
    text: list[str] = field(default_factory=list)
    text_chars: int = 0
    unsaid: list[int] = field(default_factory=list)
    """The open test case's kept failures (their places in ``found.kept``) that carry no message."""
    output: list[str] | None = None
    """The open test case's ``<system-out>`` read so far, when it is open and a failure needs it."""
    output_chars: int = 0
    runner: str | None = None
    """The runner the root's ``name`` names (:data:`RUNNER_SUITES`), lower-case."""
    root: str = ""
    """The root element's tag."""
    producer_words: set[str] = field(default_factory=set)
    """The words of the root's and top-level suites' ``name`` and of their properties' names
    (:data:`_PRODUCER_WORD`): what may name the tool that wrote the file."""
    first_words: list[str] = field(default_factory=list)
    """The first word of the root's and of each top-level suite's ``name``, lower-case, in the
    file's order (``junit`` of the console launcher's ``JUnit Jupiter``, ``pytest`` of pytest's)."""
    suite_names: list[str] = field(default_factory=list)
    """The root's and each top-level suite's ``name``, lower-case, in the file's order
    (:data:`PRODUCER_CHARS` of each at most)."""
    text_linter: str | None = None
    """The linter a failure's text is written as (:data:`LINTER_FINDING_TEXTS`)."""
    sections: bool = False
    """Whether the file is Catch2's (:data:`CATCH2_HOSTNAME`), whose test cases are a ``TEST_CASE``'s
    sections: each is read as its ``TEST_CASE`` (the name before :data:`CATCH2_SECTION_SEPARATOR`),
    kept and counted once however many of its sections failed."""
    runtime_runner: str | None = None
    """The test runner of the runtime the file's tests ran on, when a suite's property names that
    runtime (:data:`RUNTIME_PROPERTIES`) or a result is of a JDK's or JUnit's class
    (:data:`JVM_RESULT_TYPE`: :data:`JVM_RUNNER`)."""

    def start(self, tag: str, attributes: dict[str, str], line: int) -> None:
        self.depth += 1
        if self.depth == 1 and tag not in JUNIT_ROOTS:
            hint = f": {ROBOT_OUTPUT_HINT}" if tag == "robot" else ""
            raise _NotJUnitRoot(f"root element <{tag}>, not <testsuites> or <testsuite>{hint}")
        if self.depth == 1:
            named = attributes.get("name", "").strip().lower()
            self.runner = named.removesuffix(RUNNER_SUITES).strip() if named.endswith(RUNNER_SUITES) else None
        if tag == "testsuite" and self.depth <= 1 + (self.root == "testsuites"):  # a top-level suite
            self.found.declared += sum(_count(attributes.get(kind)) for kind in ("failures", "errors"))
        if self.depth == 1 or (tag == "testsuite" and self.depth <= 1 + (self.root == "testsuites")):
            self.suite_names.append(attributes.get("name", "")[:PRODUCER_CHARS].strip().lower())
            self.first_words.extend(_PRODUCER_WORD.findall(attributes.get("name", "")[:PRODUCER_CHARS].lower())[:1])
        if tag == "property" and self.runtime_runner is None:
            name = attributes.get("name", "")
            self.runtime_runner = next((runner for start, runner in RUNTIME_PROPERTIES if name.startswith(start)), None)
        if self.case is None and (self.depth == 1 or tag in ("testsuite", "property")):
            self.producer_words.update(_PRODUCER_WORD.findall(attributes.get("name", "")[:PRODUCER_CHARS].lower()))
        if self.depth == 1:
            self.root = tag
        if tag == "testsuite" and attributes.get("hostname") == CATCH2_HOSTNAME:
            self.sections = True
        if tag == "testsuite" and attributes.get("file"):
            self.suite_file = attributes["file"]
        if tag == "testcase" and self.case is None:
            name = attributes.get("name", "").strip()
            name = name.partition(CATCH2_SECTION_SEPARATOR)[0].strip() if self.sections else name
            self.case = (self.depth, attributes.get("classname", "").strip(), name)
            self.case_file, self.case_line = attributes.get("file"), attributes.get("line")
            self.unsaid, self.output, self.output_chars, self.case_failures = [], None, 0, []
        elif tag == "system-out" and self.case is not None and self.depth == self.case[0] + 1:
            self.output, self.output_chars = [], 0
        elif tag in RESULT_TAGS and self.case is not None and self.depth == self.case[0] + 1:
            if attributes.get("type", "") in NOT_FAILED_TYPES:  # counted in its suite's errors all the same
                self.found.declared = max(0, self.found.declared - 1)
                return
            self.result = (self.depth, line, attributes.get("message", ""), tag)
            if self.runtime_runner is None and JVM_RESULT_TYPE.search(attributes.get("type", "")) is not None:
                self.runtime_runner = JVM_RUNNER
            self.text, self.text_chars = [], 0

    def data(self, text: str) -> None:
        if self.output is not None and self.output_chars < OUTPUT_CHARS:
            self.output.append(text)
            self.output_chars += len(text)
        if self.result is None or self.text_chars >= PLACE_CHARS:
            return
        if not self.text_chars:
            text = text.lstrip()
        self.text.append(text)
        self.text_chars += len(text)

    def end(self, _tag: str) -> None:
        if self.result is not None and self.depth == self.result[0] and self.case is not None:
            _, line, message, tag = self.result
            _, classname, test = self.case
            self._read_linter("".join(self.text), test)
            name = junit_test_name(classname, test)
            counted = self.sections and identity_of_test(name) in self.found.identities  # another section's
            self.found.identities[identity_of_test(name)] = junit_short_identity(classname, test)
            if self.runner:
                self.found.runners[identity_of_test(name)] = self.runner
            self.failed.setdefault(classname, set()).add(test)
            if self.case_failures or counted:  # a second failure of one test (schemathesis' checks): one test
                self.result = None
                self.depth -= 1
                return
            if len(self.found.kept) < MAX_KEPT:
                said = message.strip() or without_name_and_places("".join(self.text), name)
                if message.strip() and verdict_only(message):  # gotestsum's "Failed": what failed is below
                    said = printed_message("".join(self.text).splitlines()) or said
                said = _checks_named(said, "".join(self.text)) or said
                text = ESCAPE_REMNANT.sub("", said[: 2 * MESSAGE_CHARS]).strip()  # what remnants leave of it
                if not text:
                    self.unsaid.append(len(self.found.kept))
                self.case_failures.append((len(self.found.kept), f"{message[:PLACE_CHARS]}\n{''.join(self.text)}"))
                self.found.kept.append(
                    FailedTest(
                        name=name,
                        file=self.case_file,
                        log_line=line,
                        source=self.source,
                        message=text[:MESSAGE_CHARS] or None,
                        kind=_kind(tag, message),
                    )
                )
            self.result = None
        elif self.case is not None and self.depth == self.case[0]:
            output = "".join(self.output or ())
            for place, text in self.case_failures:
                test = self.found.kept[place]
                found = self.place(test.log_line or 0, text, output)
                if found is not None:
                    self.found.places[identity_of_test(test.name)] = found
                    if test.file in (None, found.file):
                        test.file, test.line = found.file, found.line
                test.name = junit_node_id(self.case[1], self.case[2], test.file) or test.name  # same identity
            self._say_unsaid()
            self.case = None
        self.depth -= 1

    def _read_linter(self, text: str, test: str) -> None:
        """Note the linter whose finding ``text`` (a failure's, of the test case named ``test``) is
        written as (:data:`LINTER_FINDING_TEXTS`: its shape, whose ``rule`` is ``test``)."""
        if self.text_linter is not None:
            return
        for shape, tool in LINTER_FINDING_TEXTS:
            if (found := shape.search(text)) is not None and found.group("rule") == test:
                self.text_linter = tool
                return

    def place(self, line: int, text: str, output: str) -> Location | None:
        """Where the open test case failed in its source, its failure reported at XML line ``line`` with ``text`` (its
        ``message`` and body) and the case's ``<system-out>`` ``output``: the case's ``file`` and ``line``
        (PHPUnit, unittest-xml-reporting; pytest's xunit1, whose ``line`` is its test function's 0-based
        line, ``line="4"`` for a ``def`` on line 5, made 1-based), the line of the first frame of
        ``text`` in that file instead where there is one (:func:`_frame_in`: where in it the test
        failed, as the log's traceback places it), else the first ``file:line[:col]`` of the
        project's code in the text, then in the output (:data:`~ci_triage.logs.extract.PATH_LINE`, or bats'
        :data:`TEST_FILE_PLACE`, or checkov's resource lines, :data:`RESOURCE_PLACE`: a stack frame
        ``at f (test/a.spec.js:5:55)``, vitest's ``❯
        vt/sum.test.mjs:7:51``, pytest's ``tests/test_a.py:11: AssertionError``, a Rust panic's ``panicked
        at src/lib.rs:7:17``, ctest's captured ``test_calc.c:6: main: Assertion``; not a frame of the JDK's
        or a test framework's, :func:`~ci_triage.logs.extract.not_own_code`), its file named by its package
        (:meth:`_package_path`), else the case's, its suite's or its class name's file without a line
        (:data:`SOURCE_PATH`)."""
        if self.case_file and self.case_line and self.case_line.isdigit():
            first = int(self.runner == PYTEST_RUNNER)  # pytest writes its item's 0-based line
            framed = _frame_in(self.case_file, text)
            return Location(file=self.case_file, line=framed or int(self.case_line) + first, log_line=line)
        for searched in (text, output):
            for printed in searched.splitlines():
                for hit in PATH_LINE.finditer(printed):
                    file, at, column = hit.group("file"), hit.group("line"), hit.group("col")
                    if not names_a_version(hit) and not not_own_code(file, printed):
                        file = self._package_path(file, printed)
                        return Location(file=file, line=int(at), column=int(column) if column else None, log_line=line)
                if (hit := TEST_FILE_PLACE.search(printed) or RESOURCE_PLACE.search(printed)) is not None:
                    return Location(file=hit.group("file"), line=int(hit.group("line")), log_line=line)
        classname = self.case[1] if self.case else ""
        if classname and (finding := _linter_finding_place(text)) is not None:
            return Location(file=classname, line=finding[0], column=finding[1], log_line=line)
        file = self.case_file or self.suite_file or (classname if SOURCE_PATH.match(classname) else None)
        return Location(file=file, log_line=line) if file else None

    def _package_path(self, file: str, printed: str) -> str:
        """``file``, a source file the line ``printed`` of the open case's failure names without
        a folder, named by the package its folders follow: a JVM frame's file by its class's package
        (``CartTest.java`` of ``at shop.CartTest.total(CartTest.java:10)`` → ``shop/CartTest.java``,
        :class:`~ci_triage.logs.jvm_frame_file.JvmFiles`; Surefire's ``classname`` is the class), a
        Go test file by the case's ``classname``, its package's import path (gotestsum's,
        go-junit-report's), when that tells its folder in the module (``github.com/acme/x/pkg`` →
        ``pkg/foo_test.go``, :func:`~ci_triage.logs.go_package_folder.package_folder`); ``file``
        unchanged otherwise. A checkout's file ending with the path is found later
        (:mod:`ci_triage.evidence.repository_paths`: ``src/test/java/shop/CartTest.java``)."""
        classname = self.case[1] if self.case else ""
        if "/" in file:
            return file
        if file.endswith("_test.go"):
            folder = package_folder(classname, None)
            return f"{folder}/{file}" if folder else file
        return JvmFiles([classname]).path(file, printed)

    def _say_unsaid(self) -> None:
        """The closing test case's failures that carry no message given the one its
        ``<system-out>`` says (:func:`~ci_triage.logs.failed_test_message.printed_message`)."""
        said = printed_message("".join(self.output).splitlines()) if self.unsaid and self.output else None
        for place in self.unsaid if said else ():
            self.found.kept[place].message = said
        self.output = None

    def without_parents(self) -> JUnitFailures:
        """What was found, less each parent test whose failure is only its subtests': a failed
        case whose name, then ``/``, begins another failed case's name in the same class (go's
        ``TestSub`` beside ``TestSub/case_one``: gotestsum and go-junit-report write both, go's
        own tally in its log counts the subtest), as :func:`ci_triage.logs.extract.failed_tests`
        counts the log's tests."""
        parents = {
            identity_of_test(junit_test_name(classname, test))
            for classname, tests in self.failed.items()
            for test in tests
            if any(other.startswith(test + "/") for other in tests)
        }
        found = self.found
        for identity in parents:
            del found.identities[identity]
            found.runners.pop(identity, None)
            found.places.pop(identity, None)
        found.kept = [test for test in found.kept if identity_of_test(test.name) not in parents]
        return found


_CHECK_CODES = LazyRE2(r"^[A-Z]{1,5}\d{2,5}(?:, [A-Z]{1,5}\d{2,5})*$")
"""A failure's ``message`` that only lists the codes of the checks that failed (schemathesis 4's
``ST101, ST204``)."""


def _frame_in(file: str, text: str) -> int | None:
    """The line (1-based) of the first frame of ``text`` (a failure's message and body) in ``file``, a
    test case's ``file`` (relative to where the runner ran, ``tests/test_cart.py``): a Python
    traceback's ``File "/…/tests/test_cart.py", line 25, in setUpClass``
    (:data:`~ci_triage.logs.extract.PY_FRAME`) or a ``file:line`` (:data:`~ci_triage.logs.extract.PATH_LINE`,
    pytest's ``tests/test_a.py:11: AssertionError``) naming that file or a path ending with it (whole
    folders); ``None`` when no frame does. The case's ``line`` is where its test begins, or a line
    the writer guessed: unittest-xml-reporting 4.0.0 writes the class's first test's ``line="5"`` for
    an error of its ``setUpClass`` raised at line 25, which the frame gives. Linear in the text read
    (at most :data:`PLACE_CHARS`)."""
    suffix = "/" + file.replace("\\", "/").removeprefix("./")
    for printed in text.splitlines():
        places = (hit for hit in PATH_LINE.finditer(printed) if not names_a_version(hit))
        for frame in (*PY_FRAME.finditer(printed), *places):
            path, line = str(frame.group("file")), str(frame.group("line"))
            if ("/" + path.replace("\\", "/").removeprefix("./")).endswith(suffix):
                return int(line)
    return None


def _linter_finding_place(text: str) -> tuple[int, int] | None:
    """The line and column (1-based) of the first line of ``text`` (a failure's message and body) that
    is a linter's finding in a shape of :data:`LINTER_FINDING_TEXTS` with a ``col`` (tflint's ``line 3, col 1,
    Warning - …``), or ``None``: the place in the file its test case's ``classname`` names. Linear in
    the text read (at most :data:`PLACE_CHARS`)."""
    for printed in text.splitlines():
        for shape, _ in LINTER_FINDING_TEXTS:
            if (found := shape.search(printed)) is not None and found.groupdict().get("col") is not None:
                return int(found.group("line")), int(found.group("col"))
    return None


def _checks_named(message: str, text: str) -> str | None:
    """The lines of a failure's ``text`` that name the checks its ``message`` lists by code only
    (:data:`_CHECK_CODES`), without a list's ``- ``, joined by ``; `` (schemathesis 4.32.5's ``- ST101
    Server error`` for ``ST101``: ``ST101 Server error; ST204 Wrong response to undeclared method``,
    trial 88 #9); ``None`` for any other message, or when the text names none of them."""
    if _CHECK_CODES.match(message) is None:
        return None
    codes = tuple(f"{code} " for code in message.split(", "))
    named = [line.strip().removeprefix("- ") for line in text.splitlines()]
    return "; ".join(line for line in named if line.startswith(codes)) or None


def without_name_and_places(text: str, name: str) -> str:
    """A failure's ``text`` (the body of a ``<failure>``/``<error>`` without a ``message``) without
    what only frames it: a first line that repeats the test's ``name`` (``classname::name``,
    :func:`~ci_triage.logs.failed_test_identity.junit_test_name`) and the lines below what failed
    that are only a place (a ``file:line``, :data:`~ci_triage.logs.extract.PATH_LINE`) or blank.
    PHPUnit's ``--log-junit`` writes the test's name, what failed, a blank line and a frame a line
    (``MoneyTest::testAdd``, ``Failed asserting that -100 is identical to 400.``, ``…/MoneyTest.php:14``;
    a data set's arguments after its name; PHPUnit 9.6.7): the message is the assertion, as the log's
    report gives it (trial t126 #9). ``text`` itself, stripped, when nothing else is left; the place
    is read from the whole text all the same (:meth:`_Reading.place`)."""
    lines = text.strip().splitlines()
    if lines and name and lines[0].startswith(name):
        lines = lines[1:]
    while lines and (not lines[-1].strip() or _only_place(lines[-1])):
        lines.pop()
    return "\n".join(lines).strip() or text.strip()


def _only_place(line: str) -> bool:
    """Whether ``line`` is a ``file:line`` alone (:data:`~ci_triage.logs.extract.PATH_LINE`), as
    PHPUnit writes each frame of a failure's trace."""
    place = PATH_LINE.search(line.strip())
    return place is not None and place.group(0) == line.strip() and not names_a_version(place)


def _count(value: str | None) -> int:
    """A suite's count attribute (``failures="2"``) as a number; 0 when absent or not a count."""
    value = (value or "").strip()
    return int(value) if value.isdigit() else 0


def _kind(tag: str, message: str) -> TestKind:
    """How a test case whose result element is ``tag`` with ``message`` failed: an ``<error>`` of
    pytest's that :data:`PYTEST_ERROR_KINDS` names is of its kind, any other ``<error>`` ``error``
    (an exception escaped it, as the log's ``Error`` headings of the runners that tell one from a
    failed assertion say: testthat's, HUnit's), a ``<failure>`` ``failed``."""
    if tag != "error":
        return "failed"
    for start, kind in PYTEST_ERROR_KINDS:
        if message.startswith(start):
            return kind
    return "error"


class _NotJUnitRoot(Exception):
    """The document's root element is not a JUnit one."""


class UnreadableJUnit(InputError):
    """A JUnit file that exists but cannot be read as JUnit XML: malformed (a half-written report
    of a killed job), not JUnit, a broken gzip stream, or too large. Unlike a path that names no
    file, it says nothing of the log, whose triage can go on without it; the message names the
    file and why."""


def junit_failures(path: str, *, cut_short: bool = False) -> JUnitFailures:
    """Failed and errored test cases in the JUnit XML file at ``path``, read as a stream (memory
    bounded by :data:`MAX_KEPT`, whatever the file's size up to :data:`MAX_JUNIT_BYTES`).

    Each kept one carries ``name`` (:func:`~ci_triage.logs.failed_test_identity.junit_test_name`:
    ``classname::name``), ``file`` when the XML names one, ``line`` (the line of the
    ``<failure>``/``<error>`` element in the XML), ``source`` (the path) and the failure message
    (its ``message``, else its text — the line of its text that says what failed when the
    ``message`` is a verdict alone, gotestsum's ``Failed`` —, else the message its ``<system-out>`` states,
    :meth:`_Reading._say_unsaid`; a message of check codes alone, the text's lines naming them,
    :func:`_checks_named`; :data:`MESSAGE_CHARS` at most). A test case with several results
    (schemathesis' failed checks of one operation, each a ``<failure>``) is kept once, by its
    first, and counted once; a parent test that failed because its
    subtests did is neither (:meth:`_Reading.without_parents`); Catch2's test cases, its sections
    (``splitting money/in four``), are their ``TEST_CASE`` (``splitting money``), one test however
    many of its sections failed (:attr:`_Reading.sections`). Raises :class:`InputError` for a path
    that is no file, :class:`UnreadableJUnit` for an oversized or malformed file or one whose root
    is not ``<testsuites>``/``<testsuite>``; with ``cut_short``, a file whose XML ends before its
    root element closes (the parser's error comes at the end of the input, not inside it: a report
    half-written when its job was killed) is read as far as it parses, and the error is its
    :attr:`~ci_triage.logs.model.JUnitFailures.cut_short`. A gzipped
    file (its magic bytes) is read uncompressed, up to :data:`MAX_JUNIT_BYTES` of XML. A message
    loses what colour codes left in it (:data:`ESCAPE_REMNANT`).
    """
    file = Path(path)
    if file.is_dir():
        raise InputError(f"{path}: is a directory; give the JUnit XML files in it (--junit DIR/*.xml)")
    if not file.is_file():
        raise InputError(f"{path}: no such JUnit file")
    if file.stat().st_size > MAX_JUNIT_BYTES:
        raise UnreadableJUnit(f"{path}: JUnit file larger than {MAX_JUNIT_BYTES:,} bytes")
    reading = _Reading(found=JUnitFailures(), source=str(path))
    parser = expat.ParserCreate()
    parser.StartElementHandler = lambda tag, attributes: reading.start(tag, attributes, parser.CurrentLineNumber)
    parser.EndElementHandler = reading.end
    parser.CharacterDataHandler = reading.data
    zipped = gzipped(file)
    try:
        for chunk in xml_chunks(file, MAX_JUNIT_BYTES):
            parser.Parse(chunk, False)
        try:
            parser.Parse(b"", True)
        except expat.ExpatError as error:
            if not cut_short or reading.depth == 0:
                raise
            reading.found.cut_short = str(error)
    except XmlTooLarge:  # only a gzipped file: a plain one's size was checked above
        too_large = f"gzipped JUnit file larger than {MAX_JUNIT_BYTES:,} bytes uncompressed"
        raise UnreadableJUnit(f"{path}: {too_large}") from None
    except (OSError, EOFError, zlib.error) as error:
        raise UnreadableJUnit(f"{path}: {'is a gzip file that ' if zipped else ''}cannot be read ({error})") from None
    except expat.ExpatError as error:
        raise UnreadableJUnit(f"{path}: is not well-formed JUnit XML ({error})") from None
    except _NotJUnitRoot as error:
        raise UnreadableJUnit(f"{path}: is not JUnit XML ({error})") from None
    found = reading.without_parents()
    found.scanner = _scanner(reading.producer_words)
    found.linter = None if found.scanner else _linter(reading)
    found.framework = _framework(reading)
    return found


def _linter(reading: _Reading) -> str | None:
    """The linter that wrote the file ``reading`` read: the one the root's or a top-level suite's
    ``name`` starts by naming (:data:`LINTER_SUITES`), else the one its failures' texts are written as
    (:attr:`_Reading.text_linter`); ``None`` when none says (a test runner's file: a suite's name alone,
    a test file's or a ``describe``'s, may be any word, a linter's name included)."""
    named = (tool for name in reading.suite_names for start, tool in LINTER_SUITES if name.startswith(start))
    return next(named, reading.text_linter)


def _framework(reading: _Reading) -> str | None:
    """The catalogue's test runner that wrote the file ``reading`` read: the one its root's
    ``name`` names (:data:`RUNNER_SUITES`: ``jest tests``, ``Mocha Tests``), else the first word of
    its root's or a top-level suite's ``name`` (``JUnit Jupiter``: junit; ``pytest``), else the
    runner of the runtime its tests ran on (:attr:`_Reading.runtime_runner`: junit for a plain
    JUnit 4 report of Ant's or Surefire's, ``<testsuite name="com.acme.CatalogueTest">`` with the
    JVM's properties or a ``java.lang.OutOfMemoryError``; go-test for gotestsum's); ``None`` when
    none says."""
    catalogue = load_catalogue()
    for name in ([reading.runner] if reading.runner else []) + reading.first_words:
        tool = catalogue.get(name)
        if tool is not None and tool.kind == "test-runner":
            return tool.name
    return reading.runtime_runner


def _scanner(words: set[str]) -> str | None:
    """The security scanner of the tool catalogue (:data:`SCANNER_KINDS`) that one of ``words`` (a
    JUnit file's suite and property names, :attr:`_Reading.producer_words`) names, first by name;
    ``None`` when none does."""
    catalogue = load_catalogue()
    return next(
        (word for word in sorted(words) if (tool := catalogue.get(word)) is not None and tool.kind in SCANNER_KINDS),
        None,
    )


class TestOutcome(BaseModel):
    """One test case's result in one job execution, from a JUnit XML file."""

    __test__ = False  # not a pytest class

    name: str = Field(description="the test's name as its failure's (junit_test_name: classname::name, or name)")
    workflow: str
    job: str
    run_id: int
    run_attempt: int = 1
    passed: bool
    source: str = Field(description="the JUnit file it came from")


class NotJUnit(Exception):
    """The file is not readable JUnit XML; the message says why."""


def file_outcomes(
    path: Path, *, workflow: str, job: str, run_id: int, run_attempt: int, source: str
) -> list[TestOutcome]:
    """Every non-skipped test case of the JUnit file at ``path`` as a :class:`TestOutcome` of
    ``workflow / job`` in that run attempt, named as :func:`junit_failures` names a failed one
    (:func:`~ci_triage.logs.failed_test_identity.junit_test_name`: jest-junit's ``calc adds``, not
    ``calc adds::calc adds``), but a module pytest could not collect (its ``<error>``
    of kind ``collection``, :data:`PYTEST_ERROR_KINDS`: a file, no test of it ran); ``source`` names
    the file in the report. Raises :class:`NotJUnit`."""
    from junitparser import Error, Failure, JUnitXml, JUnitXmlError, Skipped, TestSuite  # only for outcomes

    try:
        results: JUnitXml | TestSuite = JUnitXml.fromfile(str(path))  # a <testsuite> root gives a TestSuite
    except (expat.ExpatError, JUnitXmlError, ValueError, TypeError, OSError) as error:
        raise NotJUnit(f"not JUnit XML ({error})") from None
    suites = [s for s in results if isinstance(s, TestSuite)] if isinstance(results, JUnitXml) else [results]
    return [
        TestOutcome(
            name=junit_test_name(case.classname or "", case.name or ""),
            workflow=workflow,
            job=job,
            run_id=run_id,
            run_attempt=run_attempt,
            passed=not any(isinstance(result, Failure | Error) for result in case.result),
            source=source,
        )
        for suite in suites
        for case in suite
        if not any(
            isinstance(result, Skipped)
            or (isinstance(result, Error) and _kind("error", result.message or "") == "collection")
            for result in case.result
        )
    ]
