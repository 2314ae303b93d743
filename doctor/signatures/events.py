"""Parsing of scheduling event messages (FailedScheduling, NotTriggerScaleUp, ...) into
reason -> node count. Moved here from doctor.scheduler.message (which re-exports it) so that
`explain`, `pending` and the event checks share one parser with the error-signature catalogue.

kube-scheduler's aggregate FitError message (kubernetes/kubernetes pkg/scheduler/framework/types.go,
FitError.Error):

    0/<N> nodes are available: <PreFilterMsg>.            (when a PreFilter plugin rejected)
    0/<N> nodes are available: <sorted histogram>.        (otherwise; "<count> <reason>")
    ... + " <PostFilterMsg>"   (1.31+;  " <PostFilterMsg>." before, hence '..' endings)

The other forms, as their sources emit them (tests: tests/test_explain_families.py, tests/corpus/events*.yaml):
- KAI-Scheduler pkg/scheduler/api/common_info FitErrors.Error(): "no nodes with enough resources were found"
  + ": " + the sorted "<count> <reason>" histogram joined with ". \n" + "." (reasons such as "node(s) didn't
  have enough resources: GPUs", "node(s) didn't have enough of mig profile: <profile>"); no node total.
- cluster-autoscaler NotTriggerScaleUp: "pod didn't trigger scale-up: <count> <reason>, ..." (e.g. "1 in
  backoff after failed scale-up", "2 max node group size reached"); older "pod didn't trigger scale-up (it
  wouldn't fit if a new node is added)" with no reasons; no node total.
- Volcano: kube-scheduler's histogram with "nodes are unavailable" ("0/N nodes are unavailable: ..." and, with no
  node total, FitErrors.Error()'s default "all nodes are unavailable: <histogram>."), and the gang form "<a>/<b> tasks in gang
  unschedulable: pod group is not ready, <n> Pending, <n> minAvailable ..." (volcano-sh/volcano docs/design
  scheduling-reason).
- pre-1.8 kube-scheduler: "No nodes are available that match all of the following predicates:: <reason>
  (<n>), ..." (kubernetes/autoscaler FAQ quotes it) and "fit failure on node (<node>): <reason>".
- Karpenter (kubernetes-sigs/karpenter pkg/controllers/provisioning/scheduling events.go PodFailedToScheduleEvent):
  fmt.Sprintf("Failed to schedule pod, %s", err), err a multierr (joined by "; ") of scheduler.go's
  fmt.Errorf("incompatible with nodepool %q, daemonset overhead=%s, %w", ...): one reason per nodepool, no count,
  no node total (source "karpenter"); the same "incompatible with nodepool ..." (or karpenter-core's older
  "incompatible with provisioner %q, %w") pasted without the "Failed to schedule pod, " head, split at each
  "; incompatible with".
- HAMi scheduler extender (Project-HAMi/HAMi pkg/scheduler/scheduler.go, FilteringFailed event):
  fmt.Errorf("no available node, all node scores do not meet"); newer HAMi "no available node, N nodes do not
  meet" (source "hami-scheduler").
- GKE's cluster-autoscaler FailedScaleUp (gke-autoscaling): "Node scale up in zones %v associated with this pod
  failed: %v. Pod is at risk of not being scheduled." (e.g. "GCE quota exceeded"): source cluster-autoscaler, the
  failure as one reason with no count.
- kube-scheduler's reason list pasted without its "0/N nodes are available: " head ("1 node(s) didn't have free
  ports ..., 1 node(s) had taint ..."), also as the Message column of a `kubectl describe` FailedScheduling row:
  the reasons as written, total null.
- kube-scheduler 2015 (plugin/pkg/scheduler/generic_scheduler.go FitError.Error()): fmt.Sprintf("Failed for reason
  %s and possibly others", reason): one predicate name, count and total null (source kube-scheduler-legacy).
  Kubernetes 1.0's form, "For each of these fitness predicates, pod %s failed on at least one node: %s." as the 2015
  user guide's compute-resources page shows it (one predicate there; a list is split on commas, a separator not
  confirmed from the source): each predicate a reason, count and total null (round 152, events_fresh728).
- KAI-Scheduler's NonPreemptibleOverQuota details ("Non-preemptible workload is over quota. Workload requested %v
  GPUs, but %s quota is %v GPUs, while %v GPUs are already allocated for non-preemptible pods. Use a preemptible
  workload to go over quota.", as KAI's allocate integration tests expect it) as the whole message: one reason.
- Volcano's gang message followed by "Origin reason is <task>: 0/N nodes are unavailable: <histogram>." (the failing
  task's own FitErrors): the gang counts and the task's node histogram, total N from that histogram.
- Round 11: the scheduling framework's wrap of one plugin's error ('running PreFilter plugin "X": ...', 'running "X"
  filter plugin ...', 1.16-1.18 'error while running "X" prebind plugin for pod "p": ...', after 'binding rejected: ');
  Kueue's Pending reasons that are not a flavor assignment ('ClusterQueue X is inactive', 'LocalQueue X doesn't
  exist', 'Workload no longer fits after processing another workload', ...); Apache YuniKorn's PodUnschedulable
  ('Task X is pending for the requested resources become available', source yunikorn): each one reason, count and
  total null. Every text is first undone of its paste artefacts (doctor/signatures/paste.py)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import LazyPattern

# Every pattern here is compiled on first use (`doctor explain TEXT` must start in less time than
# compiling them all takes), and parse_event() looks for each form's literal words in an ASCII line
# before running its regex: a line without them cannot match (re.I on an ASCII line is lower()),
# so most lines of a pasted log run none of these regexes.

# kube-scheduler's head, tolerant of what pastes do to it: "0 /3" (stray spaces), a missing "are",
# "nodes are unavailable" (Volcano's wording of the same histogram)
_HEAD = LazyPattern(r"^\s*0\s*/\s*(\d+)\s+nodes?\s+(?:are\s+|is\s+)?(?:un)?available\s*:?\s?(.*)$", re.S | re.I)
_ENTRY = LazyPattern(r"^(\d+) (.+)$", re.S)
NOISE = ("no new claims to deallocate, ", "still not schedulable, ")


@dataclass
class ParsedMessage:
    text: str
    total_nodes: int | None = None
    reasons: dict[str, int] = field(default_factory=dict)
    prefilter: str | None = None
    preemption: str | None = None                  # text after "preemption: "
    preemption_reasons: dict[str, int] = field(default_factory=dict)
    truncated: bool = False

    def to_dict(self) -> dict:
        return {"total_nodes": self.total_nodes, "reasons": dict(self.reasons),
                "prefilter": self.prefilter, "preemption": self.preemption,
                "preemption_reasons": dict(self.preemption_reasons), "truncated": self.truncated}


def _split_histogram(text: str) -> tuple[dict[str, int], bool]:
    """'1 A, 2 B' -> {A: 1, B: 2}; pieces without a leading count join the previous entry."""
    text = text.strip()
    while text.endswith("."):
        text = text[:-1]
    out: dict[str, int] = {}
    if "**" in text:
        # Markdown bold around a reason or its count ('1 **Insufficient nvidia.com/gpu.**', round 20): markup, never a
        # reason's own characters
        text = _tidy(text.replace("**", ""))
    entries: list[str] = []
    for piece in text.split(", "):
        if _ENTRY.match(piece) or not entries:
            entries.append(piece)
        else:
            entries[-1] += ", " + piece
    ok = True
    for e in entries:
        m = _ENTRY.match(e.strip())
        if not m:
            ok = False
            continue
        reason = m.group(2).strip()
        out[reason] = out.get(reason, 0) + int(m.group(1))
    return out, ok


def parse_message(text: str) -> ParsedMessage | None:
    """Parse a FailedScheduling message / PodScheduled condition message. None when it is
    not a FitError (e.g. a binding error)."""
    if not isinstance(text, str):
        return None
    raw = text
    for noise in NOISE:
        text = text.replace(noise, "")
    m = _HEAD.match(text)
    if not m:
        return None
    out = ParsedMessage(raw, int(m.group(1)))
    rest = m.group(2)
    if rest.endswith(" ..."):
        out.truncated = True
        rest = rest[:-4]
    pre_idx = rest.find(" preemption: ")
    if rest.startswith("preemption: "):
        pre_idx = -1
        main, pre = "", rest[len("preemption: "):]
    elif pre_idx >= 0:
        main, pre = rest[:pre_idx], rest[pre_idx + len(" preemption: "):]
    else:
        main, pre = rest, None
    main = main.strip()
    if pre is None and main.endswith(". not found") and not _ENTRY.match(main.split(", ", 1)[0]):
        # 1.34+: a PreFilter rejection before DynamicResources' PreFilter makes its PostFilter fail
        # with "not found" (real v1.35.4: "0/6 nodes are available: pod has unbound immediate
        # PersistentVolumeClaims. not found"); the PreFilter message is what precedes it
        main = main[: -len(" not found")]
    if main:
        first = main.split(", ", 1)[0]
        if _ENTRY.match(first):
            out.reasons, _ = _split_histogram(main)
        else:
            out.prefilter = main.rstrip(".").strip()
    if pre is not None:
        pre = pre.strip()
        out.preemption = pre.rstrip(".").strip()
        pm = _HEAD.match(pre)
        if pm:
            out.preemption_reasons, _ = _split_histogram(pm.group(2))
    return out


# --------------------------------------------------------------------------------------------
# Every scheduling event form, not only kube-scheduler's: parse_event().

_ANSI = LazyPattern(r"\x1b\[[0-9;?]*[A-Za-z]")
# (round 18: a total redacted as 'X' by the reporter, '0/X nodes are available: X node(s) had ...', events_fresh34: the
# form is recognised, the total and the counts it hides are null)
_KS_ANY = LazyPattern(r"(?<![\d/])(\d+)\s*/\s*(\d+|X(?![\w-]))\s+nodes?\s+(?:are\s+|is\s+)?(?P<un>un)?available\b\s*:?", re.I)
_CJK = LazyPattern(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff01-\uff5e]")
_PREEMPT = LazyPattern(r"\s*\bpreemption:\s*", re.I)
_GANG = LazyPattern(r"(?:(?P<a>\d+)/(?P<b>\d+) tasks in gang unschedulable:\s*)?(?:pod group|job) is (?:not )?ready\b,?\s*(?P<rest>.*)"
                   r"|(?P<a2>\d+)/(?P<b2>\d+) tasks in gang unschedulable:\s*(?P<rest2>.*)", re.I)
_CA = LazyPattern(r"pod didn't trigger scale-up(?:\s*\(it wouldn't fit if a new node is added\))?\s*:?\s*(?P<rest>.*)", re.I)
_KUEUE = LazyPattern(r"couldn't assign flavors to pod set (?P<podset>[^:]+):\s*(?P<rest>.*)"
                    r"|(?P<whole>Workload didn't fit in the remaining quota)", re.I)
# Kueue's reasons a workload stays pending that are not a flavor assignment (kubernetes-sigs/kueue pkg/scheduler/
# scheduler.go: e.inadmissibleMsg = "The workload has failed admission checks" / fmt.Sprintf("ClusterQueue %s is
# inactive") / "ClusterQueue %s not found" / "Workload namespace doesn't match ClusterQueue selector", setSkipped(e,
# "Workload no longer fits after processing another workload"); the workload controller's "LocalQueue %s doesn't
# exist", "LocalQueue %s is inactive", "ClusterQueue %s doesn't exist"; recorded as the Pending event's message)
_KUEUE_PENDING = LazyPattern(r"(?:^\s*|(?<=\s\s)|(?<=[\"'`>])|(?<=: )|(?<=\t))(?P<msg>(?:(?:ClusterQueue|LocalQueue) \S+ (?:is inactive"
                             r"|is stopped|not found|doesn't exist)|Workload namespace doesn't match ClusterQueue selector|The "
                             r"workload has failed admission checks|Workload no longer fits after processing another workload))"
                             r"\s*[.\"'`]*\s*$")
# Apache YuniKorn (yunikorn-k8shim pkg/cache/context.go: Eventf(..., "PodUnschedulable", "Task %s is pending for the
# requested resources become available", task.alias); the condition message is yunikorn-core's reason "request is
# waiting for cluster resources become available")
_YUNIKORN = LazyPattern(r"(?P<msg>Task \S+ is pending for the requested resources become available"
                        r"|request is waiting for cluster resources become available)")
# (Kueue flavorassigner since #7232 (v0.14): 'insufficient quota for %s in flavor %s, previously considered podsets
# requests (%s) + current podset request (%s) > maximum capacity (%s)': one reason with its own ', ' (the Reasons of a
# FlavorAssignmentAttempt hold it whole; Status.Message() joins the reasons with ', '); round 15, kuberay#4846)
_KUEUE_CONT = LazyPattern(r"^(?:\d[\w.]*\s+more needed|request > maximum capacity|previously considered podsets? requests?\b)",
                          re.I)
_KAI = LazyPattern(r"no nodes with enough resources were found\s*:?\s*(?P<rest>.*)", re.I)
_LEGACY = LazyPattern(r"(?:No nodes are available that match all of the (?:following )?predicates|fit failure summary on nodes)"
                     r"\s*:+\s*(?P<rest>.*)", re.I)
_LEGACY_ENTRY = LazyPattern(r"^(?P<reason>.+?)\s*\((?P<n>\d+)\)$")
_COUNTED = LazyPattern(r"^(\d+)\s+(.+)$", re.S)
# Volcano pkg/scheduler/api/unschedule_info.go FitErrors.Error(): fmt.Sprintf(f.err+": %v.", histogram) with f.err
# defaulting to AllNodeUnavailableMsg = "all nodes are unavailable" (no node total)
_VOLCANO_ALL = LazyPattern(r"\ball nodes are unavailable\b\s*:?\s*(?P<rest>.*)", re.I)
_KARPENTER = LazyPattern(r"Failed to schedule pod,\s*(?P<rest>.*)", re.I)
# the same per-nodepool error pasted without the event's "Failed to schedule pod, " head (Karpenter's log line or a
# copy of the event's tail): scheduler.go's "incompatible with nodepool %q, daemonset overhead=%s, %w" (v0.3x+) or the
# older "incompatible with provisioner %q, %w" (karpenter-core), several joined by multierr's "; "
_KARPENTER_BARE = LazyPattern(r"(?:^|(?<=[\s\"'`>]))(?P<rest>incompatible with (?:nodepool|provisioner) \"[^\"]*\",.*)", re.I)
_KARPENTER_NEXT = LazyPattern(r";\s*(?=incompatible with (?:nodepool|provisioner) \")", re.I)
_HAMI = LazyPattern(r"no available node,\s*(?P<rest>.*)", re.I)
_GKE_SCALEUP = LazyPattern(r"Node scale up in zones? (?P<zones>.*?) associated with this pod failed:\s*(?P<rest>.*?)"
                           r"(?:\.\s*Pod is at risk of not being scheduled\.?)?\s*$", re.I)
# a kube-scheduler reason as FitError's histogram writes it ('<n> node(s) ...', '<n> Insufficient ...', '<n> Too many
# pods'): a list of these without the '0/N nodes are available: ' head is still that histogram
# the '.' that ends FitError's histogram: before a closing quote (JSON/YAML/Markdown around the message) or before
# text that starts no further '<count> <reason>'
_HIST_END = LazyPattern(r"\.(?=[\"'`]|\s+(?!\d+\s))")
_REDACTED = LazyPattern(r"^X\s+\S")
_REDACTED_SPLIT = LazyPattern(r"(?:^|,\s+)X\s+(?=\S)")
_KS_REASON = LazyPattern(r"^\d+\s+(?:node\(s\)|Insufficient\s|Too many pods|node is|nodes? (?:were|was|had|did))", re.I)


def _tidy(rest: str) -> str:
    """The message text as written, without what surrounds it in a paste: trailing quotes and
    backticks (kubectl -o yaml, Markdown) or a closing guillemet (a message quoted in French/Russian prose: «...»),
    Markdown's closing emphasis ('**' around a pasted row), a closing '"'
    of a klog err="...", trailing dots, and the doubled '' of a YAML single-quoted string."""
    # a full-width '。' closing the prose around a pasted message (CJK pages) is the prose's, not the reason's
    rest = rest.strip().rstrip("\u3002\uff0e").rstrip()
    if rest.endswith("}]") and rest.count("{") < rest.count("}"):
        # a Go struct dump of the pod's condition closes the message ('[{PodScheduled False ... Unschedulable 0/4 nodes
        # are available: 1 MatchNodeSelector, 3 Insufficient pods.}]', an e2e framework's INFO line, events_fresh52):
        # the struct's '}]', not the reason's (a taint's own '{...}' is balanced)
        rest = rest[:-2].rstrip()
    while rest and rest[-1] in "`'\").*\u00bb\u203a":
        if rest[-1] == ")" and rest.count("(") >= rest.count(")"):
            break
        if rest[-1] == "." and rest.rstrip(".")[-1:] != "`":
            break      # a sentence's own '.' (dropped below); after a Markdown code span ("`...`.") it is the prose's
        rest = rest[:-1].rstrip()
    rest = rest.rstrip(". ").strip()
    if "''" in rest:
        rest = rest.replace("''", "'")
    return rest


def _whole_message(line: str, m, openers: str) -> tuple[str, str]:
    """(reason, message) of a one-reason message matched by a pattern with msg/core/tail groups. Quoted in prose
    (an opening quote of `openers` right before it), it ends at the first closing quote after its core words; a
    closing '"' of a quoted name at its end ('... persistentvolume "pv-1"') is the message's own, kept."""
    msg = m.group("msg")
    if m.start() > 0 and line[m.start() - 1] in openers:
        closers = openers.replace("\u201c", "\u201d")
        cut = re.search("[" + re.escape(closers) + "]", m.group("tail"))
        if cut is not None:
            msg = m.group("core") + m.group("tail")[:cut.start()]
    reason = _tidy(msg)
    if reason.count('"') % 2 and msg.strip().count('"') % 2 == 0:
        reason += '"'
    return reason, msg.strip()


