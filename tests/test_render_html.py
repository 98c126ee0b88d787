"""The HTML ruling: one self-contained page, escaped, printable, readable on a phone."""

import re
from html.parser import HTMLParser

from render_sample import sample_ruling

from arbiter.render.html import render_html

EVIL = '<script>alert("x")</script>'


class _Collect(HTMLParser):
    """Tags and attributes, to check structure without trusting string search alone."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def _tags(page: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = _Collect()
    parser.feed(page)
    return parser.tags


def test_player_names_and_dispute_are_escaped():
    page = render_html(sample_ruling(blanc=EVIL, noir="O'Brien & <b>fils</b>", litige=EVIL))
    assert "<script" not in page
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in page
    assert "<b>fils" not in page and "&amp; &lt;b&gt;fils&lt;/b&gt;" in page
    assert [t for t, _ in _tags(page)].count("script") == 0


def test_page_is_self_contained():
    page = render_html(sample_ruling())
    tags = _tags(page)
    assert not any(t == "link" or (t in ("img", "script", "iframe") and a.get("src"))
                   for t, a in tags)
    assert "@import" not in page and "url(" not in page
    assert not re.search(r"(?:src|href)=\"(?:https?:)?//", page)
    assert "<style>" in page and page.count("<svg") == 1


def test_page_prints_on_a4_and_fits_a_phone():
    page = render_html(sample_ruling())
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page
    assert "@page { size: A4;" in page and "@media print" in page
    assert "@media (max-width:" in page


def test_page_has_every_section_in_order_and_language():
    page = render_html(sample_ruling())
    ids = [a["id"] for t, a in _tags(page) if t == "section"]
    assert ids == ["in-short", "case", "facts", "question", "earned", "faults", "laws",
                   "reasoning", "decision", "options", "score-after", "other-opinions"]
    assert '<html lang="fr">' in page and "Les fautes" in page
    assert "Consommée par l&#39;acte de la ligne 22" in page
    assert '<blockquote lang="fr">« L&#39;école est consommée' in page

    en = render_html(sample_ruling(), "en")
    assert '<html lang="en">' in en and "The faults" in en and "Les fautes" not in en
    assert '<blockquote lang="fr">« L&#39;école est consommée' in en
    assert "In our words: The école is consummated" in en


def test_board_highlights_the_flèches_the_ruling_talks_about():
    page = render_html(sample_ruling())
    # highlights: noir 5; the fault: blanc 18 = the same flèche, so one outline
    assert page.count('class="highlight"') == 1
