"""`doctor pending` decodes only the pod fields it reads (doctor/sources/projection.py, issue 16).
A field the code reads but the projection drops would give a silently wrong verdict, so:

- every Pending or unbound pod of every fixture is asked about with the projection and with
  full decoding (DOCTOR_FULL_DECODE=1): the same exit code, stdout (-o json, and -o text -v)
  and stderr, byte for byte;
- the keys the command reads of the other pods (the one asked about is always whole) are
  recorded on every such question and must all be declared by the projection, so a read that
  happens not to change any fixture's answer is still caught;
- bad input in a projected field is the same one-line error (exit 2) as without projection;
  `scan` and `record` still decode whole objects.
"""
from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from doctor.sources.fixtures import load_path, load_paths
from doctor.sources.projection import PENDING_POD, SHAPE, WHOLE, Projection, for_pending

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
DIRS = sorted(p for p in FIXTURES.iterdir()
              if p.is_dir() and not p.name.startswith(("_", ".")) and (p / "pods.json").is_file())


def _questions():
    out = []
    for d in DIRS:
        try:
            snap = load_path(d)
        except Exception:   # noqa: BLE001 - fixtures refused by the loader have no question
            continue
        for pod in snap.pods:
            meta, spec, status = pod.get("metadata"), pod.get("spec"), pod.get("status")
            if not isinstance(meta, dict) or not isinstance(spec, dict):
                continue
            phase = status.get("phase") if isinstance(status, dict) else None
            if phase == "Pending" or not spec.get("nodeName"):
                out.append((d, meta.get("namespace") or "default", meta.get("name"),
                            bool(spec.get("nodeName"))))
    return out


QUESTIONS = _questions()


def test_the_questions_cover_the_fixtures():
    assert len(QUESTIONS) >= 54
    assert len({q[0] for q in QUESTIONS}) >= 30
    assert sum(1 for q in QUESTIONS if not q[3]) >= 40   # unbound: the projected path


@pytest.mark.parametrize("folder,ns,name,bound", QUESTIONS,
                         ids=[f"{q[0].name}:{q[1]}/{q[2]}" for q in QUESTIONS])
def test_projection_gives_byte_identical_answers(doctor, monkeypatch, folder, ns, name, bound):
    runs = {}
    for mode in ("projected", "full"):
        if mode == "full":
            monkeypatch.setenv("DOCTOR_FULL_DECODE", "1")
        else:
            monkeypatch.delenv("DOCTOR_FULL_DECODE", raising=False)
        runs[mode] = [doctor("pending", f"{ns}/{name}", "--from", folder, "-o", "json"),
                      doctor("pending", f"{ns}/{name}", "--from", folder, "-v")]
    for projected, full in zip(runs["projected"], runs["full"]):
        assert (projected.code, projected.stdout, projected.stderr) == (full.code, full.stdout, full.stderr)
    assert runs["full"][0].code in (0, 1, 3), runs["full"][0].stderr
    assert runs["full"][1].code == runs["full"][0].code
    assert json.loads(runs["full"][0].stdout)["pod"] == {"namespace": ns, "name": name}


@pytest.mark.parametrize("folder,ns,name,bound", QUESTIONS,
                         ids=[f"{q[0].name}:{q[1]}/{q[2]}" for q in QUESTIONS])
def test_without_meta_json_too(doctor, monkeypatch, tmp_path, folder, ns, name, bound):
    """Without meta.json's observed_at the snapshot's time is the newest timestamp in the data
    (pods' condition transitions among them): the same answer with the projection."""
    import shutil

    copy = tmp_path / folder.name
    shutil.copytree(folder, copy, ignore=shutil.ignore_patterns("meta.json"))
    monkeypatch.delenv("DOCTOR_FULL_DECODE", raising=False)
    projected = doctor("pending", f"{ns}/{name}", "--from", copy, "-o", "json")
    monkeypatch.setenv("DOCTOR_FULL_DECODE", "1")
    full = doctor("pending", f"{ns}/{name}", "--from", copy, "-o", "json")
    assert (projected.code, projected.stdout, projected.stderr) == (full.code, full.stdout, full.stderr)


