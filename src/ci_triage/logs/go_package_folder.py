"""A Go test's file named without its folder, joined with its package's folder.

``go test`` prints a failed test's output with its file's base name (``    cart_test.go:8: Total() =
3, want 5``: the testing package's ``decorate`` keeps the name after the last slash) and ends each
package's output with its verdict, ``FAIL example.com/m/cart 0.004s`` or ``ok …``. With several
packages the bare name is ambiguous; the package's folder in the repository is its import path
without the module's path. The log shows that folder where a goroutine's frame names a function
of the package (``example.com/m/cart.TestFirstEmpty(…)``) above its file (``cart/cart_test.go:13``
once the runner's folder is left out); else the module's path is that of a hosted import path
(``github.com/OWNER/REPO``, ``gitlab.com/…``, ``bitbucket.org/…``: a module's first three elements,
``go help importpath``), else the longest path all the log's packages share (``example.com/m`` of
``example.com/m/cart`` and ``example.com/m/inv``): every package ``go test ./...`` lists, its
``ok`` and ``FAIL`` verdicts, a package without tests (``?   example.com/m/cmd/m [no test files]``)
and one that did not build (``# example.com/m/inv [example.com/m/inv.test]``), cut before an
``internal``, ``pkg`` or ``cmd`` element (:data:`LAYOUT_FOLDERS`): Go's ``internal`` folder is shared
with the tree rooted at its parent (``go help internal``), a module's own, and ``pkg`` and ``cmd`` are
the standard layout's folders of a module's packages, so a module's path does not run into them (the
packages ``example.com/calc/internal/mathx`` and ``…/internal/fmtx`` share
``example.com/calc/internal``: the module is ``example.com/calc``), and one package's path inside
such a folder names its module the same way (``example.com/calc/internal/mathx`` alone:
``internal/mathx``, trial 71 #1; ``example.com/goproj/pkg/mathx``: ``pkg/mathx``, trial 78 #7). A
``go.mod`` the log prints (``cat go.mod``: ``module example.com/shop``) names the module before any
guess, when the log's packages are in it. A log of one package of another host outside those
folders tells no module otherwise: its file stays bare (trial 50 #5), unless the checkout is at
hand: its ``go.mod`` files name the modules (:mod:`ci_triage.logs.go_modules`). ``go: downloading …``
lines name the module's dependencies, never the module itself. go's build and vet errors
(``internal/fmtx/fmt.go:3:8: …`` below ``# example.com/calc/internal/fmtx``) are printed relative
to the folder go ran in, not the package's: they are left as they are.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import replace
from pathlib import PurePosixPath

from ci_triage.logs.go_modules import module_folder
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import FailedTest, Location
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_folder import without_runner_folder

GO_TEST_SKILL = "go-test"
"""The skill whose signals read ``go test``'s output (``skills/go-test``)."""
OUTPUT_LOCATIONS = frozenset({"test-output-location", "json-test-output-location"})
"""Its signals of a failed test's output line naming a file and line (as printed, or a ``go test -json`` event)."""
_JSON_PACKAGE = LazyRE2(r'"Package": ?"(?P<package>[^"]+)"')
"""A ``go test -json`` event's package (``"Package":"example.com/m/cart"``), on the output's own line."""
_PACKAGE_VERDICT = LazyRE2(r"^(?:FAIL|ok)\s+(?P<package>[\w.~-]+(?:/[\w.~-]+)*)\s")
"""A package's verdict line of ``go test`` (``FAIL example.com/m/cart 0.004s``, ``ok example.com/m/inv
(cached)``)."""
_GOTESTSUM_TEST = LazyRE2(
    r"^(?:=== FAIL: (?P<header>[\w.~-]+(?:/[\w.~-]+)*) \S+"
    r"|(?:FAIL|PASS|SKIP) (?P<verdict>[\w.~-]+(?:/[\w.~-]+)*?)\.(?:Test|Example|Fuzz|Benchmark)\S*) \(\d+(?:\.\d+)?s\)$"
)
"""gotestsum's line naming a test with its package as gotestsum prints it (its
``RelativePackagePath``: the import path less the path of the module it ran in, ``.`` for the
module's root, so the package's folder there): a header of its ``=== Failed`` summary, the test's
output below it (``=== FAIL: cart TestTotal (0.00s)``), or ``--format testname``'s verdict, the
test's output above it (``FAIL cart.TestTotal (0.00s)``)."""
_LISTED_PACKAGE = LazyRE2(
    r"^(?:\?\s+(?P<untested>[\w.~-]+(?:/[\w.~-]+)*)\s+\[no test files\]"
    r"|# (?P<built>[\w.~-]+(?:/[\w.~-]+)+)(?: \[[\w.~/-]+\.test\])?)$"
)
"""Another package line of ``go test``, ``go build`` or ``go vet``: one without tests (``?
example.com/m/cmd/m [no test files]``) or the heading of one's build errors (``# example.com/m/inv``,
``# example.com/m/inv [example.com/m/inv.test]``)."""
_MODULE_DIRECTIVE = LazyRE2(r'^module\s+"?(?P<module>[\w.~-]+(?:/[\w.~-]+)*)"?\s*(?://.*)?$')
"""A ``go.mod``'s ``module`` directive as a step prints the file (``cat go.mod``: ``module
example.com/goproj``, the path quoted or not, a ``//`` comment after it; go.dev/ref/mod, "module
directive"): the module's path, when the log's packages are in it."""
LAYOUT_FOLDERS = ("internal", "pkg", "cmd")
"""Folders a Go module's packages live in, never elements of a module's own path: ``internal``
(shared with the tree rooted at its parent, ``go help internal``), and ``pkg`` and ``cmd``, the
standard project layout's folders of library code and of the commands (golang-standards/project-layout;
``k8s.io/kubernetes/pkg/…``, ``…/cmd/kubectl``)."""
HOSTED_MODULE_ELEMENTS = {"github.com": 3, "gitlab.com": 3, "bitbucket.org": 3}
"""Hosts whose import paths start with a module's path of that many elements (``github.com/OWNER/REPO``)."""


