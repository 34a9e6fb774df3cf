"""A small reader of GitHub Actions expressions (``${{ … }}``), for what a workflow file says offline.

Supported subset (GitHub Docs, "Evaluate expressions in workflows and actions",
https://docs.github.com/actions/reference/evaluate-expressions-in-workflows-and-actions):

- literals: ``true``, ``false``, ``null``, numbers in JSON form (and ``0x`` hexadecimal), strings in
  single quotes (``''`` is a quote);
- the ``matrix`` context: ``matrix.KEY`` and ``matrix['KEY']``, with the values the caller knows
  (a key the caller knows to be undefined in the run is ``null``);
- operators ``( )``, ``!``, ``<``, ``<=``, ``>``, ``>=``, ``==``, ``!=``, ``&&``, ``||`` in GitHub's
  order (``!`` first, then the comparisons, then ``&&``, then ``||``), with GitHub's loose equality
  (strings compared ignoring case; values of different types compared as numbers: ``null`` is 0,
  ``true`` 1, a string its JSON number or NaN) and its falsy values (``false``, ``0``, ``-0``,
  ``''``, ``null``); ``&&`` and ``||`` give one of their operands, as GitHub's do.

Anything else — another context (``github.ref``, ``inputs.x``), a matrix key whose value is not
known, a function call (``contains(…)``) — is :data:`UNKNOWN`, and an operator over an unknown
operand is unknown too unless the known side decides it (``false && x`` is false, ``true || x``
true). The reader makes one pass over the text and never backtracks: linear time in its length,
with nesting bounded by :data:`MAX_DEPTH`.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final


class Unknown:
    """The value of what cannot be known offline."""

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN: Final = Unknown()
Value = bool | float | str | None | Unknown
"""What an expression gives: GitHub's boolean, number, string, null, or :data:`UNKNOWN`."""
MAX_DEPTH = 32
"""Deepest nesting of parentheses and ``!`` read; deeper is :class:`ExpressionError`."""
OPEN, CLOSE = "${{", "}}"


class ExpressionError(ValueError):
    """The text is not an expression of the supported subset's grammar."""


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str
    """'op', 'name', 'string', 'number' or 'end'."""
    text: str
    value: Value = None


def whole_expression(text: str) -> str | None:
    """The inside of ``text`` when all of it is one ``${{ … }}`` (blanks around allowed), else None."""
    stripped = text.strip()
    if stripped.startswith(OPEN) and stripped.endswith(CLOSE) and stripped.find(CLOSE) == len(stripped) - 2:
        return stripped[len(OPEN) : -len(CLOSE)]
    return None


def template_parts(template: str) -> tuple[list[str], list[str]]:
    """``template``'s literal pieces and its ``${{ … }}`` expressions (each with its braces), in
    order: one piece more than expressions (an empty piece where an expression opens or ends the
    text, or two expressions meet). An ``${{`` without its ``}}`` is literal text. One pass with
    ``str.find``: linear time in the length."""
    pieces: list[str] = []
    expressions: list[str] = []
    start = 0
    while (opening := template.find(OPEN, start)) >= 0:
        closing = template.find(CLOSE, opening + len(OPEN))
        if closing < 0:
            break
        pieces.append(template[start:opening])
        expressions.append(template[opening : closing + len(CLOSE)])
        start = closing + len(CLOSE)
    pieces.append(template[start:])
    return pieces, expressions


def expanded_values(template: str, text: str) -> list[str] | None:
    """What each ``${{ … }}`` expression of ``template`` (:func:`template_parts`) stands for in
    ``text`` when ``text`` reads as ``template`` with its expressions expanded to any text, as the
    runner expands them in a step's ``run`` script and a job's or step's ``name``; None when it does
    not (``[]`` for a template without expressions equal to ``text``).

    Compared by literal pieces, no pattern built from either text: ``text`` opens with the first
    piece, ends with the last, and holds the others in order, each at its leftmost place after the
    one before — which is where some expansion puts it whenever any does, so no other placement is
    tried, and each value is the shortest that lets the rest match (as a lazy ``(.*?)`` would take
    it). Time linear in the lengths (``str.find``, which CPython runs with the two-way algorithm
    on long texts)."""
    pieces, _ = template_parts(template)
    if len(pieces) == 1:
        return [] if text == template else None
    first, last = pieces[0], pieces[-1]
    end = len(text) - len(last)
    if end < len(first) or not text.startswith(first) or not text.endswith(last):
        return None
    values: list[str] = []
    position = len(first)
    for piece in pieces[1:-1]:
        found = text.find(piece, position, end)
        if found < 0:
            return None
        values.append(text[position:found])
        position = found + len(piece)
    values.append(text[position:end])
    return values


