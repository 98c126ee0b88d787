"""The arbiter's vocabulary as types: the kinds of fault and the outcomes of a ruling.

Each is a string enum (its value is what the JSON ruling says, unchanged) with its name in
both languages, so that no kind can be written wrong in one place and no kind goes without a
readable name on the page.
"""

from __future__ import annotations

from enum import StrEnum

from arbiter.i18n import Lang, Msg


class FaultKind(StrEnum):
    """What a fault is. The values are those of shared/NOTATION.md and the JSON rulings."""

    ECOLE_PAR_MOINS = "ecole_par_moins"
    ECOLE_PAR_TROP = "ecole_par_trop"
    FAUSSE_ECOLE = "fausse_ecole"
    AUGMENTATION_ECOLE = "augmentation_ecole"
    ECOLE_DEUX_JETONS = "ecole_deux_jetons"
    TROUS_DE_TROP = "trous_de_trop"
    FAUTE = "faute"
    DAME_TOUCHEE = "dame_touchee"
    DAME_MAL_POSEE = "dame_mal_posee"
    FAUSSE_CASE = "fausse_case"
    COUP_IRREGULIER = "coup_irregulier"
    COIN_PAR_PUISSANCE = "coin_par_puissance"
    DAME_DANS_JAN_ADVERSE = "dame_dans_jan_adverse"
    IMPUISSANCE_CREEE = "impuissance_creee"
    QUATORZE_DAMES = "quatorze_dames"
    SEIZE_DAMES = "seize_dames"
    DEPART_IRREGULIER = "depart_irregulier"
    JET_PREMATURE = "jet_premature"
    DES_COUVERTS = "des_couverts"
    PRIORITE_DU_DE = "priorite_du_de"

    @property
    def display(self) -> Msg:
        return _FAULT_NAMES[self]

    @property
    def is_ecole(self) -> bool:
        """An école of some kind (Lebrun's section « Des écoles » answers to all of them)."""
        return self.value.startswith("ecole") or self is FaultKind.FAUSSE_ECOLE


_FAULT_NAMES: dict[FaultKind, Msg] = {
    FaultKind.ECOLE_PAR_MOINS: Msg("école par moins", "école par moins (marked too few)"),
    FaultKind.ECOLE_PAR_TROP: Msg("école par trop", "école par trop (marked too many)"),
    FaultKind.FAUSSE_ECOLE: Msg("fausse école", "fausse école (a false école)"),
    FaultKind.AUGMENTATION_ECOLE: Msg("augmentation d'école",
                                      "augmentation d'école (an école made larger)"),
    FaultKind.ECOLE_DEUX_JETONS: Msg("école des deux jetons",
                                     "école des deux jetons (marking with a second jeton)"),
    FaultKind.TROUS_DE_TROP: Msg("trous de trop", "trous de trop (too many trous pegged)"),
    FaultKind.FAUTE: Msg("faute", "faute (an error that harms only its author)"),
    FaultKind.DAME_TOUCHEE: Msg("dame touchée", "dame touchée (touched dame)"),
    FaultKind.DAME_MAL_POSEE: Msg("dame mal posée", "dame mal posée (misplaced dame)"),
    FaultKind.FAUSSE_CASE: Msg("fausse case", "fausse case (false case)"),
    FaultKind.COUP_IRREGULIER: Msg("coup irrégulier", "coup irrégulier (irregular play)"),
    FaultKind.COIN_PAR_PUISSANCE: Msg("coin pris par puissance à tort",
                                      "coin taken par puissance wrongly"),
    FaultKind.DAME_DANS_JAN_ADVERSE: Msg("dame dans le jan de l'adversaire",
                                         "dame in the opponent's jan"),
    FaultKind.IMPUISSANCE_CREEE: Msg("impuissance créée", "impuissance créée (self-made "
                                     "inability to play)"),
    FaultKind.QUATORZE_DAMES: Msg("jeu à quatorze dames", "playing with fourteen dames"),
    FaultKind.SEIZE_DAMES: Msg("jeu à seize dames", "playing with sixteen dames"),
    FaultKind.DEPART_IRREGULIER: Msg("départ irrégulier", "irregular leaving (s'en aller)"),
    FaultKind.JET_PREMATURE: Msg("dés jetés avant la fin du coup de l'adversaire",
                                 "dice thrown before the opponent finished his coup"),
    FaultKind.DES_COUVERTS: Msg("dés couverts", "dice covered (hidden from the opponent)"),
    FaultKind.PRIORITE_DU_DE: Msg("dé pris à celui qui en a la priorité",
                                  "the dé taken from the player who has its priority"),
}


class Outcome(StrEnum):
    """How a ruling ends."""

    DECIDED = "decided"
    UNDECIDED = "undecided"
    NOTHING_TO_DECIDE = "nothing-to-decide"

    @property
    def display(self) -> Msg:
        return _OUTCOME_NAMES[self]


_OUTCOME_NAMES: dict[Outcome, Msg] = {
    Outcome.DECIDED: Msg("décidé", "decided"),
    Outcome.UNDECIDED: Msg("non décidé : des questions restent ouvertes",
                           "undecided: questions remain open"),
    Outcome.NOTHING_TO_DECIDE: Msg("rien à décider", "nothing to decide"),
}


def fault_kind_name(kind: str, lang: Lang = "fr") -> str | None:
    """The readable name of a fault kind, or None when it is no kind of fault."""
    try:
        return FaultKind(kind).display.get(lang)
    except ValueError:
        return None


def outcome_name(outcome: str, lang: Lang = "fr") -> str | None:
    try:
        return Outcome(outcome).display.get(lang)
    except ValueError:
        return None
