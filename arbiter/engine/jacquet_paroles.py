"""Jacquet's own family of laws of conduct (« paroles-jacquet »): what is said at the table,
and a claim too late.

The engine's family « paroles » reads trictrac's words (s'en aller, « je reste », the écoles)
and needs a game with points; Jacquet has none. What a referee hears at a Jacquet table is
read here, from the words the record holds (``dit "…"``):

* the dice named (S004 § 9: « on doit annoncer les dés en commençant par le plus fort »): a
  precept without a penalty, so the words are weighed and no
  fault is found;
* a die said to lie on dames (S004 § 6: « les dés posés à plat sur les dames sont bons »): the
  record gives the die its number and no incident, so it lay flat and the throw is good;
* the dice broken by word (« je romps »: Guiton ch. III « Rompre les dés », « ou même de la
  parole », which Lebrun's « les règles des dés sont les mêmes qu'au trictrac » brings to
  Jacquet): read by :func:`arbiter.sayings.breaks_dice`, as ``arbiter check`` reads it, and
  judged by the family « des » as trictrac's « je romps » is;
* the thrower saying he has played (« j'ai joué ») or passes (« je passe »): his play is judged
  as he left it (without the words, a record that stops while numbers can still be played
  reads as a play going on); a pass is lawful only when nothing could be played (S004 II-2:
  « On passe alors son tour, comme pour tout blocage »), and so is judged too when the
  opponent throws after a coup in which nothing was played.

What the record shows without words, the opponent throwing his dice while the offender's
fault is still open, is trictrac's rule borrowed by analogy (« Quand un joueur ne s'aperçoit
de la fausse case qu'après avoir jeté son dé, il ne peut plus réclamer », Guiton ch. III; the
game's ``conduct.borrowed`` says so): one rule for both games, :mod:`.play_faults`, with the
game's conduct saying where Jacquet parts (a dame left on a held flèche, its Q3).

The family knows Jacquet's laws of conduct, not its board: the other colour's numbering comes
from the game's geometry and the flèches' names from its namer, both through the bundle.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import dames, dice_broken
from arbiter.engine.dispatch import LawFamily
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.sayings import breaks_dice, mentions_a_number, named_dice, unbound
from arbiter.words import dice_name, fold

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup

NAME = "paroles-jacquet"
A_PLAT = "lalanne.I.des-a-plat"
ANNONCER = "lalanne.I.annoncer-le-plus-fort"
PASSER = "lalanne.II.passer-son-tour"
ROMPRE = "guiton.III.rompre-les-des"
"""Trictrac's law; a Jacquet ruling cites it with Lebrun's « les règles des dés sont les mêmes
qu'au trictrac » (``CONDUCT``)."""

_ON_DAMES = re.compile(r"\bsur (?:mes|les|ses|vos|tes|nos|leurs|des|une|la|ma|sa|votre|"
                       r"ta|notre) (?:dames?|pile|talon)\b")


_A_DIE = re.compile(r"\b(?:le|un|ce|mon|son|ton|votre|les|des|ses|mes|vos|ces|tes) des?\b")


def says_on_dames(words: str) -> bool:
    """The words put a die on dames (« le six est sur mes dames », « un dé sur les dames »):
    they name a die (« dé », or a die's number) and dames under it."""
    plain = fold(words)
    return bool(_ON_DAMES.search(plain)) and bool(_A_DIE.search(plain) or
                                                   mentions_a_number(plain))


_PLAYED = re.compile(r"\b(?:j'ai (?:joue|fini)|c'est joue|tout est joue|je n'ai plus rien a "
                     r"jouer|je passe|je ne peux (?:rien )?jouer)\b")


def says_played(words: str) -> bool:
    """The thrower's words say his play is over (« j'ai joué », « c'est joué »): a question
    (« tout est-il joué ? ») is not such a statement."""
    plain = fold(words)
    return "?" not in plain and bool(_PLAYED.search(plain))


def _played(replay: Replay, coup: Coup, colour: Colour, line: int) -> None:
    """The thrower declares his play over: what he left unplayed is judged now, not read as a
    play the record cut short."""
    if not coup.moves:
        _pass(replay, coup, colour, line)
        return
    replay.findings.fact(
        f"Ligne {line} : {colour} dit avoir joué : son coup est jugé tel qu'il l'a laissé.",
        f"Line {line}: {colour} says he has played: his coup is judged as he left it.", line)
    dames.judge_as_played(replay, coup)


