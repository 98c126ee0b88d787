"""The Jinja2 environments the pages are rendered with, built once per process.

Templates ship inside the package as ``arbiter.templates`` (the repository's ``templates/``
folder, so that a referee can read them). They are read where they lie, beside the package
(installed) or at the top of the tree (a checkout), with plain ``os``; only a package that is
not a folder (a zip) asks :mod:`importlib.resources`, whose import (with pathlib and zipfile)
costs start-up time a ruling does not need. Both environments use
``StrictUndefined``: a misspelt field in a template is an error in the tests, never an empty
hole in a ruling. The HTML one escapes everything by default because player names, the
dispute and the referee's notes are untrusted text.

Compiling the templates costs more than rendering them (about 20 ms against 8 ms on a slow
machine), and every ``arbiter rule`` is a fresh process, so the compiled code is also kept on
disk in the user's cache folder (``$XDG_CACHE_HOME/trictrac-arbiter``; Jinja2 checks each
entry against the template's source and the Python version). Where that folder cannot be
written the cache is simply not used.
"""

from __future__ import annotations

import contextlib
import os
import textwrap
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

import jinja2

from arbiter import __version__

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

TEXT_WIDTH = 92


def _templates() -> Traversable | Any:
    """The folder of the templates: the installed ``arbiter/templates``; or, when ``arbiter``
    is imported from a source tree (``python3 -m pytest`` at the repository's root shadows the
    installed package), the tree's own ``templates/`` folder, which is the same files; or,
    from a zip, ``arbiter.templates`` as :mod:`importlib.resources` finds it."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for folder in (os.path.join(package, "templates"),
                   os.path.join(os.path.dirname(package), "templates")):
        if os.path.isfile(os.path.join(folder, "ruling.txt.j2")):
            return _Folder(folder)
    from importlib import resources  # pragma: no cover - a package that is not a folder

    return resources.files("arbiter.templates")  # pragma: no cover


class _Folder:
    """A folder of the file system, with the two methods of a ``Traversable`` used here."""

    def __init__(self, path: str) -> None:
        self.path = path

    def joinpath(self, name: str) -> _Folder:
        return _Folder(os.path.join(self.path, name))

    def read_text(self, encoding: str = "utf-8") -> str:
        with open(self.path, encoding=encoding) as handle:
            return handle.read()

    def __str__(self) -> str:
        return self.path


class _PackageLoader(jinja2.BaseLoader):
    """Load templates from the ``arbiter.templates`` package data."""

    def get_source(self, environment: jinja2.Environment,
                   template: str) -> tuple[str, str | None, Callable[[], bool] | None]:
        resource = _templates().joinpath(template)
        try:
            source = resource.read_text(encoding="utf-8")
        except (FileNotFoundError, IsADirectoryError) as err:
            raise jinja2.TemplateNotFound(template) from err
        return source, str(resource), lambda: True


def wrap(text: str, indent: int = 0, first: str = "", width: int = TEXT_WIDTH) -> str:
    """Fill ``text`` to the terminal page: ``first`` opens the first line (a number, a
    bullet) and the following lines align under the text."""
    pad = " " * indent
    return textwrap.fill(" ".join(str(text).split()), width=width,
                         initial_indent=pad + first,
                         subsequent_indent=pad + " " * len(first),
                         break_long_words=False, break_on_hyphens=False)


class _QuietBytecodeCache(jinja2.FileSystemBytecodeCache):
    """A disk cache that never fails a ruling: a cache that cannot be written is skipped."""

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        with contextlib.suppress(OSError):
            super().dump_bytecode(bucket)


def _bytecode_cache() -> jinja2.BytecodeCache | None:
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


@cache
def environment(html: bool) -> jinja2.Environment:
    """The environment for HTML pages (autoescaped) or for terminal text (not escaped)."""
    env = jinja2.Environment(
        loader=_PackageLoader(),
        undefined=jinja2.StrictUndefined,
        autoescape=html,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        auto_reload=False,
        bytecode_cache=_bytecode_cache(),
    )
    env.filters["wrap"] = wrap
    return env


def render(template: str, html: bool, **context: object) -> str:
    return environment(html).get_template(template).render(**context)
