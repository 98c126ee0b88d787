"""The laws of the dames (Guiton ch. III, « Règles concernant les dames »), and the legality
of the play as a whole (the game's rules): the ``dames`` family.

Its handlers are here, with what is judged of the play as a whole: the dames played, a dame
set right, the touched dames and the play judged when the coup closes, the sortie. The
touched dames and « j'adoube » are in ``dames_touched``, a dame mal posée and a fausse case in
``dames_placed``; both sit below this module.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from arbiter.board import OFF
from arbiter.engine import (
    claims,
    ecole_terms,
    ecoles,
    game_end,
    jeton_left,
    marks,
    play_faults,
    plein_missed,
    puissance,
    touched,
)
from arbiter.engine.bodies import INJOUABLES_TOUCHEES
from arbiter.engine.dames_lawful import with_lawful_plays
from arbiter.engine.dispatch import LawFamily
from arbiter.engine.findings import until_throw
from arbiter.engine.judging_pegs import double_lost_at_play
from arbiter.engine.table import Coup, DameMove
from arbiter.engine.wording import both, say
from arbiter.games.base import Kept, Move
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.ruling import Fault
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

from arbiter.engine.dames_placed import (
    PREMIER_EXEMPLE,
    _carried_on,
    _chosen_before_release,
    _excused,
    _extra_dames,
    _fausse_case,
    _group_numbers,
    _mal_posee,
    _new_problems,
    _no_excuse,
    _part_set_right_by_opponent,
    _set_right_by_opponent,
    corrected_by_its_player,
    true_places_left,
)
from arbiter.engine.dames_touched import (
    TOUCHEES,
    _handling,
    close_marking,
    on_adoube,
    on_lift,
    on_place,
    on_put_back,
    on_touch,
)

IMPUISSANCE_CREEE = "guiton.III.impuissance-creee"   # the paragraph closing « Fausse case »
CONSERVE_PAR_IMPUISSANCE = "guiton.VI.conserver-par-impuissance"


def on_release(replay: Replay, act: A.Release) -> None:
    coup = replay.coup
    if coup is None or coup.thrower is not act.actor:
        return
    placing, coup.placing = coup.placing, []
    lifted, coup.lifted = coup.lifted, []
    paths: list[tuple[int, ...]] = []
    sources = [f for f, n, _ in lifted for _ in range(1 if f == 0 and n > 1 and
                                                          len(placing) == 1 else n)]
    for (dst, count), src in zip(placing, sources, strict=False):
        for _ in range(count):
            paths.append((src, dst))
    if paths:
        _played_under_adoube(replay, coup, paths, act.span.line)
        _chosen_before_release(replay, coup, paths, act.span.line)
        _moves(replay, coup, act, (tuple(paths),))


@applies(TOUCHEES, "guiton.I.adouber")
def _played_under_adoube(replay: Replay, coup: Coup, paths: list[tuple[int, int]],
                         line: int) -> None:
    """A dame lifted under « j'adoube » and let go on another flèche has been played: the
    word covers raising a dame to see or set its place, not playing it (Guiton III « On doit
    jouer toutes les dames touchées », I « Adouber »; Lebrun « De la Manière de marquer les
    points »), so the thrower's marking of his throw is final from that act, as if he had
    touched without the word."""
    if coup.dames_touched or all(src == dst for src, dst in paths):
        return
    window = replay.window(coup.thrower)
    if window is not None and not window.closed and window.marked < window.due:
        replay.findings.law(TOUCHEES, *both("dames.played-under-adoube", line=line,
                                            colour=coup.thrower))
    close_marking(replay, coup, coup.thrower, line, say("dames.played"))


def on_play(replay: Replay, act: A.Play) -> None:
    coup = _handling(replay, act)
    if coup is None:
        return
    coup.adoube = False
    _moves(replay, coup, act, act.groups)


# -- judging each dame as it is abandoned -----------------------------------------------------
def _moves(replay: Replay, coup: Coup, act: A.Act,
           groups: tuple[tuple[tuple[int, ...], ...], ...]) -> None:
    colour = coup.thrower
    line = act.span.line
    if coup.void:
        _on_a_void_throw(replay, coup, line)
        return
    jeton_left.at_play(replay, colour, line)    # he plays his bois: Lebrun's term
    ecole_terms.claims_end_with_play(replay, colour, line)   # « si vous avez joué depuis »
    double_lost_at_play(replay, line)   # « dès qu'il a joué » (Lebrun, « De la Bredouille »)
    paths = [m.path for m in coup.moves] + [p for g in groups for p in g]
    extra: list[tuple[int, ...]] = []   # dames this act plays beyond the throw: one fault
    complete = False
    for group in groups:
        coup.groups += 1
        wrong = []
        if not coup.remaining and coup.moves:
            extra.extend(group)
            continue
        if any(path[-1] == OFF for path in group):
            replay.findings.cite(*_sortie_laws(replay, coup))
        if _takes_back_a_wrong_dame(replay, coup, group, line):
            continue
        readings = _group_numbers(coup, group, replay.conduct.power_number,
                                  replay.conduct.bande_a_fleche is not None)
        for path, numbers in zip(group, readings, strict=True):
            move = DameMove(path=path, line=line, group=coup.groups)
            if numbers is None:
                move.wrong = True
                wrong.append(move)
            else:
                move.numbers = numbers
                for n in numbers:
                    coup.remaining.remove(n)
                _carried_on(replay, coup, move)
            coup.moves.append(move)
            replay.position = replay.position.moved(colour, path[0], path[-1])
            bound = next((t for t in coup.touched if t[0] == path[0]), None)
            if bound is not None:   # one touched dame of that flèche is now played
                coup.touched.remove(bound)
                _touched_played(replay, coup, bound, line)
        if not wrong and not coup.remaining and not any(m.wrong for m in coup.moves):
            complete = True     # the whole number is played: judged once this act is read
        if wrong:
            if coup.dice_lifted is not None:
                if _excused(replay, coup, paths, line):
                    return
                _no_excuse(replay, coup, group, line)
            elif len(group) >= 2 and all(path[-1] != OFF for path in group):
                _fausse_case(replay, coup, group, wrong, line)
            else:   # dames borne off together make no case: each is judged as let go
                for move in wrong:
                    _mal_posee(replay, coup, move, line)
    if extra:
        _extra_dames(replay, coup, tuple(extra), line)
    if complete:
        # after the dames this act plays beyond it: the play is then not said faultless
        _judge_play(replay, coup, at_end=False, offer=True)
    plein_missed.by_a_wrong_dame(replay, coup)
    ecoles.bredouille_lost_at_play(replay, line)


def _takes_back_a_wrong_dame(replay: Replay, coup: Coup,
                             group: tuple[tuple[int, ...], ...], line: int) -> bool:
    """The thrower lifts again a dame he let go where no number took it and sets it elsewhere
    (at its true place, as a rule): that is no new play but his own correction of the fault,
    to which he is no longer admitted (:func:`corrected_by_its_player`: Guiton III « Dame mal
    posée et abandonnée », the dame « reste entièrement à la discrétion de l'adversaire »;
    Lebrun's rule 6, « vous voulez jouer avec exactitude, vous ne le pouvez plus »). The dame
    is held where he let it go, and the opponent's choice stands as the fault opened it. True
    when so."""
    if len(group) != 1 or not any(m.wrong and m.path[-1] == group[0][0] for m in coup.moves):
        return False
    src = group[0][0]
    bound = next((t for t in coup.touched if t[0] == src), None)
    if bound is not None:   # lifting it again binds to nothing new
        coup.touched.remove(bound)
    corrected_by_its_player(replay, coup, line)
    return True


def _on_a_void_throw(replay: Replay, coup: Coup, line: int) -> None:
    """Dames played on a throw that is void: no number of it carries a dame, so nothing of
    the play stands. « le coup n'est pas bon et se recommence » (Guiton ch. III), « le coup
    doit être recommencé » (Lebrun, closing rule 3): the coup, throw and play, is begun again;
    the dames stay where they were and the thrower throws again. No text makes it a fault or
    leaves the dames at the opponent's discretion (a dame mal posée is one its number does not
    take where it lies; here there is no number)."""
    said = Msg(f"Ligne {line} : le jet de {coup.thrower} est nul ; les dames qu'il a jouées "
               "dessus reviennent où elles étaient, et il jette de nouveau.",
               f"Line {line}: {coup.thrower}'s throw is void; the dames he played on it go "
               "back where they were, and he throws again.")
    replay.findings.conclude(said.fr, said.en, coup.void_law, line)
    if said not in replay.findings.decision:
        replay.findings.decision.append(said)


@applies(PREMIER_EXEMPLE)
def on_restore(replay: Replay, act: A.Restore) -> None:
    """Dames played are carried back. When the opponent does it himself, he accepts that the
    play was void and the thrower plays his whole number again (« Premier exemple »)."""
    coup = replay.coup
    line = act.span.line
    if coup is not None and coup.void:
        # the dames played on a void throw went back where they were when they were played
        # (:func:`_on_a_void_throw`): carrying them back is that return, made visible
        replay.findings.fact(*both("dames.on-restore.void", line=line, actor=act.actor,
                                   colour=coup.thrower), line)
        return
    if coup is None or not coup.moves:
        replay.findings.ask(
            *both("dames.on-restore", line=line))
        return
    colour = coup.thrower
    if act.actor is colour.opponent and _set_right_by_opponent(replay, coup, act):
        return
    if act.actor is colour.opponent and _part_set_right_by_opponent(replay, coup, act):
        return
    if not any(m.wrong for m in coup.moves):
        _judge_play(replay, coup, at_end=False, offer=False)
    elif act.actor is colour:
        corrected_by_its_player(replay, coup, line)
    for group in act.groups:
        for path in group:
            replay.position = replay.position.moved(colour, path[0], path[-1])
    coup.moves.clear()
    coup.judged = False
    coup.remaining = replay.numbers(coup.dice)
    if act.actor is colour.opponent:
        replay.findings.conclude(
            *both("dames.on-restore.2", line=line, actor=act.actor, colour=colour),
            PREMIER_EXEMPLE, line)
    else:
        replay.findings.fact(*both("dames.on-restore.3", line=line, colour=colour), line)


_LEBRUN_EXAMPLES = frozenset({"guiton.IV.coin-seul", "guiton.III.jans-adversaire-plein"})
"""The reasons a touched dame cannot be played that Lebrun's « De la Manière de marquer les
points » names as the examples of its exception (the coin not yet taken, where a dame « ne
saurait entrer ni sortir seule »; the opponent's grand jan « avant qu'il fût rompu »): that
article then names the case itself."""


# -- at the end of the coup: touched dames and the play as a whole ----------------------------
@applies(TOUCHEES)
def at_close(replay: Replay, coup: Coup, *, at_end: bool) -> None:
    if coup.void:
        return
    colour = coup.thrower
    if coup.left is not None and not coup.moves:
        # his leave stood: his game broken, every dame goes to the pile and none touched is
        # to be played (V « La parole est obligatoire… »: « il échappe à l'école et aux suites
        # funestes de sa faute en rompant son jeu pour s'en aller »); the leave's ruling says so
        return
    could = touched.playable(coup, replay.plays(coup)) if coup.touched else []
    for fleche, line in coup.touched:
        if (fleche, line) in could:
            could.remove((fleche, line))
            if at_end and not coup.moves and not coup.judged:
                # the record stops before he played (a play still going on); once he has
                # said he has played or passes, his play is judged as he left it
                replay.findings.conclude(
                    *both("dames.at-close", colour=colour, fleche=(colour, fleche), line=line),
                    TOUCHEES, line)
                continue
            spent = coup.adoube_spent is not None and coup.adoube_spent < line
            # « j'adoube » said only after the touch: « Ce mot doit être prononcé avant de rien
            # toucher » (Guiton ch. I « Adouber »; seed 004 § 7 c « si auparavant »)
            late = coup.adoube_said is not None and coup.adoube_said > line and not spent
            why = say("dames.at-close.2.trial" if (fleche, line) in coup.trials
                      else "dames.at-close.2.spent" if spent
                      else "dames.at-close.2.late" if late else "dames.at-close.2",
                      colour=colour, fleche=(colour, fleche), line=line,
                      said=coup.adoube_said)
            instead = _instead_of_sortant(replay, coup, fleche)
            laws = (TOUCHEES,) if instead is None else (instead.law, TOUCHEES)
            if instead is not None:   # the answer says why it had to be played, not borne off
                why = Msg(f"{why.fr.rstrip('.')} ; {instead.message.fr}.",
                          f"{why.en.rstrip('.')}; {instead.message.en}.")
            replay.findings.fault(Fault(kind=FaultKind.DAME_TOUCHEE, by=colour, summary=why,
                                        laws=laws, consummated=True, act=line,
                                        fleches=(fleche,)))
            replay.findings.option(
                colour.opponent,
                say("dames.at-close.3", colour_opponent=colour.opponent),
                [("exiger", say("dames.at-close.4"), True),
                 ("laisser", say("dames.at-close.5"),
                  False)],
                laws,   # the article that binds him (at the sortie, VII's before III's)
                until_throw(colour.opponent))
        else:
            replay.findings.conclude(
                *both("dames.at-close.6", fleche=(colour, fleche)), TOUCHEES, line)
            replay.findings.meet(INJOUABLES_TOUCHEES)     # Lebrun's rule 7: his very case
            why = getattr(replay.rules, "why_unplayable", None)   # the game says why, if it can
            kept = why(coup.position_before, colour, coup.dice, fleche) if why else None
            if kept is not None:
                replay.findings.law(kept.law, *_sentence(kept.message))
            # the answer to a dispute over a dame touched: it did not have to be played.
            # Under Lebrun his rule 7 states that very case (« Lorsqu'on a touché, sans dire
            # j'adoube, des dames qu'on ne peut pas jouer, il n'y a point de faute ») and
            # decides it, save where the reason is an example his « De la Manière de marquer
            # les points » names (« si une donnait dans votre coin qui n'est pas encore pris »)
            named = kept is not None and kept.law in _LEBRUN_EXAMPLES
            replay.findings.decide(*both("dames.at-close.6.decision", colour=colour,
                                         fleche=(colour, fleche), line=line),
                                   INJOUABLES_TOUCHEES if replay.record.conduct_lois
                                   == "lebrun-1828" and not named else None)
    plein_missed.by_a_wrong_dame(replay, coup, closing=True)
    if not coup.moves or any(m.wrong for m in coup.moves):
        return
    if at_end and coup.remaining and not coup.judged and _can_go_on(replay, coup):
        # the record stops while he is still playing: said, not judged as a play left short
        # (unless his play was already judged as he left it: « j'ai joué », « je passe »)
        replay.findings.fact(*both("dames.still-playing", colour=colour,
                                   line=coup.moves[-1].line), line=coup.moves[-1].line)
        return
    _judge_play(replay, coup, at_end=at_end, offer=True)


@applies(TOUCHEES)
def _touched_played(replay: Replay, coup: Coup, bound: tuple[int, int], line: int) -> None:
    """A dame touched without lifting it (``touche``), then played in the same coup: the rule
    is kept (« Toute dame touchée doit être jouée »; seed 004 « peut être forcé … à la jouer »;
    Lebrun « il faut jouer ce qu'on a touché »), whatever number carried it: none of the texts
    binds the touched dame to a number. The ruling says so, as it says when a touched dame
    could not be played, since a dispute over a touched dame is answered by this article. A
    dame lifted and played is the ordinary way of playing and is not remarked on."""
    fleche, touched_at = bound
    if not any(isinstance(a, A.Touch) and not a.opponent and a.span.line == touched_at
               for a in replay.record.acts):
        return
    colour = coup.thrower
    replay.findings.conclude(*both("dames.touched-played", colour=colour,
                                   fleche=(colour, fleche), line=touched_at, played=line),
                             TOUCHEES, line)
    replay.findings.decide(*both("dames.touched-played", colour=colour,
                                 fleche=(colour, fleche), line=touched_at, played=line))


def _holds_a_plein(coup: Coup) -> bool:
    """Whether the thrower had a jan filled (every case of it with two dames or more) when he
    threw: only then may the opponent not make him break it to play his whole number (Guiton
    III, « Fausse case », last paragraph: « il ne pourrait … obliger à rompre le plein »)."""
    position, colour = coup.position_before, coup.thrower
    return any(all(position.count(colour, k) >= 2 for k in jan) for jan in marks.JANS)



@applies(CONSERVE_PAR_IMPUISSANCE)
def _kept_by_impuissance(replay: Replay, coup: Coup) -> None:
    """An impuissance he created while his plein stands as he played it: left so, the coup
    keeps the plein by impuissance (Guiton VI « Conserver par impuissance »: « lorsque pouvant
    jouer l'un sans rompre, on ne peut, de quelque manière que ce soit, jouer l'autre, on
    conserve par impuissance »), so the points of his plein stand whichever way the opponent
    chooses (he may not be made to break it)."""
    colour, position = coup.thrower, replay.position
    if _holds_a_plein(coup) and any(all(position.count(colour, k) >= 2 for k in jan)
                                    for jan in marks.JANS):
        replay.findings.law(CONSERVE_PAR_IMPUISSANCE,
                            *both("dames.judge-play.kept-by-impuissance", colour=colour))


def _instead_of_sortant(replay: Replay, coup: Coup, fleche: int) -> Kept | None:
    """The game's law for a dame touched, and left, while he bore another off with a number
    that could have carried the touched one inside the tablier (Guiton VII « Faute de celui qui
    prend une dame pour une autre »), said in the ruling; None when it does not bear."""
    hook = replay.conduct.touched_instead_of_sortant
    if hook is None or not any(m.path[-1] == OFF for m in coup.moves):
        return None
    kept = hook(coup.position_before, coup.thrower, coup.dice, fleche)
    if kept is None:
        return None
    replay.findings.law(kept.law, *_sentence(kept.message))
    return kept


def judge_as_played(replay: Replay, coup: Coup) -> None:
    """The thrower says he has played (a game's words, e.g. Jacquet's « j'ai joué »), or his
    coup ends with nothing played: his play is judged as it stands, even if the record stops
    there, where it would otherwise be read as a play still going on."""
    if not any(m.wrong for m in coup.moves):
        _judge_play(replay, coup, at_end=False, offer=True)


def _can_go_on(replay: Replay, coup: Coup) -> bool:
    """Some legal play of the throw begins with the moves made so far."""
    made = [(m.path[0], m.path[-1]) for m in coup.moves]
    for play in replay.plays(coup):
        moves = [(m.src, m.dst) for m in play.moves]
        if len(moves) > len(made) and sorted(moves[:len(made)]) == sorted(made):
            return True
        if len(moves) > len(made) and all(made.count(x) <= moves.count(x) for x in made):
            return True
        # a dame that has played one number of a tout d'une and may go on with the other
        steps = [s for m in play.moves for s in pairwise(m.path)]
        done = [s for m in coup.moves for s in pairwise(m.path)]
        if len(steps) > len(done) and all(done.count(x) <= steps.count(x) for x in done):
            return True
    return False


@applies(IMPUISSANCE_CREEE)
def _judge_play(replay: Replay, coup: Coup, *, at_end: bool, offer: bool) -> None:
    if coup.judged:
        return
    coup.judged = True
    colour = coup.thrower
    moves = tuple(Move(m.path, m.numbers) for m in coup.moves)
    check = replay.rules.check_play(coup.position_before, colour, coup.dice, moves)
    for undecided in getattr(check, "undecided", ()):   # a point the game's texts leave open
        game_end.ask_undecided(replay, undecided)
    if check.legal:
        already = set(coup.stated)     # said of the throw already (a plein marked en passant)
        for kept in getattr(check, "kept", ()):   # the article by which a disputed play stands
            if kept.law not in already:
                coup.stated.add(kept.law)
                replay.findings.law(kept.law, *_sentence(kept.message))
        # Said with the line of the play, and never as if the coup were faultless when a fault
        # of this same play (a coin taken par puissance wrongly…) is already found.
        lines = [m.line for m in coup.moves] or [coup.line]
        beside = [f for f in replay.findings.faults if f.by is colour and f.act is not None
                  and coup.line <= f.act <= max(lines)]
        # A dame touched and not moved is judged when the coup closes: until then the play is
        # only said to follow the movement of the dames, not to be faultless.
        touched_left = bool(coup.touched)   # a touched dame is taken off once played
        if beside:
            replay.findings.conclude(*both(
                "dames.judge-play.beside-fault", colour=colour, line=max(lines),
                kind=FaultKind(beside[0].kind).display))
        elif touched_left:
            replay.findings.conclude(*both("dames.judge-play.moves-only", colour=colour,
                                           line=max(lines)))
        else:
            replay.findings.conclude(*both("dames.judge-play", colour=colour, line=max(lines)))
        replay.findings.cite(*getattr(check, "considered", ()))   # why the play stands
        puissance.lawful(replay, coup)
        return
    for ground in getattr(check, "grounds", ()):   # a law deciding the point in dispute
        replay.findings.law(ground.law, *_sentence(ground.message))
    for violation in check.violations:
        kind = FaultKind(replay.conduct.fault_of_violation.get(violation.code,
                                                             FaultKind.COUP_IRREGULIER))
        line = coup.moves[-1].line if coup.moves else coup.line   # nothing played at all
        if violation.code in replay.conduct.unmade_plein and \
                claims.plein_not_made(replay, coup, line) and \
                violation.code not in replay.conduct.forced_plein:
            # a plein not made or not kept: its article decides (the école, and the opponent's
            # choice to oblige or prevent the plein), not the replay of an irregular coup; a
            # plein the rules of play force is an irregular coup as well
            continue
        # an impuissance one created is decided by its own paragraph (the end of « Fausse
        # case »), not by the fausse case of two dames the article opens with
        laws = (violation.law,) if kind is not FaultKind.IMPUISSANCE_CREEE else (
            IMPUISSANCE_CREEE, violation.law)
        summary = violation.message
        if kind is FaultKind.IMPUISSANCE_CREEE:   # the answer names the line, the dice, the fault
            summary = say("dames.judge-play.created", colour=colour, line=line,
                          dice=coup.dice)
        if kind is FaultKind.COUP_IRREGULIER:    # the claim answered: what he could play
            summary = with_lawful_plays(replay, coup, summary)
        replay.findings.fault(Fault(kind=kind, by=colour, summary=summary,
                                    laws=laws, consummated=True, act=line,
                                    fleches=violation.fleches))
        if not offer:
            continue
        if violation.law == puissance.PAR_PUISSANCE and puissance.penalty(
                replay, coup, line, tuple(v.law for v in check.violations)):
            continue
        if kind is FaultKind.IMPUISSANCE_CREEE:
            replay.findings.conclude(
                *both("dames.judge-play.2", colour=colour), IMPUISSANCE_CREEE, line)
            replay.findings.option(
                colour.opponent,
                say("dames.judge-play.3", colour_opponent=colour.opponent),
                [("laisser", say("dames.judge-play.4"), True),
                 ("rejouer", say("dames.judge-play.5" if _holds_a_plein(coup)
                                 else "dames.judge-play.5-no-plein"),
                  False)],
                laws,
                until_throw(colour.opponent))
            _kept_by_impuissance(replay, coup)
            continue
        refused = _new_problems(replay, coup, replay.position, colour)
        choices = [("rejouer", say("dames.judge-play.7"), True)]
        if refused:     # the board as played cannot stand: he may not leave it so
            law = replay.conduct.position_laws.get(refused[0].code)
            replay.findings.reject(*both("dames.judge-play.cannot-stay", colour=colour,
                                         why=refused[0].message), law)
        else:
            choices.append(("laisser", say("dames.judge-play.8"), False))
        replay.findings.option(
            colour.opponent,
            say("dames.judge-play.6", colour_opponent=colour.opponent),
            choices, (violation.law,), until_throw(colour.opponent))


def bearing_off(replay: Replay, coup: Coup) -> None:
    """A throw that can bear dames off brings the game's laws of bearing off into play; a
    throw after the game is won (Jacquet: to claim) brings none."""
    ended = getattr(replay.rules, "end_of_game", None)
    if ended is not None and ended(coup.position_before) is not None:
        return
    reasons = _sortie_reasons(replay, coup)
    laws = _sortie_laws(replay, coup, reasons)
    if not laws or not any(m.dst == OFF for p in replay.plays(coup) for m in p.moves):
        return
    replay.findings.law(
        laws[0],
        *both("dames.bearing-off", line=coup.line, thrower=coup.thrower))
    for reason in reasons:   # what each number of the throw is
        replay.findings.law(reason.law, *_sentence(reason.message))
    replay.findings.cite(*laws)


def _sentence(msg: Msg) -> tuple[str, str]:
    """A game's reason said as a sentence of the ruling: capital first, full stop last."""
    return tuple(t[:1].upper() + t[1:] + ("" if t.endswith(".") else ".")
                 for t in (msg.fr, msg.en))  # type: ignore[return-value]


def _sortie_reasons(replay: Replay, coup: Coup) -> tuple[Kept, ...]:
    """Why each law of bearing off beyond the first bears on this throw (none if the game
    cannot tell)."""
    conduct = replay.conduct
    if conduct.sortie_laws is None or not conduct.bearing_off_laws:
        return ()
    return conduct.sortie_laws(coup.position_before, coup.thrower, coup.dice)


def _sortie_laws(replay: Replay, coup: Coup,
                 reasons: tuple[Kept, ...] | None = None) -> tuple[str, ...]:
    """The game's laws of bearing off that bear on this throw (all, if it cannot tell);
    ``reasons``: :func:`_sortie_reasons` when the caller has them already."""
    conduct = replay.conduct
    if conduct.sortie_laws is None or not conduct.bearing_off_laws:
        return conduct.bearing_off_laws
    if reasons is None:
        reasons = _sortie_reasons(replay, coup)
    return tuple(dict.fromkeys((conduct.bearing_off_laws[0], *(k.law for k in reasons))))


def _at_close(replay: Replay, coup: Coup, *, at_end: bool, next_thrower: object = None) -> None:
    at_close(replay, coup, at_end=at_end)
    if not coup.void:
        true_places_left(replay, coup)


FAMILY = LawFamily(
    name="dames",
    handlers={A.Touch: on_touch, A.Adoube: on_adoube, A.Lift: on_lift, A.Place: on_place,
              A.Restore: on_restore, A.PutBack: on_put_back, A.Release: on_release,
              A.Play: on_play},
    after_throw=((20, bearing_off),),
    at_close=(_at_close, play_faults.victims_throw),
    finish=(play_faults.consummated,),
)
