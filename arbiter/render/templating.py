"""The Jinja2 environments the pages are rendered with, built once per process.

Templates ship inside the package as ``arbiter.templates`` (the repository's ``templates/``
folder, so that a referee can read them) and are read with :mod:`importlib.resources`, which
works the same from a wheel, a zip or a source tree. Both environments use
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
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import jinja2

from arbiter import __version__

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

TEXT_WIDTH = 92


def _templates() -> Traversable:
    """The installed ``arbiter.templates``; or, when ``arbiter`` itself is imported from a
    source tree (``python3 -m pytest`` at the repository's root shadows the installed
    package), the tree's own ``templates/`` folder, which is the same files."""
    try:
        return resources.files("arbiter.templates")
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent.parent / "templates"


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
    if os.environ.get("ARBITER_NO_CACHE") == "1":
        return None
    root = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    directory = Path(root) / "trictrac-arbiter" / f"templates-{__version__}"
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return _QuietBytecodeCache(str(directory))


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
