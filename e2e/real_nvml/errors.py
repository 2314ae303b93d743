"""Make real GPU-stack failures happen on a machine with an NVIDIA GPU and keep what each printed.

Each scenario sets up one known cause (too big an allocation, no visible device, a rendezvous
host that does not resolve, ...) and runs a real library (PyTorch, CuPy, JAX, Triton, NCCL
through torch.distributed, nvcc) in a child process; the cause is known because we made it,
so each text's label is not a guess. The texts then go to `doctor explain` elsewhere; this
script does not run it.

    OUT=/tmp/out python3 e2e/real_nvml/errors.py      # writes $OUT/errors.json

Only the machine's own state is touched: GPU memory is allocated and freed by the child, and
the one scenario that shrinks /dev/shm restores it."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

OUT = os.environ.get("OUT") or "/tmp/real_errors_out"
PY = sys.executable

TORCH_OOM = "import torch; torch.empty(400 * 2**30, dtype=torch.uint8, device='cuda')"
CUPY_OOM = "import cupy; cupy.empty(400 * 2**30, dtype='u1')"
JAX_OOM = "import jax.numpy as jnp; x = jnp.zeros((400 * 2**30,), dtype=jnp.uint8); x.block_until_ready()"
TORCH_FILL_THEN_MATMUL = """
import torch
a = torch.randn(64, 64, device='cuda')
free, total = torch.cuda.mem_get_info()
hold = torch.empty(free - 4 * 2**20, dtype=torch.uint8, device='cuda')
print((a @ a).sum().item())
"""
TORCH_NO_DEVICE = "import torch; torch.zeros(1).cuda()"
TORCH_BAD_ORDINAL = "import torch; torch.zeros(1, device='cuda:3')"
CUPY_NO_DEVICE = "import cupy; cupy.zeros(1)"
JAX_NO_DEVICE = "import jax; print(jax.devices('cuda'))"
TORCH_DNS = """
import datetime, torch.distributed as dist
dist.init_process_group('nccl', init_method='tcp://gpu-doctor-no-such-host.invalid:29500', rank=0, world_size=2,
                        timeout=datetime.timedelta(seconds=20))
"""
TORCH_STORE_UNREACHABLE = """
import datetime, torch.distributed as dist
dist.init_process_group('nccl', init_method='tcp://127.0.0.1:29533', rank=1, world_size=2,
                        timeout=datetime.timedelta(seconds=10))
"""
TORCH_PEERS_NEVER_JOIN = """
import datetime, torch.distributed as dist
dist.init_process_group('nccl', init_method='tcp://127.0.0.1:29534', rank=0, world_size=2,
                        timeout=datetime.timedelta(seconds=10))
"""
NCCL_DUPLICATE_GPU = """
import os, datetime, torch, torch.distributed as dist
rank = int(os.environ['RANK'])
torch.cuda.set_device(0)
dist.init_process_group('nccl', init_method='tcp://127.0.0.1:29535', rank=rank, world_size=2,
                        timeout=datetime.timedelta(seconds=30), device_id=torch.device('cuda:0'))
t = torch.ones(1, device='cuda:0')
dist.all_reduce(t)
torch.cuda.synchronize()
print('all_reduce done', t.item())
"""
NCCL_NO_IFNAME = """
import os, datetime, torch, torch.distributed as dist
torch.cuda.set_device(0)
dist.init_process_group('nccl', init_method='tcp://127.0.0.1:29536', rank=0, world_size=1,
                        timeout=datetime.timedelta(seconds=30), device_id=torch.device('cuda:0'))
t = torch.ones(1, device='cuda:0')
dist.all_reduce(t)
torch.cuda.synchronize()
print('all_reduce done', t.item())
"""
TRITON_SHARED_MEMORY = """
import torch, triton, triton.language as tl

