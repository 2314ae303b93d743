"""Lists are asked for with Accept-Encoding: gzip (the API server compresses bodies over
128 KiB); the snapshot is the same object for object, with far fewer bytes on the wire."""
from __future__ import annotations

from doctor.sources.live import collect

RESOURCES = ["nodes", "pods", "events", "daemonsets.apps"]


def test_gzip_lists_decode_to_the_same_snapshot(api, kubeconfig):
    api.gzip_min_bytes = 10 ** 12          # never compress: what identity costs
    plain = collect(RESOURCES, kubeconfig=kubeconfig, page_size=0)
    identity_bytes = api.json_bytes_sent
    api.json_bytes_sent = 0
    api.gzip_min_bytes = 0                 # compress every JSON body
    gz = collect(RESOURCES, kubeconfig=kubeconfig, page_size=0)
    assert gz.objects == plain.objects and gz.objects["pods"]
    assert api.json_bytes_sent * 4 < identity_bytes, (api.json_bytes_sent, identity_bytes)
