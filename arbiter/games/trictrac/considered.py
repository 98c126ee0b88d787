"""What a throw is measured against beyond what it earns: the articles of ch. I, IV and VI it
bears on (a doublet, a passage through a demi-case or the empty coin, a pile de misère, a
plein that cannot be made, the coin taken alone or not held), and the points a player might
claim that it does not give. The ruling states and cites them where the dispute turns on them;
:mod:`.earnings` says what the throw earns.
"""

from __future__ import annotations

from functools import lru_cache

from arbiter.board import COIN, OFF, OPPONENT_COIN, Position
from arbiter.colour import Colour
from arbiter.games.base import Kept, ThrowContext
from arbiter.games.trictrac.earnings import (
    DOUBLET_KINDS,
    JAN_NAMES,
    L_BATTRE,
    L_COIN,
    L_COIN_SEUL,
    L_CONSERVER,
    L_DEUX_COINS,
    L_DOUBLET,
    L_IMPUISSANCE,
    L_IMPUISSANCE_CONSERVE,
    L_PASSAGE,
    L_PILE_DE_MISERE,
    L_PUISSANCE_DU_COIN,
    L_REFAIRE,
    L_REMPLIR_EN_PASSANT,
    L_REMPLIR_IMPOSSIBLE,
    L_SIX_TABLES,
    _coin_battu,
    _earnings,
    _six_tables,
    _unit,
)
from arbiter.games.trictrac.moves import JANS, Side, full_jans, side
from arbiter.games.trictrac.plays import TOUT, Listing, listing
from arbiter.i18n import Msg
from arbiter.ruling import EarnedItem
from arbiter.words import fleche_name, from_fleche, number_name
from arbiter.words import number_with_article as _le