_REASON_SEP = re.compile(r"(, |,(?=\d+ \S))")


def _histogram(text: str) -> dict[str, int | None]:
    """'1 A, 2 B' -> {A: 1, B: 2}; a piece without a leading count continues the previous reason
    (reasons contain commas: taints, KAI's 'task: <..>, node: <..>'); an entry with no count at all
    gets None (the message does not state it)."""
    text = _tidy(text)
    if "**" in text:
        # Markdown bold around a reason or its count ('1 **Insufficient nvidia.com/gpu.**', round 20): markup, never a
        # reason's own characters
        text = _tidy(text.replace("**", ""))
    if not text or not re.search(r"[^\W_]", text):
        # only the paste's markup after the message ('**"' of a bold quoted CA message, round 18): no reason
        return {}
    entries: list[str] = []
    # reasons apart by ', ' or, where a paste (or an emitter) lost the space, by ',' right before the next count
    # ('... didn't match node selector,1 node(s) had volume node affinity conflict', events_fresh51): a piece without
    # a count is joined back with the separator it had
    parts = _REASON_SEP.split(text)
    for k in range(0, len(parts), 2):
        piece = parts[k]
        if _COUNTED.match(piece) or not entries:
            entries.append(piece)
        else:
            entries[-1] += parts[k - 1] + piece
    out: dict[str, int | None] = {}
    for e in entries:
        e = e.strip()
        m = _COUNTED.match(e)
        if m:
            reason = m.group(2).strip().rstrip(".")
            out[reason] = (out.get(reason) or 0) + int(m.group(1))
        elif e:
            out.setdefault(e.rstrip("."), None)
    return out


