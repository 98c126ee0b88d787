"""The rules of :mod:`arbiter.ecrire.disputed` that examiner le's séances needed (le-01, le-07,
le-09 and their near cases len-01..05): which clause is the claim, who claims, and which law
of the answering finding is cited first."""

from __future__ import annotations

import pytest

from arbiter.ecrire.disputed import _claimant, claim_text, deciding_laws, speaking_first, speaks_of
from arbiter.engine.litige import Dispute

NAMES = ("Jules", "Charles", "Paul", "Pierre")


def test_a_clause_between_commas_holding_the_verb_is_the_claim():
    read = Dispute.of("Après un refait entre Jules et Paul, Charles, vacant, réclame de Jules, "
                      "marqué, la consolation doublée ; Jules ne lui offre que deux jetons.")
    assert read is not None
    said = claim_text(read)
    assert "réclame de jules" in said and "la consolation doublée" in said
    assert "charles" not in said and ", marqué," not in said
    # the engine's reading drops the verb with the circumstances
    assert "réclame" not in read.claim_text


@pytest.mark.parametrize(("litige", "claimant"), [
    ("Après un refait entre Jules et Paul, Paul réclame de Jules la consolation doublée.", "paul"),
    ("Au premier marqué, Noir, qui avait pris trois trous avant le pavillon de Blanc, ne veut "
     "payer qu'un marqué simple ; Blanc réclame le marqué double.", "noir"),
    ("Après un refait entre Blanc-Jules et Paul, Charles, vacant, réclame de Jules la "
     "consolation doublée.", "charles"),
])
def test_the_claimant_is_the_subject_of_the_verb(litige: str, claimant: str):
    read = Dispute.of(litige)
    assert read is not None
    assert _claimant(read, NAMES) == {claimant}


def test_an_article_speaks_of_the_de_in_whole_words():
    assert speaks_of("guiton.VIII.quatre-priorite", "de")
    # « celui qui n'avait joué qu'un marqué au début »: not « le dé »
    assert not speaks_of("guiton.VIII.quatre-alternance", "de")


def test_the_article_on_what_is_claimed_leads_the_bodys_own_first():
    order = ("guiton.VIII.quatre-alternance", "lebrun.deux-contre-deux",
             "guiton.VIII.quatre-priorite")
    assert speaking_first(order, "de", "guiton-1822")[0] == "guiton.VIII.quatre-priorite"
    # on the seats, the alternation keeps its place; Lebrun's article comes after Guiton's
    assert speaking_first(order, "ordre", "guiton-1822") == (
        "guiton.VIII.quatre-alternance", "guiton.VIII.quatre-priorite",
        "lebrun.deux-contre-deux")
    # under Lebrun his own article keeps its place before Guiton's
    lebrun = ("lebrun.deux-contre-deux", "guiton.VIII.quatre-alternance",
              "guiton.VIII.quatre-priorite")
    assert speaking_first(lebrun, "de", "lebrun-1828")[0] == "lebrun.deux-contre-deux"


def test_the_vacant_players_due_does_not_answer_the_winners_claim():
    findings = [
        {"topic": "consolation", "line": 18, "laws": ["guiton.VIII.refait-consolation"],
         "text": "Après 1 refait, la consolation se paie double : 4 jetons."},
        {"topic": "vacant", "line": 18,
         "laws": ["guiton.VIII.tourner-refait", "guiton.VIII.tourner-consolation"],
         "text": "Marqué 2 : Jules (A) paie aussi à Charles (B), qui ne joue pas, une "
                 "consolation égale à celle du gagnant : 4 jetons (la consolation doublée "
                 "après 1 refait)."},
    ]
    winner = ("Après un refait entre Jules et Paul, Paul réclame de Jules la consolation "
              "doublée ; Jules ne lui offre que deux jetons.")
    vacant = ("Après un refait entre Jules et Paul, Charles, vacant, réclame de Jules, marqué, "
              "la consolation doublée ; Jules ne lui offre que deux jetons.")
    assert deciding_laws(winner, findings, (), NAMES)[0] == "guiton.VIII.refait-consolation"
    assert deciding_laws(vacant, findings, (), NAMES)[0] == "guiton.VIII.tourner-refait"
