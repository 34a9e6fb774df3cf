"""A progress bar's states printed one per line are one line of evidence: its last state.

The lines below are real output with each carriage return turned into a newline (``tr '\\r'
'\\n'``), as a ``tee`` or ``script`` pipeline does:

- tqdm 4.70.1 (``tqdm(rows, desc="transform", ncols=80)``, Python 3.11), the states of
  ``fixtures/excerpt-noise/tqdm-states-per-line.gha.log``;
- pip 23.2.1 downloading a wheel under ``script`` (a terminal), its rich bar, colours removed;
- curl 7.88.1's progress meter (``curl -o /dev/null URL``);
- webpack 5.113.0 with webpack-cli (npm), ``webpack --mode production --progress``: its
  ProgressPlugin's states, one a line whatever the terminal.

What is not a progress bar: pytest's progress column, PHPUnit's and CMake's percentages name a
file or a result on each line, as a coverage tally does (lines of their shape in the corpus).
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.progress_bars import is_progress_line, progress_runs

STATES = [
    "transform:   0%|                                        | 0/200 [00:00<?, ?it/s]",
    "transform:   0%|▏                              | 1/200 [00:00<00:00, 473.50it/s]",
    "transform:  75%|█████████████████████▊       | 150/200 [00:00<00:00, 415.15it/s]",
    "     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 0.0/10.6 MB ? eta -:--:--",
    "     ━━━━━━━━━━━━━━━━━━╸━━━━━━━━━━━━━━━━━━━━━ 5.0/10.6 MB 178.8 MB/s eta 0:00:01",
    "  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     0",
    "100 58.7M  100 58.7M    0     0  1632M      0 --:--:-- --:--:-- --:--:-- 1632M",
    "<s> [webpack.Progress] 0%",
    "<s> [webpack.Progress] 10% building 0/1 entries 0/0 dependencies 0/0 modules",
    "<s> [webpack.Progress] 69% sealing plugins",
    "<s> [webpack.Progress] 100%",
]
NOT_STATES = [
    "tests/test_parse.py ..F.....                                             [ 45%]",
    "[ 45%] Building CXX object src/CMakeFiles/core.dir/parse.cpp.o",
    "........F..................................................S... 378 / 405 ( 93%)",
    "  Lines:   61.19% (5388/8805)",
    "  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current",
    "========================= 1 failed, 7 passed in 0.12s ==========================",
    "Traceback (most recent call last):",
]


def test_progress_bar_states_of_tqdm_pip_curl_and_webpack_are_recognised() -> None:
    assert [text for text in STATES if not is_progress_line(text)] == []


def test_a_percentage_or_a_rule_alone_is_no_progress_bar() -> None:
    assert [text for text in NOT_STATES if is_progress_line(text)] == []


def test_a_run_keeps_its_last_state_and_a_single_state_is_no_run() -> None:
    texts = ["Downloading ruff", *STATES[3:5], "Saved ruff.whl", STATES[0], "done"]
    lines = {n: LogLine(number=n, text=text, marker="", matches=[], section=0) for n, text in enumerate(texts, 1)}
    runs = progress_runs(lines)
    assert [(run.shown, list(run.left_out)) for run in runs] == [(3, [2])]
    assert runs[0].note == "the last state of a progress bar; 1 earlier state above it left out"
