"""Which finding answers a séance's dispute in the claims examiner fz wrote (helper fx25): both
sides of a [Litige] are claims (« offre »), a claim whose object is a pronoun claims what the
clause before named, « après un refait » names the replayed marqué, « départ » names the leave
(casebook fz-*, fxn-*)."""

from __future__ import annotations

from arbiter.ecrire.disputed import answering, disputed_marque

REFAIT = {"topic": "refait", "text": "Au départ de blanc, chacun a 8 trous : refait, le marqué "
          "est nul et se rejoue ; noir garde la priorité du dé.", "line": 17}
CONSOLATION = {"topic": "consolation", "text": "Après 2 refaits, la consolation se paie triple : "
               "12 jetons.", "line": 18}
PARIS = {"topic": "paris", "text": "Personne n'est marqué plus de 2 fois : pas de pari."}
DEPART = {"topic": "depart", "text": "Blanc s'en va sur un trou venu des points que son "
          "adversaire lui donne en battant à faux : il ne s'en va pas.", "line": 16}
FICHES = {"topic": "fiches", "text": "85 jetons à 10 la fiche : 9 fiches."}
QUEUE = {"topic": "queue", "text": "La queue de 2 fiches est à blanc."}
MARQUES = [{"number": None, "line": 16, "status": "refait"},
           {"number": None, "line": 17, "status": "refait"},
           {"number": 1, "line": 18, "status": "won", "refaits_before": 2},
           {"number": 2, "line": 19, "status": "won", "refaits_before": 0}]


def test_a_pronoun_object_claims_what_the_other_side_offered():
    claim = ("Après deux refaits de suite, Jules gagne en petite bredouille six trous contre "
             "deux ; Charles offre la consolation double (18 jetons), Jules la réclame triple.")
    assert answering(claim, [REFAIT, CONSOLATION], MARQUES) == CONSOLATION["text"]
    # near case: the refait itself contested, named after the verb
    assert answering("Charles conteste le second refait.", [CONSOLATION, REFAIT], MARQUES) == \
        REFAIT["text"]


def test_a_pronoun_object_stands_for_what_the_payer_pays():
    """« paie » is the clause a pronoun claim stands for (ln-03), not a claim of its own: what
    is paid beside another claim is granted (fp-07, fp-10)."""
    claim = ("Après deux refaits de suite, Blanc paie la consolation doublée (huit) ; Noir la "
             "réclame triple (douze).")
    assert answering(claim, [REFAIT, CONSOLATION], MARQUES) == CONSOLATION["text"]
    granted = ("Charles paie la consolation triple ; il conteste le second refait.")
    assert answering(granted, [CONSOLATION, REFAIT], MARQUES) == REFAIT["text"]


def test_a_later_sentence_is_not_the_object_of_the_offer():
    claim = ("Après un refait entre Charles et Paul, Paul offre la consolation simple ; Jules en "
             "réclame quatre. Puis les postillons.")
    assert answering(claim, [REFAIT, CONSOLATION, PARIS], MARQUES) == CONSOLATION["text"]


def test_apres_un_refait_names_the_replayed_marque():
    assert disputed_marque("Après deux refaits de suite, Jules la réclame triple.", MARQUES) == 1
    assert disputed_marque("Jules réclame la consolation.", MARQUES) is None


def test_the_leave_is_named_by_depart():
    claim = "Jules conteste le départ de Charles, pris sur un trou venu de ses battues à faux."
    assert answering(claim, [PARIS, DEPART]) == DEPART["text"]


def test_a_phrase_after_the_verb_ranks_where_it_is_named_there():
    claim = ("Charles doit 85 jetons à dix la fiche ; il offre 8 fiches et la queue ; Jules dit "
             "que cinq jetons comptent pour une fiche.")
    assert answering(claim, [FICHES, QUEUE]) == FICHES["text"]
    assert answering("Charles offre la queue et 8 fiches.", [FICHES, QUEUE]) == QUEUE["text"]
