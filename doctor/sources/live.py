"""The live source: list exactly the resources the selected checks need from the API server,
as raw JSON (never the client's model classes: their to_dict() is snake_case), paginated,
and turn them into the same Snapshot a fixture folder gives.

The `kubernetes` client is imported here, lazily, inside functions only: `doctor --help` and
every fixture path must never pay for it. A kubeconfig context with a static token or client
certificate (the common case) is served by DirectClient: HTTP/1.1 over its own sockets, the
kubeconfig read without PyYAML when it is plain (a live run's fixed cost ~40 ms -> ~6 ms of
CPU). Everything else goes through the client (exec/OIDC credential plugins, in-cluster
service-account config, proxies), its `ApiClient` with the body left unparsed. Either way the
body is decoded by msgspec (doctor/sources/decode.py) and each item checked as the file loader
checks it (_add_items).

Failure policy, per resource (each recorded in the snapshot as a Gap, see doctor/snapshot.py):
403 -> forbidden (the API server's message and the RBAC rule to add; with a namespace to fall
back to, the namespaced list is read instead and the resource is marked filtered); 404 -> not
installed; 429/5xx -> the page is retried up to 10 times with backoff, honouring Retry-After
(client-go's limit), pages already read are kept; 410 on a stale continue token -> one full
relist, a second 410 -> one unpaginated list (client-go's pager does the same); a request that
takes longer than its timeout in total (a trickling body included) -> failed; after 3 timeouts
in a row, or past the run deadline (--timeout), nothing more is asked and what is left is
marked failed. The run as a whole fails (ClusterUnreachable, exit 3) only when the API server
cannot be reached or rejects the credentials."""
from __future__ import annotations

import gc
import json
import os
import re
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable
from urllib.parse import quote

import msgspec

from ..errors import ClusterUnreachable, InputError
from ..resources import Resource, resource_named
from ..snapshot import FAILED, FILTERED, FORBIDDEN, NOT_INSTALLED, NOT_READ, Snapshot, rbac_rule
from .decode import DecodeFailed, decode_json, decode_list, fast_type, object_problem

DEFAULT_TIMEOUT = 30.0          # seconds, per request (in total: connect, headers and body)
DEFAULT_RUN_TIMEOUT = 300.0     # seconds, the whole run (--timeout); deploy/cronjob.yaml allows 900
MAX_RETRIES = 10                # 429/5xx answers with Retry-After, retried per request (client-go's maxRetries)
MAX_RETRIES_UNTOLD = 3          # 429/5xx without Retry-After (client-go gives up at once; a few tries help)
MAX_BACKOFF = 10.0              # seconds, longest wait between two tries (Retry-After included)
MAX_TIMEOUTS_IN_A_ROW = 3       # then the API server is treated as hung: stop asking
DEFAULT_PAGE_SIZE = 500         # items per list request (limit=)
LOG_TAIL_LINES = 500
LOG_LIMIT_BYTES = 1 << 20       # 1 MiB per container log
MAX_LOGS = 40                   # container logs fetched in one run, at most
NEVER_LISTED = {"secrets"}      # the doctor never reads Secret objects
GPU_NAMESPACE_WORDS = {"gpu", "gpus", "nvidia", "nccl", "cuda", "train", "training", "ml", "ai", "llm", "inference",
                       "volcano", "kueue", "kubeflow", "ray", "triton", "vllm", "dcgm", "mig", "dra"}
FAILING_REASONS = {"CrashLoopBackOff", "Error", "RunContainerError", "CreateContainerError",
                   "CreateContainerConfigError", "StartError", "OOMKilled", "ContainerCannotRun"}

Progress = Callable[[str], None]


def _env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise InputError(f"${name}={raw!r}: not a number") from None
    if value <= 0:
        raise InputError(f"${name}={raw!r}: must be greater than 0")
    return value


# ---- one HTTP exchange -------------------------------------------------------------------

@dataclass
class Response:
    status: int
    body: bytes
    headers: dict = field(default_factory=dict)

    def json(self, projection=None, resource: str = ""):
        """The body through the loader's decoder (msgspec: ~0.55x json.loads' CPU; a bad body
        is a ValueError). urllib3 inflates gzip itself; a body still gzip-framed is inflated.
        `projection` (doctor/sources/projection.py) naming `resource`: a List's items keep only
        the fields the command reads."""
        body = self.body
        if body[:2] == b"\x1f\x8b":
            import gzip
            try:
                body = gzip.decompress(body)
            except (OSError, EOFError) as exc:
                raise CorruptBody(f"corrupt gzip body ({exc})") from None
        decoder = projection.decoder(resource) if projection is not None else None
        if decoder is not None:
            doc = decode_list(body, decoder, projection.whole_names)
            if doc is not None:
                return doc
        return decode_json(body)

    def status_message(self) -> str:
        """The `message` of a metav1.Status body, else the start of the body."""
        try:
            doc = json.loads(self.body)
            if isinstance(doc, dict) and doc.get("message"):
                return str(doc["message"])
        except (ValueError, UnicodeDecodeError):
            pass
        return self.body[:200].decode("utf-8", "replace").strip()


class CorruptBody(ValueError):
    """A body that cannot be inflated (a gzip stream cut short or damaged)."""


class RequestFailed(Exception):
    """The request got no HTTP answer (refused, DNS, TLS, timeout). `why` is one phrase."""

    def __init__(self, why: str, timeout: bool = False) -> None:
        super().__init__(why)
        self.why = why
        self.timeout = timeout


class DeadlinePassed(RequestFailed):
    """The run deadline (--timeout) has passed: no more requests are made."""


class Deadline:
    """The whole run's time limit (kubectl-style --timeout; 0 = none), and the count of
    request timeouts in a row (after MAX_TIMEOUTS_IN_A_ROW the server is treated as hung)."""

    def __init__(self, seconds: float | None) -> None:
        self.seconds = seconds or 0.0
        self.ends = time.monotonic() + seconds if seconds else None
        self.timeouts_in_a_row = 0
        self.failed_lists_in_a_row = 0   # lists that ended in 429/5xx after their retries

    def retries_left(self, told: bool) -> int:
        """A server failing list after list (all 429/500) gets one try per list, not ten."""
        if self.failed_lists_in_a_row >= MAX_TIMEOUTS_IN_A_ROW:
            return 0
        return MAX_RETRIES if told else MAX_RETRIES_UNTOLD

    def left(self) -> float | None:
        return None if self.ends is None else self.ends - time.monotonic()

    def passed(self) -> bool:
        left = self.left()
        return left is not None and left <= 0

    def hung(self) -> bool:
        return self.timeouts_in_a_row >= MAX_TIMEOUTS_IN_A_ROW

    def why_stopped(self) -> str:
        if self.passed():
            return f"not read: the run deadline passed (--timeout {format_duration(self.seconds)})"
        return (f"not read: the API server timed out {self.timeouts_in_a_row} times in a row, "
                f"so the doctor stopped asking")


def parse_duration(text: str) -> float:
    """kubectl's duration words: 30s, 5m, 1h30m, 1.5s, 300ms; a bare number is seconds; 0 = none."""
    raw = str(text).strip()
    try:
        value = float(raw)
    except ValueError:
        parts = re.findall(r"(\d+(?:\.\d+)?)(ms|s|m|h)", raw)
        if not parts or "".join(n + u for n, u in parts) != raw:
            raise InputError(f"--timeout {raw}: expected a duration such as 30s, 5m or 1h (0 = no limit)") from None
        value = sum(float(n) * {"ms": 0.001, "s": 1, "m": 60, "h": 3600}[u] for n, u in parts)
    if value < 0 or value != value or value == float("inf"):
        raise InputError(f"--timeout {raw}: must be a duration of 0 or more")
    return value


def format_duration(seconds: float) -> str:
    if seconds and seconds % 60 == 0:
        return f"{seconds / 60:g}m"
    return f"{seconds:g}s"


class Client:
    """A thin, read-only GET client over the kubernetes ApiClient (any generation of it:
    the pre-v35 `call_api(resource_path, method, ..., _preload_content=False)` or the newer
    `param_serialize` + `call_api(method, url)`), returning raw bytes."""

    def __init__(self, api_client, host: str, context: str | None, timeout: float) -> None:
        self.api = api_client
        self.host = host
        self.context = context
        self.timeout = timeout
        self.requests = 0
        self._new_style = hasattr(api_client, "param_serialize")
        self.deadline: Deadline | None = None
        self.client_log: _ClientLog | None = None

    def plugin_failure(self) -> str | None:
        """What an exec/OIDC credential plugin said when it failed (the client only logs it)."""
        return self.client_log.plugin_failure() if self.client_log is not None else None

    def where(self) -> str:
        return f"the API server at {self.host}"

    def via(self) -> str:
        return f"(kubeconfig context {self.context})" if self.context else "(in-cluster config)"

    def get(self, path: str, query: list[tuple[str, str]] | None = None,
            timeout: float | None = None) -> Response:
        """One GET. `timeout` bounds the whole exchange (connect, headers and the body read
        to its end: a server trickling a byte every few seconds trips it too) and never runs
        past the run deadline."""
        timeout = timeout or self.timeout
        deadline = getattr(self, "deadline", None)
        clipped = False
        if deadline is not None:
            left = deadline.left()
            if left is not None:
                if left <= 0:
                    raise DeadlinePassed(deadline.why_stopped(), timeout=True)
                clipped = left < timeout
                timeout = min(timeout, left)
        try:
            return self._get(path, query, timeout)
        except RequestFailed as exc:
            if exc.timeout and clipped and deadline is not None and deadline.passed():
                raise DeadlinePassed(deadline.why_stopped(), timeout=True) from None
            raise

    def _get(self, path: str, query: list[tuple[str, str]] | None, timeout: float) -> Response:
        from kubernetes.client.exceptions import ApiException
        from kubernetes.config.config_exception import ConfigException

        ends = time.monotonic() + timeout
        request_timeout = (min(timeout, 10.0), timeout)
        # gzip: the API server compresses list responses over 128 KiB (APIResponseCompression,
        # on by default since 1.16): ~30x fewer bytes for pod lists. Without this header
        # http.client sends "Accept-Encoding: identity". urllib3 inflates the body as it reads.
        headers = {"Accept": "application/json", "Accept-Encoding": "gzip"}
        self.requests += 1
        try:
            if self._new_style:
                method, url, hdrs, _, _ = self.api.param_serialize(
                    method="GET", resource_path=path, query_params=list(query or []),
                    header_params=headers, auth_settings=["BearerToken"])
                resp = self.api.call_api(method, url, header_params=hdrs, _request_timeout=request_timeout)
                raw = getattr(resp, "response", resp)
                body = _read_body(raw, ends, timeout)
                return Response(resp.status, body or b"", dict(resp.headers or {}))
            resp = self.api.call_api(path, "GET", query_params=list(query or []), header_params=headers,
                                     auth_settings=["BearerToken"], _preload_content=False,
                                     _return_http_data_only=True, _request_timeout=request_timeout)
            return Response(resp.status, _read_body(resp, ends, timeout), dict(resp.headers or {}))
        except RequestFailed:
            raise
        except ConfigException as exc:   # an exec/OIDC credential plugin failed to refresh
            raise RequestFailed(credential_failure(str(exc))) from None
        except ApiException as exc:
            if not exc.status:   # no HTTP answer: TLS failure and the like
                raise RequestFailed(_transport_reason(exc.reason or str(exc))) from None
            body = exc.body if isinstance(exc.body, bytes) else str(exc.body or "").encode()
            return Response(exc.status, body, dict(exc.headers or {}))
        except Exception as exc:  # urllib3 errors: refused, DNS, timeouts
            if _is_timeout(exc):
                raise RequestFailed(f"no answer within {timeout:g}s (timed out)", timeout=True) from None
            if _is_socks_missing(exc):
                raise ClusterUnreachable("the kubeconfig names a SOCKS proxy (proxy-url socks5://...), which needs "
                                         "PySocks: pip install 'urllib3[socks]'") from None
            if type(exc).__module__.startswith(("urllib3", "ssl", "socket", "socks", "python_socks")) \
                    or isinstance(exc, OSError):
                raise RequestFailed(_transport_reason(exc)) from None
            raise

    def close(self) -> None:
        try:
            self.api.close()
        except Exception:  # noqa: BLE001 - closing must never fail a run
            pass
        if self.client_log is not None:
            self.client_log.stop()


