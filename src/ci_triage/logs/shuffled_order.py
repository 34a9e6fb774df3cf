"""The seed of a test run in random order, and how to run the tests in that order again.

A test runner that shuffles its tests prints the seed it drew, so that the order can be replayed:
pytest-randomly's header ``Using --randomly-seed=2`` (pytest-randomly 5.1, on by default once
installed), go test's ``-test.shuffle 2`` above the first test (``go test -shuffle=on``, go 1.17+),
RSpec's ``Randomized with seed 4`` (``--order random``, RSpec 3.12), ExUnit's line of the same words
(``mix test``, always shuffled; Elixir 1.14) and jest's ``Seed:        1`` in its summary (``jest
--randomize``, jest 29.2+). hspec prints that line too, for QuickCheck's generator, while it runs
its tests in their written order unless ``--randomize``: the line names its runner only with the
step's tool. A test that failed in such a run may fail only in that order: it depends on state
another test left or did not leave (a registry, a global, a cache, a database row), and running it
alone, or in the written order, passes. The advice names the seed, the option that replays it and
the one that runs the tests in their written order.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_SEED = LazyRE2(
    r"^(?:Using --randomly-seed=(?P<pytest>\d+)\s*$"
    r"|-test\.shuffle (?P<go>\d+)\s*$"
    r"|Randomized with seed (?P<randomized>\d+)\s*$"
    r"|Seed: {2,}(?P<jest>-?\d+)\s*$)"
)
"""A shuffling test runner's line naming its seed, one group per runner (:data:`_REPLAY`)."""
_REPLAY = {
    "pytest": ("pytest-randomly", "-p randomly --randomly-seed={seed}", "with `-p no:randomly`"),
    "go": ("go test", "-shuffle={seed}", "with `-shuffle=off`"),
    "jest": ("jest", "--randomize --seed={seed}", "without `--randomize`"),
}
"""Per group of :data:`_SEED` but ``randomized``: the runner's name, the options that replay the order
of a seed (``{seed}``) and the words that run the tests in their written order (each runner's own
documentation: pytest-randomly's README, ``go help testflag``, jest's CLI ``--seed``)."""
_RANDOMIZED_BY_TOOL = {
    "rspec": ("RSpec", "--seed {seed}", "with `--order defined`"),
    "mix-test": ("ExUnit", "--seed {seed}", "with `--seed 0`"),
}
"""The same for the ``randomized`` group, by the step's tool (its catalogue name), whose words
several runners print: RSpec's ``--order`` and ExUnit's ``mix test --seed`` (``--seed 0`` disables
randomization, ``mix help test``). Another tool's (hspec's, which shuffles only under
``--randomize``) names no order."""
SHUFFLED_ORDER = (
    " The tests ran in a random order ({runner}'s seed {seed}, line {line}): a test that fails in one order"
    " and passes in another depends on state another test leaves behind (a registry, a global, a cache, a"
    " database row), so running it alone may pass. Reproduce this order by running the step's tests with"
    " `{replay}`; {written} they run in their written order, and a pass there says the order causes"
    " the failure."
)
"""The advice added to a test failure's when its step's runner shuffled the tests (:func:`shuffled_order_note`)."""


def shuffled_order_note(lines: Mapping[int, LogLine], sections: Collection[int], tool: str | None) -> str | None:
    """:data:`SHUFFLED_ORDER` for the first seed line (:data:`_SEED`) of ``lines`` (1-based line
    number → line read) in ``sections`` (the failing steps' indexes), naming the runner, the seed,
    the line and the options that replay or undo the order; ``None`` when the failing steps print
    no seed (their tests ran in their written order, or the runner does not say), or only a
    ``Randomized with seed`` line while ``tool`` (the step's tool, its catalogue name) is none of
    :data:`_RANDOMIZED_BY_TOOL`."""
    for number in sorted(lines):
        line = lines[number]
        if line.section not in sections or (match := _SEED.search(line.text)) is None:
            continue
        group, seed = next((name, value) for name, value in match.groupdict().items() if value is not None)
        known = _RANDOMIZED_BY_TOOL.get(tool or "") if group == "randomized" else _REPLAY[group]
        if known is None:
            continue
        runner, replay, written = known
        return SHUFFLED_ORDER.format(
            runner=runner, seed=seed, line=number, replay=replay.format(seed=seed), written=written
        )
    return None
