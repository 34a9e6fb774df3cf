"""The catalogue of common CI tools, and which of them a failing step ran.

``tool_catalogue.yaml`` beside this module lists the tools public workflows run most (linters,
formatters, type checkers, test runners, package managers and auditors, compilers and bundlers,
container builders, IaC tools, security scanners, release tools, setup-* actions), each with the
category its failure usually points at and the words that invoke it. :func:`identify_tools`
reads a step's command lines — the ``Run …`` name and the script lines of a GitHub Actions step
(its ``##[group]Run`` block), a Travis or GitLab ``$ command``, a ``+ command`` of ``set -x`` —
and returns the catalogue tools they run, in the order they appear. A *wrapper* (make, npm
scripts, pre-commit, tox, Gradle, ``docker build``...) has no category: the failure it reports
belongs to the tool it ran.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any, Literal

from ci_triage.logs import disk_cache
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.shell_commands import SimpleCommand, simple_commands
from ci_triage.logs.taxonomy import Category

ToolKind = Literal[
    "linter",
    "formatter",
    "type-checker",
    "test-runner",
    "package-manager",
    "auditor",
    "compiler",
    "bundler",
    "build",
    "container",
    "iac",
    "deploy",
    "security",
    "release",
    "setup",
    "docs",
    "runtime",
    "wrapper",
]

SHARED_SHAPE_KINDS: frozenset[ToolKind] = frozenset({"linter", "formatter", "type-checker", "compiler"})
"""Catalogue kinds whose tools print one shared line shape per family (``file:line:col: CODE
message``, ``would reformat file``; a compiler driver's linker lines, ``undefined reference to
`f_'`` and ``collect2: error: ld returned 1 exit status``, whichever driver ran ld: gcc, gfortran,
gnat), so that the step's tool, not a skill's default ``tool``, printed it. A test runner is not
one: the lines a plugin prints inside it (pytest-cov's coverage gate) are the plugin's."""

CATALOGUE_FILE = "tool_catalogue.yaml"
MAX_COMMAND_WORDS = 3
"""Words of a catalogue command (``tsc --noEmit``, ``python -m pytest``)."""


@dataclass(frozen=True, kw_only=True)
class Tool:
    """One catalogue entry: a tool, what kind it is, and the category its failure points at.

    ``category`` is ``None`` for a wrapper only; ``languages`` are the languages it serves;
    ``commands`` are the words that invoke it (at most :data:`MAX_COMMAND_WORDS` each),
    ``actions`` the ``owner/name[/path]`` references of the actions that run it and ``runs`` those
    of its commands whose next words name the program they run (``npx eslint``, ``bundle exec
    rspec``); ``builds`` is true for a test runner that compiles the code under test first (``go
    test``, ``cargo test``, ``dotnet test``: a compile error is its run's own failure); ``prints``
    names the test runners whose report it prints as its own (Django's ``manage.py test`` prints
    unittest's ``FAIL: test_total (orders.tests.OrderTests.test_total)``: the lines their skills
    read in its step are its own), for a wrapper, the tools whose crash it prints as its own
    (nbconvert's and papermill's ``python``: the notebook kernel's traceback), or, for a deploy or
    IaC tool, the transport it runs (rsync's, scp's and ansible's ``ssh``: ``Host key verification
    failed.`` under rsync is rsync's failure, in rsync's category's terms a refusal it printed).
    ``lock_file`` is the lock file a package manager writes in the project's folder (npm's
    ``package-lock.json``, Bundler's ``Gemfile.lock``, go's ``go.sum``), ``None`` for a tool that
    writes none. ``exit_codes`` are the exit codes (neither 0 nor 1) its documentation gives for a
    run that ended otherwise than by a failure it found, with their meaning, in code order (pytest's
    ``(5, "no tests collected")``): a step that exits with one ended in that tool, whatever passing
    verdict it printed before.
    """

    name: str
    kind: ToolKind
    category: Category | None = None
    languages: tuple[str, ...] = ()
    commands: tuple[str, ...] = ()
    actions: tuple[str, ...] = ()
    runs: tuple[str, ...] = ()
    builds: bool = False
    prints: tuple[str, ...] = ()
    lock_file: str | None = None
    exit_codes: tuple[tuple[int, str], ...] = ()

    @property
    def is_wrapper(self) -> bool:
        """True for a tool that runs others (its failure defers to theirs)."""
        return self.kind == "wrapper"

    @property
    def is_runtime(self) -> bool:
        """True for a tool that runs inside a program another command started (a sanitizer compiled
        into it, a test runner's plugin, the Docker daemon): no command invokes it, so it is never a
        step's tool, and a skill naming it is not scoped to it."""
        return self.kind == "runtime"


@dataclass(frozen=True)
class Catalogue:
    """The whole catalogue, with lookups by command words and by action reference. The checks
    (unique names, no command for two tools) are :mod:`ci_triage.logs.tool_catalogue_schema`'s."""

    tools: tuple[Tool, ...]

    def get(self, name: str) -> Tool | None:
        """The tool called ``name``, or ``None``."""
        return self._by_name.get(name)

    @cached_property
    def _by_name(self) -> dict[str, Tool]:
        return {tool.name: tool for tool in self.tools}

    @cached_property
    def _by_command(self) -> dict[tuple[str, ...], Tool]:
        return {tuple(command.split()): tool for tool in self.tools for command in tool.commands}

    @cached_property
    def _runners(self) -> frozenset[tuple[str, ...]]:
        return frozenset(tuple(command.split()) for tool in self.tools for command in tool.runs)

    @cached_property
    def _by_action(self) -> dict[str, Tool]:
        return {action.lower(): tool for tool in self.tools for action in tool.actions}

    def by_command(self) -> dict[tuple[str, ...], Tool]:
        """Command words (as a tuple) → tool (built once per catalogue: do not change it)."""
        return self._by_command

    def runners(self) -> frozenset[tuple[str, ...]]:
        """Command words (as a tuple) after which the program they run is named (``npx``)."""
        return self._runners

    def by_action(self) -> dict[str, Tool]:
        """Lowercased ``owner/name[/path]`` action reference → tool (built once: do not change it)."""
        return self._by_action


_CACHE_KIND = "tool-catalogue"


@cache
def load_catalogue() -> Catalogue:
    """The catalogue shipped beside this module (cached in memory, and on disk keyed on the file's
    bytes: :mod:`ci_triage.logs.disk_cache`). On a miss the file is read and checked by
    :func:`ci_triage.logs.tool_catalogue_schema.checked_catalogue_data` (raises
    ``pydantic.ValidationError`` if the file is malformed, which the catalogue's test prevents)."""
    content = Path(__file__).with_name(CATALOGUE_FILE).read_bytes()
    key = disk_cache.content_key([content])
    cached = disk_cache.load(_CACHE_KIND, key)
    if isinstance(cached, dict):
        try:
            return catalogue_from_data(cached)
        except (KeyError, TypeError, AttributeError):
            pass
    from ci_triage.logs.tool_catalogue_schema import checked_catalogue_data  # YAML and pydantic: on a miss only

    data = checked_catalogue_data(content.decode("utf-8"))
    disk_cache.store(_CACHE_KIND, key, data)
    return catalogue_from_data(data)


def catalogue_from_data(data: dict[str, Any]) -> Catalogue:
    """The :class:`Catalogue` of checked data (``{"tools": [...]}``, JSON values); no check is made
    again. Raises :class:`KeyError`, :class:`TypeError` or :class:`AttributeError` for data of
    another shape."""
    return Catalogue(
        tuple(
            Tool(
                name=entry["name"],
                kind=entry["kind"],
                category=entry.get("category"),
                languages=tuple(entry.get("languages", ())),
                commands=tuple(entry.get("commands", ())),
                actions=tuple(entry.get("actions", ())),
                runs=tuple(entry.get("runs", ())),
                builds=bool(entry.get("builds", False)),
                prints=tuple(entry.get("prints", ())),
                lock_file=entry.get("lock_file"),
                exit_codes=tuple(sorted((int(code), meaning) for code, meaning in entry.get("exit_codes", {}).items())),
            )
            for entry in data["tools"]
        )
    )


_WORD = LazyRE2(r"[^\s;&|()<>`\"'=]+(?:=[^\s;&|()<>`\"']*)?")
_ACTION = LazyRE2(r"(?i)\b([\w.-]+/[\w./-]+)@[\w.-]+")
_VERSIONED = LazyRE2(r"^(python|pip|node|ruby|perl|php|lua)[\d.]+$")
_VERSIONED_JAR = LazyRE2(r"^(?P<name>[\w.-]+?)-\d[\w.+-]*\.jar$")
"""A Java archive's file name with its version (and a classifier after it), as Maven names what it
builds, ``ARTIFACT-VERSION[-CLASSIFIER].jar`` (``junit-platform-console-standalone-1.10.2.jar``,
``checkstyle-10.12.0-all.jar``): the tool is the same whichever version it is."""