def in_package_folders(
    found: Sequence[Location], lines: dict[int, LogLine], modules: dict[str, str] | None = None
) -> list[Location]:
    """``found`` (locations in the log's order) with each bare Go test file a failed test's output
    names (go-test's :data:`OUTPUT_LOCATIONS` signals on its line in ``lines``, by 1-based number)
    joined with the folder of its package: a ``go test -json`` event's own (:data:`_JSON_PACKAGE`), else
    the one of the gotestsum summary's header above it, else the one whose verdict follows it
    (:data:`_PACKAGE_VERDICT`, :data:`_GOTESTSUM_TEST`): ``cart_test.go`` above ``FAIL
    example.com/m/cart`` is ``cart/cart_test.go`` when the module is ``example.com/m``, and below
    gotestsum's ``=== FAIL: cart TestTotal`` (a folder of the module already) too. The folder is
    the one a goroutine's frames show, else, with the checkout's ``modules`` (module path → folder,
    :func:`~ci_triage.logs.go_modules.go_modules`), the one its ``go.mod`` files give, else the one
    the ``go.mod`` the log prints gives, else the one guessed as the module docstring says; a file
    of the module's root package at the checkout's root, or of a package whose folder is not known,
    stays as it is. A file named by its package's import path (``go tool cover -func``'s
    ``github.com/acme/gocalc/calc/calc.go:5:``), of a package the log names or a module of the
    checkout holds, is joined with that package's folder the same way (``calc/calc.go``)."""
    verdicts: list[int] = []
    headers: list[int] = []
    named_at: dict[int, str] = {}
    """A verdict's or a header's package by its line: gotestsum's in its module (:data:`_GOTESTSUM_TEST`)."""
    packages: set[str] = set()
    printed: list[str] = []
    for number, line in sorted(lines.items()):
        gotestsum = _GOTESTSUM_TEST.match(line.text)
        if gotestsum is not None:
            (headers if gotestsum.group("header") else verdicts).append(number)
            named_at[number] = str(gotestsum.group("header") or gotestsum.group("verdict"))
            continue
        verdict = _PACKAGE_VERDICT.match(line.text)
        verdicts += [number] if verdict is not None else []
        named = verdict or _JSON_PACKAGE.search(line.text)
        packages |= {str(named.group("package"))} if named is not None else set()
        listed = _LISTED_PACKAGE.match(line.text) if named is None else None
        packages |= {str(listed.group("untested") or listed.group("built"))} if listed is not None else set()
        directive = _MODULE_DIRECTIVE.match(line.text) if named is None and listed is None else None
        printed += [str(directive.group("module"))] if directive is not None else []
    folders = _frame_folders(found, lines)
    shared = _printed_module(printed, packages) or _shared_module(packages)
    joined: list[Location] = []
    for location in found:
        at = bisect.bisect_right(verdicts, location.log_line)
        header = bisect.bisect_right(headers, location.log_line) - 1
        line = lines.get(location.log_line)
        package, _slash, name = location.file.rpartition("/")
        checked = module_folder(package, modules) if modules and package else None
        if name.endswith(".go") and (checked is not None or package in packages):
            # a file named by its package's import path (go tool cover -func's rows): the package's folder
            folder = folders.get(package, package_folder(package, shared) if checked is None else checked)
            joined.append(replace(location, file=f"{folder}/{name}" if folder else name))
            continue
        bare = "/" not in location.file and location.file.endswith("_test.go")
        event = _JSON_PACKAGE.search(line.text) if line is not None else None
        if not bare or (at == len(verdicts) and event is None and header < 0) or not _output_location(line):
            joined.append(location)
            continue
        named = None if event is not None else headers[header] if header >= 0 else verdicts[at]
        verdict = event if named is None else None if named in named_at else _PACKAGE_VERDICT.match(lines[named].text)
        package = str(verdict.group("package")) if verdict else named_at.get(named or 0, "")
        if verdict is None and "." not in package.split("/", 1)[0]:  # gotestsum's folder in the module
            joined.append(replace(location, file=f"{package}/{location.file}") if package != "." else location)
            continue
        checked = module_folder(package, modules) if modules else None
        folder = folders.get(package, package_folder(package, shared) if checked is None else checked)
        joined.append(replace(location, file=f"{folder}/{location.file}") if folder else location)
    return joined


