"""The catalogue of known error signatures (log lines, termination messages, kernel messages,
kubelet/runtime events) that `doctor explain` and every log-reading check share, and the engine
that reads real pastes with it.

The catalogue is data: one module per family (gpu, runtime, kube, hardware, distributed) exposes
SIGNATURES, a list of Signature entries (id, category, pattern, what it means, why it usually
happens, the fix, the public source the text was copied from). Categories are the stable ids of
DESIGN.md plus the ones real texts demanded (CATEGORY_INFO); an id is never renamed.

Reading a paste (`analyse`):
- every line is cleaned of ANSI colour codes and carriage returns and matched case-insensitively;
  a line that matches nothing is also tried joined with the next line, so a message wrapped by a
  terminal, a GitHub quote or kubectl describe still matches (the match is reported on its first
  line); a hard wrap in the middle of a word is tried joined without the space;
- per line, the most specific matching signature wins (not the first in file order);
- hits are grouped into one finding per signature, with the number of lines that support it;
- findings are ranked: failures before informational context (a benign `NCCL INFO NET/IB : No
  device found` never outranks a WARN), then by causal layer (a GPU that fell off the bus explains
  a driver error, which explains a CUDA init failure, which explains the NCCL error), then by
  specificity, then by first line. Each finding names the later findings its category explains.
`scan_text` keeps the older API (hits in line order, a few per category) for the checks."""
from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable


class LazyPattern:
    """A regular expression compiled on first use: `doctor explain TEXT` must start no slower than
    `import click, rich.console` (issue 16), and compiling the whole catalogue plus the event
    parsers cost more than that; a text needs only the few patterns whose literal needles it
    contains. Reads like the re.Pattern it stands for: `.pattern` and `.flags` without compiling,
    anything else (`search`, `match`, `groupindex`, ...) compiles once and is then the compiled
    pattern's own bound method (kept on the instance: no wrapper in the hot path)."""

    compiled = 0        # how many LazyPatterns were compiled in this process (tests/test_startup.py)

    def __init__(self, pattern: str, flags: int = 0):
        self.pattern = pattern
        self.flags = re.compile("", flags).flags if flags & ~_PLAIN_FLAGS else int(flags | re.U)

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        rx = re.compile(self.pattern, self.flags)
        LazyPattern.compiled += 1
        d = self.__dict__
        for attr in ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split"):
            d[attr] = getattr(rx, attr)
        d["_compiled"] = rx
        if name == "_compiled":
            return rx
        return getattr(rx, name)

    def __eq__(self, other):
        if isinstance(other, (LazyPattern, re.Pattern)):
            return (self.pattern, self.flags) == (other.pattern, other.flags)
        return NotImplemented

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __repr__(self):
        return f"LazyPattern({self.pattern!r}, {self.flags!r})"

    def __reduce__(self):
        return LazyPattern, (self.pattern, self.flags)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


# flags whose compiled .flags is the given value plus re.UNICODE (str patterns); others (re.A, re.L,
# inline-only combinations) are normalised by re itself
_PLAIN_FLAGS = re.I | re.M | re.S | re.X | re.U


def lazy(pattern, flags: int = 0):
    """A pattern for the catalogue or a parser: a str is compiled on first use (LazyPattern); an
    already compiled re.Pattern or LazyPattern is returned as is."""
    return LazyPattern(pattern, flags) if isinstance(pattern, str) else pattern

