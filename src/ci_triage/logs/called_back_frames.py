"""The project's frame a library called back: first among a Python traceback's places.

A framework runs the project's code from its own. Alembic's generated ``migrations/env.py`` calls
``context.run_migrations()``, alembic's frames go on to the migration's ``upgrade()``, and there
``op.add_column`` raised (alembic 1.20.1, trial 72): the traceback names the boilerplate first
(``env.py``, lines 78 and 72), then alembic's frames, then ``migrations/versions/b2_add_email.py``,
line 16, the project's code that ran when it failed. That deepest frame is where to look, so it
comes first among the traceback's places, the frames above it after it in the log's order. The same
shape is a test runner's or a web framework's hook calling the project's handler. So is a
traceback that ends in a library's frames: the project's deepest frame is the line that called into
the library that raised, the place to change. botocore's ``NoCredentialsError`` (boto3 1.44.18,
trial 128) is raised eighteen frames into botocore below ``deploy_creds.py``, line 9,
``s3.put_object(…)``, which the script's outer call ``upload(sys.argv[1], sys.argv[2])`` at line 14
reached; line 9 comes first, as the excerpt keeps the project's innermost frame of such a
traceback first. A traceback whose project frames follow each other to the exception (a test
calling the code it tests: ``tests/test_cart.py`` then ``cart.py``, which raised) keeps the log's
order: no library called the deeper one back, nor raised below it. So does a stack faulthandler
dumps (``Fatal Python error: Segmentation fault``, ``Thread 0x… (most recent call first):``), whose
frames (``File "x.py", line 938 in serve``, no comma) list the innermost first already.
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Location
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_frames import PYTHON_FRAME, with_quoted_lines

MOST_RECENT_FIRST_FRAME = LazyRE2(r'^\s*File "[^"]+", line \d+ in ')
"""A frame of a stack faulthandler dumps, most recent call first (``  File "spyder/app.py", line
938 in serve_until_quit``: no comma before ``in``, unlike a traceback's frame)."""


def called_back_first(lines: dict[int, LogLine], places: list[Location]) -> list[Location]:
    """``places`` (the locations found, in order) with the place of each Python traceback's deepest
    project frame moved before that traceback's first project frame when a library frame lies
    between it and the project frame above it, or below it (the traceback ends in a library's
    frames: the library raised). A project frame is a frame line of ``lines`` (line
    number → line read, 1-based) that one of ``places`` is on (its ``log_line``: the repository's own
    code, as the locations judged it); a library frame is any other frame (an installed package's,
    the standard library's, ``File "<string>"``). A traceback is a run of frames
    (:data:`~ci_triage.logs.runner_frames.PYTHON_FRAME`, each with the lines it quotes) ended by any
    other line; a run of faulthandler's frames (:data:`MOST_RECENT_FIRST_FRAME`) keeps its order.
    Linear in the number of lines."""
    at = {place.log_line: place for place in places}
    moves: list[tuple[int, int]] = []  # (deepest project frame's line, the traceback's first project frame's line)
    own: list[int] = []
    called_back = False  # a library frame between the last project frame and the one above it
    library_since = False  # a library frame since the last project frame
    recent_first = False  # faulthandler's frames: the innermost is listed first
    walked = 0
    for number in sorted(lines):
        if number <= walked:
            continue  # a line a frame quoted
        if PYTHON_FRAME.match(lines[number].text) is None:
            if not recent_first and (called_back or (library_since and len(own) > 1)):
                moves.append((own[-1], own[0]))
            own, called_back, library_since, recent_first = [], False, False, False
            continue
        recent_first = recent_first or MOST_RECENT_FIRST_FRAME.match(lines[number].text) is not None
        walked = with_quoted_lines(lines, number)[-1]
        if number in at:
            called_back = bool(own) and library_since
            own.append(number)
            library_since = False
        else:
            library_since = True
    if not recent_first and (called_back or (library_since and len(own) > 1)):
        moves.append((own[-1], own[0]))
    ordered = list(places)
    for deepest, first in moves:
        ordered.remove(at[deepest])
        ordered.insert(ordered.index(at[first]), at[deepest])
    return ordered
