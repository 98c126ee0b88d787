"""What a throw earns both sides: the whole tariff of Guiton ch. I and Lebrun's « Tarif ».

Values (Lebrun's tariff, Guiton ch. I « Battre », « Doublet »): a dame battue is worth 4 per
façon in the table of the petit jan (flèches 0–5 and 18–23 of the thrower), 2 in the table of
the grand jan (6–17), and 2 more per façon by doublet (6 and 4). A coin battu, the two jans of
the opening, a plein made (per moyen) or kept, and the sortie are worth 4, or 6 by doublet; the
jan de six tables 4, never more; each number that cannot be played gives the opponent 2.

Items come out in the order they are marked (Guiton ch. III « Marque des points »): the
thrower's gains first, then what he gives by beating à faux (and the contre-jans), then the
impuissance. :func:`considered` names the articles of ch. I and VI a throw bears on beyond the
law of each item (a doublet, a passage through a demi-case, a pile de misère…), for the ruling
to state and cite where the dispute turns on them.
"""

from __future__ import annotations

from functools import lru_cache

from arbiter.board import COIN, OFF, OPPONENT_COIN, Position
from arbiter.colour import Colour
from arbiter.games.base import Kept, Move, ThrowContext
from arbiter.games.trictrac.moves import JANS, Side, full_jans, side
from arbiter.games.trictrac.plays import Listing, decode, listing
from arbiter.i18n import Msg
from arbiter.ruling import EarnedItem
from arbiter.words import fleche_name, from_fleche, number_name
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


def considered(position: Position, thrower: Colour, dice: tuple[int, int],
               context: ThrowContext) -> tuple[Kept, ...]:
    """The articles of Guiton ch. I and VI that bear on what this throw earns without being the
    law of one of its items, each with why: what a ruling cites when the dispute turns on them.

    « Jan de six tables ou de trois coups » when the six flèches could be furnished on a
    later coup than the third; « Doublet » when an item is worth two more by doublet;
    « Passage » when a dame is beaten tout d'une through a flèche holding one opposing dame;
    « Battre le coin » when the coin could be reached only with the two dames of one's own
    coin (not beaten); « Pile de misère » when every play piles the fifteen dames on the coin
    (worth nothing now); « Remplir, quoiqu'on ne puisse pas jouer un des points amenés » when
    the plein is made by the one number that can be played; « Conserver par impuissance » (or
    « Conserver ou tenir son plein ») when every way of playing breaks a full petit or grand
    jan; « Refaire son plein… » when the grand jan is filled by a player whose dames have
    already gone beyond it.
    """
    dice = (max(dice), min(dice))
    return _considered(position, thrower, dice, context.thrower_coups)


@lru_cache(maxsize=1024)
def _considered(position: Position, thrower: Colour, dice: tuple[int, int],
                coups: int) -> tuple[Kept, ...]:
    a, b = dice
    sd = side(position, thrower)
    me, opp = sd.me, sd.opp
    items = _earnings(position, thrower, dice, coups == 2)
    plays = listing(position, thrower, dice)
    out: list[Kept] = []
    if coups >= 3 and _six_tables(me, a, b, thrower):
        # the count is known to be past the third coup (a record without it says 0)
        out.append(Kept(L_SIX_TABLES, Msg(
            f"ce coup garnirait les six premières flèches de {thrower}, mais c'est son coup "
            f"n° {coups + 1} du relevé : le jan de six tables ne se fait qu'au troisième",
            f"this throw would furnish {thrower}'s first six flèches, but it is his coup "
            f"no. {coups + 1} of the relevé: the jan de six tables is made only on the third")))
    if a == b and any(i.kind in DOUBLET_KINDS for i in items):
        out.append(Kept(L_DOUBLET, Msg(
            f"le coup est un doublet ({a} et {b}) : la dame battue, le coin ou les coins battus, "
            "le plein fait ou conservé valent deux points de plus que par coup simple",
            f"the throw is a doublet ({a} and {b}): a dame beaten, the coin or the coins "
            "beaten, a plein made or kept are worth two points more than by a coup simple")))
    out.extend(_passages(me, opp, a, b, thrower))
    out.extend(_from_the_coin(me, opp, a, b, thrower))
    out.extend(_coin_unpaired(me, opp, a, b, thrower))
    out.extend(_coin_not_held(me, opp, plays, items, thrower, a == b))
    out.extend(_played_after(sd, plays, a, b, thrower))
    out.extend(_opening_missed(me, a, b, thrower))
    total = sum(me[:OFF])
    after = plays.rows or (me,)
    if total and not me[OFF] and me[COIN] < total and all(r[COIN] == total for r in after):
        out.append(Kept(L_PILE_DE_MISERE, Msg(
            f"ce coup empile toutes les dames de {thrower} sur son coin de repos, sans qu'aucune "
            "ait pu passer : c'est la pile de misère, que l'usage ne paie plus",
            f"this throw piles all of {thrower}'s dames on his coin de repos, none having "
            "passed: that is the pile de misère, which usage no longer pays")))
    made = [i for i in items if i.kind == "plein" and i.beneficiary is thrower]
    if made and plays.played() == 1:
        out.append(Kept(L_REMPLIR_IMPOSSIBLE, Msg(
            "le plein est fait par le seul nombre qui se joue, l'autre étant impossible à "
            "jouer : on remplit nécessairement",
            "the plein is made by the only number that can be played, the other being "
            "impossible to play: one fills necessarily")))
    out.extend(_broken(me, plays, thrower))
    out.extend(_coin_puissance_retour(me, a, b, made, thrower))
    grand = JAN_NAMES["grand-jan"]
    if any(i.note == grand for i in made) and sum(me[OPPONENT_COIN:OFF]):
        out.append(Kept(L_REFAIRE, Msg(
            f"des dames de {thrower} sont déjà passées au-delà de son grand jan : fait pour la "
            "première fois ou refait après avoir été rompu, ce plein vaut autant",
            f"some of {thrower}'s dames have already gone beyond his grand jan: made for the "
            "first time or made again after being broken, this plein is worth the same")))
    return tuple(out)


