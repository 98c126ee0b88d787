"""What no source decides: an explicit marker instead of a guess.

The reference note (shared/games/JACQUET.md §7) lists the open questions; when the rules meet
one, they return an :class:`Undecided` naming it, and the ruling's outcome is « undecided »
with the question, as the project's guide requires.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.i18n import Msg


@dataclass(frozen=True, slots=True)
class Undecided:
    """A point the bodies of law leave open: ``question`` is the note's number (« Q10 »)."""

    question: str
    message: Msg
    laws: tuple[str, ...] = ()


Q3_ILLEGAL_LANDING_CONSUMMATED = Undecided(
    "Q3",
    Msg("Une dame posée sur une flèche tenue par l'adversaire n'a été relevée qu'après son "
        "jet : aucun texte ne dit si la position illégale reste ou si l'on revient à la "
        "dernière position régulière (la consommation du trictrac ne convient pas : la "
        "position ne peut subsister).",
        "A dame set on a flèche the opponent holds was noticed only after his throw: no text "
        "says whether the illegal position stands or the last legal one is restored "
        "(trictrac's consummation does not fit: the position cannot stand)."),
    ("lalanne.I.fleche-occupee", "guiton.III.fausse-case-consommee"))

Q10_BLOCK_LEFT_STANDING = Undecided(
    "Q10",
    Msg("Un bouchage interdit était déjà sur le tablier avant ce coup (une faute non relevée) "
        "et le coup le laisse : aucun texte ne dit s'il doit être ouvert au coup suivant.",
        "A forbidden block was already on the board before this throw (an uncorrected fault) "
        "and this play leaves it: no text says whether it must be opened on the next throw."),
    ("lalanne.II.bouchages-interdits",))

Q13_DAME_COUNT = Undecided(
    "Q13",
    Msg("Un joueur a 14 ou 16 dames : aucun texte du Jacquet n'en décide ; Guiton le règle "
        "pour le trictrac (« Jouer avec une dame de moins / de plus »), mais l'emprunt n'est "
        "fait par aucune source.",
        "A player has 14 or 16 dames: no Jacquet text decides it; Guiton rules it for trictrac "
        "(« Jouer avec une dame de moins / de plus »), but no source makes the borrowing."),
    ("guiton.III.quatorze-dames", "guiton.III.seize-dames"))
