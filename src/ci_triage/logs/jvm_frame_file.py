"""A JVM stack frame's file, named by its class's package.

A JVM stack frame names its source file without a folder (``at com.example.calc.CalculatorTest.averageKeepsFraction
(CalculatorTest.java:18)``: the class file's ``SourceFile`` attribute, JVMS §4.7.10, holds the file's name
alone), but its class names the package, and the build tools of every JVM language lay a package's sources
out in the package's folders below a source root (Maven's and Gradle's ``src/test/java/com/example/calc/``,
``src/main/kotlin/…``, ``src/main/scala/…``, ``src/main/groovy/…``). The frame's file is then named by that
path, ``com/example/calc/CalculatorTest.java``: a path its checkout's file ends with. A nested class's frame
(``com.example.shop.Cart$Line.<init>(Cart.java:13)``), a lambda's (``Cart.lambda$skus$1``), a Groovy closure's
(``Totals$_sum_closure1.doCall(Totals.groovy:5)``), a Kotlin file facade's (``UtilKt.pad(Util.kt:3)``) and a
Scala object's (``Main$.run(Main.scala:7)``) are in their enclosing class's package the same way; a class
of the default package has no folder, and a file already named with a folder stays as it is.

Gradle's short exception format prints no frame, only the file of the test class's frame under the
failed test's heading (``com.example.calc.CalculatorTest > averageKeepsFraction FAILED`` above
``    java.lang.AssertionError at CalculatorTest.java:18``): a bare file named like exactly one failed
test's class is named by that class's package the same way.
"""

from __future__ import annotations

from collections.abc import Collection

from ci_triage.logs.re2_patterns import LazyRE2

JVM_SOURCE_SUFFIXES = (".java", ".kt", ".kts", ".scala", ".groovy")
"""The suffixes of Java's, Kotlin's, Scala's and Groovy's source files."""
JVM_FRAME = LazyRE2(
    r"^\s*(?:at )?(?:(?:[\w.$-]+/)?(?P<module>[\w.$-]*)(?:@[\w.-]+)?/)?(?P<cls>[\w$]+(?:\.[\w$]+)*)\.[\w$<>-]+\("
    r"(?:(?P<file>[\w$-]+\.(?:" + "|".join(suffix[1:] for suffix in JVM_SOURCE_SUFFIXES) + r")):\d+\))?"
)
"""A JVM stack frame: ``at java.base/java.lang.reflect.Method.invoke(Method.java:569)`` (a named
module, then the class and method; the file in parentheses names no folder), the class loader's name
before it when it has one (``at app//com.example.CalcTest.divides(CalcTest.java:28)``: the
application class loader, no module); the same without ``at`` as the JUnit Platform console launcher
prints a failed test's frames (``       org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)``,
JUnit Platform 1.9.1). ``file``: the source file of a Java, Kotlin, Scala or Groovy class and its line
(none for ``Native Method`` or ``Unknown Source``)."""


_QUALIFIED_CLASS = LazyRE2(r"(?:[a-z_][\w]*\.)+[A-Z][\w$]*")
"""A class named with its package (``com.example.calc.CalculatorTest``, ``com.example.shop.CartTest$WhenEmpty``)
in a failed test's name as JUnit 4 (``averageKeepsFraction(com.example.calc.CalculatorTest)``), Surefire
and Gradle (``com.example.calc.CalculatorTest > averageKeepsFraction``) print it."""


class JvmFiles:
    """Names a JVM source file by its class's package (see the module docstring); ``test_names``: the
    failed tests the log names, whose classes name their files' packages."""

    def __init__(self, test_names: Collection[str]) -> None:
        packages: dict[str, set[str]] = {}
        for name in test_names:
            for qualified in _QUALIFIED_CLASS.findall(name):
                package, _, simple = str(qualified).split("$", 1)[0].rpartition(".")
                packages.setdefault(simple, set()).add(package)
        self._test_packages = {simple: found.pop() for simple, found in packages.items() if len(found) == 1}

    def path(self, file: str, text: str) -> str:
        """``file`` (a location's path as the log line ``text`` names it) joined with the folders of its
        class's package: when ``text`` is a JVM frame (:data:`JVM_FRAME`) naming ``file`` alone, of a
        class in a package (``CalculatorTest.java`` of ``at com.example.calc.CalculatorTest.averageKeepsFraction
        (CalculatorTest.java:18)`` → ``com/example/calc/CalculatorTest.java``), or when ``file`` is a
        JVM source named alone like one failed test's class; ``file`` unchanged otherwise. Whether the
        frame is the project's own is the caller's to tell."""
        frame = JVM_FRAME.match(text)
        if frame is not None and frame.group("file") == file:
            package = str(frame.group("cls")).rpartition(".")[0]
        elif "/" not in file and file.endswith(JVM_SOURCE_SUFFIXES):
            package = self._test_packages.get(file.rpartition(".")[0], "")
        else:
            return file
        return f"{package.replace('.', '/')}/{file}" if package else file
