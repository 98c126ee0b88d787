"""The earning in dispute decides: where an école's points are the whole worth of what a throw
earned or was believed to earn, the article of that earning answers the claim.

An école par trop of points marked for a jan or a plein the throw did not give, and a fausse
école marked against points a throw rightly gave, both turn on one question: did the throw
earn them? The article that says what earns them answers it, and is cited first; the
article on the école (« Des Ecoles », « Fausse école », « Celui qui ne remplit pas… ») says
what marking or denying them is, and follows. The casebook's convention, from the text of its
cases: Lebrun's « Des Jans » decides the contre-jan de mézéas marked by its loser (fr-10), and
the jan de trois coups marked with a case made in the grand jan that the opponent denies
(« l'on peut marquer quatre points pour son jan, et faire une case dans son grand jan »,
frn-08); the plein marked by a sonnez that must break it is decided by Lebrun's own example
(« Des Ecoles »: « qu'il a marqués à tort pour son plein, parce qu'il fallait le rompre »,
frn-12, gpn-03, kf-03), his « Tant que vous pourrez conserver ce petit jan, vous gagnez… »
cited after it, as Guiton's « Conserver ou tenir son plein » decides it under his law; Guiton's
« Remplir en passant » decides the plein filled in passing (:func:`.excess._in_passing`, which
says it in the reasoning).

One model, the second reader's (helper gq, on exam29's kb- disputes and gpn-06): an école is
the difference between what was marked and what the throw earned, and the article that decides
is the one on the point the two sides differ on. Where the side sent to the école held, by the
count he marked or by his word in the dispute, that the throw earned otherwise, the earning's
article decides: a miscount with nothing said (gpn-06: 6 marked for a jan worth 4; the tariff's
general articles rank first there, :func:`.decide._miscounted`), an omission whose author says
the throw earned nothing (:func:`_denied`: « il n'a rien gagné », kb-04, kb-12; then even a
general article such as « Battre » à faux answers), a fausse école or an excess against a jan
or plein (below). Where the earning is agreed, the école's or the marking's article decides: a
count said right and marked otherwise (:func:`against_said_count`: Lebrun's « dit je gagne six
points et en marque huit », gqn-01, lb-l5b), an omission forgotten (the clock, gqn-02; and
where the earning's article would otherwise lead, :func:`forgotten`: « il pouvait marquer après
avoir joué », kf-06), a plein marked that the play then lost (« faute d'avoir fait son plein »,
kb-14: no miscount). An article the losing claim invokes that the reasoning finds not to apply
(« Remplir en passant » where the other number breaks nothing) is not cited and does not
decide: it says only when a plein does not count, and the claim is answered by what the marking
of an école not made is (cs-03, kf-01).

Only a particular article of an earning decides a fausse école or an excess so. The general ones
(:data:`.citing.GENERAL`: beating, filling, the tariff) take part in every ruling of their kind, and
a fausse école against points the tariff gives is answered by « Fausse école » (cs-03, kbn-02b) —
save where the reasoning stated one of the general article's own clauses on that throw
(:func:`_clause_stated`): the coin beaten with the surcase of one's own coin is beaten by « Battre
le coin »'s « sans dédoubler son propre coin », and a dispute over the coin's dames is answered by
it (kbn-02, kbn-02c), as one over the two coins is by « Battre les deux coins » (kb-09). Nor does an
école whose points are not the earning's whole worth (who marks 6 for a jan worth 4 disputes his
count, which the earning's article answers by the order of :mod:`.citing`), nor one whose claim does
not name the earning (« il a touché ses dames avant de marquer » questions the time of the marking,
not the jan): the dispute must speak of the earning's article at least as closely as of any other
cited (:mod:`.litige`).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from arbiter.engine.citing import GENERAL
from arbiter.engine.ecole_laws import PLEIN_A_ROMPRE
from arbiter.engine.excess import plein_held
from arbiter.engine.marks import NE_REMPLIT_PAS
from arbiter.engine.regimes import LEBRUN
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.sayings import counted_said
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from arbiter.colour import Colour
    from arbiter.engine.replay import Coup, Replay
    from arbiter.ruling import Fault

CONSERVER = "guiton.I.conserver"
"""Ch. I « Conserver ou tenir son plein »: what keeping a plein is, the earning a plein marked
for a throw that breaks it is disputed over (Lebrun's « Tant que vous pourrez conserver… »)."""


@applies(CONSERVER, PLEIN_A_ROMPRE)
def deciding_earning(replay: Replay, fault: Fault, near: Mapping[str, int],
                     uncited: Callable[[str], int] | None = None) -> str | None:
    """The particular article of the earning ``fault``'s points are the whole worth of, if the
    fault turns on it (module doc): the jan or plein a fausse école denies the side the throw
    gave it to; the contre-jan the loser marked for himself; the plein believed kept that the
    throw breaks. ``None`` where no earning is in dispute. ``near``: how closely the dispute
    speaks of each law cited (:func:`.citing.relevance`); ``uncited``: how closely it speaks
    of a law not cited yet (the plein de retour believed kept, kf-03: « croyant conserver son
    jan de retour » names the keeping, whose article the reasoning had no step under)."""
    denied = _denied(replay, fault)
    if denied is not None:
        return denied
    law = _earning(replay, fault)
    if law is not None and law not in near and uncited is not None:
        near = {**near, law: uncited(law)}
    if law is None or near.get(law, 0) <= 0 or near[law] < max(near.values()):
        # the claim questions something else (« il a touché ses dames avant de marquer »):
        # the earning it does not name does not answer it
        return None
    if law == PLEIN_A_ROMPRE and CONSERVER not in replay.findings.laws:
        # his case of the plein believed kept answers it; what keeping a plein is, the earning
        # it was believed to be, is cited after it, as where that article answers (Guiton's)
        replay.findings.cite(CONSERVER)
    return law


def _denied(replay: Replay, fault: Fault) -> str | None:
    """The article of the earning a side let go unmarked while he holds, in the dispute, that
    the throw earned him nothing: his omission is not a forgetting, whose time the clock's
    article answers, but a denial of the earning, which its own article answers, general or
    not (« Battre »: « cet adversaire gagne autant de points qu'en eût gagné le joueur »). A
    side who marked nothing says nothing by his marks: only his word in the dispute tells a
    denial from a forgetting (kb-04, kb-12; not gqn-02, who would mark it late)."""
    dispute = replay.dispute
    if fault.kind is not FaultKind.ECOLE_PAR_MOINS or dispute is None \
            or not dispute.denies_earning():
        return None
    # the coup whose points he omitted: the last one before the act that consummated the
    # omission that gave him any (his own throw, or the opponent's before his)
    thrown = [coup for coup in replay.coups if fault.act is not None and coup.line <= fault.act
              and not coup.void and any(i.beneficiary is fault.by for i in coup.items)]
    if not thrown:
        return None
    coup = thrown[-1]
    window = coup.windows.get(fault.by)
    mine = [item for item in coup.items if item.beneficiary is fault.by]
    if window is None or window.marked or len(mine) != 1 or mine[0].points != fault.points:
        return None
    return mine[0].law


def _earning(replay: Replay, fault: Fault) -> str | None:
    """The particular article of the earning whose whole worth ``fault``'s points are."""
    coup = _coup_of(replay, fault)
    if coup is None or coup.void or fault.points is None:
        return None
    if fault.kind is FaultKind.ECOLE_PAR_TROP:
        if coup.thrower is not fault.by:
            return None
        if fault.laws[:1] == (NE_REMPLIT_PAS,) and plein_held(coup.position_before, fault.by) \
                and not any(i.kind in ("plein", "conservation") and i.beneficiary is fault.by
                            for i in coup.items):
            # he marked the plein's worth for a throw that does not keep it (« croyant …
            # conserver »: :func:`.excess._believed_plein`), his plein made before it; a throw
            # that keeps it, broken by a dame lifted in error, does not dispute the earning
            # (III « ayant bien reconnu qu'il … conserve … par erreur il lève une dame »).
            # Lebrun decides this very case in his example, which answers it under his law
            # before his general « Tant que vous pourrez conserver… » (as his example of
            # several moyens answers before his tariff, kb-05): « l'envoie à l'école de six
            # points, qu'il a marqués à tort pour son plein, parce qu'il fallait le rompre »
            return PLEIN_A_ROMPRE if replay.record.conduct_lois == LEBRUN else CONSERVER
        if any(i.beneficiary is fault.by for i in coup.items):
            # an excess beside points the throw gave him is a miscount of them
            return None
    elif fault.kind is not FaultKind.FAUSSE_ECOLE:
        return None
    # the earning in dispute is the other side's: the contre-jan the thrower marked for himself,
    # or what the author of a fausse école said the other took wrongly
    found = [item.law for item in coup.items
             if item.beneficiary is fault.by.opponent and item.points == fault.points]
    if len(found) != 1:
        return None
    return found[0] if found[0] not in GENERAL or _clause_stated(replay, found[0], coup) \
        else None


def _clause_stated(replay: Replay, law: str, coup: Coup) -> bool:
    """Whether the reasoning stated a clause of ``law``, a general article, on ``coup``'s
    throw: a step said under it among the steps of that coup (:meth:`.Replay.steps_of`;
    :mod:`arbiter.games.trictrac.considered`: « Battre le coin »'s « sans dédoubler son propre
    coin », where the coin is beaten with the surcase of one's own coin). Its definition is
    said in every ruling of its kind and decides no fausse école (cs-03); the clause that made
    this throw's earning is particular to it, and answers the fausse école where the dispute
    speaks of it (kbn-02), as a particular article does. A clause stated of another throw of
    the record made that throw's earning, not this one's."""
    return any(step.law == law and step.step == "law" for step in replay.steps_of(coup))


class SaidCount(Enum):
    """Where a side's marking of his own throw stands to the count he said it won him (« je
    gagne quatre points »), where that count is what the throw gave him: the earning is then
    agreed, and only the marking departs from it (:func:`against_said_count`)."""

    OVER = "over"
    """Marked beyond the count said right (« dit je gagne six points et en marque huit »)."""
    SHORT = "short"
    """Marked short of it (« après avoir dit « je gagne huit points », on n'en marque que
    six »)."""
    NONE = "none"
    """No count said, or one that is not what the throw gave: the earning may be disputed."""


def against_said_count(replay: Replay, coup: Coup | None, side: Colour, *, short: bool,
                       due: int | None = None) -> SaidCount:
    """How ``side``'s marking of ``coup``, his own throw, short of what it gave him or beyond
    it (``short``), stands to the count he said of it (:func:`count_said`): where he said it
    right, his count is not in dispute, only a marking that departs from it (Lebrun « Qui, au
    contraire, dit je gagne six points et en marque huit », gqn-01). ``due``: what the throw
    gave him, where the caller has it from his window; else the points of its earnings."""
    if coup is None or coup.void or coup.thrower is not side:
        return SaidCount.NONE
    if due is None:
        due = sum(i.points for i in coup.items if i.beneficiary is side)
    if due <= 0 or count_said(replay, coup, side) != due:
        return SaidCount.NONE
    return SaidCount.SHORT if short else SaidCount.OVER


def ecole_against_said_count(replay: Replay, fault: Fault) -> SaidCount:
    """:func:`against_said_count` for ``fault``, an école par trop or par moins of a side's
    marking of his own throw: where it departs from a count he said right (« je gagne quatre
    points », then 6 marked), the earning is not in dispute, and the article the école rests
    on decides (gqn-01), not the earning's. :attr:`SaidCount.NONE` for any other fault."""
    if fault.kind not in (FaultKind.ECOLE_PAR_TROP, FaultKind.ECOLE_PAR_MOINS):
        return SaidCount.NONE
    coup = _coup_of(replay, fault)
    said = against_said_count(replay, coup, fault.by,
                              short=fault.kind is FaultKind.ECOLE_PAR_MOINS)
    if said is SaidCount.NONE and _marked_short(replay, coup, fault):
        return SaidCount.SHORT
    return said


def _marked_short(replay: Replay, coup: Coup | None, fault: Fault) -> bool:
    """Under Lebrun, an école par moins of a marking of one's own throw that took part of what
    it gave and left the rest, in a dispute that does not deny the earning: his sentence's own
    case, whose words are « Lorsqu'en comptant ce que l'on gagne l'on omet quelques points »,
    the count said aloud (« comme si après avoir dit « je gagne huit points » ») being its
    example, not its condition (lo-06: « Noir a marqué deux points au lieu de quatre puis a
    joué »). Who marked nothing forgot the whole, which the clock answers (:func:`forgotten`)."""
    dispute = replay.dispute
    if replay.record.conduct_lois != "lebrun-1828" or fault.kind is not FaultKind.ECOLE_PAR_MOINS \
            or coup is None or coup.void or coup.thrower is not fault.by \
            or (dispute is not None and (dispute.denies_earning() or dispute.denies_made())):
        return False
    window = coup.windows.get(fault.by)
    mine = [i for i in coup.items if i.beneficiary is fault.by]
    due = sum(i.points for i in mine)
    if window is None or not 0 < window.marked < due or fault.points != due - window.marked:
        return False
    # a dispute that names what the throw earned (« elle est battue par deux moyens », kb-05)
    # disputes his count of it, which the earning's article answers
    from arbiter.laws import load_laws

    base = load_laws()
    question = dispute.first_question() if dispute is not None else None
    return question is None or not any(
        i.law in base and question.relevance((base.get(i.law).article,
                                              base.get(i.law).summary.fr)) > 0 for i in mine)


MARQUE_INSUFFISANTE = "lebrun.marque-insuffisante"


@applies(MARQUE_INSUFFISANTE)
def short_of_count_said(replay: Replay, said: SaidCount) -> str | None:
    """Lebrun's own sentence on a count said right and marked short (``said``,
    :func:`against_said_count`): « comme si après avoir dit « je gagne huit points », on n'en
    marque que six, on peut être envoyé à l'école de deux, si l'on a touché son bois après
    avoir fait cette marque insuffisante » (« De la Manière de marquer les points »). It
    answers both sides of its term: the école once the bois is touched (ke-05), none where he
    advanced his jeton before (ke-05b). Its neighbour on the excess (« Qui, au contraire, dit je
    gagne six points et en marque huit … même avant d'avoir touché son bois »,
    lebrun.marquer-les-points) sets another term. None under Guiton, who has no such sentence."""
    if said is not SaidCount.SHORT or replay.record.conduct_lois != "lebrun-1828":
        return None
    return MARQUE_INSUFFISANTE


CLOCK = ("lebrun.marquer-avant-de-toucher", "guiton.III.epoque-ecoles-consommees")
"""The articles that say when the time to mark is past (Lebrun « après que l'on a touché ses
dames, on n'y est plus reçu »; Guiton's « Epoque où les écoles sont consommées »)."""


def forgotten(replay: Replay, fault: Fault) -> str | None:
    """The clock's article (:data:`CLOCK`) ``fault`` rests on, where it is an omission
    forgotten: an école par moins of the whole of what the side's own throw gave him, who
    marked nothing for it, in a dispute that does not deny the earning (« il pouvait marquer
    après avoir joué », kf-06). The earning is agreed, only the time of the marking is in
    question, and the article that says when that time is past answers it (gqn-02, kfn-01,
    cs-05), not the earning's. A plea that the jan was not made denies it (fr-08)."""
    dispute = replay.dispute
    if fault.kind is not FaultKind.ECOLE_PAR_MOINS or dispute is None \
            or dispute.denies_earning() or dispute.denies_made():
        return None
    coup = _coup_of(replay, fault)
    if coup is None or coup.void or coup.thrower is not fault.by:
        return None
    window = coup.windows.get(fault.by)
    due = sum(i.points for i in coup.items if i.beneficiary is fault.by)
    if window is None or window.marked or due <= 0 or fault.points != due:
        return None
    return next((law for law in fault.laws if law in CLOCK), None)


def earned_laws(replay: Replay, fault: Fault) -> frozenset[str]:
    """The laws of what the coup of ``fault`` gave its author: the earning an omission let go."""
    coup = _coup_of(replay, fault)
    if coup is None or coup.void:
        return frozenset()
    return frozenset(i.law for i in coup.items if i.beneficiary is fault.by)


def count_said(replay: Replay, coup: Coup, side: Colour) -> int | None:
    """The points ``side`` said ``coup`` won him (« je gagne quatre points »), said after the
    throw and before the next: where it is what the throw gave, his count is not in dispute,
    only a marking that departs from it (Lebrun « Qui, au contraire, dit je gagne six points et
    en marque huit », gqn-01)."""
    later = [c.line for c in replay.coups if c.line > coup.line]
    end = later[0] if later else None
    for act in replay.record.acts:
        if isinstance(act, A.Say) and act.actor is side and act.span.line > coup.line \
                and (end is None or act.span.line < end):
            said = counted_said(act.words)
            if said is not None:
                return said
    return None


def _coup_of(replay: Replay, fault: Fault) -> Coup | None:
    """The coup in which ``fault`` was consummated: the last one thrown before its act."""
    if fault.act is None:
        return None
    thrown = [coup for coup in replay.coups if coup.line <= fault.act]
    return thrown[-1] if thrown else None
