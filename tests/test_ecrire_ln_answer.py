"""The rules of :mod:`arbiter.ecrire.disputed` that examiner ln's séance ln-08 needed (and its
near case lnn-08b): « seize » alone is a figure, a marqué is named by its trous, and a claim of a
figure is answered by that marqué's value."""

from __future__ import annotations

from arbiter.ecrire.disputed import answering, deciding_laws, disputed_marque, scored_marque

MARQUES = [
    {"number": 1, "line": 13, "status": "won", "winner": "blanc", "loser": "noir",
     "trous": {"blanc": 7, "noir": 2}, "laws": ["lebrun.ecrire-paiement",
                                                "lebrun.ecrire-bredouille"]},
    {"number": 2, "line": 14, "status": "won", "winner": "noir", "loser": "blanc",
     "trous": {"blanc": 5, "noir": 6}, "laws": ["lebrun.ecrire-paiement"]},
    {"number": 3, "line": 15, "status": "won", "winner": "noir", "loser": "blanc",
     "trous": {"blanc": 0, "noir": 12}, "laws": ["lebrun.ecrire-bredouille"]},
]
FINDINGS = [
    {"topic": "bredouille", "line": 13, "text": "blanc a pris ses 7 trous de suite : double.",
     "laws": ["lebrun.ecrire-bredouille", "lebrun.ecrire-paiement"]},
    {"topic": "bredouille", "line": 15, "text": "blanc n'a aucun trou : bredouille.",
     "laws": ["lebrun.ecrire-bredouille"]},
]
LN_08 = ("Noir a écrit quatorze pour le marqué en bredouille de Blanc (sept contre deux), "
         "déduisant avant de doubler ; Blanc réclame seize.")


def test_a_marque_is_named_by_its_trous_the_winners_first():
    assert scored_marque(LN_08, MARQUES) == 1
    assert scored_marque("le marqué de Noir (six contre cinq)", MARQUES) == 2
    # two against seven is no marqué's score: the winner's trous come first
    assert scored_marque("le marqué (deux contre sept)", MARQUES) is None
    assert disputed_marque(LN_08, MARQUES) == 1


def test_a_figure_claimed_is_answered_by_the_marques_value_not_by_a_topic_before_the_verb():
    # « seize » is sixteen jetons, not the sixteen dames; « en bredouille » says which marqué
    assert answering(LN_08, FINDINGS, MARQUES) is None
    assert deciding_laws(LN_08, FINDINGS, MARQUES)[0] == "lebrun.ecrire-paiement"


def test_the_kind_claimed_of_a_marque_named_by_its_trous_is_answered_on_that_marque():
    litige = ("Noir a écrit simple le marqué de Blanc (sept contre deux) ; Blanc soutient "
              "qu'il est double.")
    assert answering(litige, FINDINGS, MARQUES) == FINDINGS[0]["text"]
    assert deciding_laws(litige, FINDINGS, MARQUES)[0] == "lebrun.ecrire-bredouille"
