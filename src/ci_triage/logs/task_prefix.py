"""The prefix a workspace or parallel runner writes before every line of a task's output.

Monorepo runners interleave the output of several packages and tag each line with where it came
from, so a tool's own line no longer opens the line: pnpm's ``pnpm -r run`` writes
``packages/api test: not ok 2 - …`` (``PATH SCRIPT: ``), Turborepo ``@acme/api:test: …``
(``PKG:TASK: ``), Nx's ``--output-style=stream`` and Lerna's ``--stream`` ``api: …`` (``PKG: ``;
nx's e2e test ``should stream output`` expects ``${myapp}: 1``), GNU parallel's ``--tag``
``flake8 src<TAB>…`` (the arguments, a tab), Docker Compose ``web-1  | …`` (the service, padding,
a bar), Yarn's (2 and later) ``yarn workspaces foreach -pv`` ``[@acme/api]: …`` (the workspace in
brackets, a colon) and concurrently's ``[api] …`` or ``[0] …`` (the command's name or index in
brackets); Ant's logger writes each task's output under the task's name in brackets, right-aligned in
a column 12 characters wide (``    [junit] Testsuite: …``, :data:`ANT_COLUMN`). The analysis reads the
text after the prefix (a skill's ``^not ok \\d+`` is node's line again); the excerpt and
citations keep the whole line (:attr:`ci_triage.logs.localise.LogLine.prefix`).

One line never decides: a ``foo: bar`` line alone is text. A prefix is taken from the repetition of
a step's lines, as :mod:`ci_triage.logs.stamps` takes a wrapper's time from the log's first lines:
the same prefix must open at least :data:`MIN_REPEAT` lines of the step, and the lines opened by such
repeated prefixes must be at least :data:`MIN_SHARE` of the step's non-blank lines read (a runner
tags all of a task's lines; a compiler's ``foo.c:12: `` changes with the line, and a list of
``name: value`` pairs is a small part of a step). A log level or a test verdict (``error: ``,
``FAIL<TAB>``, :data:`_NOT_A_TASK`) is a tool's own word, never a prefix, nor is one character, a
field's label (sqlfluff's ``L:   5 | P:  12 | LT01 | …`` rows: a package or task has a name), and a step's tags are
cut in one shape only (:func:`_shape`). One RE2 match per line, linear time.

Who reads what: the skills, the passing-output checks and the no-exit-marker check
(:mod:`ci_triage.logs.analyse`) read the text without the tag; the excerpt, the log tools
(:mod:`ci_triage.propose.joblogs`) and the verifier (:mod:`ci_triage.prove.verify`) read the line
whole, so a citation quotes the line as the log has it; the headline, which leaves the tag out,
is cited by its line number (:attr:`ci_triage.logs.model.JobReport.headline_line`). The baseline comparison
(:mod:`ci_triage.logs.compare`) templates the line whole too: a runner's colour is masked, each line
is templated alone (the runner's order does not count), and the tag tells one package's line from
another's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from ci_triage.logs.re2_patterns import LazyRE2

MIN_REPEAT = 3
"""Lines of one step a prefix must open before it counts as a runner's."""
ANT_COLUMN = 12
"""Width of the column in which Ant's logger right-aligns a task's name in brackets (``    [junit] ``)."""
MIN_SHARE = 0.5
"""Share of a step's non-blank lines read that repeated prefixes must open."""

