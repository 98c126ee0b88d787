"""What every arrangement of several players shares: the sides, a table's line as a line
between two colours, the findings of the two-colour walk told with the players' names, the
order of the table and the conduct of the players who are not at it (Guiton ch. VIII « Entre
quatre joueurs », « Droit de conseil », « La poule »; Lebrun « Trictrac à la chouette »).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from arbiter.colour import Colour
from arbiter.ecrire.coups import CoupEnd
from arbiter.ecrire.order import ORDER_LAWS, Seating
from arbiter.ecrire.record import Arrangement, MarqueRecord, SideTally, TableMarque, TableRecord
from arbiter.ecrire.settlement import Finding
from arbiter.i18n import Msg
from arbiter.laws.links import declare

declare(__name__, "guiton.VIII.chouette", "lebrun.chouette-ordre",
        "guiton.VIII.quatre-alternance", "guiton.VIII.quatre-priorite",
        "lebrun.deux-contre-deux", "guiton.VIII.associe-externe", "lebrun.conseil-associe",
        "guiton.VIII.droit-de-conseil", "guiton.VIII.poule-conseil")


def sides_of(record: TableRecord) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The two sides: the chouette (or the first society) and the other."""
    if record.arrangement is Arrangement.CHOUETTE:
        chouette = record.chouette or ""
        return (chouette,), tuple(p for p in record.ids if p != chouette)
    return record.associes[0], record.associes[1]


def side_id(side: tuple[str, ...]) -> str:
    return "+".join(side)


def remap(end: CoupEnd, marque: TableMarque, colour_of: Mapping[str, Colour]) -> CoupEnd:
    """A coup's end with each colour of the coup turned into the colour of its player's side
    (or seat)."""
    to = {c: colour_of[p] for c, p in marque.colours}
    sides = tuple(SideTally(to[s.colour], s.trous, s.bredouille, s.pavillon) for s in end.sides)
    irregular = tuple(to[Colour(c)].value for c in end.irregular_leave if Colour(c) in to)
    return CoupEnd(sides, irregular)


def two_player_line(marque: TableMarque, colour_of: Mapping[str, Colour],
                    coup_key: str | None = None) -> MarqueRecord:
    """A marqué line of the table as a line between two colours."""
    sides = tuple(SideTally(colour_of[s.player], s.trous, s.bredouille, s.pavillon)
                  for s in marque.seats)
    return MarqueRecord(line=marque.line, sides=sides,
                        leaver=colour_of[marque.leaver or marque.players[0]],
                        leave_on=marque.leave_on, late=marque.late, egalite=marque.egalite,
                        coup=coup_key)


def named(text: Msg, names: Mapping[Colour, str]) -> Msg:
    """A finding of the two-colour walk with each colour's word replaced by who held it; a
    society of two (« Jules et Charles (A+B) ») is a plural subject, in English « and »."""
    def sub(s: str, lang: str) -> str:
        for colour, name in names.items():
            if lang == "en":
                name = name.replace(" et ", " and ")
            s = re.sub(rf"\b{colour.value}\b", name, s)
            if " et " in name or " and " in name:
                s = _plural(s, name, lang)
        return s
    return Msg(sub(text.fr, "fr"), sub(text.en, "en"))


_PLURAL = {
    "fr": ((" est marqué ", " sont marqués "), (" a ", " ont "), (" n'a ", " n'ont "),
           (" est ", " sont "), (" paie ", " paient "), (" gagne ", " gagnent "),
           (" garde ", " gardent "), (" prend ", " prennent ")),
    "en": ((" has ", " have "), (" is ", " are "), (" pays ", " pay "), (" wins ", " win "),
           (" keeps ", " keep "), (" takes ", " take ")),
}
_PRONOUNS = {
    "fr": ((" il prend ", " ils prennent "), (" est à lui", " est à eux"),
           (" sa part ", " leur part ")),
    "en": ((" he takes ", " they take "), (" is his", " is theirs"),
           (" his share ", " their share ")),
}


def _plural(s: str, name: str, lang: str) -> str:
    """``s`` with the verb that follows the society ``name`` in the plural, and, when the
    society is the sentence's subject, its pronouns too."""
    subject = False
    for one, many in _PLURAL[lang]:
        if name + one in s:
            s = s.replace(name + one, name + many)
            subject = True
            break
    if subject:
        for one, many in _PRONOUNS[lang]:
            s = s.replace(one, many)
    return s


