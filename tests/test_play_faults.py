"""The end of a victim's claims against a play is one rule for every game
(arbiter.engine.play_faults): Guiton III « Fausse case », « Quand un joueur ne s'aperçoit de la
fausse case qu'après avoir jeté son dé, il ne peut plus réclamer contre le coup, qui par-là se
trouve consommé », borrowed by analogy at Jacquet. The casebook holds the rulings; these tests
hold the rule's parts and that both games run the same one."""

from __future__ import annotations

from arbiter.colour import Colour
from arbiter.engine import play_faults
from arbiter.engine.families import dispatch_for
from arbiter.engine.findings import Lapse
from arbiter.games.registry import get_game
from arbiter.i18n import Msg
from arbiter.ruling import Fault

B, N = Colour.BLANC, Colour.NOIR


def fault(act: int, *laws: str, by: Colour = B) -> Fault:
    return Fault(kind="fausse_case", by=by, summary=Msg("", ""), laws=laws, act=act)


def test_both_games_end_the_claims_by_the_same_rule():
    for key in ("trictrac", "jacquet"):
        dispatch = dispatch_for(get_game(key))
        assert play_faults.victims_throw in dispatch.at_close, key
        assert play_faults.consummated in dispatch.finish, key


def test_a_throw_ends_the_claims_on_the_play_made_before_it_not_after():
    # dice thrown before the coup was finished: what was played after them can still be
    # claimed (« Ne pas jeter les dés avant que l'adversaire ait achevé de jouer son coup »)
    lapse = Lapse(by=B, since=20, at=23, laws=frozenset({"guiton.III.fausse-case"}))
    assert lapse.ends(fault(21, "guiton.III.fausse-case"))
    assert not lapse.ends(fault(24, "guiton.III.fausse-case"))
    assert not lapse.ends(fault(19, "guiton.III.fausse-case"))     # an earlier coup's


def test_a_throw_ends_only_the_claims_it_lapsed_and_only_the_offenders():
    lapse = Lapse(by=B, since=20, at=23, laws=frozenset({"guiton.III.fausse-case"}))
    assert not lapse.ends(fault(21, "guiton.III.dames-touchees"))
    assert not lapse.ends(fault(21, "guiton.III.fausse-case", by=N))


def test_the_games_part_only_where_their_conduct_says():
    assert get_game("trictrac").conduct.throw_consummates_the_play
    assert not get_game("jacquet").conduct.throw_consummates_the_play
    assert get_game("trictrac").conduct.held_landing_question is None
    assert get_game("jacquet").conduct.held_landing_question is not None
