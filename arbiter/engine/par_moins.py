"""The école par moins itself: the rule when no labelled exception of
:data:`.judging.EXCEPTIONS` applies.

Kept apart from the exceptions so that each module reads as one thing: :mod:`.judging` says
which exception decides a window, this module says what the plain omission is, which article
decides it (the clock's, the sortie's own term, « Trou sans bouger », Lebrun's touch) and what
the ruling adds when the dispute pleads the école impossible, a trou, or the victim's option.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import regimes
from arbiter.engine.ecole_first import omission_keeps_the_series
from arbiter.engine.ecole_laws import IMPOSSIBLE, OPTION_DE_MARQUER, POINTS_DE_SORTIE
from arbiter.engine.marks import DEFINITION, EPOQUE, open_ecole
from arbiter.engine.trou_double import TROU_SANS_BOUGER
from arbiter.engine.window import Window
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.score import POINTS_PER_TROU
from arbiter.vocabulary import FaultKind
from arbiter.words import points_en, points_fr

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay


def marked_words(marked: int, due: int) -> Msg:
    """« n'a marqué que 4 points sur 8 », or, when his own acts took points back (a fichet or
    a jeton moved back), what the record shows: no mark of a negative number of points."""
    if marked == 0:
        return Msg(f"n'a rien marqué des {due} points dus", f"marked none of the {due} points due")
    if marked > 0:
        return Msg(f"n'a marqué que {points_fr(marked)} sur {due}",
                   f"marked only {points_en(marked)} of {due}")
    return Msg(f"n'a rien marqué des {due} points dus et a reculé sa marque de "
               f"{points_fr(-marked)}",
               f"marked none of the {due} points due and moved his marks back by "
               f"{points_en(-marked)}")


@applies(DEFINITION, EPOQUE, "guiton.III.ecole-d-ecole", "guiton.III.avertissement-ne-marque-pas",
         "guiton.I.ecole", TROU_SANS_BOUGER, POINTS_DE_SORTIE)
def ecole_par_moins(replay: Replay, window: Window, line: int | None, how: Msg | None) -> None:
    """The rule: points left unmarked, the coup consummated — an école par moins. (It takes
    the window's parts, not :class:`.judging.Judging`, so that this module does not import
    the one that calls it.)"""
    colour, short = window.side, window.due - window.marked
    marked = marked_words(window.marked, window.due)
    why = Msg(
        f"{colour} {marked.fr} ; "
        f"{how.fr if how else 'son coup est consommé'} (ligne {line}) : école par moins de "
        f"{points_fr(short)}.",
        f"{colour} {marked.en}; "
        f"{how.en if how else 'his coup is consummated'} (line {line}): école par moins of "
        f"{points_en(short)}.")
    laws: tuple[str, ...] = (DEFINITION, EPOQUE)
    deciding = EPOQUE
    if _sans_bouger_sent_to_the_bande(replay, window, short):
        deciding = TROU_SANS_BOUGER
        why = say("ecoles.sans-bouger-to-the-bande", colour=colour, points=short, line=line,
                  how=how or Msg("son coup est consommé", "his coup is consummated"))
        laws = (TROU_SANS_BOUGER, *laws)
    sortie = next((i.law for i in window.owed.items if i.kind == "sortie"), None)
    if sortie is not None and deciding is EPOQUE:
        # the sortie's own article names its term (« il doit sous peine d'école les marquer
        # avant de toucher ses dames pour les remettre à la pile »): it decides, first
        laws, deciding = (sortie, *laws), sortie
    his = regimes.omission_at_the_touch(replay, line) if deciding is EPOQUE else ()
    if his:
        laws, deciding = (*his, *laws), his[0]
    laws = (*laws, *regimes.ecole_of_a_trou(replay, short))   # a trou's points or more
    if window.said_ne_marque_pas is not None:
        laws = (*laws, "guiton.III.avertissement-ne-marque-pas")
    if _victim_short_of_his_own(replay, window):
        laws = (*laws, OPTION_DE_MARQUER)
    if _impossible_pleaded(replay, colour):
        laws = (*laws, IMPOSSIBLE)
        why = Msg(why.fr + " Il avait des dames à jouer : ce n'est pas l'école impossible à "
                  "marquer.",
                  why.en + " He had dames to play: this is not the école impossible to mark.")
    trou = regimes.trou_pleaded(replay, short)
    if trou is not None:
        laws = (*laws, trou)
        why = Msg(why.fr + f" Elle est de {points_fr(short)}, non d'un trou oublié ou marqué de "
                  "trop : il y a école.",
                  why.en + f" It is of {points_en(short)}, not of a trou forgotten or pegged "
                  "too many: there is an école.")
    open_ecole(replay, FaultKind.ECOLE_PAR_MOINS, colour, why, laws, short, line, deciding)
    omission_keeps_the_series(replay, window)


@applies(IMPOSSIBLE)
def _impossible_pleaded(replay: Replay, colour: Colour) -> bool:
    """The dispute pleads the école impossible for an omission of the thrower who could play
    his throw: the article that names it answers the plea, by the condition it states (Guiton III
    « École … impossible à marquer »: the école is consummated when he « ait touché ses dames »;
    it is impossible only when he has no act to do, « comme il ne peut jouer son sonnez »).
    Under Lebrun, whose école impossible is another rule, it is not said."""
    coup, dispute = replay.coup, replay.dispute
    return (dispute is not None and "impossible" in dispute.text
            and replay.record.conduct_lois != regimes.LEBRUN
            and coup is not None and coup.thrower is colour and not cannot_play(replay, colour))


@applies(TROU_SANS_BOUGER)
def _sans_bouger_sent_to_the_bande(replay: Replay, window: Window, short: int) -> bool:
    """The coup gave him whole trous (twelve or twenty-four points) while his jeton showed
    points; he pegged and took his jeton back, and what he lacks is what it showed: « au lieu
    de marquer le trou sans bouger, le marque en remettant à la bande le jeton qui marquait les
    points qu'il avait précédemment, fait école de la totalité de ces points » (Guiton III,
    « Trou sans bouger »). That article, not the plain omission, decides."""
    coup = next((c for c in reversed(replay.coups) if c.windows.get(window.side) is window),
                None)
    if coup is None or window.fichet <= 0 or window.due % POINTS_PER_TROU:
        return False
    had = coup.score_at_throw.of(window.side).points
    return 0 < short == had and replay.score.of(window.side).points == 0


@applies(OPTION_DE_MARQUER)
def _victim_short_of_his_own(replay: Replay, window: Window) -> bool:
    """He is the victim of an école the thrower made in the same coup, and marked less than
    the points the throw gave him: the école was his to mark or not, his own points were not
    (Guiton III, « L'option de marquer, ou de ne pas marquer une école… »: he « n'était
    rigoureusement tenu à marquer que » his points à faux). True when it is so, and the ruling
    says it."""
    coup = replay.coup
    colour = window.side
    if coup is None or coup.thrower is colour or coup.windows.get(colour) is not window:
        coup = next((c for c in reversed(replay.coups) if c.windows.get(colour) is window),
                    None)
    if coup is None or coup.thrower is colour or window.ecole_marked_at is not None \
            or window.marked <= 0:
        # having marked nothing, his omission is the plain one of « Définition »; the article
        # reads what he did mark (his own points first, the école at his option)
        return False
    ecoles_of_thrower = [e for e in replay.open_ecoles if e.victim is colour
                         and e.fault.by is coup.thrower
                         and e.fault.kind is FaultKind.ECOLE_PAR_MOINS]
    if not ecoles_of_thrower:
        return False
    replay.findings.law(OPTION_DE_MARQUER, *both(
        "ecoles.victim-short-of-his-own", colour=colour, due=window.due,
        marked=max(0, window.marked), thrower=coup.thrower))
    return True


def cannot_play(replay: Replay, colour: Colour) -> bool:
    coup = replay.coup
    return bool(coup and coup.thrower is colour and not coup.void
                and not replay.plays(coup))
