"""What one side's own marking acts leave to be read later in the same turn (from a throw to
the next throw): a trou his jeton counted before the fichet followed it, points the opponent
wiped that he may put back, a jeton carried past twelve, a fresh jeton (the école des deux
jetons)… Values: the replay keeps one per side and turn (``Replay.turns``), and each law changes
one by a transition named after what happened on the tablier (docs/MARKING.md § 2).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from arbiter.value import Value, value_class


@value_class
class NewJeton(Value):
    """New points marked with a fresh jeton while the old one stayed (Guiton's « école des
    deux jetons »): the fault and the opponent's option it opened, the points it added to his
    marking, the points and bredouille of the old jeton, the line where it was set, and whether
    the coup has made it final."""

    fault: Any
    option: Any
    added: int
    old: int
    bredouille: bool
    line: int
    final: bool = False


@value_class
class TurnMarks(Value):
    """What one side's own marking acts left to be read later in the same turn (from a throw
    to the next throw), whether or not a coup is open for him. A value: the replay owns each
    turn's (:meth:`Replay.turn_marks`, :meth:`Replay.revise_turn`), and each law changes it by
    a transition named after what happened on the tablier."""

    trou_credit: int = 0        # fichet holes counted when the jeton reached twelve, not pegged
    own_wipe_line: int | None = None   # line where he moved his jetons this turn
    wiped_by_opponent: int = 0  # points of his the opponent wiped this turn (he may put back)
    hand_wiped: int = 0         # of those, wiped by the opponent's hand with no trou of his: kept
    # when put back, for what an école then claimed for that wiping is (no école)
    kept_taken_off: int = 0     # of this coup's gift, points the opponent's hand took off his
    # jeton with the old ones though the order of marking keeps them (he may put them back)
    jeton_wrapped: int | None = None   # where his jeton stood before he carried it past 12
    corrected_opponent: bool = False   # he undid the opponent's marks of this coup
    took_wiped: bool = False   # he wiped the opponent's points, then marked beyond his own
    one_jeton_line: int | None = None  # second to score, he marked with one jeton only
    own_unmarked: int = 0       # trous of his own he moved back this coup (may peg again)
    own_unpegged: int = 0       # of those, trous he had pegged this coup (their marks undone)
    undone_trous: int = 0       # trous of his the opponent moved back (he may peg them again)
    holes_back_with_jeton: int = 0  # trous de trop he took off as he put his jeton back
    carried_trous: int = 0      # trous his jeton completed as he marked points (not pegged)
    carried_past_twelve: bool = False  # he put his jeton beyond twelve without pegging
    credit_pegged: int = 0      # holes he pegged for a trou already counted (his jeton, an école)
    idle_touch_line: int | None = None  # he touched his dames while it was not his coup
    trous_back_refused: bool = False  # his moving the opponent's fichet back came too late
    # a fresh jeton just used for new points (Guiton's « école des deux jetons »), repairable
    # until the coup is consummated
    new_jeton: NewJeton | None = None

    # -- his jeton ----------------------------------------------------------------------------
    def wrapped_from(self, points: int | None) -> TurnMarks:
        """His jeton went past twelve from ``points`` (None: that reading is done)."""
        return replace(self, jeton_wrapped=points)

    def carried_past_from(self, points: int) -> TurnMarks:
        """He put his jeton beyond twelve from ``points`` without pegging."""
        return replace(self, jeton_wrapped=points, carried_past_twelve=True)

    def carried(self, trous: int) -> TurnMarks:
        """His jeton completed ``trous`` more as he marked points (negative: they went)."""
        return replace(self, carried_trous=self.carried_trous + trous)

    def carried_lost(self, lost: int) -> TurnMarks:
        """The trous his jeton carried and never pegged are lost at the close of his coup."""
        return replace(self, trou_credit=self.trou_credit - lost,
                       carried_trous=self.carried_trous - lost, carried_past_twelve=False)

    def one_jeton(self, line: int | None) -> TurnMarks:
        """Second to score, he marked with one jeton on ``line`` (None: joined, or judged)."""
        return replace(self, one_jeton_line=line)

    def with_new_jeton(self, new_jeton: NewJeton | None) -> TurnMarks:
        """A fresh jeton used for new points (the école des deux jetons), or none."""
        return replace(self, new_jeton=new_jeton)

    # -- wiping -------------------------------------------------------------------------------
    def wiped_own(self, line: int) -> TurnMarks:
        """He moved his own jetons on ``line``."""
        return replace(self, own_wipe_line=line)

    def took_wiped_as(self, took: bool) -> TurnMarks:
        """Whether he wiped the opponent's points, then marked beyond his own."""
        return replace(self, took_wiped=took)

    def wiped_by(self, points: int) -> TurnMarks:
        """The opponent wiped ``points`` more of his (negative: put back, or excused)."""
        return replace(self, wiped_by_opponent=self.wiped_by_opponent + points)

    def wiped_by_hand(self, points: int) -> TurnMarks:
        """The opponent's hand wiped ``points`` more of his, taking no trou by it."""
        return replace(self, hand_wiped=self.hand_wiped + points)

    def kept_off(self, points: int) -> TurnMarks:
        """``points`` of this coup's gift the opponent's hand took off with the old ones
        (negative: put back)."""
        return replace(self, kept_taken_off=self.kept_taken_off + points)

    def corrected(self) -> TurnMarks:
        """He undid the opponent's marks of this coup."""
        return replace(self, corrected_opponent=True)

    # -- trous ---------------------------------------------------------------------------------
    def credited(self, holes: int) -> TurnMarks:
        """``holes`` more counted when his jeton reached twelve, not yet pegged (negative: a
        peg took them)."""
        return replace(self, trou_credit=self.trou_credit + holes)

    def credit_pegged_by(self, holes: int) -> TurnMarks:
        """He pegged ``holes`` for a trou already counted."""
        return replace(self, trou_credit=self.trou_credit - holes,
                       credit_pegged=self.credit_pegged + holes)

    def trous_undone(self, trous: int) -> TurnMarks:
        """The opponent moved ``trous`` of his back (negative: he pegged them again)."""
        return replace(self, undone_trous=self.undone_trous + trous)

    def trous_back_too_late(self) -> TurnMarks:
        """His moving the opponent's fichet back came too late."""
        return replace(self, trous_back_refused=True)

    def own_moved_back(self, trous: int, unpegged: int = 0) -> TurnMarks:
        """He moved ``trous`` of his own back, ``unpegged`` of them pegged this coup (negative:
        pegged again)."""
        return replace(self, own_unmarked=self.own_unmarked + trous,
                       own_unpegged=self.own_unpegged + unpegged)

    def holes_back(self, holes: int) -> TurnMarks:
        """``holes`` de trop taken off as he put his jeton back (negative: read by a démarque)."""
        return replace(self, holes_back_with_jeton=self.holes_back_with_jeton + holes)

    # -- dames -------------------------------------------------------------------------------
    def touched_idle(self, line: int | None) -> TurnMarks:
        """He touched his dames on ``line`` while it was not his coup (None: read)."""
        return replace(self, idle_touch_line=line)


