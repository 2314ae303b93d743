"""The check interface. A check is a class whose attributes describe it and whose `run`
reads only the snapshot and yields Findings. The loader (registry.py) decides what runs."""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Iterator

from .model import Finding, Severity

if TYPE_CHECKING:
    from .snapshot import Snapshot


class Skip(Exception):
    """Raise inside run() when the check cannot judge (e.g. no GPU nodes to look at is
    *not* a skip, but an unreadable ConfigMap it depends on is). The message is the why."""


class Check:
    id: ClassVar[str] = ""              # same words as the module name
    title: ClassVar[str] = ""
    category: ClassVar[str] = ""        # same as the folder under checks/
    requires: ClassVar[tuple[str, ...]] = ()   # resources that must be in the snapshot
    optional: ClassVar[tuple[str, ...]] = ()   # read when present, never a reason to skip
    severity: ClassVar[Severity] = Severity.WARNING
    # The findings graph (doctor/ranking.py): what kinds of subject its findings are about
    # (node, gpu, pod, owner, job, cluster), which Symptoms they may state, and which they
    # may explain. The engine uses these to pick the checks a question needs
    # (engine.checks_for) and a test holds every finding to them.
    subjects: ClassVar[tuple[str, ...]] = ()
    states: ClassVar[tuple[str, ...]] = ()
    may_explain: ClassVar[tuple[str, ...]] = ()

    def run(self, snapshot: "Snapshot") -> Iterator[Finding]:  # pragma: no cover - interface
        raise NotImplementedError

    # small helper so findings carry the check's id and default severity
    def finding(self, **kwargs) -> Finding:
        kwargs.setdefault("severity", self.severity)
        return Finding(check=self.id, **kwargs)

    @classmethod
    def needs(cls) -> tuple[str, ...]:
        return tuple(cls.requires) + tuple(cls.optional)

    @classmethod
    def describe(cls) -> dict:
        return {"id": cls.id, "title": cls.title, "category": cls.category,
                "severity": cls.severity.value, "requires": list(cls.requires),
                "optional": list(cls.optional), "module": cls.__module__,
                "subjects": list(cls.subjects), "states": list(cls.states),
                "may_explain": list(cls.may_explain),
                "doc": (cls.__doc__ or "").strip()}
