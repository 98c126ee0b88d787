"""Why an irregular Jacquet play was owed otherwise, said by the body of law's own article:
the grounds a :class:`~arbiter.games.base.Violation` list is given beside the laws it breaks.

Where Lepeintre/Lebrun borrow a rule of seed 004 (the duty to play « le plus grand nombre »,
the bearing off), the article of their own that fixes what was owed is cited first: how many
numbers a doublet is (« Les doublets s'y jouent doublement »), and how a doublet lifts the dames
at the bearing off (Lebrun's gammon, by analogy). Under seed 004, a number left unplayed that
the courier's arrival during the throw made playable is owed by § 11.
"""

from __future__ import annotations

from arbiter.board import OFF, Position
from arbiter.colour import Colour
from arbiter.games.base import Kept, Play, Violation
from arbiter.games.jacquet.geometry import ARRIVAL, arrived
from arbiter.games.jacquet.regimes import Regime
from arbiter.i18n import Msg

DOUBLET_MAX = "lalanne.I.doublet-plus-grand-nombre"
_MUST_PLAY = ("must-play", "must-play-both", "must-play-more", "must-play-higher")
_SORTIE = ("excedant-not-farthest", "defaillant-borne-off", "not-a-legal-play")


def grounds_of(position: Position, colour: Colour, dice: tuple[int, int],
               plays: tuple[Play, ...], out: list[Violation], regime: Regime
               ) -> tuple[Kept, ...]:
    """Every ground of an irregular play, the body of law's own article first."""
    return (_courier_grounds(position, colour, plays, out, regime)
            + _doublet_grounds(out, regime) + _lift_grounds(position, colour, dice, out, regime))


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
    if not regime.borrowed(DOUBLET_MAX) or not any(v.code == "must-play-more" for v in out):
        return ()
    return (Kept(regime.doublet_law, Msg(
        "Au jacquet « Les doublets s'y jouent doublement » : un doublet vaut quatre nombres, "
        "et non deux comme au trictrac ; ceux qu'on pouvait jouer étaient dus.",
        "At Jacquet doublets are played double: a doublet is four numbers, not two as at "
        "trictrac; those that could be played were owed.")),)


_MUST_PLAY = ("must-play", "must-play-both", "must-play-more", "must-play-higher")


def _courier_grounds(position: Position, colour: Colour, plays: tuple[Play, ...],
                     out: list[Violation], regime: Regime) -> tuple[Kept, ...]:
    """A number left unplayed that only became playable when the courier arrived during the
    throw: § 11 (the others are barred only « tant que » the first dame has not reached the
    last quarter) decides that it was due, beside § 9."""
    if regime.courier_per_throw or not any(v.code in _MUST_PLAY for v in out):
        return ()
    row = position.row(colour)
    if arrived(row) or not any(row[1:OFF]):
        return ()
    start = next(k for k in range(1, OFF) if row[k])
    if not any(m.src != start for p in plays for m in p.moves):
        return ()
    return (Kept(regime.courier_law, Msg(
        f"Le courrier de {colour} arrive dans le dernier quadrant pendant ce coup : dès lors "
        "les autres dames sont libres, et le nombre restant pouvait être joué par l'une "
        "d'elles.",
        f"{colour}'s courier reaches the last quarter during this throw: from then on the "
        "other dames are free, and the number left could be played by one of them.")),)


