"""A Python traceback that ends in a library's frames: the project's deepest frame, the line that
called into the library that raised, is the first location, before the outer call that reached it
(trial 128 #5: botocore's ``NoCredentialsError`` gave ``deploy_creds.py:14`` first, the script's
``upload(sys.argv[1], sys.argv[2])``, then line 9's ``s3.put_object(…)``).

Real output, tests/logs/fixtures/s48-frames/README.md: boto3/botocore 1.44.18 under Python 3.11.7
without credentials, Python 3.11.7's ``json`` module on a file with a trailing comma, and
faulthandler's dump of a crashed thread (most recent call first: its order stands)."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "s48-frames"


@pytest.mark.parametrize(
    ("log", "places"),
    [
        ("no-credentials.log", ["upload.py:9", "upload.py:14"]),  # botocore raised 18 frames below line 9
        ("json-decode.log", ["config.py:7", "config.py:11"]),  # the standard library's json raised
        # faulthandler lists the innermost frame first already: its order is kept, though threading's frames end it
        ("faulthandler-thread.log", ["worker.py:6", "worker.py:10", "worker.py:14"]),
    ],
)
def test_the_project_frame_that_called_the_library_comes_first(triage_json, log: str, places: list[str]) -> None:
    report = triage_json(FIXTURES / log)
    found = [f"{location['file'].rsplit('/', 1)[-1]}:{location['line']}" for location in report["locations"]]
    assert found == places
