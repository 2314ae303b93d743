"""A .json file is parsed from its memory map by msgspec (issue 16: no copy of the file, no
separate UTF-8 pass); whatever msgspec refuses is read again the usual way, so the one-line
errors are the ones the bytes path gave."""
from __future__ import annotations

import json

import pytest

POD = {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p", "namespace": "ns"},
       "spec": {"containers": [{"name": "c", "image": "x"}]}, "status": {"phase": "Running"}}


def _pods(tmp_path, body: bytes):
    d = tmp_path / "rec"
    d.mkdir()
    (d / "pods.json").write_bytes(body)
    return d


@pytest.mark.parametrize("bad, where", [
    (b"\xff", "in a string"), (b"\xed\xa0\x80", "an encoded surrogate"), (b"\xc0\x80", "overlong"),
    (b"\xf4\x90\x80\x80", "past U+10FFFF"), (b"\xe2\x82", "truncated sequence")])
def test_bad_utf8_in_a_string_is_the_same_line(doctor, tmp_path, bad, where):
    text = json.dumps({"kind": "List", "items": [POD]}).encode()
    body = text.replace(b'"image": "x"', b'"image": "x' + bad + b'"')
    r = doctor("scan", "--from", _pods(tmp_path, body), "-o", "json")
    at = body.index(bad)
    assert r.code == 2, where
    assert r.stderr.strip().splitlines() == [
        f"doctor: error: {tmp_path / 'rec' / 'pods.json'}: not UTF-8 text (byte {at}: {body[at:at + 1]!r})"], r.stderr


@pytest.mark.parametrize("body, says", [
    (b"", "empty file"), (b"  \n", "empty file"), (b'{"kind": "List", "items": [', "invalid JSON at line 1"),
    (b'{"kind": "List", "items": []} {"kind": "List"}', None),   # a stream of documents: read as such
])
def test_what_msgspec_refuses_is_read_the_usual_way(doctor, tmp_path, body, says):
    r = doctor("scan", "--from", _pods(tmp_path, body), "-o", "json")
    if says is None:
        assert "Traceback" not in r.stderr and "invalid JSON" not in r.stderr
    else:
        assert r.code == 2 and says in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_a_good_file_reads_the_same_through_the_map(tmp_path):
    from doctor.sources.fixtures import load_paths

    body = json.dumps({"kind": "PodList", "apiVersion": "v1", "items": [POD, {**POD, "metadata": {"name": "q", "namespace": "ns"}}]},
                      ensure_ascii=False).encode()
    snap = load_paths([str(_pods(tmp_path, body))])
    assert [p["metadata"]["name"] for p in snap.pods] == ["p", "q"]
    assert snap.pods[0] == {**POD}
