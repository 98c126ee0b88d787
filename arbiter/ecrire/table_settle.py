"""Settling a séance of three to five players.

- The chouette and two against two are two sides with a common account each (Guiton ch. VIII
  « Entre quatre joueurs »: « Les intérêts sont communs entre les associés »): their marqués
  are paid and the partie ended exactly as between two players, by the same walk
  (:func:`arbiter.ecrire.settle.settle`, one side on each colour), except that the order of the
  table, not the winner of the marqué before, gives the dé.
- À tourner (:mod:`arbiter.ecrire.tourner`) and the poule (:mod:`arbiter.ecrire.poule`) have
  an account per player.

Every settlement of a table is a :class:`~arbiter.ecrire.table_result.TableSettlement`, whose
JSON is ``settlement.v1`` with the keys of several accounts (docs/NOTATION.md).
"""

from __future__ import annotations

from collections.abc import Mapping

from arbiter.colour import BOTH, Colour
from arbiter.ecrire.coups import CoupEnd
from arbiter.ecrire.order import Seating, seatings
from arbiter.ecrire.poule import settle_poule
from arbiter.ecrire.record import (
    Arrangement,
    MarqueRecord,
    SeanceRecord,
    TableMarque,
    TableRecord,
)
from arbiter.ecrire.settle import settle
from arbiter.ecrire.settlement import Finding, Settlement
from arbiter.ecrire.table_common import (
    agreed_of,
    named,
    order_findings,
    order_laws,
    remap,
    side_id,
    sides_of,
    two_player_line,
)
from arbiter.ecrire.table_result import TableMarqueResult, TablePayment, TableSettlement
from arbiter.ecrire.tourner import settle_tourner
from arbiter.i18n import Msg
from arbiter.laws.links import declare

declare(__name__, "guiton.VIII.quatre-societe", "lebrun.chouette")


def settle_table(record: TableRecord, coups: Mapping[str, CoupEnd] | None = None,
                 laws_sha256: str = "") -> TableSettlement:
    """The settlement of a séance of several players."""
    if record.arrangement is Arrangement.POULE:
        return settle_poule(record, laws_sha256)
    if record.arrangement is Arrangement.TOURNER:
        return settle_tourner(record, coups or {}, laws_sha256)
    return _two_sides(record, coups or {}, laws_sha256)


# ---------------------------------------------------------------------------------------------
# the chouette and two against two: two sides


def _two_sides(record: TableRecord, coups: Mapping[str, CoupEnd],
               laws_sha256: str) -> TableSettlement:
    first, second = sides_of(record)
    colour_of = {p: BOTH[0] for p in first} | {p: BOTH[1] for p in second}
    ids = {BOTH[0]: side_id(first), BOTH[1]: side_id(second)}
    label = {BOTH[0]: " et ".join(record.name(p) for p in first),
             BOTH[1]: " et ".join(record.name(p) for p in second)}
    ends: dict[str, CoupEnd] = {}
    lines = []
    for marque in record.marques:
        key = None
        if marque.coup is not None:
            key = f"{marque.coup} [{marque.line}]"
            if marque.coup in coups:
                ends[key] = remap(coups[marque.coup], marque, colour_of)
        lines.append(two_player_line(marque, colour_of, key))

    def outcome(m: TableMarque) -> tuple[str, ...]:
        return _outcome(m, record, colour_of, ends, lines)

    seats = seatings(record, outcome)
    de_side = {s.line: colour_of[s.de] if s and s.de else None for s in seats if s}
    two = SeanceRecord(marques_agreed=record.marques_agreed, lois=record.lois,
                       fiche_jetons=record.fiche_jetons, prix=record.prix,
                       queue_fiches=record.queue_fiches, progression=record.progression,
                       first_de=colour_of.get(record.first_de or record.chouette or ""),
                       headers=(("Blanc", ids[BOTH[0]]), ("Noir", ids[BOTH[1]])),
                       marques=tuple(lines))
    result = settle(two, ends, laws_sha256, seats=de_side, table_laws=order_laws(record))
    return _from_sides(record, result, seats, ids, label)


def _outcome(m: TableMarque, record: TableRecord, colour_of: Mapping[str, Colour],
             ends: Mapping[str, CoupEnd], lines: list[MarqueRecord]) -> tuple[str, ...]:
    from arbiter.ecrire.order import outcome_of

    if m.coup is None:
        return outcome_of(m, record.lois)
    end = ends.get(f"{m.coup} [{m.line}]")
    if end is None or max(s.trous for s in end.sides) < 6:
        return ("unknown",) if end is None else ("same",)
    high = max(end.sides, key=lambda s: s.trous)
    low = min(end.sides, key=lambda s: s.trous)
    if high.trous == low.trous:
        return ("refait",)
    by_colour = {colour_of[p]: p for p in m.players}
    return ("won", by_colour[high.colour], by_colour[low.colour])


