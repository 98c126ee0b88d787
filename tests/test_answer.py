"""The first sentence answers the claim (:mod:`arbiter.engine.answer`): a decision said beside
the faults leads when the claim is about its matter, and then its article leads the
citations; with nothing found, the step of the reasoning under the article cited first says
why. The claim is the [Litige] without its circumstances between commas."""

from __future__ import annotations

import re
from pathlib import Path

from arbiter.engine import decide
from arbiter.engine.litige import Dispute
from arbiter.notation import parse

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"


def _text(name: str) -> str:
    return next(CASEBOOK.glob(f"{name}*.tric")).read_text(encoding="utf-8")


def _rule(text: str, name: str = "case"):
    return decide(parse(text, source=name), source_text=text)


def _without_dispute(text: str) -> str:
    return re.sub(r'^\[Litige "[^"]*"\]\n', "", text, flags=re.M)


def test_the_claim_leaves_out_the_circumstances_between_commas():
    dispute = Dispute.of("Noir soutient que Blanc, ayant effacé les points marqués de trop par "
                         "Noir, ne peut plus s'en aller.")
    assert dispute is not None
    assert "aller" in dispute.claim and "trop" not in dispute.claim
    assert "trop" in dispute.words        # the whole dispute still names it
    # a claim with no such circumstance is the whole dispute
    plain = Dispute.of("Noir conteste la partie double.")
    assert plain is not None and plain.claim == plain.words


def test_a_short_word_of_the_claim_meets_the_words_it_begins():
    dispute = Dispute.of("Noir soutient que l'école ne lui ôte pas la bredouille.")
    assert dispute is not None
    assert dispute.claimed(["La bredouille est ôtée à bon droit."]) == 2
    assert dispute.claimed(["Rien de cela."]) == 0


def test_a_leave_disputed_beside_a_fault_is_answered_first():
    # lv-01: Noir's école par trop was found first; the claim is that Blanc may not leave
    ruling = _rule(_text("lv-01"))
    assert [f.kind for f in ruling.faults] == ["ecole_par_trop"]
    assert "s'en va régulièrement" in ruling.decision[0].fr
    assert ruling.citations[0].law == "guiton.V.conditions-s-en-aller"
    # the fault is still said, right after
    assert "école par trop" in ruling.decision[1].fr


def test_without_a_dispute_the_fault_leads_as_before():
    ruling = _rule(_without_dispute(_text("lv-01")))
    assert "école par trop" in ruling.decision[0].fr


def test_a_bredouille_taken_off_is_the_answer_to_a_dispute_about_it():
    for name, colour in (("bl-07", "blanc"), ("bl-06", "noir")):
        ruling = _rule(_text(name))
        assert ruling.faults, name
        assert ruling.decision[0].fr.startswith(f"La bredouille de {colour} est ôtée"), name


def test_a_fault_the_claim_names_keeps_the_lead():
    # lf-12: a leave held and a fausse école; the claim is the école marked, not the leave
    ruling = _rule(_text("lf-12"))
    assert "fausse école" in ruling.decision[0].fr


def test_with_nothing_found_the_deciding_article_says_why():
    ruling = _rule(_text("tr-10"))       # « Noir n'a que deux trous et non trois »
    assert not ruling.faults
    first = ruling.decision[0].fr
    assert first.startswith("Aucune faute n'est relevée. ") and "3 trous" in first
    bare = _rule(_without_dispute(_text("tr-10")))
    assert bare.decision[0].fr == "Aucune faute n'est relevée."


def test_a_note_on_where_a_law_comes_from_answers_nothing():
    ruling = _rule(_text("j-55"))
    assert "empruntée" not in ruling.decision[0].fr


def test_a_claim_of_two_questions_is_answered_on_both_in_the_first_sentence():
    # a [Litige] of two clauses (« … ; … ») asks of two faults: the answer says both, each
    # where its clause puts it (expectations written from the text before the engine ran)
    # (ma-19's second clause, « Blanc les efface et soutient garder sa bredouille », names
    # neither fault in its own words: it is not read as a question about one yet)
    for name in ("an-01", "an-02", "ma-01", "ma-03"):
        first = _rule(_text(name)).decision[0].fr
        assert "école par moins" in first and "école par trop" in first, (name, first)
    first = _rule(_text("an-05")).decision[0].fr
    assert "fausse école" in first and "école par moins" in first, first


def test_a_claim_of_one_question_is_answered_by_its_fault_alone():
    for name, kind, other in (("an-03", "école par moins", "école par trop"),
                              ("an-04", "école par trop", "école par moins"),
                              ("an-06", "fausse école", "école par moins")):
        first = _rule(_text(name)).decision[0].fr
        assert kind in first and other not in first, (name, first)


# What the first sentence must say, written from the text before the engine ran on the aw
# cases (casebook/aw-*.tric: each file's comment says why): phrases it must hold, and phrases
# of a fault the dispute does not ask about, which it must not.
FIRST_SENTENCE = {
    # a reply that only defends asks nothing: Blanc's 2 de trop stay out of the answer
    "aw-01": (("école par moins",), ("école par trop",)),
    # two questions, the second about a fault not made: both answered
    "aw-02": (("école par moins", "fausse école"), ()),
    # one question about a fault not made: said not made, and what the école was for
    "aw-03": (("fausse école", "école par moins"), ()),
    # « je reste » said at the trou before binds for that trou only: the answer says so
    "aw-04": (("Aucune faute n'est relevée.", "régulièrement", "je reste"), ()),
    # « je tiens » said at this trou binds: the answer says the word
    "aw-05": (("je tiens",), ("régulièrement",)),
    # the late mark and the bredouille, both asked
    "aw-06": (("école par moins", "bredouille"), ()),
    # a reply that names a fault asks about it
    "aw-07": (("école par moins", "fausse école"), ()),
    # the omission out of time and the excess sent to the école, both asked
    "aw-08": (("école par moins", "école par trop"), ()),
    # « je reste » said at this trou binds: he may not leave (a reply that names no fault)
    "aw-09": (("reste",), ("régulièrement",)),
    # a claim of a fault where none was made at all
    "aw-10": (("Aucun",), ("école par moins",)),
}


def test_the_first_sentence_of_the_aw_cases_answers_their_litige():
    for name, (must, must_not) in FIRST_SENTENCE.items():
        first = _rule(_text(name), name).decision[0].fr
        for phrase in must:
            assert phrase in first, (name, phrase, first)
        for phrase in must_not:
            assert phrase not in first, (name, phrase, first)


def test_a_second_clause_that_names_no_fault_is_answered_too():
    # ma-19: « Blanc les efface et soutient garder sa bredouille »: the wiping and the
    # bredouille kept (Lebrun « Des Ecoles », « De la Bredouille »)
    first = _rule(_text("ma-19")).decision[0].fr
    assert "école par moins" in first and "bredouille" in first, first
    # gt-15: « n'a que onze trous et ne peut s'en aller »: the trou is simple, and no leave
    first = _rule(_text("gt-15")).decision[0].fr
    assert "trou de trop" in first and "ne peut s'en aller" in first, first


def test_a_word_to_stay_binds_for_its_trou_only_and_the_answer_says_so():
    for name, words in (("lq-12", "je reste"), ("lq-13", "je tiens")):
        first = _rule(_text(name)).decision[0].fr
        assert "régulièrement" in first and f"« {words} »" in first, (name, first)
