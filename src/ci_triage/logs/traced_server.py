"""A server a step's ``set -x`` script started on this machine, read from its trace: ``+ python3 -m
http.server 8080 --bind 127.0.0.1`` (run in the background, ``&`` is not traced), ``+ uvicorn app:app
--port 8000``, ``+ flask run --port=5000``. A refused connection to a port of this machine below it is
then no service the job forgot to declare: the script started one, on that port or on another (the
script probed ``APP_PORT=8081`` while it started the server on ``8080``: the ports differ)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ci_triage.logs.passing import xtrace
from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

_SERVER_COMMAND = LazyRE2(
    r"(?:\bhttp\.server\b|\bhttp-server\b|\bserve\b|\bserver\b|\buvicorn\b|\bgunicorn\b|\bhypercorn\b|"
    r"\brunserver\b|\bflask run\b|\bnc -l|--listen\b)"
)
"""A traced command that starts a server: Python's ``http.server``, node's ``http-server`` and ``serve``,
a ``server`` script or subcommand, uvicorn, gunicorn, hypercorn, Django's ``runserver``, ``flask run``,
``nc -l``, a ``--listen`` option."""
_PORT = LazyRE2(
    r"(?:--port[= ]|\s-p |--listen[= ](?:\S*:)?|--bind[= ]\S*:|\s-b \S*:|\bPORT=|http\.server |runserver (?:\S*:)?"
    r"|\s-l )(?P<port>\d{2,5})\b"
)
"""The port a server command listens on: ``--port 8000``, ``-p 3000``, ``--bind 0.0.0.0:8000``, ``PORT=3000``,
``http.server 8080``, ``runserver 0.0.0.0:8000``, ``serve -l 5000``."""
MAX_TRACE_LINES = 400
"""Lines read up from the refused connection for the command that started the server."""


@dataclass(frozen=True, slots=True)
class TracedServer:
    """A server the trace shows started: its 1-based ``line``, the traced ``command`` and its ``port``."""

    line: int
    command: str
    port: str


def traced_server(lines: dict[int, LogLine], number: int) -> TracedServer | None:
    """The nearest command traced above line ``number`` (1-based, ``lines``: the read lines by number)
    in its section, at most :data:`MAX_TRACE_LINES` lines up, that starts a server on a port
    (:data:`_SERVER_COMMAND`, :data:`_PORT`): ``None`` when the trace shows none."""
    section = lines[number].section if number in lines else None
    for above in range(number - 1, max(0, number - MAX_TRACE_LINES), -1):
        line = lines.get(above)
        if line is None or line.section != section:
            continue
        if not xtrace(line.text) or _SERVER_COMMAND.search(line.text) is None:
            continue
        port = _PORT.search(line.text)
        if port is not None:
            return TracedServer(above, line.text.lstrip("+ ").strip(), str(port.group("port")))
    return None
