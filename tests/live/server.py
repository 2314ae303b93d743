"""A real HTTP server on 127.0.0.1 that speaks enough of the Kubernetes API for the live
source: /version, group discovery, cluster-wide and namespaced lists with limit/continue
(typed `PodList` whose items carry no kind/apiVersion, as the API server sends them), 401
without the bearer token, 403 Forbidden / 404 / 410 Expired as real metav1.Status bodies,
artificial delays (timeouts) and pod logs. Every request is recorded for assertions."""
from __future__ import annotations

import base64
import gzip
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from doctor.resources import BY_NAME, Resource

TOKEN = "dummy-token-for-tests"
USER = "system:serviceaccount:gpu-doctor:doctor"
EXPIRED_MESSAGE = ("The provided continue parameter is too old to display a consistent list result. You can start "
                   "a new list without the continue parameter, or use the continue token in this response to "
                   "retrieve the remainder of the results. Continuing with the provided token results in an "
                   "inconsistent list - objects that were created, modified, or deleted between the time the first "
                   "chunk was returned and now may show up in the list.")


def status(code: int, reason: str, message: str, details: dict | None = None) -> dict:
    return {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure", "message": message,
            "reason": reason, "details": details or {}, "code": code}


class FakeApiServer:
    def __init__(self, objects: dict[str, list[dict]], *, git_version: str = "v1.31.4") -> None:
        # resource name -> items; a CRD resource (non-core group) absent from this dict is "not installed"
        self.objects = {name: list(items) for name, items in objects.items()}
        self.git_version = git_version
        self.forbidden: set[str] = set()            # resource names answered with 403
        self.expire_continue: dict[str, int] = {}   # resource -> how many continue requests get 410
        self.delay: dict[str, float] = {}           # exact path -> seconds to sleep before answering
        self.served_version: dict[str, str] = {}    # resource -> the only version served
        self.logs: dict[tuple[str, str, str], str] = {}
        self.requests: list[tuple[str, dict]] = []
        self.unauthorized = False                   # answer 401 to everything
        self.discovery_forbidden = False            # 403 on GET /apis
        self.fail: dict[str, tuple[int, int]] = {}  # exact path -> (HTTP status, how many times)
        self.retry_after: dict[str, str] = {}       # exact path -> Retry-After value sent with its failures
        self.fail_on_continue: dict[str, tuple[int, int]] = {}  # resource -> (status, times) for pages 2+
        # fault modes of issue 11
        self.forbidden_cluster_scope: set[str] = set()   # 403 on the cluster-wide list only (a Role per namespace)
        self.allowed_namespaces: set[str] = set()        # ... and the namespaces whose lists are allowed
        self.trickle: dict[str, float] = {}         # exact path -> seconds between bytes of the body
        self.hang: set[str] = set()                 # exact paths that never answer (until the server stops)
        self.log_limit_honoured = True              # apply limitBytes as the API server does
        # exact path -> (HTTP status, body bytes, headers): answered as they are, whatever was asked
        # (a proxy or an aggregated API answering junk: a truncated gzip stream, JSON that is no List)
        self.raw: dict[str, tuple[int, bytes, dict]] = {}
        # gzip a JSON body when the client accepts it and the body is at least this big
        # (kube-apiserver: APIResponseCompression, defaultGzipThresholdBytes = 128 KiB)
        self.gzip_min_bytes = 128 * 1024
        self.json_bytes_sent = 0                    # JSON body bytes on the wire, after gzip
        self._stopping = threading.Event()
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True   # headers and body are two writes: no 40 ms delayed-ACK stall

            def do_GET(self):  # noqa: N802 - http.server API
                server._handle(self)

            def log_message(self, *args):  # keep test output quiet
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.httpd.block_on_close = False
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self._thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)

    # ---- lifecycle -------------------------------------------------------------------
    def use_tls(self, certfile: str, keyfile: str) -> None:
        """Serve HTTPS with this certificate (call before starting)."""
        import ssl

        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.load_cert_chain(certfile, keyfile)
        self.httpd.socket = ctx.wrap_socket(self.httpd.socket, server_side=True)
        self.url = f"https://127.0.0.1:{self.port}"

    def __enter__(self) -> "FakeApiServer":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stopping.set()
        self.httpd.shutdown()
        self.httpd.server_close()

    def write_kubeconfig(self, path: Path, context: str = "kind-gpu") -> Path:
        path.write_text(
            "apiVersion: v1\nkind: Config\n"
            f"clusters:\n- name: {context}\n  cluster:\n    server: {self.url}\n"
            f"users:\n- name: tester\n  user:\n    token: {TOKEN}\n"
            f"contexts:\n- name: {context}\n  context:\n    cluster: {context}\n    user: tester\n"
            f"current-context: {context}\n", encoding="utf-8")
        return path

    def list_requests(self, resource: str | None = None) -> list[tuple[str, dict]]:
        """Requests that listed resources (optionally one resource), in order."""
        out = []
        for path, query in self.requests:
            res = self._route(path)
            if res and (resource is None or res[0].name == resource):
                out.append((path, query))
        return out

    # ---- routing ---------------------------------------------------------------------
    def _route(self, path: str):
        """(Resource, version, namespace or None) for a list path, else None."""
        parts = path.strip("/").split("/")
        if parts[:1] == ["api"] and len(parts) >= 3:
            group, version, rest = "", parts[1], parts[2:]
        elif parts[:1] == ["apis"] and len(parts) >= 4:
            group, version, rest = parts[1], parts[2], parts[3:]
        else:
            return None
        namespace = None
        if len(rest) == 3 and rest[0] == "namespaces":
            namespace, rest = rest[1], rest[2:]
        if len(rest) != 1:
            return None
        name = f"{rest[0]}.{group}" if group else rest[0]
        res = BY_NAME.get(name)
        if res is None:
            return None
        return res, version, namespace

    def _installed(self, res: Resource) -> bool:
        builtin = not res.group or "." not in res.group or res.group.endswith(".k8s.io")
        return builtin or res.name in self.objects

    def _handle(self, h: BaseHTTPRequestHandler) -> None:
        split = urlsplit(h.path)
        path, query = split.path, {k: v[-1] for k, v in parse_qs(split.query).items()}
        with self._lock:
            self.requests.append((path, query))
        if path in self.delay:
            time.sleep(self.delay[path])
        if path in self.hang:
            self._stopping.wait(60)
            return
        if self.unauthorized or h.headers.get("Authorization") != f"Bearer {TOKEN}":
            return self._send(h, 401, status(401, "Unauthorized", "Unauthorized"))
        if path == "/version":
            return self._send(h, 200, {"major": "1", "minor": "31", "gitVersion": self.git_version,
                                       "gitCommit": "a1b2c3", "gitTreeState": "clean",
                                       "buildDate": "2025-12-10T00:00:00Z", "goVersion": "go1.22.10",
                                       "compiler": "gc", "platform": "linux/amd64"})
        if path.endswith("/log") and path.startswith("/api/v1/namespaces/"):
            return self._log(h, path, query)
        parts = path.strip("/").split("/")
        if path.rstrip("/") == "/apis":
            return self._group_list(h)
        if parts[0] == "apis" and len(parts) in (2, 3):
            return self._discovery(h, parts[1:])
        route = self._route(path)
        if route is None:
            return self._send_text(h, 404, "404 page not found\n")
        res, version, namespace = route
        if path in self.raw:
            code, body, headers = self.raw[path]
            return self._send_bytes(h, code, body, headers)
        if not self._installed(res) or version != self.served_version.get(res.name, res.version):
            return self._send(h, 404, status(404, "NotFound", "the server could not find the requested resource"))
        if path in self.fail:
            with self._lock:
                code, times = self.fail[path]
                if times:
                    self.fail[path] = (code, times - 1)
            if times:
                after = self.retry_after.get(path, "0" if code in (429, 503) else None)
                reason = {429: "TooManyRequests", 503: "ServiceUnavailable"}.get(code, "InternalError")
                message = ("Too many requests, please try again later." if code == 429
                           else "the server is currently unable to handle the request")
                return self._send(h, code, status(code, reason, message),
                                  headers={"Retry-After": after} if after is not None else None)
        if query.get("continue") and res.name in self.fail_on_continue:
            with self._lock:
                code, times = self.fail_on_continue[res.name]
                if times:
                    self.fail_on_continue[res.name] = (code, times - 1)
            if times:
                return self._send(h, code, status(code, "TooManyRequests", "Too many requests, please try again later."),
                                  headers={"Retry-After": self.retry_after.get(path, "0")})
        if res.name in self.forbidden_cluster_scope and (namespace is None or namespace not in self.allowed_namespaces):
            scope = f'in the namespace "{namespace}"' if namespace else "at the cluster scope"
            return self._send(h, 403, status(
                403, "Forbidden",
                f'{res.plural} is forbidden: User "{USER}" cannot list resource "{res.plural}" in API group '
                f'"{res.group}" {scope}', {"kind": res.plural}))
        if res.name in self.forbidden:
            scope = f'in the namespace "{namespace}"' if namespace else "at the cluster scope"
            return self._send(h, 403, status(
                403, "Forbidden",
                f'{res.plural}{"." + res.group if res.group else ""} is forbidden: User "{USER}" cannot list '
                f'resource "{res.plural}" in API group "{res.group}" {scope}',
                {"group": res.group, "kind": res.plural}))
        return self._list(h, res, version, namespace, query)

    def _group_list(self, h) -> None:
        if self.discovery_forbidden:
            return self._send(h, 403, status(403, "Forbidden", f'forbidden: User "{USER}" cannot get path "/apis"'))
        groups = sorted({r.group for r in BY_NAME.values() if r.group and self._installed(r)})
        out = []
        for group in groups:
            versions = sorted({self.served_version.get(r.name, r.version) for r in BY_NAME.values()
                               if r.group == group and self._installed(r)})
            out.append({"name": group, "versions": [{"groupVersion": f"{group}/{v}", "version": v} for v in versions],
                        "preferredVersion": {"groupVersion": f"{group}/{versions[-1]}", "version": versions[-1]}})
        return self._send(h, 200, {"kind": "APIGroupList", "apiVersion": "v1", "groups": out})

    def _discovery(self, h, parts: list[str]) -> None:
        group = parts[0]
        members = [r for r in BY_NAME.values() if r.group == group and self._installed(r)]
        if not members:
            return self._send_text(h, 404, "404 page not found\n")
        versions = sorted({self.served_version.get(r.name, r.version) for r in members})
        if len(parts) == 1:
            return self._send(h, 200, {"kind": "APIGroup", "apiVersion": "v1", "name": group,
                                       "versions": [{"groupVersion": f"{group}/{v}", "version": v} for v in versions],
                                       "preferredVersion": {"groupVersion": f"{group}/{versions[-1]}",
                                                            "version": versions[-1]}})
        version = parts[1]
        return self._send(h, 200, {"kind": "APIResourceList", "apiVersion": "v1", "groupVersion": f"{group}/{version}",
                                   "resources": [{"name": r.plural, "namespaced": r.namespaced, "kind": r.kind,
                                                  "verbs": ["get", "list", "watch"]}
                                                 for r in members if self.served_version.get(r.name, r.version) == version]})

    def _list(self, h, res: Resource, version: str, namespace: str | None, query: dict) -> None:
        items = self.objects.get(res.name, [])
        if namespace:
            items = [i for i in items if isinstance(i, dict) and isinstance(i.get("metadata"), dict)
                     and i["metadata"].get("namespace") == namespace]
        offset = 0
        token = query.get("continue")
        if token:
            with self._lock:
                left = self.expire_continue.get(res.name, 0)
                if left:
                    self.expire_continue[res.name] = left - 1
                    expired = True
                else:
                    expired = False
            if expired:
                return self._send(h, 410, status(410, "Expired", EXPIRED_MESSAGE))
            try:
                offset = json.loads(base64.b64decode(token))["start"]
            except (ValueError, KeyError):
                return self._send(h, 400, status(400, "BadRequest", "continue key is not valid"))
        limit = int(query.get("limit") or 0)
        page = items[offset:offset + limit] if limit else items[offset:]
        meta = {"resourceVersion": "91234"}
        end = offset + len(page)
        if limit and end < len(items):
            meta["continue"] = base64.b64encode(json.dumps({"v": "meta.k8s.io/v1", "rv": 91234,
                                                            "start": end}).encode()).decode()
            meta["remainingItemCount"] = len(items) - end
        api_version = f"{res.group}/{version}" if res.group else version
        if not res.group or "." not in res.group or res.group.endswith(".k8s.io"):
            # typed lists of built-in kinds: items carry no kind/apiVersion of their own
            page = [{k: v for k, v in item.items() if k not in ("kind", "apiVersion")} if isinstance(item, dict)
                    else item for item in page]
        # custom resources are served unstructured: every item keeps its kind and apiVersion
        return self._send(h, 200, {"kind": f"{res.kind}List", "apiVersion": api_version, "metadata": meta,
                                   "items": page})

    def _log(self, h, path: str, query: dict) -> None:
        parts = path.strip("/").split("/")   # api v1 namespaces NS pods POD log
        ns, pod = parts[3], parts[5]
        container = query.get("container", "")
        text = self.logs.get((ns, pod, container))
        if text is None:
            return self._send(h, 404, status(404, "NotFound", f'pods "{pod}" not found',
                                             {"name": pod, "kind": "pods"}))
        tail = int(query.get("tailLines") or 0)
        if tail:
            text = "".join(text.splitlines(keepends=True)[-tail:])
        body = text.encode()
        limit = int(query.get("limitBytes") or 0)
        if limit and self.log_limit_honoured:
            body = body[:limit]       # the API server keeps the START of the tail
        h.send_response(200)
        h.send_header("Content-Type", "text/plain")
        h.send_header("Content-Length", str(len(body)))
        h.end_headers()
        h.wfile.write(body)

    # ---- replies ---------------------------------------------------------------------
    def _send(self, h, code: int, doc: dict, headers: dict | None = None) -> None:
        body = json.dumps(doc).encode()
        gap = self.trickle.get(urlsplit(h.path).path)
        if not gap and "gzip" in (h.headers.get("Accept-Encoding") or "") and len(body) >= self.gzip_min_bytes:
            # kube-apiserver's level: defaultGzipContentEncodingLevel = 1 since kubernetes#112296 (was 4;
            # Python's default 9 costs this server 4.3 s of CPU per 45,000-pod list, next to the client)
            body = gzip.compress(body, compresslevel=1)
            headers = {**(headers or {}), "Content-Encoding": "gzip"}
        self.json_bytes_sent += len(body)
        try:
            h.send_response(code)
            for key, value in (headers or {}).items():
                h.send_header(key, value)
            h.send_header("Content-Type", "application/json")
            h.send_header("Content-Length", str(len(body)))
            h.end_headers()
            if gap:   # one byte at a time: every read returns something, the whole never comes
                for i in range(len(body)):
                    if self._stopping.wait(gap):
                        return
                    h.wfile.write(body[i:i + 1])
                    h.wfile.flush()
                return
            h.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def _send_bytes(self, h, code: int, body: bytes, headers: dict) -> None:
        try:
            h.send_response(code)
            for key, value in {"Content-Type": "application/json", **headers}.items():
                h.send_header(key, value)
            h.send_header("Content-Length", str(len(body)))
            h.end_headers()
            h.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def _send_text(self, h, code: int, text: str) -> None:
        body = text.encode()
        try:
            h.send_response(code)
            h.send_header("Content-Type", "text/plain; charset=utf-8")
            h.send_header("Content-Length", str(len(body)))
            h.end_headers()
            h.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass
