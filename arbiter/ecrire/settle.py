"""Settling a séance: each marqué paid by the body of law of the file, then the end of the
partie in Guiton's order (the queue des jetons, the paris, the queue définitive), then jetons
into fiches. Every conclusion is a :class:`~arbiter.ecrire.settlement.Finding` citing the
article that decides it; where no article decides, the finding carries the question and the
settlement is ``undecided``.
"""

from __future__ import annotations

from collections.abc import Mapping

from arbiter.colour import BOTH, Colour
from arbiter.ecrire.coups import CoupEnd
from arbiter.ecrire.de_priority import leaver_has_de, leaver_has_de_at_refait
from arbiter.ecrire.disputed import claimant_side, named_marque, names_topic
from arbiter.ecrire.douze_trous import douze_trous
from arbiter.ecrire.marque_notes import passed_ecoles, seize
from arbiter.ecrire.partie_end import end_of_partie
from arbiter.ecrire.record import (
    LeaveOn,
    MarqueRecord,
    PavillonClaim,
    SeanceKind,
    SeanceRecord,
    SideTally,
)
from arbiter.ecrire.regimes import PROGRESSION_LAWS, regime, times_en, times_fr
from arbiter.ecrire.seance_state import SeanceState
from arbiter.ecrire.settlement import (
    MarqueResult,
    Settlement,
)
from arbiter.i18n import Msg
from arbiter.laws.links import declare
from arbiter.words import count

# The laws the settlement applies: the walk below decides with them, most of them through the
# figures and articles of the body of law in force (``regimes.py``), which are data.
declare(__name__,
    "guiton.I.pavillon-ote",
    "guiton.III.pavillon-oublie",
    "guiton.VIII.avantage-des-ecoles",
    "guiton.VIII.cinq-jetons",
    "guiton.VIII.jetons-du-marque",
    "guiton.VIII.marque-double",
    "guiton.VIII.marque-quadruple",
    "guiton.VIII.marque-simple",
    "guiton.VIII.marque-simple-double-quadruple",
    "guiton.VIII.paris-et-postillon",
    "guiton.VIII.partie-douze-trous-triple-double",
    "guiton.VIII.partie-en-douze-trous",
    "guiton.VIII.progression-abandonnee",
    "guiton.VIII.queue-definitive",
    "guiton.VIII.queue-des-jetons",
    "guiton.VIII.refait",
    "guiton.VIII.refait-consolation",
    "guiton.VIII.s-en-aller-a-ecrire",
    "guiton.VIII.six-trous-pour-le-marque",
    "lebrun.ecrire-bredouille",
    "lebrun.ecrire-compte",
    "lebrun.ecrire-exemple",
    "lebrun.ecrire-fraction",
    "lebrun.ecrire-jetons-du-marque",
    "lebrun.ecrire-marques",
    "lebrun.ecrire-paiement",
    "lebrun.grande-bredouille",
    "lebrun.grande-bredouille-a-ecrire",
    "lebrun.postillon",
    "lebrun.progression-des-maisons",
    "lebrun.queue-des-jetons",
    "lebrun.refait",
    "lebrun.s-en-aller-de-son-de",
    "lebrun.s-en-va-a-le-de",
)





def settle(record: SeanceRecord, coups: Mapping[str, CoupEnd] | None = None,
           laws_sha256: str = "", seats: Mapping[int, Colour | None] | None = None,
           table_laws: tuple[str, ...] = ()) -> Settlement:
    """The settlement of ``record``. ``coups`` gives, for each coup file a marqué line names,
    the trous its ruling ends on (read by the caller, which alone touches files). ``seats``
    is for two sides of several players (:mod:`arbiter.ecrire.table_settle`): the side with
    the dé at each line, and ``table_laws`` the articles of its order."""
    reg = regime(record.lois)
    players = tuple((c, record.player(c)) for c in BOTH)
    agreed = (("marques", record.marques_agreed if record.kind is SeanceKind.A_ECRIRE
               else None),
              ("fiche_jetons", record.fiche_jetons),
              ("prix", {"amount": record.prix[0], "unit": record.prix[1]}
               if record.prix else None),
              ("queue_fiches", record.queue_fiches), ("enjeu_fiches", record.enjeu_fiches),
              ("de", record.first_de.value if record.first_de else None),
              ("progression", record.progression),
              ("bredouille_convenue", record.bredouille_convenue),
              ("avantage_ecoles", record.avantage_ecoles.value
               if record.avantage_ecoles else None))
    common = dict(lois=record.lois, kind=record.kind.value, players=players, agreed=agreed,
                  dispute=record.header("Litige") or record.header("Dispute"),
                  laws_sha256=laws_sha256)
    if record.kind is SeanceKind.DOUZE_TROUS:
        return douze_trous(record, reg, common)
    state = SeanceState(reg, record, de=record.first_de, seats=seats, table_laws=table_laws)
    for marque in record.marques:
        _marque(state, marque, coups or {})
    _bredouille_not_recorded(state)
    return end_of_partie(state, common)


