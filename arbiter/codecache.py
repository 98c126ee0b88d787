"""The compiled code of the dataclasses' generated methods, kept between processes.

Every value object of the arbiter is a frozen dataclass, and the standard library makes each
one by writing the source of its ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__``… and compiling it: some four hundred compilations on the way to a ruling, a
third of a whole ``arbiter rule`` process, done again by every process although the source is
the same every time. :func:`install` (called by the command line before it imports anything
of the engine) has :mod:`dataclasses` execute, for a source it has compiled before, the code
compiled then: the same text compiled the same way, so the classes are the same classes. A
source not met before is compiled as usual and kept for the next process by :func:`save`.

The cache is one marshal file in the user's cache folder (``$XDG_CACHE_HOME/trictrac-arbiter``
beside the law base's), named by the interpreter (``cpython-311``…) and its optimisation
level, and stamped with the bytecode magic number, so that one interpreter never runs code
compiled by another. Entries are keyed by the whole source text. It is read once, written
atomically (a new file renamed over the old) and only when something was added, ignored when
it is unreadable, corrupt or of another interpreter, skipped when the folder cannot be
written, and not used at all with ``ARBITER_NO_CACHE=1``. Nothing here changes what any
class does; without the cache every class is made exactly as before.
"""

from __future__ import annotations

import builtins
import os
import sys
from types import CodeType
from typing import Any

MAX_ENTRIES = 4000
"""A bound on the file: past it, :func:`save` keeps only the sources this process used (an
arbiter upgraded many times leaves the methods of its old classes behind)."""

_state: dict[str, Any] = {"installed": False, "codes": {}, "used": set(), "added": False,
                          "path": None}


def _magic() -> bytes:
    """The interpreter's bytecode magic number (what a ``.pyc`` is stamped with)."""
    import _frozen_importlib_external

    return bytes(_frozen_importlib_external.MAGIC_NUMBER)


def cache_path() -> str | None:
    """The cache file for this interpreter, or None when ``ARBITER_NO_CACHE=1``."""
    if os.environ.get("ARBITER_NO_CACHE") == "1":
        return None
    root = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    tag = sys.implementation.cache_tag or "python"
    return os.path.join(root, "trictrac-arbiter",
                        f"dataclass-code-{tag}-O{sys.flags.optimize}.marshal")


def _load(path: str) -> dict[str, CodeType]:
    """The kept code objects, or an empty dict when the file is missing, unreadable, corrupt
    or written by another interpreter."""
    import marshal

    try:
        with open(path, "rb") as handle:
            data = marshal.loads(handle.read())
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if not (isinstance(data, tuple) and len(data) == 2 and data[0] == _magic()
            and isinstance(data[1], dict)):
        return {}
    return {source: code for source, code in data[1].items()
            if isinstance(source, str) and isinstance(code, CodeType)}


def _exec(source: object, globals: dict[str, Any] | None = None,
          locals: dict[str, Any] | None = None) -> None:
    """``exec`` as :mod:`dataclasses` calls it, with the compiled code of a known source.

    ``compile(..., dont_inherit=True)`` compiles as ``exec`` of a string does from
    :mod:`dataclasses` (whose own code has no ``__future__`` import to pass on), under the same
    file name ``<string>``."""
    if isinstance(source, str):
        codes: dict[str, CodeType] = _state["codes"]
        code = codes.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            codes[source] = code
            _state["added"] = True
        _state["used"].add(source)
        source = code
    builtins.exec(source, globals, locals)  # type: ignore[arg-type]


def install() -> None:
    """Make :mod:`dataclasses` use the kept code from now on in this process (once; nothing
    when ``ARBITER_NO_CACHE=1``)."""
    if _state["installed"]:
        return
    path = cache_path()
    if path is None:
        return
    import dataclasses

    _state.update(installed=True, path=path, codes=_load(path))
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # found before the builtin


def save() -> None:
    """Keep what this process compiled for the next one; any failure just means no cache."""
    path = _state["path"]
    if not (_state["installed"] and _state["added"] and path):
        return
    import contextlib
    import marshal
    import tempfile

    codes: dict[str, CodeType] = _state["codes"]
    if len(codes) > MAX_ENTRIES:
        codes = {source: codes[source] for source in _state["used"]}
    folder = os.path.dirname(path)
    try:
        blob = marshal.dumps((_magic(), codes))
        os.makedirs(folder, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".dataclass-code.", suffix=".tmp")
    except (OSError, ValueError):
        return
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(blob)
        os.replace(tmp, path)
        _state["added"] = False
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
