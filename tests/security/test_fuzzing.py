"""Fuzzing with hypothesis: the log reader (plain, gzip, zip), JUnit, skill files, the config file
and event payloads take any bytes and answer with a result or the documented input error, never an
exception (an exit 70)."""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import zipfile

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ci_triage.base.errors import InputError
from ci_triage.config.settings import load_settings
from ci_triage.github.read import run_from_event
from ci_triage.logs.junit import junit_failures
from ci_triage.logs.report import triage_source
from ci_triage.logs.skills import SkillProblem, parse_skill_file
from ci_triage.logs.source import open_log_source

FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
TEXTISH = st.one_of(
    st.binary(max_size=2000),
    st.lists(
        st.sampled_from(["E   assert 1 == 2", "##[error]x", "\x1b[31m", "::add-mask::", "\r", "é", "{", "- "])
    ).map(lambda parts: "\n".join(parts).encode()),
)


def _analyse(path, analyser) -> None:
    try:
        with open_log_source(str(path)) as source:
            triage_source(source, analyser, budget=500)
    except InputError:
        pass


@FUZZ
@given(data=TEXTISH, wrap=st.sampled_from(["plain", "gzip", "zip", "broken-gzip", "broken-zip"]))
def test_the_log_reader_takes_any_bytes(tmp_path, analyser, data, wrap):
    path = tmp_path / {"plain": "x.log", "gzip": "x.log.gz", "zip": "x.zip"}.get(wrap, f"x.{wrap[7:]}")
    if wrap == "gzip":
        data = gzip.compress(data)
    elif wrap == "zip":
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr("1_job.txt", data)
        data = buffer.getvalue()
    elif wrap == "broken-gzip":
        path, data = tmp_path / "x.log.gz", gzip.compress(data)[:-7]
    elif wrap == "broken-zip":
        path, data = tmp_path / "x.zip", b"PK\x03\x04" + data
    path.write_bytes(data)
    _analyse(path, analyser)


@FUZZ
@given(
    data=st.one_of(
        st.binary(max_size=1000), st.text(max_size=400).map(lambda t: f"<testsuite>{t}</testsuite>".encode())
    )
)
def test_junit_takes_any_bytes(tmp_path, data):
    path = tmp_path / "r.xml"
    path.write_bytes(data)
    with contextlib.suppress(InputError):
        junit_failures(str(path))


@FUZZ
@given(frontmatter=st.text(max_size=300), timestamp=st.sampled_from(["2024-02-30", "2024-01-01", "9999-12-31 99:99"]))
def test_skill_files_never_raise(tmp_path, frontmatter, timestamp):
    path = tmp_path / "SKILL.md"
    path.write_text(
        f"---\nname: s\nreviewed: {timestamp}\n{frontmatter}\n---\nbody\n", encoding="utf-8", errors="replace"
    )
    result = parse_skill_file(path)
    assert result is not None
    assert isinstance(result, SkillProblem) or result.name


@FUZZ
@given(body=st.one_of(st.binary(max_size=500), st.text(max_size=300).map(str.encode)))
def test_the_config_file_is_a_result_or_an_input_error(tmp_path, body):
    (tmp_path / "c.yml").write_bytes(body)
    with contextlib.suppress(InputError):
        load_settings(environ={"GITHUB_WORKSPACE": str(tmp_path), "INPUT_CONFIG": "c.yml"})


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=20,
)


@FUZZ
@given(
    payload=st.one_of(
        JSONISH, st.fixed_dictionaries({"workflow_run": JSONISH}), st.fixed_dictionaries({"pull_request": JSONISH})
    )
)
def test_event_payloads_are_a_run_or_an_input_error(payload):
    with contextlib.suppress(InputError, ValueError):
        run_from_event(json.loads(json.dumps(payload)))
