"""Round 139 of issue 12: wave 95 (GitHub issue threads, fresh666: 17/25 on round 138's final, which never saw them)
wired as tuning data; the misses fixed by cause, each read on its own wording and not on near misses (tests/corpus/
README.md 'Hundred-and-thirty-ninth round')."""
from __future__ import annotations

import pytest

from doctor.explain import explain
from explain_top import first as top

READS = [
    ('graphics_driver_unavailable', 'gpu/lwjgl-no-glx-config',
     "[04:16:29] [Client thread/ERROR]: Couldn't set pixel format\norg.lwjgl.LWJGLException: Could not choose GLX13 config"),
    ('graphics_driver_unavailable', 'gpu/forge-glfw-window-any-profile',
     "java.lang.IllegalStateException: Failed to create a GLFW window with any profile"),
    ('gpu_shared_memory_insufficient', 'gpu/glsl-too-much-shared-memory',
     "deferred4_a: deferred4_a: error: Too much shared memory used (36860/32768)"),
    ('gpu_shared_memory_insufficient', 'gpu/nvidia-glsl-c5041-no-resource',
     'error C5041: cannot locate suitable resource to bind variable "in2". Possibly large array.'),
    ('graphics_driver_unavailable', 'gpu/lwjgl-no-opengl-context-current',
     "java.lang.IllegalStateException: There is no OpenGL context current in the current thread.\n"
     "\tat org.lwjgl.opengl.GL.createCapabilities(GL.java:385)"),
    ('graphics_driver_unavailable', 'gpu/primus-broken-glx', "primus: fatal: broken GLX on main X display"),
    ('graphics_driver_unavailable', 'gpu/opengl-init-failed-trying-mesa',
     "Sun Jun 14 22:30:49 2020 [Warning] in [OpenGLRenderer3D::]: Failed to init OpenGL, trying with MESA."),
]


@pytest.mark.parametrize("category,entry,text", READS)
def test_round139_reads_each_wording(category, entry, text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == (category, entry), m and (m["category"], m["id"])


@pytest.mark.parametrize("entry,text", [
    ("gpu/lwjgl-no-glx-config", "LWJGL chose GLX13 config 0x21"),
    ("gpu/forge-glfw-window-any-profile", "Created a GLFW window with profile 4.6 core"),
    ("gpu/glsl-too-much-shared-memory", "shared memory used: 36860/49152 bytes"),
    ("gpu/nvidia-glsl-c5041-no-resource", "bound variable in2 to a suitable resource"),
    ("gpu/primus-broken-glx", "primus: using GLX on main X display"),
    ("gpu/opengl-init-failed-trying-mesa", "OpenGL initialised, not trying MESA"),
])
def test_round139_near_misses_are_not_read_by_the_entries(entry, text):
    assert entry not in [m["id"] for m in explain(text)["matches"]]


# the graphics family (session r38's closing work): a program's own words for an OpenGL / GLX / EGL / GLFW context,
# config or window it could not get, read at the family tier (below every specific entry)
@pytest.mark.parametrize("text", [
    "Could not initialize OpenGL",
    "error: failed to create GLX context for the main window",
    "renderer: EGL surface creation failed (0x300b)",
    "Unable to choose a GLX fbconfig with depth 24",
])
def test_round139_graphics_family_reads_a_programs_own_gl_failure(text):
    m = top(text)
    assert m is not None and (m["category"], m["id"]) == ("graphics_driver_unavailable", "gpu/family-gl-context"), m


@pytest.mark.parametrize("text", [
    "libEGL warning: egl: failed to create dri2 screen",       # Mesa's notice on working machines stays silent
    "Created OpenGL 4.6 context on NVIDIA GeForce RTX 3080",
    "GL renderer: NVIDIA GeForce RTX 4090/PCIe/SSE2",
    "failed to load config file settings.gl.json",
])
def test_round139_graphics_family_is_not_read_on_near_misses(text):
    assert "gpu/family-gl-context" not in [m["id"] for m in explain(text)["matches"]]