def _from_sides(record: TableRecord, result: Settlement, seats: list[Seating | None],
                ids: Mapping[Colour, str], label: Mapping[Colour, str]) -> TableSettlement:
    """The two sides' settlement told of the players: each marqué's seats, the accounts by
    side, the findings with the sides' names for the colours."""
    names = {c: f"{label[c]} ({ids[c]})" for c in BOTH}
    marques = []
    for marque, seat, m in zip(record.marques, seats, result.marques, strict=True):
        trous = tuple((s.player, s.trous) for s in marque.seats)
        if not trous and m.trous:
            by_colour = {BOTH[0]: next(p for p in marque.players if p in ids[BOTH[0]].split("+")),
                         BOTH[1]: next(p for p in marque.players if p in ids[BOTH[1]].split("+"))}
            trous = tuple((by_colour[c], n) for c, n in m.trous)
        seated = {c: next((p for p in marque.players if p in ids[c].split("+")), None)
                  for c in BOTH}
        marques.append(TableMarqueResult(
            line=m.line, status=m.status, trous=trous, number=m.number,
            players=marque.players, vacant=seat.vacant if seat else (),
            de=seat.de if seat else None, leaver=marque.leaver,
            winner=seated[m.winner] if m.winner else None,
            loser=seated[m.loser] if m.loser else None,
            winner_account=ids[m.winner] if m.winner else None,
            loser_account=ids[m.loser] if m.loser else None,
            kind=m.kind, multiplier=m.multiplier, refaits_before=m.refaits_before,
            consolation=m.consolation, payment=m.payment, formula=m.formula, laws=m.laws,
            alternatives=m.alternatives))
    # a finding on one marqué names the player seated for each side, not his society
    def seated_names(marque: TableMarque) -> dict[Colour, str]:
        out = dict(names)
        for c in BOTH:
            p = next((q for q in marque.players if q in ids[c].split("+")), None)
            if p is not None:
                out[c] = f"{record.name(p)} ({p})"
        return out

    at_line = {m.line: seated_names(marque)
               for marque, m in zip(record.marques, result.marques, strict=True)}
    findings = [Finding(f.topic, named(f.text, at_line.get(f.line, names)), f.laws, f.line,
                        named(f.other, at_line.get(f.line, names)) if f.other else None,
                        named(f.question, at_line.get(f.line, names)) if f.question else None,
                        f.other_laws)
                for f in result.findings]
    en = {c: v.replace(" et ", " and ") for c, v in label.items()}
    society = Finding("societe", Msg(
        f"{label[BOTH[0]]} contre {label[BOTH[1]]} : chaque camp a un compte commun ; les "
        "marqués se paient et la partie se règle comme entre deux joueurs.",
        f"{en[BOTH[0]]} against {en[BOTH[1]]}: each side has one common account; the "
        "marqués are paid and the partie settled as between two players."),
        ("guiton.VIII.quatre-societe",) + (("lebrun.chouette",)
                                           if record.arrangement is Arrangement.CHOUETTE else ()),
        other=Msg("Les textes ne disent pas comment les associés partagent entre eux ce que "
                  "leur camp gagne ou perd : c'est leur affaire, hors du règlement.",
                  "The texts do not say how the associates share between them what their "
                  "side wins or loses: that is their business, outside the settlement.")
        if record.arrangement is Arrangement.CHOUETTE else None)
    findings = [society, *order_findings(record, seats), *findings]
    c = {colour: ids[colour] for colour in BOTH}
    payment = result.payment
    payments = ()
    if payment is not None and payment.payer is not None:
        payments = (TablePayment(c[payment.payer], c[payment.payer.opponent], payment.jetons,
                                 payment.fiches, payment.remainder, payment.queue_fiches,
                                 payment.money, payment.unit),)
    q = result.queue_jetons
    return TableSettlement(
        lois=record.lois, arrangement=record.arrangement.value, players=record.joueurs,
        accounts=tuple((ids[colour], tuple(ids[colour].split("+"))) for colour in BOTH),
        agreed=agreed_of(record),
        outcome="undecided" if any(f.question for f in findings) else result.outcome,
        status=result.status,
        marques=tuple(marques), account=tuple((c[k], n) for k, n in result.account),
        marques_lost=tuple((c[k], n) for k, n in result.marques_lost),
        queue_jetons=(q[0], c[q[1]] if q[1] else None, tuple((c[k], n) for k, n in q[2]))
        if q else None,
        paris=tuple((c[p.by], c[p.to], p.rank, p.jetons) for p in result.paris),
        balance=tuple((ids[colour], (result.balance[1] if result.balance[0] is colour else
                                     -result.balance[1] if result.balance[0] else 0))
                      for colour in BOTH) if result.balance else (),
        queue=((c[result.queue[0]] if result.queue[0] else None, result.queue[1])
               if result.queue else None),
        payments=payments, findings=tuple(findings),
        dispute=record.header("Litige") or record.header("Dispute"),
        laws_sha256=result.laws_sha256)

