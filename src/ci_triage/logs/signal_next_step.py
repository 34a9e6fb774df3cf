"""The next step a verdict's own signal gives, instead of its category's generic one, and what it found.

A skill's signal may say what to do when its line decides (``next_step`` in
:class:`ci_triage.logs.skills.Signal`): a push refused because the branch moved is fixed by
pulling and pushing again, not by "checking the configuration"; a ``setup.py`` that raised is read
above pip's ``metadata-generation-failed`` lines, not as "the first compiler error". It may also
say what its line proves when that is less than its category (``finding``): a bare ``Killed`` is
a SIGKILL, which the OOM killer sends but so do a ``kill -9`` and a time limit.
"""

from __future__ import annotations

import shlex
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence

from ci_triage.base.redact import redact
from ci_triage.logs.boxed_output import boxed_error
from ci_triage.logs.built_package import BuiltPackage, built_package
from ci_triage.logs.crash_frame import first_own_frame
from ci_triage.logs.extract import LOCATION_MESSAGE_CHARS, not_own_code
from ci_triage.logs.finding_severity import warning_level
from ci_triage.logs.first_pass import LogFormat
from ci_triage.logs.installed_earlier import EarlierLines, installed_earlier
from ci_triage.logs.localise import LogLine
from ci_triage.logs.memory_limit import ALLOCATION, ALLOCATION_ADVICE, ALLOCATION_GROUP, LIMIT, limit_advice
from ci_triage.logs.missing_secret import missing_secret_advice
from ci_triage.logs.model import Classification, FailedTest
from ci_triage.logs.pip_ignored import ignored_release
from ci_triage.logs.plain_advice import plain_advice
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.recursion_frame import repeating_frame
from ci_triage.logs.runner_folder import checkout_folder, without_runner_folder
from ci_triage.logs.signals import CompiledSignal, SignalIndex, SignalMatch
from ci_triage.logs.submodule_header import header_submodule
from ci_triage.logs.tools import command_before, tool_command
from ci_triage.logs.traced_server import TracedServer, traced_server
from ci_triage.logs.wrapped_message import wrapped_rest