def _volcano_gang(rest: str) -> dict[str, int | None]:
    """'1 minAvailable, 7 Running, 89 Pending; Pending: 89 Unschedulable' ->
    {minAvailable: 1, Running: 7, Pending: 89, 'Pending: Unschedulable': 89}."""
    rest = _tidy(rest)
    out: dict[str, int | None] = {}
    head, _, tail = rest.partition(";")
    for piece in head.split(","):
        m = _COUNTED.match(piece.strip())
        if m:
            out[m.group(2).strip()] = int(m.group(1))
    tail = tail.strip()
    if tail:
        label, _, items = tail.partition(":")
        for piece in items.split(","):
            m = _COUNTED.match(piece.strip())
            if m:
                out[f"{label.strip()}: {m.group(2).strip()}"] = int(m.group(1))
    return out


def _kueue(rest: str) -> dict[str, int | None]:
    rest = _tidy(rest)
    parts: list[str] = []
    for piece in rest.split(", "):
        if parts and _KUEUE_CONT.match(piece):
            parts[-1] += ", " + piece
        else:
            parts.append(piece)
    return {p.strip(): None for p in parts if p.strip()}


def _legacy(rest: str) -> dict[str, int | None]:
    out: dict[str, int | None] = {}
    for piece in _tidy(rest).split(", "):
        m = _LEGACY_ENTRY.match(piece.strip())
        if m:
            out[m.group("reason").strip()] = int(m.group("n"))
        elif piece.strip():
            out[piece.strip()] = None
    return out


def _result(source: str, total, reasons: dict, preemption, message: str, **extra) -> dict:
    out = {"source": source, "total": total, "reasons": reasons, "preemption": preemption,
           "message": message.strip()}
    out.update(extra)
    return out


def _kube_scheduler(line: str) -> dict | None:
    """kube-scheduler's FitError (and Volcano's 'unavailable' wording of it) anywhere in a line;
    the total never comes from the preemption part."""
    for noise in NOISE:
        line = line.replace(noise, "")
    low = _words(line)
    if low is not None and "preemption:" not in low and "available" not in low:   # the words both regexes need
        return None
    pm = _PREEMPT.search(line)
    head = _KS_ANY.search(line)
    if head is not None and (pm is None or head.start() < pm.start()):
        source = "volcano" if head.group("un") else "kube-scheduler"
        rest = line[head.end():]
        if head.start() > 0 and line[head.start() - 1] == "`" and "`" in rest:
            # quoted in prose as a Markdown code span ('the events, `0/1 nodes are available: 1 Too many pods`, which
            # is ...'): the message ends at the closing backtick (kube-scheduler never writes one; round 18)
            rest = rest[:rest.index("`")]
        cjk = _CJK.search(rest) if low is None else None
        if cjk is not None:
            # kube-scheduler writes ASCII (reasons, resource, node and taint names): a CJK/Hangul run is the
            # reporter's prose glued to the message ('... 4 Insufficient nvidia.com/gpu로 Pending')
            rest = rest[:cjk.start()]
        pre = None
        p2 = _PREEMPT.search(rest)
        if p2 is not None:
            rest, pre = rest[:p2.start()], rest[p2.end():]
        truncated = rest.rstrip().endswith("...") or (pre or "").rstrip().endswith("...")
        main = _tidy(rest.replace(" ...", ""))
        if truncated:
            main = main.rstrip(", ")     # '..., ...': the paste's elision, not the emitter's ','
        if main and _COUNTED.match(main.split(", ")[0]):
            # FitError's histogram ends with '.': what follows a '. ' that starts no further '<count> <reason>' is
            # not part of it (a Go map dump of the condition: '... nvidia.com/gpu. reason:Unschedulable status:False]]')
            end = _HIST_END.search(main)
            if end is not None:
                main = _tidy(main[:end.start()])
        # a PreFilter rejection ('0/2 nodes are available: resource claim ... is in the process of being
        # allocated.') is one message for the whole cluster: FitError.Error() writes it without a per-node count
        counted = bool(main) and _COUNTED.match(main.split(", ")[0]) is not None
        if pre is None and not counted and main.endswith(". not found"):
            # the 1.34+ PostFilter 'not found' after a PreFilter message (as parse_message reads it: real v1.35.4 '0/6
            # nodes are available: pod has unbound immediate PersistentVolumeClaims. not found'); not a reason
            # (round 15, openebs/dynamic-localpv-provisioner#303)
            main = _tidy(main[: -len(" not found")])
        redacted = not head.group(2).isdigit()
        if redacted and main and _REDACTED.match(main):
            # counts redacted with the total ('X node(s) had ...'): each reason as written, its count unknown (null)
            reasons = {_tidy(p): None for p in _REDACTED_SPLIT.split(main) if _tidy(p)}
        else:
            reasons = _histogram(main) if counted else ({main: None} if main else {})
        if pre is not None:
            ph = _KS_ANY.match(pre.lstrip())
            if ph is not None:
                # the preemption part is itself a histogram that ends with '.' (a Go map dump goes on after it)
                body = pre.lstrip()
                end = _HIST_END.search(body, ph.end())
                if end is not None:
                    pre = body[:end.start()]
        out = _result(source, None if redacted else int(head.group(2)), reasons, _tidy(pre) if pre is not None else None,
                      line[head.start():])
        if truncated:
            out["truncated"] = True
        return out
    if pm is not None and _KS_ANY.search(line, pm.end()) is not None:
        # the head of the message is missing (a cut paste): reasons as written, no total
        main = line[:pm.start()]
        # prose before the message ends in ':' (or the full-width '：' of a CJK paste)
        cut = max(main.rfind(":"), main.rfind("\uff1a"))
        main = main[cut + 1:] if cut >= 0 and not _COUNTED.match(main.strip()) else main
        return _result("kube-scheduler", None, _histogram(main), _tidy(line[pm.end():]), line)
    return None


# kube-scheduler's PreFilter messages (one for the whole cluster) as they appear without the FitError head:
# VolumeBinding "pod has unbound immediate PersistentVolumeClaims" (1.13+; 1.10-1.12's volume binder
# scheduler_binder.go FindPodVolumes: fmt.Errorf("pod has unbound PersistentVolumeClaims")), 'persistentvolumeclaim
# "x" not found', DynamicResources 'resource claim "x" is in the process of being allocated' / 'waiting for dynamic
# resource controller to create the resourceclaim "x"'
# (round 13: the whole family of volumebinding's podHasPVCs errors, kubernetes pkg/scheduler/framework/plugins/volumebinding/
# volume_binding.go: 'persistentvolumeclaim %q not found' (the lister's NotFound), '... bound to non-existent persistentvolume
# %q', '... is being deleted', '... was not created for the pod' (ephemeral.VolumeIsForPod); volumerestrictions'
# ErrReasonReadWriteOncePodConflict 'node has pod using PersistentVolumeClaim with the same name and ReadWriteOncePod access
# mode'). A message quoted in prose ends at its closing quote.
_PREFILTER_ALONE = LazyPattern(r"(?:^|(?<=[\s\"'`>:\uff1a\u201c]))(?P<msg>(?P<core>pod has unbound (?:immediate )?PersistentVolumeClaims"
                               r"|persistentvolumeclaim \"[^\"]+\" (?:not found|is being deleted|was not created for the pod"
                               r"|bound to non-existent persistentvolume \"[^\"]*\")"
                               r"|node has pod using PersistentVolumeClaim with the same name and ReadWriteOncePod access mode"
                               r"|resource claim \S+ is in the process of being allocated"
                               r"|waiting for dynamic resource controller to create the resourceclaim \S+"
                               # round 18 (events_fresh33/34): DynamicResources' Filter reason 'cannot allocate all claims'
                               # and schedule_one.go's ErrNoNodesAvailable 'no nodes available to schedule pods', each
                               # pasted alone (bare, or as a JSON "message" value): one reason, no count, no total
                               r"|(?:cannot allocate all claims|no nodes available to schedule pods)(?=\W*$))(?P<tail>.*))$", re.I)
