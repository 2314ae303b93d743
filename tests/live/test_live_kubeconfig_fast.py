"""The kubeconfig reader that spares a live run the PyYAML import (live._plain_kubeconfig): it
either gives exactly what yaml.safe_load gives, or None (PyYAML then reads the file)."""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from doctor.sources import live

from .server import FakeApiServer

# as `kind` / `kubectl config view --raw` write it (the data fields shortened)
KIND = """apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM=
    server: https://127.0.0.1:40347
  name: kind-gpu
contexts:
- context:
    cluster: kind-gpu
    user: kind-gpu
  name: kind-gpu
current-context: kind-gpu
kind: Config
preferences: {}
users:
- name: kind-gpu
  user:
    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURJ
    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlF
"""

# indented sequences, quoted values, a token, insecure-skip-tls-verify, two contexts, extensions: []
OTHER = """apiVersion: v1
kind: Config
clusters:
  - name: "prod"
    cluster:
      server: 'https://api.example.com:6443'
      insecure-skip-tls-verify: true
      extensions: []
  - name: dev
    cluster:
      server: http://10.0.0.1:8080/prefix
contexts:
  - name: prod
    context:
      cluster: prod
      user: sa
      namespace: ml-train
  - name: dev
    context:
      cluster: dev
      user: sa
current-context: prod
users:
  - name: sa
    user:
      token: eyJhbGciOiJSUzI1NiIsImtpZCI6IkJ4In0.eyJpc3MiOiJrdWJlcm5ldGVzIn0.c2lnbmF0dXJl-_x
"""

# PyYAML reads these differently from a string, or they use YAML this reader leaves to it
LEFT_TO_PYYAML = {
    "comment": KIND.replace("kind: Config", "kind: Config  # a comment"),
    "flow mapping": KIND.replace("preferences: {}", "preferences: {colors: true}"),
    "flow sequence": KIND.replace("kind: Config", "kind: [Config]"),
    "null value": KIND.replace("preferences: {}", "preferences:"),
    "tilde": KIND.replace("preferences: {}", "preferences: ~"),
    "number": KIND.replace("server: https://127.0.0.1:40347", "server: 8080"),
    "float": KIND.replace("kind: Config", "kind: 1.5"),
    "yes": KIND.replace("kind: Config", "kind: yes"),
    "On key": KIND.replace("kind: Config", "on: Config"),
    "NULL": KIND.replace("kind: Config", "kind: NULL"),
    "timestamp": KIND.replace("kind: Config", "kind: 2024-01-01"),
    "anchor": KIND.replace("user: kind-gpu\n  name", "user: &u kind-gpu\n  name"),
    "block scalar": KIND.replace("kind: Config", "kind: |\n  Config"),
    "tab": KIND.replace("kind: Config", "kind:\tConfig"),
    "duplicate key": KIND + "kind: Other\n",
    "document marker": "---\n" + KIND,
    "trailing space": KIND.replace("kind: Config", "kind: Config "),
    "escape": KIND.replace("kind: Config", 'kind: "Con\\tfig"'),
    "non-ascii": KIND.replace("kind: Config", "kind: Cönfig"),
    "crlf": KIND.replace("\n", "\r\n"),
    "nested sequence": KIND.replace("preferences: {}", "preferences:\n- - a"),
    "space in value": KIND.replace("kind: Config", "kind: Con fig"),
    "colon ending": KIND.replace("kind: Config", "kind: Config:"),
    "quote inside": KIND.replace("kind: Config", "kind: 'it''s'"),
    "bad indentation": KIND.replace("    server:", "     server:"),
    "mapping value error": KIND.replace("kind: Config", "kind: a: b"),
    "not a mapping": "- a\n- b\n",
    "scalar document": "Config\n",
}


def _yaml(text):
    try:
        return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:
        return "error"


@pytest.mark.parametrize("text", [KIND, OTHER], ids=["kind", "other"])
def test_plain_kubeconfigs_read_without_pyyaml_as_pyyaml_reads_them(text):
    fast = live._plain_kubeconfig(text)
    assert fast is not None
    assert fast == _yaml(text)
    assert [type(v) for v in fast.values()] == [type(v) for v in _yaml(text).values()]


def test_the_test_servers_kubeconfig_is_plain(tmp_path):
    with FakeApiServer({}) as api:
        text = api.write_kubeconfig(tmp_path / "kc").read_text()
    assert live._plain_kubeconfig(text) == _yaml(text)


@pytest.mark.parametrize("name", sorted(LEFT_TO_PYYAML))
def test_anything_else_is_left_to_pyyaml(name):
    text = LEFT_TO_PYYAML[name]
    assert live._plain_kubeconfig(text) is None, _yaml(text)


def test_mutated_kubeconfigs_read_as_pyyaml_reads_them_or_not_at_all():
    """5,000 kubeconfigs with a character inserted, deleted or replaced (seeded): the reader
    never gives a document PyYAML would not give (nor one where PyYAML fails)."""
    rng = random.Random(16)
    alphabet = " -:\n'\"{}[]#&*!|>%@`,?~=+/._aZ09\t\\"
    read = 0
    for _ in range(5000):
        text = rng.choice([KIND, OTHER])
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(text))
            op = rng.randrange(3)
            c = rng.choice(alphabet)
            text = text[:i] + c + text[i:] if op == 0 else text[:i] + text[i + 1:] if op == 1 else \
                text[:i] + c + text[i + 1:]
        fast = live._plain_kubeconfig(text)
        if fast is not None:
            read += 1
            assert fast == _yaml(text), text
    assert read > 1000   # the reader is not simply refusing everything


def test_a_live_run_with_a_plain_kubeconfig_does_not_import_pyyaml(tmp_path):
    kc = tmp_path / "kc"
    kc.write_text(KIND)
    code = ("import sys; from pathlib import Path; from doctor.sources import live; "
            f"conf = live._direct_config(Path({str(kc)!r}), None); "
            "print(conf['host'], conf['context'], 'yaml' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=str(Path(__file__).resolve().parents[2]))
    assert out.stdout.split() == ["https://127.0.0.1:40347", "kind-gpu", "False"]
