"""What is on the table while the acts are replayed: dames, jetons, fichets, the coup.

The replay keeps two things apart: the *physical* marks (what the players actually put on the
tablier, right or wrong) and, per coup, what each side was *due*. Faults are the difference,
found at the moment the law says it is consummated.

State is grouped by how long it lives, so that no law module ever clears anything by hand:

* for one side's coup, from a throw to the next: its
  :class:`~arbiter.engine.window.Window`, and the turn's
  :class:`~arbiter.engine.turn.TurnMarks`, a value the replay keeps per turn
  (``Replay.turns``; a window names its turn by index); a new window and a new turn are made
  at every throw, the old ones are simply no longer current;
* until a named later act: a :class:`Pending` fact in ``Replay.pending`` with its
  :class:`Term` (the wiper's next throw, the other side's next throw), dropped when the term
  comes unless the law that owns it settles it before;
* for the whole record: the :class:`~arbiter.engine.replay.Replay` itself.
"""

from __future__ import annotations

from dataclasses import field, replace
from enum import Enum
from typing import TYPE_CHECKING

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.i18n import Msg
from arbiter.ruling import EarnedItem, Fault, Option
from arbiter.score import Score
from arbiter.value import Mutable, Value, value_class
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.window import Window


class Term(Enum):
    """When a pending fact lapses, named after the act that ends it."""

    OWN_THROW = "own-throw"             # the next throw of the side it concerns
    OPPONENT_THROW = "opponent-throw"   # the next throw of the other side
    OWN_THROW_AFTER_OPPONENT = "own-throw-after-opponent"
    """the next throw of the side it concerns that follows a throw of the other side: a fact
    that outlives one's own coup and the opponent's next one"""


@value_class
class Pending(Value):
    """A fact that outlives the turn it arose in, until its term.

    ``kind`` names it for the law that reads it (« own-wipe »: points wiped by one's own hand,
    still to be put back; « double-after-wipe »: a trou pegged double after the jetons were
    moved, which the opponent may dispute). Immutable: the replay owns the list of them, and a
    law that changes one puts a new value in its place (:meth:`Replay.revise_pending`)."""

    kind: str
    colour: Colour
    term: Term
    line: int
    points: int = 0
    law: str = ""
    opponent_thrown: bool = False   # for a term after the opponent's throw: has he thrown?
    marked: int = 0     # what his marking of the coup under way showed when the fact arose

    def after_throw_of(self, thrower: Colour) -> Pending | None:
        """This fact once ``thrower`` has thrown: itself, itself with the opponent's throw
        noted, or ``None`` when that throw is its term."""
        if self.term is Term.OWN_THROW_AFTER_OPPONENT:
            if thrower is not self.colour:
                return self if self.opponent_thrown else replace(self, opponent_thrown=True)
            return None if self.opponent_thrown else self
        return None if (thrower is self.colour) == (self.term is Term.OWN_THROW) else self


FALSE_ECOLES = frozenset({FaultKind.FAUSSE_ECOLE, FaultKind.AUGMENTATION_ECOLE})
"""The écoles whose author marked for himself points that were not his, believing in an école
of the other side: a fausse école, and its case where the école he disbelieved was real and
rightly marked against him (Guiton III « Augmentation d'école »: « il démarque les points de
cette école et les marque à son profit »; « Fausse école »: « ce joueur est lui-même soumis à
l'école »). Their points marked are not due, and their victim wipes or marks them alike."""


