"""Taints and tolerations with Kubernetes' exact semantics (core/v1 Toleration.ToleratesTaint
and scheduler helper FindMatchingUntoleratedTaint):

- a toleration with an effect only matches taints with that effect; an empty effect matches
  every effect;
- a toleration with a key only matches that key; an empty key (operator Exists) matches every
  key, so ``{operator: Exists}`` tolerates everything;
- operator Exists ignores the value; operator Equal (or empty, the default) needs equal values;
- only NoSchedule and NoExecute taints keep a pod off a node in the scheduler's Filter phase
  (PreferNoSchedule only lowers the score).
"""
from __future__ import annotations

from typing import Iterable, Mapping

FILTER_EFFECTS = ("NoSchedule", "NoExecute")
UNSCHEDULABLE_TAINT = {"key": "node.kubernetes.io/unschedulable", "effect": "NoSchedule"}

__all__ = ["tolerates", "tolerated", "node_taints", "pod_tolerations", "find_untolerated",
           "untolerated_taints", "toleration_for", "taint_text", "FILTER_EFFECTS",
           "UNSCHEDULABLE_TAINT"]


def tolerates(toleration: Mapping, taint: Mapping) -> bool:
    if not isinstance(toleration, dict) or not isinstance(taint, dict):
        return False
    effect = toleration.get("effect") or ""
    if effect and effect != (taint.get("effect") or ""):
        return False
    key = toleration.get("key") or ""
    if key and key != (taint.get("key") or ""):
        return False
    op = toleration.get("operator") or "Equal"
    if op == "Exists":
        return True
    if op == "Equal":
        return (toleration.get("value") or "") == (taint.get("value") or "")
    return False


def tolerated(taint: Mapping, tolerations: Iterable[Mapping]) -> bool:
    return any(tolerates(t, taint) for t in tolerations)


def node_taints(node: Mapping) -> list[dict]:
    spec = node.get("spec") if isinstance(node.get("spec"), dict) else {}
    taints = spec.get("taints")
    return [t for t in taints if isinstance(t, dict)] if isinstance(taints, list) else []


def pod_tolerations(pod: Mapping) -> list[dict]:
    spec = pod.get("spec") if isinstance(pod.get("spec"), dict) else {}
    tols = spec.get("tolerations")
    return [t for t in tols if isinstance(t, dict)] if isinstance(tols, list) else []


def untolerated_taints(taints: Iterable[Mapping], tolerations: Iterable[Mapping],
                       effects: Iterable[str] = FILTER_EFFECTS) -> list[Mapping]:
    tolerations = list(tolerations)
    effects = tuple(effects)
    return [t for t in taints if isinstance(t, dict) and isinstance(t.get("effect"), str)
            and t.get("effect") in effects and not tolerated(t, tolerations)]


def find_untolerated(taints: Iterable[Mapping], tolerations: Iterable[Mapping],
                     effects: Iterable[str] = FILTER_EFFECTS) -> Mapping | None:
    """The first taint (in the node's order) with a filtering effect that no toleration
    tolerates, or None: what TaintToleration's Filter reports."""
    found = untolerated_taints(taints, tolerations, effects)
    return found[0] if found else None


def toleration_for(taint: Mapping) -> dict:
    """The narrowest toleration that tolerates this taint."""
    out: dict = {"key": taint.get("key") or ""}
    if taint.get("value"):
        out.update(operator="Equal", value=taint.get("value"))
    else:
        out["operator"] = "Exists"
    if taint.get("effect"):
        out["effect"] = taint.get("effect")
    return out


def taint_text(taint: Mapping) -> str:
    """kubectl's form: key=value:Effect (key:Effect without a value)."""
    key, value, effect = taint.get("key") or "", taint.get("value") or "", taint.get("effect") or ""
    return f"{key}={value}:{effect}" if value else f"{key}:{effect}"