COMMAND = "{command}"
"""The placeholder a signal's ``next_step`` writes for the command that runs the failed work again
(:func:`rerun_command`): ``Run `{command}` locally and commit the files its hooks changed``."""
COMMAND_OR = "{command|"
"""The opening of the placeholder a signal's ``next_step`` writes as ``{command|EXAMPLE}`` for the
command that runs the failed work again (:func:`rerun_command`) when the log shows one, else
``EXAMPLE``: pyupgrade's ``{command|pyupgrade --py311-plus FILES}`` quotes the step's own
``pyupgrade --py39-plus legacy.py``, whose option is the one to run it with (trial 122), and a plain
log, which shows no command, still gets the advice with the example."""
GENERATOR = "{generator}"
"""The placeholder a signal's ``next_step`` writes where the step's command that wrote what its check
read belongs (:func:`~ci_triage.logs.tools.command_before`: ``go mod tidy`` before ``git diff
--exit-code``): :data:`GENERATOR_ADVICE` naming it, or nothing when the step ran none."""
GENERATOR_ADVICE = "The step ran `{generator}` before the check: run `{generator}` locally and commit what it changes. "
"""What :data:`GENERATOR` becomes when the step shows the command."""
RERUN_GROUP = "rerun"
"""The group of a signal's pattern that holds the command a tool says reproduces its failure."""
FIX = "{fix}"
"""The placeholder a signal's ``next_step`` writes for the fix the tool printed on the signal's own
line, its pattern's :data:`FIX_GROUP` group (GHC's ``Perhaps you need to add ‘containers’ to the
build-depends in your .cabal file.``): the tool's own words, quoted, where generic advice would be
"fix the first error"."""
FIX_GROUP = "fix"
"""The group of a signal's pattern that holds the fix its tool printed."""
TEST = "{test}"
"""The placeholder a signal's ``next_step`` writes where the test (or the class, the module) its own
line names belongs, its pattern's :data:`TEST_GROUP` group (unittest's ``ERROR: setUpClass
(tests.test_cart.TestDB)``: ``tests.test_cart.TestDB``): the log's own name, where a fixed example
would name a test the project may not have; a match without one gives no advice."""
TEST_GROUP = "test"
"""The group of a signal's pattern that holds the test its line names."""
HINT = "{hint}"
"""The placeholder a signal's ``next_step`` writes where the tool's own hint under the signal's line
belongs (:func:`_hint`): mypy's ``note: Hint: "python3 -m pip install types-PyYAML"`` below its
``Library stubs not installed for "yaml"``, or its ``note: Did you mean "http"?``, or the first
frame of a crashed tool's stack in its own installed code (lerna's ``at … (/…/node_modules/nx/…/
project-graph.js:257:15)``); nothing when the tool printed none."""
HINT_ADVICE = {
    "hint": " (the tool's own hint: `{}`)",
    "meant": " (the tool asks whether `{}` was meant)",
    "frame": " (its stack's first frame, in its own installed code: `{}`)",
}
"""What :data:`HINT` becomes, by the group of the hint's pattern that matched: ``hint``, a command
the tool printed as the fix, ``meant``, the name it guessed was meant, or ``frame``, where in an
installed package the tool's own code failed (the path from ``node_modules/`` on)."""
PORT = "{port}"
"""The placeholder a signal's ``next_step`` writes where the port of this machine its line shows
dialled belongs, its pattern's :data:`PORT_GROUP` group (libpq's ``port 5433 failed: Connection
refused``): ``, 5433,`` (:data:`PORT_ADVICE`), so that the advice maps the port the step used, not
the service's default; nothing when the line names none (a socket)."""
PORT_GROUP = "port"
"""The group of a signal's pattern that holds the port of this machine its line dialled."""
PORT_ADVICE = ", {},"
"""What :data:`PORT` becomes when the signal's line names the port."""
SERVICE = "{service}"
"""The placeholder a signal's ``next_step`` writes where the service container's port mapping, its
health check and a wait for it belong: the service that usually listens on the port its line dialled
(:data:`SERVICE_ADVICE`: ``6379`` Redis, ``redis-cli ping``), another port named as it is
(:data:`OTHER_PORT_ADVICE`), a line without a port (a socket) by :data:`NO_PORT_ADVICE`."""
HEALTH_CHECKS = {
    "5432": ("PostgreSQL", "pg_isready", "pg_isready -h localhost -p 5432 -t 30"),
    "6379": ("Redis", '"redis-cli ping"', "redis-cli -h 127.0.0.1 -p 6379 ping"),
    "3306": ("MySQL", '"mysqladmin ping"', "mysqladmin ping -h 127.0.0.1 -P 3306"),
}
"""The service that usually listens on a port of PostgreSQL, Redis and MySQL/MariaDB, by that port:
its name, the ``--health-cmd`` that asks it, and a command that waits until it answers there."""
SERVICE_ADVICE = {
    port: f" (`{port}:{port}` for {name} on its default port) and a health check (`options: --health-cmd"
    f" {command}`), or a wait until it answers (`{wait}`)"
    for port, (name, command, wait) in HEALTH_CHECKS.items()
}
"""What :data:`SERVICE` becomes for the default port of PostgreSQL, Redis and MySQL/MariaDB."""
OTHER_PORT_ADVICE = (
    " (`{port}:{port}` when the service listens on {port} too) and a health check that asks it, or a wait"
    " until port {port} answers"
)
"""What :data:`SERVICE` becomes for another port: that port, no guess at the service."""
NO_PORT_ADVICE = (
    " and a health check (`options: --health-cmd pg_isready` for PostgreSQL, `redis-cli ping` for Redis,"
    " `mysqladmin ping` for MySQL), or a wait until it answers"
)
"""What :data:`SERVICE` becomes when the line names no port (a socket)."""
HINT_LINES = 4
"""Lines below the advising signal's line read at most for its tool's hint: mypy prints its notes
right under the error."""
INSTALLED = "{installed}"
"""The placeholder a signal's ``next_step`` writes where, when the job installed the package its
line names (its pattern's :data:`PACKAGE_GROUP` group) from an index in an earlier step
(:func:`~ci_triage.logs.installed_earlier.installed_earlier`), :data:`INSTALLED_ADVICE` belongs:
the index serves that name, so its absence was the way to the index's, not the package's; nothing
otherwise."""
PACKAGE_GROUP = "package"
"""The group of a signal's pattern that holds the package its line says is missing: one an index
does not have (:data:`INSTALLED`), or one the job did not install (:data:`PACKAGE`)."""
PACKAGE = "{package}"
"""The placeholder a signal's ``next_step`` writes where the package or module its line names as
missing belongs, its pattern's :data:`PACKAGE_GROUP` group, as the tool printed it: ``cpanm
{package}`` becomes ``cpanm JSON::XS`` for perl's ``Can't locate JSON/XS.pm in @INC (you may need to
install the JSON::XS module)``, ``go get {package}`` names the import path go found no module for.
Without the group, or when the advice it makes is not plain advice, the signal gives none."""
SUBMODULE = "{submodule}"
"""The placeholder a signal's ``next_step`` writes where a compiler's missing header is looked for in a
git submodule the log names (:func:`~ci_triage.logs.submodule_header.header_submodule`): the whole
advice is then :data:`SUBMODULE_ADVICE`'s (the submodule's files were not checked out; no package
provides them); nothing otherwise."""
SUBMODULE_ADVICE: dict[LogFormat | None, str] = {
    "github-actions": (
        "The header is looked for in `{folder}`, inside the git submodule `{path}`{state}; no system package"
        " provides a submodule's files. Give the `actions/checkout`"
        " step `submodules: true` (`recursive` for nested submodules), or run `git submodule update --init"
        " --recursive` before the build."
    ),
    None: (
        "The header is looked for in `{folder}`, inside the git submodule `{path}`{state}; no system package"
        " provides a submodule's files. Initialise the submodules"
        " before the build (`git submodule update --init --recursive`, or clone with `--recurse-submodules`)."
    ),
}
"""What an advice holding :data:`SUBMODULE` becomes when the header's folder is in a submodule, by
the log's format (``None``: any other)."""
SUBMODULE_STATE = {
    True: (
        ", which `git submodule status` shows not initialised (its leading `-`): the checkout did not fetch its files"
    ),
    False: ": a submodule the checkout did not initialise is an empty folder",
}
"""What ``{state}`` says in :data:`SUBMODULE_ADVICE`, by whether the log shows the submodule not initialised."""
CONFLICT = "{conflict}"
"""The placeholder a signal's ``next_step`` writes where, when the source line the parser quotes above
the signal's line is a merge-conflict marker (:data:`CONFLICT_MARKER`), :data:`CONFLICT_ADVICE`
replaces the whole advice (the file was committed with a conflict unresolved: no syntax to fix at
the caret); nothing otherwise."""
CONFLICT_MARKER = LazyRE2(r"^\s*(?:<{7}(?: .*)?|={7}|>{7}(?: .*)?)$")
"""A merge-conflict marker line as git writes it (``<<<<<<< HEAD``, ``=======``, ``>>>>>>> branch``),
quoted by a parser (Python 3.11 quotes the line it could not parse above its caret)."""
CONFLICT_LINES = 3
"""Lines above the signal's line where the parser's quoted source line may be (Python: the quoted
line, the caret line, then ``SyntaxError: invalid syntax``)."""
CONFLICT_ADVICE = (
    "The line the parser stopped at is a merge-conflict marker (`{marker}`): the file was committed with a"
    " merge or rebase conflict unresolved. Resolve it (keep the right lines, delete the `<<<<<<<`, `=======`"
    " and `>>>>>>>` marker lines), commit and push; a check of the markers before the build (pre-commit's"
    " `check-merge-conflict`, `git diff --check`) names every file that holds one."
)
"""What an advice holding :data:`CONFLICT` becomes when the parser quotes a conflict marker."""
IGNORED = "{ignored}"
"""The placeholder a signal's ``next_step`` writes where, when pip's line above the signal's lists the
exact version the signal's line asks for among those it ignored for their ``Requires-Python``
(:func:`~ci_triage.logs.pip_ignored.ignored_release`), :data:`IGNORED_ADVICE`
replaces the whole advice (the release exists, but not for the job's Python: pip 23-25, trial 115's
``numpy==2.3.5`` on Python 3.10); nothing otherwise."""
IGNORED_ADVICE = (
    "pip left out the version asked for because of its `Requires-Python` (`{entry}`, line {line}): the"
    " release exists, but needs a newer Python than the one this step runs. Raise the job's Python to one"
    " the release supports (the matrix or the set-up's Python version), or keep a release below it for"
    " this Python (an environment marker on the requirement, `; python_version < …`, or drop that Python)."
    " No lock file is involved."
)
"""What an advice holding :data:`IGNORED` becomes when pip ignored the very version asked for."""
BUILT = "{built}"
"""The placeholder a signal's ``next_step`` writes where the package the failed build was building is
named (:func:`~ci_triage.logs.built_package.built_package`: pip's ``Collecting`` line above its
``×`` line, uv's verdict and hint), with what required it and what to do about a release that has no
wheel for the job's Python (:data:`BUILT_ADVICE`, :data:`SDIST_ADVICE`); nothing without one."""
BUILT_ADVICE = " The package that failed to build is `{package}` (line {line})."
"""What :data:`BUILT` becomes: the package, its version and what required it."""
SDIST_ADVICE = (
    " It was built from its source distribution because no wheel of that release fits this job's Python"
    " and platform: install a release of `{name}` that ships one (pin or upgrade it{parent}), run the job on"
    " a Python that release has wheels for, or, when a newer build tool broke an old release's build,"
    " constrain that build dependency (a constraints file named by `PIP_CONSTRAINT`, `cython<3`, also"
    " reaches pip's isolated build; uv: `--build-constraints`)."
)
"""What :data:`BUILT` adds for a package built from its source distribution (``PyYAML-5.4.1.tar.gz``)."""
PARENT_ADVICE = ", or upgrade `{parent}` to a release whose requirement allows a newer one"
"""What :data:`SDIST_ADVICE` adds when a requirement pulled the package in."""
INSTALLED_ADVICE = (
    "An earlier step of this job installed `{}` from the package index, so it is a public package and the"
    " answer that it does not exist came from between the runner and the index (a proxy or mirror answering"
    " 404, a firewall): check that first, that the runner reaches the index's API for that package, and"
    " re-run before changing the requirements. Otherwise: "
)
"""What :data:`INSTALLED` becomes when the job installed the package."""
REQUIREMENTS = "{requirements}"
"""The placeholder a signal's ``next_step`` writes where the requirements its tool names below the
signal's line as what cannot hold together belong (:func:`_requirements`): pip's ``The conflict is
caused by:`` lines, ``The user requested pydantic==2.9.2`` and ``fastapi 0.95.2 depends on
pydantic<2.0.0,>=1.6.2``, as :data:`REQUIREMENTS_ADVICE`; nothing when the tool printed none
(pip-compile's traceback in their place)."""
REQUIREMENT_GROUP = "requirement"
"""The group of a signal's pattern that holds one requirement of a conflict its tool explains."""
REQUIREMENTS_ADVICE = " ({})"
"""What :data:`REQUIREMENTS` becomes: the requirements quoted, joined by ``against``."""
REQUIREMENT_LINES = 6
"""Lines below the advising signal's line read at most for the first requirement (pip prints a
blank line and ``The conflict is caused by:`` between); the requirements after it are read while
each next line holds one."""
REQUIREMENTS_SHOWN = 4
"""Requirements :data:`REQUIREMENTS` quotes at most; the rest are counted (``and 2 more``)."""
REPRODUCE = "{reproduce}"
"""The placeholder a signal's ``next_step`` writes where what its tool printed to replay the failure
belongs: the first :data:`REPRODUCE_GROUP` group of a match at or below the advising line in its step
(Hypothesis' ``@reproduce_failure('6.170.27', b'AEEG')`` a few lines under its ``DeadlineExceeded``),
as :data:`REPRODUCE_ADVICE`; nothing when the tool printed none."""
REPRODUCE_GROUP = "reproduce"
"""The group of a signal's pattern that holds what its tool printed to replay a failure."""
REPRODUCE_ADVICE = " with `{}`, as the tool printed"
"""What :data:`REPRODUCE` becomes."""
FRAME = "{frame}"
"""The placeholder a signal's ``next_step`` writes where a stack trace printed below the advising
line belongs (a crashed program's gdb backtrace, ``#0  0x… in list_sum (head=0x0) at list.c:9``,
below the shell's ``Segmentation fault (core dumped)``): its top frame in the project's code
(:func:`~ci_triage.logs.crash_frame.first_own_frame`, judged by
:func:`~ci_triage.logs.extract.not_own_code`), as :data:`FRAME_ADVICE`; nothing when none is below it."""
FRAME_ADVICE = (
    "The stack trace printed below the crash has its top frame in the project's code at `{place}`, in"
    " `{function}`: start there. "
)
"""What :data:`FRAME` becomes: the frame's place (the runner's checkout folder left out) and function."""
PLACE = "{place}"
"""The placeholder a signal's ``next_step`` writes where the place of the error on its line belongs
(:func:`_error_place`): its own ``file`` and ``line`` groups (glibc's ``stack: stack.c:8: push:
Assertion `top < 4' failed.``), else the first frame in the project's code of the stack printed
right below it (node's ``    at upload (/app/deploy.js:2:9)``, faulthandler's ``  File
"/app/fatal.py", line 5 in close_pool``), as :data:`PLACE_ADVICE`; nothing when there is none."""
PLACE_ADVICE = " at `{}`"
"""What :data:`PLACE` becomes: ``path:line``, the runner's checkout folder left out."""
PLACE_LINES = 12
"""Lines below the advising signal's line read at most for the first frame of its stack in the
project's code (node prints the frames of its own loader and of ``Array.push`` first)."""
FOUND = "{found}"
"""The placeholder a signal's ``next_step`` writes where the version of a dependency its line says
was found, too old for the project, belongs: its pattern's :data:`FOUND_GROUP` group, read with the
message's wrapped rest (:func:`wrapped_group`: CMake's ``Found unsuitable version "1.74.0"``,
pkg-config's ``but version of zlib is 1.2.13``), quoted; the signal gives no advice without it."""
FOUND_GROUP = "found"
"""The group of a signal's pattern that holds the version of a dependency that was found."""
REQUIRED = "{required}"
"""The placeholder a signal's ``next_step`` writes where the version the project requires of that
dependency belongs: its pattern's :data:`REQUIRED_GROUP` group, read the same way (CMake's ``but
required is at least "1.90"`` on the line its message wrapped onto, meson's ``need 'zlib'
['>=99']``), quoted; the signal gives no advice without it."""
REQUIRED_GROUP = "required"
"""The group of a signal's pattern that holds the version the project requires."""
VERSION_PLACEHOLDERS = {PACKAGE: PACKAGE_GROUP, FOUND: FOUND_GROUP, REQUIRED: REQUIRED_GROUP}
"""The placeholders of a version refusal's advice, each with the group that fills it (:func:`_versions`)."""
CHECK = "{check}"
"""The placeholder a signal's ``next_step`` writes where the condition its line says a failed
assertion checked belongs, its pattern's :data:`CHECK_GROUP` group (glibc's ``Assertion `top < 4'
failed.``: ``top < 4``), quoted; the signal gives no advice without it."""
CHECK_GROUP = "check"
"""The group of a signal's pattern that holds the condition a failed assertion checked."""
REPEAT = "{repeat}"
"""The placeholder a signal's ``next_step`` writes where the frame a runaway recursion repeats in
the stack of its line's error belongs (:func:`~ci_triage.logs.recursion_frame.repeating_frame`), as
:data:`REPEAT_ADVICE`; nothing when no frame of the project's code repeats there."""
REPEAT_ADVICE = " (`{function}` at `{place}`, the frame its stack repeats)"
"""What :data:`REPEAT` becomes: the frame's function and place."""
CODES = "{codes}"
"""The placeholder a signal's ``next_step`` writes where the rules its tool's findings name belong:
the distinct ``code`` groups of its skill's matches in the advising line's step (ESLint's
``no-unused-vars`` at the end of each entry), as :data:`CODES_ADVICE`; nothing when none names one."""
CODES_ADVICE = ", of the rules {}"
"""What :data:`CODES` becomes: the rules quoted, in the order the log first names them."""
CODES_SHOWN = 5
"""Rules :data:`CODES` quotes at most; the rest are counted (``and 3 more``)."""
FOLDER = "{folder}"
"""The placeholder a signal's ``next_step`` writes where the folder a script was looked for in
belongs, its pattern's :data:`FOLDER_GROUP` group (the folder of the path python's ``can't open file
'/home/runner/work/shop/shop/manage.py'`` names: the script's path as the command gave it, joined
to where the command ran, so the folder the step ran in only when that path names no folder):
:data:`FOLDER_ADVICE`, or :data:`CHECKOUT_ROOT_ADVICE` when that folder is a runner's checkout
folder (:func:`~ci_triage.logs.runner_folder.checkout_folder`); nothing when the line names none (a
relative path)."""
FOLDER_GROUP = "folder"
"""The group of a signal's pattern that holds the folder a script was looked for in."""
FOLDER_ADVICE = " (in `{}`)"
"""What :data:`FOLDER` becomes for a folder the line names."""
CHECKOUT_ROOT_ADVICE = " (in `{}`, the checkout's root)"
"""What :data:`FOLDER` becomes when that folder is the runner's checkout folder itself."""
HOST = "{host}"
"""The placeholder a DNS signal's ``next_step`` writes where the host name that did not resolve
belongs (:func:`_host`): :data:`HOST_ADVICE` naming it and the line that does, else
:data:`NO_HOST_ADVICE` saying which lines would. A host under a top-level name reserved never to
resolve (:data:`NEVER_RESOLVES`) makes the whole advice :data:`NEVER_RESOLVES_ADVICE`: no network
fault and no re-run explains it."""
HOST_ADVICE = " (`{}`, line {})"
"""What :data:`HOST` becomes when a line names the host."""
NO_HOST_ADVICE = " (the lines around this one name it: `Could not resolve host: …`, `host='…'`, `lookup … on …`)"
"""What :data:`HOST` becomes when no line read near the signal's names the host."""
HOST_NAMED = LazyRE2(
    r"(?:^Resolving |Could not resolve host:? |getaddrinfo (?:ENOTFOUND|EAI_AGAIN) |\blookup |Failed to resolve '|"
    r"could not translate host name \"|\bUnknown host |unable to resolve host address ‘|\bhost ?= ?')"
    r"(?P<host>[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)\.?(?:$|[^A-Za-z0-9_.-])"
)
"""A host name on a line: curl's and git's ``Could not resolve host: HOST``, node's ``getaddrinfo
ENOTFOUND HOST``, go's ``lookup HOST on …: no such host``, urllib3's ``Failed to resolve 'HOST'``,
libpq's ``could not translate host name "HOST"``, Maven's ``Unknown host HOST``, wget's ``Resolving HOST
(HOST)... failed`` and ``unable to resolve host address ‘HOST’``, a ``host='HOST'`` keyword (urllib3's connection
pool) or a pytest traceback's local ``host = 'HOST'``; a name with a dot, so not a variable's."""
HOST_LINES = 200
"""Lines above the advising signal's line :func:`_host` reads for the host name (a pytest traceback's
local ``host = '…'`` is some hundred lines of urllib frames above its ``URLError``)."""
NEVER_RESOLVES = (".invalid",)
"""Top-level names reserved never to resolve (RFC 6761 §6.4: ``invalid``)."""
NEVER_RESOLVES_ADVICE = (
    "The host `{}` (line {}) is under `.invalid`, a name reserved never to resolve (RFC 6761), so the name is"
    " wrong, not the runner's network, and a re-run fails the same way: fix it in the URL, index, registry or"
    " proxy setting the step, its configuration or a test uses."
)
"""The advice of a DNS signal whose host is under :data:`NEVER_RESOLVES`, instead of its own."""


