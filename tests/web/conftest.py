"""Web fixtures: the application on a real database through Starlette's TestClient, a live
server on a free loopback port (uvicorn in a thread), and a real headless Chromium driven by
Playwright (Debian's /usr/bin/chromium; the browser tests fail, not skip, without it)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from tagduel.services.accounts import Organiser
from tagduel.web import WebConfig, create_app
from tagduel.web.context import WebContext

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
CHROMIUM = os.environ.get("TAGDUEL_CHROMIUM", "/usr/bin/chromium")
PASSWORD = "correct horse battery"


@dataclass
class Site:
    """A running application: its context (services), and an organiser's account."""

    app: Any
    ctx: WebContext
    organiser: Organiser
    base_url: str = "http://testserver"


def make_site(db_url: str, base_url: str = "http://testserver") -> Site:
    app = create_app(WebConfig(db_url=db_url, base_url=base_url))
    ctx: WebContext = app.state.ctx
    organiser = ctx.accounts.add_organiser("Organiser", PASSWORD)
    return Site(app, ctx, organiser, base_url)


@pytest.fixture
def site(sqlite_url: str) -> Iterator[Site]:
    made = make_site(sqlite_url)
    yield made
    made.ctx.store.close()


@pytest.fixture
def client(site: Site) -> Iterator[TestClient]:
    """A browser-like client (same-origin requests) not logged in."""
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as c:
        yield c


def log_in(client: TestClient, name: str = "Organiser", password: str = PASSWORD) -> None:
    r = client.post("/login", data={"name": name, "password": password}, follow_redirects=False)
    assert r.status_code == 303, r.text


@pytest.fixture
def organiser(client: TestClient) -> TestClient:
    log_in(client)
    return client


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def serve_command(url: str, port: int = 0) -> Iterator[tuple[subprocess.Popen[str], list[str]]]:
    """`tagduel serve` in a process of its own, started: the process and the lines it printed
    up to "Stop with Ctrl-C." (bounded: a few lines, then it serves). Stopped at the end."""
    with subprocess.Popen(
        [sys.executable, "-m", "tagduel.cli", "serve", "--db", url, "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
    ) as proc:
        try:
            assert proc.stdout is not None
            lines = []
            for _ in range(20):
                line = proc.stdout.readline()
                lines.append(line)
                if not line or line.startswith("Stop with Ctrl-C."):
                    break
            yield proc, lines
        finally:
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout=60)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(timeout=60)


class LiveServer:
    """uvicorn serving the application in a thread, on 127.0.0.1 and a free port."""

    def __init__(self, db_url: str) -> None:
        import uvicorn

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.site = make_site(db_url, self.url)
        config = uvicorn.Config(
            self.site.app,
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            timeout_graceful_shutdown=2,  # open live streams (projectors) end then
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> LiveServer:
        self.thread.start()
        deadline = time.monotonic() + 120  # a busy CI machine: be generous
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the test server did not start")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)
        self.site.ctx.store.close()


@pytest.fixture
def live(sqlite_url: str) -> Iterator[LiveServer]:
    with LiveServer(sqlite_url) as server:
        yield server


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if shutil.which(CHROMIUM) is None and not Path(CHROMIUM).exists():
        pytest.fail(
            f"Chromium is missing at {CHROMIUM}: install it (apt-get install chromium fonts-noto-cjk)"
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(
            executable_path=CHROMIUM,
            headless=True,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
            ],
        )
        yield chromium
        chromium.close()


def screenshot(page: Any, name: str) -> None:
    """Keep a screenshot of the page as a test artefact (test-artifacts/screenshots/)."""
    folder = ARTIFACTS / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"{name}.png"), full_page=True)