# category id -> (causal layer: lower is closer to the root cause, one-line label,
#                 categories whose errors a hit in this category can explain)
CATEGORY_INFO: dict[str, tuple[int, str, tuple[str, ...]]] = {
    "xid_error": (0, "the GPU or its driver reported a fault (NVIDIA Xid)",
                  ("ecc_error", "driver_not_loaded", "nvml_init_failed", "no_device_visible",
                   "cuda_init_failed", "device_plugin_error", "device_admission_failed", "nccl_error",
                   "collective_timeout", "bootstrap_connect_failed", "ib_completion_error")),
    "ecc_error": (0, "uncorrectable GPU memory (ECC) error / row remapping",
                  ("cuda_init_failed", "nccl_error", "collective_timeout", "device_admission_failed")),
    "fabric_manager_not_running": (1, "NVSwitch system without a running Fabric Manager",
                                   ("cuda_init_failed", "no_device_visible", "nccl_error")),
    "driver_not_loaded": (1, "the NVIDIA kernel driver is not loaded",
                          ("nvml_init_failed", "device_plugin_error", "no_device_visible", "cuda_init_failed",
                           "container_runtime_misconfigured")),
    "driver_install_failed": (1, "the NVIDIA driver could not be installed (kernel module build, package, installer "
                                 "or the GPU Operator's driver container)",
                              ("driver_not_loaded", "device_plugin_error", "container_runtime_misconfigured",
                               "no_device_visible")),
    "driver_library_mismatch": (1, "driver user-space libraries and kernel module differ",
                                ("nvml_init_failed", "device_plugin_error", "cuda_init_failed", "no_device_visible",
                                 "cuda_driver_too_old", "nccl_error")),
    "container_runtime_misconfigured": (2, "the container runtime is not set up for NVIDIA GPUs",
                                        ("no_device_visible", "device_plugin_error", "cuda_driver_too_old",
                                         "cuda_init_failed", "nvml_init_failed", "graphics_driver_unavailable")),
    "nvml_init_failed": (2, "NVML cannot initialise or open the GPU (most often inside a container)",
                         ("device_plugin_error", "no_device_visible", "cuda_init_failed")),
    # multi-node NVLink (GB200/GH200 NVL, MNNVL): the process has no usable IMEX channel (/dev/nvidia-caps-imex-channels/
    # channelN not created on the node or not injected into the container, no ComputeDomain claim, the IMEX daemon not
    # connected), so fabric-handle memory (cuMemCreate/Export with CU_MEM_HANDLE_TYPE_FABRIC) is refused; NVIDIA's IMEX
    # guide (imexchannels.html): channels are not created by default and dependent CUDA APIs then fail with an
    # insufficient-permission error. fresh44 (NVIDIA/nccl#1925) demanded it: not the NVSwitch Fabric Manager
    "imex_channel_unavailable": (2, "multi-node NVLink without a usable IMEX channel (IMEX daemon/ComputeDomain)",
                                 ("nccl_error", "bootstrap_connect_failed", "collective_timeout")),
    # CUDA peer-to-peer access between two GPUs of one job is not available (cudaErrorPeerAccessUnsupported = 217,
    # CUDA_ERROR_PEER_ACCESS_UNSUPPORTED: "peer access is not supported between these two devices"): consumer GPUs whose
    # P2P is off in the driver, PCIe ACS/IOMMU redirecting peer traffic, a VM/passthrough topology, GPUs under different
    # root complexes; NCCL's P2P/cuMem paths, vLLM/SGLang custom all-reduce and accelerate's RTX 40 guard then fail.
    # fresh46 demanded it (7 of 45): the GPUs work one by one, so neither no_device_visible nor cuda_init_failed
    "gpu_p2p_unsupported": (2, "GPU peer-to-peer (P2P) access is not available between the job's GPUs",
                            ("nccl_error", "collective_timeout", "bootstrap_connect_failed")),
    # an NVIDIA vGPU guest driver (or GPU Operator vGPU driver container) without a licence from the NVIDIA License System
    # (nvidia-gridd cannot lease one: no client configuration token, DLS/CLS unreachable, no free licence): after the
    # grace period the driver restricts the GPU (CUDA throttled, then disabled). NVIDIA vGPU Client Licensing User Guide;
    # fresh48 demanded it (2 of 40): not an install or load failure of the driver
    "vgpu_license_unavailable": (1, "the NVIDIA vGPU guest driver holds no licence (CUDA restricted until licensed)",
                                 ("cuda_init_failed", "no_device_visible", "gpu_busy_unavailable")),
    "cdi_unresolvable": (2, "the runtime cannot resolve the CDI device names it was given",
                         ("no_device_visible", "dra_prepare_failed")),
    "mig_misconfigured": (3, "MIG configuration failed or does not match the device plugin strategy",
                          ("device_plugin_error", "device_admission_failed", "dra_prepare_failed")),
    "device_plugin_error": (3, "the GPU device plugin cannot start or advertise GPUs",
                            ("device_admission_failed", "no_device_visible")),
    "mps_error": (3, "CUDA MPS control daemon not reachable", ("device_plugin_error", "cuda_init_failed")),
    "dra_prepare_failed": (3, "kubelet could not prepare the pod's DRA ResourceClaims", ("no_device_visible",)),
    "device_admission_failed": (4, "kubelet rejected the pod: device allocation failed", ()),
    "cuda_driver_too_old": (5, "the node's driver is older than the container's CUDA", ("cuda_init_failed",)),
    # a CUDA user-space library the framework loads (cuDNN, cuBLAS...) older or another major than the one it was built
    # against: XLA/TensorFlow cuda_dnn.cc "Loaded runtime CuDNN library: X but source was compiled with: Y", PyTorch
    # torch/backends/cudnn/__init__.py "cuDNN version incompatibility: PyTorch was compiled  against ... but found
    # runtime version ..."; fresh9 (jaxlib-feedstock#329) demanded it: neither the driver (cuda_driver_too_old) nor the
    # driver's own libraries (driver_library_mismatch) nor NCCL across ranks (version_mismatch)
    "cuda_library_version_mismatch": (5, "a CUDA library or compiled extension (cuDNN, cuBLAS, xFormers...) does not "
                                         "match the framework's build",
                                      ("cuda_init_failed",)),
    "forward_compat_unsupported": (5, "CUDA forward compatibility on a GPU that does not support it",
                                   ("cuda_init_failed", "no_device_visible")),
    "no_device_visible": (6, "no GPU visible to the process (or a build without GPU support)",
                          ("cuda_init_failed", "nccl_error")),
    "cuda_init_failed": (6, "CUDA failed to initialise", ("nccl_error",)),
    # CUDA error 46 (cudaErrorDevicesUnavailable / CUDA_ERROR_DEVICE_UNAVAILABLE): the GPU exists but will not take
    # this process (Exclusive_Process/Prohibited compute mode with another process or MPS holding it, or a GPU that
    # needs a reset): fresh7 texts demanded it (3 of 66)
    "gpu_busy_unavailable": (6, "the GPU is busy or unavailable to this process (CUDA error 46, compute mode)",
                             ("cuda_init_failed", "no_device_visible", "nccl_error")),
    "no_kernel_image_arch": (6, "the binary has no kernel for this GPU architecture", ()),
    # nvcc refusing the -arch/-gencode value at build time (a JIT extension build, setup.py, CMake): the toolkit
    # doing the build predates this GPU (sm_89 on CUDA < 11.8) or dropped the targeted one (sm_20/sm_30/sm_35 on
    # CUDA 11/12); fresh28 demanded it (3 of 69, collected under this proposed id before its first run)
    "cuda_toolkit_arch_unsupported": (6, "the CUDA compiler (nvcc) or a build tool's architecture list does not "
                                         "support the targeted GPU architecture",
                                      ("no_kernel_image_arch",)),
    # the graphics side of the NVIDIA driver (Vulkan ICD libGLX_nvidia + nvidia_icd.json, EGL vendor library
    # libEGL_nvidia + 10_nvidia.json, GLX) is not usable by the process while CUDA/NVML may well work: a container
    # started without the `graphics` driver capability (NVIDIA_DRIVER_CAPABILITIES=compute,utility, the CUDA images' and
    # the device plugin's default), a driver installed without its GL/Vulkan/EGL libraries (--no-opengl-files, a
    # headless/compute-only package), WSL2, a driver too old for the Vulkan version asked; fresh40 demanded it (10 of
    # 49: Isaac Sim/Kit, SAPIEN, habitat-sim, Mesa zink). Not driver_not_loaded / no_device_visible (CUDA's view)
    "graphics_driver_unavailable": (5, "the GPU's graphics driver (Vulkan/EGL/GLX/OpenGL, VA-API/VDPAU) is not usable "
                                       "by the process",
                                    ()),
    # a numeric format (bfloat16, FP8) the GPU's compute capability lacks, refused by the serving engine before any
    # kernel runs: vLLM worker.py _check_if_gpu_supports_dtype "Bfloat16 is only supported on GPUs with compute
    # capability of at least 8.0. Your {gpu_name} GPU has compute capability {x.y}" (T4/V100/RTX 6000 with a bf16
    # model); fresh11 demanded it (3 of 67): not no_kernel_image_arch (a build without this GPU's code)
    "dtype_unsupported_by_gpu": (6, "the model's dtype, quantization or attention kernel (bfloat16, FP8, AWQ, "
                                    "FlashAttention...) needs a newer GPU than this one",
                                 ()),
    # a kernel asks for more on-chip shared memory per thread block than this GPU model has (Triton's compiler:
    # python/triton/runtime/errors.py OutOfResources "out of resource: shared memory, Required: X, Hardware limit: Y.
    # Reducing block sizes or `num_stages` may help."): a property of the GPU model against the kernel's tile config,
    # not device memory (gpu_oom) and not /dev/shm (shm_insufficient); fresh64 demanded it (3 of 57, collected under
    # this proposed id before its first run)
    "gpu_shared_memory_insufficient": (6, "a GPU kernel needs more shared memory per block than this GPU model has",
                                       ()),
    "gpu_oom": (7, "GPU out of memory", ("collective_timeout", "nccl_error")),
    "shm_insufficient": (7, "/dev/shm too small", ("nccl_error", "collective_timeout")),
    "dns_resolution": (8, "a host name does not resolve (a rendezvous or peer host, or a host the job downloads from)",
                       ("rendezvous_unreachable", "bootstrap_connect_failed", "nccl_error")),
    "no_socket_interface": (8, "NCCL found no usable network interface", ("bootstrap_connect_failed", "nccl_error")),
    "ib_unavailable": (8, "NCCL (or MPI/UCX) cannot use InfiniBand/RoCE", ("nccl_error",)),
    "ib_completion_error": (8, "InfiniBand/RoCE work completion error (link or fabric fault)",
                            ("nccl_error", "collective_timeout")),
    "version_mismatch": (8, "ranks disagree (NCCL version or configuration mismatch)", ("nccl_error", "collective_timeout")),
    # NCCL's init check that no two ranks of a communicator use one GPU (src/init.cc): fresh8 texts demanded it (3 of 53)
    "duplicate_gpu": (8, "two ranks of one job on the same GPU (NCCL refuses the communicator)",
                      ("nccl_error", "collective_timeout")),
    "rendezvous_unreachable": (9, "a rank cannot reach the rendezvous store, or its port is already taken",
                               ("collective_timeout",)),
    "bootstrap_connect_failed": (9, "NCCL could not connect to a peer rank", ("nccl_error", "collective_timeout")),
    "nccl_error": (10, "NCCL reported an error (generic)", ("collective_timeout",)),
    "collective_timeout": (11, "a collective timed out", ()),
    # API-server rejections of a pod's resources (the pod is never created: FailedCreate on its owner)
    "quota_exceeded": (4, "a namespace ResourceQuota refused the pod", ()),
    "resource_limits_invalid": (4, "the pod's resource requests/limits fail API validation", ()),
}
CATEGORIES = tuple(CATEGORY_INFO)
FAMILIES = ("hardware", "gpu", "runtime", "kube", "distributed", "concepts")
LEVELS = ("error", "warn", "info")


