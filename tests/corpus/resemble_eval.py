"""Leave-one-batch-out measure of the resemblance fallback (doctor/signatures/resemble.py).

For each unseen batch fresh2..fresh6: build the reference index from every usable corpus file EXCEPT
that batch, then ask the fallback alone (as if no signature matched) about that batch's FIRST-RUN
misses (runs/<batch>_first_run.txt): right / wrong / silent. Negative controls: lines that are not
errors, and every corpus line that states no failure, must give nothing.

    python tests/corpus/resemble_eval.py [threshold ...]
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))
from build_resemblance import FILES, reference_samples  # noqa: E402
from doctor.signatures.resemble import MARGIN, Index, resemble  # noqa: E402

BATCHES = ("fresh2", "fresh3", "fresh4", "fresh5", "fresh6")
NEGATIVES = ["hello world", "curl: (7) Failed to connect to localhost port 8080: Connection refused",
             "permission denied while trying to connect to the Docker daemon socket",
             'ERROR:  relation "users" does not exist', "ImportError: No module named 'yaml'", "INFO: starting training loop, 8 GPUs visible", "Started container trainer",
             "Successfully assigned team-a/train-0 to gpu-node-2", "epoch 3/10 loss=0.412 cuda:0 memory 31.2GiB",
             "NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>", "Pulling image nvcr.io/nvidia/pytorch:24.05-py3",
             "INFO 05-20 20:12:25 [api_server.py:1090] Starting vLLM API server on http://0.0.0.0:8000",
             "Error: 0 errors found", "no errors", "The job completed without failure"]


def first_run_misses(batch: str) -> list[dict]:
    run = (HERE / "runs" / f"{batch}_first_run.txt").read_text()
    wanted = set(re.findall(r"want (\S+) got \S+ (\S+)", run))
    samples = yaml.safe_load((HERE / f"{batch}.yaml").read_text(encoding="utf-8"))
    return [s for s in samples if (s["category"], s["source"]) in wanted]


def evaluate(threshold: float, margin: float = MARGIN, verbose: bool = False) -> dict:
    tot = {"right": 0, "wrong": 0, "silent": 0}
    for batch in BATCHES:
        index = Index(reference_samples([f for f in FILES if f != f"{batch}.yaml"]))
        for s in first_run_misses(batch):
            r = resemble(s["text"], index, threshold, margin)
            k = "silent" if r is None else ("right" if r["category"] == s["category"] else "wrong")
            tot[k] += 1
            if verbose and k != "right":
                print(f"  {batch} {k}: want {s['category']} got {r and r['category']} {r and r['similarity']} {s['source']}")
    full = Index(reference_samples())
    tot["negatives_answered"] = [t for t in NEGATIVES if resemble(t, full, threshold, margin)]
    return tot


if __name__ == "__main__":
    for th in [float(x) for x in sys.argv[1:]] or [0.2, 0.25, 0.3, 0.35, 0.4, 0.5]:
        r = evaluate(th, verbose=len(sys.argv) == 2)
        n = r["right"] + r["wrong"] + r["silent"]
        print(f"threshold {th}: right {r['right']}/{n}, wrong {r['wrong']}, silent {r['silent']}, "
              f"negatives answered {r['negatives_answered']}")
