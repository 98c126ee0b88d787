"""The laws trictrac's rules apply, declared for the law base's two-way link.

The rules of movement and the tariff cite their laws from data (each
:class:`~arbiter.games.base.Violation` and each earned item carries the id of its law), so
they declare them here, module by module, rather than on each function. Laws the modules rest
on without citing them in a ruling (the definitions of ch. I that shape the board and the
marks) are declared with them, each with the reason in a comment.
"""

from __future__ import annotations

from arbiter.laws.links import declare

declare("arbiter.games.trictrac.rules",
        "guiton.I.conserver", "guiton.I.impuissance", "guiton.I.passage", "guiton.I.puissance",
        "guiton.I.tout-d-une", "guiton.III.jans-adversaire-plein", "guiton.IV.coin-adversaire",
        "guiton.IV.coin-par-puissance", "guiton.IV.coin-seul", "guiton.VI.point-le-plus-eleve",
        "guiton.VI.remplir-impossible", "guiton.VII.dames-entrees",
        "guiton.III.marque-sans-remplir",   # could fill, did not: the opponent's choice
        "guiton.VII.points-defaillants", "guiton.VII.points-excedants", "lebrun.doublets",
        "lebrun.jouer-les-deux-points")
declare("arbiter.games.trictrac.moves",
        "guiton.I.dame-passee",             # which jans can still be filled (can_still_fill)
        "guiton.I.jan",                     # the four jans: the moves' quarters and pleins
        "guiton.I.sortir-des-dames",        # bearing off is leaving the jan de retour
        "guiton.VII.lois-du-plein-au-retour")   # the jan de retour fills as the others
declare("arbiter.games.trictrac.plays",
        "guiton.VI.point-le-plus-eleve", "lebrun.jouer-les-deux-points",
        "guiton.VI.remplir-en-passant")     # a plein filled and broken in one throw is none
declare("arbiter.games.trictrac.earnings",
        "guiton.I.battre", "guiton.I.battre-a-faux", "guiton.I.battre-le-coin",
        "guiton.I.battre-les-deux-coins", "guiton.I.conserver", "guiton.I.impuissance",
        "guiton.I.jan-de-six-tables",
        "guiton.I.remplir", "guiton.VI.conserver-par-impuissance", "guiton.VII.points-de-sortie",
        "guiton.VII.lois-du-plein-au-retour",
        "guiton.VI.refaire-son-plein")      # a plein made again earns again: no memory of it
declare("arbiter.games.trictrac.marking",
        "guiton.I.bredouille", "guiton.I.sans-bouger", "guiton.III.marque-des-points",
        "guiton.I.points")                  # twelve points a trou, the jetons of each side
declare("arbiter.games.trictrac.conduct",
        "guiton.VII.dames-entrees", "guiton.VII.deux-defaillants", "guiton.VII.points-de-sortie",
        "guiton.VII.points-defaillants", "guiton.VII.points-excedants",
        "guiton.VII.points-sortants", "guiton.VII.sortir-a-la-bande",
        "guiton.VII.dame-pour-une-autre")   # a touched dame that could play a sortant inside
declare("arbiter.games.trictrac.considered",   # the articles a throw is measured against
        "guiton.I.doublet", "guiton.I.passage", "guiton.I.pile-de-misere",
        "guiton.VI.remplir-impossible", "guiton.IV.coin-seul",
        "lebrun.remplir-par-puissance-du-coin")   # an open point: see engine.dice
