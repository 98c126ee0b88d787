"""At Jacquet the bande is one more flèche at the sortie (seed 004 § 12, « vue comme une flèche
supplémentaire »): a dame borne off by numbers that fall short of it is set beyond its point, at
the opponent's discretion (Guiton III « Dame mal posée et abandonnée », by analogy). Dames borne
off together make no case: no fausse case is found for them."""

from __future__ import annotations

from pathlib import Path

from arbiter.cases import rule_file

ROOT = Path(__file__).resolve().parent.parent
J83 = ROOT / "casebook" / "j-83-gagne-si-le-coup-est-laisse.tric"


def _ruled(tmp_path: Path, play: str) -> dict:
    text = J83.read_text(encoding="utf-8").replace("blanc joue 23-24 20-24", play)
    assert play in text
    record = tmp_path / "case.tric"
    record.write_text(text, encoding="utf-8")
    return rule_file(record)


def test_dames_borne_off_together_make_no_fausse_case(tmp_path: Path) -> None:
    ruling = _ruled(tmp_path, "blanc joue 23-24 & 20-24")
    assert [f["kind"] for f in ruling["faults"]] == ["dame_mal_posee"]
    assert ruling["faults"][0]["laws"][0] == "guiton.III.dame-mal-posee"
    keys = [c["key"] for o in ruling["options"] for c in o["choices"]]
    assert keys == ["laisser", "placer-22"]


def test_the_short_dame_may_be_put_where_its_number_brings_it(tmp_path: Path) -> None:
    ruling = _ruled(tmp_path, "blanc joue 23-24 20-24")
    option = ruling["options"][0]
    assert option["holder"] == "noir"
    assert [c["key"] for c in option["choices"]] == ["laisser", "placer-22"]
    assert ruling["citations"][0]["law"] == "guiton.III.dame-mal-posee"
    assert any(c["law"] == "lalanne.I.sortie-bande" for c in ruling["citations"])
