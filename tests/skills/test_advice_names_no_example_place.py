"""No advice names an example place: a ``file.ext:line`` in advice reads as a place in the reader's repository.

Trials 130 and 131: the Elixir ``--warnings-as-errors`` advice quoted ``lib/shop.ex:13``, the gfortran
signal advice ``at src/x.f90:4``, and a user looked for those files. An advice names a place only
through a placeholder the log fills (``{place}``, ``{frame}``, ``{repeat}``:
:mod:`ci_triage.logs.signal_next_step`), or in words (``the file and line below it``). Walked: every
bundled skill's signal advice (``next_step``, ``next_step_by_format``, ``next_step_repeated``) and
every public module constant of ``src/ci_triage`` whose name says it holds advice or a next step
(``*ADVICE*``, ``*NEXT_STEP*``); the private ones of those names are patterns, not words posted.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from ci_triage.logs.skills import load_skills

SOURCE = Path(__file__).resolve().parents[2] / "src" / "ci_triage"

EXAMPLE_PLACE = re.compile(r"[\w./-]*\w\.[A-Za-z]\w*:\d+")
"""A ``file.ext:line`` written out (``lib/shop.ex:13``, ``src/x.f90:4``, ``app.py:3:5``); a
placeholder (``{place}``) holds no digits, so it never matches."""

ADVICE_NAME = re.compile(r"^(?:[A-Z][A-Z0-9_]*_)?(?:ADVICE|NEXT_STEP)")


def _skill_advice() -> Iterator[tuple[str, str]]:
    for skill in load_skills().skills:
        for signal in skill.signals:
            where = f"{skill.name}/{signal.id}"
            if signal.next_step:
                yield f"{where} next_step", signal.next_step
            if signal.next_step_repeated:
                yield f"{where} next_step_repeated", signal.next_step_repeated
            for log_format, words in signal.next_step_by_format.items():
                yield f"{where} next_step_by_format {log_format}", words


def _source_advice() -> Iterator[tuple[str, str]]:
    for path in sorted(SOURCE.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                targets, value = [node.target], node.value
            else:
                continue
            for target in targets:
                if isinstance(target, ast.Name) and ADVICE_NAME.match(target.id):
                    for part in ast.walk(value):
                        if isinstance(part, ast.Constant) and isinstance(part.value, str):
                            yield f"{path.relative_to(SOURCE)} {target.id}", part.value


def test_the_walk_reads_skills_and_source_advice() -> None:
    skill_advice = dict(_skill_advice())
    source_advice = {where.split()[-1] for where, _words in _source_advice()}
    assert len(skill_advice) > 500
    assert {"SET_UP_ADVICE", "NEXT_STEPS", "FRAME_ADVICE", "GAVE_UP_NEXT_STEP"} <= source_advice


def test_no_advice_holds_an_example_file_and_line() -> None:
    found = [
        f"{where}: {place.group()}"
        for where, words in [*_skill_advice(), *_source_advice()]
        for place in EXAMPLE_PLACE.finditer(words)
    ]
    assert found == []