def order_findings(record: TableRecord, seats: list[Seating | None]) -> list[Finding]:
    """The order of play, once, with its articles; then the conduct of each line."""
    whys = _seat_reasons(seats)
    found = [Finding("ordre", Msg(
        "L'ordre de la table : " + " ; ".join(w.fr for w in whys) + ".",
        "The order of the table: " + "; ".join(w.en for w in whys) + "."), order_laws(record),
        other=_order_other(record))]
    for marque in record.marques:
        found += conduct(record, marque)
    return found


def order_laws(record: TableRecord) -> tuple[str, ...]:
    """The articles that give a table its order of play and each marqué's dé, the body of
    law's first: cited by the order, and by a refait, whose replay keeps the order's dé."""
    laws = ORDER_LAWS[record.arrangement]
    if record.lois == "lebrun-1828" and record.arrangement is Arrangement.PAIRS:
        laws = ("lebrun.deux-contre-deux", "guiton.VIII.quatre-alternance")
    if record.lois == "guiton-1822" and record.arrangement is Arrangement.TOURNER:
        laws = ("guiton.VIII.tourner-ordre", "lebrun.tourner")
    if record.lois == "lebrun-1828" and record.arrangement is Arrangement.TOURNER:
        laws = ("lebrun.tourner", "guiton.VIII.tourner-ordre")
    if record.arrangement is Arrangement.PAIRS:
        laws += ("guiton.VIII.quatre-priorite",)
    if record.arrangement is Arrangement.CHOUETTE and record.lois == "guiton-1822":
        laws = ("guiton.VIII.chouette", "lebrun.chouette-ordre")
    return laws


def _seat_reasons(seats: list[Seating | None]) -> list[Msg]:
    """Why each line is played by whom, once per marqué: a line that replays the same marqué
    (after a refait, or a leave that did not end it) is said to be played again by the same
    players with the same dé, not given the marqué's seating a second time."""
    out: list[Msg] = []
    previous: Seating | None = None
    for seat in seats:
        if seat is None:
            continue
        if previous is not None and seat.number == previous.number:
            out.append(Msg(f"marqué {seat.number} rejoué par les mêmes joueurs, le dé à "
                           f"{seat.de or previous.de}",
                           f"marqué {seat.number} played again by the same players, the dé "
                           f"{seat.de or previous.de}'s"))
        else:
            out.append(seat.why)
        previous = seat
    return out


def _order_other(record: TableRecord) -> Msg | None:
    if record.arrangement is Arrangement.CHOUETTE:
        return Msg("Guiton ne détaille pas l'ordre des associés, « trop connu » ; il dit "
                   "seulement que la chouette a le dé au premier coup, puis alternativement. "
                   "L'ordre de deux marqués chacun est celui de Lebrun.",
                   "Guiton does not give the associates' order, « trop connu » (too well "
                   "known); he says only that the chouette has the dé at the first coup, then "
                   "in turn. The order of two marqués each is Lebrun's.")
    if record.arrangement is Arrangement.PAIRS and record.lois == "lebrun-1828":
        return Msg("Guiton fait se retirer, au premier marqué, « celui qui a marqué », son "
                   "gagnant ; le perdant reste et a le dé.", "Guiton has the player who marked "
                   "the first marqué, its winner, retire (« celui qui a marqué se retire »); the "
                   "loser stays and has the dé.")
    if record.arrangement is Arrangement.PAIRS:
        return Msg("Lebrun fait céder la place au perdant du premier marqué (« celui des deux "
                   "associés qui a perdu le premier marqué, fait place à l'autre »).",
                   "Lebrun has the loser of the first marqué give way (« celui des deux "
                   "associés qui a perdu le premier marqué, fait place à l'autre »).")
    if record.arrangement is Arrangement.TOURNER and len(record.ids) == 4:
        return Msg("Guiton ne décrit la partie à tourner qu'entre trois joueurs ; à quatre, « "
                   "deux se réunissent en société contre les deux autres ». Lebrun la donne à "
                   "« plusieurs personnes » : chacun, entré à son tour, joue deux marqués de "
                   "suite, et le premier sorti joue le dernier.", "Guiton describes the partie "
                   "à tourner between three players only; at four, « deux se réunissent en "
                   "société contre les deux autres ». Lebrun gives it to « plusieurs personnes "
                   "»: each, coming in at his turn, plays two marqués in a row, and the first "
                   "to retire plays the last.")
    if record.arrangement is Arrangement.TOURNER:
        return Msg("Guiton dit seulement que « celui qui est marqué le premier se retire » ; "
                   "Lebrun donne le tour entier : chacun se retire à son tour, et le premier "
                   "sorti joue le dernier marqué.", "Guiton says only that the first "
                   "marqué's loser retires; Lebrun gives the whole round: each retires in "
                   "turn, and the first to retire plays the last marqué.")
    return None