def test_the_projection_is_what_is_loaded():
    """The pod asked about is whole; the others keep exactly the declared fields; scan's and
    record's loader (no projection) keeps everything."""
    from doctor.sources.projection import compile_projection
    from doctor.sources.shape import SHAPES

    from doctor.sources.fixtures import _may_hold_node_reports
    from doctor.sources.projection import LEAN_POD

    typ = compile_projection(PENDING_POD, SHAPES["Pod"], "P")
    lean_typ = compile_projection(LEAN_POD, SHAPES["Pod"], "L")
    dropped = lean_pods = 0
    for folder in (FIXTURES / "pending-fragmented", FIXTURES / "demo", FIXTURES / "distributed-healthy"):
        whole = load_path(folder)
        target = next((p for p in whole.pods if (p.get("status") or {}).get("phase") == "Pending"), whole.pods[0])
        name, ns = target["metadata"]["name"], target["metadata"].get("namespace") or "default"
        lean_ok = bool(whole.meta.get("observed_at")) and not _may_hold_node_reports(folder)   # demo has node reports
        for asked_ns in (None, ns):   # -A POD (no namespace: nothing lean), NS/POD
            projected = load_paths([str(folder)], for_pending(asked_ns, name))
            assert len(projected.pods) == len(whole.pods)
            for full, got in zip(whole.pods, projected.pods):
                if full["metadata"]["name"] == name:
                    assert got == full
                elif asked_ns is not None and lean_ok and _is_lean(full, asked_ns):
                    assert got == msgspec.convert(full, lean_typ)
                    lean_pods += 1
                else:
                    assert got == msgspec.convert(full, typ)
                    dropped += got != full
        assert load_paths([str(folder)]).pods == whole.pods
    assert dropped > 10 and lean_pods >= 5
    assert not any("volumes" in p["spec"] or "livenessProbe" in str(p) for p in projected.pods
                   if p["metadata"]["name"] != name)


def _bad_pods(tmp_path: Path, field: str, value, lean: bool | None = None) -> Path:
    """pending-fragmented with `field` of a bound pod set to `value`; `lean`: True/False, a
    pod the loader decodes with LEAN_POD / with PENDING_POD when _pending_name() is asked
    about (None: the first bound pod)."""
    folder = tmp_path / "snap"
    folder.mkdir()
    src = FIXTURES / "pending-fragmented"
    for f in src.iterdir():
        if f.suffix == ".json":
            (folder / f.name).write_bytes(f.read_bytes())
    doc = json.loads((folder / "pods.json").read_text())
    asked_ns = _pending_name().split("/")[0]
    victim = next(p for p in doc["items"] if (p.get("spec") or {}).get("nodeName")
                  and (lean is None or _is_lean(p, asked_ns) == lean))
    where = victim
    parts = field.split(".")
    for part in parts[:-1]:
        where = where[int(part)] if part.isdigit() else where[part]
    where[parts[-1]] = value
    (folder / "pods.json").write_text(json.dumps(doc))
    return folder


def _is_lean(pod: dict, namespace: str) -> bool:
    from doctor.sources.projection import LEAN_POD, compile_projection, lean_candidate
    from doctor.sources.shape import SHAPES

    return lean_candidate(msgspec.convert(pod, compile_projection(LEAN_POD, SHAPES["Pod"], "L")), namespace)


def _pending_name() -> str:
    snap = load_path(FIXTURES / "pending-fragmented")
    pod = next(p for p in snap.pods if (p.get("status") or {}).get("phase") == "Pending")
    return f"{pod['metadata'].get('namespace') or 'default'}/{pod['metadata']['name']}"


@pytest.mark.parametrize("field,value,lean", [("spec.containers.0.resources", "lots", None),
                                              ("metadata.labels", ["a"], None),
                                              ("spec.nodeName", 7, None),
                                              ("spec.containers.0.resources", "lots", True),
                                              ("status.conditions.0.status", True, False),
                                              ("spec.containers.0.env", "x", False)])
def test_a_bad_projected_field_is_the_same_one_line_error(doctor, monkeypatch, tmp_path, field, value, lean):
    folder = _bad_pods(tmp_path, field, value, lean)
    projected = doctor("pending", _pending_name(), "--from", folder)
    monkeypatch.setenv("DOCTOR_FULL_DECODE", "1")
    full = doctor("pending", _pending_name(), "--from", folder)
    assert projected.code == full.code == 2
    assert projected.stderr == full.stderr
    assert len(projected.stderr.strip().splitlines()) == 1 and "Traceback" not in projected.stderr
    assert "pods.json" in projected.stderr and field.split(".")[-1] in projected.stderr


@pytest.mark.parametrize("field,value,lean", [("spec.containers.0.livenessProbe", "often", None),
                                              ("status.conditions.0.status", True, True),
                                              ("spec.containers.0.env", "x", True)])
