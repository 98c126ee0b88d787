"""The law base: every article the arbiter applies or cites, with its source and a quote.

The articles live in the ``*.yaml`` files beside this module (shipped as package data):
``laws.yaml`` for trictrac, ``jacquet.yaml`` for Jacquet, ``laws.yaml`` first and then the
others by name. Each has an id of ours, the book, the chapter, the heading as printed, a short
verbatim quote, a summary in our own words (French and English), how the engine uses it and
the games it is written for (a file's top-level ``games:`` is the default of its entries; with
neither, trictrac). Rulings cite laws by id; the receipt carries the sha256 of the YAML files'
bytes in that order, so a ruling can be traced to the exact text of the law base that
produced it.

Loading is lazy and cached: ``arbiter check`` and ``arbiter fmt`` never pay for it. The YAML
as parsed is also kept on disk, in marshal form under the user's cache folder
(``$XDG_CACHE_HOME/trictrac-arbiter``), keyed by the sha256 of the YAML and the Python
version, so that a ruling does not import and run the YAML parser each time; where that folder
cannot be written (or ``ARBITER_NO_CACHE=1``) the YAML is simply parsed. The cached data goes
through the same checks as freshly parsed data.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass

from arbiter.i18n import Lang, Msg
from arbiter.words import fold

USES = ("applied", "advisory", "not-decidable")
"""``applied``: the engine decides with it; ``advisory``: a precept without penalty, cited
when relevant; ``not-decidable``: it needs facts the notation cannot carry (``use_reason``
says which)."""

_ID = re.compile(r"^(guiton\.(I|III|IV|V|VI|VII|VIII)|lebrun|lalanne\.(I|II|III))"
                 r"\.[a-z0-9]+(-[a-z0-9]+)*$")
GAMES = ("trictrac", "jacquet")
_REQUIRED = ("id", "source", "book", "chapter", "article", "file", "quote", "summary", "use")


class LawBaseError(ValueError):
    """The YAML is broken: the message names the entry and what is wrong with it."""


@dataclass(frozen=True, slots=True)
class Law:
    """One article of a source, as the arbiter cites it."""

    id: str
    source: str           # « Guiton 1822 », « Lebrun 1828 »
    book: str             # the full reference
    chapter: str          # « ch. III »
    article: str          # the heading exactly as printed
    quote: str            # a short verbatim quote
    summary: Msg          # our own words, French and English
    use: str
    file: str = ""        # where the text is, relative to ../shared
    section: str = ""
    use_reason: str = ""
    see_also: tuple[str, ...] = ()
    opinion_of: str | None = None
    note: str = ""
    games: tuple[str, ...] = ("trictrac",)
    """The games the law is written for (a law of one game applied to the other by analogy
    is cited as such by the ruling, not listed here)."""


class LawBase:
    """The articles in file order, searchable; ``sha256`` identifies the text of the base."""

    def __init__(self, laws: list[Law], sha256: str) -> None:
        self._laws = {law.id: law for law in laws}
        self.sha256 = sha256

    def __contains__(self, law_id: object) -> bool:
        return law_id in self._laws

    def __iter__(self) -> Iterator[Law]:
        return iter(self._laws.values())

    def __len__(self) -> int:
        return len(self._laws)

    def get(self, law_id: str) -> Law:
        """The law with this id; KeyError when there is none."""
        return self._laws[law_id]

    def for_game(self, game: str) -> list[Law]:
        """The laws written for ``game`` (« trictrac », « jacquet »), in file order."""
        return [law for law in self if game in law.games]

    def search(self, words: str) -> list[Law]:
        """Laws whose id, heading, quote or summary hold every word, accents and case aside."""
        wanted = fold(words).split()
        found = []
        for law in self:
            hay = fold(" ".join((law.id, law.article, law.quote, law.summary.fr,
                                  law.summary.en)))
            if all(w in hay for w in wanted):
                found.append(law)
        return found

    def citation_source(self, law: Law, lang: Lang = "fr") -> str:
        """« Guiton 1822, ch. III » — the short reference printed beside a quote."""
        if law.source.startswith("Lebrun"):
            return f"{law.source}, « {law.chapter} »"
        return f"{law.source}, {law.chapter}" if lang == "fr" else \
            f"{law.source}, {law.chapter.replace('ch.', 'chap.')}"


def _yaml_files() -> list[tuple[str, bytes]]:
    """Every ``*.yaml`` of the law base as (name, bytes), ``laws.yaml`` first, then by name.

    The files are read beside this module (installed or checked out), without pathlib or
    importlib.resources on the way: both cost start-up time that a ruling does not need.
    """
    import os

    here = os.path.dirname(os.path.abspath(__file__))
    names = [n for n in os.listdir(here) if n.endswith(".yaml")] if os.path.isdir(here) else []
    if names:
        found = []
        for name in names:
            with open(os.path.join(here, name), "rb") as handle:
                found.append((name, handle.read()))
        return sorted(found, key=lambda item: (item[0] != "laws.yaml", item[0]))
    from importlib import resources

    try:
        folder = resources.files("arbiter.laws")
        found = [(f.name, f.read_bytes()) for f in folder.iterdir()
                 if f.name.endswith(".yaml")]
    except (ModuleNotFoundError, FileNotFoundError):  # pragma: no cover - no files at all
        found = []
    return sorted(found, key=lambda item: (item[0] != "laws.yaml", item[0]))


@functools.cache
def load_laws() -> LawBase:
    """The law base, read and checked once per process: every YAML file of this folder.

    Each file's parsed data is kept in the user's cache under its sha256 (see :func:`_cached`),
    so that a ruling does not import YAML at all once the cache is warm.
    """
    laws: list[Law] = []
    digest = hashlib.sha256()
    for name, raw in _yaml_files():
        file_digest = hashlib.sha256(raw).hexdigest()
        data = _cached(file_digest)
        if data is None:
            import yaml

            loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
            data = yaml.load(raw, Loader=loader)   # a safe loader: plain data only
            _keep(file_digest, data)
        entries = data.get("laws") if isinstance(data, dict) else None
        if not isinstance(entries, list):
            raise LawBaseError(f"{name}: expected a mapping with a « laws » list")
        default = data.get("games", ["trictrac"])
        laws.extend(_law(entry, index, default, name) for index, entry in enumerate(entries))
        digest.update(raw)
    seen: set[str] = set()
    for law in laws:
        if law.id in seen:
            raise LawBaseError(f"the id {law.id!r} is used twice")
        seen.add(law.id)
    return LawBase(laws, digest.hexdigest())


def _cache_file(digest: str) -> str | None:
    import os
    import sys

    if os.environ.get("ARBITER_NO_CACHE") == "1":
        return None
    root = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    version = "".join(map(str, sys.version_info[:2]))
    return os.path.join(root, "trictrac-arbiter", f"laws-{digest[:32]}-py{version}.marshal")


def _cached(digest: str) -> object | None:
    """The YAML's data as last parsed, or None (no cache, unreadable, or not ours)."""
    import marshal

    path = _cache_file(digest)
    if path is None:
        return None
    try:
        with open(path, "rb") as handle:
            return marshal.loads(handle.read())
    except (OSError, ValueError, EOFError, TypeError):
        return None