@dataclass(frozen=True)
class Signature:
    category: str                 # one of CATEGORIES (stable id, never renamed)
    title: str                    # one line: what happened
    pattern: re.Pattern           # searched in one (cleaned) line; compiled case-insensitive
    meaning: str                  # what the text means
    why: str                      # why it usually happens
    fix: str                      # the concrete fix
    source: str = ""              # public URL the sample text was copied from
    extract: tuple[str, ...] = field(default=())  # named groups worth reporting (peer, port, xid...)
    id: str = ""                  # stable signature id (family/slug); derived from the title if empty
    level: str = "error"          # error | warn | info (info: context that never outranks a failure)
    specificity: int = 50         # higher wins when several signatures match the same line
    readings: tuple[tuple[str, str], ...] = field(default=())  # other (category, reading) when context decides
    distinguish: str = ""         # the one command that tells the readings apart
    enrich: Callable[[dict], dict] | None = None  # groups -> extra details (e.g. the Xid's meaning/action)
    context: object = None        # a pattern the whole paste must also contain (concept entries: the GPU context)
    confidence: str = ""          # '' (a signature), 'medium' (a concept entry: the cause's words, not a known text)
    line_guard: object = None     # a pattern the matched line must also match (concept entries: not an INFO line...);
                                  # searched only on a line the pattern matched (cheap: a hit is rare)

    def __post_init__(self):
        if isinstance(self.pattern, str):   # a plain string: case-insensitive, compiled on first use
            object.__setattr__(self, "pattern", LazyPattern(self.pattern, re.I))
        if isinstance(self.context, str):
            object.__setattr__(self, "context", LazyPattern(self.context, re.I))
        if isinstance(self.line_guard, str):
            object.__setattr__(self, "line_guard", LazyPattern(self.line_guard, re.I))
        if self.category not in CATEGORY_INFO:
            raise ValueError(f"signature category {self.category!r} is not a known category")
        if self.level not in LEVELS:
            raise ValueError(f"signature level {self.level!r} is not one of {LEVELS}")
        if not self.id:
            object.__setattr__(self, "id", f"{self.category}/{_slug(self.title)}")

    @property
    def explanation(self) -> str:  # older API: meaning and cause in one paragraph
        return f"{self.meaning} {self.why}".strip()

    @property
    def remediation(self) -> str:  # older API
        return self.fix

    @property
    def layer(self) -> int:
        return CATEGORY_INFO[self.category][0]


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60]


# An allocation call that failed for a reason CUDA names and that is not memory (cudaGetErrorString's strings: 'cudaMalloc
# failed: an illegal memory access was encountered' is an earlier kernel's sticky error, 'initialization error' a CUDA
# that never started; session r17): the gpu_oom family does not read it, nor does the resemblance fallback (round 116)
ALLOC_FAILED_FOR_ANOTHER_REASON = (
    r"alloc\w*(?:\([^()\n]{0,60}\))?\s+failed\W{0,3}(?:with\s+)?(?:error\s*)?:?\s*['\"]?"
    r"(?:initiali[sz]ation\s+error|unspecified\s+launch\s+failure|an?\s+illegal\s+(?:memory\s+access|address|instruction)"
    r"|misaligned\s+address|invalid\s+(?:argument|value|device\s+(?:ordinal|function))|no\s+kernel\s+image"
    r"|CUDA\s+driver\s+version\s+is\s+insufficient|API\s+call\s+requires|no\s+CUDA-capable|unknown\s+error"
    r"|operation\s+not\s+supported|device-side\s+assert)")


def sig(category: str, title: str, pattern: str, meaning: str, why: str, fix: str, **kw) -> Signature:
    """One catalogue entry; `pattern` is compiled case-insensitively (real pastes change case), on
    first use (LazyPattern)."""
    return Signature(category, title, LazyPattern(pattern, re.I), meaning, why, fix, **kw)


@dataclass(frozen=True)
class Match:
    signature: Signature
    line_number: int              # 1-based, first line of the (possibly wrapped) message
    line: str                     # the cleaned line (wrapped messages: the joined text)
    groups: dict


@dataclass
class Finding:
    """All hits of one signature in a text: the first line that states it and how many support it."""
    signature: Signature
    first: Match
    support: int = 1
    line_numbers: list = field(default_factory=list)
    explains: list = field(default_factory=list)   # categories of later findings this one can explain

    @property
    def category(self) -> str:
        return self.signature.category

    @property
    def informational(self) -> bool:
        return self.signature.level == "info"


@lru_cache(maxsize=1)
def catalogue() -> tuple[Signature, ...]:
    sigs: list[Signature] = []
    for name in FAMILIES:
        module = importlib.import_module(f"{__name__}.{name}")
        sigs.extend(getattr(module, "SIGNATURES", ()))
    seen: set[str] = set()
    for s in sigs:
        if s.id in seen:
            raise ValueError(f"duplicate signature id {s.id!r}")
        seen.add(s.id)
    return tuple(sigs)


