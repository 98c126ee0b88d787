"""The bodies of law of the partie à écrire: what a marqué and a partie en douze trous are
worth, and which article says so, by Guiton 1822 (ch. VIII) or Lebrun 1828 (« Trictrac à
écrire »).

A :class:`Regime` holds only where the two differ or name the same rule by different
articles; everything Lebrun does not speak of (the leave on à-faux points, the forgotten
pavillon, sixteen dames, the order of the queues, the handicaps) is ruled by Guiton under
both, as in the rest of the arbiter. The houses' progression beyond twelve trous is a
convention of the players (``convention progression``), honoured under either body.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.i18n import Msg

GUITON = "guiton-1822"
LEBRUN = "lebrun-1828"

KIND_NAMES = {1: "simple", 2: "double", 4: "quadruple", 8: "octuple"}


@dataclass(frozen=True, slots=True)
class Valuation:
    """What one won marqué pays: the multiplier of its trous and consolation, and why."""

    kind: str
    multiplier: int
    consolation: int
    payment: int
    formula: str
    laws: tuple[str, ...]
    other: Msg | None = None


PROGRESSION_LAWS = frozenset(("lebrun.progression-des-maisons",
                              "guiton.VIII.progression-abandonnee"))
"""The articles on the houses' progression beyond the quadruple: what settles a marqué of
eighteen trous de suite or more, agreed (×8) or not (×4), when the claim is its octuple."""


@dataclass(frozen=True, slots=True)
class Regime:
    """One body of law for the partie à écrire: the article behind each step of a settlement."""

    lois: str
    simple: str
    double: str
    quadruple: str
    bredouille: str
    bredouille_sans_trou: str
    """The article that says when a marqué's trous were taken « de suite »: against no trou
    without a word or a pavillon (Guiton's « ce pavillon est inutile quand l'adversaire n'a
    encore pris aucun trou », Lebrun's « Si l'on gagne le marqué sans que la partie adverse ait
    un trou »), and after the opponent's trous (Guiton's « au moins douze trous de suite »,
    Lebrun's « après qu'elle en a pris, on prend précisément sans interruption »)."""
    series_broken: tuple[str, ...]
    """The articles by which the trou the player behind takes to leave breaks the winner's
    series: one leaves only on a trou of one's own dé, so the leaver's trou is the marqué's
    last, and the opponent's trou takes the pavillon off (Guiton ch. I « Bredouille »); Lebrun's
    bredouille wants the winning trous taken after the opponent's, without interruption."""
    refait: str
    refait_consolation: str
    marque_jetons: str
    postillon: str
    queue_jetons: str
    account: str
    fraction: str
    equality_is_refait: bool
    """Lebrun: the opponent rejoining at the same number of trous is itself a refait; Guiton:
    only a leave at equal trous is."""

    def multiplier(self, trous: int, bredouille: bool, progression: bool
                   ) -> tuple[int, tuple[str, ...], Msg | None]:
        """The multiplier of the winner's trous and consolation, the laws, the other opinion."""
        if not bredouille:
            return 1, (self.simple,), None
        if trous < 12:
            return 2, (self.double, self.bredouille), None
        if progression and trous >= 18:
            steps = (trous - 12) // 6
            other = Msg("Guiton tient cette progression pour « totalement abandonnée » : sans "
                        f"la convention, le marqué serait quadruple ({trous} trous × 4).",
                        "Guiton holds this progression « totally abandoned »: without the "
                        f"convention the marqué would be quadruple ({trous} trous × 4).")
            return 4 * 2 ** steps, ("lebrun.progression-des-maisons", self.quadruple), other
        guiton = self.lois == GUITON
        laws: tuple[str, ...] = (self.quadruple, "guiton.VIII.marque-simple-double-quadruple"
                                 if guiton else self.bredouille)
        other = None
        if trous >= 18:
            laws += ("guiton.VIII.progression-abandonnee" if guiton
                     else "lebrun.progression-des-maisons",)
            other = Msg("Lebrun rapporte que dans quelques maisons la bredouille double encore "
                        "tous les six trous (octuple à dix-huit) ; la séance n'a pas convenu de "
                        "cette progression.",
                        "Lebrun reports that in some houses the bredouille doubles again every "
                        "six trous (eightfold at eighteen); the séance did not agree to that "
                        "progression.")
        return 4, laws, other

    def value(self, trous: int, loser: int, bredouille: bool, refaits: int,
              progression: bool) -> Valuation:
        """The payment of a won marqué: m × trous − the loser's trous + 2 × m × (refaits + 1)."""
        m, laws, other = self.multiplier(trous, bredouille, progression)
        consolation = 2 * m * (refaits + 1)
        if refaits:
            laws += (self.refait_consolation,)
        payment = m * trous - loser + consolation
        head = f"{m} × {trous}" if m > 1 else f"{trous}"
        formula = f"{head} − {loser} + {consolation} = {payment}"
        kind = KIND_NAMES.get(m, f"×{m}")
        return Valuation(kind, m, consolation, payment, formula, laws, other)

    def douze_trous(self, loser: int, bredouille: bool, agreed: bool
                    ) -> tuple[int, tuple[str, ...], Msg | None, tuple[str, ...]]:
        """The multiplier of the stake of a partie en douze trous, the laws, the other view and
        the other body's article that holds it (cited after the laws, :class:`Finding`)."""
        if self.lois == LEBRUN:
            guiton, guiton_laws, _, _ = GUITON_REGIME.douze_trous(loser, bredouille, agreed)
            m = 2 if agreed and (bredouille or loser == 0) else 1
            if guiton == m:
                return m, ("lebrun.grande-bredouille",), None, ()
            other = Msg(f"Guiton compterait la partie {times_fr(guiton)} (ch. VIII, "
                        "« Partie en douze trous »).",
                        f"Guiton would count the partie {times_en(guiton)} (ch. VIII, "
                        "« Partie en douze trous »).")
            return m, ("lebrun.grande-bredouille",), other, guiton_laws
        if not agreed:
            return 1, ("guiton.VIII.partie-en-douze-trous",), None, ()
        if loser == 0:
            m, law = 4, "guiton.VIII.partie-en-douze-trous"
        elif bredouille:
            m, law = 3, "guiton.VIII.partie-douze-trous-triple-double"
        else:
            m, law = (2 if loser < 6 else 1), "guiton.VIII.partie-douze-trous-triple-double"
        lebrun = 2 if bredouille or loser == 0 else 1
        if lebrun == m:
            return m, (law,), None, ()
        other = Msg(f"Lebrun ne connaît que la grande bredouille convenue, au double : il "
                    f"compterait la partie {times_fr(lebrun)}.",
                    "Lebrun knows only the agreed grande bredouille, at double: he would "
                    f"count the partie {times_en(lebrun)}.")
        return m, (law,), other, ("lebrun.grande-bredouille",)


