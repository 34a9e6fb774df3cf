"""Extraction: failed tests, source locations and the exit code, from the lines that explain.

Skills' signals carry named groups (``test``, ``file``, ``line``, ``col``, ``exit``, ``message``);
their values on lines of the failing sections become failed tests, locations and the exit code.
Three generic location forms are recognised on excerpt lines as well: ``path/to/file.ext:12[:3]``,
Python's ``File "path", line 12``, and a line that is nothing but a path with a folder and an
extension (``packages/app/src/a-test.js``: how formatter and lint scripts list the files they
refused; a location without a line), unless it is an entry of a file listing rsync or tar printed
(:mod:`ci_triage.logs.file_listing`). A network address is never a location: a ``host:port``
that is a URL's authority (after ``://`` or a ``user@``), an IP address, ``localhost``, or the
target of a connection message (``Connecting to db.internal:5432``) is skipped, whichever form or
signal named it. Nor is a package's ``name:version`` (``jaraco.classes:3.4.0``) a ``file:line``.
"""

from __future__ import annotations

import bisect
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from pathlib import PurePosixPath
from typing import NamedTuple

import re2

from ci_triage.logs.beam_frames import ERLANG_PLACES, runtime_frame, split_frame_place
from ci_triage.logs.build_folder import BuildFolders
from ci_triage.logs.c_locale_reading import c_locale_reading
from ci_triage.logs.called_back_frames import called_back_first
from ci_triage.logs.captured_exception import captured_exception, compares_values
from ci_triage.logs.clean import ANNOTATION_MARKERS
from ci_triage.logs.compiler_note import instantiation_sites, without_explained_notes
from ci_triage.logs.console_output import console_output_lines
from ci_triage.logs.crash_frame import gdb_library_place, with_own_frame
from ci_triage.logs.crate_relative import rooted_frames
from ci_triage.logs.cython_source import CythonSources, pyx_line
from ci_triage.logs.diff_hunk import change_runs
from ci_triage.logs.extension_source import extension_source
from ci_triage.logs.failed_test_file import MAX_REPORT_LINES, is_test_file
from ci_triage.logs.failed_test_identity import FailedTestIdentities, identity_of_test
from ci_triage.logs.failed_test_message import (
    MAX_MENTIONS,
    MAX_RUN_LINES,
    cut_short,
    full_messages,
    output_text,
    run_opening,
    states_failure,
    test_messages,
)
from ci_triage.logs.file_listing import listing_lines
from ci_triage.logs.finding_severity import info_notice, line_severity, most_severe_first
from ci_triage.logs.first_pass import Section
from ci_triage.logs.frame_statement import frame_statement
from ci_triage.logs.go_package_folder import in_package_folders
from ci_triage.logs.go_test_output import output_header
from ci_triage.logs.hook_failed_file import hook_failed_files, hook_failed_suites, mocha_hook_failures
from ci_triage.logs.hook_frame import ANY_HOOK, HOOKS, frame_hook
from ci_triage.logs.hung_test_stack import TEST_FRAME, TEST_RUNNER_FRAME, TIMEOUT_PANIC
from ci_triage.logs.installed_package_file import InstalledPackages
from ci_triage.logs.jvm_frame_file import JVM_FRAME, JvmFiles
from ci_triage.logs.layout_prefix import LOGGING_PLACE, without_layout_prefix
from ci_triage.logs.linked_object import object_source
from ci_triage.logs.localise import LogLine, names_failed_test, python_warning, reports_error, warning_only
from ci_triage.logs.model import FailedTest, Location, TestKind
from ci_triage.logs.passing import fully_covered, go_test_line, opening_verdict, passing_test
from ci_triage.logs.project_files import ProjectFiles, described_line
from ci_triage.logs.re2_patterns import Found, LazyRE2, re2_options
from ci_triage.logs.runner_folder import with_forward_slashes
from ci_triage.logs.runner_tally import reported_failures
from ci_triage.logs.same_line_frames import without_same_line_frames
from ci_triage.logs.scan_root import ScanRoots
from ci_triage.logs.searched_paths import searched_paths
from ci_triage.logs.signals import SignalMatch
from ci_triage.logs.step_place_comment import undefined_step, unfailed_place
from ci_triage.logs.subtests_failed import subtests_failed_place
from ci_triage.logs.temporary_folder import in_temporary_folder, without_temporary_folder
from ci_triage.logs.workspace_package import WorkspacePackages
from ci_triage.logs.wrapped_message import wrapped_rest

MAX_TESTS = 50
MAX_LOCATIONS = 30
MAX_JSON_PLACES = 200
"""Places read of one line by each generic form: a JSON array of findings printed on one line (many
megabytes) is read up to that many, in linear time."""
ARTIFACT_GROUP = "artifact"
"""The named group of a signal's pattern that holds a path inside what the build made, not a file of the
checkout: lintian 2.116.3's pointer on a binary package's tag (``W: hello-acme: no-manual-page
[usr/bin/hello]``, ``[usr/share/doc/hello-acme/changelog.Debian.gz:1]``), where the .deb installs a file.
It is no location, and no generic form reads the line for one."""

_RELATED_INFORMATION = LazyRE2(r"^\s+[^\s:]+:\d+:\d+ - (?P<message>\S.*)$")
"""A diagnostic's related information as ``tsc --pretty`` prints it, indented under the error:
``  packages/core/dist/index.d.ts:2:5 - The expected type comes from property 'amount' which is
declared here on type 'Money'`` (typescript 6.0.3): where the type the error names is declared, not
where it failed; an error of its own (``- error TS2322: …``) is not indented."""
PATH_LINE = LazyRE2(
    r"(?:^|[^\w/.:-]|file://)(?P<file>(?:[A-Za-z]:)?[\w.@+-]*[/\\]?[\w.@+/\\-]*\.[A-Za-z]\w{0,7})"
    r"(?:\?[\w=&%.-]*)?:(?P<line>\d+)(?:(?P<version>\.\d+\.\d)|:(?P<col>\d+))?"
)
r"""``file:line[:col]`` not inside a longer token, or a ``file://`` URL's path (node's ES module
frames, ``at f (file:///app/src/x.mjs:3:9)``) with the query a loader added to it
(``eslint.config.mjs?mtime=1796391381414:3:25``, a config file imported afresh) left out: the
path then goes on to the checks every path does (one under ``node_modules`` is not the
project's). RE2 (linear time: on Python's backtracking engine this pattern took 0.6 s on one
1,000-character line of ``a@a@…``); the character before ``file`` is matched, not looked behind,
and the classes are Python's ``\w`` and ``\d`` (:class:`LazyRE2`: compiled on first use, the
Unicode classes only for a non-ASCII line). A number followed by two more, dotted, is a version, not
a line (its ``version`` group, :func:`names_a_version`): a package's ``name:version``, pip-licenses'
``found for package jaraco.classes:3.4.0`` (its source formats ``{name}:{version}``; 5.5.5 run
here). A line and a column are colon-separated (``file.c:3:5``), or dotted as two numbers only (the
GNU Coding Standards' ``sourcefile:lineno.column``, ``line1.column1-line2.column2`` for a range),
which stay a place."""


def names_a_version(hit: Found) -> bool:
    """Whether ``hit``, a match of :data:`PATH_LINE`, is a package's ``name:version`` (its ``version``
    group: three dotted numbers or more after the colon), no ``file:line``."""
    return hit.group("version") is not None


_PAREN_PLACE = LazyRE2(
    r"(?:^|[^\w/.:\\-])(?P<file>(?:[A-Za-z]:)?[\w.@+/\\-]*\.[A-Za-z]\w{0,7})\((?P<line>\d+)(?:, ?(?P<col>\d+))?\):? "
    r"(?i:(?:fatal )?error|warning)(?: [A-Z]+\d+)?:"
)
r"""``file(line)`` or ``file(line,col)`` right before an error's or a warning's word, its code and a
colon (``Error:``, ``error CS0103:``, ``fatal error C1083:``): the place as
the D front end (``app.d(11): Error:``, ldc2 1.30), Free Pascal (``strutil.pas(18,29) Error:``,
3.2.2), the C# compilers (``Inventory.cs(26,20): error CS0103:``, mcs 6.8; MSBuild's
``D:\a\app\File.cs(26,20): error CS0103: … [app.csproj]``), Nim (``main.nim(2, 9) Error:``) and
MSVC print it. A file suffix and the word right after the parenthesis are required, so a call
quoted in prose or code (``foo(1)``, ``Math.max(1, 2)``, ``parse.int(7) warning``) is no place;
Free Pascal's ``Fatal:`` is not one of the words, since its count of the errors, ``mathx.pas(23)
Fatal: There were 2 errors compiling module``, stands at the unit's last line (a skill reads its
other ``Fatal:`` lines). RE2 (linear time)."""
_SARIF_PLACE = LazyRE2(
    r'"artifactLocation":\{"uri":"(?:file://)?(?P<file>[^"]+)"[^{}]*\},"region":\{'
    r'(?:[^"{}]|"(?:[^"\\]|\\.)*"|\{(?:[^"{}]|"(?:[^"\\]|\\.)*")*\})*?"startLine":(?P<line>\d+)'
)
"""A SARIF 2.1.0 result's place printed as compact JSON (a scanner's ``--sarif`` on standard output:
semgrep 1.187.0 run here): ``"physicalLocation":{"artifactLocation":{"uri":"app/calc.py",...},
"region":{"endColumn":22,...,"snippet":{"text":"..."},"startColumn":12,"startLine":5}``; the
region's keys in any order, its snippet's text skipped whole (OASIS SARIF 2.1.0, sections 3.4.3
and 3.30)."""
_SEMGREP_JSON_PLACE = LazyRE2(r'"path":"(?P<file>[^"]+)","start":\{"line":(?P<line>\d+),"col":(?P<col>\d+)')
"""A result's place in semgrep's ``--json`` output, one line of JSON: ``"path":"app/calc.py",
"start":{"line":5,"col":12,...}`` (semgrep 1.187.0 run here)."""
_FINDING_JSON_PLACE = LazyRE2(
    r'(?:"column":(?P<col>\d+),)?"file":"(?P<file>[^"\\]+)",'
    r'(?:"[A-Za-z]+":(?:"(?:[^"\\]|\\.)*"|-?\d+|null|true|false),){0,4}"line":(?P<line>\d+)'
)
"""A linter's finding printed as compact JSON, its keys sorted or in the tool's order: ``"file"``
then, within four keys, ``"line"``, a ``"column"`` just before the file read too (hadolint 2.15.1's
``-f json``: ``{"code":"DL3008","column":1,"file":"Dockerfile","level":"warning","line":2,…}``;
ShellCheck 0.9.0's ``-f json``: ``{"file":"deploy.sh","line":4,"endLine":4,"column":5,…}``).
Every finding of the array is read, at most :data:`MAX_JSON_PLACES` of a line."""
_JSON_PLACES = (_SARIF_PLACE, _SEMGREP_JSON_PLACE, _FINDING_JSON_PLACE)
"""The places of a scanner's results printed as one line of JSON: every result's, where a signal
reads the first one's only."""
PY_FRAME = re2.compile(r'File "(?P<file>[^"]+)", line (?P<line>\p{Nd}+)', re2_options())
"""A Python traceback's frame, ``File "/…/tests/test_cart.py", line 25, in setUpClass``: its file and
line (1-based)."""
_SHELL_SCRIPT_LINE = LazyRE2(r"^\s*(?P<file>[\w.@+/-]+\.(?:sh|bash|zsh)): line (?P<line>\d+): ")
"""bash's error in a script it runs (``./deploy.sh: line 7: frobnicate: command not found``; bash 5.2):
the script's line that failed."""
_PERL_DIED_AT = LazyRE2(
    r"\bat (?P<file>[\w.@+/-]+\.(?:t|pl|pm|cgi|psgi)) line (?P<line>\d+)(?:, <[^<>\s]+> (?:line|chunk) \d+)?\.$"
)
"""Where Perl's ``die`` (or ``warn``, ``croak``) ran, at the end of its message (``perldoc -f die``:
a message without a final newline gets `` at FILE line N.``, and ``, <FH> line M`` while a file
handle was read): DBI's ``DBI connect(…) failed: … at t/db.t line 6.`` and Redis 2.000's ``Could
not connect to Redis server at 127.0.0.1:6379: Connection refused at t/cache.t line 6.`` in a test
script prove ran (perl 5.36)."""
_INCLUDE_CHAIN = LazyRE2(r"^\s*(?:In file included from|from) \S+:\d+[:,]\s*$")
"""A line of gcc's and clang's include chain above a diagnostic in a header (``In file included
from /usr/include/c++/12/map:61,`` then ``                 from algo.cpp:2:``; gcc 12): the
``#include`` lines that led there, not where the failure is."""
_BARE_PATH = re2.compile(
    r"^\s*(?P<file>(?:\.{1,2}[/\\]|/|[A-Za-z]:\\)?(?:[\w.@+-]+[/\\])+[\w.@+-]*\.[A-Za-z]\w{0,7})\s*$"
)
"""A whole line that is one file path with at least one folder (``src/a.js``, ``./lib/b.py``), its
folders parted by ``/`` or, as Windows tools print them, by ``\\`` (Django's ``makemigrations`` under
``Migrations for 'shop':`` on a Windows runner: ``shop\\migrations\\0001_initial.py``)."""
_HEADING = re2.compile(r"^(?P<file>(?:[A-Za-z]:)?[\w.@+/\\-]*\.[A-Za-z]\w{0,7})\s*$")
"""A line that is one file path, with or without folders (``/repo/src/app.js``, ``bad.yaml``)."""
_RULER = re2.compile(r"^[─━═-]{3,}\s*$")
"""A line of box-drawing characters or dashes under a heading (djlint's under each file it reports,
PHP_CodeSniffer's around its ``FOUND 17 ERRORS AFFECTING 5 LINES`` under ``FILE: src/a.php``)."""
_DIFF_NEW_FILE = re2.compile(r"^\+\+\+ (?:b/)?(?P<file>[^\t]+?)(?::after)?(?:\t.*)?$")
"""The new file of a unified diff (``+++ b/src/a.py``; isort's ``+++ /repo/a.py:after<TAB>date``)."""
_DIFF_OLD_FILE = re2.compile(r"^--- (?P<file>[^\t]+?)(?:\t.*)?$")
"""The old file of a unified diff, on the line above its new file's (``--- old/main.tf``)."""
_DIFF_HUNK = re2.compile(r"^@@ -\d+(?:,\d+)? \+(?P<line>\d+)(?:,\d+)? @@")
"""A unified diff's hunk header: the first line of the hunk in the new file (0 when the hunk leaves
none there, ``@@ -1,1 +0,0 @@``: shfmt 3.6's ``-d`` prints a rewritten one-line file so)."""
_NOT_OWN_PATH = LazyRE2(
    r"^(?:/rustc/[0-9a-f]+/|/usr/(?:local/)?(?:lib|lib64|include|share|go|bin|sbin)/|/opt/hostedtoolcache/"
    r"|node:|<|internal/\S*\.js$)"
    r"|(?:^|/)(?:site-packages|dist-packages|\.cargo|\.rustup/toolchains|go/pkg/mod|node_modules|\.m2|\.gradle)/"
    r"|(?:^|[/\\])\.?venv[/\\]|(?:^|/)\.(?:tox|nox)/[^/]+/|/\.local/(?:bin|pipx)/|/pipx/venvs/|/pypoetry/virtualenvs/"
    r"|/\.cache/pre-commit/|(?:^|[/\\])hostedtoolcache[/\\]|/_work/_tool/"
    r"|/rustdoctest\w*/|/lib/python\d+(?:\.\d+)?/|/\.pyenv/|/\.nvm/|/\.npm/|/\.rustup/|^node_modules/"
    r"|(?:^|/)\.yarn/(?:releases|cache|unplugged|sdks|__virtual__)/|/node/corepack/"
    r"|(?:^|/)CMakeFiles/|(?:^|/)_deps/|(?:^|/)_testmain\.go$|\.log$"
    r"|(?:^|/)go-build\d*/|\.cgo[12]\.(?:c|go)$|(?:^|/)_cgo_(?:export|main|gotypes)\.\w+$"
    r"|^-e?$|^\(eval\b|^/(?:dev/fd|proc/self/fd)/\d+$"
    r"|/pip-(?:install|build-env|req-build)-[^/]+/"
    r"|^(?:\./)?(?:(?:\.\./)+|(?:csu|nptl|libio|stdio-common|stdlib|string|malloc|elf|posix|signal|assert|dlfcn"
    r"|setjmp|wcsmbs|iconv|resolv)/\.\./)"
    r"(?:sysdeps|csu|nptl|libio|stdio-common|stdlib|string|malloc|elf|posix|signal|assert|dlfcn"
    r"|setjmp|wcsmbs|iconv|resolv)/"
    r"|(?:^|/)(?:libsanitizer|compiler-rt/lib|libstdc\+\+-v3|libgcc|libgfortran|libgomp|libatomic|libbacktrace)/"
    r"|/gems/[\w.-]+-\d[\w.]*/|(?:^|/)vendor/(?:bundle/|[\w.-]+/[\w.-]+/)|/\.rvm/|/\.rbenv/"
    r"|^/(?:var/)?tmp/[^/]+$|^/(?:private/)?var/folders/[^/]+/[^/]+/T/|[/\\]AppData[/\\]Local[/\\]Temp[/\\]"
    r"|(?:^|/)_temp/[^/]+\.(?:sh|ps1|cmd|py)$|@tmp/durable-[^/]+/script\.sh$"
)
"""Paths that are not the repository's own code, so never a failure's location: a toolchain or an
installed language or library (Rust's std in ``/rustc/<hash>/library`` and ``~/.cargo/registry``,
the Python standard library under ``/root/.pyenv/versions/3.11.7/lib/python3.11/``, site-packages,
``node:internal`` (and the ``internal/…/*.js`` older Node printed; a Go module's own ``internal/``
folder is the project's), node_modules, npm's cache and debug logs in ``~/.npm``, the package manager yarn 2+
runs from the checkout and its package cache (``.yarn/releases/yarn-4.18.1.cjs`` in a ``YN0001``
exception's stack, ``.yarn/cache``, ``.yarn/unplugged``, ``.yarn/sdks``) or corepack's download of it
(``~/.cache/node/corepack/v1/yarn/4.18.1/yarn.js``), Go's
``/usr/local/go/src/`` or Debian's ``/usr/lib/go-1.19/src/``, the runner's tool cache:
``/opt/hostedtoolcache/``, ``C:\\hostedtoolcache\\windows\\``, a self-hosted runner's ``_work/_tool/``),
an installed tool's script (a virtualenv's ``.venv/bin/sqlfluff``, ``venv/bin/…`` or ``.venv\\Scripts\\…``, the
environments tox and nox make in ``.tox/<env>/`` and ``.nox/<env>/``, pipx's, Poetry's and
pre-commit's environments, ``pip install --user``'s ``~/.local/bin/``, ``/usr/bin/`` and
``/usr/local/bin/``: a console script's ``line 8, in <module>`` is pip's wrapper, not the
project's code; ``node_modules/.bin/`` is node_modules'; the folders pip builds a package in,
``/tmp/pip-install-…/``, ``pip-build-env-…``, ``pip-req-build-…``), Maven's and Gradle's caches
(``~/.m2/repository``, ``.gradle/``), a
pseudo-file in angle brackets (Python's ``File "<string>"`` of code run by ``exec`` or ``python
-c``, ``<stdin>``, ``<frozen importlib._bootstrap>``; Ruby's ``-e`` of ``ruby -e``, ``-`` of a script
read from standard input and ``(eval)`` of ``eval``: ``from -e:1:in `<main>'``; Perl's ``at -e line
1.`` and node's ``[eval]:1`` name no file a location is read from; nor does bash's
process substitution, ``diff -u <(echo -n) <(gofmt -d .)``'s ``+++ /dev/fd/62``), the C runtime
as its debug information names it in a sanitizer's, debugger's or runtime's stack trace (glibc's source
folders relative to its build folder,
``../sysdeps/nptl/libc_start_call_main.h:58``, ``../csu/libc-start.c:360``, or from one of them,
``./csu/../sysdeps/nptl/libc_start_call_main.h:58`` in a Rust backtrace,
``./signal/../sysdeps/unix/sysv/linux/x86_64/libc_sigaction.c:0`` in gfortran's; the runtimes GCC and
LLVM link in, ``libsanitizer``, ``compiler-rt/lib``, ``libstdc++-v3``, ``libgcc``: GCC's
``../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:69``), CMake's build tree
(``CMakeFiles/app.dir/build.make``, a FetchContent dependency in ``build/_deps/``), a log a tool wrote
(``cabal test``'s ``Test suite logged to:`` above ``dist-newstyle/…/hs-0.1.0.0-spec.log``; not the
build tree's code itself: a parser happy generated into ``.stack-work/`` is where GHC's errors are),
the ``main``
that ``go test`` generates (``_testmain.go:49``) and the files cgo generates in the build's work
folder (ld's ``/tmp/go-build/native.cgo2.c:74: undefined reference``, cgo mapping ``$WORK/b001`` to
``/tmp/go-build``; ``_cgo_export.c``, ``x.cgo1.go``), an installed gem
(``vendor/bundle/ruby/3.3.0/gems/rake-13.0.6/lib/rake/task.rb``, RVM's and rbenv's Rubies) or a
package Composer or ``go mod vendor`` put in ``vendor/<vendor>/<package>/``, the temporary
bundle rustdoc compiles doc tests into (``/tmp/rustdoctestWZ4uXQ/doctest_bundle_2024.rs``: the doc
test's own ``src/lib.rs - add (line 3)`` is its location), or the script a CI system wrote for a
step and ran (bash's ``/home/runner/work/_temp/3f2a….sh: line 1: ./gradlew: Permission denied``:
the GitHub runner's ``_temp`` folder, where it writes each ``run:`` step's script with its shell's
extension, ``.sh`` for bash and sh, ``.ps1`` for pwsh and powershell (``Write-Error:
D:\\a\\_temp\\8c3f….ps1:3``, a path of any runner after :func:`~ci_triage.logs.runner_folder.with_forward_slashes`),
``.cmd`` for cmd, ``.py`` for python (actions/runner's ``ScriptHandlerHelpers``); Jenkins'
``…@tmp/durable-…/script.sh``): its line 1 is the step's command, not a file of the project; or any
file directly in the system's temporary folder (``/tmp``, ``/var/tmp``) or anywhere in a user's
(macOS's ``/var/folders/…/T/``, Windows' ``AppData/Local/Temp/``): a script written there and run,
a crash report a runtime wrote (the Clojure CLI's ``Full report at:`` above
``/tmp/clojure-137….edn``), a ``mktemp`` file; a project checked out under ``/tmp`` sits in a folder
of its own (``/tmp/trial/src/main.c`` stays a location)."""
_MEMCHECK_LIBRARY_FRAME = LazyRE2(r"^==\d+==\s+(?:at|by) 0x(?:[4-9A-Fa-f][0-9A-Fa-f]{6}|[0-9A-Fa-f]{8,16}): ")
"""A frame of a valgrind (Memcheck) report in a shared library: valgrind on 64-bit Linux maps the
program below 0x4000000 (a position-independent one from 0x108000, another at its own address,
0x400000) and the dynamic linker, its own preloaded allocator and every shared library from
0x4000000 up (valgrind's ``coregrind/m_aspacemgr``). Its file is valgrind's (``malloc
(vg_replace_malloc.c:381)``) or a library's by its debug information (glibc's ``by 0x48F99A9:
strdup (strdup.c:42)``, named without a folder like the program's own ``add (names.c:7)``), so no
location of the project's; a shared library the project builds is left out with them, while the
program's frame that called into it stays."""
_CONSOLE_SCRIPT_FRAME = LazyRE2(r'File "(?P<file>/(?:[^"]*/)?bin/[^"/]+)", line \d+, in <module>')
"""A Python frame at module level of a file in an absolute ``bin/`` folder: with no ``.py`` extension
it is an installed console script, the few lines pip, uv or setuptools write into an environment's
``bin/`` to call the package's entry point (``File "/tmp/venv/bin/pip-compile", line 8, in
<module>`` above ``sys.exit(cli())``), wherever the virtualenv was made; the frames below it are
the package's."""
_ENTRY_POINT_CALL = LazyRE2(
    r"^\s*(?:sys\.exit\(|raise SystemExit\()?(?:[\w.]+\(sys\.argv(?:\[1:\])?\)|(?:\w+\.)*main\(\))\)?\s*$"
)
"""The source line Python prints under a frame (``traceback``'s format: the frame's line, then its
code indented) when the frame only starts the program: ``main()`` (``sys.exit(main())``) at the
foot of a script, or a call handing the command line to a framework (``execute_from_command_line(sys.argv)``,
Django's ``manage.py`` template since Django 2.0; ``cli(sys.argv[1:])``). Such a frame is the program's
entry point, the outermost of every traceback it raises, not where anything went wrong."""
_GHC_FOREIGN_FRAME = LazyRE2(r", called at \S+ in (?P<unit>[\w.-]+):[\w.']+\s*$")
"""A GHC ``HasCallStack`` frame (``error, called at libraries/containers/.../Internal.hs:633:17 in
containers-0.6.4.1:Data.Map.Internal``): its unit is ``main`` or ``name-version-inplace`` for the
package being built, an installed library's (``containers-0.6.4.1``, ``base``) otherwise."""
_GO_FRAME_FUNCTION = LazyRE2(r"^\s*(?:created by (?P<creator>\S+?)(?: in goroutine \d+)?|(?P<function>\S+?)\(.*\))\s*$")
"""A Go stack trace's function line, above the line naming its file: ``testing.tRunner(0xc0000a2000,
0x5c7970)``, ``example.com/app/calc.Lookup(...)``, ``testing.(*T).Run.func1()``, ``panic({0x59c680,
0x6ca090})``, ``created by testing.(*T).Run`` (``in goroutine 7`` since Go 1.21)."""
_GO_FILE_LINE = LazyRE2(r"^\s*(?P<file>\S+\.go):\d+(?: \+0x[0-9a-f]+)?\s*$")
"""The line under a Go frame's function: its file and line (``<TAB>/usr/lib/go-1.19/src/testing/
testing.go:1446 +0x217``; ``testing/testing.go:1446`` when built with ``-trimpath``)."""
GO_STANDARD_PACKAGES = frozenset({
    "archive", "bufio", "builtin", "bytes", "cmp", "compress", "container", "context", "crypto", "database",
    "debug", "embed", "encoding", "errors", "expvar", "flag", "fmt", "go", "hash", "html", "image", "index",
    "internal", "io", "iter", "log", "maps", "math", "mime", "net", "os", "path", "plugin", "reflect", "regexp",
    "runtime", "slices", "sort", "strconv", "strings", "structs", "sync", "syscall", "testing", "text", "time",
    "unicode", "unique", "unsafe", "vendor", "weak",
})  # fmt: skip
"""The first element of the import path of every package of Go's standard library (the folders of
``$GOROOT/src``, Go 1.19 to 1.24; ``vendor`` holds the packages it vendors). A frame of a function
in one of them is the toolchain's, wherever its file is printed: under GOROOT, or as the package's
path alone when the binary was built with ``-trimpath`` (``testing/testing.go:1446``)."""
_JSON_ESCAPES = LazyRE2(r"^(?:\\[tnr])+")
"""JSON string escapes before a path (``go test -json``'s ``"Output":"\\t/usr/lib/go/src/x.go:1"``)."""
JVM_RUNTIME_PACKAGES = (
    "java.", "javax.", "jdk.", "sun.", "com.sun.", "kotlin.", "kotlinx.", "scala.", "groovy.",
    "org.codehaus.groovy.", "org.junit.", "junit.", "org.opentest4j.", "org.testng.", "org.mockito.",
    "org.assertj.", "org.hamcrest.", "org.scalatest.", "org.spockframework.", "org.apache.maven.",
    "org.codehaus.plexus.", "org.gradle.", "org.apache.tools.ant.", "sbt.", "xsbt.", "xsbti.", "hudson.", "jenkins.",
    "org.jenkinsci.",
)  # fmt: skip
"""Packages of the JDK and the JVM languages' runtimes, of test frameworks, and of the build tools
and CI servers that run them (Maven and Plexus, Gradle, Ant, sbt and its launcher's ``xsbt.boot``, Jenkins and
its plugins' ``org.jenkinsci.plugins``), whose frames sit
between a failed assertion and the test (``at org.junit.Assert.fail(Assert.java:88)``) and below
it (reflection, Surefire's runner): their files are not the repository's (unless the repository is
one of them: JUnit's own tests lose their frames)."""