def _output_location(line: LogLine | None) -> bool:
    """Whether ``line`` is a failed Go test's output naming a file and line."""
    return line is not None and any(
        match.signal.skill == GO_TEST_SKILL and match.signal.id in OUTPUT_LOCATIONS for match in line.matches
    )


def _frame_folders(found: Sequence[Location], lines: dict[int, LogLine]) -> dict[str, str]:
    """Each package's folder as a goroutine's frames show it: a location with a folder whose line
    follows a function's line ``PACKAGE.Function(…)`` (``example.com/m/cart.TestFirstEmpty(0xc…)``
    above ``/home/runner/work/proj/proj/cart/cart_test.go:13``) gives ``PACKAGE`` that folder, the
    runner's checkout folder left out (:func:`~ci_triage.logs.runner_folder.without_runner_folder`;
    another absolute folder says nothing of the repository's)."""
    folders: dict[str, str] = {}
    for location in found:
        above = lines.get(location.log_line - 1)
        folder = str(PurePosixPath(without_runner_folder(location.file)).parent)
        if above is None or folder == "." or folder.startswith("/") or not location.file.endswith(".go"):
            continue
        function = above.text.strip().split("(", 1)[0]
        package = function.rsplit("/", 1)
        if len(package) == 2 and "." in package[1]:
            folders.setdefault(f"{package[0]}/{package[1].split('.', 1)[0]}", folder)
    return folders


