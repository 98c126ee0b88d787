"""Why a dame touched at trictrac could not be played: said in the ruling beside « la dame
touchée … ne pouvait être jouée », where the laws of the coin are the reason.

Lebrun names the case itself (« De la Manière de marquer les points »: « dame touchée, dame
jouée … ne souffre d'exception que lorsque les dames ne peuvent pas absolument être jouées,
comme, par exemple, si une donnait dans votre coin qui n'est pas encore pris, et où une dame ne
saurait entrer ni sortir seule », « ou bien qu'elle donnât dans le grand jan de votre
adversaire avant qu'il fût rompu »), and Guiton has the rules it rests on: the coin is taken
only by two dames at once (ch. IV), no dame is placed in a jan the opponent can still fill
(ch. III). A reason is given only when each number stops the dame on a
flèche the opponent holds, in his grand jan he can still fill, or alone in its own empty
coin, one of them at least the coin or that grand jan, and no
other dame could go with it there (the opponent's empty coin is left out: a tout d'une may pass
through it); otherwise the ruling only says that it could not be played.
"""

from __future__ import annotations

from arbiter.board import COIN, OFF, Position
from arbiter.colour import Colour
from arbiter.games.base import Kept
from arbiter.games.trictrac.moves import side
from arbiter.i18n import Msg
from arbiter.words import fleche_name, number_name
from arbiter.words import number_with_article as _le

COIN_SEUL = "guiton.IV.coin-seul"
JAN_ADVERSE = "guiton.III.jans-adversaire-plein"


def why_unplayable(position: Position, colour: Colour, dice: tuple[int, int],
                   src: int) -> Kept | None:
    """The reason the dame of ``src`` could not be played by ``dice`` (module doc), or None."""
    me = position.row(colour)
    opp = side(position, colour).opp
    fillable = side(position, colour).fillable_grand
    numbers = sorted(set(dice), reverse=True)
    fr: list[str] = []
    en: list[str] = []
    laws: list[str] = []
    for n in numbers:
        dst = src + n
        if dst >= OFF:
            return None
        if dst == COIN and not me[COIN]:
            others = [m for m in dice if m != n] or [n]
            partner = any(me[COIN - m] > (1 if COIN - m == src else 0)
                          for m in others if COIN - m >= 0)
            if partner:
                return None
            laws.append(COIN_SEUL)
            fr.append(f"{_le(n)} la mène dans son coin, pas encore pris, où une dame n'entre "
                      "pas seule")
            en.append(f"the {number_name(n, 'en')} takes it into his coin, not yet taken, "
                      "which a dame does not enter alone")
        elif opp[dst]:
            fr.append(f"{_le(n)} la mène sur {fleche_name(colour, dst)}, occupée par "
                      f"{colour.opponent}")
            en.append(f"the {number_name(n, 'en')} takes it onto "
                      f"{fleche_name(colour, dst, 'en')}, which {colour.opponent} holds")
        elif 13 <= dst <= 17 and fillable:
            # Lebrun's second example: « ou bien qu'elle donnât dans le grand jan de votre
            # adversaire avant qu'il fût rompu » (Guiton III « On ne peut placer des dames
            # dans les jans dont l'adversaire peut faire le plein »)
            laws.append(JAN_ADVERSE)
            fr.append(f"{_le(n)} la mène sur {fleche_name(colour, dst)}, dans le grand jan de "
                      f"{colour.opponent}, qui peut encore le remplir")
            en.append(f"the {number_name(n, 'en')} takes it onto "
                      f"{fleche_name(colour, dst, 'en')}, in {colour.opponent}'s grand jan, "
                      "which he can still fill")
        else:
            return None
    if not laws:
        return None
    # the numbers joined (tout d'une, or a doublet's further steps): each end held too
    ends = ({src + k * dice[0] for k in range(2, 5)} if dice[0] == dice[1]
            else {src + dice[0] + dice[1]})
    ends = {e for e in ends if e < OFF}
    if any(not opp[e] and not (13 <= e <= 17 and fillable) for e in ends):
        return None
    if ends:
        where_fr = " et ".join(fleche_name(colour, e) for e in sorted(ends))
        where_en = " and ".join(fleche_name(colour, e, "en") for e in sorted(ends))
        fr.append(f"ensemble, ils la mènent sur {where_fr}, occupée par {colour.opponent}")
        en.append(f"together they take it onto {where_en}, which {colour.opponent} holds")
    return Kept(laws[0], Msg(" ; ".join(fr) + " : elle ne peut être jouée",
                             "; ".join(en) + ": it cannot be played"))
