"""A clause of a general article stated on one throw answers a fausse école only over the
earning of that throw (:func:`arbiter.engine.earning_disputed._clause_stated`); and the victim
who only wiped an excess is said once, by the article of his case (end of the file).

Guiton ch. I « Battre le coin »: « on bat le coin de l'adversaire toutes les fois qu'on amène un
point avec lequel on pourrait y faire case, et l'occuper sans dédoubler son propre coin ». Where
the coin is beaten with the surcase of one's own coin, that clause is stated of the throw, and a
fausse école over its earning is answered by « Battre le coin » (kbn-02). Where it is beaten by
dames that are not the coin's, the earning stands by the article's general words, and « Fausse
école » decides (ch. III: « ce joueur est lui-même soumis à l'école », kbn-02b, cs-03). Here
Jules beats the coin both ways, in two coups of his (Charles's throw between them): Charles's
école of four, marked against the coin beaten « par trois et deux », is kbn-02b's case, whatever
the other throw of Jules's stated.
"""

from __future__ import annotations

import pytest

from arbiter.cases import find_case
from arbiter.engine import decide
from arbiter.engine.decide import replay_for
from arbiter.engine.earning_disputed import _clause_stated
from arbiter.engine.regimes import excess_only_wiped
from arbiter.games import registry
from arbiter.notation import parse
from arbiter.vocabulary import FaultKind

COIN = "guiton.I.battre-le-coin"

HEAD = """\
[Blanc "Jules"]
[Noir "Charles"]
[Partie "douze-trous"]
[Lois "guiton-1822"]
[Litige "Blanc marque quatre points pour le coin battu par trois et deux ; Noir marque l'école \
de quatre."]

position
  blanc  talon:3 6:2 7:2 9:2 10:2 coin:4
  noir   talon:5 1:2 2:2 3:2 4:2 6:2

marque
  blanc  0 points, 5 trous
  noir   0 points, 6 trous
relevé   blanc 20, noir 20
trait    blanc

actes
"""

BY_THE_SURCASE = """\
  blanc jette 1 1
  blanc marque 6
"""
"""Jules's bezet: two dames of the surcase of his coin (four there) make the case in Charles's
empty coin, « sans dédoubler son propre coin »: the clause is stated of this throw."""

BY_THREE_AND_TWO = """\
  blanc jette 3 2
  blanc marque 4
"""
"""Jules's trois et deux: the dames of his 9th and 10th flèches make the case; the clause is not
in play."""

# the coin beaten by the surcase first, then by trois et deux, and Charles's école of four
BEFORE = HEAD + BY_THE_SURCASE + """\
  blanc joue 0-1 0-1
  noir jette 2 1
  noir joue 0-2 0-1
""" + BY_THREE_AND_TWO + """\
  blanc joue 1-4 0-2
  noir marque école 4
"""

# Charles's école of four against the coin beaten by trois et deux, then the surcase's
AFTER = HEAD + BY_THREE_AND_TWO + """\
  blanc joue 0-3 0-2
  noir marque école 4
  noir jette 2 1
  noir joue 0-2 0-1
""" + BY_THE_SURCASE + """\
  blanc joue 0-1 2-3
"""


@pytest.mark.parametrize("text", [BEFORE, AFTER], ids=["clause-before", "clause-after"])
def test_a_clause_of_another_throw_does_not_answer_the_fausse_ecole(text: str) -> None:
    record = parse(text, source="hi-two-coups.tric")
    replay = replay_for(record, registry.get_game(registry.game_key(record)))
    replay.run()
    # the clause is stated in the record, of the bezet alone
    surcase, simple = sorted((c for c in replay.coups if c.thrower.value == "blanc"),
                             key=lambda c: c.dice != (1, 1))
    assert any(s.step == "law" and s.law == COIN for s in replay.findings.trace)
    assert _clause_stated(replay, COIN, surcase)
    assert not _clause_stated(replay, COIN, simple)
    ruling = decide(parse(text, source="hi-two-coups.tric")).to_json("fr")
    assert [(f["kind"], f["by"], f["points"]) for f in ruling["faults"]] == [
        (FaultKind.FAUSSE_ECOLE.value, "noir", 4)]
    assert ruling["citations"][0]["law"] == "guiton.III.fausse-ecole"


# -- the excess only wiped: one road, and a query that meets nothing ---------------------------
EFFACER = "lebrun.effacer-suffit"
WIPED = "s'en est tenu à effacer l'excédent"


def _replay(case_id: str):
    case = find_case(case_id)
    assert case is not None, case_id
    record = parse(case.tric.read_text(encoding="utf-8"), source=str(case.tric))
    return replay_for(record, registry.get_game(registry.game_key(record)))


@pytest.mark.parametrize(("case_id", "laws"), [
    ("fn-05-points-de-trop-effaces-sans-ecole-lebrun", (EFFACER, "lebrun.envoi-facultatif")),
    ("fnn-02-points-de-trop-effaces-sans-ecole-noir-guiton", ("guiton.III.ecole-facultative",)),
])
def test_the_articles_of_an_excess_only_wiped_are_asked_without_meeting_a_case(
        case_id: str, laws: tuple[str, ...]) -> None:
    """:func:`.regimes.excess_only_wiped` answers which articles say it; asking does not tell
    the findings that the record shows Lebrun's case (it may be asked where it does not)."""
    replay = _replay(case_id)
    assert excess_only_wiped(replay) == laws
    assert replay.findings.met == [] and replay.findings.laws == []


@pytest.mark.parametrize(("case_id", "law", "met"), [
    ("fn-05-points-de-trop-effaces-sans-ecole-lebrun", EFFACER, [EFFACER]),
    ("fnn-02-points-de-trop-effaces-sans-ecole-noir-guiton", "guiton.III.ecole-facultative", []),
])
def test_the_wiping_is_said_once_under_the_article_of_its_case(case_id: str, law: str,
                                                               met: list[str]) -> None:
    """The victim who only wiped the excess: said once (:func:`.ecole_terms.wiped_not_marked`),
    under Lebrun by « vous les effacez et cela suffit », whose case is then met (it is cited
    only where it is, :data:`.bodies.CITED_WHERE_MET`); under Guiton by « On n'est pas obligé de
    marquer une école », and no case of Lebrun's is met."""
    replay = _replay(case_id)
    replay.run()
    said = [s for s in replay.findings.trace if WIPED in s.text.fr]
    assert [s.law for s in said] == [law]
    assert replay.findings.met == met
