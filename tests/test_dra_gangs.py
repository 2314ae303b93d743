"""Issue 14 leftover: gang placement counts GPUs allocated through DRA ResourceClaims. Each
distributed / topology fixture is converted so that its GPUs come through NVIDIA's DRA driver
(the device plugin's nvidia.com/gpu becomes gpu.nvidia.com devices in ResourceSlices, each GPU
pod's request a ResourceClaim, with the object shapes of fixtures/dra-healthy), and the gang
checks must reach the same verdicts, with the same GPU numbers, as on the original. Before the
fix, ranks got 0 GPUs from claims: 'hold 0 GPU(s) idle', and no topology verdict at all."""
from __future__ import annotations

import copy, json, shutil
from pathlib import Path

FIX = Path(__file__).resolve().parent.parent / 'fixtures'
GPU = 'nvidia.com/gpu'


def _items(path: Path) -> dict:
    return json.loads(path.read_text()) if path.exists() else {'apiVersion': 'v1', 'kind': 'List', 'items': []}


def to_dra(src: Path, dst: Path) -> None:
    """A copy of fixture `src` whose GPUs come through NVIDIA's DRA driver instead of the device
    plugin: each node's nvidia.com/gpu becomes a ResourceSlice of that many gpu.nvidia.com devices
    (dra-healthy's device shape), each GPU pod's request a ResourceClaim (dra-healthy's claim shape)
    from a template, allocated on its node when the pod is bound, unallocated when it is Pending."""
    shutil.copytree(src, dst)
    dra = FIX / 'dra-healthy'
    shutil.copy(dra / 'deviceclasses.resource.k8s.io.json', dst)
    slice0 = _items(dra / 'resourceslices.resource.k8s.io.json')['items'][0]
    claim0 = _items(dra / 'resourceclaims.resource.k8s.io.json')['items'][0]
    nodes = _items(dst / 'nodes.json')
    slices = []
    for n in nodes['items']:
        count = int((n.get('status') or {}).get('allocatable', {}).get(GPU, 0) or 0)
        for sect in ('capacity', 'allocatable'):
            (n.get('status') or {}).get(sect, {}).pop(GPU, None)
        if not count:
            continue
        name = n['metadata']['name']
        s = copy.deepcopy(slice0)
        s['metadata'].update(name=f'{name}-gpu.nvidia.com-x', uid=f'slice-{name}', generateName=f'{name}-gpu.nvidia.com-')
        s['metadata']['ownerReferences'][0].update(name=name, uid=n['metadata'].get('uid') or name)
        s['spec'].update(nodeName=name)
        s['spec']['pool']['name'] = name
        dev0 = s['spec']['devices'][0]
        s['spec']['devices'] = []
        for i in range(count):
            d = copy.deepcopy(dev0)
            d['name'] = f'gpu-{i}'
            d['attributes']['uuid'] = {'string': f'GPU-{name}-{i}'}
            s['spec']['devices'].append(d)
        slices.append(s)
    pods = _items(dst / 'pods.json')
    claims, next_dev = [], {}
    for p in pods['items']:
        m, spec = p['metadata'], p['spec']
        want = 0
        for c in spec.get('containers') or []:
            res = c.get('resources') or {}
            got = [int(res.get(sect, {}).pop(GPU, 0) or 0) for sect in ('requests', 'limits')]
            if max(got):
                want += max(got)
                res['claims'] = [{'name': 'gpu'}]
                c['resources'] = res
        if not want:
            continue
        cname = f"{m['name']}-gpu-x"
        spec['resourceClaims'] = [{'name': 'gpu', 'resourceClaimTemplateName': 'gpus'}]
        p.setdefault('status', {})['resourceClaimStatuses'] = [{'name': 'gpu', 'resourceClaimName': cname}]
        cl = copy.deepcopy(claim0)
        cl['metadata'].update(name=cname, namespace=m.get('namespace', 'default'), uid=f"claim-{m.get('uid', m['name'])}",
                              generateName=f"{m['name']}-gpu-")
        cl['metadata']['ownerReferences'][0].update(name=m['name'], uid=m.get('uid', m['name']))
        cl['spec']['devices']['requests'][0]['exactly']['count'] = want
        node = spec.get('nodeName')
        if node and (p.get('status') or {}).get('phase') not in ('Succeeded', 'Failed'):
            start = next_dev.get(node, 0)
            next_dev[node] = start + want
            cl['status']['allocation']['devices']['results'] = [
                {'request': 'gpu', 'driver': 'gpu.nvidia.com', 'pool': node, 'device': f'gpu-{i}'}
                for i in range(start, start + want)]
            cl['status']['allocation']['nodeSelector']['nodeSelectorTerms'][0]['matchFields'][0]['values'] = [node]
            cl['status']['reservedFor'] = [{'resource': 'pods', 'name': m['name'], 'uid': m.get('uid', m['name'])}]
        else:
            cl['status'] = {}
        claims.append(cl)
    (dst / 'nodes.json').write_text(json.dumps(nodes))
    (dst / 'pods.json').write_text(json.dumps(pods))
    (dst / 'resourceslices.resource.k8s.io.json').write_text(json.dumps({'apiVersion': 'v1', 'kind': 'List', 'items': slices}))
    (dst / 'resourceclaims.resource.k8s.io.json').write_text(json.dumps({'apiVersion': 'v1', 'kind': 'List', 'items': claims}))
    meta_path = dst / 'meta.json'
    if meta_path.exists():
        meta = json.loads(meta_path.read_text())
        if isinstance(meta.get('resources'), list):
            meta['resources'] = sorted(set(meta['resources']) | {'resourceclaims.resource.k8s.io',
                                                               'resourceslices.resource.k8s.io',
                                                               'deviceclasses.resource.k8s.io'})
        meta_path.write_text(json.dumps(meta))


