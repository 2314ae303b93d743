"""A small REST client the end-to-end tests use to *write* into the real API server (objects,
their status subresource, tokens). It is test plumbing only: what is under test (doctor's live
source) reads the cluster through its own code path, the kubernetes client, never this.

Stdlib only (http.client + ssl), one keep-alive connection per thread."""
from __future__ import annotations

import json
import ssl
import threading
import time
from http.client import HTTPException, HTTPSConnection
from urllib.parse import quote, urlencode, urlparse


class ApiError(Exception):
    def __init__(self, status: int, body: dict | str, what: str) -> None:
        self.status = status
        self.body = body
        msg = body.get("message") if isinstance(body, dict) else str(body)[:300]
        super().__init__(f"{what}: HTTP {status}: {msg}")


class Kube:
    def __init__(self, server: str, ca_file: str, cert_file: str | None = None, key_file: str | None = None,
                 token: str | None = None) -> None:
        u = urlparse(server)
        self.server = server
        self.host, self.port = u.hostname, u.port or 443
        self.ctx = ssl.create_default_context(cafile=ca_file)
        if cert_file:
            self.ctx.load_cert_chain(cert_file, key_file)
        self.token = token
        self._local = threading.local()
        self._resources: dict[tuple[str, str], tuple[str, bool]] = {}   # (apiVersion, kind) -> (plural, namespaced)

    # ---- transport ---------------------------------------------------------------------
    def _conn(self) -> HTTPSConnection:
        c = getattr(self._local, "conn", None)
        if c is None:
            c = self._local.conn = HTTPSConnection(self.host, self.port, context=self.ctx, timeout=60)
        return c

    def request(self, method: str, path: str, body=None, query: dict | None = None,
                content_type: str = "application/json", ok=(200, 201, 202), retry_5xx: bool = True) -> dict:
        """One API request; a GET answered 429 or 5xx is retried (retry_5xx=False: a 5xx is the answer)."""
        if query:
            path = f"{path}?{urlencode(query)}"
        data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
        headers = {"Accept": "application/json", "Content-Type": content_type}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        for attempt in range(3):
            conn = self._conn()
            try:
                conn.request(method, path, body=data, headers=headers)
                resp = conn.getresponse()
                raw = resp.read()
                break
            except (HTTPException, OSError):
                conn.close()
                self._local.conn = None
                if attempt == 2:
                    raise
                time.sleep(0.2)
        try:
            doc = json.loads(raw) if raw else {}
        except ValueError:
            doc = raw.decode("utf-8", "replace")
        if resp.status == 429 or (resp.status >= 500 and method == "GET" and retry_5xx):
            time.sleep(0.5)
            return self.request(method, path, body, None, content_type, ok)
        if ok and resp.status not in ok:
            raise ApiError(resp.status, doc, f"{method} {path}")
        return doc if isinstance(doc, dict) else {"raw": doc, "status": resp.status}

    def get(self, path: str, **query) -> dict:
        return self.request("GET", path, query=query or None)

    def find(self, path: str) -> dict | None:
        """The object at `path`, or None when the API server answers 404 (gone)."""
        try:
            return self.get(path)
        except ApiError as exc:
            if exc.status == 404:
                return None
            raise

    # ---- discovery ---------------------------------------------------------------------
    def discover(self) -> None:
        self._resources.clear()
        groups = [("", "v1")]
        for g in self.get("/apis").get("groups", []):
            for v in g.get("versions", []):
                groups.append((g["name"], v["version"]))
        for group, version in groups:
            path = f"/apis/{group}/{version}" if group else "/api/v1"
            api_version = f"{group}/{version}" if group else version
            try:
                doc = self.get(path)
            except ApiError:
                continue
            for r in doc.get("resources", []):
                if "/" in r["name"]:
                    continue
                self._resources[(api_version, r["kind"])] = (r["name"], bool(r["namespaced"]))

    def resource(self, api_version: str, kind: str) -> tuple[str, bool]:
        key = (api_version, kind)
        if key not in self._resources:
            self.discover()
        if key not in self._resources:
            raise KeyError(f"the API server serves no {kind} in {api_version}")
        return self._resources[key]

    def path(self, api_version: str, kind: str, namespace: str | None = None, name: str | None = None) -> str:
        plural, namespaced = self.resource(api_version, kind)
        base = f"/apis/{api_version}" if "/" in api_version else f"/api/{api_version}"
        if namespaced and namespace:
            base += f"/namespaces/{quote(namespace, safe='')}"
        base += f"/{plural}"
        return base + (f"/{quote(name, safe='')}" if name else "")

    def obj_path(self, obj: dict, name: bool = True) -> str:
        meta = obj.get("metadata") or {}
        plural, namespaced = self.resource(obj["apiVersion"], obj["kind"])
        ns = (meta.get("namespace") or "default") if namespaced else None
        return self.path(obj["apiVersion"], obj["kind"], ns, meta.get("name") if name else None)

    # ---- writes ------------------------------------------------------------------------
    def create(self, obj: dict, status: bool = False) -> dict:
        """POST the object; with status=True also PUT its .status through the status subresource
        (the API server ignores status on create for most kinds)."""
        created = self.request("POST", self.obj_path(obj, name=False), obj)
        if status and obj.get("status"):
            created = self.put_status(created, obj["status"])
        return created

    def put_status(self, current: dict, status: dict) -> dict:
        body = dict(current)
        body["status"] = status
        return self.request("PUT", self.obj_path(current) + "/status", body)

    def apply_yaml_docs(self, docs: list[dict]) -> list[dict]:
        return [self.create(d) for d in docs if isinstance(d, dict) and d.get("kind")]

    def delete(self, obj_or_path, grace: int | None = 0, ok=(200, 202, 404)) -> dict:
        path = obj_or_path if isinstance(obj_or_path, str) else self.obj_path(obj_or_path)
        body = {"kind": "DeleteOptions", "apiVersion": "v1"}
        if grace is not None:
            body["gracePeriodSeconds"] = grace
        return self.request("DELETE", path, body, ok=ok)

    def patch(self, path: str, patch, kind: str = "merge") -> dict:
        ctype = {"merge": "application/merge-patch+json", "json": "application/json-patch+json",
                 "strategic": "application/strategic-merge-patch+json"}[kind]
        return self.request("PATCH", path, patch, content_type=ctype)

    def list_all(self, path: str, limit: int = 500) -> list[dict]:
        items, token = [], None
        while True:
            q = {"limit": limit}
            if token:
                q["continue"] = token
            doc = self.get(path, **q)
            items += doc.get("items", [])
            token = (doc.get("metadata") or {}).get("continue")
            if not token:
                return items

    def token_for(self, namespace: str, sa: str, seconds: int = 3600) -> str:
        doc = self.request("POST", f"/api/v1/namespaces/{namespace}/serviceaccounts/{sa}/token",
                           {"apiVersion": "authentication.k8s.io/v1", "kind": "TokenRequest",
                            "spec": {"expirationSeconds": seconds}})
        return doc["status"]["token"]

    def ensure_namespace(self, name: str, labels: dict | None = None, wait_s: float = 60.0) -> bool:
        """Create the namespace unless it exists; True when this call created it (a test that
        created it removes it again: e2e_support.remove_namespaces). A namespace of that name still
        Terminating (an earlier test's, being removed) is waited for until gone, then created: the API
        server refuses every create inside a terminating namespace."""
        deadline = time.monotonic() + wait_s
        while True:
            try:
                self.create({"apiVersion": "v1", "kind": "Namespace",
                             "metadata": {"name": name, **({"labels": labels} if labels else {})}})
                return True
            except ApiError as exc:
                if exc.status != 409:
                    raise
            try:
                phase = (self.get(f"/api/v1/namespaces/{name}").get("status") or {}).get("phase")
            except ApiError as exc:
                if exc.status == 404:
                    continue                    # gone between the create and the read: create again
                raise
            if phase != "Terminating":
                return False
            if time.monotonic() > deadline:
                raise AssertionError(f"namespace {name} still Terminating after {wait_s:.0f}s")
            time.sleep(0.2)
