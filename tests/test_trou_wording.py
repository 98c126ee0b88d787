"""What the ruling says of a trou pegged by one who had points is what his jeton did: a trou
taken sans bouger leaves his old points on the jeton as his reste (III « Trou sans bouger »;
Lebrun « De la Bredouille »), he « démarque » nothing (ql-05, ql-06; lb-s1b did take his points
off); a jeton sent back to the bande on twelve exactly was not « porté au-delà de douze » (ql-14,
tr-08; ga-18's jeton was carried onto a reste). Leaving, the points his jeton still shows are
his reste only where they are: beyond it they are the points the trou took (ql-21, ql-23;
lf-13's jeton, sans bouger, shows its reste). A partie double rightly pegged by a leaver is
said to be double, as where no leave closes the coup (ql-23, ql-20)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.engine import decide
from arbiter.notation import parse
from arbiter.render import render

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"


def _text(case_id: str) -> str:
    path = CASEBOOK / f"{case_id}.tric"
    source = path.read_text(encoding="utf-8")
    page = render(decide(parse(source, source=str(path)), source_text=source), "text", "fr")
    return " ".join(page.split())


@pytest.mark.parametrize(("case_id", "said", "not_said"), [
    ("ql-05-trou-sans-bouger-par-le-de-adverse-s-en-va-lebrun",
     "a pris le trou sans bouger : les 4 points qu'il avait restent", "et démarqué les"),
    ("ql-06-trou-sans-bouger-par-le-de-adverse-s-en-va-noir",
     "a pris le trou sans bouger : les 4 points qu'il avait restent", "et démarqué les"),
    ("lb-s1b-reste-marque-et-tenu-lebrun",
     "a pris le trou et démarqué les 8 points", "sans bouger : les"),
    ("ql-14-jetons-otes-partie-double-contestee-puis-depart",
     "renvoyé à la bande sur douze points tout juste", "porté au-delà de douze"),
    ("tr-08-trou-double-jetons-otes-avant-conteste-carme-noir",
     "renvoyé à la bande sur douze points tout juste", "porté au-delà de douze"),
    ("ga-18-jeton-sur-le-reste-puis-trou-noir",
     "porté au-delà de douze points sur son reste", "renvoyé à la bande sur douze"),
    ("ql-23-a-faux-marque-avant-la-partie-bredouille-lebrun",
     "ce sont les points qu'il avait avant le trou, que le trou a pris ; il n'a pas de reste",
     "qui s'en va perd ses points de reste"),
    ("ql-21-trou-simple-et-reste-jeton-en-place-s-en-va-lebrun",
     "que le trou a pris ; il commence la nouvelle relevée à zéro", "il n'a pas de reste"),
    # his reste is said lost under its own article (« Qui s'en va, perd tous les points qu'il a
    # de reste »), not again under the jeton's
    ("ql-21-trou-simple-et-reste-jeton-en-place-s-en-va-lebrun",
     "perd ses 2 points ; les avoir laissés non marqués", "ses 2 points de reste, il les perd"),
    ("lf-13-trou-sans-bouger-s-en-va-lebrun",
     "ne garde pas les 6 points de son jeton : qui s'en va perd ses points de reste",
     "que le trou a pris"),
    ("ql-23-a-faux-marque-avant-la-partie-bredouille-lebrun",
     "Blanc a pris douze points sans interruption : c'est un trou double", "trou simple"),
    ("ql-20-partie-double-et-reste-jeton-en-place-s-en-va-noir",
     "Noir a pris douze points sans interruption : c'est un trou double", "trou simple"),
])
def test_the_trou_is_said_as_the_jeton_moved(case_id: str, said: str, not_said: str):
    text = _text(case_id)
    assert said in text
    assert not_said not in text
