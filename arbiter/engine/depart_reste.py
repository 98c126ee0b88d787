"""The consequences of leaving (Guiton ch. V): the reste lost, the jeton sent back to the
bande, the relevé ended — and of leaving wrongly: the école of a trou one had not, the
dames one broke left at the opponent's choice, the trous de trop taken back.

The lowest of the ``paroles`` family's modules: ``depart_bars`` (the acts that bar a leave),
``depart_choice`` (whether he may leave or must stay) and ``depart`` (the words that bind, the
dames taken up) call these; nothing here calls them back. It also holds the law ids the
family shares.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import marks, regimes
from arbiter.engine.marks import false_trou_back, open_ecole
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.ruling import Fault
from arbiter.score import POINTS_PER_TROU
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup
    from arbiter.engine.window import Window

CONDITIONS = "guiton.V.conditions-s-en-aller"
PAROLE = "guiton.V.parole-obligatoire"
RESTE = "guiton.V.reste-marque"
FAUX_TROU = "guiton.V.faux-trou-rompre"
TROUS = "guiton.V.trous-de-plus-ou-de-moins"
TROUS_REPRIS = "trous-de-trop-repris"
"""A pending correction: the trous de trop the ruling already takes back (ch. V)."""
PAR_ERREUR = "guiton.III.s-en-aller-par-erreur"
S_EN_VA = "lebrun.s-en-va-a-le-de"


@applies(PAR_ERREUR)
def _acquiesce(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """``colour`` broke his game together with his opponent, who left by error: the consent of
    « Quand un joueur s'en va par erreur, si l'adversaire rompt en même temps, le trou est bien
    acquis » (« la rupture simultanée du jeu de cet adversaire ne peut être considérée que comme
    un acquiescement formel et positif qui légitime et consomme le coup »). One rule for every
    leave the ruling found irregular: on a trou he had not (the trou then stands, ch. V's école
    with it), or on a trou he had but might not leave on (not by his own dé, his reste marked,
    his word to stay, Lebrun's jeton or bois: the leave then stands, his reste lost). True when
    there was such a leave to consent to."""
    leaver = colour.opponent
    refused = [f for f in replay.findings.faults if f.by is leaver and f.act == coup.leaving
               and f.kind is FaultKind.DEPART_IRREGULIER]
    if not refused:
        return False
    if leaver is not coup.thrower or not any(FAUX_TROU in f.laws for f in refused):
        return _leave_consented(replay, coup, colour, line, refused)
    thrower = coup.thrower
    false_trou = [f for f in refused if FAUX_TROU in f.laws]
    ecoles = [e for e in replay.open_ecoles if e.fault.by is thrower
              and e.fault.kind == FaultKind.ECOLE_PAR_TROP
              and e.fault.act is not None and e.fault.act >= coup.line]
    if any(e.claimed for e in ecoles):
        return False
    for ecole in ecoles:
        # his right to mark it ends with his breaking his game (Lebrun, « Des Ecoles »: « il ne
        # serait plus maître de l'envoyer à l'école, étant censé avoir quitté la partie »): a
        # claim after it is void, not a fausse école, the école having been made
        replay.revise_ecole(ecole, ecole.lapsed_by(line))
        false_trou.append(ecole.fault)
    replay.findings.faults[:] = [f for f in replay.findings.faults
                                 if not any(f is g for g in false_trou)]
    replay.findings.options[:] = [o for o in replay.findings.options
                                  if not (o.holder is colour and FAUX_TROU in o.laws)]
    window = coup.windows.get(thrower)
    pegged = window.fichet if window is not None else 1
    if window is not None:
        window.close(by=coup.leaving)
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


def _leave_consented(replay: Replay, coup: Coup, colour: Colour, line: int,
                     refused: list[Fault]) -> bool:
    """The leave of ``colour``'s opponent on a trou he had, found irregular, stands by
    ``colour``'s breaking his game with him: the fault goes, the relevé is over, and the leaver
    keeps the trou and loses his reste (Lebrun: « Qui s'en va, perd tous les points qu'il a de
    reste »)."""
    leaver = colour.opponent
    replay.findings.faults[:] = [f for f in replay.findings.faults
                                 if not any(f is g for g in refused)]
    stay = both("paroles.irregular", colour=leaver)
    replay.findings.decision[:] = [d for d in replay.findings.decision if d.fr != stay[0]]
    replay.findings.decided_by[:] = [(m, law) for m, law in replay.findings.decided_by
                                     if m.fr != stay[0]]
    window = coup.windows.get(leaver)
    if window is not None:
        window.close(by=coup.leaving)
    # his leave standing, what his taking up his dames consummated of his marks falls with
    # it, as for any leave (his old points left on the jeton are his reste, forfeited)
    _escaped_by_leaving(replay, coup, leaver, line)
    replay.score = replay.score.with_side(
        leaver, replay.score.of(leaver).evolve(points=0, bredouille=False))
    replay.findings.conclude(
        *both("paroles.breaks-with-him.leave", line=line, colour=colour, leaver=leaver,
              leaving=coup.leaving),
        PAR_ERREUR, line)
    replay.findings.decide(*both("paroles.breaks-with-him.leave.decision", colour=leaver,
                                 other=colour), PAR_ERREUR)
    return True


@applies(PAR_ERREUR)
def _acquiesced(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """The opponent of a player who left by error (on a trou he had not, or had but might not
    leave on) breaks his own game before claiming anything, without a word in between: « si
    l'adversaire, partageant son erreur, rompt aussi en même temps le sien, le trou est bien
    acquis, et le relevé irrévocablement terminé » (III « Quand un joueur s'en va par
    erreur… »). The one who breaks may be the thrower or not: the leaver is his opponent, the
    one whose leave was refused. True when so."""
    if coup.leaving is None:
        return False
    if any(isinstance(a, A.Say) and a.actor is colour and coup.leaving < a.span.line < line
           for a in replay.record.acts):
        return False    # he spoke first: he did not share the error in silence
    return _acquiesce(replay, coup, colour, line)


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


def reste_shown_at(replay: Replay, coup: Coup, colour: Colour, line: int) -> int | None:
    """The line where ``colour``'s own hand, in ``coup`` and before ``line``, let his jeton go
    showing points beyond his trou — the reste marked (V « si on les marque, on n'a plus le
    droit de s'en aller ») — or None. Read from his acts, not from where the jeton stands now:
    a jeton let go is never taken back (III « Époque où les écoles sont consommées »: « on ne
    peut jamais reculer un jeton »), so the reste marked and then wiped was marked all the
    same. His jeton shows a reste when it is let go on points once he has pegged the trou, or
    when it is carried past twelve, by his own points or by an école he marks."""
    points = coup.score_at_throw.of(colour).points
    pegged = False
    for act in replay.record.acts:
        at = act.span.line
        if at <= coup.line or at >= line or act.actor is not colour:
            continue
        if isinstance(act, A.MarkTrous) and not act.sans_bouger:
            pegged = True
        elif isinstance(act, A.Efface) and act.target is A.EffaceTarget.OWN:
            points = 0 if act.points is None else points - act.points
        elif isinstance(act, A.Mark | A.SetJeton | A.MarkEcole) \
                and not getattr(act, "opponent", False):
            # an école of the opponent's marked to his profit is points on his jeton too:
            # marked beyond his trou, they are points « outre ce trou »
            points = act.points if isinstance(act, A.SetJeton) else points + act.points
            if points > POINTS_PER_TROU or (pegged and points > 0):
                return at
    return None


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


def _jeton_to_bande(replay: Replay, colour: Colour, line: int, *, dames: bool = True,
                    partie: bool = False) -> tuple[str, str] | None:
    """Leaving, one keeps no points: the reste is lost (« Qui s'en va, perd tous les points qu'il
    a de reste », Lebrun) and the points before the trou went into it. The score says so; the
    ruling does not pretend the jeton was moved, which only the record can show (``dames``: the
    record shows the dames taken up; else he left by his words, and no dame is said touched;
    ``partie``: the twelfth trou ended the partie en douze trous, and re-piling is no leave).
    Returns what the decision says of a jeton left on the points the trou took, where the body
    of law rules on it (:func:`_leaves_with_the_jeton_left`), for the caller to say after the
    leave it decides (:func:`say_jeton_left`)."""
    points = replay.score.of(colour).points
    if points <= 0:
        return None
    replay.score = replay.score.with_side(
        colour, replay.score.of(colour).evolve(points=0, bredouille=False))
    window = replay.window(colour)
    if window is not None and not window.closed:
        window.mark("reste-lost", line, points=-points)
    coup = replay.coup
    reste = points
    if not partie and coup is not None and coup.thrower is colour and not coup.void:
        # what his jeton shows beyond his reste are the points he had before the trou, which
        # the trou took: not a reste he loses
        reste = replay.marking.add_points(coup.score_at_throw, colour,
                                          coup.due(colour)).of(colour).points
    said = both("paroles.jeton-to-bande-partie" if partie else
                "paroles.jeton-to-bande-old-points" if reste == 0 < points else
                "paroles.jeton-to-bande-old-points-and-reste" if reste < points else
                "paroles.jeton-to-bande" if dames else "paroles.jeton-to-bande-leaving",
                line=line, colour=colour, points=points, reste=reste)
    if reste < points and not partie and replay.record.lois == regimes.LEBRUN:
        return _leaves_with_the_jeton_left(replay, colour, said, points - reste, reste, line)
    replay.findings.fact(*said, line)
    return None


@applies(S_EN_VA)
def _leaves_with_the_jeton_left(replay: Replay, colour: Colour, said: tuple[str, str],
                                old: int, reste: int, line: int) -> tuple[str, str] | None:
    """He leaves on his trou with his jeton still showing the ``old`` points the trou took:
    Lebrun makes no école of it (« Celui qui s'en va, a le dé, et peut jouer sans crainte d'être
    envoyé à l'école faute d'avoir ôté son jeton », « Du privilège de s'en aller »); only the
    player who stays and plays his bois so is sent to the école of the jeton. What a claim of
    that école turns on: the decision says it, with its article, where the jeton shows nothing
    else (with a ``reste`` on it too, « Qui s'en va, perd tous les points qu'il a de reste »
    says what becomes of all it shows). With a reste, the step under this article says only
    the jeton: the reste lost is said under its own article (« Qui s'en va, perd tous les
    points qu'il a de reste », depart_choice), which a dispute over the reste reaches, not
    this one by a word it borrowed (kg-04)."""
    if reste:
        replay.findings.law(S_EN_VA, *both("paroles.jeton-to-bande-old-points-reste-said",
                                           line=line, colour=colour,
                                           points=old + reste))
        return None
    replay.findings.law(S_EN_VA, *said)
    return both("paroles.leaves-jeton-left.decision", colour=colour, points=old)


def say_jeton_left(replay: Replay, decision: tuple[str, str] | None) -> None:
    """The decision's sentence on the leaver's jeton left (:func:`_jeton_to_bande`), said
    after the leave: it answers a claim of the école of the jeton (:mod:`.answer`), not one of
    the leave."""
    if decision is not None:
        replay.findings.decide(*decision, about=S_EN_VA)
        # it says an école is not made: in a ruling that finds a fault, that fault answers
        replay.findings.absent_under(S_EN_VA)


def _trou_by_own_throw(replay: Replay, coup: Coup, colour: Colour) -> tuple[int, int]:
    """(trous his own throw wins him, points he lacked for a trou) for ``colour``. What he
    lacked counts the écoles he marked in this coup as well as the throw: when they make up the
    trou (nothing lacking, no trou by the throw) it is a trou he has, acquired by the fait of
    his opponent (V « Conditions requises pour s'en aller »), not a false trou."""
    before = coup.score_at_throw
    after = replay.marking.add_points(before, colour, coup.due(colour))
    won = after.of(colour).trous - before.of(colour).trous
    if won:
        return won, 0
    have = before.of(colour).points + coup.due(colour) \
        + marks.ecoles_claimed_in(replay, coup, colour)
    return 0, max(0, POINTS_PER_TROU - have)


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
        replay.drop_ecole(ecole)
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
    that same error, judged by ch. V's rule and its école, not a second école beside it. And
    what his window shows beyond what was due is judged by it once and for all: the coup
    consummated later (played after his « je m'en vais ») finds no école of a jeton that only
    shows his reste (« le remettre à dix points »)."""
    window = coup.windows.get(colour)
    if window is not None:
        window.trop_settled()
    for ecole in [e for e in replay.open_ecoles
                  if e.fault.by is colour and e.par_trop and not e.claimed and not e.lapsed
                  and e.fault.kind == FaultKind.ECOLE_PAR_TROP
                  and e.fault.act is not None and e.fault.act >= coup.line]:
        replay.drop_ecole(ecole)
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


def _irregular(replay: Replay, colour: Colour, line: int, law: str, why: Msg,
               also: tuple[tuple[str, Msg], ...] = ()) -> None:
    """The leave at ``line`` is irregular, for the reason ``why`` under ``law``; ``also``: the
    further acts that bar it as well, each with its article and reason: grounds of the same
    fault, said in its summary in the order of the acts, each concluded under its own article
    (so that the dispute's words find the one it asks about, :mod:`.citing`)."""
    said = Msg(f"Ligne {line} : " + why.fr, f"Line {line}: " + why.en)
    summary = said
    for _, more in also:
        summary = Msg(f"{summary.fr} De plus, {more.fr}", f"{summary.en} Moreover, {more.en}")
    replay.findings.fault(Fault(kind=FaultKind.DEPART_IRREGULIER, by=colour, summary=summary,
                                laws=(law, *(ground for ground, _ in also)), consummated=True,
                                act=line))
    replay.findings.conclude(said.fr, said.en, law, line)
    for ground, more in also:
        replay.findings.conclude(f"De plus, {more.fr}", f"Moreover, {more.en}", ground, line)
    replay.findings.decide(*both("paroles.irregular", colour=colour))


@applies(FAUX_TROU)
def _false_trou(replay: Replay, coup: Coup, colour: Colour, line: int, lacking: int, *,
                words: bool) -> None:
    """« Peine qu'encourt celui qui, croyant avoir le trou, et ne l'ayant pas, rompt son jeu
    pour s'en aller »: école of the points he lacked, and his touched dames at the opponent's
    choice."""
    window = coup.windows.get(colour)
    if window is not None:
        window.breaking(line)
    if not words and _induced_to_leave(replay, coup, colour, line):
        return
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


ERREUR = "guiton.III.erreur-occasionnee"


@applies(ERREUR)
def _induced_to_leave(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """He breaks his game on a false trou after the opponent told him to go (« eh bien !
    allez-vous-en »). Guiton (III « On ne peut profiter d'une erreur qu'on a occasionée »: « tout
    acte capable d'induire l'adversaire en erreur, donne lieu à la réforme … des fautes qu'il
    aurait pu commettre par suite de cette induction »): the breaking is reformed, no école, no
    choice of the dames, the false trou off; he stays. Lebrun recommends the very words to make
    him « consommer son école » (« Des Ecoles », l'école impossible): his rule (regimes) lets
    ch. V's penalty stand. True when the error is reformed."""
    told = coup.told_leave_at
    if told is None or told > line:
        return False
    other = colour.opponent
    rule = regimes.override(replay, ERREUR)
    if rule is not None:
        rule(replay, colour, line, told)
        return False
    correct = replay.marking.correct(coup.score_at_throw, coup.items).of(colour)
    replay.score = replay.score.with_side(colour, correct)
    window = coup.windows.get(colour)
    if window is not None:
        window.trop_settled()
        window.close(by=line)
    coup.leaving = None
    why = say("paroles.induced-leave", line=line, colour=colour, other=other, told=told)
    replay.findings.conclude(why.fr, why.en, ERREUR, line)
    replay.findings.decide(why.fr, why.en)
    return True
