"""doctor.kube.requests.pod_requests: cases from kubernetes/kubernetes
staging/src/k8s.io/component-helpers/resource/helpers_test.go (TestPodResourceRequests)
and the fit.go computePodResourceRequest comment."""
import pytest

from doctor.kube.requests import BadQuantity, pod_requests

GI = 2**30


def c(name, restart=None, **req):
    out = {"name": name, "resources": {"requests": dict(req)}}
    if restart:
        out["restartPolicy"] = restart
    return out


def p(containers=(), init=(), overhead=None, pod_level=None):
    spec = {"containers": list(containers), "initContainers": list(init)}
    if overhead:
        spec["overhead"] = overhead
    if pod_level:
        spec["resources"] = {"requests": pod_level}
    return {"spec": spec}


def test_fit_go_comment_example():
    # fit.go computePodResourceRequest: IC1 {2, 1G}, IC2 {2, 3G}; C1 {2, 1G}, C2 {1, 1G} -> {3, 3G}
    pod = p([c("c1", cpu="2", memory="1G"), c("c2", cpu="1", memory="1G")],
            [c("ic1", cpu="2", memory="1G"), c("ic2", cpu="2", memory="3G")])
    assert pod_requests(pod) == {"cpu": 3000, "memory": 3 * 10**9}


@pytest.mark.parametrize("desc,pod,expected", [
    ("restartable init container", p([c("c", cpu="1")], [c("s", "Always", cpu="1")]), {"cpu": 2000}),
    ("multiple restartable init containers",
     p([c("c", cpu="1")], [c("i1", cpu="10"), c("s1", "Always", cpu="1"), c("s2", "Always", cpu="2"),
                           c("s3", "Always", cpu="3")]),
     {"cpu": 10000}),
    ("multiple restartable and regular init containers",
     p([c("c", cpu="1")], [c("i1", cpu="5"), c("s1", "Always", cpu="1"), c("s2", "Always", cpu="2"),
                           c("i2", cpu="5"), c("s3", "Always", cpu="3")]),
     {"cpu": 8000}),
    ("restartable-init, init and regular",
     p([c("c", cpu="1")], [c("s1", "Always", cpu="1"), c("i1", cpu="5")]), {"cpu": 6000}),
    ("pod overhead is added", p([c("c", cpu="1", memory="1Gi")], overhead={"cpu": "250m", "memory": "120Mi"}),
     {"cpu": 1250, "memory": GI + 120 * 2**20}),
    ("pod-level requests replace cpu/memory, not extended resources",
     p([c("c", cpu="1", memory="1Gi", **{"nvidia.com/gpu": "2"})], pod_level={"cpu": "4", "memory": "8Gi"}),
     {"cpu": 4000, "memory": 8 * GI, "nvidia.com/gpu": 2}),
])
def test_pod_requests_table(desc, pod, expected):
    assert pod_requests(pod) == expected, desc


def test_limit_only_implies_request_and_init_gpu_max():
    pod = {"spec": {"containers": [{"name": "a", "resources": {"limits": {"nvidia.com/gpu": "2", "cpu": "500m"}}},
                                   {"name": "b", "resources": {"requests": {"nvidia.com/gpu": "1"}}}],
                    "initContainers": [{"name": "i", "resources": {"limits": {"nvidia.com/gpu": "4"}}}]}}
    assert pod_requests(pod) == {"nvidia.com/gpu": 4, "cpu": 500}


def test_bad_quantity_names_the_container():
    with pytest.raises(BadQuantity, match="'x'.*lots"):
        pod_requests({"spec": {"containers": [{"name": "x", "resources": {"requests": {"cpu": "lots"}}}]}})


def test_pod_gpu_request_follows_the_scheduler_formula():
    """A sidecar declared before an init container adds to that init container's peak
    (KEP-753): GPUs are counted by the same code as every other resource."""
    from doctor.kube.gpu import pod_gpu_request

    gpu = lambda n: {"resources": {"limits": {"nvidia.com/gpu": str(n)}}}  # noqa: E731
    pod = {"spec": {"initContainers": [{"name": "side", "restartPolicy": "Always", **gpu(1)},
                                       {"name": "warmup", **gpu(2)}],
                    "containers": [{"name": "main", **gpu(1)}]}}
    # init peak: warmup 2 + sidecar 1 = 3; running: main 1 + sidecar 1 = 2 -> 3
    assert pod_gpu_request(pod) == {"nvidia.com/gpu": 3}
    assert pod_gpu_request({"spec": {"containers": [{"name": "m", "resources": {"limits": {"nvidia.com/gpu": "lots"}}}]}}) == {}


def test_common_path_memo_gives_the_parsed_amounts_and_never_keeps_an_error():
    # the common path (no init containers, overhead, pod-level resources) looks request strings
    # up in doctor.kube.requests._AMOUNTS: the same answers on the second read, 0 kept as 0, and a
    # string that does not parse raises every time (it is never stored)
    from doctor.kube import requests as r

    def pod(**req):
        return {"spec": {"containers": [{"name": "a", "resources": {"requests": dict(req)}}]}}

    for _ in range(2):
        assert pod_requests(pod(cpu="250m", memory="1Gi")) == {"cpu": 250, "memory": GI}
        assert pod_requests(pod(cpu="0")) == {"cpu": 0}
        assert pod_requests(pod(**{"nvidia.com/gpu": "2"})) == {"nvidia.com/gpu": 2}
        with pytest.raises(BadQuantity, match="container 'a'"):
            pod_requests(pod(cpu="lots"))
    assert r._AMOUNTS["cpu"]["250m"] == 250 and "lots" not in r._AMOUNTS["cpu"]
    assert pod_requests(pod(cpu=2)) == {"cpu": 2000}   # a number, not a string: parsed, not stored
