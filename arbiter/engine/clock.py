"""The clock of marking: at which act each side's marking, or a right against it, becomes final.

Guiton III « Époque où les écoles sont consommées » sets these moments; Lebrun moves one of
them (« si vous avez joué depuis », « Du privilège de s'en aller »). The clock is a table per
body of law, one :class:`Term` for each thing that becomes final (:class:`Final`), naming the
act that makes it final (:class:`At`) and the laws that say so. The engine asks it where the
bodies of law part on a term (:func:`term`), instead of each handler knowing the deadlines of
both; docs/MARKING.md prints the table and a test holds the page to it.

The terms the bodies share are applied by the handlers that find the act they name, under
either body: a dame touched (:mod:`.dames_touched`), a throw or an invitation to throw
(:mod:`.dice`, :mod:`.ecoles`), a jeton let go (:mod:`.jetons`), a word
(:mod:`.depart_choice`). The terms that part are read from here (:func:`term`) by
:mod:`.regimes` at the victim's throw and at his play.
"""

from __future__ import annotations

from enum import Enum

from arbiter.value import Value, value_class

GUITON = "guiton-1822"
LEBRUN = "lebrun-1828"
EPOQUE = "guiton.III.epoque-ecoles-consommees"
IMPOSSIBLE = "guiton.III.ecole-impossible"
DEUX_JETONS = "guiton.III.ecole-deux-jetons"
DEUX_JETONS_LEBRUN = "lebrun.ecole-deux-jetons"
DELAI_LEBRUN = "lebrun.delai-de-l-ecole"
PAROLE = "guiton.V.parole-obligatoire"
ECOLE_D_ECOLE = "guiton.III.ecole-d-ecole"
OUBLI_DEMARQUER = "guiton.III.oubli-de-demarquer"
ECOLE_DU_JETON = "lebrun.ecole-du-jeton"
TROU_OUBLIE = "guiton.III.trou-oublie"
TROU_DOUBLE_LEBRUN = "lebrun.trou-double-jusqu-au-jeu"


class Final(Enum):
    """What becomes final."""

    OWN_THROW = "own-throw"
    """The thrower's marking of what his own throw earned him."""
    OPPONENT_THROW = "opponent-throw"
    """A side's marking of what the opponent's throw gave him, and any of his own coup left
    open (a throw he could not play)."""
    EXCESS = "excess"
    """Points marked beyond what is owed: an école par trop."""
    ECOLE_CLAIM = "ecole-claim"
    """The victim's right to mark an école made against him (points forgotten, marked too
    many or wrongly)."""
    HOLE_DE_TROP = "hole-de-trop"
    """The victim's right to have a simple trou pegged double taken back."""
    DEUX_JETONS = "deux-jetons"
    """The école des deux jetons: new points marked with a second jeton, the first left."""
    WORD = "word"
    """The winner of a trou's choice to go on or to leave."""
    JETON_LEFT = "jeton-left"
    """The jeton left on the old points once a trou the opponent's throw (or an école) gave
    is pegged: an école par trop of what it shows beyond the reste."""
    TROU_DOUBLE = "trou-double"
    """The thrower's right to peg the second hole of a partie double he pegged simple."""


class At(Enum):
    """The act that makes it final."""

    TOUCH = "touch"
    """The thrower touches a dame to play it (not under « j'adoube »)."""
    THROW = "throw"
    """The side throws the dice, or invites the opponent to throw."""
    ABANDON = "abandon"
    """The jeton is set down and let go."""
    VICTIM_THROWS = "victim-throws"
    """The victim throws the dice for his coup."""
    VICTIM_PLAYS = "victim-plays"
    """The victim plays the coup of his next throw (a dame played: one touched or lifted is
    not yet played, « si vous avez joué depuis »)."""
    PLAY = "play"
    """The side plays his coup (a dame touched to play it): after the second jeton was set,
    or after his throw with his jeton left on the old points."""
    SAID = "said"
    """« Je m'en vais » or « je reste » said."""


@value_class
class Term(Value):
    """``final`` becomes final at ``at`` under one body of law, by ``laws``."""

    final: Final
    at: At
    laws: tuple[str, ...]


_GUITON = (
    Term(Final.OWN_THROW, At.TOUCH, (EPOQUE,)),
    Term(Final.OPPONENT_THROW, At.THROW, (EPOQUE, IMPOSSIBLE)),
    Term(Final.EXCESS, At.ABANDON, (EPOQUE,)),
    Term(Final.ECOLE_CLAIM, At.VICTIM_THROWS, (EPOQUE,)),
    Term(Final.HOLE_DE_TROP, At.VICTIM_THROWS, (EPOQUE, ECOLE_D_ECOLE)),
    Term(Final.DEUX_JETONS, At.PLAY, (DEUX_JETONS,)),
    Term(Final.WORD, At.SAID, (PAROLE,)),
    Term(Final.JETON_LEFT, At.THROW, (EPOQUE, OUBLI_DEMARQUER)),
    Term(Final.TROU_DOUBLE, At.TOUCH, (TROU_OUBLIE,)),
)

_LEBRUN_TERMS = (
    Term(Final.ECOLE_CLAIM, At.VICTIM_PLAYS, (DELAI_LEBRUN,)),
    Term(Final.HOLE_DE_TROP, At.VICTIM_PLAYS, (DELAI_LEBRUN,)),
    Term(Final.DEUX_JETONS, At.PLAY, (DEUX_JETONS_LEBRUN,)),
    Term(Final.JETON_LEFT, At.PLAY, (ECOLE_DU_JETON,)),
    Term(Final.TROU_DOUBLE, At.PLAY, (TROU_DOUBLE_LEBRUN,)),
)
"""Where Lebrun sets his own term (or his own article for the same term)."""


def _with(base: tuple[Term, ...], changes: tuple[Term, ...]) -> tuple[Term, ...]:
    changed = {t.final: t for t in changes}
    return tuple(changed.get(t.final, t) for t in base)


CLOCK: dict[str, tuple[Term, ...]] = {
    GUITON: _GUITON,
    LEBRUN: _with(_GUITON, _LEBRUN_TERMS),
}
"""Each body of law's clock, one term for each :class:`Final`, in that order."""


def term(lois: str, final: Final) -> Term:
    """The term of ``final`` under the body of law ``lois`` (Guiton's for a body the clock
    does not know: the notation refuses unknown bodies before the engine runs)."""
    for t in CLOCK.get(lois, _GUITON):
        if t.final is final:
            return t
    raise KeyError(final)


def parts(final: Final) -> bool:
    """Whether the bodies of law set different acts for ``final``: where they do, the ruling
    names the other body's opinion."""
    return len({term(lois, final).at for lois in CLOCK}) > 1
