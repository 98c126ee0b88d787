"""A ruling cites the article that decides a dispute, and not one that does not bear on it.

Each article below is tried from both sides on casebook cases: where the record touches its
point (a dame set in the opponent's jan, the coin taken, a rest on the opponent's empty coin, a
plein of the jan de retour, a trou taken with a reste, the second scorer's two jetons) the ruling
cites it, even when the play or the marking was lawful; in the near case, where nothing bears on
it, it does not. The expectations were written from the text (see each case's header).
"""

from __future__ import annotations

import pytest

from arbiter.cases import find_case, rule_file

BOTH_SIDES: dict[str, tuple[str, str]] = {
    # law id: (the case where it decides, the near case where it must not be cited)
    "guiton.III.jans-adversaire-plein": ("g3-rc30-jan-qui-ne-peut-plus-etre-rempli",
                                         "g3-ct01-dames-dans-ses-propres-jans"),
    "guiton.IV.coin-seul": ("g4-rc41-coin-pris-naturellement",
                            "g4-ct02-troisieme-dame-au-coin"),
    "guiton.IV.coin-adversaire": ("g4-rc43-passage-par-le-coin-adverse",
                                  "g4-ct03-tout-d-une-hors-du-coin-adverse"),
    "guiton.VII.lois-du-plein-au-retour": ("g7-rc59-remplir-le-jan-de-retour",
                                           "g7-ct04-remplir-le-grand-jan"),
    "guiton.III.oubli-de-demarquer": ("g3-rc64-trou-et-reste-bien-marques",
                                      "g3-ct05-points-sans-trou"),
    "guiton.I.points": ("g3-rc14-bredouille-du-second-deux-jetons",
                        "g3-ct06-points-du-premier-a-marquer"),
    # a plein made and kept (g3-rc23) is no plein made in passing
    "guiton.VI.remplir-en-passant": ("g6-ct10-remplir-en-passant",
                                     "g3-rc23-remplir-par-un-moyen"),
}


def _cited(case_id: str) -> list[str]:
    case = find_case(case_id)
    assert case is not None, case_id
    return [c["law"] for c in rule_file(case.tric)["citations"]]


@pytest.mark.parametrize(("law", "decides", "near"),
                         [(law, *pair) for law, pair in BOTH_SIDES.items()],
                         ids=list(BOTH_SIDES))
def test_the_article_is_cited_where_it_decides_and_not_beside(law, decides, near):
    assert law in _cited(decides)
    assert law not in _cited(near)


def test_a_lawful_disputed_play_says_by_which_article_it_stands():
    """The reasoning states the law, with why the play keeps it, before calling it lawful."""
    case = find_case("g4-rc43-passage-par-le-coin-adverse")
    assert case is not None
    trace = rule_file(case.tric)["trace"]
    laws = [(i, s["law"]) for i, s in enumerate(trace) if s["step"] == "law"]
    [(i, _)] = [x for x in laws if x[1] == "guiton.IV.coin-adversaire"]
    assert "passage" in trace[i]["text"]
    assert any(s["step"] == "conclusion" for s in trace[i + 1:])


# -- the deciding article of each law of issue #8/#14 item 11 ---------------------------------
DECIDING: list[tuple[str, str, str | None]] = [
    # (case, the article that decides, an article that must not be cited there)
    ("g1-ct07-mezeas-a-faux", "guiton.I.battre-les-deux-coins", "lebrun.jans"),
    ("lb-ct08-contre-mezeas-lebrun", "lebrun.jans", None),
    ("lb-l1c-carme", "guiton.I.battre-le-coin", None),
    ("g1-ct09-battre-le-coin", "guiton.I.battre-le-coin", "guiton.I.battre-les-deux-coins"),
    # « un plein que Blanc ne pouvait tenir »: whether the throw kept is what is disputed, which
    # ch. I « Conserver ou tenir son plein » answers (« C'est pouvoir jouer son coup sans dégarnir
    # aucune des cases qui forment le plein »); III « croyant … conserver » follows, saying what
    # the marking is (tests/test_deciding_first_gp.py)
    ("g3-rc66-croire-conserver-jan-encore-remplissable", "guiton.I.conserver", None),
    ("g3-rc24-effacer-sans-marquer", "guiton.III.demarquer-pour-faire-ecole", None),
    ("g5-je-m-en-vais-oblige", "guiton.V.reste-marque", None),
]