def evaluate(expression: str, matrix: Mapping[str, Value], *, undefined: Value = UNKNOWN) -> Value:
    """The value of ``expression`` (the text inside ``${{ }}``) with the ``matrix`` values known;
    :data:`UNKNOWN` for what the module docstring says cannot be known. ``undefined`` is the value
    of a matrix key not in ``matrix``: unknown, unless ``matrix`` is the whole of one run's matrix,
    where a key it lacks is not defined and reads as ``null`` (GitHub Docs, "Evaluate expressions in
    workflows and actions": a property that does not exist is null). Raises
    :class:`ExpressionError` for text outside the grammar."""
    reader = _Reader(_tokens(expression), matrix, undefined)
    value = reader.disjunction(0)
    if reader.peek().kind != "end":
        raise ExpressionError(f"unexpected {reader.peek().text!r} in {expression!r}")
    return value


def truthy(value: Value) -> bool | Unknown:
    """GitHub's coercion of ``value`` to a boolean (falsy: ``false``, ``0``, ``-0``, ``''``, ``null``)."""
    if isinstance(value, Unknown):
        return UNKNOWN
    if isinstance(value, float):
        return value != 0 and not math.isnan(value)
    return bool(value)


def _as_number(value: Value) -> float:
    if value is None:
        return 0.0
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, float):
        return value
    return _json_number(str(value).strip())


def _json_number(text: str) -> float:
    try:
        return float(int(text, 16)) if text.lower().startswith(("0x", "-0x")) else float(text)
    except ValueError:
        return math.nan


def _equal(left: Value, right: Value) -> bool:
    if isinstance(left, str) and isinstance(right, str):
        return left.casefold() == right.casefold()
    if type(left) is type(right):
        return left == right
    return _as_number(left) == _as_number(right)


