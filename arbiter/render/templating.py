"""How a page is made from a template: the templates' folder, the ``wrap`` filter, Jinja2's
environments, and the one :func:`render` every renderer calls.

Templates ship inside the package as ``arbiter.templates`` (the repository's ``templates/``
folder, so that a referee can read them). They are read where they lie, beside the package
(installed) or at the top of the tree (a checkout), with plain ``os``; only a package that is
not a folder (a zip) asks :mod:`importlib.resources`, whose import (with pathlib and zipfile)
costs start-up time a ruling does not need. Both environments use
``StrictUndefined``: a misspelt field in a template is an error in the tests, never an empty
hole in a ruling. The HTML one escapes everything by default because player names, the
dispute and the referee's notes are untrusted text.

Jinja2 compiles a template the first time a process renders it; nothing compiled is kept
between processes.
"""

from __future__ import annotations

import os
import textwrap
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    import jinja2

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


def wrap(text: str, indent: int = 0, first: str = "", width: int = TEXT_WIDTH) -> str:
    """Fill ``text`` to the terminal page: ``first`` opens the first line (a number, a
    bullet) and the following lines align under the text."""
    pad = " " * indent
    # French puts a space before « : » and « ; »: the sign stays on the line of the word it
    # follows (the space is held unbreakable while filling, then given back)
    words = " ".join(str(text).split()).replace(" :", "\u00a0:").replace(" ;", "\u00a0;")
    return textwrap.fill(words, width=width, initial_indent=pad + first,
                         subsequent_indent=pad + " " * len(first),
                         break_long_words=False, break_on_hyphens=False).replace("\u00a0", " ")


OPTIONS = dict(trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
"""How the templates are read (and so compiled), in Jinja2's words."""


@cache
def environment(html: bool) -> jinja2.Environment:
    """Jinja2's environment for HTML pages (autoescaped) or for terminal text (not escaped).

    Built (and :mod:`jinja2` imported) only when a page is rendered: ``check``, ``fmt`` and a
    ruling in JSON never import Jinja2."""
    import jinja2

    from arbiter.render.jinja_loading import PackageLoader

    env = jinja2.Environment(
        loader=PackageLoader(_templates()),
        undefined=jinja2.StrictUndefined,
        autoescape=html,
        auto_reload=False,
        optimized=False,    # its constant folding costs more per run than it saves; same page
        **OPTIONS,
    )
    env.filters["wrap"] = wrap
    return env


def render(template: str, html: bool, **context: object) -> str:
    """The page ``template`` makes of ``context``."""
    return environment(html).get_template(template).render(**context)
