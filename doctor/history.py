"""Scan history in SQLite (stdlib sqlite3, no server): what is new, still open and resolved
since the previous scan of the same cluster. Fingerprints (Finding.fingerprint) are stable
across runs, so a finding that keeps its fingerprint is the same problem, still open."""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from .errors import InputError

SCHEMA_VERSION = 1

_DDL = """
CREATE TABLE IF NOT EXISTS scans (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    cluster       TEXT NOT NULL,
    observed_at   TEXT NOT NULL,
    recorded_at   TEXT NOT NULL,
    sources       TEXT NOT NULL,
    critical      INTEGER NOT NULL DEFAULT 0,
    warning       INTEGER NOT NULL DEFAULT 0,
    info          INTEGER NOT NULL DEFAULT 0,
    new_count     INTEGER NOT NULL DEFAULT 0,
    open_count    INTEGER NOT NULL DEFAULT 0,
    resolved_count INTEGER NOT NULL DEFAULT 0,
    previous_id   INTEGER,
    checks        TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS scans_cluster ON scans (cluster, id);
CREATE TABLE IF NOT EXISTS findings (
    scan_id     INTEGER NOT NULL REFERENCES scans(id) ON DELETE CASCADE,
    fingerprint TEXT NOT NULL,
    "check"     TEXT NOT NULL,
    severity    TEXT NOT NULL,
    title       TEXT NOT NULL,
    status      TEXT NOT NULL,
    PRIMARY KEY (scan_id, fingerprint)
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


@dataclass
class ScanHistory:
    """The outcome of recording one scan."""

    scan_id: int
    cluster: str
    previous_id: int | None
    status: dict[str, str] = field(default_factory=dict)   # fingerprint -> "new" | "open"
    resolved: list[dict] = field(default_factory=list)     # {id, check, severity, title}
    first_seen: dict[str, str] = field(default_factory=dict)  # fingerprint -> observed_at of the scan
    #                                 that opened its current run of consecutive scans (this one when new)

    @property
    def counts(self) -> dict[str, int]:
        new = sum(1 for s in self.status.values() if s == "new")
        return {"new": new, "open": len(self.status) - new, "resolved": len(self.resolved)}

    def to_dict(self) -> dict:
        return {"scan_id": self.scan_id, "cluster": self.cluster,
                "previous_scan_id": self.previous_id, **self.counts}

    def line(self) -> str:
        c = self.counts
        since = f"since scan #{self.previous_id}" if self.previous_id else "first scan of this cluster"
        from .render.safe import line

        return (f"history: {c['new']} new, {c['open']} still open, {c['resolved']} resolved "
                f"({since}; recorded as scan #{self.scan_id} of {line(self.cluster, 200)})")


def cluster_of(snapshot) -> str:
    """The cluster a scan is about: the kube context when known, else the sources."""
    context = (snapshot.meta or {}).get("context")
    if isinstance(context, str) and context:
        return context
    return ",".join(sorted(str(s) for s in snapshot.sources)) or "live"


def connect(path: str | Path, create: bool = True) -> sqlite3.Connection:
    p = Path(path)
    if not create and not p.is_file():
        raise InputError(f"{p}: no such history database (run `doctor scan --history {p}` first)")
    if create and p.parent and not p.parent.exists():
        raise InputError(f"{p}: folder {p.parent} does not exist")
    try:
        conn = sqlite3.connect(str(p), timeout=30)
        conn.execute("PRAGMA foreign_keys = ON")
        if create:
            conn.executescript(_DDL)
            conn.execute("INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', ?)",
                         (str(SCHEMA_VERSION),))
            conn.commit()
        else:
            conn.execute("SELECT 1 FROM scans LIMIT 1").fetchall()
    except (sqlite3.Error, OSError) as exc:
        raise InputError(f"{p}: not a usable gpu-doctor history database ({exc})") from None
    return conn


def record_or_warn(path: str | Path, report, cluster: str | None = None) -> ScanHistory | None:
    """record(), but a history that cannot be read or written is a warning on stderr (the
    scan's report must never be lost to it). None when nothing was recorded."""
    import sys

    from .render.safe import line

    try:
        return record(path, report, cluster)
    except (InputError, sqlite3.Error, OSError, ValueError, TypeError) as exc:
        print(f"doctor: warning: scan history not recorded: {line(exc, 500)}", file=sys.stderr)
        return None


def record(path: str | Path, report, cluster: str | None = None) -> ScanHistory:
    """Store this scan; compare it with the previous scan of the same cluster."""
    snap = report.snapshot
    cluster = cluster or cluster_of(snap)
    conn = connect(path)
    try:
        with conn:  # one transaction
            row = conn.execute("SELECT id FROM scans WHERE cluster = ? ORDER BY id DESC LIMIT 1",
                               (cluster,)).fetchone()
            previous_id = row[0] if row else None
            before: dict[str, tuple] = {}
            if previous_id is not None:
                for fp, check, sev, title in conn.execute(
                        'SELECT fingerprint, "check", severity, title FROM findings WHERE scan_id = ?',
                        (previous_id,)):
                    before[fp] = (check, sev, title)
            current: dict[str, object] = {}
            for f in report.findings:
                current.setdefault(f.fingerprint, f)
            status = {fp: ("open" if fp in before else "new") for fp in current}
            resolved = [{"id": fp, "check": c, "severity": s, "title": t}
                        for fp, (c, s, t) in sorted(before.items()) if fp not in current]
            counts = {sev: sum(1 for f in current.values() if f.severity.value == sev)
                      for sev in ("critical", "warning", "info")}
            checks: dict[str, int] = {}
            for r in report.results:
                checks[r.status.value] = checks.get(r.status.value, 0) + 1
            new = sum(1 for s in status.values() if s == "new")
            cur = conn.execute(
                "INSERT INTO scans (cluster, observed_at, recorded_at, sources, critical, warning, info, "
                "new_count, open_count, resolved_count, previous_id, checks) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (cluster, _iso(snap.observed_at), _iso(datetime.now(timezone.utc)),
                 json.dumps(list(snap.sources) or ["live"]), counts["critical"], counts["warning"],
                 counts["info"], new, len(status) - new, len(resolved), previous_id,
                 json.dumps(checks, sort_keys=True)))
            scan_id = cur.lastrowid
            conn.executemany(
                'INSERT INTO findings (scan_id, fingerprint, "check", severity, title, status) '
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(scan_id, fp, f.check, f.severity.value, f.title, status[fp]) for fp, f in current.items()])
            first_seen = _first_seen(conn, cluster, set(current))
    except (sqlite3.Error, OSError, ValueError, TypeError) as exc:
        raise InputError(f"{path}: cannot write scan history ({exc})") from None
    finally:
        conn.close()
    return ScanHistory(scan_id, cluster, previous_id, status, resolved, first_seen)


