"""A line two ecosystems' tools print alike is the step's tool's, whichever skill names a tool.

PubGrub's ending, ``Because … version solving failed.``, is printed by Dart's pub (``dart pub
get``, ``flutter pub get``) and by poetry, whose solver is a port of pub's. The pub line is the
one dart-lang/pub's own tests expect (``test/sdk_test.dart``: ``Because myapp depends on foo
^1.0.0 from sdk which doesn't match any versions, version solving failed.``), no Dart SDK
installing here; the poetry line is real output of poetry 2.5.1 made here (``poetry lock`` of a
project requiring ``six==99.9``, PyPI having no such version). A step running pub is pub's
failure: the Python dependency skill's line names pip (its skill's tool), or poetry when its
signal names a tool of its own, and neither ran.
"""

from __future__ import annotations

import io

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.skills import bundled_skills_dir, load_skills
from ci_triage.logs.source import LogMember, LogSource

PUB = "Because myapp depends on foo ^1.0.0 from sdk which doesn't match any versions, version solving failed."
POETRY = "Because e depends on six (99.9) which doesn't match any versions, version solving failed."


def _step(command: str, output: list[str], exit_code: int) -> str:
    """A GitHub Actions job log of one ``run`` step: ``command`` printing ``output``."""
    body = [
        f"##[group]Run {command}",
        command,
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        *output,
        f"##[error]Process completed with exit code {exit_code}.",
    ]
    return "".join(f"2026-12-03T10:00:{n:02d}.0000000Z {line}\n" for n, line in enumerate(body))


def _report(analyser: Analyser, text: str) -> tuple[str | None, str]:
    member = LogMember(name="", file=io.BytesIO(text.encode()))
    report, _ = triage_source(LogSource(label="job.log", kind="file", members=[member]), analyser, 2000)
    assert report.failure_found
    return report.tool, report.category


@pytest.fixture(scope="module")
def poetry_named(tmp_path_factory: pytest.TempPathFactory) -> Analyser:
    """The Python dependency skill alone, its ``version-solving-failed`` signal naming ``tool: poetry``."""
    skill = (bundled_skills_dir() / "python-dependency" / "SKILL.md").read_text(encoding="utf-8")
    head = "  - id: version-solving-failed\n"
    signal = skill.index(head)
    role = skill.index("    role: error\n", signal) + len("    role: error\n")
    folder = tmp_path_factory.mktemp("skills") / "python-dependency"
    folder.mkdir()
    (folder / "SKILL.md").write_text(skill[:role] + "    tool: poetry\n" + skill[role:], encoding="utf-8")
    return Analyser(load_skills([folder.parent], bundled=False))


@pytest.mark.parametrize("command", ["dart pub get", "flutter pub get"])
def test_pubs_version_solving_failure_names_pub(analyser: Analyser, command: str) -> None:
    log = _step(command, ["Resolving dependencies...", PUB], 65)

    assert _report(analyser, log) == ("pub", "dependency resolution")


def test_a_signal_naming_poetry_gives_way_to_the_steps_pub(poetry_named: Analyser) -> None:
    pub = _step("dart pub get", ["Resolving dependencies...", PUB], 65)
    poetry = _step("poetry lock", ["Updating dependencies", "Resolving dependencies...", "", POETRY], 1)

    assert _report(poetry_named, pub) == ("pub", "dependency resolution")
    assert _report(poetry_named, poetry) == ("poetry", "dependency resolution")
