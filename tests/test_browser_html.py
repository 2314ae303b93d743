"""The HTML postmortem in a real headless browser (Debian package `chromium`). Skips, with
the reason, only when no chromium binary is installed."""
from __future__ import annotations

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
