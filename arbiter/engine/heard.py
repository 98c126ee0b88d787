"""The dispute as a ruling hears it: a law's own words as they are compared with it, the
dispute read against the fault found (:class:`.litige.Hearing`), and the term that answers a
claim that came late. :mod:`.decide` asks these once a ruling, before it puts the article that
decides first (:mod:`.citing`); kept apart so that each reading is one function over the
replay and the dispute, not a branch of the ruling's assembly."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine import clock
from arbiter.engine.litige import CAP, Dispute, Hearing

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.colour import Colour
    from arbiter.engine.replay import Replay
    from arbiter.i18n import Msg
    from arbiter.ruling import Fault


def wording_of(base) -> Callable[[str], tuple[str, ...]]:
    """A law's own words, as :mod:`.litige` compares them with the dispute: its heading and
    our summary of it (none for a law missing from the base, which the ruling asks about)."""
    def wording(law_id: str) -> tuple[str, ...]:
        if law_id not in base:
            return ()
        law = base.get(law_id)
        return (law.article, law.summary.fr, law.summary.en)
    return wording


def lapsed_term(replay: Replay, fault: Fault | None,
                 wording: Callable[[str], tuple[str, ...]]) -> str | None:
    """The law of the term that ended the victim's right to mark the disputed école ``fault``
    before he marked it all, when the claim speaks of that term as closely as is measured
    (:data:`.litige.CAP` words): the claim then fails by the term, and its article answers it
    (« Blanc réclame l'école du jeton … après avoir joué son coup »: Lebrun « vous ne pouvez
    plus envoyer votre adversaire à l'école du jeton … si vous avez joué depuis »), not the
    article that made the école. None otherwise."""
    dispute = replay.dispute
    if dispute is None or fault is None:
        return None
    ecole = next((e for e in replay.open_ecoles if e.fault is fault), None)
    if (ecole is None or not ecole.lapsed or ecole.lapsed_at is None
            or ecole.claimed >= ecole.points):
        return None
    law = clock.term(replay.record.lois, clock.Final.ECOLE_CLAIM).laws[0]
    # « Blanc dit qu'il est trop tard » speaks of the term as plainly as the article's words do
    if dispute.says_too_late():
        return law
    # otherwise the term answers the victim's claim in its words: the clauses of the fault's
    # author tell what he did (« Noir marque l'école des huit points …, Blanc ayant touché une
    # dame » is the fausse école's author marking it, not a claim that came late)
    claim = dispute.not_by((fault.by.value,
                            replay.record.header(fault.by.value.capitalize()) or ""))
    if claim is None:
        return None
    # the circumstance set between commas that dates the claim (« Noir, après avoir jeté les
    # dés, réclame l'école… ») is the term itself, not a ground of what is claimed: the whole
    # claim is read for it (:attr:`.litige.Dispute.dated`)
    return law if claim.claimed(wording(law)) >= CAP \
        or claim.dated().claimed(wording(law)) >= CAP else None


def winners_only(plea: Dispute | None, dispute: Dispute | None,
                  said: tuple[str, ...]) -> bool:
    """Whether the dispute sets out what the loser pleads (:attr:`.Hearing.plea`) and the
    article ``said`` so is reached by none of its words, only by the other side's clause:
    « Noir dit qu'il ne marque pas après avoir joué ; Blanc marque l'école et le trou double »
    reaches the école in Blanc's bredouille by Blanc's words alone. What the winner did after
    the fault does not answer the loser's plea (citing's module doc)."""
    if plea is None or dispute is None or plea is dispute:
        return False
    return plea.first_question().relevance(said) <= 0


def hearing_of(replay: Replay, fault: Fault | None) -> Hearing:
    """The dispute read against the fault found that it is about (:class:`.litige.Hearing`),
    its author named by his colour and his name: what he pleads, the loser of the dispute (the
    article that answers his plea decides: « Blanc dit qu'il n'a fait que toucher sa dame sans
    la lever » is answered by « On doit jouer toutes les dames touchées »; « Blanc soutient
    qu'il comptait encore ses points » by « Époque où les écoles sont consommées », not the one
    that speaks of the winner's clause, « Noir a marqué l'école »); what the claimant asks (the
    article that grants or refuses it answers the dispute: « Blanc veut faire jouer le coup tout
    d'une avec cette dame »), not the author, whose words are his plea; and the lines of the
    acts of the side the fault was made against, what the reasoning says of which (« Blanc
    marque l'école ; elle était due ») does not speak of the author's plea
    (:func:`.citing._relevance`). Without a fault, the whole dispute and anyone's demand."""
    if fault is None:
        return Hearing.of(replay.dispute)
    colour = fault.by
    return Hearing.of(replay.dispute,
                      (colour.value, replay.record.header(colour.value.capitalize()) or ""),
                      frozenset(act.span.line for act in replay.record.acts
                                if act.actor is colour.opponent))


def contested(replay: Replay) -> list[tuple[Msg, str, Colour]]:
    """The grounds of the decision (:meth:`.findings.Findings.ground`) that the dispute contests:
    those of a decision the side it goes against pleads or asks against (« Blanc soutient que
    Noir, ayant quatre points de reste, doit rester »), the side it favours pleading and asking
    nothing. A claim against a leave held is a claim on its conditions, which its grounds state
    (the reste not marked). Where the side the decision favours pleads or asks (« Noir s'en va
    sans avoir ôté son jeton et réclame ses deux points de reste »; « Noir, parti sur son trou,
    veut garder ses six points »), what he would have is the question: something that follows
    from the decision (the reste lost), which its grounds do not answer. None without a
    dispute."""
    dispute = replay.dispute
    if dispute is None:
        return []

    def names(colour: Colour) -> tuple[str, str]:
        return (colour.value, replay.record.header(colour.value.capitalize()) or "")

    def speaks(colour: Colour) -> bool:
        """He pleads (a clause of his with its verb of pleading) or asks (one with a verb of
        asking)."""
        return dispute.pleads(names(colour)) or dispute.asked_by(names(colour)) is not None

    return [ground for ground in replay.findings.grounds
            if speaks(ground[2].opponent) and not speaks(ground[2])]


def speaks_of(dispute: Dispute | None,
               wording: Callable[[str], tuple[str, ...]]) -> Callable[[str], int] | None:
    """How closely a law's heading and summary speak of the dispute (:mod:`.litige`), by
    which the bodies of law choose among Lebrun's articles on one matter; None without one.
    Not capped: of two of his articles that both speak of it, the one that shares more of its
    words is the closer (« Des Ecoles »: « On ne peut pas envoyer à l'école d'un trou entier,
    … d'un trou que l'adversaire aurait oublié … partie double » before « On peut cependant
    envoyer à l'école de plus d'un trou » for a trou of a partie double forgotten)."""
    if dispute is None:
        return None
    return lambda law: dispute.relevance(wording(law), cap=None)
