"""The folders a job's log says its step ran in, which a file's absolute path below one is made relative to.

A tool run from an absolute folder often names the project's files by their absolute paths (node
--test's ``location: '/srv/ci/calc/math.test.mjs:4:1'`` and its stack's
``file:///srv/ci/calc/math.test.mjs:4:34``, pytest ``--tb=native``'s ``File
"/srv/ci/shop/tests/test_cart.py", line 5``). In a runner's checkout folder
(:func:`~ci_triage.logs.runner_folder.checkout_folder`: ``/home/runner/work/calc/calc/``) such a
path is the repository's already; elsewhere (a folder a self-hosted runner's job works in, a
container's ``/app``, a run on a developer's machine) the failing step's lines often name the
folder it ran in:

- pytest's session header ``rootdir: /srv/ci/shop`` (the folder pytest determined its node ids
  from; pytest docs, "Initialization: determining rootdir and configfile");
- vitest's header `` RUN  v2.1.9 /srv/ci/web`` (the project root it runs the tests of);
- a ``cd /srv/ci/calc`` in the step's script as the step's header shows it (``Run cd /srv/ci/calc
  && node --test``; :func:`~ci_triage.logs.step_metadata.step_titles`);
- the folder a relative path the step's command names lies in, where a line of the step's output
  begins with that path made absolute: ``Run npx eslint --max-warnings 0 src`` and ESLint's report
  header ``/home/me/app/src/utils/fmt.js`` (a self-hosted runner's or a developer's folder) say the
  command ran in ``/home/me/app`` (the path's last ``/src/``: a project under ``~/src/`` is common;
  none in a ``node_modules`` folder, a dependency's);
- the folder a relative place a runner names a failed test by lies in, where a stack frame names
  the same file by its absolute path: node --test's spec reporter lists each failed test as ``test
  at math.test.js:18:3`` (relative to the folder it ran in) and its frames as
  ``file:///srv/ci/calc/math.test.js:19:12``, so it ran in ``/srv/ci/calc``.

A location's path below one of them is made relative to it (to the shortest of those it lies in:
the one nearest the repository's root) when the checkout does not hold it
(:class:`~ci_triage.evidence.repository_paths.RepositoryPaths`); any other path stays as the log
wrote it. The root folder ``/`` is no working folder: every absolute path lies in it.
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_folder import checkout_folder, with_forward_slashes
from ci_triage.logs.step_metadata import step_titles

_FOLDER = r"((?:[A-Za-z]:)?[/\\][^\s,]*)"
_PRINTED = LazyRE2(r"^(?:rootdir: " + _FOLDER + r"(?:, .*)?|\s*RUN\s+v\d[\w.-]*\s+" + _FOLDER + r")$")
"""A line that names the folder a step ran in (see the module docstring): pytest's session
header's, vitest's header's."""
CD = LazyRE2(r"(?:^|[;&|(]|\s)cd\s+(?P<dir>[^\s;&|)]+)")
"""A ``cd DIR`` in a step's script (``cd web && npm test``, ``(cd crates/core; cargo test)``)."""
_COMMAND = LazyRE2(r"(?:^(?:Run )?|[;&|(])\s*[^\s;&|()]+(?P<arguments>[^;&|()]*)")
"""A simple command of a step's title or script line (``Run npx eslint src``, ``cd web && npm test``):
its arguments, the words after its first."""
_PATH_ARGUMENT = LazyRE2(r"(?P<path>[A-Za-z_][\w.-]*(?:/[\w.-]+)*)/?$")
"""A word of a command's arguments that is a relative path (``src``, ``packages/web/src/``; not an
option nor a number)."""
_ABSOLUTE_REPORTED = LazyRE2(r"^\s*(?P<path>/[^\s:'\"()]+)(?:$|:\d|\s)")
"""A line of a tool's report that begins with an absolute path (ESLint's file header, a
``/srv/app/src/x.ts:3:1`` finding); not a stack frame's ``at f (/…)`` nor ``File "/…"``."""
_TEST_PLACE = LazyRE2(r"^\s*test at (?P<path>[^\s/:][^\s:]*):\d+:\d+$")
"""node --test's spec reporter's heading of a failed test in its ``✖ failing tests:`` list, its
place relative to the folder node ran in (``test at math.test.js:18:3``)."""
_FRAME_PATH = LazyRE2(r"\((?:file://)?(?P<path>/[^\s:'\"()]+):\d+:\d+\)$")
"""A stack frame's absolute place at the line's end (``at f (file:///srv/ci/calc/math.test.js:19:12)``)."""