def test_a_bad_field_pending_never_reads_is_left_to_scan(doctor, tmp_path, field, value, lean):
    """Probes are not projected: pending does not read them, so it answers; scan refuses the file.
    Nor are the conditions and env of a pod decoded lean (LEAN_POD: a Running pod of another
    namespace that only the scheduler replay reads)."""
    folder = _bad_pods(tmp_path, field, value, lean)
    answer = doctor("pending", _pending_name(), "--from", folder, "-o", "json")
    assert answer.code in (0, 1), answer.stderr
    scan = doctor("scan", "--from", folder)
    assert scan.code == 2 and field.split(".")[-1] in scan.stderr


@pytest.mark.parametrize("field,read", [("metadata.labels", True), ("spec.containers.0.livenessProbe", False)])
def test_bytes_that_are_not_utf8(doctor, monkeypatch, tmp_path, field, read):
    """In a field pending reads: the same "not UTF-8 text" line as without projection (the
    whole file is read the usual way). In one it never reads: it answers; scan refuses."""
    folder = _bad_pods(tmp_path, field, {"x": "MARK"})
    text = (folder / "pods.json").read_bytes()
    assert text.count(b"MARK") == 1
    (folder / "pods.json").write_bytes(text.replace(b"MARK", b"caf\xe9"))
    projected = doctor("pending", _pending_name(), "--from", folder, "-o", "json")
    monkeypatch.setenv("DOCTOR_FULL_DECODE", "1")
    full = doctor("pending", _pending_name(), "--from", folder, "-o", "json")
    assert full.code == 2 and "not UTF-8 text" in full.stderr
    if read:
        assert (projected.code, projected.stderr) == (full.code, full.stderr)
    else:
        assert projected.code in (0, 1) and json.loads(projected.stdout)["pod"]
        assert doctor("scan", "--from", folder).code == 2


# ---- every key read of the other pods is declared --------------------------------------------

class _Log:
    paths: set = set()


def _note(path: str) -> None:
    _Log.paths.add(path)


class _RDict(dict):
    """Records the keys read (test only: a dict subclass is not acceptable in the product
    path). `.*`: the keys were iterated or the dict compared (the whole subtree is needed);
    `.#`: its size or truth was asked."""
    __slots__ = ("_p",)
    __hash__ = None

    def __getitem__(self, k):
        _note(f"{self._p}.{k}")
        return dict.__getitem__(self, k)

    def get(self, k, d=None):
        _note(f"{self._p}.{k}")
        return dict.get(self, k, d)

    def __contains__(self, k):
        _note(f"{self._p}.{k}")
        return dict.__contains__(self, k)

    def _all(self):
        _note(f"{self._p}.*")

    def items(self):
        self._all()
        return dict.items(self)

    def values(self):
        self._all()
        return dict.values(self)

    def keys(self):
        self._all()
        return dict.keys(self)

    def __iter__(self):
        self._all()
        return dict.__iter__(self)

    def copy(self):
        self._all()
        return dict(dict.items(self))

    def __eq__(self, other):
        self._all()
        return dict.__eq__(self, other)

    def __ne__(self, other):
        self._all()
        return dict.__ne__(self, other)

    def __len__(self):
        _note(f"{self._p}.#")
        return dict.__len__(self)

    def __bool__(self):
        _note(f"{self._p}.#")
        return dict.__len__(self) > 0


class _RList(list):
    __slots__ = ("_p",)
    __hash__ = None

    def __eq__(self, other):
        _note(f"{self._p}.*")
        return list.__eq__(self, other)


def _wrap(value, path: str):
    if type(value) is dict:
        out = _RDict((k, _wrap(v, f"{path}.{k}")) for k, v in value.items())
        out._p = path
        return out
    if type(value) is list:
        out = _RList(_wrap(v, path + "[]") for v in value)
        out._p = path
        return out
    return value


def _declared(proj, path: str, objects: set, whole: set) -> None:
    if proj is WHOLE or proj is SHAPE:
        whole.add(path)
    elif isinstance(proj, list):
        objects.add(path)
        _declared(proj[0], path + "[]", objects, whole)
    else:
        objects.add(path)
        for key, sub in proj.items():
            _declared(sub, f"{path}.{key}", objects, whole)


def _covered(path: str, objects: set, whole: set) -> bool:
    if path in objects:             # a declared object read as such (its kept keys, below)
        return True
    for w in whole:
        if path == w or path.startswith((w + ".", w + "[")):
            return True
    head, _, last = path.rpartition(".")
    if last == "#":                 # truth / size of a declared object: empty either way
        return head in objects or head in whole or _covered(head, objects, whole)
    return False