def _printed_module(printed: Sequence[str], packages: set[str]) -> str | None:
    """The first of the module paths ``printed`` (:data:`_MODULE_DIRECTIVE` lines, in the log's
    order) that holds one of ``packages`` (import paths: the path itself or under it); None when
    none does (another tool's ``module`` line, a go.mod of another module)."""
    return next((m for m in printed if any(p == m or p.startswith(f"{m}/") for p in packages)), None)


def _shared_module(packages: set[str]) -> str | None:
    """The module path the log's ``packages`` (import paths) tell: the longest path they all start
    with, by whole elements (``example.com/m`` of ``example.com/m/cart`` and ``example.com/m/inv``;
    ``example.com/calc`` of itself and ``example.com/calc/mathx``), cut before its first element of
    :data:`LAYOUT_FOLDERS` after the host (``example.com/calc`` of ``example.com/calc/internal/mathx``,
    alone or beside ``…/internal/fmtx``; ``example.com/goproj`` of ``example.com/goproj/pkg/mathx``:
    see the module docstring); None for no package, for one package outside those folders, or for
    none shared."""
    if not packages:
        return None
    split = [package.split("/") for package in packages]
    shared: list[str] = []
    for elements in zip(*split, strict=False):
        if len(set(elements)) > 1:
            break
        shared.append(elements[0])
    layout = next((at for at, element in enumerate(shared) if at and element in LAYOUT_FOLDERS), None)
    if layout is not None:
        return "/".join(shared[:layout])
    if len(packages) < 2 or not shared:
        return None
    return "/".join(shared)


def package_folder(package: str, shared: str | None) -> str:
    """The folder of ``package`` (an import path) in its module: the elements after a hosted
    module's (:data:`HOSTED_MODULE_ELEMENTS`), else after the module path ``shared`` by the log's
    packages; ``""`` for the module's root package or an unknown module."""
    elements = package.split("/")
    hosted = HOSTED_MODULE_ELEMENTS.get(elements[0])
    if hosted is not None:
        return "/".join(elements[hosted:])
    if shared is None or not package.startswith(f"{shared}/"):
        return ""
    return package[len(shared) + 1 :]


_BARE_PLACE = LazyRE2(r"^(?P<file>[\w.-]+_test\.go):(?P<line>\d+): ")
"""A failed Go test's message that starts with its bare file and line (``cart_test.go:8: Total() = 3, want 5``)."""


def with_package_folders(tests: Sequence[FailedTest], found: Sequence[Location]) -> list[FailedTest]:
    """``tests`` with each message that starts with a bare Go test file's place (:data:`_BARE_PLACE`)
    starting with that file as the locations ``found`` joined it (:func:`in_package_folders`):
    ``cart/cart_test.go:8: Total() = 3, want 5``, so the summary quotes the place once, as the
    locations name it, and the test's file when it is that file named alone or not known (a Go test
    reports from its own file); a message whose file and
    line several joined files share stays as it is."""
    joined: dict[tuple[str, int], set[str]] = {}
    for location in found:
        if "/" in location.file and location.line is not None:
            joined.setdefault((PurePosixPath(location.file).name, location.line), set()).add(location.file)
    kept: list[FailedTest] = []
    for test in tests:
        place = _BARE_PLACE.match(test.message or "")
        files = joined.get((str(place.group("file")), int(place.group("line")))) if place else None
        if place is None or test.message is None or files is None or len(files) != 1:
            kept.append(test)
            continue
        file = next(iter(files))
        named = file if test.file in (None, place.group("file")) else test.file
        kept.append(replace(test, file=named, message=f"{file}{test.message[len(place.group('file')) :]}"))
    return kept
