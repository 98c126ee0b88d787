"""The decision engine: replays a recorded coup and rules on it.

Entry point: :func:`decide`. It reads a :class:`~arbiter.notation.record.CoupRecord` (never a
file: the CLI reads files) and returns a :class:`~arbiter.ruling.Ruling`.
"""

from __future__ import annotations

from arbiter.engine.decide import decide

__all__ = ["decide"]
