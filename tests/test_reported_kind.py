"""The kind a ruling reports for the école des deux jetons follows what the body of law makes
of it: Lebrun's gives the old points to the opponent and is reported as the école par moins it
is by its matter, its own name beside it; Guiton's gives nothing and keeps its own kind. One
record (the same throw, the same second jeton) under each body."""

from __future__ import annotations

from arbiter.cases import casebook_dir
from arbiter.engine import decide
from arbiter.notation import parse

CASES = casebook_dir()


def _deux_jetons(name: str) -> list[dict]:
    path = next(CASES.glob(f"{name}-*.tric"))
    text = path.read_text(encoding="utf-8")
    ruling = decide(parse(text, source=str(path)), source_text=text)
    faults = ruling.to_json("fr")["faults"]
    return [f for f in faults if "ecole-deux-jetons" in " ".join(f["laws"])]


def test_lebruns_ecole_des_deux_jetons_is_reported_par_moins_with_its_name():
    [fault] = _deux_jetons("lb-l10a")
    assert fault["kind"] == "ecole_par_moins"
    assert fault["name"] == "ecole_deux_jetons"
    assert fault["points"] == 4 and fault["laws"] == ["lebrun.ecole-deux-jetons"]


def test_guitons_keeps_its_own_kind_and_gives_no_points():
    [fault] = _deux_jetons("lb-l10b")
    assert fault["kind"] == "ecole_deux_jetons"
    assert "name" not in fault and "points" not in fault


def test_the_page_code_is_the_reported_kind() -> None:
    from arbiter.render.view import ruling_view

    path = next(CASES.glob("lb-l10a-*.tric"))
    text = path.read_text(encoding="utf-8")
    ruling = decide(parse(text, source=str(path)), source_text=text)
    codes = [f["code"] for f in ruling_view(ruling, "fr")["faults"]]
    assert "ecole_par_moins" in codes and "ecole_deux_jetons" not in codes