SECRET = "{secret}"
"""The placeholder a signal's ``next_step`` writes where a missing secret's own advice belongs: the
variable its line says a program read unset, when its name is a secret's
(:func:`~ci_triage.logs.missing_secret.missing_secret_advice`: add the secret, pass it to the step
in ``env:``); nothing for another variable."""
INPUT = "{input}"
"""The placeholder a signal's ``next_step`` writes where the file its tool read belongs: the files the
nearest command line above the signal's line that runs the signal's tool names after its first operand
(:func:`input_files`: ``package.json`` of the trace ``++ jq -r .version package.json`` above jq's
``parse error: … at line 1, column 30``), as :data:`INPUT_ADVICE`; :data:`NO_INPUT_ADVICE` when that
command names none (a pipe) or no such line is read."""
INPUT_ADVICE = " (in `{file}`, the file `{command}` read: fix the JSON there)"
"""What :data:`INPUT` becomes when the command names the file it read."""
NO_INPUT_ADVICE = " (in what it read, not a file of the repository)"
"""What :data:`INPUT` becomes otherwise."""
INPUT_LINES = 20
"""Lines above the advising signal's line read at most for the command that ran its tool."""
_OPTIONS_WITH_VALUES = frozenset({"--arg", "--argjson", "--slurpfile", "--rawfile", "--args", "--jsonargs"})
"""jq's options that take values after them (two each but ``--args``/``--jsonargs``, which end the files)."""


def input_files(command: str, tool: str) -> list[str]:
    """The files ``command`` (a command line, a trace's ``+`` marks and all) that runs ``tool`` names
    after its first operand (jq's filter): ``["package.json"]`` of ``jq -r .version package.json``;
    ``[]`` when it names none (it reads a pipe) or cannot be split."""
    try:
        words = shlex.split(command.lstrip("+$ "))
    except ValueError:
        return []
    if tool not in words:
        return []
    operands: list[str] = []
    rest = iter(words[words.index(tool) + 1 :])
    for word in rest:
        if word in ("|", "&&", "||", ";", ">", "<") or word.startswith((">", "<", "|")):
            break
        if word in _OPTIONS_WITH_VALUES:
            if word in ("--args", "--jsonargs"):
                break
            next(rest, None)
            next(rest, None)
        elif not word.startswith("-"):
            operands.append(word)
    return operands[1:]


def _folder(folder: str | None) -> str:
    """:data:`FOLDER`'s words for ``folder``, a folder a signal's line names (``None`` or empty: it
    names none): the runner's checkout folder as :data:`CHECKOUT_ROOT_ADVICE`, another as
    :data:`FOLDER_ADVICE`, redacted; the empty string for none."""
    if not folder:
        return ""
    root = checkout_folder(f"{folder}/")
    shown = redact(folder)
    return CHECKOUT_ROOT_ADVICE.format(shown) if root and len(root) >= len(folder) else FOLDER_ADVICE.format(shown)


def _input(lines: dict[int, LogLine], number: int | None, tool: str | None) -> str:
    """:data:`INPUT`'s words for the advising signal's line ``number`` of ``lines`` (line number →
    line read), whose tool is ``tool``: the files of the nearest line above it, within
    :data:`INPUT_LINES` lines, that runs the tool (its first word, after a trace's ``+`` marks or a
    prompt's ``$``; :func:`input_files`); :data:`NO_INPUT_ADVICE` when it names none."""
    if number is None or not tool:
        return NO_INPUT_ADVICE
    for above in range(number - 1, max(0, number - INPUT_LINES) - 1, -1):
        line = lines.get(above)
        if line is None:
            continue
        text = line.text.strip()
        if text.lstrip("+$ ").split(" ", 1)[0] != tool:
            continue
        files = input_files(text, tool)
        if files:
            return INPUT_ADVICE.format(file=redact(files[0]), command=redact(text.lstrip("+$ ")))
        return NO_INPUT_ADVICE
    return NO_INPUT_ADVICE


