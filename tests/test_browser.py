"""The HTML ruling in a real browser: it renders, shows the board, and logs no error.

Headless Chromium takes a screenshot (a non-trivial PNG), dumps the DOM after scripts and
layout (the inline SVG board must be in it), and logs its console to stderr, which is scanned
for errors. Skips, saying why, where Chromium is not installed (CI's .ci/run installs it).
"""

from __future__ import annotations

import html as html_lib
import re
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest
from render_sample import sample_ruling

from arbiter.render.html import render_html


def _chromium() -> str:
    for candidate in ("/usr/bin/chromium", "chromium", "chromium-browser"):
        found = shutil.which(candidate)
        if found:
            return found
    pytest.skip("this test opens the HTML ruling in a real browser, Chromium, which is not "
                "installed here (Debian or Ubuntu: sudo apt install chromium)")


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


# --- Pages that fit: a phone's width, a desk's width, and A4 paper ---------------------------

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"
PHONE, DESK = 390, 900
A4_CONTENT_PX = 994        # 297 mm less the 16 + 18 mm margins of @page, at 96 px per inch


def _ruling_page(name: str, lang: str) -> str:
    from arbiter.engine import decide
    from arbiter.notation import parse

    text = (CASEBOOK / name).read_text(encoding="utf-8")
    return render_html(decide(parse(text, source=name), source_text=text), lang)


def _seance_page(name: str, lang: str) -> str:
    from arbiter.ecrire.coups import coup_trous
    from arbiter.ecrire.notation import parse_seance
    from arbiter.ecrire.render import render_settlement
    from arbiter.ecrire.settle import settle

    path = CASEBOOK / "ecrire" / name
    record = parse_seance(path.read_text(encoding="utf-8"))
    return render_settlement(settle(record, coup_trous(record, path.parent)), "html", lang)


PAGES = {
    "trictrac-fr": lambda: _ruling_page("g3-s13-dame-dans-le-grand-jan.tric", "fr"),
    "trictrac-en": lambda: _ruling_page("contract-01-fausse-ecole.tric", "en"),
    "jacquet-en": lambda: _ruling_page("j-08-courrier-arrive-au-milieu-lepeintre.tric", "en"),
    "seance-fr": lambda: _seance_page("e11-postillon-huit-marques.tric", "fr"),
    "seance-en": lambda: _seance_page("e24-seize-dames-option.tric", "en"),
}

# Run inside the page, framed at a given width: the page's own width and scroll width, the
# elements that reach past its right edge, and where « En bref » ends (posted to the frame).
_MEASURE = """<script>addEventListener("load", () => {
  const d = document.documentElement, box = document.getElementById("in-short");
  const wide = [...document.querySelectorAll("body *")]
    .filter(e => e.getBoundingClientRect().right > d.clientWidth + 1)
    .map(e => e.tagName.toLowerCase() + (e.className ? "." + e.className : "")).slice(0, 6);
  parent.postMessage(JSON.stringify({client: d.clientWidth, scroll: d.scrollWidth, wide,
    summaryBottom: box ? box.getBoundingClientRect().bottom : null}), "*");
});</script>"""


def _measure(html: str, width: int, tmp: Path) -> dict:
    """Lay the page out in a frame ``width`` CSS pixels wide (a headless window cannot be
    made narrower than about 500 px, a frame can) and read what the page measured."""
    import json

    (tmp / "page.html").write_text(html.replace("</body>", _MEASURE + "</body>"),
                                   encoding="utf-8")
    frame = tmp / "frame.html"
    frame.write_text(
        '<!DOCTYPE html><body style="margin:0"><pre id="out"></pre>'
        f'<iframe src="page.html" style="width:{width}px;height:844px;border:0"></iframe>'
        '<script>addEventListener("message", e => '
        'document.getElementById("out").textContent = e.data)</script></body>',
        encoding="utf-8")
    run = _browse(frame, tmp, "--dump-dom", "--window-size=1000,900",
                  "--virtual-time-budget=5000")
    found = re.search(r'<pre id="out">(.*?)</pre>', run.stdout, re.S)
    assert found and found.group(1), run.stderr[-2000:]
    return json.loads(html_lib.unescape(found.group(1)))


