"""When a throw's points are known, and so can no longer be broken.

To break the dice is to stop them « lorsqu'il les jette, mais avant qu'ils soient fixés et
qu'aucun des points soit connu » (Guiton ch. I « Rompre les dés »). A point is known

* when a die has settled while the other still rolls (``jette 6 ?``): that point is known at
  once;
* when the dice are named (« six et cinq », « sonnez »: ch. III « Nommer les points », seed 004
  § 9 « on doit annoncer les dés »), by the thrower or by his opponent reading them;
* when a player answers them: a mark, a dame touched, lifted or played, the dice taken up.

``arbiter check`` reads the same acts the same way (``notation.check``, with the same
:func:`arbiter.sayings.names_dice`), so that the throw it expects next is the one the ruling
counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.notation import acts as A
from arbiter.sayings import names_dice

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup


def on_say(replay: Replay, act: A.Say) -> None:
    """A player names the dice of the throw in progress: from this line their points are
    known."""
    early = replay.early_throw
    if early is not None and replay.early_known is None and names_dice(act.words, early.dice):
        replay.early_known = act.span.line     # the dice thrown early, named: known
        return
    coup = replay.coup
    if coup is None or coup.void or coup.closed:
        return
    if coup.known_at is None and names_dice(act.words, coup.dice):
        coup.known_at = act.span.line


def known_at(coup: Coup) -> int | None:
    """The line from which a point of the throw was known (see the module), or None: by then
    the dice had settled and a « je romps » comes too late."""
    lines = [w.first_line for w in coup.windows.values() if w.first_line is not None]
    lines += [m.line for m in coup.moves]
    lines += [line for _, line in coup.touched] + [line for _, _, line in coup.lifted]
    if coup.dice_lifted is not None:
        lines.append(coup.dice_lifted)
    if coup.known_at is not None:
        lines.append(coup.known_at)
    return min(lines, default=None)