def considered(position: Position, thrower: Colour, dice: tuple[int, int],
               context: ThrowContext) -> tuple[Kept, ...]:
    """The articles of Guiton ch. I and VI that bear on what this throw earns without being the
    law of one of its items, each with why: what a ruling cites when the dispute turns on them.

    « Jan de six tables ou de trois coups » when the six flèches could be furnished on a later coup
    than the third, or when the third furnishes two more of them after two coups that furnished
    fewer than four (this one where its 4 are marked); « Battre les deux coins » when two dames only
    are down and a number reaches a coin, but not one dame to each (where its worth is marked); «
    Doublet » when an item is worth two more by doublet; « Passage » when a dame is beaten tout
    d'une through a flèche holding one opposing dame; « Battre le coin » when the coin could be
    reached only with the two dames of one's own coin (not beaten), or is beaten with the surcase of
    one's own coin (its clause « sans dédoubler son propre coin »); « Pile de misère » when every
    play piles the fifteen dames on the coin (worth nothing now); « Remplir, quoiqu'on ne puisse pas
    jouer un des points amenés » when the plein is made by the one number that can be played; «
    Conserver par impuissance » (or « Conserver ou tenir son plein ») when every way of playing
    breaks a full petit or grand jan; « Refaire son plein… » when the grand jan is filled by a
    player whose dames have already gone beyond it.
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
    if coups == 2 and not any(i.law == L_SIX_TABLES for i in items):
        out.extend(_six_tables_unmet(me, a, b, thrower))
    if a == b and any(i.kind in DOUBLET_KINDS for i in items):
        out.append(Kept(L_DOUBLET, Msg(
            f"le coup est un doublet ({a} et {b}) : la dame battue, le coin ou les coins battus, "
            "le plein fait ou conservé valent deux points de plus que par coup simple",
            f"the throw is a doublet ({a} and {b}): a dame beaten, the coin or the coins "
            "beaten, a plein made or kept are worth two points more than by a coup simple")))
    out.extend(_passages(me, opp, a, b, thrower))
    out.extend(_from_the_coin(me, opp, a, b, thrower))
    out.extend(_coin_unpaired(me, opp, a, b, thrower,
                              mezeas=any(i.kind == "jan_de_mezeas" for i in items)))
    out.extend(_coin_by_its_surcase(me, opp, a, b, thrower))
    out.extend(_coin_not_held(me, opp, plays, items, thrower, a == b))
    out.extend(_coin_held_by_the_opponent(me, opp, a, b, thrower))
    out.extend(_played_after(sd, plays, a, b, thrower))
    out.extend(_opening_missed(me, a, b, thrower))
    if not any(i.law == L_DEUX_COINS for i in items):
        out.extend(_two_tables_unmet(me, a, b, thrower))
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
    out.extend(_filled_only_in_passing(me, plays, thrower, a == b))
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
                   thrower: Colour, *, mezeas: bool = False) -> list[Kept]:
    """The opponent's empty coin reached only with the dames of one's own coin: making a case
    there would unpair it, so the coin is not beaten (Guiton ch. I « Battre le coin ») — save
    by the jan de mézéas, when those two dames are the only ones down and an as is thrown:
    « Enfin on bat aussi le coin … » (« Battre les deux coins »), once, at its own value, not
    also as the coin beaten of « Battre le coin »."""
    if me[COIN] < 2 or opp[OPPONENT_COIN] or _coin_battu(me, opp, a, b, thrower):
        return []
    s1, s2 = OPPONENT_COIN - a, OPPONENT_COIN - b
    ok = me[s1] >= 2 if s1 == s2 else (me[s1] >= 1 and me[s2] >= 1)
    if ok and mezeas:
        return [Kept(L_COIN, Msg(
            f"le coin de repos vide de {thrower.opponent} n'est atteint qu'avec les dames du "
            f"coin de {thrower}, qui le dédoubleraient : il n'est pas battu comme coin, il ne "
            "l'est que par le jan de mézéas, compté une fois",
            f"{thrower.opponent}'s empty coin de repos is reached only with the dames of "
            f"{thrower}'s own coin, which would unpair it: it is not beaten as a coin, only by "
            "the jan de mézéas, counted once"))]
    if ok:
        return [Kept(L_COIN, Msg(
            f"le coin de repos vide de {thrower.opponent} ne peut être atteint qu'avec les dames "
            f"du coin de {thrower}, qui le dédoubleraient : le coin n'est pas battu",
            f"{thrower.opponent}'s empty coin de repos can be reached only with the dames of "
            f"{thrower}'s own coin, which would unpair it: the coin is not beaten"),
            denies=thrower, worth=_unit(a == b), claim="coin")]
    if not any(me[s] for s in {s1, s2} if s != COIN):
        return []
    # one dame reaches it (a doublet from a flèche holding a single dame, or one number of
    # two): a case needs two dames at once, and a tout d'une carries only one
    return [Kept(L_COIN, Msg(
        f"une seule dame de {thrower} atteint le coin de repos vide de {thrower.opponent} : il "
        "en faut deux pour y faire case (le tout d'une n'en porte qu'une), le coin n'est pas "
        "battu",
        f"a single dame of {thrower}'s reaches {thrower.opponent}'s empty coin de repos: a "
        "case there needs two (a tout d'une carries one only), the coin is not beaten"),
        denies=thrower, worth=_unit(a == b), claim="coin")]


def _coin_by_its_surcase(me: tuple[int, ...], opp: tuple[int, ...], a: int, b: int,
                         thrower: Colour) -> list[Kept]:
    """The opponent's empty coin beaten with one or two dames of one's own coin, which holds
    more than two: the case made there leaves two in it. Guiton ch. I « Battre le coin » counts
    those dames by its own clause, not by its definition: « on pourrait y faire case, et
    l'occuper sans dédoubler son propre coin ». Stated so that a dispute over the coin's dames
    (« avec deux des quatre dames de son coin ») meets the clause that answers it (kbn-02)."""
    if COIN not in (OPPONENT_COIN - a, OPPONENT_COIN - b) \
            or not _coin_battu(me, opp, a, b, thrower):
        return []
    both_from_it = a == b
    return [Kept(L_COIN, Msg(
        f"le coin de repos vide de {thrower.opponent} est battu avec "
        f"{'deux dames' if both_from_it else 'une dame'} de la surcase du coin de {thrower}, "
        f"qui en a {me[COIN]} : la case s'y ferait sans dédoubler son propre coin",
        f"{thrower.opponent}'s empty coin de repos is beaten with "
        f"{'two dames' if both_from_it else 'one dame'} of the surcase of {thrower}'s own coin, "
        f"which holds {me[COIN]}: the case would be made there without unpairing his own coin"))]


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


def _coin_held_by_the_opponent(me: tuple[int, ...], opp: tuple[int, ...], a: int, b: int,
                               thrower: Colour) -> list[Kept]:
    """The thrower holds his coin and his numbers would make a case on the opponent's, but the
    opponent holds it: it is not beaten (Guiton ch. I « Battre le coin »: « Lorsqu'on a son coin,
    et que celui de l'adversaire est vide »). Stated where its worth is marked de trop and the
    dispute speaks of the coin: a plein kept may be worth as much."""
    if me[COIN] < 2 or opp[OPPONENT_COIN] < 2:
        return []
    empty = list(opp)
    empty[OPPONENT_COIN] = 0
    if not _coin_battu(me, tuple(empty), a, b, thrower):
        return []
    return [Kept(L_COIN, Msg(
        f"les nombres de {thrower} feraient case sur le coin de repos de {thrower.opponent}, "
        f"mais {thrower.opponent} le tient : le coin n'est battu que vide, il ne l'est pas",
        f"{thrower}'s numbers would make a case on {thrower.opponent}'s coin de repos, but "
        f"{thrower.opponent} holds it: a coin is beaten only when empty, and it is not"),
        on_excess=True, denies=thrower, worth=_unit(a == b), disputed="coin", claim="coin")]


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
    abattues »), wherever the third dame stands (on the coin too: a coin of three is still one
    dame too many down). Stated for that one dame only, where the dispute arises, not for every as
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
    if me[COIN] >= 2 and 1 in (a, b):
        return [Kept(L_DEUX_COINS, Msg(
            f"{thrower} tient son coin, mais une dame de plus est abattue : l'as ne bat pas le "
            "coin (l'ancien jan de mézéas), qui se fait quand les deux dames du coin sont les "
            "seules abattues",
            f"{thrower} holds his coin, but one dame more is down: the as does not beat the coin "
            "(the old jan de mézéas), which is made when the coin's two dames are the only ones "
            "down"))]
    return []


def _two_tables_unmet(me: tuple[int, ...], a: int, b: int, thrower: Colour) -> list[Kept]:
    """Two dames only down, the thrower's coin empty, and the throw carries a dame to a coin,
    but no number carries one dame to his own coin while the other carries the second to the
    opponent's: the two coins are not beaten, nor à faux (Guiton ch. I « Battre les deux
    coins »: « on pourrait placer une de ces deux dames dans son propre coin, et l'autre dans
    celui de l'adversaire »; Lebrun « Des Jans », « Le jan de deux tables »). Stated only where
    the jan's worth is marked de trop, by either side (for the jan or its contre-jan)."""
    if me[OFF] or me[COIN] or sum(me[1:OFF]) != 2:
        return []
    where = [f for f in range(1, OFF) for _ in range(me[f])]
    if not any(f + n in (COIN, OPPONENT_COIN) for f in where for n in {a, b, a + b}):
        return []
    return [Kept(L_DEUX_COINS, Msg(
        f"{thrower} n'a que deux dames à bas, mais aucun de ses nombres ne porte l'une dans son "
        f"coin pendant que l'autre porte la seconde dans celui de {thrower.opponent} : les deux "
        "coins ne sont pas battus (jan de deux tables)",
        f"{thrower} has only two dames down, but no number of his carries one to his coin while "
        f"the other carries the second to {thrower.opponent}'s: the two coins are not beaten "
        "(jan de deux tables)"), on_excess=True, worth=_unit(a == b))]


def _six_tables_unmet(me: tuple[int, ...], a: int, b: int, thrower: Colour) -> list[Kept]:
    """The third coup of the relevé furnishes two more of the first six flèches, but the first
    two coups furnished fewer than four of them, so the six are not all furnished and no jan de
    six tables is made (Guiton ch. I « Jan de six tables ou de trois coups »: « a garni quatre
    des six premières flèches; si, par les points amenés au troisième coup, il peut garnir les
    deux autres »; Lebrun « Des Jans »: « six dames tout de suite »). Stated only where someone
    marks the jan's 4 for the thrower: any third coup of an opening would otherwise carry it."""
    if sum(me[7:]):
        return []
    held = sum(1 for f in range(1, 7) if me[f])
    if held >= 4:
        return []
    empty = {f for f in range(1, 7) if not me[f]}
    starts = [f for f in range(7) if me[f]]
    fits = any(s + x in empty and t + y in empty and s + x != t + y
               and (s != t or me[s] >= 2)
               for s in starts for t in starts for x, y in ((a, b), (b, a)))
    if not fits:
        return []
    fr, en = number_name(held, "fr"), number_name(held, "en")
    return [Kept(L_SIX_TABLES, Msg(
        f"ce troisième coup garnirait deux flèches de plus parmi les six premières de {thrower}, "
        f"mais ses deux premiers coups n'en avaient garni que {fr} : le jan de six tables "
        "veut quatre flèches garnies par les deux premiers coups et les deux autres par le "
        "troisième",
        f"this third coup would furnish two more of {thrower}'s first six flèches, but his "
        f"first two coups had furnished only {en} of them: the jan de six tables needs four "
        "flèches furnished by the first two coups and the other two by the third"),
        on_excess=True, denies=thrower, worth=4)]


def _filled_only_in_passing(me: tuple[int, ...], plays: Listing, thrower: Colour,
                            doublet: bool) -> list[Kept]:
    """A jan not full before the throw that one of its numbers fills while no way of playing
    the whole throw leaves it full: the other number can be played only by breaking it, and
    nothing is won (Guiton ch. VI « Remplir en passant »: « Celui qui remplit par un des
    points, mais qui est obligé de rompre par l'autre point, ne remplit pas effectivement, et
    ne doit rien marquer »). Known at the throw, before any play: stated where its plein is
    marked (an école par trop of its worth), whether before or after the play."""
    passed = 0
    for key in plays.keys:
        for middle in _halfway(me, key):
            passed |= full_jans(middle)
    passed &= ~full_jans(me)
    for row in plays.rows:
        passed &= ~full_jans(row)
    out: list[Kept] = []
    for bit, (name, _) in enumerate(JANS):
        if passed & (1 << bit):
            jan = JAN_NAMES[name]
            out.append(Kept(L_REMPLIR_EN_PASSANT, Msg(
                f"ce coup ne remplit le {jan.fr} de {thrower} que par un nombre, l'autre ne "
                "pouvant ensuite se jouer qu'en le rompant : c'est remplir en passant, rien ne "
                "se marque",
                f"this throw fills {thrower}'s {jan.en} only by one number, the other being "
                "playable afterwards only by breaking it: that is filling in passing, nothing "
                "is marked"), on_excess=True, denies=thrower, worth=_unit(doublet)))
    return out


def _halfway(me: tuple[int, ...], key) -> list[tuple[int, ...]]:
    """The mover's rows after one number of a legal play of two (either move of two dames,
    or the rest of a tout d'une), where that one number can be played first."""
    if isinstance(key, tuple):
        steps = [(k // 1000, k // 10 % 100) for k in key]
    elif key >= TOUT:
        path = (key - TOUT) // 49          # (s·25 + r)·25 + d
        steps = [(path // 625, path // 25 % 25)]
    else:
        return []
    rows = []
    for src, dst in steps:
        if me[src]:
            row = list(me)
            row[src] -= 1
            row[dst] += 1
            rows.append(tuple(row))
    return rows


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
