"""The ids of the laws the marking modules apply, and the kinds of pending facts they share.

Kept apart so that each module of the family (:mod:`.jetons`, :mod:`.trous`, :mod:`.judging`,
:mod:`.claims`, :mod:`.ecoles`) names a law the same way without importing another.
"""

from __future__ import annotations

FAUSSE = "guiton.III.fausse-ecole"
FACULTATIVE = "guiton.III.ecole-facultative"
IMPOSSIBLE = "guiton.III.ecole-impossible"
OUBLI_DEMARQUER = "guiton.III.oubli-de-demarquer"
AUGMENTATION = "guiton.III.augmentation-d-ecole"
TROUS_DEMARQUES = "guiton.III.trous-demarques"
OPTION_DE_MARQUER = "guiton.III.option-de-marquer"
AVERTISSEMENT = "guiton.III.avertissement-ne-marque-pas"
NE_REMPLIT_PAS = "guiton.III.marque-sans-remplir"
# Lebrun's own case of it: a plein believed kept by a throw that must break it
PLEIN_A_ROMPRE = "lebrun.plein-qu-il-fallait-rompre"
QUESTION_FAUSSE = "guiton.III.question-fausse-ecole"
POINTS_DE_SORTIE = "guiton.VII.points-de-sortie"
OUBLI_EFFACER = "guiton.III.oubli-effacer-adversaire"
# the pending fact of a trou won and forgotten on the fichet once the coup is consummated
TROU_FORGOTTEN = "trou-forgotten"
EFFACER_ADVERSAIRE = "guiton.III.effacer-points-adversaire"
WIPE_ONLY = "wipe-only"
# the victim of an école par trop wiped more of the offender's points than its excess
WIPE_BEYOND = "wipe-beyond"
BREDOUILLE_DE_JETONS = "guiton.III.bredouille-de-jetons"
DEBREDOUILLER = "guiton.III.debredouiller"


BREDOUILLE_DENIED = "bredouille-denied"
JETONS_AVANT = "guiton.III.jetons-avant-le-trou"


DOUBLE_REPRIS = "trou-double-repris"
TARDIF_REPRIS = "trou-tardif-repris"
"""A forgotten trou pegged too late, which the ruling took back: the opponent's moving that
hole back is the same correction (:mod:`.trous_back`)."""
"""A pending correction: the second hole of a simple trou pegged double, already undone."""
DOUBLE_OTE = "trou-double-ote"
"""The second hole of a simple trou pegged double, taken off for good by the opponent's word:
his moving it back by hand afterwards is that same correction (:mod:`.trous_back`)."""
DOUBLE_KEPT = "trou-double-garde"
"""The second hole of a simple trou pegged double, kept: the opponent threw without having it
taken off (« Époque où les écoles sont consommées »)."""
