"""Which law looks at which act: a table filled by the law families a game names.

A :class:`LawFamily` says which acts it judges (one handler per act type) and at which moments
of the coup it must look at the game (before a throw, once a throw is known, when a coup is
closed, at the end of the record, when a side's marking is consummated). :class:`Dispatch`
gathers the families of one game into one table, in the game's order, so the replay calls
exactly the handlers of that game and no module of law is named by the replay.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any

from arbiter.colour import Colour
from arbiter.value import Value, value_class

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup
    from arbiter.i18n import Msg

Handler = Callable[["Replay", Any], None]
ThrowHook = Callable[["Replay", Colour, int], None]         # (replay, thrower, line)
CoupHook = Callable[["Replay", "Coup"], None]
CloseHook = Callable[..., None]       # (replay, coup, *, at_end, next_thrower)
EndHook = Callable[["Replay"], None]
ConsummateHook = Callable[["Replay", Colour, int, "Msg"], None]


@value_class
class LawFamily(Value):
    """One family of laws of conduct: the acts it judges and the moments it looks in.

    ``after_throw`` hooks carry a stage number: the laws a throw brings into play are stated in
    the order of the stages, whatever the order of the families (the order of marking first,
    then what the throw allows to be played, then what it makes impossible).
    """

    name: str
    handlers: Mapping[type, Handler] = field(default_factory=dict)
    before_throw: tuple[ThrowHook, ...] = ()
    after_throw: tuple[tuple[int, CoupHook], ...] = ()
    at_close: tuple[CloseHook, ...] = ()
    finish: tuple[EndHook, ...] = ()
    consummate: tuple[ConsummateHook, ...] = ()


@value_class
class Dispatch(Value):
    """The handlers of one game's families, by act type and by moment."""

    handlers: Mapping[type, tuple[Handler, ...]]
    before_throw: tuple[ThrowHook, ...]
    after_throw: tuple[CoupHook, ...]
    at_close: tuple[CloseHook, ...]
    finish: tuple[EndHook, ...]
    consummate: tuple[ConsummateHook, ...]

    @classmethod
    def of(cls, families: Iterable[LawFamily]) -> Dispatch:
        families = tuple(families)
        handlers: dict[type, tuple[Handler, ...]] = {}
        for family in families:
            for act_type, handler in family.handlers.items():
                handlers[act_type] = (*handlers.get(act_type, ()), handler)
        staged = sorted((stage, n, hook) for n, (stage, hook) in enumerate(
            h for f in families for h in f.after_throw))
        return cls(
            handlers=handlers,
            before_throw=tuple(h for f in families for h in f.before_throw),
            after_throw=tuple(hook for _, _, hook in staged),
            at_close=tuple(h for f in families for h in f.at_close),
            finish=tuple(h for f in families for h in f.finish),
            consummate=tuple(h for f in families for h in f.consummate))

    def of_act(self, act: object) -> tuple[Handler, ...]:
        return self.handlers.get(type(act), ())