_MD_LINK = LazyPattern(r"\[([^\[\]\n]{1,200})\]\((?:https?://|/)[^)\s]*\)")
# a whole line in markdown italics ('_No CUDA device found; using CPU as fallback._', round 125: fresh598 sionna#609): the
# underscores are word characters, so no \b-anchored pattern could start or end inside them. A single '_' only, not a
# dunder ('__init__') or an identifier that starts and ends with one
_MD_ITALIC_LINE = LazyPattern(r"^(\s*)_(?!_)([^_\s][^\n]*?[^_\s])_(\s*)$")
_ANSI = LazyPattern(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|(?<![\w\]])\[(?:\d{1,3}(?:;\d{1,3})*)?m")
_CONT = LazyPattern(r"^[\s>|*`#+-]*")


def clean_line(line: str) -> str:
    """A pasted line without ANSI colour codes (also the '[0m' left when the ESC byte was lost),
    carriage returns, NULs, markdown bold markers ('no **CUDA-capable device**') and a line's italic underscores; full-width
    punctuation from CJK input methods ('cuda error，initialization error') is folded to ASCII (NFKC);
    backslash-escaped quotes of a JSON/Go-quoted message (exec: \\"nvidia-smi\\") are unescaped."""
    if "\x1b" in line or "[" in line:
        line = _ANSI.sub("", line)
    if "**" in line:
        line = line.replace("**", "")
    if "_" in line and line.lstrip().startswith("_") and " " in line:
        line = _MD_ITALIC_LINE.sub(r"\1\2\3", line)
    if "](" in line:   # a markdown link around part of a quoted message: '[text](https://...)' reads as 'text'
        line = _MD_LINK.sub(r"\1", line)
    if not line.isascii():
        import unicodedata

        line = unicodedata.normalize("NFKC", line)
    if '\\"' in line:  # a JSON/Go-quoted message pasted as is: exec: \"nvidia-smi\": ...
        line = line.replace('\\"', '"')
    return line.replace("\r", "").replace("\x00", "")


def _needle_groups(parsed) -> list[frozenset[str]]:
    """Every set of lower-case literal strings of which at least one must occur for the (parsed)
    pattern to match: each literal run of 2+ characters, group, positive lookaround or repeated
    (min >= 1) item the pattern cannot match without gives one set, an alternation gives the union
    of its branches' best sets (when every branch has one). All sets hold at once (AND of ORs)."""
    from re import _constants as C  # noqa: N812  (python >= 3.11)

    groups: list[frozenset[str]] = []
    run: list[str] = []

    def flush():
        if len(run) >= 2:
            groups.append(frozenset(["".join(run).lower()]))
        run.clear()

    for op, av in parsed:
        if op is C.LITERAL:
            run.append(chr(av))
            continue
        flush()
        if op is C.SUBPATTERN:
            groups.extend(_needle_groups(av[-1]))
        elif op is C.ASSERT:             # (?=...) and (?<=...): their text is in the line too
            groups.extend(_needle_groups(av[1]))
        elif op is C.BRANCH:
            union: set[str] = set()
            for branch in av[1]:
                n = _best_group(_needle_groups(branch))
                if not n:
                    union = set()
                    break
                union |= n
            if union:
                groups.append(frozenset(union))
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT) and av[0] >= 1:
            groups.extend(_needle_groups(av[2]))
    flush()
    return groups


def _best_group(groups: list[frozenset[str]]) -> frozenset[str] | None:
    """The set to index a pattern by: its shortest needle as long as possible, then the fewest needles."""
    return max(groups, key=lambda c: (min(len(x) for x in c), -len(c))) if groups else None


def _alternatives(parsed) -> list[list[frozenset[str]]]:
    """_needle_groups() per top-level alternative: `A|B` (after what precedes and follows the
    alternation, which every alternative needs) gives A's sets and B's sets, so a line needs all of
    one alternative's sets, not just one needle of their union."""
    from re import _constants as C  # noqa: N812

    items = list(parsed)
    at = [i for i, (op, _) in enumerate(items) if op is C.BRANCH]
    if len(at) != 1:
        return [_needle_groups(items)]
    i = at[0]
    common = _needle_groups(items[:i]) + _needle_groups(items[i + 1:])
    return [common + _needle_groups(branch) for branch in items[i][1][1]]


def pattern_needles(pattern: str, flags: int) -> tuple[tuple[tuple[str, ...], ...], ...] | None:
    """The pattern's needles, read off re's parse tree (as costly as half a compile): per top-level
    alternative, its needle sets (the one it is indexed by first; each sorted; supersets of another
    set dropped): a line the pattern matches holds one needle of every set of one alternative.
    None when some alternative requires no literal."""
    from re import _parser

    out = []
    for groups in _alternatives(_parser.parse(pattern, flags)):
        best = _best_group(groups)
        if best is None:
            return None
        kept = [best]
        for g in sorted(set(groups), key=lambda g: (len(g), sorted(g))):
            if not any(k <= g for k in kept):     # a superset of a kept set adds no condition
                kept.append(g)
        out.append(tuple(tuple(sorted(g)) for g in kept))
    return tuple(out)


def _sig_needles(s: Signature) -> tuple[tuple[tuple[str, ...], ...], ...] | None:
    """The signature's needles (pattern_needles): from the table doctor/signatures/_needles.py
    (reading them off the parse trees of the whole catalogue cost `doctor explain` more than its
    whole startup budget), else computed (a pattern added since the table was last generated:
    correct, just slower; tests/test_startup.py says when to regenerate: `python -m doctor.signatures`)."""
    from ._needles import NEEDLES

    key = (s.pattern.pattern, s.pattern.flags)
    if key in NEEDLES:
        return NEEDLES[key]
    return pattern_needles(*key)


@lru_cache(maxsize=1)
def _index():
    """(first trigram of a needle -> [(needle, signatures)], the same keys as a tuple, signatures
    without needles, signature id -> its needles when a line needs more than one of the indexed ones:
    the alternatives' first sets)."""
    by_needle: dict[str, list[Signature]] = {}
    always: list[Signature] = []
    also: dict[str, tuple] = {}
    for s in catalogue():
        needles = _sig_needles(s)
        if needles is None:
            always.append(s)
            continue
        for alt in needles:
            for n in alt[0]:
                by_needle.setdefault(n, []).append(s)
        if len(needles) > 1 or len(needles[0]) > 1:
            also[s.id] = needles
    by_tri: dict[str, list[tuple[str, list[Signature]]]] = {}
    for n, ss in by_needle.items():
        by_tri.setdefault(n[:3], []).append((n, ss))
    return by_tri, tuple(by_tri), tuple(always), also, tuple(t for t in by_tri if len(t) < 3)


def _candidates(low: str) -> list[Signature]:
    """Signatures one of whose alternatives has all its needle sets in the lower-cased line: the
    line's own trigrams are looked up among the needles' first trigrams (one set of slices, then
    dict lookups; looping over every indexed trigram with `in` cost 8x more on a short line), then
    only those needles, then the signature's other sets."""
    by_tri, keys, always, also, short = _index()
    if len(low) <= _TRIGRAM_SET_MAX:
        hits = [t for t in {low[i:i + 3] for i in range(len(low) - 2)} if t in by_tri]
        hits += [t for t in short if t in low]
    else:
        hits = [t for t in keys if t in low]
    found = list(always)
    seen = {s.id for s in found}
    for t in hits:
        for n, ss in by_tri[t]:
            if n in low:
                for s in ss:
                    if s.id not in seen:
                        seen.add(s.id)  # judged once: the other needle sets do not depend on which needle led here
                        alts = also.get(s.id)
                        if alts is None or _any_alternative_holds(alts, low):
                            found.append(s)
    return found