@value_class
class OpenEcole(Value):
    """An école that its victim may still mark: a pending right whose term is his next
    throw (``lapsed`` once it comes).

    Immutable: the replay owns the list of them (``Replay.open_ecoles``), and a law that
    changes one puts the value its named transition returns in its place
    (:meth:`Replay.revise_ecole`), so that what each law does to an école is read in its
    name — claimed, lapsed, declined, its excess taken off — and no law changes an école
    another still holds. ``serial`` tells one école from another (two may be alike)."""

    fault: Fault
    victim: Colour
    points: int
    claimed: int = 0
    lapsed: bool = False
    par_trop: bool = False   # the offender's excess is wiped when the école is marked
    wrong_marks: int = 0     # for a fausse école: the points wrongly marked, always wiped
    wrong_trous: tuple[Score, Score] | None = None  # the same when they reached a trou:
    # the score the marking gave, and the one its sound part alone would have given
    restore_to: int | None = None   # marking it puts the offender's jeton back there
    wiped_back: int = 0      # points of the claim the offender wiped off the victim's jeton
    undone: int = 0          # excess already taken off the offender's jeton (claim or hand)
    wiped_by_victim: int = 0  # excess the victim wiped by hand (``efface adversaire``)
    restore_trous: int | None = None  # and his fichet back there (a trou pegged, not won)
    false_trou: bool = False  # the excess is a trou pegged and not won, not points on the jeton
    in_holes: int = 0        # points of the excess pegged as holes beyond the trous won: never
    # on his jeton, so counted in ``undone`` from the start, and taken off with ``holes``
    holes: int = 0           # those holes, still on his fichet
    holes_by_ruling: int = 0  # those the ruling took off with the école: a hand that moves
    # them back afterwards makes that same correction visible
    lapsed_at: int | None = None  # the act (a throw) by which the right to mark it lapsed
    forfeited: bool = False   # its victim pegged his trou too soon: never his to mark
    thrown_at: int | None = None  # the line where its victim threw without having marked it
    played_since: bool = False    # and whether he has played since (a dame played)
    until_played: bool = False    # by Lebrun his throw did not end the right: his play does
    claimed_after_play: bool = False  # made after his throw, claimed after his play since
    declined_at: int | None = None  # the line where its victim said he would not mark it
    partial_option: Option | None = None  # the offender's right to require the rest, offered
    marked_again_at: int | None = None  # the line where its author marked its excess again
    serial: int = 0

    # -- the victim's marking and its undoing ---------------------------------------------
    def claimed_more(self, part: int) -> OpenEcole:
        """Its victim marks ``part`` more of it."""
        return replace(self, claimed=self.claimed + part)

    def claim_taken_back(self, part: int) -> OpenEcole:
        """``part`` of what was read as its marking was not (his words say it was his own)."""
        return replace(self, claimed=self.claimed - part)

    def claim_wiped_back(self, part: int) -> OpenEcole:
        """Its author wiped ``part`` of its marking off the victim's jeton."""
        return replace(self, claimed=self.claimed - part, wiped_back=self.wiped_back + part)

    def claim_put_back(self, part: int) -> OpenEcole:
        """Its victim put back on his jeton ``part`` of its marking that its author had wiped:
        the école stands marked again, as before the wiping."""
        return replace(self, claimed=self.claimed + part, wiped_back=self.wiped_back - part)

    def excess_marked_again(self, part: int, line: int) -> OpenEcole:
        """Its author marked again ``part`` of the excess he had wiped back: that excess stands
        again, as before the victim's marking took it off. The marking he wiped is still off
        the victim's jeton (``wiped_back``): the victim who wipes that excess again and puts
        his own jeton back has the école marked again, as before (Guiton III, the player at
        eight: « se remet lui-même à dix points »)."""
        return replace(self, undone=self.undone - part, marked_again_at=line,
                       wiped_by_victim=max(0, self.wiped_by_victim - part))

    def declined(self, line: int | None) -> OpenEcole:
        """Its victim said (on ``line``) he would not mark it; ``None``: he marks it after all."""
        return replace(self, declined_at=line)

    def with_partial_option(self, option: Option | None) -> OpenEcole:
        """The offender's option to require the rest, as now offered (or withdrawn)."""
        return replace(self, partial_option=option)

    def with_fault(self, fault: Fault) -> OpenEcole:
        """The same école, its fault restated by the article that decides it."""
        return replace(self, fault=fault)

    # -- its term -----------------------------------------------------------------------------
    def lapsed_by(self, line: int | None) -> OpenEcole:
        """The right to mark it ended by the act on ``line``."""
        return replace(self, lapsed=True, lapsed_at=line)

    def forfeit(self) -> OpenEcole:
        """Never its victim's to mark (he was déchu when it was made)."""
        return replace(self, lapsed=True, forfeited=True)

    def thrown(self, line: int) -> OpenEcole:
        """Its victim threw on ``line`` without having marked it."""
        return replace(self, thrown_at=line)

    def until_play(self) -> OpenEcole:
        """Its victim's throw did not end his right: his play will (Lebrun)."""
        return replace(self, until_played=True)

    def claimed_after_his_play(self) -> OpenEcole:
        """Made after its victim's throw, claimed once he had played since, before the next
        throw: in time by Guiton's term only."""
        return replace(self, claimed_after_play=True)

    def played(self) -> OpenEcole:
        """Its victim has played since his throw."""
        return replace(self, played_since=True)

    # -- the offender's excess ----------------------------------------------------------------
    def excess_off(self, part: int) -> OpenEcole:
        """``part`` more of the excess is off the offender's jeton."""
        return replace(self, undone=self.undone + part)

    def excess_all_off(self) -> OpenEcole:
        """The whole excess is off: his jeton stands where marking it would put it."""
        return replace(self, undone=self.points, restore_to=None)

    def jeton_restored(self) -> OpenEcole:
        """His jeton stands where undoing the excess would put it."""
        return replace(self, restore_to=None)

    def trou_restored(self) -> OpenEcole:
        """His fichet is back where undoing the excess would put it."""
        return replace(self, restore_trous=None)

    def restoring(self, points: int, trous: int | None) -> OpenEcole:
        """Undoing the excess puts his jeton back on ``points`` (and his fichet on ``trous``)."""
        return replace(self, restore_to=points, restore_trous=trous)

    def as_false_trou(self, points: int, trous: int) -> OpenEcole:
        """The excess is a trou pegged and not won: undoing it takes that trou back and puts
        the jeton on ``points``."""
        return replace(self, par_trop=True, false_trou=True, restore_to=points,
                       restore_trous=trous)

    def wiped_by_victim_more(self, part: int) -> OpenEcole:
        """Its victim wiped ``part`` more of the excess by hand."""
        wiped = self.wiped_by_victim + part
        return replace(self, wiped_by_victim=wiped, undone=max(self.undone, self.in_holes + wiped),
                       restore_to=None)

    def pegged_beyond(self, points: int, holes: int) -> OpenEcole:
        """``points`` of the excess are holes pegged beyond the trous won, ``holes`` of them
        still on his fichet: his jeton never showed them."""
        return replace(self, in_holes=points, holes=holes, undone=self.undone + points)

    def holes_moved_back(self, count: int) -> OpenEcole:
        """A hand moved ``count`` of those holes back before the école took them off."""
        return replace(self, holes=self.holes - count)

    def holes_taken_with_it(self) -> OpenEcole:
        """The ruling took the holes still pegged off with the excess."""
        return replace(self, holes=0, holes_by_ruling=self.holes_by_ruling + self.holes)

    def holes_shown(self, count: int) -> OpenEcole:
        """A hand moved back ``count`` of the holes the ruling had taken off: the same
        correction, made visible."""
        return replace(self, holes_by_ruling=self.holes_by_ruling - count)

    def set_back_by_victim(self) -> OpenEcole:
        """Its victim put the offender's jeton where it should stand: the whole excess is off,
        wiped by his hand."""
        return replace(self, undone=self.points, restore_to=None, wiped_by_victim=self.points)

    # -- a fausse école's own points -------------------------------------------------------------
    def wrong_marks_wiped(self, part: int) -> OpenEcole:
        """Its victim wiped ``part`` of the points wrongly marked by hand."""
        return replace(self, wrong_marks=self.wrong_marks - part,
                       wiped_by_victim=self.wiped_by_victim + part)

    def wrong_all_wiped(self) -> OpenEcole:
        """Every point wrongly marked is wiped, and the trous they reached."""
        return replace(self, wrong_marks=0, wrong_trous=None)

    @property
    def marked_not_due(self) -> bool:
        """Its author put on his jeton points he did not have: the excess of an école par trop,
        or a fausse école's own points. Its victim wipes them or marks them until his term;
        after it the author keeps them (Guiton III « Époque où les écoles sont consommées »:
        « celui qui aurait marqué plus de points … qu'il ne devait en marquer acquiert alors le
        droit de les garder »)."""
        return self.par_trop or self.fault.kind in FALSE_ECOLES

    @property
    def only_wiped(self) -> bool:
        """Its victim took off by hand all the points it marked that were not due: so far he
        has made the choice « on se contente d'effacer les points qui ont été marqués de trop »
        (Guiton III « On n'est pas obligé de marquer une école… »), whichever kind it is."""
        return self.marked_not_due and self.wiped_by_victim >= self.points

    def reaching_trous(self, marked: Score, sound: Score) -> OpenEcole:
        """The points wrongly marked reached a trou: the score they gave, and the one their
        sound part alone would have given."""
        return replace(self, wrong_trous=(marked, sound))


