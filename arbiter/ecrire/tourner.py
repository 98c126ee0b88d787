"""The partie à tourner (Guiton ch. VIII « Partie à tourner »; Lebrun « Trictrac à tourner »):
three players (four under Lebrun's « plusieurs personnes »), each on his own account.

Each marqué is valued by the same walk as between two players (:func:`arbiter.ecrire.settle.
_marque`, the two seated on the two colours), so that the refait, the leave on à-faux points,
the forgotten pavillon and a recorded coup are ruled once for every arrangement; what à tourner
adds is paid here: the vacant player's consolation, the shares of a third, the paris between
each pair of players, the queues, and a payment between each pair.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from itertools import combinations

from arbiter.colour import BOTH
from arbiter.ecrire.coups import CoupEnd
from arbiter.ecrire.order import seatings
from arbiter.ecrire.partie_end import MARQUE_JETONS, PARI, POSTILLON
from arbiter.ecrire.record import SeanceRecord, TableRecord
from arbiter.ecrire.regimes import regime
from arbiter.ecrire.seance_state import SeanceState
from arbiter.ecrire.settle import _marque
from arbiter.ecrire.settlement import Finding
from arbiter.ecrire.table_common import (
    agreed_of,
    named,
    order_findings,
    order_laws,
    two_player_line,
)
from arbiter.ecrire.table_result import TableMarqueResult, TablePayment, TableSettlement
from arbiter.i18n import Msg
from arbiter.laws.links import declare
from arbiter.words import count

declare(__name__, "guiton.VIII.tourner", "guiton.VIII.tourner-ordre",
        "guiton.VIII.tourner-consolation", "guiton.VIII.tourner-refait",
        "guiton.VIII.tourner-postillons", "guiton.VIII.tourner-progression",
        "guiton.VIII.tourner-queues", "guiton.VIII.tourner-queue", "lebrun.tourner",
        "lebrun.tourner-consolation")


def settle_tourner(record: TableRecord, coups: Mapping[str, CoupEnd],
                   laws_sha256: str) -> TableSettlement:
    reg = regime(record.lois)
    lebrun = record.lois == "lebrun-1828"
    two = SeanceRecord(marques_agreed=record.marques_agreed, lois=record.lois,
                       progression=record.progression)
    ids = record.ids
    flows: dict[tuple[str, str], int] = defaultdict(int)     # (payer, payee) → jetons
    lost = dict.fromkeys(ids, 0)
    findings: list[Finding] = []
    results: list[TableMarqueResult] = []
    outcomes: dict[int, tuple[str, ...]] = {}
    refaits = counted = 0
    for marque in record.marques:
        if marque.colours:
            colour_of = {p: c for c, p in marque.colours}
        else:
            colour_of = dict(zip(marque.players, BOTH, strict=True))
        player_of = {c: p for p, c in colour_of.items()}
        key = marque.coup
        ends = {key: coups[key]} if key is not None and key in coups else {}
        # seats={}: the order of the table gives the next dé (« à tous les suivants la priorité
        # appartient de droit à celui qui reste »), never the two-player rule of the winner or
        # the leaver, which would name a player who may sit out the next marqué.
        state = SeanceState(reg, two, refaits=refaits, counted=counted, seats={},
                       table_laws=order_laws(record))
        _marque(state, two_player_line(marque, colour_of, key), ends)
        m = state.results[-1]
        names = {c: f"{record.name(p)} ({p})" for c, p in player_of.items()}
        findings += [Finding(f.topic, named(f.text, names), f.laws, f.line,
                             named(f.other, names) if f.other else None,
                             named(f.question, names) if f.question else None,
                             f.other_laws)
                     for f in state.findings]
        vacant = tuple(p for p in ids if p not in marque.players)
        winner = player_of[m.winner] if m.winner else None
        loser = player_of[m.loser] if m.loser else None
        trous = tuple((player_of[c], n) for c, n in m.trous)
        vacant_consolation = None
        if m.status == "won" and winner and loser:
            flows[(loser, winner)] += m.payment or 0
            lost[loser] += 1
            vacant_consolation = m.consolation
            for v in vacant:
                flows[(loser, v)] += m.consolation or 0
            laws = (("lebrun.tourner-consolation", "guiton.VIII.tourner-consolation") if lebrun
                    else ("guiton.VIII.tourner-consolation",))
            if m.refaits_before:
                # after a refait the figure is Guiton's « les mêmes progressions que pour le
                # joueur actif »: under his body of law that clause decides it, so it leads
                laws = ((*laws, "guiton.VIII.tourner-refait") if lebrun
                        else ("guiton.VIII.tourner-refait", *laws))
            v = " et ".join(f"{record.name(p)} ({p})" for p in vacant)
            not_playing = ("qui ne jouent pas, chacun" if len(vacant) > 1
                           else "qui ne joue pas,")
            findings.append(Finding("vacant", Msg(
                f"Marqué {m.number} : {record.name(loser)} ({loser}) paie aussi à {v}, "
                f"{not_playing} une consolation égale à celle du gagnant : {m.consolation} "
                "jetons"
                + (f" (la consolation {_times(m.refaits_before + 1)} après "
                   f"{count(m.refaits_before, 'refait')})" if m.refaits_before else "") + ".",
                f"Marqué {m.number}: {record.name(loser)} ({loser}) also pays "
                f"{v.replace(' et ', ' and ')}, "
                f"{'who are not playing, each' if len(vacant) > 1 else 'who is not playing,'} "
                f"a consolation equal to the winner's: {m.consolation} jetons"
                + (f" (the consolation times {m.refaits_before + 1} after "
                   f"{count(m.refaits_before, 'refait', 'en')})" if m.refaits_before else "")
                + "."), laws, m.line))
            outcomes[marque.line] = ("won", winner, loser)
        else:
            outcomes[marque.line] = {"refait": ("refait",), "not-ended": ("same",)}.get(
                m.status, ("unknown",))
        refaits, counted = state.refaits, state.counted
        results.append(TableMarqueResult(
            line=m.line, status=m.status, trous=trous, players=marque.players, vacant=vacant,
            leaver=marque.leaver, number=m.number, winner=winner, loser=loser,
            winner_account=winner, loser_account=loser, kind=m.kind,
            multiplier=m.multiplier, refaits_before=m.refaits_before,
            consolation=m.consolation, payment=m.payment,
            vacant_consolation=vacant_consolation, formula=m.formula, laws=m.laws,
            alternatives=tuple((k, v) for k, v in m.alternatives)))
    seats = seatings(record, lambda mq: outcomes[mq.line])
    results = [_with_seat(r, s) for r, s in zip(results, seats, strict=True)]
    findings = [*order_findings(record, seats), *findings]
    return _end(record, tuple(results), findings, flows, lost, counted, laws_sha256)


def _with_seat(result: TableMarqueResult, seat: object) -> TableMarqueResult:
    from dataclasses import replace

    de = getattr(seat, "de", None)
    return replace(result, de=de) if de else result


def _times(n: int) -> str:
    return {2: "doublée", 3: "triplée", 4: "quadruplée"}.get(n, f"×{n}")


def _net(flows: Mapping[tuple[str, str], int], ids: tuple[str, ...]) -> dict[str, int]:
    net = dict.fromkeys(ids, 0)
    for (payer, payee), jetons in flows.items():
        net[payer] -= jetons
        net[payee] += jetons
    return net


def _end(record: TableRecord, results: tuple[TableMarqueResult, ...], findings: list[Finding],
         flows: dict[tuple[str, str], int], lost: dict[str, int], counted: int,
         laws_sha256: str) -> TableSettlement:
    ids = record.ids
    lebrun = record.lois == "lebrun-1828"
    account = _net(flows, ids)
    common = dict(lois=record.lois, arrangement=record.arrangement.value,
                  players=record.joueurs, accounts=tuple((p, (p,)) for p in ids),
                  agreed=agreed_of(record), marques=results,
                  dispute=record.header("Litige") or record.header("Dispute"),
                  laws_sha256=laws_sha256)

    def done(status: str, **kwargs: object) -> TableSettlement:
        questions = any(f.question for f in findings)
        return TableSettlement(outcome="undecided" if questions else "decided",
                               status=status, account=tuple(account.items()),
                               marques_lost=tuple(lost.items()), findings=tuple(findings),
                               **common, **kwargs)  # type: ignore[arg-type]

    open_marques = any(r.status == "undecided" for r in results)
    if counted < record.marques_agreed or open_marques:
        if not open_marques:
            findings.append(Finding("compte", Msg(
                f"{count(counted, 'marqué')} sur {record.marques_agreed} : la partie n'est pas "
                "finie ; les paris et les queues se règlent à la fin.",
                f"{count(counted, 'marqué', 'en')} of {record.marques_agreed}: the partie is not "
                "over; the paris and the queues are settled at the end."),
                ("guiton.VIII.tourner",)))
        return done("unfinished")
    others_fr, others_en = (("deux autres", "two others") if len(ids) == 3
                            else (f"{len(ids) - 1} autres", f"{len(ids) - 1} others"))
    # 1. the queue des jetons, before the paris
    total = MARQUE_JETONS * record.marques_agreed
    top = max(account.values())
    leaders = [p for p in ids if account[p] == top]
    queue_laws = ("guiton.VIII.tourner-queues",)
    q_net = dict.fromkeys(ids, 0)
    to = None
    if len(leaders) == 1:
        to = leaders[0]
        for p in ids:
            if p != to:
                flows[(p, to)] += MARQUE_JETONS * lost[p]
                q_net[p] -= MARQUE_JETONS * lost[p]
                q_net[to] += MARQUE_JETONS * lost[p]
        findings.append(Finding("queue-jetons", Msg(
            f"{record.name(to)} ({to}) a le plus de jetons ({top}) : avant les paris, il prend "
            f"la queue des jetons, {total} jetons, dont {q_net[to]} des {others_fr}.",
            f"{record.name(to)} ({to}) has most jetons ({top}): before the paris he takes the "
            f"queue des jetons, {total} jetons, {q_net[to]} of them the {others_en}'."),
            queue_laws))
    else:
        findings.append(Finding("queue-jetons", Msg(
            f"{' et '.join(leaders)} ont autant de jetons ({top}) : Guiton partage la queue des "
            f"jetons par moitié quand deux joueurs sont à égalité, mais ne dit rien de "
            f"{len(leaders)} joueurs sur {len(ids)}.", f"{' and '.join(leaders)} have as many "
            f"jetons ({top}): Guiton shares the queue des jetons in halves when two players are "
            f"level, but says nothing of {len(leaders)} players out of {len(ids)}."),
            (*queue_laws, "guiton.VIII.queue-des-jetons"),
            question=Msg("À qui va la queue des jetons quand plusieurs joueurs ont le plus "
                         "de jetons à égalité ?", "Who takes the queue des jetons when several "
                         "players are level with most jetons?")))
    # 2. the paris: from each player marqué beyond his share to those who stayed below it
    share = record.marques_agreed // len(ids)
    debt = {p: lost[p] - share for p in ids if lost[p] > share}
    credit = {p: share - lost[p] for p in ids if lost[p] < share}
    # Guiton pairs them at three, where one side of the pairing is always a single player;
    # at four, two players beyond and two below may be paired two ways, which no text chooses
    open_pairing = len(debt) > 1 and len(credit) > 1
    paris: list[tuple[str, str, int, int]] = []
    for by in debt:
        for creditor in credit:
            n = min(debt[by], credit[creditor])
            for rank in range(1, n + 1):
                paris.append((by, creditor, rank, POSTILLON if rank == 1 else PARI))
            debt[by] -= n
            credit[creditor] -= n
    for by, creditor, _rank, jetons in paris:
        flows[(by, creditor)] += jetons
    pari_laws = (("lebrun.postillon",) if lebrun else ()) + (
        "guiton.VIII.tourner-postillons", "guiton.VIII.paris-et-postillon")
    if any(rank > 1 for _, _, rank, _ in paris):
        pari_laws += ("guiton.VIII.tourner-progression",)
    lost_words = ", ".join(f"{p} {lost[p]}" for p in ids)
    if paris:
        said = "; ".join(f"{by} → {to_}: {'postillon' if rank == 1 else 'pari'} {jetons}"
                         for by, to_, rank, jetons in paris)
        findings.append(Finding("paris", Msg(
            f"Part de chacun : {share} marqués ; marqués perdus : {lost_words}. Chaque marqué "
            "perdu au-delà de la part est un pari dû à un joueur resté en deçà ; le premier "
            "entre deux joueurs est un postillon de 28, les suivants des paris de 8 : " + said
            + ".", f"Each player's share: {share} marqués; marqués lost: {lost_words}. Each "
            "marqué lost beyond the share is a pari owed to a player who stayed below it; the "
            "first between two players is a postillon of 28, the next ones paris of 8: " + said
            + "."), pari_laws,
            other=Msg("Lebrun ne parle des postillons qu'entre deux joueurs ; Guiton règle "
                      "ceux de la partie à tourner.", "Lebrun speaks of postillons only "
                      "between two players; Guiton rules those of the partie à tourner.")
            if lebrun else None,
            question=Msg("Plusieurs joueurs sont marqués au-delà de leur part et plusieurs en "
                         "deçà : aucun texte ne dit qui doit son postillon à qui. Lequel à "
                         "lequel ?", "Several players are marqué beyond their share and "
                         "several below it: no text says who owes his postillon to whom. "
                         "Which to which?") if open_pairing else None))
    else:
        findings.append(Finding("paris", Msg(
            f"Personne n'est marqué plus de {share} fois : pas de pari.",
            f"Nobody is marqué more than {share} times: no pari."), pari_laws))
    # 3. the balances, then the queue définitive
    balance = _net(flows, ids)
    queue = None
    if record.queue_fiches:
        best = max(balance.values())
        first = [p for p in ids if balance[p] == best]
        if len(first) == 1:
            queue = (first[0], record.queue_fiches)
            findings.append(Finding("queue", Msg(
                f"Après les paris, {record.name(first[0])} ({first[0]}) a le plus fort gain "
                f"({best}) : chacun des {others_fr} lui paie la queue de "
                f"{count(record.queue_fiches, 'fiche')}.", f"After the paris "
                f"{record.name(first[0])} ({first[0]}) has the greatest gain ({best}): each of "
                f"the {others_en} pays him the queue of "
                f"{count(record.queue_fiches, 'fiche', 'en')}."),
                ("guiton.VIII.tourner-queue", "guiton.VIII.queue-definitive")))
        else:
            queue = (None, record.queue_fiches)
            findings.append(Finding("queue", Msg(
                f"{' et '.join(first)} ont le même gain après les paris : aucun texte ne dit à "
                "qui va la queue.", f"{' and '.join(first)} have the same gain after the paris: "
                "no text says who takes the queue."), ("guiton.VIII.tourner-queue",),
                question=Msg("À qui va la queue quand deux joueurs ont le même plus fort gain ?",
                             "Who takes the queue when two players have the same greatest "
                             "gain?")))
    payments = _payments(record, flows, queue, findings)
    return done("complete", queue_jetons=(total, to, tuple(q_net.items())), paris=tuple(paris),
                balance=tuple(balance.items()), queue=queue, payments=payments)


def _payments(record: TableRecord, flows: Mapping[tuple[str, str], int],
              queue: tuple[str | None, int] | None, findings: list[Finding]
              ) -> tuple[TablePayment, ...]:
    """One payment between each pair of players: what each owes the other, set off, in
    fiches (five jetons or more of remainder count a fiche for the winner), and the queue."""
    out = []
    laws = (("guiton.VIII.cinq-jetons",) if record.fiche_jetons
            else ("guiton.VIII.queue-definitive",))
    for a, b in combinations(record.ids, 2):
        d = flows.get((b, a), 0) - flows.get((a, b), 0)       # the jetons a gains from b
        qa = 0                                                 # the queue's fiches, likewise
        if queue and queue[0] in (a, b):
            qa = queue[1] if queue[0] == a else -queue[1]
        if d == 0 and qa == 0:
            continue
        fiches = remainder = money = None
        if record.fiche_jetons:
            whole, remainder = divmod(abs(d), record.fiche_jetons)
            signed = (whole + (1 if remainder >= 5 else 0)) * (1 if d >= 0 else -1) + qa
            a_gains = signed > 0 or (signed == 0 and d >= 0)
            fiches = abs(signed)
            if record.prix:
                money = fiches * record.prix[0]
        else:
            a_gains = d > 0 or (d == 0 and qa > 0)
        payer, payee = (b, a) if a_gains else (a, b)
        jetons, queue_fiches = abs(d), abs(qa)
        out.append(TablePayment(payer, payee, jetons, fiches, remainder, queue_fiches, money,
                                record.prix[1] if record.prix else None))
        total = (count(fiches, "fiche") if fiches is not None else count(jetons, "jeton")
                 + (" + " + count(queue_fiches, "fiche") if queue_fiches else ""))
        total_en = (count(fiches, "fiche", "en") if fiches is not None
                    else count(jetons, "jeton", "en")
                    + (" + " + count(queue_fiches, "fiche", "en") if queue_fiches else ""))
        findings.append(Finding("paiement", Msg(
            f"{record.name(payer)} ({payer}) paie à {record.name(payee)} ({payee}) {total}"
            + (f", soit {money} {record.prix[1]}" if money is not None and record.prix else "")
            + ".", f"{record.name(payer)} ({payer}) pays {record.name(payee)} ({payee}) "
            f"{total_en}" + (f", that is {money} {record.prix[1]}"
                             if money is not None and record.prix else "") + "."), laws))
    return tuple(out)


__all__ = ["settle_tourner"]