def _any_alternative_holds(alts: tuple, low: str) -> bool:
    for alt in alts:
        for group in alt:
            for x in group:
                if x in low:
                    break
            else:
                break  # a needle set none of whose needles is in the line
        else:
            return True
    return False


# above this many characters, testing each indexed trigram with `in` is cheaper than slicing the line
_TRIGRAM_SET_MAX = 4000


class _WithContext:
    """The paste a line belongs to, for signatures that need more than their line (`context`: a concept entry's
    'out of memory' counts as the GPU's only when the paste names a GPU somewhere): each context pattern is searched in
    the whole paste once, when a line first needs it."""

    __slots__ = ("text", "seen")

    def __init__(self, text: str):
        self.text = text
        self.seen: dict = {}

    def allows(self, s: Signature) -> bool:
        if s.context is None:
            return True
        got = self.seen.get(s.context.pattern)
        if got is None:
            got = self.seen[s.context.pattern] = s.context.search(self.text) is not None
        return got


def _best(line: str, sigs=None) -> tuple[Signature, re.Match] | None:
    """The most specific signature matching the line. A signature's (case-insensitive, slow to scan)
    regex runs only when one of its literal needles occurs in the lower-cased line; one regex of all
    needles finds those in a single pass. `sigs` may be the paste (_WithContext): a signature whose `context` the
    paste lacks does not match."""
    cands = _candidates(line.lower())
    if not cands:
        return None
    if isinstance(sigs, _WithContext):
        cands = [s for s in cands if s.context is None or sigs.allows(s)]
    # the best hit is the highest (specificity, -layer), the earliest in catalogue order among equals: tried in that
    # order, the first hit is the answer and the candidates after it are never compiled (explain TEXT's startup,
    # issue 16; concept entries, the least specific, are tried only when nothing else matched)
    for s in sorted(cands, key=_rank):
        m = s.pattern.search(line)
        if m is not None and (s.line_guard is None or s.line_guard.search(line) is not None):
            return s, m
    return None


@lru_cache(maxsize=1)
def _ranks() -> dict[str, tuple[int, int, int]]:
    return {s.id: (-s.specificity, s.layer, i) for i, s in enumerate(catalogue())}


def _rank(s: Signature) -> tuple[int, int, int]:
    return _ranks()[s.id]


def _groups(m: re.Match) -> dict:
    return {k: v for k, v in m.groupdict().items() if v is not None}


_FRAME = LazyPattern(r'^\s*File "[^"]+", line \d+, in (?P<func>[\w.<>]+)\s*$')
_EXC_LINE = LazyPattern(r"^\s*(?:[\w.]+\.)?[A-Z]\w*(?:Error|Exception)\s*:\s*\S")


# a line that opens a new log record with its level word ('ERROR ... [core.py:2178] ...', 'WARNING: ...') is never
# the continuation of the line above: joining it let the record above borrow its 'ERROR' as a failure word
_RECORD_HEAD = LazyPattern(r"^\s*\[?(?:ERROR|WARN|WARNING|INFO|DEBUG|FATAL|CRITICAL)\b(?!-)")
# nor is a line that opens with its own time stamp: an ISO-8601 or RFC 3339 time (kubectl logs --timestamps, CRI's
# '2024-..Z stderr F', Python logging), klog's 'E0501 10:00:00.123', syslog's 'May  1 10:00:00', dmesg's '[  12.345678]',
# torchrun's per-line '[rank3]:'.
# A message wrapped by a terminal or a quote never carries one on its second line; joining each such pair cost a long
# timestamped log two extra catalogue scans a line (benchmarks/explain_bench.py)
_STAMPED = LazyPattern(r"^\s*\[?(?:\d{4}-\d\d-\d\d[T ]\d\d:\d\d|[IWEF]\d{4} \d\d:\d\d:\d\d"
                       r"|[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d|\s*\d+\.\d{6}\]|(?:rank|default)\s?\d+\]:)")


def _new_record(line: str) -> bool:
    return _RECORD_HEAD.match(line) is not None or _STAMPED.match(line) is not None


def _may_continue(line: str) -> bool:
    """A line a terminal, a quote or kubectl may have wrapped (a Python traceback's code line and its
    exception line count too)."""
    stripped = line.rstrip()
    return len(stripped) >= 30


def iter_matches(text: str):
    """Every line's best signature hit, in line order (wrapped messages joined with the next line).
    Each pattern is searched on its own: Python's regex engine scans for a pattern's literal
    prefix quickly, and one big alternation of all patterns measured ~20x slower."""
    from .paste import paste_lines

    sigs = _WithContext(text)
    seen: dict[str, tuple | None] = {}

    def best(line: str) -> tuple[Signature, re.Match] | None:
        # a log repeats its lines (the same warning each step) and each line is read again as the next of its
        # neighbour: each distinct line is scanned once
        try:
            return seen[line]
        except KeyError:
            hit = seen[line] = _best(line, sigs)
            return hit

    numbered = paste_lines(text)
    lines = [clean_line(x) for _, x in numbered]
    number = [n for n, _ in numbered]
    skip_next = False
    frame = -1          # the last Python traceback frame line ('File "...", line N, in <function>')
    for i, line in enumerate(lines):
        if skip_next:
            skip_next = False
            continue
        if 'File "' in line and ", in " in line and _FRAME.search(line):
            frame = i
        hit = best(line)
        if hit is None and 0 <= frame and i - frame <= 4 and ("Error" in line or "Exception" in line) \
                and _EXC_LINE.match(line):
            # a traceback's exception line that names no cause ('RuntimeError: Connection reset by peer') read with
            # its innermost frame ('in init_process_group'): one failure, and the frame says what failed
            where = _FRAME.search(lines[frame])
            joined = f"in {where.group('func')}: {line.strip()}"
            ctx = best(joined)
            if ctx is not None and ctx[1].start() < len(where.group('func')) + 3 < ctx[1].end():
                yield Match(ctx[0], number[i], joined, _groups(ctx[1]))
                continue
        if hit is not None and hit[0].specificity >= GENERIC_BELOW:
            # a specific hit whose line was cut mid-message ('... no cuda-capable device is' + 'detected'): a more
            # specific message that needs the next line too wins (round 12; only lines that already matched pay the
            # extra search)
            if i + 1 < len(lines) and _may_continue(line) and not _new_record(lines[i + 1]):
                head = line.rstrip()
                joined = head + " " + _CONT.sub("", lines[i + 1])
                better = best(joined)
                # (or the same signature, which captures more of its named groups with the next line: NGC's
                # 'built for NVIDIA Driver Release X or later, but' + 'version Y was detected')
                if (better is not None and better[1].start() < len(head) < better[1].end()
                        and (better[0].specificity > hit[0].specificity if better[0] is not hit[0]
                             else len(_groups(better[1])) > len(_groups(hit[1])))):
                    yield Match(better[0], number[i], joined, _groups(better[1]))
                    skip_next = best(lines[i + 1]) is None
                    continue
            yield Match(hit[0], number[i], line, _groups(hit[1]))
            continue
        # no hit, or only a category-level family entry: a specific message wrapped onto the next
        # line may still start here (the family hit is kept when no joined specific one is found)
        generic = hit
        if i + 1 < len(lines) and _may_continue(line) and not _new_record(lines[i + 1]):
            nxt = _CONT.sub("", lines[i + 1])
            head = line.rstrip()
            hit = best(head + " " + nxt)
            # only a match that needs both lines counts here; the next line is tried on its own
            if (hit is not None and hit[1].start() < len(head) < hit[1].end()
                    and (generic is None or hit[0].specificity >= GENERIC_BELOW)):
                yield Match(hit[0], number[i], head + " " + nxt, _groups(hit[1]))
                skip_next = best(lines[i + 1]) is None
                continue
            # a terminal/console hard wrap cuts mid-word ("nvidia-container-cli: m" + "ount error"):
            # try the join without the space when the line ends and the next starts with a letter
            if head[-1:].isalnum() and nxt[:1].isalnum() and not head.endswith(" "):
                hit = best(head + nxt)
                if (hit is not None and hit[1].start() < len(head) < hit[1].end()
                        and (generic is None or hit[0].specificity >= GENERIC_BELOW)):
                    yield Match(hit[0], number[i], head + nxt, _groups(hit[1]))
                    skip_next = best(lines[i + 1]) is None
                    continue
        if generic is not None:
            yield Match(generic[0], number[i], line, _groups(generic[1]))


