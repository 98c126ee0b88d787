"""The words a ruling is printed with: the fixed labels of the page in French and English,
readable names for fault and item kinds, and (from :mod:`arbiter.words`) flèches named as the
treatises name them.

Rulings speak the treatise's language whatever the file says (shared/NOTATION.md): a referee
reads « la dixième flèche de noir », never "flèche 13". The engine gives flèche numbers in one
colour's numbering; this module is the one place that turns them into words.
"""

from __future__ import annotations

from arbiter.i18n import Lang, Msg
from arbiter.vocabulary import Outcome, fault_kind_name
from arbiter.words import fleche_name

__all__ = ["LABELS", "OUTCOMES", "STEPS", "fleche_name", "kind_name", "labels"]

# fleche_name (« la dixième flèche de noir ») lives in arbiter.words, shared with the engine so
# that the reasoning's sentences and the page's labels name flèches the same way.


_KINDS: dict[str, Msg] = {
    # faults (shared/NOTATION.md)
    "ecole_par_moins": Msg("école par moins", "école par moins (marked too few)"),
    "ecole_par_trop": Msg("école par trop", "école par trop (marked too many)"),
    "fausse_ecole": Msg("fausse école", "fausse école (a false école)"),
    "dame_touchee": Msg("dame touchée", "dame touchée (touched dame)"),
    "dame_mal_posee": Msg("dame mal posée", "dame mal posée (misplaced dame)"),
    "fausse_case": Msg("fausse case", "fausse case (false case)"),
    "coup_irregulier": Msg("coup irrégulier", "coup irrégulier (irregular play)"),
    "quatorze_dames": Msg("jeu à quatorze dames", "playing with fourteen dames"),
    "seize_dames": Msg("jeu à seize dames", "playing with sixteen dames"),
    "depart_irregulier": Msg("départ irrégulier", "irregular leaving (s'en aller)"),
    # what a throw earns
    "dame_battue": Msg("dame battue", "dame battue (dame hit)"),
    "coin_battu": Msg("coin battu", "coin battu (coin hit)"),
    "plein": Msg("plein", "plein (full jan)"),
    "conservation": Msg("plein conservé", "plein conserved"),
    "impuissance": Msg("impuissance", "impuissance (cannot play)"),
    "sortie": Msg("sortie", "sortie (bearing off)"),
    "jan_de_six_tables": Msg("jan de six tables", "jan de six tables (six flèches in three "
                             "throws)"),
    "jan_de_deux_tables": Msg("jan de deux tables", "jan de deux tables (both coins at once)"),
    "contre_jan_de_deux_tables": Msg("contre-jan de deux tables",
                                     "contre-jan de deux tables (won by the opponent)"),
    "jan_de_mezeas": Msg("jan de mézéas", "jan de mézéas (the coin and an ace)"),
    "contre_jan_de_mezeas": Msg("contre-jan de mézéas",
                                "contre-jan de mézéas (won by the opponent)"),
}


def kind_name(kind: str, lang: Lang = "fr") -> str:
    """A readable name for a fault or item kind; unknown kinds read as their words."""
    msg = _KINDS.get(kind)
    if msg:
        return msg.get(lang)
    return fault_kind_name(kind, lang) or kind.replace("_", " ")


OUTCOMES: dict[str, Msg] = {
    "decided": Msg("décidé", "decided"),
    "undecided": Msg("non décidé : des questions restent ouvertes",
                     "undecided: questions remain open"),
    "nothing_to_decide": Msg("rien à décider", "nothing to decide"),
    **{o.value: o.display for o in Outcome},   # the engine's own words (« nothing-to-decide »)
}

STEPS: dict[str, Msg] = {
    "fact": Msg("Fait", "Fact"),
    "law": Msg("Loi", "Law"),
    "conclusion": Msg("Conclusion", "Conclusion"),
    "rejected": Msg("Lecture non retenue", "Reading not retained"),
    "question": Msg("Question", "Question"),
}