_PROJECT_PROGRAM = LazyRE2(r"^\./[^/]+$|^(?:\./)?(?:build|builddir|_build|out|target|cmake-build-[^/]+)/")
"""A path to a program of the checkout itself: ``./buf`` (a file at the checkout's root, run from
it), or a program the build made (``build/tests/ring_test``, ``./out/gen``, ``target/debug/app``,
``cmake-build-debug/app``): kept whole, so it names a catalogue tool only as the catalogue spells
it (``./gradlew``, ``./sbt``); a tool installed in a folder (``./node_modules/.bin/eslint``,
``vendor/bin/phpunit``, ``bin/rails``: a project's binstubs are its tools) is read by its name."""


def _words(command: str) -> list[str]:
    """The words of a command line, each reduced to how the catalogue spells it: basename of a
    path (``./node_modules/.bin/eslint`` → ``eslint``; a program of the checkout, ``./buf`` or
    ``build/buf``, stays whole: :data:`_PROJECT_PROGRAM`), version suffixes dropped (``python3.12``
    → ``python``, ``eslint@8`` → ``eslint``, a versioned jar
    ``junit-platform-console-standalone-1.10.2.jar`` → ``junit-platform-console-standalone.jar``,
    :data:`_VERSIONED_JAR`)."""
    words = []
    for word in _WORD.findall(command):
        if _assigns(word):
            continue  # an environment assignment (FOO=bar) or an option value
        if "/" in word and not word.startswith("-") and not _PROJECT_PROGRAM.search(word):
            word = word.rstrip("/").rsplit("/", 1)[-1]
        word = word.split("@", 1)[0] if not word.startswith("@") else word
        version = _VERSIONED.match(word)
        jar = _VERSIONED_JAR.match(word)
        words.append(version.group(1) if version else f"{jar.group('name')}.jar" if jar else word)
    return [word for word in words if word]


