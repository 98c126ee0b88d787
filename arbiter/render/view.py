"""What the text and HTML pages show, prepared once from a :class:`~arbiter.ruling.Ruling`.

Both templates read the same plain dicts so that the two pages cannot say different things,
and so that the templates hold layout only: every choice of words (which language, how a
flèche is named, what "consummated" means for a fault) is made here, in Python, where it is
tested.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.colour import BOTH, Colour
from arbiter.games import registry
from arbiter.i18n import Lang
from arbiter.render.names import OUTCOMES, STEPS, fleche_name, kind_name, labels
from arbiter.render.summary import game_of, in_short, sentence, set_right
from arbiter.ruling import CoupEntry, EarnedItem, Fault, Ruling
from arbiter.score import Score
from arbiter.words import capital, count, dice_name, naming, points_en, points_fr

if TYPE_CHECKING:
    from arbiter.games.bundle import Game

_CASE_FIELDS = (("place", "Lieu"), ("date", "Date"), ("referee", "Arbitre"))
_SHOWN_ELSEWHERE = {"lieu", "date", "arbitre", "blanc", "noir", "litige", "partie", "lois"}


def _points(n: int, lang: Lang) -> str:
    return points_en(n) if lang == "en" else points_fr(n)


def _player(ruling: Ruling, colour: Colour) -> str:
    """« Jules (blanc) », or just « blanc » when the record names nobody."""
    name = ruling.player(colour)
    return colour.value if name == colour.value else f"{name} ({colour.value})"


def _score(score: Score, lang: Lang, t: dict[str, str]) -> list[dict[str, Any]]:
    rows = []
    for colour in BOTH:
        side = score.of(colour)
        marks = [t["bredouille"]] if side.bredouille else []
        if side.pavillon:
            marks.append(t["pavillon"])
        rows.append({"colour": colour.value,
                     "text": f"{_points(side.points, lang)}, {side.trous} "
                             f"{t['trous'] if side.trous > 1 else 'trou'}"
                             + (f" ({', '.join(marks)})" if marks else "")})
    return rows


def _leads_to(score: Score | None, lang: Lang, t: dict[str, str]) -> str | None:
    """The score a choice leads to, on one line (None where the choice moves no marks)."""
    if score is None:
        return None
    rows = [f"{row['colour']} {row['text']}" for row in _score(score, lang, t)]
    return (" ; " if lang == "fr" else "; ").join(rows)


def _item(item: EarnedItem, lang: Lang, t: dict[str, str]) -> dict[str, Any]:
    details = []
    if item.moyens != 1:
        # an impuissance counts the numbers that cannot be played, not ways of earning
        unit = t["numbers"] if item.kind == "impuissance" else t["moyens"]
        details.append(f"{item.moyens} {unit}")
    if item.doublet:
        details.append(t["doublet"])
    if item.target is not None:
        details.append(f"{t['on']} {fleche_name(item.beneficiary, item.target, lang)}")
    return {"kind": kind_name(item.kind, lang),
            "points_text": _points(item.points, lang), "details": details, "law": item.law,
            "routes": list(item.routes), "note": item.note.get(lang) if item.note else None}


def _coup(index: int | None, coup: CoupEntry, ruling: Ruling, lang: Lang,
          t: dict[str, str]) -> dict[str, Any]:
    sides = []
    for colour in BOTH:
        items = [_item(i, lang, t) for i in coup.items if i.beneficiary is colour]
        sides.append({"colour": colour.value, "player": _player(ruling, colour),
                      "points_text": _points(coup.points(colour), lang), "earned": items})
    return {"number": index,
            "player": _player(ruling, coup.thrower), "dice": dice_name(coup.dice, lang),
            "line": coup.line, "void": coup.void.get(lang) if coup.void else None,
            "sides": sides}


def _coups(ruling: Ruling, lang: Lang, t: dict[str, str]) -> list[dict[str, Any]]:
    """The throws as the page lists them: a void throw is thrown again and counts for
    nothing, so it takes no number and the throw that replaces it keeps the count going
    (ruling.v1 keeps every throw in ``coups``, a void one with ``void``)."""
    out, number = [], 0
    for coup in ruling.coups:
        if coup.void is None:
            number += 1
        out.append(_coup(None if coup.void else number, coup, ruling, lang, t))
    return out


def _faults(ruling: Ruling, lang: Lang, t: dict[str, str]) -> list[dict[str, Any]]:
    """The faults as the page lists them, each fact once: a fault whose account is word for
    word an earlier one's (one act judged under two names) refers to it instead."""
    out: list[dict[str, Any]] = []
    said: dict[str, int] = {}
    for number, fault in enumerate(ruling.faults, 1):
        view = _fault(fault, ruling, lang, t)
        if view["summary"] in said:
            view["summary"] = t["same_act_as"].format(n=said[view["summary"]])
        else:
            said[view["summary"]] = number
        out.append(view)
    return out


def _once(lines: list[str]) -> list[str]:
    """Sentences in order, a sentence said twice kept once."""
    return list(dict.fromkeys(lines))


def _fault(fault: Fault, ruling: Ruling, lang: Lang, t: dict[str, str]) -> dict[str, Any]:
    if set_right(fault, ruling):
        when = f"{t['set_right']} ({t['committed_at']} {fault.act})"
    elif fault.act is None:
        when = t["consummated"] if fault.consummated else t["not_consummated"]
    elif fault.consummated:
        when = f"{t['consummated_by']} {fault.act}"
    else:
        when = f"{t['not_consummated']} ({t['committed_at']} {fault.act})"
    return {"kind": capital(kind_name(fault.kind, lang)), "code": fault.reported_kind,
            "player": _player(ruling, fault.by),
            "points_text": _points(fault.points, lang) if fault.points is not None else None,
            "when": sentence(when),
            "summary": sentence(fault.summary.get(lang)), "laws": list(fault.laws),
            "fleches": [fleche_name(fault.by, f, lang) for f in fault.fleches]}


