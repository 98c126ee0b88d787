"""What a throw earns both sides: the whole tariff of Guiton ch. I and Lebrun's « Tarif ».

Values (Lebrun's tariff, Guiton ch. I « Battre », « Doublet »): a dame battue is worth 4 per
façon in the table of the petit jan (flèches 0–5 and 18–23 of the thrower), 2 in the table of
the grand jan (6–17), and 2 more per façon by doublet (6 and 4). A coin battu, the two jans of
the opening, a plein made (per moyen) or kept, and the sortie are worth 4, or 6 by doublet; the
jan de six tables 4, never more; each number that cannot be played gives the opponent 2.

Items come out in the order they are marked (Guiton ch. III « Marque des points »): the
thrower's gains first, then what he gives by beating à faux (and the contre-jans), then the
impuissance. :func:`.considered.considered` names the articles of ch. I and VI a throw bears
on beyond the law of each item (a doublet, a passage through a demi-case, a pile de misère…),
for the ruling to state and cite where the dispute turns on them.
"""

from __future__ import annotations

from functools import lru_cache

from arbiter.board import COIN, OFF, OPPONENT_COIN, Position
from arbiter.colour import Colour
from arbiter.games.base import Move, ThrowContext
from arbiter.games.trictrac.moves import JANS, full_jans, side
from arbiter.games.trictrac.plays import Listing, decode, listing
from arbiter.i18n import Msg
from arbiter.ruling import EarnedItem
from arbiter.words import number_name
from arbiter.words import number_with_article as _le

L_BATTRE = "guiton.I.battre"
L_A_FAUX = "guiton.I.battre-a-faux"
L_COIN = "guiton.I.battre-le-coin"
L_DEUX_COINS = "guiton.I.battre-les-deux-coins"
L_SIX_TABLES = "guiton.I.jan-de-six-tables"
L_REMPLIR = "guiton.I.remplir"
L_CONSERVER = "guiton.I.conserver"
L_IMPUISSANCE_CONSERVE = "guiton.VI.conserver-par-impuissance"
L_IMPUISSANCE = "guiton.I.impuissance"
L_SORTIE = "guiton.VII.points-de-sortie"
L_RETOUR = "guiton.VII.lois-du-plein-au-retour"   # the plein and conservation of the retour
L_DOUBLET = "guiton.I.doublet"
L_PASSAGE = "guiton.I.passage"
L_PILE_DE_MISERE = "guiton.I.pile-de-misere"
L_REMPLIR_IMPOSSIBLE = "guiton.VI.remplir-impossible"
L_REMPLIR_EN_PASSANT = "guiton.VI.remplir-en-passant"
L_REFAIRE = "guiton.VI.refaire-son-plein"
L_COIN_SEUL = "guiton.IV.coin-seul"
L_PUISSANCE_DU_COIN = "lebrun.remplir-par-puissance-du-coin"

JAN_NAMES = {"petit-jan": Msg("petit jan", "petit jan"),
             "grand-jan": Msg("grand jan", "grand jan"),
             "jan-de-retour": Msg("jan de retour", "jan de retour")}


def earnings(position: Position, thrower: Colour, dice: tuple[int, int],
             context: ThrowContext) -> tuple[EarnedItem, ...]:
    """Everything ``dice`` earns both sides, in the order of marking."""
    dice = (max(dice), min(dice))
    return _earnings(position, thrower, dice, context.thrower_coups == 2)


def _unit(doublet: bool) -> int:
    return 6 if doublet else 4