class _ClientLog:
    """The kubernetes client reports a failing exec credential plugin with logging.error()
    on the root logger ("ERROR:root:exec: process returned 1. ...") and carries on without
    credentials, so the API server then answers 401. Catch those records (they never reach
    the terminal raw) so the run can say "credential plugin failed: <its message>"."""

    def __init__(self) -> None:
        import logging

        self.records: list[str] = []
        outer = self

        class _Handler(logging.Handler):
            def emit(self, record) -> None:
                try:
                    outer.records.append(record.getMessage())
                except Exception:  # noqa: BLE001 - a bad log record must not fail the run
                    pass

        self._logging = logging
        self.handler = _Handler(level=logging.WARNING)
        root = logging.getLogger()
        self._saved = (list(root.handlers), root.level)
        root.handlers = [self.handler]
        if root.level > logging.WARNING or root.level == logging.NOTSET:
            root.setLevel(logging.WARNING)

    def plugin_failure(self) -> str | None:
        for text in reversed(self.records):
            if text.startswith("exec:") or "exec plugin" in text.lower() or "credential" in text.lower():
                return credential_failure(text)
        return None

    def stop(self) -> None:
        root = self._logging.getLogger()
        if self.handler in root.handlers:
            root.handlers = self._saved[0]
            root.setLevel(self._saved[1])


def _read_body(raw, ends: float, timeout: float) -> bytes:
    """Read a response body to its end, giving up when the exchange has taken `timeout`
    seconds in all. read1() returns whatever one receive brings (bounded by the socket's read
    timeout), so a body that trickles in is noticed between two bytes, not after it ends."""
    if isinstance(raw, (bytes, bytearray)):
        return bytes(raw)
    data = getattr(raw, "_body", None)
    if isinstance(data, (bytes, bytearray)) and data:
        return bytes(data)
    reader = getattr(raw, "read1", None)
    if reader is None:
        return raw.read() if hasattr(raw, "read") else (getattr(raw, "data", b"") or b"")
    chunks: list[bytes] = []
    try:
        while True:
            if time.monotonic() > ends:
                _drop(raw)
                raise RequestFailed(f"no complete answer within {timeout:g}s (timed out while the body "
                                    f"trickled in: {sum(map(len, chunks))} bytes so far)", timeout=True)
            chunk = reader(1 << 16)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
    finally:
        try:
            raw.release_conn()
        except Exception:  # noqa: BLE001 - best effort
            pass


def _drop(raw) -> None:
    """Close a half-read connection (it must not go back to the pool)."""
    for name in ("shutdown", "close"):
        try:
            getattr(raw, name)()
        except Exception:  # noqa: BLE001 - best effort
            pass


def _is_socks_missing(exc: BaseException) -> bool:
    text = str(exc)
    return "SOCKS" in text and ("PySocks" in text or "socks" in text.lower() and "install" in text.lower())


def credential_failure(text: str) -> str:
    """One line for a failed exec/OIDC credential plugin, in the plugin's own words."""
    msg = " ".join(str(text).split())
    msg = re.sub(r"^exec:\s*", "", msg)
    return f"credential plugin failed: {msg[:300]}"


def _is_timeout(exc: BaseException) -> bool:
    import socket

    seen = 0
    while exc is not None and seen < 5:
        name = type(exc).__name__
        if "Timeout" in name or isinstance(exc, (socket.timeout, TimeoutError)):
            return True
        exc = getattr(exc, "reason", None) if not isinstance(getattr(exc, "reason", None), str) else None
        seen += 1
    return False


def _transport_reason(exc) -> str:
    text = str(exc)
    low = text.lower()
    if "content-encoding" in low and "failed to decode" in low:   # urllib3's DecodeError: zlib's words
        m = re.search(r"(Error -?\d+ while decompressing data[^'\")]*)", text)
        return f"corrupt gzip body ({m.group(1) if m else 'cannot be inflated'})"
    if "connection refused" in low or "errno 111" in low or "errno 61" in low:
        return "connection refused"
    if any(s in low for s in ("name or service not known", "nodename nor servname", "temporary failure in name",
                              "name resolution", "getaddrinfo failed", "no address associated")):
        return "DNS lookup failed (no such host)"
    if "certificate" in low or "ssl" in low or "tls" in low:
        m = re.search(r"(certificate verify failed[^'\")]*|wrong version number|unknown ca|hostname mismatch[^'\")]*)", text, re.I)
        return f"TLS handshake failed ({m.group(1).strip() if m else 'certificate or protocol error'})"
    if "network is unreachable" in low or "no route to host" in low:
        return "network unreachable"
    if "connection reset" in low or "remote end closed" in low or "connection aborted" in low:
        return "connection reset by the server"
    m = re.search(r"\]\s*([^'\"]+)", text)
    return (m.group(1) if m else text)[:160].strip()


# ---- connecting ---------------------------------------------------------------------------

def _kubeconfig_paths(kubeconfig: str | None) -> list[Path]:
    if kubeconfig:
        return [Path(kubeconfig).expanduser()]
    env = os.environ.get("KUBECONFIG")
    if env:
        return [Path(p).expanduser() for p in env.split(os.pathsep) if p]
    return [Path("~/.kube/config").expanduser()]


def connect(kubeconfig: str | None = None, context: str | None = None,
            timeout: float | None = None) -> Client:
    """A Client for the kubeconfig (or $KUBECONFIG, ~/.kube/config) and context, or the
    in-cluster service account when no kubeconfig exists and KUBERNETES_SERVICE_HOST is set.
    A context the direct transport can serve (DirectClient, below) never imports the
    kubernetes client."""
    timeout = timeout or _env_float("DOCTOR_REQUEST_TIMEOUT", DEFAULT_TIMEOUT)
    paths = _kubeconfig_paths(kubeconfig)
    existing = [p for p in paths if p.is_file()]
    if kubeconfig and not existing:
        raise InputError(f"--kubeconfig {kubeconfig}: no such file")
    if len(existing) == 1:
        direct = _direct_client(existing[0], context, timeout)
        if direct is not None:
            return direct
    from kubernetes import client as k8s_client
    from kubernetes import config as k8s_config
    from kubernetes.config.config_exception import ConfigException

    cfg = k8s_client.Configuration()
    used_context: str | None
    if existing:
        config_file = os.pathsep.join(str(p) for p in existing)
        try:
            contexts, current = k8s_config.list_kube_config_contexts(config_file=config_file)
        except ConfigException as exc:
            raise InputError(f"{config_file}: not a usable kubeconfig: {_one_line(exc)}") from None
        except Exception as exc:  # noqa: BLE001 - YAML errors and the like
            raise InputError(f"{config_file}: cannot read kubeconfig: {_one_line(exc)}") from None
        names = [c.get("name") for c in contexts or []]
        if context and context not in names:
            raise InputError(f"--context {context}: no such context in {config_file} "
                             f"(known: {', '.join(n for n in names if n) or 'none'})")
        used_context = context or (current or {}).get("name")
        if not used_context:
            raise InputError(f"{config_file}: no current-context set; pass --context "
                             f"(known: {', '.join(n for n in names if n) or 'none'})")
        client_log = _ClientLog()
        try:
            _bounded(lambda: k8s_config.load_kube_config(config_file=config_file, context=used_context,
                                                         client_configuration=cfg, persist_config=False),
                     used_context)
            failure = client_log.plugin_failure()
            if failure:
                raise ClusterUnreachable(f"{failure} (kubeconfig context {used_context})")
        except ClusterUnreachable:
            client_log.stop()
            raise
        except ConfigException as exc:
            client_log.stop()
            if "exec" in str(exc).lower():
                raise ClusterUnreachable(f"{credential_failure(str(exc))} (kubeconfig context {used_context})") from None
            raise ClusterUnreachable(f"cannot use kubeconfig context {used_context} from {config_file}: "
                                     f"{_one_line(exc)}") from None
        except Exception as exc:  # noqa: BLE001 - exec plugins fail in many ways
            client_log.stop()
            raise ClusterUnreachable(f"cannot load credentials for kubeconfig context {used_context}: "
                                     f"{_one_line(exc)}") from None
    elif os.environ.get("KUBERNETES_SERVICE_HOST"):
        client_log = _ClientLog()
        try:
            k8s_config.load_incluster_config(client_configuration=cfg)
        except ConfigException as exc:
            client_log.stop()
            raise ClusterUnreachable(f"in-cluster config unusable: {_one_line(exc)}") from None
        used_context = None
    else:
        looked = ", ".join(str(p) for p in paths)
        raise ClusterUnreachable(f"no kubeconfig found (looked at {looked}) and not running in a pod; "
                                 f"pass --kubeconfig FILE, or read a recording with --from PATH")
    try:
        _limit_retries(cfg)
        if existing and not getattr(cfg, "proxy", None):
            _proxy_from_kubeconfig(cfg, existing, used_context)
        _proxy_from_environment(cfg)
        insecure = _quiet_insecure_warnings(cfg)
        _check_socks(cfg, client_log)
        api = k8s_client.ApiClient(cfg)
    except BaseException:
        client_log.stop()        # the root logger's handlers come back whatever happened
        raise
    from .. import __version__
    api.user_agent = f"gpu-doctor/{__version__}"
    client = Client(api, cfg.host, used_context, timeout)
    client.client_log = client_log
    client.insecure = insecure
    return client