def highlighted(ruling: Ruling) -> dict[Colour, frozenset[int]]:
    """Flèches the ruling talks about, per colour, in that colour's numbering: its
    ``highlights`` and every flèche a fault concerns (in the author's numbering)."""
    out: dict[Colour, set[int]] = {c: set() for c in BOTH}
    for key, fleches in ruling.highlights.items():
        out[Colour.parse(key)].update(fleches)
    for fault in ruling.faults:
        out[fault.by].update(fault.fleches)
    return {c: frozenset(f) for c, f in out.items()}


def _game_state(ruling: Ruling, lang: Lang, t: dict[str, str]) -> str:
    """What a game without points shows where trictrac shows the score: who won and what the
    game is worth (« partie gagnée par Jules (blanc) : 2 points »), with the condition when the
    loser may still have the last play replayed, or that the game goes on."""
    end = ruling.result
    if end is None:
        return sentence(t["no_marks"])
    won = f"{t['won_by']} {_player(ruling, end.winner)}{t['colon']} " \
        f"{count(end.value, end.unit[:-1], lang)}"
    return sentence(won if end.final else f"{won}, {t['won_if_let_stand']}")


def ruling_view(ruling: Ruling, lang: Lang = "fr") -> dict[str, Any]:
    """Everything a page prints, in ``lang``, as plain dicts and strings, flèches named as
    the game's referee names them (Jacquet's by the quarters of each circuit)."""
    game = game_of(ruling)
    with naming(game.geometry.namer if game is not None else None):
        return _view(ruling, game, lang)


def _view(ruling: Ruling, game: Game | None, lang: Lang) -> dict[str, Any]:
    t = labels(lang)
    # the title names the game by its bundle's name (« — jacquet »), in the page's language
    name = game.name.get(lang) if game is not None else \
        (ruling.header(registry.HEADER) or "").strip()
    if name:
        t = {**t, "title": f"{t['ruling_of']} — {name}"}
    marks = game is None or game.marking is not None     # points and trous to show
    case = [{"label": t[key], "value": ruling.header(tag)} for key, tag in _CASE_FIELDS
            if ruling.header(tag)]
    case.append({"label": t["players"],
                 "value": " — ".join(_player(ruling, c) for c in BOTH)})
    case.extend({"label": k, "value": v} for k, v in ruling.case
                if k.lower() not in _SHOWN_ELSEWHERE)
    # a law is named in the reasoning by its heading (« Battre »), which the laws' section
    # quotes under that heading; the id stays the key of the link and of the laws' section
    refs = {c.law: f"« {c.article} »" for c in ruling.citations}
    coups = [c if marks else {**c, "sides": []} for c in _coups(ruling, lang, t)]
    for coup in coups:
        for side in coup["sides"]:
            for item in side["earned"]:
                item["law_ref"] = refs.get(item["law"], item["law"])
    faults = _faults(ruling, lang, t)
    for fault in faults:
        fault["law_refs"] = [refs.get(law, law) for law in fault["laws"]]
    return {
        "lang": lang,
        "t": t,
        # « En bref »: the answer first, from the same data as the JSON's ``summary``
        "summary": in_short(ruling, lang, marks),
        "lois": ruling.lois,
        "case": case,
        "dispute": ruling.header("Litige"),
        "players": {c.value: _player(ruling, c) for c in BOTH},
        "trait": _player(ruling, ruling.trait),
        "score_before": _score(ruling.score_before, lang, t),
        "acts": [{"line": a.line, "actor": a.actor.value if a.actor else "", "text": a.text}
                 for a in ruling.acts],
        "questions": [q.get(lang) for q in ruling.questions],
        "coups": coups,
        "faults": faults,
        "citations": [{"law": c.law, "source": c.source, "article": c.article,
                       "quote": c.quote, "summary": c.summary.get(lang)}
                      for c in ruling.citations],
        "trace": [{"step": STEPS[s.step].get(lang) if s.step in STEPS else s.step,
                   "code": s.step, "text": sentence(s.text.get(lang)), "law": s.law,
                   "law_ref": refs.get(s.law, s.law) if s.law else None,
                   "line": s.line}
                  for s in ruling.trace],
        "outcome": OUTCOMES[ruling.outcome].get(lang) if ruling.outcome in OUTCOMES
        else ruling.outcome,
        "decision": _once([sentence(m.get(lang)) for m in ruling.decision]),
        "options": [{"holder": _player(ruling, o.holder), "subject": o.subject.get(lang),
                     # the choice's key is for tools (JSON, a data attribute); the page
                     # names choices a), b), c) as a written decision does
                     "choices": [{"key": c.key, "mark": "abcdefghij"[i], "text": c.text.get(lang),
                                  "default": c.default,
                                  "leads_to": _leads_to(c.score_after, lang, t)}
                                 for i, c in enumerate(o.choices)],
                     "until": o.until.get(lang) if o.until else None, "laws": list(o.laws),
                     "law_refs": [refs.get(law, law) for law in o.laws]}
                    for o in ruling.options],
        "score_after": _score(ruling.score_after, lang, t),
        # a game without points (Jacquet) has no score to show: the state of the game instead
        "marks": marks,
        "game_state": _game_state(ruling, lang, t),
        "other_opinions": [m.get(lang) for m in ruling.other_opinions],
        "receipt": ruling.receipt.to_json() if ruling.receipt else None,
    }
