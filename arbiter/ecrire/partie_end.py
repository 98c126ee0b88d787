"""The end of a séance's partie à écrire, once every marqué is paid: the queue des jetons,
the paris and the postillon, the queue définitive, then jetons into fiches and who pays whom
(Guiton VIII « Partie à écrire », in his order; Lebrun « Trictrac à écrire » where his figures
differ, read from the body of law's :class:`~arbiter.ecrire.regimes.Regime`). The walk through
the marqués is :mod:`arbiter.ecrire.settle`, whose state this reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import BOTH, Colour
from arbiter.ecrire.regimes import Regime
from arbiter.ecrire.settlement import Pari, Payment, Settlement, zero
from arbiter.i18n import Msg
from arbiter.laws.links import declare
from arbiter.words import count

if TYPE_CHECKING:
    from arbiter.ecrire.seance_state import SeanceState

declare(__name__,
    "guiton.VIII.cinq-jetons",
    "guiton.VIII.paris-et-postillon",
    "guiton.VIII.queue-definitive",
    "guiton.VIII.queue-des-jetons",
)

POSTILLON = 28
PARI = 8
MARQUE_JETONS = 2


def end_of_partie(state: SeanceState, common: dict) -> Settlement:
    """The end of the partie in Guiton's order, once every marqué is paid: the queue des
    jetons, the paris and the postillon, the queue définitive, then jetons into fiches and the
    payment (ch. VIII « Partie à écrire »)."""
    record, reg = state.record, state.regime
    results = tuple(state.results)
    open_marques = any(r.status == "undecided" for r in results)
    account = tuple(state.account.items())
    lost = tuple(state.lost.items())

    def done(**kwargs: object) -> Settlement:
        questions = any(f.question for f in state.findings)
        outcome = "undecided" if questions else ("option" if state.option else "decided")
        fields: dict[str, object] = dict(account=account, marques_lost=lost)
        fields.update(kwargs)
        return Settlement(outcome=outcome, marques=results, option_holder=state.option,
                          findings=tuple(state.findings), **common, **fields)  # type: ignore

    if state.annulled:      # the marqués stand as recorded, but nothing of them is owed
        return done(status="annulled", account=(), marques_lost=(),
                    payment=Payment(None, 0, 0))
    if state.counted < record.marques_agreed or open_marques:
        if not open_marques:
            state.find("compte", f"{count(state.counted, 'marqué')} sur "
                       f"{record.marques_agreed} : la "
                       "partie n'est pas finie. Les paris, la queue des jetons et la queue ne "
                       "se règlent qu'à la fin ; voici le compte des marqués à ce point.",
                       f"{count(state.counted, 'marqué', 'en')} of "
                       f"{record.marques_agreed}: the partie is "
                       "not over. The paris, the queue des jetons and the queue are settled "
                       "only at the end; here is the account of the marqués so far.",
                       (reg.postillon,))
        return done(status="unfinished")

    findings = state.find
    # 1. the queue des jetons, before the paris
    total = MARQUE_JETONS * record.marques_agreed
    a, b = BOTH
    net = zero()
    if state.account[a] == state.account[b]:
        to = None
        for colour in BOTH:
            net[colour] = total // 2 - MARQUE_JETONS * state.lost[colour]
        findings("queue-jetons", f"À la fin, chacun a {state.account[a]} jetons : les {total} "
                 "jetons des marqués se partagent par moitié (et non chacun ceux de son côté).",
                 f"At the end each side has {state.account[a]} jetons: the {total} jetons of "
                 "the marqués are shared in halves (not each taking those on his side).",
                 ("guiton.VIII.queue-des-jetons",))
    else:
        to = a if state.account[a] > state.account[b] else b
        net[to] = MARQUE_JETONS * state.lost[to.opponent]
        net[to.opponent] = -net[to]
        findings("queue-jetons", f"{to} a le plus de jetons ({state.account[to]} contre "
                 f"{state.account[to.opponent]}) : avant les paris, il prend la queue des "
                 f"jetons, {total} jetons dont {net[to]} de {to.opponent}.",
                 f"{to} has more jetons ({state.account[to]} against "
                 f"{state.account[to.opponent]}): before the paris he takes the queue des "
                 f"jetons, {total} jetons of which {net[to]} were {to.opponent}'s.",
                 unique((reg.queue_jetons, "guiton.VIII.queue-des-jetons")),
                 other=_offset_queues(reg, to, state.lost))
    # 2. the paris
    share = record.marques_agreed // 2
    paris: list[Pari] = []
    for colour in BOTH:
        for rank in range(1, state.lost[colour] - share + 1):
            paris.append(Pari(colour, rank, POSTILLON if rank == 1 else PARI))
    if paris:
        by = paris[0].by
        amount = sum(p.jetons for p in paris)
        findings("paris", f"{by} est marqué {state.lost[by]} fois, {len(paris)} de plus que sa "
                 f"part de {share} : le postillon de {POSTILLON}"
                 + (" et " + count(len(paris) - 1, "pari") + f" de {PARI}"
                    if len(paris) > 1 else "")
                 + f", {amount} jetons à {by.opponent}.",
                 f"{by} is marqué {state.lost[by]} times, {len(paris)} beyond his share of "
                 f"{share}: the postillon of {POSTILLON}"
                 + (" and " + count(len(paris) - 1, "pari", "en") + f" of {PARI}"
                    if len(paris) > 1 else "")
                 + f", {amount} jetons to {by.opponent}.",
                 unique((reg.postillon, "guiton.VIII.paris-et-postillon")))
    else:
        findings("paris", f"Personne n'est marqué plus de {share} fois : pas de pari.",
                 f"Nobody is marqué more than {share} times: no pari.",
                 unique((reg.postillon, "guiton.VIII.paris-et-postillon")))
    # 3. the balance, then the queue définitive
    diff = state.account[a] - state.account[b] + net[a]
    for pari in paris:
        diff += pari.jetons if pari.to is a else -pari.jetons
    winner = a if diff > 0 else (b if diff < 0 else None)
    jetons = abs(diff)
    queue = None
    if record.queue_fiches:
        queue = (winner, record.queue_fiches)
        if winner is None:
            findings("queue", "Les comptes sont égaux après les paris : personne ne gagne "
                     "définitivement, et aucun texte ne dit à qui va alors la queue.",
                     "The accounts are level after the paris: nobody wins definitively, and "
                     "no text says who then takes the queue.",
                     ("guiton.VIII.queue-definitive",),
                     question=Msg("À qui va la queue quand personne ne gagne ?",
                                  "Who takes the queue when nobody wins?"))
        elif _offset_queues(reg, to, state.lost) and winner is not to:
            # Lebrun's own sentence gives two ways here and does not choose between them
            findings("queue", f"{to}, marqué plus souvent, a pris la queue des jetons mais perd "
                     f"après les paris : Lebrun veut qu'il les paie « en déduction des "
                     "postillons », « ou bien, une queue compensant l'autre, il n'en perd "
                     "point ». Il donne les deux manières sans choisir : la queue n'est pas "
                     "tranchée.",
                     f"{to}, marqué more often, took the queue des jetons but loses after the "
                     "paris: Lebrun has him pay them « en déduction des postillons », « ou "
                     "bien, une queue compensant l'autre, il n'en perd point ». He gives both "
                     "ways without choosing: the queue is not decided.",
                     unique((reg.queue_jetons, reg.account, "guiton.VIII.queue-definitive")),
                     other=Msg(f"Guiton : la queue va après les paris à qui gagne, ici {winner}.",
                               f"Guiton: the queue goes after the paris to the winner, here "
                               f"{winner}."),
                     question=Msg("Les joueurs comptent-ils la queue des jetons contre les "
                                  "postillons, la queue allant au gagnant, ou une queue "
                                  "compense-t-elle l'autre ?",
                                  "Do the players set the queue des jetons against the "
                                  "postillons, the queue going to the winner, or does one "
                                  "queue offset the other?"))
        else:
            findings("queue", f"Après les paris, {winner} gagne de {jetons} jetons : la queue "
                     f"de {count(record.queue_fiches, 'fiche')} est à lui. Elle se règle "
                     "après les "
                     "paris, et non avant.", f"After the paris {winner} is {jetons} jetons "
                     f"ahead: the queue of {count(record.queue_fiches, 'fiche', 'en')} is his. "
                     "It is "
                     "settled after the paris, not before.",
                     unique((reg.account, "guiton.VIII.queue-definitive")),
                     other=Msg("Plusieurs règlent la queue avant les paris ; Guiton tient "
                               "cette opinion pour une erreur.", "Some settle the queue before "
                               "the paris; Guiton holds that view wrong."))
    payment = _payment(state, winner, jetons, queue)
    return done(status="complete", queue_jetons=(total, to, tuple(net.items())),
                paris=tuple(paris), balance=(winner, jetons), queue=queue, payment=payment)


def _payment(state: SeanceState, winner: Colour | None, jetons: int,
             queue: tuple[Colour | None, int] | None) -> Payment:
    record, reg = state.record, state.regime
    payer = winner.opponent if winner else None
    queue_fiches = queue[1] if queue and queue[0] else 0
    if record.fiche_jetons is None:
        state.find("fiches", f"Le solde est de {jetons} jetons. Aucun texte ne fixe combien de "
                   "jetons font une fiche et la séance ne le dit pas : le solde reste en jetons.",
                   f"The balance is {jetons} jetons. No text fixes how many jetons make a "
                   "fiche and the séance does not say: the balance stays in jetons.",
                   (reg.account,))
        return Payment(payer, jetons, None, None, queue_fiches)
    whole, remainder = divmod(jetons, record.fiche_jetons)
    fiches = whole + (1 if remainder >= 5 else 0)
    laws = unique((reg.fraction, "guiton.VIII.cinq-jetons"))
    if remainder:
        rounding = ("comptent une fiche en faveur du gagnant" if remainder >= 5
                    else "se négligent")
        rounding_en = "count a fiche for the winner" if remainder >= 5 else "are dropped"
        state.find("fiches", f"{jetons} jetons à {record.fiche_jetons} la fiche : "
                   f"{count(whole, 'fiche')} et {count(remainder, 'jeton')}, qui {rounding} ; "
                   f"{count(fiches, 'fiche')}.",
                   f"{jetons} jetons at {record.fiche_jetons} a fiche: "
                   f"{count(whole, 'fiche', 'en')} and {count(remainder, 'jeton', 'en')}, "
                   f"which {rounding_en}; {count(fiches, 'fiche', 'en')}.", laws)
    total = fiches + queue_fiches
    money = total * record.prix[0] if record.prix else None
    unit = record.prix[1] if record.prix else None
    if payer is not None:
        state.find("paiement", f"{payer} paie à {payer.opponent} {count(total, 'fiche')}"
                   + (f" ({fiches} du solde et {queue_fiches} de queue)" if queue_fiches else "")
                   + (f", soit {money} {unit}" if money is not None else "") + ".",
                   f"{payer} pays {payer.opponent} {count(total, 'fiche', 'en')}"
                   + (f" ({fiches} of balance and {queue_fiches} of queue)" if queue_fiches
                      else "") + (f", that is {money} {unit}" if money is not None else "")
                   + ".", (reg.account,))
    return Payment(payer, jetons, total if payer else 0, remainder, queue_fiches, money, unit)


# ---------------------------------------------------------------------------------------------
# the partie en douze trous


def _offset_queues(reg: Regime, to: Colour | None, lost: dict[Colour, int]) -> Msg | None:
    """Lebrun's alternative when the player with fewer marqués takes the queue des jetons (none
    when the jetons are level and nobody takes it)."""
    if to is None or reg.lois != "lebrun-1828" or lost[to] <= lost[to.opponent]:
        return None
    return Msg("Lebrun admet aussi qu'« une queue compensant l'autre », il n'en perde point ; "
               "les chiffres ci-dessous suivent l'ordre que pose Guiton.",
               "Lebrun also allows « une queue compensant l'autre » (one queue offsetting the "
               "other); the figures below follow the order Guiton lays down.")


def unique(ids: tuple[str, ...]) -> tuple[str, ...]:
    """The laws once each, in order: the record's body of law's own article first (``reg.*``),
    Guiton's detail after it when the body is Lebrun's (the deciding article first)."""
    return tuple(dict.fromkeys(ids))

