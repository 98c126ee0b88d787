"""The law base: every article the arbiter applies or cites, with its source and a quote.

The articles live in the ``*.yaml`` files beside this module (shipped as package data):
``laws.yaml`` first (trictrac, Guiton and Lebrun), then any other in name order (a game's own
laws, e.g. ``jacquet.yaml``), all in one schema. Each has an id of ours, the book, the chapter,
the heading as printed, a short verbatim quote, a summary in our own words (French and
English), how the engine uses it and the games it belongs to (``games``: a file gives the
default at its top, a law may say otherwise). Rulings cite laws by id; the receipt carries the
sha256 of the YAML files, so a ruling can be traced to the exact text of the law base that
produced it. The other direction, from a law to the code that applies it, is
:mod:`arbiter.laws.links`.

Loading is lazy and cached: ``arbiter check`` and ``arbiter fmt`` never pay for it. The laws of
each YAML file, once parsed and checked, are also kept on disk (their fields as plain data, in
marshal form under the user's cache folder ``$XDG_CACHE_HOME/trictrac-arbiter``), keyed by the
sha256 of the file's text and the Python version, so that a ruling neither imports and runs the
YAML parser nor checks the same entries again each time; where that folder cannot be written
(or ``ARBITER_NO_CACHE=1``) the YAML is simply parsed and checked. Only laws that passed the
checks are kept, under the digest of the text they came from; a file that does not hold rows of
a law's shape is ignored.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass

from arbiter.digest import sha256
from arbiter.i18n import Lang, Msg
from arbiter.words import fold

USES = ("applied", "advisory", "not-decidable", "not-yet-applied")
"""``applied``: the engine decides with it (and some code declares so, see
:mod:`arbiter.laws.links`); ``advisory``: a precept without penalty, cited when relevant;
``not-decidable``: it needs facts the notation cannot carry; ``not-yet-applied``: the engine
should decide with it and does not yet. ``use_reason`` says why for all but ``applied``."""

_ID = re.compile(r"^[a-z]+(\.(I|II|III|IV|V|VI|VII|VIII|IX|X))?\.[a-z0-9]+(-[a-z0-9]+)*$")
"""``<source>[.<chapter>].<slug>``: ``guiton.III.fausse-ecole``, ``lebrun.tarif``."""
_GAME = re.compile(r"^[a-z][a-z0-9-]*$")
MAIN = "laws.yaml"
RELATIONS = ("same-as", "differs-from", "undecidable")
"""How a rule of Lebrun's trictrac section stands to Guiton's (the field ``lebrun``): the same
rule as the Guiton laws named, a different decision than the one Guiton law named, or a rule
whose agreement with Guiton the texts do not settle (with the reason)."""
_GUITON = re.compile(r"^guiton\.(I|II|III|IV|V|VI|VII|VIII)\.[a-z0-9]+(-[a-z0-9]+)*$")
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
    games: tuple[str, ...] = ("trictrac",)   # the games whose rulings it belongs to
    lebrun: tuple[str, ...] = ()
    """For a law of Lebrun's trictrac section, how it stands to Guiton's: ``("same-as", g…)``,
    ``("differs-from", g)`` or ``("undecidable", why)`` (:data:`RELATIONS`)."""

    @property
    def same_as(self) -> tuple[str, ...]:
        """The Guiton laws this one of Lebrun's says the same as (none when it does not)."""
        return self.lebrun[1:] if self.lebrun[:1] == ("same-as",) else ()

    @property
    def differs_from(self) -> str | None:
        """The Guiton law this one of Lebrun's decides otherwise than, if any."""
        return self.lebrun[1] if self.lebrun[:1] == ("differs-from",) else None


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

    def for_game(self, game: str) -> list[Law]:
        """The laws that belong to ``game`` (its key: « trictrac », « jacquet »)."""
        return [law for law in self if game in law.games]

    def get(self, law_id: str) -> Law:
        """The law with this id; KeyError when there is none."""
        return self._laws[law_id]

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
    """(name, bytes) of every YAML file of the base: ``laws.yaml`` first, then by name.

    The files are read beside this module (installed or checked out) with plain ``os``:
    pathlib and importlib.resources cost start-up time that a ruling does not need.
    """
    import os

    here = os.path.dirname(os.path.abspath(__file__))
    names = [n for n in os.listdir(here) if n.endswith(".yaml")] if os.path.isdir(here) else []
    if not names:   # pragma: no cover - a package that is not a folder (a zip)
        from importlib import resources

        folder = resources.files("arbiter.laws")
        found = [(f.name, f.read_bytes()) for f in folder.iterdir() if f.name.endswith(".yaml")]
    else:
        found = []
        for name in names:
            with open(os.path.join(here, name), "rb") as handle:
                found.append((name, handle.read()))
    return sorted(found, key=lambda item: (item[0] != MAIN, item[0]))