def _first_seen(conn: sqlite3.Connection, cluster: str, fingerprints: set[str]) -> dict[str, str]:
    """When each finding was first seen in its current run: a finding is "new" in the scan that
    starts a run and "open" in every scan after it, so the latest "new" row is that start."""
    if not fingerprints:
        return {}
    # SQLite takes the bare column (observed_at) from the row that holds MAX(scan_id)
    rows = conn.execute(
        "SELECT f.fingerprint, MAX(f.scan_id), s.observed_at FROM findings f JOIN scans s ON s.id = f.scan_id "
        "WHERE s.cluster = ? AND f.status = 'new' GROUP BY f.fingerprint", (cluster,)).fetchall()
    return {fp: observed for fp, _sid, observed in rows if fp in fingerprints}


def scans(path: str | Path, cluster: str | None = None, limit: int = 50) -> list[dict]:
    """Past scans, newest first, with their new/open/resolved counts."""
    conn = connect(path, create=False)
    try:
        query = ("SELECT id, cluster, observed_at, recorded_at, sources, critical, warning, info, "
                 "new_count, open_count, resolved_count, previous_id, checks FROM scans")
        args: tuple = ()
        if cluster:
            query += " WHERE cluster = ?"
            args = (cluster,)
        query += " ORDER BY id DESC LIMIT ?"
        rows = conn.execute(query, args + (max(limit, 1),)).fetchall()
    except (sqlite3.Error, OSError, ValueError, TypeError) as exc:
        raise InputError(f"{path}: cannot read scan history ({exc})") from None
    finally:
        conn.close()
    out = []
    for (sid, cl, obs, rec, sources, crit, warn, info, new, open_, resolved, prev, checks) in rows:
        out.append({"id": sid, "cluster": cl, "observed_at": obs, "recorded_at": rec,
                    "sources": _loads(sources, []), "findings": {"critical": crit, "warning": warn, "info": info},
                    "new": new, "open": open_, "resolved": resolved, "previous_scan_id": prev,
                    "checks": _loads(checks, {})})
    return out


def findings_of(path: str | Path, scan_id: int) -> list[dict]:
    conn = connect(path, create=False)
    try:
        rows = conn.execute('SELECT fingerprint, "check", severity, title, status FROM findings '
                            "WHERE scan_id = ? ORDER BY CASE severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END, "
                            "fingerprint", (scan_id,)).fetchall()
    except (sqlite3.Error, OSError, ValueError, TypeError) as exc:
        raise InputError(f"{path}: cannot read scan history ({exc})") from None
    finally:
        conn.close()
    return [{"id": fp, "check": c, "severity": s, "title": t, "history": st} for fp, c, s, t, st in rows]


def _iso(when: datetime) -> str:
    return when.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def _loads(text: str, default):
    try:
        return json.loads(text)
    except (TypeError, ValueError):
        return default
