"""The settlement sheet as text (``templates/settlement.txt.j2``), JSON (``settlement.v1``) or
one printable HTML page (``templates/settlement.html.j2``), in French or English.

:func:`sheet_view` turns the settlement into the words and rows both templates show, so that
the two pages say the same thing; the laws are always quoted in French.
"""

from __future__ import annotations

import json
from typing import Any

from arbiter.colour import BOTH, Colour
from arbiter.ecrire.settlement import Settlement
from arbiter.ecrire.summary import colour_namer, in_short, table_in_short
from arbiter.ecrire.table_result import TableSettlement
from arbiter.i18n import Lang
from arbiter.words import count

FORMATS = ("text", "html", "json")

from arbiter.ecrire.sheet_words import _T  # noqa: E402  (the words, shared)


def render_settlement(settlement: Settlement | TableSettlement, fmt: str,
                      lang: Lang = "fr") -> str:
    """The settlement as ``fmt`` (one of :data:`FORMATS`) in ``lang``."""
    if fmt in ("text", "html") and isinstance(settlement, TableSettlement):
        from arbiter.ecrire.table_render import render_table

        return render_table(settlement, fmt, lang)
    if fmt == "json":
        return json.dumps(settlement_v1(settlement, lang), ensure_ascii=False,
                          indent=2) + "\n"
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r} (one of {', '.join(FORMATS)})")
    from arbiter.render.templating import render

    html = fmt == "html"
    return render("settlement.html.j2" if html else "settlement.txt.j2", html=html,
                  **sheet_view(settlement, lang))


def settlement_v1(settlement: Settlement | TableSettlement, lang: Lang = "fr") -> dict[str, Any]:
    """``to_json`` of the settlement with its ``summary`` (« En bref ») after ``schema``."""
    data = settlement.to_json(lang)
    summary = (table_in_short(data, lang) if isinstance(settlement, TableSettlement)
               else in_short(settlement, data, colour_namer(settlement), lang))
    return {"schema": data.pop("schema"), "summary": summary} | data


def sheet_view(settlement: Settlement, lang: Lang = "fr") -> dict[str, Any]:
    """Everything the templates show, already in words (player names are untrusted text: the
    HTML template escapes them)."""
    data = settlement.to_json(lang)
    t = _T[lang]
    names = {c: f"{name} ({c.value})" if name != c.value else c.value
             for c, name in settlement.players}
    who = colour_namer(settlement)

    agreed = []
    a = data["agreed"]
    if a["marques"]:
        agreed.append(f"{a['marques']} marqués")
    if a["enjeu_fiches"]:
        agreed.append(("enjeu " if lang == "fr" else "stake ")
                      + count(a["enjeu_fiches"], "fiche", lang))
    if a["fiche_jetons"]:
        agreed.append(f"fiche = {a['fiche_jetons']} jetons")
    if a["prix"]:
        agreed.append(("prix" if lang == "fr" else "price") +
                      f" {a['prix']['amount']} {a['prix']['unit']}")
    if a["queue_fiches"]:
        agreed.append("queue " + count(a["queue_fiches"], "fiche", lang))
    if a["progression"]:
        agreed.append("convention progression")
    if a["bredouille_convenue"]:
        agreed.append("convention bredouille")
    if a["avantage_ecoles"]:
        agreed.append(("avantage des écoles : " if lang == "fr" else "écoles passed: ")
                      + who(a["avantage_ecoles"]))
    marques = []
    for m in data["marques"]:
        trous = " – ".join(f"{c} {m['trous'][c]}" for c in ("blanc", "noir") if c in m["trous"])
        marques.append(dict(line=m["line"], number=m["number"] or "", de=m["de"] or "",
                            trous=trous, blanc=m["trous"].get("blanc", ""),
                            noir=m["trous"].get("noir", ""), winner=m["winner"] or "",
                            kind=m["kind"] or "", leaver=m["leaver"] or "",
                            formula=m["formula"] or "", payment=m["payment"],
                            status=t["mstatus"][m["status"]], law=(m["laws"] or [""])[0],
                            alternatives=", ".join(f"{k} {v}" for k, v in
                                                   (m["alternatives"] or {}).items())))
    sheet = _sheet(settlement, data, who, lang)
    laws = {c["id"]: c for c in data["citations"]}
    # a law is named on the sheet by its heading; its id stays the key of the laws' section
    for row in (*marques, *sheet):
        row["law_ref"] = f"« {laws[row['law']]['article']} »" if row["law"] in laws \
            else row["law"]
    findings = [dict(text=f["text"], line=f["line"], other=f["other_opinion"],
                     question=f["question"],
                     laws=[f"{laws[i]['source']}, « {laws[i]['article']} »"
                           for i in f["laws"]]) for f in data["findings"]]
    douze = settlement.kind == "douze-trous"
    numerals = ("I", "II", "III", "IV")[:3] if douze else ("I", "II", "III", "IV")
    names_of = ("sheet", "findings", "citations") if douze else ("marques", "sheet", "findings",
                                                                  "citations")
    return dict(
        num=dict(zip(names_of, numerals, strict=True)),
        summary=in_short(settlement, data, who, lang),
        t=t, lang=lang, title=t["title_douze"] if douze else t["title"], lois=settlement.lois,
        outcome=t["outcome"][settlement.outcome], outcome_code=settlement.outcome,
        status=t["status"][settlement.status], players=[names[c] for c in BOTH],
        agreed=", ".join(agreed), dispute=settlement.dispute, marques=marques,
        douze=douze, account=[(names[c], n) for c, n in settlement.account],
        totals=_totals(data, t), names=[names[c] for c in BOTH],
        lost=[(names[c], n) for c, n in settlement.marques_lost], sheet=sheet,
        findings=findings, questions=data["questions"], citations=data["citations"],
        receipt=data["receipt"])


