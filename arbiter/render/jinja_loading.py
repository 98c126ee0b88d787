"""Jinja2's side of the templates: where it reads them.

Imported only when Jinja2 itself is needed (:func:`arbiter.render.templating.environment`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jinja2


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
