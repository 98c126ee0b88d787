"""Which fault a dispute is about, so that the decision answers it first.

A ruling finds its faults in the order the replay meets them; the dispute (the record's
``[Litige]``) may be about any of them: « Noir s'en va sur un trou que lui donnent l'école de
Blanc … » is about the leave, not about Blanc's école found before it. The decision's first
sentence (and so « Réponse » in the summary) must answer the question put, the other faults
after it. One rule, over every fault kind:

1. a fault whose kind the dispute names (the words a club uses for it: « s'en va », « de
   trop », « fausse école », « oublié »…) comes before one whose kind it does not name;
2. among those, one whose number of points the dispute names;
3. then one whose account shares the most words with the dispute (:mod:`.litige`: « la dame
   posée sur la flèche vide » names the fault that says so);
4. then one consummated before one still open (an école not yet consummated is no answer);
5. then the one found last: a record is written up to the dispute, so the fault its last
   acts raise is the one disputed.

The dispute is read by :mod:`.litige`, which also tells the citations which article speaks
of it. Without a ``[Litige]`` the faults keep the order they were found in. The reasoning and
the list of faults keep that order too: only the decision is reordered.

A dispute about an école is as often about its term as about the école itself (« Blanc,
ayant jeté les dés, ne peut plus lui ôter ses deux points de trop »): the first sentence then
says what became of it, when its victim's right ended before he used it
(:func:`fate`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from arbiter.i18n import Msg
from arbiter.ruling import Fault
from arbiter.vocabulary import FaultKind
from arbiter.words import points_en, points_fr

if TYPE_CHECKING:
    from arbiter.engine.litige import Dispute
    from arbiter.engine.table import OpenEcole

NAMED_BY: dict[FaultKind, tuple[str, ...]] = {
    FaultKind.DEPART_IRREGULIER: ("s'en va", "s'en aller", "m'en vais", "s'en allant",
                                  "rompt son jeu", "relève ses dames", "relevé ses dames"),
    FaultKind.ECOLE_PAR_TROP: ("de trop", "de reste", "en trop", "de plus"),
    FaultKind.ECOLE_PAR_MOINS: ("oubli", "n'a pas marqué", "n'a rien marqué", "sans marquer",
                                "sans les marquer", "omis", "ne marque pas"),
    FaultKind.FAUSSE_ECOLE: ("fausse école", "à tort", "pour une école de", "d'école pour",
                             "n'a pas faite", "n'avait pas faite"),
    FaultKind.AUGMENTATION_ECOLE: ("augment", "persiste"),
    FaultKind.ECOLE_DEUX_JETONS: ("autre jeton", "second jeton", "deux jetons"),
    FaultKind.TROUS_DE_TROP: ("trois trous", "deux trous", "trous pour"),
    FaultKind.DAME_TOUCHEE: ("touché une dame", "dame touchée"),
    FaultKind.DAME_MAL_POSEE: ("n'y aboutit pas", "posé une dame", "dame posée"),
    FaultKind.FAUSSE_CASE: ("fausse case",),
    FaultKind.COIN_PAR_PUISSANCE: ("par puissance",),
    FaultKind.DAME_DANS_JAN_ADVERSE: ("dans son grand jan", "dans le grand jan",
                                      "dans son petit jan", "dans le petit jan",
                                      "jan de l'adversaire", "entrée dans"),
    FaultKind.QUATORZE_DAMES: ("quatorze", "dame de moins", "absence d'une dame"),
    FaultKind.SEIZE_DAMES: ("seize", "dame de plus"),
    FaultKind.IMPUISSANCE_CREEE: ("impuissance",),
    FaultKind.JET_PREMATURE: ("jeté avant", "trop tôt", "jet anticipé"),
    FaultKind.DES_COUVERTS: ("couvert ses dés", "dés couverts"),
}
"""The words by which a dispute names a kind of fault (French, as the headers are written)."""

_NUMBERS = {2: "deux", 4: "quatre", 6: "six", 8: "huit", 10: "dix", 12: "douze"}


def _names_kind(dispute: str, fault: Fault) -> bool:
    try:
        kind = FaultKind(fault.kind)
    except ValueError:
        return False
    return any(words in dispute for words in NAMED_BY.get(kind, ()))


def _names_points(dispute: str, fault: Fault) -> bool:
    if not fault.points:
        return False
    said = {str(fault.points), _NUMBERS.get(fault.points, "")} - {""}
    return any(re.search(rf"\b{re.escape(w)}\b", dispute) for w in said)


def answer_first(faults: Sequence[Fault], dispute: Dispute | None) -> list[Fault]:
    """``faults`` with the one ``dispute`` is about first (see the module's rule); the others
    after it in the order they were found."""
    if dispute is None or len(faults) < 2:
        return list(faults)
    text = dispute.text
    def rank(indexed: tuple[int, Fault]) -> tuple[bool, bool, int, bool, int]:
        _, fault = indexed
        return (_names_kind(text, fault), _names_points(text, fault),
                dispute.relevance((fault.summary.fr, fault.summary.en)), fault.consummated,
                fault.act if fault.act is not None else -1)

    first = max(enumerate(faults), key=rank)[0]
    return [faults[first], *(f for i, f in enumerate(faults) if i != first)]


def names_a_kind(dispute: Dispute) -> bool:
    """Whether ``dispute`` says any of the words by which a club names a kind of fault."""
    return any(words in dispute.text for phrases in NAMED_BY.values() for words in phrases)


def names(dispute: Dispute, fault: Fault) -> bool:
    """Whether ``dispute`` names ``fault``: its kind or its points (rules 1 and 2)."""
    return _names_kind(dispute.text, fault) or _names_points(dispute.text, fault)


def speaks_of(dispute: Dispute, fault: Fault) -> bool:
    """Whether ``dispute`` speaks of ``fault`` at all: names its kind or its points, or shares a
    word with its account (rules 1 to 3)."""
    return (_names_kind(dispute.text, fault) or _names_points(dispute.text, fault)
            or dispute.relevance((fault.summary.fr, fault.summary.en)) > 0)


def fate(fault: Fault, ecoles: Sequence[OpenEcole]) -> Msg | None:
    """What became of the école ``fault`` where its term is the point: its victim's right
    ended before he marked it all (the offender keeps his excess or owes the rest no more), or
    he marked it after a throw, in time by Lebrun's term only (Guiton III « Époque où les
    écoles sont consommées »; Lebrun « Du privilège de s'en aller »). None otherwise: marked
    in time, or still open (the options say so)."""
    ecole = next((e for e in ecoles if e.fault is fault), None)
    if ecole is None:
        return None
    victim, by, at = ecole.victim, fault.by, ecole.lapsed_at
    if ecole.until_played and ecole.claimed >= ecole.points:
        # marked after a throw that Guiton's term would have ended it at
        return Msg(f"{victim} l'a marquée à temps : selon Lebrun, il y est reçu tant qu'il n'a "
                   "pas joué depuis",
                   f"{victim} marked it in time: by Lebrun, he may as long as he has not "
                   "played since")
    if ecole.claimed_after_play and not ecole.lapsed and ecole.claimed >= ecole.points:
        # marked after his play, before the next throw: in time by Guiton's term only
        return Msg(f"{victim} l'a marquée à temps : les dés n'ont pas été jetés pour le coup "
                   "suivant, bien qu'il ait joué depuis",
                   f"{victim} marked it in time: the dice had not been thrown for the next "
                   "coup, though he had played since")
    if not ecole.lapsed or at is None or ecole.claimed >= ecole.points:
        return None
    if ecole.claimed:
        # marked in part in time: the rest is not his to add any more, but the école is not
        # gone: its author may require it whole (« Une école n'est pas divisible »)
        return Msg(f"{victim} en a marqué {points_fr(ecole.claimed)} à temps ; depuis la ligne "
                   f"{at} il ne peut plus y ajouter de lui-même, et {by} peut exiger l'école "
                   "entière",
                   f"{victim} marked {points_en(ecole.claimed)} of it in time; since line {at} "
                   f"he may no longer add to it of his own accord, and {by} may require the "
                   "whole école")
    # the excess wiped by its victim's hand (a fausse école's own points too)
    wiped = min(ecole.wiped_by_victim, ecole.points) if ecole.marked_not_due else 0
    if wiped:
        # he wiped the excess by hand and did not mark it: « on se contente d'effacer les
        # points qui ont été marqués de trop »; what he did not wipe stays with its author
        kept = ecole.points - wiped
        if not kept:
            return Msg(f"{victim} s'en est tenu à effacer l'excédent sans marquer l'école, et "
                       f"son droit de la marquer a pris fin à la ligne {at} : {by} ne garde "
                       "pas ces points",
                       f"{victim} only wiped the excess without marking the école, and his "
                       f"right to mark it ended at line {at}: {by} does not keep those points")
        return Msg(f"{victim} n'a effacé que {points_fr(wiped)} de l'excédent sans marquer "
                   f"l'école, et son droit a pris fin à la ligne {at} : {by} garde les "
                   f"{points_fr(kept)} restants",
                   f"{victim} wiped only {points_en(wiped)} of the excess without marking the "
                   f"école, and his right ended at line {at}: {by} keeps the other "
                   f"{points_en(kept)}")
    if ecole.marked_not_due:
        # points marked that were not his: kept once the victim's right has lapsed
        return Msg(f"le droit de {victim} de la marquer a pris fin à la ligne {at} : {by} garde "
                   "ces points",
                   f"{victim}'s right to mark it ended at line {at}: {by} keeps those points")
    return Msg(f"le droit de {victim} de la marquer a pris fin à la ligne {at} : {by} ne la "
               "doit plus",
               f"{victim}'s right to mark it ended at line {at}: {by} owes it no more")
