"""The JSON text of a report (:mod:`ci_triage.logs.model`): ``ci-triage triage --format json``.

The text is byte for byte what the report models wrote when they were pydantic models
(``model_dump_json(indent=2)``, i.e. pydantic-core's serialiser), so the output format did not
change when the models became dataclasses: fields in declaration order, two-space indentation,
``"key": value``, empty lists and objects as ``[]`` and ``{}``, non-ASCII text unescaped (control
characters, ``"`` and ``\\`` escaped as JSON requires), non-finite floats as ``null``, and finite
floats in the shortest form that reads back exactly, written as pydantic-core writes them: like
Python's ``repr`` except that an exponent of -5 is spelled out (``0.00001``, not ``1e-05``) and a
negative exponent has no leading zero (``1e-7``, not ``1e-07``). A dataclass field marked
``field(metadata={NOT_IN_JSON: True})`` is left out, as pydantic leaves it out.
"""

from __future__ import annotations

import dataclasses
import math
from json.encoder import encode_basestring

INDENT = "  "
NOT_IN_JSON = "exclude"
"""The key of a dataclass field's metadata that, set true, leaves the field out of the JSON text: the
report keeps it for its own use. Pydantic reads the same key (a stdlib dataclass field's metadata
gives its ``pydantic.Field`` arguments: ``exclude=True``), so the pydantic models that hold a report
(evidence, trace records) serialise it without the field too."""


def report_json(value: object) -> str:
    """``value`` (a dataclass of the report, or a list, dict, string, number, bool or None made of
    them) as indented JSON text, without a final newline. Raises :class:`TypeError` for any other
    type, and for a dict key that is not a string."""
    parts: list[str] = []
    _write(value, parts, 0)
    return "".join(parts)


def json_float(number: float) -> str:
    """``number`` as pydantic-core writes a float: ``null`` when not finite, else Python's
    shortest round-trip digits laid out as described in the module's docstring."""
    if not math.isfinite(number):
        return "null"
    text = repr(number)
    if "e" not in text:
        return text
    mantissa, exponent = text.split("e")
    power = int(exponent)
    if power == -5:
        sign = "-" if mantissa.startswith("-") else ""
        return f"{sign}0.0000{mantissa.lstrip('-').replace('.', '')}"
    return f"{mantissa}e{power}" if power < 0 else text


def _write(value: object, parts: list[str], depth: int) -> None:
    if value is None:
        parts.append("null")
    elif value is True or value is False:
        parts.append("true" if value else "false")
    elif isinstance(value, int):
        parts.append(str(value))
    elif isinstance(value, float):
        parts.append(json_float(value))
    elif isinstance(value, str):
        parts.append(encode_basestring(value))
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        kept = [item for item in dataclasses.fields(value) if not item.metadata.get(NOT_IN_JSON)]
        _write_object([(item.name, getattr(value, item.name)) for item in kept], parts, depth)
    elif isinstance(value, dict):
        _write_object(list(value.items()), parts, depth)
    elif isinstance(value, list | tuple):
        _write_array(value, parts, depth)
    else:
        raise TypeError(f"report_json: cannot write a {type(value).__name__}")


def _write_object(items: list[tuple[object, object]], parts: list[str], depth: int) -> None:
    if not items:
        parts.append("{}")
        return
    inner = "\n" + INDENT * (depth + 1)
    parts.append("{")
    for position, (key, item) in enumerate(items):
        if not isinstance(key, str):
            raise TypeError(f"report_json: an object key must be a string, not {type(key).__name__}")
        parts.append(("," if position else "") + inner + encode_basestring(key) + ": ")
        _write(item, parts, depth + 1)
    parts.append("\n" + INDENT * depth + "}")


def _write_array(values: list[object] | tuple[object, ...], parts: list[str], depth: int) -> None:
    if not values:
        parts.append("[]")
        return
    inner = "\n" + INDENT * (depth + 1)
    parts.append("[")
    for position, item in enumerate(values):
        parts.append(("," if position else "") + inner)
        _write(item, parts, depth + 1)
    parts.append("\n" + INDENT * depth + "]")
