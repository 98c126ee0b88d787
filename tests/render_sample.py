"""A hand-made ruling for the renderer tests: contract case 02 (école par moins), written
out by hand so that the renderers can be tested before, and independently of, the engine."""

from __future__ import annotations

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.i18n import Msg
from arbiter.ruling import (
    Choice,
    Citation,
    CoupEntry,
    EarnedItem,
    Fault,
    Option,
    Receipt,
    RecordedAct,
    Ruling,
    TraceStep,
)
from arbiter.score import Score, SideScore

B, N = Colour.BLANC, Colour.NOIR


def sample_ruling(blanc: str = "Jules", noir: str = "Charles",
                  litige: str = "Noir marque une école de quatre points ; Blanc conteste.",
                  ) -> Ruling:
    position = Position.from_mapping({B: {0: 11, 6: 2, 7: 2}, N: {0: 12, 5: 1, 6: 2}})
    return Ruling(
        case=(("Lieu", "Cercle de trictrac de Lyon"), ("Date", "2026-11-20"),
              ("Arbitre", "Mme Leclerc"), ("Blanc", blanc), ("Noir", noir),
              ("Litige", litige)),
        lois="guiton-1822",
        position=position,
        score_before=Score(SideScore(0, 3), SideScore(0, 2)),
        trait=B,
        acts=(RecordedAct(21, B, "jette 6 5"), RecordedAct(22, B, "joue 0-6 0-5"),
              RecordedAct(23, N, "marque école 4")),
        coups=(CoupEntry(B, (6, 5), 21, items=(
            EarnedItem("dame_battue", 4, B, "guiton-iii-dame-battue", target=18,
                       routes=("6+5 from 7",)),)),),
        faults=(Fault("ecole_par_moins", B,
                      Msg("Blanc n'a pas marqué les quatre points de la dame battue et a "
                          "touché ses dames pour jouer.",
                          "Blanc did not mark the four points for the dame battue and "
                          "touched his dames to play."),
                      ("guiton-iii-epoque-ecoles",), points=4, consummated=True, act=22,
                      fleches=(18,)),),
        options=(Option(N, Msg("marquer l'école", "whether to mark the école"),
                        (Choice("marque", Msg("marquer quatre points", "mark four points"),
                                default=True),
                         Choice("renonce", Msg("ne pas la marquer", "not mark it"))),
                        ("guiton-iii-pas-oblige",),
                        until=Msg("avant de jeter les dés", "before he throws the dice")),),
        score_after=Score(SideScore(0, 3), SideScore(4, 2, bredouille=True)),
        citations=(Citation("guiton-iii-epoque-ecoles", "Guiton 1822, ch. III",
                            "Époque où les écoles sont consommées",
                            "L'école est consommée dès que l'on a touché ses dames pour jouer.",
                            Msg("L'école est consommée quand le joueur touche ses dames.",
                                "The école is consummated once the player touches his "
                                "dames to play.")),),
        trace=(TraceStep("fact", Msg("Blanc jette 6 et 5.", "Blanc throws 6 and 5."),
                         line=21),
               TraceStep("law", Msg("Le 6 et 5 bat à vrai la dame de noir.",
                                    "The 6 and 5 hits noir's dame à vrai."),
                         law="guiton-iii-dame-battue"),
               TraceStep("conclusion", Msg("École par moins de quatre points.",
                                           "École par moins of four points."),
                         law="guiton-iii-epoque-ecoles", line=22)),
        outcome="decided",
        decision=(Msg("Noir marque quatre points d'école.",
                      "Noir marks four points of école."),),
        other_opinions=(Msg("Lebrun 1828 : même solution.", "Lebrun 1828: same result."),),
        highlights={"noir": (5,)},
        receipt=Receipt("0.1.0", "ab" * 32, "cd" * 32),
    )