# ---- the direct transport (no kubernetes client) ---------------------------------------------
# Importing the kubernetes client costs ~0.3 s of CPU (kubernetes.config pulls in urllib3,
# requests, oauthlib, pydantic, dateutil, websocket, ...): at 15,000 pods that is a fifth of
# a whole scan. A kubeconfig context that needs none of its machinery (a static bearer token or
# a client certificate, a CA or insecure-skip-tls-verify, no proxy) is served over plain sockets on
# kept-alive connections instead; everything else (exec and auth-provider plugins, tokenFile,
# basic auth, tls-server-name, proxies, several kubeconfig files, in-cluster config, anything
# this code does not recognise) goes through the kubernetes client exactly as before, and so
# does DOCTOR_KUBE_CLIENT=1. Requests, answers and failures are worded the same either way
# (tests/live/test_live_direct.py runs both on the same server).

_DIRECT_CLUSTER_KEYS = {"server", "certificate-authority", "certificate-authority-data", "insecure-skip-tls-verify",
                        "extensions"}
_DIRECT_USER_KEYS = {"token", "client-certificate", "client-certificate-data", "client-key", "client-key-data",
                     "extensions"}


def _direct_config(path: Path, context: str | None) -> dict | None:
    """What the direct transport needs from one kubeconfig file and context, or None when the
    kubernetes client must serve it (or word what is wrong with it)."""
    if os.environ.get("DOCTOR_KUBE_CLIENT") or _env_proxy_set():
        return None
    try:
        text = path.read_text(encoding="utf-8")
        doc = _plain_kubeconfig(text)
        if doc is None:
            import yaml

            loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
            doc = yaml.load(text, Loader=loader)   # noqa: S506 - a safe loader
    except Exception:  # noqa: BLE001 - the kubernetes client words the error
        return None
    if not isinstance(doc, dict):
        return None
    name = context or doc.get("current-context")
    ctx = _named(doc.get("contexts"), name, "context")
    if not isinstance(name, str) or not name or ctx is None:
        return None
    cluster = _named(doc.get("clusters"), ctx.get("cluster"), "cluster")
    user = _named(doc.get("users"), ctx.get("user"), "user")
    if cluster is None or user is None or set(cluster) - _DIRECT_CLUSTER_KEYS or set(user) - _DIRECT_USER_KEYS:
        return None
    server = cluster.get("server")
    insecure = cluster.get("insecure-skip-tls-verify", False)
    if not isinstance(server, str) or not isinstance(insecure, bool):
        return None
    from urllib.parse import urlsplit

    try:
        url = urlsplit(server.rstrip("/"))
        port = url.port
    except ValueError:
        return None
    if url.scheme not in ("http", "https") or not url.hostname or url.query or url.fragment or url.username \
            or url.password:
        return None
    base = path.resolve().parent
    try:
        files = {key: _file_or_data(cluster if key == "certificate-authority" else user, key, base)
                 for key in ("certificate-authority", "client-certificate", "client-key")}
    except (OSError, ValueError):
        return None
    token = user.get("token")
    if token is not None and (not isinstance(token, str) or not token):
        return None
    if (files["client-certificate"] is None) != (files["client-key"] is None):
        return None
    return {"context": name, "host": server.rstrip("/"), "scheme": url.scheme, "hostname": url.hostname,
            "port": url.port or (443 if url.scheme == "https" else 80), "prefix": url.path.rstrip("/"),
            "insecure": insecure, "token": token, **files}


# The kubeconfig as kubectl, kind and `doctor` write it: block mappings and sequences of
# mappings, keys and string values without spaces, `true`/`false`, `{}`/`[]`. Read here without
# importing PyYAML (~12 ms of CPU, a tenth of a live scan's fixed cost); anything else in the file
# (a comment, a flow collection, a block scalar, an anchor, a tab, a value PyYAML would read as a
# number, a null or a YAML 1.1 boolean, a duplicate key, ...) returns None and PyYAML reads it, so
# the result is always what yaml.safe_load gives (tests/live/test_live_kubeconfig_fast.py).
_KC_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*\Z")
_KC_PLAIN = re.compile(r"[A-Za-z_/][A-Za-z0-9_./:@+=~%-]*\Z")
_KC_QUOTED = re.compile(r"""(?:"[ !#-\[\]-~]*"|'[ -&(-~]*')\Z""")   # printable ASCII, no escapes
# YAML 1.1 words PyYAML resolves to booleans or null (any case is refused, which is safe)
_KC_WORDS = {"y", "n", "yes", "no", "true", "false", "on", "off", "null"}


class _NotPlain(Exception):
    pass


def _plain_kubeconfig(text: str):
    """The kubeconfig document when it is in the plain form above, else None."""
    if "\t" in text or "#" in text or "\r" in text or "&" in text or "*" in text or "!" in text \
            or "|" in text or ">" in text or '\\' in text or "\ufeff" in text:
        return None
    lines = []
    for raw in text.split("\n"):
        body = raw.lstrip(" ")
        if not body:
            continue
        if raw.rstrip(" ") != raw or (len(raw) == len(body) and body[:3] in ("---", "...", "%YA", "%TA")):
            return None
        lines.append((len(raw) - len(body), body))
    if not lines or lines[0][0] != 0:
        return None
    try:
        doc, end = _kc_block(lines, 0, 0)
    except _NotPlain:
        return None
    return doc if end == len(lines) and type(doc) is dict else None


def _kc_block(lines, i, indent):
    if lines[i][1].startswith("- "):
        return _kc_sequence(lines, i, indent)
    return _kc_mapping(lines, i, indent, None)


def _kc_mapping(lines, i, indent, first):
    """A block mapping whose keys sit at `indent` (`first`: its first line's text, after "- ")."""
    out: dict = {}
    while True:
        if first is not None:
            body, first = first, None
        elif i < len(lines) and lines[i][0] == indent and not lines[i][1].startswith("-"):
            body = lines[i][1]
            i += 1
        else:
            if i < len(lines) and lines[i][0] > indent:
                raise _NotPlain
            return out, i
        key, sep, value = body.partition(":")
        if not sep or not _KC_KEY.match(key) or key.lower() in _KC_WORDS or key in out:
            raise _NotPlain
        if value:
            if value[0] != " ":
                raise _NotPlain
            out[key] = _kc_scalar(value[1:])
            continue
        if i < len(lines) and (lines[i][0] > indent or (lines[i][0] == indent and lines[i][1].startswith("- "))):
            out[key], i = _kc_block(lines, i, lines[i][0])
        else:
            raise _NotPlain   # an empty value (null): left to PyYAML


def _kc_sequence(lines, i, indent):
    out: list = []
    while i < len(lines) and lines[i][0] == indent and lines[i][1].startswith("- "):
        rest = lines[i][1][2:]
        i += 1
        if not rest or rest[0] in " -":
            raise _NotPlain
        if ":" in rest and (rest.endswith(":") or ": " in rest):
            item, i = _kc_mapping(lines, i, indent + 2, rest)
        else:
            item = _kc_scalar(rest)
        out.append(item)
    if i < len(lines) and lines[i][0] > indent:
        raise _NotPlain
    return out, i


def _kc_scalar(value: str):
    if value in ("true", "false"):
        return value == "true"
    if value == "{}":
        return {}
    if value == "[]":
        return []
    if _KC_QUOTED.match(value):
        return value[1:-1]
    if _KC_PLAIN.match(value) and not value.endswith(":") and value.lower() not in _KC_WORDS:
        return value
    raise _NotPlain


def _named(entries, name, key: str) -> dict | None:
    """The `key` object of the one entry called `name` in a kubeconfig list."""
    if not isinstance(entries, list) or not isinstance(name, str):
        return None
    found = [e for e in entries if isinstance(e, dict) and e.get("name") == name]
    if len(found) != 1 or not isinstance(found[0].get(key), dict):
        return None
    return found[0][key]


def _file_or_data(obj: dict, key: str, base: Path) -> bytes | None:
    """The bytes of `key-data` (base64) or of the file `key` (relative to the kubeconfig), as
    the kubernetes client reads them (data first)."""
    data = obj.get(key + "-data")
    if data:
        if not isinstance(data, str):
            raise ValueError(key)
        import base64

        return base64.b64decode(data, validate=False)
    name = obj.get(key)
    if name is None:
        return None
    if not isinstance(name, str) or not name:
        raise ValueError(key)
    return (base / Path(name).expanduser()).read_bytes()


def _env_proxy_set() -> bool:
    """A proxy in the environment (HTTPS_PROXY, ALL_PROXY, ...): the kubernetes client applies it
    (with NO_PROXY); leave those runs to it."""
    return any(value and key.lower().endswith("_proxy") and key.lower() != "no_proxy"
               for key, value in os.environ.items())