def _passages(me: tuple[int, ...], opp: tuple[int, ...], a: int, b: int,
              thrower: Colour) -> list[Kept]:
    """Dames beaten à vrai by both numbers only through a passage a player may doubt: a resting
    flèche that holds a single opposing dame (Guiton ch. I « Passage »: « Pour battre il y a
    passage, quoique la flèche ne soit pas entièrement vide, pourvu qu'elle ne soit garnie que
    d'une seule dame »), or the opponent's coin de repos while it is empty (« une flèche vide »:
    no dame may stop there, but it is bare, so the tout d'une passes). Where another open rest
    is an ordinary empty flèche, nothing needs saying."""
    out: list[Kept] = []
    rests_of = (lambda s: (s + a,)) if a == b else (lambda s: (s + a, s + b))
    for t in range(1, OFF):
        s = t - a - b
        if opp[t] != 1 or s < 0 or not me[s]:
            continue
        open_ = [r for r in rests_of(s) if opp[r] <= 1]
        if not open_ or not all(opp[r] == 1 or r == OPPONENT_COIN for r in open_):
            continue
        r = open_[0]
        if opp[r] == 1:
            fr = "qui ne porte qu'une dame de l'adversaire, et pour battre c'est un passage"
            en = "which holds a single opposing dame, and for beating that is a passage"
        else:
            fr = ("qui est vide : on ne peut s'y arrêter, mais une flèche vide est un passage, "
                  "le coin comme une autre")
            en = ("which is empty: no dame may stop there, but an empty flèche is a passage, "
                  "the coin like any other")
        out.append(Kept(L_PASSAGE, Msg(
            f"la dame de {fleche_name(thrower, t)} est battue à vrai par les deux nombres "
            f"réunis : le tout d'une se repose sur {fleche_name(thrower, r)}, {fr}",
            f"the dame on {fleche_name(thrower, t, 'en')} is beaten à vrai by both numbers "
            f"together: the tout d'une rests on {fleche_name(thrower, r, 'en')}, {en}")))
    return out


def _from_the_coin(me: tuple[int, ...], opp: tuple[int, ...], a: int, b: int,
                   thrower: Colour) -> list[Kept]:
    """A lone dame beaten à vrai from the thrower's own coin: the battery is fictive and moves
    no dame, so it starts from the coin as from any case (Guiton ch. I « Battre », Nota)."""
    froms = {(n, COIN + n) for n in {a, b}} | {(a + b, COIN + a + b)}
    return [Kept(L_BATTRE, Msg(
        f"la dame {from_fleche(thrower, t)} est battue en partant du coin de {thrower} : "
        "la batterie ne déplace aucune dame, on bat du coin comme de toute autre case",
        f"the dame on {fleche_name(thrower, t, 'en')} is beaten from {thrower}'s coin: beating "
        "moves no dame, one beats from the coin as from any other case"))
        for n, t in sorted(froms) if me[COIN] >= 2 and t < OFF and opp[t] == 1
        and (n in (a, b) or any(opp[r] <= 1 for r in {COIN + a, COIN + b}))]