def _yaml_bytes() -> bytes:
    """The bytes of every file of the base, in order (what the fingerprint covers)."""
    return b"".join(raw for _, raw in _yaml_files())


@functools.cache
def load_laws() -> LawBase:
    """The law base, read and checked once per process, from every YAML file of the base."""
    laws: list[Law] = []
    digest = sha256()
    for name, raw in _yaml_files():
        digest.update(raw)
        file_digest = sha256(raw).hexdigest()
        found = _cached(file_digest)
        if found is None:
            import yaml

            loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
            found = read_file(name, yaml.load(raw, Loader=loader))   # a safe loader: plain data
            _keep(file_digest, [_row(law) for law in found])
        laws.extend(found)
    seen: set[str] = set()
    for law in laws:
        if law.id in seen:
            raise LawBaseError(f"laws: the id {law.id!r} is used twice")
        seen.add(law.id)
    check_relations(laws)
    return LawBase(laws, digest.hexdigest())


def check_relations(laws: list[Law]) -> None:
    """Every law of Lebrun's trictrac section is classified against Guiton (field ``lebrun``),
    and the Guiton laws it names exist: a rule left out, or pointing nowhere, is named."""
    ids = {law.id for law in laws}
    for law in laws:
        if law.id.startswith("lebrun.") and "trictrac" in law.games and not law.lebrun:
            raise LawBaseError(f"laws: {law.id}: a law of Lebrun's trictrac section says how it "
                               "stands to Guiton's (lebrun: same-as, differs-from or undecidable)")
        pointed = law.same_as or ((law.differs_from,) if law.differs_from else ())
        missing = [g for g in pointed if g not in ids]
        if missing:
            raise LawBaseError(f"laws: {law.id}: lebrun names unknown laws {', '.join(missing)}")


_SUMMARY = 6
ROW_SCHEMA = 2
"""The version of the checks and of the row a cache file holds: raised whenever either changes
(2: the field ``lebrun`` and the ``opinion_of`` it implies), so that a YAML text read by an
older arbiter is checked again rather than taken from its cache."""
"""Where the summary (a :class:`Msg`, kept as its two texts) stands among a law's fields."""


def _row(law: Law) -> tuple[object, ...]:
    """A checked law as plain data, in the order of its fields (what the cache keeps)."""
    row = [getattr(law, name) for name in Law.__dataclass_fields__]
    row[_SUMMARY] = (law.summary.fr, law.summary.en)
    return tuple(row)


def _law_of_row(row: object) -> Law:
    """The law a cached row holds; TypeError or ValueError when it is not one."""
    if not (isinstance(row, tuple) and len(row) == len(Law.__dataclass_fields__)):
        raise TypeError("not a law")
    fr, en = row[_SUMMARY]
    return Law(*row[:_SUMMARY], Msg(fr, en), *row[_SUMMARY + 1:])  # type: ignore[arg-type]


def _cache_file(digest: str) -> str | None:
    import os
    import sys

    from arbiter.cachefiles import cache_folder

    folder = cache_folder()
    if folder is None:
        return None
    version = "".join(map(str, sys.version_info[:2]))
    return os.path.join(folder, f"laws-{digest[:32]}-checked-s{ROW_SCHEMA}-py{version}.marshal")


def _cached(digest: str) -> list[Law] | None:
    """The laws of the YAML file of this digest as they were checked when it was last read,
    or None (no cache, unreadable, or not ours). Only laws that passed :func:`read_file`'s
    checks are ever kept, under the digest of the very text they came from."""
    import marshal

    path = _cache_file(digest)
    if path is None:
        return None
    try:
        with open(path, "rb") as handle:
            rows = marshal.loads(handle.read())
        if not isinstance(rows, list):
            return None
        return [_law_of_row(row) for row in rows]
    except (OSError, ValueError, EOFError, TypeError):
        return None


def _keep(digest: str, data: list[tuple[object, ...]]) -> None:
    """Store the checked laws' rows for the next process; any failure just means no cache."""
    import marshal
    import os

    from arbiter.cachefiles import write_atomically

    path = _cache_file(digest)
    if path is None:
        return
    try:
        blob = marshal.dumps(data)
    except ValueError:
        return
    if write_atomically(path, blob, ".laws."):
        _prune(os.path.dirname(path))


KEEP_CACHED = 8
"""Law-base cache files kept (each YAML file of the base has one per version of its text): a
new one is written only when a text changed, and the oldest beyond this are removed then, so
that upgrades do not pile them up in the user's cache folder."""


