"""Which finding answers a séance's dispute, in the claims examiner fj wrote (helper fj): a
society's claim in the plural, the subject of what is claimed, a phrase that must begin a word,
the consolation apart from the refait, and the houses' progression (casebook fj-*, fjn-*)."""

from __future__ import annotations

from arbiter.ecrire.disputed import answering

SOCIETE = {"topic": "societe", "text": "Jules et Charles contre Paul et Louis : chaque camp a un "
           "compte commun."}
QUEUE_JETONS = {"topic": "queue-jetons", "text": "À la fin, chacun a 16 jetons : les 8 jetons "
                "des marqués se partagent par moitié."}
REFAIT = {"topic": "refait", "text": "Au départ de blanc, chacun a 7 trous : refait ; blanc garde "
          "la priorité du dé ; le prochain marqué paiera sa consolation double.", "line": 13}
CONSOLATION = {"topic": "consolation", "text": "Après 1 refait, la consolation se paie double : "
               "8 jetons.", "line": 14}
MARQUE = {"topic": "marque", "text": "Marqué 1 : quadruple, 4 × 18 − 0 + 16 = 88.", "line": 14}


def test_a_society_claims_in_the_plural_and_its_subject_is_not_the_point():
    claim = ("Jules et Charles veulent que chaque société reprenne les jetons des marqués "
             "placés de son côté ; Paul et Louis demandent le partage.")
    assert answering(claim, [SOCIETE, QUEUE_JETONS]) == QUEUE_JETONS["text"]
    # near case: the société claimed after the verb is the point
    assert answering("Paul et Louis contestent le compte commun de la société.",
                     [QUEUE_JETONS, SOCIETE]) == SOCIETE["text"]


def test_a_subject_the_clause_says_nothing_else_of_is_the_point():
    # examiner fc's fc-08: « la queue lui revient, ayant le plus de jetons avant le paiement des
    # paris » is about the queue; the paris are a circumstance, after the clause
    queue = {"topic": "queue", "text": "La queue de 20 jetons revient à Jules."}
    paris = {"topic": "paris", "text": "Charles paie 2 paris à Jules."}
    claim = ("Jules soutient que la queue lui revient, ayant le plus de jetons avant le "
             "paiement des paris.")
    assert answering(claim, [queue, paris]) == queue["text"]
    assert answering(claim, [paris, queue]) == queue["text"]


def test_a_phrase_names_its_topic_only_at_the_start_of_a_word():
    # « double déjà » does not name « le dé »
    claim = "Blanc soutient que la bredouille double déjà la consolation et que le refait n'y " \
            "ajoute rien."
    assert answering(claim, [REFAIT, CONSOLATION]) == CONSOLATION["text"]
    # near case: the refait claimed, not the consolation
    assert answering("Noir conteste le refait.", [CONSOLATION, REFAIT]) == REFAIT["text"]


def test_an_octuple_claimed_is_answered_by_the_marque_s_value():
    claim = "Noir réclame dix-huit trous octuples ; blanc répond qu'on n'en est pas convenu."
    assert answering(claim, [CONSOLATION, MARQUE]) == MARQUE["text"]
    assert answering("Noir réclame la consolation.", [MARQUE, CONSOLATION]) == \
        CONSOLATION["text"]