class DirectClient(Client):
    """Client over plain sockets (_Connection): one kept-alive connection per concurrent request
    (the node agents' logs are read from a few threads), gzip inflated as it arrives."""

    def __init__(self, conf: dict, timeout: float) -> None:
        super().__init__(None, conf["host"], conf["context"], timeout)
        self.conf = conf
        self.insecure = conf["insecure"] and conf["scheme"] == "https"
        self._idle: list = []
        import threading

        self._lock = threading.Lock()
        self._ssl = self._ssl_context() if conf["scheme"] == "https" else None
        from .. import __version__

        self._headers = {"Accept": "application/json", "Accept-Encoding": "gzip",
                         "User-Agent": f"gpu-doctor/{__version__}"}
        if conf["token"]:
            self._headers["Authorization"] = f"Bearer {conf['token']}"

    def _ssl_context(self):
        import ssl
        import tempfile

        conf = self.conf
        ctx = ssl.create_default_context()
        if conf["insecure"]:
            ctx.check_hostname = False
            ctx.verify_mode = ssl.CERT_NONE
        elif conf["certificate-authority"] is not None:
            ctx = ssl.create_default_context(cadata=_pem_or_der(conf["certificate-authority"]))
        if conf["client-certificate"] is not None:
            # ssl loads a certificate chain from files only; the kubernetes client writes the
            # -data fields to temporary files too. Private to this user, removed at once.
            with tempfile.TemporaryDirectory(prefix="gpu-doctor-") as tmp:
                cert, key = Path(tmp) / "client.crt", Path(tmp) / "client.key"
                for p, data in ((cert, conf["client-certificate"]), (key, conf["client-key"])):
                    fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                    with os.fdopen(fd, "wb") as f:
                        f.write(data)
                ctx.load_cert_chain(str(cert), str(key))
        return ctx

    def _connection(self, timeout: float):
        return _Connection(self.conf["hostname"], self.conf["port"], timeout, self._ssl)

    def _get(self, path: str, query: list[tuple[str, str]] | None, timeout: float) -> Response:
        from urllib.parse import urlencode

        ends = time.monotonic() + timeout
        url = self.conf["prefix"] + path + (f"?{urlencode(list(query))}" if query else "")
        self.requests += 1
        with self._lock:
            conn = self._idle.pop() if self._idle else None
        reused = conn is not None
        refused = 0
        while True:
            if conn is None:
                conn = self._connection(min(timeout, 10.0))
            try:
                if conn.sock is None:
                    conn.connect()
                conn.sock.settimeout(max(min(timeout, ends - time.monotonic()), 0.001))
                conn.request(url, self._headers)
                resp = conn.getresponse()
            except Exception as exc:  # noqa: BLE001 - worded below, as the kubernetes client's are
                conn.close()
                conn = None
                if reused and isinstance(exc, (ConnectionResetError, BrokenPipeError)):
                    reused = False   # the server closed a kept-alive connection: a fresh one, once
                    continue
                if isinstance(exc, ConnectionRefusedError) and not refused:
                    refused += 1     # as the kubernetes client's urllib3 Retry(connect=1)
                    continue
                if _is_timeout(exc):
                    raise RequestFailed(f"no answer within {timeout:g}s (timed out)", timeout=True) from None
                raise RequestFailed(_transport_reason(exc)) from None
            break
        try:
            body = _read_body(resp, ends, timeout)
            body += resp.read()   # b"": marks the answer complete, so the connection can be reused
        except RequestFailed:
            conn.close()
            raise
        except Exception as exc:  # noqa: BLE001 - a connection lost mid-body
            conn.close()
            if _is_timeout(exc):
                raise RequestFailed(f"no answer within {timeout:g}s (timed out)", timeout=True) from None
            raise RequestFailed(_transport_reason(exc)) from None
        headers = dict(resp.getheaders())
        if resp.will_close or not resp.isclosed():
            conn.close()
        else:
            with self._lock:
                self._idle.append(conn)
        if any(k.lower() == "content-encoding" and v.strip().lower() == "gzip" for k, v in headers.items()):
            body = _gunzip(body)
        return Response(resp.status, body, headers)

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, []
        for conn in idle:
            try:
                conn.close()
            except Exception:  # noqa: BLE001 - closing must never fail a run
                pass


class _RemoteDisconnected(ConnectionResetError):
    """The server closed the connection before answering (http.client.RemoteDisconnected)."""


class _IncompleteRead(Exception):
    """A chunked body cut short (http.client.IncompleteRead)."""


class _BadStatusLine(ValueError):
    """An answer that does not start with an HTTP status line (http.client.BadStatusLine)."""


class _Connection:
    """One HTTP/1.1 connection for GET requests (TLS when given an SSLContext): what DirectClient
    used of http.client.HTTP(S)Connection, without importing it: http.client pulls in email.*
    and ssl at import (~15 ms of CPU, most of a live run's fixed cost next to the kubernetes
    client it already avoids). Same socket calls as http.client (create_connection, TCP_NODELAY,
    wrap_socket with the host as server_hostname), same request line and Host header, and the
    same outcomes: a server that closes a kept-alive connection is a ConnectionResetError, a body
    shorter than its Content-Length is returned as it is (then fails to inflate or decode), a
    chunked one cut short and an answer that is not HTTP fail in http.client's words."""

    def __init__(self, host: str, port: int, timeout: float, context=None) -> None:
        self.host, self.port, self.timeout, self.context = host, port, timeout, context
        self.sock = None
        self._fp = None

    def connect(self) -> None:
        import socket

        # an ASCII name goes to getaddrinfo as bytes: as a str it is first encoded with the idna
        # codec, whose import (encodings.idna, stringprep, unicodedata) costs ~2 ms; for ASCII labels
        # of 1-63 characters that encoding changes nothing (others keep the codec and its errors)
        host = self.host
        labels = host[:-1].split(".") if host.endswith(".") else host.split(".")
        if host.isascii() and all(0 < len(label) < 64 for label in labels):
            host = host.encode("ascii")
        sock = socket.create_connection((host, self.port), self.timeout)
        try:
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:   # as http.client: not every socket has it
                pass
            if self.context is not None:
                sock = self.context.wrap_socket(sock, server_hostname=self.host)
        except BaseException:
            sock.close()
            raise
        self.sock = sock
        self._fp = sock.makefile("rb")

    def request(self, url: str, headers: dict) -> None:
        """Send `GET url` with these headers, encoded as http.client encodes them (request line
        ASCII, Host ASCII or IDNA, header values Latin-1); a URL with a control character or a
        header value with a line break is refused before anything is sent."""
        if " " in url or not url.isprintable():
            raise ValueError(f"URL can't contain control characters. {url!r}")
        try:
            host = self.host.encode("ascii")
        except UnicodeEncodeError:
            host = self.host.encode("idna")
        if b":" in host:
            host = b"[" + host + b"]"
        if self.port != (443 if self.context is not None else 80):
            host += b":%d" % self.port
        out = [f"GET {url} HTTP/1.1".encode("ascii"), b"Host: " + host]
        for key, value in headers.items():
            if "\r" in value or "\n" in value or "\x00" in value:
                raise ValueError(f"Invalid header value {value[:20]!r}... for header {key!r}")
            out.append(key.encode("ascii") + b": " + value.encode("latin-1"))
        out.append(b"\r\n")
        self.sock.sendall(b"\r\n".join(out))

    def getresponse(self) -> "_Answer":
        return _Answer(self._fp)

    def close(self) -> None:
        fp, sock = self._fp, self.sock
        self._fp = self.sock = None
        for part in (fp, sock):
            if part is not None:
                try:
                    part.close()
                except OSError:
                    pass


class _Answer:
    """A response on a _Connection, read as http.client.HTTPResponse reads it (its rules, step by
    step: tests/live/test_live_http.py feeds both the same bytes): status and headers at once,
    the body by read1() as it arrives (Content-Length, chunked, or up to the close)."""

    MAX_LINE = 65536
    MAX_HEADERS = 100
    _HEADER = re.compile(r"From |[\x21-\x39\x3b-\x7e]*:|[\t ]")   # email.feedparser's header line
    _SPLIT = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")

    def __init__(self, fp) -> None:
        self.fp = fp
        while True:
            version, self.status = self._status_line()
            self.headers = self._header_lines()
            if self.status != 100:     # 100 Continue: the answer follows
                break
        if version in ("HTTP/1.0", "HTTP/0.9"):
            version = "HTTP/1.0"
        elif version.startswith("HTTP/1."):
            version = "HTTP/1.1"
        else:
            raise _BadStatusLine(version)   # http.client.UnknownProtocol

        def first(name: str):
            return next((v for k, v in self.headers if k.lower() == name), None)

        connection = first("connection")
        if version == "HTTP/1.1":
            self.will_close = bool(connection and "close" in connection.lower())
        else:
            self.will_close = not (first("keep-alive") or (connection and "keep-alive" in connection.lower())
                                   or "keep-alive" in (first("proxy-connection") or "").lower())
        encoding = first("transfer-encoding")
        self.chunked = bool(encoding and encoding.lower() == "chunked")
        self._left = None       # bytes left in the current chunk; 0: its CRLF is next; None: none yet
        self.length = None      # bytes left in the body (Content-Length), None: up to the close
        length = first("content-length")
        if length and not self.chunked:
            try:
                self.length = int(length)
            except ValueError:
                self.length = None
            else:
                if self.length < 0:
                    self.length = None
        if self.status in (204, 304) or 100 <= self.status < 200:
            self.length = 0
        if not self.will_close and not self.chunked and self.length is None:
            self.will_close = True
        self.done = False

    def _line(self, what: str) -> bytes:
        line = self.fp.readline(self.MAX_LINE + 1)
        if len(line) > self.MAX_LINE:
            raise ValueError(f"got more than {self.MAX_LINE} bytes when reading {what}")
        return line

    def _status_line(self) -> tuple[str, int]:
        line = str(self._line("status line"), "iso-8859-1")
        if not line:
            raise _RemoteDisconnected("Remote end closed connection without response")
        parts = line.split(None, 2)
        version = parts[0] if len(parts) >= 2 else ""
        if not version.startswith("HTTP/"):
            raise _BadStatusLine(line)
        try:
            status = int(parts[1])
        except ValueError:
            raise _BadStatusLine(line) from None
        if status < 100 or status > 999:
            raise _BadStatusLine(line)
        return version, status

    def _header_lines(self) -> list[tuple[str, str]]:
        lines = []
        while True:
            line = self._line("header line")
            if len(lines) >= self.MAX_HEADERS:
                raise ValueError(f"got more than {self.MAX_HEADERS} headers")
            if line in (b"\r\n", b"\n", b""):
                break
            lines.append(line)
        # as http.client hands them to email.parser: one text, split at \r\n, \r or \n; the
        # headers end at the first line that is none; folded lines join the header before them
        out: list[list[str]] = []
        split = self._SPLIT.findall(b"".join(lines).decode("iso-8859-1"))
        for n, line in enumerate(split):
            if not self._HEADER.match(line):
                break
            if line[0] in " \t":
                if out:
                    out[-1][1] += line
                continue
            if line.startswith("From ") or line[0] == ":":
                if line.startswith("From ") and n == len(split) - 1:
                    break
                continue   # a unix-from line, or no name: email skips it
            name, _, value = line.partition(":")
            out.append([name, value.lstrip(" \t")])
        return [(name, value.rstrip("\r\n")) for name, value in out]

    def getheaders(self) -> list[tuple[str, str]]:
        return list(self.headers)

    def isclosed(self) -> bool:
        return self.done

    def read1(self, n: int = 1 << 16) -> bytes:
        if self.done:
            return b""
        if self.chunked:
            return self._read1_chunked(n)
        if self.length is not None and n > self.length:
            n = self.length
        data = self.fp.read1(n)
        if not data and n:   # the end, or a body shorter than its Content-Length: returned as it is
            self.done = True
        elif self.length is not None:
            self.length -= len(data)
            if not self.length:
                self.done = True
        return data

    def _read1_chunked(self, n: int) -> bytes:
        if not self._left:
            if self._left is not None:   # the CRLF that ends a chunk
                crlf = self.fp.read(2)
                if len(crlf) < 2:
                    raise _IncompleteRead(f"IncompleteRead({len(crlf)} bytes read, {2 - len(crlf)} more expected)")
            size = self._line("chunk size")
            size = size[:size.find(b";")] if b";" in size else size
            try:
                self._left = int(size, 16)
            except ValueError:
                self.done = True
                raise _IncompleteRead("IncompleteRead(0 bytes read)") from None
            if self._left == 0:
                while True:   # trailers
                    line = self._line("trailer line")
                    if line in (b"\r\n", b"\n", b""):
                        break
                self.done = True
                return b""
        if n == 0:
            return b""
        data = self.fp.read1(min(n, self._left))
        self._left -= len(data)
        if not data:
            raise _IncompleteRead("IncompleteRead(0 bytes read)")
        return data

    def read(self) -> bytes:
        chunks = []
        while True:
            data = self.read1()
            if not data:
                return b"".join(chunks)
            chunks.append(data)

    def close(self) -> None:
        self.done = True