@applies(PASSER)
def _pass(replay: Replay, coup: Coup, colour: Colour, line: int) -> None:
    """The thrower plays nothing (he says he passes, or the opponent throws): lawful when no
    number could be played (« On passe alors son tour, comme pour tout blocage »), else the
    numbers he could play were due (the play is judged like any other)."""
    if replay.plays(coup)[0].moves:
        replay.findings.fact(
            f"Ligne {line} : {colour} ne joue rien de son coup ({dice_name(coup.dice)}), alors "
            "qu'il pouvait en jouer.",
            f"Line {line}: {colour} plays nothing of his throw ({dice_name(coup.dice, 'en')}), "
            "though he could play some of it.", line)
        dames.judge_as_played(replay, coup)
        return
    coup.judged = True
    check = replay.rules.check_play(coup.position_before, colour, coup.dice, ())
    said = Msg(f"Ligne {line} : {colour} passe son tour : aucun nombre de son coup "
               f"({dice_name(coup.dice)}) ne pouvait être joué.",
               f"Line {line}: {colour} passes: no number of his throw "
               f"({dice_name(coup.dice, 'en')}) could be played.")
    replay.findings.conclude(said.fr, said.en, PASSER, line)
    # the answer to a dispute over a pass: it was lawful, nothing could be played (a dame
    # touched in the coup has its own answer, that it could not be played)
    if not coup.touched:
        replay.findings.decide(said.fr, said.en, about=PASSER)
    replay.findings.cite(*getattr(check, "considered", ()))


@applies(A_PLAT, ANNONCER, ROMPRE)
def on_say(replay: Replay, act: A.Say) -> None:
    colour = act.actor
    assert colour is not None
    line = act.span.line
    coup = replay.coup
    if breaks_dice(act.words):       # « je romps »: as in trictrac, by the record's body of law
        dice_broken.on_break_said(replay, colour, act.span)
        return
    if (unbound(act.words) or ("", ""))[0] == "romps":
        replay.findings.reject(
            f"Ligne {line} : {colour} dit « {act.words} » : on rompt « de la parole » en disant "
            "« je romps » ; des mots demandés ou mis en condition ne rompent rien, les dés "
            "restent tels qu'ils sont tombés.",
            f"Line {line}: {colour} says « {act.words} »: dice are broken by word by saying "
            "« je romps »; words asked or put as a condition break nothing, and the dice stand "
            "as they fell.", ROMPRE)
        return
    # a die lying on dames is read before the play: once the thrower has played, « votre six
    # est posé sur ma dame » speaks of a dame he played, not of a die
    if coup is not None and not coup.void and not coup.moves and says_on_dames(act.words):
        _die_on_dames(replay, coup, colour, line)
        return
    if coup is not None and not coup.closed and colour is coup.thrower and not coup.void \
            and says_played(act.words) and (coup.moves or not coup.judged):
        _played(replay, coup, colour, line)
        return
    named = named_dice(act.words)
    if coup is not None and colour is coup.thrower and named is not None \
            and sorted(named) == sorted(coup.dice):
        _dice_named(replay, coup, colour, line, named)
        return
    early = replay.early_throw
    # dice named while they are still to be played (their points known); once the throw is
    # played or passed, numbers in the words speak of the play, not of the dice
    thrown = (early.actor, early.dice) if early is not None else \
        (coup.thrower, coup.dice) if coup is not None and not coup.moves \
        and not coup.judged else None
    if thrown is not None and named is not None and sorted(named) == sorted(thrown[1]):
        whose = ("ses dés", "his dice") if colour is thrown[0] else \
            (f"les dés de {thrown[0]}", f"{thrown[0]}'s dice")
        replay.findings.fact(   # dice read aloud (or thrown early, named): their points known
            f"Ligne {line} : {colour} nomme {whose[0]} ({dice_name(thrown[1])}) : leurs points "
            "sont connus.",
            f"Line {line}: {colour} names {whose[1]} ({dice_name(thrown[1], 'en')}): their "
            "points are known.", line)
        return
    if coup is not None and colour is coup.thrower and _faults_before(replay, coup):
        replay.findings.fact(
            f"Ligne {line} : {colour} ne parle du coup de {colour.opponent} qu'après avoir jeté "
            f"ses dés (ligne {coup.line}) : toute réclamation vient après son jet.",
            f"Line {line}: {colour} speaks of {colour.opponent}'s coup only after throwing his "
            f"dice (line {coup.line}): any claim comes after his throw.", line)
        return
    replay.findings.fact(f"Ligne {line} : les paroles de {colour} n'engagent personne et ne "
                         "changent rien au jeu.",
                         f"Line {line}: {colour}'s words bind nobody and change nothing in "
                         "the game.", line)


def _faults_before(replay: Replay, coup: Coup) -> bool:
    """Did the opponent of ``coup``'s thrower commit a fault in the coup just before it?"""
    before = [c for c in replay.coups if c.line < coup.line]
    if not before or before[-1].thrower is coup.thrower:
        return False
    previous = before[-1]
    return any(f.by is previous.thrower and f.act is not None and   # committed, or
               previous.line <= f.act <= coup.line for f in replay.findings.faults)  # lapsed