def _keep(digest: str, data: object) -> None:
    """Store ``data`` for the next process; any failure just means no cache."""
    import contextlib
    import marshal
    import os
    import tempfile

    path = _cache_file(digest)
    if path is None:
        return
    try:
        blob = marshal.dumps(data)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".laws.", suffix=".tmp")
    except (OSError, ValueError):
        return
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(blob)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def _law(entry: object, index: int, default_games: object = ("trictrac",),
         file: str = "laws.yaml") -> Law:
    if not isinstance(entry, dict):
        raise LawBaseError(f"{file}: entry {index} is not a mapping")
    name = entry.get("id", f"#{index}")
    missing = [k for k in _REQUIRED if not entry.get(k)]
    if missing:
        raise LawBaseError(f"{file}: {name}: missing {', '.join(missing)}")
    if not _ID.match(str(entry["id"])):
        raise LawBaseError(f"{file}: {name}: the id does not follow guiton.<ch>.<slug>, "
                           "lebrun.<slug> or lalanne.<part>.<slug>")
    if entry["use"] not in USES:
        raise LawBaseError(f"{file}: {name}: use must be one of {', '.join(USES)}")
    if entry["use"] != "applied" and not entry.get("use_reason"):
        raise LawBaseError(f"{file}: {name}: an {entry['use']} law says why (use_reason)")
    games = entry.get("games", default_games)
    if not isinstance(games, list | tuple) or not games or any(g not in GAMES for g in games):
        raise LawBaseError(f"{file}: {name}: games must list some of {', '.join(GAMES)}")
    summary = entry["summary"]
    if not isinstance(summary, dict) or not summary.get("fr") or not summary.get("en"):
        raise LawBaseError(f"{file}: {name}: the summary needs fr and en")
    return Law(
        id=entry["id"], source=entry["source"], book=entry["book"], chapter=entry["chapter"],
        article=entry["article"], quote=entry["quote"],
        summary=Msg(summary["fr"], summary["en"]), use=entry["use"], file=entry["file"],
        section=entry.get("section", ""), use_reason=entry.get("use_reason", ""),
        see_also=tuple(entry.get("see_also", ())), opinion_of=entry.get("opinion_of"),
        note=entry.get("note", ""), games=tuple(games))


__all__ = ["GAMES", "USES", "Law", "LawBase", "LawBaseError", "load_laws"]
