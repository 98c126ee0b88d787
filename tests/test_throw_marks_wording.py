"""What a ruling says of a throw's value and of the marks made for it (the cj- disputes).

Each test reads a casebook dispute and its near case (the other body of law, the other
colour, or the situation where the article does not apply) as a referee would, in French:
the sentence that explains the decision must be true of the record, and cite the record's own
body of law.
"""

from __future__ import annotations

import re
from pathlib import Path

from arbiter.engine import decide
from arbiter.notation import parse
from arbiter.render import render

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"


def _text(record: str) -> str:
    """The ruling as text, its lines joined: sentences wrap across lines."""
    page = render(decide(parse(record), source_text=record), "text", "fr")
    return re.sub(r"\s+", " ", page)


def _case(stem: str) -> str:
    [path] = CASEBOOK.glob(f"{stem}*.tric")
    return path.read_text(encoding="utf-8")


def _guiton(record: str) -> str:
    return record.replace('[Lois "lebrun-1828"]', '[Lois "guiton-1822"]')


# -- the opponent's points, wiped by a trou the jeton made and the fichet then pegged ----------
WINNER_WIPES_AFTER_THE_JETON = """\
[Blanc "Jules"]
[Noir "Charles"]
[Lois "guiton-1822"]
position
  blanc  talon:9 3:2 7:2 coin:2
  noir   talon:9 4:2 6:2 9:2
marque
  blanc  8 points, 3 trous
  noir   4 points bredouille, 2 trous
relevé   blanc 12, noir 12
trait    blanc
actes
  blanc jette 5 5
  blanc marque 6
  blanc marque trou
  blanc efface adversaire
  blanc joue 0-5 0-5
"""


def test_the_wipe_after_a_trou_the_jeton_made_is_said_to_follow_the_trou():
    """cj-11 (Lebrun, noir) and its Guiton twin with blanc: the jeton carried past twelve
    made the trou, the fichet followed; the loser's points went with it (III « Ecole d'école;
    école de trou »). « who has none » and « wipes … without marking anything for himself »
    are false of a player who has just taken the trou."""
    for text in (_text(_case("cj-11-")), _text(WINNER_WIPES_AFTER_THE_JETON)):
        assert "dont les points sont déjà effacés par le trou qu'il a marqué" in text
        assert "qui n'en a pas" not in text
        assert "sans rien marquer pour lui-même" not in text


def test_wiping_an_opponent_who_had_no_points_is_said_so():
    """Where the article does not apply: the opponent had no points at the throw."""
    record = WINNER_WIPES_AFTER_THE_JETON.replace(
        "noir   4 points bredouille, 2 trous", "noir   0 points, 2 trous").replace(
        "blanc  8 points, 3 trous", "blanc  8 points bredouille, 3 trous")
    text = _text(record)
    assert "qui n'en a pas" in text
    assert "déjà effacés par le trou" not in text


# -- a trou double pegged simple: corrected while the coup is open, lost once it is played --
def test_a_partie_double_pegged_simple_and_played_is_lost_not_corrected():
    """cj-16 (Lebrun) and its Guiton twin: « dès qu'il a joué, il n'est plus reçu à parler de
    son oubli » (Lebrun « De la Bredouille »; Guiton III « Même règle pour la bredouille des
    trous »): the ruling may not say the peg is « simply corrected », nor that he marked all
    his throw gave him."""
    for record in (_case("cj-16-"), _guiton(_case("cj-16-"))):
        text = _text(record)
        assert "on rectifie seulement" not in text
        assert "le second trou est perdu pour les deux joueurs" in text
        assert "Hors le second trou de la partie double, perdu pour lui" in text
        assert "a marqué ce que le coup lui donnait (18 points)" not in \
            text.replace("Hors le second trou de la partie double, perdu pour lui, noir a "
                         "marqué ce que le coup lui donnait (18 points)", "")


def test_a_partie_double_pegged_simple_not_yet_played_may_still_be_corrected():
    """The near case: his dames not yet touched, the peg is only corrected."""
    record = _case("cj-16-").replace("  noir joue 0-2 0-2\n", "")
    text = _text(record)
    assert "le second trou est perdu" not in text
    assert "Hors le second trou de la partie double" not in text


# -- the jan de mézéas beats the coin, once ----------------------------------------------------
def test_the_coin_beaten_by_the_mezeas_is_not_said_unbeaten():
    """cj-14: béset with the coin's two dames the only ones down: « Enfin on bat aussi le
    coin … six quand il y en a deux » (Guiton I « Battre les deux coins »). The ordinary coin
    battu does not apply (it would unpair the coin), but the coin is beaten."""
    text = _text(_case("cj-14-"))
    assert "le coin n'est pas battu" not in text
    assert "il ne l'est que par le jan de mézéas, compté une fois" in text


def test_the_coin_reached_only_from_ones_own_coin_without_mezeas_is_not_beaten():
    """lb-tf15, the near case: other dames down, no mézéas: the coin is not beaten."""
    text = _text(_case("lb-tf15-"))
    assert "le coin n'est pas battu" in text
    assert "jan de mézéas, compté une fois" not in text


# -- « j'adoube »: the record's own body of law --------------------------------------------------
ADOUBE = "ce toucher ne consomme pas l'école, il peut encore marquer les points de son coup."


def test_the_touch_after_adoube_cites_the_bodys_own_article():
    """cj-11: under Lebrun, his « De la Manière de marquer les points » (« l'on n'appelle point
    avoir touché son bois quand on a dit j'a-doube »), not his école impossible (another rule);
    under Guiton, I « Adouber » (« sans encourir le risque d'être mis à l'école »)."""
    lebrun = _text(_case("cj-11-"))
    assert f"{ADOUBE} [« De la Manière de marquer les points »]" in lebrun
    assert "« Des Ecoles »" not in lebrun
    guiton = _text(_guiton(_case("cj-11-")))
    assert f"{ADOUBE} [« Adouber »]" in guiton


# -- the order of marking names the impuissance only when there is one --------------------------
def test_the_order_of_marking_names_the_impuissance_only_when_the_throw_gives_one():
    """cj-06 (Lebrun): à vrai and à faux, no impuissance: « l'impuissance en dernier » is not
    said; f1-13, the near case with an impuissance (Guiton III « Marque des points »: « Les
    points que l'on gagne à raison de l'impuissance … se marquent après les autres »), says it."""
    vrai_faux = _text(_case("cj-06-"))
    assert "blanc marque d'abord ce qu'il gagne, puis l'autre ce qu'il reçoit." in vrai_faux
    said = "puis l'autre ce qu'il reçoit, l'impuissance en dernier."
    assert said not in vrai_faux
    assert said in _text(_case("f1-13-"))
