"""The order of play of a séance of several players: who is at the table at each marqué, who
sits out, who has the priority of the dé, from the arrangement and the marqués already played.

One walk serves ``check`` (a marqué played by the wrong player, located, in both languages) and
the settlement (each marqué's seats and dé, with the article that orders them):

- the chouette (Guiton ch. VIII « Entre trois joueurs »; Lebrun « Trictrac à la chouette »):
  each associate plays two marqués in turn, the first drawn by lot; the chouette has the dé in
  the first of each associate's two, the associate in the second: the priority alternates;
- two against two (Guiton « Entre quatre joueurs »; Lebrun): one of each society plays the
  first marqué; then one of them gives way to his partner, by Guiton « celui qui a marqué »
  (its winner), by Lebrun « celui des deux associés qui a perdu le premier marqué »; then each
  player retires after two marqués, the side of the first to give way changing at the even
  marqués, the other side at the odd ones; the priority of the dé belongs to the player who
  stays;
- à tourner (Guiton « Partie à tourner »; Lebrun « Trictrac à tourner »): the loser of the
  first marqué gives way to the third player, who plays two marqués in a row; each then sits
  out in turn (the loser of the first, the winner of the first, the third…), so that the first
  to retire plays the last marqué; at four (Lebrun's « plusieurs personnes ») the fourth
  comes in after the third, each playing two marqués in a row; the priority belongs to the
  player who stays;
- the poule (Guiton « La poule »): the winner of a partie stays, the loser goes to the end of
  the order drawn at the start, and the next enters.

A refait replays the same marqué with the same players and the same dé.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arbiter.ecrire.record import Arrangement, LeaveOn, TableMarque, TableRecord
from arbiter.i18n import Msg
from arbiter.notation.diagnostics import Diagnostic
from arbiter.span import Span

ORDER_LAWS = {
    Arrangement.CHOUETTE: ("lebrun.chouette-ordre", "guiton.VIII.chouette"),
    Arrangement.PAIRS: ("guiton.VIII.quatre-alternance", "lebrun.deux-contre-deux"),
    Arrangement.TOURNER: ("guiton.VIII.tourner-ordre", "lebrun.tourner"),
    Arrangement.POULE: ("guiton.VIII.poule",),
}


@dataclass(frozen=True, slots=True)
class Seating:
    """Who should be at the table for one line, and why."""

    line: int
    number: int                         # the marqué (or partie) it is, a refait replaying it
    players: frozenset[str] | None      # None: any (drawn by lot: the first marqué)
    vacant: tuple[str, ...]
    de: str | None                      # the priority of the dé, when the order gives it
    why: Msg
    # the article's own words for these seats, said to the recorder whose line contradicts
    # them (the reasoning cites the article instead)
    article: Msg | None = None


# two against two: who gives way after the first marqué, in each body's words, and the other
# opinion, so that a recorder who followed it knows which [Lois] it is
_GIVES_WAY = {
    "guiton-1822": Msg(
        "Guiton, ch. VIII, « Entre quatre joueurs » : « au premier, celui qui a marqué se "
        "retire, et est remplacé par son associé » ; celui qui a marqué est le gagnant (le "
        "perdant « est marqué ») ; Lebrun fait céder la place au perdant (« celui des deux "
        "associés qui a perdu le premier marqué, fait place à l'autre ») : une séance qui le "
        "suit s'écrit [Lois \"lebrun-1828\"]",
        "Guiton, ch. VIII, « Entre quatre joueurs »: « au premier, celui qui a marqué se "
        "retire, et est remplacé par son associé »; the one who marked is the winner (the "
        "loser « est marqué »); Lebrun has the loser give way (« celui des deux associés qui a "
        "perdu le premier marqué, fait place à l'autre »): a séance that follows him is "
        "recorded [Lois \"lebrun-1828\"]"),
    "lebrun-1828": Msg(
        "Lebrun, « Trictrac à la chouette » : « celui des deux associés qui a perdu le premier "
        "marqué, fait place à l'autre » ; Guiton fait se retirer le gagnant (« au premier, "
        "celui qui a marqué se retire ») : une séance qui le suit s'écrit [Lois "
        "\"guiton-1822\"]",
        "Lebrun, « Trictrac à la chouette »: « celui des deux associés qui a perdu le premier "
        "marqué, fait place à l'autre »; Guiton has the winner retire (« au premier, celui qui "
        "a marqué se retire »): a séance that follows him is recorded [Lois "
        "\"guiton-1822\"]"),
}
_TWO_EACH = Msg("Guiton, ch. VIII, « Entre quatre joueurs » : « chaque joueur se retire après "
                "avoir joué deux marqués » ; Lebrun : « qui en joue deux de suite »",
                "Guiton, ch. VIII, « Entre quatre joueurs »: « chaque joueur se retire après "
                "avoir joué deux marqués »; Lebrun: « qui en joue deux de suite »")


# what a line ended as, for the order: ("won", winner, loser), ("refait",), ("same",) when the
# marqué goes on, ("unknown",) when the record alone cannot tell
Outcome = tuple[str, ...]


def outcome_of(marque: TableMarque, lois: str) -> Outcome:
    """A line's outcome as the record alone tells it (a coup's trous are unknown to it)."""
    if marque.coup is not None:
        return ("unknown",)
    if marque.leave_on is LeaveOn.A_FAUX or marque.late:
        return ("same",)
    high = max(marque.seats, key=lambda s: s.trous)
    low = min(marque.seats, key=lambda s: s.trous)
    if high.trous == low.trous:
        return ("refait",)
    if marque.egalite is not None and lois == "lebrun-1828":
        return ("unknown",)
    return ("won", high.player, low.player)


class _Walk:
    def __init__(self, record: TableRecord) -> None:
        self.record = record
        self.ids = record.ids
        self.number = 1
        self.first: tuple[str, ...] = ()
        self.first_result: tuple[str, str] | None = None
        self.previous: frozenset[str] | None = None
        self.current: Seating | None = None
        self.queue: list[str] = list(self.ids)
        self.champion: tuple[str, int] | None = None
        self.replay: frozenset[str] | None = None    # a refait, or a marqué that goes on

    def partner(self, player: str) -> str:
        pair = next(p for p in self.record.associes if player in p)
        return pair[1] if pair[0] == player else pair[0]

    def seating(self, marque: TableMarque) -> Seating | None:
        """The seats for ``marque``; None when an unknown outcome before hides them."""
        r, k, line = self.record, self.number, marque.line
        arr = r.arrangement
        if arr is Arrangement.POULE:
            pair = frozenset(self.queue[:2])
            return Seating(line, k, pair, tuple(self.queue[2:]), None, Msg(
                f"partie {k} : {' et '.join(self.queue[:2])} au jeu",
                f"partie {k}: {' and '.join(self.queue[:2])} at the table"))
        if k == 1 and self.replay is not None:
            return Seating(line, 1, self.replay, tuple(p for p in self.ids
                                                     if p not in self.replay), r.first_de or (
                r.chouette if arr is Arrangement.CHOUETTE else None), Msg(
                "premier marqué, rejoué par les mêmes joueurs", "first marqué, replayed by the "
                "same players"))
        if k == 1:
            drawn = tuple(p for p in self.ids if p not in marque.players)
            if arr is Arrangement.CHOUETTE:
                return Seating(line, 1, None, drawn, r.chouette, Msg(
                    "premier marqué : la chouette et l'associé tiré au sort ; la chouette a le dé",
                    "first marqué: the chouette and the associate drawn by lot; the chouette "
                    "has the dé"))
            return Seating(line, 1, None, drawn, r.first_de, Msg(
                "premier marqué : les joueurs tirés au sort", "first marqué: the players drawn "
                "by lot"))
        if arr is Arrangement.CHOUETTE:
            y = next(p for p in self.first if p != r.chouette)
            z = next(p for p in self.ids if p not in (r.chouette, y))
            assoc = y if ((k - 1) // 2) % 2 == 0 else z
            other = z if assoc == y else y
            de = r.chouette if k % 2 else assoc
            return Seating(line, k, frozenset((r.chouette or "", assoc)), (other,), de, Msg(
                f"marqué {k} : {assoc} joue contre la chouette ({'premier' if k % 2 else 'second'}"
                f" de ses deux marqués) ; le dé est à {de}",
                f"marqué {k}: {assoc} plays the chouette ({'first' if k % 2 else 'second'} of "
                f"his two marqués); the dé is {de}'s"))
        if self.first_result is None:
            return None
        winner, loser = self.first_result
        if arr is Arrangement.PAIRS:
            # who gives way after the first marqué: by Guiton « celui qui a marqué » (who
            # marked it: the winner; the loser is « celui qui est marqué »), by Lebrun « celui
            # des deux associés qui a perdu le premier marqué »; his side changes at the even
            # marqués, the other at the odd ones
            out, stays = ((winner, loser) if r.lois == "guiton-1822" else (loser, winner))
            oside = self.partner(out) if ((k - 2) // 2) % 2 == 0 else out
            sside = stays if ((k - 1) // 2) % 2 == 0 else self.partner(stays)
            seated = frozenset((oside, sside))
            vacant = tuple(p for p in self.ids if p not in seated)
        else:
            # the turn: the loser of the first, its winner, then the others in the order of
            # the draw; at marqué k the two who follow each other in it from k - 1 play
            turn = (loser, winner, *(p for p in self.ids if p not in (winner, loser)))
            seated = frozenset((turn[(k - 1) % len(turn)], turn[k % len(turn)]))
            vacant = tuple(p for p in self.ids if p not in seated)
        stays = seated & (self.previous or frozenset())
        de = next(iter(stays)) if len(stays) == 1 else None
        who = " et ".join(sorted(seated))
        if arr is Arrangement.PAIRS and k == 2:     # who gave way, and why
            won = out == winner
            return Seating(line, k, seated, vacant, de, Msg(
                f"marqué 2 : {out}, qui {'a marqué' if won else 'a perdu'} le premier, cède la "
                f"place à {self.partner(out)} ; {who} au jeu ; le dé est à {de}, qui reste",
                f"marqué 2: {out}, who {'marked' if won else 'lost'} the first, gives way to "
                f"{self.partner(out)}; {' and '.join(sorted(seated))} at the table; the dé is "
                f"{de}'s, who stays"), _GIVES_WAY[r.lois])
        out_fr = (f"{vacant[0]} se retire" if len(vacant) == 1
                  else f"{' et '.join(vacant)} ne jouent pas")
        out_en = (f"{vacant[0]} sits out" if len(vacant) == 1
                  else f"{' and '.join(vacant)} sit out")
        return Seating(line, k, seated, vacant, de, Msg(
            f"marqué {k} : {who} au jeu, {out_fr} ; le dé est à {de}, qui reste",
            f"marqué {k}: {' and '.join(sorted(seated))} at the table, {out_en}; the dé is "
            f"{de}'s, who stays"), _TWO_EACH if arr is Arrangement.PAIRS else None)

    def advance(self, marque: TableMarque, outcome: Outcome) -> bool:
        """Move on after ``marque``; False when the order can no longer be followed."""
        kind = outcome[0]
        if self.record.arrangement is Arrangement.POULE:
            if kind != "won":
                return kind == "same"
            winner, loser = outcome[1], outcome[2]
            self.queue = [winner] + [p for p in self.queue[2:]] + [loser]
            streak = self.champion[1] + 1 if self.champion and self.champion[0] == winner else 1
            self.champion = (winner, streak)
            self.number += 1
            return True
        if kind in ("refait", "same"):
            self.replay = frozenset(marque.players)
            return True
        if kind == "unknown":
            return self.record.arrangement is Arrangement.CHOUETTE
        self.replay = None
        if self.number == 1:
            self.first = marque.players
            self.first_result = (outcome[1], outcome[2])
        self.previous = frozenset(marque.players)
        self.number += 1
        return True


def seatings(record: TableRecord, outcome: Callable[[TableMarque], Outcome] | None = None
             ) -> list[Seating | None]:
    """The seats of each line in order (None where the order cannot be followed)."""
    walk = _Walk(record)
    out: list[Seating | None] = []
    lost = False
    for marque in record.marques:
        if lost:
            out.append(None)
            continue
        seat = walk.seating(marque)
        out.append(seat)
        if walk.number == 1 and not walk.first and record.arrangement is not Arrangement.POULE:
            walk.first = marque.players
        result = outcome(marque) if outcome else outcome_of(marque, record.lois)
        lost = not walk.advance(marque, result)
    return out


def poule_champion(record: TableRecord) -> tuple[str, int] | None:
    """The winner of the poule and the line of his last win, if someone won every other
    player without interruption (two in a row at three, three at four, four at five)."""
    walk = _Walk(record)
    for marque in record.marques:
        walk.advance(marque, outcome_of(marque, record.lois))
        if walk.champion and walk.champion[1] == len(record.ids) - 1:
            return walk.champion[0], marque.line
    return None


def check_order(record: TableRecord, source: str) -> list[Diagnostic]:
    """A diagnostic for each line played by the wrong players, with the wrong vacant or dé
    noted, or played after the séance (or the poule) is over."""
    out: list[Diagnostic] = []

    def error(line: int, fr: str, en: str, why: Msg | None = None,
              severity: str = "error") -> None:
        out.append(Diagnostic(Span(line, 1), Msg(fr, en), why,
                              severity=severity, source=source))  # type: ignore[arg-type]

    seats = seatings(record)
    counted = 0
    champion = poule_champion(record) if record.arrangement is Arrangement.POULE else None
    warned = False
    for marque, seat in zip(record.marques, seats, strict=True):
        players = frozenset(marque.players)
        result = outcome_of(marque, record.lois)
        if result[0] == "won" or (result[0] == "unknown" and marque.coup is not None):
            counted += 1
        if record.arrangement is Arrangement.POULE:
            if champion and marque.line > champion[1]:
                error(marque.line, f"la poule est gagnée par {champion[0]} ligne {champion[1]} ; "
                      "cette partie est de trop", f"the poule was won by {champion[0]} on line "
                      f"{champion[1]}; this partie is one too many")
        elif counted > record.marques_agreed and result[0] == "won":
            error(marque.line, f"la séance est de {record.marques_agreed} marqués ; celui-ci "
                  f"est le {counted}e", f"the séance is of {record.marques_agreed} marqués; "
                  f"this is number {counted}")
        if seat is None:
            if not warned:
                error(marque.line, "l'ordre des joueurs dépend d'un marqué dont la fin n'est "
                      "pas dans la séance : il n'est plus vérifié", "the order of play depends "
                      "on a marqué whose end the séance does not give: it is no longer checked",
                      severity="warning")
                warned = True
            continue
        if seat.players is not None and players != seat.players:
            wrong = sorted(players - seat.players)
            fr = (f"{wrong[0]}, qui n'est pas au jeu" if len(wrong) == 1
                  else f"{' et '.join(wrong)}, qui ne sont pas au jeu")
            en = (f"{wrong[0]}, who is not at the table" if len(wrong) == 1
                  else f"{' and '.join(wrong)}, who are not at the table")
            law_fr = f" ({seat.article.fr})" if seat.article else ""
            law_en = f" ({seat.article.en})" if seat.article else ""
            error(marque.line, f"marqué {seat.number} joué par {fr} : {seat.why.fr}{law_fr}",
                  f"marqué {seat.number} played by {en}: {seat.why.en}{law_en}",
                  Msg(" et ".join(sorted(seat.players)), " and ".join(sorted(seat.players))))
        if seat.players is None and record.chouette and record.chouette not in players:
            error(marque.line, f"la chouette {record.chouette} joue chaque marqué",
                  f"the chouette {record.chouette} plays every marqué")
        if seat.players is None and record.arrangement is Arrangement.PAIRS and any(
                set(pair) <= players for pair in record.associes):
            error(marque.line, "deux associés ne jouent pas l'un contre l'autre",
                  "two associates do not play each other")
        expected_vacant = seat.vacant or tuple(p for p in record.ids if p not in players)
        if marque.vacant is not None and set(marque.vacant) != set(expected_vacant):
            error(marque.line, f"vacant : {', '.join(marque.vacant)} ; selon l'ordre, "
                  f"{', '.join(expected_vacant)}", f"sitting out: {', '.join(marque.vacant)}; "
                  f"by the order, {', '.join(expected_vacant)}")
        if marque.de is not None and seat.de is not None and marque.de != seat.de:
            error(marque.line, f"le dé est noté à {marque.de} ; {seat.why.fr}",
                  f"the dé is noted {marque.de}'s; {seat.why.en}")
        for player, _what in marque.touches:
            if player in players:
                error(marque.line, f"{player} est au jeu : « touche » se dit d'un joueur qui "
                      f"ne joue pas", f"{player} is at the table: “touche” is said of a player "
                      f"who is not playing")
    return out
