"""The catalogue of CI tools: it loads, it is broad, and it names the tool a step runs."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from ci_triage.logs.skills import load_skills
from ci_triage.logs.tool_catalogue_schema import CatalogueFields
from ci_triage.logs.tools import identify_tools, load_catalogue, step_tool


def test_the_catalogue_loads_with_at_least_150_tools_of_every_kind() -> None:
    catalogue = load_catalogue()
    kinds = Counter(tool.kind for tool in catalogue.tools)
    assert sum(not tool.is_wrapper for tool in catalogue.tools) >= 150
    for kind in ("linter", "formatter", "type-checker", "test-runner", "package-manager", "auditor", "compiler"):
        assert kinds[kind] >= 5, kind
    for kind in ("bundler", "iac", "security", "release", "setup", "wrapper"):
        assert kinds[kind] >= 3, kind


def test_every_skill_tool_and_scope_names_a_catalogue_tool() -> None:
    """The catalogue is the one naming of tools: the report's ``tool`` is a skill's or a signal's
    ``tool:`` when it is no step's, so a name of its own (``go test`` beside the catalogue's
    ``go-test``) would split one tool in two for anyone grouping reports by ``tool``."""
    names = {tool.name for tool in load_catalogue().tools}
    unknown = sorted(
        f"{skill.name} {field} {name!r}"
        for skill in load_skills().skills
        for field, named in (
            ("tool", (skill.tool,)),
            ("scope.tools", skill.scope.tools),
            *((f"signal {signal.id} tool", (signal.tool,)) for signal in skill.signals),
            *((f"fixer {fixer.id} tools", fixer.tools) for fixer in skill.fix),
        )
        for name in named
        if name is not None and name not in names
    )
    assert not unknown, "names no catalogue tool: " + "; ".join(unknown)


@pytest.mark.parametrize(
    ("entry", "refusal"),
    [
        ({"name": "asan", "kind": "runtime", "category": "runtime error"}, None),
        ({"name": "asan", "kind": "runtime", "category": "runtime error", "commands": ["asan"]}, "none for a runtime"),
        ({"name": "lint", "kind": "linter", "category": "lint/format"}, "give commands or actions"),
    ],
)
def test_only_a_runtime_has_no_command_or_action(entry: dict[str, object], refusal: str | None) -> None:
    if refusal is None:
        CatalogueFields.model_validate({"tools": [entry]})
    else:
        with pytest.raises(ValidationError, match=refusal):
            CatalogueFields.model_validate({"tools": [entry]})


def test_a_wrapper_with_a_category_is_refused() -> None:
    with pytest.raises(ValidationError, match="a wrapper has no category"):
        CatalogueFields.model_validate(
            {"tools": [{"name": "make", "kind": "wrapper", "category": "configuration", "commands": ["make"]}]}
        )


@pytest.mark.parametrize(
    ("entry", "refusal"),
    [
        (
            {"name": "lint", "kind": "linter", "category": "lint/format", "commands": ["lint"], "prints": ["a"]},
            "only a test runner",
        ),
        (
            {"name": "t", "kind": "test-runner", "category": "test failure", "commands": ["t"], "prints": ["nose"]},
            "nose",
        ),
    ],
)
def test_prints_names_a_catalogue_test_runner_of_a_test_runner(entry: dict[str, object], refusal: str) -> None:
    with pytest.raises(ValidationError, match=refusal):
        CatalogueFields.model_validate({"tools": [entry]})


def test_one_command_for_two_tools_is_refused() -> None:
    tools = [
        {"name": "a", "kind": "linter", "category": "lint/format", "commands": ["lint"]},
        {"name": "b", "kind": "linter", "category": "lint/format", "commands": ["lint"]},
    ]
    with pytest.raises(ValidationError, match="invokes both a and b"):
        CatalogueFields.model_validate({"tools": tools})


@pytest.mark.parametrize(
    ("command", "tool"),
    [
        ("Run ruff check .", "ruff"),
        ("Run ruff format --check .", "ruff-format"),
        ("python -m pytest -x tests", "pytest"),
        ("poetry run mypy src", "mypy"),
        ("FOO=1 ./node_modules/.bin/jest --ci", "jest"),
        ("./node_modules/.bin/spectral lint openapi.yaml", "spectral"),
        ("npx spectral lint openapi.yaml", "spectral"),
        (".venv/bin/reuse lint", "reuse"),
        ("/usr/bin/xmllint --noout config.xml", "xmllint"),
        ("/home/runner/.cargo/bin/typos README.md", "typos"),
        ("luacheck lint.lua", "luacheck"),
        ("msgfmt --check -o /dev/null de.po", "msgfmt"),
        ("protoc --python_out=gen proto/user.proto", "protoc"),
        ("npx eslint . --max-warnings 0", "eslint"),
        ("cargo clippy --all-targets -- -D warnings", "clippy"),
        ("cargo fmt --all -- --check", "rustfmt"),
        ("terraform fmt -check -recursive", "terraform-fmt"),
        ("terraform plan -input=false", "terraform"),
        ("Run actions/setup-python@v5", "setup-python"),
        ("Run aquasecurity/trivy-action@0.28.0", "trivy"),
        ("Run github/codeql-action/analyze@v3", "codeql"),
        ("npm audit --audit-level=high", "npm-audit"),
        ("node --test", "node-test"),
        # a coverage gate is the step's tool, not the test command it runs (trial 31 #6)
        ("npx c8 --check-coverage --lines 90 node --test packages/core/test/", "c8"),
        ("npx nyc --check-coverage --lines 90 mocha", "nyc"),
        ("go vet ./...", "go-vet"),
        ("sudo -E pip install -r requirements.txt", "pip"),
        ("hatch build", "hatch"),
        ("flit build --setup-py", "flit"),
        ("flit publish", "python-publish"),
        ("Run check-manifest --no-build-isolation", "check-manifest"),
        ("python -m check_manifest", "check-manifest"),
        ("check-wheel-contents dist/*.whl", "check-wheel-contents"),
        ("pyroma --min 10 .", "pyroma"),
        ("validate-pyproject pyproject.toml", "validate-pyproject"),
        ("/opt/venv/bin/python -m ziglang build-exe main.zig", "zig"),
        ("python3 -m ziglang test t.zig", "zig-test"),
        ("zig build test", "zig-test"),
        ("zig build-exe main.zig", "zig"),
        ("python manage.py test orders --parallel", "django-test"),
        ("python3 manage.py check --deploy", "django-check"),
    ],
)
def test_the_step_tool_is_identified_from_its_command(command: str, tool: str) -> None:
    found = step_tool(identify_tools([command]))
    assert found is not None
    assert found.name == tool


@pytest.mark.parametrize(
    ("command", "inner"),
    [
        ("make lint", None),
        ("pre-commit run --all-files", None),
        ("npm run lint", None),
        ("docker build -t app .", None),
        ("tox -e py311 -- pytest", None),  # tox's positional arguments go to its environment's commands
        ("make -C test/core coverage", None),  # a make target, not Python's coverage
        ("sbt clean coverage test", None),  # sbt's tasks
        ("hatch test", None),
        ("hatch run pytest -x", "pytest"),
        ("./gradlew --no-daemon spotlessCheck", "spotless"),
        ("gradle test --offline", None),  # compiles, then tests: either may fail (trial 41; as mvn verify)
        ("./gradlew test", None),
        ("runghc test/Spec.hs", None),
        ("clojure -M:test", None),
        ("jq -r .version package.json > v && npm publish", "npm-publish"),  # jq reads, the publish decides
        ("gdb -batch -ex run -ex bt --args ./test_list", None),  # the program it runs crashed, or not
        ("gdb -batch -ex run -ex bt --args python -m pytest -x", "pytest"),
    ],
)
def test_wrappers_defer_to_the_tool_they_run(command: str, inner: str | None) -> None:
    tools = identify_tools([command])
    assert tools[0].is_wrapper
    found = step_tool(tools)
    assert (found.name if found else None) == inner


def test_the_catalogue_from_the_disk_cache_equals_the_checked_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CI_TRIAGE_CACHE_DIR", str(tmp_path))
    load_catalogue.cache_clear()
    checked = load_catalogue()
    assert [path.name.split("-")[:2] for path in tmp_path.iterdir()] == [["tool", "catalogue"]]
    load_catalogue.cache_clear()
    assert load_catalogue() == checked
    for entry in tmp_path.iterdir():
        entry.write_text('{"tools": [{"no": "name"}]}')
    load_catalogue.cache_clear()
    assert load_catalogue() == checked  # a cache entry of another shape is a miss
    load_catalogue.cache_clear()


@pytest.mark.parametrize(
    ("command", "tools"),
    [
        ("./buf", []),  # trial 56: the project's own program, not Buf's CLI
        ("./build/protoc input.proto", []),  # a program the build made
        ("cmake-build-debug/ruff", []),
        ("target/release/mypy src", []),
        ("./gradlew check", ["gradle"]),  # a launcher the catalogue spells with its path
        ("./manage.py test", ["django-test"]),
        ("./rebar3 eunit", ["eunit"]),
        ("./node_modules/.bin/eslint .", ["eslint"]),  # installed tools, read by their name
        ("vendor/bin/phpunit", ["phpunit"]),
        ("bin/rubocop", ["rubocop"]),  # a binstub is the tool
        ("/usr/bin/python3 -m pytest", ["pytest"]),
    ],
)
def test_a_program_of_the_checkout_is_no_catalogue_tool_of_its_name(command: str, tools: list[str]) -> None:
    assert [tool.name for tool in identify_tools([command])] == tools


@pytest.mark.parametrize(
    ("command", "tools"),
    [
        ("make -C test/core coverage", ["make"]),  # a make target named like Python's coverage
        ("travis_retry ./sbt ++2.12 coverage test coverageReport", ["sbt"]),  # sbt's tasks
        ("pip install pytest coverage", ["pip"]),  # packages, not programs
        ("echo pytest", []),  # a builtin's words
        ("npx tsc --noEmit && node dist/boot.js", ["npm-script", "tsc", "node"]),  # npx runs the program named next
        ("uv run --python 3.12 pytest -x", ["python-runner", "pytest"]),  # its options passed over
        ("bundle exec rspec", ["rake", "rspec"]),
        ("python manage.py makemigrations --check", ["python", "django"]),
        ("do_test make test", ["make"]),  # a program the catalogue lacks may run the next
        ("./gradlew --no-daemon spotlessCheck", ["gradle", "spotless"]),  # a subcommand after options
        ('test -z "$(gofmt -l .)"', ["gofmt"]),  # a builtin's command substitution runs its command (trial 96)
        ('test -z "$(gofmt -l . | tee /dev/stderr)"', ["gofmt"]),  # a pipeline inside it
        ("[ -z `gofmt -l .` ]", ["gofmt"]),  # backticks
        ("echo $((1 + 2)) && pytest", ["pytest"]),  # arithmetic runs no command
    ],
)
def test_a_catalogue_command_is_the_program_never_an_argument_of_another(command: str, tools: list[str]) -> None:
    assert [tool.name for tool in identify_tools([command])] == tools
