"""The Jacquet laws (arbiter/laws/jacquet.yaml): loaded with the trictrac ones, well formed,
quoting seed 004 and Lebrun's Jacquet paragraph verbatim, and covering what the rules cite."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from arbiter.laws import load_laws

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
SEED_004 = SHARED / "seeds" / "004_0ec4dca41afcfe59.txt"
SEED_003 = SHARED / "seeds" / "003_406eac3cb024e3fa.txt"
NO_SHARED = pytest.mark.skipif(not SEED_004.is_file() or not SEED_003.is_file(),
                               reason=f"the source texts ({SHARED}/seeds), beside this copy, "
                                      "are not here: the laws' quotes cannot be compared")
BASE = load_laws()
_IDS = [entry["id"] for entry in yaml.safe_load(
    (ROOT / "arbiter" / "laws" / "jacquet.yaml").read_text("utf-8"))["laws"]]
JACQUET = [BASE.get(law_id) for law_id in _IDS]
"""The laws of jacquet.yaml (trictrac's laws of conduct may say « jacquet » too)."""


def _norm(text: str) -> str:
    text = re.sub(r"(\w)-\s*\n\s*(\w)", r"\1\2", text)
    return re.sub(r"\s+", " ", text)


def test_the_loader_reads_every_yaml_of_its_folder():
    folder = ROOT / "arbiter" / "laws"
    assert {p.name for p in folder.glob("*.yaml")} >= {"laws.yaml", "jacquet.yaml"}
    assert len(JACQUET) >= 25
    assert all("trictrac" in law.games for law in BASE if law not in JACQUET)
    assert next(iter(BASE)).id.startswith("guiton."), "laws.yaml is read first"
    assert set(JACQUET) <= set(BASE.for_game("jacquet"))
    assert BASE.get("guiton.III.dames-touchees") in BASE.for_game("trictrac")


def test_every_jacquet_law_is_of_jacquet_and_cites_seed_004_or_lebrun():
    for law in JACQUET:
        assert law.games == ("jacquet",), law.id
        assert law.file in ("seeds/004_0ec4dca41afcfe59.txt", "seeds/003_406eac3cb024e3fa.txt")
        assert law.id.startswith(("lalanne.", "lebrun.jacquet-", "lebrun.gammon-")), law.id


def test_the_rules_cite_only_jacquet_laws_that_exist():
    pattern = re.compile(r"[\"']((?:lalanne\.(?:I|II|III)|lebrun)\.[a-z0-9-]+)[\"']")
    cited: set[str] = set()
    for path in (ROOT / "arbiter" / "games" / "jacquet").glob("*.py"):
        cited.update(pattern.findall(path.read_text("utf-8")))
    assert cited and not sorted(c for c in cited if c not in BASE)


def test_the_conduct_laws_point_at_the_trictrac_laws_they_borrow():
    touch = BASE.get("lalanne.I.dame-touchee")
    assert "guiton.III.dames-touchees" in touch.see_also and "analogy" in touch.note
    dice = BASE.get("lebrun.jacquet-regles-des-des")
    assert {"guiton.III.de-couvert", "guiton.III.ne-pas-jeter-avant"} <= set(dice.see_also)
    assert BASE.get("lebrun.jacquet-premiere-dame").opinion_of == "lalanne.I.postillon"


def test_citation_source_of_a_jacquet_law():
    law = BASE.get("lalanne.I.postillon")
    assert BASE.citation_source(law) == "Lalanne 2003, § 11"
    assert BASE.citation_source(BASE.get("lebrun.jacquet-doublets")) == \
        "Lebrun 1828, « Jeu du Jacquet »"


@NO_SHARED
def test_every_jacquet_quote_is_verbatim_in_seed_004_or_lebrun_s_jacquet_paragraph():
    s004 = _norm(SEED_004.read_text("utf-8"))
    lines = SEED_003.read_text("utf-8").splitlines()
    jacquet = _norm("\n".join(lines[1260:1267]))         # l.1261–1267
    whole_003 = _norm("\n".join(lines))
    for law in JACQUET:
        quote = _norm(law.quote)
        if law.file.endswith("004_0ec4dca41afcfe59.txt"):
            assert quote in s004, law.id
        elif law.id.startswith("lebrun.jacquet-"):
            assert quote in jacquet, law.id
        else:                                              # the gammon law borrowed openly
            assert quote in whole_003 and law.note, law.id


@NO_SHARED
def test_the_headings_are_those_printed_in_seed_004():
    text = _norm(SEED_004.read_text("utf-8"))
    for law in JACQUET:
        if law.file.endswith("004_0ec4dca41afcfe59.txt") and not law.article.startswith("["):
            assert law.article.strip("'") in text, law.id


def test_every_law_the_jacquet_rules_declare_or_borrow_is_in_the_base():
    from arbiter.games.jacquet.conduct import (
        ADVISORY_CITED,
        APPLIED_LAWS,
        CONDUCT,
        CONDUCT_APPLIED,
    )

    for law_id in APPLIED_LAWS:
        assert law_id in BASE and BASE.get(law_id).use == "applied", law_id
    for law_id in CONDUCT_APPLIED:      # applied by the engine's families once Jacquet is wired
        assert law_id in BASE and BASE.get(law_id).use in ("applied", "not-yet-applied"), law_id
    assert all(BASE.get(law_id).use == "advisory" for law_id in ADVISORY_CITED)
    for trictrac_id, borrowed in CONDUCT.items():
        assert trictrac_id in BASE, trictrac_id
        assert borrowed.jacquet_law is None or borrowed.jacquet_law in BASE
        assert borrowed.replaces or borrowed.note is not None, trictrac_id
    applied = {law.id for law in JACQUET if law.use == "applied"}
    assert applied <= set(APPLIED_LAWS) | set(CONDUCT_APPLIED)


def test_the_notation_and_the_rules_know_the_same_bodies_of_law():
    from arbiter.games.jacquet.regimes import NAMES
    from arbiter.notation.record import JACQUET_LOIS

    assert tuple(JACQUET_LOIS) == NAMES


def test_a_games_field_that_is_not_a_list_of_games_is_named():
    from arbiter.laws import LawBaseError, _law

    entry = {"id": "lalanne.I.x", "source": "s", "book": "b", "chapter": "c", "article": "a",
             "file": "f", "quote": "q", "summary": {"fr": "x", "en": "y"}, "use": "applied",
             "games": "jacquet"}
    with pytest.raises(LawBaseError, match="games"):
        _law(entry, 0)
