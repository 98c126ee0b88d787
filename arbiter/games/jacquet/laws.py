"""The laws Jacquet's rules core applies, declared for the law base's two-way link.

The rules of movement and of the end of a game cite their laws from data (each Violation and
each result carries its law's id), so they are declared here for the whole package, from the
list the rules core keeps beside its conduct table.
"""

from __future__ import annotations

from arbiter.games.jacquet.conduct import APPLIED_LAWS, CONDUCT_APPLIED
from arbiter.laws.links import declare

declare("arbiter.games.jacquet", *APPLIED_LAWS)
# The laws of conduct the engine's families « des » and « dames » cite for a Jacquet record,
# through the borrowing table the bundle gives them (Conduct.borrowed, applied by
# arbiter.engine.game_end.borrow_conduct).
declare("arbiter.games.jacquet.bundle", *CONDUCT_APPLIED)
