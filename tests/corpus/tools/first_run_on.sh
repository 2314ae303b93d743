#!/bin/bash
# first_run_on.sh CATALOGUE BATCH...: each held-out batch's one first run on a worktree of commit CATALOGUE (a catalogue
# that never saw it), written to this checkout's tests/corpus/runs/<batch>_first_run.txt
set -euo pipefail
HERE=$(cd "$(dirname "$0")/../../.." && pwd)
CAT=$1; shift
WT=${TMPDIR:-/tmp}/gpu-doctor-firstrun/fr_$CAT
[ -d "$WT" ] || git -C "$HERE" worktree add -q "$WT" "$CAT"
PY=${PYTHON:-python3}
for n in "$@"; do
  cp "$HERE/tests/corpus/$n.yaml" "$WT/tests/corpus/$n.yaml"
  (cd "$WT" && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$WT" "$PY" tests/corpus/first_run.py "tests/corpus/$n.yaml" \
     > "$HERE/tests/corpus/runs/${n}_first_run.txt")
  rm "$WT/tests/corpus/$n.yaml"
  sed -n 2p "$HERE/tests/corpus/runs/${n}_first_run.txt"
done
