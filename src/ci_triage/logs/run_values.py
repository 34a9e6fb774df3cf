"""A step's setting whose value changes from every run to the next: no change since the passing run.

The runner prints a script step's ``env:`` in its header with the expressions evaluated, so a
variable set from the run's own context prints another value in every run: a run counter
(``BUILD_NUMBER: ${{ github.run_number }}``, ``118`` then ``119``; ``github.run_id``,
``github.run_attempt``), the commit (``github.sha``, 40 hexadecimal digits), a time stamp or a
UUID. Compared with the passing log by their values as printed
(:attr:`ci_triage.logs.compare.Comparison.changed_settings`), such a line read as a setting changed
since that run (fresh-user trial t122), beside the variable that did change. A setting whose whole
value has one of the shapes the line templates mask as varying from run to run
(:mod:`ci_triage.logs.templates`: hexadecimal hashes of 7+ characters, UUIDs, ISO-8601 date-times)
in both runs, or is a whole number that grew since the passing run (a counter never goes back) in
a variable whose name says it counts or numbers runs (:data:`_COUNTER_NAME`: ``BUILD_NUMBER``,
``GITHUB_RUN_ID``, ``RUN_ATTEMPT``, ``buildNo``), is such a value; a version (``API_VERSION: v1``
then ``v2``), a number that fell (``MAX_WORKERS: 4`` then ``2``), a number of a setting that rose for
a reason (``MAX_WORKERS: 4`` then ``8``: the step that varies by its run is no more likely to be it,
and how many runs lie between the two logs is unknown, so no step size tells a counter from a
setting) or a value of another shape is a real change and stays one.
"""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

_RUN_VALUE = LazyRE2(
    rb"^(?:\xef\xbb\xbf)?(?:\d{4}-\d\d-\d\dT[\d:.]+Z )?(  [A-Za-z_][A-Za-z0-9_]*: )"
    rb"(?:(\d{1,18})|[0-9a-fA-F]{7,}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-"
    rb"[0-9a-fA-F]{12}|\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?)\r?$"
)
"""A variable's line of a step header's ``env:`` (a raw log line, its timestamp kept; as
:data:`~ci_triage.logs.lost_settings.ENV_VARIABLE`) whose whole value is a whole number (group 2;
group 1 the line up to the value), a hexadecimal hash, a UUID or a date."""


_COUNTER_NAME = LazyRE2(
    rb"(?i:(?:^|_)(?:number|num|no|id|iid|attempt|counter|seq|sequence|serial|iteration|epoch|timestamp))$"
    rb"|[a-z0-9](?:Number|Num|No|Id|Iid|Attempt|Counter|Seq|Sequence|Serial|Iteration|Epoch|Timestamp)$"
)
"""A variable's name whose last word says that its value counts or numbers runs, so grows from one
to the next: ``_NUMBER``, ``_ID``, ``_ATTEMPT`` and the like in snake case (``BUILD_NUMBER: ${{
github.run_number }}``, ``CI_PIPELINE_IID``, ``GITHUB_RUN_ATTEMPT``), the same word capitalised in
camel case (``buildNumber``, ``runId``), an epoch's seconds (``SOURCE_DATE_EPOCH``). ``_COUNT`` is
none: ``RETRY_COUNT``, ``WORKER_COUNT`` set how many, as ``MAX_WORKERS`` does."""


def run_value(line: bytes) -> tuple[bytes, int | None] | None:
    """``(name, number)`` of ``line`` (a raw settings line of a step header) when its whole value
    has a shape that changes from run to run (:data:`_RUN_VALUE`): the variable's line up to its
    value (``  BUILD_NUMBER: ``) and the value when it is a whole number, else ``None`` there;
    ``None`` for any other line."""
    found = _RUN_VALUE.match(line)
    if found is None:
        return None
    number = found.group(2)
    return found.group(1), int(number) if number is not None else None


def changes_every_run(line: bytes, before: dict[bytes, int | None]) -> bool:
    """Whether ``line`` (a raw settings line of the failing log's step header) sets a variable to a
    value that changes from every run to the next, by ``before`` (the passing log's such variables,
    :func:`run_value`'s name → number, the largest when it printed several): a hash, UUID or date
    there and here, or a whole number there that grew here in a variable named as a counter
    (:data:`_COUNTER_NAME`; see the module docstring)."""
    found = run_value(line)
    if found is None or found[0] not in before:
        return False
    then, now = before[found[0]], found[1]
    if then is None or now is None:
        return then is None and now is None
    return now > then and _COUNTER_NAME.search(found[0].strip().removesuffix(b":")) is not None


def remember_run_value(line: bytes, before: dict[bytes, int | None]) -> None:
    """Add ``line``'s variable (a raw settings line of the passing log's step header) to ``before``
    when its value has a shape that changes from run to run (:func:`run_value`), keeping the
    largest number of a variable printed several times."""
    found = run_value(line)
    if found is None:
        return
    name, number = found
    kept = before.get(name, number)
    before[name] = max(kept, number) if kept is not None and number is not None else number