def identify_tools(commands: list[str]) -> list[Tool]:
    """The catalogue tools that ``commands`` (command lines or step names, e.g. ``Run ruff check .``
    or ``Run actions/setup-python@v5``) invoke, in order of appearance, each once.

    A command line is cut into its simple commands (at ``&&``, ``||``, ``;``, ``|``, ``&``). In each,
    past assignments, reserved words and prefixes (:func:`_command_start`: ``sudo``, ``timeout 5``),
    the first word that starts a catalogue command is matched, the longest command first (``cargo
    clippy`` before ``cargo``; ``python -m pytest`` is pytest; a catalogue command ending in an option
    matches it among the options before the first operand, :func:`_with_option`: ``nim c --hints:off
    -r t.nim`` is ``nim c -r``, which runs what it built); words before it that the catalogue
    does not list are passed over (a program it does not know may run the next: a shell function's
    ``do_test make``, ``travis_retry ./sbt``, ``docker exec box bash -c …``). The words after a
    matched command are its arguments (``make -C test/core coverage`` runs make, not Python's
    coverage; ``pip install pytest`` runs pip), save a command of the same program and its first
    word after the program's name and options (``./gradlew --no-daemon spotlessCheck``; not after a
    command of two words: ``npm run ci`` runs the script ``ci``, not ``npm ci``), unless the catalogue says the
    command runs the program named next (a tool's ``runs``: ``npx tsc``, ``bundle exec rspec``,
    ``python manage.py makemigrations``): then the words after it are read in turn. A shell
    builtin's words (:data:`SHELL_BUILTINS`: ``echo pytest``) name no program. Action references
    (``owner/name@ref``) are looked up whole.
    """
    catalogue = load_catalogue()
    by_command = catalogue.by_command()
    by_action = catalogue.by_action()
    runners = catalogue.runners()
    found: list[Tool] = []

    def add(tool: Tool) -> None:
        if tool not in found:
            found.append(tool)

    by_line: dict[int, list[SimpleCommand]] = {}
    for line, simple in _step_simple_commands(commands):
        by_line.setdefault(line, []).append(simple)
    for line, command in enumerate(commands):
        for reference in _ACTION.findall(command):
            parts = reference.lower().split("/")
            for size in range(len(parts), 1, -1):
                tool = by_action.get("/".join(parts[:size]))
                if tool:
                    add(tool)
                    break
        for simple in by_line.get(line, ()):
            words = [word for token in simple.words for word in _words(token)]
            index = _command_start(words)
            if index < len(words) and words[index] in SHELL_BUILTINS:
                continue  # echo pytest, cd coverage: a builtin's words name no program
            while index < len(words):
                module = words[index] == "python" and words[index + 1 : index + 2] == ["-m"] and index + 2 < len(words)
                if module and tuple(words[index : index + 3]) not in by_command:
                    index += 2  # python -m MODULE runs MODULE
                key = _longest(by_command, tuple(words[index : index + MAX_COMMAND_WORDS]))
                if key is None:  # an option, its value, or a program the catalogue does not list
                    index += 1
                    continue
                index += len(key)
                key = _with_option(by_command, key, words[index:])
                add(by_command[key])
                if key not in runners:
                    later = next((n for n in range(index, len(words)) if not words[n].startswith(("-", "+"))), None)
                    # a subcommand follows the program's name alone; after npm run, ci names a script
                    sub = (
                        None
                        if later is None or len(key) != 1
                        else _longest(by_command, (key[0], *words[later : later + 2]))
                    )
                    if sub is not None and len(sub) > 1:  # its subcommand after options: cargo +nightly clippy
                        add(by_command[sub])
                    break  # the rest are the command's arguments
    return found


