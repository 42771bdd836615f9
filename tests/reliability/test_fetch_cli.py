"""The fetch guard through `benchrec extract`: every forbidden spelling refused with exit 2 and one stderr line,
and no request reaching a forbidden server; the allow-list still lets a named host through."""

from __future__ import annotations

import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from benchrec.cli import main
from tests.net_servers import Server, redirect, respond
from tests.reliability.cli_runner import BENCHREC, base_env
from tests.reliability.conftest import Counters
from tests.test_netguard import SPELLINGS

EIGHT = ["http://127.0.0.1:{port}/", "http://localhost/", "http://2130706433/", "http://[::1]/",
         "http://[::ffff:127.0.0.1]/", "http://169.254.169.254/", "http://10.0.0.1/", "file:///etc/passwd"]


@pytest.fixture
def forbidden():
    """A 127.0.0.1 server that must see no request."""
    with Server() as server:
        server.route("/", respond(200, b"<p>secret 1234 tok/s</p>"))
        yield server


def test_eight_urls_refused_by_the_console_script(home: Path, forbidden: Server, counters: Counters) -> None:
    env = base_env(home)

    def run(url: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(BENCHREC), "extract", url.format(port=forbidden.port)], env=env,
                              capture_output=True, text=True, timeout=60)

    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(run, EIGHT))
    for url, res in zip(EIGHT, results):
        assert res.returncode == 2, (url, res.stderr)
        assert res.stderr.count("\n") == 1 and res.stderr.startswith("benchrec: refused "), (url, res.stderr)
        assert res.stdout == ""
    assert forbidden.count == 0
    counters.add("fetch.refused", len(EIGHT))


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_every_spelling_refused_by_benchrec_extract(home: Path, forbidden: Server, spelling: str,
                                                    capsys: pytest.CaptureFixture[str], counters: Counters) -> None:
    assert main(["extract", f"http://{spelling}:{forbidden.port}/", "--json"]) == 2
    out = capsys.readouterr()
    assert out.err.count("\n") == 1 and out.err.startswith("benchrec: refused ") and out.out == ""
    assert forbidden.count == 0
    counters.add("fetch.refused")


def test_redirect_to_a_forbidden_host_is_refused_and_allowed_host_still_works(home: Path, forbidden: Server,
                                                                               monkeypatch: pytest.MonkeyPatch,
                                                                               capsys: pytest.CaptureFixture[str],
                                                                               counters: Counters) -> None:
    with Server() as allowed:
        allowed.route("/post", respond(200, b"<p>vLLM on 8x H100: output throughput 1234 tok/s</p>",
                                       {"Content-Type": "text/html"}))
        allowed.route("/hop", redirect(f"http://localhost:{forbidden.port}/"))
        monkeypatch.setenv("BENCHREC_ALLOWED_HOSTS", allowed.hostport)
        assert main(["extract", allowed.url("/hop")]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "refused" in err
        assert main(["extract", allowed.url("/post"), "--json"]) == 0
        capsys.readouterr()
    assert forbidden.count == 0
    counters.add("fetch.refused")


def test_body_over_the_cap_is_stopped(home: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    with Server() as big:
        big.route("/", respond(200, b"<p>" + b"x" * 300_000 + b"</p>", {"Content-Type": "text/html"}))
        monkeypatch.setenv("BENCHREC_ALLOWED_HOSTS", big.hostport)
        monkeypatch.setenv("BENCHREC_MAX_BODY_BYTES", "100000")
        assert main(["extract", big.url("/")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "byte cap" in err
