"""The sample repositories: Python and JavaScript, each with a formatter failure, a failing unit
test and an import error, plus the scripted-model edits that fix (or weaken) them."""

from __future__ import annotations

UNFORMATTED_PY = {
    "pyproject.toml": '[project]\nname = "sample"\nversion = "0"\n',
    "src/app.py": "def add(a,b):\n    return a+b\n",
}

FAILING_TEST_PY = {
    "calc.py": "def add(a, b):\n    return a - b\n",
    "tests/test_calc.py": "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n",
    "pytest.ini": "[pytest]\npythonpath = .\n",
}

IMPORT_ERROR_PY = {
    "helpers.py": "def greeting(name):\n    return f'hello {name}'\n",
    "tests/test_helpers.py": (
        "from helpers import greet\n\n\ndef test_greeting():\n    assert greet('ada') == 'hello ada'\n"
    ),
    "pytest.ini": "[pytest]\npythonpath = .\n",
}

FAILING_TEST_JS = {
    "package.json": '{"name": "sample", "version": "0.0.0", "scripts": {"test": "node --test"}}\n',
    "sum.js": "exports.sum = (a, b) => a - b;\n",
    "test/sum.test.js": (
        "const test = require('node:test');\nconst assert = require('node:assert');\n"
        "const { sum } = require('../sum.js');\n\n"
        "test('sum adds', () => {\n  assert.strictEqual(sum(2, 3), 5);\n});\n"
    ),
}

IMPORT_ERROR_JS = {
    "package.json": '{"name": "sample", "version": "0.0.0"}\n',
    "lib/strings.js": "exports.shout = (s) => s.toUpperCase() + '!';\n",
    "test/strings.test.js": (
        "const test = require('node:test');\nconst assert = require('node:assert');\n"
        "const { shout } = require('../lib/string.js');\n\n"
        "test('shout', () => {\n  assert.strictEqual(shout('hi'), 'HI!');\n});\n"
    ),
}

UNFORMATTED_JS = {
    "package.json": '{"name": "sample", "version": "0.0.0"}\n',
    "src/index.js": "const x = {a:1,b:2}\nmodule.exports = x\n",
}

PRETTIER_CHECK_OUTPUT = """Checking formatting...
[warn] src/index.js
[warn] Code style issues found in the above file. Run Prettier with --write to fix."""
"""What ``prettier --check`` prints for UNFORMATTED_JS (prettier is not installed here, so the log
is given; the lines follow the bundled prettier skill's example)."""