def installed_path(file: str) -> bool:
    """Whether the path ``file`` is an installed package's, a toolchain's or a build tree's
    (:data:`_NOT_OWN_PATH`), never the repository's own code."""
    return _NOT_OWN_PATH.search(file) is not None


def not_own_code(file: str, text: str) -> bool:
    """Whether ``file``, named on the log line ``text``, is code that is not the repository's own:
    an installed or toolchain path or a build tree's (:data:`_NOT_OWN_PATH`), the logging call's
    file a Python logging record's layout names (:data:`~ci_triage.logs.layout_prefix.LOGGING_PLACE`),
    an environment's console
    script (:func:`_console_script`), a valgrind frame in a shared library
    (:data:`_MEMCHECK_LIBRARY_FRAME`), a BEAM frame of Elixir's or OTP's code
    (:func:`~ci_triage.logs.beam_frames.runtime_frame`), a GHC call-stack frame in
    another unit than the one being built (:data:`_GHC_FOREIGN_FRAME`), or the file of a JVM
    frame of the JDK (a ``java.*``/``jdk.*`` module) or of a framework (:data:`JVM_RUNTIME_PACKAGES`), after
    the build tool's level tag too (Maven 3.8.7's ``[ERROR] \tat org.apache.maven.plugin.surefire.booterclient
    .ForkStarter.fork(ForkStarter.java:628)``, trial 134 #7)."""
    place = LOGGING_PLACE.match(text)
    if (
        installed_path(file)
        or (place is not None and place.group("file") == file)
        or _console_script(file, text)
        or _MEMCHECK_LIBRARY_FRAME.search(text)
        or runtime_frame(text, file)
    ):
        return True
    ghc = _GHC_FOREIGN_FRAME.search(text)
    if ghc is not None:
        unit = ghc.group("unit")
        return unit != "main" and "-inplace" not in unit
    frame = JVM_FRAME.match(without_layout_prefix(text))  # Maven's ``[ERROR] \tat org.apache.maven…``
    if frame is None:
        return False
    module = frame.group("module") or ""
    return module.startswith(("java.", "jdk.")) or (frame.group("cls") + ".").startswith(JVM_RUNTIME_PACKAGES)


def _console_script(file: str, text: str) -> bool:
    """Whether ``file`` is named on the log line ``text`` by a console script's frame
    (:data:`_CONSOLE_SCRIPT_FRAME`): an installed command's wrapper, not the repository's code (a
    script of the repository's own ``bin/`` is named relative to the checkout, or has its own
    functions' frames below)."""
    frame = _CONSOLE_SCRIPT_FRAME.search(text)
    return frame is not None and frame.group("file") == file and not file.endswith(".py")


def _entry_point_frame(lines: dict[int, LogLine], number: int, text: str) -> bool:
    """Whether line ``number`` (``text``) is a Python frame (``File "manage.py", line 22, in <module>``)
    whose code, on the next line, only starts the program (:data:`_ENTRY_POINT_CALL`)."""
    below = lines.get(number + 1)
    return below is not None and PY_FRAME.search(text) is not None and _ENTRY_POINT_CALL.match(below.text) is not None


_GFORTRAN_MAIN_FRAME = LazyRE2(r"^#\d+\s+0x[0-9A-Fa-f]+ in main$")
"""A frame of gfortran's runtime backtrace (libgfortran's ``Error termination. Backtrace:``, gfortran
12) in the C ``main`` the compiler generates for a Fortran ``program``: ``#4  0x561fe925c3cd in
main``, its place (the ``program`` statement) on the next line."""
_FORTRAN_SUFFIXES = (".f", ".for", ".ftn", ".f77", ".f90", ".f95", ".f03", ".f08")


def _fortran_main_frame(lines: dict[int, LogLine], number: int, file: str) -> bool:
    """Whether line ``number`` is the place (``at tests/test_var.f90:2``) of a gfortran backtrace's
    ``main`` frame (:data:`_GFORTRAN_MAIN_FRAME`, on the line above) in a Fortran file: the entry
    point gfortran generates, which only starts the program; the frames above it are where it
    stopped."""
    above = lines.get(number - 1)
    return (
        above is not None
        and file.lower().endswith(_FORTRAN_SUFFIXES)
        and _GFORTRAN_MAIN_FRAME.match(above.text) is not None
    )


