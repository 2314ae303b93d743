"""Scrub credentials out of a recording before anything is written to disk. Pure functions:
they take plain kubectl-shaped dicts (and log text) and return scrubbed copies plus a count.

What is removed (replaced with "<redacted>"):
- env values whose NAME looks like a credential (HF_TOKEN, AWS_SECRET_ACCESS_KEY, DB_PASSWORD,
  WANDB_API_KEY, ...), anywhere in an object's spec: Pods, and every pod template (Deployments,
  StatefulSets, Jobs, DaemonSets, CRDs such as PyTorchJob/RayCluster that nest templates);
- env values, container args/commands, annotations and ConfigMap data that LOOK like a
  credential (JWTs, Hugging Face / GitHub / Slack / OpenAI / Google / AWS keys, PEM private
  keys, passwords inside URLs, long base64/hex blobs as an env value);
- ConfigMap entries whose KEY looks like a credential, `key: value` / `key=value` assignments
  of credential-named keys inside ConfigMap files and logs; all of binaryData;
- the `kubectl.kubernetes.io/last-applied-configuration` annotation (a full copy of the applied
  manifest: it can carry anything, including Secret data) and metadata.managedFields.
Secrets themselves are never listed by the doctor; if one arrives (a user's own dump), its
data values are dropped and only the key names are kept."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

REDACTED = "<redacted>"
DROPPED_ANNOTATIONS = ("kubectl.kubernetes.io/last-applied-configuration",)

# Words that make a NAME a credential when they appear as a whole word of it
# (HF_TOKEN, ssh-key, tlsCert, BASIC_AUTH) ...
_NAME_WORDS = {
    "TOKEN", "SECRET", "SECRETS", "PASSWORD", "PASSWORDS", "PASSWD", "PASS", "PASSPHRASE",
    "KEY", "KEYS", "APIKEY", "CREDENTIAL", "CREDENTIALS", "CREDS", "AUTH", "AUTHORIZATION",
    "PRIVATE", "CERT", "CERTS", "CERTIFICATE", "COOKIE", "BEARER", "JWT", "SIGNATURE", "DSN",
    "PWD", "PASSWD", "PW", "ACCOUNTKEY", "SAS", "CONNECTIONSTRING",
}
# ... or as part of a longer word (DBPASSWORD, APISECRET, MYAPIKEY, githubtoken).
_NAME_PARTS = ("PASSWORD", "PASSWD", "SECRET", "CREDENTIAL", "APIKEY", "API_KEY", "ACCESS_KEY", "ACCOUNTKEY",
               "ACCOUNT_KEY", "CONNECTION_STRING", "CONNECTIONSTRING",
               "ACCESSKEY", "PRIVATE_KEY", "PRIVATEKEY", "AUTHTOKEN", "AUTH_TOKEN", "ACCESSTOKEN",
               "ACCESS_TOKEN", "REFRESHTOKEN", "SESSIONTOKEN", "GITHUBTOKEN", "HFTOKEN")
# Names that contain a word above but are known not to hold one.
_NAME_SAFE = {"TOKENIZERS_PARALLELISM", "KEY_FILE_PATH", "PWD", "OLDPWD"}

_SPLIT = re.compile(r"[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])")

# Value shapes that are credentials wherever they appear (matched as substrings).
_TOKEN_PATTERNS = [
    re.compile(r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),   # JWT
    re.compile(r"\bhf_[A-Za-z0-9]{30,}"),                                              # Hugging Face
    re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}"),                         # GitHub
    re.compile(r"\bgithub_pat_[A-Za-z0-9_]{40,}"),
    re.compile(r"\bglpat-[A-Za-z0-9_-]{20,}"),                                         # GitLab
    re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}\b"),                      # AWS key id
    re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}"),                                    # Slack
    re.compile(r"\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}"),                             # OpenAI/Anthropic
    re.compile(r"\bAIza[0-9A-Za-z_-]{35}"),                                            # Google API key
    re.compile(r"\bnvapi-[A-Za-z0-9_-]{20,}"),                                         # NVIDIA NGC
    re.compile(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\Z)", re.S),
]
# scheme://user:PASSWORD@host
_URL_PASSWORD = re.compile(r"(\b[a-zA-Z][a-zA-Z0-9+.-]*://[^/\s:@]*:)([^@\s/]+)(@)")   # redis://:pw@host too
# `password: x`, `HF_TOKEN=x`, `"api_key": "x"` inside files and logs: the key must END with
# the credential word (so `secretName:` and `max_tokens:` are left alone).
_ASSIGNMENT = re.compile(
    r"""(?ix)
    (\b[\w.-]*?(?:password|passwd|passphrase|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key
       |account[_-]?key|shared[_-]?access[_-]?key|sas[_-]?token|sig|credentials?)
     ["']?\s*[:=]\s*["']?)
    (?!<redacted>)([^\s"',;}]{3,})""")
# `--password hunter2`, `-token abc` (the value as the next word, inside a shell string)
_FLAG_VALUE = re.compile(
    r"""(?ix)
    ((?:^|(?<=\s)|(?<=["']))--?[\w.-]*?(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key
       |private[_-]?key|account[_-]?key|credentials?)(?![\w.-]|=)\s+["']?)
    (?!<redacted>)(?!-)([^\s"';|&]{3,})""")
# `Authorization: Bearer x`, `Authorization: Basic x`, `Bearer x` whatever x looks like
_AUTH_HEADER = re.compile(r"(?i)(\b(?:authorization|proxy-authorization)\b[\"']?\s*[:=]\s*[\"']?(?:bearer|basic|token|negotiate|digest)?\s*)(?!<redacted>)([^\s\"',;]{4,})")
_BEARER = re.compile(r"(?i)(\bbearer\s+)(?!<redacted>)([A-Za-z0-9._~+/=-]{8,})")
# a credential flag with its value in the next argv word: `--password`, `-token`, `--api-key`
_CREDENTIAL_FLAG = re.compile(r"(?i)^--?[\w.-]*?(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key"
                              r"|private[_-]?key|account[_-]?key|credentials?)$")
# Every pattern above needs one of these substrings: one cheap search skips the rest for the
# ordinary strings (timestamps, names, images) that make up almost all of a cluster
_MAYBE = re.compile(r"(?i)eyJ|hf_|gh[pousr]_|github_pat_|glpat-|AKIA|ASIA|AGPA|AIDA|AROA|xox|sk-|AIza|nvapi-|-----BEGIN"
                    r"|://[^@\s]*@|bearer|authoriz|pass|pwd|secret|token|key|credential|sig")
_BLOB_B64 = re.compile(r"^[A-Za-z0-9+/_-]{40,}={0,2}$")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_BLOB_HEX = re.compile(r"^[0-9a-fA-F]{32,}$")


def is_credential_name(name: str) -> bool:
    """HF_TOKEN, AWS_SECRET_ACCESS_KEY, dbPassword, api-key, tls.crt? (no: crt is a file)."""
    if not isinstance(name, str) or not name:
        return False
    return _credential_name(name)


@lru_cache(maxsize=8192)     # the same keys (env names, status fields) come back on every object
def _credential_name(name: str) -> bool:
    upper = name.upper()
    if upper in _NAME_SAFE:
        return False
    words = {w.upper() for w in _SPLIT.split(name) if w}
    if words & _NAME_WORDS:
        return True
    squashed = upper.replace("-", "_").replace(".", "_")
    return any(part in squashed or part.replace("_", "") in squashed.replace("_", "") for part in _NAME_PARTS)


def looks_like_credential(value: str) -> bool:
    """The whole value has the shape of a credential: a known token format, or a long
    base64/hex blob with no spaces (what API keys and passwords generated by tools look like)."""
    if not isinstance(value, str):
        return False
    v = value.strip()
    if len(v) < 20:
        return False
    if v.startswith("-----BEGIN") and "PRIVATE KEY-----" in v:
        return True
    if any(c.isspace() for c in v):
        return False        # text with a credential inside: scrub_text() replaces just that part
    if any(p.fullmatch(v) for p in _TOKEN_PATTERNS) or _URL_PASSWORD.search(v):
        return True
    if _BLOB_HEX.match(v):
        return True
    if _BLOB_B64.match(v) and v.count("-") <= 2 and not _UUID.search(v):
        classes = sum(bool(re.search(p, v)) for p in (r"[a-z]", r"[A-Z]", r"[0-9]"))
        return classes >= 3 or (classes >= 2 and len(v) >= 64)
    return False


def scrub_text(text: str, assignments: bool = True) -> tuple[str, int]:
    """Replace credential-shaped substrings (and, optionally, the values of credential-named
    `key: value` / `key=value` assignments) inside free text. Returns (text, replacements)."""
    if not isinstance(text, str) or not text or not _MAYBE.search(text):
        return text, 0
    count = 0
    for pattern in _TOKEN_PATTERNS:
        text, n = pattern.subn(REDACTED, text)
        count += n
    text, n = _URL_PASSWORD.subn(lambda m: m.group(1) + REDACTED + m.group(3), text)
    count += n
    for pattern in (_AUTH_HEADER, _BEARER, _FLAG_VALUE):
        text, n = pattern.subn(lambda m: m.group(1) + REDACTED, text)
        count += n
    if assignments:
        text, n = _ASSIGNMENT.subn(lambda m: m.group(1) + REDACTED, text)
        count += n
    return text, count


class Redactor:
    """Scrubs objects in place-safe copies and counts what it replaced."""

    def __init__(self) -> None:
        self.count = 0
        self.by_kind: dict[str, int] = {}     # where values were redacted: env, args, annotations, ...
        self._where = "spec"

    def _bump(self, n: int = 1, where: str | None = None) -> None:
        self.count += n
        key = where or self._where
        self.by_kind[key] = self.by_kind.get(key, 0) + n

    # -- objects -------------------------------------------------------------------------
    def object(self, obj: dict) -> dict:
        """A scrubbed copy of one kubectl-shaped object (any kind)."""
        if not isinstance(obj, dict):
            return obj
        kind = obj.get("kind")
        out = dict(obj)
        if isinstance(obj.get("metadata"), dict):
            self._where = "annotations"
            out["metadata"] = self._metadata(obj["metadata"])
        if kind == "Secret":
            self._where = "secret data"
            return self._secret(out)
        if kind == "ConfigMap":
            self._where = "configmap data"
            out = self._configmap(out)
        if "spec" in obj:
            self._where = "spec"
            out["spec"] = self._walk(obj["spec"])
        if kind in ("ControllerRevision",) and "data" in obj:
            self._where = "spec"
            out["data"] = self._walk(obj["data"])
        if "status" in obj and isinstance(obj["status"], (dict, list)):
            # termination messages, condition messages, a CRD's free-form status
            self._where = "status"
            out["status"] = self._walk(obj["status"], free_text=True)
        if kind == "Event":
            self._where = "event messages"
            for key in ("message", "note"):
                if key in obj:
                    out[key] = self._scrub(obj[key], assignments=True)
        for key, value in obj.items():   # anything else at the top (a CRD's own fields)
            if key not in out or out[key] is not value or key in ("apiVersion", "kind", "metadata", "spec", "status",
                                                                  "data", "binaryData", "stringData", "message", "note"):
                continue
            if isinstance(value, (dict, list)):
                self._where = "other fields"
                out[key] = self._walk(value, free_text=True)
        return out

    def _metadata(self, meta: dict) -> dict:
        out = {k: v for k, v in meta.items() if k != "managedFields"}
        annotations = meta.get("annotations")
        if isinstance(annotations, dict):
            clean = {}
            for key, value in annotations.items():
                if key in DROPPED_ANNOTATIONS:
                    self._bump()
                    continue
                last = key.rsplit("/", 1)[-1] if isinstance(key, str) else ""
                if isinstance(value, str) and value not in ("true", "false", "") and is_credential_name(last) \
                        and not _is_boolish(value):
                    clean[key] = REDACTED
                    self._bump()
                    continue
                clean[key] = self._scrub(value, assignments=True)
            out["annotations"] = clean
        return out

    def _secret(self, obj: dict) -> dict:
        keys = sorted(set(obj.get("data") or {}) | set(obj.get("stringData") or {}))
        out = {k: v for k, v in obj.items() if k not in ("data", "stringData")}
        if keys:
            out["data"] = {k: REDACTED for k in keys}
            self._bump(len(keys))
        return out

    def _configmap(self, obj: dict) -> dict:
        data = obj.get("data")
        if isinstance(data, dict):
            clean = {}
            for key, value in data.items():
                if is_credential_name(_stem(key)) or looks_like_credential(value):
                    clean[key] = REDACTED
                    self._bump()
                else:
                    clean[key] = self._scrub(value, assignments=True)
            obj["data"] = clean
        binary = obj.get("binaryData")
        if isinstance(binary, dict) and binary:
            obj["binaryData"] = {k: REDACTED for k in binary}
            self._bump(len(binary))
        return obj

    def _walk(self, node: Any, free_text: bool = False, depth: int = 0) -> Any:
        """Copy a spec, scrubbing every `env` list and container args/command on the way
        (so any CRD that nests pod templates is covered without knowing its shape).
        free_text: also scrub every string (status messages, a CRD's free-form fields)."""
        if depth > 200:
            return node
        if isinstance(node, dict):
            out = {}
            where = self._where
            for key, value in node.items():
                if key == "env" and isinstance(value, list):
                    self._where = "env"
                    out[key] = [self._env_var(e) for e in value]
                elif key in ("args", "command") and isinstance(value, list):
                    self._where = "args"
                    out[key] = self._argv(value)
                elif isinstance(value, (dict, list)):
                    out[key] = self._walk(value, free_text, depth + 1)
                elif free_text and isinstance(value, str):
                    if isinstance(key, str) and is_credential_name(key) and not _is_reference_key(key) \
                            and value and not _is_boolish(value) and len(value) >= 3:
                        out[key] = REDACTED
                        self._bump()
                    else:
                        out[key] = self._scrub(value, assignments=True)
                else:
                    out[key] = value
                self._where = where
            return out
        if isinstance(node, list):
            return [self._walk(v, free_text, depth + 1) if isinstance(v, (dict, list))
                    else (self._scrub(v, assignments=True) if free_text and isinstance(v, str) else v) for v in node]
        return node

    def _argv(self, words: list) -> list:
        """Container args/command: each word scrubbed (`--token=x`, `sh -c "... --password x"`),
        and the word after a credential flag given alone (`--password`, `x`)."""
        out = []
        hide_next = False
        for word in words:
            if not isinstance(word, str):
                out.append(word)
                hide_next = False
                continue
            if hide_next and word and not word.startswith("-"):
                out.append(REDACTED)
                self._bump()
                hide_next = False
                continue
            hide_next = bool(_CREDENTIAL_FLAG.match(word))
            out.append(self._scrub(word, assignments=True))
        return out

    def _env_var(self, entry: Any) -> Any:
        if not isinstance(entry, dict) or "value" not in entry:
            return entry
        value = entry.get("value")
        if not isinstance(value, str) or value == "" or value == REDACTED:
            return entry
        name = entry.get("name") or ""
        if (is_credential_name(name) and not _is_boolish(value) and not _is_path_setting(name, value)) \
                or looks_like_credential(value):
            self._bump()
            return {**entry, "value": REDACTED}
        scrubbed = self._scrub(value, assignments=True)   # JSON/URL/`key=value` settings inside a value
        return entry if scrubbed is value else {**entry, "value": scrubbed}

    def _scrub(self, value: Any, assignments: bool) -> Any:
        if not isinstance(value, str) or len(value) < 8:
            return value
        text, n = scrub_text(value, assignments=assignments)
        if n:
            self._bump(n)
            return text
        return value

    # -- logs ----------------------------------------------------------------------------
    def log(self, text: str) -> str:
        scrubbed, n = scrub_text(text, assignments=True)
        if n:
            self._bump(n, "logs")
        return scrubbed


_REFERENCE_WORDS = {"NAME", "NAMES", "NAMESPACE", "REF", "REFS", "PATH", "FILE", "DIR", "TYPE", "KIND", "COUNT",
                    "ID", "UID", "VERSION", "RESOURCE", "EXPIRATION", "EXPIRES", "EXPIRY", "TTL", "HASH", "READY",
                    "TIME", "TIMESTAMP", "STATUS", "STATE", "REASON", "MESSAGE", "SOURCE", "TEMPLATE", "MODE"}


def _is_reference_key(key: str) -> bool:
    """secretName, tokenSecretRef, certificateExpiration: they name or describe a credential,
    they do not hold one."""
    words = [w.upper() for w in _SPLIT.split(key) if w]
    return bool(words) and words[-1] in _REFERENCE_WORDS


def _stem(key: str) -> str:
    """ConfigMap key `db-password.txt` -> `db-password`."""
    return key.rsplit(".", 1)[0] if "." in key else key


_PATH_VALUE = re.compile(r"^/[\w./-]+$")


def _is_path_setting(name: str, value: str) -> bool:
    """SSL_CERT_FILE=/etc/ssl/certs/ca.pem names a file, it is not the credential."""
    words = {w.upper() for w in _SPLIT.split(name) if w}
    return bool(words & {"FILE", "PATH", "DIR", "FILENAME"}) and bool(_PATH_VALUE.match(value.strip()))


def _is_boolish(value: str) -> bool:
    return value.strip().lower() in ("true", "false", "yes", "no", "0", "1", "enabled", "disabled", "none")


def redact_object(obj: dict) -> dict:
    """A scrubbed copy of one object."""
    return Redactor().object(obj)
