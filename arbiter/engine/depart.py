"""Words that bind, and the laws for leaving or staying (Guiton ch. V).

A player may leave (« s'en aller »: both sides re-pile and play on) only on a trou won by his
own throw, and not once he has marked the points he has over (« de reste »). « Je m'en vais »,
« je reste », « je ne marque pas » and « je romps » bind like acts; other words do not
(« tout est-il joué ? » binds nobody).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import dice, ecole_laws, ecoles, marks, regimes, trous
from arbiter.engine.dispatch import LawFamily
from arbiter.engine.marks import false_trou_back, open_ecole, undo_excess
from arbiter.engine.table import Pending, Term
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.notation.record import PartieKind
from arbiter.ruling import Fault
from arbiter.sayings import reading
from arbiter.score import POINTS_PER_TROU, TROUS_PER_PARTIE
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup, Window

CONDITIONS = "guiton.V.conditions-s-en-aller"
PAROLE = "guiton.V.parole-obligatoire"
RESTE = "guiton.V.reste-marque"
FAUX_TROU = "guiton.V.faux-trou-rompre"
TROUS = "guiton.V.trous-de-plus-ou-de-moins"
TROUS_REPRIS = "trous-de-trop-repris"
"""A pending correction: the trous de trop the ruling already takes back (ch. V)."""
JETONS_AVANT = "guiton.III.jetons-avant-le-trou"
BREDOUILLE = "guiton.I.bredouille"
TROU_OUBLIE = "guiton.III.trou-oublie"
JETONS_BANDE = "guiton.V.jetons-a-la-bande"
SORTIE = "guiton.V.sortie-s-en-aller"
FAUSSE_CASE_VUE_APRES = "guiton.III.fausse-case-consommee"
POUR_TOUT = "guiton.VII.jouer-pour-tout"
POUR_TOUT_DEF = "guiton.I.jouer-pour-tout"
QUATORZE = "guiton.III.quatorze-dames"
NON_JOUEUR = "guiton.III.non-joueur-leve-ses-dames"
PARTIE = "guiton.VIII.partie-en-douze-trous"
PAR_ERREUR = "guiton.III.s-en-aller-par-erreur"
ECOLE_DE_TROU = "guiton.III.ecole-d-ecole"

@applies(PAROLE, "guiton.III.avertissement-ne-marque-pas", "guiton.III.erreur-occasionnee",
         ecole_laws.FACULTATIVE, ecole_laws.IMPOSSIBLE, POUR_TOUT, POUR_TOUT_DEF)
def on_say(replay: Replay, act: A.Say) -> None:
    colour = act.actor
    assert colour is not None
    line = act.span.line
    kind, unbound = reading(act.words)
    coup = replay.coup
    quoted = f"« {act.words} »"
    if kind == "leave":
        _leave(replay, colour, line, words=True)
    elif kind == "stay":
        if coup is not None and coup.leaving is not None and coup.leaving < line \
                and coup.thrower is colour and not any(
                    f.by is colour and f.act == coup.leaving and f.kind in (
                        FaultKind.DEPART_IRREGULIER, FaultKind.TROUS_DE_TROP)
                    for f in replay.findings.faults):
            # he had already bound himself to leave: these later words do not bind him
            replay.findings.law(PAROLE, *both("paroles.on-say.stay-after-leave", line=line,
                                              colour=colour, quoted=quoted,
                                              leaving=coup.leaving))
            return
        if coup is not None:
            coup.staying = line
        replay.findings.law(PAROLE, *both("paroles.on-say", line=line, colour=colour,
                                          quoted=quoted))
        _choice_after_pour_tout(replay, colour)
    elif kind == "ne_marque_pas":
        window = replay.window(colour)
        if window is not None:
            window.said_ne_marque_pas = line
        replay.findings.law("guiton.III.avertissement-ne-marque-pas",
                            *both("paroles.on-say.2", line=line, colour=colour))
    elif kind == "misled":
        window = replay.window(colour.opponent)
        if window is not None:
            window.misled_at = line
        replay.findings.law("guiton.III.erreur-occasionnee",
                            *both("paroles.on-say.3", line=line, colour=colour, quoted=quoted))
    elif kind == "told_trou":
        window = replay.window(colour.opponent)
        if window is not None:
            window.told_trou_at = line   # judged by the écoles (marks.par_trop)
        replay.findings.fact(*both("paroles.told-trou", line=line, colour=colour,
                                   quoted=quoted), line)
    elif kind == "decline":
        declined = [e for e in replay.open_ecoles
                    if e.victim is colour and not e.lapsed and e.claimed < e.points]
        for ecole in declined:
            ecole.lapsed = True
            if ecole.par_trop:
                undo_excess(replay, ecole, ecole.points)   # what he wiped by hand stays wiped
        replay.findings.conclude(
            *both("paroles.on-say.4", line=line, colour=colour), ecole_laws.FACULTATIVE, line)
    elif kind == "bredouille_contestee":
        _bredouille_contested(replay, colour, line)
    elif kind == "romps":
        dice.on_rompt(replay, A.Rompt(actor=colour, span=act.span))
    elif kind == "claim_fausse_case":
        _fausse_case_claimed(replay, colour, line)
    elif kind == "invite":
        ecoles.invited(replay, colour, line)
    elif kind == "tout_joue":
        replay.findings.reject(
            *both("paroles.on-say.5", line=line, quoted=quoted),
            ecole_laws.IMPOSSIBLE)
    elif kind == "gagne":
        replay.findings.law(ecole_laws.IMPOSSIBLE,
                            *both("paroles.on-say.6", line=line, colour=colour, quoted=quoted))
    elif kind == "pour_tout":
        replay.pour_tout.add(colour)
        replay.findings.law(POUR_TOUT_DEF, *both("paroles.on-say.7", line=line, colour=colour))
    elif unbound is not None:
        asked = unbound == "asked"
        replay.findings.reject(
            *both("paroles.not-binding.asked" if asked else "paroles.not-binding.condition",
                  line=line, colour=colour, quoted=quoted),
            PAROLE)
    else:
        replay.findings.fact(*both("paroles.on-say.8", line=line, colour=colour, quoted=quoted),
                             line)


@applies(FAUSSE_CASE_VUE_APRES)
def _fausse_case_claimed(replay: Replay, colour: Colour, line: int) -> None:
    """The opponent claims a fausse case: once he has thrown his dice since, he may no longer
    (« Quand un joueur ne s'aperçoit de la fausse case qu'après avoir jeté son dé, il ne peut
    plus réclamer »)."""
    coup = replay.coup
    made = [f for f in replay.findings.faults_of(FaultKind.FAUSSE_CASE)
            if f.by is colour.opponent and f.act is not None]
    if not made or coup is None or coup.thrower is not colour or coup.line < made[-1].act:
        return
    replay.findings.conclude(
        *both("paroles.fausse-case-trop-tard", line=line, colour=colour, thrown=coup.line,
              made=made[-1].act), FAUSSE_CASE_VUE_APRES, line)


@applies(JETONS_AVANT, BREDOUILLE)
def _bredouille_contested(replay: Replay, colour: Colour, line: int) -> None:
    """The opponent denies the bredouille of a trou marked double after the jetons were moved:
    his word prevails and the trou is simple (« Peine encourue par celui qui enlève les
    jetons avant de marquer le trou »). When the trou was pegged before the jetons moved, that
    article has nothing to say: the jetons showed the bredouille (ch. I « Bredouille ») and
    the two trous stand."""
    other = colour.opponent
    if replay.pending_of("double-after-wipe", other) is not None:
        trous.trou_simple_by_word(replay, other, line, line)
        return
    if trous.bredouille_denied_early(replay, other, line):
        return
    replay.findings.reject(
        *both("paroles.bredouille-contested", line=line, colour=colour, other=other),
        BREDOUILLE)


def on_releve(replay: Replay, act: A.Releve) -> None:
    colour = act.actor
    assert colour is not None
    coup = replay.coup
    if coup is not None and coup.thrower is colour.opponent \
            and (_acquiesced(replay, coup, colour, act.span.line)
                 or _not_his_coup(replay, coup, colour, act.span.line)):
        return
    window = replay.window(colour)
    if (window is not None and not window.closed and window.fichet > 0
            and window.expected_trous > 0 and not _reste_marked(replay, colour)
            and not _reste_on_their_de(replay, colour)):
        # He pegged a trou and takes up his dames: the jeton goes back to the bande with
        # them; it is not left showing points (compare « jeton laissé » in ecoles). Not when
        # he had marked his reste first: then he may no longer leave (« On ne peut s'en aller
        # lorsqu'on a marqué les points qu'on a de reste »), and his jeton stays where it is.
        # Not for a trou he has not won either (« Peine qu'encourt celui qui, croyant avoir le
        # trou, et ne l'ayant pas, rompt son jeu »): nothing takes his points away, and the
        # trous taken back, his jeton must still show them.
        # Nor when the trou came by the opponent's dé, on which he may never leave (« on ne
        # peut s'en aller si ce trou est acquis par le dé de l'adversaire »): the reste he
        # rightly marked stays marked.
        _jeton_to_bande(replay, colour, act.span.line)
    if coup is not None and coup.leaving is not None and coup.thrower is colour:
        # he already said he leaves: taking up his dames is the leaving itself; on a trou he
        # has not, it is the breaking of his game that gives the opponent his choice of the
        # dames touched (« Peine qu'encourt celui qui, croyant avoir le trou… »)
        if any(f.by is colour and f.act == coup.leaving and FAUX_TROU in f.laws
               for f in replay.findings.faults):
            window = coup.windows.get(colour)
            if window is not None:
                window.breaking_at = act.span.line
            _touched_dames_option(replay, colour)
        return
    if window is not None and window.fichet_alone:
        window.breaking_at = act.span.line   # a trou not won: the false trou of ch. V
    if coup is not None and coup.thrower is colour and not coup.dames_touched:
        coup.dames_touched = True
        replay.consummate(colour, act.span.line,
                          say("paroles.on-releve"))
    _leave(replay, colour, act.span.line, words=False)
    before = _act_before(replay, act)
    if coup is not None and coup.thrower is colour and isinstance(before, A.Releve) \
            and before.actor is colour.opponent and coup.leaving == act.span.line:
        # the other broke his game just before him, sharing his error: the same consent
        _acquiesce(replay, coup, colour.opponent, before.span.line)


@applies(NON_JOUEUR)
def _not_his_coup(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """The player who is not throwing takes up his dames, believing the thrower is going to
    leave, without having pegged a trou of his own or said that he leaves: « Comme ce n'est pas
    à lui à jouer, l'action de lever ses dames ne peut tirer à conséquence; il n'y a que le jet
    des dés qui, en pareil cas, détermine l'école » (Guiton III, « Celui qui ne joue pas, et qui
    par erreur lève ses dames, ne fait pas école »). No departure of his, no word of the
    thrower's, no école. True when so."""
    window = coup.windows.get(colour)
    if coup.closed or coup.leaving is not None or (window is not None and window.fichet > 0):
        return False
    replay.findings.law(NON_JOUEUR, *both("paroles.non-joueur-releve", line=line,
                                           colour=colour, thrower=coup.thrower))
    return True