def scan_text(text: str, limit_per_category: int = 3) -> list[Match]:
    """Every signature hit in a text, in line order, at most `limit_per_category` per category
    (the API the log-reading checks use)."""
    found: list[Match] = []
    per_cat: dict[str, int] = {}
    concepts: list[Match] = []
    for m in iter_matches(text):
        c = m.signature.category
        if m.signature.specificity < CONCEPT_BELOW:   # a concept hit counts only where no entry of its category hit
            concepts.append(m)
            continue
        if per_cat.get(c, 0) >= limit_per_category:
            continue
        per_cat[c] = per_cat.get(c, 0) + 1
        found.append(m)
    if concepts:
        for m in concepts:
            c = m.signature.category
            if per_cat.get(c, 0) < limit_per_category:
                per_cat[c] = per_cat.get(c, 0) + 1
                found.append(m)
        found.sort(key=lambda m: m.line_number)
    if found:
        # a line that states a known non-stack error (doctor/signatures/not_stack.py: a program error, host memory,
        # another vendor's GPU) is that error, here as in `explain`
        from .not_stack import not_stack_hits, rests_on_not_stack
        other = {n for _, n, _ in not_stack_hits(text)}
        if other:
            lines = text.splitlines()
            found = [m for m in found if not rests_on_not_stack(m.signature.pattern, (m.line_number,), other, lines)]
    return found


# Category-level family entries (a cause's vocabulary in any program's wording) have specificity below
# this; they rank after every specific finding, whatever their causal layer.
GENERIC_BELOW = 5


# Concept entries (doctor/signatures/concepts.py: a cause's own nouns and a failure word on one line, whoever prints it)
# have specificity below this; they rank after every specific finding AND every family entry.
CONCEPT_BELOW = 2


def _tier(s: Signature) -> int:
    return 0 if s.specificity >= GENERIC_BELOW else 1 if s.specificity >= CONCEPT_BELOW else 2


def rank_key(f: Finding, context: bool = False):
    """Informational findings last; a context line (_is_context) after every real failure; then the signature's tier,
    layer, specificity, and the first line it matched."""
    return (f.informational, context, _tier(f.signature), f.signature.layer, -f.signature.specificity,
            f.first.line_number)


# The paste itself shows a container being started (context decides between a signature's readings): a docker/podman/
# nerdctl run|compose command line, docker-compose v1's progress lines ('Creating <name> ... done') or its service log
# prefix ('<service>_1  | ', v2 '<service>-1  | '). A process that then finds no NVIDIA driver ran in that container.
_CONTAINER_START = LazyPattern(
    r"^\s*(?:[$#]\s*)?(?:sudo\s+)?(?:docker|podman|nerdctl)(?:-compose|\s+compose)?\s+(?:run|up|start|create)\b"
    r"|^\s*(?:Creating|Starting|Recreating)\s+\S+\s+\.\.\.\s+done\s*$|^\s*Attaching\s+to\s+\S"
    r"|^[\w.-]+?[_-]\d+\s+\|\s"
    # round 67 (fresh340 detectron2#2640): the paste saying its container ran without the GPU flag ('running it without
    # `--gpus all`'): the run is named, without GPUs
    r"|\bwithout\s+(?:the\s+)?[`'\"]?--gpus\b", re.M)
_IN_CONTAINER_READING = ("inside a container", "in a container")


def _container_context(text: str) -> bool:
    from .paste import normalise

    text = normalise(text)       # the command line or compose output inside a quote, a frame, JSON records...
    low = text.lower()
    if not any(w in low for w in ("docker", "podman", "nerdctl", " ... done", "attaching to", " | ", "--gpus")):
        return False
    return _CONTAINER_START.search(text) is not None


def _read_first(s: Signature, first: str, id_suffix: str, title_suffix: str, other: str) -> Signature:
    """`s` with its `first` reading made its category and first reading, its own category second (`other`
    where `s` states no reading of it)."""
    import dataclasses

    first_reading = next(r for c, r in s.readings if c == first)
    own = next((r for c, r in s.readings if c == s.category), other)
    return dataclasses.replace(s, category=first, id=s.id + id_suffix, title=s.title + title_suffix,
                               readings=((first, first_reading), (s.category, own)))


@lru_cache(maxsize=None)
def _in_container(s: Signature) -> Signature:
    """A 'no NVIDIA driver' signature read in a paste that shows its container being started: the reading 'inside a
    container started without GPUs' first (container_runtime_misconfigured), the host reading second."""
    return _read_first(s, "container_runtime_misconfigured", "-in-container",
                       " (in a container the paste shows being started: run without GPUs)",
                       "on a host: no NVIDIA driver installed or loaded")


def _contextual(sig: Signature, in_container: bool) -> Signature:
    if (in_container and sig.category == "driver_not_loaded"
            and any(c == "container_runtime_misconfigured" and r.startswith(_IN_CONTAINER_READING) for c, r in sig.readings)):
        return _in_container(sig)
    return sig


