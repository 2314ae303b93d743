"""What `doctor pending` imports only when it needs it: the scheduler's DynamicResources plugin
takes doctor.dra.scheduling (the allocator, the CEL environment) on first use."""
from __future__ import annotations

import subprocess
import sys


def test_the_plugin_spells_the_dra_names_as_dra_scheduling_does():
    from doctor.dra import scheduling
    from doctor.scheduler.plugins import dynamic_resources as plugin

    for name in ("NAME", "CANNOT_ALLOCATE", "NOT_AVAILABLE", "INVALID_POOLS", "TIMED_OUT"):
        assert getattr(plugin, name) == getattr(scheduling, name), name
    assert plugin.DynamicResources.reasons == (scheduling.CANNOT_ALLOCATE, scheduling.NOT_AVAILABLE,
                                               scheduling.INVALID_POOLS, scheduling.TIMED_OUT)
    assert plugin.dra.for_snapshot is scheduling.for_snapshot   # the lazy name resolves to the module


def test_importing_the_scheduler_leaves_the_dra_allocator_out():
    code = ("import sys, doctor.scheduler, doctor.scheduler.simulation; "
            "print(sorted(m for m in ('doctor.dra.scheduling', 'doctor.dra.allocator', 'doctor.dra.celenv') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
