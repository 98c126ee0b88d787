"""Reading the lines of a séance of three to five players (docs/NOTATION.md, « A séance of
several players »): the players and their arrangement, then each marqué with the two players
seated. The syntax is the ``seance`` rule of ``grammar/coup.lark``; this module builds the
:class:`~arbiter.ecrire.record.TableRecord` and makes the checks of its agreement, and
:mod:`arbiter.ecrire.order` checks who played each marqué.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from arbiter.colour import Colour
from arbiter.ecrire.record import (
    Arrangement,
    LeaveOn,
    PavillonClaim,
    Seat,
    TableMarque,
    TableRecord,
)
from arbiter.i18n import Msg
from arbiter.notation.syntax import unquote
from arbiter.span import Span

if TYPE_CHECKING:
    from arbiter.notation.lalr import Token, Tree

PLAYERS = {Arrangement.CHOUETTE: (3, 3), Arrangement.PAIRS: (4, 4),
           Arrangement.TOURNER: (3, 4), Arrangement.POULE: (3, 5)}
"""How many players each arrangement takes. À tourner: three by Guiton (« Il est entre trois
joueurs un autre arrangement »; four play « en société »), three or four by Lebrun
(« Lorsqu'on est plusieurs personnes ... on joue pour son compte à son tour. Si, par exemple,
on est trois »), never five (Guiton: « la partie à écrire en admet trois ou même quatre »)."""


class _Errors(Protocol):
    def error(self, span: Span, fr: str, en: str, expected: Msg | None = None,
              severity: str = "error") -> None: ...


def leave_without_trou(who: str) -> tuple[str, str, Msg]:
    """The error of a marqué left by a player with no trou (Guiton ch. I « Aller, s'en
    aller »: one leaves on a trou taken by one's own dé, so the leaver has one at least)."""
    return (f"{who} s'en va sans avoir de trou : on ne s'en va que sur un trou pris par son "
            "propre dé", f"{who} leaves with no trou: one leaves only on a trou taken by one's "
            "own dé", Msg("le joueur qui part a un trou au moins",
                          "the player who leaves has one trou at least"))


def _span(token: Any) -> Span:
    if hasattr(token, "meta"):
        return Span(getattr(token.meta, "line", 0), getattr(token.meta, "column", 0))
    return Span(token.line or 0, token.column or 0, token.end_line, token.end_column)


def arrangement_of(token: Token | None) -> Arrangement:
    word = str(token) if token is not None else "poule"
    return {"chouette": Arrangement.CHOUETTE, "deux-contre-deux": Arrangement.PAIRS,
            "poule": Arrangement.POULE}.get(word, Arrangement.TOURNER)


def table_term(child: Tree, fields: dict[str, Any], out: _Errors) -> bool:
    """Read a term only a séance of several players has; False if ``child`` is another."""
    tokens = child.children
    match child.data:
        case "term_joueur":
            player, name = str(tokens[1]), unquote(str(tokens[2]))
            known = fields.setdefault("joueurs", [])
            if any(p == player for p, _ in known):
                out.error(_span(tokens[1]), f"le joueur {player} est déjà nommé",
                          f"player {player} is already named")
            else:
                known.append((player, name))
        case "term_chouette":
            fields["chouette"] = (str(tokens[1]), _span(tokens[1]))
        case "term_associes":
            fields.setdefault("associes", []).append(
                (str(tokens[1]), str(tokens[2]), _span(tokens[1])))
        case "term_de_joueur":
            fields["first_de"] = (str(tokens[1]), _span(tokens[1]))
        case "term_mise":
            fields["mise_fiches"] = int(tokens[1])
        case _:
            return False
    return True


def _seat(node: Tree) -> Seat:
    player, trous, *flags = node.children
    words = [str(f) for f in flags]
    claim = None
    if len(words) == 2:
        claim = PavillonClaim.RECONNU if words[1] == "reconnu" else PavillonClaim.CONTESTE
    return Seat(str(player), int(trous), bredouille=words[:1] == ["bredouille"], pavillon=claim)


def table_line(line: Tree, out: _Errors) -> TableMarque:
    """A ``marqué`` (or ``partie``) line naming players by their letters."""
    span = _span(line)
    seats = tuple(_seat(c) for c in line.children if getattr(c, "data", None) == "seat")
    tokens = [c for c in line.children if not hasattr(c, "data")]
    fields: dict[str, Any] = {}
    if line.data == "table_coup":
        fields["coup"] = unquote(str(next(t for t in tokens if t.type == "STRING")))
        colours = [t for t in tokens if t.type == "COLOUR"]
        players = [t for t in tokens if t.type == "PLAYER"]
        fields["colours"] = tuple((Colour(str(c)), str(p))
                                  for c, p in zip(colours, players, strict=False))
        if colours[0] == colours[1] or players[0] == players[1]:
            out.error(span, "les deux couleurs du coup sont à deux joueurs différents",
                      "the coup's two colours belong to two different players",
                      Msg("« blanc A, noir B »", "“blanc A, noir B”"))
    if line.data in ("table_line", "table_coup"):
        fields["leaver"] = str([t for t in tokens if t.type == "PLAYER"][-1])
    if len(seats) == 2:
        if seats[0].player == seats[1].player:
            out.error(span, f"{seats[0].player} est nommé deux fois",
                      f"{seats[0].player} is named twice", Msg("« A 7, B 3 »", "“A 7, B 3”"))
        if (seats[0].bredouille or seats[0].pavillon) and (seats[1].bredouille
                                                            or seats[1].pavillon):
            out.error(span, "un seul des deux joueurs peut avoir pris ses trous de suite",
                      "only one of the two players can have taken his trous de suite")
        leaver = fields.get("leaver")
        if any(s.player == leaver and s.trous == 0 for s in seats):
            out.error(span, *leave_without_trou(str(leaver)))
        if line.data == "table_line" and max(s.trous for s in seats) < 6:
            out.error(span, "un marqué ne finit que lorsqu'un joueur a six trous au moins",
                      "a marqué ends only when a player has six trous at least")
        if line.data == "poule_line" and seats[0].trous == seats[1].trous:
            out.error(span, "une partie de la poule se termine par le gain d'un joueur",
                      "a partie of the poule ends with one player winning",
                      Msg("plus de trous à l'un qu'à l'autre", "more trous to one than the other"))
    touches, conseils = [], []
    for child in (c for c in line.children if getattr(c, "data", None) not in (None, "seat")):
        words = [t for t in child.children if not hasattr(t, "data")]
        if child.data == "leave":
            fields["leave_on"] = LeaveOn.SORTIE if str(words[0]) == "sortie" else LeaveOn.A_FAUX
            fields["late"] = len(words) > 1
        elif child.data == "note_egalite":
            fields["egalite"] = int(words[1])
        elif child.data == "note_vacant":
            fields["vacant"] = tuple(str(w) for w in words[1:])
        elif child.data == "note_de":
            fields["de"] = str(words[1])
        elif child.data == "note_touche":
            touches.append((str(words[1]), str(words[2])))
        elif child.data == "note_conseil":
            conseils.append((str(words[1]), str(words[2])))
    return TableMarque(line=span.line, seats=seats, touches=tuple(touches),
                       conseils=tuple(conseils), **fields)


def build_table(fields: dict[str, Any], marques: list[TableMarque], head: Span,
                out: _Errors, **common: Any) -> TableRecord:
    """The record, with the checks of its agreement (the players, the associations, the
    number of marqués); each marqué's players are checked by :mod:`arbiter.ecrire.order`."""
    arrangement: Arrangement = fields.pop("arrangement")
    joueurs = tuple(fields.pop("joueurs", ()))
    ids = [p for p, _ in joueurs]
    low, high = PLAYERS[arrangement]
    if arrangement is Arrangement.TOURNER and common.get("lois") != "lebrun-1828":
        high = 3
    name = arrangement.value
    if arrangement is Arrangement.TOURNER and len(ids) == 4 and high == 3:
        out.error(head, "à tourner, Guiton ne connaît que trois joueurs ; à quatre, « deux se "
                  "réunissent en société contre les deux autres » (Lebrun admet « plusieurs "
                  "personnes »)", "à tourner, Guiton knows three players only; at four, two "
                  "associate against the two others (Lebrun admits « plusieurs personnes »)",
                  Msg("« séance N marqués deux-contre-deux », ou [Lois \"lebrun-1828\"]",
                      "“séance N marqués deux-contre-deux”, or [Lois \"lebrun-1828\"]"))
    elif not low <= len(ids) <= high:
        want = str(low) if low == high else f"{low} à {high}"
        want_en = str(low) if low == high else f"{low} to {high}"
        out.error(head, f"{name} : il faut {want} joueurs, la séance en nomme {len(ids)}",
                  f"{name}: {want_en} players are needed, the séance names {len(ids)}",
                  Msg("une ligne « joueur A \"nom\" » par joueur",
                      "one “joueur A \"name\"” line per player"))
    chouette = fields.pop("chouette", None)
    associes = fields.pop("associes", [])
    first_de = fields.pop("first_de", None)

    def known(player: str, span: Span) -> None:
        if player not in ids:
            out.error(span, f"le joueur {player} n'est pas nommé", f"player {player} is not "
                      "named", Msg(f"l'un de : {', '.join(ids)}", f"one of: {', '.join(ids)}"))

    if chouette is not None:
        known(*chouette)
    if first_de is not None:
        known(*first_de)
    for a, b, span in associes:
        known(a, span)
        known(b, span)
    if arrangement is Arrangement.CHOUETTE and chouette is None:
        out.error(head, "la chouette n'est pas nommée", "the chouette is not named",
                  Msg("« chouette A »", "“chouette A”"))
    if arrangement is not Arrangement.CHOUETTE and chouette is not None:
        out.error(chouette[1], "« chouette » ne se dit qu'à la chouette",
                  "“chouette” is said only at the chouette")
    pairs = tuple((a, b) for a, b, _ in associes)
    if arrangement is Arrangement.PAIRS:
        members = sorted(p for pair in pairs for p in pair)
        if len(pairs) != 2 or members != sorted(ids):
            out.error(head, "deux contre deux : deux lignes « associés » qui nomment chacun "
                      "des quatre joueurs une fois", "two against two: two “associés” lines "
                      "naming each of the four players once", Msg("« associés A B » et "
                      "« associés C D »", "“associés A B” and “associés C D”"))
    elif arrangement is Arrangement.CHOUETTE and chouette is not None:
        others = tuple(p for p in ids if p != chouette[0])
        if pairs and (len(pairs) > 1 or sorted(pairs[0]) != sorted(others)):
            out.error(associes[0][2], "à la chouette, les associés sont les deux autres "
                      "joueurs", "at the chouette the associates are the two other players")
        pairs = (others,)
    elif pairs:
        out.error(associes[0][2], f"{name} : pas d'associés", f"{name}: no associates")
    agreed = common.get("marques_agreed", 0)
    n = len(ids)
    if arrangement is Arrangement.TOURNER and 3 <= n <= 4 and agreed % n:
        out.error(head, f"{agreed} marqués : à tourner, le nombre des marqués doit être "
                  f"divisible par {n}, le nombre des joueurs", f"{agreed} marqués: à tourner "
                  f"the number of marqués must be divisible by {n}, the number of players",
                  Msg("9, 12 ou 15", "9, 12 or 15") if n == 3 else Msg("8 ou 12", "8 or 12"))
    if arrangement in (Arrangement.CHOUETTE, Arrangement.PAIRS) and (agreed < 2 or agreed % 2):
        out.error(head, f"{agreed} marqués : la part de chaque camp est la moitié des "
                  "marqués, il en faut un nombre pair", f"{agreed} marqués: each side's share "
                  "is half the marqués, an even number is needed")
    if arrangement is Arrangement.POULE and not fields.get("mise_fiches"):
        out.error(head, "il manque la contribution de chaque entrée", "the contribution paid "
                  "at each entry is missing", Msg("« mise N fiches »", "“mise N fiches”"))
    for marque in marques:
        for player in {s.player for s in marque.seats} | set(marque.players) | set(
                marque.vacant or ()) | {p for p, _ in marque.touches} | {
                p for pair in marque.conseils for p in pair} | (
                {marque.leaver} if marque.leaver else set()) | ({marque.de} if marque.de
                                                                else set()):
            known(player, Span(marque.line, 1))
        if marque.leaver and marque.leaver not in marque.players:
            out.error(Span(marque.line, 1), f"{marque.leaver} part, mais il n'est pas au jeu",
                      f"{marque.leaver} leaves, but he is not at the table")
    return TableRecord(arrangement=arrangement, joueurs=joueurs,
                       chouette=chouette[0] if chouette else None, associes=pairs,
                       first_de=first_de[0] if first_de else None, marques=tuple(marques),
                       **fields, **common)