def signal_next_step(
    classification: Classification,
    lines: dict[int, LogLine],
    log_format: LogFormat,
    commands: Sequence[str] = (),
    repeated: bool = False,
    earlier: EarlierLines | None = None,
) -> str | None:
    """The next step of the strongest of ``classification``'s signals (its ``signals``, strongest
        first) of the verdict's category whose skill signal has one, found on the line it matched in
        ``lines`` (line number → line read): its words for ``log_format``, the format of the job's log
        (``next_step_by_format``), else its ``next_step``; ``None`` when none has one (the report then
        gives the category's generic next step). When ``repeated`` (the failing step's command already
        failed attempts before its last: :attr:`~ci_triage.logs.first_pass.Section.failed_attempts`),
        the signal's ``next_step_repeated`` replaces both where it has one: the re-run was done.

        Advice holding :data:`COMMAND` names the command that runs the failed work again, the log's
        own (:func:`rerun_command`: the command of the failing step's ``commands`` that ran the
        signal's tool, else the one the tool itself printed); with neither, the signal gives none;
        one holding :data:`COMMAND_OR` (``{command|EXAMPLE}``) names it too, or its example
        without one (:func:`with_command_or_example`).
        Advice holding :data:`GENERATOR` names the step's command that wrote what the signal's tool
        checked (``go mod tidy`` before ``git diff --exit-code``), when the step shows one. Advice
        holding :data:`FIX` quotes the fix the tool printed on the signal's line (its
        :data:`FIX_GROUP` group); without one, or when the advice it makes is not plain advice
        (:func:`~ci_triage.logs.plain_advice.plain_advice`: the log's text making a link or a mention),
        the signal gives none; so does advice holding :data:`PACKAGE` without the package its line names
        missing (:data:`PACKAGE_GROUP`), quoted in it; so does advice holding :data:`FOUND` without the
        versions its line says were found and required, quoted in it with the package (:func:`_versions`:
        CMake's ``Found unsuitable version``). Advice holding :data:`HINT` quotes the hint the
        tool printed under the signal's line (:func:`_hint`), or says nothing there when it printed none
        or the quote would not be plain advice. Advice holding :data:`HOST` names the host name a DNS
        failure is about, or is replaced for one that never resolves (:func:`_with_host`). Advice
        holding :data:`FOLDER` names the folder a script was looked for in, as the signal's line shows
        it (:func:`_folder`). Advice holding :data:`PORT` names the port the signal's line dialled, and one
        holding :data:`SERVICE` the service that listens there (:func:`service_advice`), or is replaced
        whole when the step's ``set -x`` trace shows its script started a server
        (:func:`~ci_triage.logs.traced_server.traced_server`: :data:`PORTS_DIFFER` on another port,
        else :data:`STARTED_SERVER`). Advice
        holding :data:`CODES` names the rules the skill's findings in the step name (:func:`_codes`); one
        holding :data:`REPRODUCE` quotes what the tool printed to replay the failure (:func:`_reproduction`);
        one holding :data:`SECRET` says first what to do about a missing secret its line names
        (:func:`~ci_triage.logs.missing_secret.missing_secret_advice`);
        one holding :data:`FRAME` names the top frame in the project's code of a stack trace below the
        advising line (:func:`_top_own_frame`).
        Advice holding :data:`INSTALLED` says first that the index serves the package the signal's line
        says it does not have when the job installed that package in an earlier step (``earlier``: the
        lines above the failing step holding a literal). Advice holding :data:`REQUIREMENTS` quotes the
        requirements of a conflict the tool explained below the signal's line (:func:`_requirements`), or
        says nothing there when it explained none. Advice holding
        :data:`~ci_triage.logs.memory_limit.ALLOCATION` names the size of the allocation the signal's
        line says was refused, and one holding :data:`~ci_triage.logs.memory_limit.LIMIT` the memory cap
        the step's ``commands`` set (:func:`~ci_triage.logs.memory_limit.limit_advice`). Advice holding
        :data:`CONFLICT` is replaced whole when the source line the parser quotes above the signal's is a
        merge-conflict marker (:func:`_with_conflict`). Advice holding :data:`IGNORED` is replaced whole
    when pip ignored the very version the signal's line asks for for its ``Requires-Python``
    (:func:`_with_ignored`). Advice holding :data:`BUILT` names the package a failed build was building
    and what required it (:func:`_built`). Advice holding :data:`SUBMODULE` is replaced whole
        when the missing header's include folder lies in a git submodule the log names
        (:func:`_with_submodule`). Each
        piece of the log is redacted as it is filled in (:func:`~ci_triage.base.redact.redact`), the
        advice's own words are not: a password that is an ordinary word masks only the log's text.

        A signal counted for a category neither its skill's nor its ``outside_tests`` one (a per-test
        timeout among tests that failed otherwise, counted as one more failed test by
        :mod:`ci_triage.logs.classify`) gives none: its advice is about its own category, which would
        speak of the timeout alone above an assertion that failed first (mocha's ``'6.0' !== '6.00'``,
        then ``Error: Timeout of 300ms exceeded``). A line of a signal that
        ``contests`` another category, counted for the category the log settled it as (pytest's import
        of a package the job did not install, or of the project's own not installed,
        :mod:`ci_triage.logs.missing_import`), gives its own: it names each reading's fix."""
    number, advising = _advising_match(classification, lines)
    return match_next_step(number, advising, lines, log_format, commands, repeated, earlier)


def match_next_step(
    number: int | None,
    advising: SignalMatch | None,
    lines: dict[int, LogLine],
    log_format: LogFormat,
    commands: Sequence[str] = (),
    repeated: bool = False,
    earlier: EarlierLines | None = None,
) -> str | None:
    """The next step of the signal match ``advising`` on line ``number`` (1-based) of ``lines``
    (line number → line read), in ``log_format``'s words, its placeholders filled as
    :func:`signal_next_step` says (every advice a report shows passes here, so none is left
    unfilled), ``earlier`` the lines above the failing step holding a literal (:data:`INSTALLED`;
    ``None``: none read); ``None`` without a match or advice, or when a placeholder it needs has no value."""
    signal = advising.signal if advising else None
    advice = signal.next_step_by_format.get(log_format, signal.next_step) if signal else None
    if signal is not None and repeated and signal.next_step_repeated:
        advice = signal.next_step_repeated
    if advising is not None and advice is not None and FIX in advice:
        fix = advising.groups.get(FIX_GROUP)
        advice = advice.replace(FIX, redact(fix.strip())) if fix else None
        advice = advice if advice is not None and plain_advice(advice) else None
    if advising is not None and number is not None and advice is not None and FOUND in advice:
        advice = _versions(advice, lines, number, advising)
    if advising is not None and advice is not None and PACKAGE in advice:
        package = advising.groups.get(PACKAGE_GROUP)
        advice = advice.replace(PACKAGE, redact(package.strip())) if package else None
        advice = advice if advice is not None and plain_advice(advice) else None
    if advising is not None and advice is not None and TEST in advice:
        test = advising.groups.get(TEST_GROUP)
        advice = advice.replace(TEST, redact(test.strip())) if test else None
        advice = advice if advice is not None and plain_advice(advice) else None
    if advising is not None and advice is not None and PORT in advice:
        port = advising.groups.get(PORT_GROUP)
        advice = advice.replace(PORT, PORT_ADVICE.format(redact(port)) if port else "")
    if advising is not None and advice is not None and FOLDER in advice:
        advice = advice.replace(FOLDER, _folder(advising.groups.get(FOLDER_GROUP)))
    if advising is not None and advice is not None and SERVICE in advice:
        server = traced_server(lines, number) if number is not None else None
        advice = (
            _started_server_advice(server, advising.groups.get(PORT_GROUP))
            if server is not None
            else advice.replace(SERVICE, service_advice(advising.groups.get(PORT_GROUP)))
        )
    if signal is not None and advice is not None and INPUT in advice:
        quoted = advice.replace(INPUT, _input(lines, number, signal.tool))
        advice = quoted if plain_advice(quoted) else advice.replace(INPUT, NO_INPUT_ADVICE)
    if advice is not None and HINT in advice:
        quoted = advice.replace(HINT, _hint(lines, number))
        advice = quoted if plain_advice(quoted) else advice.replace(HINT, "")
    if advising is not None and advice is not None and INSTALLED in advice:
        package = advising.groups.get(PACKAGE_GROUP) or ""
        installed = INSTALLED_ADVICE.format(redact(package)) if installed_earlier(package, earlier) else ""
        advice = advice.replace(INSTALLED, installed)
    if advice is not None and CONFLICT in advice:
        advice = _with_conflict(advice, lines, number)
    if advice is not None and IGNORED in advice:
        advice = _with_ignored(advice, lines, number)
    if advice is not None and BUILT in advice:
        advice = advice.replace(BUILT, _built(built_package(lines, number)))
    if advice is not None and SUBMODULE in advice:
        advice = _with_submodule(advice, lines, number, log_format, earlier)
    if advice is not None and HOST in advice:
        advice = _with_host(advice, lines, number)
    if advice is not None and REQUIREMENTS in advice:
        quoted = advice.replace(REQUIREMENTS, _requirements(lines, number))
        advice = quoted if plain_advice(quoted) else advice.replace(REQUIREMENTS, "")
    if advising is not None and advice is not None and CHECK in advice:
        check = advising.groups.get(CHECK_GROUP)
        advice = advice.replace(CHECK, redact(check.strip())) if check else None
        advice = advice if advice is not None and plain_advice(advice) else None
    if advising is not None and advice is not None and PLACE in advice:
        quoted = advice.replace(PLACE, _error_place(lines, number, advising))
        advice = quoted if plain_advice(quoted) else advice.replace(PLACE, "")
    if advice is not None and REPEAT in advice:
        quoted = advice.replace(REPEAT, _repeat(lines, number))
        advice = quoted if plain_advice(quoted) else advice.replace(REPEAT, "")
    if advice is not None and SECRET in advice:
        line = lines.get(number) if number is not None else None
        advice = advice.replace(SECRET, missing_secret_advice(line.text) if line is not None else "")
    if advice is not None and FRAME in advice:
        quoted = advice.replace(FRAME, _top_own_frame(lines, number))
        advice = quoted if plain_advice(quoted) else advice.replace(FRAME, "")
    if advice is not None and REPRODUCE in advice:
        quoted = advice.replace(REPRODUCE, _reproduction(lines, number))
        advice = quoted if plain_advice(quoted) else advice.replace(REPRODUCE, "")
    if advising is not None and advice is not None and CODES in advice:
        advice = advice.replace(CODES, _codes(lines, number, advising.signal.skill))
    if advising is not None and advice is not None and ALLOCATION in advice:
        size = advising.groups.get(ALLOCATION_GROUP)
        advice = advice.replace(ALLOCATION, ALLOCATION_ADVICE.format(redact(size)) if size else "")
    if advice is not None and LIMIT in advice:
        advice = advice.replace(LIMIT, redact(limit_advice(commands)))
    if signal is not None and advice is not None and GENERATOR in advice:
        generator = command_before(commands, signal.tool) if signal.tool else None
        advice = advice.replace(GENERATOR, GENERATOR_ADVICE.replace(GENERATOR, redact(generator)) if generator else "")
    if signal is None or advice is None or (COMMAND not in advice and COMMAND_OR not in advice):
        return advice
    command = rerun_command(signal, lines, commands)
    advice = with_command_or_example(advice, redact(command) if command else None)
    if COMMAND not in advice:
        return advice
    return advice.replace(COMMAND, redact(command)) if command else None


