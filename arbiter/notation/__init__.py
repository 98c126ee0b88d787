"""Reading and writing recorded coups (.tric files).

``parse`` gives a :class:`~arbiter.notation.record.CoupRecord` or raises
:class:`NotationError` listing every problem; ``check`` returns the diagnostics instead of
raising; ``format_record`` / ``format_act`` write the canonical form. The grammar is
``grammar/coup.lark``; docs/NOTATION.md is the referee's reference.
"""

from __future__ import annotations

from arbiter.notation.diagnostics import Diagnostic, NotationError
from arbiter.notation.parser import check, parse
from arbiter.notation.printer import format_act, format_record

__all__ = ["Diagnostic", "NotationError", "check", "format_act", "format_record", "parse"]