_PREFIX = LazyRE2(
    r"(?:\[(?P<bracket>@?[\w.-]+(?:/[\w.-]+)?)\]:?(?: |$)"
    r"|(?P<colon>[\w@./-]+(?: [\w@./-]+)?(?::[\w@./-]+)*):(?: |$)"
    r"|(?P<bar>[\w.-]+) +\| "
    r"|(?P<tab>[^\s][^\t]*[^\s]|[^\s])\t"
    r"| +\[(?P<ant>[\w.-]+)\] )"
)
"""A runner's tag opening a line (matched at its start), the first form that fits: a name in brackets,
a colon after them or not (Yarn's workspace, concurrently's command), a name and a
colon (pnpm's ``PATH SCRIPT: ``, Turborepo's ``PKG:TASK: ``, Nx's and Lerna's ``PKG: ``; a script or
task name may hold colons: ``test:unit``, never a line number: ``foo.rb:154: ``), Docker Compose's
service column (``web-1  | ``), GNU parallel's ``--tag`` (text without a tab, then a tab) or Ant's
task column (spaces, then the task's name in brackets, ending at :data:`ANT_COLUMN`). In
brackets: Yarn's workspace (``[@acme/api]: ``, ``[web]: ``: a package's name, scoped or not) and
concurrently's prefix, the command's ``--names`` entry or its index (``[web] ``, ``[0] ``: a
one-digit index is the one name of one character that counts).
Sources: GNU parallel's manual (``--tag``), Docker's docs (``docker compose logs``), pnpm's
``@pnpm/default-reporter``, Turborepo's docs (``--log-prefix``), Yarn 4.18.1's ``workspaces
foreach`` (its prefix ``[${stringifyIdent(workspace)}]:``, printed with ``--verbose`` or
``--parallel``'s label), concurrently 9.2.5's README (``--prefix``: ``index`` or ``name``, default
``[{name}]`` when names are given, else ``[{index}]``), Ant 1.10.13's ``DefaultLogger`` (its
``LEFT_COLUMN_SIZE``: a longer task name is written without padding, as a plain bracket)."""
_NOT_A_TASK = LazyRE2(
    r"(?i)(?:error|warn(?:ing)?|info|notice|note|debug|trace|fatal|critical|panic|hint|help|caused by"
    r"|fail(?:ed|ure|s)?|pass(?:ed|es)?|ok|skip(?:ped)?|todo|e|w|i|d|f)\b"
)
"""A tag that is a tool's own word (matched at its start): a log level (``error: ``,
``warning[E0425]: ``), a cause (``Caused by: ``) or a test verdict (go's ``FAIL<TAB>pkg``)."""
_ANNOUNCED = LazyRE2(r"(?P<tag>[\w@./-]+ [\w@./-]+)\$ ")
"""pnpm's line opening a task's streamed output (matched at its start): the task's tag, ``$`` and the
script it runs (``packages/utils build$ tsc -p .``), above the task's lines tagged ``packages/utils
build: `` and its closing ``packages/utils build: Failed`` (or ``Done``). Source: pnpm 9.15.9's
``@pnpm/default-reporter``, ``streamLifecycleOutput`` (``${prefix}$ ${script}``, ``${prefix}:
${line}``, ``${prefix}: Failed``), the reporter of a recursive run whose output is not a terminal."""


def _tag(text: str) -> tuple[str, tuple[str, int, bool]] | None:
    """The runner's tag opening ``text`` (a cleaned line) with its separator, and its shape (see
    :func:`_shape`), or ``None``."""
    found = _PREFIX.match(text)
    if found is None:
        return None
    form = next(form for form in ("bracket", "colon", "bar", "tab", "ant") if found.group(form))
    name = found.group(form) or ""
    if (
        (form == "ant" and found.end() != ANT_COLUMN)
        or (len(name) < 2 and not (form == "bracket" and name.isdigit()))
        or _NOT_A_TASK.match(name)
        or any(part.isdigit() for part in name.split(":")[1:])
    ):
        return None
    return text[: found.end()], _shape(form, name)


def _shape(form: str, name: str) -> tuple[str, int, bool]:
    """A tag's shape: its form (``bracket``, ``colon``, ``bar``, ``tab``, ``ant``) and, for a name before a colon, its
    words and whether a colon joins its parts. One runner writes every tag of a run in one shape:
    pnpm's ``PATH SCRIPT`` two words, Turborepo's ``PKG:TASK`` one word of parts, Nx's and Lerna's
    ``PKG`` one plain word, while a line of content under them opens with a word of its own
    (jest's ``Pattern: ``, pnpm's ``Progress: ``, a Docker layer's ``05844576d180: ``). Parallel's
    ``--tag`` (the arguments, any words), Compose's column and the brackets of Yarn and concurrently
    are their form alone."""
    if form != "colon":
        return form, 0, False
    return form, len(name.split()), ":" in name