@lru_cache(maxsize=4096)
def _earnings(position: Position, thrower: Colour, dice: tuple[int, int],
              third_coup: bool) -> tuple[EarnedItem, ...]:
    a, b = dice
    doublet = a == b
    opponent = thrower.opponent
    sd = side(position, thrower)
    me, opp = sd.me, sd.opp
    plays = listing(position, thrower, dice)
    played = plays.played()
    gains: list[EarnedItem] = []
    given: list[EarnedItem] = []
    if third_coup:
        gains.extend(_six_tables(me, a, b, thrower))
    _opening_coins(me, opp, a, b, thrower, gains, given)
    _hits(me, opp, sd.lone, a, b, thrower, gains, given)
    gains.extend(_coin_battu(me, opp, a, b, thrower))
    if not played or sum(me[0:6]) >= 10 or sum(me[6:12]) >= 10 or sum(me[18:24]) >= 10:
        gains.extend(_pleins(me, plays, doublet, thrower))
    finished = played > 0 and 0 < sum(me[:OFF]) <= 2 and any(
        not any(r[:OFF]) for r in plays.rows)
    if finished and position.on_board(opponent) > 0:
        gains.append(EarnedItem("sortie", _unit(doublet), thrower, L_SORTIE, doublet=doublet))
    # A number left over once the last dame is off is no impuissance: there is nothing left
    # to play (interpretation; the texts price only numbers a dame cannot play).
    unplayed = 0 if finished else 2 - played
    tail = []
    if unplayed:
        tail.append(EarnedItem(
            "impuissance", 2 * unplayed, opponent, L_IMPUISSANCE, moyens=unplayed,
            doublet=doublet, note=_unplayable(thrower, dice, plays.numbers[0] if played else ())))
    return tuple(gains + given + tail)


def _unplayable(thrower: Colour, dice: tuple[int, int], played: tuple[int, ...]) -> Msg:
    """Which of the thrower's numbers cannot be played, and why: every case it would carry a
    dame to is closed to him (held by the opponent, his coin, or off the board before his time).
    """
    a, b = max(dice), min(dice)
    why_fr = " : aucune de ses dames ne peut le porter sur une case qui lui soit ouverte"
    why_en = ": none of his dames can carry it to a case open to him"
    if not played:
        why_fr = why_fr.replace(" le porter", " les porter")
        why_en = why_en.replace("carry it", "carry them")
        if a == b:
            plural = number_name(a, "en") + ("es" if a == 6 else "s")
            return Msg(f"ni l'un ni l'autre des deux {number_name(a)} de {thrower} ne peut être "
                       f"joué{why_fr}",
                       f"neither of {thrower}'s two {plural} can be played{why_en}")
        return Msg(f"ni {_le(a)} ni {_le(b)} de {thrower} ne peut être "
                   f"joué{why_fr}",
                   f"neither {thrower}'s {number_name(a, 'en')} nor his "
                   f"{number_name(b, 'en')} can be played{why_en}")
    rest = list(dice)
    for n in played:
        if n in rest:
            rest.remove(n)
    left = rest[0] if rest else b
    if a == b:
        return Msg(f"le second {number_name(a)} de {thrower} ne peut être joué après le "
                   f"premier{why_fr}",
                   f"{thrower}'s second {number_name(a, 'en')} cannot be played after the "
                   f"first{why_en}")
    done = a if left == b else b
    return Msg(f"{_le(left)} de {thrower} ne peut être joué, "
               f"{_le(done)} l'étant{why_fr}",
               f"{thrower}'s {number_name(left, 'en')} cannot be played once the "
               f"{number_name(done, 'en')} is{why_en}")


# -- the opening: six tables, deux tables, mézéas ----------------------------------------------
def _six_tables(me: tuple[int, ...], a: int, b: int, thrower: Colour) -> list[EarnedItem]:
    """Four of the flèches 1–6 furnished in two coups; can the third furnish the other two?"""
    held = [f for f in range(1, 7) if me[f]]
    if len(held) != 4 or me[0] + sum(me[1:7]) != sum(me):
        return []
    empty = [f for f in range(1, 7) if not me[f]]
    orders = ((a, b),) if a == b else ((a, b), (b, a))
    for x, y in orders:
        s1, s2 = empty[0] - x, empty[1] - y
        if s1 < 0 or s2 < 0:
            continue
        row = list(me)
        row[s1] -= 1
        row[s2] -= 1
        row[empty[0]] += 1
        row[empty[1]] += 1
        if min(row) >= 0 and all(row[f] for f in range(1, 7)):
            return [EarnedItem("jan_de_six_tables", 4, thrower, L_SIX_TABLES,
                               routes=(f"{x}: {s1}→{s1 + x}", f"{y}: {s2}→{s2 + y}"))]
    return []


