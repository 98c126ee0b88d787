"""Jinja2's side of the templates: where it reads them and where it keeps what it compiles.

Imported only when Jinja2 itself is needed (:func:`arbiter.render.templating.environment`).
Compiling a template costs more than rendering it, so Jinja2's own compiled code is also kept in
the user's cache folder (``$XDG_CACHE_HOME/trictrac-arbiter``; Jinja2 checks each entry against
the template's source and the Python version). Where that folder cannot be written the cache
is simply not used.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from typing import Any

import jinja2

from arbiter import __version__


class PackageLoader(jinja2.BaseLoader):
    """Load templates from the ``arbiter.templates`` package data, found where
    :func:`arbiter.render.templating._templates` says."""

    def __init__(self, folder: Any) -> None:
        self.folder = folder

    def get_source(self, environment: jinja2.Environment,
                   template: str) -> tuple[str, str | None, Callable[[], bool] | None]:
        resource = self.folder.joinpath(template)
        try:
            source = resource.read_text(encoding="utf-8")
        except (FileNotFoundError, IsADirectoryError) as err:
            raise jinja2.TemplateNotFound(template) from err
        return source, str(resource), lambda: True


class _QuietBytecodeCache(jinja2.FileSystemBytecodeCache):
    """A disk cache that never fails a ruling: a cache that cannot be written is skipped."""

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        with contextlib.suppress(OSError):
            super().dump_bytecode(bucket)


def bytecode_cache() -> jinja2.BytecodeCache | None:
    """The on-disk cache of compiled templates, or None where there is no writable place
    (or ``ARBITER_NO_CACHE=1`` asks for none)."""
    from arbiter.cachefiles import cache_folder

    folder = cache_folder()
    if folder is None:
        return None
    directory = os.path.join(folder, f"templates-{__version__}")
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError:
        return None
    return _QuietBytecodeCache(directory)


