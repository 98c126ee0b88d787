"""Bodies of law: where Lebrun (1828) rules otherwise than Guiton (1822).

The file names the body of law that rules (``[Lois "guiton-1822"]`` by default). Where the two
disagree, the engine follows the named one and the ruling records the other opinion. Each
difference is a rule here that overrides a named law of Guiton (:data:`OVERRIDES`), so that
adding a regime means reading one module and adding one entry to the table.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.colour import BOTH, Colour
from arbiter.engine.excess import account_marking
from arbiter.engine.marks import open_ecole, trous_of
from arbiter.engine.turn import NewJeton, TurnMarks
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.notation.record import KNOWN_LOIS
from arbiter.ruling import Fault
from arbiter.score import POINTS_PER_TROU
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.turn import TurnMarks

GUITON = "guiton-1822"
LEBRUN = "lebrun-1828"
KNOWN = KNOWN_LOIS  # one list, kept with the notation that reads the header
DEUX_JETONS = "guiton.III.ecole-deux-jetons"
SORTIE_GUITON = "guiton.VII.points-effaces-sortie"
SORTIE_LEBRUN = "lebrun.points-effaces-sortie"
ECOLE_DE_TROU = "guiton.III.ecole-d-ecole"
ECOLE_DE_TROU_LEBRUN = "lebrun.ecole-de-trou"
PLUS_D_UN_TROU = "lebrun.ecole-de-plus-d-un-trou"
JETONS_BANDE = "guiton.V.jetons-a-la-bande"
TROUS_V = "guiton.V.trous-de-plus-ou-de-moins"
TROUS_V_LEBRUN = "lebrun.regle-pas-d-ecole-des-trous"
PAROLE = "guiton.V.parole-obligatoire"
S_EN_ALLER_JETON = "lebrun.s-en-aller-jeton"
S_EN_ALLER_BOIS = "lebrun.s-en-aller-bois"
EPOQUE = "guiton.III.epoque-ecoles-consommees"
DELAI_LEBRUN = "lebrun.delai-de-l-ecole"
DEBREDOUILLER = "guiton.III.debredouiller"
DEBREDOUILLER_LEBRUN = "lebrun.debredouiller"
ERREUR_OCCASIONNEE = "guiton.III.erreur-occasionnee"
ALLEZ_VOUS_EN_LEBRUN = "lebrun.allez-vous-en"
IMPOSSIBLE = "guiton.III.ecole-impossible"
IMPOSSIBLE_LEBRUN = "lebrun.ecole-impossible"
AVANT_DE_TOUCHER_LEBRUN = "lebrun.marquer-avant-de-toucher"


def override(replay: Replay, law_id: str, *, reached: bool = True) -> Callable[..., object] | None:
    """The rule the record's body of law puts in place of Guiton's ``law_id``, if any.

    Asked where the bodies of law part, under either of them: the findings keep that the point
    was reached, so that the ruling names the other body's opinion (:mod:`.bodies`); a caller
    that only looks ahead (the rule may yet not matter) says ``reached=False``."""
    if reached:
        replay.findings.diverge(law_id)
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
    window = replay.window(colour)
    before = window.marked if window is not None else 0
    # the new points are marked, on the wrong jeton: they count for this coup's marking
    account_marking(replay, colour, act.points, act.span.line)
    rule = override(replay, DEUX_JETONS) or _deux_jetons_guiton
    rule(replay, act, old)
    turn = replay.turn_marks(colour)
    if rule is _deux_jetons_guiton and window is not None and not window.closed \
            and turn.new_jeton is not None:
        replay.revise_turn(colour, turn, turn.with_new_jeton(
            replace(turn.new_jeton, added=window.marked - before)))


@applies(DEUX_JETONS)
def repair_deux_jetons(replay: Replay, colour: Colour, line: int) -> None:
    """He marks with his first jeton after using a fresh one, before his coup is consummated:
    the error is repaired (Guiton III, « Faute nommée improprement école des deux jetons »: « il
    est encore admis à réparer cette erreur; il peut remettre à la bande le jeton dont il
    s'était servi mal à propos, et marquer avec le premier jeton les nouveaux points »). The
    fresh jeton goes back to the bande: its mark, the fault and the opponent's option fall, and
    his first jeton shows again the points he had."""
    turn = replay.turn_marks(colour)
    pending = turn.new_jeton
    window = replay.window(colour)
    if pending is None or window is None or window.closed or pending.final:
        return
    replay.revise_turn(colour, turn, turn.with_new_jeton(None))
    window.mark(DEUX_JETONS, line, points=-pending.added)
    replay.score = replay.score.with_side(
        colour, replay.score.of(colour).evolve(points=pending.old, bredouille=pending.bredouille))
    replay.findings.faults[:] = [f for f in replay.findings.faults if f is not pending.fault]
    replay.findings.options[:] = [o for o in replay.findings.options if o is not pending.option]
    replay.findings.law(DEUX_JETONS, *both("regimes.deux-jetons-repaired", line=line,
                                           colour=colour))


def _second_jeton_turn(replay: Replay, colour: Colour) -> TurnMarks:
    """The turn whose marks hold ``colour``'s fresh jeton: this one, or the one his own throw
    ended (points the opponent's throw gave are consummated by that throw, and the
    opponent's right to take a mark off outlives it: the text names no term for it)."""
    turn = replay.turn_marks(colour)
    if turn.new_jeton is None:
        return replay.previous_turn_marks(colour) or turn
    return turn


@applies(DEUX_JETONS)
def deux_jetons_consummated(replay: Replay, colour: Colour, line: int | None) -> None:
    """His coup is consummated (a dame touched for his own throw, the dice thrown for points
    of the opponent's) with the fresh jeton still in use: the fault is now final, on that
    act, not on the line where the jeton was set (« pour que la faute soit irrévocablement
    consommée, il ne suffit pas que le joueur qui la commet ait placé et abandonné le
    jeton »). Points the opponent's throw gave are consummated by his own throw, which has
    begun a new turn: the fresh jeton is then the ended turn's."""
    turn = _second_jeton_turn(replay, colour)
    pending = turn.new_jeton
    if pending is None or pending.final or line is None:
        return
    final = replace(pending.fault, consummated=True, act=line)
    replay.findings.faults[:] = [final if f is pending.fault else f
                                 for f in replay.findings.faults]
    replay.revise_turn(colour, turn, turn.with_new_jeton(replace(pending, fault=final,
                                                                  final=True)))
    replay.findings.conclude(*both("regimes.deux-jetons-consummated", line=line,
                                   colour=colour, set_at=pending.line),
                             DEUX_JETONS, line)


@applies(DEUX_JETONS)
def opponent_takes_a_jeton(replay: Replay, taker: Colour, points: int | None,
                           line: int, *, left: bool = False) -> bool:
    """The opponent takes one of the two marks off (« l'adversaire a le droit d'ôter l'une des
    deux marques »): wiping the old points is the penalty the ruling already applied; wiping
    the new ones puts the first jeton back. ``points`` are the points he wipes, or with
    ``left`` the points he leaves (``jeton adversaire N``: the mark that stays names the one
    taken off). True when the act was read so."""
    offender = taker.opponent
    turn = _second_jeton_turn(replay, offender)
    pending = turn.new_jeton
    if pending is None or pending.option is None:
        return False
    new = replay.score.of(offender).points
    if left:
        if points not in (pending.old, new):
            return False
        points = new if points == pending.old != new else pending.old
    if points is not None and points != pending.old and points != new:
        return False
    takes_old = points is None or points == pending.old
    if not takes_old:
        replay.score = replay.score.with_side(
            offender, replay.score.of(offender).evolve(points=pending.old,
                                                       bredouille=pending.bredouille))
    replay.findings.options[:] = [o for o in replay.findings.options if o is not pending.option]
    replay.revise_turn(offender, turn, turn.with_new_jeton(replace(pending, option=None)))
    replay.findings.law(DEUX_JETONS, *both(
        "regimes.deux-jetons-taken", line=line, taker=taker, offender=offender,
        points=pending.old if takes_old else new,
        which=Msg("l'ancienne", "the old one") if takes_old else Msg("la nouvelle", "the new one")))
    return True


@applies("lebrun.ecole-deux-jetons")
def _deux_jetons_lebrun(replay: Replay, act: A.Mark, old: int) -> None:
    colour = act.actor
    assert colour is not None
    line = act.span.line
    why = say("regimes.deux-jetons-lebrun", line=line, colour=colour, old=old, points=act.points)
    open_ecole(replay, FaultKind.ECOLE_DEUX_JETONS, colour, why, ("lebrun.ecole-deux-jetons",), old,
               line, "lebrun.ecole-deux-jetons")
    # his marks are the new jeton's; the old points are the école's matter
    replay.score = replay.score.with_side(
        colour, replay.score.of(colour).evolve(points=act.points, bredouille=False))


@applies(DEUX_JETONS)
def _deux_jetons_guiton(replay: Replay, act: A.Mark, old: int) -> None:
    """No école; the opponent may take one of the two marks off, and the penalty the text
    names is the loss of the old points (« il ne peut être assujetti à d'autre peine qu'à celle
    d'en être privé »): the score after assumes it. The fault becomes final only when his coup
    is consummated (:func:`deux_jetons_consummated`); until then he may repair it."""
    colour = act.actor
    assert colour is not None
    line = act.span.line
    why = say("regimes.deux-jetons-guiton", line=line, colour=colour, old=old, points=act.points)
    fault = replay.findings.fault(Fault(kind=FaultKind.ECOLE_DEUX_JETONS, by=colour,
                                        summary=why, laws=("guiton.III.ecole-deux-jetons",),
                                        consummated=False, act=None))
    replay.findings.conclude(why.fr, why.en, "guiton.III.ecole-deux-jetons", line)
    option = replay.findings.option(
        colour.opponent,
        say("regimes.deux-jetons-guiton.2", colour_opponent=colour.opponent, colour=colour),
        [("ancienne", say("regimes.deux-jetons-guiton.3", old=old), True),
         ("nouvelle", say("regimes.deux-jetons-guiton.4", points=act.points), False)],
        ("guiton.III.ecole-deux-jetons",),
        # the text gives the opponent this right and names no term for it (his throw ends
        # the right to mark an école, and this is none: « il ne peut pour cela marquer
        # l'école »): the option is not said to lapse at a moment the text does not name
        say("regimes.deux-jetons-guiton.term"), assumes_default=True)
    side = replay.score.of(colour)
    if replay.chosen(option) == "ancienne":
        # the old mark taken off: his marks are the new jeton's
        replay.score = replay.score.with_side(
            colour, side.evolve(points=act.points, bredouille=act.bredouille))
    window = replay.window(colour)
    if window is not None and not window.closed:
        window.mark("second-jeton", line, points=act.points)
        replay.turn_does(colour, TurnMarks.with_new_jeton,
                         NewJeton(fault, option, 0, old, side.bredouille, line))


@applies(SORTIE_LEBRUN)
def _sortie_wipe_lebrun(replay: Replay, colour: Colour, wiped: int, line: int,
                       thrown: int) -> None:
    """Points wiped by mistake (on ``line``) while re-piling after bearing off first, and not
    put back before the throw on ``thrown``: by Lebrun, an école the opponent may mark from
    that throw on (« dès qu'il aura jeté le dé »; Guiton: an abandonment, no école)."""
    why = say("regimes.sortie-wipe-lebrun", line=line, colour=colour, wiped=wiped)
    open_ecole(replay, FaultKind.ECOLE_PAR_MOINS, colour, why, (SORTIE_LEBRUN,), wiped, thrown,
               SORTIE_LEBRUN)


@applies(ECOLE_DE_TROU)
def trous_de_trop(replay: Replay, colour: Colour, line: int, count: int, over: int,
                  events: int) -> int:
    """Holes pegged beyond the trous the throw wins: how many trous (of twelve points) the
    fichet is taken to mark.

    Guiton (« Ecole d'école; école de trou »): one or two holes stand for twelve points, three
    or four for twenty-four, so three trous for one make an école of twelve. Lebrun overrides
    it: there is no école of trous, the holes de trop are only taken back (:data:`OVERRIDES`).
    A trou marked double for simple is a correction under both.
    """
    kept = count - over
    kept_events = max(1, trous_of(kept)) if kept > 0 else 0
    if kept_events == 0 or kept_events >= events:
        return events
    rule = override(replay, ECOLE_DE_TROU)
    if rule is not None:
        return rule(replay, colour, line, over, kept_events)
    return events


@applies(ECOLE_DE_TROU_LEBRUN)
def _trous_de_trop_lebrun(replay: Replay, colour: Colour, line: int, over: int,
                          kept_events: int) -> int:
    replay.findings.law(ECOLE_DE_TROU_LEBRUN, *both(
        "regimes.trous-de-trop-lebrun", line=line, colour=colour, over=over))
    return kept_events


@applies(TROUS_V)
def trous_de_trop_leaving(replay: Replay, colour: Colour, line: int, over: int) -> bool:
    """He leaves on the trou his own dé won, having pegged ``over`` holes too many. Guiton
    (V « Ce qui arrive lorsqu'un joueur, pouvant s'en aller, a marqué plus ou moins de trous… »)
    lets the opponent keep him and mark the école of what he claimed beyond; Lebrun overrides
    it (:data:`OVERRIDES`): no école of trous, the holes de trop are only taken back after a
    warning, and nothing takes away the leave his trou gives him. True when the record's body
    of law so decides (the caller then takes the holes back)."""
    rule = override(replay, TROUS_V)
    return bool(rule is not None and rule(replay, colour, line, over))


@applies(TROUS_V_LEBRUN, ECOLE_DE_TROU_LEBRUN)
def _trous_de_trop_leaving_lebrun(replay: Replay, colour: Colour, line: int, over: int) -> bool:
    replay.findings.law(TROUS_V_LEBRUN, *both(
        "regimes.trous-de-trop-leaving-lebrun", line=line, colour=colour, over=over))
    return True


@applies(ECOLE_DE_TROU, ECOLE_DE_TROU_LEBRUN)
def trous_omitted(replay: Replay, colour: Colour, pegged: int, owed: int, short: int,
                  line: int | None) -> int:
    """His coup consummated, he pegged ``pegged`` holes where the throw gave ``owed``, whole
    trous fewer, and is ``short`` points short: how many of those points are no école.

    Guiton (« Ecole d'école; école de trou »): none — « ayant par son dé trois trous, n'en
    marque qu'un … il fait école de douze points ». Lebrun puts his rule in its place: « On ne
    peut pas envoyer à l'école d'un trou entier, c'est-à-dire d'un trou que l'adversaire aurait
    oublié de marquer » (« Des Ecoles »): the trous forgotten are lost to him, without école
    (he is only warned), while points forgotten beyond them remain an école."""
    if override(replay, ECOLE_DE_TROU) is None:
        return 0
    missing = trous_of(owed) - trous_of(pegged)
    forgiven = min(short, 12 * missing)
    if forgiven > 0:
        replay.findings.law(ECOLE_DE_TROU_LEBRUN, *both(
            "regimes.trous-oublies-lebrun", colour=colour, missing=missing, points=forgiven))
    return forgiven


FACULTATIVE = "guiton.III.ecole-facultative"
FAUSSE_RENVOYEE_LEBRUN = "lebrun.fausse-ecole-par-l-envoi"


def _by_body(replay: Replay, guiton: str, lebrun: str) -> str:
    """Of two articles on one matter, the one of the body of law the record's conduct follows:
    where Lebrun says it in a sentence of his own, his; else Guiton's."""
    return lebrun if replay.record.conduct_lois == LEBRUN else guiton


TROU_DOUBLE_TERM_LEBRUN = "lebrun.trou-double-jusqu-au-jeu"


@applies("guiton.III.trou-oublie", "guiton.III.bredouille-des-trous", TROU_DOUBLE_TERM_LEBRUN)
def second_hole_term(replay: Replay, guiton: str) -> str:
    """The article that answers whether the second hole of a trou double pegged simple may
    still be pegged, where it is pegged late: Guiton's ``guiton`` (the one whose words set the
    term the record met); under Lebrun, the clause of his sentence on the term, not the one on
    the école. « il ne peut être envoyé à l'école, parce qu'on n'envoie point à l'école d'un
    trou, mais dès qu'il a joué, il n'est plus reçu à parler de son oubli » (« De la
    Bredouille ») answers two questions: whether it is an école, by its first clause
    (lebrun.partie-double-marquee-simple, which a plea of école still meets, fkm-03); WHEN the
    hole may still be pegged, by its last (ke-11, fq-13, fv-13, xa-03)."""
    return _by_body(replay, guiton, TROU_DOUBLE_TERM_LEBRUN)


@applies(FACULTATIVE, FAUSSE_RENVOYEE_LEBRUN)
def fausse_ecole_sent_back(replay: Replay) -> str:
    """The article under which the victim of a fausse école marks it against the one who made
    it: under Guiton's law, the victim's option to mark an école (« On n'est pas obligé de
    marquer une école »); Lebrun has a sentence of his own on that very mark, which also
    answers the plea that it is an école of an école: « si votre adversaire, croyant que vous
    avez fait une école, vous y envoie, ce n'est plus alors l'école de l'école, et vous pouvez
    fort bien l'envoyer à l'école de ce dont il vous a envoyé à l'école mal à propos »."""
    return _by_body(replay, FACULTATIVE, FAUSSE_RENVOYEE_LEBRUN)


ENVOI_FACULTATIF_LEBRUN = "lebrun.envoi-facultatif"
EFFACER_SUFFIT_LEBRUN = "lebrun.effacer-suffit"


@applies(FACULTATIVE, EFFACER_SUFFIT_LEBRUN, ENVOI_FACULTATIF_LEBRUN)
def excess_only_wiped(replay: Replay) -> tuple[str, ...]:
    """The articles under which the victim of an école par trop who only wiped the excess, and
    marked no école, kept to what the law allows him, the one that says it of that very case
    first: Guiton's « On n'est pas obligé de marquer une école » (« on se contente d'effacer les
    points qui ont été marqués de trop »); Lebrun says it of points marked too many in a
    sentence of his own, « Vous n'êtes pas obligé de mettre votre adversaire à l'école pour les
    points qu'il marque mal à propos, vous les effacez et cela suffit », after the general
    option « Au total, on ne peut être contraint d'envoyer à l'école », cited beside it (a
    demand of the école entière meets that one's condition, hb-04). A query: the step that
    says it, and his sentence's case met, are :func:`.ecole_terms.wiped_not_marked`'s."""
    if replay.record.conduct_lois == LEBRUN:
        return EFFACER_SUFFIT_LEBRUN, ENVOI_FACULTATIF_LEBRUN
    return (FACULTATIVE,)


@applies(ECOLE_DE_TROU, ECOLE_DE_TROU_LEBRUN)
def trou_forgotten(replay: Replay) -> str:
    """The article that says a trou won and forgotten at the fichet, the jeton carried past
    twelve, makes no école: Guiton's « Ecole d'école; école de trou »; where the record's body
    of law puts its own rule in that law's place (Lebrun, :data:`OVERRIDES`), his article on
    that very case: « On ne peut pas envoyer à l'école d'un trou entier, c'est-à-dire d'un trou
    que l'adversaire aurait oublié de marquer » (« Des Ecoles »). A look ahead, not a point
    where the bodies part: both make no école of it, as :func:`ecole_of_a_trou` looks ahead."""
    if override(replay, ECOLE_DE_TROU, reached=False) is None:
        return ECOLE_DE_TROU
    return ECOLE_DE_TROU_LEBRUN


@applies(ECOLE_DE_TROU, PLUS_D_UN_TROU)
def ecole_of_a_trou(replay: Replay, short: int) -> tuple[str, ...]:
    """An école par moins of ``short`` points: if they make a trou or more, the laws by which
    it is an école of points however many trous they make (none for fewer). Guiton's « Ecole
    d'école; école de trou » (« il fait école de douze points »); where the record's body of
    law puts its own rule in that law's place (Lebrun: no école of a whole trou,
    :data:`OVERRIDES`), its article on points beyond a trou goes first: « On peut cependant
    envoyer à l'école de plus d'un trou » (« Des Ecoles »). A look ahead, not the point
    where the bodies part: Lebrun says here what Guiton says."""
    if short < POINTS_PER_TROU:
        return ()
    if override(replay, ECOLE_DE_TROU, reached=False) is None:
        return (ECOLE_DE_TROU,)
    return (PLUS_D_UN_TROU, ECOLE_DE_TROU)


_TROU_PLEA = re.compile(r"école d(?:'un|e|es) trous?\b")
"""The plea that there is no école of a trou (« on n'envoie pas à l'école d'un trou »), in a
dispute's text as :class:`~arbiter.engine.litige.Dispute` keeps it."""


@applies(ECOLE_DE_TROU, ECOLE_DE_TROU_LEBRUN)
def trou_pleaded(replay: Replay, short: int) -> str | None:
    """The article that answers a plea of « no école of a trou » against an omission of
    ``short`` points, fewer than a trou; None where the dispute makes no such plea. The article
    the plea names answers it by what it calls the école of a trou, which an omission of points
    is not, though its points make the victim's trou: Lebrun's « d'un trou entier, c'est-à-dire
    d'un trou que l'adversaire aurait oublié de marquer, ou qu'il aurait marqué de trop »
    (« Des Ecoles »), Guiton's « il n'y a point école de trou » (of trous pegged or forgotten);
    each under its own body of law, as :func:`.par_moins._impossible_pleaded` answers the
    école impossible."""
    dispute = replay.dispute
    if dispute is None or short >= POINTS_PER_TROU or not _TROU_PLEA.search(dispute.text):
        return None
    return _by_body(replay, ECOLE_DE_TROU, ECOLE_DE_TROU_LEBRUN)


_TROU_ECOLE_CLAIM = re.compile(r"(?:école d(?:'un|e|es|u)|l'école (?:le|les|son|ses)) trous?\b")
"""A claim of an école of a trou, in a dispute's text: « l'école du trou », « marquer à l'école
le trou oublié »."""


@applies(ECOLE_DE_TROU, ECOLE_DE_TROU_LEBRUN)
def trou_ecole_claimed(replay: Replay) -> None:
    """Where a dispute claims an école of a whole trou (one forgotten, or pegged of trop),
    the article on the école of a trou under the record's body of law answers it, cited and
    leading the deciding ones (:func:`trou_forgotten`: Lebrun's « On ne peut pas envoyer à
    l'école d'un trou entier … il faut se borner à l'en avertir », Guiton's « Ecole d'école;
    école de trou »). What is claimed decides, not how the trou came to be pegged (ke-08)."""
    dispute = replay.dispute
    if dispute is None or not _TROU_ECOLE_CLAIM.search(dispute.text):
        return
    claimed = trou_forgotten(replay)
    replay.findings.cite(claimed)
    deciding = replay.findings.deciding
    if claimed in deciding:
        deciding.remove(claimed)
    deciding.insert(0, claimed)


_DAME_ACTS = (A.Touch, A.Lift, A.Place, A.Play, A.Release)


@applies(AVANT_DE_TOUCHER_LEBRUN)
def omission_at_the_touch(replay: Replay, line: int | None) -> tuple[str, ...]:
    """An omission of his own throw's points consummated on ``line``: where the record's body
    of law states that term in a sentence of its own, that sentence, to lead the école's laws.
    Guiton's « Époque où les écoles sont consommées » holds every term in one article; Lebrun
    gives the touch its own: « car après que l'on a touché ses dames, on n'y est plus reçu »
    (« De la Manière de marquer les points »), the article that decides an école made so."""
    if replay.record.conduct_lois != LEBRUN or line is None:
        return ()
    act = next((a for a in replay.record.acts if a.span.line == line), None)
    return (AVANT_DE_TOUCHER_LEBRUN,) if isinstance(act, _DAME_ACTS) else ()


@applies(S_EN_ALLER_JETON)
def _leave_after_jeton_lebrun(colour: Colour, line: int, at: int) -> tuple[str, Msg]:
    """By Lebrun the winner may leave « tant qu'il tient son jeton, ou qu'il ne l'a point ôté de
    sa place »: once he has moved it and let it go (line ``at``) he stays (Guiton: the jetons
    may be set at the bande while he considers, « On peut déposer les jetons à la bande… »)."""
    return S_EN_ALLER_JETON, say("regimes.leave-jeton-lebrun", colour=colour, at=at)


@applies(S_EN_ALLER_BOIS)
def _leave_after_bois_lebrun(colour: Colour, line: int, at: int) -> tuple[str, Msg]:
    """By Lebrun « On doit aussi ne pas toucher ni jouer son bois lorsqu'on veut s'en aller ;
    car alors on ne peut plus le faire »: a dame touched to play (line ``at``) bars leaving
    (Guiton: usage allows it, ch. V « La parole est obligatoire… », third paragraph)."""
    return S_EN_ALLER_BOIS, say("regimes.leave-bois-lebrun", colour=colour, at=at)


@applies(ALLEZ_VOUS_EN_LEBRUN)
def _induced_leave_lebrun(replay: Replay, colour: Colour, line: int, told: int) -> None:
    """By Lebrun the opponent who sees a false trou says « Eh bien ! allez-vous-en » to make
    him « consommer son école » (« Des Ecoles », l'école impossible): the breaking that follows
    is the école of ch. V, not an error to reform (Guiton III « On ne peut profiter d'une erreur
    qu'on a occasionée »)."""
    replay.findings.law(ALLEZ_VOUS_EN_LEBRUN, *both(
        "paroles.induced-leave.lebrun", line=line, colour=colour, other=colour.opponent,
        told=told))


@applies(DEBREDOUILLER)
def bredouille_claim_parts(replay: Replay, act: A.SetJeton) -> bool:
    """``act`` takes the opponent's bredouille jeton off, his series having been interrupted:
    whether the bodies of law part on it, and if so the record's body has ruled (True).

    They part once the claimant has played since the marking that interrupted the series:
    Guiton lets the jeton be taken off « le coup d'après » (« Débredouiller »); Lebrun's two
    passages then disagree with each other (:func:`_bredouille_claim_lebrun`). Before he has
    played, every text agrees he is in time: no other opinion is named, and under Lebrun's law
    his own article says why."""
    actor = act.actor
    assert actor is not None
    opp, line = actor.opponent, act.span.line
    held = [c for c in replay.coups if c.score_at_throw.of(opp).bredouille]
    if not held:
        return False
    since = held[-1]
    played = any(since.line < m.line < line for c in replay.coups[since.index:]
                 if c.thrower is actor for m in c.moves)
    rule = override(replay, DEBREDOUILLER, reached=played)
    return bool(rule and rule(replay, act, since, played))


@applies(DEBREDOUILLER_LEBRUN, DELAI_LEBRUN)
def _bredouille_claim_lebrun(replay: Replay, act: A.SetJeton, since, played: bool) -> bool:
    """Lebrun, on the jeton of a bredouille interrupted, after the claimant has played since:
    « De la Bredouille » receives the claim « jusqu'à ce que l'adversaire ait marqué la
    partie », and refuses it only once the partie is marked and « quelques coups » played since;
    « Du privilège de s'en aller » refuses to send the opponent to the école « du jeton, ou des
    points oubliés, ou marqués mal à propos, si vous avez joué depuis ». While the holder has
    not marked a trou since, the first receives the claim and the second refuses it: Lebrun's
    own text does not decide, and the ruling asks, naming both passages. Before he has played,
    both receive it: the jeton is off, by Lebrun's « De la Bredouille ». Once the holder has
    marked a trou, this rule does not speak (False): Guiton's handling stands."""
    assert act.actor is not None
    opp = act.actor.opponent
    if replay.score.of(opp).trous != since.score_at_throw.of(opp).trous:
        return False
    if not played:
        replay.findings.law(DEBREDOUILLER_LEBRUN, *both(
            "regimes.debredouiller-lebrun-in-time", line=act.span.line, actor=act.actor,
            opp=opp))
        replay.findings.cite(DEBREDOUILLER)
        replay.findings.decide(*both("ecoles.bredouille-taken-off.decision", line=act.span.line,
                                     opp=opp), DEBREDOUILLER_LEBRUN)
        return True
    replay.findings.ask(*both("regimes.debredouiller-lebrun", line=act.span.line,
                              actor=act.actor, opp=opp))
    replay.findings.cite(DEBREDOUILLER_LEBRUN, DELAI_LEBRUN, DEBREDOUILLER)
    replay.blocking = True
    return True


@applies(IMPOSSIBLE)
def invitation_consummates(replay: Replay, colour: Colour, line: int) -> bool:
    """``colour`` invites his opponent to throw (line ``line``): whether that consummates his
    own marking of the coup he is in. Guiton: yes, as a throw would, even of a throw he could
    not play (« cette école serait valablement acquise au profit de l'adversaire, si celui qui
    est dans l'impuissance de jouer provoquait lui-même cet adversaire de jeter les dés », « École
    … impossible à marquer »). Lebrun overrides it for a throw of which no dame could be played:
    « on ne peut être envoyé à l'école des points qu'ils produisent » names no act that makes
    it one (:data:`OVERRIDES`)."""
    coup = replay.coup
    if coup is None or coup.void or coup.thrower is not colour \
            or any(play.moves for play in replay.plays(coup)):
        return True
    rule = override(replay, IMPOSSIBLE)
    return rule is None or bool(rule(replay, colour, line))


@applies(IMPOSSIBLE_LEBRUN)
def _invitation_lebrun(replay: Replay, colour: Colour, line: int) -> bool:
    replay.findings.law(IMPOSSIBLE_LEBRUN, *both("regimes.impossible-lebrun", line=line,
                                                 colour=colour))
    return False


OVERRIDES: dict[str, dict[str, Callable[..., object]]] = {
    LEBRUN: {DEUX_JETONS: _deux_jetons_lebrun, SORTIE_GUITON: _sortie_wipe_lebrun,
             ECOLE_DE_TROU: _trous_de_trop_lebrun, TROUS_V: _trous_de_trop_leaving_lebrun,
             JETONS_BANDE: _leave_after_jeton_lebrun,
             PAROLE: _leave_after_bois_lebrun, DEBREDOUILLER: _bredouille_claim_lebrun,
             ERREUR_OCCASIONNEE: _induced_leave_lebrun,
             IMPOSSIBLE: _invitation_lebrun},
}
"""Each body of law other than Guiton's, as the rules it puts in place of Guiton's named
laws. A law not listed is Guiton's; adding a regime means adding its overrides here, and its
terms to the clock (:data:`.clock.CLOCK`) where it moves a deadline."""



@applies("lebrun.marquer-les-points", "lebrun.bredouille", "lebrun.jan-de-retour")
def lebrun_citations(replay: Replay) -> None:
    """Under Lebrun's law, the ruling cites his sections that answer to facts of the record
    rather than to a law of Guiton's the engine applies: marks made (« De la Manière de marquer
    les points »), trous won or pegged (« De la Bredouille »), dames played in the last jan
    (« Démonstration de la manière de lever… »). Everything else Lebrun says is cited from the
    law base's classification (:mod:`.bodies`)."""
    if replay.record.conduct_lois != LEBRUN:
        return
    findings = replay.findings
    acts = replay.record.acts
    if any(isinstance(a, A.Mark | A.SetJeton | A.MarkEcole) for a in acts):
        findings.cite("lebrun.marquer-les-points")
    if any(isinstance(a, A.MarkTrous) for a in acts) or any(
            replay.score.of(c).trous != replay.record.score.of(c).trous for c in BOTH):
        findings.cite("lebrun.bredouille")
    last = replay.conduct.last_quarter
    if last and any(sum(c.position_before.row(c.thrower)[last.start:last.stop])
                    for c in replay.coups):
        findings.cite("lebrun.jan-de-retour")