# kube-scheduler 1.5-1.11 (pkg/scheduler/algorithm/predicates/predicates.go, VolumeZoneChecker and MaxPDVolumeCountChecker):
# fmt.Errorf("PersistentVolumeClaim had no name"), ("PersistentVolumeClaim was not found: %q"), ("PersistentVolumeClaim not
# found: %q"), ("PersistentVolumeClaim is not bound: %q"), ("PersistentVolume not found: %q"), ("PersistentVolume had no
# name"), ("VolumeBindingMode not set for StorageClass %q"): errors, so the event's whole message (round 14,
# events_fresh22 kubernetes-elastic-stack#45)
_LEGACY_VOLUME = LazyPattern(r"(?:^|(?<=[\s\"'`>:\u201c]))(?P<msg>(?P<core>(?-i:PersistentVolumeClaim) (?:is not bound|was not found|not found)"
                             r": \"[^\"]*\"|(?-i:PersistentVolume) not found: \"[^\"]*\"|(?-i:PersistentVolume(?:Claim)?) had no name"
                             r"(?:: \"[^\"]*\")?|VolumeBindingMode not set for StorageClass \"[^\"]*\")(?P<tail>.*))$", re.I)
# the scheduling framework's wrap of a plugin's error (kubernetes pkg/scheduler/framework/runtime/framework.go:
# RunPreFilterPlugins fmt.Errorf("running PreFilter plugin %q: %w", pl.Name(), err), the same 'running <Point> plugin
# %q: %w' for PreScore/Reserve/Permit/PreBind, and RunFilterPlugins 'running %q filter plugin: %w' (older: 'running %q
# filter plugin for pod %q: %v'; 1.16-1.18 'error while running %q prebind plugin for pod %q: %v'), with the binding cycle's
# 'binding rejected: ' before a Bind plugin's error (schedule_one.go); out-of-tree plugins (koordinator/scheduler-plugins Coscheduling, ...) reach the
# event the same way (round 11, events_fresh15 koordinator#1136)
_PLUGIN_ERROR = LazyPattern(r"(?:^|(?<=[\s\"'`>:]))(?P<msg>(?:binding rejected:\s*)?(?:running (?:PreFilter|Filter|PostFilter|PreScore"
                            r"|Score|Reserve|Permit|PreBind|Bind|PostBind|PreEnqueue) plugin \"[^\"]+\""
                            r"|(?:error while )?running \"[^\"]+\" (?:filter|prefilter|score|reserve|permit|prebind|bind) plugin"
                            r"(?: for pod \"[^\"]*\")?(?: failed with)?)\s*:\s*\S.*)$")
_SCORE_ERROR = LazyPattern(r"(?P<msg>plugin \"[^\"]+\" returns an invalid score -?\d+, it should (?:be )?in the range of "
                           r"\[-?\d+, -?\d+\](?: after normalizing)?)")
_YAML_OPEN = LazyPattern(r"^\s*[\w.-]+:\s*(['\"])")
# a line that ends inside FitError's head ('... preemption: 0/3 nodes are') and the line that completes it
_CUT_HEAD = LazyPattern(r"(?<![\d/])\d+\s*/\s*\d+\s+nodes?(?:\s+(?:are|is))?\s*$", re.I)
_HEAD_REST = LazyPattern(r"^\s*(?:(?:are|is)\s+)?(?:un)?available\b\s*:", re.I)
_SCHED_HINT = LazyPattern(r"nodes? (?:are |is )?(?:un)?available|scale-up|enough resources|node\(s\)|predicates", re.I)
_COUNTED_LINE = LazyPattern(r"^\s*\d+\s+[A-Za-z(]")
_REASON_START = LazyPattern(r"(?:^|[:,]\s+)\d+\s+(?=node\(s\)|Insufficient\s)", re.I)
# (one per line as the scheduler wrote them, or all on one line where a page joined the lines: each reason runs to the
# next 'fit failure on node (' or the line's end; round 12)
_FIT_NODE = LazyPattern(r"fit failure on node \((?P<node>[^)]*)\)\s*:\s*(?P<reason>.+?)\s*(?=\bfit failure on node \(|$)", re.I)
# HAMi's aggregated filter-failure event (FilteringFailed): '<n> nodes <ReasonCode>(<node>[,<node>...])' per reason, the
# codes being HAMi's device filter reasons (pkg/device/common: CardTimeSlicingExhausted, CardInsufficientMemory,
# CardTypeMismatch, ...); no cluster node total (round 12)
_HAMI_AGG = LazyPattern(r"(?:^|(?<=[\s\"'`>:,;]))(?P<n>\d+)\s+nodes?\s+(?P<reason>[A-Z][A-Za-z]+)\((?P<nodes>[^()]*)\)")
# the GKE console's unschedulable banner: 'Cannot schedule pods: <one kube-scheduler reason, without its count>' (one
# line per reason; round 12)
_GKE_CANNOT = LazyPattern(r"^\s*Cannot schedule pods:\s*(?P<rest>\S.*)$", re.I)
_KUEUE_ALONE = LazyPattern(r"(?P<whole>(?:insufficient (?:unused )?quota for \S+ in flavor \S+"
                          r"|resource \S+ unavailable in ClusterQueue)\b.*)", re.I)


# the words that start (or are inside) a scheduling message of any form this parser reads
_WRAP_HINT = LazyPattern(r"nodes?\s*(?:are\s+|is\s+)?(?:un)?available|trigger\s+scale-up|tasks\s+in\s+gang|pod\s+group\s+is"
                         r"|enough\s+resources\s+were\s+found|assign\s+flavors|Failed\s+to\s+schedule\s+pod|incompatible\s+with"
                         r"|predicates|fit\s+failure|no\s+available\s+node|scale\s+up\s+in\s+zones?|associated\s+with\s+this\s+pod"
                         r"|persistentvolumeclaims?|resource\s?claim|quota\s+for|in\s+flavor|ClusterQueue|LocalQueue"
                         r"|unable\s+to\s+schedule|node\(s\)|\binsufficient\s|over\s+quota", re.I)
# literal pieces of _WRAP_HINT's words (lower case, no space: a hard wrap may cut between words), looked for before it
_WRAP_WORDS = ("available", "scale-up", "scaleup", "gang", "podgroup", "group", "resources", "flavor", "schedule",
               "incompatible", "predicates", "failure", "scale", "associated", "persistentvolumeclaim", "claim", "quota",
               "clusterqueue", "localqueue", "node(s)", "insufficient")
_WRAP_STOP = LazyPattern(r"^\s*(?:`{3}|~{3})|^\s*(?:Warning|Normal)\s{2,}|^\s*(?:Events|Type|Reason|Message|Name|Namespace|Status)\s*:|^\s*-{3,}"
                         r"|^\s*[EWIF]\d{4}\s|^\s*\d{4}-\d\d-\d\d[T ]\d\d:|^\s*[$#>]\s")
_WRAP_MIN = 30         # narrower than this is not a terminal or an editor's wrap width
_WRAP_RUN = 40         # lines of one wrapped message at most


def _list_layout(block: list[str]) -> bool:
    """Lines that are records of a list, not pieces of one wrapped line: every line but the last ends a sentence ('.',
    ';') and every next one starts with a count (KAI prints one reason per line, joined by '. '), or 3+ lines start
    alike (one 'fit failure on node (...)' per node; two lines: their first 20 characters). (A list whose lines end in
    ',' reads the same joined.)"""
    if all(x.rstrip().endswith((".", ";")) for x in block[:-1]) and \
            all(_COUNTED.match(x.strip()) for x in block[1:]):
        return True
    starts = [x.strip()[:12] for x in block]
    if len(starts) >= 3 and len(set(starts)) < len(starts):
        return True
    return len(block) == 2 and len(block[0].strip()) >= 20 and block[0].strip()[:20] == block[1].strip()[:20]


def _hard_block(run: list[str], at: int) -> tuple[str, int] | None:
    """A terminal's hard wrap starting at run[at]: lines cut at one width (2+ of them) and a last, shorter line; joined
    as is (the cut falls inside a word or next to the space it keeps). (joined, end) or None."""
    width = len(run[at])
    if width < _WRAP_MIN:
        return None
    end = at + 1
    while end < len(run) and len(run[end]) == width:
        end += 1
    if end - at < 2 or end >= len(run) or len(run[end]) > width:
        return None
    block = run[at:end + 1]
    if any(x.startswith("  ") for x in block[1:]) or _list_layout(block):
        return None        # an indented line is a layout, not a cut
    if not any(a.endswith(" ") or b.startswith(" ") or _cut_join(a, b) == a + b for a, b in zip(block, block[1:])):
        return None        # every cut at a consumed space: equal lengths by chance of a soft wrap, not a hard one
    return "".join(block), end + 1