def _gunzip(body: bytes) -> bytes:
    """Inflate a gzip body (as urllib3 does for the kubernetes client). The output buffer is
    sized from the gzip trailer (ISIZE: the uncompressed length mod 2**32), so zlib writes the
    page once instead of growing it block by block and joining the blocks: 30 pages of 500 pods
    (15,000 in all) 0.123 -> 0.088 s CPU (min of 5, in one process, alternating).
    python-isal's inflate was tried (three times): 3x less CPU inflating, yet msgspec decoding each
    page right after it cost 0.12 s more at 15,000 pods (0.33 -> 0.46 s; ISA-L's wide vector
    code slowing what runs next), and 0.3-0.4 s more for the whole scan at 45,000, so zlib it is.
    Third time (isal 1.9.1, 45,000 pods in 90 pages, CPU per phase of whole live scans run
    alternately, 7 each): isal_zlib with the same ISIZE hint inflates in 0.15-0.26 s (zlib
    0.29-0.35), but msgspec then decodes the pages in 1.42-1.72 s (1.03-1.35 after zlib), and
    still 1.49-1.63 (zlib 1.03-1.17) with page faults made equal by glibc's mmap/trim
    thresholds: not memory. ISA-L's raw inflate with zlib's CRC-32 left the decode alone in 2
    of 3 runs but gained nothing (0.27-0.36 s). isal also reads gzip headers with reserved
    flag bits that zlib refuses. python-zlib-ng 1.1.0 gained nothing either (0.31-0.33 s, 3
    alternating runs, ~37,000 more page faults: like isal, fresh output buffers per page)."""
    import zlib

    size = int.from_bytes(body[-4:], "little") if len(body) >= 18 else 0
    # only a hint (zlib grows past it); bounded, so a hostile trailer cannot reserve gigabytes
    bufsize = size if 0 < size <= min(1 << 28, 1032 * len(body)) else zlib.DEF_BUF_SIZE
    try:
        return zlib.decompress(body, 16 + zlib.MAX_WBITS, bufsize)
    except zlib.error as exc:
        raise RequestFailed(f"corrupt gzip body ({exc})") from None


def _pem_or_der(data: bytes):
    """cadata for ssl: PEM text, or DER bytes as they are."""
    return data.decode("ascii", "replace") if data.lstrip().startswith(b"-----") else data


def _direct_client(path: Path, context: str | None, timeout: float) -> DirectClient | None:
    conf = _direct_config(path, context)
    if conf is None:
        return None
    try:
        return DirectClient(conf, timeout)
    except (OSError, ValueError):   # a CA or client certificate ssl refuses: the kubernetes client words it
        return None


DEFAULT_CREDENTIAL_TIMEOUT = 60.0   # seconds an exec credential plugin may take when nobody is at a terminal


def _bounded(load, context: str | None) -> None:
    """Run the kubeconfig load (which runs exec credential plugins, and the client waits for
    them without a limit). At a terminal the user may be logging in: wait. Otherwise (a
    CronJob, CI) give the plugin $DOCTOR_CREDENTIAL_TIMEOUT seconds, then fail with one line;
    the plugin's thread is left behind (the CLI exits without waiting for it)."""
    import sys
    import threading

    if sys.stdin is not None and sys.stdin.isatty() and sys.stdout is not None and sys.stdout.isatty():
        load()
        return
    limit = _env_float("DOCTOR_CREDENTIAL_TIMEOUT", DEFAULT_CREDENTIAL_TIMEOUT)
    box: dict = {}

    def run() -> None:
        try:
            load()
        except BaseException as exc:  # noqa: BLE001 - handed to the caller's thread
            box["error"] = exc

    worker = threading.Thread(target=run, name="kubeconfig-load", daemon=True)
    worker.start()
    worker.join(limit)
    if worker.is_alive():
        raise ClusterUnreachable(f"credential plugin failed: no answer within {limit:g}s (kubeconfig context "
                                 f"{context}); set DOCTOR_CREDENTIAL_TIMEOUT to wait longer")
    if "error" in box:
        raise box["error"]


def _quiet_insecure_warnings(cfg) -> bool:
    """insecure-skip-tls-verify: urllib3 warns on every request; the run warns once instead
    (collect() adds one line to the snapshot's warnings)."""
    if getattr(cfg, "verify_ssl", True) or not str(cfg.host).startswith("https"):
        return False
    import warnings

    try:
        from urllib3.exceptions import InsecureRequestWarning

        warnings.filterwarnings("ignore", category=InsecureRequestWarning)
    except Exception:  # noqa: BLE001 - very old urllib3
        pass
    return True


def _check_socks(cfg, client_log) -> None:
    """kubeconfig `proxy-url: socks5://...` needs PySocks (urllib3's SOCKS support): without it
    the client crashes while building its pool; say so in one line instead."""
    proxy = str(getattr(cfg, "proxy", "") or "")
    if not proxy.lower().startswith("socks"):
        return
    try:
        import socks  # noqa: F401 - PySocks
    except ImportError:
        if client_log is not None:
            client_log.stop()
        raise ClusterUnreachable(f"the kubeconfig's proxy-url {proxy} is a SOCKS proxy, which needs PySocks: "
                                 f"pip install 'urllib3[socks]' (or use an HTTP proxy)") from None


def _limit_retries(cfg) -> None:
    """urllib3's default is 3 retries on everything: a read timeout would then cost 4x the
    timeout. Retry a refused connect once, never a read, and keep urllib3's "Retrying ..."
    warnings off stderr (the user gets one clear line, not a log dump)."""
    import logging

    logging.getLogger("urllib3.connectionpool").setLevel(logging.ERROR)
    try:
        from urllib3.util.retry import Retry

        cfg.retries = Retry(total=1, connect=1, read=0, status=0, redirect=2, other=0,
                            backoff_factor=0, raise_on_status=False)
    except Exception:  # noqa: BLE001 - very old urllib3: keep its default
        pass


def _proxy_from_kubeconfig(cfg, paths: list[Path], context: str | None) -> None:
    """The cluster's `proxy-url` (kubectl honours it; the sync kubernetes client ignores it
    before v37 (kubernetes-client/python#2679, fixed by #2680): set it ourselves, so the
    doctor never goes around a proxy the user configured."""
    import yaml

    docs = []
    for path in paths:
        try:
            doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        except Exception:  # noqa: BLE001 - the client already read it; be quiet here
            continue
        if isinstance(doc, dict):
            docs.append(doc)
    cluster_name = None
    for doc in docs:   # first file that names the context wins, as in kubectl's merge
        for ctx in doc.get("contexts") or []:
            if isinstance(ctx, dict) and ctx.get("name") == context and isinstance(ctx.get("context"), dict):
                cluster_name = ctx["context"].get("cluster")
                break
        if cluster_name:
            break
    for doc in docs:
        for cl in doc.get("clusters") or []:
            if isinstance(cl, dict) and cl.get("name") == cluster_name and isinstance(cl.get("cluster"), dict):
                proxy = cl["cluster"].get("proxy-url")
                if isinstance(proxy, str) and proxy:
                    cfg.proxy = proxy
                return


def _proxy_from_environment(cfg) -> None:
    """kubectl honours HTTPS_PROXY / NO_PROXY; newer kubernetes clients do too, older ones
    (< v35) only use a proxy named in the kubeconfig. Fill the gap for those."""
    if hasattr(cfg, "_proxy_from_env") or getattr(cfg, "proxy", None):
        return
    from urllib.request import getproxies

    proxies = getproxies()
    scheme = "https" if str(cfg.host).startswith("https") else "http"
    if proxies.get(scheme):
        cfg.proxy = proxies[scheme]
        if hasattr(cfg, "no_proxy") and not cfg.no_proxy:
            cfg.no_proxy = proxies.get("no")


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text[:300] or type(exc).__name__


# ---- listing ------------------------------------------------------------------------------

def list_path(res: Resource, namespace: str | None = None, version: str | None = None) -> str:
    version = version or res.version
    base = f"/apis/{res.group}/{version}" if res.group else f"/api/{version}"
    if namespace and res.namespaced:
        return f"{base}/namespaces/{quote(namespace, safe='')}/{res.plural}"
    return f"{base}/{res.plural}"


