"""Label selectors and node selectors with Kubernetes' exact semantics.

- LabelSelector (metav1): matchLabels AND matchExpressions (In, NotIn, Exists, DoesNotExist).
  An empty selector ``{}`` matches everything; a null selector (``None``) matches nothing
  (metav1.LabelSelectorAsSelector: nil -> labels.Nothing(), empty -> labels.Everything()).
- NodeSelector (core/v1): nodeSelectorTerms are ORed; inside a term, matchExpressions and
  matchFields are ANDed; operators In, NotIn, Exists, DoesNotExist, Gt, Lt; matchFields only
  supports ``metadata.name`` with In/NotIn. A term with neither expressions nor fields matches
  nothing, and so does a selector with no terms (k8s.io/component-helpers/scheduling/corev1/
  nodeaffinity). NotIn and DoesNotExist match when the label is absent.
- A Pod's required node placement = ``spec.nodeSelector`` (every pair equal) AND
  ``requiredDuringSchedulingIgnoredDuringExecution`` (GetRequiredNodeAffinity).

Invalid input (unknown operator, Gt with a non-integer) never matches, as in k8s where the
selector fails to parse and the term is treated as matching nothing.
"""
from __future__ import annotations

import re
from typing import Mapping

_LABEL_VALUE = re.compile(r"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$")

__all__ = ["matches_label_selector", "requirement_matches", "node_selector_term_matches",
           "node_selector_matches", "required_node_affinity", "pod_matches_node_placement",
           "selector_keys", "describe_label_selector"]


def _labels(obj_or_labels) -> Mapping:
    if isinstance(obj_or_labels, Mapping) and "metadata" in obj_or_labels:
        meta = obj_or_labels.get("metadata")
        lab = (meta.get("labels") if isinstance(meta, Mapping) else None) or {}
        return lab if isinstance(lab, Mapping) else {}
    return obj_or_labels if isinstance(obj_or_labels, Mapping) else {}


def _parse_int(text) -> int | None:
    try:
        return int(str(text).strip())
    except (TypeError, ValueError):
        return None


def requirement_matches(req: Mapping, labels: Mapping, allow_gt_lt: bool = True) -> bool:
    """One {key, operator, values} requirement against a label map."""
    if not isinstance(req, Mapping):
        return False
    key = req.get("key")
    op = req.get("operator")
    values = req.get("values") or []
    if not isinstance(key, str) or not isinstance(values, list):
        return False
    if op in ("In", "NotIn") and not all(isinstance(v, str) and len(v) <= 63 and _LABEL_VALUE.match(v)
                                         for v in values):
        return False   # labels.NewRequirement rejects it; k8s treats the term as matching nothing
    present = key in labels
    value = labels.get(key)
    if present and not isinstance(value, str):
        return False        # label values are strings; anything else cannot match
    if op == "In":
        return present and value in values
    if op == "NotIn":
        return not present or value not in values
    if op == "Exists":
        return present
    if op == "DoesNotExist":
        return not present
    if op in ("Gt", "Lt") and allow_gt_lt:
        if not present or len(values) != 1:
            return False
        have, want = _parse_int(value), _parse_int(values[0])
        if have is None or want is None:
            return False
        return have > want if op == "Gt" else have < want
    return False


def matches_label_selector(selector: Mapping | None, labels) -> bool:
    """metav1.LabelSelector against labels (a dict, or an object with metadata.labels).
    None matches nothing; {} matches everything."""
    if selector is None:
        return False
    if not isinstance(selector, Mapping):
        return False
    labels = _labels(labels)
    match_labels = selector.get("matchLabels") or {}
    exprs = selector.get("matchExpressions") or []
    if not isinstance(match_labels, Mapping) or not isinstance(exprs, list):
        return False        # does not parse: k8s rejects the selector, it matches nothing
    for k, v in match_labels.items():
        if k not in labels or labels.get(k) != v:
            return False
    for req in exprs:
        if not requirement_matches(req, labels, allow_gt_lt=False):
            return False
    return True