def with_command_or_example(advice: str, command: str | None) -> str:
    """``advice`` with each :data:`COMMAND_OR` placeholder, ``{command|EXAMPLE}``, replaced by
    ``command`` (the log's command that runs the failed work again), or by its ``EXAMPLE`` when
    ``command`` is ``None``; a placeholder left unclosed is left as it is."""
    start = advice.find(COMMAND_OR)
    while start >= 0:
        end = advice.find("}", start)
        if end < 0:
            break
        filled = command if command is not None else advice[start + len(COMMAND_OR) : end]
        advice = advice[:start] + filled + advice[end + 1 :]
        start = advice.find(COMMAND_OR, start + len(filled))
    return advice


def health_check_advice(port: int) -> str:
    """How to make a job wait for the service on ``port`` of this machine: a health check in its
    ``services:`` entry's ``options:`` (:data:`HEALTH_CHECKS`' command for a known port, else one that
    asks it), or a wait in the step until it answers."""
    known = HEALTH_CHECKS.get(str(port))
    if known is None:
        wait = f"a wait in the step until port {port} answers"
        return f"a health check that asks it (`options: --health-cmd …`), or {wait}"
    return f"a health check (`options: --health-cmd {known[1]}`), or a wait in the step until it answers (`{known[2]}`)"


PORTS_DIFFER = (
    "The step's script started a server on port {started} (line {line}: `{command}`) but connected to port"
    " {dialled}: the ports differ, so nothing listened where it connected. Make the script connect to the port"
    " it started the server on (or start it on {dialled}); no `services:` entry is missing. A re-run fails"
    " the same way."
)
"""The advice of a refused connection to a port of this machine when the step's ``set -x`` trace shows it
started a server on another port (:func:`~ci_triage.logs.traced_server.traced_server`)."""
STARTED_SERVER = (
    "The step's script started the server it connected to (line {line}: `{command}`), and it refused the"
    " connection: it had not started listening yet, or it exited. Read its output above; wait until port"
    " {started} answers before connecting (a loop over `curl --retry-connrefused`, a longer wait)."
)
"""The advice of a refused connection when the step's trace shows the server started on that port."""


def _started_server_advice(server: TracedServer, dialled: str | None) -> str:
    """The advice of a refused connection to port ``dialled`` (``None``: a socket) of this machine that
    the step's trace shows ``server`` started before: :data:`PORTS_DIFFER` when it listens on
    another port, else :data:`STARTED_SERVER`; the log's text redacted."""
    values = {"line": server.line, "command": redact(server.command), "started": redact(server.port)}
    if dialled and dialled != server.port:
        return PORTS_DIFFER.format(dialled=redact(dialled), **values)
    return STARTED_SERVER.format(**values)


def service_advice(port: str | None) -> str:
    """What :data:`SERVICE` becomes for ``port``, the port a refused connection dialled (``None``: a
    socket): the service that usually listens there (:data:`SERVICE_ADVICE`), else the port alone."""
    if not port:
        return NO_PORT_ADVICE
    return SERVICE_ADVICE.get(port) or OTHER_PORT_ADVICE.format(port=redact(port))


BOXED_ERROR = (
    "Fix the error inside the build's output that the summary quotes{error}: pip's `×` line only reports that the"
    " build step failed, and later errors often follow from the first."
)
"""The advice when the verdict's advising signal is a wrapper's line over a box of a subprocess's
output (pip's ``× Building wheel for x (pyproject.toml) did not run successfully.``) and the line
the summary quotes is an error inside the box whose own signal gives no next step (gcc's, rustc's,
Cython's): about that error, its place and message (``{error}``, the summary's quote in a code span,
its backticks made quotes; nothing where even so it would not be plain advice), not the wrapper's
generic "read the last lines of the output"."""


def boxed_error_next_step(
    classification: Classification,
    lines: dict[int, LogLine],
    quoted: int | None,
    headline: str | None,
    signals: SignalIndex,
    log_format: LogFormat,
    commands: Sequence[str] = (),
) -> str | None:
    """The next step about the error inside a box of output when ``classification``'s advising
    signal (:func:`signal_next_step`'s) is on the line that opens the box and the line the summary
    quotes, ``quoted`` (1-based, its text ``headline``), is inside it with an ``error`` signal of
    ``signals`` of the verdict's category reading it once the box's indentation is removed
    (:func:`~ci_triage.logs.boxed_output.boxed_error`: gcc's ``src/x.c:23:47: error: …`` under
    pip's ``× Building wheel …``): that signal's own next step (:func:`match_next_step`, meson's
    advice on a build definition's line), else :data:`BOXED_ERROR` quoting ``headline``. ``None``
    otherwise: the wrapper's advice stands (the box's last line is the exception a ``setup.py``
    raised, another category's cause)."""
    number, advising = _advising_match(classification, lines)
    if number is None or advising is None or quoted is None or quoted == number or not headline:
        return None
    inner = boxed_error(lines, number, quoted, signals)
    if inner is None or inner.signal.category != classification.category:
        return None
    own = match_next_step(quoted, inner, lines, log_format, commands)
    if own is not None:
        return own
    advice = BOXED_ERROR.format(error=" (`{}`)".format(headline.replace("`", "'")))
    return advice if plain_advice(advice) else BOXED_ERROR.format(error="")


def rival_refusal(
    classification: Classification, lines: dict[int, LogLine], log_format: LogFormat
) -> tuple[int, str] | None:
    """The line (1-based) and the next step, in ``log_format``'s words, of the strongest rival of
    ``classification`` (its ``competing``, strongest first) whose line in ``lines`` a
    ``service_refusal`` signal with advice matched (:attr:`ci_triage.logs.skills.Signal.service_refusal`:
    a connection refused, a login refused, a database the server does not have), when the verdict's
    advice does not already cover it: a test failure's (some tests failed otherwise), or a verdict
    decided by another kind of refusal (a login refused at the script's end, a connection refused
    earlier: each kind has its own fix). The advice's placeholders are filled from the rival's line
    as :func:`signal_next_step` fills the verdict's (the port it dialled). A test failure's own line a
    refusal reads too, no rival as no weightier than the verdict's reading (:func:`own_line_refusal`),
    counts when no rival does. ``None`` without such a rival, or when its advice is the verdict's own."""
    _number, advising = _advising_match(classification, lines)
    own = advising.signal if advising is not None else None
    if classification.category != "test failure" and (own is None or not own.service_refusal):
        return None
    said = own.next_step_by_format.get(log_format, own.next_step) if own is not None else None
    for number, match in _rival_matches(classification, lines):
        advice = match.signal.next_step_by_format.get(log_format, match.signal.next_step)
        if match.signal.service_refusal and advice != said:
            filled = match_next_step(number, match, lines, log_format) if advice else None
            return (number, filled) if filled else None
    return own_line_refusal(classification, lines, log_format)


