"""Guiton III « Augmentation d'école »: the victim « démarque les points du joueur, et ajoute à
la première école les points acquis par la deuxième ». Putting back on his jeton the first
école that its author wiped (`jeton 4`) is that école marked again, so what he marks beyond it
marks the second (lj-07); and the second école's points, a fausse école's in their ground,
wiped by him without marking it, are only wiped: its author keeps nothing (ljn-07b)."""

from __future__ import annotations

from cited import ruled


def _said(case_id: str) -> str:
    ruling = ruled(case_id)
    return " ".join([*ruling["decision"], *(str(s["text"]) for s in ruling["trace"])])


def test_the_second_ecole_marked_after_the_first_put_back_does_not_lapse():
    said = _said("lj-07-augmentation-d-ecole-guiton")
    assert "le droit est perdu" not in said
    assert "garde l'excédent" not in said


def test_the_second_ecole_only_wiped_leaves_its_author_nothing():
    said = _said("ljn-07b-augmentation-faite-non-marquee-guiton")
    assert "s'en est tenu à effacer l'excédent" in said
    assert "garde l'excédent" not in said