class _Unavailable(Exception):
    """A resource could not be read (entirely, or after `items` were read: partial)."""

    def __init__(self, reason: str, kind: str = FAILED, message: str = "", rule: str = "",
                 items: list | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kind = kind
        self.message = message
        self.rule = rule
        self.items = items or []
        self.malformed: _Malformed | None = None   # items left out of the pages that were read


def _forbidden(resp: Response, res: Resource, namespace: str | None) -> _Unavailable:
    message = resp.status_message()
    m = re.search(r'User "([^"]+)"', message)
    who = m.group(1) if m else "the current user"
    where = f" in namespace {namespace}" if namespace else ""
    return _Unavailable(f"forbidden: {who} cannot list {res.name}{where} (RBAC)", FORBIDDEN,
                        message[:300], rbac_rule(res.name))


Groups = dict[str, tuple[set[str], str | None]]   # API group -> (versions served, preferred)


def api_groups(client: Client) -> Groups | None:
    """GET /apis once (the APIGroupList): which groups, at which versions, the cluster serves.
    A CRD whose group is absent is "not installed" without a request of its own. None when
    discovery is not readable (the lists then find out one by one)."""
    try:
        resp = client.get("/apis")
    except RequestFailed:
        return None
    if resp.status != 200:
        return None
    try:
        doc = resp.json()
    except (ValueError, UnicodeDecodeError):
        return None
    groups: Groups = {}
    for g in (doc.get("groups") or []) if isinstance(doc, dict) else []:
        if isinstance(g, dict) and g.get("name"):
            versions = {v.get("version") for v in g.get("versions") or [] if isinstance(v, dict)}
            groups[g["name"]] = (versions, (g.get("preferredVersion") or {}).get("version"))
    return groups


# API groups whose versions doctor reads alike (every field its checks read has the same name in
# each: doctor/queues/kueue.py). Such a resource is listed at the group's preferred version when
# that is one of them, which is the version its objects are stored at: Kueue 0.15+ stores v1beta2
# and serves v1beta1 through kueue-controller-manager's conversion webhook, so a v1beta1 list
# fails exactly when Kueue is down (tests/e2e/test_live_kueue.py); nothing to warn about either.
READ_ALIKE = {"kueue.x-k8s.io": frozenset({"v1beta1", "v1beta2"})}


def read_alike(res: Resource, api_version: str) -> bool:
    """True when `api_version` is one doctor reads for `res` as well as its own."""
    group, _, version = api_version.rpartition("/")
    alike = READ_ALIKE.get(res.group, frozenset())
    return group == res.group and res.version in alike and version in alike


def list_resource(client: Client, res: Resource, namespace: str | None = None,
                  page_size: int = DEFAULT_PAGE_SIZE, progress: Progress | None = None,
                  groups: Groups | None = None, projection=None) -> tuple[list[dict], str, "_Malformed"]:
    """All items of one resource, cluster-wide (or in one namespace), with kind/apiVersion set
    on every item, as kubectl prints them. Returns (items, apiVersion served, the malformed
    items left out). Raises _Unavailable with the reason when the resource cannot be read."""
    version = res.version
    asked_discovery = False
    relisted = False
    alike_first = False      # listing at the group's preferred version first (READ_ALIKE)
    if res.group and groups is not None:
        if res.group not in groups:
            raise _Unavailable("not installed in this cluster (no such API)", NOT_INSTALLED)
        versions, preferred = groups[res.group]
        asked_discovery = True
        if preferred != res.version and preferred in versions and read_alike(res, f"{res.group}/{preferred}"):
            version, alike_first = preferred, True   # a kind not served there answers 404: then our own
        elif res.version not in versions:
            other = _served_version(client, res)
            if other is None:
                raise _Unavailable(f"not installed in this cluster (no such API; {res.group} serves "
                                   f"{', '.join(sorted(v for v in versions if v))}, not {res.version})",
                                   NOT_INSTALLED)
            version = other
    while True:
        try:
            return _paged_list(client, res, namespace, version, page_size, progress, projection)
        except _Expired:
            if relisted:
                # client-go's pager: after an expired continue token, one full list without
                # limit= (served from the watch cache, consistent, one big answer)
                if progress:
                    progress(f"listing {res.name}: continue token expired again (410), one unpaginated list")
                try:
                    return _paged_list(client, res, namespace, version, 0, progress, projection)
                except _Expired:  # pragma: no cover - no continue token is sent
                    raise _Unavailable("the list kept expiring (410 Gone)") from None
            relisted = True
            if progress:
                progress(f"listing {res.name}: continue token expired (410), relisting from the start")
            continue
        except _NotFound:
            if alike_first:
                alike_first, version = False, res.version
                continue
            if not res.group:
                raise _Unavailable(f"the API server has no {res.name} (404 on {list_path(res, namespace)})",
                                   NOT_INSTALLED) from None
            if asked_discovery:
                raise _Unavailable("not installed in this cluster (no such API)", NOT_INSTALLED) from None
            asked_discovery = True
            other = _served_version(client, res)
            if other is None or other == version:
                raise _Unavailable("not installed in this cluster (no such API)", NOT_INSTALLED) from None
            version = other


class _Expired(Exception):
    pass


class _NotFound(Exception):
    pass


def _served_version(client: Client, res: Resource) -> str | None:
    """When our version of a CRD is not served, the group's preferred version (if the group
    exists and serves this plural there)."""
    try:
        resp = client.get(f"/apis/{res.group}")
    except RequestFailed:
        return None
    if resp.status != 200:
        return None
    try:
        doc = resp.json()
    except ValueError:
        return None
    preferred = ((doc.get("preferredVersion") or {}).get("version")) if isinstance(doc, dict) else None
    if not preferred:
        return None
    try:
        listing = client.get(f"/apis/{res.group}/{preferred}")
        resources = listing.json().get("resources") or [] if listing.status == 200 else []
    except (RequestFailed, ValueError, AttributeError):
        return None
    return preferred if any(r.get("name") == res.plural for r in resources if isinstance(r, dict)) else None


def _paged_list(client: Client, res: Resource, namespace: str | None, version: str,
                page_size: int, progress: Progress | None, projection=None) -> tuple[list[dict], str, "_Malformed"]:
    """Every page of one list (page_size 0: one unpaginated request), each item checked as the
    file loader checks it (_add_items: malformed items are left out and counted). A page that
    fails after others were read raises _Unavailable carrying the items read so far."""
    path = list_path(res, namespace, version)
    items: list[dict] = []
    malformed = _Malformed()
    seen = 0      # items of the list so far, malformed ones included (their index in the whole list)
    token = ""
    list_kind = f"{res.kind}List"
    api_version = f"{res.group}/{version}" if res.group else version
    while True:
        query = [("limit", str(page_size))] if page_size else []
        if token:
            query.append(("continue", token))
        try:
            resp = _get_retrying(client, path, query)
            if resp.status == 410 and token:
                raise _Expired()
            if resp.status == 404:
                raise _NotFound()
            if resp.status == 403:
                raise _forbidden(resp, res, namespace)
            if resp.status == 401:
                raise ClusterUnreachable(_unauthorized(client, f"while listing {res.name}"))
            if resp.status != 200:
                raise _Unavailable(f"the API server answered {resp.status}: {resp.status_message()[:200]}")
            try:
                doc = resp.json(projection, res.name)
            except CorruptBody as exc:
                raise _Unavailable(f"the API server's answer could not be read: {exc}") from None
            except DecodeFailed as exc:
                why = exc.message.replace("(file truncated?)", "(cut short?)")
                raise _Unavailable(f"the API server returned a body that is not JSON ({why})") from None
            except (ValueError, UnicodeDecodeError, RecursionError):
                raise _Unavailable("the API server returned a body that is not JSON") from None
            not_list = _not_a_list(doc, res)
            if not_list:
                raise _Unavailable(not_list)
        except _Unavailable as why:
            if items:   # keep what was read; say it is not all
                why.items = items
                why.reason = f"{len(items)} read, then {why.reason}"
            why.malformed = malformed
            raise
        list_kind = doc.get("kind") if isinstance(doc.get("kind"), str) else list_kind
        api_version = doc.get("apiVersion") if isinstance(doc.get("apiVersion"), str) else api_version
        item_kind = list_kind[:-4] if list_kind.endswith("List") and list_kind != "List" else res.kind
        seen = _add_items(doc.get("items") or [], items, seen, item_kind, api_version, malformed)
        token = (doc.get("metadata") or {}).get("continue") if isinstance(doc.get("metadata"), dict) else ""
        token = token if isinstance(token, str) else ""
        if progress and (token or len(items) > page_size):
            progress(f"listing {res.name}: {len(items)} so far")
        if not token or not page_size:
            return items, api_version, malformed


def _not_a_list(doc, res: Resource) -> str | None:
    """Why a 200 answer to a list request is not a List (None when it is one): a JSON value
    other than an object, an object of another kind (a Status, a single object), or no
    `items` (the API server always writes it, `null` or `[]` when empty)."""
    want = f"{res.kind}List"
    if not isinstance(doc, dict):
        what = {list: "a JSON array", str: "a JSON string", bool: "a JSON boolean", int: "a JSON number",
                float: "a JSON number", type(None): "JSON null"}.get(type(doc), type(doc).__name__)
        return f"the API server answered with {what}, not a {want}"
    kind = doc.get("kind")
    if isinstance(kind, str) and kind and not kind.endswith("List"):
        return f"the API server answered with a {kind[:60]} object, not a {want}"
    if "items" not in doc:
        return f"the API server answered with an object without 'items', not a {want}"
    items = doc["items"]
    if items is not None and not isinstance(items, list):
        return f"the API server answered with a {want} whose 'items' is {_a(items)}, not a list"
    return None


def _a(value) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", int: "an integer",
            float: "a number", type(None): "null"}.get(type(value), type(value).__name__)


class _Malformed:
    """Items of one list left out because they are not what the API server's own validation
    lets through (a proxy, an aggregated API or a CRD without a schema can send anything):
    how many, and the first few in the file loader's words."""

    SHOWN = 3

    def __init__(self) -> None:
        self.count = 0
        self.first: list[str] = []

    def add(self, line: str) -> None:
        self.count += 1
        if len(self.first) < self.SHOWN:
            self.first.append(line)

    def reason(self) -> str:
        what = "1 malformed object" if self.count == 1 else f"{self.count:,} malformed objects"
        shown = "; ".join(self.first) + ("; ..." if self.count > len(self.first) else "")
        return f"left out {what} the API server returned: {shown}"


_NO_TARGET = object()


def _add_items(page: list, items: list, seen: int, item_kind: str, api_version: str,
               malformed: _Malformed) -> int:
    """Append one page's items to `items` as kubectl prints them (kind and apiVersion set,
    managedFields dropped), each checked against the same types as a file's objects
    (doctor/sources/shape.py: one msgspec.convert per object of a kind with a full shape, the
    Python walk only to word a failure). An item that fails is counted in `malformed`, with
    "items[N]: " and the loader's words, and left out. Returns the list's item count so far."""
    targets: dict = {}
    convert, invalid = msgspec.convert, (msgspec.ValidationError, RecursionError)
    append = items.append
    list_target = targets[api_version] = fast_type(item_kind, api_version) if item_kind != "Secret" else None
    for item in page:
        index = seen
        seen += 1
        # the common case first, in few lookups: a built-in kind's list (items name neither their
        # kind nor their apiVersion) of a kind with a full shape; whatever fails takes the general path
        if list_target is not None and type(item) is dict and "kind" not in item and "apiVersion" not in item:
            meta = item.get("metadata")
            if type(meta) is dict:
                if "managedFields" in meta:
                    del meta["managedFields"]   # kubectl get -o json leaves them out too
                item = {"apiVersion": api_version, "kind": item_kind, **item}
                try:
                    convert(item, list_target)
                except invalid:
                    pass      # worded below
                else:
                    append(item)
                    continue
        if type(item) is not dict:
            malformed.add(f"items[{index}] is a {type(item).__name__}, not an object")
            continue
        meta = item.get("metadata")
        if type(meta) is dict:
            meta.pop("managedFields", None)   # kubectl get -o json leaves them out too
        elif meta is None:
            item["metadata"] = meta = {}      # as the file loader does
        kind, api = item.get("kind"), item.get("apiVersion")
        if not kind or not api:   # built-in kinds' lists: no kind or apiVersion on the items
            rest = item if "kind" not in item and "apiVersion" not in item else \
                {k: v for k, v in item.items() if k != "kind" and k != "apiVersion"}
            kind, api = kind or item_kind, api or api_version
            item = {"apiVersion": api, "kind": kind, **rest}
        if type(kind) is str and type(api) is str:
            if kind != item_kind:
                malformed.add(f"items[{index}]: a {kind[:60]} in a {item_kind}List")
                continue
            target = targets.get(api, _NO_TARGET)
            if target is _NO_TARGET:
                target = targets[api] = fast_type(kind, api) if kind != "Secret" else None
            if target is not None and type(meta) is dict:
                try:
                    convert(item, target)
                except invalid:
                    pass      # worded below
                else:
                    append(item)
                    continue
        problem = object_problem(item)
        if problem is not None:
            malformed.add(f"items[{index}]: {problem}")
            continue
        append(item)
    return seen