def tool_command(commands: Sequence[str], tool: str) -> str | None:
    """The first simple command of ``commands`` (a step's command lines, as :func:`identify_tools`
    reads them: ``Run pre-commit run --all-files``, script lines) that runs the catalogue tool named
    ``tool`` (``pre-commit``), as the step wrote it, its words joined by single spaces
    (``pre-commit run --all-files --show-diff-on-failure`` out of ``pip install pre-commit &&
    pre-commit run --all-files --show-diff-on-failure``); ``None`` when none does. An action
    reference (``pre-commit/action@v3``) runs its tool but is no command a person can run."""
    for _, simple in _step_simple_commands(commands):
        text = simple.text
        if not _ACTION.search(text) and any(found.name == tool for found in identify_tools([text])):
            return text
    return None


def command_before(commands: Sequence[str], tool: str) -> str | None:
    """The last simple command of ``commands`` (a step's command lines, as :func:`tool_command` reads
    them) before the first that runs the catalogue tool named ``tool`` that runs another catalogue
    tool, not by the same program (``git add -A`` before ``git diff``), as the step wrote it: the
    command whose output a check after it reads (``go mod tidy`` before ``git diff --exit-code``,
    ``npm install``, ``make generate``); ``None`` when the step runs ``tool`` after no such command,
    or never."""
    before: list[SimpleCommand] = []
    for _, simple in _step_simple_commands(commands):
        text = simple.text
        found = identify_tools([text])
        if any(entry.name == tool for entry in found):
            others = [earlier.text for earlier in before if earlier.words[0] != simple.words[0]]
            return others[-1] if others else None
        if found and not _ACTION.search(text):
            before.append(simple)
    return None


