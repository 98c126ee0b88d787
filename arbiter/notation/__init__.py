"""Reading and writing recorded coups (.tric files).

``parse`` gives a :class:`~arbiter.notation.record.CoupRecord` or raises
:class:`NotationError` listing every problem; ``check`` returns the diagnostics instead of
raising; ``format_record`` / ``format_act`` write the canonical form. The grammar is
``grammar/coup.lark``; docs/NOTATION.md is the referee's reference.

The semantic checks live in the submodule ``arbiter.notation.check``, whose name is also the
function ``check``. Importing a submodule binds its name on the package, so the submodule is
imported here first and the function bound after it: ``arbiter.notation.check`` is then the
function however many times either is imported, in a program that calls it again and again.
"""

from __future__ import annotations

import arbiter.notation.check as _semantic_checks  # noqa: F401  (bound first; see above)
from arbiter.notation.diagnostics import Diagnostic, NotationError
from arbiter.notation.parser import check, parse
from arbiter.notation.printer import format_act, format_record

__all__ = ["Diagnostic", "NotationError", "check", "format_act", "format_record", "parse"]
