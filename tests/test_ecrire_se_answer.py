"""The « Réponse » of a séance says the point disputed first (helper se's fresh disputes): the
claim's object after its verb, a topic named by any of its words, the marqué the dispute names,
and an undecided settlement that still says the point before its question."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from arbiter.cli import main
from arbiter.ecrire.disputed import answering, named_marque

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook" / "ecrire"

DEPART = {"topic": "depart", "text": "Jules s'en va au refait.", "line": 4}
REFAIT_DE = {"topic": "refait", "text": "Refait ; Charles garde la priorité du dé.", "line": 4}
CONSOLATION = {"topic": "refait", "text": "Après 1 refait, la consolation se paie double.",
               "line": 5}
ORDER = {"topic": "ordre", "text": "L'ordre de la table : premier marqué : les joueurs tirés au "
         "sort ; marqué 2 : A et D au jeu, C se retire ; le dé est à A, qui reste ; marqué 3 : "
         "B et D au jeu, A et C ne jouent pas ; le dé est à D, qui reste."}


def test_what_follows_the_verb_is_claimed_not_the_subject_s_circumstance():
    claim = "Jules, la chouette, qui s'en est allé au refait, réclame le dé ; Charles le garde."
    assert answering(claim, [DEPART, REFAIT_DE, CONSOLATION]) == REFAIT_DE["text"]
    # near case: the same words with the refait claimed
    assert answering("Charles, qui garde le dé, conteste la consolation.",
                     [REFAIT_DE, CONSOLATION]) == CONSOLATION["text"]


def test_the_marque_named_and_its_clause_of_the_order():
    assert named_marque("Charles, qui entre au troisième marqué, réclame le dé.") == 3
    assert named_marque("Paul réclame la consolation du marqué 2.") == 2
    assert named_marque("Paul réclame la consolation.") is None
    assert named_marque("Paul réclame au premier marqué et au second marqué.") is None
    claim = "Charles, qui entre au troisième marqué, réclame le dé ; Louis le garde."
    marques = [{"number": 1, "line": 17}, {"number": 2, "line": 18}, {"number": 3, "line": 19}]
    assert answering(claim, [ORDER], marques) == \
        "marqué 3 : B et D au jeu, A et C ne jouent pas ; le dé est à D, qui reste."
    # without a marqué named, the whole order answers
    assert answering("Charles réclame le dé.", [ORDER], marques) == ORDER["text"]


def _answer(name: str, capsys, command: str = "settle") -> str:
    path = next(CASEBOOK.glob(f"{name}*.tric"))
    with pytest.raises(SystemExit) as exit_:
        main([command, "--format", "json", str(path)])
    assert exit_.value.code in (0, None)
    return json.loads(capsys.readouterr().out)["summary"]["answer"]


@pytest.mark.parametrize(("case", "start", "end"), [
    ("se-01", "Noir s'en va : il ne le peut que sur un trou de son propre dé", "= 35 sous."),
    ("se-03", "Marqué 1 : Charles (B) paie aussi à Paul (C)", "1 fiche."),
    ("se-05", "Les trous ont été égaux à 7 : selon Lebrun", "trancher 1 question (ci-dessous)."),
    ("se-06", "Marqué 2 : A, qui a marqué le premier, cède la place à B ; B et C au jeu ; le "
     "dé est à C", "= 30 sous."),
    ("se-07", "Noir a pris ses trous de suite, mais les trous sont égaux", "de queue)."),
    ("se-12", "Au départ de Jules (A), chacun a 6 trous : refait", "de queue)."),
    ("se-14", "Jules (A) gagne de suite les 4 autres joueurs, 4 parties de suite", "à lui."),
])
def test_the_fresh_seances_answer_their_point_first(case, start, end, capsys):
    answer = _answer(case, capsys)
    assert answer.startswith(start) and answer.endswith(end), answer


def test_a_society_is_a_plural_subject_and_a_loss_is_said_lost():
    from arbiter.colour import Colour
    from arbiter.ecrire.table_common import named
    from arbiter.i18n import Msg

    text = Msg("noir est marqué 3 fois, 1 de plus que sa part de 2 : le postillon à blanc.",
               "noir is marqué 3 times, 1 beyond his share of 2: the postillon to blanc.")
    out = named(text, {Colour.NOIR: "Paul et Louis (C+D)", Colour.BLANC: "Jules (A)"})
    assert out.fr.startswith("Paul et Louis (C+D) sont marqués 3 fois, 1 de plus que leur part")
    assert out.en.startswith("Paul and Louis (C+D) are marqué 3 times, 1 beyond their share")
    # near case: one player alone keeps the singular
    alone = named(text, {Colour.NOIR: "Paul (C)", Colour.BLANC: "Jules (A)"})
    assert alone.fr.startswith("Paul (C) est marqué 3 fois, 1 de plus que sa part")


def test_an_unfinished_table_says_who_lost(capsys):
    answer = _answer("se-04", capsys)
    assert "Charles (B) a perdu 17 jetons" in answer and "-17" not in answer


# -- the rule over every settlement (:mod:`arbiter.ecrire.disputed`) ---------------------

DE_POINT = {"topic": "de", "text": "la priorité du dé est à blanc."}
REFAIT_POINT = {"topic": "refait", "text": "Refait : noir a le dé ; la consolation sera double."}
CONSOLATION_POINT = {"topic": "refait", "text": "Après 1 refait, la consolation se paie double."}
QUEUE_POINT = {"topic": "queue", "text": "la queue de 2 fiches est à noir."}
QUEUE_JETONS_POINT = {"topic": "queue-jetons", "text": "blanc prend la queue des jetons."}


def test_the_point_the_claim_names_first_answers():
    claim = "Blanc soutient qu'il garde le dé après le refait ; Noir, parti, le réclame."
    # its text gives the dé
    assert answering(claim, [REFAIT_POINT, CONSOLATION_POINT]) == REFAIT_POINT["text"]
    # its topic is the dé
    assert answering(claim, [CONSOLATION_POINT, DE_POINT]) == DE_POINT["text"]
    # the last on a tie
    assert answering("Noir conteste la consolation.", [REFAIT_POINT, CONSOLATION_POINT]) == \
        CONSOLATION_POINT["text"]


def test_the_longer_phrase_and_the_topic_tell_two_queues_apart():
    assert answering("Blanc soutient que la queue lui revient.",
                     [QUEUE_JETONS_POINT, QUEUE_POINT]) == QUEUE_POINT["text"]
    assert answering("Blanc réclame la queue des jetons.",
                     [QUEUE_POINT, QUEUE_JETONS_POINT]) == QUEUE_JETONS_POINT["text"]


def test_circumstances_between_commas_are_not_the_claim():
    claim = "Noir, qui s'en est allé, réclame la queue."
    assert answering(claim, [{"topic": "depart", "text": "noir s'en va."}, QUEUE_POINT]) == \
        QUEUE_POINT["text"]


def test_without_a_claim_that_names_a_point_the_payment_answers():
    assert answering(None, [DE_POINT, QUEUE_POINT]) is None
    assert answering("Noir conteste le compte.", [DE_POINT, QUEUE_POINT]) is None


def test_a_seance_disputed_on_the_de_answers_with_the_de_then_the_payment(capsys):
    answer = _answer("jq-e01", capsys, "rule")
    assert re.match(r"Noir s'en va en perdant le marqué : la priorité du dé", answer)
    assert answer.endswith("10 fiches (dont 2 de queue).")


def test_a_reply_that_is_the_other_opinion_is_answered_by_it(capsys):
    # sw-11: « … l'ordre fait sortir le perdant ; Paul répond que celui qui a marqué se
    # retire »: Lebrun's order answers Jules, Guiton's « celui qui a marqué » answers Paul
    answer = _answer("sw-11", capsys)
    assert "cède la place" in answer and "Autre opinion : Guiton" in answer, answer
    assert "celui qui a marqué" in answer, answer
    # a reply that shares nothing with the other opinion adds nothing
    from arbiter.ecrire.disputed import answered_reply
    finding = {"topic": "ordre", "text": "…", "other_opinion": "Guiton fait se retirer le "
               "gagnant."}
    assert answered_reply("Jules soutient que l'ordre est bon ; Paul répond non.", finding) \
        is None
    assert answered_reply("Jules soutient que l'ordre est bon.", finding) is None