def commands_after(commands: Sequence[str], tool: str) -> list[str]:
    """The simple commands of ``commands`` (a step's command lines, as :func:`tool_command` reads
    them) that the shell runs only when the first command that runs the catalogue tool named
    ``tool`` succeeded, as the step wrote them: those joined to it by the script's own ``&&``, a
    pipeline after such an ``&&`` whole (``./run_tests.sh`` after ``gcc -O2 conv.c -o conv &&
    ./run_tests.sh``), with the commands quoted inside them or substituted into them; not
    ``xcpretty`` in ``xcodebuild test | xcpretty``, nor a command after ``;``, ``||``, ``&``, a
    newline or in another script, nor one after an ``&&`` that is text of a quoted argument (``python -c "x && y"``:
    :attr:`~ci_triage.logs.shell_commands.SimpleCommand.quoted`). ``[]`` when none is, or the step
    never runs ``tool``."""
    steps = [simple for _, simple in _step_simple_commands(commands)]
    start = next(
        (index for index, simple in enumerate(steps) if any(e.name == tool for e in identify_tools([simple.text]))),
        None,
    )
    if start is None:
        return []
    after: list[str] = []
    following = False
    for simple in steps[start + 1 :]:
        if not simple.operator:
            break  # another script
        if simple.joins_list and simple.operator == "&&":
            following = True
        elif simple.joins_list and simple.operator != "|":
            break
        if following:
            after.append(simple.text)
    return after


def _step_simple_commands(commands: Sequence[str]) -> list[tuple[int, SimpleCommand]]:
    """The simple commands of a step's command lines ``commands``
    (:func:`~ci_triage.logs.shell_commands.simple_commands`), each with the 0-based index of the
    line of ``commands`` it starts on. A ``Run …`` line (the step's name: GitHub Actions names a
    step by its script's first line) is left out when the next line is that first line, else read
    alone, its ``Run `` taken off; the other lines between two such are one script (a
    here-document or a continued line goes on over them)."""
    found: list[tuple[int, SimpleCommand]] = []
    start = 0
    for end in range(len(commands) + 1):
        title = end < len(commands) and commands[end].startswith("Run ")
        if end < len(commands) and not title:
            continue
        script = [command.strip() for command in commands[start:end]]
        found.extend((start + simple.line, simple) for simple in simple_commands(script))
        name = commands[end][4:].strip() if title else ""
        if name and (end + 1 == len(commands) or commands[end + 1].strip() != name):
            found.extend((end + simple.line, simple) for simple in simple_commands([name]))
        start = end + 1
    return found


def _with_option(by_command: dict[tuple[str, ...], Tool], key: tuple[str, ...], rest: list[str]) -> tuple[str, ...]:
    """``key`` (a matched catalogue command) or, when a catalogue command is ``key`` and one option
    that ``rest`` (the words after it) gives before its first operand, that command: ``nim c
    --hints:off -r t.nim`` is ``nim c -r``, nim building and running the program. The option's
    place among the others does not matter to the program; the words after the first operand are
    the program's own (linear in ``rest``)."""
    for word in rest:
        if not word.startswith("-"):
            break
        if (*key, word) in by_command:
            return (*key, word)
    return key


def _longest(by_command: dict[tuple[str, ...], Tool], words: tuple[str, ...]) -> tuple[str, ...] | None:
    """The longest start of ``words`` that is a catalogue command, or ``None``."""
    return next((words[:size] for size in range(len(words), 0, -1) if words[:size] in by_command), None)


@dataclass(frozen=True)
class CommandPrefix:
    """A program that runs the command after it (``sudo -u root mytool`` runs ``mytool``):
    ``options`` are its options that take the next word as their value (``-u root``; the value
    attached, ``-uroot`` or ``--user=root``, takes none), ``operands`` how many words it reads
    before the command (``timeout 5 mytool``: the duration)."""

    options: frozenset[str] = frozenset()
    operands: int = 0


