"""ci-triage's own text (fields marked ``OWN_TEXT``: ids, categories, the user's path) is never masked,
while the log's text still is, however a value learned from the log (a ``password=`` value) overlaps it.

The secret is assembled from parts, so no secret-shaped literal sits in the repository.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from pydantic import BaseModel

from ci_triage.base.redact import OWN_TEXT, own_texts, redact, redact_value

WORD = "post" + "gres"
"""A password a test's connection string shows, also a word of a skill's signal id and of the log's file name."""


@dataclass(kw_only=True)
class Hit:
    signal: str = field(metadata={OWN_TEXT: True})
    text: str


class Record(BaseModel):
    path: Annotated[str, OWN_TEXT]
    hit: Hit
    note: str


def test_a_value_learned_from_the_log_is_masked_in_its_text_not_in_the_own_fields() -> None:
    hit = Hit(signal=f"{WORD}-client-local-refused", text=f'connect(user="{WORD}", password="{WORD}")')
    assert redact_value(hit, redact) == Hit(
        signal=f"{WORD}-client-local-refused", text='connect(user="<redacted:secret>", password="<redacted:secret>")'
    )


def test_a_secret_equal_to_an_own_id_is_still_masked_in_the_log_text() -> None:
    secret = f"{WORD}-client-local-refused"
    hit = Hit(signal=secret, text=f"password={secret} then again {secret}")
    assert redact_value(hit, redact).text == "password=<redacted:secret> then again <redacted:secret>"


def test_a_dump_keeps_own_text_by_the_strings_of_the_object_it_came_from() -> None:
    record = Record(
        path=f"logs/28_{WORD}_refused.log",
        hit=Hit(signal=f"{WORD}-client-local-refused", text=f"password={WORD}"),
        note=f"user {WORD}",
    )
    assert own_texts(record) == {f"logs/28_{WORD}_refused.log", f"{WORD}-client-local-refused"}
    assert redact_value(record.model_dump(), redact, own_texts(record)) == {
        "path": f"logs/28_{WORD}_refused.log",
        "hit": {"signal": f"{WORD}-client-local-refused", "text": "password=<redacted:secret>"},
        "note": "user <redacted:secret>",
    }
