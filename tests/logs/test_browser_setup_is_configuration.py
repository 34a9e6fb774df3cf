"""A browser end-to-end job whose browser, driver or app never started is the job's configuration,
with advice on what to start or where to point, never "run the failed tests locally" (trial 107, #3,
#4, #5, #6, #10): the browser's own refusal of the app on this machine (Playwright's
``net::ERR_CONNECTION_REFUSED at http://localhost:4173/``, Selenium's ``unknown error:
net::ERR_CONNECTION_REFUSED``) in every failed test is a service the job did not start, as the README
says of any runner's refusal; Playwright's ``webServer`` that found its port taken or whose command
exited is the same skill's as one that timed out; a headed browser without an X server, a WebDriver
path that is no file and puppeteer-core launched without a browser are the launch's setup.

Real output: @playwright/test 1.65, puppeteer-core 24.43 and selenium 4.51 on Debian's chromium
(trial 107), tests/fixtures/s38-t107b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t107b"


@pytest.mark.parametrize(
    ("log", "cause", "advice"),
    [
        ("pw-econnrefused.log", "net::ERR_CONNECTION_REFUSED at http://localhost:4173/", "start the app"),
        ("sel-conn-refused.log", "unknown error: net::ERR_CONNECTION_REFUSED", "start the app"),
        ("pw-port-in-use.log", "http://localhost:4173 is already used", "reuseExistingServer"),
        ("pw-webserver-exit.log", "Process from config.webServer was not able to start", "webServer.command"),
        ("pw-headed-no-display.log", "", "xvfb-run"),
        ("sel-no-driver.log", "The path is not a valid file: /usr/local/bin/chromedriver", "/usr/bin/chromedriver"),
        ("pup-no-exec.log", "An `executablePath` or `channel` must be specified", "executablePath"),
        ("pup-wrong-path.log", "Browser was not found at the configured executablePath", "/usr/bin/chromium"),
    ],
)
def test_a_browser_job_that_never_reached_its_tests_is_configuration(
    triage_json: Callable[..., dict], log: str, cause: str, advice: str
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.7
    assert cause in report["summary"]
    assert "Run the failed tests locally" not in report["next_step"]
    assert advice in report["next_step"]


def test_the_refused_port_is_named(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pw-econnrefused.log", "--no-home-skills")
    assert ", 4173," in report["next_step"]
    assert [test["name"] for test in report["failed_tests"]] == ["shows title", "adds to cart"]


def test_the_summary_quotes_the_cause_not_the_runners_consequence(triage_json: Callable[..., dict]) -> None:
    """Playwright reports each test's ``Error: browserType.launch: Target page, context or browser has
    been closed``, the browser's log below it says why (``Looks like you launched a headed browser
    without having a XServer running``, ``Missing X server or $DISPLAY``): the summary quotes why
    after the runner's words (which say what failed: a database test's ``cannot connect to
    postgresql://…`` names the service its cause refused)."""
    summary = triage_json(FIXTURES / "pw-headed-no-display.log")["summary"]
    assert "failed tests shows title, adds to cart" in summary
    assert summary.endswith(
        "Target page, context or browser has been closed"
        " (the cause: Looks like you launched a headed browser without having a XServer running)."
    )


def test_a_message_that_holds_the_cause_is_still_quoted(triage_json: Callable[..., dict]) -> None:
    summary = triage_json(FIXTURES / "pw-econnrefused.log")["summary"]
    assert "the first: Error: page.goto: net::ERR_CONNECTION_REFUSED at http://localhost:4173/" in summary