COMMAND_PREFIXES: dict[str, CommandPrefix] = {
    "sudo": CommandPrefix(frozenset({"-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-T", "-U", "--user", "--group"})),
    "env": CommandPrefix(frozenset({"-u", "-C", "-S", "--unset", "--chdir", "--split-string"})),
    "time": CommandPrefix(frozenset({"-f", "-o", "--format", "--output"})),
    "exec": CommandPrefix(frozenset({"-a"})),
    "nohup": CommandPrefix(),
    "nice": CommandPrefix(frozenset({"-n", "--adjustment"})),
    "ionice": CommandPrefix(frozenset({"-c", "-n", "-p", "-P", "-u", "--class", "--classdata"})),
    "stdbuf": CommandPrefix(frozenset({"-i", "-o", "-e", "--input", "--output", "--error"})),
    "timeout": CommandPrefix(frozenset({"-s", "-k", "--signal", "--kill-after"}), operands=1),
    "xargs": CommandPrefix(
        frozenset({"-n", "-I", "-L", "-P", "-d", "-E", "-s", "-a", "--max-args", "--max-procs", "--delimiter"})
    ),
    "command": CommandPrefix(),
    "xvfb-run": CommandPrefix(frozenset({"-n", "-s", "-e", "-f", "-p", "-w", "--server-args", "--server-num"})),
    "sshpass": CommandPrefix(frozenset({"-p", "-f", "-d", "-P"})),
}
"""Words that run the command after them, with the options of each that take a value (their manual
pages: sudo(8), env(1), time(1), nice(1), ionice(1), stdbuf(1), timeout(1), xargs(1), xvfb-run(1),
sshpass(1), which types a password for the ssh, scp or rsync after it and prints nothing of its own;
``exec -a NAME`` and ``command`` are bash builtins)."""
SHELL_KEYWORDS = frozenset({"if", "then", "else", "elif", "fi", "while", "until", "do", "done", "esac", "!", "{", "}"})
"""The shell's reserved words that stand before a command or end a compound one (bash(1), "Reserved
Words"): passed over, the command goes on after them (``if true; then foo; fi`` runs ``foo``)."""
SHELL_BUILTINS = frozenset(
    [
        "cd",
        "echo",
        "printf",
        "export",
        "set",
        "unset",
        "source",
        ".",
        "eval",
        "test",
        "[",
        "[[",
        "true",
        "false",
        "exit",
        "for",
        "select",
        "case",
        "function",
        "(",
        "shopt",
        "trap",
        "pushd",
        "popd",
        "mkdir",
        "ls",
        "cat",
        "cp",
        "mv",
        "rm",
        "touch",
        "chmod",
    ]
)
"""A shell's builtins, the reserved words whose next words are no command (``for NAME in WORDS``,
``case WORD in``, ``function NAME``), and the coreutils a step runs before its real command (``cd
app && alembic check``): no program a starter skill is named after; the simple command is passed over."""
_PROGRAM_NAME = LazyRE2(r"^[A-Za-z][\w.+-]*$")
"""A bare program name, as a shell finds it on ``PATH`` (a console script: ``alembic``, ``yoyo``)."""


def command_program(command: str) -> str | None:
    """The program the command line ``command`` runs, whether the catalogue lists it or not: the
    first word that is not an environment assignment (``FOO=1``), a reserved word before a command
    (:data:`SHELL_KEYWORDS`: ``then foo`` runs ``foo``), a prefix that runs the next command
    (:data:`COMMAND_PREFIXES`, with its options, their values and its operands: ``sudo -u root
    tool``, ``timeout 5 tool``, ``time nice -n 5 tool``) nor a shell builtin (:data:`SHELL_BUILTINS`:
    then the next command after ``&&``, ``||``, ``;`` or ``|`` is tried), when it is a bare name a
    shell looks up on ``PATH`` (:data:`_PROGRAM_NAME`: a console script a package installed,
    ``alembic check`` → ``alembic``), version suffix dropped (``python3.12`` → ``python``), or what it
    runs (a path to a program, ``python -m MODULE``, ``npx PKG``: :func:`invoked_program`). ``None``
    for a repository's script (``./deploy.sh``), an action reference (``actions/checkout@v4``) or
    anything else (``(whole log)``). Splits on white space only (linear time)."""
    for simple in simple_commands([command]):
        words = list(simple.words)
        index = _command_start(words)
        if index == len(words) or words[index] in SHELL_BUILTINS:
            continue
        return invoked_program(words[index:])
    return None


