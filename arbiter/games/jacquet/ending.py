"""The end of a Jacquet game: who has won, and what the game is worth under each body of law.

* S004 §14 (``lalanne-2003``): the first to bear off all fifteen scores 1 point if the loser
  had begun to bear off his, 2 if he had not.
* S004 II-3 (``lalanne-2003-avance``): 1 if the loser had borne off at least one; otherwise 2
  if all his dames are in his fourth quarter, 3 if some are still in his third (none in the
  second or first), 4 if some in his second (none in the first), 5 if some in his first. The
  second clause is printed « Mais si l'adversaire avait commencé à sortir ses dames », which
  contradicts the first; the sense (and every value that follows) requires « n'avait pas
  commencé » (open question Q7 of the note): that reading is applied and the ruling says so.
  The convention ``simple-ou-double`` keeps §14's values, as II-3 allows.
* Lepeintre 1818 / Lebrun 1828 (``lepeintre-1818``): « un trou ou deux, selon la
  convention »: one trou, unless the double game was agreed beforehand. Neither says when a
  game is double; the arbiter borrows the gammon's criterion from Lebrun (l.1235: double when
  the winner has lifted all his dames before the loser lifted one), and says that it borrows.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.board import OFF, Position
from arbiter.colour import BOTH, Colour
from arbiter.games.jacquet.geometry import QUARTERS
from arbiter.games.jacquet.regimes import Regime, Valuation
from arbiter.i18n import Msg
from arbiter.words import count

DAMES = 15

_QUARTER_FR = ("premier", "deuxième", "troisième", "quatrième")
_QUARTER_EN = ("first", "second", "third", "fourth")
"""The quarters as seed 004 names them (« son deuxième quadrant »), not by a number."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """The end of a game: ``value`` in points (S004) or trous (Lepeintre/Lebrun)."""

    winner: Colour
    value: int
    unit: Msg
    basis: Msg
    laws: tuple[str, ...]
    analogy: Msg | None = None
    """Set when the value rests on a law of another game or a reading the ruling must state."""

    @property
    def double(self) -> bool:
        return self.value >= 2


def winner(position: Position) -> Colour | None:
    """The colour that has borne off all its dames, if one has."""
    done = [c for c in BOTH if position.count(c, OFF) >= DAMES and position.on_board(c) == 0]
    return done[0] if len(done) == 1 else None


def result(position: Position, regime: Regime) -> GameResult | None:
    """The end of the game on ``position``, or None while it goes on."""
    won = winner(position)
    if won is None:
        return None
    loser = position.row(won.opponent)
    begun = loser[OFF] > 0
    who = str(won.opponent).capitalize()     # the loser named at the head of a sentence
    points = Msg("point", "point")   # the noun of the unit; a count agrees it
    if regime.valuation is Valuation.GRADED:
        if begun:
            return GameResult(won, 1, points, Msg(
                f"{who} avait commencé à sortir ses dames : 1 point.",
                f"{who} had begun to bear off: 1 point."), ("lalanne.II.gain-gradue",))
        farthest = next(q for q, fleches in enumerate(QUARTERS, start=1)
                        if any(loser[f] for f in fleches))
        value = {4: 2, 3: 3, 2: 4, 1: 5}[farthest]
        return GameResult(won, value, points, Msg(
            f"{who} n'avait pas commencé à sortir ; sa dame la plus en retard est dans "
            f"son {_QUARTER_FR[farthest - 1]} quadrant : {value} points.",
            f"{who} had not begun to bear off; his hindmost dame is in his "
            f"{_QUARTER_EN[farthest - 1]} quarter: {value} points."),
            ("lalanne.II.gain-gradue",), Msg(
            "Le texte imprime « avait commencé » dans la seconde clause ; le sens exige « n'avait "
            "pas commencé », lecture appliquée ici.",
            "The text prints « avait commencé » in the second clause; the sense requires « n'avait "
            "pas commencé », the reading applied here."))
    if regime.valuation is Valuation.AS_AGREED:
        trous = Msg("trou", "trou")
        if not regime.double_agreed:
            return GameResult(won, 1, trous, Msg(
                "La double n'a pas été convenue : la partie vaut un trou.",
                "The double game was not agreed: the game is worth one trou."),
                ("lebrun.jacquet-partie-simple-ou-double",))
        value = 1 if begun else 2
        lifted = Msg("avait levé une dame", "had lifted a dame") if begun else \
            Msg("n'avait levé aucune dame", "had lifted none")
        return GameResult(won, value, trous, Msg(
            f"La double était convenue et {won.opponent} {lifted.fr} : {count(value, 'trou')}.",
            f"The double was agreed and {won.opponent} {lifted.en}: "
            f"{count(value, 'trou', 'en')}."),
            ("lebrun.jacquet-partie-simple-ou-double", "lebrun.gammon-double"), Msg(
            "Ni Lepeintre ni Lebrun ne disent quand la partie de jacquet est double : le critère "
            "est emprunté au gammon, dont le jacquet est « modification » (Lebrun).",
            "Neither Lepeintre nor Lebrun says when a Jacquet game is double: the criterion is "
            "borrowed from the gammon, of which Jacquet is a « modification » (Lebrun)."))
    value = 1 if begun else 2
    laws = ("lalanne.I.gain-de-la-partie",) + (
        ("lalanne.II.systeme-initial",) if regime.valuation is Valuation.SIMPLE_OR_DOUBLE
        and regime.forbidden_blocks else ())
    return GameResult(won, value, points, Msg(
        f"{who} " + ("avait commencé" if begun else "n'avait pas encore commencé") +
        f" à sortir ses dames : {count(value, 'point')}.",
        f"{who} had " + ("" if begun else "not yet ") +
        f"begun to bear off: {count(value, 'point', 'en')}."), laws)