# Round 20, the lead's libcuda rule: libcuda (the driver's user-space library) that cannot be loaded is read on the host
# (driver_not_loaded first, the container reading second) unless the paste shows container evidence: a container prompt
# or id (root@<12 hex>), a container runtime / toolkit / CDI / OCI hook line, or a docker/podman/nerdctl/kubectl/
# apptainer/singularity command. With such evidence the container reading stays first. (Round 66: the /usr/local/nvidia
# path is no longer evidence: every image built FROM nvidia/cuda sets LD_LIBRARY_PATH to it, and the texts that show it
# beside an unloadable libcuda are labelled driver_not_loaded 7 : 2 container_runtime_misconfigured.)
_CONTAINER_EVIDENCE = LazyPattern(
    r"@[0-9a-f]{12}\b|\bnvidia-container-(?:cli|runtime|toolkit|hook)\b|\bnvidia-ctk\b|\bcontainer[\s-]?toolkit\b"
    r"|\bOCI\s+runtime\b|\bprestart\s+hook\b|\bCDI\b|\bcontainerd\b|\bcri-o\b|\bruntimeClassName\b"
    r"|\b(?:docker|podman|nerdctl|kubectl|apptainer|singularity|enroot)(?:-compose)?\s+(?:--?[\w-]+\s+)*"
    r"(?:run|exec|compose|start|create|logs|build|pull|ps|up|apply|describe|get|debug|inspect|shell|import)\b"
    r"|\bDockerfile\b|\bdocker\.io/|\bnvcr\.io/", re.I | re.M)
_LIBCUDA_LINE = ("libcuda", "dynamically load cuda")


def _container_evidence(text: str) -> bool:
    return _CONTAINER_EVIDENCE.search(text) is not None or _container_context(text)


@lru_cache(maxsize=None)
def _on_host(s: Signature) -> Signature:
    """A 'libcuda cannot be loaded' signature whose container reading comes first, read in a paste with no container
    evidence: the host reading (driver_not_loaded) first, the container reading second (the lead's libcuda rule)."""
    return _read_first(s, "driver_not_loaded", "-on-host",
                       " (no container in the paste: no NVIDIA driver on this machine)",
                       "in a container started without the NVIDIA runtime")


# Context lines: a finding that states a fact of the paste, not its failure, when another finding of the same paste
# states the failure. It keeps its reading alone; beside such a finding it ranks after every real failure (rank_key's
# second tier), before informational findings.
#
# - Round 43: an NVML initialisation failure beside a signature's driver-too-old reading. NVML fails on a driver older
#   than (or absent for) the container's CUDA too, but names no cause (Triton's metrics.cc 'Failed to initialize NVML' /
#   'DCGM unable to start' before its pinned_memory_manager.cc 'CUDA driver version is insufficient for CUDA runtime
#   version'; torch's 'Can't initialize NVML' warning before 'The NVIDIA driver on your system is too old'), while the
#   CUDA runtime's version check does. Corpus: 4 texts hold both readings, 4 labelled cuda_driver_too_old, 0
#   nvml_init_failed.
# - Round 44: the NGC containers' entrypoint banner prints its /dev/shm advice ('NOTE: The SHMEM allocation limit is set
#   to the default of 64MB. This may be insufficient for PyTorch.') on every start that lacks --ipc=host / --shm-size,
#   before anything ran. Any other reading of the paste (the banner's own 'ERROR: No supported GPU(s) detected to run
#   this container', cvat#5516) is the failure; alone, the advice keeps its reading (metaflow#2692). Corpus: 2 texts
#   hold the note, 1 with another reading (labelled no_device_visible).
# - Round 45: NCCL's 'Failed to open libibverbs.so[.1]' is a WARN after which NCCL uses its socket transport; alone it
#   is the paste's reading (7:1 ib_unavailable in the corpus), but beside another specific finding that states NCCL's
#   init failing for its own reason (nccl#442: the topology could not resolve a GPU's PCI path, ncclSystemError) it is
#   context. Only the libibverbs line: 'Unable to open device' / 'ibv_modify_qp failed' are IB failures.
_ADVICE_ONLY = frozenset({"gpu/ngc-shmem-default"})
_IB_VERBS_FALLBACK = "distributed/ib-open-failed"


# Warnings after which the program goes on: alone, a warning is the paste's reading; beside a specific failure it is
# context. A framework's 'no GPU backend, falling back to the CPU' warning is the outcome of its GPU detection, and a
# specific failure it logged is the reason; a library-version warning the program survived is not what failed. Per
# warning: (the failure must be on an earlier line, generic entries that do not count as a failure).
# - round 64: JAX's 'An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed' follows the
#   CUDA plugin's failed initialize() (an H200 with CUDA_VISIBLE_DEVICES empty: 'operation cuInit(0) failed:
#   CUDA_ERROR_NO_DEVICE' two lines above); JAX's own generic plugin-error line is not a reason.
# - round 65: Taichi's 'Arch=[<Arch.cuda: N>] is not supported, falling back to CPU' (fresh175 taichi#7826: the missing
#   driver API function cuDeviceGetDefaultMemPool, cuda_driver_too_old).
# - round 67: TensorRT's 'TensorRT was linked against cuBLAS/cuDNN X but loaded Y' at start-up (fresh83 CenterFace#107:
#   the engine's allocation then fails with out of memory, labelled gpu_oom; alone, cuda_library_version_mismatch 3:0).
# - round 69: DeepSpeed's 'Setting accelerator to CPU. If you have GPU or other accelerator, we were unable to detect it.'
#   (accelerator/real_accelerator.py), the outcome of its detection like JAX's and Taichi's.
# - round 70: spark-rapids' 'Could not find a single GPU to use' is the outcome of GpuDeviceManager trying each GPU: the
#   reason it logged for each ('Will not use GPU 0 because of ... CudaException: out of memory', fresh33 cudf-spark#5299,
#   gpu_oom) is on an earlier line.
# - round 109: AutoGPTQ's / GPTQ-for-LLaMa's 'CUDA extension not installed.' (the model may load on a slow path; a
#   failure the run then hits is the paste's reading).
# - round 114: Qt's 'This plugin does not support createPlatformOpenGLContext!' (a platform plugin without OpenGL; many
#   programs then draw in software).
_WARNINGS_BESIDE_A_FAILURE = {
    "gpu/jax-cuda-backend-not-initialised": (True, frozenset({"gpu/jax-plugin-init-error"})),
    "gpu/taichi-cuda-arch-not-supported": (False, frozenset()),
    "gpu/tensorrt-linked-library-version": (False, frozenset()),
    "gpu/deepspeed-accelerator-fallback-cpu": (False, frozenset()),
    "gpu/spark-rapids-no-gpu": (True, frozenset()),
    "gpu/gptq-cuda-extension-not-installed": (False, frozenset()),
    "gpu/qt-platform-no-opengl": (False, frozenset()),
}

