"""The rank of a law among the citations (:mod:`arbiter.engine.ranking`): each term of
:class:`Rank` on a few laws, read alone, and the order the terms count in."""

from __future__ import annotations

from arbiter.engine.litige import CAP
from arbiter.engine.ranking import Rank, Reading, Role, rank

CLOCK = "guiton.III.epoque-ecoles-consommees"       # general
TOUCHED = "guiton.III.dames-touchees"                # particular
LEBRUN = "lebrun.dame-touchee"                       # of the other body of law
ORDER = {CLOCK: 0, TOUCHED: 1, LEBRUN: 2}


def _rank(law: str, reading: Reading, leading: tuple[str, ...] = ()) -> Rank:
    return rank(law, reading, {law: i for i, law in enumerate(leading)}, ORDER)


def test_each_term_of_a_particular_article_the_fault_rests_on() -> None:
    reading = Reading(role={TOUCHED: Role.FAULT}, relevance={TOUCHED: 2}, asked={TOUCHED: 1},
                      told={TOUCHED: 1}, general=frozenset({CLOCK}))
    assert _rank(TOUCHED, reading) == Rank(other=False, led=0, general=False, near=-2,
                                           asked=-1, refused=-1, role=Role.FAULT, finer=0,
                                           replay=1)
    # a law the reading says nothing of: explained only, reached by no word, in its place
    assert _rank(LEBRUN, reading) == Rank(False, 0, False, 0, 0, 0, Role.EXPLAINED, 0, 2)


def test_a_general_article_ranks_as_particular_only_where_the_plea_reaches_it_closely() -> None:
    general = frozenset({CLOCK})
    assert _rank(CLOCK, Reading(general=general, pleaded={CLOCK: CAP - 1})).general
    assert not _rank(CLOCK, Reading(general=general, pleaded={CLOCK: CAP})).general
    # a definition yielding to a particular article stays general, however close
    assert _rank(CLOCK, Reading(general=general, pleaded={CLOCK: CAP},
                                defined=general)).general
    # the plea speaks of it more closely than of any particular article: it answers
    assert not _rank(CLOCK, Reading(general=general, pleaded={CLOCK: 1},
                                    answers=general)).general
    # an aside not named, an école nobody made: general though particular
    assert _rank(TOUCHED, Reading(unnamed=frozenset({TOUCHED}))).general
    assert _rank(TOUCHED, Reading(unmade=frozenset({TOUCHED}))).general


def test_the_finer_measure_counts_only_where_the_dispute_reaches_the_law_closely() -> None:
    reading = Reading(relevance={TOUCHED: CAP, CLOCK: CAP - 1}, finer=lambda law: 7)
    assert _rank(TOUCHED, reading).finer == -7
    assert _rank(CLOCK, reading).finer == 0
    assert _rank(TOUCHED, Reading(relevance={TOUCHED: CAP})).finer == 0


def test_the_terms_count_in_their_order() -> None:
    # the other body's law, though it lead, comes last; the law that leads comes before one the
    # dispute reaches more closely; the general article after the particular ones
    reading = Reading(other=frozenset({LEBRUN}), general=frozenset({CLOCK}),
                      relevance={TOUCHED: 2, CLOCK: 3}, role={CLOCK: Role.CONCLUDED})
    ranked = sorted(ORDER, key=lambda law: _rank(law, reading, leading=(LEBRUN,)))
    assert ranked == [TOUCHED, CLOCK, LEBRUN]
    ranked = sorted(ORDER, key=lambda law: _rank(law, reading, leading=(CLOCK,)))
    assert ranked == [CLOCK, TOUCHED, LEBRUN]
    # near before the role: the closer explained article before the concluded one
    both = Reading(relevance={TOUCHED: 2, CLOCK: 1}, role={CLOCK: Role.CONCLUDED})
    assert sorted((CLOCK, TOUCHED), key=lambda law: _rank(law, both)) == [TOUCHED, CLOCK]
    alike = Reading(relevance={TOUCHED: 1, CLOCK: 1}, role={CLOCK: Role.CONCLUDED})
    assert sorted((TOUCHED, CLOCK), key=lambda law: _rank(law, alike)) == [CLOCK, TOUCHED]


def test_the_band_is_the_terms_before_the_role() -> None:
    ranked = _rank(TOUCHED, Reading(relevance={TOUCHED: 2}, asked={TOUCHED: 1}))
    assert ranked.band == (False, 0, False, -2, -1, 0)
    assert Rank._fields.index("role") == len(ranked.band)


def test_a_ground_before_an_article_only_explained_with() -> None:
    """Reached alike by the dispute, the article under which the reasoning states a condition a
    disputed decision stands on (the reste not marked, under a leave held) comes before one only
    explained with (the word said that binds him to go); a fault or a conclusion before both."""
    ground = "guiton.V.reste-marque"
    word = "guiton.V.parole-obligatoire"
    order = {word: 0, ground: 1, CLOCK: 2}
    alike = Reading(relevance={word: 1, ground: 1, CLOCK: 1},
                    role={ground: Role.GROUNDED, CLOCK: Role.FAULT})

    def ranked(reading: Reading) -> list[str]:
        return sorted(order, key=lambda law: rank(law, reading, {}, order))

    assert ranked(alike) == [CLOCK, ground, word]
    # the dispute reaching the word more closely keeps it first: the ground breaks ties only
    closer = Reading(relevance={word: 2, ground: 1}, role={ground: Role.GROUNDED})
    assert ranked(closer)[0] == word
