"""Lebrun « Du privilège de s'en aller »: « le joueur qui, achevant son trou, le marque et joue
son bois sans ôter son jeton, est envoyé à l'école, de ce qu'il a marqué par le jeton ». The
école of the jeton left after a trou of his own throw is made by the play, not by a touch of his
bois: touched (lk-06, lkn-06a) he may still take it off; played with it (fm-04) it is made. Under
Guiton the touch makes it (« Oubli de démarquer… », the coup consummated) and Lebrun's article is
the other opinion (g5-fd09)."""

from __future__ import annotations

from cited import cited_laws, ruled


def _kinds(case_id: str) -> list[str]:
    return [f["kind"] for f in ruled(case_id)["faults"]]


def test_a_touch_makes_no_ecole_of_the_jeton_under_lebrun():
    ruling = ruled("lk-06-bois-touche-ne-peut-plus-s-en-aller-lebrun")
    assert "ecole_par_trop" not in _kinds("lk-06-bois-touche-ne-peut-plus-s-en-aller-lebrun")
    said = " ".join(ruling["decision"])
    assert "avant de jouer son bois" in said
    assert ruling["score_after"]["noir"]["points"] == 0     # counted where it must stand
    assert "ecole_par_trop" not in _kinds("lkn-06a-bois-touche-jeton-ote-avant-de-jouer-lebrun")


def test_the_play_makes_it():
    assert "ecole_par_trop" in _kinds("fm-04-trou-sans-oter-le-jeton-lebrun")


def test_under_guiton_lebrun_is_the_other_opinion():
    assert "lebrun.ecole-du-jeton" in cited_laws("g5-fd09-dame-levee-puis-s-en-va-guiton")
