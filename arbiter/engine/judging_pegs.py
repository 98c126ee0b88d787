"""Judging the trous a side pegged for one coup against the trous it won (Guiton III « Ecole
d'école; école de trou », « Même règle pour la bredouille des trous », « On ne peut plus
marquer un trou oublié… »; Lebrun « Des Ecoles », « De la Bredouille »), before his points are
judged (:func:`.judging.judge_window`): a trou double pegged simple, or a simple pegged double,
is the same twelve points and only the peg is corrected, or the second trou lost; whole trous
pegged beyond or short of the gain stand for twelve points each, judged as points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine import regimes
from arbiter.engine.ecole_laws import TROU_FORGOTTEN
from arbiter.engine.marks import trous_of
from arbiter.engine.table import Pending, Term
from arbiter.engine.trou_double import double_for_simple_taken_back
from arbiter.engine.trous import second_hole_open_until_played
from arbiter.engine.window import Window
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay


@applies("guiton.III.ecole-d-ecole", "guiton.III.bredouille-des-trous", "guiton.III.trou-oublie")
def judge_the_pegs(replay: Replay, window: Window, *, consummated: bool, line: int | None,
                   how: Msg | None = None) -> None:
    """The trous ``window``'s side pegged for his coup, judged against the trous it won."""
    colour = window.side
    if window.fichet != window.expected_trous and window.expected_trous and window.fichet > 0:
        # A trou double pegged simple, or a simple pegged double, is the same twelve points:
        # only the peg is corrected. Whole trous pegged beyond or short of the gain stand for
        # twelve points each, judged below as points (III « Ecole d'école; école de trou »).
        same_points = trous_of(window.fichet) == trous_of(window.expected_trous)
        # a trou double pegged simple is corrected while his coup is open; once it is
        # consummated the second trou is lost, not corrected (said just below)
        lost = same_points and consummated and window.fichet < window.expected_trous
        # closed by a dame touched or lifted, none played: Lebrun still admits the second
        # hole (« dès qu'il a joué »), lost only at his play (:func:`double_lost_at_play`)
        deferred = lost and second_hole_open_until_played(replay, colour, line)
        lost = lost and not deferred
        if same_points and window.fichet > window.expected_trous and window.no_trou_ecole_said:
            # the word that took the second hole off said it already, with this article
            replay.findings.cite("guiton.III.ecole-d-ecole")
        else:
            replay.findings.law(
                "guiton.III.ecole-d-ecole",
                *both("ecoles.judge-window.short" if lost else
                      "ecoles.judge-window" if same_points else "ecoles.judge-window.points",
                      colour=colour, fichet=window.fichet,
                      expected_trous=window.expected_trous))
        # Lebrun knows no école of trous at all: whole trous pegged beyond are only taken
        # back too, when his coup is consummated as when he leaves (regimes)
        taken_back = same_points or regimes.override(
            replay, "guiton.III.ecole-d-ecole", reached=False) is not None
        if taken_back and window.fichet > window.expected_trous:
            # consummated, or the record ended with the opponent's right to have it taken
            # off still open: the same correction (« seulement à faire démarquer un trou »)
            double_for_simple_taken_back(replay, window, line)
        if consummated and same_points and 0 < window.fichet < window.expected_trous \
                and not deferred:
            _double_lost(replay, window, line, how=how)
        if consummated and not same_points and 0 < window.fichet < window.expected_trous:
            # whole trous left unpegged: twelve points each (Guiton), or no école (Lebrun)
            forgiven = regimes.trous_omitted(
                replay, colour, window.fichet, window.expected_trous,
                max(0, window.due - window.marked), line)
            if forgiven:
                window.mark(regimes.ECOLE_DE_TROU_LEBRUN, line, points=forgiven)


@applies("guiton.III.bredouille-des-trous", "guiton.III.trou-oublie")
def _double_lost(replay: Replay, window: Window, line: int | None, *, how: Msg | None = None,
                 term: bool = True) -> None:
    """A trou double pegged simple, and his coup played: the second trou is lost to both
    (« Même règle pour la bredouille des trous »). With ``term``, the act that consummated it
    is said as the term the article on the trou forgotten sets (« lorsqu'il a touché ses
    dames pour jouer son coup, ou lorsqu'il a jeté les dés; mais s'il n'a touché que les
    jetons, il le peut encore »)."""
    colour = window.side
    replay.findings.law("guiton.III.bredouille-des-trous", *both(
        "ecoles.double-pegged-simple", colour=colour, line=line))
    if term:
        replay.findings.law(
            "guiton.III.trou-oublie",
            *both("ecoles.double-pegged-simple.term", colour=colour, line=line,
                  how=how or say("ecoles.coup-consummated")))
    # pegged later, in this coup or his next, that hole is the lost trou, taken back without
    # école (trous.on_mark_trous), not a trou his next coup wins
    # pegged then, its fate answers WHEN it may still be pegged: under Lebrun the clause of
    # his sentence on the term (:func:`.regimes.second_hole_term`), Guiton's trou forgotten
    late = regimes.second_hole_term(replay, "guiton.III.trou-oublie")
    replay.pending.append(Pending(TROU_FORGOTTEN, colour, Term.OWN_THROW_AFTER_OPPONENT,
                                  line or 0, window.expected_trous - window.fichet,
                                  "" if late == "guiton.III.trou-oublie" else late))


def double_lost_at_play(replay: Replay, line: int) -> None:
    """The thrower plays his first dame, his marking closed earlier by a dame touched or
    lifted, the second hole of his partie double still unpegged: where Lebrun admitted it
    until now (« dès qu'il a joué », :func:`.trous.second_hole_open_until_played`), it is lost
    now (Guiton's term, a dame touched, is not the one that ends it: his article is not said
    as that term)."""
    coup = replay.coup
    window = coup.windows.get(coup.thrower) if coup is not None else None
    if window is None or not window.closed or coup.moves \
            or not 0 < window.fichet < window.expected_trous \
            or trous_of(window.fichet) != trous_of(window.expected_trous) \
            or not second_hole_open_until_played(replay, coup.thrower, window.closed_by):
        return
    _double_lost(replay, window, line, term=False)