def time_limited(command: str) -> bool:
    """Whether the command line ``command`` runs a command under coreutils' ``timeout`` (a prefix of
    one of its simple commands, :data:`COMMAND_PREFIXES`: ``timeout 5 python3 wait_for_db.py``, ``cd
    app && timeout -k 5 10m make test``), which stops that command at its limit and exits 124
    without printing anything (coreutils manual, "timeout invocation"). Splits on white space only
    (linear time)."""
    return any("timeout" in _command_prefixes(list(simple.words))[1] for simple in simple_commands([command]))


def _command_start(words: list[str]) -> int:
    """The index of the word of ``words`` (one simple command) that names the program run: past
    assignments, reserved words and prefixes with their options, values and operands."""
    return _command_prefixes(words)[0]


def _command_prefixes(words: list[str]) -> tuple[int, list[str]]:
    """The index of the word of ``words`` (one simple command) that names the program run
    (:func:`_command_start`), and the prefixes of :data:`COMMAND_PREFIXES` before it, in order."""
    index = 0
    prefixes: list[str] = []
    while index < len(words):
        word = words[index]
        index += 1
        if _assigns(word) or word in SHELL_KEYWORDS:
            continue
        prefix = COMMAND_PREFIXES.get(word)
        if prefix is None:
            return index - 1, prefixes
        prefixes.append(word)
        while index < len(words) and words[index].startswith("-") and words[index] != "-":
            option = words[index]
            index += 1
            if option == "--":
                break
            if option in prefix.options:
                index += 1  # its value: sudo -u root
        if word == "env":
            while index < len(words) and _assigns(words[index]):
                index += 1
        index += prefix.operands
    return (index if index < len(words) else len(words)), prefixes


PACKAGE_RUNNERS = frozenset(
    {("npx",), ("bunx",), ("pnpx",), ("npm", "exec"), ("pnpm", "exec"), ("pnpm", "dlx"), ("yarn", "dlx")}
)
"""Commands that run a package's program (``npx spectral lint`` runs ``spectral``; npm, pnpm, Yarn and
Bun's documentation of ``npx``/``npm exec``, ``pnpm exec``/``pnpm dlx``, ``yarn dlx``, ``bunx``)."""
RUNNER_OPTIONS_WITH_VALUE = frozenset({"-p", "--package", "-c", "--call"})
"""A package runner's options that take the next word as their value (``npx -p @scope/cli cli``)."""
SCRIPT_EXTENSIONS = frozenset(
    {".sh", ".bash", ".zsh", ".py", ".rb", ".pl", ".js", ".mjs", ".cjs", ".ts", ".php", ".ps1", ".bat", ".cmd"}
)
"""Extensions of a script a repository keeps (``./ci/check.sh``): run by path, it is the
repository's own code, no program a starter skill is named after."""


def invoked_program(words: list[str]) -> str | None:
    """The program a simple command runs, from ``words`` (the command's words from its first, after
    any prefix and assignment: :func:`command_program`), or ``None``. A path names its file
    (``./node_modules/.bin/spectral`` → ``spectral``, ``.venv/bin/typos`` → ``typos``) when it lies in
    a ``bin`` folder (``node_modules/.bin`` too) or has no script extension
    (:data:`SCRIPT_EXTENSIONS`: ``./ci/check.sh`` is the repository's script, ``None``); ``python -m
    MODULE`` names the module's top package (``python -m ziglang test`` → ``ziglang``); a package
    runner (:data:`PACKAGE_RUNNERS`: ``npx spectral``, ``pnpm exec``, ``yarn dlx``, ``bunx``) names
    the package after its options, its scope and version off (``npx @stoplight/spectral-cli@6`` →
    ``spectral-cli``). A name must be one a shell finds on ``PATH`` (:data:`_PROGRAM_NAME`), its
    version suffix dropped (``python3.12`` → ``python``)."""
    if not words:
        return None
    word = words[0]
    if "/" in word:
        folder, _, word = word.rstrip("/").rpartition("/")
        extension = word[word.rfind(".") :] if "." in word[1:] else ""
        if folder.rsplit("/", 1)[-1] not in {"bin", ".bin"} and extension.lower() in SCRIPT_EXTENSIONS:
            return None
    if not _PROGRAM_NAME.match(word):
        return None
    version = _VERSIONED.match(word)
    name = version.group(1) if version else word
    rest = words[1:]
    if name == "python":
        module = _module(rest)
        return module if module is not None else name
    for runner in PACKAGE_RUNNERS:
        if (name, *rest[: len(runner) - 1]) == runner:
            return _package(rest[len(runner) - 1 :]) or name
    return name