def times_fr(m: int) -> str:
    """« simple », « double », « triple »…: how many times, in French words."""
    return {1: "simple", 2: "double", 3: "triple", 4: "quadruple"}.get(m, f"{m} fois")


def times_en(m: int) -> str:
    """"single", "double", "triple"…: how many times, in English words."""
    return {1: "single", 2: "double", 3: "triple", 4: "quadruple"}.get(m, f"{m} times")


GUITON_REGIME = Regime(
    lois=GUITON,
    simple="guiton.VIII.marque-simple",
    double="guiton.VIII.marque-double",
    quadruple="guiton.VIII.marque-quadruple",
    bredouille="guiton.I.bredouille",
    bredouille_sans_trou="guiton.VIII.marque-simple-double-quadruple",
    series_broken=("guiton.VIII.marque-simple-double-quadruple", "guiton.I.pavillon-ote",
                   "guiton.I.aller"),
    refait="guiton.VIII.refait",
    refait_consolation="guiton.VIII.refait-consolation",
    marque_jetons="guiton.VIII.jetons-du-marque",
    postillon="guiton.VIII.paris-et-postillon",
    queue_jetons="guiton.VIII.queue-des-jetons",
    account="guiton.VIII.queue-definitive",
    fraction="guiton.VIII.cinq-jetons",
    equality_is_refait=False,
)

LEBRUN_REGIME = Regime(
    lois=LEBRUN,
    simple="lebrun.ecrire-paiement",
    double="lebrun.ecrire-paiement",
    quadruple="lebrun.grande-bredouille-a-ecrire",
    bredouille="lebrun.ecrire-bredouille",
    bredouille_sans_trou="lebrun.ecrire-bredouille",
    series_broken=("lebrun.ecrire-bredouille", "lebrun.s-en-aller-de-son-de"),
    refait="lebrun.refait",
    refait_consolation="lebrun.refait",
    marque_jetons="lebrun.ecrire-jetons-du-marque",
    postillon="lebrun.postillon",
    queue_jetons="lebrun.queue-des-jetons",
    account="lebrun.ecrire-compte",
    fraction="lebrun.ecrire-fraction",
    equality_is_refait=True,
)

REGIMES = {GUITON: GUITON_REGIME, LEBRUN: LEBRUN_REGIME}


def regime(lois: str) -> Regime:
    """The regime of a body of law named by ``[Lois "…"]``."""
    return REGIMES[lois]