def _prune(folder: str) -> None:
    import contextlib
    import glob
    import os

    with contextlib.suppress(OSError):
        files = sorted(glob.glob(os.path.join(folder, "laws-*.marshal")), key=os.path.getmtime)
        for old in files[:-KEEP_CACHED]:
            with contextlib.suppress(OSError):
                os.unlink(old)


def read_file(name: str, data: object) -> list[Law]:
    """The laws of one YAML file already parsed: ``laws`` and the file's default ``games``."""
    entries = data.get("laws") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        raise LawBaseError(f"{name}: expected a mapping with a « laws » list")
    games = _games(name, data.get("games", ["trictrac"]))
    return [_law(entry, index, games, name) for index, entry in enumerate(entries)]


def _games(where: str, value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not value or not all(
            isinstance(g, str) and _GAME.match(g) for g in value):
        raise LawBaseError(f"{where}: games must be a list of game keys (« trictrac »…)")
    return tuple(value)


def _law(entry: object, index: int, games: tuple[str, ...] = ("trictrac",),
         file: str = MAIN) -> Law:
    if not isinstance(entry, dict):
        raise LawBaseError(f"{file}: entry {index} is not a mapping")
    name = entry.get("id", f"#{index}")
    missing = [k for k in _REQUIRED if not entry.get(k)]
    if missing:
        raise LawBaseError(f"{file}: {name}: missing {', '.join(missing)}")
    if not _ID.match(str(entry["id"])):
        raise LawBaseError(f"{file}: {name}: the id does not follow <source>[.<chapter>].<slug> "
                           "(guiton.III.fausse-ecole, lebrun.tarif)")
    if entry["use"] not in USES:
        raise LawBaseError(f"{file}: {name}: use must be one of {', '.join(USES)}")
    if entry["use"] != "applied" and not entry.get("use_reason"):
        raise LawBaseError(f"{file}: {name}: an {entry['use']} law says why (use_reason)")
    summary = entry["summary"]
    if not isinstance(summary, dict) or not summary.get("fr") or not summary.get("en"):
        raise LawBaseError(f"{file}: {name}: the summary needs fr and en")
    relation = _relation(f"{file}: {name}", entry)
    return Law(
        id=entry["id"], source=entry["source"], book=entry["book"], chapter=entry["chapter"],
        article=entry["article"], quote=entry["quote"],
        summary=Msg(summary["fr"], summary["en"]), use=entry["use"], file=entry["file"],
        section=entry.get("section", ""), use_reason=entry.get("use_reason", ""),
        see_also=tuple(entry.get("see_also", ())),
        opinion_of=entry.get("opinion_of") or (relation[1] if relation[:1] == ("differs-from",)
                                               else None),
        note=entry.get("note", ""),
        games=_games(f"{file}: {name}", entry["games"]) if "games" in entry else games,
        lebrun=relation)


def _relation(where: str, entry: dict) -> tuple[str, ...]:
    """The field ``lebrun`` as a tuple: one key of :data:`RELATIONS` and its value (Guiton ids
    for ``same-as``, one for ``differs-from``, a reason for ``undecidable``); only on Lebrun's
    laws, and agreeing with ``opinion_of`` where both are given."""
    value = entry.get("lebrun")
    if value is None:
        return ()
    if not str(entry["id"]).startswith("lebrun."):
        raise LawBaseError(f"{where}: only a law of Lebrun's says how it stands to Guiton's "
                           "(lebrun)")
    if not isinstance(value, dict) or len(value) != 1 or next(iter(value)) not in RELATIONS:
        raise LawBaseError(f"{where}: lebrun must be one of {', '.join(RELATIONS)} with its value")
    kind, target = next(iter(value.items()))
    if kind == "undecidable":
        if not isinstance(target, str) or not target.strip():
            raise LawBaseError(f"{where}: lebrun: undecidable says why")
        return (kind, target)
    if kind == "differs-from" and not isinstance(target, str):
        raise LawBaseError(f"{where}: lebrun: differs-from names one Guiton law")
    targets = [target] if kind == "differs-from" else target
    if not isinstance(targets, list) or not targets or not all(
            isinstance(t, str) and _GUITON.match(t) for t in targets):
        raise LawBaseError(f"{where}: lebrun: {kind} names Guiton laws by id "
                           "(guiton.III.fausse-ecole)")
    opinion = entry.get("opinion_of")
    if opinion is not None and (kind != "differs-from" or opinion != targets[0]):
        raise LawBaseError(f"{where}: opinion_of and lebrun disagree")
    return (kind, *targets)


__all__ = ["RELATIONS", "USES", "Law", "LawBase", "LawBaseError", "load_laws", "read_file"]