def _die_on_dames(replay: Replay, coup: Coup, colour: Colour, line: int) -> None:
    """A die said to lie on dames: the record gives it a number and no incident (a tilted
    die is recorded ``incliné``), so it lay flat, and such a die is good."""
    thrower = coup.thrower
    replay.findings.conclude(
        f"Ligne {line} : {colour} dit qu'un dé de {thrower} repose sur des dames. Le relevé "
        f"lui donne son nombre ({dice_name(coup.dice)}) sans incident : il y est à plat, et "
        "« les dés posés à plat sur les dames sont bons » (Lalanne 2003, § 6) ; le coup "
        f"de {thrower} est bon et se joue.",
        f"Line {line}: {colour} says one of {thrower}'s dice lies on dames. The record gives "
        f"it its number ({dice_name(coup.dice, 'en')}) and no incident: it lies flat there, "
        "and a die lying flat on dames is good (Lalanne 2003, § 6); "
        f"{thrower}'s throw is good and is played.", A_PLAT, line)


def _dice_named(replay: Replay, coup: Coup, colour: Colour, line: int,
                named: tuple[int, int]) -> None:
    """The thrower names his dice: S004 § 9 wants the higher first, a precept with no
    penalty attached. A doublet has no order to keep."""
    if named[0] == named[1]:
        replay.findings.fact(f"Ligne {line} : {colour} nomme son doublet "
                             f"({dice_name(coup.dice)}).",
                             f"Line {line}: {colour} names his doublet "
                             f"({dice_name(coup.dice, 'en')}).", line)
        return
    if named[0] >= named[1]:
        replay.findings.law(ANNONCER, f"Ligne {line} : {colour} annonce ses dés en commençant "
                            "par le plus fort, comme on le doit.",
                            f"Line {line}: {colour} names his dice higher first, as he must.")
        return
    replay.findings.conclude(
        f"Ligne {line} : {colour} annonce ses dés en commençant par le plus faible ; on doit "
        "les annoncer en commençant par le plus fort (Lalanne 2003, § 9), mais le texte "
        "n'attache aucune peine aux paroles : aucune faute, le coup est celui que montrent "
        f"les dés ({dice_name(coup.dice)}).",
        f"Line {line}: {colour} names his dice lower first; they must be named higher first "
        "(Lalanne 2003, § 9), but the text attaches no penalty to the words: no fault, the "
        f"throw is what the dice show ({dice_name(coup.dice, 'en')}).", ANNONCER, line)


# -- the opponent throws: a coup in which nothing was played is a pass ---------------------
def pass_at_throw(replay: Replay, thrower: Colour, line: int) -> None:
    """The opponent throws after a coup in which nothing was played: it is judged as a pass,
    before the coup closes and his claims against it end at that throw
    (:func:`.play_faults.victims_throw`)."""
    coup = replay.coup
    if coup is None or coup.closed or coup.void or thrower is not coup.thrower.opponent:
        return
    if not coup.moves and not coup.judged:
        _pass(replay, coup, coup.thrower, line)


def at_close(replay: Replay, coup: Coup, *, at_end: bool, next_thrower: Colour | None = None
             ) -> None:
    """At every close, the flèches of dames touched are outlined on the board."""
    for fleche, _line in coup.touched:      # the ruling speaks of a touched dame: outline it
        replay.findings.highlight(coup.thrower, fleche)


def void_throws(replay: Replay) -> None:
    """A void throw is what the decision says of it: at Jacquet a throw earns nothing, so a
    dispute over a void throw (a die tilted, out, on the other, the dice broken) is answered
    by its nullity and its law, not by « no fault » alone; the throw he makes next is his
    coup (Guiton « Dé couvert ou hors du tablier », « Dé incliné », « Rompre les dés »; Lebrun
    « Manière de jouer ou de jeter les dés », by his word at Jacquet). A throw whose nullity
    the arbiter must ask about (Guiton's dice « sans bande ») is left to the question, and a
    decision that already says something (the dice propped, a play undone, a second break)
    is left as it is."""
    void = [c for c in replay.coups if c.void and c.void_why is not None]
    if replay.blocking or replay.findings.decision or replay.findings.faults or len(void) != 1:
        return   # already answered (dice propped, a play undone), or several voids in a row,
        # which the reasoning says throw by throw (a second break)
    for coup in void:
        replay.findings.decide(
            f"Le jet de {coup.thrower} ligne {coup.line} ({dice_name(coup.dice)}) est nul "
            f"({coup.void_why.fr}) : son coup est celui qu'il jette ensuite.",
            f"{coup.thrower}'s throw of line {coup.line} ({dice_name(coup.dice, 'en')}) is "
            f"void ({coup.void_why.en}): his coup is the one he throws next.",
            about=coup.void_law)


FAMILY = LawFamily(name=NAME, handlers={A.Say: on_say}, before_throw=(pass_at_throw,),
                   at_close=(at_close,),
                   finish=(void_throws,))
"""Named by the Jacquet bundle (``families``) under :data:`NAME`."""
