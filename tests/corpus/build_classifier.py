"""Write doctor/signatures/_classifier.marshal, the model of `explain`'s word-evidence fallback
(doctor/signatures/classify.py), from the corpus files that may be tuned on (build_resemblance.FILES, the same
explicit list: no held-out batch) and the tuning negatives (NEGATIVE_FILES: real errors whose cause is no
category, the model's 'no category' class). negatives88 and later (held-out) must never enter it.

    python tests/corpus/build_classifier.py
"""
from __future__ import annotations

import marshal
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))
from build_resemblance import FILES  # noqa: E402
from doctor.signatures.classify import MODEL, NONE, failure_words, train  # noqa: E402

NEGATIVE_FILES = tuple(f"negatives{n}.yaml" for n in range(1, 88))


def words_of(text: str) -> set[str]:
    return {w for _, _, ws in failure_words(text) for w in ws}


def documents(files=FILES, negative_files=NEGATIVE_FILES) -> list[tuple[str, set[str]]]:
    docs = [(s["category"], words_of(s["text"])) for name in files
            for s in yaml.safe_load((HERE / name).read_text(encoding="utf-8"))]
    # a negative relabelled by a later decision (its `relabelled:` category, tests/corpus/README.md) trains that category
    return docs + [(s.get("relabelled", NONE), words_of(s["text"])) for name in negative_files
                   for s in yaml.safe_load((HERE / name).read_text(encoding="utf-8"))]


def main() -> None:
    docs = documents()
    data = train(docs)
    MODEL.write_bytes(marshal.dumps(data))
    print(f"wrote {MODEL} ({len(docs)} texts, {len(data['classes'])} classes, {len(data['counts'])} words, "
          f"{MODEL.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
