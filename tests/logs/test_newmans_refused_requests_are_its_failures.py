"""newman with no server listening: the summary quoted a side effect (``expected PostmanResponse{
…(5) } to have property 'code'``) instead of ``connect ECONNREFUSED 127.0.0.1:18790``, one failure
of five was listed, and an assertion two requests ran (``status is 200``) was named without its
request (trial 90, #3). A request that errored is a failure of its own, with its error as the
message, named as the collection names the request (its ``→ health`` heading), not by its
``GET http://127.0.0.1:18790/health`` line (session 34); an assertion is named with the request it
ran in (``health › status is 200``). The ``5.  JSONError  has orders`` row (a test script reading
the body no answer brought) is not listed: read as a failed test, it turned the verdict into a test
failure, when nothing listening is the run's one cause.

Real output: newman 6.2.2 run by trial 90 (tests/fixtures/s33-t90/README.md) and newman 6 run by
trial 88 (tests/fixtures/s33-t88/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_the_refusal_is_quoted_and_every_request_listed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s33-t90" / "newman_refused.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert "connect ECONNREFUSED 127.0.0.1:18790" in report["summary"]
    assert "PostmanResponse" not in report["summary"]
    named = {test["name"]: test["message"] for test in report["failed_tests"]}
    assert named["health"] == "connect ECONNREFUSED 127.0.0.1:18790"
    assert named["list orders"] == "connect ECONNREFUSED 127.0.0.1:18790"
    assert not any(name.startswith("GET ") for name in named)
    assert {"health › status is 200", "list orders › status is 200"} <= set(named)


def test_an_assertion_is_named_with_its_request(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s33-t88" / "newman.log", "--no-home-skills")
    assert [test["name"] for test in report["failed_tests"]] == [
        "Get order 42 › status is 200",
        "Get order 42 › has id",
        "List users › users have email",
    ]
