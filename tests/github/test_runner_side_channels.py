"""Outputs, job summary and workflow commands: what the runner reads from a step, written safely."""

from __future__ import annotations

import io

from hypothesis import given
from hypothesis import strategies as st

from ci_triage.github.runner import SUMMARY_LIMIT, echo_untrusted, error_annotation, write_outputs, write_summary


def test_an_annotation_escapes_what_could_end_its_properties_or_start_a_new_command():
    line = error_annotation("boom\n::add-mask::x 100%", file="src/a,b:c.py", line=7, title="ci-triage")
    assert line == "::error file=src/a%2Cb%3Ac.py,line=7,title=ci-triage::boom%0A::add-mask::x 100%25\n"
    assert line.count("\n") == 1


@given(st.text())
def test_echoed_text_cannot_end_its_own_stop_commands_block(text):
    out = io.StringIO()
    echo_untrusted(text, out)
    first, *_ = out.getvalue().splitlines()
    token = first.removeprefix("::stop-commands::")
    body = out.getvalue().splitlines()[1:-1]
    assert f"::{token}::" not in "\n".join(body), "the random token must not appear in the echoed text"
    assert out.getvalue().splitlines()[-1] == f"::{token}::"


def test_outputs_use_a_delimiter_the_value_does_not_contain(tmp_path):
    target = tmp_path / "out"
    write_outputs({"summary": "line one\nEOF\nline three"}, str(target))
    header, *rest = target.read_text().splitlines()
    name, delimiter = header.split("<<")
    assert name == "summary"
    assert rest == ["line one", "EOF", "line three", delimiter]


def test_the_summary_is_appended_in_place_and_the_whole_file_kept_within_one_mebibyte(tmp_path):
    target = tmp_path / "summary.md"
    target.write_text("an earlier command's summary\n", encoding="utf-8")
    inode = target.stat().st_ino
    write_summary("é" * SUMMARY_LIMIT, str(target))
    text = target.read_text(encoding="utf-8")
    assert target.stat().st_ino == inode, "the runner's file is written in place, not replaced"
    assert text.startswith("an earlier command's summary\n")
    assert len(text.encode("utf-8")) <= SUMMARY_LIMIT
    assert text.endswith("(cut to fit GitHub's 1 MiB job summary limit)\n")


def test_outside_a_runner_there_is_no_summary_to_write(monkeypatch):
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    assert write_summary("x") is False
