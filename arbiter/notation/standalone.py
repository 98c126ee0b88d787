"""The coup grammar's LALR parser in Lark's stand-alone form, kept compiled in the user's cache.

Importing :mod:`lark` brings its grammar compiler, its Earley and CYK parsers, the tools for
its own cache (``tempfile``, ``pickle``, ``shutil``…): a sixth of a whole ``arbiter rule``
process, to read a record with a parse table computed long ago. Lark can write that table
together with just the runtime an LALR parse needs (lexer, parser, tree) as one Python module,
its *stand-alone* parser (``lark.tools.standalone``). :func:`parser` gives such a module's
parser for the coup grammar: built once from the installed Lark, the first time a process
needs it and finds none, then kept (as compiled code, :mod:`marshal`) in the arbiter's cache
folder, where the next processes load it without importing Lark at all.

It serves the one thing done on every ruling, parsing a whole record that is well formed, and
nothing else. A record it does not accept is given to the full parser
(:func:`arbiter.notation.parser._parser`), whose errors the diagnostics are made from, so the
messages a user reads never depend on which parser was tried first. Both parsers come from
the same grammar text with the same options and give the same trees (a test compares them).

The file is named after what the module depends on: the grammar's text, the options, the
installed Lark's own ``__init__`` (its version) and the interpreter's bytecode magic number.
A change of any of them names another file; a file missing, unreadable or corrupt is built
again; with no cache folder (``ARBITER_NO_CACHE=1``, or one that cannot be written) there is
no stand-alone parser and the full one does everything, as before.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from typing import Any

OPTIONS: dict[str, Any] = {}
"""Filled by :mod:`arbiter.notation.parser` with the options its Lark parser is built with
(both parsers must be built alike, and the options are part of the file's name)."""

_MODULE = "arbiter.notation._coup_standalone"

GENERATION = 2
"""How :func:`_build` edits Lark's output (2: without :mod:`logging`); part of the file's name,
so that a module edited otherwise is made again."""


def _file(folder: str, grammar: str) -> str | None:
    """The cache file of the stand-alone parser for ``grammar``, or None without Lark."""
    from arbiter.cachefiles import installed_init

    lark_init = installed_init("lark")
    if lark_init is None:
        return None
    import _frozen_importlib_external

    from arbiter.digest import sha256

    key = "\0".join((str(GENERATION), grammar, repr(sorted(OPTIONS.items())),
                     lark_init.decode("latin-1"),
                     _frozen_importlib_external.MAGIC_NUMBER.hex(), sys.version))
    digest = sha256(key.encode("utf-8")).hexdigest()[:24]
    tag = sys.implementation.cache_tag or "python"
    return os.path.join(folder, f"parser-coup-{tag}-{digest}.marshal")


def _build(full: Any) -> Any:
    """The stand-alone module's compiled code, generated from the full Lark parser ``full``."""
    import io

    from lark.tools.standalone import gen_standalone

    out = io.StringIO()
    gen_standalone(full, out=out)
    # The module imports these three to read a compressed table; this one is written plain.
    source = out.getvalue().replace("\nimport pickle, zlib, base64\n", "\n")
    source = _without_logging(source)
    # Lark's annotations are for type checkers; left unevaluated (PEP 563), the classes and
    # functions of the module are made without building a typing object for each.
    import __future__

    return compile(source, "<arbiter: coup parser, lark stand-alone>", "exec",
                   flags=__future__.annotations.compiler_flag, dont_inherit=True)


_LOGGING = (
    "import logging\n",
    'logger: logging.Logger = logging.getLogger("lark")\n'
    "logger.addHandler(logging.StreamHandler())\n",
    "logger.setLevel(logging.CRITICAL)\n",
)
_SILENT = (
    "class _SilentLogger:\n"
    "    def __getattr__(self, name):\n"
    "        return lambda *args, **kwargs: None\n"
    "logger = _SilentLogger()\n"
)


def _without_logging(source: str) -> str:
    """``source`` with Lark's logger replaced by one that drops every message.

    Lark sets its logger to ``CRITICAL`` and never logs at that level, so nothing it logs is
    ever shown; importing :mod:`logging` (and with it :mod:`threading`, :mod:`traceback`…) for
    it costs every process some milliseconds. When the generated module does not read as
    expected (another Lark), it is left as it is."""
    if not all(source.count(line) == 1 for line in _LOGGING):
        return source
    source = source.replace(_LOGGING[0], "").replace(_LOGGING[1], _SILENT)
    return source.replace(_LOGGING[2], "")


def _run(code: Any) -> Any:
    """Run the module's code and make its parser."""
    import types

    module = types.ModuleType(_MODULE)
    module.__dict__["__builtins__"] = __builtins__
    sys.modules[_MODULE] = module
    try:
        exec(code, module.__dict__)
        return module.Lark_StandAlone()
    except BaseException:
        sys.modules.pop(_MODULE, None)
        raise


@cache
def parser(grammar: str, full: Any) -> Any | None:
    """The stand-alone parser of ``grammar``, or None (then the full parser does the work).

    ``full`` is a function giving the full Lark parser, called only when the stand-alone one
    must be built."""
    from arbiter.cachefiles import cache_folder, keep_made

    folder = cache_folder()
    path = None if folder is None else _file(folder, grammar)
    if path is None:
        return None
    import marshal

    try:
        with open(path, "rb") as handle:
            code = marshal.loads(handle.read())
        return _run(code)
    except Exception:   # missing, unreadable, corrupt, of another Lark: built again below
        pass
    made: list[Any] = []

    def build() -> Any:
        """The module's code, kept only once it has made its parser."""
        code = _build(full())
        made.append(_run(code))
        return code

    # keep_made also removes this interpreter's parsers of another grammar or another Lark
    return made[0] if keep_made(path, build, ".parser.") is not None else None