LABELS: dict[str, Msg] = {
    "title": Msg("Décision d'arbitrage — trictrac", "Referee's ruling — trictrac"),
    "ruling_of": Msg("Décision d'arbitrage", "Referee's ruling"),   # + « — » the game's name
    "case": Msg("L'affaire", "The case"),
    "place": Msg("Lieu", "Place"),
    "date": Msg("Date", "Date"),
    "referee": Msg("Arbitre", "Referee"),
    "players": Msg("Joueurs", "Players"),
    "dispute": Msg("Litige", "Dispute"),
    "laws_ruling": Msg("Lois applicables", "Body of law"),
    "score_before": Msg("Marque avant le coup", "Score before the coup"),
    "trait": Msg("Trait", "To throw"),
    "facts": Msg("Les faits", "The facts"),
    "no_acts": Msg("Aucun acte enregistré.", "No act recorded."),
    "line": Msg("l.", "l."),
    "question": Msg("La question", "The question"),
    "default_question": Msg("Que vaut le coup, et une faute a-t-elle été commise ?",
                            "What does the coup earn, and was a fault committed?"),
    "earned": Msg("Ce que chaque coup a valu", "What each throw earned"),
    "no_coups": Msg("Aucun coup de dés à compter.", "No throw to count."),
    "throw": Msg("Coup", "Throw"),
    "throws": Msg("jette", "throws"),
    "void": Msg("nul", "void"),
    "void_throw": Msg("Jet nul", "Void throw"),
    "void_note": Msg("ce jet ne vaut rien et se rejoue", "it counts for nothing and is "
                     "thrown again"),
    "points": Msg("points", "points"),
    "moyens": Msg("moyens", "ways"),
    "numbers": Msg("nombres", "numbers"),
    "doublet": Msg("doublet", "doublet"),
    "on": Msg("sur", "on"),
    "faults": Msg("Les fautes", "The faults"),
    "no_faults": Msg("Aucune faute.", "No fault."),
    "by": Msg("par", "by"),
    "consummated_by": Msg("Consommée par l'acte de la ligne", "Consummated by the act on line"),
    "committed_at": Msg("commise à la ligne", "committed on line"),
    "not_consummated": Msg("Non consommée", "Not consummated"),
    "set_right": Msg("Réparée avant le jet de l'adversaire",
                     "Set right before the opponent's throw"),
    "consummated": Msg("Consommée", "Consummated"),
    "same_act_as": Msg("Le même acte que la faute {n}, jugé sous ce nom aussi.",
                       "The same act as fault {n}, judged under this name too."),
    "concerns": Msg("Concerne", "Concerns"),
    "laws": Msg("Les lois", "The laws"),
    "no_laws": Msg("Aucune loi citée.", "No law cited."),
    "summary": Msg("En nos mots", "In our words"),
    "in_short": Msg("En bref", "In short"),
    "claim": Msg("Litige", "Claim"),
    "answer": Msg("Réponse", "Answer"),
    "grounds": Msg("Pourquoi", "Why"),
    "who_erred": Msg("Fautes", "Faults"),
    "score_after_short": Msg("Marque après", "Score after"),
    "game_after_short": Msg("La partie", "The game"),
    "options_open": Msg("Options ouvertes", "Options open"),
    "rest_follows": Msg("Les motifs suivent, dans l'ordre où l'arbitre les vérifie.",
                        "The grounds follow, in the order a referee checks them."),
    "reasoning": Msg("Le raisonnement", "The reasoning"),
    "decision": Msg("La décision", "The decision"),
    "outcome": Msg("Issue", "Outcome"),
    "open_questions": Msg("Questions ouvertes", "Open questions"),
    "options": Msg("Les options", "The options"),
    "no_options": Msg("Aucune option ouverte.", "No option open."),
    "chooses": Msg("Au choix de", "At the choice of"),
    "default": Msg("par défaut", "default"),
    "leads_to": Msg("marque alors", "score then"),
    "until": Msg("Délai", "Time allowed"),
    "score_after": Msg("La marque après la décision", "The score after the ruling"),
    "game_state": Msg("La partie après la décision", "The game after the ruling"),
    "no_marks": Msg("ce jeu ne marque pas de points par coup ; la partie continue",
                    "this game marks no points per throw; the game goes on"),
    "won_by": Msg("partie gagnée par", "game won by"),
    "won_if_let_stand": Msg("si l'adversaire laisse le dernier coup tel qu'il est joué",
                            "if the opponent lets the last play stand"),
    "trous": Msg("trous", "trous"),
    "bredouille": Msg("bredouille", "bredouille"),
    "pavillon": Msg("pavillon", "pavillon"),
    "other_opinions": Msg("Autres avis", "Other opinions"),
    "receipt": Msg("Reçu", "Receipt"),
    "input": Msg("entrée", "input"),
    "law_base": Msg("lois", "laws"),
    "board": Msg("Le tablier", "The tablier"),
    "board_caption": Msg("Le tablier avant les actes enregistrés.",
                         "The tablier before the recorded acts."),
    "legend_dashed": Msg("En pointillé : {names}.", "Dashed: {names}."),
    "legend_talon": Msg("les talons", "the talons"),
    "legend_coin": Msg("les coins de repos", "the coins de repos"),
    "legend_gold": Msg("En or : les flèches dont parle la décision.",
                       "In gold: the flèches the ruling speaks of."),
    "legend_ring": Msg("Cerclée d'or : la dame que la décision nomme.",
                       "Ringed in gold: the dame the ruling names."),
    "off": Msg("hors", "off"),
    "blanc": Msg("blanc", "blanc"),
    "noir": Msg("noir", "noir"),
    "talon": Msg("talon", "talon"),
    "coin": Msg("coin", "coin"),
    "colon": Msg(" :", ":"),      # French typography puts a space before a colon
    "semicolon": Msg(" ;", ";"),  # and before a semicolon
}


def labels(lang: Lang) -> dict[str, str]:
    """Every fixed word of the page in ``lang``: what the templates call ``t``."""
    return {key: msg.get(lang) for key, msg in LABELS.items()}