def _bredouille_not_recorded(state: SeanceState) -> None:
    """The claim names the bredouille, no marqué of the séance is in bredouille, and the
    settlement has said nothing of it: the marqué the claim names, or else the one the claimant
    won (the one such), recorded simple against trous, is simple by the article that tells a
    simple marqué from a double (Guiton VIII « Il est simple quand le joueur qui a six trous ou
    plus ne les a pas pris de suite »; Lebrun « de même que si … on prend précisément sans
    interruption … »), which says so and answers the claim (lw-06)."""
    dispute = state.record.header("Litige") or state.record.header("Dispute")
    won = [r for r in state.results if r.status == "won" and r.winner is not None]
    # a marqué in bredouille, or a word already said of one, is what the claim is about
    if not names_topic(dispute, "bredouille") or any(r.bredouille for r in won) or any(
            f.topic in ("bredouille", "pavillon") for f in state.findings):
        return
    names = {c.value: state.record.header(c.value.capitalize()) or "" for c in BOTH}
    nth = named_marque(dispute)
    side = claimant_side(dispute, names) if nth is None else None
    simple = [r for r in won if (r.number == nth if nth is not None else r.winner.value == side)
              and r.loser is not None and r.trous_of(r.loser) > 0]
    if len(simple) != 1:
        return
    marque = simple[0]
    winner, loser = marque.winner, marque.loser
    assert winner is not None and loser is not None     # a won marqué against trous
    high, low = marque.trous_of(winner), marque.trous_of(loser)
    state.find("bredouille", f"{loser} a {low} trous et le marqué n'est pas noté en "
               f"bredouille : {winner} n'a pas pris ses {high} trous de suite après ceux de "
               f"{loser}, le marqué est simple.",
               f"{loser} has {low} trous and the marqué is not recorded in bredouille: "
               f"{winner} did not take his {high} trous in a row after {loser}'s; the marqué "
               "is simple.", (state.regime.bredouille_sans_trou, *marque.laws[:1]), marque.line)


# ---------------------------------------------------------------------------------------------
# one marqué


def _sides(marque: MarqueRecord, coups: Mapping[str, CoupEnd],
           state: SeanceState) -> tuple[SideTally, ...] | None:
    if marque.coup is None:
        return marque.sides
    end = coups.get(marque.coup)
    if end is None:
        state.find("coup", f"Le coup « {marque.coup} » n'a pas pu être lu : les trous de ce "
                   "marqué sont inconnus.", f"The coup “{marque.coup}” could not be read: this "
                   "marqué's trous are unknown.", line=marque.line,
                   question=Msg("Quels trous chacun avait-il à la fin de ce marqué ?",
                                "What trous had each side at the end of this marqué?"))
        return None
    sides = end.sides
    if marque.leaver.value in end.irregular_leave:
        state.find("coup", f"La décision sur le coup « {marque.coup} » trouve irrégulier le "
                   f"départ de {marque.leaver} : il ne finit pas le marqué, qui continue.",
                   f"The ruling on the coup “{marque.coup}” finds {marque.leaver}'s leave "
                   "irregular: it does not end the marqué, which goes on.",
                   ("guiton.V.conditions-s-en-aller",), marque.line)
        return ()
    if max(s.trous for s in sides) < 6:
        state.find("coup", f"Après le coup « {marque.coup} », personne n'a six trous : le "
                   "départ ne finit pas le marqué, qui continue.",
                   f"After the coup “{marque.coup}” nobody has six trous: the leave does not "
                   "end the marqué, which goes on.", ("guiton.VIII.six-trous-pour-le-marque",),
                   marque.line)
        return ()
    state.find("coup", f"Le coup « {marque.coup} » est jugé comme tout coup ; ce marqué finit "
               "sur les trous que la décision laisse à chacun : "
               + ", ".join(f"{s.colour} {s.trous}" for s in sides) + ".",
               f"The coup “{marque.coup}” is ruled like any coup; this marqué ends on the trous "
               "the ruling leaves each side: " + ", ".join(f"{s.colour} {s.trous}"
                                                          for s in sides) + ".",
               line=marque.line)
    return sides


