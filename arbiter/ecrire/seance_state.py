"""What the settlement of a séance carries from one marqué line to the next, and then to the
end of the partie: the account, the marqués lost, who has the dé, the refaits, the findings.
Owned by one call of :func:`arbiter.ecrire.settle.settle` (or one two-player walk of
:mod:`arbiter.ecrire.tourner`), made at its start and read by :mod:`arbiter.ecrire.partie_end`
at its end.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from arbiter.colour import Colour
from arbiter.ecrire.record import SeanceRecord
from arbiter.ecrire.regimes import Regime
from arbiter.ecrire.settlement import Finding, MarqueResult, zero
from arbiter.i18n import Msg


@dataclass
class SeanceState:
    """What the walk through the marqués carries from one line to the next."""

    regime: Regime
    record: SeanceRecord
    findings: list[Finding] = field(default_factory=list)
    results: list[MarqueResult] = field(default_factory=list)
    account: dict[Colour, int] = field(default_factory=zero)
    lost: dict[Colour, int] = field(default_factory=zero)
    de: Colour | None = None
    refaits: int = 0
    counted: int = 0
    annulled: bool = False
    option: Colour | None = None
    seats: Mapping[int, Colour | None] | None = None
    """At a table of several players, the side that has the dé at each line (the order of play
    gives it, not the winner of the marqué before)."""
    table_laws: tuple[str, ...] = ()
    """At a table, the articles of its order of play, which give the dé of a replayed marqué."""

    def find(self, topic: str, fr: str, en: str, laws: tuple[str, ...] = (),
             line: int | None = None, other: Msg | None = None,
             question: Msg | None = None) -> None:
        self.findings.append(Finding(topic, Msg(fr, en), laws, line, other, question))
