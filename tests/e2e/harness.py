"""Build (or reuse) and start e2e/controlplane: embedded etcd + the real kube-apiserver and
kube-scheduler (Kubernetes version: see e2e/controlplane/go.mod) on 127.0.0.1."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODULE = ROOT / "e2e" / "controlplane"
DEFAULT_BIN = MODULE / "bin" / "controlplane"
HOW_TO = ("end-to-end tests against a real kube-apiserver + kube-scheduler: run `DOCTOR_E2E=1 pytest tests/e2e` "
          "with Go >= 1.25 on PATH (or `.ci/run`); see README 'End-to-end tests'")


def go_binary() -> str | None:
    return shutil.which("go") or (str(Path("/usr/local/go/bin/go")) if Path("/usr/local/go/bin/go").exists() else None)


def _sources_mtime() -> float:
    files = list(MODULE.glob("*.go")) + [MODULE / "go.mod", MODULE / "go.sum", MODULE / "build.sh"]
    return max(f.stat().st_mtime for f in files if f.exists())


def build(out: Path = DEFAULT_BIN, force: bool = False, timeout: float = 3600) -> tuple[Path, float, bool]:
    """(binary, seconds spent, rebuilt?). Reuses a binary newer than every source file;
    otherwise `go build` (Go's build cache makes a rebuild after a source edit fast)."""
    prebuilt = os.environ.get("DOCTOR_E2E_CONTROLPLANE")
    if prebuilt:
        return Path(prebuilt), 0.0, False
    if not force and out.exists() and out.stat().st_mtime >= _sources_mtime():
        return out, 0.0, False
    go = go_binary()
    if go is None:
        raise RuntimeError("Go is not installed (no `go` on PATH): cannot build e2e/controlplane")
    out.parent.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    env = {**os.environ, "PATH": f"{os.environ.get('PATH', '')}{os.pathsep}{Path(go).parent}"}
    proc = subprocess.run(["bash", str(MODULE / "build.sh"), str(out)], cwd=MODULE, env=env,
                          capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError(f"go build of e2e/controlplane failed (exit {proc.returncode}):\n"
                           f"{proc.stderr[-4000:]}")
    return out, time.monotonic() - started, True


@dataclass
class ControlPlane:
    proc: subprocess.Popen
    dir: Path
    env: dict
    start_seconds: float

    @property
    def kubeconfig(self) -> str:
        return self.env["kubeconfig"]

    @property
    def server(self) -> str:
        return self.env["server"]

    @property
    def ca_file(self) -> str:
        return self.env["ca_file"]

    def admin_cert(self) -> tuple[str, str]:
        """Client cert/key files of the system:masters identity (for the test's own writes)."""
        import base64

        import yaml

        doc = yaml.safe_load(Path(self.kubeconfig).read_text())
        user = doc["users"][0]["user"]
        cert, key = self.dir / "admin.crt", self.dir / "admin.key"
        if not cert.exists():
            cert.write_bytes(base64.b64decode(user["client-certificate-data"]))
            key.write_bytes(base64.b64decode(user["client-key-data"]))
            os.chmod(key, 0o600)
        return str(cert), str(key)

    def token_kubeconfig(self, token: str, name: str) -> str:
        """A kubeconfig for a bearer token (a ServiceAccount identity), as `kubectl create token`
        users write them."""
        import base64

        path = self.dir / f"{name}.kubeconfig"
        ca = base64.b64encode(Path(self.ca_file).read_bytes()).decode()
        path.write_text(f"""apiVersion: v1
kind: Config
clusters:
- name: e2e
  cluster:
    server: {self.server}
    certificate-authority-data: {ca}
users:
- name: {name}
  user:
    token: {token}
contexts:
- name: {name}
  context:
    cluster: e2e
    user: {name}
current-context: {name}
""")
        os.chmod(path, 0o600)
        return str(path)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def logs(self, component: str, tail: int = 40) -> str:
        path = self.dir / f"{component}.log"
        if not path.exists():
            return ""
        return "\n".join(path.read_text(errors="replace").splitlines()[-tail:])

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        shutil.rmtree(self.dir.parent, ignore_errors=True)   # the work dir: cp/ and controlplane.log


def start(binary: Path, timeout: float = 180) -> ControlPlane:
    work = Path(tempfile.mkdtemp(prefix="doctor-e2e-"))
    started = time.monotonic()
    log = open(work / "controlplane.log", "w")
    proc = subprocess.Popen([str(binary), "-dir", str(work / "cp"), "-keep", "-exit-on-stdin-eof"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True)
    deadline = time.monotonic() + timeout
    line = ""
    import selectors

    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            break
        if sel.select(timeout=0.5):
            line = proc.stdout.readline()
            if line.startswith("ready "):
                break
    sel.close()
    if not line.startswith("ready "):
        proc.kill()
        log.close()
        raise RuntimeError(f"control plane did not start within {timeout:g}s: "
                           f"{(work / 'controlplane.log').read_text(errors='replace')[-3000:]}")
    env = json.loads((work / "cp" / "env.json").read_text())
    return ControlPlane(proc, work / "cp", env, time.monotonic() - started)
