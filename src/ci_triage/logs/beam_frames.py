"""The BEAM's stack frames (Erlang's and Elixir's): where they say the project's code is, and which are
the runtime's.

Erlang prints a stack trace as a term, a list of ``{Module,Function,Arity,Location}`` tuples whose
location is ``[{file,"/home/runner/work/kvlib/kvlib/src/kvlib.erl"},{line,8}]`` (the ``erl`` shell
and ``erl_error`` print one as ``kvlib:get/2 (src/kvlib.erl, line 8)``, EUnit's report of a failed test
as ``in call from eunit_proc:run_test/1 (eunit_proc.erl, line 531)``); a pretty-printed term
(rebar3 eunit's ``Failure/Error: {error,badarg,[…]}``) breaks it over lines, the file's string on a
line of its own and ``{line,8}`` on the next. OTP's own modules are compiled from their own folder,
so their frames name a file without a folder (``{file,"eunit_proc.erl"},{line,531}``, rebar3's ``%%
eunit_proc.erl:346:in `eunit_proc:with_timeout/3```), while rebar3, erlang.mk and mix compile the
project's modules by their path; a module compiled where it lies (``erlc boot.erl``, then ``erl -s
boot start``) names a bare file too (``{file,"boot.erl"}``), so a bare file is OTP's only when its
module is one of OTP's (:func:`otp_modules`: a module's file is named after it). Elixir prints a
frame of an application's code after the application and its version (ExUnit's ``(elixir 1.14.0)
lib/enum.ex:166: Enumerable.reduce/3``, ``(stdlib 4.3) gen_server.erl:1123: …``; the project's own
``(shop 0.1.0) lib/shop.ex:5``; a test file's frame has none: ``test/shop_test.exs:18: (test)``):
the path is relative to that application's folder, so a frame of Elixir's or OTP's applications
(:data:`RUNTIME_APPS`) is never the repository's file of that path. Every pattern is RE2 (linear
time).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

RUNTIME_APPS = frozenset({
    "elixir", "ex_unit", "mix", "iex", "logger", "eex",
    "erts", "kernel", "stdlib", "compiler", "crypto", "ssl", "inets", "public_key", "eunit", "common_test",
})  # fmt: skip
"""The applications of Elixir and of Erlang/OTP whose frames an Elixir stack trace prints under the
application's name and version (``(elixir 1.14.0)``, ``(stdlib 4.3)``)."""


@cache
def otp_modules() -> frozenset[str]:
    """The modules of OTP's applications of :data:`RUNTIME_APPS` (``lists``, ``erl_eval``, ``init``,
    ``eunit_proc``): their application resource files' ``modules``, written to ``otp_modules.txt`` by
    scripts/otp_modules.py (Erlang/OTP 25.2); read when a BEAM frame is first judged, not at start-up."""
    return frozenset(Path(__file__).with_name("otp_modules.txt").read_text(encoding="utf-8").split())


_APP_FRAME = LazyRE2(r"^\s*\((?P<app>[a-z]\w*) \d[\w.+-]*\) \S")
"""An Elixir stack frame of an application's code: ``(elixir 1.14.0) lib/enum.ex:1: …``."""
ERLANG_PLACES = (
    LazyRE2(r'\{file,\s*"(?P<file>[^"]+\.[eh]rl)"\},\s*\{line,\s*(?P<line>\d+)\}'),
    LazyRE2(r"\w:[\w']+/\d+ \((?P<file>[^\s(),]+\.[eh]rl), line (?P<line>\d+)\)"),
)
"""An Erlang stack frame's place on one line: the term's ``{file,"src/kvlib.erl"},{line,8}`` and
``erl_error``'s ``kvlib:get/2 (src/kvlib.erl, line 8)``."""
_FILE_STRING = LazyRE2(r'^\s*(?:\[?\{file,)?"(?P<file>[^"]+\.[eh]rl)"\},?\s*$')
"""A pretty-printed frame's file string at the end of its line, alone
(``"/home/runner/work/kvlib/kvlib/src/kvlib.erl"},``) or in its ``file`` tuple, opening the frame's
location list (rebar3 ct's ``[{file,"/home/runner/work/erl_stack/test/stack_SUITE.erl"},``)."""
_LINE_TUPLE = LazyRE2(r"^\s*\{line,\s*(?P<line>\d+)\}")
"""A pretty-printed frame's line, on the line below its file: ``{line,8}]},``."""
_REBAR3_FRAME = LazyRE2(r"^\s*%% (?P<file>[\w.-]+\.erl):\d+:in `")
"""rebar3's frame line under a failed eunit test: ``%% eunit_proc.erl:346:in `eunit_proc:with_timeout/3```."""


def runtime_frame(text: str, file: str) -> bool:
    """Whether the log line ``text``, naming ``file``, is a BEAM frame of the runtime's code, not
    the project's: an Elixir frame of an application of :data:`RUNTIME_APPS`, or an Erlang frame
    (rebar3's ``%%`` line, a term's ``{file,"…"}``, ``erl_error``'s and EUnit's ``(eunit_proc.erl,
    line 531)``) of an OTP module (a file named without a folder, after a module of :func:`otp_modules`)."""
    app = _APP_FRAME.match(text)
    if app is not None:
        return app.group("app") in RUNTIME_APPS
    bare = "/" not in file and file.endswith(".erl") and file.removesuffix(".erl") in otp_modules()
    return bare and (_REBAR3_FRAME.match(text) is not None or f'"{file}"' in text or f"({file}, line " in text)


def split_frame_place(lines: dict[int, LogLine], number: int) -> tuple[str, str] | None:
    """The (file, line) of a pretty-printed Erlang frame whose file's string is alone on line
    ``number`` (1-based) of ``lines`` and whose ``{line,N}`` is on the next (:data:`_FILE_STRING`,
    :data:`_LINE_TUPLE`); None when line ``number`` is no such string or the next line no line tuple."""
    string = _FILE_STRING.match(lines[number].text) if number in lines else None
    below = lines.get(number + 1)
    tuple_line = _LINE_TUPLE.match(below.text) if string is not None and below is not None else None
    if string is None or tuple_line is None:
        return None
    return str(string.group("file")), str(tuple_line.group("line"))