def _rival_matches(classification: Classification, lines: dict[int, LogLine]) -> Iterator[tuple[int, SignalMatch]]:
    """Each rival of ``classification`` (its ``competing``, strongest first) read on its line in
    ``lines``: the line's number (1-based) and the match of the signal that read it there."""
    for other in classification.competing:
        hit = other.signal
        if hit is None or (line := lines.get(hit.line)) is None:
            continue
        for match in line.matches:
            if (match.signal.skill, match.signal.id) == (hit.skill, hit.signal):
                yield hit.line, match


OTHER_ROW = " Also, line {line} (another row of the same report): {advice}"
"""Added to a verdict's next step for a rival row of the same report (:func:`rival_row`)."""


def rival_row(classification: Classification, lines: dict[int, LogLine], log_format: LogFormat) -> str | None:
    """:data:`OTHER_ROW` for the strongest rival of ``classification`` (its ``competing``, strongest
    first) read on another row of the same report as the verdict's advising line: its signal is of
    the same tool and about the same kind of project file (:attr:`~ci_triage.logs.skills.Signal.project_file`),
    with advice of its own, filled from its line as :func:`match_next_step` fills it. A tool that
    lists its findings a row each, each row naming its place, gives each row the cause it has:
    ``sphinx-build -b linkcheck``'s ``(index: line 4) broken URL - 404 Client Error`` is a dead link,
    its ``(index: line 4) broken URL - … NameResolutionError(…)`` beside it a host the checker could
    not reach, the runner's network (Sphinx 9.0.4), whose fix, a re-run or ``linkcheck_ignore``,
    is not the dead link's. ``None`` without such a rival, or when its advice is the verdict's own."""
    _number, advising = _advising_match(classification, lines)
    own = advising.signal if advising is not None else None
    if own is None or own.project_file is None or own.tool is None:
        return None
    said = own.next_step_by_format.get(log_format, own.next_step)
    for number, match in _rival_matches(classification, lines):
        if (match.signal.tool, match.signal.project_file) != (own.tool, own.project_file):
            continue
        advice = match_next_step(number, match, lines, log_format)
        if advice and advice != said:
            return OTHER_ROW.format(line=number, advice=advice)
    return None


def own_line_refusal(
    classification: Classification, lines: dict[int, LogLine], log_format: LogFormat
) -> tuple[int, str] | None:
    """The line (1-based) and the next step, in ``log_format``'s words, of the first line of a ``test
    failure`` verdict's own signals in ``lines`` (line number → line read) that a ``service_refusal``
    signal of another category reads too, with advice: pytest's ``E   ConnectionRefusedError: [Errno
    111] Connection refused`` is a failed test's error line and a refusal naming no host at once, and
    that refusal, no weightier, is not the verdict's rival (trial 89: one test refused on
    127.0.0.1:5433 beside two failed assertions). ``None`` for another verdict or without such a line."""
    if classification.category != "test failure":
        return None
    for hit in sorted(classification.signals, key=lambda hit: hit.line):
        line = lines.get(hit.line)
        for match in line.matches if line is not None else ():
            signal = match.signal
            if signal.service_refusal and signal.category != classification.category:
                advice = match_next_step(hit.line, match, lines, log_format)
                if advice is not None:
                    return hit.line, advice
    return None


def rerun_command(signal: CompiledSignal, lines: dict[int, LogLine], commands: Sequence[str]) -> str | None:
    """The command that runs ``signal``'s failed work again, as the log shows it: the first simple
    command of the failing step's ``commands`` (:func:`ci_triage.logs.analyse.step_commands`) that
    runs the signal's tool (:func:`ci_triage.logs.tools.tool_command`: ``pre-commit run --all-files
    --show-diff-on-failure``), else the :data:`RERUN_GROUP` group of a line in ``lines`` (line number
    → line read) a signal of the same tool matched, the command the tool said reproduces it
    (pre-commit's ``reproduce locally with: `pre-commit run --all-files```); ``None`` when the
    log shows neither."""
    command = tool_command(commands, signal.tool) if signal.tool else None
    return command or next(
        (
            match.groups[RERUN_GROUP]
            for number in sorted(lines)
            for match in lines[number].matches
            if match.signal.tool == signal.tool and match.groups.get(RERUN_GROUP)
        ),
        None,
    )


def accounts_for_failed_tests(
    classification: Classification, lines: dict[int, LogLine], tests: list[FailedTest]
) -> bool:
    """Whether the signal whose next step :func:`signal_next_step` gives says why each of ``tests``
    (the job's failed tests, as the report names them) failed in a test failure verdict: a line it,
    or a signal giving the same next step (jest's crash and its worker's retries), matched in
    ``lines`` (line number → line read) is the test's own line (``log_line``: pytest's ``FAILED
    t.py::test_b - [XPASS(strict)] …``), the line its message quotes (``at setup: E   fixture 'db'
    not found``; or its signal's ``message`` group is, past a TAP comment's ``#``: node --test's
    ``# Error [ERR_REQUIRE_ESM]: …`` of a test file that did not load), or lies in the test's
    report: the nearest line at or above it that names one of
    ``tests`` (a signal's ``test``, ``running`` or ``file`` group: ``___ ERROR at setup of test_query ___``,
    ``t.py::test_a Fatal Python error: Segmentation fault``,
    ``___ ERROR collecting tests/test_cart.py ___``, jest's ``● suite › test`` above its ``› 1
    snapshot failed``; a stack frame's file names no failed test) names this one. When it does not
    (another test failed on an assertion), its advice is about one kind of test error only and
    follows the failed tests' generic advice instead of replacing it; with no failed test named, no
    such signal, or another verdict (out-of-memory, a timeout: advice about the whole run), it does
    (``True``)."""
    _number, advising = _advising_match(classification, lines)
    signal = advising.signal if advising else None
    if signal is None or not tests or classification.category != "test failure":
        return True
    accounted = _accounted(signal.next_step, lines, tests)
    return all(test.name in accounted for test in tests)


def unexplained_tests(
    classification: Classification, lines: dict[int, LogLine], tests: list[FailedTest]
) -> list[FailedTest]:
    """The failed tests (of ``tests``, in order) that the advising signal of a verdict other than a
    test failure does not account for (as :func:`accounts_for_failed_tests` reads ``lines``), when it
    accounts for at least one: a test that failed for a reason of its own beside the one the advice
    is about (prove's ``t/json.t`` without JSON::XS, and ``t/stock.t``'s ``got: '2'``); else none
    (the verdict is a test failure, no signal advises, or its advice is about none of the tests)."""
    _number, advising = _advising_match(classification, lines)
    signal = advising.signal if advising else None
    if signal is None or not tests or classification.category == "test failure":
        return []
    accounted = _accounted(signal.next_step, lines, tests)
    return [test for test in tests if test.name not in accounted] if accounted else []


def _accounted(next_step: str | None, lines: dict[int, LogLine], tests: list[FailedTest]) -> set[str]:
    """The names of ``tests`` that a line of ``lines`` matched by a signal giving ``next_step``
    accounts for (see :func:`accounts_for_failed_tests`)."""
    naming = sorted(
        (number, test.name)
        for number, line in lines.items()
        for match in line.matches
        if (named := match.groups.get("test") or match.groups.get("running") or match.groups.get("file"))
        for test in tests
        if _names(named, test.name)
    )
    numbers = [number for number, _ in naming]
    accounted: set[str] = set()
    for number, line in lines.items():
        if not any(match.signal.next_step == next_step for match in line.matches):
            continue
        said = [line.text.strip(), *(match.groups.get("message") or "" for match in line.matches)]
        accounted.update(
            test.name
            for test in tests
            if number == test.log_line or any(quote and quote in (test.message or "") for quote in said)
        )
        at = bisect_right(numbers, number) - 1
        if at >= 0:
            accounted.add(naming[at][1])
    return accounted


def _names(section: str | None, test: str) -> bool:
    """Whether ``section`` (what a section's heading names: a test, ``TestCart.test_add``, or a file)
    is the failed test ``test`` (``tests/test_cart.py::TestCart::test_add``)."""
    return section is not None and (
        test == section or test.endswith(("::" + section, "::" + section.replace(".", "::")))
    )


def _advising_match(
    classification: Classification, lines: dict[int, LogLine]
) -> tuple[int, SignalMatch] | tuple[None, None]:
    """The match, on its line in ``lines``, of the strongest of ``classification``'s signals of the
    verdict's category whose skill signal has a next step (:func:`signal_next_step`), with that
    line's number (1-based); ``(None, None)`` when none has."""
    return next(_advising_matches(classification, lines), (None, None))


def _advising_matches(classification: Classification, lines: dict[int, LogLine]) -> Iterator[tuple[int, SignalMatch]]:
    """Each match, on its line in ``lines``, of ``classification``'s signals of the verdict's
    category whose skill signal has a next step, strongest first (as :func:`_advising_match` picks
    the first), with that line's number (1-based). A match of a finding its tool printed as a
    warning (:func:`~ci_triage.logs.finding_severity.warning_level`) is left out when another
    tool's match is no warning: in a step that runs several linters the summary quotes the other
    tool's error (:func:`~ci_triage.logs.finding_severity.other_tools_errors_first`), and the
    advice is for the tool that failed, not for yamllint's warning that passed."""
    found: list[tuple[int, SignalMatch]] = []
    for hit in classification.signals:
        line = lines.get(hit.line) if hit.category == classification.category else None
        for match in line.matches if line is not None else ():
            signal = match.signal
            if (signal.skill, signal.id) == (hit.skill, hit.signal) and (
                signal.contests is not None or hit.category in (signal.category, signal.outside_tests)
            ):
                found.append((hit.line, match))
    failed = {_tool(match) for _number, match in found if match.signal.role == "error" and not warning_level(match)}
    for number, match in found:
        if match.signal.next_step and (not warning_level(match) or not failed - {_tool(match)}):
            yield number, match


