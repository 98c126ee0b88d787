"""Work in progress: the engine is being written (issue 4)."""

from __future__ import annotations

import hashlib

from arbiter import __version__
from arbiter.notation.record import CoupRecord
from arbiter.ruling import Receipt, Ruling


def decide(record: CoupRecord, *, source_text: str = "") -> Ruling:
    """Rule on ``record``. ``source_text`` is the file as read, for the receipt's hash."""
    return Ruling(
        case=record.headers, lois=record.lois, position=record.position,
        score_before=record.score, trait=record.trait, acts=(), coups=(), faults=(),
        options=(), score_after=record.score, citations=(), trace=(), outcome="undecided",
        decision=(),
        receipt=Receipt(__version__, hashlib.sha256(source_text.encode()).hexdigest(), ""),
    )