@triton.jit
def big(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(x_ptr + offs[:, None] * BLOCK + offs[None, :])
    b = tl.load(x_ptr + BLOCK * BLOCK + offs[:, None] * BLOCK + offs[None, :])
    c = tl.load(x_ptr + 2 * BLOCK * BLOCK + offs[:, None] * BLOCK + offs[None, :])
    d = tl.dot(a, b) + tl.dot(b, c).to(tl.float32)
    tl.store(y_ptr + offs[:, None] * BLOCK + offs[None, :], d)

x = torch.randn(3 * 256, 256, device='cuda', dtype=torch.float16)
y = torch.empty(256, 256, device='cuda', dtype=torch.float32)
big[(1,)](x, y, BLOCK=256, num_stages=1)
torch.cuda.synchronize()
"""
DATALOADER_SHM = """
import torch
from torch.utils.data import DataLoader, Dataset

class Big(Dataset):
    def __len__(self): return 64
    def __getitem__(self, i): return torch.ones(64, 1024, 1024)

for batch in DataLoader(Big(), batch_size=4, num_workers=2):
    pass
print('loaded')
"""
CUPY_CUBIN_FOR_AMPERE = """
import os, subprocess, tempfile, cupy
d = tempfile.mkdtemp()
cu, cubin = os.path.join(d, 'k.cu'), os.path.join(d, 'k.cubin')
open(cu, 'w').write('extern "C" __global__ void k(float *x) { x[threadIdx.x] = 1.0f; }')
subprocess.run(['nvcc', '-cubin', '-arch=sm_80', '-o', cubin, cu], check=True)
k = cupy.RawModule(path=cubin).get_function('k')
x = cupy.zeros(32, dtype='f4')
k((1,), (32,), (x,))
cupy.cuda.Device().synchronize()
"""
NCCL_FORCED_IB = NCCL_NO_IFNAME.replace("29536", "29537")
TORCH_PORT_IN_USE = """
import socket, datetime, torch.distributed as dist
taken = socket.socket()
taken.bind(('127.0.0.1', 29538))
taken.listen()
dist.init_process_group('nccl', init_method='tcp://127.0.0.1:29538', rank=0, world_size=1,
                        timeout=datetime.timedelta(seconds=10))
"""
NUMBA_NO_DEVICE = "from numba import cuda; print(cuda.to_device([1.0]))"
NUMBA_OOM = "from numba import cuda; cuda.device_array(400 * 2**30, dtype='u1')"
OLD_ARCH_CU = "__global__ void k(float *x) { x[threadIdx.x] = 1.0f; }\nint main() { return 0; }\n"

# (id, category the cause belongs to, what was set up, argv or code, extra env, shrink /dev/shm?)
SCENARIOS = [
    ("torch-oom", "gpu_oom", "PyTorch allocates 400 GiB on a 141 GB GPU", TORCH_OOM, {}, False),
    ("cupy-oom", "gpu_oom", "CuPy allocates 400 GiB on a 141 GB GPU", CUPY_OOM, {}, False),
    ("jax-oom", "gpu_oom", "JAX allocates 400 GiB on a 141 GB GPU", JAX_OOM, {}, False),
    ("torch-fill-then-matmul", "gpu_oom",
     "PyTorch fills the GPU but 4 MiB, then multiplies two 64x64 matrices (cuBLAS needs a handle and workspace)",
     TORCH_FILL_THEN_MATMUL, {}, False),
    ("torch-no-device", "no_device_visible", "PyTorch with CUDA_VISIBLE_DEVICES empty", TORCH_NO_DEVICE,
     {"CUDA_VISIBLE_DEVICES": ""}, False),
    ("torch-bad-ordinal", "no_device_visible", "PyTorch asks for cuda:3 on a one-GPU machine", TORCH_BAD_ORDINAL, {}, False),
    ("cupy-no-device", "no_device_visible", "CuPy with CUDA_VISIBLE_DEVICES empty", CUPY_NO_DEVICE,
     {"CUDA_VISIBLE_DEVICES": ""}, False),
    ("jax-no-device", "no_device_visible", "JAX with CUDA_VISIBLE_DEVICES empty", JAX_NO_DEVICE,
     {"CUDA_VISIBLE_DEVICES": ""}, False),
    ("torch-visible-bad-uuid", "no_device_visible", "PyTorch with CUDA_VISIBLE_DEVICES naming a GPU UUID that is not there",
     TORCH_NO_DEVICE, {"CUDA_VISIBLE_DEVICES": "GPU-00000000-1111-2222-3333-444444444444"}, False),
    ("torch-rendezvous-dns", "dns_resolution", "torch.distributed init_method names a host that does not resolve",
     TORCH_DNS, {}, False),
    ("torch-store-unreachable", "rendezvous_unreachable",
     "rank 1 connects to a TCPStore on a port where no rank 0 listens", TORCH_STORE_UNREACHABLE, {}, False),
    ("torch-peer-never-joins", "rendezvous_unreachable", "rank 0 of 2 waits; rank 1 never starts",
     TORCH_PEERS_NEVER_JOIN, {}, False),
    ("nccl-duplicate-gpu", "duplicate_gpu", "two NCCL ranks on the same GPU", NCCL_DUPLICATE_GPU,
     {"NCCL_DEBUG": "WARN"}, False),
    ("nccl-no-socket-interface", "no_socket_interface", "NCCL_SOCKET_IFNAME names an interface the machine lacks",
     NCCL_NO_IFNAME, {"NCCL_SOCKET_IFNAME": "ib-doesnotexist0", "NCCL_DEBUG": "WARN"}, False),
    ("triton-shared-memory", "gpu_shared_memory_insufficient",
     "a Triton kernel whose 256x256 fp16 tiles need more shared memory than the SM has", TRITON_SHARED_MEMORY, {}, False),
    ("dataloader-small-shm", "shm_insufficient", "PyTorch DataLoader workers with /dev/shm shrunk to 16 MiB",
     DATALOADER_SHM, {}, True),
    ("cupy-cubin-for-ampere", "no_kernel_image_arch",
     "CuPy loads a kernel built only as sm_80 machine code (no PTX) on the sm_90 GPU", CUPY_CUBIN_FOR_AMPERE, {}, False),
    ("nccl-forced-ib", "ib_unavailable", "NCCL_NET=IB on a machine with no InfiniBand device", NCCL_FORCED_IB,
     {"NCCL_NET": "IB", "NCCL_DEBUG": "WARN"}, False),
    ("torch-port-in-use", "rendezvous_unreachable", "rank 0's TCPStore port is already taken by another socket",
     TORCH_PORT_IN_USE, {}, False),
    ("numba-no-device", "no_device_visible", "Numba with CUDA_VISIBLE_DEVICES empty", NUMBA_NO_DEVICE,
     {"CUDA_VISIBLE_DEVICES": ""}, False),
    ("numba-oom", "gpu_oom", "Numba allocates 400 GiB on a 141 GB GPU", NUMBA_OOM, {}, False),
    ("nvcc-sm35", "cuda_toolkit_arch_unsupported", "nvcc 13 asked to build for sm_35 (Kepler)",
     ["nvcc", "-arch=sm_35", "-o", "/tmp/k", "{cu}"], {}, False),
]


def run(code_or_argv, extra_env: dict, timeout: int = 120) -> tuple[int | None, str, float]:
    env = {**os.environ, **extra_env}
    if isinstance(code_or_argv, str):
        # a file, not -c: Triton's @jit reads its function's source (inspect.getsourcelines)
        fd, path = tempfile.mkstemp(suffix=".py", prefix="scenario_")
        with os.fdopen(fd, "w") as fh:
            fh.write(code_or_argv)
        argv = [PY, path]
    else:
        argv = code_or_argv
    start = time.monotonic()
    try:
        proc = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=timeout)
        return proc.returncode, proc.stdout[-3000:] + proc.stderr[-12000:], time.monotonic() - start
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"").decode("utf-8", "replace") if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        err = (exc.stderr or b"").decode("utf-8", "replace") if isinstance(exc.stderr, bytes) else (exc.stderr or "")
        return None, out[-3000:] + err[-12000:], time.monotonic() - start
    except OSError as exc:
        return 127, f"{type(exc).__name__}: {exc}", time.monotonic() - start


def main() -> int:
    os.makedirs(OUT, exist_ok=True)
    only = set(sys.argv[1:])
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        cu = os.path.join(tmp, "k.cu")
        with open(cu, "w") as fh:
            fh.write(OLD_ARCH_CU)
        for sid, category, setup, what, extra, small_shm in SCENARIOS:
            if only and sid not in only:
                continue
            if isinstance(what, list):
                what = [a.replace("{cu}", cu) for a in what]
            if sid == "nccl-duplicate-gpu":
                peer = subprocess.Popen([PY, "-c", what], env={**os.environ, **extra, "RANK": "1"},
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                extra = {**extra, "RANK": "0"}
            if small_shm:
                subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", "/dev/shm"], check=False)
            try:
                rc, text, secs = run(what, extra)
            finally:
                if small_shm:
                    subprocess.run(["umount", "/dev/shm"], check=False)
                if sid == "nccl-duplicate-gpu":
                    peer.kill()
                    peer.wait()
            results.append({"id": sid, "category": category, "setup": setup, "env": extra,
                            "rc": rc, "seconds": round(secs, 1), "text": text})
            print(f"{sid}: rc={rc} {secs:.1f}s {text.strip().splitlines()[-1][:150] if text.strip() else ''}",
                  flush=True)
    with open(os.path.join(OUT, "errors.json"), "w") as fh:
        json.dump(results, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