def task_prefixes(texts: Mapping[int, str], section_of: Mapping[int, int]) -> dict[int, int]:
    """Characters to leave out at the start of each line of ``texts`` (line number, 1-based →
    cleaned text) whose step (``section_of``: line number → section index; a line without one is in
    section 0) a runner tags (see the module docstring); lines without a prefix are absent.

    A tag counts when it opens :data:`MIN_REPEAT` lines of the step at least; the step is tagged
    when counting tags of one shape (:func:`_shape`) open :data:`MIN_SHARE` of its non-blank lines
    and one of them passes a tool's layout through (a blank or indented line after it: a runner tags
    every line of the output, while a tool naming itself, ``rm: ``, ``make: ``, ``compiling: ``,
    writes a message after it). Then every counting tag of that shape is left out (flake8's lines
    under parallel's tag are never indented; pytest's beside them are), and no other: a step that
    runs Turborepo in a container keeps the container's own ``Pattern: `` lines. The decision is
    made per step over the lines given: the lines of a step read in windows, or all of them. A tag of
    a tagged step's shape that is a runner's by its form alone (:func:`_distinctive`) is left out
    however few lines it opens. A tag the step announces (:data:`_ANNOUNCED`: pnpm's ``packages/utils
    build$ tsc -p .``) is a runner's however few lines it opens and whatever share of the step they
    are (tsc's one error under it is three lines of a step that pnpm's own error report ends).
    Linear in the total length of ``texts``."""
    tags = {number: _tag(text) for number, text in texts.items()}
    counts: Counter[tuple[int, str]] = Counter()
    shape_of: dict[tuple[int, str], tuple[str, int, bool]] = {}
    laid_out: set[tuple[int, str]] = set()
    nonblank: Counter[int] = Counter()
    announced: set[tuple[int, str]] = set()
    for number, text in texts.items():
        section = section_of.get(number, 0)
        if text.strip():
            nonblank[section] += 1
        if (opening := _ANNOUNCED.match(text)) is not None:
            announced.add((section, opening.group("tag") + ":"))
        found = tags[number]
        if found is not None:
            key = (section, found[0].rstrip())
            counts[key] += 1
            shape_of[key] = found[1]
            inner = text[len(found[0]) :]
            if not inner.strip() or inner[:1].isspace():
                laid_out.add(key)
    repeated = {key for key, count in counts.items() if count >= MIN_REPEAT or key in announced}
    covered: Counter[tuple[int, tuple[str, int, bool]]] = Counter()
    for key in repeated:
        covered[key[0], shape_of[key]] += counts[key]
    shapes = {
        (key[0], shape_of[key])
        for key in repeated & laid_out
        if covered[key[0], shape_of[key]] >= MIN_SHARE * nonblank[key[0]]
    } | {(key[0], shape_of[key]) for key in repeated & announced}
    cut: dict[int, int] = {}
    for number, found in tags.items():
        section = section_of.get(number, 0)
        if (
            found is not None
            and (section, found[1]) in shapes
            and ((section, found[0].rstrip()) in repeated or _distinctive(found[1]))
        ):
            cut[number] = len(found[0])
    return cut


def _distinctive(shape: tuple[str, int, bool]) -> bool:
    """Whether a tag of ``shape`` (:func:`_shape`) is a runner's by its form alone in a step tagged in
    that shape, however few of the lines read it opens (of 61 packages interleaved, a package's tag
    may open one line of a window): Turborepo's ``PKG:TASK`` (parts a colon joins), pnpm's ``PATH
    SCRIPT`` (two words) and Compose's column. A plain word before a colon (Nx's and Lerna's ``PKG``)
    is a tool's label too (vitest's ``Expected: ``), and parallel's ``--tag`` any text before a tab:
    those count only repeated."""
    form, words, joined = shape
    return form == "bar" or (form == "colon" and (joined or words == 2))