def _module(words: list[str]) -> str | None:
    """The top package of the module ``python -m MODULE`` runs, from the words after ``python`` (its
    options first: ``-u -m app.cli`` → ``app``), or ``None`` without ``-m``."""
    for index, word in enumerate(words):
        if word == "-m" and index + 1 < len(words):
            module = words[index + 1].split(".", 1)[0]
            return module if _PROGRAM_NAME.match(module) else None
        if not word.startswith("-"):
            return None
    return None


def _package(words: list[str]) -> str | None:
    """The package a package runner runs, from the words after it: options passed over (with their
    value: :data:`RUNNER_OPTIONS_WITH_VALUE`, and ``--``), a version (``@6``) and a scope
    (``@stoplight/``) taken off; ``None`` when no word is left."""
    index = 0
    while index < len(words) and (words[index].startswith("-")):
        index += 2 if words[index] in RUNNER_OPTIONS_WITH_VALUE else 1
    if index >= len(words):
        return None
    package = words[index]
    scoped = package.startswith("@")
    package = package[1:].split("@", 1)[0] if scoped else package.split("@", 1)[0]
    package = package.rsplit("/", 1)[-1]
    return package if _PROGRAM_NAME.match(package) else None


def _assigns(word: str) -> bool:
    """Whether ``word`` is an environment assignment (``FOO=bar``), not an option (``--x=1``)."""
    return "=" in word and not word.startswith("-")


def step_tool(tools: list[Tool], producers: Sequence[Sequence[str]] = ()) -> Tool | None:
    """The tool whose failure decides the step, among ``tools`` (:func:`identify_tools`, in command
    order): the one that printed the step's first error. ``producers`` are, per error signal that
    matched in the step (in log order), the tools that may have printed it: its skill's ``tool``,
    then the tools its skill's scope names. The first signal naming one of ``tools`` (by name or
    command words) decides, and among the tools it names the step's first (a shell step stops at
    its first failing command): ``pip install -e . && pytest`` failing in pytest's collection is
    pytest's failure, not pip's; ``would reformat x.py`` in a step running ``black`` is black's,
    though the skill's own tool is ruff format. When that signal names only wrappers (a runtime's
    crash: ``java``'s uncaught exception, ``node``'s, ``cargo run``'s panic), the commands before
    the one it names first (its skill's tool before its scope's: ``node`` before the ``npx`` of
    ``npx tsc``) printed nothing wrong and were followed by its output, so they ran
    successfully (GitHub's ``bash -e``, ``&&``): ``javac … && java Main`` ending on ``Exception in
    thread "main"`` is no failure of javac; the tools from that wrapper on are left to later
    signals. Without a deciding signal, the first of those that is not a wrapper (``make lint``
    running ``ruff`` is ruff's failure); ``None`` when only wrappers (or nothing) ran."""
    for names in producers:
        named = [tool for tool in tools if tool.name in names or any(name in tool.commands for name in names)]
        printed = next((tool for tool in named if not tool.is_wrapper), None)
        if printed is not None:
            return printed
        runner = next((tool for name in names for tool in named if name in (tool.name, *tool.commands)), None)
        if runner is not None:
            tools = tools[tools.index(runner) :]
    return next((tool for tool in tools if not tool.is_wrapper), None)