import pytest  # noqa: E402

GANG_CHECKS = ("ranks_not_all_scheduled", "gang_needs_one_domain", "job_spans_topology_domains")


def _gang_titles(doctor, folder: Path) -> list[str]:
    r = doctor("scan", "--from", str(folder), "-o", "json")
    assert r.code in (0, 1), r.stderr
    return sorted(f"{f['check']}: {f['title']}" for f in r.json()["findings"] if f["check"] in GANG_CHECKS)


@pytest.mark.parametrize("fixture", ["distributed-gang-partial", "topology-gang-spread", "topology-split-zone",
                                     "topology-clique-split", "distributed-healthy", "topology-one-zone"])
def test_gang_verdicts_are_the_same_when_gpus_come_through_dra_claims(doctor, tmp_path, fixture):
    dst = tmp_path / fixture
    to_dra(FIX / fixture, dst)
    claims = json.loads((dst / "resourceclaims.resource.k8s.io.json").read_text())["items"]
    assert claims or fixture == "topology-one-zone"
    pods = json.loads((dst / "pods.json").read_text())["items"]
    assert not any(GPU in json.dumps(c.get("resources") or {})          # no device-plugin GPU request left
                   for p in pods for c in p["spec"].get("containers") or [])
    assert _gang_titles(doctor, dst) == _gang_titles(doctor, FIX / fixture)


def test_running_ranks_hold_their_claimed_gpus(doctor, tmp_path):
    dst = tmp_path / "gang"
    to_dra(FIX / "distributed-gang-partial", dst)
    titles = _gang_titles(doctor, dst)
    assert any("2 running rank(s) hold 16 GPU(s) idle" in t for t in titles), titles


def test_rank_gpus_come_from_the_one_dra_counter(tmp_path):
    from doctor.distributed.jobs import jobs_of
    from doctor.dra.gpus import claim_gpus
    from doctor.sources.fixtures import load_paths

    dst = tmp_path / "spread"
    to_dra(FIX / "topology-gang-spread", dst)
    snap = load_paths([str(dst)])
    job = next(j for j in jobs_of(snap) if j.name == "gpt-13b")
    assert [r.gpus for r in job.ranks] == [claim_gpus(snap).pod(r.pod) for r in job.ranks]
    assert all(r.gpus == 8 for r in job.ranks)


def test_volcano_gang_placement_counts_each_members_claimed_gpus(doctor, tmp_path):
    """pending-volcano-gang: 4 members of 4 GPUs, 2 fit at once. Through DRA the members request no
    nvidia.com/gpu; placing them by CPU and memory alone said the gang fits ('is Inqueue: the gang of
    4 cannot start', no count)."""
    dst = tmp_path / "volcano"
    to_dra(FIX / "pending-volcano-gang", dst)
    r = doctor("scan", "--from", str(dst), "-o", "json")
    titles = [f["title"] for f in r.json()["findings"] if f["check"] == "pending_pods"]
    assert any(t.endswith("cannot start: only 2 of its 4 members (4 GPU(s) through DRA claims each) fit at once")
               for t in titles), titles
    orig = doctor("scan", "--from", str(FIX / "pending-volcano-gang"), "-o", "json")
    assert any("only 2 of its 4 members (4 nvidia.com/gpu each)" in f["title"] for f in orig.json()["findings"])
