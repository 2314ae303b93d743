"""The direct transport's HTTP/1.1 answers (live._Answer) read exactly as http.client reads them:
the same bytes fed to both, with the body read the way DirectClient reads it (read1 until
empty, then read()). Covers what the loopback server never sends: chunked bodies (the API
server streams large lists that way), trailers, HTTP/1.0, 1xx/204, bodies cut short."""
from __future__ import annotations

import http.client
import io
import random
import socket
import threading

import pytest

from doctor.sources import live


class _Sock:
    def __init__(self, data: bytes) -> None:
        self.data = data

    def makefile(self, mode):
        return io.BufferedReader(io.BytesIO(self.data), buffer_size=7)   # small reads: boundaries everywhere


def _drain(resp, size):
    chunks = []
    while True:
        chunk = resp.read1(size)
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks) + resp.read()


def _stdlib(data: bytes, size: int):
    resp = http.client.HTTPResponse(_Sock(data), method="GET")
    try:
        resp.begin()
        body = _drain(resp, size)
    except Exception as exc:  # noqa: BLE001 - compared by their words
        return ("error", isinstance(exc, ConnectionResetError), str(exc))
    return (resp.status, resp.getheaders(), body, bool(resp.will_close), resp.isclosed())


def _ours(data: bytes, size: int):
    try:
        resp = live._Answer(_Sock(data).makefile("rb"))
        body = _drain(resp, size)
    except Exception as exc:  # noqa: BLE001 - compared by their words
        return ("error", isinstance(exc, ConnectionResetError), str(exc))
    return (resp.status, resp.getheaders(), body, bool(resp.will_close), resp.isclosed())


BODY = b'{"kind":"PodList","items":[' + b",".join(b'{"n":%d}' % i for i in range(300)) + b"]}"


def _chunked(body: bytes, sizes=(1, 5, 100, 4096), ext=b"", trailer=b"") -> bytes:
    out, i, k = [], 0, 0
    while i < len(body):
        n = sizes[k % len(sizes)]
        out.append(b"%x%s\r\n%s\r\n" % (n if i + n <= len(body) else len(body) - i, ext, body[i:i + n]))
        i += n
        k += 1
    return b"".join(out) + b"0\r\n" + trailer + b"\r\n"


HEAD = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
CASES = {
    "content-length": HEAD + b"Content-Length: %d\r\n\r\n" % len(BODY) + BODY,
    "chunked": HEAD + b"Transfer-Encoding: chunked\r\n\r\n" + _chunked(BODY),
    "chunked, extensions and trailers": HEAD + b"Transfer-Encoding: chunked\r\n\r\n"
    + _chunked(BODY, ext=b";name=value", trailer=b"X-Trailer: 1\r\n"),
    "chunked, upper-case hex": HEAD + b"Transfer-Encoding: chunked\r\n\r\n"
    + _chunked(BODY, sizes=(255, 4095)).replace(b"ff\r\n", b"FF\r\n"),
    "gzip header": HEAD + b"Content-Encoding: gzip\r\nContent-Length: 3\r\n\r\nabc",
    "connection close": HEAD + b"Connection: close\r\nContent-Length: %d\r\n\r\n" % len(BODY) + BODY,
    "no length: up to the close": HEAD + b"\r\n" + BODY,
    "HTTP/1.0": b"HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\n{}",
    "HTTP/1.0 keep-alive": b"HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\n{}",
    "204": b"HTTP/1.1 204 No Content\r\n\r\n",
    "100 continue first": b"HTTP/1.1 100 Continue\r\n\r\n" + HEAD + b"Content-Length: 2\r\n\r\n{}",
    "404 with a Status": b"HTTP/1.1 404 Not Found\r\nContent-Length: 18\r\n\r\n{\"kind\":\"Status\"}\n",
    "empty body": HEAD + b"Content-Length: 0\r\n\r\n",
    "body shorter than its length": HEAD + b"Content-Length: 9999\r\n\r\n" + BODY[:100],
    "chunked cut short": HEAD + b"Transfer-Encoding: chunked\r\n\r\n" + _chunked(BODY)[:500],
    "chunked, bad size": HEAD + b"Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n",
    "nothing at all": b"",
    "not HTTP": b"SSH-2.0-OpenSSH_9.6\r\n",
    "bad status code": b"HTTP/1.1 2000 OK\r\n\r\n",
    "no reason phrase": b"HTTP/1.1 200\r\nContent-Length: 2\r\n\r\n{}",
    "header spacing": b"HTTP/1.1 200 OK\r\nContent-Length:2\r\nX-A:   b  \r\n\r\n{}",
    "folded header": b"HTTP/1.1 200 OK\r\n folded\r\nContent-Length: 2\r\n  more\r\n\r\n{}",
    "lone CR in a header": b"HTTP/1.1 200 OK\r\nContent-Length: 2\rX: y\r\n\r\n{}",
    "a line that is no header": b"HTTP/1.1 200 OK\r\nX: 1\r\nnot a header\r\nContent-Length: 2\r\n\r\n{}",
    "no header name": b"HTTP/1.1 200 OK\r\n: 1\r\nContent-Length: 2\r\n\r\n{}",
    "unix-from lines": b"HTTP/1.1 200 OK\r\nFrom a\r\nX: 1\r\nFrom b\r\nContent-Length: 2\r\nFrom c\r\n\r\n{}",
    "first Content-Length wins": HEAD + b"Content-Length: 2\r\nContent-Length: 5\r\n\r\n{}abc",
    "gzip, chunked is not chunked": HEAD + b"Transfer-Encoding: gzip, chunked\r\n\r\n" + _chunked(BODY),
    "HTTP/0.9": b"HTTP/0.9 200 OK\r\nContent-Length: 2\r\n\r\n{}",
    "HTTP/2": b"HTTP/2 200 OK\r\n\r\n{}",
    "100 continue from HTTP/9": b"HTTP/9 100 Continue\r\n\r\n" + HEAD + b"Content-Length: 2\r\n\r\n{}",
    "CRLF missing after a chunk": HEAD + b"Transfer-Encoding: chunked\r\n\r\n2\r\n{}",
}


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("size", [1, 3, 1 << 16])
def test_answers_read_as_http_client_reads_them(name, size):
    assert _ours(CASES[name], size) == _stdlib(CASES[name], size)


