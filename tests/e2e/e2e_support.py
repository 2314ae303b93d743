"""Helpers shared by the end-to-end tests (a module of its own: every conftest.py is
imported as `conftest`, so tests must not import from one)."""
from __future__ import annotations

import contextlib
import io
import json
import time
from dataclasses import dataclass

import yaml

from harness import ROOT
from kube import ApiError


@dataclass
class Result:
    code: int
    stdout: str
    stderr: str
    seconds: float

    def json(self):
        return json.loads(self.stdout)


def run_doctor(*args: str) -> Result:
    """The real CLI, in-process (the kubernetes client is imported once per session, as a
    long-running user would pay it once)."""
    from doctor.cli import main

    out, err = io.StringIO(), io.StringIO()
    started = time.monotonic()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(["--no-plugins", *map(str, args)])
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    return Result(code, out.getvalue(), err.getvalue(), time.monotonic() - started)


def rbac_docs() -> list[dict]:
    return [d for d in yaml.safe_load_all((ROOT / "deploy" / "rbac.yaml").read_text()) if d]


def sa_kubeconfig(controlplane, kube, namespace: str, name: str, bindings: list[dict]) -> str:
    """A ServiceAccount with the given (Cluster)RoleBindings/Roles, and a kubeconfig for it."""
    kube.ensure_namespace(namespace)
    docs = [{"apiVersion": "v1", "kind": "ServiceAccount", "metadata": {"name": name, "namespace": namespace}}]
    for doc in docs + bindings:
        try:
            kube.create(doc)
        except ApiError as exc:
            if exc.status != 409:
                raise
    return controlplane.token_kubeconfig(kube.token_for(namespace, name), f"{namespace}-{name}")
