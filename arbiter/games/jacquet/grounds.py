"""Why an irregular Jacquet play was owed otherwise, said by the body of law's own article:
the grounds a :class:`~arbiter.games.base.Violation` list is given beside the laws it breaks.

Where Lepeintre/Lebrun borrow a rule of seed 004 (the duty to play « le plus grand nombre »,
the bearing off), the article of their own that fixes what was owed is cited first: how many
numbers a doublet is (« Les doublets s'y jouent doublement »), and how a doublet lifts the dames
at the bearing off (Lebrun's gammon, by analogy). Where the courier had not arrived when the
dice were thrown, its article decides what the throw allowed (see ``_courier_grounds``).
"""

from __future__ import annotations

from arbiter.board import OFF, Position
from arbiter.colour import Colour
from arbiter.games.base import Kept, Play, Violation
from arbiter.games.jacquet.geometry import (
    ARRIVAL,
    all_in_last_quarter,
    arrived,
    farthest,
    held_by_opponent,
)
from arbiter.games.jacquet.names import fleche_msg
from arbiter.games.jacquet.regimes import Regime
from arbiter.i18n import Msg

DOUBLET_MAX = "lalanne.I.doublet-plus-grand-nombre"
_MUST_PLAY = ("must-play", "must-play-both", "must-play-more", "must-play-higher")
_SORTIE = ("excedant-not-farthest", "defaillant-borne-off", "not-a-legal-play")


def grounds_of(position: Position, colour: Colour, dice: tuple[int, int],
               plays: tuple[Play, ...], out: list[Violation], regime: Regime
               ) -> tuple[Kept, ...]:
    """Every ground of an irregular play, the body of law's own article first."""
    return (_courier_grounds(position, colour, dice, plays, out, regime)
            + _doublet_grounds(out, regime)
            + _lift_grounds(position, colour, dice, out, regime))


def _lift_grounds(position: Position, colour: Colour, dice: tuple[int, int],
                  out: list[Violation], regime: Regime) -> tuple[Kept, ...]:
    """A doublet misplayed at the bearing off, under a body of law whose own text on it is
    the gammon's (Lebrun: « Pour chaque doublet on lève quatre dames … s'il n'y a rien
    derrière, on lève celles qui suivent la flèche »)."""
    law = regime.doublet_bearing_off_law
    row = position.row(colour)
    if law is None or dice[0] != dice[1] or any(row[:ARRIVAL]) or \
            not any(v.code in _SORTIE for v in out):
        return ()
    return (Kept(regime.doublet_law, Msg(
        "Au jacquet « Les doublets s'y jouent doublement » : le doublet vaut quatre nombres.",
        "At Jacquet doublets are played double: the doublet is four numbers.")), Kept(law, Msg(
        "Au gammon, dont le jacquet est une « modification », un doublet à la sortie lève "
        "quatre dames de sa flèche ; si elle est vide, il se joue d'abord par les dames de "
        "derrière, et s'il n'y en a pas, il lève celles des flèches qui suivent.",
        "At the gammon, of which Jacquet is a « modification », a doublet at the bearing off "
        "lifts four dames from its flèche; if it is empty, it is first played by the dames "
        "behind, and if there are none, it lifts those of the flèches that follow.")),)


def _doublet_grounds(out: list[Violation], regime: Regime) -> tuple[Kept, ...]:
    """A doublet not played as often as it could be, under a body of law that borrows the
    duty to play « le plus grand nombre » (S004 § 9) but states for itself how many numbers a
    doublet is (Lepeintre/Lebrun: « Les doublets s'y jouent doublement », four numbers, not
    the two of trictrac): its own article decides what was owed, and is cited first."""
    if not any(v.code == "must-play-more" for v in out):
        return ()
    if not regime.borrowed(DOUBLET_MAX):
        # its own « le plus grand nombre » beside the doublet owed whole (rules.check_play)
        if all(v.law == DOUBLET_MAX for v in out if v.code == "must-play-more"):
            return ()
        return (Kept(DOUBLET_MAX, Msg(
            "On doit jouer du doublet le plus grand nombre de points possible : ici, tous.",
            "One must play the greatest number of points the doublet allows: here, all of "
            "them.")),)
    return (Kept(regime.doublet_law, Msg(
        "Au jacquet « Les doublets s'y jouent doublement » : un doublet vaut quatre nombres, "
        "et non deux comme au trictrac ; ceux qu'on pouvait jouer étaient dus.",
        "At Jacquet doublets are played double: a doublet is four numbers, not two as at "
        "trictrac; those that could be played were owed.")),)



