"""A tool's errors relayed as workflow commands by a script the tool's output is piped to
(``mypy m.py | python mypy2gh.py`` printing ``::error file=m.py,line=4::Incompatible types …``, or
the runner's rendering ``##[error]Incompatible types …``) are the tool's own error lines: the
summary quotes the first of them, not the tool's closing tally (``Found 2 errors in 1 file``), and
the places come from the command's ``file=``/``line=``.

Real output (tests/fixtures/trial-113/README.md): mypy 1.13.0 through a relay script."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-113"


def test_relayed_workflow_commands_are_the_piped_tools_error_lines(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "mypy_gh_script.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("type check", "mypy")
    assert report["summary"].endswith(
        ': m.py:4: Incompatible types in assignment (expression has type "str", variable has type "int")  [assignment]'
    )
    assert [(place["file"], place["line"]) for place in report["locations"]] == [("m.py", 4), ("m.py", 5)]


def test_runner_rendered_relayed_errors_lead_the_summary(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "mypy_runner.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("type check", "mypy")
    assert "Found 2 errors" not in report["summary"]
    assert report["summary"].endswith(
        ': Incompatible types in assignment (expression has type "str", variable has type "int")  [assignment]'
    )


def test_a_plain_files_workflow_command_titles_name_the_tool(triage_json: Callable[..., dict]) -> None:
    """ruff's own ``--output-format=github`` output saved as printed, no step command to name it:
    each ``::error title=ruff (F401),…``'s title does."""
    report = triage_json(FIXTURES / "ruff-0.17.6-github-plain.txt", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("lint/format", "ruff")
    assert report["summary"].endswith(": app.py:1:1: I001 Import block is un-sorted or un-formatted")


def test_a_tally_gives_way_to_the_relayed_errors_it_counts(triage_json: Callable[..., dict]) -> None:
    """mypy 2.4.1's errors relayed as lines no skill reads (``ERROR m.py:4: …`` in a step, or
    ``::error file=m.py,line=4::…`` in output saved without the step's command): the summary quotes
    the first of them, not mypy's ``Found 2 errors in 1 file`` below them (trial 113 §4)."""
    first = 'Incompatible types in assignment (expression has type "str", variable has type "int")  [assignment]'
    for name in ("mypy-2.4.1-relayed-plain.txt", "mypy-2.4.1-relayed-error-words.log"):
        report = triage_json(FIXTURES / name, "--no-home-skills")
        assert report["category"] == "type check"
        assert "Found 2 errors" not in report["summary"], name
        assert report["summary"].endswith(first), name