def _tool(match: SignalMatch) -> str:
    """The tool ``match``'s signal reads: its ``tool``, else its skill's name."""
    return match.signal.tool or match.signal.skill


def other_tests_advice(
    classification: Classification,
    lines: dict[int, LogLine],
    tests: list[FailedTest],
    log_format: LogFormat,
    commands: Sequence[str] = (),
    repeated: bool = False,
    earlier: EarlierLines | None = None,
) -> tuple[list[str], bool]:
    """The next steps (filled in as :func:`match_next_step` fills them) of the weaker signals of a
    test failure verdict whose advice is about failed tests (of ``tests``) the advising signal's is
    not about (as :func:`accounts_for_failed_tests` reads ``lines``, line number → line read): one
    per other advice, strongest first, each accounting for a test none before it does (Hypothesis'
    ``FailedHealthCheck`` in one test and its falsifying example in another: two findings of one
    tool, each with its own advice); and whether the advising signal and those account for every
    failed test. ``([], False)`` when no signal advises, no test failed or the verdict is another."""
    number, advising = _advising_match(classification, lines)
    if advising is None or number is None or not tests or classification.category != "test failure":
        return [], False
    accounted = _accounted(advising.signal.next_step, lines, tests)
    given = {advising.signal.next_step}
    found: list[str] = []
    for at, match in _advising_matches(classification, lines):
        if match.signal.next_step in given:
            continue
        given.add(match.signal.next_step)
        more = _accounted(match.signal.next_step, lines, tests) - accounted
        advice = match_next_step(at, match, lines, log_format, commands, repeated, earlier) if more else None
        if advice:
            accounted |= more
            found.append(advice)
    return found, all(test.name in accounted for test in tests)


def rival_tests_advice(
    classification: Classification,
    lines: dict[int, LogLine],
    tests: list[FailedTest],
    log_format: LogFormat,
    commands: Sequence[str] = (),
    earlier: EarlierLines | None = None,
) -> str | None:
    """The next step (filled in as :func:`match_next_step` fills it) of the strongest rival of a test
    failure verdict (its ``competing``, strongest first) whose line in ``lines`` (line number → line
    read) a signal with advice reads and that accounts for a failed test of ``tests`` (as
    :func:`accounts_for_failed_tests` reads it: the test's message is that line): prove's ``t/02-json.t``
    that died on ``Can't locate JSON/MaybeXSSS.pm in @INC (you may need to install the JSON::MaybeXSSS
    module)`` beside ``t/01-add.t``'s failed assertion; alone, the same line decides the verdict and
    gives that advice. A service refusal has its own sentence (:func:`rival_refusal`). ``None`` for
    another verdict, or when no rival's line explains a failed test."""
    if classification.category != "test failure" or not tests:
        return None
    for other in classification.competing:
        hit = other.signal
        if hit is None or (line := lines.get(hit.line)) is None:
            continue
        for match in line.matches:
            signal = match.signal
            if (signal.skill, signal.id) != (hit.skill, hit.signal) or not signal.next_step or signal.service_refusal:
                continue
            if _accounted(signal.next_step, {hit.line: line}, tests):
                return match_next_step(hit.line, match, lines, log_format, commands, earlier=earlier)
    return None


def _hint(lines: dict[int, LogLine], number: int | None) -> str:
    """:data:`HINT`'s words for the advising signal's line ``number`` in ``lines`` (line number →
    line read): the first hint a signal's ``hint`` or ``meant`` group matched on the
    :data:`HINT_LINES` lines below it, quoted (:data:`HINT_ADVICE`); ``""`` when there is none."""
    for below in range(number + 1, number + 1 + HINT_LINES) if number is not None else ():
        for match in lines[below].matches if below in lines else ():
            for group, words in HINT_ADVICE.items():
                if match.groups.get(group):
                    return words.format(redact(match.groups[group]))
    return ""


def _with_conflict(advice: str, lines: dict[int, LogLine], number: int | None) -> str:
    """``advice`` (holding :data:`CONFLICT`) without it, or :data:`CONFLICT_ADVICE` when one of the
    :data:`CONFLICT_LINES` lines above line ``number`` (1-based) is a conflict marker."""
    for above in range(number - 1, number - 1 - CONFLICT_LINES, -1) if number is not None else ():
        line = lines.get(above)
        if line is not None and CONFLICT_MARKER.match(line.text):
            return CONFLICT_ADVICE.format(marker=redact(line.text.strip()))
    return advice.replace(CONFLICT, "")


def _with_ignored(advice: str, lines: dict[int, LogLine], number: int | None) -> str:
    """``advice`` (holding :data:`IGNORED`) without it, or :data:`IGNORED_ADVICE` when pip's line
    above line ``number`` (1-based) lists the version that line asks for with its ``Requires-Python``
    (:func:`~ci_triage.logs.pip_ignored.ignored_release`)."""
    found = ignored_release(lines, number)
    if found is None:
        return advice.replace(IGNORED, "")
    above, entry = found
    return IGNORED_ADVICE.format(entry=redact(entry), line=above)


def _built(package: BuiltPackage | None) -> str:
    """What :data:`BUILT` becomes for ``package`` (:data:`BUILT_ADVICE`, with :data:`SDIST_ADVICE` for
    one built from its source distribution); nothing without one."""
    if package is None:
        return ""
    named = BUILT_ADVICE.format(package=redact(package.label()), line=package.line)
    if not package.sdist:
        return named
    parent = PARENT_ADVICE.format(parent=redact(package.required_by)) if package.required_by else ""
    return named + SDIST_ADVICE.format(name=redact(package.name), parent=parent)


def _with_submodule(
    advice: str, lines: dict[int, LogLine], number: int | None, log_format: LogFormat, earlier: EarlierLines | None
) -> str:
    """``advice`` (holding :data:`SUBMODULE`) without it, or :data:`SUBMODULE_ADVICE` in ``log_format``'s
    words when the header line ``number`` misses is looked for in a git submodule the log names."""
    found = header_submodule(lines, number, earlier) if number is not None else None
    if found is None:
        return advice.replace(SUBMODULE, "")
    words = SUBMODULE_ADVICE.get(log_format, SUBMODULE_ADVICE[None])
    state = SUBMODULE_STATE[found.uninitialised]
    return words.format(folder=redact(found.folder), path=redact(found.path), state=state)


def _host(lines: dict[int, LogLine], number: int | None) -> tuple[str, int] | None:
    """The host name a DNS failure on line ``number`` of ``lines`` (line number → line read) is about
    and the line naming it: the nearest line, that one first and then up to :data:`HOST_LINES`
    lines above it, that :data:`HOST_NAMED` matches; ``None`` when no line read there names one."""
    for above in range(number, max(number - HOST_LINES, 0), -1) if number is not None else ():
        if above in lines and (found := HOST_NAMED.search(lines[above].text)) is not None:
            return found.group("host"), above
    return None


def _with_host(advice: str, lines: dict[int, LogLine], number: int | None) -> str:
    """``advice`` with :data:`HOST` filled for the advising signal's line ``number`` in ``lines``
    (:func:`_host`), or :data:`NEVER_RESOLVES_ADVICE` in its place for a host that never resolves."""
    host = _host(lines, number)
    if host is None:
        return advice.replace(HOST, NO_HOST_ADVICE)
    name, line = redact(host[0]), host[1]
    if name.lower().endswith(NEVER_RESOLVES):
        return NEVER_RESOLVES_ADVICE.format(name, line)
    return advice.replace(HOST, HOST_ADVICE.format(name, line))


def _requirements(lines: dict[int, LogLine], number: int | None) -> str:
    """:data:`REQUIREMENTS`' words for the advising signal's line ``number`` in ``lines`` (line number
    → line read): the :data:`REQUIREMENT_GROUP` groups of the first line with one within
    :data:`REQUIREMENT_LINES` lines below it and of each line right after that holds one too, the
    first :data:`REQUIREMENTS_SHOWN` quoted and the rest counted; ``""`` when there is none."""
    if number is None:
        return ""
    found: list[str] = []
    below, below_first = number + 1, number + REQUIREMENT_LINES
    while below in lines and (found or below <= below_first):
        named = [
            groups[REQUIREMENT_GROUP]
            for match in lines[below].matches
            if (groups := match.groups).get(REQUIREMENT_GROUP)
        ]
        if found and not named:
            break
        found.extend(named)
        below += 1
    if not found:
        return ""
    quoted = " against ".join(f"`{redact(requirement.strip())}`" for requirement in found[:REQUIREMENTS_SHOWN])
    more = len(found) - REQUIREMENTS_SHOWN
    return REQUIREMENTS_ADVICE.format(quoted + (f" and {more} more" if more > 0 else ""))


