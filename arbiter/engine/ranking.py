"""The rank of one law among a ruling's citations: the terms that put it before another.

:func:`.citing.deciding_first` reads the reasoning and the dispute once (a :class:`Reading`),
then sorts the laws cited by :func:`rank`, a :class:`Rank` a law: a tuple of named terms in the
order they count, each the smaller the earlier the law comes. Why each term is there, and the
cases that made it, are :mod:`.citing`'s module doc; this module only names the terms, so that
each can be read, and tested, alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import TYPE_CHECKING, NamedTuple

from arbiter.engine.litige import CAP

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping


class Role(IntEnum):
    """What the reasoning does with a law (:mod:`.citing`, point 2), the first first: a law
    that takes several roles takes the first of them."""

    COUNTED = 0
    """A general article of what a throw earned, where a side miscounted it: the école by
    miscount rests on the tariff, which comes before the clock's article."""
    CONCLUDED = 1
    """The reasoning concludes with it, or opens an option with it."""
    FAULT = 2
    """A fault found rests on it."""
    EARNED = 3
    """It says what a throw earned."""
    GROUNDED = 4
    """A sentence of the decision stands on a condition its step states, found met
    (:meth:`.findings.Findings.ground`: the reste not marked, under a leave held): before an
    article only explained with, whose step follows from that decision (the plain step that
    the word said binds him to go, said of every leave by words, grounds nothing; the word a
    play after it did not undo does)."""
    EXPLAINED = 5
    """Only explained with, or set aside: every other law cited."""


class Rank(NamedTuple):
    """Where one law comes among the citations: compared field by field, in this order, the
    smaller first. The measures of the dispute are negated, so that the closer comes first."""

    other: bool
    """Cited only to name another opinion, or of the other body of law: it never decides and
    comes last."""
    led: int
    """Its place among the laws that lead (the decision's own sentences, or the clock's
    article of an omission forgotten); the number of those laws for any other."""
    general: bool
    """It ranks with the general articles: a general one (or one the body of law in force
    states only in general words) that the loser's plea does not speak of as closely as is
    measured, an aside the dispute does not name, an école nobody made (:func:`rank`)."""
    near: int
    """Minus how closely the dispute speaks of it (:mod:`.litige`, up to :data:`.litige.CAP`
    words)."""
    asked: int
    """Minus how closely what the claimant asks speaks of it (:meth:`.litige.Dispute.demand`)."""
    refused: int
    """Minus how closely what the claimant asks speaks of the steps under which the reasoning
    refuses it (« Le tout d'une n'est pas ouvert à blanc »)."""
    role: int
    """What the reasoning does with it (:class:`Role`)."""
    finer: int
    """Under Lebrun, minus how closely the article the ruling cites for it speaks of the
    dispute, uncapped, where the dispute reaches it as closely as is measured; 0 otherwise."""
    replay: int
    """Its place in the order the replay cited it, or the last sort gave."""

    @property
    def band(self) -> tuple[object, ...]:
        """The terms before the reasoning's role: the laws of one band answer the dispute alike
        as far as is measured (:func:`.citing._closer_first` tells them apart further)."""
        return tuple(self)[:6]


@dataclass(frozen=True)
class Reading:
    """What the reasoning and the dispute say of the laws one ruling cites, as
    :func:`.citing.deciding_first` has read them: everything :func:`rank` needs but a law's
    place among those that lead and in the replay's order. A law a field does not name takes
    the field's default: explained only, in no set, reached by no word."""

    role: Mapping[str, int] = field(default_factory=dict)
    """What the reasoning does with each law (:class:`Role`); :attr:`Role.EXPLAINED` for a law
    not named."""
    other: frozenset[str] = frozenset()
    """The laws cited only to name another opinion, or of the other body of law."""
    general: frozenset[str] = frozenset()
    """The general articles (:data:`.citing.GENERAL`), with the particular ones the body of law
    in force states only in general words and the reasoning only explains with."""
    pleaded: Mapping[str, int] = field(default_factory=dict)
    """How closely what the loser pleads speaks of each law (the whole dispute where it sets out
    no plea of his)."""
    defined: frozenset[str] = frozenset()
    """The definitions (:data:`.citing.DEFINITIONS`) that yield, the dispute speaking of a
    particular article the reasoning concludes or finds the fault with; empty otherwise."""
    answers: frozenset[str] = frozenset()
    """The general articles the plea speaks of more closely than of any particular one."""
    unnamed: frozenset[str] = frozenset()
    """The asides (:data:`.citing.ASIDE_UNLESS_NAMED`) whose heading the dispute shares no word
    with."""
    unmade: frozenset[str] = frozenset()
    """With no fault found, the particular articles under which the reasoning only concluded
    that an école was not made, the dispute speaking no less of the order of marking."""
    relevance: Mapping[str, int] = field(default_factory=dict)
    """How closely the dispute speaks of each law, the asides not named, the laws stated in
    general words, found absent or only named left out (:mod:`.litige`)."""
    asked: Mapping[str, int] = field(default_factory=dict)
    """How closely what the claimant asks speaks of each law."""
    told: Mapping[str, int] = field(default_factory=dict)
    """How closely what the claimant asks speaks of the steps refusing it under each law."""
    finer: Callable[[str], int] | None = None
    """Under Lebrun, how closely the article the ruling cites for a law speaks of the dispute,
    uncapped (:func:`.bodies.in_his_nearness`); None otherwise."""


def rank(law: str, reading: Reading, leading: Mapping[str, int],
         order: Mapping[str, int]) -> Rank:
    """The rank of ``law``: ``reading`` what the reasoning and the dispute say of it,
    ``leading`` the place of each law that leads, ``order`` the place of each law cited."""
    near = reading.relevance.get(law, 0)
    general = (
        # a general article, unless the plea speaks of it as closely as is measured (and it
        # is no definition yielding to a particular article) or more closely than of any
        # particular one
        (law in reading.general
         and (reading.pleaded.get(law, 0) < CAP or law in reading.defined)
         and law not in reading.answers)
        or law in reading.unnamed
        or law in reading.unmade)
    return Rank(
        other=law in reading.other,
        led=leading.get(law, len(leading)),
        general=general,
        near=-near,
        asked=-reading.asked.get(law, 0),
        refused=-reading.told.get(law, 0),
        role=reading.role.get(law, Role.EXPLAINED),
        finer=-(reading.finer(law) if reading.finer is not None and near >= CAP else 0),
        replay=order[law],
    )
