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

Loading is lazy and done once per process: ``arbiter check`` and ``arbiter fmt`` never pay for
it. The YAML's data is read from ``parsed.json`` beside it when that was made from the same
bytes (see :data:`PARSED`), from the YAML otherwise.
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
RELATIONS = ("same-as", "differs-from", "undecidable", "silent-on")
"""How a rule of Lebrun's trictrac section stands to Guiton's (the field ``lebrun``): the same
rule as the Guiton laws named, a different decision than the one Guiton law named, a rule
whose agreement with Guiton the texts do not settle (with the reason), or Lebrun's text on a
matter on which he has no rule where Guiton has the laws named (``silent-on``: under his body
of law those laws apply as Guiton's, and the ruling says so)."""
LEBRUN_CLOSING = "Quelques règles qui n'ont pu trouver place dans la description du jeu"
"""The ``section`` of Lebrun's closing rules. He ends his trictrac section with fifteen rules
and a few remarks « qui n'ont pu trouver place dans la description du jeu » (seed 003): they
add particular cases to the description, they do not restate it. Where his description has an
article on the matter of one of Guiton's laws, that article is his, and a closing rule on one
case of it comes after (:mod:`arbiter.engine.bodies`)."""
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
    ``("differs-from", g)``, ``("undecidable", why)`` or ``("silent-on", g…)``
    (:data:`RELATIONS`)."""

    @property
    def closing_rule(self) -> bool:
        """One of Lebrun's closing rules (:data:`LEBRUN_CLOSING`), not his description."""
        return self.section == LEBRUN_CLOSING

    @property
    def same_as(self) -> tuple[str, ...]:
        """The Guiton laws this one of Lebrun's says the same as (none when it does not)."""
        return self.lebrun[1:] if self.lebrun[:1] == ("same-as",) else ()

    @property
    def differs_from(self) -> str | None:
        """The Guiton law this one of Lebrun's decides otherwise than, if any."""
        return self.lebrun[1] if self.lebrun[:1] == ("differs-from",) else None

    @property
    def silent_on(self) -> tuple[str, ...]:
        """The Guiton laws on whose matter this text of Lebrun's has no rule (none otherwise)."""
        return self.lebrun[1:] if self.lebrun[:1] == ("silent-on",) else ()


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


PARSED = "parsed.json"
"""The YAML files' data as JSON, committed beside them (``tools/make_laws_json.py`` writes it;
a test fails when it is out of date): each file's name -> ``{"sha256": of its bytes, "data":
what the YAML loader makes of it}``. Parsing the YAML was a sixth of a whole ruling; reading
the same data as JSON costs next to nothing. A file whose bytes do not match (the YAML edited
since) is parsed as YAML, so the data is always the YAML's; either way it goes through the same
:func:`read_file`."""


def _parsed() -> dict[str, object]:
    import json
    import os

    try:
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), PARSED),
                  encoding="utf-8") as handle:
            found = json.load(handle)
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def yaml_data(raw: bytes) -> object:
    """What PyYAML's safe loader (its C form where built) makes of a YAML file: plain data."""
    import yaml

    return yaml.load(raw, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


@functools.cache
def load_laws() -> LawBase:
    """The law base, read and checked once per process, from every YAML file of the base."""
    laws: list[Law] = []
    digest = sha256()
    parsed = _parsed()
    for name, raw in _yaml_files():
        digest.update(raw)
        kept = parsed.get(name)
        if isinstance(kept, dict) and kept.get("sha256") == sha256(raw).hexdigest():
            data = kept.get("data")
        else:
            data = yaml_data(raw)
        laws.extend(read_file(name, data))
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
                               "stands to Guiton's (lebrun: same-as, differs-from, undecidable or "
                               "silent-on)")
        pointed = law.same_as or law.silent_on or (
            (law.differs_from,) if law.differs_from else ())
        missing = [g for g in pointed if g not in ids]
        if missing:
            raise LawBaseError(f"laws: {law.id}: lebrun names unknown laws {', '.join(missing)}")


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
    for ``same-as`` and ``silent-on``, one for ``differs-from``, a reason for ``undecidable``);
    only on Lebrun's
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
