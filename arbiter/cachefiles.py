"""Where the arbiter keeps what it may reuse between processes, how a kept file is written, and
how the files a newer one supersedes are removed.

The compiled grammar and its stand-alone parser, the law base as checked, the compiled
templates and the dataclasses' code all live in one folder of the user's cache
(``$XDG_CACHE_HOME/trictrac-arbiter``), are never needed (``ARBITER_NO_CACHE=1`` turns them all
off), and are written whole or not at all, so that a process stopped halfway or two processes at
once never leave a broken file. One definition here, so that the caches cannot drift apart.
Only :mod:`os` (and :mod:`typing`, which every ruling imports anyway) is imported at first:
the start-up of a ruling pays for this module.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable


def cache_folder() -> str | None:
    """The arbiter's folder in the user's cache, or None when ``ARBITER_NO_CACHE=1``."""
    if os.environ.get("ARBITER_NO_CACHE") == "1":
        return None
    root = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(root, "trictrac-arbiter")


def writable(folder: str) -> bool:
    """Whether files can be kept in ``folder``, made first if it is missing."""
    try:
        os.makedirs(folder, exist_ok=True)
    except (OSError, ValueError):
        return False
    return os.access(folder, os.W_OK | os.X_OK)


def installed_init(package: str) -> bytes | None:
    """The ``__init__.py`` of ``package`` as ``import`` would find it (it holds the version),
    read without importing the package; None when it is not a plain folder on the path. What
    the compiled grammar and templates are kept for depends on it."""
    import sys

    for entry in sys.path:
        path = os.path.join(entry or ".", package, "__init__.py")
        try:
            with open(path, "rb") as handle:
                return handle.read()
        except OSError:
            continue
    return None


def write_atomically(path: str, blob: bytes, prefix: str) -> bool:
    """Write ``blob`` to ``path`` through a temporary file of the same folder renamed over it;
    False (and nothing left behind) when anything fails: a cache is never needed."""
    import contextlib
    import tempfile

    folder = os.path.dirname(path)
    try:
        os.makedirs(folder, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=prefix, suffix=".tmp")
    except (OSError, ValueError):
        return False
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(blob)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        return False
    return True


def forget_others(path: str, pattern: str) -> None:
    """Remove the files of ``path``'s folder that match ``pattern`` (a glob of names), save
    ``path`` itself: the caches a new grammar or a new Lark has made useless, which upgrades
    would otherwise pile up. A file that cannot be removed is left."""
    import contextlib
    import glob

    folder = os.path.dirname(path)
    for old in glob.glob(os.path.join(glob.escape(folder), pattern)):
        if old != path:
            with contextlib.suppress(OSError):
                os.unlink(old)


def keep_made(path: str, make: Callable[[], Any], prefix: str) -> Any | None:
    """What ``make()`` returns, kept in ``path`` (:mod:`marshal`) for the next processes, the
    files it supersedes removed (those named like ``path`` up to its last ``-``: the same
    thing for the same interpreter, made from other sources). None, and nothing made, where
    the folder cannot be written: making it for one process costs more than doing without;
    None too when ``make`` fails. What cannot be written is still returned."""
    import marshal

    if not writable(os.path.dirname(path)):
        return None
    try:
        made = make()
    except Exception:   # a cache is never needed: the caller does without
        return None
    if write_atomically(path, marshal.dumps(made), prefix):
        stem = os.path.basename(path).rsplit("-", 1)[0]
        forget_others(path, f"{stem}-*.marshal")
    return made

