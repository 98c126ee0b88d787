"""Words that bind, and the laws for leaving or staying (Guiton ch. V).

A player may leave (« s'en aller »: both sides re-pile and play on) only on a trou won by his
own throw, and not once he has marked the points he has over (« de reste »). « Je m'en vais »,
« je reste », « je ne marque pas » and « je romps » bind like acts; other words do not
(« tout est-il joué ? » binds nobody).

The family's handlers: the words said (here) and the dames taken up (here), judged by
``depart_choice`` (may he leave?) and ``depart_reste`` (what leaving costs him).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import clock, dice_broken, ecole_laws, ecoles, marks, regimes, trou_double
from arbiter.engine.dispatch import LawFamily
from arbiter.engine.marks import undo_excess
from arbiter.engine.regimes import override
from arbiter.engine.wording import both, say
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.sayings import reading
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup

from arbiter.engine.depart_choice import _leave
from arbiter.engine.depart_reste import (
    CONDITIONS,
    FAUX_TROU,
    PAROLE,
    _acquiesce,
    _acquiesced,
    _jeton_to_bande,
    _reste_marked,
    _reste_on_their_de,
    _touched_dames_option,
    _trou_by_own_throw,
    say_jeton_left,
)
from arbiter.engine.depart_sortie import POUR_TOUT, choice_after_pour_tout, word_without_choice
from arbiter.engine.partie_won import PARTIE, partie_won_in

POUR_TOUT_DEF = "guiton.I.jouer-pour-tout"
JETONS_AVANT = "guiton.III.jetons-avant-le-trou"
BREDOUILLE = "guiton.I.bredouille"
FAUSSE_CASE_VUE_APRES = "guiton.III.fausse-case-consommee"
NON_JOUEUR = "guiton.III.non-joueur-leve-ses-dames"


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
        if coup is not None and not coup.void and partie_won_in(replay, coup, colour):
            _word_after_the_partie(replay, colour, line, quoted)
            return
        if word_without_choice(replay, colour, line, quoted):
            return
        if coup is not None:
            coup.staying = line
        replay.findings.law(PAROLE, *both("paroles.on-say", line=line, colour=colour,
                                          quoted=quoted))
        choice_after_pour_tout(replay, colour)
    elif kind == "ne_marque_pas":
        _warning_said(replay, colour, line)
    elif kind == "misled":
        if coup is None or coup.void:
            # the words bear on the points of a throw made: before any, they tell nothing
            replay.findings.law("guiton.III.erreur-occasionnee", *both(
                "paroles.misled-no-throw", line=line, colour=colour, quoted=quoted,
                other=colour.opponent))
            return
        window = replay.window(colour.opponent)
        if window is not None and window.closed and window.closed_by is not None:
            # said once his marking was final: the word could lead him into no fault (« des
            # fautes qu'il aurait pu commettre par suite de cette induction »)
            replay.findings.law("guiton.III.erreur-occasionnee", *both(
                "paroles.misled-too-late", line=line, colour=colour, quoted=quoted,
                other=colour.opponent, closed=window.closed_by))
            return
        if window is not None:
            window.misled(line)
        replay.findings.law("guiton.III.erreur-occasionnee",
                            *both("paroles.on-say.3", line=line, colour=colour, quoted=quoted))
    elif kind == "told_trou":
        window = replay.window(colour.opponent)
        if window is not None:
            window.told_trou(line)   # judged by the écoles (excess.par_trop)
        replay.findings.fact(*both("paroles.told-trou", line=line, colour=colour,
                                   quoted=quoted), line)
    elif kind == "told_leave":
        if coup is not None and coup.thrower is colour.opponent:
            coup.told_leave_at = line   # judged if he breaks his game on it (depart_reste)
        replay.findings.fact(*both("paroles.told-leave", line=line, colour=colour,
                                   quoted=quoted), line)
        broken = [f.act for f in replay.findings.faults if f.by is colour.opponent
                  and FAUX_TROU in f.laws and f.kind is FaultKind.DEPART_IRREGULIER
                  and coup is not None and f.act is not None and f.act >= coup.line]
        if broken:     # too late to induce anything (III « On ne peut profiter… »)
            replay.findings.law("guiton.III.erreur-occasionnee", *both(
                "paroles.told-leave.late", line=line, colour=colour, other=colour.opponent,
                broken=broken[0]))
    elif kind == "decline":
        declined = [e for e in replay.open_ecoles
                    if e.victim is colour and not e.lapsed and e.claimed < e.points]
        for ecole in declined:
            # words bind only where a rule says so (III « École … impossible à marquer »:
            # « hors les cas spécifiés dans les règles, la parole ne soit point obligatoire »):
            # the choice stands unless he marks it after all, within its term
            ecole = replay.revise_ecole(ecole, ecole.declined(line))
            if ecole.par_trop:
                undo_excess(replay, ecole, ecole.points)   # what he wiped by hand stays wiped
        replay.findings.conclude(
            *both("paroles.on-say.4", line=line, colour=colour), ecole_laws.FACULTATIVE, line)
    elif kind == "bredouille_contestee":
        _bredouille_contested(replay, colour, line)
    elif kind == "romps":
        dice_broken.on_break_said(replay, colour, act.span)
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


@applies("guiton.III.avertissement-ne-marque-pas", marks.EPOQUE)
def _warning_said(replay: Replay, colour: Colour, line: int) -> None:
    """« Je ne marque pas » stands for a marking (Guiton III « Avertissement qu'on ne marque
    pas… »: « cet avertissement équivaut à la marque réelle avec le jeton des points gagnés »)
    of « un joueur qui gagne des points par le coup qu'il amène ». So it counts only where his
    marking would: said by the thrower of the last throw, while his marking is still open, of
    points that throw wins him. Said before his throw, of the opponent's throw, once his coup
    is consummated (the school of an unmarked point is already made) or of a throw that wins
    him nothing, it marks nothing: no warning is recorded, and what he owed is judged as if
    nothing had been said (the opponent keeps his bredouille)."""
    coup = replay.coup
    window = replay.window(colour)
    if coup is None or coup.void or coup.thrower is not colour or window is None:
        replay.findings.law("guiton.III.avertissement-ne-marque-pas",
                            *both("paroles.warning.no-throw", line=line, colour=colour))
        return
    if window.closed and window.closed_by is not None:
        replay.findings.law(marks.EPOQUE, *both("paroles.warning.too-late", line=line,
                                                colour=colour, closed=window.closed_by))
        replay.findings.cite("guiton.III.avertissement-ne-marque-pas")
        return
    if not window.due:
        replay.findings.law("guiton.III.avertissement-ne-marque-pas",
                            *both("paroles.warning.nothing-won", line=line, colour=colour,
                                  other=colour.opponent))
        return
    window.warned(line)
    replay.findings.law("guiton.III.avertissement-ne-marque-pas",
                        *both("paroles.on-say.2", line=line, colour=colour))


@applies(PARTIE)
def _word_after_the_partie(replay: Replay, colour: Colour, line: int, quoted: str) -> None:
    """« Je reste » said on the twelfth trou of a partie en douze trous: the partie is over
    (VIII « Partie en douze trous »), there is nothing to stay for, and the word binds him to
    nothing; re-piling his dames afterwards is no leave."""
    replay.findings.conclude(
        f"Ligne {line} : {colour} dit {quoted}, mais ce coup lui donne le douzième trou : la "
        "partie en douze trous est gagnée, il n'y a plus de choix de rester ou de s'en aller, "
        "et cette parole ne l'engage à rien.",
        f"Line {line}: {colour} says {quoted}, but this coup gives him the twelfth trou: the "
        "partie en douze trous is won, there is no choice left to stay or leave, and these "
        "words bind him to nothing.", PARTIE, line)


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


@applies(JETONS_AVANT, BREDOUILLE, marks.EPOQUE, clock.DELAI_LEBRUN,
         ecole_laws.BREDOUILLE_DE_JETONS)
def _bredouille_contested(replay: Replay, colour: Colour, line: int) -> None:
    """The opponent denies the bredouille of a trou marked double after the jetons were moved:
    his word prevails and the trou is simple (« Peine encourue par celui qui enlève les
    jetons avant de marquer le trou »). When the trou was pegged before the jetons moved, that
    article has nothing to say: the jetons showed the bredouille (ch. I « Bredouille ») and
    the two trous stand."""
    other = colour.opponent
    if replay.pending_of("double-after-wipe", other) is not None:
        trou_double.trou_simple_by_word(replay, other, line, line)
        return
    kept = replay.pending_of(ecole_laws.DOUBLE_KEPT, other)
    # a hole de trop kept at an earlier coup, the trous standing since, and no points of his
    # shown in bredouille now that the word could be about: the dispute is of that trou
    series = replay.series[other].double_kept_in
    late = series == (replay.score.of(other).trous, replay.score.of(colour).trous) \
        and not replay.score.of(other).bredouille
    if kept is not None or late:
        # disputed once his term has passed: too late, the trou double stands; the term, and
        # the article that sets it, are the clock's: his throw (Guiton « Époque… »), his play
        # (Lebrun « Du privilège de s'en aller »: « si vous avez joué depuis »)
        term = clock.term(replay.record.lois, clock.Final.HOLE_DE_TROP)
        played = term.at is clock.At.VICTIM_PLAYS
        law = _late_by(replay, term.laws[0])
        thrown = kept.line if kept is not None else replay.series[other].double_kept_at
        said = both("paroles.bredouille-contested.late-debredouiller"
                    if law == regimes.DEBREDOUILLER_LEBRUN
                    else "paroles.bredouille-contested.late-played" if played
                    else "paroles.bredouille-contested.late", line=line, colour=colour,
                    other=other, thrown=thrown)
        findings = replay.findings
        findings.conclude(*said, law)
        # the bredouille disputed is what the dispute is about: its fate opens the decision,
        # and the article that settles it leads the citations (as trou_simple_by_word)
        findings.decide(*said, law)
        findings.decision.insert(0, findings.decision.pop())
        findings.deciding.insert(0, findings.deciding.pop(findings.deciding.index(law)))
        return
    if trou_double.bredouille_denied_early(replay, other, line):
        return
    window = replay.window(other)
    if window is not None and trou_double.double_denied_by_word(replay, window, colour, line):
        return
    coup = replay.coup
    gained = 0 if coup is None else \
        replay.score.of(other).trous - coup.score_at_throw.of(other).trous
    if gained < 2:
        # no trou pegged double: the dispute is about his points, whose series the marks show
        replay.findings.conclude(*both(
            "paroles.bredouille-contested.points-kept" if replay.score.of(other).bredouille
            else "paroles.bredouille-contested.points-simple",
            line=line, colour=colour, other=other), BREDOUILLE)
        return
    findings = replay.findings
    findings.reject(
        *both("paroles.bredouille-contested", line=line, colour=colour, other=other),
        BREDOUILLE)
    # the bredouille disputed is what the dispute is about: the trou double standing opens
    # the decision, and ch. I « Bredouille » leads the citations; where its series rests on
    # the forgotten jeton joined in time, the article on that jeton answers the dispute
    joined = trou_double.jeton_joined_in_time(replay, other)
    law = ecole_laws.BREDOUILLE_DE_JETONS if joined else BREDOUILLE
    findings.decide(*both("paroles.bredouille-contested.decision.jeton-joined" if joined
                          else "paroles.bredouille-contested.decision", colour=colour,
                          other=other), law)
    findings.decision.insert(0, findings.decision.pop())
    findings.deciding.insert(0, findings.deciding.pop(findings.deciding.index(law)))


@applies(regimes.DEBREDOUILLER_LEBRUN)
def _late_by(replay: Replay, term_law: str) -> str:
    """The article by which a dispute of a trou double's bredouille comes too late: the clock's
    term for a hole de trop (``term_law``), or, under Lebrun, where that trou was simple only
    because the opponent left its bredouille jeton on (the ruling said so when it was pegged),
    his article on that very declaration: « On est reçu à faire sa déclaration à cet égard
    jusqu'à ce que l'adversaire ait marqué la partie; mais si l'on attendait que la partie fût
    marquée et que l'on eût joué quelques coups depuis, on n'y serait plus reçu » (« De la
    Bredouille »)."""
    if replay.record.lois != regimes.LEBRUN:
        return term_law
    left_on = any(t.step == "law" and t.law == regimes.DEBREDOUILLER_LEBRUN
                  for t in replay.findings.trace)
    return regimes.DEBREDOUILLER_LEBRUN if left_on else term_law


def _refused_leave(replay: Replay, coup: Coup | None, colour: Colour) -> bool:
    """Whether ``colour``'s leave in this coup was already found irregular (his reste marked,
    his word to stay, the trou not his, Lebrun's jeton or bois): he must stay, so taking up his
    dames afterwards does not send his jeton to the bande (« il doit rester »)."""
    return coup is not None and coup.leaving is not None and any(
        f.kind is FaultKind.DEPART_IRREGULIER and f.by is colour and f.act is not None
        and f.act >= coup.line for f in replay.findings.faults)


def on_releve(replay: Replay, act: A.Releve) -> None:
    colour = act.actor
    assert colour is not None
    coup = replay.coup
    if coup is not None and not coup.void and coup.thrower is colour.opponent \
            and coup.leaving is None and partie_won_in(replay, coup, colour):
        _leave(replay, colour, act.span.line, words=False)   # the partie won: no leave to judge
        return
    if coup is not None and (_acquiesced(replay, coup, colour, act.span.line) or (
            coup.thrower is colour.opponent
            and _not_his_coup(replay, coup, colour, act.span.line))):
        return
    if coup is not None and coup.leaving is not None and coup.thrower is colour \
            and coup.leave_unbroken:
        # he said he leaves with trous de trop: his leave is judged now, as he breaks his
        # game, on the holes his fichet shows now (depart_choice._leave)
        coup.leave_unbroken = False
        coup.leaving = None
    if coup is not None and coup.leaving is not None and coup.thrower is colour:
        # he already said he leaves: taking up his dames is the leaving itself, judged when
        # he said it, his jeton with it (sent to the bande if he may leave; left where it
        # stands if he must stay, for his reste is then his); on a trou he has not, it is the
        # breaking of his game that gives the opponent his choice of the dames touched
        # (« Peine qu'encourt celui qui, croyant avoir le trou… »)
        if any(f.by is colour and f.act == coup.leaving and FAUX_TROU in f.laws
               for f in replay.findings.faults):
            held = coup.windows.get(colour)
            if held is not None:
                held.breaking(act.span.line)
            _touched_dames_option(replay, colour)
        elif _refused_leave(replay, coup, colour) and not coup.dames_touched:
            # he may not leave, and stays: taking up his dames is touching them, which makes
            # his marking of his coup final (« après que l'on a touché ses dames, on n'y est
            # plus reçu », Lebrun; III « l'enlèvement des dames est assimilé à un coup joué »)
            coup.dames_touched = True
            replay.consummate(colour, act.span.line, say("paroles.on-releve"))
        return
    window = replay.window(colour)
    if (window is not None and not window.closed and window.fichet > 0
            and window.expected_trous > 0 and not _reste_marked(replay, colour)
            and not _reste_on_their_de(replay, colour)
            and not _refused_leave(replay, coup, colour)):
        # He pegged a trou and takes up his dames: the jeton goes back to the bande with
        # them; it is not left showing points (compare « jeton laissé » in ecoles). Not when
        # he had marked his reste first: then he may no longer leave (« On ne peut s'en aller
        # lorsqu'on a marqué les points qu'on a de reste »), and his jeton stays where it is.
        # Not for a trou he has not won either (« Peine qu'encourt celui qui, croyant avoir le
        # trou, et ne l'ayant pas, rompt son jeu »): nothing takes his points away, and the
        # trous taken back, his jeton must still show them.
        # Nor when the trou came by the opponent's dé, on which he may never leave (« on ne
        # peut s'en aller si ce trou est acquis par le dé de l'adversaire »): the reste he
        # rightly marked stays marked. Nor when his « je m'en vais » was already refused: he
        # stays, and what he marked stays with him.
        say_jeton_left(replay, _jeton_to_bande(
            replay, colour, act.span.line,
            partie=coup is not None and partie_won_in(replay, coup, colour)))
    if window is not None and window.alone.points:
        window.breaking(act.span.line)   # a trou not won: the false trou of ch. V
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


@applies(PAROLE, "lebrun.parole", "lebrun.s-en-aller-bois")
def on_play(replay: Replay, act: A.Play) -> None:
    """The thrower plays his coup after « je m'en vais », his leave standing. Guiton: the word
    binds (« Quand on dit je m'en vais, on ne peut plus rester »), the coup played changes
    nothing. Lebrun forbids both staying after the word and leaving once one has played one's
    bois, and does not say which prevails: the ruling asks, Guiton's opinion named. Said once,
    at his first play after the word."""
    coup, colour, line = replay.coup, act.actor, act.span.line
    if coup is None or coup.void or coup.thrower is not colour or coup.leaving is None \
            or coup.leaving >= line or coup.played_after_word is not None:
        return
    if not any(isinstance(a, A.Say) and a.actor is colour and a.span.line == coup.leaving
               for a in replay.record.acts):
        return
    if any(f.by is colour and f.act == coup.leaving and f.kind is FaultKind.DEPART_IRREGULIER
           for f in replay.findings.faults):
        return      # his leave was refused: he plays as one who stays
    coup.played_after_word = line
    if override(replay, PAROLE) is None:
        replay.findings.ground(PAROLE, *both("paroles.played-after-word", line=line,
                                             colour=colour, said=coup.leaving), favours=colour)
        return
    replay.findings.law("lebrun.s-en-aller-bois", *both(
        "paroles.played-after-word.lebrun", line=line, colour=colour, said=coup.leaving))
    replay.findings.cite("lebrun.parole")
    # the leave judged at his word is now in question: the decision does not say it stands
    stood = both("paroles.leave.11", colour=colour)
    replay.findings.decision[:] = [d for d in replay.findings.decision if d.fr != stood[0]]
    replay.findings.ask(*both("paroles.played-after-word.question", colour=colour))
    replay.blocking = True


@applies(PAROLE, CONDITIONS)
def _told_to_go(replay: Replay, coup: Coup, *, at_end: bool,
                next_thrower: Colour | None = None) -> None:
    """The winner of a trou by his own dé, told by his opponent to go (« allez-vous-en »),
    stays: the words of the one who has no choice bind nobody (V « La parole est obligatoire
    … »: it is the winner's « je m'en vais » or « je reste » that binds him), and the choice
    is his who won the trou (« Conditions requises pour s'en aller »). Said when his coup
    closes without his leaving, the answer to « he should have gone »."""
    told = coup.told_leave_at
    if told is None or coup.void or coup.leaving is not None:
        return
    colour = coup.thrower
    won, _ = _trou_by_own_throw(replay, coup, colour)
    if not won or any(f.by is colour and f.kind is FaultKind.DEPART_IRREGULIER
                      and f.act is not None and f.act >= coup.line
                      for f in replay.findings.faults):
        return
    replay.findings.conclude(*both("paroles.told-leave.stays", line=told,
                                   colour=colour, other=colour.opponent), PAROLE, told)
    replay.findings.decide(*both("paroles.told-leave.stays.decision", colour=colour,
                                 other=colour.opponent), PAROLE)
    replay.findings.cite(CONDITIONS)


FAMILY = LawFamily(name="paroles", handlers={A.Say: on_say, A.Releve: on_releve,
                                             A.Play: on_play}, at_close=(_told_to_go,))
