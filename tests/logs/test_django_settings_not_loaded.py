"""Django that could not load its settings ran no test: configuration, with advice naming
``DJANGO_SETTINGS_MODULE`` where it is set. ``DJANGO_SETTINGS_MODULE`` naming a module that does not
exist (``ModuleNotFoundError: No module named 'shop.settings_ci'`` below the settings loader's
import) was a runtime error with "the program crashed" (user trial 105 #2); pytest-django run with no
settings named (``ImproperlyConfigured: Requested setting INSTALLED_APPS, but settings are not
configured``) a test failure with "run the failed tests locally" (#3).

Real output (tests/fixtures/s37-t105b/README.md): Django 5.2.19, pytest 9.2.0, pytest-django 4.14.0."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s37-t105b"


@pytest.mark.parametrize(
    ("log", "quoted", "advice"),
    [
        (
            "django-settings-module-missing",
            "No module named 'shop.settings_ci'",
            "`DJANGO_SETTINGS_MODULE` in the step",
        ),
        (
            "pytest-django-settings-not-configured",
            "Requested setting INSTALLED_APPS, but settings are not configured",
            "`DJANGO_SETTINGS_MODULE = yourproject.settings` in pytest.ini",
        ),
    ],
)
def test_django_settings_not_loaded_is_configuration(
    triage_json: Callable[..., dict], log: str, quoted: str, advice: str
) -> None:
    report = triage_json(FIXTURES / f"{log}.gha.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert quoted in report["summary"]
    assert report["next_step"].startswith(("Django could not import the settings module", "No Django settings module"))
    assert advice in report["next_step"]
