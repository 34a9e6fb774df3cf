"""The runner's step metadata in a GitHub Actions ``##[group]Run …`` header: no output, left out of the excerpt.

The runner opens a script step with a group holding its title (``Run pytest -q``), the script
(echoed in cyan), then the step's settings: ``shell: /usr/bin/bash -e {0}`` and, when the job or
an earlier action set any, ``env:`` with one indented ``NAME: value`` line per variable
(``pythonLocation: /opt/hostedtoolcache/Python/3.12.3/x64``, setup-python's), before
``##[endgroup]`` (actions/runner ``src/Runner.Worker/Handlers/ScriptHandler.cs`` prints ``shell:``
and ``env:`` into the step's header group). These lines are the same in every job and say nothing
of the failure, yet the tail of a short failing step reaches them first; the title and the script
above them stay, as the step's command. Compared with the same job's passing log (``--baseline``),
a settings line that run never printed is the exception (:func:`changed_settings`): a variable
set, removed or given another value since then (``DEPLOY_TOKEN:`` empty where it was ``***``: a
secret not passed; ``NPM_CONFIG_REGISTRY: http://127.0.0.1:9/``) is most often the change that broke
the step.
"""

from __future__ import annotations

from collections.abc import Collection

from ci_triage.logs.localise import LogLine

_SETTINGS = ("shell: ", "env:")
_ENV = "env:"
"""How the first settings line of a step's header starts (at column 0; the script above it is the
step's own text)."""


def step_metadata(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (line number → line read, 1-based) that are step settings of a
    GitHub Actions step's header group: from its first line starting ``shell: `` or ``env:`` to its
    ``##[endgroup]`` (a blank line once the settings are gone).

    A header group is a line marked ``group`` whose text starts ``Run `` and the lines after it in
    its section, each read, up to the next marked line; lines are taken only when that marked line
    is the group's ``endgroup`` (a header cut short, or one never closed, is left whole). A setting
    a skill's signal matched is not taken: it says something of the failure (``DEPLOY_TOKEN: ``, a
    credential the runner listed empty, where a set secret reads ``***``), and with ``--baseline``
    it is the line that changed since the passing run. Linear in the number of lines: each line is
    walked over from one header at most."""
    left_out: set[int] = set()
    for number, line in lines.items():
        if line.marker != "group" or not line.text.startswith("Run "):
            continue
        settings: list[int] = []
        step = number + 1
        while (below := lines.get(step)) is not None and below.section == line.section and not below.marker:
            if settings or below.text.startswith(_SETTINGS):
                settings.append(step)
            step += 1
        if settings and below is not None and below.marker == "endgroup":
            left_out.update(setting for setting in (*settings, step) if not lines[setting].matches)
    return frozenset(left_out)


def changed_settings(lines: dict[int, LogLine], new: Collection[int]) -> list[int]:
    """Line numbers (1-based, in order) of the step settings of ``lines``
    (:func:`step_metadata`) that are ``new`` since the passing log (:mod:`ci_triage.logs.compare`),
    each variable's with the ``env:`` line heading it, so that the excerpt reads as the runner
    printed it; ``[]`` when none is new. Linear in the number of settings lines."""
    settings = step_metadata(lines)
    chosen: set[int] = set()
    heading: int | None = None
    for number in sorted(settings):
        line = lines[number]
        if line.text.startswith(_ENV):
            heading = number
        elif number - 1 not in settings:  # another step's header
            heading = None
        if number in new and not line.marker:
            chosen.add(number)
            if heading is not None:
                chosen.add(heading)
    return sorted(chosen)


def step_titles(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (line number → line read, 1-based) that are a GitHub Actions step's
    title and script in its header group: the line marked ``group`` whose text starts ``Run `` and
    the unmarked lines after it in its section, up to its first settings line (``shell: ``,
    ``env:``) or next marked line. They are the step's start, its command, whatever picked them
    for the excerpt. Linear in the number of lines."""
    titles: set[int] = set()
    for number, line in lines.items():
        if line.marker != "group" or not line.text.startswith("Run "):
            continue
        titles.add(number)
        step = number + 1
        while (below := lines.get(step)) is not None and below.section == line.section and not below.marker:
            if below.text.startswith(_SETTINGS):
                break
            titles.add(step)
            step += 1
    return frozenset(titles)
