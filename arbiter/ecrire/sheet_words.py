"""The words of the settlement sheets, French and English, shared by the two-player sheet
(:mod:`arbiter.ecrire.render`) and the sheet of several players
(:mod:`arbiter.ecrire.table_render`)."""

from __future__ import annotations

_T = {
    "fr": dict(
        title="Règlement de la partie à écrire", title_douze="Partie en douze trous",
        laws_ruling="Lois appliquées", colon=" :", agreed="Convention", dispute="Litige",
        marques="Les marqués", line="ligne", number="n°", de="dé", trous="trous",
        winner="gagnant", kind="qualité", formula="calcul", payment="jetons",
        no_marques="Aucun marqué.", account="Jetons gagnés aux marqués",
        lost="Marqués perdus", sheet="Qui paie qui", findings="Raisonnement",
        citations="Lois citées", summary="En nos mots", questions="Questions que les textes "
        "ne tranchent pas", other="Autre opinion", decision="Décision",
        receipt="Reçu", status_label="état",
        outcome={"decided": "décidé", "undecided": "indécis", "option": "au choix d'un joueur"},
        status={"complete": "séance finie", "unfinished": "séance en cours",
                "annulled": "partie annulée"},
        mstatus={"won": "gagné", "refait": "refait", "not-ended": "non fini",
                 "undecided": "indécis"},
        sides_total="Totaux", players="Joueurs", left="part", paris="Paris", balance="Solde",
        in_short="En bref", claim="Litige", answer="Réponse", options_open="Option ouverte",
        rest_follows="Le compte et ses motifs suivent.",
    ),
    "en": dict(
        title="Settlement of the partie à écrire", title_douze="Partie en douze trous",
        laws_ruling="Body of law", colon=":", agreed="Agreement", dispute="Dispute",
        marques="The marqués", line="line", number="no.", de="dé", trous="trous",
        winner="winner", kind="kind", formula="reckoning", payment="jetons",
        no_marques="No marqué.", account="Jetons won at the marqués",
        lost="Marqués lost", sheet="Who pays whom", findings="Reasoning",
        citations="Laws cited", summary="In our words", questions="Questions the texts "
        "leave open", other="Other opinion", decision="Decision",
        receipt="Receipt", status_label="status",
        outcome={"decided": "decided", "undecided": "undecided",
                 "option": "at a player's choice"},
        status={"complete": "séance over", "unfinished": "séance under way",
                "annulled": "partie annulled"},
        mstatus={"won": "won", "refait": "refait", "not-ended": "not ended",
                 "undecided": "undecided"},
        sides_total="Totals", players="Players", left="left", paris="Paris", balance="Balance",
        in_short="In short", claim="Claim", answer="Answer", options_open="Option open",
        rest_follows="The account and its grounds follow.",
    ),
}
