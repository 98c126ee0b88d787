#!/usr/bin/env python3
"""Write ``arbiter/notation/lalr.py``: the parser of ``grammar/coup.lark`` in Lark's stand-alone
form, committed with the package.

Usage: python3 tools/make_parser.py [--check]

The arbiter reads every record (a coup, a séance, or one of their lines) with this module and
never imports Lark at run time: building Lark's LALR tables from the grammar was half of a
whole ``arbiter rule`` process. The module is generated here, by the Lark the tests install
(``lark.tools.standalone``), and committed; ``tests/test_parser_module.py`` runs
:func:`generate` and fails when the committed file is not what the grammar gives, so a change
of the grammar without running this script is caught. It is never written at run time.

Lark numbers the states and terminals of its parse table in an order that changes from one
run to the next (it comes from sets of objects), so :func:`generate` renumbers them in one
order of its own (terminals by name; states in the order they are first reached from the
start rules, following each state's actions by terminal name): the same grammar and the same
Lark give the same file. A few lines of Lark's output are also left out: ``import pickle, zlib,
base64`` (used only by the compressed form), its ``logging`` set-up (Lark's logger is set to a
level it never logs at; importing :mod:`logging` cost every process some milliseconds) and two
relative imports of names the module defines itself (:data:`_RELATIVE`). And the module opens
with ``from __future__ import annotations``: Lark's annotations are for type checkers, and
left unevaluated (PEP 563) its classes and functions are made without building a ``typing``
object for each, a tenth of the cost of importing the module.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GRAMMAR = ROOT / "grammar" / "coup.lark"
TARGET = ROOT / "arbiter" / "notation" / "lalr.py"

START = ("start", "header", "position_row", "score_row", "releve_section", "trait_section",
         "act_line", "seance", "seance_head", "seance_term", "seance_line")
"""Every rule a parse may start from: a whole coup record and each of its kinds of line (read
one at a time to report every bad line), then the same for a séance record."""

OPTIONS: dict[str, Any] = dict(parser="lalr", propagate_positions=True,
                               maybe_placeholders=False, start=list(START))

_LOGGING = (
    "import logging\n",
    'logger: logging.Logger = logging.getLogger("lark")\n'
    "logger.addHandler(logging.StreamHandler())\n",
    "logger.setLevel(logging.CRITICAL)\n",
)
_RELATIVE = ("\n        from .lexer import Token\n",
             "\n                from . import __version__\n")
"""Two imports of Lark's package left in its output, which in a module of ours would look for
``arbiter.notation.lexer``: ``Token`` and ``__version__`` are defined in the module itself."""
_SILENT = ("class _SilentLogger:\n"
           "    def __getattr__(self, name):\n"
           "        return lambda *args, **kwargs: None\n"
           "logger = _SilentLogger()\n")


def _canonical_table(table: dict[str, Any], starts: list[str]) -> dict[str, Any]:
    """The serialized parse table with its terminals and states renumbered in a fixed order."""
    names = table["tokens"]
    token_id = {old: new for new, old in enumerate(sorted(names, key=lambda t: names[t]))}
    states = table["states"]
    order: dict[int, int] = {}
    queue = [table["start_states"][s] for s in starts]
    while queue:
        state = queue.pop(0)
        if state in order:
            continue
        order[state] = len(order)
        for token in sorted(states[state], key=lambda t: names[t]):
            action, arg = states[state][token]
            if action == 0 and arg not in order:      # a shift (or a goto): the next state
                queue.append(arg)
    if len(order) != len(states):
        raise SystemExit("make_parser: a state of the table is not reached from a start rule")

    def action(kind: int, arg: Any) -> tuple[int, Any]:
        return (kind, order[arg]) if kind == 0 else (kind, arg)

    return {
        "tokens": {token_id[t]: names[t] for t in sorted(names, key=token_id.__getitem__)},
        "states": {order[s]: {token_id[t]: action(*states[s][t])
                              for t in sorted(states[s], key=token_id.__getitem__)}
                   for s in sorted(states, key=order.__getitem__)},
        "start_states": {s: order[table["start_states"][s]] for s in starts},
        "end_states": {s: order[table["end_states"][s]] for s in starts},
    }


def generate() -> str:
    """The text of the module, as this grammar and the installed Lark make it."""
    from lark import Lark
    from lark.tools.standalone import gen_standalone

    full = Lark(GRAMMAR.read_text(encoding="utf-8"), **OPTIONS)
    out = io.StringIO()

    def output(*parts: Any) -> None:
        for part in parts:
            if isinstance(part, dict) and "parser" in part:     # DATA: the tables
                part = dict(part)
                part["parser"] = dict(part["parser"])
                part["parser"]["parser"] = _canonical_table(part["parser"]["parser"],
                                                            list(START))
            out.write(f"{part}")
        out.write("\n")

    gen_standalone(full, output=output)
    text = out.getvalue().replace("\nimport pickle, zlib, base64\n", "\n")
    for relative in _RELATIVE:      # the names are the module's own, defined at its top
        if text.count(relative) != 1:
            raise SystemExit(f"make_parser: Lark's output has not one {relative.strip()!r}")
        text = text.replace(relative, "\n")
    if all(text.count(line) == 1 for line in _LOGGING):
        text = text.replace(_LOGGING[0], "").replace(_LOGGING[1], _SILENT)
        text = text.replace(_LOGGING[2], "")
    header = ("# Generated by tools/make_parser.py from grammar/coup.lark: do not edit, run\n"
              "# `python3 tools/make_parser.py` after changing the grammar.\n"
              "from __future__ import annotations\n")
    return header + text


def main() -> int:
    from generated_file import write_or_check

    return write_or_check(TARGET, ROOT, generate)


if __name__ == "__main__":
    raise SystemExit(main())
