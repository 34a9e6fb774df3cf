"""A runtime's own crash report gets advice of its kind naming the place the log shows, not "read the
first traceback" (trial t129, F2, F6, F7): a recursion names the frame its stack repeats, a C
``assert`` its ``file.c:LINE`` and condition, ``Fatal Python error`` and a Node error the first frame
in the project's code, an unhandled rejection its reason; node's code frame above a runtime error is
no compile evidence, nor its ``run_main_module`` frame a missing entry point (fixtures in
``fixtures/runtime-crashes``: real node v20.20.2, Python 3.11.7 and gcc 12.2.0 output)."""

from __future__ import annotations

from pathlib import Path

import pytest

CRASHES = Path(__file__).parent.parent / "fixtures" / "runtime-crashes"
GENERIC = "Read the first traceback or uncaught error above"


def _advice(report: dict) -> str:
    """The report's next step (its only job's)."""
    return report["jobs"][0]["classification"]["next_step"] or ""


@pytest.mark.parametrize(
    ("name", "frame"),
    [
        ("py-recursion.log", "(`render` at `/tmp/runtime-proj/menu.py:7`, the frame its stack repeats)"),
        (
            "py-recursion-one-frame.log",
            "(`countdown` at `/tmp/runtime-proj/countdown.py:4`, the frame its stack repeats)",
        ),
        ("node-stack.log", "(`walk` at `/tmp/runtime-proj/walk.js:3`, the frame its stack repeats)"),
    ],
)
def test_a_runaway_recursion_names_the_frame_its_stack_repeats(triage_json, name: str, frame: str) -> None:
    """Python's ``RecursionError`` and V8's ``Maximum call stack size exceeded``: the advice is about a
    recursion without a way out, at the named function that repeats (not a comprehension's
    ``<listcomp>`` frame inside it, nor the innermost ``walk.js:2`` where the stack ran out)."""
    report = triage_json(CRASHES / name)
    assert report["category"] == "runtime error"
    advice = _advice(report)
    assert frame in advice
    assert "base case" in advice
    assert GENERIC not in advice


def test_a_c_assert_names_its_place_and_condition(triage_json) -> None:
    """glibc's ``stack: stack.c:8: push: Assertion `top < 4 && "stack full"' failed.``: the check at
    that line failed, which aborted the program."""
    report = triage_json(CRASHES / "c-assert.log")
    assert report["category"] == "runtime error"
    assert report["exit_code"] == 134
    assert _advice(report).startswith(
        'The program\'s own `assert` failed at `stack.c:8`: the condition `top < 4 && "stack full"` was false there'
    )


def test_a_fatal_python_error_names_the_python_call_that_was_running(triage_json) -> None:
    """``Fatal Python error: pool_close: connection freed twice``: native code broke the interpreter;
    faulthandler's top frame is the Python call that entered it."""
    report = triage_json(CRASHES / "py-fatal.log")
    assert report["category"] == "runtime error"
    advice = _advice(report)
    assert "the call that was running at `/tmp/runtime-proj/fatal.py:5`" in advice
    assert "python -X dev" in advice


def test_an_uncaught_node_error_names_where_it_was_thrown(triage_json) -> None:
    """An ``async`` function's throw that no caller awaited ends the script as an uncaught error: the
    advice names its first frame in the project's code and says to await the call."""
    report = triage_json(CRASHES / "node-async-throw.log")
    assert report["category"] == "runtime error"
    advice = _advice(report)
    assert advice.startswith("The script ended on the error quoted at `/tmp/runtime-proj/deploy.js:2`: ")
    assert "`await`" in advice


def test_an_unhandled_rejection_quotes_its_reason_not_nodes_explanation(triage_json) -> None:
    """Node's fixed ``This error originated either by throwing inside of an async function …`` stands
    between the error's name and the reason: the summary quotes the name and the reason, and the
    advice is to await or catch the promise."""
    report = triage_json(CRASHES / "node-rejection.log")
    assert report["category"] == "runtime error"
    assert report["summary"].endswith(
        "”: UnhandledPromiseRejection: … The promise rejected with the reason"
        ' "token endpoint https://auth.example.test/token answered 503".'
    )
    advice = _advice(report)
    assert "`.catch()`" in advice
    assert GENERIC not in advice


@pytest.mark.parametrize("name", ["node-stack.log", "node-async-throw.log"])
def test_nodes_code_frame_of_a_runtime_error_is_no_rival_evidence(triage_json, name: str) -> None:
    """The ``/…/walk.js:2`` line, source and caret node prints above every uncaught error is a syntax
    error's place only beside a ``SyntaxError``; the ``at node:internal/main/run_main_module`` frame
    ends every entry script's stack: neither competes with the runtime error."""
    report = triage_json(CRASHES / name)
    assert report["category"] == "runtime error"
    assert report["competing"] == []
    assert report["confidence"] >= 0.6


def test_nodes_code_frame_of_a_syntax_error_is_still_its_place(triage_json) -> None:
    """With a ``SyntaxError`` below it, node's place is the compile error's, and no entry point is
    missing for it."""
    report = triage_json(CRASHES / "node-syntax.log")
    assert report["category"] == "compile/build error"
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("/tmp/runtime-proj/broken.js", 2)
    ]
    assert all(rival["category"] != "configuration" for rival in report["competing"])