def conduct(record: TableRecord, marque: TableMarque) -> list[Finding]:
    """Rulings on what a player not at the table did: advice is his right, touching is not."""
    out: list[Finding] = []
    players = set(marque.players)
    lebrun = record.lois == "lebrun-1828"
    for who, what in marque.touches:
        if who in players:
            continue
        thing, thing_en = ("les dames", "the dames") if what == "dames" else ("les jetons",
                                                                               "the jetons")
        by_analogy = record.arrangement in (Arrangement.TOURNER, Arrangement.POULE)
        laws = ("guiton.VIII.associe-externe",) + (("lebrun.conseil-associe",) if lebrun
                                                    else ())
        out.append(Finding("conduite", Msg(
            f"{record.name(who)} ({who}) ne joue pas ce marqué et touche {thing} : il peut "
            "conseiller, non exécuter ; l'exécution appartient au seul joueur qui tient le dé."
            + (" Guiton le dit de l'associé externe ; le joueur vacant n'a pas plus de droit "
               "que lui." if by_analogy else ""),
            f"{record.name(who)} ({who}) is not playing this marqué and touches {thing_en}: he "
            "may advise, not execute; the execution belongs to the player holding the dé alone."
            + (" Guiton says so of the external associate; the vacant player has no more right "
               "than he." if by_analogy else "")), laws, marque.line,
            other=Msg("Lebrun donne à l'associé qui ne joue pas le droit d'« empêcher » son "
                      "associé de faire des écoles, et ne dit rien des dames ni des jetons.",
                      "Lebrun gives the associate who is not playing the right to « empêcher » "
                      "(prevent) his partner's écoles, and says nothing of the dames or the "
                      "jetons."),
            question=Msg(f"Aucun texte ne dit ce que devient ce que {who} a placé ou déplacé : "
                         "le joueur le reprend-il, ou l'acte vaut-il ?", f"No text says what "
                         f"becomes of what {who} placed or moved: does the player take it back, "
                         "or does the act stand?")))
    for who, whom in marque.conseils:
        if who in players:
            continue
        if record.arrangement is Arrangement.TOURNER:
            laws: tuple[str, ...] = ("guiton.VIII.droit-de-conseil",)
            fr = "le joueur vacant conseille celui des deux que son intérêt lui fait choisir"
            en = "the vacant player advises whichever of the two his interest leads him to"
        elif record.arrangement is Arrangement.POULE:
            laws = ("guiton.VIII.poule-conseil",)
            fr = "les joueurs vacants conseillent celui qui vient d'entrer"
            en = "the vacant players advise the one who has just come in"
        else:
            laws = (("lebrun.conseil-associe", "guiton.VIII.associe-externe") if lebrun
                    else ("guiton.VIII.associe-externe", "lebrun.conseil-associe"))
            fr = "l'associé qui ne joue pas conseille celui qui joue"
            en = "the associate who is not playing advises the one who plays"
        out.append(Finding("conduite", Msg(
            f"{record.name(who)} ({who}) conseille {record.name(whom)} ({whom}) : c'est son "
            f"droit, {fr}.", f"{record.name(who)} ({who}) advises {record.name(whom)} "
            f"({whom}): that is his right, {en}."), laws, marque.line))
    return out


def _agreed(record: TableRecord) -> tuple[tuple[str, object], ...]:
    return (("marques", record.marques_agreed or None), ("fiche_jetons", record.fiche_jetons),
            ("prix", {"amount": record.prix[0], "unit": record.prix[1]} if record.prix
             else None), ("queue_fiches", record.queue_fiches),
            ("mise_fiches", record.mise_fiches),
            ("de", record.first_de), ("chouette", record.chouette),
            ("associes", [list(p) for p in record.associes] or None),
            ("progression", record.progression))


agreed_of = _agreed
