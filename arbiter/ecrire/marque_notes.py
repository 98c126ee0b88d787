"""The notes a marqué line may carry besides its trous: sixteen dames found with a player
(Guiton ch. III « Jouer avec une dame de plus »: the opponent may annul the whole partie or go
on) and the écoles of a player whose écoles are passed (Guiton ch. VIII: the handicap covers
the écoles by omission only). ``state`` is the walk of :mod:`arbiter.ecrire.settle`, which
these steps report to (``find``) and, for sixteen dames, mark as annulled or optional.
"""

from __future__ import annotations

from typing import Any

from arbiter.ecrire.record import MarqueRecord
from arbiter.ecrire.settlement import EcoleRuling
from arbiter.i18n import Msg


def seize(state: Any, marque: MarqueRecord) -> None:
    """Sixteen dames found in a marqué: the opponent's option over the whole partie."""
    assert marque.seize is not None
    by, holder = marque.seize.by, marque.seize.by.opponent
    other = Msg("Certains ne permettent d'annuler que le marqué courant ; Guiton rejette cette "
                "opinion : la seizième dame est supposée là depuis le début.",
                "Some allow only the current marqué to be annulled; Guiton rejects that view: "
                "the sixteenth dame is presumed there from the start.")
    laws = ("guiton.III.seize-dames",)
    first = Msg(" (Si la dame est trouvée au premier relevé de la partie, avec encore deux dames "
                "au talon, on ôte seulement la seizième : le coup, non la séance, le dira.)",
                " (Found in the first relevé of the partie with two dames still on the talon, "
                "the sixteenth is simply removed: the coup, not the séance, tells.)")
    if marque.seize.choice == "annule":
        state.annulled = True
        state.find("seize-dames", f"{by} jouait avec seize dames ; {holder} annule toute la "
                   "partie, les marqués déjà joués compris : rien n'est dû.",
                   f"{by} was playing with sixteen dames; {holder} annuls the whole partie, "
                   "the marqués already played included: nothing is owed.", laws, marque.line,
                   other=other)
    elif marque.seize.choice == "continue":
        state.find("seize-dames", f"{by} jouait avec seize dames ; {holder} choisit de "
                   "continuer en ôtant la seizième : les marqués restent acquis.",
                   f"{by} was playing with sixteen dames; {holder} chooses to go on without "
                   "the sixteenth: the marqués stand.", laws, marque.line, other=other)
    else:
        state.option = holder
        state.find("seize-dames", f"{by} jouait avec seize dames : {holder} a le choix "
                   "d'annuler toute la partie, tous les marqués compris, ou de la continuer "
                   "sans la seizième dame. Le compte ci-dessous vaut s'il continue." + first.fr,
                   f"{by} was playing with sixteen dames: {holder} may annul the whole partie, "
                   "every marqué included, or go on without the sixteenth dame. The account "
                   "below holds if he goes on." + first.en, laws, marque.line, other=other)


def passed_ecoles(state: Any, marque: MarqueRecord) -> tuple[EcoleRuling, ...]:
    """The écoles noted in a marqué, marked or passed by the handicap of the écoles."""
    out = []
    for ecole in marque.ecoles:
        handicap = state.record.avantage_ecoles is ecole.by
        passed = handicap and ecole.kind in ("par-omission", "par-moins")
        if not handicap:
            fr = (f"{ecole.by} n'a pas l'avantage des écoles : son école {ecole.kind} de "
                  f"{ecole.points} se marque comme à l'ordinaire.")
            en = (f"{ecole.by}'s écoles are not passed: his école {ecole.kind} of "
                  f"{ecole.points} is marked as usual.")
        elif passed:
            fr = (f"L'école {ecole.kind} de {ecole.points} de {ecole.by} est une école par "
                  "omission : l'avantage la couvre, elle ne se marque pas.")
            en = (f"{ecole.by}'s école {ecole.kind} of {ecole.points} is an école by omission: "
                  "the handicap covers it, it is not marked.")
        else:
            fr = (f"L'école par trop de {ecole.points} de {ecole.by} n'est pas couverte par "
                  "l'avantage des écoles, qui ne passe que les écoles par omission : elle se "
                  "marque.")
            en = (f"{ecole.by}'s école par trop of {ecole.points} is not covered by the "
                  "handicap, which passes écoles by omission only: it is marked.")
        state.find("avantage", fr, en, ("guiton.VIII.avantage-des-ecoles",), marque.line)
        out.append(EcoleRuling(ecole.by, ecole.kind, ecole.points, passed))
    return tuple(out)