@pytest.mark.parametrize("observed_at", ["meta.json", "from the data"])
def test_every_key_pending_reads_of_other_pods_is_declared(doctor, monkeypatch, observed_at):
    """Runs the real `doctor pending` (whole decode) on every unbound question with every pod
    but the one asked about wrapped in recording dicts as each --from path is read, so the
    loader's own passes (merge, absent nodes, the snapshot's time: without meta.json's
    observed_at it is the newest timestamp in the data) are recorded with the checks, the
    scheduler replay, the engine and both renderers. (Code that tests `type(x) is dict` skips a
    recording dict: those few places in doctor/scheduler/state.py and doctor/kube/requests.py
    read spec.containers[].ports, status.phase, spec.affinity, resources, which are declared.)"""
    import doctor.sources.fixtures as fixtures
    import doctor.workloads as workloads
    from doctor.kube.timeutil import parse_time
    from doctor.sources.fixtures import _may_hold_node_reports
    from doctor.sources.projection import LEAN_POD

    plain_copy, plain_load = workloads.clean_container, fixtures.load_path
    asking: list[str] = []

    def recording_copy(c):   # a shallow copy must keep recording its own keys
        out = plain_copy(c)
        if isinstance(c, _RDict):
            out = _RDict(out)
            out._p = c._p
        return out

    def recording_load(path, projection=None):
        snap = plain_load(path, projection)
        pods = snap.objects.get("pods") or []
        ns, name = asking[-1]
        # the pods the projected load decodes with LEAN_POD (Projection.lean: the snapshot's time
        # from meta.json, no node GPU reports) are recorded apart, held to LEAN_POD
        lean = (observed_at == "meta.json" and parse_time(snap.meta.get("observed_at")) is not None
                and not _may_hold_node_reports(Path(path)))
        for i, pod in enumerate(pods):
            if (pod.get("metadata") or {}).get("name") != name:
                pods[i] = _wrap(pod, "lean" if lean and _is_lean(pod, ns) else "pod")
        snap.__dict__.pop("_index", None)
        if observed_at != "meta.json":
            snap.meta.pop("observed_at", None)
        return snap

    monkeypatch.setattr(workloads, "clean_container", recording_copy)
    monkeypatch.setattr(fixtures, "load_path", recording_load)
    monkeypatch.setenv("DOCTOR_FULL_DECODE", "1")
    _Log.paths = set()
    asked = 0
    for folder, ns, name, bound in QUESTIONS:
        if bound:
            continue    # bound-but-Pending questions run every check on a whole decode
        asking.append((ns, name))
        for args in (("-o", "json"), ("-v",)):
            r = doctor("pending", f"{ns}/{name}", "--from", folder, *args)
            assert r.code in (0, 1, 3), r.stderr
        asked += 1
    assert asked >= 40
    objects: set = set()
    whole: set = set()
    _declared(PENDING_POD, "pod", objects, whole)
    _declared(LEAN_POD, "lean", objects, whole)
    missing = sorted(p for p in _Log.paths if not _covered(p, objects, whole))
    assert not missing, "read by pending, dropped by the projection: " + ", ".join(missing)
    if observed_at == "meta.json":   # the lean pods were there and read
        assert "lean.spec.nodeName" in _Log.paths and "lean.metadata.labels" in _Log.paths
    assert "pod.spec.containers[].resources.requests.*" in _Log.paths   # the recorder records
    if observed_at != "meta.json":
        assert "pod.status.conditions[].lastTransitionTime" in _Log.paths


def test_a_projection_cannot_silently_drop_what_it_calls_whole():
    from doctor.sources.projection import ProjectionError, compile_projection
    from doctor.sources.shape import SHAPES

    with pytest.raises(ProjectionError):
        compile_projection({"spec": {"containers": WHOLE}}, SHAPES["Pod"], "P")
    with pytest.raises(ProjectionError):
        compile_projection({"spec": {"volumes": {"name": WHOLE}}}, SHAPES["Pod"], "P")   # a list
    typ = compile_projection(PENDING_POD, SHAPES["Pod"], "P")
    pod = {"metadata": {"name": "a", "labels": {"x": "y"}}, "spec": {"volumes": [{}], "nodeName": "n"}}
    assert msgspec.convert(pod, typ) == {"metadata": {"name": "a", "labels": {"x": "y"}}, "spec": {"nodeName": "n"}}
    assert Projection({"pods": PENDING_POD}).decoder("nodes") is None
