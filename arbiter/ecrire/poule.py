"""The poule (Guiton ch. VIII « La poule »): parties en douze trous between three to five
players; each entry at the table costs the agreed contribution, and the pool goes to the first
player who beats every other in a row.
"""

from __future__ import annotations

from arbiter.ecrire.order import poule_champion, seatings
from arbiter.ecrire.record import TableRecord
from arbiter.ecrire.settlement import Finding
from arbiter.ecrire.table_common import agreed_of, conduct
from arbiter.ecrire.table_result import TableMarqueResult, TablePayment, TableSettlement
from arbiter.i18n import Msg
from arbiter.laws.links import declare
from arbiter.words import count

declare(__name__, "guiton.VIII.poule", "guiton.VIII.poule-contribution",
        "guiton.VIII.poule-vainqueur")


def settle_poule(record: TableRecord, laws_sha256: str) -> TableSettlement:
    ids = record.ids
    mise = record.mise_fiches or 0
    entries = dict.fromkeys(ids, 0)
    queue = list(ids)
    for p in queue[:2]:
        entries[p] += 1
    results = []
    findings: list[Finding] = [Finding("ordre", Msg(
        f"Ordre tiré : {', '.join(ids)} ; {ids[0]} et {ids[1]} commencent, chacun paie sa "
        f"contribution de {count(mise, 'fiche')} en entrant.",
        f"Order drawn: {', '.join(ids)}; {ids[0]} and {ids[1]} begin, each paying his "
        f"contribution of {count(mise, 'fiche', 'en')} on coming in."),
        ("guiton.VIII.poule", "guiton.VIII.poule-contribution"))]
    champion = poule_champion(record)
    seats = seatings(record)
    for number, (marque, seat) in enumerate(zip(record.marques, seats, strict=True), start=1):
        if champion and marque.line > champion[1]:
            break
        high = max(marque.seats, key=lambda s: s.trous)
        low = min(marque.seats, key=lambda s: s.trous)
        queue = [high.player] + [p for p in queue[2:]] + [low.player]
        entrant = queue[1]
        more = not (champion and marque.line == champion[1])
        if more:
            entries[entrant] += 1
        results.append(TableMarqueResult(
            line=marque.line, status="won", trous=tuple((s.player, s.trous) for s in marque.seats),
            players=marque.players, vacant=seat.vacant if seat else (), number=number,
            winner=high.player, loser=low.player, winner_account=high.player,
            loser_account=low.player, laws=("guiton.VIII.poule",)))
        if more:
            findings.append(Finding("entree", Msg(
                f"Partie {number} : {high.player} bat {low.player}, qui va au bout de l'ordre ; "
                f"{entrant} entre et paie {count(mise, 'fiche')}.",
                f"Partie {number}: {high.player} beats {low.player}, who goes to the end of the "
                f"order; {entrant} comes in and pays {count(mise, 'fiche', 'en')}."),
                ("guiton.VIII.poule-contribution",), marque.line))
            if entries[entrant] > 1:    # said of the entrant alone: a claim may name him
                findings.append(Finding("rentree", Msg(
                    f"{record.name(entrant)} ({entrant}) rentre : il paie de nouveau sa "
                    f"contribution, {count(mise, 'fiche')}, comme à chaque rentrée ; il est "
                    f"entré {entries[entrant]} fois.",
                    f"{record.name(entrant)} ({entrant}) comes back in: he pays his "
                    f"contribution again, {count(mise, 'fiche', 'en')}, as at every return; "
                    f"he has come in {entries[entrant]} times."),
                    ("guiton.VIII.poule-contribution",), marque.line))
        findings += conduct(record, marque)
    pool = mise * sum(entries.values())
    common = dict(lois=record.lois, arrangement=record.arrangement.value,
                  players=record.joueurs, accounts=tuple((p, (p,)) for p in ids),
                  agreed=agreed_of(record), marques=tuple(results),
                  dispute=record.header("Litige") or record.header("Dispute"),
                  laws_sha256=laws_sha256)
    paid = {p: mise * n for p, n in entries.items()}
    if champion is None:
        findings.append(Finding("poule", Msg(
            f"Personne n'a encore gagné de suite les {len(ids) - 1} autres joueurs : la poule "
            f"continue ; la masse est de {count(pool, 'fiche')}.",
            f"Nobody has yet beaten the {len(ids) - 1} other players in a row: the poule goes "
            f"on; the pool is {count(pool, 'fiche', 'en')}."), ("guiton.VIII.poule-vainqueur",)))
        return TableSettlement(outcome="decided", status="unfinished", findings=tuple(findings),
                               pool={"fiches": pool, "winner": None, "paid": paid}, **common)
    winner = champion[0]
    findings.append(Finding("poule", Msg(
        f"{record.name(winner)} ({winner}) gagne de suite les {len(ids) - 1} autres joueurs, "
        f"{count(len(ids) - 1, 'partie')} de suite, ce qu'il faut à {len(ids)} joueurs : la "
        f"masse de {count(pool, 'fiche')} est à lui.",
        f"{record.name(winner)} ({winner}) beats the {len(ids) - 1} other players in a row, "
        f"{count(len(ids) - 1, 'partie', 'en')} in a row, as {len(ids)} players require: the "
        f"pool of {count(pool, 'fiche', 'en')} is his."), ("guiton.VIII.poule-vainqueur",)))
    payments = tuple(TablePayment(p, winner, 0, paid[p], None, 0,
                                  paid[p] * record.prix[0] if record.prix else None,
                                  record.prix[1] if record.prix else None)
                     for p in ids if p != winner and paid[p])
    balance = tuple((p, pool - paid[p] if p == winner else -paid[p]) for p in ids)
    return TableSettlement(outcome="decided", status="complete", findings=tuple(findings),
                           pool={"fiches": pool, "winner": winner, "paid": paid},
                           balance=balance, payments=payments, **common)