RETRYABLE = (429, 500, 502, 503, 504)


def _get_retrying(client: Client, path: str, query: list) -> Response:
    """One GET, retried like client-go: a 429 or 5xx answer with Retry-After is tried again up
    to MAX_RETRIES times after it (capped at MAX_BACKOFF); without one, MAX_RETRIES_UNTOLD times
    after an exponential backoff (0.25 s, 0.5 s, 1 s), as long as
    the run deadline allows. No answer at all (refused, timed out) makes the resource
    unavailable; so does the deadline."""
    deadline: Deadline | None = getattr(client, "deadline", None)
    resp = None
    for attempt in range(MAX_RETRIES + 1):
        try:
            resp = client.get(path, query)
        except DeadlinePassed as exc:
            raise _Unavailable(exc.why) from None
        except RequestFailed as exc:
            if deadline is not None:
                deadline.timeouts_in_a_row = deadline.timeouts_in_a_row + 1 if exc.timeout else 0
            raise _Unavailable(f"cannot list it: {exc.why}") from None
        if deadline is not None:
            deadline.timeouts_in_a_row = 0
        told = _has_retry_after(resp)
        limit = deadline.retries_left(told) if deadline is not None else (MAX_RETRIES if told else MAX_RETRIES_UNTOLD)
        if resp.status not in RETRYABLE or attempt >= limit:
            if deadline is not None and resp.status in RETRYABLE:
                deadline.failed_lists_in_a_row += 1
            elif deadline is not None:
                deadline.failed_lists_in_a_row = 0
            return resp
        wait = _retry_after(resp, attempt)
        left = deadline.left() if deadline is not None else None
        if left is not None and wait >= left:
            return resp
        time.sleep(wait)
    return resp  # pragma: no cover - the loop always returns


def _has_retry_after(resp: Response) -> bool:
    return any(str(k).lower() == "retry-after" for k in resp.headers)


def _retry_after(resp: Response, attempt: int = 0) -> float:
    """Retry-After in seconds (capped), else 0.25 s doubling per attempt up to MAX_BACKOFF."""
    raw = {str(k).lower(): v for k, v in resp.headers.items()}.get("retry-after")
    backoff = min(0.25 * (2 ** attempt), MAX_BACKOFF)
    if raw is None or str(raw).strip() == "":
        return backoff
    try:
        value = float(raw)
    except (TypeError, ValueError):
        return backoff        # an HTTP date or garbage: our own backoff
    if value != value:        # NaN
        return backoff
    return min(max(value, 0.0), MAX_BACKOFF)


def _unauthorized(client: Client, doing: str = "") -> str:
    plugin = client.plugin_failure()
    if plugin:
        return f"{plugin} {client.via()}"
    return (f"{client.where()} rejected the credentials{' ' + doing if doing else ''} (401 Unauthorized: "
            f"token expired or invalid) {client.via()}; log in again or refresh the kubeconfig")


def server_version(client: Client) -> str | None:
    """GET /version: also the reachability probe. Raises ClusterUnreachable on no answer or
    rejected credentials."""
    try:
        resp = client.get("/version")
    except RequestFailed as exc:
        raise ClusterUnreachable(f"cannot reach {client.where()}: {exc.why} {client.via()}") from None
    if resp.status == 401:
        raise ClusterUnreachable(_unauthorized(client))
    if resp.status in (403, 429) or resp.status >= 500:
        return None     # locked-down /version or a busy server: the lists will tell
    if resp.status != 200:
        raise ClusterUnreachable(f"{client.where()} did not answer like a Kubernetes API server "
                                 f"(GET /version: HTTP {resp.status}) {client.via()}")
    try:
        doc = resp.json()
    except (ValueError, UnicodeDecodeError):
        raise ClusterUnreachable(f"{client.where()} did not answer like a Kubernetes API server "
                                 f"(/version is not JSON) {client.via()}") from None
    return doc.get("gitVersion") if isinstance(doc, dict) else None


# ---- logs ---------------------------------------------------------------------------------

LogTarget = tuple[str, str, str]   # (namespace, pod, container)


def fetch_logs(client: Client, targets: Iterable[LogTarget], tail_lines: int = LOG_TAIL_LINES,
               max_logs: int = MAX_LOGS, previous: bool = False,
               progress: Progress | None = None) -> tuple[dict[LogTarget, str], list[str]]:
    """The last `tail_lines` lines of at most `max_logs` container logs (one request each).
    Returns (logs, warnings); a log that cannot be read is a warning, never an error."""
    logs: dict[LogTarget, str] = {}
    warnings: list[str] = []
    targets = list(dict.fromkeys(targets))
    if len(targets) > max_logs:
        warnings.append(f"{len(targets)} container logs wanted, fetched the first {max_logs} only")
        targets = targets[:max_logs]
    for i, (ns, pod, container) in enumerate(targets):
        if progress:
            progress(f"fetching logs {i + 1}/{len(targets)}: {ns}/{pod} {container}")
        query = [("container", container), ("tailLines", str(tail_lines)),
                 ("limitBytes", str(LOG_LIMIT_BYTES))]
        if previous:
            query.append(("previous", "true"))
        path = f"/api/v1/namespaces/{quote(ns, safe='')}/pods/{quote(pod, safe='')}/log"
        tail = tail_lines
        for attempt in range(4):
            try:
                resp = client.get(path, query)
            except RequestFailed as exc:
                warnings.append(f"logs of {ns}/{pod} container {container}: {exc.why}")
                resp = None
                break
            if resp.status != 200 or len(resp.body) < LOG_LIMIT_BYTES or tail <= 1 or attempt == 3:
                break
            # limitBytes keeps the START of the tail and cuts its end: the newest lines, where
            # the traceback is. Ask again for fewer lines, sized from the lines that came back.
            lines = max(resp.body.count(b"\n"), 1)
            tail = max(1, min(tail - 1, int(lines * 0.8)))
            query = [(k, str(tail) if k == "tailLines" else v) for k, v in query]
        if resp is None:
            continue
        if resp.status != 200:
            warnings.append(f"logs of {ns}/{pod} container {container}: {resp.status} {resp.status_message()[:160]}")
            continue
        if tail != tail_lines:
            warnings.append(f"logs of {ns}/{pod} container {container}: the last {tail_lines} lines exceed "
                            f"{LOG_LIMIT_BYTES >> 20} MiB; kept the last {tail} lines (the newest)")
        logs[(ns, pod, container)] = resp.body.decode("utf-8", "replace")
    return logs, warnings


def is_gpu_namespace(namespace: str) -> bool:
    """gpu-operator, nvidia-device-plugin, ml-train, team-a-training, kubeflow: yes;
    maintenance, default, kube-system: no (whole words, not substrings)."""
    low = namespace.lower()
    return "gpu" in low or "nvidia" in low or bool(set(re.split(r"[-_.]", low)) & GPU_NAMESPACE_WORDS)


def failing_containers(snap, limit: int | None = None) -> list[tuple[str, str, str]]:
    """(namespace, pod, container) of containers that are crash-looping or failed, in GPU-ish
    namespaces or in pods that request GPUs: GPU namespaces first, most restarts first."""
    from ..distributed import jobs  # noqa: F401 - registers its look before the shared pass runs
    from ..gpu import operator  # noqa: F401 - likewise
    from ..kube.first_looks import looked
    from ..kube.gpu import may_request_gpu, pod_gpu_request
    from ..kube.pods import container_statuses

    # A failing container (_is_failing: a waiting or terminated state, an init container's
    # terminated last state) is one has_stopped_container sees: when the shared pass over the
    # pods ran (doctor.kube.first_looks; the rank look below builds it anyway), only its
    # "stopped" pods, in snapshot order, are read here instead of every pod once more (at
    # 45,000 pods ~0.2 s of a live scan's CPU that a scan from files does not spend).
    stopped = looked(snap, "stopped")
    scored = []
    for pod in (stopped if stopped is not None else snap.pods):
        # most pods of a big cluster have no failing container: look at that first (the
        # namespace and GPU requests are read only for the few that do)
        if _all_running(pod):
            continue
        try:
            if not any(_is_failing(cs, init) for init in (True, False) for cs in container_statuses(pod, init=init)):
                continue
        except Exception:  # noqa: BLE001 - a malformed status: read the pod the long way below
            pass
        meta = pod.get("metadata") or {}
        ns, name = meta.get("namespace") or "", meta.get("name") or ""
        gpu_ns = is_gpu_namespace(ns)
        try:
            # may_request_gpu False: pod_gpu_request is {} (doctor.kube.gpu, tests/test_gpu_pod_index.py)
            gpu_pod = may_request_gpu(pod) and bool(pod_gpu_request(pod))
        except Exception:  # noqa: BLE001 - a malformed pod must not stop the recording
            gpu_pod = False
        if not (gpu_ns or gpu_pod):
            continue
        for init in (True, False):
            for cs in container_statuses(pod, init=init):
                if not _is_failing(cs, init):
                    continue
                restarts = cs.get("restartCount") or 0
                scored.append(((0 if gpu_ns else 1, -int(restarts) if isinstance(restarts, int) else 0),
                               (ns, name, str(cs.get("name") or ""))))
    scored.sort(key=lambda s: s[0])
    found = [t for _, t in scored if t[2]]
    seen = set(found)
    for target in _distributed_rank_containers(snap):  # hung ranks stay Running: read them too
        if target not in seen:
            seen.add(target)
            found.append(target)
    for target in _unhealthy_gpu_plugin_containers(snap):  # the plugin's log names the GPU and the Xid
        if target not in seen:
            seen.add(target)
            found.append(target)
    return found[:limit] if limit else found