def _marque(state: SeanceState, marque: MarqueRecord,
            coups: Mapping[str, CoupEnd]) -> None:
    reg, line = state.regime, marque.line
    if state.seats is not None:
        state.de = state.seats.get(line, state.de)
    if marque.seize is not None:
        seize(state, marque)
    sides = _sides(marque, coups, state)
    if sides is None:
        _undecided(state, MarqueResult(line, "undecided", (), de=state.de))
        return
    if not sides:       # a recorded coup that does not end the marqué
        state.results.append(MarqueResult(line, "not-ended", (), de=state.de))
        return
    trous = tuple((s.colour, s.trous) for s in sides)
    ecoles = passed_ecoles(state, marque)
    high = max(sides, key=lambda s: s.trous)
    low = min(sides, key=lambda s: s.trous)
    base = dict(trous=trous, de=state.de, ecoles=ecoles, leaver=marque.leaver)

    # a leave that does not end the marqué
    if marque.leave_on is LeaveOn.A_FAUX:
        state.find("depart", f"{marque.leaver} s'en va sur un trou venu des points que son "
                   "adversaire lui donne en battant à faux : à la partie à écrire on ne s'en va "
                   "que sur un trou de son propre dé. Le départ est nul, le marqué n'est pas "
                   "fini et se continue.",
                   f"{marque.leaver} leaves on a trou from points his opponent gave by beating "
                   "à faux: at the partie à écrire one leaves only on a trou of one's own dé. "
                   "The leave is void; the marqué is not over and goes on.",
                   (("lebrun.s-en-aller-de-son-de",) if state.regime.lois == "lebrun-1828"
                    else ()) + ("guiton.VIII.s-en-aller-a-ecrire", "guiton.I.aller",
                                "guiton.V.conditions-s-en-aller"), line,
                   other=Msg("À la partie en douze trous, ces points finissent la partie "
                             "(Guiton, ch. VIII).", "At the partie en douze trous those "
                             "points end the partie (Guiton, ch. VIII)."))
        state.results.append(MarqueResult(line, "not-ended", **base))
        return
    if marque.leave_on is LeaveOn.SORTIE:
        if marque.late:
            state.find("depart", f"{marque.leaver} annonce qu'il s'en va sur le trou de la "
                       "sortie après avoir jeté pour le coup suivant : trop tard, le marqué a "
                       "continué.", f"{marque.leaver} says he leaves on the sortie's trou only "
                       "after throwing for the next coup: too late, the marqué went on.",
                       ("guiton.V.sortie-s-en-aller",), line)
            state.results.append(MarqueResult(line, "not-ended", **base))
            return
        state.find("depart", f"Le trou de {marque.leaver} vient des points de la sortie, qui "
                   "sont de son propre dé ; il l'a dit avant de jeter : il peut s'en aller et "
                   "finir le marqué.", f"{marque.leaver}'s trou comes from the sortie's "
                   "points, which are his own dé; he said so before throwing: he may leave and "
                   "end the marqué.", ("guiton.V.sortie-s-en-aller",), line)

    # a refait
    if high.trous == low.trous:
        state.refaits += 1
        nth = state.refaits
        series = next((s for s in sides if s.bredouille or s.pavillon is not None), None)
        if series is not None:      # a series claimed on one side: the equality decides
            why_fr, why_en = (("selon Lebrun, le joueur rejoint au même nombre de trous, c'est "
                               "un refait", "by Lebrun, a player rejoined at the same number "
                               "of trous makes a refait") if reg.equality_is_refait else
                              ("le refait se fait « avec ou sans bredouille »", "the refait "
                               "stands « avec ou sans bredouille »"))
            state.find("bredouille", f"{series.colour} a pris ses trous de suite, mais les "
                       f"trous sont égaux au départ : {why_fr}, et le marqué n'est ni double ni "
                       "simple, il est nul.", f"{series.colour} took his trous in a row, but "
                       f"the trous are equal at the leave: {why_en}, and the marqué is neither "
                       "double nor simple: it is void.", (reg.refait,), line)
        if leaver_has_de_at_refait(state, marque.leaver, high.trous, nth, line):
            state.results.append(MarqueResult(line, "refait", **base))
            return
        table = state.seats is not None     # the order of the table gives the replay's dé
        state.find("refait", f"Au départ de {marque.leaver}, chacun a {high.trous} trous : "
                   "refait, le marqué est nul et se rejoue ; "
                   f"{state.de or 'celui qui avait le dé'} garde la priorité du dé"
                   + (", comme le veut l'ordre de la table" if table else "") + " ; le "
                   f"prochain marqué paiera sa consolation {times_fr(nth + 1)}.",
                   f"When {marque.leaver} leaves each side has {high.trous} trous: refait, the "
                   f"marqué is void and replayed; {state.de or 'whoever had the dé'} keeps the "
                   "priority of the dé" + (", as the order of the table has it" if table else "")
                   + f"; the next marqué pays its consolation {times_en(nth + 1)}.",
                   (reg.refait, *(state.table_laws if table else ("guiton.III.priorite-du-de",))),
                   line, other=Msg(f"La règle générale de Lebrun, « celui qui s'en va, a le dé "
                                   f"», la donnerait à {marque.leaver}, qui part ; à une table, "
                                   "l'ordre de la table la donne.", "Lebrun's general rule, "
                                   f"« celui qui s'en va, a le dé », would give it to "
                                   f"{marque.leaver}, who leaves; at a table the order of the "
                                   "table gives it.")
                   if table and reg.equality_is_refait and state.de is not None
                   and marque.leaver != state.de else None)
        state.results.append(MarqueResult(line, "refait", **base))
        return
    if marque.egalite is not None:
        if reg.equality_is_refait:
            state.find("refait", f"Les trous ont été égaux à {marque.egalite} : selon Lebrun, "
                       "l'adversaire qui rejoint fait un refait et l'on recommence. Les joueurs "
                       "ont continué ; aucun texte ne dit ce que valent les trous pris ensuite.",
                       f"The trous were level at {marque.egalite}: by Lebrun the opponent who "
                       "rejoins makes a refait and the marqué restarts. The players went on; no "
                       "text says what the trous taken afterwards are worth.",
                       (reg.refait,), line,
                       other=Msg("Guiton : il n'y a refait que si l'on s'en va à trous égaux ; "
                                 "le marqué serait gagné.", "Guiton: there is a refait only "
                                 "when someone leaves at equal trous; the marqué would be won."),
                       question=Msg("Le marqué est-il nul depuis l'égalité, et que valent les "
                                    "trous pris après (Q19) ?", "Is the marqué void from the "
                                    "equality, and what are the trous after it worth (Q19)?"))
            _undecided(state, MarqueResult(line, "undecided", **base))
            return
        state.find("refait", f"Les trous ont été égaux à {marque.egalite} sans que personne "
                   "s'en aille : pas de refait, qui demande un départ à trous égaux.",
                   f"The trous were level at {marque.egalite} with nobody leaving: no refait, "
                   "which needs a leave at equal trous.", (reg.refait,), line,
                   other=Msg("Lebrun fait de l'égalité même un refait.",
                             "Lebrun makes the equality itself a refait."))

    # a won marqué: the series of trous
    winner, loser = high.colour, low.colour
    bredouille = high.bredouille or low.trous == 0
    alternatives: tuple[tuple[str, int], ...] = ()
    undecided = False
    if marque.leaver == loser and (bredouille or high.pavillon is not None):
        # The player behind left, so he took the marqué's last trou, by his own dé: whatever
        # series the winner had is broken by it (his pavillon comes off); the claim falls.
        bredouille = False
        state.find("bredouille", f"{loser} s'en va : il ne le peut que sur un trou de son "
                   f"propre dé, le dernier du marqué, qui interrompt la série de {winner} et "
                   f"ôte son pavillon. Le marqué n'est pas en bredouille, quoique {winner} ait "
                   "pris ses trous de suite avant ce trou.",
                   f"{loser} leaves: he may only on a trou of his own dé, the last of the "
                   f"marqué, which breaks {winner}'s series and takes his pavillon off. The "
                   f"marqué is not in bredouille, though {winner} took his trous in a row "
                   "before that trou.", reg.series_broken, line)
    elif high.pavillon is PavillonClaim.RECONNU or (high.pavillon and low.trous == 0):
        bredouille = True
        if low.trous == 0:
            state.find("pavillon", f"{winner} n'a pas planté le pavillon, inutile tant que "
                       "l'adversaire n'a pas de trou : la bredouille est acquise.",
                       f"{winner} did not plant the pavillon, which is useless while the "
                       "opponent has no trou: the bredouille stands.",
                       (state.regime.bredouille_sans_trou,), line)
        else:
            state.find("pavillon", f"{winner} a oublié le pavillon ; les deux joueurs "
                       "reconnaissent que ses trous ont été pris sans interruption : il y est "
                       "toujours admis, le marqué est en bredouille.",
                       f"{winner} forgot the pavillon; both players agree his trous came "
                       "without interruption: he is always admitted to it, the marqué is in "
                       "bredouille.", ("guiton.III.pavillon-oublie",), line,
                       other=Msg("Lepeintre (1818, règle 59) exige à la rigueur qu'on le réclame "
                                 "avant le trou suivant, mais le tient pour nul en bonne "
                                 "compagnie.", "Lepeintre (1818, rule 59) strictly requires "
                                 "the claim before the following trou, but waives it in good "
                                 "company."))
    elif low.trous == 0 and not high.bredouille:   # the record says nothing: the count does
        state.find("bredouille", f"{loser} n'a aucun trou : les {high.trous} trous de {winner} "
                   "sont pris de suite, et le marqué est en bredouille sans qu'il faille le "
                   "dire ni planter le pavillon.",
                   f"{loser} has no trou: {winner}'s {high.trous} trous were taken in a row, "
                   "and the marqué is in bredouille without a word or a pavillon.",
                   (state.regime.bredouille_sans_trou,), line)
    elif high.pavillon is PavillonClaim.CONTESTE:
        simple = reg.value(high.trous, low.trous, False, state.refaits, state.record.progression)
        double = reg.value(high.trous, low.trous, True, state.refaits, state.record.progression)
        alternatives = ((simple.kind, simple.payment), (double.kind, double.payment))
        undecided = True
        state.find("pavillon", f"{winner} réclame un pavillon oublié ; {loser} conteste que la "
                   "série ait été sans interruption. Guiton ne l'admet que si les deux joueurs "
                   f"le reconnaissent : c'est une question de fait. Simple : {simple.payment} "
                   f"jetons ; en bredouille : {double.payment}.",
                   f"{winner} claims a forgotten pavillon; {loser} denies the series was "
                   "unbroken. Guiton admits it only when both players agree: it is a question "
                   f"of fact. Simple: {simple.payment} jetons; in bredouille: "
                   f"{double.payment}.", ("guiton.III.pavillon-oublie",), line,
                   question=Msg("La série des trous a-t-elle été interrompue ?",
                                "Was the series of trous interrupted?"))
    if undecided:
        _undecided(state, MarqueResult(line, "undecided", winner=winner,
                                       alternatives=alternatives, **base))
        return

    value = state.regime.value(high.trous, low.trous, bredouille, state.refaits,
                               state.record.progression)
    state.counted += 1
    state.account[winner] += value.payment
    state.lost[loser] += 1
    laws = value.laws
    if state.regime.lois == "lebrun-1828" and value.multiplier == 2 and high.trous == 6 \
            and low.trous == 1:
        laws += ("lebrun.ecrire-exemple",)
    if state.counted == 1:
        laws += ("guiton.VIII.six-trous-pour-le-marque" if state.regime.lois == "guiton-1822"
                 else "lebrun.ecrire-marques", state.regime.marque_jetons)
    refaits = state.refaits
    state.results.append(MarqueResult(
        line, "won", number=state.counted, winner=winner, bredouille=bredouille,
        kind=value.kind, multiplier=value.multiplier, refaits_before=refaits,
        consolation=value.consolation, payment=value.payment, formula=value.formula,
        laws=laws, **base))
    if value.multiplier >= 2 and low.trous:      # a bredouille against trous: why
        # the article that tells a simple marqué from a double or a quadruple (« il est double
        # quand il les a pris de suite »), for the petite bredouille as for the grande
        grande = value.multiplier >= 4
        state.find("bredouille", f"{winner} a pris ses {high.trous} trous de suite après les "
                   f"{low.trous} de {loser} : "
                   + ("douze au moins de suite, " if grande else "")
                   + f"le marqué est {value.kind}, quoique {loser} ait des trous.",
                   f"{winner} took his {high.trous} trous in a row after {loser}'s {low.trous}: "
                   + ("twelve or more in a row, " if grande else "")
                   + f"the marqué is {value.kind}, though {loser} has trous.",
                   (state.regime.bredouille_sans_trou, value.laws[0]), line)
    if value.other is not None:     # eighteen de suite or more: the progression is the point
        lead = tuple(law for law in value.laws if law in PROGRESSION_LAWS)
        state.find("marque", f"Marqué {state.counted} : {value.kind}, {value.formula}.",
                   f"Marqué {state.counted}: {value.kind}, {value.formula}.",
                   lead + tuple(law for law in value.laws if law not in lead), line,
                   other=value.other)
    if refaits:
        state.find("consolation", f"Après {count(refaits, 'refait')}, la consolation se paie "
                   f"{times_fr(refaits + 1)} : {value.consolation} jetons.",
                   f"After {count(refaits, 'refait', 'en')} the consolation is paid "
                   f"{times_en(refaits + 1)}: {value.consolation} jetons.",
                   (state.regime.refait_consolation,), line)
    state.refaits = 0
    if state.seats is not None:     # the order of the table gives the next dé
        return
    state.de = winner
    if marque.leaver is not winner and state.regime.lois == "lebrun-1828":
        leaver_has_de(state, marque.leaver, winner, line)
    elif marque.leaver is not winner:
        state.find("de", f"{marque.leaver} s'en va en perdant le marqué : la priorité du dé "
                   f"au marqué suivant est néanmoins à {winner}, qui vient de marquer.",
                   f"{marque.leaver} leaves, losing the marqué: the priority of the dé in the "
                   f"next marqué is nevertheless {winner}'s, who has just marked.",
                   ("guiton.III.priorite-du-de", "lebrun.s-en-va-a-le-de"), line,
                   other=Msg("La règle générale « celui qui s'en va a la priorité du dé » "
                             "(Guiton ch. I ; Lebrun) la donnerait à celui qui part ; à la "
                             "partie à écrire l'usage la donne à celui qui a le marqué.",
                             "The general rule « whoever leaves has the dé » (Guiton ch. I; "
                             "Lebrun) would give it to the leaver; at the partie à écrire "
                             "usage gives it to the winner of the marqué."))


def _undecided(state: SeanceState, result: MarqueResult) -> None:
    """A marqué the texts or the facts leave open. It is the marqué after any refait, so its
    value (its alternatives) carries the refait's consolation, and that consolation is spent:
    the marqué after it pays the single one (Guiton ch. VIII, « Quand il y a refait »: the
    consolation is doubled in the marqué replayed, not in every marqué after). Who has the dé
    next depends on who won it, which is open too."""
    state.results.append(result)
    state.refaits = 0
    state.de = None


# ---------------------------------------------------------------------------------------------
# the end of the partie
