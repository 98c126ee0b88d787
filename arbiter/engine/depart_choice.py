"""Whether a player may leave or must stay (Guiton ch. V, « Conditions requises pour pouvoir
s'en aller »; ch. VII for the sortie; ch. VIII for the partie won): a trou won by his own
throw, his reste not marked, no word to stay said before, the sortie's choice not lapsed —
and, where he leaves, what the leave settles (the trous pegged, the trou forgotten).

Between ``depart_reste`` (the consequences, below) and ``depart`` (the words and the dames
taken up, above); the acts before the leave that bar it, or do not, are ``depart_bars``'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import regimes, trou_double
from arbiter.engine.depart_bars import (
    JETONS_BANDE,
    fifteenth_found_since,
    jeton_after_the_word,
    lebrun_bars_leaving,
    stayed_by_playing,
    usage_answers,
)
from arbiter.engine.depart_sortie import (
    SORTIE,
    by_sortie,
    choice_after_pour_tout,
    lapsed_after_sortie,
    sortie_trou_before,
    word_before_the_throw,
)
from arbiter.engine.ecole_laws import TROU_FORGOTTEN
from arbiter.engine.marks import open_ecole
from arbiter.engine.partie_won import partie_won
from arbiter.engine.table import Pending, Term
from arbiter.engine.window import Window
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup

from arbiter.engine.depart_reste import (
    CONDITIONS,
    FAUX_TROU,
    PAROLE,
    RESTE,
    TROUS,
    TROUS_REPRIS,
    _escaped_by_leaving,
    _false_trou,
    _irregular,
    _jeton_to_bande,
    _points_for_trous,
    _same_twelve,
    _supersede_par_trop,
    _trou_by_own_throw,
    reste_shown_at,
    say_jeton_left,
)

TROU_OUBLIE = "guiton.III.trou-oublie"
ECOLE_DE_TROU = "guiton.III.ecole-d-ecole"


@applies(PAROLE, CONDITIONS, RESTE, TROUS, JETONS_BANDE, "guiton.I.aller", "guiton.I.tenir",
          "guiton.I.bredouille",
         SORTIE, TROU_OUBLIE, ECOLE_DE_TROU)
def _leave(replay: Replay, colour: Colour, line: int, *, words: bool) -> None:
    coup = replay.coup
    how = "dit qu'il s'en va" if words else "relève ses dames pour s'en aller"
    how_en = "says he leaves" if words else "takes up his dames to leave"
    if words and _before_his_throw(replay, colour, line):
        word_before_the_throw(replay, colour, line, "« je m'en vais »")
        return
    if coup is None or coup.void:
        replay.findings.ask(
            f"Ligne {line} : {colour} {how}, mais aucun coup n'est enregistré avant ; quel "
            "trou invoque-t-il ?",
            f"Line {line}: {colour} {how_en}, but no throw is recorded before; which trou "
            "does he rely on?")
        return
    if coup.leaving is not None:
        return
    if coup.thrower is not colour and _no_choice_of_his(replay, coup, colour):
        _word_of_the_other(replay, colour, line, how=(how, how_en))
        return
    coup.leaving = line
    replay.findings.cite(PAROLE)
    # the twelfth trou ends the partie: no word said on it binds him to a partie that is over
    if partie_won(replay, coup, colour, line):
        return
    if coup.staying is not None and coup.staying < line \
            and not fifteenth_found_since(replay, coup, colour, line):
        said = next((a.words for a in replay.record.acts if isinstance(a, A.Say)
                     and a.actor is colour and a.span.line == coup.staying), "je reste")
        _irregular(replay, colour, line, PAROLE,
                   say("paroles.leave", colour=colour, staying=coup.staying, words=said))
        return
    if coup.thrower is not colour:
        won, lacking = _trou_by_own_throw(replay, coup, colour)
        # a trou the opponent's throw gives him, or makes up with the opponent's école he
        # marked (« non quand on l'achève du dé ou de la perte de son adversaire », Lebrun):
        # either way acquired « par le dé de l'adversaire », which is what the ruling says;
        # only where he has no trou at all is he told he won none
        why = (say("paroles.leave.2", colour=colour) if won else
               say("paroles.leave.3", colour=colour) if lacking else
               say("paroles.leave.by-ecole-and-dice", colour=colour,
                   other=colour.opponent))
        if won:     # ch. I says it in so many words: a trou from the opponent's dice binds
            replay.findings.law(
                "guiton.I.tenir",
                f"Le trou que {colour} marque provient du dé de son adversaire : il est obligé "
                "de tenir.",
                f"The trou {colour} marks comes from his opponent's dice: he is bound to stay.")
        elif not lacking:   # the école is of the opponent's own coup: the same dé
            replay.findings.law("guiton.I.tenir", *both(
                "paroles.leave.by-ecole-and-dice.tenir", colour=colour, other=colour.opponent))
        _irregular(replay, colour, line, CONDITIONS, why)
        _double_for_simple_on_leave(replay, coup.windows.get(colour), line)
        return
    won, lacking = _trou_by_own_throw(replay, coup, colour)
    if not won and not lacking:
        # the trou is his, but made up by an école of the opponent's he marked in this coup:
        # acquired « par le fait de son adversaire », not by his own dé (III « On n'est pas
        # obligé de marquer une école… », the trap; Lebrun: « … ou de la perte de son
        # adversaire »): he may not leave, and it is no false trou
        _irregular(replay, colour, line, CONDITIONS, say("paroles.leave.by-ecole", colour=colour))
        return
    if not won:
        if sortie_trou_before(replay, coup, colour) is not None:
            lapsed_after_sortie(replay, coup, colour, line)
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
    shown = reste_shown_at(replay, coup, colour, line)
    if shown is None and replay.score.of(colour).points > 0 and window.jeton_lines:
        shown = window.jeton_lines[-1]
    if shown is not None:
        by_ecole = any(isinstance(a, A.MarkEcole) and a.span.line == shown
                       for a in replay.record.acts)
        _irregular(replay, colour, line, RESTE,
                   say("paroles.leave.reste-by-ecole", colour=colour, shown=shown) if by_ecole
                   else Msg(f"{colour} a marqué ses points de reste (ligne {shown}) avant de "
                            "parler de s'en aller : il doit rester.",
                            f"{colour} marked his points de reste (line {shown}) before "
                            "speaking of leaving: he must stay."))
        return
    if lebrun_bars_leaving(replay, coup, colour, line) \
            or stayed_by_playing(replay, coup, colour, line):
        return
    if by_sortie(replay, coup, colour):
        # the trou is his own dé's: a condition the leave stands on
        replay.findings.ground(SORTIE, *both("paroles.trou-par-la-sortie", colour=colour),
                               favours=colour)
        choice_after_pour_tout(replay, colour)
    reste = replay.marking.add_points(coup.score_at_throw, colour, coup.due(colour))
    if window.fichet > window.expected_trous > 0 and _same_twelve(window):
        # a trou double pegged for a simple one (or the like) claims no point beyond those he
        # won: only the hole de trop is taken back, there is no école de trop for ch. V to
        # punish, and the leave stands (III « Ecole d'école; école de trou »)
        said = both("paroles.leave.double-for-simple", colour=colour, fichet=window.fichet,
                    expected_trous=window.expected_trous)
        replay.findings.law(ECOLE_DE_TROU, *said)
        # it is what answers the opponent who would keep him and mark an école (ch. V's
        # penalty is for an école par trop, and there is none): the decision says so
        replay.findings.decide(*said, ECOLE_DE_TROU)
        # ... and the ruling that says so takes it back (the same correction as a coup
        # consummated without leaving: the opponent's own taking back is then that one)
        trou_double.double_for_simple_taken_back(replay, window, line)
    elif window.fichet > window.expected_trous > 0 and regimes.trous_de_trop_leaving(
            replay, colour, line, window.fichet - window.expected_trous):
        # Lebrun: the holes de trop only taken back, the leave stands (regimes)
        trou_double.double_for_simple_taken_back(replay, window, line)
    elif window.fichet > window.expected_trous > 0 and words and not coup.dames_touched \
            and not window.jeton_lines and _breaks_his_game_next(replay, colour, line):
        # Said, his game not broken, no jeton let go: ch. V's penalty is for one who « marque
        # trois trous et rompt son jeu pour s'en aller », and until then the fichet moved is
        # no école (III « Le fichet déplacé ne fait pas école »): he may still take the holes
        # back. His word binds him to go; the leave is judged when he breaks his game.
        coup.leave_unbroken = True
        replay.findings.law(TROUS, *both("paroles.leave.4-words", line=line, colour=colour,
                                         fichet=window.fichet,
                                         expected_trous=window.expected_trous))
        return
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
        # the opponent's own taking back of the trous de trop is the ruling's correction
        replay.pending.append(Pending(TROUS_REPRIS, colour, Term.OPPONENT_THROW, line,
                                      extra, TROUS))
        ecole = claimed - coup.due(colour)
        _supersede_par_trop(replay, coup, colour)
        open_ecole(replay, FaultKind.TROUS_DE_TROP, colour, why, (TROUS,), ecole, line, TROUS)
        let_go = _let_go_by_acts(replay, colour, line)
        if not let_go:
            # Staying is the default of the option: the extra trous go and his marks are what
            # the throw gave him. Letting him go is scored too: the extra trous go, and the
            # leave his own trou allows stands, his reste with it.
            option = replay.findings.option(
                colour.opponent,
                say("paroles.leave.6", colour_opponent=colour.opponent, colour=colour,
                    extra=extra, ecole=ecole),
                [("rester", say("paroles.leave.7"), True),
                 ("laisser", say("paroles.leave.8"), False)],
                (TROUS,), assumes_default=True)
            let_go = replay.chosen(option) == "laisser"
        if not let_go:
            correct = replay.marking.correct(coup.score_at_throw, coup.items).of(colour)
            replay.score = replay.score.with_side(colour, correct)
            return
        side = replay.score.of(colour)
        replay.score = replay.score.with_side(colour, side.evolve(trous=side.trous - extra))
    if window.fichet == window.expected_trous > window.expected_events > 0:
        # a trou double rightly pegged by the leaver: the law that makes it double is said, as
        # where the coup is judged without a leave (judging._marked_enough)
        replay.findings.law("guiton.I.bredouille", *both(
            "ecoles.double-rightly-pegged", colour=colour, count=window.fichet))
    if 0 < window.fichet < window.expected_trous:
        # said, not yet done: the trou double may still be completed (trous.leave_said_only)
        replay.findings.law(TROUS,
                            *both("paroles.leave.9-words" if words and not coup.dames_touched
                                  else "paroles.leave.9", colour=colour, fichet=window.fichet,
                                  expected_trous=window.expected_trous))
    elif window.fichet == 0 and window.expected_trous > 0:
        # the right to leave does not hang on pegging the trou (ch. V, « soit qu'on oublie de
        # le marquer »), but taking up one's dames to leave is a coup played: the trou can no
        # longer be marked (ch. III, « On ne peut plus marquer un trou oublié… »)
        said_only = words and not coup.dames_touched
        replay.findings.law(TROU_OUBLIE,
                            *both("paroles.leave.forgotten-trou-said" if said_only
                                  else "paroles.leave.forgotten-trou", colour=colour,
                                  expected_trous=window.expected_trous))
    if window.fichet < window.expected_trous:
        # the trous left unpegged, lost once his dames are taken up: pegged later, in the next
        # relevé, they are these trous forgotten, no longer admitted (trous.on_mark_trous), not
        # trous pegged for nothing (« il perd seulement les deux trous qu'il a omis de marquer »)
        replay.pending.append(Pending(TROU_FORGOTTEN, colour, Term.OWN_THROW_AFTER_OPPONENT,
                                      line, window.expected_trous - window.fichet))
    if reste.of(colour).points:
        # his reste left unmarked: a condition the leave stands on (marked, it would have
        # bound him to stay, above)
        replay.findings.ground(RESTE, *both("paroles.leave-reste-unmarked", line=line,
                                            colour=colour, reste=reste.of(colour).points),
                               favours=colour)
    # the article on binding words says how one leaves: by saying it, or, as usage allows, by
    # taking up one's dames without a word; it follows from the leave, it does not ground it
    replay.findings.law(PAROLE, *both("paroles.leave-by-words" if words
                                      else "paroles.leave-by-dames", line=line, colour=colour))
    if reste.of(colour).points:
        # ... and so does the reste lost, which is why leaving it unmarked is no école
        replay.findings.law(RESTE, *both("paroles.leave-reste-lost", line=line, colour=colour,
                                         reste=reste.of(colour).points))
    if words:
        jeton_after_the_word(replay, colour, line)
    _escaped_by_leaving(replay, coup, colour, line)
    jeton_left = _jeton_to_bande(replay, colour, line, dames=not words)
    # Leaving forfeits the points de reste: what he left unmarked or marked too much on his
    # jeton goes with it, so his window is closed without an école (Guiton ch. V).
    window.close(by=line)
    replay.findings.conclude(
        *both("paroles.leave.10", line=line, colour=colour, won=won),
        CONDITIONS, line)
    coup.left = line
    usage_answers(replay, coup, colour, line)
    stayed = _stayed_before(replay, coup, colour)
    if stayed is None:
        replay.findings.decide(*both("paroles.leave.11", colour=colour), about=CONDITIONS)
    else:
        # the claim that his earlier word still binds him is answered by the decision itself
        replay.findings.decide(*both("paroles.leave.11.after-stay", colour=colour,
                                     staying=stayed[0], words=stayed[1]), about=CONDITIONS)
    say_jeton_left(replay, jeton_left)
    # the decision says he has the dé for the next relevé: ch. I says so (« Celui qui s'en va a
    # la priorité du dé pour recommencer »)
    replay.findings.cite("guiton.I.aller")


def _breaks_his_game_next(replay: Replay, colour: Colour, line: int) -> bool:
    """Whether the next act of ``colour`` on his dames after ``line`` (before any throw) is
    taking them up to leave: the act by which the leave said with trous de trop is judged.
    Playing instead (he has left by his word all the same), or nothing more recorded, and the
    leave is judged on his word."""
    dames = (A.Touch, A.Lift, A.Play, A.Place, A.Release, A.PutBack, A.Empile)
    for act in replay.record.acts:
        if act.span.line <= line:
            continue
        if isinstance(act, A.Throw | A.NouveauReleve):
            return False
        if act.actor is colour and isinstance(act, A.Releve):
            return True
        if act.actor is colour and isinstance(act, dames):
            return False
    return False


@applies(TROUS)
def _let_go_by_acts(replay: Replay, colour: Colour, line: int) -> bool | None:
    """Whether the opponent of ``colour``, who left on trous de trop (V « Ce qui arrive
    lorsqu'un joueur, pouvant s'en aller, a marqué plus ou moins de trous… »), chose by his acts
    after ``line`` and before the next throw: putting his own dames back on the pile lets him go
    (as breaking one's game together with a player who leaves consents to the leave, III «
    Quand un joueur s'en va par erreur… »); putting the leaver's jeton back or marking the école
    keeps him (the option is then offered with that choice, its default). None when the record
    does not say (the choice is then an option)."""
    opponent = colour.opponent
    for act in replay.record.acts:
        if act.span.line <= line:
            continue
        if isinstance(act, A.Throw | A.NouveauReleve):
            return None
        if act.actor is not opponent:
            continue
        if isinstance(act, A.MarkEcole) or (isinstance(act, A.SetJeton) and act.opponent):
            return False
        if isinstance(act, A.Empile | A.Releve):
            replay.findings.conclude(*both("paroles.leave.let-go", line=act.span.line,
                                           colour=colour, other=opponent), TROUS, act.span.line)
            return True
    return None


def _no_choice_of_his(replay: Replay, coup: Coup, colour: Colour) -> bool:
    """``colour`` did not throw ``coup``, took no trou in it, by his pegs, his marks or what it
    gives him, and took none in the coup before: there is no trou of his on which a choice to
    stay or leave could be claimed (a trou of his earlier coup, claimed late, is judged as
    such by the caller)."""
    window = coup.windows.get(colour)
    if window is not None and window.fichet > 0:
        return False
    if replay.score.of(colour).trous > coup.score_at_throw.of(colour).trous \
            or _trou_by_own_throw(replay, coup, colour)[0]:
        return False
    earlier = [c for c in replay.coups if c.line < coup.line and not c.void]
    return not (earlier and earlier[-1].score_at_throw.of(colour).trous
                < coup.score_at_throw.of(colour).trous)


@applies(CONDITIONS, PAROLE)
def _word_of_the_other(replay: Replay, colour: Colour, line: int, *,
                       how: tuple[str, str]) -> None:
    """The player who did not throw, and has no trou on this coup, says he leaves (or takes up
    his dames): only the winner of a trou by his own dé may leave (V « Conditions requises pour
    s'en aller »), and a word binds the one who says it on the choice his trou gives him (V « La
    parole est obligatoire… »). He has no such choice: his word binds nobody, neither him nor
    the thrower, whose choice stays whole; his dames taken up « ne peut tirer à conséquence »
    (III « Celui qui ne joue pas, et qui par erreur lève ses dames, ne fait pas école »)."""
    thrower = colour.opponent
    replay.findings.cite(PAROLE)
    replay.findings.law(
        CONDITIONS,
        f"Ligne {line} : {colour} {how[0]}, mais le coup est celui de {thrower} et ne lui donne "
        f"aucun trou : il n'a pas de choix de rester ou de s'en aller, sa parole n'engage "
        f"personne, et le choix de {thrower} reste entier.",
        f"Line {line}: {colour} {how[1]}, but the coup is {thrower}'s and gives him no trou: "
        f"he has no choice to stay or leave, his words bind nobody, and {thrower}'s choice "
        "stays whole.")


def _double_for_simple_on_leave(replay: Replay, window: Window | None, line: int) -> None:
    """He took up his dames on a trou pegged double that the count makes simple: lifting
    one's dames to leave is a coup played (III « On ne peut plus marquer un trou oublié… »:
    « l'enlèvement des dames est assimilé à un coup joué »), so his marking of the trou is
    final whether the leave stands or not, and the hole de trop is taken back as for a coup
    consummated (« Ecole d'école; école de trou »: « seulement à faire démarquer un trou »)."""
    if window is not None and window.fichet > window.expected_trous > 0 \
            and _same_twelve(window):
        said = both("paroles.leave.double-for-simple.stays", colour=window.side,
                    fichet=window.fichet, expected_trous=window.expected_trous)
        replay.findings.law(ECOLE_DE_TROU, *said)
        replay.findings.decide(*said, ECOLE_DE_TROU)
        trou_double.double_for_simple_taken_back(replay, window, line)


def _before_his_throw(replay: Replay, colour: Colour, line: int) -> bool:
    """Words to leave said before the throw they would bear on: nothing is recorded yet, or he
    has agreed to play « pour tout » and the coup open is not his, and the next throw recorded
    (no new relevé between) is his own. The choice is made on a throw once seen (VII
    « Difficulté relative à la sortie du jan de retour »)."""
    coup = replay.coup
    if coup is not None and not coup.void and (
            coup.thrower is colour or colour not in replay.pour_tout
            or _trou_by_own_throw(replay, coup, colour)[0]):
        return False
    for act in replay.record.acts:
        if act.span.line <= line:
            continue
        if isinstance(act, A.Throw):
            return act.actor is colour
        if isinstance(act, (A.NouveauReleve, A.Releve, A.Empile)):
            return False
    return False


def _stayed_before(replay: Replay, coup: Coup, colour: Colour) -> tuple[int, str] | None:
    """The line and words of the « je reste » ``colour`` said on an earlier coup of this
    relevé (none left since), if any: a word that bound him for the trou he had then, not for
    the trou he leaves on now (Guiton ch. V « La parole est obligatoire pour s'en aller ou
    pour rester »; Lebrun « Du privilège de s'en aller »: « après avoir dit je tiens »)."""
    found = None
    for earlier in replay.coups:
        if earlier is coup:
            break
        if earlier.leaving is not None:
            found = None        # a leave ended that relevé
        if earlier.staying is not None:
            said = next((a.words for a in replay.record.acts if isinstance(a, A.Say)
                         and a.actor is colour and a.span.line == earlier.staying), None)
            if said is not None:
                found = (earlier.staying, said)
    return found
