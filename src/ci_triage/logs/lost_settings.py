"""The ``env:`` variables the passing run's step set that the failing run's same step no longer sets.

The runner prints a script step's environment in its header group: ``env:`` and one ``NAME: value``
line per variable, two blanks in, before ``##[endgroup]`` (actions/runner
``src/Runner.Worker/Handlers/ScriptHandler.cs``; the step's own ``env:``, its job's and the
workflow's alike). A line-by-line comparison with the passing log (:mod:`ci_triage.logs.compare`)
finds the lines the failing log printed anew, never one it stopped printing: a variable removed from
the step's ``env:`` since the green run leaves nothing new but the error it causes (trial 119:
``RELEASE_CHANNEL: unbound variable`` where the green step listed ``RELEASE_CHANNEL: stable``;
pytest's ``E KeyError: 'DATABASE_URL'`` where it listed ``DATABASE_URL: sqlite:///…``). So both
steps' variable names are kept (:func:`env_name`; never a value: values may be secrets, masked as
``***`` only when GitHub knows them) and compared by step name (:func:`lost_settings`).

A lost variable that the failing step's output names in the words of a program reading it unset
(:data:`UNSET_NAMED`: a shell's ``NAME: unbound variable``, Python's ``KeyError: 'NAME'``, ``NAME is
not set``, ``environment variable NAME``) is what broke the step. One the output does not name is
still a change of the step since that run, shown as such, but not said to be the cause: a tool may
read a variable without naming it when it is missing, and a variable removed as unused breaks nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from ci_triage.logs.model import LostSetting
from ci_triage.logs.re2_patterns import LazyRE2

ENV_VARIABLE = LazyRE2(rb"^(?:\xef\xbb\xbf)?(?:\d{4}-\d\d-\d\dT[\d:.]+Z )?  ([A-Za-z_][A-Za-z0-9_]*):(?: |\r?$)")
"""A variable's line in a step header's ``env:`` block, as the runner prints it (a raw log line, its
timestamp kept): two blanks, the name, a colon, then a blank and the value or nothing (an empty
value), ``  RUSTFLAGS: -Dwarnings``; the name is group 1."""
UNSET_NAMED = LazyRE2(
    r"\b(?P<shell>[A-Za-z_][A-Za-z0-9_]*): (?:unbound variable|parameter not set|parameter null or not set)"
    r"|\bKeyError: ['\"](?P<key>[A-Za-z_][A-Za-z0-9_]*)['\"]"
    r"|(?i:\benv(?:ironment)?[ _-]?var(?:iable)?s?)[: ]+[`'\"$]?\{?(?P<variable>[A-Za-z_][A-Za-z0-9_]*)"
    r"|[`'\"$]\{?(?P<quoted>[A-Za-z_][A-Za-z0-9_]*)\}?[`'\"]? (?:variable )?(?:is |was )?(?i:not set|unset"
    r"|not defined|undefined|empty|missing|required)\b"
    r"|\b(?P<bare>[A-Z][A-Z0-9]*_[A-Z0-9_]+) (?:variable )?(?:is |was )?(?i:not set|unset|not defined|undefined"
    r"|empty|missing|required)\b"
    r"|\bprocess\.env\.(?P<node>[A-Za-z_][A-Za-z0-9_]*)\.[A-Za-z_]"
)
"""A program's words for a variable it read unset, the name in the one group that matched: a shell's
(bash's ``set -u``, ``DEPLOY_ENV: unbound variable``; dash's and zsh's ``parameter not set``;
``${NAME:?}``'s ``parameter null or not set``), Python's ``os.environ['NAME']`` (``KeyError:
'NAME'``), a message naming an environment variable (``Missing environment variable: NAME``, ``env
var NAME``; rustc's ``env!``: ``environment variable `NAME` not defined at compile time``), a
quoted or ``$``-written name said unset (```NAME` is not set``, ``$NAME is empty``; Docker Compose
v2's ``The "NAME" variable is not set. Defaulting to a blank string.``), or a bare upper-case name
with an underscore said so (Compose v1's ``The NAME_X variable is not set``, ``API_TOKEN not set``:
a lower-case word there is prose), or a property read of ``process.env.NAME`` (``const region =
process.env.AWS_REGION.trim();``: the source line Node prints above the ``TypeError: Cannot read
properties of undefined (reading 'trim')`` it threw, the variable ``undefined``; node 20.20.2)."""


def env_name(line: bytes) -> str | None:
    """The variable's name of ``line`` (a raw line of a step header's settings, after its ``env:``
    line: :data:`ENV_VARIABLE`), else None."""
    found = ENV_VARIABLE.search(line)
    return found.group(1).decode("ascii") if found else None


_UNSET_NOT_EMPTY = ("key", "node")
"""The groups of :data:`UNSET_NAMED` whose words say the variable was not in the program's environment
at all, not set empty: ``os.environ['NAME']`` returns an empty value, and an empty string has
properties (``''.trim()``), so Python's ``KeyError`` and Node's ``TypeError`` of ``undefined`` come
only from a variable that is not there."""


def unset_names(text: str, *, not_empty: bool = False) -> set[str]:
    """The variables ``text`` (one cleaned log line) says a program read unset (:data:`UNSET_NAMED`);
    with ``not_empty``, only those its words say were not set at all, an empty value ruled out
    (:data:`_UNSET_NOT_EMPTY`)."""
    return {
        name
        for found in UNSET_NAMED.finditer(text)
        for group, name in found.groupdict().items()
        if name and (not not_empty or group in _UNSET_NOT_EMPTY)
    }


def lost_settings(before: frozenset[str], now: frozenset[str], output: Iterable[tuple[int, str]]) -> list[LostSetting]:
    """The variables the passing run's step set (``before``: its ``env:`` names) that the failing
    run's same step does not (``now``), in name order, each with the first line of ``output`` (the
    failing step's lines read, as ``(1-based line number, cleaned text)``) that says a program read
    it unset (:func:`unset_names`), those named first; ``[]`` when none was lost. Linear in the
    lines."""
    lost = before - now
    if not lost:
        return []
    named: dict[str, int] = {}
    for number, text in sorted(output):
        for name in unset_names(text) & lost:
            named.setdefault(name, number)
    settings = [LostSetting(name=name, line=named.get(name)) for name in sorted(lost)]
    return sorted(settings, key=lambda setting: setting.line is None)
