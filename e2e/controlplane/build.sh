#!/usr/bin/env bash
# Build the control-plane harness: build.sh [OUTPUT] (default bin/controlplane).
# The Kubernetes version is stamped the way Kubernetes' own build does it (hack/lib/version.sh:
# -X k8s.io/component-base/version.gitVersion=...), from the k8s.io/kubernetes version pinned in
# go.mod; without it the API server reports v0.0.0-master and doctor would pick the wrong
# kube-scheduler wording. -ldflags -X only changes the link step, so Go's build cache is reused.
set -euo pipefail
cd "$(dirname "$0")"
OUT=${1:-bin/controlplane}
VERSION=$(awk '$1 == "require" && $2 == "k8s.io/kubernetes" {print $3} $1 == "k8s.io/kubernetes" && $2 ~ /^v/ {print $2}' go.mod | head -1)
[ -n "$VERSION" ] || { echo "build.sh: no k8s.io/kubernetes version in go.mod" >&2; exit 1; }
MAJOR=${VERSION#v}; MAJOR=${MAJOR%%.*}
MINOR=${VERSION#v*.}; MINOR=${MINOR%%.*}
V=k8s.io/component-base/version
CV=k8s.io/client-go/pkg/version
FLAGS=""
for p in $V $CV; do
  FLAGS="$FLAGS -X $p.gitVersion=$VERSION -X $p.gitMajor=$MAJOR -X $p.gitMinor=$MINOR -X $p.gitTreeState=clean"
done
exec go build -ldflags "$FLAGS" -o "$OUT" .
