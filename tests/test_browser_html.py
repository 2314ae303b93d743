"""The HTML postmortem in a real headless browser (Debian package `chromium`). Skips, with
the reason, only when no chromium binary is installed."""
from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parent.parent / "fixtures"
BROWSER = next((b for b in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
                if shutil.which(b)), None)
needs_browser = pytest.mark.skipif(BROWSER is None, reason="no chromium on PATH (apt-get install -y chromium)")


def _headless(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    cmd = [BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
           "--disable-extensions", f"--user-data-dir={tmp_path / 'profile'}", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=90)


@needs_browser
@pytest.mark.parametrize("scenario", ["postmortem", "hostile"])
def test_report_renders_in_headless_chromium(doctor, tmp_path, scenario):
    r = doctor("scan", "--from", FIX / scenario, "-o", "html", "-v")
    assert r.code in (0, 1), r.stderr
    page = tmp_path / "report.html"
    page.write_text(r.stdout, encoding="utf-8")
    png = tmp_path / "out.png"
    proc = _headless(tmp_path, f"--screenshot={png}", "--window-size=1280,2000", page.as_uri())
    assert png.is_file(), proc.stderr[-2000:]
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (1280, 2000)
    assert len(data) > 20_000  # a rendered page, not a blank canvas


@needs_browser
def test_report_prints_to_pdf(doctor, tmp_path):
    page = tmp_path / "report.html"
    page.write_text(doctor("scan", "--from", FIX / "postmortem", "-o", "html").stdout, encoding="utf-8")
    pdf = tmp_path / "out.pdf"
    proc = _headless(tmp_path, f"--print-to-pdf={pdf}", "--no-pdf-header-footer", page.as_uri())
    assert pdf.is_file(), proc.stderr[-2000:]
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF-") and len(data) > 10_000


PDFTOTEXT = shutil.which("pdftotext")
needs_poppler = pytest.mark.skipif(PDFTOTEXT is None, reason="no pdftotext on PATH (apt-get install -y poppler-utils)")


def _words(text: str) -> str:
    return " ".join(text.replace("\u00ad", "").split())


@needs_browser
@needs_poppler
@pytest.mark.parametrize("scenario", ["demo", "postmortem", "gpu-operator-broken"])
def test_printed_first_page_keeps_summary_root_cause_chain_and_fix(doctor, tmp_path, scenario):
    """Printed (headless Chromium, A4/Letter default), page 1 alone tells the story: the root
    cause, the chain of what it explains, its fix, and the GPU numbers of the summary."""
    data = doctor("scan", "--from", FIX / scenario, "-o", "json").json()
    page = tmp_path / "report.html"
    page.write_text(doctor("scan", "--from", FIX / scenario, "-o", "html").stdout, encoding="utf-8")
    pdf = tmp_path / "out.pdf"
    proc = _headless(tmp_path, f"--print-to-pdf={pdf}", "--no-pdf-header-footer", page.as_uri())
    assert pdf.is_file(), proc.stderr[-2000:]
    first = subprocess.run([PDFTOTEXT, "-f", "1", "-l", "1", str(pdf), "-"], capture_output=True, text=True,
                           timeout=60).stdout
    text = _words(first)
    top = next(f for f in data["findings"] if not f["explained_by"])
    assert _words(top["title"]) in text
    assert _words("Fix: " + top["fix"]["text"]) in text
    if top["fix"]["commands"]:
        assert _words("$ " + top["fix"]["commands"][0]) in text
    direct = [f for f in data["findings"] if f["explained_by"] == top["id"]]
    for f in direct[:3]:                       # the chain: what the root cause explains
        assert _words(f["title"]) in text, f["title"]
    totals = data["facts"]["totals"]
    assert re.search(r"GPUS UNAVAILABLE.*?\b%d\b" % totals["unavailable"], text, re.I | re.S), text[:3000]
    # and the rest of the report follows on later pages, not cut off
    rest = subprocess.run([PDFTOTEXT, str(pdf), "-"], capture_output=True, text=True, timeout=60).stdout
    assert "Timeline" in rest and "Checks" in rest