def _courier_grounds(position: Position, colour: Colour, dice: tuple[int, int],
                     plays: tuple[Play, ...], out: list[Violation], regime: Regime
                     ) -> tuple[Kept, ...]:
    """A number owed, or not owed, because of the courier: the body of law's courier article
    decides what the throw allowed whenever the courier had not arrived when it was thrown and a
    talon dame could otherwise have played one of its numbers.

    Two readings of one rule. Under seed 004 a courier that arrives during the throw frees the
    others at once (§ 11, « tant que »): a number left unplayed that a freed dame could play was
    due. Otherwise (the courier does not arrive, or the body of law frees the others only from
    the next throw: Lepeintre/Lebrun, « tous les autres coups ») no other dame could play a
    number of this throw, and only what the courier could play was owed: that is why one number
    and not both, or the courier's number and not a talon dame's."""
    if not any(v.code in _MUST_PLAY for v in out):
        return ()
    row = position.row(colour)
    left = any(row[1:OFF])        # the courier has left the talon
    others = row[0] if left else row[0] - 1     # the dames the courier holds back
    if arrived(row) or others < 1:
        return ()                 # free from the start, or no other dame left to hold back
    start = next((k for k in range(1, OFF) if row[k]), None)
    if not regime.courier_per_throw and left and any(
            m.src != start for p in plays for m in p.moves):
        return (Kept(regime.courier_law, Msg(
            f"Le courrier de {colour} arrive dans le dernier quadrant pendant ce coup : dès "
            "lors les autres dames sont libres, et le nombre restant pouvait être joué par "
            "l'une d'elles.",
            f"{colour}'s courier reaches the last quarter during this throw: from then on the "
            "other dames are free, and the number left could be played by one of them.")),)
    held = held_by_opponent(position, colour)
    if not any(n < OFF and not held[n] for n in set(dice)):
        return ()                 # no talon dame could have moved anyway: the bar decided nothing
    later = regime.courier_per_throw and any(
        arrived(p.result.row(colour)) for p in plays)
    return (Kept(regime.courier_law, Msg(
        f"Le courrier de {colour} n'était pas arrivé dans le dernier quadrant quand il a jeté : "
        "seul le courrier pouvait jouer les nombres de ce coup"
        + (" (son arrivée pendant le coup ne libère les autres dames qu'au coup suivant)"
           if later else "") + " ; une dame du talon ne pouvait en jouer aucun.",
        f"{colour}'s courier had not reached the last quarter when he threw: only the courier "
        "could play the numbers of this throw"
        + (" (its arrival during the throw frees the other dames only from the next throw)"
           if later else "") + "; no talon dame could play any of them.")),)


def courier_kept(position: Position, colour: Colour, srcs: tuple[int, ...], regime: Regime
                 ) -> tuple[Kept, ...]:
    """Why a talon dame may be played in the first throw after the courier's arrival: the
    courier article itself (« après cela, tous les autres coups se jouent à volonté, soit en
    abattant du talon »; S004 § 11 « tant que »). Said when the courier, arrived before the
    throw, is still the only dame off the talon and the play takes a dame from the talon: the
    point a player who thinks the courier has not yet arrived disputes."""
    row = position.row(colour)
    if not arrived(row) or 0 not in srcs or sum(row[1:]) != 1:
        return ()
    at = next(k for k in range(1, OFF) if row[k])
    where = fleche_msg(colour, at)
    return (Kept(regime.courier_law, Msg(
        f"Le courrier de {colour} est arrivé dans le dernier quadrant (sur {where.fr}) avant ce "
        "coup : les autres dames sont libres, et il peut jouer du talon.",
        f"{colour}'s courier reached the last quarter (on {where.en}) before this throw: the other "
        "dames are free, and he may play from the talon.")),)


FLECHE_OCCUPEE = "lalanne.I.fleche-occupee"
SORTIE_EXCEDANT = "lalanne.I.sortie-excedant"


def why_unplayable(position: Position, colour: Colour, dice: tuple[int, int], src: int,
                   regime: Regime) -> Kept | None:
    """Why a touched dame the throw cannot play could not be played, by the article that bars
    it: a talon dame while the courier has not arrived (the courier article), or a dame each of
    whose numbers would stop it on a flèche the opponent holds (S004 § 11: no stop, no rest
    there, so no tout d'une either). None when neither is the reason (the rule then only says
    that it could not be played)."""
    row = position.row(colour)
    if src == 0 and any(row[1:OFF]) and not arrived(row):
        later = regime.courier_per_throw
        return Kept(regime.courier_law, Msg(
            f"le courrier de {colour} n'était pas arrivé dans le dernier quadrant quand il a "
            "jeté : aucune dame du talon ne pouvait jouer"
            + (" à ce coup (son arrivée ne libère les autres qu'au coup suivant)" if later
               else " avant son arrivée"),
            f"{colour}'s courier had not reached the last quarter when he threw: no talon dame "
            "could play" + (" in this throw (its arrival frees the others only from the next)"
                            if later else " before its arrival")))
    if (0 < src < OFF and all_in_last_quarter(row) and all(src + n > OFF for n in set(dice))
            and farthest(row) != src):
        # at the bearing off, each number passes the bande and dames stand farther back
        return Kept(SORTIE_EXCEDANT, Msg(
            f"chacun de ses nombres la porte au-delà de la bande, et des dames de {colour} sont "
            "plus éloignées qu'elle : un nombre excédant sort une des plus éloignées, non "
            "celle-ci, et elle ne peut se jouer dans le tablier",
            f"each of its numbers carries it past the bande, and dames of {colour} stand "
            "farther back: an excess number bears off one of the farthest, not this one, and it "
            "cannot be played inside the tablier"))
    held = held_by_opponent(position, colour)
    stops = sorted({src + n for n in set(dice) if src + n < OFF})
    if not stops or len(stops) < len(set(dice)) or not all(held[k] for k in stops):
        return None
    fr = " et ".join(fleche_msg(colour, k).fr for k in stops)
    en = " and ".join(fleche_msg(colour, k).en for k in stops)
    return Kept(FLECHE_OCCUPEE, Msg(
        f"chacun de ses nombres l'arrêterait sur une flèche que tient {colour.opponent} ({fr}) : "
        "elle ne peut s'y arrêter ni s'y reposer, pas même pour un tout d'une",
        f"each of its numbers would stop it on a flèche {colour.opponent} holds ({en}): it may "
        "neither stop nor rest there, not even for a tout d'une"))