def _opening_coins(me: tuple[int, ...], opp: tuple[int, ...], a: int, b: int,
                   thrower: Colour, gains: list[EarnedItem], given: list[EarnedItem]) -> None:
    doublet = a == b
    abattues = sum(me[1:OFF])
    if me[OFF] or abattues != 2:
        return
    opp_coin_full = opp[OPPONENT_COIN] >= 2
    if me[COIN] == 0:
        where = [f for f in range(1, OFF) for _ in range(me[f])]
        x, y = where
        fits = any(p + m == COIN and q + n == OPPONENT_COIN
                   for p, q in ((x, y), (y, x)) for m, n in ((a, b), (b, a)))
        if fits:
            kind = "contre_jan_de_deux_tables" if opp_coin_full else "jan_de_deux_tables"
            item = EarnedItem(kind, _unit(doublet), thrower.opponent if opp_coin_full
                              else thrower, L_DEUX_COINS, doublet=doublet,
                              routes=(f"{x} & {y}→{COIN}/{OPPONENT_COIN}",))
            (given if opp_coin_full else gains).append(item)
    elif me[COIN] == 2 and 1 in (a, b):
        points = 6 if a == b == 1 else 4
        kind = "contre_jan_de_mezeas" if opp_coin_full else "jan_de_mezeas"
        # Guiton counts it in « Battre les deux coins » (« on bat aussi le coin… Ce coup
        # s'appelait autrefois jan de mézéas »); Lebrun's list of jans is cited beside it only
        # under his law (engine/regimes.py)
        item = EarnedItem(kind, points, thrower.opponent if opp_coin_full else thrower,
                          L_DEUX_COINS, doublet=doublet)
        (given if opp_coin_full else gains).append(item)


# -- beating dames and the coin --------------------------------------------------------------
def _hits(me: tuple[int, ...], opp: tuple[int, ...], lone: tuple[int, ...], a: int, b: int,
          thrower: Colour, gains: list[EarnedItem], given: list[EarnedItem]) -> None:
    """Each lone opposing dame beaten: façons by either number and by both (Guiton ch. I).

    Beating is fictive, so it may start from the coin and cross any jan; the sum is à vrai
    when one of its resting flèches is a passage (no opposing dame, or a single one), à faux
    when every route to the dame is closed, and then the points go to the opponent.
    """
    doublet = a == b
    numbers = (a,) if doublet else (a, b)
    total = a + b
    for t in lone:             # the flèches holding a single opposing dame
        facons = 0
        routes: list[str] = []
        for n in numbers:
            s = t - n
            if s >= 0 and me[s]:
                facons += 1
                routes.append(f"{n}: {s}→{t}")
        s = t - total
        faux_route = None
        if s >= 0 and me[s]:
            rests = (s + a,) if doublet else (s + a, s + b)
            open_ = [r for r in rests if opp[r] <= 1]
            if open_:
                facons += 1
                routes.append(f"{a}+{b}: {s}→{open_[0]}→{t}")
            else:
                faux_route = f"{a}+{b}: {s}→{t} (✕ {', '.join(map(str, rests))})"
        petit = t <= 5 or t >= 18
        unit = (6 if doublet else 4) if petit else (4 if doublet else 2)
        if facons:
            gains.append(EarnedItem("dame_battue", facons * unit, thrower, L_BATTRE,
                                    moyens=facons, doublet=doublet, target=t,
                                    routes=tuple(routes)))
        elif faux_route:
            given.append(EarnedItem(
                "dame_battue", unit, thrower.opponent, L_A_FAUX, moyens=1, doublet=doublet,
                target=23 - t, routes=(faux_route,),
                note=Msg("battue à faux : les points vont à l'adversaire",
                         "beaten à faux: the points go to the opponent")))


def _coin_battu(me: tuple[int, ...], opp: tuple[int, ...], a: int,
                b: int, thrower: Colour) -> list[EarnedItem]:
    """Own coin held, opponent's empty: a case could be made there without unpairing ours."""
    if me[COIN] < 2 or opp[OPPONENT_COIN]:
        return []
    avail = list(me)
    avail[COIN] -= 2
    s1, s2 = OPPONENT_COIN - a, OPPONENT_COIN - b
    ok = avail[s1] >= 2 if s1 == s2 else (avail[s1] >= 1 and avail[s2] >= 1)
    if not ok:
        return []
    return [EarnedItem("coin_battu", _unit(a == b), thrower, L_COIN, doublet=a == b,
                       target=OPPONENT_COIN, routes=(f"{a}: {s1}→{OPPONENT_COIN}",
                                                     f"{b}: {s2}→{OPPONENT_COIN}"))]