def test_random_chunkings_read_as_http_client_reads_them():
    rng = random.Random(16)
    for _ in range(300):
        sizes = tuple(rng.randint(1, 600) for _ in range(rng.randint(1, 5)))
        data = HEAD + b"Transfer-Encoding: chunked\r\n\r\n" + _chunked(BODY, sizes=sizes)
        if rng.random() < 0.3:   # cut anywhere
            data = data[:rng.randrange(len(HEAD), len(data))]
        size = rng.choice([1, 7, 512, 1 << 16])
        assert _ours(data, size) == _stdlib(data, size)


def test_mutated_answers_read_as_http_client_reads_them():
    """5,000 answers with bytes inserted, deleted or replaced (seeded; 40,000 checked by hand)."""
    rng = random.Random(5)
    names = sorted(CASES)
    alphabet = b" :\r\n;0123456789abcdefABCDEFHTP/.-xX\tkeepalivcoshunedKCFrom"
    for _ in range(5000):
        data = bytearray(CASES[rng.choice(names)])
        for _ in range(rng.randint(1, 3)):
            if not data:
                break
            i, op, c = rng.randrange(len(data)), rng.randrange(3), alphabet[rng.randrange(len(alphabet))]
            if op == 0:
                data.insert(i, c)
            elif op == 1:
                del data[i]
            else:
                data[i] = c
        size = rng.choice([1, 5, 1 << 16])
        assert _ours(bytes(data), size) == _stdlib(bytes(data), size), bytes(data)


def test_request_line_and_headers_as_http_client_sends_them():
    """Over a real socket: the bytes on the wire are http.client's for the same GET."""
    got = []
    srv = socket.create_server(("127.0.0.1", 0))
    port = srv.getsockname()[1]

    def serve():
        for _ in range(2):
            conn, _ = srv.accept()
            with conn:
                data = b""
                while b"\r\n\r\n" not in data:
                    data += conn.recv(4096)
                got.append(data)
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}")

    t = threading.Thread(target=serve, daemon=True)
    t.start()
    headers = {"Accept": "application/json", "Accept-Encoding": "gzip", "User-Agent": "gpu-doctor/x",
               "Authorization": "Bearer abc"}
    url = "/api/v1/pods?limit=500&continue=eyJ2Ijoi"
    ours = live._Connection("127.0.0.1", port, 5)
    ours.connect()
    ours.request(url, headers)
    assert ours.getresponse().read() == b"{}"
    ours.close()
    theirs = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    theirs.request("GET", url, headers=headers)
    assert theirs.getresponse().read() == b"{}"
    theirs.close()
    t.join(5)
    srv.close()
    assert got[0] == got[1]


@pytest.mark.parametrize("value", ["a\r\nX-Injected: 1", "a\nb", "a\x00b"])
def test_a_header_value_with_a_line_break_is_refused(value):
    conn = live._Connection("127.0.0.1", 9, 1)
    conn.sock = type("S", (), {"sendall": lambda self, data: pytest.fail("sent")})()
    with pytest.raises(ValueError):
        conn.request("/version", {"Authorization": value})


def test_no_http_client_import_on_the_direct_path(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    from .server import FakeApiServer

    with FakeApiServer({"nodes": []}) as api:
        kc = api.write_kubeconfig(tmp_path / "kc")
        code = ("import sys; from doctor.sources import live; "
                f"snap = live.collect(['nodes'], kubeconfig={str(kc)!r}); "
                "print(snap.meta['server_version'], 'http.client' in sys.modules, 'email' in sys.modules)")
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                             cwd=str(Path(__file__).resolve().parents[2]))
    assert out.stdout.split() == ["v1.31.4", "False", "False"]
