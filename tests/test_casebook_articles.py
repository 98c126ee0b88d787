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

from arbiter.cases import Case, find_case, load_expected, rule_file
from arbiter.ecrire.cases import seance_dir, settle_file

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from casebook_articles import ARTICLES, load_articles, table, tried_laws  # noqa: E402

LAWS = tried_laws()
ENTRIES = load_articles()



def _find(case_id: str) -> Case:
    """A coup case of the casebook, or a séance case of ``casebook/ecrire`` (an article such as
    « Règle pour le pavillon » is applied when a séance is settled, not when a coup is ruled)."""
    case = find_case(case_id) or find_case(case_id, seance_dir())
    assert case is not None, f"{ARTICLES.name} names {case_id!r}, which is not a casebook case"
    return case


def _cites(case_id: str) -> list[str]:
    return [str(c) for c in load_expected(_find(case_id)).get("cites") or ()]


def _cited_laws(case: Case) -> set[str]:
    """The law ids the engine cites for ``case``: its ruling, or its settlement for a séance."""
    if case.tric.parent == seance_dir():
        return {c["id"] for c in settle_file(case.tric).get("citations") or ()}
    return {c["law"] for c in rule_file(case.tric).get("citations") or ()}


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
        assert law["id"] not in _cited_laws(_find(case_id)), (
            f"{case_id} is listed as near {law['id']} (the article does not decide it) but its "
            "ruling cites it")


@pytest.mark.parametrize("law", LAWS, ids=[law["id"] for law in LAWS])
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
