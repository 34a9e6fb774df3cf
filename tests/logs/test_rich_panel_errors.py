"""An error rich draws in a panel is read as the message it frames (trial t127, finding 4).

rich-click, typer and the tools built on them (bump-my-version) print click's ``Error: MESSAGE`` as a
panel titled ``Error``; the borders are layout, the rows the message, joined where rich wrapped it.
Real output of bump-my-version 1.8.1, rich-click 1.9.9 and typer 0.29.2 under rich 15.0.0
(``tests/logs/fixtures/rich-panel/README.md``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.rich_panel import panel_texts
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parent / "fixtures" / "rich-panel"
MESSAGE = "Did not find '1.3.2' in file: 'src/shipit/__init__.py'"


@pytest.mark.parametrize(
    "name",
    ["bump-my-version-80.log", "bump-my-version-40.log", "bump-my-version-ascii-80.log", "gha-bump-my-version-40.log"],
)
def test_bump_my_versions_panel_quotes_its_message_as_configuration(analyser: Analyser, name: str) -> None:
    """At any width (wrapped over two rows at 40 columns), in rich's ASCII box, plain or in a job log."""
    report = triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert report.summary.endswith(f": {MESSAGE}")
    assert report.tool == "bump-my-version"
    assert [location.file for location in report.locations] == ["src/shipit/__init__.py"]
    assert "current_version" in next_step(report)


def test_a_panels_error_title_labels_its_message_as_clicks_plain_error_line(analyser: Analyser) -> None:
    """rich-click's ``│ No such option '--frob'. │`` under ``╭─ Error ─╮`` is click's ``Error: No such option``."""
    report = triage_path(FIXTURES / "rich-click-no-such-option-80.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert report.summary.endswith(": No such option '--frob'.")


def test_a_message_wrapped_over_three_rows_is_quoted_whole(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "typer-bad-parameter-60.log", analyser, DEFAULT_BUDGET)[0]
    assert report.summary.endswith(
        ": Invalid value: region 'ap-south-9' is not one of the regions this service is deployed to;"
        " add it to deploy/regions.toml first"
    )


def test_rows_rich_did_not_wrap_stay_messages_of_their_own() -> None:
    """A row the next row's first word would have fitted on ends its message (the message's own newline)."""
    texts = dict(
        enumerate(
            [
                "╭─ Usage error ────────────────────────╮",
                "│ Missing option '--token'.            │",
                "│ Set it or GH_TOKEN.                  │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
            ],
            start=1,
        )
    )
    panel = panel_texts(texts)
    assert [panel[number].read for number in sorted(panel)] == [
        "",
        "Usage error: Missing option '--token'.",
        "Usage error: Set it or GH_TOKEN.",
        "",
        "",
    ]


def test_a_panel_whose_title_names_no_error_is_left_as_it_is() -> None:
    """typer's help panels (``Options``) and the untitled boxes semgrep and alcotest frame their lines
    with, which their skills read framed."""
    assert panel_texts({1: "┌─ Options ──────────┐", 2: "│ --region  TEXT     │", 3: "└────────────────────┘"}) == {}
    assert panel_texts({1: "┌─────────────────┐", 2: "│ 3 Code Findings │", 3: "└─────────────────┘"}) == {}


def test_a_box_that_does_not_close_is_no_panel() -> None:
    """A box cut off by what was read (a window's edge) or a table's row under a border is left as it is."""
    assert panel_texts({1: "╭─ Error ──────╮", 2: "│ Did not find │"}) == {}
    assert panel_texts({1: "+-------+------+", 2: "| a     | b    |", 3: "+-------+------+"}) == {}