@pytest.mark.parametrize(("case_id", "law", "not_law"), DECIDING,
                         ids=[c for c, _, _ in DECIDING])
def test_the_deciding_article_is_cited(case_id, law, not_law):
    cited = _cited(case_id)
    assert law in cited
    assert not_law is None or not_law not in cited


def test_leaving_without_marking_the_reste_says_why_it_is_no_ecole():
    """The reste not marked: a step that says the condition the leave stands on (marked, it
    would have barred the leave), then one that says what follows from leaving (it is lost, and
    leaving it unmarked is no école)."""
    case = find_case("g5-je-m-en-vais-oblige")
    assert case is not None
    ground, lost = [s for s in rule_file(case.tric)["trace"]
                    if s["law"] == "guiton.V.reste-marque"]
    assert "2 points de reste" in ground["text"] and "droit de s'en aller" in ground["text"]
    assert "perd ses 2 points" in lost["text"] and "n'est pas une école" in lost["text"]


# -- the laws of the sortie: only those the throw's numbers bring -----------------------------
SORTANT = {"guiton.VII.points-sortants"}
DEUX_SORTANTS = {"guiton.VII.sortir-a-la-bande", "guiton.VII.points-sortants"}
EXCEDANT = {"guiton.VII.points-excedants"}
DEFAILLANT = {"guiton.VII.points-defaillants", "guiton.VII.deux-defaillants"}


@pytest.mark.parametrize(("blanc", "dice", "bearing"), [
    ({22: 2, 24: 13}, (2, 1), SORTANT | DEFAILLANT),          # Guiton's 2 et as
    ({22: 2, 24: 13}, (4, 1), EXCEDANT | DEFAILLANT),         # his 4 et as
    ({22: 2, 24: 13}, (1, 1), DEFAILLANT),                    # bezet
    ({22: 2, 24: 13}, (6, 6), EXCEDANT),
    ({22: 2, 24: 13}, (2, 2), DEUX_SORTANTS),                 # a doublet: two dames go
    ({19: 1, 21: 1, 24: 13}, (5, 3), DEUX_SORTANTS),
    # the as enters the last dame and the 4 is sortant, or the 4 enters it and the as is
    # défaillant: both readings are open to him, which « Toutes les dames doivent être
    # entrées » says (the entering dame is not bound to the higher number)
    ({17: 1, 20: 1, 24: 13}, (1, 4), SORTANT | DEFAILLANT | {"guiton.VII.dames-entrees"}),
    ({13: 1, 20: 1, 24: 13}, (1, 4), set()),                  # nothing can be borne off yet
])
def test_the_sortie_cites_the_laws_of_the_numbers_thrown(blanc, dice, bearing):
    from arbiter.board import Position
    from arbiter.colour import Colour
    from arbiter.games.trictrac.conduct import SORTIE_LAWS, sortie_laws

    position = Position.from_mapping({Colour.BLANC: blanc, Colour.NOIR: {0: 15}})
    reasons = sortie_laws(position, Colour.BLANC, dice)
    laws = {k.law for k in reasons}
    assert laws == bearing and laws <= set(SORTIE_LAWS)
    assert all(k.message.fr and k.message.en for k in reasons)


def test_a_ruling_says_what_each_number_of_the_sortie_is():
    case = find_case("g7-s27b-deux-et-as")
    assert case is not None
    laws = {s["law"]: s["text"] for s in rule_file(case.tric)["trace"] if s["step"] == "law"}
    assert laws["guiton.VII.points-sortants"].startswith("Le deux est un point sortant")
    assert laws["guiton.VII.points-defaillants"].startswith("L'as est un point défaillant")
    assert "guiton.VII.points-excedants" not in laws


