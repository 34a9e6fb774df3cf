"""One failed test's identity, the same whether a log line or a JUnit XML test case names it.

Runners name a test one way in their output and another in their JUnit XML: pytest prints the
node id ``tests/test_x.py::TestK::test_m`` (``test_imp.py`` for a module that failed to import)
where its XML has ``classname="tests.test_x.TestK" name="test_m"`` (``classname=""
name="test_imp"``); jest prints ``group › adds 2 + 2`` where jest-junit's default templates write
``classname="group adds 2 + 2" name="group adds 2 + 2"`` (a leading space without a ``describe``);
go prints ``--- FAIL: TestX`` where go-junit-report writes ``classname="example.com/pkg"
name="TestX"``. :func:`identity_of_test` reduces each to its words — a source file's extension dropped,
every separator (``::``, the JUnit console launcher's ``:`` in ``InventoryTest:takeReducesStock()``,
``›``, Gradle's `` > ``, ``/``, ``\\``, ``.``, ``#``, white space) one space — with the
parameters (``[...]``) kept as they are; :class:`FailedTestIdentities` holds one side's identities and
tells whether another names the same test: equal, or one the other's trailing words (a short name
beside a qualified one: go's ``TestX`` beside its package's ``example com pkg TestX``). A name
without parameters names each parameterised run of the same test: Maven Surefire's summary prints
a JUnit 5 ``@ParameterizedTest`` as ``StockTest.takesLeaveRemainder:10`` (once for each failed run)
where its XML has ``name="takesLeaveRemainder(int)[3]"``: the Java parameter types ``(int)`` and
the run's index ``[3]`` are the test's parameters (Gradle writes the same form); Gradle's log
names a test ``app.CalcTest > adds`` (``app.CalcTest > adds()`` for JUnit 5), JUnit 4's own name
is ``adds(app.CalcTest)``, where the XML has ``classname="app.CalcTest" name="adds"``; unittest's
(and nose2's, Django's) is ``test_none (tests.test_slug.SlugTest.test_none)`` (``(tests.test_slug.SlugTest)``
before Python 3.11), a subTest's with its parameters after it, ``(n=3)``, where the XML (nose2's
junit-xml plugin, unittest-xml-reporting) has ``classname="tests.test_slug.SlugTest" name="test_none"``;
a class's fixture that raised is listed by its class, ``tests.test_db.DbTest``, where
unittest-xml-reporting writes ``classname="" name="setUpClass (tests.test_db.DbTest)"``. A JUnit test
case is also known by its *short identity*, from the last word of its class name on
(:func:`junit_short_identity`): words before it that the log does not show (pytest's
``--junit-prefix=ci``; folders above a ``rootdir`` set by a config file in the tests' folder, where the
log shows node ids from the invocation folder: ``tests/test_calc.py::test_add`` beside
``classname="ci.test_calc"``) do not make it another test.
"""

from __future__ import annotations

from collections.abc import Iterable

import re2

SOURCE_EXTENSIONS = frozenset(
    {"py", "js", "jsx", "ts", "tsx", "mjs", "cjs", "mts", "cts", "rb", "go", "rs", "java", "kt", "php", "cs"}
)
"""Extensions of the test files runners name in a test's id (``test_x.py::``, ``sum.test.js``)."""
_PATH_SEPARATORS = re2.compile(r"(?:::?|›|\s>\s|[\s/\\#])+")
_JAVA_PARAMETER_TYPES = re2.compile(r"[^\s(](\([\w.$<>, \[\]]*\)(?:\[\d+\])?)$")
"""A Java method's parameter types right after its name, and the run's index, at the end of a
test's name: ``takesLeaveRemainder(int)[3]``, ``parses(java.lang.String, int[])[1]``, ``empty()``
(JUnit 5 in Surefire's and Gradle's XML); not a word in parentheses after a space (jest's ``adds
(negative) numbers``)."""


_JUNIT4_DISPLAY_NAME = re2.compile(r"^([\w$]+)\(((?:[\w$]+\.)+[\w$]+)\)$")
"""JUnit 4's name of a test, ``method(pkg.Class)`` (``Description.getDisplayName()``: Surefire 2's
per-test report, JUnitCore's ``1) adds(app.CalcTest)``): a package-qualified class in the parentheses,
where JUnit 5's parameter types are simple names (``parses(String)``)."""


