"""Laws and code linked both ways.

Each function that applies a law declares its id (``@applies`` or ``declare``, see
:mod:`arbiter.laws.links`); each law says which games it belongs to. A law the base marks
``applied`` that no code declares and no casebook case cites is a claim nobody backs: the test
fails on it, and the law must be re-classed with its reason (``not-yet-applied``…).
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import pytest
import yaml

import arbiter
from arbiter.games import registry
from arbiter.laws import load_laws
from arbiter.laws.links import APPLIED, applied_by, applies

ROOT = Path(__file__).resolve().parent.parent
BASE = load_laws()
PLANNED_GAMES = {"jacquet"}   # filed beside the engine redesign; its laws may name it already


@pytest.fixture(scope="module", autouse=True)
def _import_everything() -> None:
    """Every module of the package imported, so that every declaration has run (at test time,
    not collection time: importing ``arbiter.notation.check`` rebinds the package's ``check``)."""
    for module in pkgutil.walk_packages(arbiter.__path__, "arbiter."):
        importlib.import_module(module.name)


def _cited_by_the_casebook() -> set[str]:
    """Ids of the laws whose heading some casebook case expects its ruling to cite."""
    headings: set[str] = set()
    for path in (ROOT / "casebook").glob("*.expected.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        headings.update(data.get("cites") or ())
    return {law.id for law in BASE if law.article in headings}


def test_every_applied_law_is_declared_by_code_or_cited_by_a_case():
    from arbiter.engine.bodies import applied_through_classification

    # a law of Lebrun's that says the same as an applied law of Guiton's is cited with it by
    # arbiter.engine.bodies, from the law base's classification rather than from a declaration
    cited = _cited_by_the_casebook() | applied_through_classification(BASE)
    orphans = sorted(law.id for law in BASE if law.use == "applied"
                     and law.id not in APPLIED and law.id not in cited)
    assert orphans == [], ("laws marked applied that no code declares and no casebook case "
                           f"cites: {orphans}")


def test_code_declares_only_laws_of_the_base_and_only_applied_ones():
    unknown = sorted(i for i in APPLIED if i not in BASE)
    assert unknown == [], f"declared by the code but absent from the law base: {unknown}"
    unapplied = sorted(i for i in APPLIED if BASE.get(i).use in ("not-yet-applied",))
    assert unapplied == [], f"declared by the code but marked not-yet-applied: {unapplied}"


def test_a_declaration_names_the_function_that_applies_the_law():
    assert "arbiter.engine.dames.at_close" in applied_by("guiton.III.dames-touchees")
    assert "arbiter.games.trictrac.rules" in applied_by("guiton.IV.coin-par-puissance")

    @applies("guiton.III.fausse-ecole")
    def judge() -> str:
        return "x"

    try:
        assert judge() == "x"      # the function is returned unchanged
        assert f"{__name__}.{judge.__qualname__}" in applied_by("guiton.III.fausse-ecole")
    finally:
        APPLIED["guiton.III.fausse-ecole"].remove(f"{__name__}.{judge.__qualname__}")


def test_every_law_belongs_to_known_games():
    known = set(registry.known_games()) | PLANNED_GAMES
    strays = sorted((law.id, g) for law in BASE for g in law.games if g not in known)
    assert strays == []
    # every law is trictrac's but Jacquet's own (arbiter/laws/jacquet.yaml)
    assert [law.id for law in BASE if "trictrac" not in law.games] == \
        [law.id for law in BASE if law.games == ("jacquet",)] != []
    shared = {law.id for law in BASE.for_game("jacquet")}
    assert {"guiton.III.dames-touchees", "guiton.III.de-couvert"} <= shared
    assert "guiton.III.fausse-ecole" not in shared


@pytest.mark.parametrize("text, words", [
    ("games: trictrac\nlaws: []\n", "games must be a list"),
    ("games: [Trictrac]\nlaws: []\n", "games must be a list"),
    ("laws: 3\n", "« laws » list"),
])
def test_a_broken_file_is_named(text: str, words: str):
    from arbiter.laws import LawBaseError, read_file

    with pytest.raises(LawBaseError, match=words):
        read_file("other.yaml", yaml.safe_load(text))


def test_the_games_of_a_file_are_the_default_of_its_laws():
    from arbiter.laws import read_file

    entry = {"id": "lepeintre.jacquet-courrier", "source": "s", "book": "b", "chapter": "c",
             "article": "a", "file": "f", "quote": "q", "summary": {"fr": "x", "en": "y"},
             "use": "applied"}
    [law] = read_file("jacquet.yaml", {"games": ["jacquet"], "laws": [entry]})
    assert law.games == ("jacquet",)
    [law] = read_file("jacquet.yaml", {"games": ["jacquet"],
                                       "laws": [{**entry, "games": ["jacquet", "trictrac"]}]})
    assert law.games == ("jacquet", "trictrac")
