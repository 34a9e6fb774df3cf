"""The BEAM's stack frames: the project's Erlang frames are locations wherever the term that holds
them breaks its lines (rebar3 eunit's pretty-printed ``{file,"…/src/kvlib.erl"},`` over ``{line,8}``,
``erl``'s one-line ``{kvlib,parse_port,1,[{file,"src/kvlib.erl"},{line,8}]}``), OTP's own modules'
(``eunit_proc.erl``, ``erl_eval.erl``) are not, nor are Elixir's frames of its own applications
(``(elixir 1.14.0) lib/enum.ex:166``) (user trial 60, findings 6 and 7); a module compiled where it lies
(``erlc boot.erl``: a file without a folder, as OTP's are) is the project's (user trial 131).

The logs are real rebar3 3.19 / Erlang/OTP 25 and Elixir 1.14 output (tests/fixtures/s29-t60b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t60b"


def _places(report: dict) -> list[tuple[str, int | None]]:
    return [(location["file"], location["line"]) for location in report["locations"]]


def test_eunits_places_are_the_projects_frames_not_otps(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-rebar3-eunit.log", "--no-home-skills")
    assert _places(report) == [("src/kvlib.erl", 8), ("test/kvlib_tests.erl", 11)]


def test_a_one_line_stack_term_names_the_projects_frame(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-erl-do-boot-badarg.log", "--no-home-skills")
    assert ("src/kvlib.erl", 8) in _places(report)
    assert not [file for file, _ in _places(report) if file.endswith("erl_eval.erl")]


def test_elixirs_own_frames_are_no_places(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-elixir-mix-test.log", "--no-home-skills")
    assert {file for file, _ in _places(report)} == {"test/shop_test.exs"}


def test_a_module_compiled_where_it_lies_is_the_place_not_the_crash_dump(triage_json: Callable[..., dict]) -> None:
    # erlc boot.erl names the frame's file without a folder, as OTP's own are: the module tells them
    # apart; the crash dump the VM wrote is no place (user trial 131)
    log = Path(__file__).parents[1] / "fixtures" / "s49-runners" / "erl-do-boot-badmatch.txt"
    report = triage_json(log, "--no-home-skills")
    assert _places(report) == [("boot.erl", 4)]


def test_eunits_own_report_of_a_failed_test_places_it_in_the_projects_frames_not_otps(
    triage_json: Callable[..., dict],
) -> None:
    # EUnit prints the stack as `in call from eunit_proc:run_test/1 (eunit_proc.erl, line 531)`
    # (eunit_lib:format_stacktrace), OTP's modules by a bare file as the project's `erlc`-compiled ones
    fixtures = Path(__file__).parents[1] / "fixtures"
    report = triage_json(fixtures / "s49-rlang" / "eunit-test-module.txt", "--no-home-skills")
    assert _places(report) == [("calc_tests.erl", 5), ("calc.erl", 4), ("calc_tests.erl", 11)]
    report = triage_json(fixtures / "s49-eunit2" / "eunit-verbose-throw-exit.txt", "--no-home-skills")
    assert _places(report) == [
        ("shop_tests.erl", 5), ("shop.erl", 5), ("shop_tests.erl", 8), ("shop.erl", 7), ("shop_tests.erl", 11),
    ]  # fmt: skip
