"""Leaving after a sortie, and the throw played « pour tout »: the choice to leave or stay
that the sortie's trou gives (Guiton V « S'en aller après la sortie »), lapsed once the dames
are re-piled; the word « je m'en vais » or « je reste » said before the throw played pour tout,
which binds as at any throw; and the choice kept by him whose throw pour tout gives the trou by
his own dé (VII « Points que gagne celui qui parvient le premier à sortir toutes ses dames »).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine.wording import both
from arbiter.i18n import Msg
from arbiter.laws.links import applies

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup

from arbiter.engine.depart_reste import (
    PAROLE,
    _irregular,
    _trou_by_own_throw,
)

SORTIE = "guiton.V.sortie-s-en-aller"
POUR_TOUT = "guiton.VII.jouer-pour-tout"


@applies(POUR_TOUT)
def choice_after_pour_tout(replay: Replay, colour: Colour) -> None:
    """Having agreed to play « pour tout » does not take away the choice to stay or leave: it
    is made on the throw once seen (VII « Difficulté relative à la sortie du jan de retour »).
    The article bears only when that throw bore off his last dames and won him the trou by
    his own dé; a « pour tout » throw that wins no trou leaves no choice to make."""
    coup = replay.coup
    if colour not in replay.pour_tout or coup is None or coup.void or coup.thrower is not colour:
        return
    if not by_sortie(replay, coup, colour):
        return
    won, _ = _trou_by_own_throw(replay, coup, colour)
    if won:
        replay.findings.ground(POUR_TOUT, *both("paroles.pour-tout-choix", colour=colour),
                               favours=colour)


def by_sortie(replay: Replay, coup: Coup, colour: Colour) -> bool:
    """The throw ended ``colour``'s sortie: his last dames are off, or he played it « pour
    tout », the coups left suppressed by agreement."""
    if not any(i.kind == "sortie" and i.beneficiary is colour for i in coup.items):
        return False
    return colour in replay.pour_tout or (
        bool(replay.position.total(colour)) and replay.position.on_board(colour) == 0)


@applies(POUR_TOUT, PAROLE, "guiton.I.tenir")
def word_without_choice(replay: Replay, colour: Colour, line: int, quoted: str) -> bool:
    """« Je reste » from a player who has no choice to make on the coup open (not his throw,
    or none yet): the word binds the one who says it, on the choice his own trou gives
    him (V « La parole est obligatoire… »). With no throw of his seen, it chooses nothing: the
    choice is made on the throw that gives it, once seen (VII « Difficulté relative à la sortie
    du jan de retour »: « dans toutes les circonstances… »). On a trou the opponent's dé gave
    him, he must stay whatever he says (ch. I « Tenir »). True when the word is so read."""
    coup = replay.coup
    if coup is not None and not coup.void and coup.thrower is colour:
        return False
    if coup is not None and not coup.void and _trou_by_own_throw(replay, coup, colour)[0]:
        replay.findings.law(
            "guiton.I.tenir",
            f"Ligne {line} : {colour} dit {quoted} ; le trou qu'il a pris vient du dé de son "
            "adversaire : il doit tenir de toute façon, et sa parole ne change rien.",
            f"Line {line}: {colour} says {quoted}; the trou he took comes from his opponent's "
            "dice: he must stay in any case, and his words change nothing.")
        return True
    word_before_the_throw(replay, colour, line, quoted)
    return True


@applies(POUR_TOUT, PAROLE)
def word_before_the_throw(replay: Replay, colour: Colour, line: int, quoted: str) -> None:
    """The word said before the throw that could give him the choice: it chooses nothing."""
    replay.findings.cite(PAROLE)
    replay.findings.law(
        POUR_TOUT,
        f"Ligne {line} : {colour} dit {quoted} avant qu'aucun jet ne lui donne le choix de "
        "rester ou de s'en aller : la parole oblige celui qui la dit sur le choix que son trou "
        "lui donne, et ce choix se fait au vu du coup qui le donne, jamais sur un coup à "
        "venir ; cette parole ne l'engage à rien.",
        f"Line {line}: {colour} says {quoted} before any throw has given him the choice to "
        "stay or leave: the word binds the one who says it on the choice his trou gives him, "
        "and that choice is made on seeing the throw that gives it, never on a throw to come; "
        "these words bind him to nothing.")


def sortie_trou_before(replay: Replay, coup: Coup, colour: Colour) -> Coup | None:
    """The coup just before ``coup``, if ``colour`` threw it, bore his last dames off with it
    and won a trou by it: the sortie whose choice to stay or leave he had until this throw."""
    earlier = [c for c in replay.coups if c.line < coup.line and not c.void]
    if not earlier:
        return None
    before = earlier[-1]
    if before.thrower is not colour or not any(i.kind == "sortie" and i.beneficiary is colour
                                               for i in before.items):
        return None
    won, _ = _trou_by_own_throw(replay, before, colour)
    return before if won else None


@applies(SORTIE, POUR_TOUT)
def lapsed_after_sortie(replay: Replay, coup: Coup, colour: Colour, line: int) -> None:
    """He speaks of leaving on the throw that follows his sortie: the choice the trou of the
    sortie gave him had to be announced before he threw again (V « Celui qui, au jan de
    retour, prend le trou par le droit de sortie des dames, peut s'en aller »: « s'il
    n'annonçait pas qu'il s'en va, avant de jeter son dé »; VII « Difficulté relative à la
    sortie du jan de retour »: « déchu… s'il avait jeté le dé une seconde fois »). He is déchu
    of it and stays; he claimed a right he had lost, not a trou he had not: no école."""
    before = sortie_trou_before(replay, coup, colour)
    assert before is not None
    _irregular(replay, colour, line, SORTIE, Msg(
        f"{colour} a pris le trou par sa sortie (ligne {before.line}) mais a jeté les dés du "
        f"relevé suivant (ligne {coup.line}) sans annoncer qu'il s'en allait : il est déchu du "
        "choix et doit rester ; ce coup ne lui donne aucun trou, et il n'en a marqué aucun : "
        "pas d'école.",
        f"{colour} took the trou by his sortie (line {before.line}) but threw the dice of the "
        f"next relevé (line {coup.line}) without announcing that he left: he has lost the "
        "choice and must stay; this throw gives him no trou and he pegged none: no école."))
    replay.findings.law(POUR_TOUT, *both("paroles.pour-tout-dechu", colour=colour))
