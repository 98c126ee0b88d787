"""The options and arguments the ``arbiter`` commands share (:mod:`arbiter.cli`,
:mod:`arbiter.cli_library`), declared once so that each reads the same in every command's help.
"""

from __future__ import annotations

import click

FILE = click.argument("file", type=click.Path(exists=True, dir_okay=False, allow_dash=True))
FILES = click.argument("files", nargs=-1, required=True, metavar="FILE...",
                       type=click.Path(exists=True, allow_dash=True))
LANG = click.option("--lang", type=click.Choice(["fr", "en"]), default="fr", show_default=True,
                    help="Language of the ruling (the laws are always quoted in French).")
OUT = click.option("-o", "--output", "out", type=click.Path(dir_okay=False, allow_dash=True),
                   default=None, help="Write here (atomically, only on success) instead of "
                                      "standard output.")
OUT_OR_FOLDER = click.option(
    "-o", "--output", "out", type=click.Path(allow_dash=True), default=None,
    help="Write here (atomically, only on success) instead of standard output; with several "
         "records, an existing folder that gets one file per record.")