def _coin_puissance_retour(me: tuple[int, ...], a: int, b: int, made: list[EarnedItem],
                           thrower: Colour) -> list[Kept]:
    """The jan de retour filled on its last demi-case by another dame, all the numbers played
    without the coin, while the two numbers counted from the thrower's coin fall on that same
    demi-case. Under Guiton no dame leaves the coin alone (ch. IV « On ne peut mettre une dame
    seule dans son coin »: « évacuer son coin qu'en déplaçant les deux dames à la fois »), so
    that is no moyen; Lebrun reports, without deciding it, the opinion of « plusieurs
    personnes » who count it « pour la puissance » (« De la manière de battre et de remplir son
    jan par plusieurs moyens »): a point his law leaves open."""
    retour = JAN_NAMES["jan-de-retour"]
    filled = [i for i in made if i.note == retour and i.target is not None]
    if me[COIN] < 2 or not filled or COIN + a + b != filled[0].target:
        return []
    target = fleche_name(thrower, COIN + a + b)
    return [
        Kept(L_COIN_SEUL, Msg(
            f"compté du coin de {thrower}, le {a + b} tombe juste sur la demi-case qui reste "
            f"({target}), mais une dame ne sort pas seule du coin : ce n'est pas un moyen de "
            "remplir",
            f"counted from {thrower}'s coin, the {a + b} falls just on the demi-case left "
            f"({fleche_name(thrower, COIN + a + b, 'en')}), but no dame leaves the coin alone: "
            "it is no moyen of filling")),
        Kept(L_PUISSANCE_DU_COIN, Msg(
            f"compté du coin de {thrower}, le {a + b} tombe juste sur la demi-case qui reste "
            f"({target}) : « plusieurs personnes » comptent ce moyen « pour la puissance », "
            "opinion que Lebrun rapporte sans la trancher",
            f"counted from {thrower}'s coin, the {a + b} falls just on the demi-case left "
            f"({fleche_name(thrower, COIN + a + b, 'en')}): « plusieurs personnes » count that "
            "moyen « pour la puissance », an opinion Lebrun reports without deciding it")),
    ]


def _coin_unpaired(me: tuple[int, ...], opp: tuple[int, ...], a: int, b: int,
                   thrower: Colour) -> list[Kept]:
    """The opponent's empty coin reached only with the dames of one's own coin: making a case
    there would unpair it, so the coin is not beaten (Guiton ch. I « Battre le coin »)."""
    if me[COIN] < 2 or opp[OPPONENT_COIN] or _coin_battu(me, opp, a, b, thrower):
        return []
    s1, s2 = OPPONENT_COIN - a, OPPONENT_COIN - b
    ok = me[s1] >= 2 if s1 == s2 else (me[s1] >= 1 and me[s2] >= 1)
    if ok:
        return [Kept(L_COIN, Msg(
            f"le coin de repos vide de {thrower.opponent} ne peut être atteint qu'avec les dames "
            f"du coin de {thrower}, qui le dédoubleraient : le coin n'est pas battu",
            f"{thrower.opponent}'s empty coin de repos can be reached only with the dames of "
            f"{thrower}'s own coin, which would unpair it: the coin is not beaten"))]
    if not any(me[s] for s in {s1, s2} if s != COIN):
        return []
    # one dame reaches it (a doublet from a flèche holding a single dame, or one number of
    # two): a case needs two dames at once, and a tout d'une carries only one
    return [Kept(L_COIN, Msg(
        f"une seule dame de {thrower} atteint le coin de repos vide de {thrower.opponent} : il "
        "en faut deux pour y faire case (le tout d'une n'en porte qu'une), le coin n'est pas "
        "battu",
        f"a single dame of {thrower}'s reaches {thrower.opponent}'s empty coin de repos: a "
        "case there needs two (a tout d'une carries one only), the coin is not beaten"))]


def _coin_not_held(me: tuple[int, ...], opp: tuple[int, ...], plays: Listing,
                   items: tuple[EarnedItem, ...], thrower: Colour,
                   doublet: bool) -> list[Kept]:
    """The thrower may take his coin by this throw (par effet or par puissance) while the
    opponent's is empty: he did not hold his own when he threw, so the opponent's coin is not
    beaten, and taking one's coin is worth nothing (Guiton ch. I « Battre le coin »: « Lorsqu'on
    a son coin, et que celui de l'adversaire est vide »). Stated where points are marked that
    were not due (taking the coin mistaken for beating it); left to « Battre les deux coins »
    where a jan of the opening is made."""
    if me[COIN] or opp[OPPONENT_COIN] or any(i.law == L_DEUX_COINS for i in items) or not any(
            r[COIN] >= 2 for r in plays.rows):
        return []
    return [Kept(L_COIN, Msg(
        f"{thrower} peut prendre son coin de repos par ce coup, mais il ne le tenait pas quand il "
        f"a jeté : le coin vide de {thrower.opponent} n'est pas battu, et prendre son coin ne "
        "vaut aucun point",
        f"{thrower} may take his coin de repos with this throw, but he did not hold it when he "
        f"threw: {thrower.opponent}'s empty coin is not beaten, and taking one's coin is worth "
        "no points"), on_excess=True, denies=thrower, worth=_unit(doublet))]