def _sheet(settlement: Settlement, data: dict[str, Any], who: Any,
           lang: Lang) -> list[dict[str, str]]:
    """The settlement line by line: each payment with who pays whom, and its law."""
    fr = lang == "fr"
    lines = _Lines()
    if settlement.partie is not None:
        p = data["partie"]
        loser = Colour(p["winner"]).opponent.value
        lines.append(f"{who(loser)} {'paie à' if fr else 'pays'} {who(p['winner'])} "
                     f"{p['multiplier']} × {p['enjeu']} = " + count(p["value"], "fiche", lang),
                     p["laws"][0])
        return lines
    if settlement.status == "annulled":
        lines.append("Partie annulée, tous les marqués compris : rien n'est dû." if fr else
                     "Partie annulled, every marqué included: nothing is owed.",
                     "guiton.III.seize-dames")
        return lines
    for m in data["marques"]:
        if m["status"] == "won":
            label = f"Marqué {m['number']}" + (f" ({'ligne' if fr else 'line'} {m['line']})")
            # the reckoning and its law are said once, in the table of the marqués
            lines.append(f"{label}{' :' if fr else ':'} {who(m['loser'])} "
                         f"{'paie à' if fr else 'pays'} {who(m['winner'])} "
                         + count(m["payment"], "jeton", lang))
    q = data["queue_jetons"]
    if q:
        if q["to"]:
            gain = q["net"][q["to"]]
            lines.append(("Queue des jetons : " if fr else "Queue des jetons: ")
                         + f"{who(q['to'])} {'prend' if fr else 'takes'} {q['jetons']} jetons"
                         + (f", {gain} {'de' if fr else 'of'} "
                            f"{who(Colour(q['to']).opponent.value)}" if gain else ""),
                         _law_of(data, "queue-jetons"))
        else:
            lines.append(("Queue des jetons : partagée, " if fr else "Queue des jetons: shared, ")
                         + f"{q['jetons'] // 2} jetons " + ("chacun" if fr else "each"),
                         _law_of(data, "queue-jetons"))
    for p in data["paris"]:
        name = "Postillon" if p["name"] == "postillon" else f"Pari {p['rank']}"
        lines.append(f"{name}{' :' if fr else ':'} {who(p['by'])} "
                     f"{'paie à' if fr else 'pays'} {who(p['to'])} {p['jetons']} jetons",
                     _law_of(data, "paris"))
    b = data["balance"]
    if b:
        if b["winner"]:
            lines.append(("Solde : " if fr else "Balance: ") + f"{who(b['winner'])} +"
                         f"{b['jetons']} jetons")
        else:
            lines.append("Solde : égalité" if fr else "Balance: level")
    pay = data["payment"]
    if pay and pay["payer"]:
        total = (count(pay["fiches"], "fiche", lang) if pay["fiches"] is not None
                 else count(pay["jetons"], "jeton", lang)
                 + (" + " + count(pay["queue_fiches"], "fiche", lang)
                    if pay["queue_fiches"] else ""))
        money = f" = {pay['money']} {pay['unit']}" if pay["money"] is not None else ""
        queue = (f" ({'dont' if fr else 'of which'} {pay['queue_fiches']} "
                 f"{'de queue' if fr else 'of queue'})" if pay["queue_fiches"]
                 and pay["fiches"] is not None else "")
        lines.append(("Total : " if fr else "Total: ") + f"{who(pay['payer'])} "
                     f"{'paie à' if fr else 'pays'} {who(pay['payee'])} {total}{queue}{money}",
                     _law_of(data, "paiement") or _law_of(data, "fiches"))
    elif settlement.status == "complete":
        lines.append("Rien n'est dû." if fr else "Nothing is owed.")
    else:
        lines.append("Séance en cours : les paris et les queues se règlent à la fin." if fr else
                     "Séance under way: the paris and the queues are settled at the end.")
    return lines


def _law_of(data: dict[str, Any], topic: str) -> str:
    """The first law of the finding on ``topic``: the article a line of the sheet rests on."""
    return next((f["laws"][0] for f in data["findings"] if f["topic"] == topic and f["laws"]),
                "")


class _Lines(list):
    """The sheet's lines: each a text and the law it rests on (may be empty)."""

    def append(self, text: str, law: str = "") -> None:  # type: ignore[override]
        super().append({"text": text, "law": law})


def _totals(data: dict[str, Any], t: dict[str, Any]) -> list[tuple[str, list[Any]]]:
    """The rows of the totals table, one value per colour (blanc, noir)."""
    rows: list[tuple[str, list[Any]]] = []
    if data["account"]:
        rows.append((t["account"], [data["account"][c] for c in ("blanc", "noir")]))
        rows.append((t["lost"], [data["marques_lost"][c] for c in ("blanc", "noir")]))
    q = data["queue_jetons"]
    if q:
        rows.append(("Queue des jetons", [q["net"][c] for c in ("blanc", "noir")]))
    if data["paris"]:
        paris = {c: 0 for c in ("blanc", "noir")}
        for p in data["paris"]:
            paris[p["to"]] += p["jetons"]
            paris[p["by"]] -= p["jetons"]
        rows.append((t["paris"], [paris["blanc"], paris["noir"]]))
    b = data["balance"]
    if b:
        rows.append((t["balance"], [b["jetons"] if b["winner"] == c else
                                    (-b["jetons"] if b["winner"] else 0)
                                    for c in ("blanc", "noir")]))
    return rows