def _act_before(replay: Replay, act: A.Act) -> A.Act | None:
    acts = replay.record.acts
    at = next((i for i, a in enumerate(acts) if a is act), None)
    return acts[at - 1] if at else None


@applies(PAR_ERREUR)
def _acquiesce(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """``colour`` broke his game together with the thrower who left on a false trou: the
    consent of « Quand un joueur s'en va par erreur, si l'adversaire rompt en même temps, le
    trou est bien acquis ». True when there was such a false trou to consent to."""
    thrower = coup.thrower
    false_trou = [f for f in replay.findings.faults
                  if f.by is thrower and FAUX_TROU in f.laws and f.act == coup.leaving]
    if not false_trou:
        return False
    ecoles = [e for e in replay.open_ecoles if e.fault.by is thrower
              and e.fault.kind == FaultKind.ECOLE_PAR_TROP
              and e.fault.act is not None and e.fault.act >= coup.line]
    if any(e.claimed for e in ecoles):
        return False
    for ecole in ecoles:
        replay.open_ecoles.remove(ecole)
        false_trou.append(ecole.fault)
    replay.findings.faults[:] = [f for f in replay.findings.faults
                                 if not any(f is g for g in false_trou)]
    replay.findings.options[:] = [o for o in replay.findings.options
                                  if not (o.holder is colour and FAUX_TROU in o.laws)]
    window = coup.windows.get(thrower)
    pegged = window.fichet if window is not None else 1
    if window is not None:
        window.closed = True
        window.closed_by = coup.leaving
    # the trou stands: his jeton starts afresh, and the opponent's points go with the trou
    before = coup.score_at_throw.of(thrower)
    replay.score = replay.score.with_side(
        thrower, replay.score.of(thrower).evolve(points=0, bredouille=False,
                                                 trous=before.trous + max(1, pegged)))
    replay.score = replay.score.with_side(
        colour, replay.score.of(colour).evolve(points=0, bredouille=False))
    replay.pending[:] = [p for p in replay.pending if p.colour is not thrower
                         or p.kind != TROUS_REPRIS]
    replay.findings.conclude(
        *both("paroles.breaks-with-him", line=line, colour=colour, thrower=thrower,
              leaving=coup.leaving),
        PAR_ERREUR, line)
    replay.findings.decide(*both("paroles.breaks-with-him.decision", colour=thrower))
    return True


@applies(QUATORZE)
def _fifteenth_found_since(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """He said he stays, then the opponent was found with fourteen dames before throwing
    again: he may leave all the same, the rentrée of the fifteenth dame making his stay worse
    (Guiton III, « Jouer avec une dame de moins »: « il peut néanmoins s'en aller, si l'absence
    de cette dame est reconnue avant que l'autre joueur ait jeté les dés pour le coup
    suivant »). True when so; his word then does not bind him."""
    assert coup.staying is not None
    found = [f for f in replay.findings.faults_of(FaultKind.QUATORZE_DAMES)
             if f.by is colour.opponent and f.act is not None and coup.staying < f.act < line]
    if coup.thrower is not colour or not found:
        return False
    replay.findings.law(QUATORZE, *both("paroles.stay-undone-by-fifteenth", line=line,
                                         colour=colour, staying=coup.staying,
                                         found=found[0].act))
    return True


@applies(PAR_ERREUR)
def _acquiesced(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """The opponent of a player who broke his game to leave on a trou he had not breaks his own
    before claiming anything, without a word in between: « si l'adversaire, partageant son
    erreur, rompt aussi en même temps le sien, le trou est bien acquis, et le relevé
    irrévocablement terminé » (III « Quand un joueur s'en va par erreur… »). True when so."""
    if coup.thrower is colour or coup.leaving is None:
        return False
    if any(isinstance(a, A.Say) and a.actor is colour and coup.leaving < a.span.line < line
           for a in replay.record.acts):
        return False    # he spoke first: he did not share the error in silence
    return _acquiesce(replay, coup, colour, line)


@applies(POUR_TOUT)
def _choice_after_pour_tout(replay: Replay, colour: Colour) -> None:
    """Having agreed to play « pour tout » does not take away the choice to stay or leave: it
    is made on the throw once seen (VII « Difficulté relative à la sortie du jan de retour »).
    The article bears only when that throw bore off his last dames and won him the trou by
    his own dé; a « pour tout » throw that wins no trou leaves no choice to make."""
    coup = replay.coup
    if colour not in replay.pour_tout or coup is None or coup.void or coup.thrower is not colour:
        return
    if not _by_sortie(replay, coup, colour):
        return
    won, _ = _trou_by_own_throw(replay, coup, colour)
    if won:
        replay.findings.law(POUR_TOUT, *both("paroles.pour-tout-choix", colour=colour))


def _by_sortie(replay: Replay, coup: Coup, colour: Colour) -> bool:
    """The throw ended ``colour``'s sortie: his last dames are off, or he played it « pour
    tout », the coups left suppressed by agreement."""
    if not any(i.kind == "sortie" and i.beneficiary is colour for i in coup.items):
        return False
    return colour in replay.pour_tout or (
        bool(replay.position.total(colour)) and replay.position.on_board(colour) == 0)


def _reste_marked(replay: Replay, colour: Colour) -> bool:
    """Whether ``colour``, the thrower, has won a trou by his own throw and already marked the
    points he has over on his jeton in this coup (his jeton moved, and showing points)."""
    coup = replay.coup
    window = replay.window(colour)
    if coup is None or coup.void or coup.thrower is not colour or coup.leaving is not None:
        return False
    if window is None or not window.jeton_lines or replay.score.of(colour).points <= 0:
        return False
    won, _ = _trou_by_own_throw(replay, coup, colour)
    return won > 0


def _reste_on_their_de(replay: Replay, colour: Colour) -> bool:
    """Whether ``colour`` has won a trou by the opponent's throw in this coup and marked the
    points he has over on his jeton (his jeton moved, and showing points)."""
    coup = replay.coup
    window = replay.window(colour)
    if coup is None or coup.void or coup.thrower is colour:
        return False
    if window is None or not window.jeton_lines or replay.score.of(colour).points <= 0:
        return False
    won, _ = _trou_by_own_throw(replay, coup, colour)
    return won > 0


def _jeton_to_bande(replay: Replay, colour: Colour, line: int, *, dames: bool = True) -> None:
    """Leaving, one keeps no points: the reste is lost (« Qui s'en va, perd tous les points qu'il
    a de reste », Lebrun) and the points before the trou went into it. The score says so; the
    ruling does not pretend the jeton was moved, which only the record can show (``dames``: the
    record shows the dames taken up; else he left by his words, and no dame is said touched)."""
    points = replay.score.of(colour).points
    if points <= 0:
        return
    replay.score = replay.score.with_side(
        colour, replay.score.of(colour).evolve(points=0, bredouille=False))
    window = replay.window(colour)
    if window is not None and not window.closed:
        window.marked -= points
    replay.findings.fact(
        *both("paroles.jeton-to-bande" if dames else "paroles.jeton-to-bande-leaving",
              line=line, colour=colour, points=points), line)


def _trou_by_own_throw(replay: Replay, coup: Coup, colour: Colour) -> tuple[int, int]:
    """(trous his own throw wins him, points he lacked for a trou) for ``colour``."""
    before = coup.score_at_throw
    after = replay.marking.add_points(before, colour, coup.due(colour))
    won = after.of(colour).trous - before.of(colour).trous
    lacking = 0 if won else POINTS_PER_TROU - before.of(colour).points - coup.due(colour)
    return won, lacking


@applies(PAROLE, CONDITIONS, RESTE, TROUS, JETONS_BANDE, "guiton.I.aller", "guiton.I.tenir",
         SORTIE, TROU_OUBLIE, ECOLE_DE_TROU)
def _leave(replay: Replay, colour: Colour, line: int, *, words: bool) -> None:
    coup = replay.coup
    how = "dit qu'il s'en va" if words else "relève ses dames pour s'en aller"
    how_en = "says he leaves" if words else "takes up his dames to leave"
    if coup is None or coup.void:
        replay.findings.ask(
            f"Ligne {line} : {colour} {how}, mais aucun coup n'est enregistré avant ; quel "
            "trou invoque-t-il ?",
            f"Line {line}: {colour} {how_en}, but no throw is recorded before; which trou "
            "does he rely on?")
        return
    if coup.leaving is not None:
        return
    coup.leaving = line
    replay.findings.cite(PAROLE)
    if coup.staying is not None and coup.staying < line \
            and not _fifteenth_found_since(replay, coup, colour, line):
        _irregular(replay, colour, line, PAROLE,
                   say("paroles.leave", colour=colour, staying=coup.staying))
        return
    if _partie_won(replay, coup, colour, line):
        return
    if coup.thrower is not colour:
        won, _ = _trou_by_own_throw(replay, coup, colour)
        why = (say("paroles.leave.2", colour=colour) if won else
               say("paroles.leave.3", colour=colour))
        if won:     # ch. I says it in so many words: a trou from the opponent's dice binds
            replay.findings.law(
                "guiton.I.tenir",
                f"Le trou que {colour} marque provient du dé de son adversaire : il est obligé "
                "de tenir.",
                f"The trou {colour} marks comes from his opponent's dice: he is bound to stay.")
        _irregular(replay, colour, line, CONDITIONS, why)
        return
    won, lacking = _trou_by_own_throw(replay, coup, colour)
    if not won:
        if _sortie_trou_before(replay, coup, colour) is not None:
            _lapsed_after_sortie(replay, coup, colour, line)
            return
        if words and not coup.dames_touched:
            # Words alone break nothing: the penalty falls on him who « après l'avoir marqué,
            # rompt son jeu pour s'en aller », and a fichet moved is no école while no dame
            # or jeton is touched (III « Le fichet déplacé ne fait pas école »). Until he
            # breaks his game he may take his trou back and play on.
            coup.leaving = None
            replay.findings.law(FAUX_TROU, *both("paroles.false-leave-words", line=line,
                                                 colour=colour, lacking=lacking))
            return
        _false_trou(replay, coup, colour, line, lacking, words=words)
        return
    window = coup.windows[colour]
    if replay.score.of(colour).points > 0 and window.jeton_lines:
        _irregular(replay, colour, line, RESTE,
                   Msg(f"{colour} a marqué ses points de reste (ligne "
                       f"{window.jeton_lines[-1]}) avant de parler de s'en aller : il doit "
                       "rester.",
                       f"{colour} marked his points de reste (line {window.jeton_lines[-1]})"
                       " before speaking of leaving: he must stay."))
        return
    if _lebrun_bars_leaving(replay, coup, colour, line):
        return
    if _by_sortie(replay, coup, colour):
        replay.findings.law(SORTIE, *both("paroles.trou-par-la-sortie", colour=colour))
        _choice_after_pour_tout(replay, colour)
    reste = replay.marking.add_points(coup.score_at_throw, colour, coup.due(colour))
    if window.jeton_lines and replay.score.of(colour).points == 0 and reste.of(colour).points:
        replay.findings.law(JETONS_BANDE, *both("paroles.jetons-a-la-bande", colour=colour,
                                                 jeton=window.jeton_lines[-1]))
    if window.fichet > window.expected_trous > 0 and _same_twelve(window):
        # a trou double pegged for a simple one (or the like) claims no point beyond those he
        # won: only the hole de trop is taken back, there is no école de trop for ch. V to
        # punish, and the leave stands (III « Ecole d'école; école de trou »)
        replay.findings.law(ECOLE_DE_TROU,
                            *both("paroles.leave.double-for-simple", colour=colour,
                                  fichet=window.fichet, expected_trous=window.expected_trous))
        # ... and the ruling that says so takes it back (the same correction as a coup
        # consummated without leaving: the opponent's own taking back is then that one)
        trous.double_for_simple_taken_back(replay, window, line)
    elif window.fichet > window.expected_trous > 0:
        extra = window.fichet - window.expected_trous
        why = say("paroles.leave.4", colour=colour, fichet=window.fichet,
                  expected_trous=window.expected_trous)
        claimed = _points_for_trous(replay, coup, colour, window.fichet)
        if claimed is None:
            replay.findings.ask(
                *both("paroles.leave.5", colour=colour, fichet=window.fichet))
            replay.blocking = True
            return
        # Staying is the default of the option below: the extra trous go and his marks are
        # what the throw gave him; the opponent marks the école of what he claimed beyond.
        correct = replay.marking.correct(coup.score_at_throw, coup.items).of(colour)
        replay.score = replay.score.with_side(colour, correct)
        # the opponent's own taking back of the trous de trop is this same correction
        replay.pending.append(Pending(TROUS_REPRIS, colour, Term.OPPONENT_THROW, line,
                                      extra, TROUS))
        ecole = claimed - coup.due(colour)
        _supersede_par_trop(replay, coup, colour)
        open_ecole(replay, FaultKind.TROUS_DE_TROP, colour, why, (TROUS,), ecole, line, TROUS)
        replay.findings.option(
            colour.opponent,
            say("paroles.leave.6", colour_opponent=colour.opponent, colour=colour, extra=extra,
                ecole=ecole),
            [("rester", say("paroles.leave.7"), True),
             ("laisser", say("paroles.leave.8"), False)],
            (TROUS,), assumes_default=True)
        return
    if 0 < window.fichet < window.expected_trous:
        # said, not yet done: the trou double may still be completed (trous._leave_said_only)
        replay.findings.law(TROUS,
                            *both("paroles.leave.9-words" if words and not coup.dames_touched
                                  else "paroles.leave.9", colour=colour, fichet=window.fichet,
                                  expected_trous=window.expected_trous))
    elif window.fichet == 0 and window.expected_trous > 0:
        # the right to leave does not hang on pegging the trou (ch. V, « soit qu'on oublie de
        # le marquer »), but taking up one's dames to leave is a coup played: the trou can no
        # longer be marked (ch. III, « On ne peut plus marquer un trou oublié… »)
        replay.findings.law(TROU_OUBLIE,
                            *both("paroles.leave.forgotten-trou", colour=colour,
                                  expected_trous=window.expected_trous))
    if reste.of(colour).points:
        # his reste left unmarked (marked, it would have bound him to stay, above): that
        # article says why it is no école (leaving, he forfeits the reste)
        replay.findings.law(RESTE, *both("paroles.leave-reste-unmarked", line=line,
                                         colour=colour, reste=reste.of(colour).points))
    # the article on binding words says how one leaves: by saying it, or, as usage allows, by
    # taking up one's dames without a word
    replay.findings.law(PAROLE, *both("paroles.leave-by-words" if words
                                      else "paroles.leave-by-dames", line=line, colour=colour))
    _escaped_by_leaving(replay, coup, colour, line)
    _jeton_to_bande(replay, colour, line, dames=not words)
    # Leaving forfeits the points de reste: what he left unmarked or marked too much on his
    # jeton goes with it, so his window is closed without an école (Guiton ch. V).
    window.closed = True
    window.closed_by = line
    replay.findings.conclude(
        *both("paroles.leave.10", line=line, colour=colour, won=won),
        CONDITIONS, line)
    replay.findings.decide(*both("paroles.leave.11", colour=colour))


@applies(PARTIE, "guiton.VIII.s-en-aller-a-ecrire")
def _partie_won(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """The throw wins him the twelfth trou of a partie en douze trous, by his own dé or by
    points the opponent gives him (VIII: « La partie en douze trous peut se gagner et se
    terminer par les points que l'adversaire donne en battant à faux »): the partie is over,
    and taking up his dames is no leave: the laws for leaving or staying, whose dé gave the
    trou and his reste marked among them, govern the partie going on, which no longer arises.
    True when so."""
    if replay.record.partie is not PartieKind.DOUZE_TROUS:
        return False
    before = coup.score_at_throw
    after = replay.marking.add_points(before, colour, coup.due(colour))
    if before.of(colour).trous >= TROUS_PER_PARTIE or \
            after.of(colour).trous < TROUS_PER_PARTIE:
        return False
    replay.findings.conclude(*both("paroles.partie-gagnee", line=line, colour=colour), PARTIE,
                             line)
    if coup.thrower is not colour:
        replay.findings.cite("guiton.VIII.s-en-aller-a-ecrire")   # « … en battant à faux »
    return True


def _sortie_trou_before(replay: Replay, coup: Coup, colour: Colour) -> Coup | None:
    """The coup just before ``coup``, if ``colour`` threw it, bore his last dames off with it
    and won a trou by it: the sortie whose choice to stay or leave he had until this throw."""
    earlier = [c for c in replay.coups if c.line < coup.line and not c.void]
    if not earlier:
        return None
    before = earlier[-1]
    if before.thrower is not colour or not any(i.kind == "sortie" and i.beneficiary is colour
                                               for i in before.items):
        return None
    won, _ = _trou_by_own_throw(replay, before, colour)
    return before if won else None


@applies(SORTIE, POUR_TOUT)
def _lapsed_after_sortie(replay: Replay, coup: Coup, colour: Colour, line: int) -> None:
    """He speaks of leaving on the throw that follows his sortie: the choice the trou of the
    sortie gave him had to be announced before he threw again (V « Celui qui, au jan de
    retour, prend le trou par le droit de sortie des dames, peut s'en aller »: « s'il
    n'annonçait pas qu'il s'en va, avant de jeter son dé »; VII « Difficulté relative à la
    sortie du jan de retour »: « déchu… s'il avait jeté le dé une seconde fois »). He is déchu
    of it and stays; he claimed a right he had lost, not a trou he had not: no école."""
    before = _sortie_trou_before(replay, coup, colour)
    assert before is not None
    _irregular(replay, colour, line, SORTIE, Msg(
        f"{colour} a pris le trou par sa sortie (ligne {before.line}) mais a jeté les dés du "
        f"relevé suivant (ligne {coup.line}) sans annoncer qu'il s'en allait : il est déchu du "
        "choix et doit rester ; ce coup ne lui donne aucun trou, et il n'en a marqué aucun : "
        "pas d'école.",
        f"{colour} took the trou by his sortie (line {before.line}) but threw the dice of the "
        f"next relevé (line {coup.line}) without announcing that he left: he has lost the "
        "choice and must stay; this throw gives him no trou and he pegged none: no école."))
    replay.findings.law(POUR_TOUT, *both("paroles.pour-tout-dechu", colour=colour))


def _lebrun_bars_leaving(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """Acts before the leave that Guiton allows and Lebrun holds to bar it (« Du privilège de
    s'en aller »): the jeton taken from its place and let go (Guiton: « On peut déposer les
    jetons à la bande pendant qu'on délibère »), a dame touched or played (Guiton: the usage of
    ch. V « La parole est obligatoire… », third paragraph). Under the body of law that bars it,
    the leave is irregular and Guiton's opinion is named; under Guiton's, Lebrun's is. True when
    the leave is barred."""
    window = coup.windows[colour]
    acts: list[tuple[str, int]] = []
    moved = [at for at in window.jeton_lines if at < line]
    # Lebrun's leaver keeps his jeton where it stood (« peut jouer sans crainte d'être envoyé à
    # l'école faute d'avoir ôté son jeton »): taking it off, even to the bande on a trou with
    # nothing de reste, is the act of one who stays
    if moved:
        acts.append((regimes.JETONS_BANDE, moved[0]))
    touched = [at for _, at in coup.touched if at < line] + \
        [m.line for m in coup.moves if m.line < line]
    # the trou of the sortie is won by playing the last dames off: playing them is no bar
    if touched and not _by_sortie(replay, coup, colour):
        acts.append((regimes.PAROLE, min(touched)))
    for law, at in acts:
        # where the bodies part; the other one's opinion is named from the law base (bodies.py)
        rule = regimes.override(replay, law)
        if rule is None:
            continue
        lebrun_law, why = rule(colour, line, at)
        _irregular(replay, colour, line, lebrun_law, why)
        return True
    return False


@applies(PAROLE)
def _escaped_by_leaving(replay: Replay, coup: Coup, colour: Colour, line: int) -> None:
    """An école his marks of this coup made when he touched his dames (his old points left on
    the jeton with the trou, his reste not marked) falls when he then leaves on his trou: « il
    échappe à l'école et aux suites funestes de sa faute en rompant son jeu pour s'en aller »
    (V « La parole est obligatoire… », third paragraph: « ayant huit points et oubliant, en
    prenant le trou, de les démarquer, il s'en apercevait au moment où il prend ses dames pour
    remplir »). Those points are his reste, which leaving forfeits anyway. Not an école his
    throw itself consummated (points the opponent's last coup gave him, left unmarked): that
    one is the opponent's, leave or not."""
    kinds = (FaultKind.ECOLE_PAR_TROP, FaultKind.ECOLE_PAR_MOINS)
    for ecole in [e for e in replay.open_ecoles
                  if e.fault.by is colour and e.fault.kind in kinds and not e.claimed
                  and not e.lapsed and e.fault.act is not None and e.fault.act > coup.line]:
        replay.open_ecoles.remove(ecole)
        if ecole.fault in replay.findings.faults:
            replay.findings.faults.remove(ecole.fault)
        replay.findings.law(PAROLE, *both("paroles.ecole-escaped", line=line, colour=colour,
                                          made=ecole.fault.act, points=ecole.points))


def _same_twelve(window: Window) -> bool:
    """The holes pegged stand for no more points than the trous won: one or two holes are
    twelve points, three or four twenty-four (Guiton III « Ecole d'école; école de trou »)."""
    return marks.trous_of(window.fichet) <= max(1, marks.trous_of(window.expected_trous))


@applies(TROUS)
def _supersede_par_trop(replay: Replay, coup: Coup, colour: Colour) -> None:
    """Ch. V decides the marks of a player who leaves with trous de trop: the école par trop
    his jeton made under ch. III in this coup (the jeton sent to the bande with the trous) is
    that same error, judged by ch. V's rule and its école, not a second école beside it."""
    for ecole in [e for e in replay.open_ecoles
                  if e.fault.by is colour and e.par_trop and not e.claimed and not e.lapsed
                  and e.fault.kind == FaultKind.ECOLE_PAR_TROP
                  and e.fault.act is not None and e.fault.act >= coup.line]:
        replay.open_ecoles.remove(ecole)
        if ecole.fault in replay.findings.faults:
            replay.findings.faults.remove(ecole.fault)
        replay.findings.law(TROUS, *both("paroles.par-trop-superseded", colour=colour,
                                         line=ecole.fault.act, points=ecole.points))


def _points_for_trous(replay: Replay, coup: Coup, colour: Colour, trous: int) -> int | None:
    """The fewest points that would have given ``colour`` these ``trous`` from his marks at
    the throw: what he claimed when he pegged them (Guiton's player at ten who « croyant en
    gagner quatorze » pegs three trous)."""
    before = coup.score_at_throw
    for points in range(coup.due(colour) + 2, 50, 2):
        after = replay.marking.add_points(before, colour, points)
        if after.of(colour).trous - before.of(colour).trous >= trous:
            return points
    return None


def _irregular(replay: Replay, colour: Colour, line: int, law: str, why: Msg) -> None:
    summary = Msg(f"Ligne {line} : " + why.fr, f"Line {line}: " + why.en)
    replay.findings.fault(Fault(kind=FaultKind.DEPART_IRREGULIER, by=colour, summary=summary,
                                laws=(law,), consummated=True, act=line))
    replay.findings.conclude(summary.fr, summary.en, law, line)
    replay.findings.decide(*both("paroles.irregular", colour=colour))


@applies(FAUX_TROU)
def _false_trou(replay: Replay, coup: Coup, colour: Colour, line: int, lacking: int, *,
                words: bool) -> None:
    """« Peine qu'encourt celui qui, croyant avoir le trou, et ne l'ayant pas, rompt son jeu
    pour s'en aller »: école of the points he lacked, and his touched dames at the opponent's
    choice."""
    window = coup.windows.get(colour)
    if window is not None:
        window.breaking_at = line
    why = say("paroles.false-trou", line=line, colour=colour, lacking=lacking)
    replay.findings.fault(Fault(kind=FaultKind.DEPART_IRREGULIER, by=colour, summary=why,
                                laws=(FAUX_TROU,), consummated=True, act=line))
    # The jeton he abandoned in marking the trou already made the école of these very points
    # (III « Points effacés mal à propos »: « l'école des points qui manquaient pour avoir le
    # trou »): breaking his game is the same error, and ch. V gives that école once.
    made = sum(e.points - e.undone for e in replay.open_ecoles
               if e.fault.by is colour and e.par_trop and not e.lapsed
               and e.fault.act is not None and e.fault.act >= coup.line)
    if made >= lacking:
        replay.findings.law(FAUX_TROU, *both("paroles.false-trou.ecole-made", line=line,
                                             colour=colour, lacking=lacking))
    else:
        ecole = open_ecole(replay, FaultKind.ECOLE_PAR_TROP, colour, why, (FAUX_TROU,),
                           lacking - made, line, FAUX_TROU)
        if window is not None:
            false_trou_back(replay, ecole, window)
    if not words:
        _touched_dames_option(replay, colour)


def _touched_dames_option(replay: Replay, colour: Colour) -> None:
    """The opponent's choice of the dames the player touched in breaking his game on a trou he
    has not (V « Peine qu'encourt celui qui, croyant avoir le trou… »)."""
    replay.findings.option(
        colour.opponent,
        say("paroles.false-trou.2", colour_opponent=colour.opponent, colour=colour),
        [("faire-jouer", say("paroles.false-trou.3"), False),
         ("laisser", say("paroles.false-trou.4"), True)],
        (FAUX_TROU,))


FAMILY = LawFamily(name="paroles", handlers={A.Say: on_say, A.Releve: on_releve})