_UNITTEST_DISPLAY_NAME = re2.compile(r"^(\w+) \(((?:\w+\.)+\w+)\)(?: \((.+)\))?$")
"""unittest's name of a test, ``method (module.Class.method)`` (``TestCase.__str__``; ``method
(module.Class)`` before Python 3.11), and a subTest's parameters after it, ``(n=3)``
(``_SubTest.__str__``)."""
UNITTEST_FIXTURES = frozenset({"setUpClass", "tearDownClass", "setUpModule", "tearDownModule"})
"""The class and module fixtures whose error unittest reports under the fixture's name and the class's
or module's, ``setUpClass (tests.test_db.DbTest)`` (``suite._ErrorHolder``; unittest-xml-reporting
writes it as a test case of that name): no test, the class or module itself, which the log lists as
``tests.test_db.DbTest``."""


def split_parameters(name: str) -> tuple[str, str]:
    """``name`` and its parameters: Java parameter types with the run's index
    (``takesLeaveRemainder(int)[3]`` → ``takesLeaveRemainder``, ``(int)[3]``), else from the first
    ``[`` on (pytest's ``test_m[a b]``); ``(name, "")`` without. Linear in the name's length (RE2)."""
    types = _JAVA_PARAMETER_TYPES.search(name)
    if types is not None:
        return name[: types.start(1)], name[types.start(1) :]
    base, bracket, params = name.partition("[")
    return base, bracket + params


def identity_of_test(name: str) -> str:
    """The words of the test ``name`` joined by one space, its parameters kept
    (:func:`split_parameters`): ``tests/test_x.py::TestK::test_m[a b]`` → ``tests test_x TestK
    test_m[a b]``; ``group › adds 2 + 2`` → ``group adds 2 + 2``; ``com.acme.StockTest::
    takesLeaveRemainder(int)[3]`` → ``com acme StockTest takesLeaveRemainder(int)[3]``. Linear in the
    name's length (RE2). JUnit 4's ``adds(app.CalcTest)`` (:data:`_JUNIT4_DISPLAY_NAME`) is
    ``app.CalcTest.adds``: ``app CalcTest adds``; unittest's ``test_m (pkg.K.test_m)`` and ``test_m
    (pkg.K)`` (:data:`_UNITTEST_DISPLAY_NAME`) are ``pkg K test_m``, a subTest's ``(n=3)`` after it its
    parameters, ``pkg K test_m[n=3]``; a class's or module's fixture's, ``setUpClass (pkg.K)``
    (:data:`UNITTEST_FIXTURES`), is the class's or module's, ``pkg K``."""
    junit4 = _JUNIT4_DISPLAY_NAME.match(name)
    unittest = _UNITTEST_DISPLAY_NAME.match(name)
    if junit4 is not None:
        name = f"{junit4.group(2)}.{junit4.group(1)}"
    elif unittest is not None:
        method, qualified, subtest = str(unittest.group(1)), str(unittest.group(2)), unittest.group(3)
        fixture = method in UNITTEST_FIXTURES
        name = qualified if fixture or qualified.endswith(f".{method}") else f"{qualified}.{method}"
        name += f"[{subtest}]" if subtest else ""
    base, params = split_parameters(name)
    words: list[str] = []
    for segment in _PATH_SEPARATORS.split(base):
        stem, dot, extension = segment.rpartition(".")
        if dot and stem and extension in SOURCE_EXTENSIONS:
            segment = stem
        words.extend(word for word in segment.split(".") if word)
    return " ".join(words) + params


def unittest_test_name(name: str) -> str:
    """The name unittest gives the test that ``name`` names another way (a JUnit test case's
    ``tests.test_cart.TestCart::test_x``, pytest's node id ``tests/test_cart.py::TestCart::test_x``):
    ``test_x (tests.test_cart.TestCart.test_x)`` (``TestCase.__str__``, Python 3.11), the same
    identity (:func:`identity_of_test`) in the runner's own form; ``name`` unchanged when it is
    unittest's already (a class fixture's ``setUpClass (tests.test_db.DbTest)`` too), has parameters,
    or is one word (no module or class named)."""
    if _UNITTEST_DISPLAY_NAME.match(name):
        return name
    base, params = split_parameters(identity_of_test(name))
    words = base.split(" ")
    return name if params or len(words) < 2 else f"{words[-1]} ({'.'.join(words)})"


def junit_test_name(classname: str, name: str) -> str:
    """The name of a JUnit test case: ``classname::name``, each without the white space around it;
    ``name`` alone when the class name is empty (schemathesis 4's ``<testcase name="GET /users">``,
    no ``::GET /users``: trial 88 #9) or ``name`` already holds it (:func:`_holds_class`)."""
    classname, name = classname.strip(), name.strip()
    return name if not classname or _holds_class(classname, name) else f"{classname}::{name}"