# A finding that is another finding's consequence, in its emitter's order: (the cause must be on an earlier line, the
# cause entries).
# - round 57: a graphics API's device loss ('Assuming device was lost', Kit's 'A GPU crash occurred') beside that API's
#   own out-of-device-memory result is the failed allocation's consequence (corpus: IsaacLab#462 gpu_oom 1:0; no
#   device-lost text labelled xid_error states an out-of-memory result).
# - round 107: FFmpeg's 'Failed loading nvcuvid.' after nv-codec-headers' 'Cannot load cuvid<Function>' is the loader's
#   verdict on that missing function, not a library the runtime left out (fresh509 iSpy#276, mpv#6777).
# - round 113: XLA's 'DNN library initialization failed. Look at the errors above' after cuDNN's own 'Could not create
#   cudnn handle: CUDNN_STATUS_INTERNAL_ERROR/ALLOC_FAILED' is that handle failure's verdict (the bare line reads the
#   version mismatch first; the handle failure is labelled gpu_oom 26:0).
# - round 120: xformers' 'can't load C++/CUDA extensions' when its own lines say the installed torch is '+cpu' is that
#   CPU-only build's consequence (fresh577 stable-diffusion-webui#9828, beside 'Torch not compiled with CUDA enabled').
# - round 197: the same xformers warning beside torch's own warning that the GPU's architecture is not in its build
#   ('NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation'):
#   every kernel of that torch fails on the GPU, and the torch that fixes it brings its own xformers (fresh905
#   musubi-tuner-scripts#12, no_kernel_image_arch 3:0; no labelled text held both before).
_CONSEQUENCE_OF = {
    "gpu/graphics-device-lost": (False, frozenset({"gpu/graphics-out-of-device-memory",
                                                   "gpu/vulkan-engine-out-of-memory"})),
    "gpu/ffmpeg-nvcuvid-not-loaded": (True, frozenset({"gpu/ffnvcodec-symbol-missing"})),
    "gpu/xla-dnn-library-init": (True, frozenset({"gpu/tf-cudnn-handle-status"})),
    "gpu/xformers-built-for-other-torch": (False, frozenset({"gpu/extension-sees-cpu-only-torch", "gpu/no-kernel-image",
                                                             "gpu/torch-supported-capabilities-line"})),
}


def _is_context(f: Finding, findings: list[Finding]) -> bool:
    others = [g for g in findings if g is not f and not g.informational]
    if f.informational or not others:
        return False
    if f.signature.id in _ADVICE_ONLY:
        return any(g.signature.id not in _ADVICE_ONLY for g in others)
    if f.signature.id == _IB_VERBS_FALLBACK and "libibverbs" in f.first.line.lower():
        return any(_tier(g.signature) == 0 for g in others)
    if f.category == "nvml_init_failed":
        # round 49: the NVIDIA device plugin's own report ('If this is a GPU node, did you set the docker default
        # runtime to `nvidia`?', kube/plugin-toolkit-hint) after its NVML init failure is the plugin's failure, the
        # NVML line its symptom (corpus: volcano#3160, crun#1802, both device_plugin_error, 2:0)
        if any(g.signature.id == "kube/plugin-toolkit-hint" for g in others):
            return True
        return any(g.category == "cuda_driver_too_old" and _tier(g.signature) == 0 for g in others)
    # round 48: nvidia-smi's 'in use by another process' reset refusal beside a MIG mode change's failure is that
    # change's symptom (the reset MIG needs; corpus: gpu-operator#118, puppet-magic_castle#387, both mig_misconfigured)
    if f.signature.id == "gpu/nvidia-smi-reset-in-use":
        return any(g.category == "mig_misconfigured" for g in others)
    consequence = _CONSEQUENCE_OF.get(f.signature.id)
    if consequence is not None:
        earlier_only, causes = consequence
        return any(g.signature.id in causes and (not earlier_only or g.first.line_number < f.first.line_number)
                   for g in others)
    warning = _WARNINGS_BESIDE_A_FAILURE.get(f.signature.id)
    if warning is not None:
        earlier_only, generic = warning
        return any(_tier(g.signature) == 0 and g.signature.id not in generic
                   and (not earlier_only or g.first.line_number < f.first.line_number) for g in others)
    return False


def analyse(text: str) -> list[Finding]:
    """One finding per signature hit in the text, ranked (see the module docstring). A signature whose readings
    differ by where the process ran ('Found no NVIDIA driver': a host without a driver, or a container started
    without GPUs) takes the container reading when the paste itself shows the container being started."""
    by_sig: dict[str, Finding] = {}
    in_container = None
    evidence = None
    for m in iter_matches(text):
        sig = m.signature
        if sig.readings and sig.category == "driver_not_loaded":
            if in_container is None:
                in_container = _container_context(text)
            sig = _contextual(sig, in_container)
            if sig is not m.signature:
                m = Match(sig, m.line_number, m.line, m.groups)
        elif (sig.readings and sig.category == "container_runtime_misconfigured"
              and any(c == "driver_not_loaded" for c, _ in sig.readings)
              and any(w in m.line.lower() for w in _LIBCUDA_LINE)):
            if evidence is None:
                evidence = _container_evidence(text)
            if not evidence:
                sig = _on_host(sig)
                m = Match(sig, m.line_number, m.line, m.groups)
        f = by_sig.get(sig.id)
        if f is None:
            by_sig[sig.id] = Finding(sig, m, 1, [m.line_number])
        else:
            f.support += 1
            if len(f.line_numbers) < 20:
                f.line_numbers.append(m.line_number)
    findings = list(by_sig.values())
    context = {f.signature.id for f in findings if _is_context(f, findings)}
    findings.sort(key=lambda f: rank_key(f, f.signature.id in context))
    present = {f.category for f in findings if not f.informational}
    for f in findings:
        if f.informational:
            continue
        f.explains = [c for c in CATEGORY_INFO[f.category][2] if c in present and c != f.category]
    return findings


def needles_table_source() -> str:
    """doctor/signatures/_needles.py as it should read for today's catalogue (`python -m
    doctor.signatures` writes it)."""
    lines = ['"""Literal needles of every catalogue pattern (and not_stack.py\'s): (pattern, flags) -> per top-level alternative, sets of',
             "needles; a line the pattern matches holds (lower-cased) one needle of every set of one alternative.",
             "GENERATED by `python -m doctor.signatures` from the family modules; do not edit.",
             "A pattern missing here still works (its needles are computed at run time, slower):",
             'tests/test_startup.py says when this table is stale."""',
             "NEEDLES = {"]
    from .not_stack import ENTRIES   # doctor/signatures/not_stack.py gates its entries by the same table

    seen = set()
    for s in (*catalogue(), *ENTRIES):
        key = (s.pattern.pattern, int(s.pattern.flags))
        if key in seen:
            continue
        seen.add(key)
        lines.append(f"    {key!r}:")
        lines.append(f"        {pattern_needles(*key)!r},")
    lines.append("}")
    return "\n".join(lines) + "\n"