def _field_matches(req: Mapping, node: Mapping) -> bool:
    if not isinstance(req, Mapping) or req.get("key") != "metadata.name":
        return False
    meta = node.get("metadata") if isinstance(node.get("metadata"), Mapping) else {}
    name = meta.get("name")
    values = req.get("values") or []
    if not isinstance(values, list) or not isinstance(name, str):
        return False
    op = req.get("operator")
    if op == "In":
        return name in values
    if op == "NotIn":
        return name not in values
    return False


def node_selector_term_matches(term: Mapping, node: Mapping) -> bool:
    """One NodeSelectorTerm: every matchExpression and every matchField must match. A term
    with neither matches nothing."""
    if not isinstance(term, Mapping):
        return False
    exprs = term.get("matchExpressions") or []
    fields = term.get("matchFields") or []
    if not exprs and not fields or not isinstance(exprs, list) or not isinstance(fields, list):
        return False
    labels = _labels(node)
    return (all(requirement_matches(r, labels) for r in exprs)
            and all(_field_matches(f, node) for f in fields))


def node_selector_matches(node_selector: Mapping | None, node: Mapping) -> bool:
    """A NodeSelector (its nodeSelectorTerms are ORed). No terms -> matches nothing."""
    if not isinstance(node_selector, Mapping):
        return False
    terms = node_selector.get("nodeSelectorTerms") or []
    return isinstance(terms, list) and any(node_selector_term_matches(t, node) for t in terms)


def required_node_affinity(pod: Mapping) -> Mapping | None:
    spec = pod.get("spec") if isinstance(pod.get("spec"), Mapping) else {}
    aff = spec.get("affinity") if isinstance(spec.get("affinity"), Mapping) else {}
    aff = aff.get("nodeAffinity") if isinstance(aff.get("nodeAffinity"), Mapping) else {}
    req = aff.get("requiredDuringSchedulingIgnoredDuringExecution")
    return req if isinstance(req, Mapping) else None


def pod_matches_node_placement(pod: Mapping, node: Mapping) -> bool:
    """What NodeAffinity's Filter checks: spec.nodeSelector AND required node affinity."""
    spec = pod.get("spec") if isinstance(pod.get("spec"), Mapping) else {}
    labels = _labels(node)
    selector = spec.get("nodeSelector") or {}
    if not isinstance(selector, Mapping):
        return False
    for k, v in selector.items():
        if k not in labels or labels.get(k) != v:
            return False
    req = required_node_affinity(pod)
    if req is not None and not node_selector_matches(req, node):
        return False
    return True


def selector_keys(pod: Mapping) -> list[tuple[str, str, list]]:
    """(key, operator, values) of every node-label constraint of a pod, nodeSelector first
    (operator 'In' with one value); used to explain mismatches."""
    spec = pod.get("spec") or {}
    out: list[tuple[str, str, list]] = [(k, "In", [v]) for k, v in (spec.get("nodeSelector") or {}).items()]
    req = required_node_affinity(pod) or {}
    for term in req.get("nodeSelectorTerms") or []:
        for r in (term or {}).get("matchExpressions") or []:
            if isinstance(r, Mapping):
                out.append((str(r.get("key")), str(r.get("operator")), list(r.get("values") or [])))
    return out


def describe_label_selector(selector: Mapping | None) -> str:
    """kubectl-style text: 'app=x,tier in (a,b),!gone'."""
    if selector is None:
        return "<none>"
    parts = [f"{k}={v}" for k, v in sorted((selector.get("matchLabels") or {}).items())]
    for r in selector.get("matchExpressions") or []:
        op, key, vals = r.get("operator"), r.get("key"), ",".join(r.get("values") or [])
        parts.append({"In": f"{key} in ({vals})", "NotIn": f"{key} notin ({vals})",
                      "Exists": f"{key}", "DoesNotExist": f"!{key}"}.get(op, f"{key} {op} ({vals})"))
    return ",".join(parts) or "<all>"