# the words of the scheduling messages this parser reads, from their emitters' format strings (kube-scheduler's
# plugins and FitError, cluster-autoscaler, Volcano, KAI, Kueue, Karpenter): a line cut inside one of these words by a
# terminal is joined back without a space
_MSG_WORDS = frozenset("""
available unavailable nodes node insufficient preemption victims found incoming helpful scheduling untolerated taint
taints tolerate tolerated didn't match pod's affinity selector anti-affinity unschedulable conditions volume volumes
conflict persistent persistentvolumeclaims unbound immediate ports requested resources resource enough profile memory
ephemeral-storage storage nvidia.com/gpu gpus trigger scale-up group minavailable pending running unschedulable
constraints topology spread satisfy plugin plugins nodeaffinity nodeports tainttoleration noderesourcesfit
volumebinding volumerestrictions interpodaffinity exceeded maximum capacity borrowing limit flavor flavors assign
couldn't incompatible nodepool daemonset overhead instance satisfied requirements predicates failure summary
insufficient allocatable allocated reached backoff failed schedule wouldn't tasks gang ready selector gpu nvidia
com amd kubernetes io role control-plane master unreachable not-ready pressure disk cordoned were was had have did
not are that the this with for from use used risk current request requests previously considered podsets podset
being scheduled scheduler waiting preemptible free appear least bad when default zone zones quota error exceeded
pending ready group tolerate tolerations toleration able unable there than more needed because which unexpected
bound claim claims allocation allocate allocated process dynamic controller create deallocate matching nodes
a an in to on of is be at or no it by as if so up we any all one two
""".split())


def _cut_join(a: str, b: str) -> str:
    """How two physical lines join: without a space when the cut falls inside a token (one of the messages' words, or a
    common word of their sentences, whose pieces are not both words: 'Insuff|icient', 'n|ot'; a number; after '/', '-'
    or an opening bracket as in '0/|3', 'gpu-|mem'; before ':', ')', ',' or ';'), else with one."""
    if not a or not b or a[-1:].isspace() or b[:1].isspace():
        return a.rstrip() + " " + b.strip()
    if a[-1] in "/-({[" or (a[-1].isdigit() and b[0].isdigit()) or b[0] in ":),;":
        return a + b       # inside a token: no soft wrap breaks a line before ':', ')' or ',' or after '/', '-', '('

    tail = re.search(r"[A-Za-z0-9']+$", a)
    head = re.match(r"[A-Za-z0-9']+", b)
    if tail and head:
        t, h = tail.group(0).lower(), head.group(0).lower()
        if (t + h) in _MSG_WORDS and not (t in _MSG_WORDS and h in _MSG_WORDS):
            return a + b
    return a.rstrip() + " " + b.strip()


def _soft_cut(a: str, b: str, width: int) -> bool:
    """`b` continues `a` broken by a soft wrap at `width` (an editor, textwrap, a chat client): `a` is too long to have
    taken `b`'s first word, `b` is not indented, and the two are not records of a list (_list_layout)."""
    a, st = a.rstrip(), b.strip()
    if not st or b[:2].isspace() or b[:1] == "\t" or _list_layout([a, b]):
        return False
    first = len(st.split(None, 1)[0])
    if len(a) < _WRAP_MIN and first < width // 2:
        return False       # a short line is a wrap only before a word too long for the rest of the line
    return len(a) + 1 + first > width


def _unwrap_terminal(lines: list[str]) -> list[str]:
    """A scheduling message hard- or soft-wrapped by a terminal, an editor or a chat client joined back into one line:
    within each run of consecutive lines (no blank line, no new event row, log record, YAML/describe key or shell
    prompt) that holds a scheduling message's words, a hard-wrapped block (_hard_block: joined as is) or lines a soft
    wrap broke (_soft_cut, the run's longest line standing for the wrap width; joined by _cut_join), when the join
    holds those words. A run without them is left as it is (a plain log pays one regex)."""
    whole = "".join(lines).lower()
    if not any(w in whole for w in _WRAP_WORDS):
        return lines
    out: list[str] = []
    i, n = 0, len(lines)
    while i < n:
        j = i + 1
        while j < n and j - i < _WRAP_RUN and lines[j].strip() and not _WRAP_STOP.match(lines[j]) \
                and not _TABLE_ROW.search(lines[j]):
            j += 1
        run = lines[i:j]
        i = j
        if len(run) < 2:
            out.extend(run)
            continue
        low = "".join(x.strip() for x in run).lower()
        if not any(w in low for w in _WRAP_WORDS) or not (_WRAP_HINT.search(" ".join(x.strip() for x in run))
                                                          or _WRAP_HINT.search(low)):
            out.extend(run)
            continue
        width = max(len(x.rstrip()) for x in run)
        at = 0
        while at < len(run):
            hard = _hard_block(run, at) if at < len(run) - 2 else None
            if hard is not None and _WRAP_HINT.search(hard[0]):
                out.append(hard[0])
                at = hard[1]
                continue
            joined, end = run[at], at + 1
            while end < len(run) and _soft_cut(run[end - 1], run[end], width):
                joined = _cut_join(joined, run[end])
                end += 1
            if end > at + 1 and _WRAP_HINT.search(joined):
                out.append(joined)
                at = end
                continue
            out.append(run[at])
            at += 1
    return out


def _logical_lines(text: str) -> list[str]:
    """Physical lines joined back into the messages they were wrapped from: a YAML quoted scalar
    (kubectl -o yaml wraps `message: '...'` over several indented lines) is joined with spaces until
    its quote closes; lines that start with a count ('6 node(s) didn't ...', as KAI and the
    autoscaler print one reason per line) continue the previous line's histogram."""
    lines = [(_ANSI.sub("", raw) if "\x1b" in raw or not _PREFILTER else raw).replace("\r", "")
             for raw in text.splitlines()]
    if "\u2502" in text:
        lines = _unframe(lines)
    if "(repeated " in text:
        lines = [_REPEATED.sub("", ln) for ln in lines]
    if "[" in text and _GO_SLICE_HINT.search(_NL_INDENT.sub("", text)):
        lines = _unwrap_go_slice(lines)
    if len(lines) > 1:
        lines = _unwrap_terminal(lines)
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        m = _YAML_OPEN.match(line) if ":" in line and ("'" in line or '"' in line) or not _PREFILTER else None
        if m:
            q = m.group(1)
            body = line[m.end():]
            j = i
            while (body.replace(q + q, "").count(q) % 2 == 0) and j + 1 < len(lines) and j - i < 8:
                j += 1
                body += " " + lines[j].strip()
                line += " " + lines[j].strip()
            if q == "'" and "''" in line:     # a YAML single-quoted scalar writes ' as '' (couldn''t)
                line = line.replace("''", "'")
            if j > i:
                out.append(line)
                i = j + 1
                continue
        out.append(line)
        i += 1
    merged: list[str] = []
    for line in out:
        if merged and _CUT_HEAD.search(merged[-1]) and _HEAD_REST.match(line):
            # a head wrapped inside itself ('... preemption: 0/3 nodes are' / 'available: 1 No preemption ...')
            merged[-1] = merged[-1].rstrip() + " " + line.strip()
            continue
        if merged and merged[-1].rstrip().lower().endswith("preemption:") and _KS_ANY.match(line.lstrip()):
            # the line broken right after ' preemption: ': the next line starts the PostFilter histogram
            merged[-1] = merged[-1].rstrip() + " " + line.strip()
            continue
        lead = line.lstrip()
        for noise in NOISE:
            # a PostFilter message that precedes ', preemption: ' ('no new claims to deallocate') wrapped with it
            if lead.startswith(noise):
                lead = lead[len(noise):]
        if merged and lead.lower().startswith("preemption:") and _SCHED_HINT.search(merged[-1]):
            # kube-scheduler's ' preemption: 0/N nodes ...' suffix wrapped onto its own line
            merged[-1] = merged[-1].rstrip() + " " + line.strip()
            continue
        if merged and _wrapped_reason(merged[-1], line):
            # one reason broken across lines ('1 node(s) didn't match Pod's' / 'node affinity/selector.')
            merged[-1] = merged[-1].rstrip() + " " + line.strip()
            continue
        if not merged or not _counted_line(line):
            merged.append(line)
        elif not _SCHED_HINT.search(merged[-1]):
            merged.append(line)
        elif not _counted_line(merged[-1]) and merged[-1].strip():
            # a reason list wrapped after its ', ' keeps one separator; after the head's ':' it starts the list
            sep = " " if merged[-1].rstrip().endswith((",", ":")) else ", "
            merged[-1] = merged[-1].rstrip() + sep + line.strip()
        elif merged[-1].strip() and merged[-1].rstrip().endswith(","):
            merged[-1] = merged[-1].rstrip() + " " + line.strip()
        else:
            merged.append(line)
    return merged