def working_folders(lines: dict[int, LogLine]) -> list[str]:
    """The absolute folders ``lines`` (line number → line read, 1-based: a job's) say a step ran in
    (see the module docstring), each without its trailing separator, ``\\`` read as ``/``,
    shortest first; without ``/`` itself and those in a runner's checkout folder (which
    :func:`~ci_triage.logs.runner_folder.checkout_folder` reads). One pass over the lines.
    :class:`~ci_triage.evidence.repository_paths.RepositoryPaths` makes a path below one relative to it."""
    found: set[str] = set()
    for line in lines.values():
        printed = _PRINTED.match(line.text)
        if printed is not None:
            found.add(next(folder for folder in printed.groups() if folder is not None))
    arguments: set[str] = set()
    for number in step_titles(lines):
        for entered in CD.finditer(lines[number].text):
            found.add(entered.group("dir").strip("'\""))
        for command in _COMMAND.finditer(lines[number].text):
            words = str(command.group("arguments")).split()
            arguments.update(str(path.group("path")) for word in words if (path := _PATH_ARGUMENT.match(word)))
    found.update(_argument_folders(lines, arguments))
    found.update(_test_place_folders(lines))
    folders = {_normalised(folder) for folder in found if _is_absolute(folder)}
    return sorted((folder for folder in folders if folder and checkout_folder(f"{folder}/") is None), key=len)


def entered_folders(script: str) -> list[str]:
    """The folders of the checkout a step's ``script`` (its ``run:`` text, or its lines as the log's
    step header shows them) enters with ``cd`` (:data:`CD`: ``cd sub && pytest``, ``(cd crates/core;
    cargo test)``), relative to where the step starts, in script order, each once, without its quotes
    and trailing ``/``; none absolute, in a home or variable folder, an option or ``..``. A tool run
    there prints its paths from there (pytest's ``tests/test_calc.py:6`` under ``cd sub``)."""
    folders: list[str] = []
    for found in CD.finditer(script):
        entered = found.group("dir").strip("'\"")
        if entered.startswith(("/", "~", "$", "-")) or entered == ".." or _is_absolute(entered):
            continue
        folder = entered.removeprefix("./").rstrip("/")
        if folder and folder != "." and folder not in folders:
            folders.append(folder)
    return folders


def _argument_folders(lines: dict[int, LogLine], arguments: set[str]) -> set[str]:
    """The folders the step's command ran in that its relative path ``arguments`` and the absolute
    paths its report lines begin with (:data:`_ABSOLUTE_REPORTED`) tell: each such path's part
    before its last ``/ARGUMENT/``, of the argument found deepest in it (``tests`` of ``pytest
    tests``, not a ``/pytest/`` folder above the project; see the module docstring); none in a
    ``node_modules`` folder."""
    found: set[str] = set()
    for line in lines.values() if arguments else ():
        reported = _ABSOLUTE_REPORTED.match(line.text)
        path = str(reported.group("path")) if reported is not None else ""
        at = max((path.rfind(f"/{argument}/") for argument in arguments), default=-1) if path else -1
        if at > 0 and "/node_modules/" not in path[: at + 1]:
            found.add(path[:at])
    return found


def _test_place_folders(lines: dict[int, LogLine]) -> set[str]:
    """The folders a runner ran in that its failed tests' relative places (:data:`_TEST_PLACE`) and
    the absolute paths of stack frames (:data:`_FRAME_PATH`) tell: each such path's part before
    ``/PLACE`` where it ends in a place's path; none in a ``node_modules`` folder."""
    places = {str(named.group("path")) for line in lines.values() if (named := _TEST_PLACE.match(line.text))}
    found: set[str] = set()
    for line in lines.values() if places else ():
        frame = _FRAME_PATH.search(line.text)
        path = str(frame.group("path")) if frame is not None else ""
        folder = next((path[: -len(place) - 1] for place in places if path.endswith(f"/{place}")), "")
        if folder and "/node_modules/" not in f"{folder}/":
            found.add(folder)
    return found


def _is_absolute(folder: str) -> bool:
    """Whether ``folder`` is an absolute path (``/srv/ci``, ``C:\\ci``)."""
    return folder.startswith(("/", "\\")) or (len(folder) > 2 and folder[1] == ":" and folder[2] in "/\\")


def _normalised(folder: str) -> str:
    """``folder`` with ``\\`` read as ``/`` (:func:`~ci_triage.logs.runner_folder.with_forward_slashes`)
    and without its trailing separators (``/`` alone: ``""``)."""
    return with_forward_slashes(folder).rstrip("/")