def _top_own_frame(lines: dict[int, LogLine], number: int | None) -> str:
    """:data:`FRAME`'s words for the advising signal's line ``number`` in ``lines`` (line number →
    line read): the first frame in the project's code of a stack trace below it
    (:func:`~ci_triage.logs.crash_frame.first_own_frame`), as :data:`FRAME_ADVICE`; ``""`` when there
    is none."""
    frame = first_own_frame(lines, number, not_own_code, to_blank=False) if number is not None else None
    if frame is None:
        return ""
    function, place = frame
    return FRAME_ADVICE.format(place=redact(without_runner_folder(place)), function=redact(function))


def _error_place(lines: dict[int, LogLine], number: int | None, advising: SignalMatch) -> str:
    """:data:`PLACE`'s words for ``advising``, the advising signal's match on line ``number`` of
    ``lines`` (line number → line read): its own ``file`` and ``line`` groups, else those of the
    first match on the :data:`PLACE_LINES` lines below it in its step that has both and whose file
    is the project's (:func:`~ci_triage.logs.extract.not_own_code`), as :data:`PLACE_ADVICE`
    (``path:line``, the runner's checkout folder left out); ``""`` when there is none."""
    place = _place_of(advising, "")
    if place is None and number is not None and number in lines:
        section = lines[number].section
        for at in range(number + 1, number + 1 + PLACE_LINES):
            line = lines.get(at)
            if line is None:
                continue
            if line.section != section:
                break
            place = next((found for match in line.matches if (found := _place_of(match, line.text))), None)
            if place is not None:
                break
    return PLACE_ADVICE.format(redact(without_runner_folder(place))) if place else ""


def _place_of(match: SignalMatch, text: str) -> str | None:
    """``match``'s ``file:line`` from its ``file`` and ``line`` groups, ``None`` without both or
    when the file, named on the line ``text`` (``""``: the advising line itself), is not the
    project's own (:func:`~ci_triage.logs.extract.not_own_code`)."""
    file, line = match.groups.get("file"), match.groups.get("line")
    if not file or not line or (text and not_own_code(file, text)):
        return None
    return f"{file}:{line}"


def _repeat(lines: dict[int, LogLine], number: int | None) -> str:
    """:data:`REPEAT`'s words for the advising signal's line ``number`` in ``lines`` (line number →
    line read): the frame of the project's code its error's stack repeats
    (:func:`~ci_triage.logs.recursion_frame.repeating_frame`), as :data:`REPEAT_ADVICE`; ``""`` when
    there is none."""
    found = repeating_frame(lines, number, not_own_code) if number is not None else None
    if found is None:
        return ""
    function, place, _count = found
    return REPEAT_ADVICE.format(function=redact(function), place=redact(without_runner_folder(place)))


def _reproduction(lines: dict[int, LogLine], number: int | None) -> str:
    """:data:`REPRODUCE`'s words for the advising signal's line ``number`` in ``lines`` (line number
    → line read): the first :data:`REPRODUCE_GROUP` group a match holds on a line at or below it in
    its step (its ``section``), quoted (:data:`REPRODUCE_ADVICE`); ``""`` when there is none."""
    if number is None or number not in lines:
        return ""
    section = lines[number].section
    for at in sorted(lines):
        if at < number or lines[at].section != section:
            continue
        for match in lines[at].matches:
            if match.groups.get(REPRODUCE_GROUP):
                return REPRODUCE_ADVICE.format(redact(match.groups[REPRODUCE_GROUP].strip()))
    return ""


def _codes(lines: dict[int, LogLine], number: int | None, skill: str) -> str:
    """:data:`CODES`' words for the advising signal's line ``number`` in ``lines`` (line number →
    line read): the distinct ``code`` groups of ``skill``'s matches on the lines of that line's step
    (its ``section``), in line order, the first :data:`CODES_SHOWN` quoted and the rest counted;
    ``""`` when none names one."""
    section = lines[number].section if number in lines else None
    found = (
        _code_of(lines, at, match)
        for at in sorted(lines)
        if lines[at].section == section
        for match in lines[at].matches
        if match.signal.skill == skill
    )
    return codes_advice(list(dict.fromkeys(code for code in found if code)))


def _versions(advice: str, lines: dict[int, LogLine], number: int, match: SignalMatch) -> str | None:
    """``advice`` (holding :data:`FOUND`) with each of :data:`VERSION_PLACEHOLDERS` filled by its
    group of ``match`` on line ``number`` of ``lines``, read with the message's wrapped rest
    (:func:`wrapped_group`), redacted; ``None`` when one it holds has no value, or the advice made is
    not plain advice (:func:`~ci_triage.logs.plain_advice.plain_advice`)."""
    for placeholder, group in VERSION_PLACEHOLDERS.items():
        if placeholder not in advice:
            continue
        value = wrapped_group(lines, number, match, group)
        if not value:
            return None
        advice = advice.replace(placeholder, redact(value.strip()))
    return advice if plain_advice(advice) else None


def _code_of(lines: dict[int, LogLine], at: int, match: SignalMatch) -> str | None:
    """The rule ``match`` (a match on line ``at``, a key of ``lines``) names: its ``code`` group, read
    with the message's wrapped rest (:func:`wrapped_group`): PHP_CodeSniffer 3.7.1's ``-s`` puts the
    sniff code after a long message on the full report's last wrapped row (``   |         |
    (PSR12.Files.FileHeader.SpacingAfterBlock)`` under `` 1 | ERROR   | [x] Header blocks must be
    separated by a single blank``). ``None`` when neither names one."""
    return wrapped_group(lines, at, match, "code")


def wrapped_group(lines: dict[int, LogLine], at: int, match: SignalMatch, group: str) -> str | None:
    """The ``group`` group of ``match`` (a match on line ``at``, a key of ``lines``), or, when its
    signal's pattern has that group and the line left it empty, the group in the message a layout
    wrapped onto the lines below (:func:`~ci_triage.logs.wrapped_message.wrapped_rest`, at most
    :data:`~ci_triage.logs.extract.LOCATION_MESSAGE_CHARS` characters) read whole with the line:
    CMake 3.25 wraps ``Could NOT find Boost: Found unsuitable version "1.74.0", but required is at``
    before ``least "1.90" (found /usr/include, )``. ``None`` when neither holds it."""
    value = match.groups.get(group)
    if value or group not in match.signal.regex.groupindex:
        return value
    rest = wrapped_rest(lines, at, LOCATION_MESSAGE_CHARS)
    whole = match.signal.regex.search(f"{lines[at].text.rstrip()} {rest}") if rest else None
    return whole.groupdict().get(group) if whole else None


def codes_advice(codes: Sequence[str]) -> str:
    """:data:`CODES`' words for the rules ``codes`` (distinct, in the order to name them): the first
    :data:`CODES_SHOWN` quoted (redacted) and the rest counted; ``""`` for none."""
    if not codes:
        return ""
    quoted = ", ".join(f"`{redact(code)}`" for code in codes[:CODES_SHOWN])
    more = len(codes) - CODES_SHOWN
    return CODES_ADVICE.format(quoted + (f" and {more} more" if more > 0 else ""))


PLACEHOLDER = LazyRE2(r"\{[a-z]+(?:\|[^{}]*)?\}")
"""A placeholder of a signal's ``next_step`` (``{command}``, ``{command|EXAMPLE}``, ``{codes}``), not a
brace of its own words (Biome's ``{"linter": …}``, HLint's ``{-# HLINT ignore … #-}``)."""


def tool_next_step(
    signals: Iterable[CompiledSignal], tool: str, rules: Sequence[str], *, scanner: bool = False
) -> str | None:
    """The advice on ``tool``'s findings when no log line of it was read (a linter's Checkstyle XML or
    JUnit, a scanner's JUnit: :func:`ci_triage.logs.report.triage_path`): the ``next_step`` of the first
    of ``signals`` (a :class:`~ci_triage.logs.signals.SignalIndex`'s, in its skills' order) of role
    ``error`` that reads ``tool``'s findings (a ``code`` group: the rule a finding names; not ESLint's
    config that did not load; any of a security ``scanner``'s, whose every error line is a finding:
    checkov's ``FAILED for resource:``, trivy's ``Total:``) and holds no :data:`PLACEHOLDER` but
    :data:`CODES`, the rules ``rules`` (distinct, in the order to name them) filled in as
    :func:`codes_advice` words them; ``None`` when no such signal has one (its advice then is its
    category's)."""
    for signal in signals:
        if signal.role != "error" or signal.tool != tool or not signal.next_step:
            continue
        if "code" not in signal.regex.groupindex and not scanner:
            continue
        advice = signal.next_step.replace(CODES, codes_advice(rules))
        if not PLACEHOLDER.search(advice):
            return advice
    return None


def signal_finding(classification: Classification, lines: dict[int, LogLine]) -> str | None:
    """The ``finding`` of ``classification``'s strongest signal of the verdict's category (its
    ``signals``, strongest first), found on the line it matched in ``lines`` (line number → line
    read): what the summary names in the category's place; ``None`` when that signal has none (a
    memory message beside a ``Killed`` line: the verdict is out-of-memory, proven)."""
    hit = next((hit for hit in classification.signals if hit.category == classification.category), None)
    if hit is None or (line := lines.get(hit.line)) is None:
        return None
    return next(
        (
            match.signal.finding
            for match in line.matches
            if (match.signal.skill, match.signal.id) == (hit.skill, hit.signal)
        ),
        None,
    )