@value_class
class DameMove(Mutable):
    """A dame the thrower moved (or tried to move) in this coup."""

    path: tuple[int, ...]
    line: int
    group: int                     # dames sharing a group were lifted and placed together
    numbers: tuple[int, ...] = ()  # die numbers it stands for when it is well played
    wrong: bool = False


@value_class
class Coup(Mutable):
    """A throw and everything done about it until the next throw."""

    index: int
    thrower: Colour
    dice: tuple[int, int]
    line: int
    position_before: Position
    score_at_throw: Score
    items: tuple[EarnedItem, ...]
    windows: dict[Colour, Window]
    void: bool = False
    void_why: Msg | None = None     # what made it void, as the page says it (« dé incliné »)
    void_law: str | None = None     # the article that makes it void (« Dé couvert… »)
    broken_by: Colour | None = None   # who broke its dice (rompre), if they were broken
    remaining: list[int] = field(default_factory=list)
    moves: list[DameMove] = field(default_factory=list)
    touched: list[tuple[int, int]] = field(default_factory=list)  # (flèche, line) bound dames
    adoube: bool = False
    adoube_said: int | None = None   # line of the « j'adoube » in force or last spent
    adoube_spent: int | None = None  # line of the act the last « j'adoube » covered
    adoube_lift: int | None = None  # flèche of a dame lifted after « j'adoube » (no trial)
    adoubed_from: int | None = None  # flèche of a dame lifted under « j'adoube » (trictrac)
    trials: list[tuple[int, int]] = field(default_factory=list)  # touched by a trial move
    lifted: list[tuple[int, int, int]] = field(default_factory=list)  # (flèche, count, line)
    adoubed_lifts: set[int] = field(default_factory=set)  # lines of lifts « j'adoube » covered
    taken: set[int] = field(default_factory=set)  # lines of dames lifted and put back (taken)
    placing: list[tuple[int, int]] = field(default_factory=list)      # (flèche, count)
    groups: int = 0
    dames_touched: bool = False
    dice_lifted: int | None = None  # line where the thrower took up his dice (« enlève dés »)
    known_at: int | None = None     # a point known unanswered: a die settled alone, or named
    leaving: int | None = None      # line where the thrower said he leaves / broke his game
    leave_unbroken: bool = False    # he said it with trous de trop, his game not yet broken
    left: int | None = None         # line of a leave that stood: his game broken, to the pile
    played_after_word: int | None = None  # line of his play after « je m'en vais »
    told_leave_at: int | None = None  # the opponent told him to go (« allez-vous-en »)
    staying: int | None = None
    closed: bool = False
    judged: bool = False            # the play as a whole has been checked against the rules
    plays: tuple | None = None      # the legal plays of the throw, once asked (see Replay.plays)
    on_excess: list = field(default_factory=list)  # Kept stated if a side marks too much
    claims_denied: list = field(default_factory=list)  # Kept denying a claim of a named worth
    stated: set = field(default_factory=set)   # laws of the throw or play already said of it
    first_step: int = 0   # where the steps said of it begin in the reasoning (Replay.steps_of)

    def due(self, colour: Colour) -> int:
        return sum(i.points for i in self.items if i.beneficiary is colour)