def _played_after(sd: Side, plays: Listing, a: int, b: int, thrower: Colour) -> list[Kept]:
    """A number of a coup simple that no dame can play first, the whole throw being played
    all the same (after the other number, or tout d'une): it is no impuissance, which is the
    impossibility of playing a number (Guiton ch. I « Impuissance »)."""
    if a == b or plays.played() < 2:
        return []
    out: list[Kept] = []
    for n, m in ((a, b), (b, a)):
        if not sd.steps_of[n]:
            out.append(Kept(L_IMPUISSANCE, Msg(
                f"aucune dame de {thrower} ne peut jouer d'abord {_le(n)}, mais il se "
                f"joue après {_le(m)} : les deux nombres sont joués, il n'y a pas "
                "d'impuissance",
                f"no dame of {thrower}'s can play the {number_name(n, 'en')} first, but it is "
                f"played after the {number_name(m, 'en')}: both numbers are played, there is no "
                "impuissance"), on_excess=True, denies=thrower.opponent))
    return out


def _opening_missed(me: tuple[int, ...], a: int, b: int, thrower: Colour) -> list[Kept]:
    """The jans of the opening that the throw would make but for one dame too many down: the
    two coins, one number carrying a dame to each, or the coin beaten with an as (« jan de
    mézéas »), with three dames down where the jan is made with two (Guiton ch. I « Battre les
    deux coins »: « n'ayant encore que deux dames à bas »; « avec deux dames qui sont les seules
    abattues »). Stated for that one dame only, where the dispute arises, not for every as
    thrown later with the coin held."""
    if me[OFF] or sum(me[1:OFF]) != 3:
        return []
    if me[COIN] == 0:
        where = [f for f in range(1, OFF) for _ in range(me[f])]
        fits = any(where[i] + m == COIN and where[j] + n == OPPONENT_COIN
                   for i in range(len(where)) for j in range(len(where)) if i != j
                   for m, n in ((a, b), (b, a)))
        if not fits:
            return []
        return [Kept(L_DEUX_COINS, Msg(
            f"ce coup porterait une dame de {thrower} dans chaque coin, mais il a trois dames "
            "à bas : on ne bat les deux coins qu'en n'ayant encore que deux dames à bas",
            f"this throw would carry a dame of {thrower}'s to each coin, but he has three dames "
            "down: the two coins are beaten only with no more than two dames down"))]
    if me[COIN] == 2 and 1 in (a, b):
        return [Kept(L_DEUX_COINS, Msg(
            f"{thrower} tient son coin, mais une dame de plus est abattue : l'as ne bat pas le "
            "coin (l'ancien jan de mézéas), qui se fait quand les deux dames du coin sont les "
            "seules abattues",
            f"{thrower} holds his coin, but one dame more is down: the as does not beat the coin "
            "(the old jan de mézéas), which is made when the coin's two dames are the only ones "
            "down"))]
    return []


def _broken(me: tuple[int, ...], plays: Listing, thrower: Colour) -> list[Kept]:
    """A full petit or grand jan that no way of playing the throw keeps. With one number
    unplayable, the plein is not kept by impuissance: that needs the other number played
    without breaking (Guiton ch. VI « Conserver par impuissance »); with both played, it is
    broken (ch. I « Conserver ou tenir son plein »: « le cas contraire s'appelle rompre son
    plein »). The jan de retour, which the sortie breaks by itself, is left to ch. VII."""
    if not plays.keys:
        return []
    before = full_jans(me)
    out: list[Kept] = []
    for bit, (name, _) in enumerate(JANS):
        mask = 1 << bit
        if name == "jan-de-retour" or not before & mask or any(
                full_jans(r) & mask for r in plays.rows):
            continue
        jan = JAN_NAMES[name]
        if plays.played() == 1:
            out.append(Kept(L_IMPUISSANCE_CONSERVE, Msg(
                f"le seul nombre que {thrower} peut jouer dégarnit son {jan.fr}, l'autre étant "
                "impossible : le plein n'est pas conservé par impuissance, il est rompu",
                f"the only number {thrower} can play strips his {jan.en}, the other being "
                "impossible: the plein is not kept by impuissance, it is broken")))
        else:
            out.append(Kept(L_CONSERVER, Msg(
                f"toutes les façons de jouer ce coup dégarnissent le {jan.fr} de {thrower} : "
                "il rompt son plein",
                f"every way of playing this throw strips {thrower}'s {jan.en}: he breaks his "
                "plein")))
    return out
