"""Django's ``check --deploy`` warnings are about no object (``?: (security.W004) …``): the ``?`` is no
source location, and the advice is the settings to set, not a linter's fix option (user trial 105 #7).

Real output (tests/fixtures/s37-t105c/README.md): Django 5.2.19 ``manage.py check --deploy
--fail-level WARNING`` of a project with ``startproject``'s settings."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "s37-t105c" / "django-check-deploy.gha.log"


def test_deploy_checks_name_settings_and_no_location(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG, "--no-home-skills")
    assert report["tool"] == "django-check"
    assert all(place["file"] != "?" for place in report["locations"])
    assert "set them in the settings module the step runs with" in report["next_step"]
    assert "fix option" not in report["next_step"]
