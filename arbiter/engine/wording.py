"""The engine's words: one catalogue of its sentences, in French and English.

A law module says *what* it found (``say("throw.void", line=…, thrower=…, dice=…)``); the
catalogue says it in both languages, so the wording of a ruling is read, reviewed and
translated in one place, and the two languages cannot drift apart (both templates take the
same values, and a value missing from one raises at once).

Values are formatted per language: a :class:`~arbiter.i18n.Msg` gives its own language, and
the format specs ``points`` (« 4 points »), ``trous`` (« 1 trou », « 3 trous », never
« trou(s) »), ``dice`` (« six et cinq ») and ``fleche`` (a ``(colour, flèche)`` pair, « la
dixième flèche de noir ») name things as the treatises do.

Every family speaks through it; a few sentences built from parts chosen by a condition, and
the ruling's summary in :mod:`.decide`, are still written where they are used.
"""

from __future__ import annotations

import string
from typing import Any

from arbiter.engine import (
    sentences_claims,
    sentences_conduct,
    sentences_dames,
    sentences_ecoles,
    sentences_games,
    sentences_owed,
    sentences_paroles,
    sentences_trous,
)
from arbiter.i18n import Msg
from arbiter.words import count, dice_name, fleche_name, from_fleche, points_en, points_fr

CATALOGUE: dict[str, tuple[str, str]] = {
    **sentences_conduct.SENTENCES, **sentences_paroles.SENTENCES, **sentences_dames.SENTENCES,
    **sentences_ecoles.SENTENCES, **sentences_claims.SENTENCES, **sentences_trous.SENTENCES,
    **sentences_games.SENTENCES, **sentences_owed.SENTENCES,
}
"""Every sentence of the engine, by key: the parts are kept by the laws they speak for, each
under some 550 lines; a key is in one part only (``tests/test_precedence.py``)."""


_SPECS = ("points", "trous", "dice", "fleche", "from_fleche")


def _pair(value: Any, spec: str) -> tuple[Any, Any]:
    """A value as French and English say it, by the spec of its field."""
    if isinstance(value, Msg):
        return value.fr, value.en
    if spec == "points":
        return points_fr(value), points_en(value)
    if spec == "trous":
        return count(value, "trou", "fr"), count(value, "trou", "en")
    if spec == "dice":
        return dice_name(value, "fr"), dice_name(value, "en")
    if spec == "fleche":
        colour, fleche = value
        return fleche_name(colour, fleche, "fr"), fleche_name(colour, fleche, "en")
    if spec == "from_fleche":   # « de la sixième flèche », « du talon »
        colour, fleche = value
        return from_fleche(colour, fleche, "fr"), from_fleche(colour, fleche, "en")
    return value, value


def _compile(template: str) -> tuple[str, frozenset[tuple[str, str, str]]]:
    """The template for ``str.format_map`` (each field renamed ``name__spec``) and its fields
    (name, spec, new name): parsed once, so that saying a sentence costs one format call."""
    fields: set[tuple[str, str, str]] = set()
    out = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        out.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        if conversion or (spec and spec not in _SPECS):
            raise ValueError(f"unsupported field {{{name}:{spec}}} in {template!r}")
        key = f"{name}__{spec}" if spec else name
        fields.add((name, spec or "", key))
        out.append("{" + key + "}")
    return "".join(out), frozenset(fields)


def _compiled(key: str) -> tuple[str, str, tuple[tuple[str, str, str], ...]]:
    (fr, fr_fields), (en, en_fields) = (_compile(t) for t in CATALOGUE[key])
    # The same values in both languages; each may say one in its own way (French says « de la
    # sixième flèche » where English says « on the sixth flèche »: another spec, same value).
    if {name for name, _, _ in fr_fields} != {name for name, _, _ in en_fields}:
        raise ValueError(f"{key}: the French and English sentences take different values")
    return fr, en, tuple(sorted(fr_fields | en_fields))


_COMPILED: dict[str, tuple[str, str, tuple[tuple[str, str, str], ...]]] = {}
"""Each sentence compiled on first use (a ruling says a dozen of the catalogue's sentences)."""


def say(key: str, **values: Any) -> Msg:
    """The sentence ``key`` of the catalogue, said with ``values`` in both languages."""
    compiled = _COMPILED.get(key)
    if compiled is None:
        compiled = _COMPILED[key] = _compiled(key)
    fr, en, fields = compiled
    in_fr: dict[str, Any] = {}
    in_en: dict[str, Any] = {}
    for name, spec, field in fields:
        in_fr[field], in_en[field] = _pair(values[name], spec)
    return Msg(fr.format_map(in_fr), en.format_map(in_en))


def both(key: str, **values: Any) -> tuple[str, str]:
    """:func:`say`, as the (French, English) pair the findings take."""
    msg = say(key, **values)
    return msg.fr, msg.en
