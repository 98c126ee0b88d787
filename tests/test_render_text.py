"""The terminal ruling reads as a written decision, in French or English."""

import dataclasses
import re

import jinja2
import pytest
from render_sample import sample_ruling

from arbiter.i18n import Msg
from arbiter.render.templating import environment
from arbiter.render.text import render_text
from arbiter.ruling import CoupEntry

SECTIONS_FR = ["I. L'AFFAIRE", "II. LES FAITS", "III. LA QUESTION",
               "IV. CE QUE CHAQUE COUP A VALU", "V. LES FAUTES", "VI. LES LOIS",
               "VII. LE RAISONNEMENT", "VIII. LA DÉCISION", "IX. LES OPTIONS",
               "X. LA MARQUE APRÈS LA DÉCISION", "XI. AUTRES AVIS"]


def test_sections_come_in_the_order_of_a_written_decision():
    out = render_text(sample_ruling())
    positions = [out.index(s) for s in SECTIONS_FR]
    assert positions == sorted(positions)


def test_french_text_names_everything_the_ruling_holds():
    out = render_text(sample_ruling())
    for needle in ["Cercle de trictrac de Lyon", "2026-11-20", "Mme Leclerc",
                   "Jules (blanc)", "Charles (noir)",
                   "Noir marque une école de quatre points",
                   "l. 22   blanc joue 0-6 0-5",                     # facts with lines
                   "Coup 1 (l. 21) : Jules (blanc) jette six et cinq",
                   "dame battue, 4 points, sur la cinquième flèche de noir",
                   "École par moins par Jules (blanc), 4 points",
                   "Consommée par l'acte de la ligne 22",
                   "« L'école est consommée dès que l'on a touché ses dames pour jouer. »",
                   "Guiton 1822, ch. III, « Époque où les écoles sont consommées »",
                   "Conclusion : École par moins de quatre points.",
                   "Noir marque quatre points d'école.",
                   "Au choix de Charles (noir) : marquer l'école",
                   "a) marquer quatre points (par défaut)",
                   "Délai : avant de jeter les dés",
                   "noir : 4 points, 2 trous (bredouille)",
                   "Lebrun 1828 : même solution.",
                   "ab" * 32]:
        assert needle in out, needle


def test_english_text_keeps_the_quote_in_french_beside_the_summary():
    out = render_text(sample_ruling(), "en")
    assert "V. THE FAULTS" in out and "Body of law: guiton-1822" in out
    assert "« L'école est consommée dès que l'on a touché ses dames pour jouer. »" in out
    assert "In our words: The école is consummated" in out
    assert "Consummated by the act on line 22" in out
    assert "on Black (noir)'s fifth flèche" in out
    assert "Noir marks four points of école." in out
    assert "At the choice of Charles (noir)" in out
    assert "choisit" not in out and "Les fautes" not in out


def test_lines_fit_a_terminal_except_hashes():
    for line in render_text(sample_ruling()).splitlines():
        assert len(line) <= 92 or re.search(r"[0-9a-f]{64}", line), line


def test_a_void_throw_and_an_empty_ruling_still_render():
    ruling = dataclasses.replace(
        sample_ruling(), coups=(CoupEntry(sample_ruling().trait, (3, 3), 21,
                                          void=Msg("dé cassé", "broken die")),),
        faults=(), options=(), citations=(), trace=(), other_opinions=(), receipt=None,
        outcome="undecided", questions=(Msg("Le dé était-il cassé ?", "Was the die broken?"),))
    out = render_text(ruling)
    assert "Jet nul (l. 21)" in out and "Coup 1" not in out   # a void throw takes no number
    assert "nul : dé cassé ; ce jet ne vaut rien et se rejoue." in out
    assert "Aucune faute." in out and "Aucune option ouverte." in out
    assert "Le dé était-il cassé ?" in out
    assert "XI." not in out and "Reçu" not in out


def test_templates_refuse_undefined_names():
    with pytest.raises(jinja2.UndefinedError):
        environment(False).from_string("{{ nothing_here }}").render()


def test_environment_is_built_once():
    assert environment(False) is environment(False)
    assert environment(True) is not environment(False)
