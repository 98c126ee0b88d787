"""« En bref » / « In short » of a settlement: who pays whom and how much, first.

Built from the :class:`~arbiter.ecrire.settlement.Settlement` (its ``settlement.v1`` data),
never from a rendered sheet: the claim (the record's ``[Litige]``), the answer in one
sentence, the payment as figures, the option a player still holds and the questions no text
decides. It is the ``summary`` object of ``settlement.v1`` and the first block of the text and
HTML sheets.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arbiter.colour import Colour
from arbiter.ecrire.disputed import answered_reply, answering_finding, named_marque_result
from arbiter.ecrire.settlement import Settlement
from arbiter.i18n import Lang, Msg
from arbiter.render.summary import sentence
from arbiter.words import count

_W: dict[str, Msg] = {
    "pays": Msg("{payer} paie à {payee} {total}.", "{payer} pays {payee} {total}."),
    "pays_many": Msg("{payer} paient à {payee} {total}.", "{payer} pay {payee} {total}."),
    "owes_nothing": Msg("Rien n'est dû.", "Nothing is owed."),
    "annulled": Msg("Partie annulée, tous les marqués compris : rien n'est dû.",
                    "Partie annulled, every marqué included: nothing is owed."),
    "undecided": Msg("Non décidé : l'arbitre doit d'abord trancher {n} (ci-dessous).",
                     "Not decided: the referee must first settle {n} (below)."),
    "unfinished": Msg("Séance en cours : aux marqués joués, {account} ; les paris et les "
                      "queues se règlent à la fin.",
                      "Séance under way: at the marqués played, {account}; the paris and the "
                      "queues are settled at the end."),
    "won": Msg("{who} a gagné {jetons}", "{who} has won {jetons}"),
    "lost": Msg("{who} a perdu {jetons}", "{who} has lost {jetons}"),
    "won_many": Msg("{who} ont gagné {jetons}", "{who} have won {jetons}"),
    "lost_many": Msg("{who} ont perdu {jetons}", "{who} have lost {jetons}"),
    "seize": Msg("{holder} peut annuler toute la partie, tous les marqués compris, ou la "
                 "continuer sans la seizième dame ; le compte vaut s'il continue.",
                 "{holder} may annul the whole partie, every marqué included, or go on "
                 "without the sixteenth dame; the account holds if he goes on."),
    "chooses": Msg("Au choix de {holder}.", "At the choice of {holder}."),
    "of_queue": Msg("dont {n} de queue", "of which {n} of queue"),
    "pool": Msg("{winner} gagne la masse : {total}.", "{winner} wins the pool: {total}."),
    "pool_open": Msg("La masse ({total}) n'est pas encore gagnée.",
                     "The pool ({total}) is not won yet."),
    "other": Msg("Autre opinion : {other}", "Other opinion: {other}"),
    "marque": Msg("Marqué {n} : {kind}, {formula}, à {winner}.",
                  "Marqué {n}: {kind}, {formula}, to {winner}."),
}


def _say(key: str, lang: Lang, **values: str) -> str:
    return _W[key].get(lang).format(**values)


def _total(pay: dict[str, Any], lang: Lang) -> str:
    """« 10 fiches (dont 2 de queue) = 50 sous », or in jetons when no fiche is agreed."""
    if pay["fiches"] is not None:
        total = count(pay["fiches"], "fiche", lang)
        if pay["queue_fiches"]:
            total += f" ({_say('of_queue', lang, n=str(pay['queue_fiches']))})"
    else:
        total = count(pay["jetons"], "jeton", lang)
        if pay["queue_fiches"]:
            total += " + " + count(pay["queue_fiches"], "fiche", lang)
    if pay["money"] is not None:
        total += f" = {pay['money']} {pay['unit']}"
    return total


def in_short(settlement: Settlement, data: dict[str, Any],
             who: Callable[[str | None], str], lang: Lang = "fr") -> dict[str, Any]:
    """The ``summary`` object of ``settlement.v1``: ``data`` is the settlement's own
    ``to_json(lang)``, ``who`` names a colour as the sheet does (« Jules (blanc) »)."""
    pay = data["payment"]
    payment = None
    if pay and pay["payer"]:
        payment = {"payer": pay["payer"], "payee": pay["payee"], "jetons": pay["jetons"],
                   "fiches": pay["fiches"], "queue_fiches": pay["queue_fiches"],
                   "money": pay["money"], "unit": pay["unit"],
                   "text": _say("pays", lang, payer=who(pay["payer"]), payee=who(pay["payee"]),
                                total=_total(pay, lang))}
    questions = data["questions"]
    if settlement.outcome == "undecided" and questions:
        answer = _say("undecided", lang, n=count(len(questions), "question", lang))
    elif settlement.status == "annulled":
        answer = _say("annulled", lang)
    elif payment is not None:
        answer = payment["text"]
    elif settlement.status == "unfinished":
        account = ", ".join(_say("won", lang, who=who(c.value), jetons=count(n, "jeton", lang))
                           for c, n in settlement.account) or "—"
        answer = _say("unfinished", lang, account=account)
    else:
        answer = _say("owes_nothing", lang)
    answer = _point_first(settlement.dispute, data["findings"], answer, data["marques"],
                          names=[name for _, name in settlement.players],
                          winner=lambda m: who(m.get("winner")), lang=lang)
    options = []
    if settlement.option_holder is not None:
        holder = who(settlement.option_holder.value)
        seize = any(f.topic == "seize-dames" for f in settlement.findings)
        options.append({"holder": settlement.option_holder.value,
                        "text": _say("seize" if seize else "chooses", lang, holder=holder)})
    return {"claim": settlement.dispute, "answer": answer, "payment": payment,
            "options": options, "questions": list(questions)}


def _point_first(dispute: str | None, findings: list[dict[str, Any]], answer: str,
                 marques: list[dict[str, Any]], instead_of: str | None = None,
                 names: list[str] | None = None,
                 winner: Callable[[dict[str, Any]], str] | None = None,
                 lang: Lang = "fr") -> str:
    """The answer, after the finding on the point the claim is about, when it names one
    (:mod:`arbiter.ecrire.disputed`), whether the settlement is decided or asks a question
    first (the point disputed is said either way). A finding whose topic is ``instead_of``
    says what the answer would, and stands alone (the pool of a poule). A claim about one
    marqué that no finding answers is answered by that marqué's value, the points before
    the payment (``winner`` names its winner)."""
    found = answering_finding(dispute, findings, marques, names or ())
    if found is None and winner is not None:
        marque = named_marque_result(dispute, marques)
        if marque is not None and marque.get("formula"):
            return " ".join((_say("marque", lang, n=str(marque["number"]),
                                  kind=str(marque.get("kind")), formula=marque["formula"],
                                  winner=winner(marque)), answer))
    if found is None or found["text"] in answer:
        return answer
    if instead_of is not None and found["topic"] == instead_of:
        return sentence(found["text"])
    other = answered_reply(dispute, found)
    if other is not None:
        # the claim's reply is the opinion the named body of law does not follow: say so
        return f"{sentence(found['text'])} {_say('other', lang, other=sentence(other))} {answer}"
    return f"{sentence(found['text'])} {answer}"


def colour_namer(settlement: Settlement) -> Callable[[str | None], str]:
    """« Jules (blanc) », or « blanc » when the record names nobody; « — » for no colour."""
    names = {c: f"{name} ({c.value})" if name != c.value else c.value
             for c, name in settlement.players}

    def who(colour: str | None) -> str:
        return names[Colour(colour)] if colour else "—"

    return who


def table_in_short(data: dict[str, Any], lang: Lang = "fr") -> dict[str, Any]:
    """The ``summary`` object of ``settlement.v1`` for a séance of three to five players:
    ``data`` is its own ``to_json(lang)``. Each payment between two accounts (or the pool of
    a poule) in one sentence, players named « Jules (A) »; the questions left open."""
    names = data["players"]

    def who(account: str | None) -> str:
        if not account:
            return "—"
        members = data["accounts"].get(account, [account])
        return " + ".join(names.get(p, p) for p in members) + f" ({account})"

    def many(account: str | None) -> bool:
        """A society of several players is the subject of a plural verb."""
        return bool(account) and len(data["accounts"].get(account, [account])) > 1

    payments = []
    for pay in data["payments"]:
        payments.append({"payer": pay["payer"], "payee": pay["payee"], "jetons": pay["jetons"],
                         "fiches": pay["fiches"], "queue_fiches": pay["queue_fiches"],
                         "money": pay["money"], "unit": pay["unit"],
                         "text": _say("pays_many" if many(pay["payer"]) else "pays", lang,
                                      payer=who(pay["payer"]), payee=who(pay["payee"]),
                                      total=_total(pay, lang))})
    questions = list(data["questions"])
    pool = data.get("pool")
    if data["outcome"] == "undecided" and questions:
        answer = _say("undecided", lang, n=count(len(questions), "question", lang))
    elif data["status"] == "annulled":
        answer = _say("annulled", lang)
    elif pool:
        total = count(pool["fiches"], "fiche", lang)
        answer = (_say("pool", lang, winner=who(pool["winner"]), total=total)
                  if pool["winner"] else _say("pool_open", lang, total=total))
    elif payments:
        answer = " ".join(p["text"] for p in payments)
    elif data["status"] == "unfinished":
        # a player's account at a table is net: what he lost is said lost, not « won -17 »
        account = ", ".join(_say(("won" if n >= 0 else "lost") + ("_many" if many(a) else ""),
                                 lang, who=who(a), jetons=count(abs(n), "jeton", lang))
                            for a, n in (data["account"] or {}).items()) or "—"
        answer = _say("unfinished", lang, account=account)
    else:
        answer = _say("owes_nothing", lang)
    answer = _point_first(data["dispute"], data["findings"], answer, data["marques"],
                          "poule" if pool and pool["winner"] else None,
                          names=list(names.values()),
                          winner=lambda m: who(m.get("winner_account") or m.get("winner")),
                          lang=lang)
    return {"claim": data["dispute"], "answer": answer, "payments": payments,
            "options": [], "questions": questions}