@value_class
class Series(Value):
    """What the record has shown of one side's series of points beyond a turn (ch. I
    « Bredouille »: points taken « sans interruption »), read by later marks: the points he had
    when he lost the bredouille of jetons by marking with one jeton (a second jeton joined
    later gives it back to nobody: III « Quand on perd le droit de prendre la bredouille de
    jetons »), and the points his jeton showed before a mark wholly of points he had not broke
    the opponent's series (that excess taken off, the series was never broken: III
    « Avertissement qu'on ne marque pas… »). A value: the replay keeps one per side for the
    record (``Replay.series``) and each law replaces it by a transition named here."""

    forfeited_at: int | None = None
    broke_opponent_from: int | None = None
    # the trous of both sides (his, the opponent's) when a jeton of his bredouille settled his
    # series: lost by the one jeton, or the forgotten jeton joined in time; a trou pegged since
    # on either side starts another series
    forfeited_in: tuple[int, int] | None = None
    joined_in: tuple[int, int] | None = None
    # the trous of both sides once the hole de trop of his simple trou pegged double became his,
    # its victim's term past: a dispute of that bredouille while they stand comes too late
    double_kept_in: tuple[int, int] | None = None
    double_kept_at: int = 0     # the line of the act that ended the victim's term

    def forfeited(self, points: int, trous: tuple[int, int] | None = None) -> Series:
        """He marked with one jeton what he should have marked with two, having ``points``,
        the trous standing at ``trous``."""
        return replace(self, forfeited_at=points, forfeited_in=trous)

    def jeton_joined(self, trous: tuple[int, int]) -> Series:
        """He joined the forgotten second jeton in time, the trous standing at ``trous``."""
        return replace(self, joined_in=trous)

    def double_kept(self, trous: tuple[int, int], line: int) -> Series:
        """The hole de trop of his trou pegged double is his, the trous then at ``trous``, by
        the victim's act of ``line``."""
        return replace(self, double_kept_in=trous, double_kept_at=line)

    def broke_opponent(self, points_before: int) -> Series:
        """A mark wholly beyond his points, made when his jeton showed ``points_before``,
        broke the opponent's series."""
        return replace(self, broke_opponent_from=points_before)

    def mended(self) -> Series:
        """His mark is of points of his own, or its excess is off: the opponent's series was
        not broken by an excess of his."""
        return replace(self, broke_opponent_from=None)