def _pdf_pages(pdf: bytes) -> list[int]:
    """The number of glyphs Chromium drew on each page of its PDF, in page order: the amount
    of text a page holds, read without a PDF library (each page's content stream is deflated
    and its glyphs are written as hexadecimal strings, four digits a glyph)."""
    objects = {int(m.group(1)): m.group(2)
               for m in re.finditer(rb"(\d+) 0 obj(.*?)endobj", pdf, re.S)}
    kids = re.search(rb"/Type\s*/Pages\b.*?/Kids\s*\[([^\]]*)\]", pdf, re.S)
    assert kids, "no page tree in the PDF"
    counts = []
    for ref in re.findall(rb"(\d+) 0 R", kids.group(1)):
        page = objects[int(ref)]
        contents = re.search(rb"/Contents\s+(\d+) 0 R", page)
        stream = re.search(rb"stream\r?\n(.*)endstream", objects[int(contents.group(1))], re.S)
        text = zlib.decompress(stream.group(1))
        counts.append(sum(len(h) for h in re.findall(rb"<([0-9A-Fa-f]+)>\s*Tj", text)) // 4)
    return counts


@pytest.mark.parametrize("width", [PHONE, DESK])
@pytest.mark.parametrize("name", sorted(PAGES))
def test_no_page_is_wider_than_the_screen(name, width, tmp_path):
    """At 390 px (a phone) and 900 px nothing reaches past the right edge: the séance's table
    of marqués becomes one labelled block per marqué on a phone."""
    seen = _measure(PAGES[name](), width, tmp_path)
    assert seen["scroll"] <= seen["client"], seen
    assert seen["wide"] == [], seen


def test_the_width_check_sees_a_page_that_overflows(tmp_path):
    """The check above must be able to fail: a 700 px table in a phone's frame is caught."""
    page = "<!DOCTYPE html><html><body><table style='width:700px'><tr><td>x</td></tr></table>" \
           "</body></html>"
    seen = _measure(page, PHONE, tmp_path)
    assert seen["scroll"] > seen["client"] and "table" in seen["wide"]


@pytest.mark.parametrize("name", sorted(PAGES))
def test_printed_the_answer_is_on_page_one_and_no_page_is_near_empty(name, tmp_path):
    """On A4: « En bref » fits the first page (measured at the screen's larger type, which
    only errs on the safe side), the PDF's first page holds it, and no page holds less than
    a tenth of what a full page does (the score or the receipt alone on a last page)."""
    html = PAGES[name]()
    seen = _measure(html, 680, tmp_path)        # A4 less the margins of @page, in CSS pixels
    assert seen["summaryBottom"] is not None and seen["summaryBottom"] < A4_CONTENT_PX, seen
    (tmp_path / "print.html").write_text(html, encoding="utf-8")
    pdf = tmp_path / "page.pdf"
    run = _browse(tmp_path / "print.html", tmp_path, f"--print-to-pdf={pdf}",
                  "--no-pdf-header-footer")
    assert pdf.exists(), run.stderr[-2000:]
    glyphs = _pdf_pages(pdf.read_bytes())
    full = max(glyphs)
    assert all(g >= full / 10 for g in glyphs), glyphs
    if shutil.which("pdftotext"):
        first = subprocess.run(["pdftotext", "-f", "1", "-l", "1", str(pdf), "-"],
                               capture_output=True, text=True, check=True).stdout
        answer = re.search(r'<dd class="answer">(.*?)</dd>', html, re.S).group(1)
        words = html_lib.unescape(answer).split()[:4]
        assert " ".join(words) in " ".join(first.split()), first[:800]


def test_the_page_count_reader_counts_what_chromium_drew(tmp_path):
    """The glyph count must see text: a page of text and a page with one word differ."""
    page = tmp_path / "two.html"
    page.write_text("<!DOCTYPE html><html><body><p>" + "mot " * 1500 + "</p>"
                    "<p style='break-before:page'>seul</p></body></html>", encoding="utf-8")
    pdf = tmp_path / "two.pdf"
    _browse(page, tmp_path, f"--print-to-pdf={pdf}", "--no-pdf-header-footer")
    glyphs = _pdf_pages(pdf.read_bytes())
    assert len(glyphs) >= 2 and glyphs[-1] == 4 and glyphs[0] > 1000
