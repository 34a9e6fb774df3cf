"""twine's ``HTTPError: 400 Bad Request`` of a re-upload to pypiserver: ``--verbose`` prints the
error page, whose ``<pre>Package &#039;x.whl&#039; already exists!`` is the reason; the summary quotes
it and the advice is the version-exists one, not twine's bare status (trial 89, #6).

Real output: twine 7.0 and pypiserver 2.4, tests/fixtures/s33-t89/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t89"


def test_pypiservers_already_exists_is_the_summary(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "t3_twine_exists.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("configuration", "twine")
    assert "Package &#039;tinypkg-0.1.0-py3-none-any.whl&#039;" in report["summary"]
    assert report["next_step"].startswith("The registry already holds this version of the package")
