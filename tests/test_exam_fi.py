"""An examiner's fresh disputes of exam 11 (fi-,
their expectations written from the text before the engine ran; his deciding law ids are the
``deciding:`` of their expected files) and the near case of ours (fin-): here, what a first law
id cannot say."""

from __future__ import annotations

import pytest
from cited import ruled


@pytest.mark.parametrize("case_id", ["fi-09-sortie-dame-prise-pour-une-autre-noir-guiton",
                                     "fin-01-sortie-dame-touchee-joue-dedans-par-le-quatre-noir-guiton"])
def test_the_answer_at_the_sortie_says_why_the_touched_dame_is_owed(case_id):
    """The fault found (the answer) at the sortie says the sortant number could play it inside
    (VII), and the option to have it played rests on that article too."""
    ruling = ruled(case_id)
    assert "point sortant" in ruling["faults"][0]["summary"]
    assert ruling["options"][0]["laws"][0] == "guiton.VII.dame-pour-une-autre"


@pytest.mark.parametrize("case_id", ["fi-03-dame-mal-posee-reprise-par-le-joueur-noir-lebrun",
                                     "fin-02-dame-en-deca-portee-a-sa-place-par-le-joueur-guiton"])
def test_a_dame_mal_posee_set_right_by_its_player_is_one_fault(case_id):
    """The thrower who lifts again the dame he let go where no number took it, and sets it
    elsewhere, corrects his own fault, which he may no longer do (Guiton III « Dame mal posée
    et abandonnée »; Lebrun's rule 6): no second dame mal posée, no second option, and the
    reasoning says he is no longer admitted to it."""
    ruling = ruled(case_id)
    assert [f["kind"] for f in ruling["faults"]] == ["dame_mal_posee"]
    assert len(ruling["options"]) == 1
    assert any("plus admis" in step["text"] for step in ruling["trace"])


@pytest.mark.parametrize("case_id", ["fi-05-seize-dames-une-seule-au-talon-noir-guiton",
                                     "g3-s15b-seize-dames-un-seul-au-talon",
                                     "h1-09-seize-dames-talon-vide-premier-releve"])
def test_sixteen_dames_at_the_first_releve_says_why_the_exception_fails(case_id):
    """Sixteen dames found at the first relevé with fewer than two on the talon: the ruling
    says that the exception needs two (Guiton III « Jouer avec une dame de plus »: « lorsqu'il
    reste encore au moins deux dames au talon … cette option ne pourrait avoir lieu »), not only
    that he played with sixteen, and the opponent keeps his option."""
    ruling = ruled(case_id)
    assert any("au moins deux" in step["text"] for step in ruling["trace"])
    assert len(ruling["options"]) == 1 and not ruling["questions"]


@pytest.mark.parametrize("case_id", ["fi-15-dame-touchee-qui-ne-peut-sortir-ni-jouer-lalanne",
                                     "fin-03-touchee-a-la-sortie-plus-eloignees-lebrun-noir"])
def test_a_touched_dame_no_number_bears_off_says_why(case_id):
    """At Jacquet's bearing off, a touched dame each of whose numbers passes the bande while
    dames stand farther back could not be played (S004 § 12: an excess number bears off one of
    the farthest): no fault, and the ruling says why, under the article of the sortie."""
    ruling = ruled(case_id)
    assert not ruling["faults"]
    assert any("plus éloignées qu'elle" in step["text"]
               and step["law"] == "lalanne.I.sortie-excedant" for step in ruling["trace"])


@pytest.mark.parametrize("case_id", ["fi-02-dame-touchee-qui-donne-dans-le-coin-vide-lebrun",
                                     "dd-04-dame-touchee-injouable-coin-lebrun-noir"])
def test_a_touched_dame_barred_by_its_empty_coin_says_why(case_id):
    """Lebrun's own example of a dame that cannot be played (« si une donnait dans votre coin
    qui n'est pas encore pris, et où une dame ne saurait entrer ni sortir seule »): the ruling
    says each number's stop, the coin's among them, and the numbers joined, under the coin's
    article (Guiton IV « On ne peut mettre une dame seule dans son coin », under Lebrun's law
    his own « Du Coin de repos »); no fault."""
    ruling = ruled(case_id)
    assert not ruling["faults"]
    said = [s for s in ruling["trace"] if "n'entre pas seule" in s["text"]]
    assert said and said[0]["law"] in {"guiton.IV.coin-seul", "lebrun.coin-deux-dames"}
    assert "ensemble, ils la mènent" in said[0]["text"]
