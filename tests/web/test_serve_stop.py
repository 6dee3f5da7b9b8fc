"""`tagduel serve` stops on Ctrl-C even while projectors hold their live streams open (a stream
never ends by itself: the server gives requests under way a few seconds, then closes it)."""

from __future__ import annotations

import signal
import socket
import time
from pathlib import Path

from services.kit import new_event
from tagduel.services.events import Events
from tagduel.store import EventStore
from web.conftest import free_port, serve_command


def test_ctrl_c_stops_the_server_with_a_projector_stream_open(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'stop.sqlite'}"
    with EventStore.open(url) as store:
        new_event(Events(store), 4, name="Stop Cup")
        event_id = store.event("Stop Cup").id
    port = free_port()
    with serve_command(url, port) as (proc, lines):
        assert lines[-1].startswith("Stop with Ctrl-C."), lines
        stream = _open_stream(port, f"/p/{event_id}/stream?parts=standings")
        with stream:
            assert b"200" in stream.recv(200).split(b"\r\n")[0]
            proc.send_signal(signal.SIGINT)
            assert proc.wait(timeout=120) == 0  # generous: a busy machine
            stream.settimeout(30)
            while stream.recv(4096):  # the server closed it
                pass


def _open_stream(port: int, path: str) -> socket.socket:
    deadline = time.monotonic() + 120
    while True:
        try:
            sock = socket.create_connection(("127.0.0.1", port), timeout=30)
            break
        except OSError:
            assert time.monotonic() < deadline, "the server did not listen"
            time.sleep(0.2)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    return sock