# -- pleins -------------------------------------------------------------------------------------
def _route(m_numbers: tuple[int, ...]) -> str:
    """A filling route: one number, or both together (in whichever order they were used)."""
    return "+".join(map(str, sorted(m_numbers, reverse=True)))


def _pleins(me: tuple[int, ...], plays: Listing, doublet: bool,
            thrower: Colour) -> list[EarnedItem]:
    """Pleins made (per moyen) and kept, read from the legal plays' final rows.

    One demi-case to fill: each way to bring the last dame is a moyen (either number, or both
    tout d'une). More than one dame missing: a single moyen, even if several dames could come
    (Lebrun, « De la manière de battre et de remplir son jan par plusieurs moyens »).

    A direct number that takes its dame from a bare case of the same jan is no moyen of its
    own: the case it leaves must be covered again by the other number (or the doublet's
    second), and that play leaves the same dames as the tout d'une of the dame behind, which
    is counted already (see :func:`_direct_from_bare_case`).
    """
    out: list[EarnedItem] = []
    fulls = [full_jans(r) for r in plays.rows]
    before = full_jans(me)
    unit = _unit(doublet)
    for bit, (name, fleches) in enumerate(JANS):
        mask = 1 << bit
        # the jan de retour fills and keeps as the others do, by the article that says so
        # (Guiton ch. VII, « Lois du jan de retour… »): that is the article its items cite
        # (a conservation by impuissance keeps the article of its own, ch. VI)
        retour = name == "jan-de-retour"
        if before & mask:
            if not plays.keys:
                out.append(EarnedItem("conservation", unit, thrower, L_IMPUISSANCE_CONSERVE,
                                      doublet=doublet, note=JAN_NAMES[name]))
                continue
            keeping = [n for n, f in zip(plays.numbers, fulls, strict=True) if f & mask]
            if keeping:
                law = L_IMPUISSANCE_CONSERVE
                if len(keeping[0]) == 2:
                    law = L_RETOUR if retour else L_CONSERVER
                out.append(EarnedItem("conservation", unit, thrower, law, doublet=doublet,
                                      note=JAN_NAMES[name]))
            continue
        filling = [k for k, f in zip(plays.keys, fulls, strict=True) if f & mask]
        if not filling:
            continue
        need = sum(max(0, 2 - me[f]) for f in fleches)
        if need == 1:
            f = next(f for f in fleches if me[f] == 1)
            routes: dict[str, str] = {}
            for key in filling:
                for m in decode(key):
                    if m.dst == f and not _direct_from_bare_case(me, fleches, m):
                        routes.setdefault(_route(m.numbers), f"{_route(m.numbers)}: {m.src}→{f}")
            out.append(EarnedItem("plein", unit * len(routes), thrower,
                                  L_RETOUR if retour else L_REMPLIR, moyens=len(routes),
                                  doublet=doublet, target=f, routes=tuple(routes.values()),
                                  note=JAN_NAMES[name]))
        else:
            out.append(EarnedItem("plein", unit, thrower, L_RETOUR if retour else L_REMPLIR,
                                  moyens=1, doublet=doublet, note=JAN_NAMES[name]))
    return out


def _direct_from_bare_case(me: tuple[int, ...], fleches: range, move: Move) -> bool:
    """Does this one-number move fill from a flèche of the jan that holds a bare case?

    Taking one dame of a case of two inside the jan leaves a demi-case, which only the other
    number can cover again: the dames end as after the tout d'une of the covering dame, one
    moyen and not two (Lebrun « De la manière de battre et de remplir son jan par plusieurs
    moyens »: a moyen is a way to bring the last dame, and this is the same way twice).
    """
    return len(move.numbers) == 1 and move.src in fleches and me[move.src] == 2


# -- the laws a throw is measured against beyond its tariff ------------------------------------
DOUBLET_KINDS = frozenset({
    "dame_battue", "coin_battu", "jan_de_deux_tables", "contre_jan_de_deux_tables",
    "jan_de_mezeas", "contre_jan_de_mezeas", "plein", "conservation"})
"""What Guiton ch. I « Doublet » makes worth two points more by doublet (the dame battue, the
coin and the two coins, the plein made or kept); the impuissance and the jan de six tables are
not among them."""
