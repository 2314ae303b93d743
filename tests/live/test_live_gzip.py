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


def test_inflate_gives_zlibs_bytes_and_zlibs_words():
    """_gunzip: zlib's bytes, and a corrupt or truncated body worded by zlib in one phrase."""
    import gzip
    import zlib

    import pytest

    from doctor.sources.live import RequestFailed, _gunzip

    body = b'{"kind":"PodList","items":[' + b",".join(b'{"metadata":{"name":"p%d"}}' % i for i in range(20000)) + b"]}"
    packed = gzip.compress(body, 1)
    assert _gunzip(packed) == body == zlib.decompress(packed, 31)
    for bad, words in ((packed[:len(packed) // 2], "incomplete or truncated stream"),
                       (packed[:-8] + b"\0\0\0\0" + packed[-4:], "incorrect data check"),
                       (b"\x1f\x8bxxxx", "unknown compression method")):
        with pytest.raises(RequestFailed) as err:
            _gunzip(bad)
        assert err.value.why.startswith("corrupt gzip body (Error -") and words in err.value.why


def test_inflate_sizes_its_buffer_from_the_trailer_within_bounds():
    """_gunzip sizes zlib's output buffer from the gzip trailer (ISIZE); a trailer that lies (a
    proxy's or a hostile server's) is refused in zlib's words, and a lie of 4 GiB reserves no
    4 GiB buffer before zlib notices: the hint is used only when it is within deflate's
    1032:1 ratio of the body and 256 MiB."""
    import gzip
    import tracemalloc

    import pytest

    from doctor.sources.live import RequestFailed, _gunzip

    body = b'{"kind":"PodList","items":[' + b",".join(b'{"metadata":{"name":"p%d"}}' % i for i in range(5000)) + b"]}"
    packed = gzip.compress(body, 1)
    assert int.from_bytes(packed[-4:], "little") == len(body) and _gunzip(packed) == body
    assert _gunzip(packed + b"\0" * 8) == body        # trailing zeros after the member, as zlib reads them
    for size in (2**32 - 1, len(body) + 1, 1032 * len(packed) - 1):
        lie = packed[:-4] + size.to_bytes(4, "little")
        tracemalloc.start()
        try:
            with pytest.raises(RequestFailed) as err:
                _gunzip(lie)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert "incorrect length check" in err.value.why, err.value.why
        assert peak < 1032 * len(packed) + (1 << 20), (size, peak)
