"""The sheet of a séance of several players, as text (``templates/table.txt.j2``) or one
printable HTML page (``templates/table.html.j2``) that fits a phone's screen with four players'
columns: each marqué is one narrow row (its number, one column of trous per player, the
winner, the jetons) with its reckoning on a row of its own beneath, spanning the table.
"""

from __future__ import annotations

from typing import Any

from arbiter.ecrire.sheet_words import _T
from arbiter.ecrire.table_result import TableSettlement
from arbiter.i18n import Lang
from arbiter.words import count

ARRANGEMENTS = {
    "fr": {"chouette": "à la chouette", "deux-contre-deux": "deux contre deux",
           "à-tourner": "à tourner", "poule": "la poule"},
    "en": {"chouette": "à la chouette", "deux-contre-deux": "two against two",
           "à-tourner": "à tourner", "poule": "the poule"},
}


def render_table(settlement: TableSettlement, fmt: str, lang: Lang = "fr") -> str:
    from arbiter.render.templating import render

    html = fmt == "html"
    return render("table.html.j2" if html else "table.txt.j2", html=html,
                  **table_view(settlement, lang))


def table_view(settlement: TableSettlement, lang: Lang = "fr") -> dict[str, Any]:
    """Everything the two templates show, already in words (names are untrusted text: the
    HTML template escapes them)."""
    data = settlement.to_json(lang)
    t = _T[lang]
    if settlement.arrangement == "poule":     # the poule is played in parties, not marqués
        t = {**t, "marques": "Les parties" if lang == "fr" else "The parties"}
    fr = lang == "fr"
    ids = [p for p, _ in settlement.players]
    players = [f"{name} ({p})" for p, name in settlement.players]
    accounts = {a: " + ".join(data["players"].get(p, p) for p in members) + f" ({a})"
                for a, members in data["accounts"].items()}
    marques = []
    for m in data["marques"]:
        cells = [m["trous"].get(p, "—" if p in m["vacant"] else "") for p in ids]
        extra = (m["formula"] or "") + (", ".join(f"{k} {v}" for k, v in
                                                  (m["alternatives"] or {}).items()))
        if m["vacant_consolation"]:
            extra += (f" ; {'vacant' if fr else 'sitting out'} {', '.join(m['vacant'])} "
                      f"+{m['vacant_consolation']}")
        marques.append(dict(line=m["line"], number=m["number"] or "", cells=cells,
                            winner=m["winner"] or "", status=t["mstatus"][m["status"]],
                            payment=m["payment"], de=m["de"] or "", kind=m["kind"] or "",
                            extra=extra, law=(m["laws"] or [""])[0]))
    rows = []
    if data["account"]:
        rows.append((t["account"], [data["account"].get(a, "") for a in accounts]))
        rows.append((t["lost"], [data["marques_lost"].get(a, "") for a in accounts]))
    if data["balances"]:
        rows.append((t["balance"], [data["balances"].get(a, "") for a in accounts]))
    sheet = []
    for p in data["paris"]:
        name = "Postillon" if p["name"] == "postillon" else "Pari"
        sheet.append(f"{name}{' :' if fr else ':'} {p['by']} → {p['to']} {p['jetons']} jetons")
    q = data["queue_jetons"]
    if q and q["to"]:
        sheet.append(("Queue des jetons : " if fr else "Queue des jetons: ")
                     + f"{accounts[q['to']]}, {q['jetons']} jetons")
    if data["queue"] and data["queue"]["to"]:
        sheet.append(("Queue : " if fr else "Queue: ") + accounts[data["queue"]["to"]] + ", "
                     + count(data["queue"]["fiches"], "fiche", lang))
    if data["pool"]:
        pool = data["pool"]
        sheet.append(("Masse : " if fr else "Pool: ") + count(pool["fiches"], "fiche", lang)
                      + (f" → {accounts[pool['winner']]}" if pool["winner"] else ""))
    for p in data["payments"]:
        what = (count(p["fiches"], "fiche", lang) if p["fiches"] is not None
                else count(p["jetons"], "jeton", lang))
        money = f" = {p['money']} {p['unit']}" if p["money"] is not None else ""
        many = "+" in p["payer"]      # a society pays: plural verb
        verb = ("paient à" if many else "paie à") if fr else ("pay" if many else "pays")
        sheet.append(f"{accounts[p['payer']]} {verb} {accounts[p['payee']]} {what}{money}")
    if not data["payments"]:
        sheet.append(("Séance en cours : les paris et les queues se règlent à la fin."
                      if fr else "Séance under way: the paris and the queues are settled at "
                      "the end.") if settlement.status == "unfinished" else
                     ("Rien n'est dû." if fr else "Nothing is owed."))
    laws = {c["id"]: c for c in data["citations"]}
    findings = [dict(text=f["text"], line=f["line"], other=f["other_opinion"],
                     laws=[f"{laws[i]['source']}, « {laws[i]['article']} » [{i}]"
                           for i in f["laws"]]) for f in data["findings"]]
    title = (("Règlement de la partie à écrire " if fr else "Settlement of the partie à "
              "écrire ") + ARRANGEMENTS[lang][settlement.arrangement]
             if settlement.arrangement != "poule" else ("La poule" if fr else "The poule"))
    from arbiter.ecrire.summary import table_in_short

    return dict(t=t, lang=lang, title=title, lois=settlement.lois,
                summary=table_in_short(data, lang),
                outcome=t["outcome"][settlement.outcome], outcome_code=settlement.outcome,
                status=t["status"][settlement.status], players=players, ids=ids,
                accounts=list(accounts.values()), dispute=settlement.dispute, span=len(ids) + 3,
                marques=marques, rows=rows, sheet=sheet, findings=findings,
                questions=data["questions"], citations=data["citations"],
                receipt=data["receipt"], vacant="vacant" if fr else "sitting out")
