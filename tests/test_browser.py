"""The HTML ruling in a real browser: it renders, shows the board, and logs no error.

Headless Chromium takes a screenshot (a non-trivial PNG), dumps the DOM after scripts and
layout (the inline SVG board must be in it), and logs its console to stderr, which is scanned
for errors. Skips, saying why, where Chromium is not installed (CI's .ci/run installs it).
"""

from __future__ import annotations

import shutil
import struct
import subprocess
from pathlib import Path

import pytest
from render_sample import sample_ruling

from arbiter.render.html import render_html


def _chromium() -> str:
    for candidate in ("/usr/bin/chromium", "chromium", "chromium-browser"):
        found = shutil.which(candidate)
        if found:
            return found
    pytest.skip("Chromium is not installed (apt-get install chromium)")


def _browse(page: Path, tmp: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    profile = tmp / f"profile-{len(list(tmp.iterdir()))}"
    args = [_chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
            "--no-first-run", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--disable-extensions", f"--user-data-dir={profile}",
            "--enable-logging=stderr", "--v=0", *extra, page.as_uri()]
    return subprocess.run(args, capture_output=True, text=True, timeout=120)


def _console_errors(stderr: str) -> list[str]:
    """Lines where the page itself complained: console messages and uncaught errors (the
    browser's own noise about D-Bus or GPU is not the page's)."""
    return [line for line in stderr.splitlines()
            if "CONSOLE" in line or "Uncaught" in line or "console" in line.lower()]


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("html") / "ruling.html"
    path.write_text(render_html(sample_ruling(noir="<img src=x onerror=alert(1)>")),
                    encoding="utf-8")
    return path


def test_screenshot_is_a_real_picture(page, tmp_path):
    shot = tmp_path / "shot.png"
    run = _browse(page, tmp_path, f"--screenshot={shot}", "--window-size=900,1400",
                  "--hide-scrollbars")
    assert shot.exists(), run.stderr[-2000:]
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (900, 1400)
    assert len(data) > 20_000          # a blank page compresses to a few kilobytes
    assert _console_errors(run.stderr) == []


def test_dom_holds_the_board_and_no_console_error(page, tmp_path):
    run = _browse(page, tmp_path, "--dump-dom")
    dom = run.stdout
    assert "<svg" in dom and dom.count('class="fleche"') == 24
    assert 'class="highlight"' in dom
    assert "<img" not in dom and "&lt;img src=x" in dom     # the name stayed text
    assert _console_errors(run.stderr) == []


def test_a_phone_sized_window_renders(page, tmp_path):
    shot = tmp_path / "phone.png"
    run = _browse(page, tmp_path, f"--screenshot={shot}", "--window-size=390,844")
    assert shot.exists(), run.stderr[-2000:]
    assert struct.unpack(">II", shot.read_bytes()[16:24]) == (390, 844)


def test_the_console_scan_does_catch_page_errors(tmp_path):
    """The method above must be able to fail: a page that throws is caught."""
    bad = tmp_path / "bad.html"
    bad.write_text('<!DOCTYPE html><script>throw new Error("boom")</script>')
    errors = _console_errors(_browse(bad, tmp_path, "--dump-dom").stderr)
    assert any("Uncaught Error: boom" in e for e in errors)


def test_printed_pages_are_a4(page, tmp_path):
    """@page asks for A4: Chromium's PDF must have A4 pages (595 × 842 pt), not Letter."""
    import re

    pdf = tmp_path / "ruling.pdf"
    run = _browse(page, tmp_path, f"--print-to-pdf={pdf}", "--no-pdf-header-footer")
    assert pdf.exists(), run.stderr[-2000:]
    boxes = re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf.read_bytes())
    assert boxes
    for width, height in boxes:
        assert abs(float(width) - 595.3) < 2 and abs(float(height) - 841.9) < 2


def test_the_error_detector_sees_a_page_that_fails(tmp_path):
    """The checks above mean something only if a page that does fail is caught."""
    bad = tmp_path / "bad.html"
    bad.write_text("<!doctype html><title>x</title><p>x</p>"
                   "<script>console.error('boom'); undefinedFunction();</script>",
                   encoding="utf-8")
    run = _browse(bad, tmp_path, "--dump-dom")
    errors = _console_errors(run.stderr)
    assert any("boom" in line for line in errors), run.stderr[-2000:]
    assert any("undefinedFunction" in line for line in errors), run.stderr[-2000:]