def _holds_class(classname: str, name: str) -> bool:
    """Whether the test case's ``name`` already holds its ``classname`` as whole words: the same
    text (jest-junit's default templates give both ``{classname} {title}``), or words of it
    (mocha-junit-reporter's ``name`` is the test's full title, ``Queue #pop() returns items in FIFO
    order``, its ``classname`` the test's own title, ``returns items in FIFO order``: trial 92 #7)."""
    return f" {classname} " in f" {name} "


def junit_short_identity(classname: str, name: str) -> str:
    """The identity of a JUnit test case from the last word of its ``classname`` on, as
    :func:`identity_of_test` words it: ``ci.test_calc``, ``test_add`` → ``test_calc test_add``;
    ``example.com/calc``, ``TestSub/case`` → ``calc TestSub case``; the identity of ``name`` alone
    when the class name is empty or the name holds it (:func:`junit_test_name`)."""
    classname, name = classname.strip(), name.strip()
    last = identity_of_test(classname).rpartition(" ")[2] if not _holds_class(classname, name) else ""
    return f"{last} {identity_of_test(name)}" if last else identity_of_test(name)


def _trailing(identity: str) -> list[str]:
    """``identity`` and each run of its trailing words (``a b c[p]`` → ``a b c[p]``, ``b c[p]``,
    ``c[p]``), its parameters kept on the last word, each with its underscores read as spaces
    (:func:`_spaced`); the runs start only at the identity's own word breaks, not at an underscore
    (``test_add_large`` has no trailing run ``large``)."""
    base, params = split_parameters(identity)
    words = base.split(" ")
    return [_spaced(" ".join(words[start:]) + params) for start in range(len(words))]


def _spaced(identity: str) -> str:
    """``identity`` with the underscores of its words read as spaces, its parameters kept as they
    are: a JUnit writer that cannot keep spaces in a test's name writes them as underscores
    (testthat's ``JunitReporter``, ``name="cv_is_a_fraction"`` for the log's ``cv is a fraction``),
    so ``stats cv_is_a_fraction`` and ``cv is a fraction`` compare alike at their trailing words."""
    base, params = split_parameters(identity)
    return " ".join(base.replace("_", " ").split()) + params


class FailedTestIdentities:
    """The identities of a set of failed tests, and each run of their trailing words; the same
    without the parameters of the parameterised ones. Compared with their underscores read as
    spaces (:func:`_spaced`)."""

    def __init__(self, identities: Iterable[str] = ()) -> None:
        self.identities: set[str] = set()
        self._spaced: set[str] = set()
        """The identities held, with their underscores read as spaces (:func:`_spaced`)."""
        self._trailing: set[str] = set()
        self._runs_of: set[str] = set()
        """The parameterised identities held, without their parameters (the test they are runs of)."""
        self._runs_of_trailing: set[str] = set()
        for identity in identities:
            self.add(identity)

    def add(self, identity: str) -> None:
        """Hold ``identity`` (:func:`identity_of_test`)."""
        self.identities.add(identity)
        self._spaced.add(_spaced(identity))
        self._trailing.update(_trailing(identity))
        base, params = split_parameters(identity)
        if params:
            self._runs_of.add(_spaced(base))
            self._runs_of_trailing.update(_trailing(base))

    def __len__(self) -> int:
        return len(self.identities)

    def names_same_test(self, identity: str) -> bool:
        """Whether ``identity`` is one held, the trailing words of one held, or ends with one held;
        or, without parameters on one side, whether it names a parameterised run of one held
        (``StockTest takesLeaveRemainder`` and ``inv StockTest takesLeaveRemainder(int)[3]``).
        Underscores compare as spaces (:func:`_spaced`: testthat's JUnit ``cv_is_a_fraction`` is its
        log's ``cv is a fraction``). Constant time in the number held; linear in the words of ``identity``."""
        if _spaced(identity) in self._trailing or any(words in self._spaced for words in _trailing(identity)):
            return True
        base, params = split_parameters(identity)
        if params:  # a run of a test held without parameters
            return _spaced(base) in self._trailing or any(words in self._spaced for words in _trailing(base))
        return _spaced(identity) in self._runs_of_trailing or any(
            words in self._runs_of for words in _trailing(identity)
        )
