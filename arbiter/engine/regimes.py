"""Bodies of law: where Lebrun (1828) rules otherwise than Guiton (1822).

The file names the body of law that rules (``[Lois "guiton-1822"]`` by default). Where the two
disagree, the engine follows the named one and the ruling records the other opinion. Each
difference is a rule here that overrides a named law of Guiton (:data:`OVERRIDES`), so that
adding a regime means reading one module and adding one entry to the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.colour import BOTH, Colour
from arbiter.engine.marks import account_marking, open_ecole
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.notation.record import KNOWN_LOIS
from arbiter.ruling import Fault
from arbiter.vocabulary import FaultKind
from arbiter.words import points_en, points_fr

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

GUITON = "guiton-1822"
LEBRUN = "lebrun-1828"
KNOWN = KNOWN_LOIS  # one list, kept with the notation that reads the header
DEUX_JETONS = "guiton.III.ecole-deux-jetons"
SORTIE_GUITON = "guiton.VII.points-effaces-sortie"
SORTIE_LEBRUN = "lebrun.points-effaces-sortie"


def override(replay: Replay, law_id: str) -> Callable[..., None] | None:
    """The rule the record's body of law puts in place of Guiton's ``law_id``, if any."""
    return OVERRIDES.get(replay.record.lois, {}).get(law_id)


@applies(DEUX_JETONS)
def deux_jetons(replay: Replay, act: A.Mark) -> None:
    """Marking new points with a fresh jeton while the old one stays on the tablier.

    Guiton (« Faute nommée improprement école des deux jetons »): no école; the opponent may
    take away one of the two marks. Lebrun overrides it: an école of the points he had
    before (:data:`OVERRIDES`).
    """
    colour = act.actor
    assert colour is not None
    old = replay.score.of(colour).points
    # the new points are marked, on the wrong jeton: they count for this coup's marking
    account_marking(replay, colour, act.points, act.span.line)
    rule = override(replay, DEUX_JETONS) or _deux_jetons_guiton
    rule(replay, act, old)


@applies("lebrun.ecole-deux-jetons")
def _deux_jetons_lebrun(replay: Replay, act: A.Mark, old: int) -> None:
    colour = act.actor
    assert colour is not None
    line = act.span.line
    why = Msg(f"Ligne {line} : {colour}, qui avait {points_fr(old)}, marque ses "
              f"{act.points} nouveaux points avec un autre jeton : selon Lebrun, il peut "
              f"être envoyé à l'école des {points_fr(old)} qu'il avait.",
              f"Line {line}: {colour}, who had {points_en(old)}, marks his {act.points} "
              f"new points with another jeton: by Lebrun, he may be sent to school for "
              f"the {points_en(old)} he had.")
    open_ecole(replay, FaultKind.ECOLE_DEUX_JETONS, colour, why, ("lebrun.ecole-deux-jetons",), old,
               line, "lebrun.ecole-deux-jetons")
    # his marks are the new jeton's; the old points are the école's matter
    replay.score = replay.score.with_side(
        colour, replay.score.of(colour).evolve(points=act.points, bredouille=False))
    replay.findings.opinion(
        "Guiton (1822) tient que ce n'est pas une école mais un abandon : l'adversaire ôte "
        "seulement l'une des deux marques.",
        "Guiton (1822) holds that this is no école but an abandonment: the opponent only "
        "takes away one of the two marks.", "guiton.III.ecole-deux-jetons")


@applies(DEUX_JETONS)
def _deux_jetons_guiton(replay: Replay, act: A.Mark, old: int) -> None:
    colour = act.actor
    assert colour is not None
    line = act.span.line
    why = Msg(f"Ligne {line} : {colour}, qui avait {points_fr(old)}, marque ses "
              f"{act.points} nouveaux points avec un autre jeton : ce n'est pas une école, "
              "c'est un abandon ; l'adversaire peut ôter l'une des deux marques.",
              f"Line {line}: {colour}, who had {points_en(old)}, marks his {act.points} new "
              "points with another jeton: this is no école but an abandonment; the opponent "
              "may take away one of the two marks.")
    replay.findings.fault(Fault(kind=FaultKind.ECOLE_DEUX_JETONS, by=colour, summary=why,
                                laws=("guiton.III.ecole-deux-jetons",), consummated=True,
                                act=line))
    replay.findings.conclude(why.fr, why.en, "guiton.III.ecole-deux-jetons", line)
    replay.findings.option(
        colour.opponent,
        Msg(f"{colour.opponent} peut ôter l'une des deux marques de {colour}",
            f"{colour.opponent} may take away one of {colour}'s two marks"),
        [("ancienne", Msg(f"ôter l'ancien jeton ({old})", f"take away the old jeton ({old})"),
          False),
         ("nouvelle", Msg(f"ôter le nouveau ({act.points})",
                          f"take away the new one ({act.points})"), True)],
        ("guiton.III.ecole-deux-jetons",),
        Msg(f"tant que {colour} n'a pas joué (ou jeté, s'il marque sur le coup de "
            "l'adversaire)", f"until {colour} has played (or thrown, when he marks on his "
            "opponent's throw)"))
    replay.findings.opinion(
        "Lebrun (1828) tient au contraire qu'on peut l'envoyer à l'école des points qu'il "
        "avait.",
        "Lebrun (1828) holds on the contrary that he may be sent to school for the points he "
        "had.", "lebrun.ecole-deux-jetons")
    window = replay.window(colour)
    if window is not None and not window.closed:
        window.marked += act.points


@applies(SORTIE_LEBRUN)
def _sortie_wipe_lebrun(replay: Replay, colour: Colour, wiped: int, line: int) -> None:
    """Points wiped by mistake while re-piling after bearing off first: by Lebrun, an école
    the opponent may mark once the wiper has thrown (Guiton: an abandonment, no école)."""
    why = Msg(f"Ligne {line} : {colour}, sorti le premier, efface par méprise ses "
              f"{points_fr(wiped)} en relevant ses dames : selon Lebrun, on peut l'envoyer "
              "à l'école de ces points dès qu'il aura jeté les dés.",
              f"Line {line}: {colour}, first out, wipes his {points_en(wiped)} by mistake "
              "while re-piling: by Lebrun, he may be sent to school for them once he has "
              "thrown the dice.")
    open_ecole(replay, FaultKind.ECOLE_PAR_MOINS, colour, why, (SORTIE_LEBRUN,), wiped, line,
               SORTIE_LEBRUN)
    replay.findings.opinion(
        "Guiton (1822) tient que ces points sont perdus sans école : c'est un abandon.",
        "Guiton (1822) holds that these points are lost with no école: an abandonment.",
        SORTIE_GUITON)


OVERRIDES: dict[str, dict[str, Callable[..., None]]] = {
    LEBRUN: {DEUX_JETONS: _deux_jetons_lebrun, SORTIE_GUITON: _sortie_wipe_lebrun},
}
"""Each body of law other than Guiton's, as the rules it puts in place of Guiton's named
laws. A law not listed is Guiton's; adding a regime means adding its overrides here."""


