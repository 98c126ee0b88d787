"""What Python compiles afresh in every process and the arbiter can keep between processes:
the dataclasses' generated methods and the regular expressions.

Every value object of the arbiter is a frozen dataclass, and the standard library makes each
one by writing the source of its ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__``… and compiling it: some four hundred compilations on the way to a ruling, a
third of a whole ``arbiter rule`` process. The regular expressions (the grammar's lexer builds
one per parser state it meets, the libraries theirs at import) are compiled by the pure-Python
half of :mod:`re`: another sixth. Both are done again by every process, from the same source.

:func:`install` (called by the command line before it imports anything of the engine) keeps
the result of each compilation and hands it out again in the next process:

- :mod:`dataclasses` executes, for a source it has compiled before, the code object compiled
  then: the same text compiled the same way (``<string>``, no inherited ``__future__``
  flags), so the classes are the same classes;
- :mod:`re` builds, for a pattern and flags it has compiled before, the pattern object from the
  internal code compiled then, through the very call it ends with (``_sre.compile``). An
  entry is kept only after checking that the object it rebuilds equals the one :mod:`re` made
  (a pattern object compares its pattern, flags and whole code): a Python whose :mod:`re` works
  otherwise keeps nothing.

A source not met before is compiled as usual; :func:`save` keeps what was added for the next
process. The cache is one marshal file in the user's cache folder
(``$XDG_CACHE_HOME/trictrac-arbiter``, beside the law base's), named by the interpreter
(``cpython-311``…) and its optimisation level and stamped with the bytecode and regular
expression engine's magic numbers, so that one interpreter never runs what another compiled.
It is written atomically (a new file renamed over the old) and only when something was added,
ignored when unreadable, corrupt or of another interpreter, skipped when the folder cannot be
written, and not used at all with ``ARBITER_NO_CACHE=1``. Nothing here changes what any class
or pattern does; without the cache everything is made exactly as before.
"""

from __future__ import annotations

import _sre
import builtins
import os
import sys
from types import CodeType
from typing import Any

MAX_ENTRIES = 4000
"""A bound on each table of the file: past it, :func:`save` keeps only what this process used
(an arbiter upgraded many times would otherwise keep the methods of its old classes)."""

_state: dict[str, Any] = {}


def _reset() -> None:
    _state.clear()
    _state.update(installed=False, path=None, added=False, code={}, regex={},
                  used_code=set(), used_regex=set(), compile_regex=None)


_reset()


def _stamp() -> tuple[bytes, int, int]:
    """What the kept data depends on: the bytecode magic number (what a ``.pyc`` is stamped
    with) and the regular expression engine's magic number and code size."""
    import _frozen_importlib_external

    return bytes(_frozen_importlib_external.MAGIC_NUMBER), _sre.MAGIC, _sre.CODESIZE


def cache_path() -> str | None:
    """The cache file for this interpreter, or None when ``ARBITER_NO_CACHE=1``."""
    from arbiter.cachefiles import cache_folder

    folder = cache_folder()
    if folder is None:
        return None
    tag = sys.implementation.cache_tag or "python"
    return os.path.join(folder, f"compiled-{tag}-O{sys.flags.optimize}.marshal")


def _load(path: str) -> tuple[dict[str, CodeType], dict[tuple[Any, int], tuple[Any, ...]]]:
    """The kept code objects and regular expressions, or empty tables when the file is missing,
    unreadable, corrupt or written by another interpreter."""
    import marshal

    try:
        with open(path, "rb") as handle:
            data = marshal.loads(handle.read())
    except (OSError, ValueError, EOFError, TypeError):
        return {}, {}
    if not (isinstance(data, tuple) and len(data) == 3 and data[0] == _stamp()
            and isinstance(data[1], dict) and isinstance(data[2], dict)):
        return {}, {}
    code = {source: value for source, value in data[1].items()
            if isinstance(source, str) and isinstance(value, CodeType)}
    regex = {key: value for key, value in data[2].items() if _regex_entry(key, value)}
    return code, regex


def _regex_entry(key: object, value: object) -> bool:
    """Whether a kept regular expression has the shape :func:`_rebuild` needs."""
    return (isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], (str, bytes))
            and isinstance(key[1], int) and isinstance(value, tuple) and len(value) == 5
            and isinstance(value[0], int) and isinstance(value[1], list)
            and isinstance(value[2], int) and isinstance(value[3], dict)
            and isinstance(value[4], tuple))


