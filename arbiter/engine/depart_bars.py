"""The acts before the leave (or just after the word) that bar it, or do not (Guiton ch. V,
« La parole est obligatoire… » and its usage; Lebrun « Du privilège de s'en aller »): the
jeton taken from its place, a dame touched or played before the word, the jeton moved after
« je m'en vais », and the opponent's fifteenth dame found since a word to stay, which reopens
the choice (Guiton III « Jouer avec une dame de moins »).

Between ``depart_reste`` (the consequences, below) and ``depart_choice`` (whether he may leave,
above), which asks these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine import regimes
from arbiter.engine.depart_reste import PAROLE, _irregular
from arbiter.engine.depart_sortie import by_sortie
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.colour import Colour
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup

JETONS_BANDE = "guiton.V.jetons-a-la-bande"
QUATORZE = "guiton.III.quatorze-dames"
JETON_LEBRUN = "lebrun.s-en-aller-jeton"


@applies(QUATORZE)
def fifteenth_found_since(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """He said he stays, then the opponent was found with fourteen dames before throwing
    again: he may leave all the same, the rentrée of the fifteenth dame making his stay worse
    (Guiton III, « Jouer avec une dame de moins »: « il peut néanmoins s'en aller, si l'absence
    de cette dame est reconnue avant que l'autre joueur ait jeté les dés pour le coup
    suivant »). True when so; his word then does not bind him."""
    assert coup.staying is not None
    found = _fifteenth_found(replay, coup, colour, coup.staying, line)
    if coup.thrower is not colour or not found:
        return False
    replay.findings.ground(QUATORZE, *both("paroles.stay-undone-by-fifteenth", line=line,
                                            colour=colour, staying=coup.staying,
                                            found=found[0].act), favours=colour)
    return True


def _fifteenth_found(replay: Replay, coup: Coup, colour: Colour, since: int,
                     line: int) -> list:
    """The opponent's fourteen dames found between ``since`` and ``line``: what reopens the
    choice of one who stayed (III « Jouer avec une dame de moins »)."""
    return [f for f in replay.findings.faults_of(FaultKind.QUATORZE_DAMES)
            if f.by is colour.opponent and f.act is not None and since < f.act < line]


@applies(PAROLE)
def usage_answers(replay: Replay, coup: Coup, colour: Colour, line: int) -> None:
    """The leave stood, and dames were touched before the word: Guiton's usage (V « La parole
    est obligatoire… », third paragraph: « l'usage contraire a tellement prévalu, qu'on ne peut
    à cet égard élever aucune difficulté »; the player who « touche et lève, par erreur, une
    dame [...] échappe à l'école et aux suites funestes de sa faute en rompant son jeu pour
    s'en aller ») is what answers the opponent who would hold him to stay and play them: the
    decision says it, before the leave it lets stand. Said only where the reasoning stated the
    usage (:func:`lebrun_bars_leaving`, under Guiton's law)."""
    touched = [at for _, at in coup.touched if at < line] + \
        [m.line for m in coup.moves if m.line < line]
    if not touched:
        return
    said = Msg(*both("paroles.dames-before-the-word", colour=colour, at=min(touched)))
    if any(step.law == PAROLE and step.text == said for step in replay.findings.trace):
        replay.findings.decide(said.fr, said.en, PAROLE)


@applies(JETON_LEBRUN)
def jeton_after_the_word(replay: Replay, colour: Colour, line: int) -> None:
    """Under Lebrun, the leaver who takes his jeton from its place after saying « je m'en
    vais » (before the next throw): his jeton bars a leave not yet chosen (« il le peut tant
    qu'il tient son jeton, ou qu'il ne l'a point ôté de sa place »), not one his word already
    made while it was in place (« il n'est pas permis de tenir après avoir dit je m'en vais »).
    Said once, at the first such act; Guiton has nothing to part on here (the jetons may be
    deposited at the bande in any case)."""
    if regimes.override(replay, JETONS_BANDE, reached=False) is None:
        return
    for act in replay.record.acts:
        at = act.span.line
        if at <= line:
            continue
        if isinstance(act, A.Throw | A.NouveauReleve):
            return
        own_jeton = (isinstance(act, A.SetJeton) and not act.opponent) or (
            isinstance(act, A.Efface) and act.target is A.EffaceTarget.OWN)
        if act.actor is colour and own_jeton:
            replay.findings.ground(JETON_LEBRUN, *both("paroles.jeton-after-the-word", at=at,
                                                        colour=colour, said=line),
                                   favours=colour)
            return


@applies(JETONS_BANDE)
def lebrun_bars_leaving(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """Acts before the leave that Guiton allows and Lebrun holds to bar it (« Du privilège de
    s'en aller »): the jeton taken from its place and let go (Guiton: « On peut déposer les
    jetons à la bande pendant qu'on délibère »), a dame touched or played (Guiton: the usage of
    ch. V « La parole est obligatoire… », third paragraph). Under the body of law that bars it,
    the leave is irregular and Guiton's opinion is named; under Guiton's, Lebrun's is. True when
    the leave is barred."""
    window = coup.windows[colour]
    acts: list[tuple[str, int]] = []
    # Lebrun's leaver keeps his jeton where it stood (« peut jouer sans crainte d'être envoyé à
    # l'école faute d'avoir ôté son jeton »): taking it off, even to the bande on a trou with
    # nothing de reste, is the act of one who stays; so is any move of it by his own hand,
    # forward, back or cleared to the bande before or after the trou is pegged
    wiped = replay.turn_marks(colour).own_wipe_line
    moved = sorted({at for at in (*window.marking.jeton_moved_lines, wiped)
                    if at is not None and coup.line < at < line})
    if moved:
        acts.append((regimes.JETONS_BANDE, moved[0]))
    touched = [at for _, at in coup.touched if at < line] + \
        [m.line for m in coup.moves if m.line < line]
    # the trou of the sortie is won by playing the last dames off: playing them is no bar
    if touched and not by_sortie(replay, coup, colour):
        acts.append((regimes.PAROLE, min(touched)))
    # every act that bars the leave is a ground of the fault, the first in time said first;
    # which article the ruling cites first is the dispute's to say (citing.py), as a referee
    # answers the act he is asked about (« il a joué ses dames ») with its own article
    grounds: list[tuple[str, Msg]] = []
    for law, at in acts:
        # where the bodies part; the other one's opinion is named from the law base (bodies.py)
        rule = regimes.override(replay, law)
        if rule is None:
            if law == JETONS_BANDE and replay.score.of(colour).points == 0:
                # Guiton's own article answers the point on which Lebrun is named: the jeton
                # deposited at the bande, with a reste or with none, leaves his choice whole
                replay.findings.ground(JETONS_BANDE, *both("paroles.jetons-a-la-bande",
                                                            colour=colour, jeton=moved[-1]),
                                       favours=colour)
            elif law == regimes.PAROLE:
                # Guiton's usage answers the dame touched before the word (V « La parole est
                # obligatoire… »: « l'usage contraire a tellement prévalu, qu'on ne peut à cet
                # égard élever aucune difficulté »): the ruling says so
                replay.findings.ground(PAROLE, *both("paroles.dames-before-the-word",
                                                     colour=colour, at=at), favours=colour)
            continue
        grounds.append(rule(colour, line, at))
    if grounds:
        (lebrun_law, why), *more = grounds
        _irregular(replay, colour, line, lebrun_law, why, also=tuple(more))
        return True
    _jeton_moved_by_the_opponent(replay, coup, colour, line)
    _jeton_in_its_place(replay, coup, colour, line)
    return False


@applies(JETON_LEBRUN)
def _jeton_moved_by_the_opponent(replay: Replay, coup: Coup, colour: Colour, line: int) -> None:
    """Lebrun's bar is the leaver's own act (« tant qu'il tient son jeton, ou qu'il ne l'a
    point ôté de sa place »): his jeton moved by the opponent's hand, to the bande or onto his
    reste, bars nothing and marks nothing for him (III « Pour faire école, il faut démarquer
    l'adversaire et se démarquer soi-même »). Said where Lebrun's law rules; Guiton bars no
    jeton moved."""
    if regimes.override(replay, JETONS_BANDE, reached=False) is None:
        return
    for act in replay.record.acts:
        if coup.line < act.span.line < line and act.actor is colour.opponent and (
                (isinstance(act, A.SetJeton) and act.opponent)
                or (isinstance(act, A.Efface) and act.target is A.EffaceTarget.OPPONENT)):
            replay.findings.ground(JETON_LEBRUN, *both(
                "paroles.jeton-moved-by-the-opponent", at=act.span.line, colour=colour,
                other=colour.opponent), favours=colour)
            return


@applies(JETON_LEBRUN)
def _jeton_in_its_place(replay: Replay, coup: Coup, colour: Colour, line: int) -> None:
    """Under Lebrun, the leaver whose jeton his own hand never took from its place, where the
    other side puts that jeton in question (« Noir conteste le départ de Blanc, jeton resté à
    dix »): his leave is lawful by the very words of « Du privilège de s'en aller », « il le peut
    tant qu'il tient son jeton, ou qu'il ne l'a point ôté de sa place ». Said only so: every other
    leave meets it without a word, and the leaver's own clause that tells of his jeton (« Noir
    s'en va sans avoir ôté son jeton et réclame ses deux points de reste ») gives a fact, not
    the question (kg-04)."""
    dispute = replay.dispute
    if dispute is None or regimes.override(replay, JETONS_BANDE, reached=False) is None:
        return
    others = dispute.not_by((colour.value, replay.record.header(colour.value.capitalize())
                             or ""))
    if others is None or not others.names("jeton"):
        return
    if any(coup.line < act.span.line < line and act.actor is colour
           and ((isinstance(act, A.SetJeton) and not act.opponent)
                or (isinstance(act, A.Efface) and act.target is A.EffaceTarget.OWN))
           for act in replay.record.acts):
        return
    replay.findings.conclude(*both("paroles.jeton-in-its-place", line=line, colour=colour),
                             JETON_LEBRUN, line)


@applies("guiton.I.tenir")
def stayed_by_playing(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """A dame played and set down before the leave: he went on with his coup, which is to stay
    (ch. I « Tenir, ne pas s'en aller »: « comme il peut tenir, c'est-à-dire continuer »). The
    usage of ch. V (« La parole est obligatoire… », third paragraph) lets him speak while
    breaking his game, a dame touched « avant d'avoir posé cette dame », not after playing it.
    The sortie's trou is won by playing the last dames off: no bar; nor once the opponent's
    fifteenth dame is found since (III « Jouer avec une dame de moins »). True when barred."""
    played = [m.line for m in coup.moves if m.line < line and not m.wrong]
    if not played or by_sortie(replay, coup, colour) \
            or _fifteenth_found(replay, coup, colour, min(played), line):
        return False    # the fifteenth dame found since reopens his choice (III, as above)
    _irregular(replay, colour, line, "guiton.I.tenir",
               say("paroles.played-before-word", colour=colour, at=min(played)))
    return True
