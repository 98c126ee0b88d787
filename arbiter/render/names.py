"""The words a ruling is printed with: flèches named as the treatises name them, the fixed
labels of the page in French and English, and readable names for fault and item kinds.

Rulings speak the treatise's language whatever the file says (shared/NOTATION.md): a referee
reads « la dixième flèche de noir », never "flèche 13". The engine gives flèche numbers in one
colour's numbering; this module is the one place that turns them into words.
"""

from __future__ import annotations

from arbiter.board import COIN, LAST_FLECHE, OFF, TALON, mirror
from arbiter.colour import Colour
from arbiter.i18n import Lang, Msg

_ORDINALS_FR = ("", "première", "deuxième", "troisième", "quatrième", "cinquième", "sixième",
                "septième", "huitième", "neuvième", "dixième")
_ORDINALS_EN = ("", "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
                "eighth", "ninth", "tenth")


def fleche_name(colour: Colour, n: int, lang: Lang = "fr") -> str:
    """Name flèche ``n`` of ``colour``'s numbering as the treatise would.

    0 is his talon, 11 his coin de repos, 1..10 his « n-ième flèche ». Past his coin (12..23)
    the treatise counts from the other side: flèche ``n`` is the opponent's ``23 - n``
    (13 = « la dixième flèche de noir » for blanc). 24 is off the tablier.
    """
    if n == OFF:
        return "off the board" if lang == "en" else "hors du tablier"
    if not 0 <= n <= LAST_FLECHE:
        raise ValueError(f"no flèche {n} (0..24)")
    if n > COIN:
        return fleche_name(colour.opponent, mirror(n), lang)
    if lang == "en":
        if n == TALON:
            return f"{colour}'s talon"
        if n == COIN:
            return f"{colour}'s coin de repos"
        return f"{colour}'s {_ORDINALS_EN[n]} flèche"
    if n == TALON:
        return f"le talon de {colour}"
    if n == COIN:
        return f"le coin de repos de {colour}"
    return f"la {_ORDINALS_FR[n]} flèche de {colour}"


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
}


def kind_name(kind: str, lang: Lang = "fr") -> str:
    """A readable name for a fault or item kind; unknown kinds read as their words."""
    msg = _KINDS.get(kind)
    return msg.get(lang) if msg else kind.replace("_", " ")


OUTCOMES: dict[str, Msg] = {
    "decided": Msg("décidé", "decided"),
    "undecided": Msg("non décidé : des questions restent ouvertes",
                     "undecided: questions remain open"),
    "nothing_to_decide": Msg("rien à décider", "nothing to decide"),
}

STEPS: dict[str, Msg] = {
    "fact": Msg("fait", "fact"),
    "law": Msg("loi", "law"),
    "conclusion": Msg("conclusion", "conclusion"),
    "rejected": Msg("écarté", "rejected"),
    "question": Msg("question", "question"),
}

LABELS: dict[str, Msg] = {
    "title": Msg("Décision d'arbitrage — trictrac", "Referee's ruling — trictrac"),
    "case": Msg("L'affaire", "The case"),
    "place": Msg("Lieu", "Place"),
    "date": Msg("Date", "Date"),
    "referee": Msg("Arbitre", "Referee"),
    "players": Msg("Joueurs", "Players"),
    "dispute": Msg("Litige", "Dispute"),
    "laws_ruling": Msg("Lois applicables", "Body of law"),
    "score_before": Msg("Marque avant le coup", "Score before the coup"),
    "trait": Msg("Trait", "To throw"),
    "position": Msg("Position", "Position"),
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
    "nothing": Msg("rien", "nothing"),
    "points": Msg("points", "points"),
    "point": Msg("point", "point"),
    "moyens": Msg("moyens", "ways"),
    "moyen": Msg("moyen", "way"),
    "doublet": Msg("doublet", "doublet"),
    "on": Msg("sur", "on"),
    "law": Msg("loi", "law"),
    "faults": Msg("Les fautes", "The faults"),
    "no_faults": Msg("Aucune faute.", "No fault."),
    "by": Msg("par", "by"),
    "consummated_by": Msg("consommée par l'acte de la ligne", "consummated by the act on line"),
    "committed_at": Msg("commise à la ligne", "committed on line"),
    "not_consummated": Msg("non consommée", "not consummated"),
    "consummated": Msg("consommée", "consummated"),
    "concerns": Msg("concerne", "concerns"),
    "laws": Msg("Les lois", "The laws"),
    "no_laws": Msg("Aucune loi citée.", "No law cited."),
    "summary": Msg("en bref", "in short"),
    "reasoning": Msg("Le raisonnement", "The reasoning"),
    "decision": Msg("La décision", "The decision"),
    "outcome": Msg("Issue", "Outcome"),
    "open_questions": Msg("Questions ouvertes", "Open questions"),
    "options": Msg("Les options", "The options"),
    "no_options": Msg("Aucune option ouverte.", "No option open."),
    "chooses": Msg("choisit", "chooses"),
    "among": Msg("parmi", "among"),
    "default": Msg("par défaut", "default"),
    "until": Msg("jusqu'à", "until"),
    "score_after": Msg("La marque après la décision", "The score after the ruling"),
    "trous": Msg("trous", "trous"),
    "bredouille": Msg("bredouille", "bredouille"),
    "pavillon": Msg("pavillon", "pavillon"),
    "other_opinions": Msg("Autres avis", "Other opinions"),
    "receipt": Msg("Reçu", "Receipt"),
    "input": Msg("entrée", "input"),
    "law_base": Msg("lois", "laws"),
    "board": Msg("Le tablier", "The tablier"),
    "off": Msg("hors", "off"),
    "blanc": Msg("blanc", "blanc"),
    "noir": Msg("noir", "noir"),
    "talon": Msg("talon", "talon"),
    "coin": Msg("coin", "coin"),
    "numbering": Msg("numérotation", "numbering"),
    "colon": Msg(" :", ":"),      # French typography puts a space before : and ;
    "semi": Msg(" ;", ";"),
}


def labels(lang: Lang) -> dict[str, str]:
    """Every fixed word of the page in ``lang``: what the templates call ``t``."""
    return {key: msg.get(lang) for key, msg in LABELS.items()}