def _go_standard_frame(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` names the file of a Go stack frame (:data:`_GO_FILE_LINE`) whose
    function, on the line above (:data:`_GO_FRAME_FUNCTION`), is in a package of the standard library
    (:data:`GO_STANDARD_PACKAGES`) or is the builtin ``panic``: the toolchain's code, whether or not
    its file is printed under GOROOT."""
    above = lines.get(number - 1)
    if above is None or not _GO_FILE_LINE.match(lines[number].text):
        return False
    frame = _GO_FRAME_FUNCTION.match(above.text)
    if frame is None:
        return False
    function = frame.group("creator") or frame.group("function")
    if function == "panic":
        return True
    folder, _, name = function.rpartition("/")
    package = f"{folder}/{name.split('.', 1)[0]}" if folder else name.split(".", 1)[0]
    return "." in name and package.split("/", 1)[0] in GO_STANDARD_PACKAGES


_RUST_FRAME = LazyRE2(r"^\s*\d+: (?P<function>\S+)")
"""A Rust backtrace's frame line (``   5: calc::tests::adds::{{closure}}``); its place is on the next line."""
_CLOSURE = "::{{closure}}"
"""How a Rust backtrace names a closure's frame."""
_STANDARD_CRATES = ("core::", "std::", "alloc::")
"""The standard library's crates, whose frames the test harness's call of a test runs through."""


def _harness_closure_frame(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` is the place of a Rust test's closure frame that the test harness
    called (``5: calc::tests::adds::{{closure}}`` above ``at ./src/lib.rs:10:14``, the ``#[test]``
    attribute's line, with ``6: core::ops::function::FnOnce::call_once`` below): the test's own
    frame above it names where it failed; a closure the code called (``Iterator::map``'s) is a place."""
    above, below = lines.get(number - 1), lines.get(number + 1)
    frame = _RUST_FRAME.match(above.text) if above is not None else None
    caller = _RUST_FRAME.match(below.text) if below is not None else None
    return (
        frame is not None
        and caller is not None
        and str(frame.group("function")).endswith(_CLOSURE)
        and str(caller.group("function")).startswith(_STANDARD_CRATES)
    )


def _go_standard_file_names(lines: dict[int, LogLine]) -> set[str]:
    """The names (no folder) of the files of the standard library's Go stack frames on ``lines``
    (:func:`_go_standard_frame`): ``testing.go`` for ``testing.tRunner(…)`` at
    ``/usr/lib/go-1.19/src/testing/testing.go:1446``."""
    names: set[str] = set()
    for number in sorted(lines):
        if ".go:" in lines[number].text and _go_standard_frame(lines, number):
            found = _GO_FILE_LINE.match(lines[number].text)
            if found is not None:
                names.add(PurePosixPath(found.group("file")).name)
    return names


_URL_LIKE = LazyRE2(r"(?i)^(?:https?|ftp|git|ssh)$|^[\w.-]+\.(?:com|org|net|io|invalid)$|^[a-z][\w+.-]*://")
"""What a ``file`` group holds that names no file of the checkout: a URL's scheme or host where a
``host:port`` was read as ``file:line``, or a whole URL (Gradle's ``See the report at:
file:///…/build/reports/tests/test/index.html``, a report the build wrote; a skill that reads a
source file from a URL strips its scheme, as node's ``at f (file:///app/a.mjs:3:7)``)."""
_HOST_ONLY = LazyRE2(r"(?i)^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9A-Fa-f:.]+\]|localhost)$")
"""An IPv4 address, a bracketed IPv6 address or ``localhost``: a host, never a file."""
_AUTHORITY_BEFORE = LazyRE2(
    r"(?i)(?:://[^\s/]*|@|(?:^|\W)(?:connect(?:ing|ed)?\s+(?:to\s+)?|host\s+|dial (?:tcp|udp)[46]?\s+))$"
)
"""What precedes a ``host:port`` that is a network address: a URL's scheme (and user
information), the ``@`` of ``user@host``, or a connection message (``Connecting to``, ``host``,
Go's ``dial tcp``)."""


def failed_tests(
    lines: dict[int, LogLine],
    numbers: list[int],
    member: str | None,
    known: Collection[int] = frozenset(),
    tool: str | None = None,
) -> tuple[list[FailedTest], list[str], dict[str, list[int]]]:
    """Failed tests named by ``test`` groups on ``numbers`` (in order, first mention kept): the
    first :data:`MAX_TESTS` of them, the name of every distinct test the lines name, and for each
    kept test's name the 1-based numbers of the lines naming it, in order (its report's headers:
    pytest's ``____ test_add ____``, cargo's ``---- tests::adds stdout ----``, its verdict lines).

    A short name that a qualified one stands for (pytest's section header ``test_add``,
    ``TestK.test_m`` or ``test_ids[c::d]`` beside the node ids ``tests/test_math.py::test_add``,
    ``test_x.py::TestK::test_m`` and ``test_x.py::test_ids[c::d]`` of its summary:
    :func:`_short_name`) is the same test: the qualified name is kept (citing the line that
    qualifies it), at the position of the first mention; the count does not count it twice either.
    So is a node id whose file is the trailing folders of another's (pytest-xdist's
    ``worker 'gw1' crashed while running 'play/cases/x/test_w.py::test_crash'``, from the
    invocation folder, beside the summary's ``FAILED test_w.py::test_crash``, from the rootdir:
    :func:`_folder_suffixes`): the longer one is kept.
    Likewise a JVM test that Surefire names twice in one report
    (``method(pkg.Class)`` per test, ``Class.method:69`` again in its ``Results:`` list) is one
    test, listed and counted once (:func:`_jvm_test_key`). A failure the tool numbers (a ``code``
    group beside the ``test`` group: mocha's ``2) adds`` in its run, ``2) math`` — the suite — above
    the same failure's details; rspec's ``2) Calculator adds``) is one test: named by its entry's
    full title when the tool lists one (:func:`_numbered_entry_title`: mocha's ``math adds``, whichever
    reporter ran), else by the first title given to that number; of several skills' readings of one
    line, the step's ``tool``'s comes first (rspec's ``2) Calc divides FIXED``, a pending example
    that passed, is its example ``Calc divides``, though mocha's shape reads the whole title). A
    parent test that failed because a subtest failed is neither listed nor counted
    (:func:`_parent_tests`), as the tools' own tallies do (go's subtests, ``node --test`` suites). A
    test's file is the ``file`` group of the first line naming it, else the first test file
    (:func:`~ci_triage.logs.failed_test_file.is_test_file`) a later line naming it gives: behave
    names a failed scenario by its ``Scenario:`` line above ``ASSERT FAILED: …``, its file only in
    its list of failing scenarios at the end, ``features/cart.feature:2  Add item``; cargo's
    ``thread 'adds' panicked at /…/trybuild-1.0.116/src/run.rs:102:13`` names the place of a panic,
    no test file. A
    test's message is its line's ``message`` group when that says what failed (or, when its line has
    none, the first ``message`` group of a line that reports it without naming it, its signal's
    ``test_above`` or ``test_below`` naming it: rebar3 ct's exit term ``{badmatch,3}`` under ``%%%
    stack_SUITE ==> push_two: FAILED``), else the first line
    of its own output that does
    (:func:`ci_triage.logs.failed_test_message.test_messages`, read from every line naming it; a
    line of ``known``, whose template the passing log has, only when no new line may be it); a
    message cut short (pytest's summary's ``AssertionError: assert '' ...``) is the line of the
    test's output that goes on with it, when one does
    (:func:`ci_triage.logs.failed_test_message.full_messages`). A test's place in the list is its
    first line that is no report of a failure outside its body (:func:`_outside_body`: pytest's
    ``ERROR at setup of test_x`` and ``ERROR at teardown of test_x``, printed in its ``ERRORS``
    above the ``FAILURES``), so a test that failed only there comes after those whose body failed,
    as pytest's short test summary lists its ``ERROR`` entries after its ``FAILED`` ones (and the
    step's headline, its first ``FAILED`` line, names the first test listed); its message is led
    by the stage, and its :attr:`~ci_triage.logs.model.FailedTest.kind` is ``error``, when no line
    says its body failed (only a ``stage`` group's lines and a ``wrapper`` signal's, pytest's
    ``ERROR t.py::test_x``, name it); a test that a signal's ``test_kind`` names and no line says
    failed in its body has that kind (``collection``: pytest's ``ERROR tests/test_x.py``, a module
    that did not import, no test of it ran): :func:`_outside`; so has a test that a ``test_kind:
    error`` signal names from a line of its own report, its ``test_above`` or ``test_below``
    (minitest's ``Error:`` label over the ``PriceTest#test_parses_euros:`` heading that alone reads
    as a failed test's); a test that a ``test_kind: focused`` signal names so (vitest's ``Unexpected
    .only modifier`` under its test's ``FAIL`` heading: its runner failed it for its ``.only``
    alone) is no failed test, neither listed nor counted; a test file listed so whose tests the
    runner reports skipped loaded, and a hook outside its tests failed: its kind is ``error``
    (:func:`~ci_triage.logs.hook_failed_file.hook_failed_files`); so is mocha's entry named by its
    title of a hook, ``"before all" hook for "…"`` (:func:`~ci_triage.logs.hook_failed_file.mocha_hook_failures`).
    """
    mentions: list[tuple[str, int, SignalMatch]] = []
    numbered: dict[str, int | None] = {}
    for number in numbers:
        nearby_only = _named_from_nearby(lines, number)
        for match in sorted(lines[number].matches, key=lambda match: match.signal.tool != tool):
            if nearby_only and match.signal.test_line_regex is None:
                continue  # the line is an assertion of the test named near it, no test of its own
            name = _test_name(lines, number, match)
            ordinal = match.groups.get("code")
            if ordinal and ordinal.isdigit():  # a number, not an error's code (zig's TestExpectedEqual)
                title = _numbered_entry_title(lines, number, ordinal)
                if ordinal in numbered:
                    at = numbered[ordinal]
                    if title and at is not None:
                        mentions[at] = (title, number, match)  # the entry's full title, not the run's
                    continue  # the tool's failure N again, under another title
                name = title or name
                numbered[ordinal] = len(mentions) if name else None
            if name:
                mentions.append((name, number, match))
    parents = _parent_tests([(name, number) for name, number, _ in mentions], lines)
    first: dict[str, tuple[int, SignalMatch]] = {}
    stated: dict[str, str] = {}  # each test's first message on a line reporting it without its name
    for name, number, match in sorted(mentions, key=lambda mention: _outside_body(mention[2])):
        if name not in parents and name not in first:
            first[name] = (number, match)
        if match.groups.get("message") and match.signal.test_line_regex is not None and name not in parents:
            stated.setdefault(name, undefined_step(lines[number].text) or match.groups["message"])
    qualifier: dict[str, str] = {}
    for name in first:
        if _qualified(name):
            qualifier.setdefault(_short_name(name), name)
            for suffix in _folder_suffixes(name):
                qualifier.setdefault(suffix, name)
    said: dict[object, tuple[set[str], list[int]]] = {}  # each test's names and the lines naming it
    stages: dict[object, set[str]] = {}  # the stages outside its body a test failed at
    kinds: dict[object, TestKind] = {}  # how a signal says a test failed outside its body
    in_body: set[object] = set()  # the tests a line says failed in their body
    unloaded: dict[object, str] = {}  # each test file's loader error, of a line saying it did not load
    in_report: set[object] = set()  # the tests their own report says failed at a stage outside their body or errored
    focused: set[object] = set()  # the tests a line says the runner failed for their `.only` alone
    files: dict[object, str] = {}  # each test's file, as the first line naming it with a test file names it
    for name, number, match in mentions:
        if name not in parents:
            full = qualifier.get(name, name)
            key = _jvm_test_key(full) or full
            if is_test_file(match.groups.get("file") or ""):  # not a panic's place in the code under test
                files.setdefault(key, match.groups["file"])
            own, numbers = said.setdefault(key, (set(), []))
            own.add(name)
            numbers.append(number)
            stage = match.groups.get("stage")
            if stage:
                stages.setdefault(key, set()).add(stage)
                if match.signal.test_above or match.signal.test_below:  # a line of the test's own report
                    in_report.add(key)
            elif match.signal.test_kind == "focused":
                focused.add(key)
                if match.signal.test_line_regex is not None:
                    in_report.add(key)  # the runner's verdict under its heading (vitest's `.only` refused)
            elif match.signal.test_kind:
                kinds.setdefault(key, match.signal.test_kind)
                if match.signal.test_kind == "error" and match.signal.test_line_regex is not None:
                    in_report.add(key)  # its report's label or verdict (minitest's `Error:` over its heading)
                if match.signal.test_kind == "collection" and match.groups.get("message"):
                    unloaded.setdefault(key, match.groups["message"])
            elif match.signal.role != "wrapper":  # pytest's ``ERROR t.py::test_x`` says not where
                in_body.add(key)
    for key, hook in _frame_hooks(lines, said, mentions).items():  # a hook's block holds the line that threw
        stages.setdefault(key, set()).add(hook)
        in_report.add(key)
    in_body -= in_report  # jest's `●` heading names the test whose code frame shows its hook threw
    tests: list[FailedTest] = []
    keys: set[object] = set()
    names: list[str] = []
    for name in first:
        name = qualifier.get(name, name)
        key = _jvm_test_key(name) or name
        if key in keys or (key in focused and key not in in_body):
            continue  # a test its runner failed for its `.only` alone did not fail
        keys.add(key)
        names.append(name)
        if len(tests) >= MAX_TESTS:
            continue  # counted, not kept
        number, match = first[name]
        tests.append(
            FailedTest(
                name=name,
                file=match.groups.get("file") or files.get(key) or _file_of_test(name) or _collected_file(name, match),
                log_line=number,
                member=member,
                source="log",
                message=(undefined_step(lines[number].text) or match.groups.get("message") or stated.get(name)),
            )
        )
    cut = {test.name: (test.message, said[_jvm_test_key(test.name) or test.name]) for test in tests if test.message}
    headers = _output_headers(lines)
    whole = full_messages(lines, cut, headers)
    tests = [replace(test, message=whole[test.name]) if test.name in whole else test for test in tests]
    unsaid = {
        test.name: said[_jvm_test_key(test.name) or test.name]
        for test in tests
        if test.name not in whole and (not states_failure(test.message) or cut_short(test.message))
    }
    messages = test_messages(lines, unsaid, known, headers)
    # a cut message whose test printed no more of it than its own line: that line's message, as cut
    tests = [
        replace(test, message=with_own_frame(messages[test.name][1], lines, messages[test.name][0], not_own_code))
        if test.name in messages and not _own_line_again(test, messages[test.name][0], unsaid[test.name][1])
        else test
        for test in tests
    ]
    naming = {test.name: said.get(_jvm_test_key(test.name) or test.name, ((), []))[1] for test in tests}
    tests = [_with_captured_cause(test, lines, naming[test.name]) for test in tests]
    tests = [_outside(test, _jvm_test_key(test.name) or test.name, stages, kinds, in_body) for test in tests]
    tests = [_not_loaded(test, _jvm_test_key(test.name) or test.name, unloaded, in_body) for test in tests]
    return mocha_hook_failures(hook_failed_suites(hook_failed_files(tests, lines), lines)), names, naming


def _frame_hooks(
    lines: dict[int, LogLine],
    said: dict[object, tuple[set[str], list[int]]],
    mentions: Sequence[tuple[str, int, SignalMatch]],
) -> dict[object, str]:
    """Each test (its key in ``said``, with the 1-based lines naming it) whose report shows its error
    thrown inside a hook's block (:func:`~ci_triage.logs.hook_frame.frame_hook`) → that hook: its report
    runs from a line naming it to the next line naming a failed test (``mentions``), at most
    :data:`~ci_triage.logs.failed_test_file.MAX_REPORT_LINES` lines."""
    starts = sorted({number for _, number, _ in mentions})
    hooks: dict[object, str] = {}
    for key, (_, numbers) in said.items():
        for number in numbers:
            later = bisect.bisect_right(starts, number)
            end = number + MAX_REPORT_LINES + 1
            hook = frame_hook(lines, number + 1, min(starts[later], end) if later < len(starts) else end)
            if hook is not None:
                hooks[key] = hook
                break
    return hooks


def _own_line_again(test: FailedTest, picked: int, naming: Sequence[int]) -> bool:
    """Whether the line ``picked`` for ``test``'s message is one of the lines naming it (``naming``,
    1-based) while its signal's ``message`` group already states the failure, only cut short
    (pytest's short summary ``FAILED t.py::test_a - AssertionError: assert {'a': 1}...`` of a test
    whose failure section was not read): the group is that line's message; the whole line, and
    what is joined below it (the next test's ``FAILED`` line), is not."""
    return picked in naming and states_failure(test.message)


def _collected_file(name: str, match: SignalMatch) -> str | None:
    """``name`` when ``match``'s signal names a test file that did not load (``test_kind``
    ``collection``: pytest's ``ERROR tests/test_x.py``, jest's ``FAIL ./a.test.js`` suite) by its
    path (:func:`ci_triage.logs.failed_test_file.is_test_file`): the file is the test; else None
    (unittest's module ``tests.test_api`` is no path: the test file its traceback cites is its file)."""
    return name if match.signal.test_kind == "collection" and is_test_file(name) else None


def _outside_body(match: SignalMatch) -> bool:
    """Whether ``match`` reports a test's failure outside its body (a ``stage`` group: pytest's
    ``ERROR at setup of test_x`` or ``ERROR at teardown of test_x``, which pytest prints in its
    ``ERRORS`` section above the ``FAILURES`` of tests whose body failed; a signal's ``test_kind``:
    pytest's ``ERROR tests/test_x.py`` of a module that did not import, listed there too)."""
    return bool(match.groups.get("stage") or match.signal.test_kind)


def _outside(
    test: FailedTest, key: object, stages: dict[object, set[str]], kinds: dict[object, TestKind], in_body: set[object]
) -> FailedTest:
    """``test`` (its identity ``key``) as the lines outside its body say it failed, when no line
    says its body failed (``key`` not in ``in_body``): at the ``stages`` it failed at, ``error``
    with its message led by them (``at teardown: KeyError: 'handle'``: its fixture's teardown
    raised and the test's own code passed; a named hook rather than jest's unnamed
    :data:`~ci_triage.logs.hook_frame.ANY_HOOK`), its :attr:`~FailedTest.hook` the hook among them
    (:data:`~ci_triage.logs.hook_frame.HOOKS`); else of the kind its signal gives (``kinds``:
    ``collection``, a test file that did not load)."""
    if key in in_body:
        return test
    if key in stages:
        named = sorted(stages[key] - {ANY_HOOK} or stages[key])  # a hook's name, when a line gives it
        where = "at " + " and ".join(named)
        hook = next((stage for stage in named if stage in (*HOOKS, ANY_HOOK)), None)
        return replace(test, message=f"{where}: {test.message}" if test.message else where, kind="error", hook=hook)
    if key in kinds:
        return replace(test, kind=kinds[key])
    return test


def _not_loaded(test: FailedTest, key: object, unloaded: dict[object, str], in_body: set[object]) -> FailedTest:
    """``test`` (its identity ``key``) as a test file that did not load, ``collection``, with the
    loader's error as its message, when a signal names it so (``unloaded``: the message of its
    ``test_kind: collection`` line) although a line says it failed (``in_body``): node --test's
    ``not ok 1 - /…/fmt.test.mjs`` with node's own ``error: 'test failed'`` names the file of a process
    that failed at its import (``Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/…/format.js'
    imported from /…/fmt.test.mjs``), no test of it ran. Any other ``test`` as it is (:func:`_outside`
    gives a test no line says failed in its body the kind its signal gives)."""
    if key not in in_body or key not in unloaded:
        return test
    return replace(test, kind="collection", message=unloaded[key])


def _with_captured_cause(test: FailedTest, lines: dict[int, LogLine], naming: Sequence[int]) -> FailedTest:
    """``test`` with the exception its captured output shows after its message, when that message
    only compares values (:mod:`ci_triage.logs.captured_exception`: ``assert 500 == 200; captured:
    redis.exceptions.ConnectionError: …``)."""
    if not compares_values(test.message):
        return test
    cause = captured_exception(lines, naming[:MAX_MENTIONS])
    return test if cause is None else replace(test, message=f"{test.message}; captured: {cause}")


def _output_headers(lines: dict[int, LogLine]) -> dict[str, list[int]]:
    """The 1-based numbers of the headers in ``lines`` next to which each test's output is printed,
    by the test's name, in the log's order: ``go test -v``'s (its output below them,
    :func:`ci_triage.logs.go_test_output.output_header`: ``=== RUN   TestX/sub``) and TAP::Harness's
    progress lines (:data:`_HARNESS_PROGRESS`: ``t/02-div.t ... ``, a test file's error output above
    or below it), and pytest's header of a file it could not collect (:data:`_COLLECTION_HEADER`:
    ``___ ERROR collecting tests/test_a.py ___`` above the import's traceback), by the file and each
    of its paths from a folder below (``pyt/tests/test_a.py``, ``tests/test_a.py``, ``test_a.py``):
    pytest names the file by the rootdir there and by the folder it was run from in its short
    summary's ``ERROR tests/test_a.py``."""
    headers: dict[str, list[int]] = {}
    for number in sorted(lines):
        text = lines[number].text
        progress = _HARNESS_PROGRESS.search(text)
        name = output_header(text) or (str(progress.group("file")) if progress else None)
        if name is not None:
            headers.setdefault(name, []).append(number)
        collecting = _COLLECTION_HEADER.search(text)
        if collecting is not None:
            folders = str(collecting.group("file")).split("/")
            for start in range(len(folders)):
                headers.setdefault("/".join(folders[start:]), []).append(number)
    return headers


_COLLECTION_HEADER = LazyRE2(r"^_+ ERROR collecting (?P<file>\S+\.py) _+$")
"""pytest's header of a test file (or conftest) it could not collect, above that error's report;
``file``: the file, relative to pytest's rootdir."""


_HARNESS_PROGRESS = LazyRE2(r"^(?P<file>\S+) \.{2,} ?$")
"""TAP::Harness's (prove's) progress line of a test file whose verdict is on the lines below it
(``t/02-div.t ... `` above ``Dubious, test returned 255``); ``file``: the test file."""


TEST_LINE_DISTANCE = 40
"""Lines read above or below a line that reports a failed test for the line naming it (a signal's
``test_above`` or ``test_below``): as many as a test's output is read for its message
(:data:`ci_triage.logs.failed_test_message.MAX_OUTPUT_LINES`)."""


def _test_name(lines: dict[int, LogLine], number: int, match: SignalMatch) -> str:
    """The failed test that ``match`` on line ``number`` (1-based) names: its ``test`` group, led by
    the name the nearest line of its signal's ``test_below`` or ``test_above`` gives
    (:func:`_test_nearby`) when there is one, as ``request › assertion`` (newman's ``health ›
    status is 200``, the row ``2.  AssertionError  status is 200`` over ``inside "health"``: the
    same assertion fails in every request that runs it); that nearby name alone when the line
    names none; ``""`` when neither names a test."""
    own = (match.groups.get("test") or "").strip()
    nearby = _test_nearby(lines, number, match)
    return f"{nearby} › {own}" if own and nearby else own or nearby


def _named_from_nearby(lines: dict[int, LogLine], number: int) -> bool:
    """Whether a signal reads line ``number`` (1-based, in ``lines``) as a failure of the test that a
    line near it names, the line naming none itself (:func:`_test_nearby`: tape's ``not ok 2 2m is
    120000 ms``, an assertion's message, under the ``# parses minutes`` comment naming its test):
    another skill's reading of the line's own text as a test's name (TAP's ``not ok N name``) then
    names no test."""
    return any(
        match.signal.test_line_regex is not None and not match.groups.get("test") and _test_nearby(lines, number, match)
        for match in lines[number].matches
    )


def _test_nearby(lines: dict[int, LogLine], number: int, match: SignalMatch) -> str:
    """The failed test that the line ``number`` (1-based, in ``lines``) reports without naming it:
    the ``test`` group of the nearest line below it (the signal's ``test_below``: busted's ``math
    adds`` after ``Failure -> spec/math_spec.lua @ 2``) or above it (``test_above``: zig's ``1/1
    t.test.add...expected 5, found 4`` above ``FAIL (TestExpectedEqual)``) that the signal's
    pattern matches, at most :data:`TEST_LINE_DISTANCE` lines away; ``""`` when none does or the
    signal gives no such pattern (RE2: linear time)."""
    regex = match.signal.test_line_regex
    if regex is None:
        return ""
    step = -1 if match.signal.test_above is not None else 1
    for near in range(number + step, number + step * (TEST_LINE_DISTANCE + 1), step):
        if near not in lines:
            break
        found = regex.search(lines[near].text)
        if found is not None:
            return str(found.group("test") or "").strip()
    return ""


_NUMBERED_ENTRY = LazyRE2(r"^(?P<indent>\s*)(?P<ordinal>\d+)\) (?P<title>\S.*)$")
"""A numbered failure's first line: ``  1) math`` (its indentation, number and first title)."""
MAX_TITLE_DEPTH = 20
"""Title lines read below a numbered failure's first line (its suites nested this deep)."""


def _numbered_entry_title(lines: dict[int, LogLine], number: int, ordinal: str) -> str | None:
    """The full title of the numbered failure ``ordinal`` whose entry starts on line ``number``
    (1-based) of ``lines``, as mocha lists its failures after ``N failing`` (every reporter that
    prints its epilogue: spec, dot, min, progress, ...): ``  1) outer``, then each deeper title on
    the next line, indented 3 more than the number plus 2 per level (``inner`` at 7 spaces, then
    ``adds:`` at 9), the last ending with ``:``; the titles joined by spaces, as mocha's ``fullTitle()``
    joins them and its TAP reporter prints them (``outer inner adds``). A one-line entry ending
    with ``:`` is its own title. ``None`` when the line is not such an entry (mocha's spec run
    list ``1) adds`` above the next test, rspec's ``1) Calc adds`` above ``Failure/Error:``).
    Source: mocha's ``Base.list`` (lib/reporters/base.js, ``'  %s) %s:'`` and the title path)."""
    entry = _NUMBERED_ENTRY.match(lines[number].text) if number in lines else None
    if entry is None or entry.group("ordinal") != ordinal:
        return None
    titles = [entry.group("title").rstrip()]
    indent = len(entry.group("indent")) + 3
    for depth in range(1, MAX_TITLE_DEPTH + 1):
        if titles[-1].endswith(":"):
            return " ".join([*titles[:-1], titles[-1][:-1]])
        text = lines[number + depth].text if number + depth in lines else ""
        if _indent(text) != indent + 2 * depth or not text.strip():
            return None
        titles.append(text.strip())
    return None


def _qualified(name: str) -> bool:
    """Whether the test ``name`` is qualified by its file, module or class (``::`` before any
    parameters: ``tests/test_x.py::test_a``, cargo's ``tests::it_works``; not ``test_ids[c::d]``)."""
    return "::" in name.split("[", 1)[0]


def _short_name(name: str) -> str:
    """The short name a tool prints beside the qualified test ``name``: pytest's section header
    for a node id (the parts after the file joined by ``.``, parameters as they are:
    ``test_x.py::TestK::test_n[c::d]`` → ``TestK.test_n[c::d]``), otherwise the last ``::`` part
    (``tests::it_works`` → ``it_works``)."""
    base, bracket, params = name.partition("[")
    head, _, rest = base.partition("::")
    if "." in head.rsplit("/", 1)[-1]:
        return rest.replace("::", ".") + bracket + params
    return base.rsplit("::", 1)[-1] + bracket + params


def _folder_suffixes(name: str) -> list[str]:
    """The node ids that name the same test as the node id ``name`` from a folder below the one it
    is relative to: ``a/b/test_x.py::test_y`` → ``b/test_x.py::test_y``, ``test_x.py::test_y``;
    none when its file has no folder or ``name`` is not a node id (``tests::it_works``)."""
    head, separator, rest = name.partition("::")
    folders = head.split("/")
    if not separator or len(folders) < 2 or "." not in folders[-1]:
        return []
    return ["/".join(folders[start:]) + separator + rest for start in range(1, len(folders))]


MAX_NESTING_LOOKBACK = 2_000
"""Lines read back from a failed test's line to find the subtests printed before it."""


def _parent_tests(mentions: list[tuple[str, int]], lines: dict[int, LogLine]) -> set[str]:
    """Names among ``mentions`` (test name, 1-based log line) that are parents of another failed
    test, found two ways:

    - by name: ``TestC`` when ``TestC/sub1`` failed too (go's ``t.Run`` subtests; a test named by
      another's path prefix);
    - by position: tools that open a suite with a header, print its subtests indented, then the
      suite's own result (TAP subtests, node's test runner in TAP or spec form: ``# Subtest:
      nested``, the indented ``not ok 1 - multiplies``, then ``not ok 3 - nested``;
      :func:`_opens_with_subtests`). A test that already has a parent by name is nobody's child
      by position (go prints the parent first: ``--- FAIL: TestD`` after ``TestC``'s indented
      subtests is not their parent);
    - by the run its verdict closes: a unit whose verdict line follows a line that opened its run
      in the same words and another failed test was named between them (``cabal test``'s ``Test
      suite spec: RUNNING...``, hspec's ``1) Calc adds``, then ``Test suite spec: FAIL``:
      :func:`_closes_a_run_with_failures`); a unit whose run names no failed test is the failed one;
    - by the titled run its verdict closes: a suite whose name alone, under a ruler, opened the run
      its verdict closes, another failed test named between them (Robot Framework's ``Login``
      between ``===`` rulers, ``Valid Login   | FAIL |``, then the suite's ``Login   | FAIL |`` over
      ``2 tests, 1 passed, 1 failed``: :func:`_closes_a_titled_run`).
    """
    names = {name for name, _ in mentions}
    named_children = {name for name in names if any(prefix in names for prefix in _path_prefixes(name))}
    parents = {prefix for name in named_children for prefix in _path_prefixes(name) if prefix in names}
    child_at = {number: name for name, number in mentions if name not in named_children}
    numbers = sorted(lines)
    for name, number in mentions:
        if name not in parents and _opens_with_subtests(name, number, lines, numbers, child_at):
            parents.add(name)
    units = list(dict.fromkeys(name for name, _ in mentions))[:MAX_TESTS]  # a bounded read back for each
    for name, number in mentions:
        if (
            name in units
            and name not in parents
            and (
                _closes_a_run_with_failures(name, number, lines, numbers, child_at)
                or _closes_a_titled_run(name, number, lines, numbers, child_at)
                or _reports_a_unit_with_failures(name, number, lines, numbers, child_at)
            )
        ):
            parents.add(name)
    return parents


def _reports_a_unit_with_failures(
    name: str, number: int, lines: dict[int, LogLine], numbers: list[int], child_at: dict[int, str]
) -> bool:
    """Whether the failed unit ``name``, which a ``summary`` signal reports on line ``number`` above
    its output (dune's ``test_geom alias test/runtest (exit 1)`` above the test executable's), ran
    failed tests: another failed test is named below it in its section, at most
    :data:`MAX_UNIT_OUTPUT_LINES` lines down, before the next unit's report (alcotest's ``> [FAIL]
    perimeter 1 line.``: the executable failed because that test did)."""
    if not any(match.signal.role == "summary" and match.groups.get("test") == name for match in lines[number].matches):
        return False
    start = bisect.bisect_right(numbers, number)
    for below in numbers[start : start + MAX_UNIT_OUTPUT_LINES]:
        if lines[below].section != lines[number].section or below - number > MAX_UNIT_OUTPUT_LINES:
            return False
        if any(match.signal.role == "summary" and match.groups.get("test") for match in lines[below].matches):
            return False  # the next unit's report
        if child_at.get(below, name) != name:
            return True
    return False


MAX_UNIT_OUTPUT_LINES = 1_000
"""Lines read below a unit's report for a failed test of its own (:func:`_reports_a_unit_with_failures`)."""


def _closes_a_run_with_failures(
    name: str, number: int, lines: dict[int, LogLine], numbers: list[int], child_at: dict[int, str]
) -> bool:
    """Whether the failed unit ``name``, whose verdict is line ``number``, ran failed tests: another
    failed test is named between that line and the line that opened its run in the same words
    (:func:`ci_triage.logs.failed_test_message.run_opening`: ``Test suite spec: RUNNING...`` above
    ``Test suite spec: FAIL``)."""
    opening = run_opening(lines, number, name)
    if opening is None:
        return False
    start, end = bisect.bisect_right(numbers, opening), bisect.bisect_left(numbers, number)
    return any(child_at.get(inside, name) != name for inside in numbers[start:end])


def _closes_a_titled_run(
    name: str, number: int, lines: dict[int, LogLine], numbers: list[int], child_at: dict[int, str]
) -> bool:
    """Whether the failed unit ``name``, whose verdict is line ``number``, ran failed tests: another
    failed test is named between that line and its title, the nearest line above it in its section
    (at most :data:`MAX_RUN_LINES` lines up) that is the name alone, right under a ruler
    (:data:`_TITLE_RULER`: Robot Framework's suite ``Login`` between ``===`` rulers)."""
    for above in range(number - 1, max(0, number - MAX_RUN_LINES) - 1, -1):
        line = lines.get(above)
        if line is None:
            continue  # not read: a long step is read in windows around its signals
        if line.section != lines[number].section:
            return False
        ruler = lines.get(above - 1)
        if line.text.strip() == name and ruler is not None and _TITLE_RULER.match(ruler.text):
            start, end = bisect.bisect_right(numbers, above), bisect.bisect_left(numbers, number)
            return any(child_at.get(inside, name) != name for inside in numbers[start:end])
    return False


_TITLE_RULER = LazyRE2(r"^\s*[=─━═-]{3,}\s*$")
"""A ruler above a run's title (Robot Framework's 78 ``=``)."""


def _opens_with_subtests(
    name: str, number: int, lines: dict[int, LogLine], numbers: list[int], child_at: dict[int, str]
) -> bool:
    """Whether the failed test ``name`` reported on line ``number`` is a suite printed after its
    subtests: read back from it, the lines more indented hold another failed test, and the first
    line at its own indentation or less is at the same indentation and names it (its header:
    ``# Subtest: nested``, ``▶ nested``)."""
    indent = _indent(lines[number].text)
    start = bisect.bisect_left(numbers, number)
    failed_inside = False
    for previous in reversed(numbers[max(0, start - MAX_NESTING_LOOKBACK) : start]):
        text = lines[previous].text
        if not text.strip():
            continue
        if _indent(text) <= indent:
            return failed_inside and _indent(text) == indent and name in text
        failed_inside = failed_inside or child_at.get(previous, name) != name
    return False


def _path_prefixes(name: str) -> list[str]:
    """``["a", "a/b"]`` for ``"a/b/c"``: the names of the tests a ``/``-separated subtest is in."""
    parts = name.split("/")
    return ["/".join(parts[:size]) for size in range(1, len(parts))]


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())


_JVM_METHOD_OF = LazyRE2(r"^(?P<method>[\w$]+)\((?:[\w$]+\.)*(?P<cls>[\w$]+)\)$")
_JVM_CLASS_METHOD = LazyRE2(r"^(?:[\w$]+\.)*(?P<cls>[A-Z][\w$]*)[.#](?P<method>[\w$]+)(?::\d+)?$")


def _jvm_test_key(name: str) -> tuple[str, str] | None:
    """``(class, method)`` of a JVM test named either way Surefire prints it —
    ``method(pkg.Class)`` in the per-test report, ``Class.method:69`` in the results list — so one
    failed test is listed once; ``None`` for any other name."""
    found = _JVM_METHOD_OF.match(name) or _JVM_CLASS_METHOD.match(name)
    return (found.group("cls"), found.group("method")) if found else None


LOCATION_MESSAGE_CHARS = 300
"""Characters of a location's message, with the rest of it a layout wrapped onto the next lines
(:func:`~ci_triage.logs.wrapped_message.wrapped_rest`), past which no more lines are joined."""


def locations(
    lines: dict[int, LogLine],
    packages: WorkspacePackages,
    signal_lines: list[int],
    excerpt_lines: list[int],
    member: str | None,
    test_names: Sequence[str] = (),
    go_modules: dict[str, str] | None = None,
    project_files: ProjectFiles | None = None,
) -> Places:
    """Source locations from signal groups on ``signal_lines`` and generic forms on ``excerpt_lines``
    (:attr:`Places.unique`), with every line citing one of them (:attr:`Places.citations`).

    A signal's line about one of the project's files (its ``project_file``) is a location in the file
    ``project_files`` finds (:class:`~ci_triage.logs.project_files.ProjectFiles`: MkDocs' page
    ``index.md`` is ``docs/index.md``, its nav warning ``mkdocs.yml``, twine's ``line 2:`` of the
    README ``README.rst:2``), and none when it finds none.

    A problem line that names only a line and column takes the file of the heading above it
    (:func:`_heading_file`), and its message the rest a layout wrapped onto the next lines
    (sqlfluff's ``| only one select target. [layout.select_targets]``), and a unified diff's hunk
    (``@@ -1,5 +1,8 @@``, a formatter's ``--diff``) is a location in the diff's new file at the hunk's first
    change, below its context lines, and at each later run of changes in it
    (:func:`~ci_triage.logs.diff_hunk.change_runs`).
    A file named without a line (jest's ``FAIL ./sum.test.js``) is a location too, unless another
    entry names the same file with a line (``at Object.toBe (sum.test.js:2:40)``; a path ending with
    the other's, :func:`_named_with_line`): that one is kept; a
    frame's bare file name under such a heading is joined with its folder (:func:`_in_heading_folders`:
    ``api.test.cjs:2:25`` under ``FAIL jt/api.test.cjs`` is ``jt/api.test.cjs:2:25``).
    A compiler's include chain (``from algo.cpp:2:``, :data:`_INCLUDE_CHAIN`) names no location.
    A relative path leading out of the folder a build tool entered is joined with it
    (:class:`~ci_triage.logs.build_folder.BuildFolders`: meson's ``../ringbuf.c`` in ``builddir``),
    and one a failed workspace package's output names with the package's folder (``packages``,
    :class:`~ci_triage.logs.workspace_package.WorkspacePackages` of ``lines``: vitest's ``src/route.test.js`` under
    ``pnpm -r test`` in ``packages/web``), and a source a linker names by its base name takes the
    folder of the CMake object ld's heading above names (:func:`~ci_triage.logs.linked_object.object_source`:
    ``main.cpp`` under ``CMakeFiles/geo_cli.dir/src/main.cpp.o: in function `main':`` is ``src/main.cpp``).
    A path a tool lists as a place it looked in for a file it did not find (Ansible's ``Searched in:``,
    :func:`~ci_triage.logs.searched_paths.searched_paths`) is no location.
    Nor is a path a signal's :data:`ARTIFACT_GROUP` reads, inside what the build made (lintian's
    ``[usr/bin/hello]`` on a binary package's tag), nor any other path on its line.
    Only the repository's own code is a location, at most :data:`MAX_LOCATIONS`, those a signal
    placed (a tool's own error line) before those a generic form read (a stack frame), each in the
    order the log names it (but for a Python traceback's project frame a library called back, before
    the frames that ran it: :func:`~ci_triage.logs.called_back_frames.called_back_first`), then
    grouped by the failed test whose report holds them, in the order of ``test_names``
    (:func:`_by_failed_test`): not a toolchain's, an installed library's or a build tree's file, nor a
    JVM frame of the JDK or a framework (:func:`not_own_code`), nor a JVM test's name that reads like
    ``file:line`` (Surefire's ``AppTest.nullList:20 » NullPointer``: the same test as one of
    ``test_names``, the failed tests the log names, :func:`_jvm_test_key`; a test named by its
    file, pytest's ``ERROR tests/test_a.py`` of a collection error, stays a location, and so does a
    file the line quotes as one, doctest's ``File "README.txt", line 5, in README.txt``), nor a URL
    (:data:`_URL_LIKE`), nor a generic form's reading of a line whose place a signal named (checkov's
    ``File: /main.tf:6-14`` is ``main.tf:6``, relative to the folder scanned, not ``/main.tf``; joined
    to the folder the command's ``-d`` names, :class:`~ci_triage.logs.scan_root.ScanRoots`), nor
    a name that starts with three dots (an elided path, or unittest's
    progress dots glued to a warning's path: ``.....src/m.py:17: DeprecationWarning``), nor a
    place on a passing test's result line (:func:`~ci_triage.logs.passing.passing_test`:
    Playwright's ``✓  1 e2e/store.spec.js:2:1 › home shows title``), nor a coverage report's row at
    100% (:func:`~ci_triage.logs.passing.fully_covered`: ``calc.go:3:	Add	100.0%``), nor a BDD formatter's
    place comment on a feature's, a scenario's or a step's line that did not fail there
    (:func:`~ci_triage.logs.step_place_comment.unfailed_place`), nor the declaration of a test that
    failed only because a subtest did (node's TAP ``location:`` in a block of ``failureType:
    'subtestsFailed'``, :func:`~ci_triage.logs.subtests_failed.subtests_failed_place`), nor a warning's that could not
    fail the step (:attr:`~ci_triage.logs.localise.LogLine.nonfatal_warning`). Places are unique by file, line and
    column: two findings on one line (ruff's ``lint_me.py:1:1`` and ``lint_me.py:1:8``) are two
    places, and a place without a column is dropped beside one on the same line with a column; a
    place a generic form reads (a stack frame's) on a file and line a signal placed with a column
    is that place read again, not a second one (node --test's ``location: '…/math.test.mjs:4:1'``
    and its stack's ``…/math.test.mjs:4:34``: the signal's is kept, the first in the log), also
    when one path ends with the other (:func:`_signal_placed`: the spec reporter's ``test at
    math.test.mjs:5:1`` beside the frame ``…/nodet/math.test.mjs:5:81``).
    A warning's place is dropped
    beside an error's (:func:`_errors_only`) before places are made unique, so a warning on an
    error's line (zizmor's ``warning[artipacked]`` at ``ci.yml:9:9``, then ``error[unpinned-uses]``
    at ``ci.yml:9:15``) does not hide it. A backtrace frame relative to the directory a test binary
    ran in (Rust's ``./src/lib.rs:31:20`` in a workspace's package) is rooted in the folder the
    panic's own place shows (:func:`~ci_triage.logs.crate_relative.rooted_frames`), and a Go test's
    file its output names bare (``cart_test.go:8``) is joined with its package's folder
    (:func:`~ci_triage.logs.go_package_folder.in_package_folders`: ``cart/cart_test.go``; with
    ``go_modules``, the checkout's, by its ``go.mod`` files), and a JVM frame's bare file with its
    class's package (:class:`~ci_triage.logs.jvm_frame_file.JvmFiles`: ``com/example/calc/Calc.java``). A Rust
    test's closure frame the harness called (:func:`_harness_closure_frame`) is no location, nor
    the ``main`` frame gfortran generates for a ``program`` (:func:`_fortran_main_frame`), nor a
    frame of gdb's backtrace in a shared library, glibc's below an abort, as the crash's quoted frame
    is not (:func:`~ci_triage.logs.crash_frame.gdb_library_place`: ``at ./stdlib/abort.c:79``). A place
    inside what a test logged (jest's ``console.warn`` block and its ``at Object.warn
    (cart.test.js:10:13)``, :func:`~ci_triage.logs.console_output.console_output_lines`) comes after
    the others: it is where the test logged, not where it failed; on a line where a test failed
    (``sum.test.js:3:40`` beside the failed ``expect``'s ``sum.test.js:3:81``) it is no second location.
    Frames of one stack trace on one line (a callback's, ``at includes (src/users.js:5:38)`` over its
    caller's ``at filter (src/users.js:5:16)``) are one place, the first's
    (:func:`~ci_triage.logs.same_line_frames.without_same_line_frames`).
    A C-family compiler's note (``parse.c:17:9: note: Assuming the condition is false``) is no place
    beside its diagnostic's (:func:`~ci_triage.logs.compiler_note.without_explained_notes`); a
    template's error in code that is not the project's (a system header) is placed, where the
    error is in the log's order, at the outermost place of its instantiation context that is the project's
    (gcc's ``src/points.cpp:9:14:   required from here``, clang's ``src/points.cpp:9:10: note: in
    instantiation of … requested here``: :func:`~ci_triage.logs.compiler_note.instantiation_sites`).
    A file named with no line in a folder ``tempfile.mkdtemp`` made (pytest-mpl's
    ``/tmp/tmpbg0l8oql/test_plot.test_sine/baseline.png``) is one the run wrote, no location
    (:func:`~ci_triage.logs.temporary_folder.in_temporary_folder`).
    """
    found: list[Location] = []
    jvm_tests = {key for name in test_names if (key := _jvm_test_key(name))}
    jvm_files = JvmFiles(test_names)
    build_folders = BuildFolders(lines)
    cython_sources = CythonSources(lines)
    test_files = [name.split("::", 1)[0] for name in test_names]
    scan_roots = ScanRoots(lines)
    installed = InstalledPackages(lines, test_files)

    def add(file: str, line: str | None, col: str | None, log_line: int, message: str | None) -> None:
        file = file.strip()
        if "/" in file and "\\" not in (unescaped := _JSON_ESCAPES.sub("", file)):
            file = unescaped
        if not not_own_code(file, lines[log_line].text):  # a pseudo-file, <frozen runpy>, is in no folder
            file = build_folders.path(with_forward_slashes(file), log_line, lines[log_line].section)
            if line is None and in_temporary_folder(file):
                return  # a file the run wrote in a fresh temporary folder (pytest-mpl's images): no place
            file = extension_source(without_temporary_folder(file), test_files)
            if (source := cython_sources.source(file)) is not None:
                # the generated file's line is none of the source's; Cython's error macro on it names one
                file, line, col = source, pyx_line(lines, log_line), None
        file = packages.path(object_source(lines, log_line, file), lines[log_line])
        file = scan_roots.path(file, log_line)
        text = lines[log_line].text
        if (
            not file
            or _URL_LIKE.match(file)
            or file.startswith("...")
            or not_own_code(file, text)
            or installed.holds(file)
            or _entry_point_frame(lines, log_line, text)
            or _fortran_main_frame(lines, log_line, file)
            or (file.endswith(".go") and _go_standard_frame(lines, log_line))
            or _harness_closure_frame(lines, log_line)
            or gdb_library_place(lines, log_line)
            or _is_network_address(file, line, text)
            or (line is None and _names_directory(file, text))
            # a test's name read as a file, unless the line quotes it as one (Python's and doctest's
            # ``File "README.txt", line 5``: the doctest of a text file is named by the file)
            or (jvm_tests and _jvm_test_key(file) in jvm_tests and f'"{file}"' not in text)
        ):
            return
        found.append(
            Location(
                file=jvm_files.path(file, text),
                line=int(line) if line else None,
                column=int(col) if col else None,
                log_line=log_line,
                member=member,
                message=message,
            )
        )

    placed: set[int] = set()  # lines a signal named a place on: its skill read their path, no generic form rereads it
    matched = [(number, match) for number in signal_lines for match in lines[number].matches]
    # the signals whose lines are the places of errors below them: their other lines (svelte-check's
    # warnings' places) come after the errors' places
    places = {
        (above.signal.skill, above.signal.id)
        for number, match in matched
        if not match.groups.get("file") and (above := _place_above(lines, number, match)) is not None
    }
    for number, match in sorted(matched, key=lambda entry: (entry[1].signal.skill, entry[1].signal.id) in places):
        if _place_of_error_below(lines, number, match):
            continue  # the error below names it; a warning's place (no error below) is read as any path is
        if subtests_failed_place(lines, number):
            continue  # a parent test's declaration (node's TAP ``location:``), not its failed subtest's place
        kind = match.signal.project_file
        groups = match.groups
        if not groups.get("file") and (above := _place_above(lines, number, match)) is not None:
            placed.add(number - 1)
            groups = {**above.groups, **groups}
        file = (
            project_files.path(kind, groups.get("file"), number, match.signal.tool)
            if kind is not None and project_files is not None
            else groups.get("file")
            or (_heading_file(lines, number, match.signal.skill) if groups.get("line") else None)
        )
        if groups.get(ARTIFACT_GROUP):
            placed.add(number)  # a path in the built package (lintian's pointer): read by no generic form
        if file:
            placed.add(number)
            message = groups.get("message")
            rest = wrapped_rest(lines, number, LOCATION_MESSAGE_CHARS) if message else None
            message = f"{message} {rest}" if rest else message
            line = groups.get("line") or (described_line(message) if kind == "long-description" else None)
            if kind == "package-manifest" and project_files is not None:
                line = project_files.manifest_line(groups.get("message"))
            before = len(found)
            add(file, line, groups.get("col"), number, message)
            for site in instantiation_sites(lines, number) if len(found) == before else ():
                # a template's error in a system header: where the project instantiated it is its place
                add(site.file, site.line, site.column, site.log_line, message)
                if len(found) > before:
                    placed.add(site.log_line)
                    break
    diff_file: str | None = None
    listed = listing_lines(lines, excerpt_lines)  # what rsync or tar copied: no failure's place
    searched = searched_paths(lines)
    for number in excerpt_lines:
        text = lines[number].text
        if (
            passing_test(text)
            or fully_covered(text)
            or lines[number].nonfatal_warning
            or _related_information(text)
            or unfailed_place(lines, number)
            or info_notice(lines, number)
            or subtests_failed_place(lines, number)
        ):
            continue  # a passing test's result line (Playwright's ✓ e2e/a.spec.js:2:1 › title), a coverage row at
            # 100% (go tool cover's calc.go:3: Add 100.0%), a warning that could not fail the step (Sphinx's
            # without -W), a note on a declaration elsewhere, a BDD step's place it did not fail at: no failure's place
        diff_file = _diff_new_file(lines, number) or diff_file
        hunk = _DIFF_HUNK.match(text)
        if hunk and diff_file:  # a hunk that leaves no line starts at line 0 (``+0,0``): the file's start
            starts = [change.line for change in change_runs(lines, number)] or [int(str(hunk.group("line")))]
            for start in starts:
                add(diff_file, str(max(start, 1)), None, number, None)
        patterns = (
            ()
            if _INCLUDE_CHAIN.match(text)
            else _JSON_PLACES
            if number in placed
            else (PY_FRAME, PATH_LINE, _PAREN_PLACE, _SHELL_SCRIPT_LINE, _PERL_DIED_AT, *ERLANG_PLACES, *_JSON_PLACES)
        )
        for pattern in patterns:
            for hit in islice(pattern.finditer(text), MAX_JSON_PLACES):
                groups = hit.groupdict()
                if pattern is not PATH_LINE or not names_a_version(hit):
                    add(groups["file"], groups["line"], groups.get("col"), number, None)
        bare = _BARE_PATH.match(text)
        if bare and number not in listed and number not in searched:  # nor a place a tool looked in for a file
            add(str(bare.group("file")), None, None, number, None)
        split = split_frame_place(lines, number)
        if split is not None:
            add(split[0], split[1], None, number, None)
    first: dict[tuple[str, int | None, int | None], Location] = {}
    found = _in_heading_folders(in_package_folders(rooted_frames(found), lines, go_modules))
    found = without_explained_notes(lines, found)  # a compiler's note explains its error, which is the place
    for location in _errors_only(lines, found, bool(test_names)):  # a warning's place does not hide an error's
        key = (location.file.removeprefix("./"), location.line, location.column)
        if key not in first or line_severity(lines, location.log_line) > line_severity(lines, first[key].log_line):
            first[key] = location  # a place named by several findings is its most severe one's
    with_line = {location.file.removeprefix("./") for location in found if location.line is not None}
    with_column = {(file, line) for file, line, column in first if column is not None}
    signal_placed: dict[int | None, list[tuple[tuple[str, ...], Location]]] = {}
    for (file, line, column), location in first.items():
        if column is not None and location.log_line in placed:
            signal_placed.setdefault(line, []).append((PurePosixPath(file).parts, location))
    longer: dict[int, str] = {}  # id of a signal's place → the longer path of a frame on its line
    kept = [
        location
        for (file, line, column), location in first.items()
        if (line is not None or not _named_with_line(file, with_line))
        and (column is not None or (file, line) not in with_column)
        and (location.log_line in placed or not _signal_placed(file, line, signal_placed, longer))
    ]
    kept = [replace(location, file=longer[id(location)]) if id(location) in longer else location for location in kept]
    logged = console_output_lines(lines) if kept else set()
    failed_at = {
        (location.file.removeprefix("./"), location.line) for location in kept if location.log_line not in logged
    }
    kept = [  # a test that logged on the line where it failed: that line once, where it failed
        location
        for location in kept
        if location.log_line not in logged or (location.file.removeprefix("./"), location.line) not in failed_at
    ]
    kept = without_same_line_frames(lines, kept)  # a callback's frame on its caller's line: one place
    kept = called_back_first(lines, kept)  # the project's code a framework ran, before the boilerplate that ran it
    kept = most_severe_first(lines, kept)  # a scanner's ERROR findings' places before its WARNING ones'
    kept.sort(key=lambda location: location.log_line in logged)  # what a test logged after where tests failed
    unique = _by_failed_test(lines, _without_go_standard_names(lines, kept)[:MAX_LOCATIONS], logged, test_names)
    return Places(unique, citations(unique, found))


def _named_with_line(file: str, with_line: Collection[str]) -> bool:
    """Whether ``file`` (a place without a line) is one of ``with_line`` (the files placed with a
    line): the same path, or paths whose parts end one with the other (mocha's ``Error: Timeout of
    500ms exceeded. … (/home/runner/work/app/app/test/price.test.js)`` beside its frames'
    ``test/price.test.js:18``), as the README says of places whose paths end one with the other."""
    if file in with_line:
        return True
    parts = PurePosixPath(file).parts
    for other in with_line:
        shorter, longest = sorted((parts, PurePosixPath(other).parts), key=len)
        if shorter and longest[len(longest) - len(shorter) :] == shorter:
            return True
    return False


def _signal_placed(
    file: str,
    line: int | None,
    signal_placed: dict[int | None, list[tuple[tuple[str, ...], Location]]],
    longer: dict[int, str],
) -> bool:
    """Whether ``file`` at ``line`` is a place a signal placed (``signal_placed``: line → the parts of
    each such file's path and its place): the same line of a file whose path's parts end with the
    other's (node --test's spec reporter prints ``test at math.test.mjs:5:1`` relative to the
    folder it ran in, its stack frame ``file:///…/nodet/math.test.mjs:5:81``; vitest's
    project-relative ``src/x.test.ts:4``). The two are one place with the longer path, as the
    README says of places whose paths end one with the other: when ``file``'s is longer, it is
    recorded in ``longer`` (``id`` of the signal's place → ``file``) for that place to take."""
    parts = PurePosixPath(file).parts
    for placed, location in signal_placed.get(line, []):
        shorter, longest = sorted((parts, placed), key=len)
        if shorter and longest[len(longest) - len(shorter) :] == shorter:
            if len(parts) > len(placed) and len(parts) > len(PurePosixPath(longer.get(id(location), "")).parts):
                longer[id(location)] = file
            return True
    return False


class Places(NamedTuple):
    """What :func:`locations` read: the job's locations and each line that cites one of them."""

    unique: list[Location]
    """The locations, one per file, line and column, in their order of preference."""
    citations: list[Location]
    """:attr:`unique`, then each other line that cites one of them again (its ``log_line`` that
    line's, 1-based): the place a second failed test's report shares with the first's (jest's
    ``at Object.<anonymous> (api.test.cjs:2:25)`` under both tests a ``beforeAll`` failed) is in
    that report too, which :func:`~ci_triage.logs.failed_test_file.with_test_files` reads."""


def citations(unique: Sequence[Location], found: Sequence[Location]) -> list[Location]:
    """``unique`` (the job's locations), then each of ``found`` (every place read, in log order or
    not) on another log line whose file (without ``./``), line and column are one of ``unique``'s, of
    the same archive member: the same place cited again."""

    def place(location: Location) -> tuple[str | None, str, int | None, int | None]:
        return location.member, location.file.removeprefix("./"), location.line, location.column

    keys = {place(location) for location in unique}
    own = {(place(location), location.log_line) for location in unique}
    again = [
        location for location in found if place(location) in keys and (place(location), location.log_line) not in own
    ]
    return [*unique, *again]


def _in_heading_folders(found: Sequence[Location]) -> list[Location]:
    """``found`` with each place whose file is a bare name (no folder: jest's frame
    ``at Object.<anonymous> (api.test.cjs:2:25)``) joined with the folder of the nearest file named
    without a line above it, in its archive member, whose base name it is (the report's heading,
    jest's ``FAIL jt/api.test.cjs``): ``jt/api.test.cjs:2:25``; a heading in the checkout's own folder
    (``FAIL ./sum.test.js``) adds none. The others as they are."""
    headings: dict[tuple[str | None, str], str] = {}
    joined: dict[int, str] = {}
    for at, location in sorted(enumerate(found), key=lambda item: item[1].log_line):
        file = location.file
        if location.line is None and "/" in file.removeprefix("./"):  # ``FAIL ./sum.test.js`` adds no folder
            headings[(location.member, file.rsplit("/", 1)[1])] = file.removeprefix("./")
        elif "/" not in file and (heading := headings.get((location.member, file))) is not None:
            joined[at] = heading
    return [replace(location, file=joined[at]) if at in joined else location for at, location in enumerate(found)]


def _by_failed_test(
    lines: dict[int, LogLine], found: list[Location], logged: Collection[int], test_names: Sequence[str]
) -> list[Location]:
    """``found`` (locations in their order of preference) grouped by the failed test whose report
    holds them, in the order of ``test_names`` (the failed tests as the summary names them): each
    line naming a failed test (:func:`~ci_triage.logs.localise.names_failed_test`: pytest's ``____
    test_x ____``, go's ``--- FAIL: TestX``) starts a group that runs to the next such line, and
    within a group the order stays (the place a tool names as the error's, pytest's ``calc.py:5:
    ZeroDivisionError``, before the frames above it). So a first test whose error has no place of
    the project's own (a refused connection raised in the standard library) keeps its frame's place
    before a later test's error place, and a test that errored at setup, which pytest reports first
    and the summary names after the failed ones, has its place after theirs. Places above every such
    line are the first group's (a build's error before the tests ran, a warning's place after the
    first test's error); a heading names the first test of ``test_names`` it can name that no heading
    above it named (pytest's banner ``test_x`` names a function several files may hold), else the
    first it can name (RSpec's ``rspec ./spec/a_spec.rb:102 # …`` below the test's report), and a
    group whose test ``test_names`` does not name follows the named ones, in log order; a test's
    teardown report (pytest's ``____ ERROR at teardown of test_x ____``, printed in its ``ERRORS``
    section before the ``FAILURES`` one) follows the report of the same test's failure: a fixture
    that broke after the test failed or timed out (a connection left checked out) is its consequence,
    and the place the test stopped leads; what a test logged
    (``logged``, line numbers) stays after the rest. Without such lines the order is ``found``'s."""
    headings = [number for number in sorted(lines) if names_failed_test(lines[number])] if len(found) > 1 else []
    if not headings:
        return found
    identities = [FailedTestIdentities([identity_of_test(name)]) for name in test_names]
    taken: set[int] = set()

    def rank(heading: int) -> int:
        named = (match.groups.get("test") for match in lines[heading].matches if match.groups.get("test"))
        identity = identity_of_test(next(named, None) or "")
        same = [place for place, test in enumerate(identities) if identity and test.names_same_test(identity)]
        place = next((place for place in same if place not in taken), same[0] if same else len(identities) + heading)
        taken.add(place)
        return place

    ranks = [rank(heading) for heading in headings]
    teardowns = [
        any(match.groups.get("stage") == "teardown" for match in lines[heading].matches) for heading in headings
    ]

    def group(location: Location) -> tuple[bool, int, bool]:
        at = bisect.bisect_right(headings, location.log_line) - 1
        return location.log_line in logged, ranks[max(at, 0)], at >= 0 and teardowns[at]

    return sorted(found, key=group)


def _diff_new_file(lines: dict[int, LogLine], number: int) -> str | None:
    """The new file named by line ``number`` of ``lines`` when it is a unified diff's ``+++`` line
    (:data:`_DIFF_NEW_FILE`, without git's ``b/``), else ``None``. A first folder that alone tells it
    from the ``---`` line's just above is the diff's prefix, not a folder, and is left out: terraform
    fmt -diff's ``--- old/main.tf`` / ``+++ new/main.tf`` name ``main.tf``, as do git's mnemonic
    prefixes (``diff.mnemonicPrefix``: ``--- i/main.tf`` / ``+++ w/main.tf``)."""
    new = _DIFF_NEW_FILE.match(lines[number].text)
    if new is None:
        return None
    file = str(new.group("file"))
    above = lines.get(number - 1)
    old = _DIFF_OLD_FILE.match(above.text) if above is not None else None
    if old is not None:
        old_prefix, _, old_path = str(old.group("file")).partition("/")
        new_prefix, _, new_path = file.partition("/")
        if new_path and old_path == new_path and old_prefix != new_prefix:
            return new_path
    return file


def _without_go_standard_names(lines: dict[int, LogLine], found: list[Location]) -> list[Location]:
    """``found`` without a Go file named without a folder (``testing.go:1319: race detected during
    execution of test``, a message the ``testing`` package decorates with its own file) that is the
    name of a standard library frame's file on ``lines`` (:func:`_go_standard_file_names`) and of
    none of ``found``'s files with a folder."""
    bare = {location.file for location in found if location.file.endswith(".go") and "/" not in location.file}
    if not bare:
        return found
    own = {PurePosixPath(location.file).name for location in found if "/" in location.file}
    standard = (_go_standard_file_names(lines) & bare) - own
    return [location for location in found if location.file not in standard]


def _related_information(text: str) -> bool:
    """Whether the log line ``text`` is a diagnostic's related information (:data:`_RELATED_INFORMATION`),
    no error or warning of its own."""
    related = _RELATED_INFORMATION.match(text)
    return related is not None and not related.group("message").startswith(("error", "warning"))


def _place_above(lines: dict[int, LogLine], number: int, match: SignalMatch) -> SignalMatch | None:
    """For an ``error`` signal's ``match`` on line ``number`` that names no file: the match on the
    line right above it of a signal it comes ``after`` that names a ``file`` or a ``line``
    (svelte-check's ``src/lib/Counter.svelte:5:5`` alone on its line over ``Error: Type 'string' is
    not assignable …``; HTMLHint's source line ``L11 |`` over its caret and message, in the file of
    the heading above): the error's place. ``None`` for another signal or line."""
    if match.signal.role != "error" or not match.signal.after or number - 1 not in lines:
        return None
    return next(
        (
            place
            for place in lines[number - 1].matches
            if place.signal.skill == match.signal.skill
            and place.signal.id in match.signal.after
            and (place.groups.get("file") or place.groups.get("line"))
        ),
        None,
    )


def _place_of_error_below(lines: dict[int, LogLine], number: int, match: SignalMatch) -> bool:
    """Whether ``match``, on line ``number``, is the place of an error named on the line right
    below it (:func:`_place_above`): that error's location, not one of its own."""
    below = lines.get(number + 1)
    return below is not None and any(
        not error.groups.get("file") and _place_above(lines, number + 1, error) is match for error in below.matches
    )


def _errors_only(lines: dict[int, LogLine], found: list[Location], tests_failed: bool) -> list[Location]:
    """``found`` without the locations of diagnostics that report only a warning
    (:func:`~ci_triage.logs.localise.warning_only`: gcc's ``f01.c:2:21: warning: unused variable``,
    rustc's ``warning: unused variable`` above `` --> src/a.rs:2:9``, Elixir's ``warning: variable
    "unused" is unused`` above ``  lib/calc.ex:3: Calc.add/2``; :func:`_diagnostic_line`) when
    another's reports an error (``f03.c:1:28: error: …``) or tests failed (``tests_failed``): the
    warnings of the files a build compiled beside the one that failed, or before the tests ran, are
    not where it failed. Unchanged otherwise (ESLint's ``--max-warnings 0``: the warnings failed it)."""
    if not tests_failed and not any(_reports_error_at(lines, location.log_line) for location in found):
        return found
    return [location for location in found if not _reports_only_warning(lines, location.log_line)]


def _reports_error_at(lines: dict[int, LogLine], number: int) -> bool:
    """Whether the diagnostic named on line ``number`` reports an error: the message under it when
    the line is a rule's heading (:func:`_message_under_heading`), else its line
    (:func:`_diagnostic_line`)."""
    message = _message_under_heading(lines, number)
    return reports_error(message if message is not None else _diagnostic_line(lines, number))


def _reports_only_warning(lines: dict[int, LogLine], number: int) -> bool:
    """Whether the diagnostic named on line ``number`` reports a warning, no error: its line says
    so (:func:`~ci_triage.logs.localise.warning_only`), or the line is a rule's heading and the
    message under it (:func:`_message_under_heading`) reports no error (biome's ``⚠ This variable x
    is unused.``, ``! …`` without colour, against ``✖ …`` / ``× …``, the skill's ``error``
    signals), or the line is a file's heading over rows that each report only a warning
    (:func:`_rows_under_heading`: ESLint's stylish ``/…/lib/m18.js`` over ``  1:10  warning  …``
    rows: a file with only warnings is not where the job failed)."""
    message = _message_under_heading(lines, number)
    if message is None:
        rows = _rows_under_heading(lines, number)
        if rows:
            return all(warning_only(row) for row in rows)
        return warning_only(_diagnostic_line(lines, number))
    return not reports_error(message)


def _rows_under_heading(lines: dict[int, LogLine], number: int) -> list[LogLine]:
    """When line ``number`` is a file's heading of its own (unindented, one path: :data:`_HEADING`),
    the indented read lines right below it, up to a blank or unread line (its problem rows in
    ESLint's stylish format); ``[]`` otherwise, or when a line below is not read or is not indented
    (the rows cannot all be told)."""
    if not _HEADING.match(lines[number].text):
        return []
    rows: list[LogLine] = []
    below = number + 1
    while (line := lines.get(below)) is not None and line.text.strip():
        if not line.text[:1].isspace():
            return []
        rows.append(line)
        below += 1
    return rows if line is not None else []


HEADING_MESSAGE_GAP = 2
"""Lines from a rule's heading to its message at most: biome prints one blank line between."""


def _message_under_heading(lines: dict[int, LogLine], number: int) -> LogLine | None:
    """When line ``number`` is a rule's heading (a line only ``context`` signals match, each with a
    ``file`` and a ``code``: biome's ``bsrc/bad.js:1:7 lint/correctness/noUnusedVariables  FIXABLE
    ━━━``), the first non-blank read line after it, at most :data:`HEADING_MESSAGE_GAP` lines away
    with only blank lines between; ``None`` for another line or without one."""
    line = lines[number]
    heading = bool(line.matches) and all(
        match.signal.role == "context" and {"file", "code"} <= match.groups.keys() for match in line.matches
    )
    if not heading:
        return None
    for below in range(number + 1, number + HEADING_MESSAGE_GAP + 1):
        line = lines.get(below)
        if line is None:
            return None
        if not line.blank:
            return line
    return None


_SPAN_LINE = LazyRE2(r"^\s+(?:-->|:::) \S")
"""rustc's line naming where its diagnostic points, under the diagnostic's heading: `` --> src/a.rs:2:9``
(``::: src/b.rs:1:4`` for a secondary place, below the first one's source lines)."""
_PLACE_LINE = LazyRE2(r"^\s+(?:└─ )?[^\s:]+:\d+(?::\d+)?: \S")
"""An indented line giving a file's place under its diagnostic's heading: Elixir's ``  lib/calc.ex:3:
Calc.add/2`` under ``warning: variable "unused" is unused`` (``└─ lib/calc.ex:3:25: Calc.add/2``
below the quoted source since Elixir 1.15)."""
DIAGNOSTIC_LOOKBACK = 20
"""Lines read back from a span line (:data:`_SPAN_LINE`) or a place line (:data:`_PLACE_LINE`) for
its diagnostic's heading."""


def _diagnostic_line(lines: dict[int, LogLine], number: int) -> LogLine:
    """The line that says what the diagnostic named on line ``number`` is: for a span line
    (:data:`_SPAN_LINE`), the nearest line above it that starts with a letter (rustc's ``warning:
    unused variable: `unused```, ``error[E0425]: cannot find value``; not a quoted source line's
    ``2 |``), read back over the diagnostic's lines at most :data:`DIAGNOSTIC_LOOKBACK` lines;
    otherwise, or without one, line ``number`` itself (a Python warning indented under the test
    that made it, pytest's ``warnings summary``: :func:`~ci_triage.logs.localise.python_warning`)."""
    line = lines[number]
    span = bool(_SPAN_LINE.match(line.text))
    if not span and (not _PLACE_LINE.match(line.text) or python_warning(line.text)):
        return line
    for above in range(number - 1, max(0, number - DIAGNOSTIC_LOOKBACK) - 1, -1):
        heading = lines.get(above)
        if heading is None or heading.blank:
            break
        if heading.text[:1].isalpha():
            return heading
        if not span and not heading.text[:1].isspace():
            break
    return line


_DIRECTORY_BEFORE = LazyRE2(r"(?i)\b(?:directory|folder)\s*[:(]?\s*['\"(\[]?$")
"""What precedes a path that a message calls a folder: ``with working directory '…'`` (the
Actions runner's), ``no POM in this directory (…)`` (Maven's)."""


def _names_directory(file: str, text: str) -> bool:
    """Whether every mention of ``file`` on the log line ``text`` follows a word that calls it a
    folder (:data:`_DIRECTORY_BEFORE`): a folder, never a file's location."""
    starts = _occurrences(text, file)
    return bool(starts) and all(_DIRECTORY_BEFORE.search(text[max(0, start - 200) : start]) for start in starts)


MAX_UNIT_FILES = 3
"""Files a summary names for a wrapper's unit (a pre-commit hook) that changed or flagged them."""


def unit_files(lines: dict[int, LogLine], head: int, found: list[Location]) -> list[str]:
    """The files a wrapper's unit changed or flagged, when its failure line ``head`` names none
    itself (pre-commit's ``- files were modified by this hook``): those cited in ``found``
    (:func:`locations`) or named (:func:`_named_file`: pre-commit-hooks' ``Fixing src/a.py``) in
    the unit's own output — the lines read after ``head`` up to the next unit (a line a
    ``wrapper`` signal matches) or a unified diff —, else the files of the unified diff printed
    after the last unit (``--show-diff-on-failure``: ``All changes made by hooks:``, then
    ``+++ b/src/a.py``) but those another unit's own output names (``sqlfluff-fix``'s ``==
    [models/orders.sql] FIXED`` under a silent ``trailing-whitespace`` above it: that file is the
    other hook's), all of them when every one is; in the log's order, at most
    :data:`MAX_UNIT_FILES`. ``[]`` when neither names a file (a hook that prints nothing, and no
    diff: the log does not say which)."""

    def opens_unit(number: int) -> bool:  # a failed unit's wrapper line, or a passed hook's (``mypy.....Passed``)
        return opening_verdict(lines[number].text) or any(m.signal.role == "wrapper" for m in lines[number].matches)

    ordered = sorted(lines)
    cited = {location.log_line: location.file for location in found}

    def output_files(start: int) -> list[str]:  # the files named in a unit's own output, after line start
        files: list[str] = []
        for number in ordered[bisect.bisect_right(ordered, start) :]:
            text = lines[number].text
            if opens_unit(number) or text.startswith("diff --git ") or _DIFF_NEW_FILE.match(text):
                break
            file = cited.get(number) or _named_file(text)
            files += [file] if file else []
        return files

    own = output_files(head)
    if not own:
        units = [number for number in ordered if lines[number].section == lines[head].section and opens_unit(number)]
        opener = max((number for number in units if number < head), default=head)
        others = {file for unit in units if unit != opener for file in output_files(unit)}
        last_unit = max(units, default=head)
        changed = [
            new for number in ordered if number > max(last_unit, head) and (new := _diff_new_file(lines, number))
        ]
        own = [file for file in changed if file not in others] or changed
    return list(dict.fromkeys(own))[:MAX_UNIT_FILES]


_FILE_WORD = LazyRE2(r"^[\w.@+-]*(?P<folder>/[\w.@+-]+)*\.[A-Za-z]\w{0,7}$")
"""A word that is a file's path: a name with an extension, after folders or not."""


def _named_file(text: str) -> str | None:
    """The file a unit's output line names as a word of its own: the first path with a folder
    (``Fixing src/app.py``, pre-commit-hooks' fixers; black's ``reformatted src/app.py``) or a
    name with an extension as the line's last word (``Fixing app.py``); ``None`` otherwise."""
    words = text.split()
    for word in words:
        found = _FILE_WORD.match(word)
        if found and found.group("folder"):
            return word
    return words[-1] if words and _FILE_WORD.match(words[-1]) else None


HEADING_LOOKBACK = 500
"""Lines read back from a problem line (``  1:7  error  ...``) for the file heading above it."""


def _heading_file(lines: dict[int, LogLine], number: int, skill: str) -> str | None:
    """The file of a problem line that names only a line and column (ESLint's default "stylish"
    format, yamllint's default format: the file on a heading line of its own, its problems
    indented below it; djlint's: the file, a ruler, its problems unindented; sqlfluff's: `== [q.sql]
    FAIL`, then `L:   1 | P:   1 | LT01 | ...`): the nearest line above ``number`` that a signal
    match names a file on without a line, or the nearest unindented line that is one file path
    (:data:`_HEADING`), read back (at most :data:`HEADING_LOOKBACK` lines) through indented lines,
    rulers (:data:`_RULER`), the tool's other problem lines (a signal match naming a line
    without a file), its tallies (a summary signal's match naming no place: PHP_CodeSniffer's
    ``FOUND 17 ERRORS AFFECTING 5 LINES`` between its ``FILE: src/a.php`` heading and its
    `` 3 | ERROR | …`` rows), the lines of the problem's own skill (``skill``, its signal's) naming
    no place (PyYAML's problem and context between pre-commit's ``==> File .pre-commit-config.yaml``
    and the problem's place ``  in "<unicode string>", line 9, column 6``) and blank lines between
    indented ones (semgrep's findings under their file, ``    app/calc.py``, each one's ``5┆ code``
    below a padded blank line) and the annotations a
    GitHub runner rendered from a tool's workflow commands (``##[warning]1:1 [document-start] …``
    under yamllint ``-f github``'s ``##[group]config/app.yaml``, whose file and line properties the
    runner keeps out of the log), and the lines of the finding's own header that only its own
    family's signals match, naming no place (trufflehog3's ``MEDIUM  AWS API Key`` rule and its
    ``Commit  3d4b…`` lines between the file and the finding's ``4  AWS_ACCESS_KEY_ID = …``);
    ``None`` at a blank line below an unindented one (the blank line between two files' listings)
    or any other line."""
    own_skills = {match.signal.skill for match in lines[number].matches} if number in lines else set()
    for previous in range(number - 1, max(0, number - HEADING_LOOKBACK) - 1, -1):
        line = lines.get(previous)
        if line is None:
            return None
        if not line.text.strip():
            above = lines.get(previous - 1)
            if above is None or not above.text.strip() or not above.text[:1].isspace():
                return None
            continue
        groups = [match.groups for match in line.matches]
        named = next((found["file"] for found in groups if found.get("file") and not found.get("line")), None)
        if named:
            return named
        sibling = any(found.get("line") and not found.get("file") for found in groups)
        tally = any(
            match.signal.role == "summary" and not match.groups.get("file") and not match.groups.get("line")
            for match in line.matches
        )
        own = any(
            match.signal.skill == skill and not match.groups.get("file") and not match.groups.get("line")
            for match in line.matches
        )
        header = bool(groups) and all(
            match.signal.skill in own_skills and not match.groups.get("file") and not match.groups.get("line")
            for match in line.matches
        )
        if (
            line.text[:1].isspace()
            or _RULER.match(line.text)
            or sibling
            or tally
            or own
            or header
            or line.marker in ANNOTATION_MARKERS
        ):
            continue
        heading = _HEADING.match(line.text)
        return str(heading.group("file")) if heading else None
    return None


def _is_network_address(file: str, line: str | None, text: str) -> bool:
    """Whether ``file`` (with ``line`` as its port) names a network host on ``text``, not a file.

    A file is never a bare IPv4/IPv6 address or ``localhost``; with a port, a name with no path
    separator is a host when every mention of ``file:port`` on the line is a URL's authority
    (``postgres://user:***@db.internal:5432``, ``redis://cache:6379``), follows ``user@``, or is the
    target of a connection message (``Connecting to db.internal:443``).
    """
    host = file.removeprefix("@")
    if _HOST_ONLY.match(host):
        return True
    if line is None or "/" in host or "\\" in host:
        return False
    mention = f"{host}:{line}"
    starts = _occurrences(text, mention)
    return bool(starts) and all(_AUTHORITY_BEFORE.search(text[max(0, start - 200) : start]) for start in starts)


def _occurrences(text: str, needle: str) -> list[int]:
    """Start offsets of every occurrence of ``needle`` in ``text`` (non-overlapping)."""
    starts: list[int] = []
    start = text.find(needle)
    while start >= 0:
        starts.append(start)
        start = text.find(needle, start + len(needle))
    return starts


def exit_code(
    lines: dict[int, LogLine], numbers: list[int], survived: Collection[int] = frozenset()
) -> tuple[int, int] | None:
    """The last exit code named on ``numbers``, with the number of its line: ``(code, line)``;
    ``None`` when no line names one. A line names one with an ``exit`` group (``Dubious, test
    returned 255``) or as a report that a signal ended a command (:func:`signal_exit_status`), unless
    that report is one the job went on after (``survived``: :func:`survived_signal_reports`). make's
    report of a failed recipe (``make: *** [Makefile:3: lint] Error 1``, ``make: *** [Makefile:4:
    assets] Segmentation fault``) names the recipe's status, but make then exits with its own,
    :data:`MAKE_ERROR_STATUS`: that is the code the line names for the step. So does a signal whose
    ``exit`` group is a unit's status and that names its wrapper's own (``wrapper_exit``: pre-commit's
    ``- exit code: 65`` under a failed hook names 1, what pre-commit exits with)."""
    found = None
    for number in numbers:
        text = lines[number].text
        status = signal_exit_status(text) if number not in survived else None
        for match in lines[number].matches:
            value = match.groups.get("exit")
            if value and value.lstrip("-").isdigit():
                status = int(value) if match.signal.wrapper_exit is None else match.signal.wrapper_exit
        if status is None and _MAKE_RECIPE_FAILED.search(text):
            status = MAKE_ERROR_STATUS  # glued to a line the recipe's output left unfinished
        if status is not None:
            found = (MAKE_ERROR_STATUS if MAKE_REPORT.search(text) else status, number)
    return found


SIGNAL_NUMBERS = {
    "Illegal instruction": 4,
    "Aborted": 6,
    "Bus error": 7,
    "Floating point exception": 8,
    "Killed": 9,
    "Segmentation fault": 11,
    "Terminated": 15,
}
"""Signals that end a command in CI, by the words ``strsignal`` gives them on Linux (glibc), with
their numbers on Linux (``signal(7)``)."""
_MAKE_ERROR = r"(?:g?make|mingw32-make)(?:\[\d+\])?: \*\*\* "
"""How GNU make opens its report of an error (``make: *** ``, ``make[1]: *** ``; its ``job.c``)."""
_SIGNAL_REPORT = LazyRE2(
    r"(?:^(?:\S+: line \d+: )?\s*\d+ |" + _MAKE_ERROR + r"\[[^\]]+\] )"
    r"(?P<signal>" + "|".join(SIGNAL_NUMBERS) + r")(?: +\(core dumped\))?(?:\s|$)"
)
"""A shell's or make's report that a signal ended a command: bash's ``./step.sh: line 3: 29014
Segmentation fault      (core dumped) ./gen`` (a job's PID and ``strsignal``, ``jobs.c``), make's
``make: *** [Makefile:4: assets] Segmentation fault`` (a recipe, GNU make's ``job.c``), wherever on
the line make's starts (:data:`MAKE_REPORT`)."""


def signal_exit_status(text: str) -> int | None:
    """The exit status of the command whose end by a signal ``text`` (a cleaned line) reports
    (:data:`_SIGNAL_REPORT`): 128 + the signal's number, as a shell gives it (bash manual, "Exit
    Status": 139 for a segmentation fault, 137 for ``Killed``), in any locale of the table
    (:func:`ci_triage.logs.c_locale_reading.c_locale_reading`: ``Zeile 3: 29014
    Speicherzugriffsfehler``); ``None`` for another line."""
    reading = c_locale_reading(text)
    found = _SIGNAL_REPORT.search(reading.text if reading is not None else text)
    return 128 + SIGNAL_NUMBERS[found.group("signal")] if found else None


def signal_ended_command(text: str) -> str | None:
    """The command a shell's report that a signal ended it names (:data:`_SIGNAL_REPORT`: bash's
    ``bash: line 2: 18031 Segmentation fault      ./app`` → ``./app``, the rest of the line after the
    signal's words and ``(core dumped)``), in any locale of the table; ``None`` for another line and
    for make's report, which names a target, not a command."""
    reading = c_locale_reading(text)
    read = reading.text if reading is not None else text
    found = _SIGNAL_REPORT.search(read)
    if found is None or "*** [" in found.group(0):
        return None
    return read[found.end() :].strip() or None


MAKE_ERROR_STATUS = 2
"""The status GNU make exits with when a recipe failed, a signal's end included (GNU make manual,
"How to Run make": "The exit status of make is 2 if make encounters any errors")."""
MAKE_REPORT = LazyRE2(_MAKE_ERROR)
"""GNU make's report of an error (its ``job.c``: ``make: *** [Makefile:3: lint] Error 1``,
``make[1]: *** [Makefile:9: check] Segmentation fault``), after which make exits with
:data:`MAKE_ERROR_STATUS`; searched anywhere on a line: make writes it to standard error when the
recipe's command has ended, on the line the command's output left unfinished (a test harness's
``test_lookup_missing ... `` before the crash, GNU make 4.3 here: ``test_lookup_missing ... make:
*** [Makefile:2: check] Segmentation fault``, ``… make: *** [Makefile:4: fail] Error 1``)."""
_MAKE_RECIPE_FAILED = LazyRE2(_MAKE_ERROR + r"\[[^\]]+\] Error \d+$")
"""make's report of a recipe that exited non-zero (``make: *** [Makefile:4: fail] Error 1``), wherever
on the line it starts (:data:`MAKE_REPORT`); at a line's start, make's ``recipe-failed`` signal reads it."""


def _passed_on(text: str, status: int) -> set[int]:
    """The exit codes a step ends with when the command that ``text`` reports ended by a signal
    (``status``, :func:`signal_exit_status`) ended it: that status, and make's own
    :data:`MAKE_ERROR_STATUS` when make reports it (``make: *** [Makefile:9: check] Segmentation
    fault`` ends the step with exit code 2)."""
    return {status, MAKE_ERROR_STATUS} if MAKE_REPORT.search(text) else {status}


def survived_signal_reports(lines: dict[int, LogLine], sections: Collection[Section]) -> set[int]:
    """The line numbers, in ``sections`` (the failing steps), of the reports that a signal ended a
    command (:func:`signal_exit_status`: bash's ``e2e.sh: line 7:  1214 Killed  python3 -m
    http.server``) which did not end the step: its exit code is known and another (the runner's
    ``Process completed with exit code 1.`` after a ``Killed`` of 137), or a later line of the same
    step shows another command's error: an ``error`` signal of a skill that did not match the
    report's line (flake8's ``F401`` after a ``kill -9`` of a background server: the script went
    on); make's report followed by make's own exit code ended the step (:func:`_passed_on`). A
    wrapper's or a summary's line that passes the crash on (make's ``*** [Makefile:4: assets] Error
    139``) is no error of its own. Bash prints a background job's end when it
    notices it, and a script without ``set -e`` goes on after a foreground command died (bash
    manual, "Job Control" and "The Set Builtin"). One pass from the end of each step: linear in
    its lines times the skills matched."""
    by_index = {section.index: section for section in sections}
    later: dict[int, set[str]] = {}
    survived: set[int] = set()
    for number in sorted(lines, reverse=True):
        line = lines[number]
        section = by_index.get(line.section)
        if section is None:
            continue
        errors = later.setdefault(section.index, set())
        status = signal_exit_status(line.text)
        if status is not None and (
            (section.exit_code is not None and section.exit_code not in _passed_on(line.text, status))
            or errors - {match.signal.skill for match in line.matches}
        ):
            survived.add(number)
        errors.update(match.signal.skill for match in line.matches if match.signal.role == "error")
    return survived


def _file_of_test(name: str) -> str | None:
    """``tests/test_x.py`` from a pytest node id ``tests/test_x.py::test_y``; ``None`` otherwise."""
    if "::" in name:
        head = name.split("::", 1)[0]
        return head if "." in head.rsplit("/", 1)[-1] else None
    return None


_TIMEOUT_DUMP_END = LazyRE2(r"^\s*\+{5,} Timeout \+{5,}\s*$")
_STACK_HEADER = LazyRE2(r"^\s*~{3,} Stack of (?P<thread>\S+) \(\d+\) ~{3,}\s*$")
_TEST_FRAME = LazyRE2(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<test>test\w*)\s*$')
_ROOTDIR = LazyRE2(r"^rootdir: (?P<root>\S+)\s*$")


def timed_out_tests(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The tests that hung, named only by a timeout's report: pytest-timeout's
    (:func:`_pytest_timeout_tests`), an interrupt's traceback (:func:`_interrupted_tests`) or
    pytest's banner of it (:func:`_interrupt_banner_tests`) and ``go test -timeout``'s
    (:func:`_go_timeout_tests`), in the order of ``numbers``; ``[]`` without such a report."""
    return (
        _pytest_timeout_tests(lines, numbers, member)
        + _interrupted_tests(lines, numbers, member)
        + _interrupt_banner_tests(lines, numbers, member)
        + _go_timeout_tests(lines, numbers, member)
    )


def _pytest_timeout_tests(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The tests pytest-timeout's thread method names by its stack dump (``--timeout-method=thread``,
    where ``signal`` is unavailable): it prints ``+++ Timeout +++``, the stack of every thread and
    the closing ``+++ Timeout +++``, then ends pytest before any report, so the test that hung is
    named only by the innermost frame of a ``test*`` function in the main thread's stack
    (``File ".../test_slow.py", line 4, in test_hangs``), cited there. Its name is the node id
    (``test_slow.py::test_hangs``; the file relative to pytest's ``rootdir:`` when a line read
    names it); its message says it timed out and where it hung: the source line the frame quotes
    below it, when read (``+++ Timeout +++: hung at c.recv(10) (line 11)``). In the order of
    ``numbers``; ``[]`` without such a dump."""
    root = ""
    in_main = False
    frame: tuple[int, str, str, str] | None = None
    found: list[FailedTest] = []
    for number in numbers:
        text = lines[number].text
        if rooted := _ROOTDIR.match(text):
            root = rooted.group("root").rstrip("/") + "/"
        elif header := _STACK_HEADER.match(text):
            in_main = header.group("thread") == "MainThread"
        elif in_main and (test := _TEST_FRAME.match(text)):
            frame = (number, test.group("file"), test.group("test"), test.group("line"))
        elif frame and _TIMEOUT_DUMP_END.match(text):
            found.append(_stopped_test(lines, frame, root, member, "+++ Timeout +++", ": hung"))
            frame, in_main = None, False
    return found


def _stopped_test(
    lines: dict[int, LogLine], frame: tuple[int, str, str, str], root: str, member: str | None, how: str, verb: str
) -> FailedTest:
    """The test a traceback's innermost ``test*`` ``frame`` names (its line number in ``lines``, file,
    function and source line number: a :data:`_TEST_FRAME` match) when something stopped it before
    its runner printed a verdict: named by its node id (the file without pytest's ``root``), cited at
    the frame, its message ``how`` then, when the frame quotes its source line below it, ``verb``
    and where: the statement it ran (:func:`~ci_triage.logs.frame_statement.frame_statement`, one of
    several a line joins with ``;``) and the line (``+++ Timeout +++: hung at c.recv(10) (line 11)``)."""
    line, file, test, source_line = frame
    file = file.removeprefix(root) if root else file
    source = frame_statement(lines, line)
    message = f"{how}{verb} at {source} (line {source_line})" if source else how
    return FailedTest(name=f"{file}::{test}", file=file, log_line=line, member=member, source="log", message=message)


_TRACEBACK_START = LazyRE2(r"^\s*Traceback \(most recent call last\):\s*$")
_INTERRUPT = LazyRE2(r"^\s*KeyboardInterrupt\s*$")


def _interrupted_tests(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The test a SIGINT stopped, named by the Python traceback that ends in a bare
    ``KeyboardInterrupt`` (the signal coreutils' ``timeout -s INT N`` sends at its limit, or a
    cancelled job's): the innermost frame of a ``test*`` function in it (``File ".../test_x.py",
    line 7, in test_transfer``), cited there. pytest prints no verdict for the test it was running
    when the interrupt ended its run, and only the traceback (pytest 9.2.0 under ``timeout -s INT``,
    run here: its own hooks' frames, then the test's, then the line it waited on). Its name is the
    node id (the file relative to pytest's ``rootdir:`` when a line read names it); its message
    says it was interrupted and where: the source line the frame quotes below it
    (``interrupted (KeyboardInterrupt) at t1.join() (line 7)``). One test per traceback, in the order
    of ``numbers``; ``[]`` without such a traceback."""
    root = ""
    frame: tuple[int, str, str, str] | None = None
    found: list[FailedTest] = []
    for number in numbers:
        text = lines[number].text
        if rooted := _ROOTDIR.match(text):
            root = rooted.group("root").rstrip("/") + "/"
        elif _TRACEBACK_START.match(text):
            frame = None
        elif test := _TEST_FRAME.match(text):
            frame = (number, test.group("file"), test.group("test"), test.group("line"))
        elif frame and _INTERRUPT.match(text):
            found.append(_stopped_test(lines, frame, root, member, "interrupted (KeyboardInterrupt)", ""))
            frame = None
    return found


_INTERRUPT_BANNER = LazyRE2(r"^!{3,} KeyboardInterrupt !{3,}$")
"""pytest's banner of an interrupt (``_pytest/terminal.py``, ``_report_keyboardinterrupt``)."""
_PYTEST_FILE_PROGRESS = LazyRE2(r"^(?P<file>[\w./-]+\.py)(?: [.sSfFEexX]*)?$")
"""pytest's progress line of a test file not finished (no ``[ 66%]`` yet): the file, then a result
letter for each of its tests that ran (``tests/test_queue.py .``)."""
_INTERRUPT_PLACE = LazyRE2(r"^(?P<file>\S+\.py):(?P<line>\d+): KeyboardInterrupt$")
"""The place pytest prints under its interrupt banner (``tests/test_sleep.py:5: KeyboardInterrupt``)."""


def _interrupt_banner_tests(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The test a SIGINT stopped, named by what pytest printed just above its ``!!! KeyboardInterrupt
    !!!`` banner (:data:`_INTERRUPT_BANNER`; pytest 9.2.0 under ``timeout -s INT``, run here): the
    test it was running, with no outcome yet, which the ``2 passed`` tally after the banner does not
    count: pytest -v's node id (``tests/test_queue.py::test_drain_waits_for_worker``), else the
    progress line of the file it was running (``tests/test_queue.py ``), the file standing for the
    test. Cited there; its message says it was interrupted, with the line of the place under the
    banner when that is in the test's file (``tests/test_sleep.py:5: KeyboardInterrupt``; a library's
    place, ``threading.py:331``, says nothing of the test). ``[]`` without such a banner."""
    found: list[FailedTest] = []
    running: tuple[int, str] | None = None
    for at, number in enumerate(numbers):
        text = lines[number].text.strip()
        if not text:
            continue
        if _INTERRUPT_BANNER.match(text) and running is not None:
            test_line, name = running
            file = _file_of_test(name) or name
            below = next((lines[n].text.strip() for n in numbers[at + 1 :] if lines[n].text.strip()), "")
            place = _INTERRUPT_PLACE.match(below)
            line = int(place.group("line")) if place and place.group("file").endswith("/" + file) else None
            message = "interrupted (KeyboardInterrupt)" + (f" at line {line}" if line else "") + " before its verdict"
            found.append(
                FailedTest(
                    name=name, file=file, log_line=test_line, member=member, source="log", message=message, line=line
                )
            )
        verbose = _PYTEST_VERBOSE_START.match(text)
        progress = _PYTEST_FILE_PROGRESS.match(text)
        if verbose and not (verbose.group("rest") or "").strip():
            running = (number, str(verbose.group("node")))
        elif progress:
            running = (number, str(progress.group("file")))
        else:
            running = None
    return found


_FATAL_PYTHON_ERROR = LazyRE2(r"^(?:(?P<node>\S+::\S+) |(?:\S+ )?[.sxXFE]+)?Fatal Python error: (?P<error>.+)$")
"""faulthandler's first line, after pytest -v's node id of the test running (``t.py::test_a Fatal
Python error: …``) or after pytest's progress on the line it left unfinished (``tests/test_parse.py
.Fatal Python error: Segmentation fault``, pytest 9.2 without ``-v``), as native-crash's
``faulthandler-signal`` and ``fatal-python-error`` read it."""
_CURRENT_THREAD = LazyRE2(r"^(?:Current thread|Thread) 0x[0-9a-fA-F]+ \(most recent call first\):$")
_FAULTHANDLER_TEST_FRAME = LazyRE2(r'^\s+File "(?P<file>[^"]+)", line (?P<line>\d+) in (?P<test>test\w*)$')


def crashed_tests(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The tests during which the program crashed without its runner printing a verdict: Python's
    (:func:`_python_crashed_tests`), Go's (:func:`_go_crashed_tests`) and the one pytest -v
    (:func:`_pytest_unfinished_test`), a runner printing each test's start, GoogleTest's and go test -v's
    (:func:`_started_unfinished_test`), or a
    harness printing ``name ... verdict`` (:func:`_dotted_unfinished_test`) was running when it
    stopped, in that order."""
    return (
        _python_crashed_tests(lines, numbers, member)
        + _go_crashed_tests(lines, numbers, member)
        + _pytest_unfinished_test(lines, numbers, member)
        + _started_unfinished_test(lines, numbers, member)
        + _dotted_unfinished_test(lines, numbers, member)
    )


_DOTTED_TEST = LazyRE2(r"^(?P<test>[\w.:/-]*[Tt]est[\w.:/-]*) \.\.\. (?P<rest>\S.*)$")
"""A test's name that reads as one (a word holding ``test``: ``test_lookup_missing``,
``ParserTest``) followed by `` ... `` and what was printed after it on the same line: the form a
test harness prints as a test starts and completes with its verdict (``test_lookup_name ... ok``;
Python's unittest -v, hand-written C harnesses)."""


def _dotted_unfinished_test(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The test a program was running when a signal ended it, named on the signal's report itself:
    a line of :data:`_DOTTED_TEST` whose rest is make's or the shell's report that a signal ended
    the command (:func:`signal_exit_status`: ``test_lookup_missing ... make: *** [Makefile:2: test]
    Segmentation fault``, GNU make 4.3 running a C test binary, run here). The program printed the
    test's name and `` ... `` and died before the verdict that would end the line, so make (or
    bash) wrote its report after it: the form is unambiguous, unlike a name on a line of its own,
    which an earlier test's output may follow. Cited at that line, its message quoting the report;
    ``[]`` when no line of ``numbers`` has that form."""
    for number in numbers:
        text = lines[number].text.strip()
        if " ... " not in text or not (named := _DOTTED_TEST.match(text)):
            continue
        report = str(named.group("rest"))
        if signal_exit_status(report) is not None:
            message = f"was running when the program stopped without a verdict: {report}"
            return [
                FailedTest(
                    name=named.group("test"), file=None, log_line=number, member=member, source="log", message=message
                )
            ]
    return []


@dataclass(frozen=True)
class _StartedTests:
    """How a test runner that runs one test at a time prints a test's start and its end: ``start``
    names the test (its ``test`` group), ``end`` is its verdict or the run's closing tally;
    ``parallel``, a line saying tests now run side by side, whose last start then names no one test
    running; ``stopped``, the words of the message of a test started and never ended."""

    start: LazyRE2
    end: LazyRE2
    parallel: LazyRE2 | None
    stopped: str


_STARTED_TESTS = (
    _StartedTests(
        start=LazyRE2(r"^\[ RUN      \] (?P<test>\S+)$"),
        end=LazyRE2(
            r"^\[(?: {7}OK |  FAILED  |  SKIPPED )\] \S|^\[==========\] \d+ tests? from .* ran\."
            r"|^\[==========\] (?:.+: )?\d+ test\(s\) run\."
        ),
        parallel=None,
        stopped="was running when the test binary stopped without a verdict",
    ),
    _StartedTests(
        start=LazyRE2(r"^=== (?:RUN|CONT) +(?P<test>Test\S*|Example\S*|Fuzz\S*|Benchmark\S*)$"),
        end=LazyRE2(r"^\s*--- (?:PASS|FAIL|SKIP): \S|^(?:PASS|FAIL)$|^(?:ok|FAIL)\s+\S|^(?:panic|fatal error): "),
        parallel=LazyRE2(r"^=== PAUSE "),
        stopped="was running when the test run stopped without a verdict",
    ),
)
"""GoogleTest's (``PrettyUnitTestResultPrinter`` in googletest's ``src/gtest.cc``: ``[ RUN      ]
CalcTest.DerefNull`` as a test starts; its verdict ``[       OK ] CalcTest.Adds (0 ms)``, ``[  FAILED
]``, ``[  SKIPPED ]``, or the run's ``[==========] 3 tests from 1 test suite ran. (0 ms total)``) and
``go test -v``'s (``=== RUN   TestAdd``, a subtest's ``=== RUN   TestAdd/empty``, a parallel test
resumed ``=== CONT  TestAdd``; its verdict ``--- PASS: TestAdd (0.00s)``, indented for a subtest,
the package's ``PASS``/``FAIL`` and ``ok  example.com/cart 0.01s``; a panic, which names its test
itself, :func:`_go_crashed_tests` and :func:`_go_timeout_tests`; ``=== PAUSE`` when tests run in
parallel; go 1.19.8 and 1.22 run here). cmocka prints GoogleTest's start and verdict lines (``[ RUN      ]
test_len``, ``[       OK ] test_ok``, ``[  FAILED  ] test_len``: ``cmocka_run_group_tests`` in its
``src/cmocka.c``, 1.1.5 run here) and closes a run with ``[==========] 3 test(s) run.`` (later releases'
``cmprintf_group_finish_standard``: the group's name first, ``[==========] tests: 3 test(s) run.``)."""


def _started_unfinished_test(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The test a runner that prints a line as each test starts (:data:`_STARTED_TESTS`) was running
    when its run stopped: the last test started with neither its verdict nor the run's closing
    tally after it. Such a runner runs one test at a time, so a binary killed by a signal
    (``Segmentation fault``, an abort) or a run stopped at a time limit (the runner's ``The action
    has timed out.``, ``timeout``'s exit 124) stops right after the test's start line and whatever
    it printed, with no verdict (googletest 1.12, go test 1.19 run here). Cited at that line, its
    message quoting the first line after it that reads as an error (the shell's ``Segmentation
    fault``; not a runner's marker, ``##[error]Process completed with exit code 124.``), if any.
    ``[]`` otherwise, and once tests ran in parallel (go's ``=== PAUSE``)."""
    for runner in _STARTED_TESTS:
        last: tuple[int, str] | None = None
        for number in numbers:
            text = lines[number].text.strip()
            if started := runner.start.match(text):
                last = (number, started.group("test"))
            elif runner.parallel is not None and runner.parallel.match(text):
                break
            elif last is not None and runner.end.match(text):
                last = None
        else:
            if last is None:
                continue
            start, name = last
            errors = (n for n in numbers if n > start and not lines[n].marker and reports_error(lines[n]))
            after = next((lines[n].text.strip() for n in errors), "")
            message = runner.stopped + (f": {after}" if after else "")
            return [FailedTest(name=name, file=None, log_line=start, member=member, source="log", message=message)]
    return []


_PYTEST_VERBOSE_START = LazyRE2(r"^(?P<node>[\w./-]+\.py::\S+)(?: (?P<rest>.*))?$")
"""A line of pytest -v's run that opens with a test's node id (``_pytest/terminal.py``,
``write_fspath_result`` in verbose mode: the id, then its outcome and progress once it ran,
``tests/t.py::test_a PASSED [ 50%]``); whatever the process printed before the outcome follows
the id on the same line."""
_PYTEST_OUTCOMES = ("PASSED", "FAILED", "ERROR", "SKIPPED", "XFAIL", "XPASS")
"""The outcome words pytest -v prints after a test's node id once the test ran."""
_XDIST_WORKER = LazyRE2(r"^\[gw\d+\] ")
"""A line pytest-xdist's workers report on (``[gw1] [ 12%] FAILED tests/t.py::test_a``): its
tests run in parallel, and under ``-v`` it prints each test's node id when it hands it to a worker,
so the last id printed without an outcome is not the one test running."""


def _pytest_unfinished_test(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The test pytest -v was running when its process died: the last node id the run printed
    (:data:`_PYTEST_VERBOSE_START`) with no outcome after it, when no runner's tally
    (:func:`ci_triage.logs.runner_tally.reported_failures`) nor a ``===`` banner of pytest's later
    sections (``warnings summary``, ``FAILURES``, whose lines name tests too) follows, so the run never ended
    (``tests/t.py::test_bulk step.sh: line 3: 31506 Killed  python -m pytest -v``: the kernel's
    SIGKILL, the OOM killer's, landed mid-test). Cited at that line; its message names the signal
    when the shell's report of it follows the id (:data:`_SIGNAL_REPORT`: ``Killed``, ``Segmentation
    fault`` without faulthandler), else says no verdict was printed and quotes the last line the
    test printed (``-s``: ``waiting for worker... attempt 5``, not the ``attempt 0`` after its id),
    else what followed the id on its line, if anything: the step's lines below it without a
    runner's marker (``##[error]The action has timed out.``). ``[]``
    otherwise, and under pytest-xdist (:data:`_XDIST_WORKER`), whose parallel workers leave which test
    died unsaid."""
    last: tuple[int, str, str] | None = None
    for number in numbers:
        line = lines[number]
        text = line.text.strip()
        if _XDIST_WORKER.match(text):
            return []
        if started := _PYTEST_VERBOSE_START.match(text):
            rest = (started.group("rest") or "").strip()
            last = None if rest.startswith(_PYTEST_OUTCOMES) else (number, started.group("node"), rest)
        elif last and (text.startswith("===") or reported_failures([text]) is not None):
            last = None  # a banner of pytest's later sections (``=== warnings summary ===``) or a tally
        elif last and text and not line.marker and line.section == lines[last[0]].section:
            last = (last[0], last[1], text)  # the test's own output since: its last line says where it stopped
    if last is None:
        return []
    number, node, rest = last
    killed = _SIGNAL_REPORT.search(rest)
    message = (
        f"was running when a signal ended the test run: {killed.group('signal')}"
        if killed is not None  # the shell's report on the test's line: the process crashed
        else "was running when the test run stopped without a verdict" + (f": {rest}" if rest else "")
    )
    return [
        FailedTest(name=node, file=_file_of_test(node), log_line=number, member=member, source="log", message=message)
    ]


def _python_crashed_tests(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The tests during which Python's faulthandler reported the interpreter crashed (``Fatal Python
    error: Segmentation fault``): pytest dies with the interpreter and prints no verdict, so the test
    is named only by the crash's report. Its name is the node id pytest -v printed on the crash's
    line (``test_native.py::test_parse_native_buffer Fatal Python error: ...``), else the first
    frame of a ``test*`` function in the crashing thread's stack (``File ".../test_x.py", line 5 in
    test_parse``; the file relative to pytest's ``rootdir:`` when a line read names it), cited at
    that frame; its message says it crashed and that no verdict was printed. In the order of
    ``numbers``; ``[]`` without such a report."""
    root = ""
    crash: tuple[int, str | None, str] | None = None
    in_current = False
    found: list[FailedTest] = []
    for number in numbers:
        text = lines[number].text
        if rooted := _ROOTDIR.match(text):
            root = rooted.group("root").rstrip("/") + "/"
        elif fatal := _FATAL_PYTHON_ERROR.search(text):
            crash, in_current = (number, fatal.group("node"), fatal.group("error").strip()), False
        elif crash and _CURRENT_THREAD.match(text):
            in_current = text.startswith("Current thread")
        elif crash and in_current and (frame := _FAULTHANDLER_TEST_FRAME.match(text)):
            file = frame.group("file").removeprefix(root) if root else frame.group("file")
            name = crash[1] or f"{file}::{frame.group('test')}"
            message = f"crashed: Fatal Python error: {crash[2]} (the test runner printed no verdict)"
            found.append(
                FailedTest(name=name, file=file, log_line=number, member=member, source="log", message=message)
            )
            crash = None
    return found


_GO_CRASH = LazyRE2(r"^(?:panic: (?P<panic>.+)|fatal error: .+)$")
_GO_GOROUTINE = LazyRE2(r"^goroutine \d+ [^\[]*\[[^\]]+\]:$")
_GO_TEST_CALL = LazyRE2(
    r"^(?:created by )?(?:[\w.~-]+/)*[\w.~-]+\.(?P<test>Test\w*)(?:\.func\d+)*(?:\(| in goroutine |$)"
)
_GO_DUMP_LINES = 60
"""Lines below a Go crash read for the crashing goroutine's frames: its heading, then two lines a
frame (the function, its file), the test's frame among the first few."""


def _go_crashed_tests(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The test a Go test binary crashed in, outside the goroutine ``testing.tRunner`` recovers
    panics in: a panic in a goroutine the test started, or a runtime ``fatal error:`` (``concurrent
    map writes``). The binary dies before ``--- FAIL:`` is printed, so the test is named by the
    first goroutine of the dump below the crash (the one that crashed): its first frame of a
    ``pkg.TestX`` function or closure (``queue.TestAsyncDrain.func1()``) or the ``created by
    pkg.TestX`` line, cited there; else, when the goroutine is one the code under test started
    (``created by pkg.(*Pool).Run``), by ``go test -v``: the one test it announced (``=== RUN
    TestRun``) and gave no verdict before the crash (:func:`_go_running_test`), cited at its
    header; else (no ``-v``, or several tests running in parallel) the package go test reports
    failed below the crash (:func:`_go_crashed_package`: ``go test PKG`` reruns it). Its message is
    the crash's line. A ``go test -json`` event is read by its ``Output``
    (:func:`ci_triage.logs.failed_test_message.output_text`). A recovered panic (``[recovered]``, whose
    test ``--- FAIL:`` names) and ``go test -timeout``'s (:func:`_go_timeout_tests`) name none
    here; ``[]`` without a crash, or when none of these names what crashed (``go run``)."""
    read = [number for number in numbers if number in lines]
    for index, number in enumerate(read):
        crash = _GO_CRASH.match(output_text(lines[number]))
        panic = crash.group("panic") if crash else None
        if crash is None or (panic and (panic.endswith(" [recovered]") or panic.startswith("test timed out"))):
            continue
        message = f"crashed: {output_text(lines[number]).strip()} (the test binary printed no verdict)"
        dump = read[index + 1 : index + 1 + _GO_DUMP_LINES]
        start = next((i for i, n in enumerate(dump) if _GO_GOROUTINE.match(output_text(lines[n]))), None)
        for frame_line in dump[start + 1 :] if start is not None else []:
            text = output_text(lines[frame_line]).strip()
            if not text or _GO_GOROUTINE.match(text):
                break
            if test := _GO_TEST_CALL.match(text):
                return [
                    FailedTest(
                        name=test.group("test"),
                        file=None,
                        log_line=frame_line,
                        member=member,
                        source="log",
                        message=message,
                    )
                ]
        running = _go_running_test(lines, read[:index]) or _go_crashed_package(lines, read[:index], read[index + 1 :])
        if running is None:
            return []
        name, header = running
        return [FailedTest(name=name, file=None, log_line=header, member=member, source="log", message=message)]
    return []


_GO_PACKAGE_FAILED = LazyRE2(r"^FAIL\s+(?P<package>[\w.~/-]+)\s+\d+(?:\.\d+)?s$")
_GO_PACKAGE_VERDICT = LazyRE2(r"^(?:ok|FAIL)\s+[\w.~/-]+\s")


def _go_crashed_package(lines: dict[int, LogLine], before: list[int], after: list[int]) -> tuple[str, int] | None:
    """The package whose test binary crashed, when no test is named (no ``-v``, the crashing
    goroutine one the code under test started): the first ``FAIL\texample.com/goapp/worker\t0.004s``
    among ``after`` (the line numbers below the crash, in order), which go test prints once the binary
    died, with its line. ``None`` when none follows (a ``go run`` program's panic, a log cut short),
    or when the package's own output above the crash (``before``, back to the previous package's
    ``ok`` or ``FAIL`` line) holds a ``--- FAIL:`` verdict: that test is the package's failed test."""
    for number in reversed(before):
        text = output_text(lines[number]).strip()
        if _GO_PACKAGE_VERDICT.match(text):
            break
        if (shape := go_test_line(text)) is not None and shape[0] == "FAIL":
            return None
    for number in after:
        verdict = _GO_PACKAGE_FAILED.match(output_text(lines[number]).strip())
        if verdict is not None:
            return verdict.group("package"), number
    return None


def _go_running_test(lines: dict[int, LogLine], before: list[int]) -> tuple[str, int] | None:
    """The test ``go test -v`` was running at the end of ``before`` (line numbers in order): the
    one test its headers announced (``=== RUN   TestRun``, ``=== CONT``, ``=== PAUSE``; a subtest
    rather than its parent) that no verdict (``--- PASS/FAIL/SKIP:``) ended, with the line of its
    last header; ``None`` when none or several were (parallel tests: which one crashed is not
    said), or without ``-v``."""
    started: dict[str, int] = {}
    for number in before:
        shape = go_test_line(output_text(lines[number]))
        if shape is None:
            continue
        kind, test, _ = shape
        if kind == "header":
            started[test] = number
        else:
            started.pop(test, None)
    leaves = [(test, line) for test, line in started.items() if not any(o.startswith(test + "/") for o in started)]
    return leaves[0] if len(leaves) == 1 else None


_GO_RUNNING_HEADER = LazyRE2(r"^running tests:$")
_GO_RUNNING_TEST = LazyRE2(r"^\s+(?P<test>Test\S*) \([^()]+\)$")


def _go_timeout_tests(lines: dict[int, LogLine], numbers: list[int], member: str | None) -> list[FailedTest]:
    """The tests running when ``go test -timeout`` ended the binary: after ``panic: test timed out
    after 2s``, Go 1.20 and later list them (``running tests:``, then ``<TAB>TestSlow (2s)`` a line,
    from ``testing.(*M).startAlarm``; a parent whose subtest is listed too is left out); earlier
    releases only dump every goroutine, where a running test is the ``pkg.TestSlow(...)`` frame that
    ``testing.tRunner`` called (the frame two lines below it, after its file line). Each cited at
    the line that names it, its message the panic (``panic: test timed out after 2s``: what ended
    it); ``[]`` without the panic."""
    read = [number for number in numbers if number in lines]
    start = next((i for i, number in enumerate(read) if TIMEOUT_PANIC.match(lines[number].text)), None)
    if start is None:
        return []
    after = read[start + 1 :]
    listed: dict[str, int] = {}
    if after and _GO_RUNNING_HEADER.match(lines[after[0]].text):
        for number in after[1:]:
            running = _GO_RUNNING_TEST.match(lines[number].text)
            if running is None:
                break
            listed[running.group("test")] = number
        listed = {name: line for name, line in listed.items() if not any(o.startswith(name + "/") for o in listed)}
    else:
        for index, number in enumerate(after[:-2]):
            frame = TEST_FRAME.match(lines[number].text)
            if frame and TEST_RUNNER_FRAME.match(lines[after[index + 2]].text):
                listed.setdefault(frame.group("test"), number)
    panic = lines[read[start]].text.strip()
    return [
        FailedTest(name=name, file=None, log_line=line, member=member, source="log", message=panic)
        for name, line in listed.items()
    ]
