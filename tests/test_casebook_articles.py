"""Every applied article of Guiton ch. III, IV, V and VII tried from both sides (issue #14).

``casebook/articles.yaml`` names, for each article the law base marks ``applied``, the cases
where it decides and the cases close to it where it does not. A *deciding* case's expected file
must cite the article (so the casebook test checks that the ruling cites it); a *near* case's
ruling must not cite it at all: a ruling that quotes an article that does not bear on the
dispute is as wrong as one that forgets the article that does.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml

from arbiter.cases import find_case, load_expected, rule_file

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from casebook_articles import ARTICLES, load_articles, table, tried_laws  # noqa: E402

LAWS = tried_laws()
ENTRIES = load_articles()

# Articles not yet tried from both sides: each xfails (strictly) until its cases are written.
# Shrink this list as cases are written; never grow it.
ACCEPTED_MISSING: frozenset[str] = frozenset({
    "guiton.III.maniere-de-jeter",
    "guiton.III.de-couvert",
    "guiton.III.de-incline",
    "guiton.III.erreur-non-excusable",
    "guiton.III.rompre-les-des",
    "guiton.III.marque-des-points",
    "guiton.III.bredouille-de-jetons",
    "guiton.III.bredouille-des-trous",
    "guiton.III.effacer-points-adversaire",
    "guiton.III.dames-touchees",
    "guiton.III.exception-pile",
    "guiton.III.dame-sur-une-autre",
    "guiton.III.dame-mal-posee",
    "guiton.III.dame-abandonnee",
    "guiton.III.fausse-case",
    "guiton.III.impuissance-creee",
    "guiton.III.fausse-case-consommee",
    "guiton.III.jans-adversaire-plein",
    "guiton.III.quatorze-dames",
    "guiton.III.seize-dames",
    "guiton.III.definition-ecole",
    "guiton.III.ecole-par-moins-prejudiciable",
    "guiton.III.epoque-ecoles-consommees",
    "guiton.III.points-effaces",
    "guiton.III.trous-demarques",
    "guiton.III.avertissement-ne-marque-pas",
    "guiton.III.averti-a-tort",
    "guiton.III.erreur-occasionnee",
    "guiton.III.fichet-deplace",
    "guiton.III.trou-sans-bouger",
    "guiton.III.non-joueur-leve-ses-dames",
    "guiton.III.demarquer-pour-faire-ecole",
    "guiton.III.premier-de",
    "guiton.III.ecole-d-ecole",
    "guiton.III.fausse-ecole",
    "guiton.III.question-fausse-ecole",
    "guiton.III.ecole-facultative",
    "guiton.III.option-de-marquer",
    "guiton.III.evidence-des-motifs",
    "guiton.III.oubli-de-demarquer",
    "guiton.III.jetons-avant-le-trou",
    "guiton.III.trou-oublie",
    "guiton.III.marque-sans-remplir",
    "guiton.III.augmentation-d-ecole",
    "guiton.III.ecole-deux-jetons",
    "guiton.III.oubli-effacer-adversaire",
    "guiton.III.ecole-impossible",
    "guiton.III.premier-exemple",
    "guiton.V.conditions-s-en-aller",
    "guiton.V.jetons-a-la-bande",
    "guiton.V.faux-trou-rompre",
    "guiton.V.sortie-s-en-aller",
    "guiton.VII.lois-du-plein-au-retour",
    "guiton.VII.dames-entrees",
    "guiton.VII.sortir-a-la-bande",
    "guiton.VII.points-sortants",
    "guiton.VII.points-excedants",
    "guiton.VII.points-defaillants",
    "guiton.VII.deux-defaillants",
    "guiton.IV.coin-seul",
    "guiton.IV.coin-adversaire",
    "guiton.IV.coin-par-puissance",
    "guiton.III.pavillon-oublie",
})


def _cites(case_id: str) -> list[str]:
    case = find_case(case_id)
    assert case is not None, f"{ARTICLES.name} names {case_id!r}, which is not a casebook case"
    return [str(c) for c in load_expected(case).get("cites") or ()]


def _names(law: dict, cite: str) -> bool:
    return cite == law["id"] or cite in law["article"]


def test_the_file_names_exactly_the_applied_articles():
    assert set(ENTRIES) == {law["id"] for law in LAWS}


@pytest.mark.parametrize("law", LAWS, ids=[law["id"] for law in LAWS])
def test_a_deciding_case_expects_the_article_to_be_cited(law: dict):
    for case_id in (ENTRIES.get(law["id"]) or {}).get("decides") or ():
        assert any(_names(law, c) for c in _cites(case_id)), (
            f"{case_id} is listed as deciding by {law['id']} but its expected file does not "
            f"cite « {law['article']} »")


@pytest.mark.parametrize("law", LAWS, ids=[law["id"] for law in LAWS])
def test_a_near_case_does_not_cite_the_article(law: dict):
    for case_id in (ENTRIES.get(law["id"]) or {}).get("near") or ():
        assert not any(_names(law, c) for c in _cites(case_id)), case_id
        case = find_case(case_id)
        cited = {c["law"] for c in rule_file(case.tric).get("citations") or ()}
        assert law["id"] not in cited, (
            f"{case_id} is listed as near {law['id']} (the article does not decide it) but its "
            "ruling cites it")


@pytest.mark.parametrize("law", [
    pytest.param(law, marks=pytest.mark.xfail(strict=True, reason="not yet tried from both sides"))
    if law["id"] in ACCEPTED_MISSING else law for law in LAWS], ids=[law["id"] for law in LAWS])
def test_every_applied_article_is_tried_from_both_sides(law: dict):
    entry = ENTRIES.get(law["id"]) or {}
    assert entry.get("decides") and entry.get("near"), law["id"]


def test_the_readme_carries_the_table():
    readme = (ROOT / "casebook" / "README.md").read_text(encoding="utf-8")
    assert table() in readme, "run python3 tools/casebook_articles.py --write"


def test_the_file_is_a_mapping_of_two_lists():
    data = yaml.safe_load(ARTICLES.read_text(encoding="utf-8"))
    for law_id, entry in data.items():
        assert set(entry) <= {"decides", "near"}, law_id