def _tokens(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    i, n = 0, len(text)
    while i < n:
        char = text[i]
        if char.isspace():
            i += 1
        elif text.startswith(("==", "!=", "<=", ">=", "&&", "||"), i):
            tokens.append(_Token("op", text[i : i + 2]))
            i += 2
        elif char in "()!<>.[],*":
            tokens.append(_Token("op", char))
            i += 1
        elif char == "'":
            parts, i = [], i + 1
            while True:
                end = text.find("'", i)
                if end < 0:
                    raise ExpressionError(f"unclosed string in {text!r}")
                parts.append(text[i:end])
                if text.startswith("''", end):
                    parts.append("'")
                    i = end + 2
                    continue
                i = end + 1
                break
            tokens.append(_Token("string", "'", "".join(parts)))
        elif char.isdigit() or (char == "-" and i + 1 < n and text[i + 1].isdigit()):
            start, i = i, i + 1
            while i < n and (text[i].isalnum() or text[i] in ".+-"):
                i += 1
            number = _json_number(text[start:i])
            if math.isnan(number):
                raise ExpressionError(f"not a number: {text[start:i]!r}")
            tokens.append(_Token("number", text[start:i], number))
        elif char.isalpha() or char == "_":
            start = i
            while i < n and (text[i].isalnum() or text[i] in "_-"):
                i += 1
            tokens.append(_Token("name", text[start:i]))
        else:
            raise ExpressionError(f"unexpected {char!r} in {text!r}")
    tokens.append(_Token("end", "end of expression"))
    return tokens


_LITERALS: dict[str, Value] = {"true": True, "false": False, "null": None}


class _Reader:
    """Recursive descent over the tokens, evaluating as it reads (each token is read once)."""

    def __init__(self, tokens: list[_Token], matrix: Mapping[str, Value], undefined: Value) -> None:
        self.tokens = tokens
        self.position = 0
        self.matrix = matrix
        self.undefined = undefined

    def peek(self) -> _Token:
        return self.tokens[self.position]

    def take(self, text: str | None = None) -> _Token:
        token = self.tokens[self.position]
        if text is not None and token.text != text:
            raise ExpressionError(f"expected {text!r}, found {token.text!r}")
        self.position += min(1, len(self.tokens) - 1 - self.position)
        return token

    def _is(self, *texts: str) -> bool:
        token = self.peek()
        return token.kind == "op" and token.text in texts

    def disjunction(self, depth: int) -> Value:
        return self._logical(depth, "||", self.conjunction, settled_by=True)

    def conjunction(self, depth: int) -> Value:
        return self._logical(depth, "&&", self.equality, settled_by=False)

    def _logical(self, depth: int, symbol: str, operand: Callable[[int], Value], *, settled_by: bool) -> Value:
        """``operand (symbol operand)*``: the left value while its truth is ``settled_by`` (``true ||
        x``, ``false && x``), else the right one; unknown when the left's truth is."""
        value = operand(depth)
        while self._is(symbol):
            self.take()
            right = operand(depth)
            decided = truthy(value)
            if decided is not settled_by:
                value = right if decided is (not settled_by) else UNKNOWN
        return value

    def equality(self, depth: int) -> Value:
        value = self.comparison(depth)
        while self._is("==", "!="):
            negate = self.take().text == "!="
            right = self.comparison(depth)
            if isinstance(value, Unknown) or isinstance(right, Unknown):
                value = UNKNOWN
            else:
                value = _equal(value, right) != negate
        return value

    def comparison(self, depth: int) -> Value:
        value = self.unary(depth)
        while self._is("<", "<=", ">", ">="):
            name = self.take().text
            right = self.unary(depth)
            value = UNKNOWN if isinstance(value, Unknown) or isinstance(right, Unknown) else _order(value, right, name)
        return value

    def unary(self, depth: int) -> Value:
        if depth > MAX_DEPTH:
            raise ExpressionError(f"nested deeper than {MAX_DEPTH}")
        if self._is("!"):
            self.take()
            decided = truthy(self.unary(depth + 1))
            return UNKNOWN if isinstance(decided, Unknown) else not decided
        if self._is("("):
            self.take()
            value = self.disjunction(depth + 1)
            self.take(")")
            return value
        return self.primary()

    def primary(self) -> Value:
        token = self.take()
        if token.kind in ("string", "number"):
            return token.value
        if token.kind != "name":
            raise ExpressionError(f"unexpected {token.text!r}")
        if token.text in _LITERALS:
            return _LITERALS[token.text]
        if self._is("("):
            self._skip_arguments()
            return UNKNOWN  # a function: contains(), startsWith(), success(), ...
        known = token.text == "matrix"
        value: Value = UNKNOWN
        while self._is(".", "["):
            if self.take().text == ".":
                key = self.take()
                if key.kind != "name" and key.text != "*":
                    raise ExpressionError(f"expected a property name, found {key.text!r}")
            else:
                key = self.take()
                self.take("]")
                if key.kind != "string":
                    known = False  # an index computed or numeric: not read here
            if known and isinstance(value, Unknown) and key.text != "*":
                name = key.value if key.kind == "string" else key.text
                value = self.matrix.get(str(name), self.undefined)
                known = False  # a property of a matrix value (an object): not read here
            else:
                value = UNKNOWN
        return value

    def _skip_arguments(self) -> None:
        """Read past a call's balanced parentheses (its value is not read)."""
        depth = 0
        while True:
            token = self.take()
            if token.kind == "end":
                raise ExpressionError("unclosed '('")
            if token.kind == "op" and token.text == "(":
                depth += 1
            elif token.kind == "op" and token.text == ")":
                depth -= 1
                if depth == 0:
                    return


def _order(left: Value, right: Value, operator: str) -> bool:
    """``left operator right``: strings ignoring case, anything else as numbers (NaN compares false)."""
    if isinstance(left, str) and isinstance(right, str):
        return _ORDER[operator](left.casefold(), right.casefold())
    return _ORDER[operator](_as_number(left), _as_number(right))


_ORDER = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}
