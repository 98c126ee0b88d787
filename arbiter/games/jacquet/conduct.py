"""The laws of conduct at Jacquet: which of trictrac's the engine applies, and how it says so.

Jacquet has its own text for only a few laws of conduct: the touched dame and « j'adoube »
(S004 §7c), the higher die announced first (§9), dice lying flat on dames (§6). Everything else
the engine's « des » and « dames » families judge is a trictrac law, applied to Jacquet

* by Lebrun's own word for the dice: « les règles des dés sont les mêmes qu'au trictrac »
  (l.1267), which the arbiter applies under every body of law (seed 004's § 6 is lost but for
  one sentence), saying so;
* by analogy for the rest (a misplaced dame, a fausse case, an early throw, several talon dames
  lifted at once, a dame set on another): no Jacquet text decides them, and the ruling says it
  borrows Guiton's law (Lepeintre imports « dame touchée, dame jouée » into the gammon and
  Lebrun into the revertier in the same way; reference note J-11, J-12, J-17).

:data:`CONDUCT` maps each trictrac law id the engine cites to what a Jacquet ruling cites
instead or beside it, with the sentence the ruling adds. :data:`APPLIED_LAWS` lists every
law the Jacquet rules apply, for the law base's declarations.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.i18n import Msg


@dataclass(frozen=True, slots=True)
class Borrowed:
    """How a Jacquet ruling cites a trictrac law of conduct."""

    jacquet_law: str | None
    """The Jacquet law that decides instead (cited first), or None when none exists."""
    note: Msg | None
    """The sentence the ruling adds: the basis of the borrowing (None: Jacquet's own law)."""
    replaces: bool = False
    """True: the Jacquet law decides and the trictrac law is not cited at all."""
    also: tuple[str, ...] = ()
    """Further laws cited beside (the text the borrowing rests on)."""


_DICE = Msg("Les règles des dés du trictrac s'appliquent au jacquet (Lebrun 1828, « Jeu du "
            "Jacquet » : « les règles des dés sont les mêmes qu'au trictrac »).",
            "Trictrac's dice rules apply to Jacquet (Lebrun 1828, « Jeu du Jacquet »: « les "
            "règles des dés sont les mêmes qu'au trictrac »).")


def _analogy(fr: str, en: str) -> Msg:
    return Msg(f"Aucun texte du jacquet n'en décide : la loi du trictrac s'applique par "
               f"analogie ({fr}).", f"No Jacquet text decides it: the trictrac law applies by "
               f"analogy ({en}).")


CONDUCT: dict[str, Borrowed] = {
    # the touched dame and j'adoube: Jacquet's own law decides (S004 §7c)
    "guiton.III.dames-touchees": Borrowed("lalanne.I.dame-touchee", None, replaces=True),
    "guiton.I.adouber": Borrowed("lalanne.I.j-adoube", None, replaces=True),
    "guiton.I.adouber-seconde-dame": Borrowed(None, _analogy(
        "« j'adoube » ne couvre qu'une dame, à moins qu'on ne répète le mot",
        "« j'adoube » covers one dame, unless the word is said again")),
    "guiton.III.exception-pile": Borrowed("lalanne.I.dame-touchee", _analogy(
        "plusieurs dames levées du talon n'en engagent qu'une",
        "several dames lifted from the talon bind only one")),
    "lebrun.dame-touchee-sans-exception": Borrowed("lalanne.I.dame-touchee", _analogy(
        "selon Lebrun, la pile n'a pas d'exception : plusieurs dames levées ensemble du talon "
        "obligent toutes, et le talon touché sans lever oblige aussi",
        "by Lebrun, the pile has no exception: several dames lifted together from the talon "
        "all bind, and the talon touched without lifting binds too")),
    "guiton.III.dame-sur-une-autre": Borrowed("lalanne.I.dame-touchee", _analogy(
        "la dame sur laquelle on en pose une autre est touchée",
        "the dame another is set upon counts as touched")),
    # a misplayed dame: no Jacquet text (note J-12); a landing on a held flèche cannot be left
    "guiton.III.dame-mal-posee": Borrowed(None, _analogy(
        "dame mal posée et abandonnée ; elle ne peut être laissée sur une flèche que tient "
        "l'adversaire", "a dame misplaced and let go; it cannot be left on a flèche the "
        "opponent holds")),
    "guiton.III.dame-mal-posee-tout-d-une": Borrowed(None, _analogy(
        "le tout d'une n'est exigible que de la dame portée au-delà du plus fort nombre",
        "the tout d'une may be required only of a dame carried beyond the larger number")),
    "guiton.III.dame-abandonnee": Borrowed(None, _analogy(
        "une dame abandonnée ne peut être déplacée", "a dame let go cannot be moved")),
    "guiton.III.fausse-case": Borrowed(None, _analogy("fausse case", "fausse case")),
    "guiton.III.fausse-case-consommee": Borrowed(None, _analogy(
        "la faute n'est plus réclamable après le jet de l'adversaire",
        "the fault can no longer be claimed after the opponent's throw")),
    "guiton.III.erreur-non-excusable": Borrowed(None, _analogy(
        "dés enlevés avant d'avoir joué", "dice taken up before the play")),
    # the higher die: Jacquet's own law (S004 §9)
    "guiton.VI.point-le-plus-eleve": Borrowed("lalanne.I.de-le-plus-fort", None, replaces=True),
    "guiton.III.nommer-les-points": Borrowed("lalanne.I.annoncer-le-plus-fort", None,
                                             replaces=True),
    # the dice: trictrac's laws by Lebrun's word; the trictrac law decides (cited first),
    # Lebrun's sentence, which only brings it to Jacquet, beside it
    **{law: Borrowed(None, _DICE, also=("lebrun.jacquet-regles-des-des",)) for law in (
        "guiton.III.maniere-de-jeter", "guiton.III.de-couvert", "guiton.III.de-pirouettant",
        "guiton.III.pirouettant-commun-accord", "guiton.III.pirouette-ne-pas-enlever",
        "guiton.III.ne-pas-enlever-les-des", "guiton.III.couvrir-les-des",
        "guiton.III.rompre-les-des", "guiton.III.des-touches", "guiton.III.ne-pas-jeter-avant",
        "lebrun.jouer-les-deux-points", "lebrun.rompre-les-des", "guiton.I.rompre-les-des",
        "guiton.III.de-main-adversaire", "guiton.III.pirouettant-pousse-hors",
        "lebrun.de-pirouettant", "lebrun.de-sur-son-cube", "lebrun.des-separes",
        "lebrun.regle-des-sans-bande")},
    "guiton.III.de-incline": Borrowed("lalanne.I.des-a-plat", _DICE,
                                      also=("lebrun.jacquet-regles-des-des",)),
    "guiton.III.epreuve-de-incline": Borrowed("lalanne.I.des-a-plat", _DICE,
                                              also=("lebrun.jacquet-regles-des-des",)),
}

NOT_FOR_JACQUET = ("ecoles", "paroles", "nombre-de-dames")
"""Engine families that never judge a Jacquet record: no points, écoles, trous nor s'en
aller (Lepeintre: « il n'y a pas de points à marquer »), and no Jacquet text on 14 or 16 dames
(open question Q13)."""

APPLIED_LAWS = (
    "lalanne.I.coup-simple", "lalanne.I.doublet", "lalanne.I.de-le-plus-fort",
    "lalanne.I.doublet-plus-grand-nombre", "lalanne.I.fleche-occupee", "lalanne.I.postillon",
    "lalanne.I.sortie", "lalanne.I.sortie-bande", "lalanne.I.sortie-jouer-dedans",
    "lalanne.I.sortie-excedant", "lalanne.I.bouchage", "lalanne.I.gain-de-la-partie",
    "lalanne.II.bouchages-interdits", "lalanne.II.bouchage-premier-quadrant",
    "lalanne.II.avant-derniere", "lalanne.II.sortie-sur-le-talon", "lalanne.II.passer-son-tour",
    "lalanne.II.gain-gradue", "lalanne.II.systeme-initial", "lebrun.jacquet-doublets",
    "lebrun.jacquet-premiere-dame", "lebrun.jacquet-partie-simple-ou-double",
    "lebrun.gammon-double", "lebrun.gammon-lever-doublets",
)
"""Every law the Jacquet rules core decides with (for ``arbiter.laws.links.declare``)."""

ADVISORY_CITED = ("lebrun.jacquet-fermer-les-passages",)
"""Advisory laws the rules core cites (:func:`~arbiter.games.jacquet.rules.considered_laws`):
Lebrun's advice to close the passages, cited to say his body of law forbids no block."""

CONDUCT_APPLIED = ("lalanne.I.dame-touchee", "lalanne.I.j-adoube", "lalanne.I.des-a-plat",
                   "lebrun.jacquet-regles-des-des")
"""The Jacquet laws of conduct the engine's families must cite when they judge a Jacquet
record (see :data:`CONDUCT`)."""