@applies("lebrun.tarif", "lebrun.plusieurs-moyens", "lebrun.marquer-les-points",
         "lebrun.bredouille", "lebrun.ecoles", "lebrun.jan-de-retour")
def lebrun_citations(replay: Replay) -> None:
    """Under Lebrun's law, the ruling cites his sections beside the laws the engine applied.

    Lebrun writes no numbered articles; each of his sections answers to a family of Guiton's
    laws, and this is where the correspondence is kept.
    """
    if replay.record.lois != LEBRUN:
        return
    findings = replay.findings
    items = [i for c in replay.coups for i in c.items]
    if items:
        findings.cite("lebrun.tarif")
    if any(i.moyens >= 2 for i in items) or sum(i.kind == "dame_battue" for i in items) >= 2:
        findings.cite("lebrun.plusieurs-moyens")
    acts = replay.record.acts
    if any(isinstance(a, A.Mark | A.SetJeton | A.MarkEcole) for a in acts):
        findings.cite("lebrun.marquer-les-points")
    if any(isinstance(a, A.MarkTrous) for a in acts) or any(
            replay.score.of(c).trous != replay.record.score.of(c).trous for c in BOTH):
        findings.cite("lebrun.bredouille")
    if any(f.kind.startswith("ecole") or f.kind is FaultKind.FAUSSE_ECOLE for f in findings.faults):
        findings.cite("lebrun.ecoles")
    last = replay.conduct.last_quarter
    if last and any(sum(c.position_before.row(c.thrower)[last.start:last.stop])
                    for c in replay.coups):
        findings.cite("lebrun.jan-de-retour")
