"""The law base: complete, well formed, quoting its sources verbatim, covering what the code cites.

The checks against the texts need ../shared (the seeds and Guiton's other chapters); they skip
with a reason where it is absent. The rest runs everywhere.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
import yaml

from arbiter.laws import USES, Law, LawBase, LawBaseError, _law, load_laws

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
NO_SHARED = pytest.mark.skipif(not (SHARED / "seeds").is_dir(),
                               reason=f"the source texts ({SHARED}), beside this copy, are "
                                      "not here: the laws' quotes cannot be compared with them")
BASE = load_laws()


def _norm(text: str) -> str:
    """Whitespace collapsed and words hyphenated across a line break joined, nothing else."""
    text = re.sub(r"(\w)-\s*\n\s*(\w)", r"\1\2", text)
    return re.sub(r"\s+", " ", text)


def _code_ids() -> set[str]:
    pattern = re.compile(r"[\"']((?:guiton\.(?:I|III|IV|V|VI|VII|VIII)|lebrun"
                         r"|lalanne\.(?:I|II|III))\.[a-z0-9-]+)[\"']")
    ids: set[str] = set()
    for path in (ROOT / "arbiter").rglob("*.py"):
        ids.update(pattern.findall(path.read_text("utf-8")))
    return ids


# -- form -------------------------------------------------------------------------------------
def test_the_base_is_large_and_every_entry_complete():
    assert len(BASE) >= 120
    for law in BASE:
        assert law.article and law.quote and law.book and law.chapter and law.file, law.id
        assert law.use in USES, law.id
        assert law.use == "applied" or law.use_reason, law.id
        assert law.summary.fr and law.summary.en, law.id
        assert law.summary.fr != law.quote and law.summary.en != law.quote, law.id
        assert len(law.quote) <= 400, law.id


def test_a_heading_is_stored_without_the_guillemets_a_ruling_puts_around_it():
    """Rulings quote every heading as « heading »: one stored in guillemets (Lalanne prints
    « Dame touchée : dame jouée » so) would be shown doubled, « « … » »."""
    quoted = [law.id for law in BASE
              if law.article.startswith(("«", "\"")) or law.article.endswith(("»", "\""))]
    assert quoted == []


def test_ids_are_unique_and_follow_the_pattern():
    ids = [law.id for law in BASE]
    assert len(ids) == len(set(ids))
    assert all(re.match(r"^(guiton\.[IVX]+|lebrun|lalanne\.[IVX]+)\.[a-z0-9-]+$", i) for i in ids)


def test_every_law_the_code_cites_is_in_the_base():
    missing = sorted(i for i in _code_ids() if i not in BASE)
    assert missing == [], f"cited by the code but absent from laws.yaml: {missing}"


def test_see_also_and_opinions_point_at_real_laws():
    for law in BASE:
        for other in (*law.see_also, *([law.opinion_of] if law.opinion_of else [])):
            assert other in BASE, f"{law.id} points at unknown {other}"


def test_every_heading_the_casebook_cites_is_an_article():
    articles = [law.article for law in BASE]
    for expected in (ROOT / "casebook").glob("*.expected.yaml"):
        for cited in yaml.safe_load(expected.read_text("utf-8")).get("cites", []):
            assert any(cited in a for a in articles), f"{expected.name}: « {cited} »"


def test_lookup_search_and_source():
    law = BASE.get("guiton.III.fausse-ecole")
    assert law.article == "Fausse école" and law.source == "Guiton 1822"
    assert BASE.citation_source(law, "fr") == "Guiton 1822, ch. III"
    with pytest.raises(KeyError):
        BASE.get("guiton.III.nothing-like-this")
    assert "guiton.III.fausse-ecole" in BASE and "nope" not in BASE
    found = [x.id for x in BASE.search("DAME TOUCHEE")]
    assert "guiton.III.dames-touchees" in found
    assert BASE.search("ecole des deux jetons")[0].id == "guiton.III.ecole-deux-jetons"


def test_sha256_identifies_the_shipped_text():
    assert re.fullmatch(r"[0-9a-f]{64}", BASE.sha256)
    assert load_laws() is BASE  # read once per process


def test_lebrun_opinions_name_the_guiton_article_they_contradict():
    opinions = {law.id: law.opinion_of for law in BASE if law.opinion_of}
    assert opinions["lebrun.ecole-deux-jetons"] == "guiton.III.ecole-deux-jetons"
    assert opinions["lebrun.points-effaces-sortie"] == "guiton.VII.points-effaces-sortie"


@pytest.mark.parametrize(("entry", "words"), [
    ({"id": "x"}, "missing"),
    ({"id": "guiton.III.x", "source": "s", "book": "b", "chapter": "c", "article": "a",
      "file": "f", "quote": "q", "summary": {"fr": "x", "en": "y"}, "use": "maybe"}, "use must"),
    ({"id": "Guiton.3.x", "source": "s", "book": "b", "chapter": "c", "article": "a",
      "file": "f", "quote": "q", "summary": {"fr": "x", "en": "y"}, "use": "applied"}, "id"),
    ({"id": "guiton.III.x", "source": "s", "book": "b", "chapter": "c", "article": "a",
      "file": "f", "quote": "q", "summary": {"fr": "x"}, "use": "applied"}, "fr and en"),
    ({"id": "guiton.III.x", "source": "s", "book": "b", "chapter": "c", "article": "a",
      "file": "f", "quote": "q", "summary": {"fr": "x", "en": "y"}, "use": "advisory"},
     "use_reason"),
])
def test_a_broken_entry_is_named(entry: dict, words: str):
    with pytest.raises(LawBaseError, match=words):
        _law(entry, 0)


# -- Lebrun classified against Guiton (issue 20 §4) -----------------------------------------------
_LEBRUN = {"id": "lebrun.x", "source": "Lebrun 1828", "book": "b", "chapter": "c", "article": "a",
           "file": "f", "quote": "q", "summary": {"fr": "x", "en": "y"}, "use": "applied"}


def test_the_relation_to_guiton_is_read_in_its_four_forms():
    same = _law({**_LEBRUN, "lebrun": {"same-as": ["guiton.III.a", "guiton.I.b"]}}, 0)
    assert same.lebrun == ("same-as", "guiton.III.a", "guiton.I.b")
    assert same.same_as == ("guiton.III.a", "guiton.I.b") and same.differs_from is None
    other = _law({**_LEBRUN, "lebrun": {"differs-from": "guiton.III.a"},
                  "opinion_of": "guiton.III.a"}, 0)
    assert other.differs_from == "guiton.III.a" and other.same_as == ()
    open_ = _law({**_LEBRUN, "lebrun": {"undecidable": "Guiton is silent"}}, 0)
    assert open_.lebrun == ("undecidable", "Guiton is silent")
    assert open_.same_as == () and open_.differs_from is None
    silent = _law({**_LEBRUN, "lebrun": {"silent-on": ["guiton.III.a"]}}, 0)
    assert silent.silent_on == ("guiton.III.a",)
    assert silent.same_as == () and silent.differs_from is None and same.silent_on == ()


@pytest.mark.parametrize(("relation", "extra", "words"), [
    ({"alike": ["guiton.III.a"]}, {}, "one of same-as"),
    ({"same-as": [], "differs-from": "guiton.III.a"}, {}, "one of same-as"),
    ({"same-as": ["lebrun.y"]}, {}, "names Guiton laws"),
    ({"same-as": "guiton.III.a"}, {}, "names Guiton laws"),
    ({"differs-from": ["guiton.III.a", "guiton.III.b"]}, {}, "one Guiton law"),
    ({"undecidable": ""}, {}, "says why"),
    ({"silent-on": "guiton.III.a"}, {}, "names Guiton laws"),
    ({"silent-on": ["guiton.III.a"]}, {"opinion_of": "guiton.III.a"}, "disagree"),
    ({"differs-from": "guiton.III.a"}, {"opinion_of": "guiton.III.b"}, "disagree"),
    ({"same-as": ["guiton.III.a"]}, {"opinion_of": "guiton.III.a"}, "disagree"),
    ({"same-as": ["guiton.III.a"]}, {"id": "guiton.III.x"}, "only a law of Lebrun"),
])
def test_a_broken_relation_is_named(relation: dict, extra: dict, words: str):
    with pytest.raises(LawBaseError, match=words):
        _law({**_LEBRUN, "lebrun": relation, **extra}, 0)


def test_every_law_of_lebrun_s_trictrac_is_classified_and_points_at_real_laws():
    from arbiter.laws import check_relations

    classified = [law for law in BASE if law.id.startswith("lebrun.") and "trictrac" in law.games]
    assert len(classified) >= 80 and all(law.lebrun for law in classified)
    kinds = {law.lebrun[0] for law in classified}
    assert kinds == {"same-as", "differs-from", "undecidable", "silent-on"}
    for law in classified:
        for guiton in (*law.same_as, *law.silent_on,
                       *([law.differs_from] if law.differs_from else [])):
            assert guiton in BASE and guiton.startswith("guiton."), law.id
        if law.differs_from:     # the older field says the same
            assert law.opinion_of == law.differs_from, law.id
    # the loader refuses a law of Lebrun's left unclassified, and a relation pointing nowhere
    bare = Law("lebrun.y", "Lebrun 1828", "b", "c", "a", "q", BASE.get("lebrun.tarif").summary,
               "applied")
    with pytest.raises(LawBaseError, match="says how it stands"):
        check_relations([bare])
    astray = Law("lebrun.y", "Lebrun 1828", "b", "c", "a", "q", bare.summary, "applied",
                 lebrun=("same-as", "guiton.III.nowhere"))
    with pytest.raises(LawBaseError, match="unknown laws"):
        check_relations([astray])
    mute = Law("lebrun.y", "Lebrun 1828", "b", "c", "a", "q", bare.summary, "applied",
               lebrun=("silent-on", "guiton.III.nowhere"))
    with pytest.raises(LawBaseError, match="unknown laws"):
        check_relations([mute])


def test_the_differences_disputes_showed_are_classified_as_differences():
    differs = {law.id: law.differs_from for law in BASE if law.differs_from}
    assert differs["lebrun.delai-de-l-ecole"] == "guiton.III.epoque-ecoles-consommees"
    assert differs["lebrun.ecole-de-trou"] == "guiton.III.ecole-d-ecole"
    assert differs["lebrun.ecole-deux-jetons"] == "guiton.III.ecole-deux-jetons"
    assert BASE.get("lebrun.reste-perdu").same_as == ("guiton.V.reste-marque",)


def test_a_base_of_two_laws_behaves_like_a_mapping():
    from arbiter.i18n import Msg

    laws = [Law("guiton.III.a", "Guiton 1822", "b", "ch. III", "A", "q", Msg("x", "y"),
                "applied"),
            Law("lebrun.b", "Lebrun 1828", "b", "Des Ecoles", "B", "q", Msg("x", "y"),
                "applied")]
    base = LawBase(laws, "0" * 64)
    assert [law.id for law in base] == ["guiton.III.a", "lebrun.b"] and len(base) == 2
    assert base.citation_source(laws[1]) == "Lebrun 1828, « Des Ecoles »"


# -- against the texts ------------------------------------------------------------------------
@NO_SHARED
def test_every_quote_is_verbatim_in_its_source():
    texts: dict[str, str] = {}
    for law in BASE:
        text = texts.setdefault(law.file, _norm((SHARED / law.file).read_text("utf-8")))
        assert _norm(law.quote) in text, f"{law.id}: quote not found in {law.file}"


def _fold(text: str) -> str:
    text = text.replace("’", "'").rstrip(" .")
    decomposed = unicodedata.normalize("NFD", text.lower())
    return re.sub(r"\s+", " ", "".join(c for c in decomposed
                                       if unicodedata.category(c) != "Mn"))


_NOT_HEADINGS = (
    "Chapitre III", "Règles concernant les dés", "Règle concernant la marque des points",
    "(Voyez au Vocabulaire", "Règles concernant les dames", "Écoles",
    "Le dé qui par hasard touche la main", "L'usage exige qu'en nommant",
    "Nous croyons devoir appuyer", "Si le petit-jan est totalement dégarni",
    "Si ce même joueur battait", "Citons encore", "Voyez l'observation",
    "Voyez, pour l'application", "Celui qui marque des points, croyant remplir",
    "Si un joueur pouvant remplir", "Dans l'un comme dans l'autre cas",
    "Par le même motif on ne doit pas", "Il n'y a point école d'école",
)
"""Short lines of ch. III that are not headings: the chapter title, section titles, and
sentences of a paragraph that OCR put on their own line."""


def _seed_headings() -> list[str]:
    """The headed articles of ch. III (short lines that open a paragraph), V (bold lines) and
    VII (the words before the first full stop of each paragraph that names a law)."""
    headings: list[str] = []
    lines = (SHARED / "seeds/000_7e68a2587cbc12b6.txt").read_text("utf-8").splitlines()
    for line in lines:
        line = line.strip()
        if line and len(line) < 200 and not line.startswith(_NOT_HEADINGS):
            headings.append(line)
    text = (SHARED / "seeds/002_bb7deb2c49f2dd51.txt").read_text("utf-8")
    headings += re.findall(r"^\*\*(.+?)\*\*\s*$", text, re.M)
    text = (SHARED / "seeds/001_baa57fd122fe5c21.txt").read_text("utf-8")
    for name in ("Toutes les dames doivent être entrées", "On peut sortir toutes les dames",
                 "Points sortants", "Points excédants", "Points défaillants",
                 "Faute de celui qui prend une dame", "Deux points défaillants",
                 "Points que gagne celui qui parvient", "Points démarqués en relevant",
                 "Difficulté relative à la sortie"):
        match = re.search(re.escape(name) + r"[^.]*", text)
        assert match, name
        headings.append(match.group(0))
    return headings


@NO_SHARED
def test_every_headed_article_of_chapters_three_five_and_seven_is_in_the_base():
    articles = [_fold(law.article) for law in BASE if law.chapter in ("ch. III", "ch. V",
                                                                       "ch. VII")]
    headings = _seed_headings()
    assert len(headings) >= 80
    missing = [h for h in headings if _fold(h) not in articles]
    assert missing == [], f"articles missing from laws.yaml: {missing}"


def test_the_parsed_json_is_up_to_date_with_the_yaml():
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import make_laws_json

    assert make_laws_json.generate() == make_laws_json.TARGET.read_text(encoding="utf-8"), \
        "a YAML file of arbiter/laws changed: run `python3 tools/make_laws_json.py`"


def test_a_stale_or_broken_parsed_json_only_means_the_yaml_is_read(monkeypatch):
    """The JSON is used only for the very bytes it was made from; otherwise (a YAML edited
    since, a damaged JSON) the YAML is parsed, and the law base is the same."""
    import arbiter.laws as laws

    reference = laws.load_laws.__wrapped__()
    for broken in ({}, {"laws.yaml": {"sha256": "0" * 64, "data": {"laws": []}}},
                   {"laws.yaml": "not a mapping"}):
        monkeypatch.setattr(laws, "_parsed", lambda broken=broken: broken)
        again = laws.load_laws.__wrapped__()
        assert list(again) == list(reference) and again.sha256 == reference.sha256


RUN_ON = frozenset({
    "guiton.III.augmentation-d-ecole", "guiton.III.avertissement-ne-marque-pas",
    "guiton.III.bredouille-de-jetons", "guiton.III.dame-sur-une-autre",
    "guiton.III.epoque-ecoles-consommees", "guiton.III.jetons-avant-le-trou",
    "guiton.III.ne-pas-enlever-les-des", "guiton.III.question-fausse-ecole",
    "guiton.III.s-en-aller-par-erreur", "guiton.III.second-exemple", "guiton.III.trous-demarques",
    "guiton.V.sortie-s-en-aller", "guiton.VIII.avantage-des-ecoles",
    "guiton.VIII.droit-de-conseil", "guiton.VIII.quatre-societe", "lalanne.I.sortie",
    "lalanne.I.sortie-bande", "lalanne.I.sortie-jouer-dedans",
    "lalanne.II.bouchage-premier-quadrant", "lalanne.II.bouchages-interdits", "lebrun.demi-case",
    "lebrun.ecole-du-plein", "lebrun.jan-de-deux-tables", "lebrun.jan-de-recompense",
    "lebrun.jans", "lebrun.places-des-jetons", "lebrun.premier-leve", "lebrun.s-en-aller",
    # Lebrun's list of the instruments of the game, and his closing rule 2 (across a page)
    "lebrun.quinze-dames", "lebrun.regle-des-sur-la-main"})
"""Laws whose sentence runs on too long to quote whole (more than some 240 characters after the
words the ruling needs, or a whole quote over 400): their quote stops at a clause."""


def test_every_quote_is_a_whole_sentence_where_the_sentence_is_short_enough():
    """Issue #22: quotes whole — a quote ends where its sentence ends (the words a referee
    reads are not cut on a « ; » or a « : »), save the few sentences too long to quote."""
    cut = sorted(law.id for law in BASE if law.quote.rstrip()[-1] not in ".!?»")
    assert cut == sorted(RUN_ON)