def _unhealthy_gpu_plugin_containers(snap) -> list[tuple[str, str, str]]:
    """NVIDIA device plugin containers on nodes whose GPU allocatable is below capacity: the plugin
    stays Running while it marks GPUs unhealthy ("XidCriticalError: Xid=79 on Device=GPU-...; marking
    device as unhealthy."), which gpu_hardware_fault reads (issue 13)."""
    from ..gpu.operator import classify
    from ..kube.gpu import gpu_resources

    short = set()
    for node in snap.nodes:
        cap, alloc = gpu_resources(node, "capacity"), gpu_resources(node, "allocatable")
        if any(alloc.get(k, 0) < v for k, v in cap.items()):
            short.add((node.get("metadata") or {}).get("name"))
    out = []
    if not short:
        return out
    pods = snap.pods
    if all(isinstance(n, str) and n for n in short):
        # the pods of those nodes, from the snapshot's pods-by-node index (built once, read by
        # the checks too), in snapshot order: the other pods' dicts are not touched
        on_short = {id(p) for n in short for p in snap.pods_on_node(n)}
        pods = [p for p in pods if id(p) in on_short]
    for pod in pods:
        meta = pod.get("metadata") or {}
        name = meta.get("name") or ""
        if not isinstance(name, str) or "device-plugin" not in name or (pod.get("spec") or {}).get("nodeName") not in short:
            continue
        comp = classify(pod)
        if comp is None or comp.id != "device-plugin":
            continue
        for c in (pod.get("spec") or {}).get("containers") or []:
            if isinstance(c, dict) and isinstance(c.get("name"), str):
                out.append((meta.get("namespace") or "", name, c["name"]))
    return out


def _distributed_rank_containers(snap, per_job: int = 4) -> list[tuple[str, str, str]]:
    """Rank 0 and the first few other ranks of each distributed training job: NCCL and c10d
    failures usually leave the ranks Running and Ready while they hang."""
    from ..distributed.jobs import jobs_of

    try:
        jobs = jobs_of(snap)
    except Exception:  # noqa: BLE001 - a malformed job must not stop the recording
        return []
    out = []
    for job in jobs:
        for rank in job.ranks[:per_job]:
            if rank.node and rank.container.get("name"):
                out.append((rank.namespace, rank.name, str(rank.container["name"])))
    return out


def _all_running(pod: dict) -> bool:
    """True when every container status says `running` and nothing else, with no init
    containers: none of them is failing (_is_failing), read in a few lookups (a big
    cluster's pods are nearly all like that)."""
    status = pod.get("status")
    if type(status) is not dict or status.get("initContainerStatuses"):
        return False
    statuses = status.get("containerStatuses")
    if type(statuses) is not list:
        return False
    for cs in statuses:
        if type(cs) is not dict:
            return False
        state = cs.get("state")
        if type(state) is not dict or len(state) != 1 or "running" not in state:
            return False
    return True


def _is_failing(cs: dict, init: bool) -> bool:
    state = cs.get("state") or {}
    waiting = (state.get("waiting") or {}).get("reason")
    if waiting in FAILING_REASONS:
        return True
    terminated = state.get("terminated") or {}
    if terminated and (terminated.get("exitCode") or 0) != 0:
        return True
    last = (cs.get("lastState") or {}).get("terminated") or {}
    return bool(init and last and (last.get("exitCode") or 0) != 0)


# ---- the whole collection -----------------------------------------------------------------

def utc_now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _collect_node_reports(client, snap: Snapshot, progress: Progress | None) -> None:
    """GPU reports of the node agent (deploy/daemonset.yaml), read from its pods' logs. An
    agent that is not deployed or not readable makes the zombie checks skip with the reason."""
    from .agents import collect_node_reports

    try:
        reports, problems = collect_node_reports(client, progress=progress)
    except ClusterUnreachable as exc:
        snap.mark_unavailable("node_reports", FAILED, str(exc))
        return
    snap.node_reports.update(reports)
    snap.warnings.extend(f"node report {name}: {why}" for name, why in sorted(problems.items()))
    if not reports:
        snap.mark_unavailable("node_reports", NOT_INSTALLED, "no node agent pod has published a report yet")


def _fallback(client: Client, res: Resource, why: _Unavailable, namespace: str | None, page_size: int,
              progress: Progress | None, groups, snap: Snapshot):
    """A resource that could not be listed: keep the pages read before a failure (partial),
    or, when the cluster-wide list is forbidden and a namespace is known, list that namespace.
    Returns (items, served version) to keep, or (None, None) after marking it unavailable."""
    if why.kind == FORBIDDEN and namespace and res.namespaced:
        try:
            items, served, malformed = list_resource(client, res, namespace, page_size, progress, groups)
        except _Unavailable:
            pass
        else:
            snap.mark_partial(res.name, FILTERED, f"the cluster-wide list is forbidden, so only namespace "
                              f"{namespace} was read: objects in other namespaces are not in the snapshot"
                              + (f"; {malformed.reason()}" if malformed.count else ""),
                              why.message, why.rule, namespace=namespace)
            return items, served
    reason = why.reason
    if why.malformed is not None and why.malformed.count:
        reason += f"; {why.malformed.reason()}"
    if why.items:
        snap.mark_partial(res.name, why.kind, reason, why.message, why.rule)
        return why.items, res.api_version
    snap.mark_unavailable(res.name, why.kind, reason, why.message, why.rule)
    return None, None


def collect(resources: list[str], kubeconfig: str | None = None, context: str | None = None,
            progress: Progress | None = None, namespace: str | None = None, *,
            logs_for: Iterable[LogTarget] | Callable[[Snapshot], Iterable[LogTarget]] | None = None,
            max_logs: int = MAX_LOGS, tail_lines: int = LOG_TAIL_LINES,
            timeout: float | None = None, page_size: int | None = None,
            run_timeout: float | None = None, fallback_namespace: str | None = None,
            projection=None) -> Snapshot:
    """List `resources` (kubectl names: `pods`, `daemonsets.apps`, ...) from the live cluster
    into a Snapshot shaped exactly like a fixture folder. `logs_for` (a list of (ns, pod,
    container), or a function of the snapshot returning one) also fetches those logs; "logs"
    among `resources` (a check that reads logs) means the logs of failing containers in GPU
    namespaces / GPU pods (failing_containers), at most `max_logs`.

    `run_timeout` bounds the whole collection (None: $DOCTOR_TIMEOUT or DEFAULT_RUN_TIMEOUT;
    0: no limit). `fallback_namespace`: a namespaced resource whose cluster-wide list is
    forbidden is listed in that namespace instead, and marked filtered (`doctor pending`).
    `projection` (doctor/sources/projection.py, `doctor pending`): the items of the lists it
    names keep only the fields the command reads (the object asked about whole)."""
    if logs_for is None and "logs" in resources:
        logs_for = failing_containers
        resources = list(resources) + ["pods"]
    page_size = int(page_size or _env_float("DOCTOR_PAGE_SIZE", DEFAULT_PAGE_SIZE))
    started = time.monotonic()
    if run_timeout is None:
        raw = os.environ.get("DOCTOR_TIMEOUT")
        run_timeout = parse_duration(raw) if raw else DEFAULT_RUN_TIMEOUT
    client = connect(kubeconfig, context, timeout)
    # counted from here: importing the client and running an exec credential plugin are not
    # the API server's time (a plugin that hangs is the plugin's own timeout)
    deadline = Deadline(run_timeout)
    client.deadline = deadline
    # Parsed JSON holds no reference cycles, but with the cyclic GC running every page
    # (hundreds of thousands of fresh dicts and lists) triggers collections that walk
    # everything parsed so far. Measured on 60 MB of pods: json.loads 6.9 s with the GC,
    # 1.1 s without. Pause it for the collection; it is re-enabled (never left off) after.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        snap = Snapshot(sources=[f"live:{client.context or 'in-cluster'}"])
        version = server_version(client)
        observed = utc_now()
        listed: list[str] = []
        wanted = list(dict.fromkeys(r for r in resources if r not in ("logs", "node_reports")))
        known = [resource_named(n) for n in wanted]
        groups = api_groups(client) if any(r is not None and r.group for r in known) else None
        if getattr(client, "insecure", False):
            snap.warnings.append(f"TLS certificate of {client.host} not verified (insecure-skip-tls-verify "
                                 f"in the kubeconfig): anyone on the path could answer for the API server")
        for i, name in enumerate(wanted):
            res = resource_named(name)
            if name in NEVER_LISTED or (res is not None and res.name in NEVER_LISTED):
                snap.mark_unavailable(name, NOT_READ, "not read: the doctor never lists Secrets")
                continue
            if res is None:
                snap.mark_unavailable(name, FAILED, "unknown resource (not in doctor/resources.py)")
                continue
            if deadline.passed() or deadline.hung():
                snap.mark_unavailable(res.name, FAILED, deadline.why_stopped())
                continue
            if progress:
                progress(f"listing {res.name} ({i + 1}/{len(wanted)})")
            try:
                items, served, malformed = list_resource(client, res, namespace, page_size, progress, groups,
                                                         projection)
            except _Unavailable as why:
                items, served = _fallback(client, res, why, fallback_namespace if not namespace else None,
                                          page_size, progress, groups, snap)
                if items is None:
                    continue
            else:
                if namespace and res.namespaced:
                    snap.mark_partial(res.name, FILTERED, f"listed in namespace {namespace} only: objects in "
                                      f"other namespaces are not in the snapshot"
                                      + (f"; {malformed.reason()}" if malformed.count else ""), namespace=namespace)
                elif malformed.count and items:
                    # what was well-formed is kept, and the snapshot says it is not all (issue 16)
                    snap.mark_partial(res.name, FAILED, malformed.reason())
                elif malformed.count:
                    snap.mark_unavailable(res.name, FAILED, malformed.reason())
                    continue
            snap.objects[res.name] = items
            snap.recorded.add(res.name)
            listed.append(res.name)
            if served != res.api_version and not read_alike(res, served):
                snap.warnings.append(f"{res.name}: served as {served} (the doctor expects {res.api_version})")
        if deadline.passed() or deadline.hung():
            logs_for = None
        if logs_for is not None:
            targets = logs_for(snap) if callable(logs_for) else logs_for
            logs, warnings = fetch_logs(client, targets, tail_lines=tail_lines, max_logs=max_logs,
                                        progress=progress)
            snap.logs.update(logs)
            snap.warnings.extend(warnings)
        if "node_reports" in resources:
            if deadline.passed() or deadline.hung():
                snap.mark_unavailable("node_reports", FAILED, deadline.why_stopped())
            else:
                _collect_node_reports(client, snap, progress)
        snap.meta = {
            "observed_at": observed,
            "context": client.context,
            "server": client.host,
            "server_version": version,
            "resources": listed,
            "api_requests": client.requests,
            "page_size": page_size,
            "elapsed_s": round(time.monotonic() - started, 3),
        }
        if namespace:
            snap.meta["namespace"] = namespace
        if snap.unavailable:
            snap.meta["unavailable"] = dict(snap.unavailable)
        if snap.gaps:
            snap.meta["gaps"] = {name: gap.to_dict() for name, gap in sorted(snap.gaps.items())}
        if run_timeout:
            snap.meta["run_timeout_s"] = run_timeout
        if progress:
            progress("")
        return snap
    finally:
        client.close()
        # the snapshot lives until the process exits: move it out of the collector's sight
        # before turning it back on (else every later collection walks it again: a live
        # scan cost 2x the CPU of the same scan from a recording)
        gc.freeze()
        if gc_was_enabled:
            gc.enable()