# kube-scheduler <= 1.6: a predicate's unexpected error, 'fmt.Errorf("SchedulerPredicates failed due to %v, which is
# unexpected.", err)' (plugin/pkg/scheduler/generic_scheduler.go podFitsOnNode), one per node, aggregated and printed as
# a Go slice '[err, err, ...]'; old kubectl printed events in fixed-width columns that wrap it mid-word
# (the message may end a Markdown code block: 'which is unexpected.```', events_fresh50 phenomenal-h2020#7)
_SCHED_PRED = LazyPattern(r"SchedulerPredicates failed due to (?P<err>.+?), which is unexpected\.?(?=,\s|\]|\s*[`'\"]*\s*$)")
_GO_SLICE_HINT = LazyPattern(r"\[\s*SchedulerPredicates failed due to", re.I)
_NL_INDENT = LazyPattern(r"\r?\n[ \t]*")


def _unwrap_go_slice(lines: list[str]) -> list[str]:
    """A '[SchedulerPredicates failed due to ...]' slice wrapped by a fixed-width column ('[Sched' / 'ulerPredicates
    fai' / 'led due to ...]') joined back without spaces, up to its closing ']'; kept only when the join gives the
    form (any other bracket is left alone)."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.count("[") > line.count("]"):
            joined, j = line.rstrip("\r"), i
            while joined.count("[") > joined.count("]") and j + 1 < len(lines) and j - i < 12 \
                    and lines[j + 1].strip() and not _ROW_START.match(lines[j + 1]):
                j += 1
                joined += lines[j].strip()
            if j > i and _SCHED_PRED.search(joined) and _GO_SLICE_HINT.search(joined):
                out.append(joined)
                i = j + 1
                continue
        out.append(line)
        i += 1
    return out


# the event recorder's aggregation suffix as pasted from 1.12-era `kubectl describe` ('pod has unbound
# PersistentVolumeClaims (repeated 2 times)'): not part of the message
_REPEATED = LazyPattern(r"\s*\(repeated \d+ times?\)(?=\s*$|\s*[\"'`])")
# a row of a table (`kubectl get events -A`: 'default   3m   Warning   FailedScheduling ...'): columns apart by 2+ spaces
_TABLE_ROW = LazyPattern(r"\S {2,}\S[^\n]*? {2,}\S")
_YAML_KEY = LazyPattern(r"^\s*[\w.-]+:(?:\s|$)")
_ROW_START = LazyPattern(r"^\s*(?:Warning|Normal|Type|Events|Reason|LAST SEEN|\d+[smhd]\b|<[a-z]+>|-\s)", re.I)


def _unframe(lines: list[str]) -> list[str]:
    """k9s (and other TUIs) draw '│' frames around each row and wrap a long row at the frame's width, in
    mid-word ('... for incoming po │' / '│ d.'): the frames are taken off and a row continued on the next
    framed line (its text starts right after the frame's one padding space) is joined back without a space."""
    out: list[str] = []
    prev_framed = False
    for ln in lines:
        st = ln.strip()
        if not st.startswith("\u2502"):
            out.append(ln)
            prev_framed = False
            continue
        body = st[1:]
        body = body[1:] if body.startswith(" ") else body
        body = body[:-1] if body.endswith("\u2502") else body
        body = body[:-1] if body.endswith(" ") else body
        if prev_framed and out and body[:1].strip() and not _ROW_START.match(body):
            out[-1] += body.rstrip()
        else:
            out.append(body.rstrip())
        prev_framed = True
    return out


def _wrapped_reason(prev: str, line: str) -> bool:
    """A scheduling message's last reason continued on the next physical line: the previous line holds a
    reason list (a head or a counted reason) that ends mid-reason (no '.', ':' or closing quote) and this
    line continues it in lower case (no count, no YAML key, no new event row)."""
    st = line.strip()
    if not st or not st[0].islower() or st.lower().startswith("preemption:") or _TABLE_ROW.search(st):
        return False
    p = prev.rstrip()
    if p.endswith(",") and not _YAML_KEY.match(line) and not _ROW_START.match(line) \
            and _REASON_START.search(p) is not None and (_counted_line(prev) or _SCHED_HINT.search(prev)):
        # wrapped after a ', ' inside the list: every new reason starts with its count, so an uncounted lower-case
        # line continues the last reason (a taint '{node-role.kubernetes.io/master: }, ' / 'that the pod didn't tolerate')
        return True
    if not p or p[-1] in ".:,;'\"`)]}" or _YAML_KEY.match(line) or _ROW_START.match(line):
        return False
    if not (_counted_line(prev) or _SCHED_HINT.search(prev)):
        return False
    last = p.split(": ")[-1].split(", ")[-1]
    if _COUNTED.match(last.strip()) is not None:
        return True
    # the last reason itself holds ', ' or ': ' (a taint '{dedicated: x}, that the pod didn't' / 'tolerate'): the
    # tail after the last '<count> ' that starts a reason is one reason when it ends no sentence
    starts = [m.end() for m in _REASON_START.finditer(p)]
    return bool(starts) and ". " not in p[starts[-1]:] and _SCHED_HINT.search(p) is not None


def _counted_line(line: str) -> bool:
    """_COUNTED_LINE.match(line), without the regex for the lines that start with no digit
    (lstrip() and isdecimal() are re's \\s and \\d)."""
    if _PREFILTER and not line.lstrip()[:1].isdecimal():
        return False
    return _COUNTED_LINE.match(line) is not None


_PREFILTER = True    # False runs every regex on every line (tests/test_startup.py: the answers must not change)


def _words(line: str) -> str | None:
    """The line lower-cased, to look for a form's literal words before running its regex; None when
    that is not exact (a non-ASCII line: re.I also folds the Kelvin sign, the long s...), and then
    every regex runs."""
    return line.lower() if _PREFILTER and line.isascii() else None


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _hand_wrapped(lines: list[str], idx: int) -> str:
    """A one-line message a person wrapped by hand (round 20: a Karpenter event pasted over 11 lines): while a line ends
    in a separator (',', ' and', or trailing blanks: the break was put after a word), the next non-empty line that is no
    code fence continues it, joined with one space."""
    line = lines[idx]
    j = idx
    while (j + 1 < len(lines) and j - idx < 40 and lines[j + 1].strip() and not lines[j + 1].lstrip().startswith("```")
           and (lines[j] != lines[j].rstrip() or lines[j].rstrip().endswith((",", " and"))
                # round 24 (events_fresh60 knowledgesystems#452): kubectl describe's message column, wrapped by hand: a
                # continuation line (deeply indented) followed by one at the same indentation continues it even with
                # no separator at the break ('... known values' / '(typo of "workload-class"?)')
                or (j > idx and _indent(lines[j]) >= 8 and _indent(lines[j + 1]) == _indent(lines[j])))):
        j += 1
        line = line.rstrip() + " " + lines[j].strip()
    return line


def parse_event(text: str) -> dict | None:
    """The first scheduling event message in `text` (a pasted event line, kubectl describe
    output, a condition message) decomposed into {source, total, reasons{reason: count},
    preemption, message}. Words are exactly as written; a count the message does not state is
    None; total is None when the form states no node total (never 0 for "unknown").
    Sources: kube-scheduler (also scheduler extenders such as HAMi and gpushare, which use its
    format), kube-scheduler-legacy, volcano, volcano-gang, cluster-autoscaler, kueue, kai-scheduler."""
    if not isinstance(text, str) or not text.strip():
        return None
    from .paste import normalise

    # the paste's artefacts (Markdown auto-links, TUI frames wrapped mid-word, HTML entities, smart quotes, JSON log
    # records, quote prefixes, gutters: doctor/signatures/paste.py) undone as for the signature engine; backticks stay
    # (a message quoted in prose between backticks is read as quoted)
    text = normalise(text, inline_code=False)
    lines = _logical_lines(text)
    if "''" in text:
        # a YAML single-quoted scalar's escaped apostrophe left outside a 'key: ' line (a message quoted in prose as
        # `'couldn''t assign flavors ...'`): the contraction as written before YAML escaped it (paste._YAML_APOS)
        from .paste import _YAML_APOS
        lines = [_YAML_APOS.sub("'", ln) if "''" in ln else ln for ln in lines]
    for idx, line in enumerate(lines):
        if not line.strip():
            continue
        # the literal words each form needs; None: a non-ASCII line, every regex is run on it
        low = _words(line)
        if (low is None or "fit failure on node" in low or "failed to fit in any node" in low) and \
                (_FIT_NODE.search(line) or re.search(r"failed to fit in any node", line, re.I)):
            # pre-1.8 kube-scheduler: one 'fit failure on node (NAME): REASON' line per node
            counts: dict[str, int | None] = {}
            for other in lines[idx:]:
                found = False
                for fm in _FIT_NODE.finditer(other):
                    found = True
                    reason = _tidy(fm.group("reason"))
                    counts[reason] = (counts.get(reason) or 0) + 1
                if not found and counts:
                    break
            if counts:
                return _result("kube-scheduler-legacy", None, counts, None, line.strip())
            fm = re.search(r"(?:pod \([^)]*\) )?failed to fit in any node\W*$", line, re.I)
            if fm is not None and not any(_FIT_NODE.search(o) for o in lines[idx:]):
                # kube-scheduler 2015 (generic_scheduler.go FitError.Error(): 'pod (%s) failed to fit in any node\n'
                # then one 'fit failure on node (%s): %s' per node): a row that kept only the head (a tab-separated
                # describe row) states no reason and no total
                return _result("kube-scheduler-legacy", None, {}, None, line[fm.start():])
        m = _GANG.search(line) if low is None or "ready" in low or "tasks in gang unschedulable" in low else None
        if m:
            rest = m.group("rest") if m.group("rest") is not None else m.group("rest2")
            if re.match(r"\s*\d+\s+nodes?\s+(?:are\s+)?available", rest or ""):
                return _result("volcano-gang", None, {}, None, line[m.start():])
            om = _ORIGIN.search(rest or "")
            if om is not None:
                # Volcano's job-level message carries the failing task's own FitErrors after 'Origin reason is
                # <task>: ': the gang's counts, then that task's node histogram and its node total
                reasons = _volcano_gang(rest[:om.start()])
                origin = _kube_scheduler(rest[om.end():])
                total = None
                if origin is not None:
                    total = origin["total"]
                    for k, v in origin["reasons"].items():
                        reasons[k] = v if reasons.get(k) is None or v is None else reasons[k] + v
                return _result("volcano-gang", total, reasons, None, line[m.start():], origin_task=om.group("task"))
            return _result("volcano-gang", None, _volcano_gang(rest or ""), None, line[m.start():])
        m = _CA.search(line) if low is None or "pod didn't trigger scale-up" in low else None
        if m:
            return _result("cluster-autoscaler", None, _histogram(m.group("rest")), None, line[m.start():])
        m = _KUEUE.search(line) if low is None or "couldn't assign flavors to pod set" in low \
            or "workload didn't fit in the remaining quota" in low else None
        if m:
            if m.group("whole"):
                return _result("kueue", None, {m.group("whole"): None}, None, line[m.start():])
            rest = m.group("rest")
            if m.start() > 0 and line[m.start() - 1] in "\"'`\u201c":
                # quoted in prose ('... with `'couldn't assign flavors to pod set main: <reason>'`. The nodes ...'): the
                # message ends at its closing quote (an apostrophe inside a word, 'doesn't', is not one)
                q = line[m.start() - 1]
                cut = re.search(r"[\"\u201d]" if q in "\"\u201c" else (r"'(?![A-Za-z])" if q == "'" else "`"), rest)
                if cut is not None:
                    rest = rest[:cut.start()]
            return _result("kueue", None, _kueue(rest), None, line[m.start():],
                           pod_set=m.group("podset").strip())
        m = _KUEUE_ALONE.search(line) if low is None or "quota for" in low \
            or "unavailable in clusterqueue" in low else None
        if m and not _KS_ANY.search(line):
            return _result("kueue", None, {_tidy(m.group("whole")): None}, None, line[m.start():])
        m = _KUEUE_PENDING.search(line) if low is None or "clusterqueue" in low or "localqueue" in low \
            or "workload" in low else None
        if m and _tidy(m.group("msg")):
            # Kueue's Pending / Inadmissible reasons (scheduler.go inadmissibleMsg, the workload controller): one
            # sentence for the whole workload, no count, no total
            return _result("kueue", None, {_tidy(m.group("msg")): None}, None, m.group("msg").strip())
        m = _YUNIKORN.search(line) if low is None or "become available" in low else None
        if m:
            # Apache YuniKorn's k8shim: the PodUnschedulable event and the PodScheduled condition's message (the core's
            # reason); one sentence for the pod, no count, no total
            return _result("yunikorn", None, {m.group("msg"): None}, None, m.group("msg"))
        m = _KAI_GANG.search(line) if low is None or "for gang scheduling" in low \
            or "resources were not found for pod" in low else None
        if m:
            # KAI's gang fit error (kai-scheduler/KAI-Scheduler, the allocate action's job fit error: 'Resources were found for %d
            # pods while %d are required for gang scheduling. Additional pods cannot be scheduled due to: %s', its
            # sub-group form, 'Resources were not found for pod %s/%s due to: %s'): the reasons are the allocation
            # error's node histogram (after 'no nodes with enough resources were found: '), inline or, as a UI renders
            # it, one '- <count> <reason>' bullet per line after a 'due to:' line
            rest = m.group("rest") if m.group("rest") is not None else m.group("rest2")
            j = idx + 1
            if rest is None and j < len(lines):
                dm = _KAI_DUE.match(lines[j])
                if dm is not None:
                    rest, j = dm.group("rest"), j + 1
            reasons: dict[str, int | None] = {}
            rest = _KAI.sub(lambda km: km.group("rest"), rest or "").strip()
            if rest:
                reasons = _histogram(rest)
            else:
                while j < len(lines) and (bm := _BULLET_COUNT.match(lines[j])) is not None:
                    reason = _tidy(bm.group("reason"))
                    reasons[reason] = (reasons.get(reason) or 0) + int(bm.group("n"))
                    j += 1
            if reasons:
                return _result("kai-scheduler", None, reasons, None, line[m.start():].strip())
        m = _KAI.search(line) if low is None or "no nodes with enough resources were found" in low else None
        if m:
            return _result("kai-scheduler", None, _histogram(m.group("rest")), None, line[m.start():])
        m = _LEGACY.search(line) if low is None or "no nodes are available that match all of the" in low \
            or "fit failure summary on nodes" in low else None
        if m:
            return _result("kube-scheduler-legacy", None, _legacy(m.group("rest")), None, line[m.start():])
        if low is None or "schedulerpredicates failed due to" in low:
            errs = [m.group(0).rstrip(".") for m in _SCHED_PRED.finditer(line)]
            if errs:
                # one entry per node, no count stated: each distinct error once, count null
                return _result("kube-scheduler-legacy", None, {e: None for e in errs}, None,
                               line[line.find(errs[0]):])
        m = _VOLCANO_ALL.search(line) if low is None or "all nodes are unavailable" in low else None
        if m:
            return _result("volcano", None, _histogram(m.group("rest")), None, line[m.start():])
        if "incompatible with " in line.lower() or "failed to schedule pod," in line.lower():
            line = _hand_wrapped(lines, idx)
        m = _KARPENTER.search(line) if low is None or "failed to schedule pod," in low else None
        if m and _tidy(m.group("rest")):
            reasons = {r.strip(): None for r in _tidy(m.group("rest")).split("; ") if r.strip()}
            return _result("karpenter", None, reasons, None, line[m.start():])
        m = _KARPENTER_BARE.search(line) if low is None or "incompatible with " in low else None
        if m:
            reasons = {_tidy(r.rstrip("; ")): None for r in _KARPENTER_NEXT.split(m.group("rest")) if _tidy(r.rstrip("; "))}
            return _result("karpenter", None, reasons, None, m.group("rest").strip())
        m = _HAMI.search(line) if low is None or "no available node," in low else None
        if m and _tidy(m.group("rest")):
            return _result("hami-scheduler", None, _histogram(m.group("rest")), None, line[m.start():])
        m = _GKE_SCALEUP.search(line) if low is None or "associated with this pod failed" in low else None
        if m:
            return _result("cluster-autoscaler", None, {_tidy(m.group("rest")): None} if _tidy(m.group("rest")) else {},
                           None, line[m.start():], zones=m.group("zones").strip())
        m = _FAILED_FOR.search(line) if low is None or "failed for reason" in low else None
        if m:
            # kube-scheduler 2015 (plugin/pkg/scheduler/generic_scheduler.go FitError.Error(): fmt.Sprintf("Failed
            # for reason %s and possibly others", reason)): one predicate of one node, no count, no total
            return _result("kube-scheduler-legacy", None, {m.group("reason"): None}, None, line[m.start():])
        m = _FITNESS.search(line) if low is None or "for each of these fitness predicates" in low else None
        if m:
            # kube-scheduler 1.0 (FitError.Error(), as the 2015 user guide's compute-resources page shows it): the
            # predicates that failed on some node (split on commas, unconfirmed for several), no count, no total
            names = [n.strip() for n in m.group("rest").split(",") if n.strip()]
            return _result("kube-scheduler-legacy", None, {n: None for n in names}, None, line[m.start():])
        m = _KAI_QUOTA.search(line) if low is None or "workload is over quota" in low else None
        if m and _tidy(m.group("msg")):
            # KAI's NonPreemptibleOverQuota details (kai-scheduler/KAI-Scheduler, allocate integration tests' expected
            # message) as the whole event: one sentence for the pod, no count, no total
            return _result("kai-scheduler", None, {_tidy(m.group("msg")): None}, None, m.group("msg").strip())
        out = _kube_scheduler(line)
        if out is not None:
            return out
        if low is None or ("nodes " in low and "(" in line):
            agg = list(_HAMI_AGG.finditer(line))
            if agg:
                reasons: dict[str, int | None] = {}
                for am in agg:
                    reasons[am.group("reason")] = (reasons.get(am.group("reason")) or 0) + int(am.group("n"))
                return _result("hami-scheduler", None, reasons, None, line[agg[0].start():].strip())
        m = _GKE_CANNOT.match(line) if low is None or "cannot schedule pods" in low else None
        if m and _tidy(m.group("rest")):
            return _result("kube-scheduler", None, {_tidy(m.group("rest")): None}, None, m.group("rest").strip())
        m = _PLUGIN_ERROR.search(line) if low is None or ("running " in low and " plugin" in low) else None
        if m and _tidy(m.group("msg")):
            # the scheduling framework's error from one plugin (an Error status, not Unschedulable), as the whole
            # event message: one reason for the whole cluster, no count, no total; a closing '"' of a quoted name at
            # its end is the message's own ('... already assigned to node "n1"'), not a quote around it
            msg = _tidy(m.group("msg"))
            if msg.count('"') % 2 and m.group("msg").count('"') % 2 == 0:
                msg += '"'
            return _result("kube-scheduler", None, {msg: None}, None, m.group("msg").strip())
        m = _LEGACY_VOLUME.search(line) if low is None or "persistentvolume" in low or "volumebindingmode" in low else None
        if m:
            # kube-scheduler 1.5-1.11's volume predicates returned these as errors, not as predicate failure reasons,
            # so the FailedScheduling event's message is the error alone: one reason, no count, no total
            reason, msg = _whole_message(line, m, "'`\u201c")
            return _result("kube-scheduler-legacy", None, {reason: None}, None, msg)
        m = _SCORE_ERROR.search(line) if low is None or "invalid score" in low else None
        if m:
            # the framework's check of a Score plugin's result (RunScorePlugins: 'plugin %q returns an invalid score %v,
            # it should in the range of [%v, %v] after normalizing'): the whole scheduling failure, one reason, no count
            # (round 15, koordinator#1613: koord-scheduler's UnifiedDeviceShare)
            return _result("kube-scheduler", None, {m.group("msg"): None}, None, m.group("msg"))
        m = _PREFILTER_ALONE.search(line) if low is None or "persistentvolumeclaim" in low \
            or "resource claim" in low or "resourceclaim" in low or "cannot allocate all claims" in low \
            or "no nodes available to schedule pods" in low else None
        if m:
            # a PreFilter rejection pasted without the '0/N nodes are available: ' head: one message for the
            # whole cluster, no count, no total; quoted in prose ('I have "`pod has unbound ...`" message.'), it ends
            # at the first closing quote after its own words
            reason, msg = _whole_message(line, m, "\"'`\u201c")
            return _result("kube-scheduler", None, {reason: None}, None, msg)
        bare = _tidy(line.strip().lstrip("`'\"> ").strip())
        rm = _KS_ROW.match(line) if low is None or "failedscheduling" in low else None
        if rm is not None:
            # a `kubectl describe` row whose message is the reason list without its '0/N nodes are available: '
            bare = _tidy(rm.group("msg"))
        if (low is None or "node" in low or "insufficient" in low) and _KS_REASON.match(bare):
            reasons = _histogram(bare)
            if all(v is not None for v in reasons.values()) and all(
                    _KS_REASON.match(f"{v} {k}") for k, v in reasons.items()):
                return _result("kube-scheduler", None, reasons, None, bare)
        if low is None or "insufficient" in low or "node(s)" in low:
            for q in _QUOTED.finditer(line):
                # a head-less histogram quoted in prose ('an error stating "1 Insufficient cpu, 2 Insufficient ...":')
                body = _tidy(q.group(1) or q.group(2))
                if _KS_REASON.match(body):
                    reasons = _histogram(body)
                    if all(v is not None for v in reasons.values()) and all(
                            _KS_REASON.match(f"{v} {k}") for k, v in reasons.items()):
                        return _result("kube-scheduler", None, reasons, None, body)
        m = _GANG_ROW.search(line) if low is None or "unschedulable" in low or "failedscheduling" in low else None
        if m:
            # a batch scheduler's own event row whose message is one sentence for the whole pod (KAI 'Unable to
            # schedule pod', kube-batch 'not enough resource for job'): one reason, no count, no total
            src = "volcano" if m.group("src").lower() in ("kube-batch", "volcano") else "kai-scheduler"
            msg = _tidy(m.group("msg"))
            if msg:
                return _result(src, None, {msg: None}, None, m.group("msg").strip())
        if low is None or "unschedulable" in low:
            # KAI's default messages (DefaultPodError / DefaultPodgroupError) after the event's reason, without the
            # table's columns: 'Unschedulable Unable to schedule pod', or reason and message one field per line as a
            # web console prints them
            m = _KAI_PAIR.match(line)
            if m is None and line.strip().lower() == "unschedulable" and idx + 1 < len(lines):
                m = _KAI_DEFAULT.match(lines[idx + 1])
            if m:
                return _result("kai-scheduler", None, {m.group("msg"): None}, None, m.group("msg"))
    return None


# KAI Scheduler's default fit errors (kai-scheduler/KAI-Scheduler pkg/scheduler/api/common_info/pod_errors.go: DefaultPodError = "Unable to schedule
# pod", DefaultPodgroupError = "Unable to schedule podgroup"), recorded with reason Unschedulable; only as the whole
# message (kube-scheduler's own log line 'Unable to schedule pod; no fit; waiting' goes on and is not an event)
# 'Failed for reason PodFitsResources and possibly others' (kube-scheduler 2015, one predicate name)
_FAILED_FOR = LazyPattern(r"\bFailed for reason (?P<reason>\S+?) and possibly others\b", re.I)
# kube-scheduler 1.0 (FitError.Error(): 'For each of these fitness predicates, pod %s failed on at least one node: %s.',
# as docs/user-guide/compute-resources.md of 2015 shows it with one predicate)
_FITNESS = LazyPattern(r"\bFor each of these fitness predicates, pod \S+ failed on at least one node:\s*(?P<rest>.+?)\.?\s*$",
                       re.I)
# KAI's NonPreemptibleOverQuota details, as the whole message
_KAI_QUOTA = LazyPattern(r"(?:^|(?<=[\s\"'`>:]))(?P<msg>Non-preemptible workload is over quota\..*)$", re.I)
# Volcano's gang message followed by the failing task's own fit errors
_ORIGIN = LazyPattern(r"\.?\s*Origin reason is (?P<task>[^:\s]+):\s*")
# a kubectl describe FailedScheduling row: Reason, Age ('2m21s (x42 over 60m)'), From, Message
_KS_ROW = LazyPattern(r"^\s*(?:Warning\s+)?FailedScheduling\s+\S+(?:\s+\(x\d+ over \S+\))?\s+\S*scheduler\S*\s+(?P<msg>\d+\s.*)$",
                      re.I)
# KAI's gang fit errors (kai-scheduler/KAI-Scheduler, the allocate action's newPodSchedulingJobFitError): the gang counts, then
# 'Additional pods cannot be scheduled [in this sub-group] due to: <allocation error>' on the same line or the next
_KAI_GANG = LazyPattern(r"Resources were found for \d+ pods (?:from all sub-groups )?while (?:sub-group \S+ requires \d+ pods"
                        r"|\d+ are required) for gang scheduling\.?(?:\s*Additional pods cannot be scheduled"
                        r"(?: in this sub-group)? due to:?\s*(?P<rest>.*))?"
                        r"|Resources were not found for pod \S+ due to:?\s*(?P<rest2>.*)", re.I)
_KAI_DUE = LazyPattern(r"^\s*Additional pods cannot be scheduled(?: in this sub-group)? due to:?\s*(?P<rest>.*)$", re.I)
_BULLET_COUNT = LazyPattern(r"^\s*[-*\u2022]\s+(?P<n>\d+)\s+(?P<reason>\S.*)$")
_KAI_DEFAULT = LazyPattern(r"^\s*(?P<msg>Unable to schedule pod(?:group)?)\.?\s*$")
_KAI_PAIR = LazyPattern(r"^\s*(?:Warning\s+)?Unschedulable\s+(?P<msg>Unable to schedule pod(?:group)?)\.?\s*$")


# a quoted span that starts with a count ("1 Insufficient cpu, 2 Insufficient nvidia.com/gpu")
_QUOTED = LazyPattern(r"[\"`\u201c]\s*(\d+\s[^\"`\u201d]+?)\s*[\"`\u201d]|(?<!\w)'\s*(\d+\s[^'\n]+?)\s*'(?!\w)")
# `kubectl describe` event row from a batch scheduler: Type Reason Age From Message (kube-batch and Volcano, its
# successor, record Unschedulable; KAI records Unschedulable from 'kai-scheduler')
_GANG_ROW = LazyPattern(r"^\s*Warning\s+(?:Unschedulable|FailedScheduling)\s+\S+(?:\s+\(x\d+ over \S+\))?\s+"
                        r"(?P<src>kai-scheduler|kube-batch|volcano)\s{2,}(?P<msg>\S.*)$", re.I)