# -- the dataclasses' methods -------------------------------------------------------------------
def _exec(source: object, globals: dict[str, Any] | None = None,
          locals: dict[str, Any] | None = None) -> None:
    """``exec`` as :mod:`dataclasses` calls it, with the compiled code of a known source.

    ``compile(..., dont_inherit=True)`` compiles as ``exec`` of a string does from
    :mod:`dataclasses` (whose own code has no ``__future__`` import to pass on), under the same
    file name ``<string>``."""
    if isinstance(source, str):
        codes: dict[str, CodeType] = _state["code"]
        code = codes.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            codes[source] = code
            _state["added"] = True
        _state["used_code"].add(source)
        source = code
    builtins.exec(source, globals, locals)  # type: ignore[arg-type]


# -- the regular expressions --------------------------------------------------------------------
def _compile_regex(pattern: Any, flags: int = 0) -> Any:
    """``re._compiler.compile``, from the kept internal code when there is some."""
    original = _state["compile_regex"]
    if type(pattern) not in (str, bytes) or not isinstance(flags, int) or flags & 128:
        return original(pattern, flags)         # a parsed pattern, or re.DEBUG: as ever
    key = (pattern, int(flags))
    kept = _state["regex"].get(key)
    if kept is not None:
        _state["used_regex"].add(key)
        return _sre.compile(pattern, *kept)
    compiled = original(pattern, flags)
    args = _internal_code(pattern, flags)
    if args is not None and _sre.compile(pattern, *args) == compiled:
        _state["regex"][key] = args
        _state["used_regex"].add(key)
        _state["added"] = True
    return compiled


def _internal_code(pattern: str | bytes, flags: int) -> tuple[Any, ...] | None:
    """What :mod:`re` hands ``_sre.compile`` for this pattern (its last step), or None."""
    try:
        from re import _compiler, _parser

        parsed = _parser.parse(pattern, flags)
        code = _compiler._code(parsed, flags)
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, index in groupindex.items():
            indexgroup[index] = name
        # plain ints: the code holds re's named opcodes, which marshal cannot keep
        return (int(flags | parsed.state.flags), [int(c) for c in code],
                int(parsed.state.groups - 1), {str(k): int(v) for k, v in groupindex.items()},
                tuple(indexgroup))
    except Exception:           # another Python's re: nothing kept, nothing lost
        return None


# -- installing and saving ----------------------------------------------------------------------
def install() -> None:
    """Use the kept code from now on in this process (once; nothing when
    ``ARBITER_NO_CACHE=1``)."""
    if _state["installed"]:
        return
    path = cache_path()
    if path is None:
        return
    import dataclasses
    import re

    code, regex = _load(path)
    _state.update(installed=True, path=path, code=code, regex=regex)
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # found before the builtin
    compiler = getattr(re, "_compiler", None)
    if compiler is not None and callable(getattr(compiler, "compile", None)):
        _state["compile_regex"] = compiler.compile
        compiler.compile = _compile_regex


def uninstall() -> None:
    """Give :mod:`dataclasses` and :mod:`re` back their own ways (for tests)."""
    import dataclasses
    import re

    if _state["installed"]:
        if getattr(dataclasses, "exec", None) is _exec:
            del dataclasses.exec  # type: ignore[attr-defined]
        if _state["compile_regex"] is not None:
            re._compiler.compile = _state["compile_regex"]  # type: ignore[attr-defined]
    _reset()


def save() -> None:
    """Keep what this process compiled for the next one; any failure just means no cache."""
    path = _state["path"]
    if not (_state["installed"] and _state["added"] and path):
        return
    import marshal

    from arbiter.cachefiles import write_atomically

    code, regex = _state["code"], _state["regex"]
    if len(code) > MAX_ENTRIES:
        code = {source: code[source] for source in _state["used_code"]}
    if len(regex) > MAX_ENTRIES:
        regex = {key: regex[key] for key in _state["used_regex"]}
    try:
        blob = marshal.dumps((_stamp(), code, regex))
    except ValueError:
        return
    if write_atomically(path, blob, ".compiled."):
        _state["added"] = False
