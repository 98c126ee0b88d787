"""Playing with fourteen or sixteen dames (Guiton ch. III, « Jouer avec une dame de moins »,
« Jouer avec une dame de plus »).

A missing dame annuls nothing: it is put back at once, in a place the law fixes. A sixteenth
dame lets the opponent choose between annulling the partie and going on without it, except in
the first relevé while the offender still has two dames or more on his talon.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.board import TALON
from arbiter.colour import Colour
from arbiter.engine.dispatch import LawFamily
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.notation.record import PartieKind
from arbiter.ruling import Fault
from arbiter.vocabulary import FaultKind
from arbiter.words import fleche_name

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

QUATORZE = "guiton.III.quatorze-dames"
SEIZE = "guiton.III.seize-dames"


def on_constate(replay: Replay, act: A.Constate) -> None:
    line = act.span.line
    colour = act.colour
    actual = replay.position.total(colour)
    if actual != act.count:
        replay.findings.ask(
            f"Ligne {line} : {act.actor} constate que {colour} joue avec {act.count} dames, "
            f"mais la position enregistrée lui en donne {actual}. Laquelle est juste ?",
            f"Line {line}: {act.actor} finds that {colour} plays with {act.count} dames, but "
            f"the recorded position gives him {actual}. Which is right?")
        replay.blocking = True
        return
    if act.count == 16:
        _sixteen(replay, colour, line)
    elif act.count == 14:
        _fourteen(replay, colour, line)


@applies("guiton.VIII.partie-en-douze-trous")
def _first_releve(replay: Replay) -> bool | None:
    """Whether this is the first relevé of the partie: as the record says, or, in a partie en
    douze trous where neither side has a trou yet, necessarily so (nobody can have left a
    relevé without a trou). None when neither tells."""
    record = replay.record
    if record.releve.premier is not None:
        return record.releve.premier
    if record.partie is PartieKind.DOUZE_TROUS and not record.score.blanc.trous and \
            not record.score.noir.trous:
        replay.findings.fact(
            "Aucun des deux n'a encore de trou : on est donc au premier relevé de la partie.",
            "Neither side has a trou yet: this is therefore the first relevé of the partie.")
        return True
    return None


@applies(SEIZE)
def _sixteen(replay: Replay, colour: Colour, line: int) -> None:
    talon = replay.position.count(colour, TALON)
    why = Msg(f"Ligne {line} : {colour} joue avec seize dames.",
              f"Line {line}: {colour} plays with sixteen dames.")
    replay.findings.fault(Fault(kind=FaultKind.SEIZE_DAMES, by=colour, summary=why, laws=(SEIZE,),
                                consummated=True, act=line))
    replay.findings.conclude(why.fr, why.en, SEIZE, line)
    where = _sixteenth_dame(replay, colour)
    first = _first_releve(replay)
    if first is True and talon >= 2:
        replay.findings.conclude(
            f"C'est au premier relevé et {colour} a encore {talon} dames au talon : pas "
            "d'annulation, on ôte simplement la seizième dame.",
            f"It is the first relevé and {colour} still has {talon} dames on his talon: no "
            "annulment, the sixteenth dame is simply removed.", SEIZE)
        replay.findings.decide(f"On ôte une dame du talon de {colour} et l'on continue.",
                               f"A dame is taken off {colour}'s talon and play goes on.")
        return
    if first is None and talon >= 2:
        replay.findings.ask(
            f"Était-on au premier relevé ? Si oui, {colour} ayant encore {talon} dames au "
            "talon, la partie ne peut être annulée : on ôte seulement la dame de trop.",
            f"Was this the first relevé? If so, {colour} still having {talon} dames on his "
            "talon, the partie cannot be annulled: the extra dame is simply removed.")
    replay.findings.option(
        colour.opponent,
        Msg(f"{colour.opponent} choisit entre annuler la partie et la continuer sans la "
            "seizième dame",
            f"{colour.opponent} chooses between annulling the partie and going on without "
            "the sixteenth dame"),
        [("annuler", Msg("annuler la partie (à la partie à écrire : tous les marqués)",
                         "annul the partie (at the partie à écrire: every marqué)"), False),
         ("continuer", Msg(f"continuer en ôtant une dame {where.fr}",
                           f"go on, removing a dame {where.en}"), True)],
        (SEIZE,))


def _sixteenth_dame(replay: Replay, colour: Colour) -> Msg:
    pos = replay.position
    if pos.count(colour, TALON):
        return Msg(f"du talon de {colour}", f"from {colour}'s talon")
    if any(pos.count(colour, f) for f in range(1, 6)):
        return Msg(f"du petit jan de {colour}, au choix de {colour.opponent}",
                   f"from {colour}'s petit jan, as {colour.opponent} chooses")
    return Msg(f"d'une surcase du grand jan de {colour}, au choix de {colour.opponent}",
               f"from a surcase of {colour}'s grand jan, as {colour.opponent} chooses")


@applies(QUATORZE)
def _fourteen(replay: Replay, colour: Colour, line: int) -> None:
    why = Msg(f"Ligne {line} : {colour} joue avec quatorze dames ; l'absence d'une dame "
              "n'annule rien, la quinzième est remise aussitôt.",
              f"Line {line}: {colour} plays with fourteen dames; a missing dame annuls "
              "nothing, the fifteenth is put back at once.")
    replay.findings.fault(Fault(kind=FaultKind.QUATORZE_DAMES, by=colour, summary=why,
                                laws=(QUATORZE,), consummated=True, act=line))
    replay.findings.conclude(why.fr, why.en, QUATORZE, line)
    fleche = fifteenth_place(replay, colour)
    if fleche is None:
        replay.findings.ask(
            f"Toutes les dames de {colour} sont passées ; dites où elles sont pour placer la "
            "quinzième selon la loi.",
            f"All of {colour}'s dames have passed; say where they are so that the fifteenth "
            "can be placed by the law.")
        return
    replay.findings.highlight(colour, fleche)
    replay.position = replay.position.added(colour, fleche)
    replay.fifteenth_placed[colour] = fleche
    replay.findings.decide(f"La quinzième dame de {colour} se place sur "
                           f"{fleche_name(colour, fleche)}.",
                           f"{colour}'s fifteenth dame goes on "
                           f"{fleche_name(colour, fleche, 'en')}.")


def fifteenth_place(replay: Replay, colour: Colour) -> int | None:
    """Where the missing dame goes back, as the game places it (trictrac: Guiton's order of
    places), or None when the law says it in words only."""
    place = replay.conduct.fifteenth_place
    return place(replay.position, colour) if place is not None else None


@applies(QUATORZE)
def on_return(replay: Replay, act: A.ReturnDame) -> None:
    """``rentre F``: the player puts his fifteenth dame back on F. The law, not he, chooses
    the place (« Jouer avec une dame de moins »); the dame was placed when the fourteen dames
    were found."""
    colour = act.actor
    assert colour is not None
    line = act.span.line
    placed = replay.fifteenth_placed.get(colour)
    if placed is None:
        replay.findings.ask(
            f"Ligne {line} : {colour} rentre une dame, mais il n'a pas été constaté qu'il en "
            "manquait une ; combien de dames a-t-il ?",
            f"Line {line}: {colour} puts a dame back, but nobody found one missing; how many "
            "dames has he?")
        return
    if placed == act.fleche:
        replay.findings.conclude(
            f"Ligne {line} : {colour} remet sa quinzième dame là où la loi la place.",
            f"Line {line}: {colour} puts his fifteenth dame where the law places it.",
            QUATORZE, line)
        return
    replay.findings.reject(
        f"Ligne {line} : {colour} veut mettre sa quinzième dame sur "
        f"{fleche_name(colour, act.fleche)} ; la loi la place sur "
        f"{fleche_name(colour, placed)}, où elle ne lui donne aucun avantage.",
        f"Line {line}: {colour} wants his fifteenth dame on "
        f"{fleche_name(colour, act.fleche, 'en')}; the law places it on "
        f"{fleche_name(colour, placed, 'en')}, where it gives him no advantage.", QUATORZE)


FAMILY = LawFamily(name="nombre-de-dames",
                   handlers={A.Constate: on_constate, A.ReturnDame: on_return})
