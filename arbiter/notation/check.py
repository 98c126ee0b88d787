"""What a grammar cannot say about a record: values in range, a sound position, a possible order.

These checks refuse what no law could judge (a die of 7, seventeen dames, two colours on one
flèche, a dame played from an empty flèche, a second die with no first one). They do *not*
refuse faults of the players (a wrong mark, a dame badly placed, sixteen dames): those are
what the engine rules on. Every problem is reported, each at its line and column.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from typing import TYPE_CHECKING

from arbiter.board import LAST_FLECHE, OFF, TALON, Position
from arbiter.colour import BOTH, Colour
from arbiter.i18n import Msg
from arbiter.notation import acts as A
from arbiter.notation.diagnostics import Diagnostic
from arbiter.notation.record import CoupRecord
from arbiter.sayings import breaks_dice, names_dice
from arbiter.score import score_problems
from arbiter.span import Span
from arbiter.words import count

if TYPE_CHECKING:
    from arbiter.games.base import GameRules
    from arbiter.games.bundle import Game

MAX_POINTS = 36          # the most a throw can earn one side is well below this
_DIE = Msg("un dé de 1 à 6", "a die from 1 to 6")
_FLECHE = Msg("une flèche de 0 (talon) à 23", "a flèche from 0 (talon) to 23")
_EVEN = Msg("un nombre pair de points (on marque par deux)",
            "an even number of points (points go by twos)")


def check_record(record: CoupRecord, source: str, *, sections: dict[str, Span],
                 trusted_until: int | None = None) -> list[Diagnostic]:
    """Every semantic problem of ``record``. ``sections`` gives where each part was written.

    ``trusted_until``: the line of an act that did not parse (and was left out); acts after it
    are checked only for what they say on their own, since the board and the turn are unknown.
    """
    return list(_Checker(record, source, sections, trusted_until).run())


class _Checker:
    def __init__(self, record: CoupRecord, source: str, sections: dict[str, Span],
                 trusted_until: int | None = None) -> None:
        self.record = record
        self.source = source
        self.sections = sections
        self.trusted_until = trusted_until

    def error(self, span: Span, fr: str, en: str, expected: Msg | None = None) -> Diagnostic:
        return Diagnostic(span, Msg(fr, en), expected, source=self.source)

    def run(self) -> Iterator[Diagnostic]:
        game = self.game()
        if game is None:
            yield from self.unknown_game()
            return
        try:     # the rules may depend on the headers (Jacquet: [Lois] and [Conventions])
            rules = game.rules_of(self.record)
        except ValueError as error:
            span = self.sections.get("header.conventions") or self.sections.get(
                "header.lois", Span(1, 1))
            said = getattr(error, "msg", None) or Msg(str(error), str(error))   # both languages
            yield self.error(span, f"en-tête illisible pour ce jeu : {said.fr}",
                             f"header unreadable for this game: {said.en}")
            return
        yield from self.position(rules)
        yield from self.score()
        yield from self.acts()

    # -- the state before the dispute -----------------------------------------------------------
    def game(self) -> Game | None:
        """The game the record names (``[Jeu "…"]``, trictrac by default), None if unknown."""
        from arbiter.games import registry

        try:
            return registry.get_game(registry.game_key(self.record))
        except KeyError:
            return None

    def unknown_game(self) -> Iterator[Diagnostic]:
        from arbiter.games import registry

        key = registry.game_key(self.record)
        known = ", ".join(registry.known_games())
        span = self.sections.get("header." + registry.HEADER.lower(), Span(1, 1))
        yield self.error(span, f"jeu « {key} » inconnu", f"unknown game “{key}”",
                         Msg(f"l'un de : {known}", f"one of: {known}"))

    def position(self, rules: GameRules) -> Iterator[Diagnostic]:
        for problem in rules.position_problems(self.record.position):
            key = f"position.{problem.colour.value}" if problem.colour else "position"
            span = self.sections.get(key) or self.sections.get("position", Span(1, 1))
            yield Diagnostic(span, problem.message, None, source=self.source)

    def score(self) -> Iterator[Diagnostic]:
        for problem in score_problems(self.record.score):
            key = f"marque.{problem.colour.value}" if problem.colour else "marque"
            span = self.sections.get(key) or self.sections.get("marque", Span(1, 1))
            yield Diagnostic(span, problem.message, None, source=self.source)

    # -- the acts -----------------------------------------------------------------------------
    def acts(self) -> Iterator[Diagnostic]:
        """Ranges act by act, then the order: who throws when, what is held, what is played."""
        board = _Board(self.record.position)
        thrower: Colour | None = None      # who threw the coup in progress
        expected_thrower: Colour | None = self.record.trait
        pending: dict[Colour, A.PartialThrow | A.Throw] = {}
        voided = False
        answered = False           # a point of the throw is known: too late to break it
        thrown: tuple[int, int] | None = None   # the dice of the throw in progress
        fresh_releve = False       # a relevé has begun and nobody has thrown since
        for act in self.record.acts:
            span = act.span
            yield from self.ranges(act)
            if self.trusted_until is not None and span.line > self.trusted_until:
                if isinstance(act, A.Play | A.Restore):   # a path's direction needs no board
                    for group in act.groups:
                        for path in group:
                            yield from self.path(act, path, forward=isinstance(act, A.Play))
                continue
            actor = act.actor
            if isinstance(act, A.NouveauReleve | A.Empile):
                if not isinstance(act, A.Empile) or not fresh_releve:
                    board = _Board.repiled(board)   # a second « empile » re-piles nothing new
                thrower, expected_thrower, voided = None, None, False
                fresh_releve = True
                pending.clear()
                continue
            if isinstance(act, A.PushDieOut) and thrower is not None:
                # a die pushed out of the tablier while it was stopped: that throw is thrown
                # again by its thrower (« Dé pirouettant : comment on doit le fixer »)
                voided, expected_thrower = False, thrower
                continue
            if isinstance(act, _ANSWERS) and thrower is not None and (
                    actor is thrower or isinstance(act, _MARKS)):
                answered = True
            if isinstance(act, A.Say) and thrown is not None and names_dice(act.words, thrown):
                answered = True     # the dice were named: their points are known
            if _breaks_dice(act, self.record.conduct_lois) and thrower is not None \
                    and actor is thrower.opponent and not answered:
                # the broken throw is void and thrown again by the same player (« Rompre les
                # dés »); he may also have thrown early, while the breaker was still playing
                voided, expected_thrower = False, thrower
                continue
            if isinstance(act, A.Throw | A.PartialThrow):
                if pending:
                    yield self.error(span, "un dé du jet précédent n'est pas encore connu",
                                     "a die of the previous throw is not yet known",
                                     Msg("« dé N » avant ce jet", "“dé N” before this throw"))
                if expected_thrower is not None and actor is not expected_thrower and not voided:
                    yield self.error(span, f"ce n'est pas à {actor} de jeter les dés",
                                     f"it is not {actor}'s turn to throw",
                                     Msg(f"un jet de {expected_thrower}",
                                         f"a throw by {expected_thrower}"))
                thrower = actor
                # a die settled alone (« jette 6 ? »): its point is known at once
                answered = isinstance(act, A.PartialThrow)
                thrown = act.dice if isinstance(act, A.Throw) else None
                fresh_releve = False
                voided = isinstance(act, A.Throw) and act.incident is not None \
                    and act.incident not in A.STANDS
                expected_thrower = actor if voided else actor.opponent if actor else None
                if actor is not None and (isinstance(act, A.PartialThrow) or A.rethrows_one(act)):
                    pending[actor] = act
                continue
            if isinstance(act, A.LateDie):
                if actor not in pending:
                    yield self.error(span, f"« dé » sans jet inachevé de {actor}",
                                     f"“dé” with no unfinished throw by {actor}",
                                     Msg(f"un « {actor} jette N ? » plus haut",
                                         f"a “{actor} jette N ?” above"))
                pending.pop(actor, None)  # type: ignore[arg-type]
                continue
            if actor is None:
                continue
            if isinstance(act, A.Play):
                if thrower is None:
                    yield self.error(span, "des dames sont jouées avant tout jet de dés",
                                     "dames are played before any throw",
                                     Msg("un « jette » plus haut", "a “jette” above"))
                for group in act.groups:
                    for path in group:
                        yield from self.path(act, path, forward=True)
                    yield from board.play(self, act, actor, group)
            elif isinstance(act, A.Restore):
                owner = thrower or actor
                for group in act.groups:
                    for path in group:
                        yield from self.path(act, path, forward=False)
                    yield from board.play(self, act, owner, group)
            elif isinstance(act, A.Lift):
                yield from board.lift(self, act, actor.opponent if act.opponent else actor)
            elif isinstance(act, A.Place):
                yield from board.place(self, act, actor)
            elif isinstance(act, A.PutBack):
                yield from board.put_back(self, act, actor)
            elif isinstance(act, A.Release):
                board.release(actor)
            elif isinstance(act, A.ReturnDame):
                board.add(actor, act.fleche)
            elif isinstance(act, A.Releve):
                board.release(actor)

    def ranges(self, act: A.Act) -> Iterator[Diagnostic]:
        span = act.span
        if isinstance(act, A.Throw):
            for die in act.dice:
                if not 1 <= die <= 6:
                    yield self.error(span, f"un dé ne montre pas {die}", f"a die cannot show {die}",
                                     _DIE)
            if act.struck is not None and not 1 <= act.struck <= 6:
                yield self.error(span, f"le dé heurté ne montrait pas {act.struck}",
                                 f"the struck die cannot have shown {act.struck}", _DIE)
            elif act.struck is not None and act.struck == act.dice[1]:
                # « heurté N »: the face the struck die showed before; the same face is no turn
                yield self.error(span, f"le dé heurté montrerait encore {act.struck} : il n'a "
                                 "pas changé de face", f"the struck die would still show "
                                 f"{act.struck}: it did not turn", Msg(
                                     "le point qu'il montrait avant d'être heurté, autre que "
                                     "celui qu'il montre", "the face it showed before it was "
                                     "struck, other than the one it shows"))
        elif isinstance(act, A.PartialThrow | A.LateDie):
            if not 1 <= act.die <= 6:
                yield self.error(span, f"un dé ne montre pas {act.die}",
                                 f"a die cannot show {act.die}", _DIE)
        elif isinstance(act, A.Mark | A.MarkEcole):
            yield from self.points(span, act.points, low=2)
        elif isinstance(act, A.SetJeton):
            if act.points % 2 or not 0 <= act.points <= 10:
                yield self.error(span, f"un jeton ne se pose pas à {act.points} points",
                                 f"a jeton cannot stand at {act.points} points",
                                 Msg("0, 2, 4, 6, 8 ou 10", "0, 2, 4, 6, 8 or 10"))
        elif isinstance(act, A.Efface) and act.points is not None:
            yield from self.points(span, act.points, low=2)
        elif isinstance(act, A.MarkTrous | A.UnmarkTrous):
            if not 1 <= act.count <= 12:
                yield self.error(span, f"{act.count} trous ne se marquent pas d'un coup",
                                 f"{act.count} trous cannot be marked at once",
                                 Msg("de 1 à 12 trous", "1 to 12 trous"))
        elif isinstance(act, A.Touch | A.Lift | A.Place | A.PutBack | A.ReturnDame):
            if not TALON <= act.fleche <= LAST_FLECHE:
                yield self.error(span, f"flèche {act.fleche} hors du tablier",
                                 f"flèche {act.fleche} is off the board", _FLECHE)
            if isinstance(act, A.Lift | A.Place) and not 1 <= act.count <= 15:
                yield self.error(span, f"on ne lève pas {act.count} dames à la fois",
                                 f"{act.count} dames cannot be lifted at once",
                                 Msg("de 1 à 15 dames", "1 to 15 dames"))
        elif isinstance(act, A.Constate):
            if act.count not in (14, 16):
                yield self.error(span, f"{act.count} dames : seules 14 ou 16 sont des fautes "
                                 "que les lois jugent",
                                 f"{act.count} dames: only 14 or 16 are faults the laws judge",
                                 Msg("14 ou 16", "14 or 16"))
        elif isinstance(act, A.Say) and not act.words.strip():
            yield self.error(span, "des paroles vides", "empty words",
                             Msg("les mots dits, entre guillemets", "the words said, in quotes"))

    def points(self, span: Span, points: int, *, low: int) -> Iterator[Diagnostic]:
        if points % 2 or not low <= points <= MAX_POINTS:
            yield self.error(span, f"{points} points ne se marquent pas",
                             f"{points} points cannot be marked", _EVEN)

    def path(self, act: A.Act, path: tuple[int, ...], *, forward: bool) -> Iterator[Diagnostic]:
        for index, fleche in enumerate(path):
            last = index == len(path) - 1
            top = OFF if (last and forward) or (index == 0 and not forward) else LAST_FLECHE
            if not TALON <= fleche <= top:
                yield self.error(act.span, f"flèche {fleche} hors du tablier",
                                 f"flèche {fleche} is off the board",
                                 Msg("une flèche de 0 à 23 (24 : la dame sort)",
                                     "a flèche from 0 to 23 (24: the dame is borne off)"))
                return
        steps = list(pairwise(path))
        if forward and any(b <= a for a, b in steps):
            yield self.error(act.span, f"la dame va de {'-'.join(map(str, path))} : une dame "
                             "avance toujours",
                             f"the dame goes {'-'.join(map(str, path))}: dames only move "
                             "forward",
                             Msg("des flèches croissantes, p. ex. 0-6-11",
                                 "rising flèches, e.g. 0-6-11"))
        if not forward and any(b >= a for a, b in steps):
            yield self.error(act.span, "une dame remise revient en arrière",
                             "a dame put back goes backward",
                             Msg("des flèches décroissantes, p. ex. 11-6",
                                 "falling flèches, e.g. 11-6"))


_MARKS = (A.Mark, A.SetJeton, A.MarkTrous, A.UnmarkTrous, A.MarkEcole, A.Efface)
_ANSWERS = (*_MARKS, A.Touch, A.Lift, A.Play, A.LiftDice)
"""Acts that answer a throw's points (the engine's ``dice_known.known_at``): a mark by either
player, or the thrower touching, lifting or playing a dame, or taking up the dice. After one,
the dice are no longer broken (Guiton ch. I « Rompre les dés »: « avant qu'ils soient fixés et
qu'aucun des points soit connu »)."""


def _breaks_dice(act: A.Act, lois: str | None) -> bool:
    """``rompt``, or words that break the dice (« je romps ») under the record's body of law,
    read as the engine reads them (:func:`arbiter.sayings.breaks_dice`): « je romps ? » breaks
    nothing, nor the words alone under Lebrun's."""
    if isinstance(act, A.Rompt):
        return True
    return isinstance(act, A.Say) and breaks_dice(act.words, lois)


class _Board:
    """Just enough of the tablier to see that the dames moved were there to move."""

    def __init__(self, position: Position) -> None:
        self.rows = {c: list(position.row(c)) for c in BOTH}
        self.hand: dict[Colour, list[int]] = {c: [] for c in BOTH}
        self.last_placed: dict[Colour, int] = {}

    @classmethod
    def repiled(cls, board: _Board) -> _Board:
        fresh = cls(Position())
        for colour in BOTH:
            fresh.rows[colour][TALON] = sum(board.rows[colour]) + len(board.hand[colour])
        return fresh

    def add(self, colour: Colour, fleche: int) -> None:
        if 0 <= fleche <= OFF:
            self.rows[colour][fleche] += 1

    def play(self, checker: _Checker, act: A.Act, colour: Colour,
             group: tuple[tuple[int, ...], ...]) -> Iterator[Diagnostic]:
        for path in group:
            src, dst = path[0], path[-1]
            if not (0 <= src <= OFF and 0 <= dst <= OFF):
                continue
            if self.rows[colour][src] <= 0:
                yield checker.error(
                    act.span, f"{colour} n'a pas de dame sur sa flèche {src} à ce moment",
                    f"{colour} has no dame on his flèche {src} at this point",
                    Msg("une flèche où il a une dame", "a flèche where he has a dame"))
                continue
            self.rows[colour][src] -= 1
            self.rows[colour][dst] += 1

    def lift(self, checker: _Checker, act: A.Lift, colour: Colour) -> Iterator[Diagnostic]:
        if not 0 <= act.fleche <= LAST_FLECHE:
            return
        if self.rows[colour][act.fleche] < act.count:
            have = self.rows[colour][act.fleche]
            yield checker.error(
                act.span,
                f"{colour} n'a que {count(have, 'dame')} sur sa flèche {act.fleche}" if have
                else f"{colour} n'a aucune dame sur sa flèche {act.fleche}",
                f"{colour} has only {count(have, 'dame', 'en')} on his flèche {act.fleche}"
                if have else f"{colour} has no dame on his flèche {act.fleche}",
                Msg("une flèche où il a assez de dames", "a flèche holding enough dames"))
            return
        self.rows[colour][act.fleche] -= act.count
        self.hand[colour].extend([act.fleche] * act.count)

    def place(self, checker: _Checker, act: A.Place, colour: Colour) -> Iterator[Diagnostic]:
        held = self.hand[colour]
        if len(held) < act.count:
            yield checker.error(act.span, f"{colour} pose une dame qu'il ne tient pas",
                                f"{colour} puts down a dame he does not hold",
                                Msg("un « lève » plus haut", "a “lève” above"))
            return
        if 0 <= act.fleche <= OFF:
            for _ in range(act.count):
                held.pop()
                self.rows[colour][act.fleche] += 1
            self.last_placed[colour] = act.fleche

    def put_back(self, checker: _Checker, act: A.PutBack, colour: Colour) -> Iterator[Diagnostic]:
        """The dame in hand, or else the one just set down, goes back to ``act.fleche``."""
        if not 0 <= act.fleche <= OFF:
            return
        if self.hand[colour]:
            self.hand[colour].pop()
            self.rows[colour][act.fleche] += 1
            return
        last = self.last_placed.pop(colour, None)
        if last is not None and self.rows[colour][last] > 0:
            self.rows[colour][last] -= 1
            self.rows[colour][act.fleche] += 1
            return
        yield checker.error(act.span, f"{colour} remet une dame qu'il n'a ni levée ni posée",
                            f"{colour} puts back a dame he has neither lifted nor put down",
                            Msg("un « lève » ou un « pose » plus haut",
                                "a “lève” or a “pose” above"))

    def release(self, colour: Colour) -> None:
        self.hand[colour].clear()