# -- two laws under one heading, told apart in `arbiter laws` ---------------------------------
def _laws_cli(*args: str) -> str:
    from click.testing import CliRunner

    from arbiter.cli import cli

    result = CliRunner().invoke(cli, ["laws", *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_two_laws_under_one_heading_are_told_apart_in_the_listing():
    lines = {line.split("\t")[0]: line.split("\t")[1]
             for line in _laws_cli().splitlines()}
    case, created = lines["guiton.III.fausse-case"], lines["guiton.III.impuissance-creee"]
    assert case.startswith("Guiton 1822, ch. III, « Fausse case » — « Si, pour faire")
    assert created.startswith("Guiton 1822, ch. III, « Fausse case » — « Un joueur qui")
    # a heading of its own needs nothing more
    assert lines["guiton.III.fausse-ecole"] == "Guiton 1822, ch. III, « Fausse école »"
    # the first words stay when a search lists only one of them
    [found] = [x for x in _laws_cli("--search", "passer au retour").splitlines()
               if x.startswith("guiton.III.impuissance-creee\t")]
    assert "— « Un joueur qui" in found


def test_a_law_shown_alone_names_the_laws_that_share_its_heading():
    out = _laws_cli("guiton.III.impuissance-creee")
    assert "même titre que : guiton.III.fausse-case" in out
    assert "same heading as: guiton.III.impuissance-creee" in _laws_cli(
        "guiton.III.fausse-case", "--lang", "en")
    assert "même titre" not in _laws_cli("guiton.III.fausse-ecole")


def test_an_impuissance_created_cites_its_own_paragraph():
    cited = _cited("g3-s22-impuissance-creee")
    assert "guiton.III.impuissance-creee" in cited
    assert "guiton.III.fausse-case" not in cited   # two dames for one case: not this dispute


def test_the_other_opinion_on_an_error_the_opponent_caused_is_stated():
    case = find_case("g3-rc03-vous-n-avez-rien")
    assert case is not None
    ruling = rule_file(case.tric)
    assert "guiton.III.erreur-occasionnee" in [c["law"] for c in ruling["citations"]]
    assert any("Lepeintre (1818, règle 58)" in o for o in ruling["other_opinions"])


# -- every applied article of ch. III-VII is applied by code that says so ----------------------
def test_every_applied_article_of_chapters_iii_to_vii_is_declared_by_code():
    """Beyond tests/test_law_links.py (declared by code or cited by a case): an article of
    Guiton's chapters III-VII marked `applied` must be declared by the code that applies it, a
    case citing it is not enough."""
    import importlib
    import pkgutil

    import arbiter
    from arbiter.laws import load_laws
    from arbiter.laws.links import applied_by

    for module in pkgutil.walk_packages(arbiter.__path__, "arbiter."):
        importlib.import_module(module.name)
    missing = [law.id for law in load_laws() if law.use == "applied"
               and law.id.split(".")[:2] in (["guiton", c] for c in ("III", "IV", "V", "VI",
                                                                         "VII"))
               and not applied_by(law.id)]
    assert missing == []


# -- binding words: the article says how one left, and a later word is said not to bind --------
def test_leaving_states_the_article_on_binding_words():
    def texts(case_id: str) -> list[str]:
        case = find_case(case_id)
        assert case is not None
        return [s["text"] for s in rule_file(case.tric)["trace"]
                if s["law"] == "guiton.V.parole-obligatoire"]

    said = texts("g5-je-m-en-vais-oblige")
    assert any("cette parole l'oblige à s'en aller" in t for t in said)
    assert not any("l'oblige à rester" in t for t in said)      # « je reste » came after
    assert any("la seconde ne compte pas" in t for t in said)
    assert any("l'usage l'admet" in t for t in texts("g5-s32a-mauvaise-dame-levee-s-en-va"))


def test_a_departure_by_words_does_not_say_the_dames_were_taken_up():
    case = find_case("g5-je-m-en-vais-oblige")
    assert case is not None
    texts = [s["text"] for s in rule_file(case.tric)["trace"]]
    assert any("en s'en allant, blanc ne garde pas les" in t for t in texts)
    assert not any("en relevant ses dames" in t for t in texts)   # no dame is recorded lifted
